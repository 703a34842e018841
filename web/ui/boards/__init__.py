"""Boards: a seat's view (m.view(seat)) drawn as HTML, one module per game.

A game's board is the module named after its id (``rome-in-crisis`` ->
``boards/rome_in_crisis.py``) with a function ``draw(view, viewer, names, targets)``;
``targets`` (``common.Targets``) holds the viewer's legal actions by what they
act on, and the board draws each element an action may target through it, so
that element becomes clickable (see ``common.Targets``).
The page's frame around the board (issue 33: the status line, the player
column, the hand docked at the bottom) asks a board for two more things, each
optional (``table`` below):

- ``hand(view, viewer, targets) -> str``: the viewer's own cards, drawn through
  ``targets`` as ``draw`` draws cards (so a card a move uses is a button); the
  page docks them at the bottom of the view, and sets ``targets.docked`` so
  that ``draw`` leaves them out.  Without it the hand stays where ``draw`` puts it.
- ``panels(view, viewer, names) -> [panel per seat, in seat order]``, each
  {"score": number, "unit": "points" | "legacy" | "VP" | ..., "facts": [(label,
  value as text), ...] (what the game counts: hand size, Gold, provinces, ...),
  "badges": [short words: "Emperor", "Dealer", ...] (optional), "colour": a
  seat colour's name (optional: "green", "blue", "yellow", "red", "purple",
  "grey"; the page gives one by seat when missing)}.  The page draws each panel
  with the seat's name, colour and number, whose turn it is, and who plays it
  (a person, an AI and its level, a friend by link).
- ``FIT = False`` (a module constant): the page does not draw the board smaller to
  fit the view (CSS zoom, not below 0.72, or the module's ``LEAST``: 1 for a board
  whose print would fall under 11 px on the screen); a board that zooms and pans on its
  own (a map) says so.  The board then scrolls in its room when it is taller.

The registry below is read from this folder, so a new game adds its board file
and nothing else; a game without one gets the generic listing of its view.
A board too large for one file keeps its layers in a package of its own here
(Time of Crisis: ``boards/toc/``), which the registry passes over (a folder).
Board modules use only ``boards.common`` (no browser calls), so they run on
CPython in the tests as they do in MicroPython in the page.  They write HTML
only through ``common.html`` (values escaped unless Markup), and the functions
here hand the page the finished HTML as a str.
"""
import os
import sys

from boards.common import Targets, generic, result_text, target_key  # noqa: F401  (the page's names)

_NOT_BOARDS = ("__init__.py", "common.py", "draw.py")   # helpers, not boards


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


# A decision with more moves than this is chosen on the table: the moves that
# act on a card or place drawn there are outlined there, not listed as buttons.
FEW = 6


def card_first(actions, dock) -> bool:
    """Is the decision chosen card first?  Many moves, two or more of them naming
    (``action["card"]``) a card of the docked hand ``dock`` (its keys)."""
    actions = actions or []
    if len(actions) <= FEW:
        return False
    n = 0
    for a in actions:
        v = (a.get("action") or {}).get("card")
        if v is not None and not isinstance(v, (list, dict)) and "card:" + str(v) in dock:
            n += 1
    return n >= 2


def combo_first(actions) -> bool:
    """Is the decision chosen by picking cards together?  Many moves, two or more
    of them using a set of cards (``action["cards"]``, a list: Rome in Crisis's
    Legatus fights with one or two): the cards are picked, then the place."""
    actions = actions or []
    return len(actions) > FEW and sum(
        1 for a in actions if isinstance((a.get("action") or {}).get("cards"), list)) >= 2


def table(game: str, view: dict, viewer, names: list, actions=None, marks=None,
          selected=None, picked=None) -> dict:
    """The game as the page's frame draws it, for ``viewer`` (``render``'s
    arguments; ``selected``: the key of the hand card the viewer selected):
    {"board": HTML, "hand": HTML of the docked hand ("" when the board keeps it),
    "panels": the board's ``panels`` or None, "targets": the ``Targets`` drawn
    through (``drawn``, ``lit``, ``selects``), "dock": the keys of the hand's
    elements, "card_first": is the decision chosen card first (``card_first``),
    "combo": are its cards picked together first (``combo_first``; ``picked``:
    the keys of the cards picked so far),
    "fit": may the page draw the board smaller to fit the view (``FIT``),
    "least": the smallest it may be drawn (``LEAST``, or None: the page's)}."""
    module = board(game)
    hand_of = getattr(module, "hand", None) if module is not None and viewer is not None else None
    t = Targets(actions, marks, docked=hand_of is not None)
    dock, first = [], False
    if hand_of is not None:
        probe = Targets(None, None, docked=True)      # which elements the hand holds
        hand_of(view, viewer, probe)
        dock = probe.seen
        first = card_first(actions, dock)
        t.dock(dock)              # a hand card's click: one rule (frame.hand_click)
    combo = combo_first(actions)
    if combo:                     # cards picked together, then the place (``Targets.combine``)
        t.combine(picked)
    if selected:
        t.select(selected)
    t.in_hand = True
    hand = str(hand_of(view, viewer, t)) if hand_of is not None else ""
    t.in_hand = False
    if module is None:
        drawing = generic(view)
    else:
        drawing = module.draw(view, viewer, names, t)
    maker = getattr(module, "panels", None) if module is not None else None
    return {"board": drawing, "hand": hand, "panels": maker(view, viewer, names) if maker else None,
            "targets": t, "dock": dock, "card_first": first, "combo": combo,
            "fit": getattr(module, "FIT", True) if module is not None else True,
            "least": getattr(module, "LEAST", None) if module is not None else None}
