"""Positions for the Roman History rules tests: a table built by hand
(the game's own builder, positions.build), fixed dice, and a helper that walks the active player's
turn to a phase by declining everything on the way."""
from pygame_core.games.roman_history import GAME
from pygame_core.games.roman_history.positions import build
from pygame_core.kernel import Match

QUIET = ["sacred_geese", "castor_and_pollux"]       # age 2 Religion cards: harmless reveals


def player(**kw):
    p = {"gold": 0, "ambition": 0, "legions": 0, "fate": 0, "faction": 0, "vp": 10,
         "coll": [], "hand": []}
    p.update(kw)
    return p


def table(players, age=2, deck_top=None, dice=(), **kw):
    """A match at the start of seat 0's turn (its first decision, if any)."""
    names = [f"P{i}" for i in range(len(players))]
    if deck_top is None:
        deck_top = QUIET if age == 2 else []
    st = build(GAME, names, age, players, deck_top=deck_top, dice=dice, **kw)
    return Match(GAME, len(players), 0, {}, _state=st)


DECLINE = ("pass", "done", "accept", "stop")


def step(m):
    return m.state["stack"][-1]["p"] if m.state["stack"] else "over"


def to_phase(m, phase, seat=0):
    """Decline every choice until this turn reaches ``phase`` (or ends: the next
    turn's first decision, or the end of the game)."""
    turn = m.state["turns"]
    while m.state["phase"] < phase and m.state["stack"] and m.state["turns"] == turn:
        s = m.to_move()[0]
        acts = m.legal_actions(s)
        pick = next((a for a in acts if a["type"] in DECLINE), None)
        assert pick is not None, (step(m), acts)
        m.act(s, pick)
    return m


def act(m, who, **action):
    assert action in m.legal_actions(who), (action, m.legal_actions(who), step(m))
    m.act(who, action)


def p(m, seat):
    return m.state["players"][seat]
