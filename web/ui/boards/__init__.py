"""Boards: a seat's view (m.view(seat)) drawn as HTML, one module per game.

A game's board is the module named after its id (``rome-in-crisis`` ->
``boards/rome_in_crisis.py``) with a function ``draw(view, viewer, names, targets)``;
``targets`` (``common.Targets``) holds the viewer's legal actions by what they
act on, and the board draws each element an action may target through it, so
that element becomes clickable (see ``common.Targets``).
The registry below is read from this folder, so a new game adds its board file
and nothing else; a game without one gets the generic listing of its view.
Board modules use only ``boards.common`` (no browser calls), so they run on
CPython in the tests as they do in MicroPython in the page.  They write HTML
only through ``common.html`` (values escaped unless Markup), and the functions
here hand the page the finished HTML as a str.
"""
import os
import sys

from boards.common import Targets, generic, result_text, target_key  # noqa: F401  (the page's names)

_NOT_BOARDS = ("__init__.py", "common.py", "draw.py", "toc_map.py")   # helpers, not boards


def _folder():
    path = __file__.replace("\\", "/")
    return path.rsplit("/", 1)[0] if "/" in path else "boards"


def _registry() -> dict:
    """{game id: module name} for every board file next to this one."""
    names = sorted(n[:-3] for n in os.listdir(_folder())
                   if n.endswith(".py") and n not in _NOT_BOARDS)
    return {name.replace("_", "-"): name for name in names}


REGISTRY = _registry()


def board(game: str):
    """The board module of ``game`` (imported when first asked), or None."""
    name = REGISTRY.get(game)
    if name is None:
        return None
    full = "boards." + name
    if full not in sys.modules:
        __import__(full)
    return sys.modules[full]


def render(game: str, view: dict, viewer, names: list, actions=None, marks=None) -> str:
    """HTML of the board for ``viewer`` (a seat, or None for a spectator);
    ``actions`` (the prompt's entries, when the viewer may act now) make their
    targets clickable; ``marks`` (what the last move changed) are highlighted."""
    module = board(game)
    if module is None:
        return generic(view)
    return module.draw(view, viewer, names, Targets(actions, marks))


def action_groups(game: str, view: dict, actions: list):
    """The prompt's moves in titled groups, [(title, [indices])], when the
    game's board groups them (Roman Empire: by the card they use); else None."""
    module = board(game)
    grouper = getattr(module, "action_groups", None) if module is not None else None
    return grouper(view, actions) if grouper is not None else None


def prompt_facts(game: str, view: dict, viewer) -> str:
    """HTML drawn beside the prompt: what the viewer spends on the moves it offers
    (Roman History: his Gold, Ambition and Fate), when the game's board says; else ""."""
    module = board(game)
    facts = getattr(module, "prompt_facts", None) if module is not None else None
    return str(facts(view, viewer)) if facts is not None and viewer is not None else ""


def terms(game: str, view: dict) -> dict:
    """{name: what it does} for the names the log may use (Time of Crisis: each
    card's and event's effect), drawn as the log's tooltips (issue 21, 4): the
    view's own "terms" when a game fills it, with what the game's board adds
    from its view (``terms(view)``); {} when neither says."""
    out = dict(view.get("terms") or {})
    module = board(game)
    more = getattr(module, "terms", None) if module is not None else None
    if more is not None:
        out.update(more(view))
    return out
