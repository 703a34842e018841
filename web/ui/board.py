"""The board: a seat's view (m.view(seat)) as HTML.

The view's keys come from the game; keys the kernel adds (prompt, log, help,
can_undo, over, result) are drawn elsewhere.  Games without a drawing of their
own get a readable listing of their view.
"""
from dom import esc

KERNEL_KEYS = ("prompt", "log", "help", "can_undo", "over", "result")


def value_html(v) -> str:
    if isinstance(v, dict):
        return "<dl class='kv'>" + "".join(
            "<dt>" + esc(k) + "</dt><dd>" + value_html(v[k]) + "</dd>" for k in sorted(v)) + "</dl>"
    if isinstance(v, list):
        if all(not isinstance(x, (dict, list)) for x in v):
            return esc(", ".join(str(x) for x in v)) if v else "—"
        return "<ol>" + "".join("<li>" + value_html(x) + "</li>" for x in v) + "</ol>"
    if v is None:
        return "—"
    if v is True or v is False:
        return "yes" if v else "no"
    return esc(v)


def generic(view) -> str:
    keys = sorted(k for k in view if k not in KERNEL_KEYS)
    return "<dl class='kv'>" + "".join(
        "<dt>" + esc(k) + "</dt><dd>" + value_html(view[k]) + "</dd>" for k in keys) + "</dl>"


def render(game: str, view: dict, viewer, names: list) -> str:
    """HTML of the board for ``viewer`` (a seat, or None for a spectator)."""
    return generic(view)


def result_text(result: dict, names: list) -> str:
    scores = result.get("scores", [])
    winners = result.get("winners", [])
    who = " and ".join(names[w] for w in winners) if winners else "nobody"
    verb = "wins" if len(winners) == 1 else "win"
    parts = [names[i] + " " + str(s) for i, s in enumerate(scores)]
    return "Game over: " + who + " " + verb + ". Scores: " + ", ".join(parts) + "."
