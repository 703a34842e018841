"""Rome in Crisis matches for rules tests, on the game's own position builders
(pygame_core/games/rome_in_crisis/positions.py, which its scenarios use too).

    m = table(n=3, cands={"Aurelian": 2, ...}, hands=[[("gold", 2)], ...], ...)
    start(m, "election")   # then drive it with m.legal_actions / m.act
"""
from pygame_core.games import GAMES
from pygame_core.games.rome_in_crisis import data as D
from pygame_core.games.rome_in_crisis import positions as P
from pygame_core.games.rome_in_crisis.positions import K
from pygame_core.kernel import Match, find

G = GAMES["rome-in-crisis"]
CB = D.CANDIDATE_BASE

# The old entry points of the table helper -> the stage of a turn (Turn.parts).
STAGE = {"election": "election", "offices": "offices", "mount": "crises",
         "emperor": "emperor_acts", "legatus": "legatus_acts", "emperor_dies": "emperor_dies"}


def card(t, v, nth=0):
    return [i for i, x in enumerate(D.INFLUENCE) if x == (t, v)][nth]


def table(n=3, seed=1, **kw):
    """A match on a table set by hand (positions.py ``table``: its arguments), at
    turn 3 of a game under rules edition 2 unless ``turn`` and ``edition`` say."""
    kw.setdefault("edition", 2)
    return Match(G, n, seed, {}, _state=P.table(G, n, seed, **kw))


def start(m, step, **kw):
    """Enter a stage of the turn the way the engine does, then play forced moves.

    ``step``: "turn" (a turn from its start), "election", "offices"
    (``emperor=name``: the candidate just elected), "mount" (the crises),
    "emperor", "legatus" or "emperor_dies"; ``emperor_turn`` as the turn's
    local (default True, except for "election", which sets it)."""
    st, log = m.state, []
    m._legal = {}   # the position was edited by hand: forget cached moves
    if step == "turn":
        P.enter_turn(st, None, log)
    elif step in STAGE:
        # The election decides for itself whether this is an Emperor's turn.
        turn = {} if step == "election" else {"emperor_turn": kw.get("emperor_turn", True)}
        if step == "offices":
            turn["emperor_turn"] = True
            turn["new_emperor"] = K[kw["emperor"]][0]
        P.enter_turn(st, STAGE[step], log, **turn)
    else:
        raise ValueError(step)
    m.log.extend({"seat": None, "text": t} for t in log)
    return m


def phase(m):
    """The name of the current step ("over" when the game has ended)."""
    return G.step_info(m.state)["name"]


def local(m, name):
    """The locals of the nearest frame ``name`` (e.g. "election", "draft")."""
    return find(m.state, name)


def types(m, seat):
    return sorted({a["type"] for a in m.legal_actions(seat)})


def texts(m):
    return "\n".join(e["text"] for e in m.log)
