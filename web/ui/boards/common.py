"""What every board shares: escaping, the generic listing of a view, card chips,
facts, and the words at the end of a game.

The view's keys come from the game; keys the kernel adds (prompt, step, log,
help, can_undo, over, result) are drawn elsewhere by the page.
"""
KERNEL_KEYS = ("prompt", "step", "log", "help", "can_undo", "over", "result")


def esc(text) -> str:
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


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


def chip(card) -> str:
    """One card as a small labelled chip (influence cards coloured by type)."""
    if card is None:
        return ""
    kind = card.get("type") or card.get("bg") or card.get("kind", "")
    tip = card.get("ability") or ("tie letter " + card["letter"] if card.get("letter") else "")
    return ("<span class='chip " + esc(kind) + "' title='" + esc(tip) + "'>" +
            esc(card.get("name", "a card")) + "</span>")


def chips(cards, empty="none") -> str:
    if not cards:
        return "<span class='muted'>" + empty + "</span>"
    return "<span class='chips'>" + " ".join(chip(c) for c in cards) + "</span>"


def fact(label, value) -> str:
    return "<span><b>" + esc(label) + ":</b> " + value + "</span>"


def result_text(result: dict, names: list) -> str:
    scores = result.get("scores", [])
    winners = result.get("winners", [])
    who = " and ".join(names[w] for w in winners) if winners else "nobody"
    verb = "wins" if len(winners) == 1 else "win"
    parts = [names[i] + " " + str(s) for i, s in enumerate(scores)]
    return "Game over: " + who + " " + verb + ". Scores: " + ", ".join(parts) + "."
