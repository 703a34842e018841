"""Build Rome in Crisis positions for rules tests.

    m = table(n=3, cands={"Aurelian": 2, ...}, hands=[[("gold", 2)], ...], ...)
    start(m, "election")   # then drive it with m.legal_actions / m.act

Cards are given as (type, value); each gets the lowest unused id of its kind
and every card not placed goes to the deck (shuffled by the game's generator).
``edition=1`` builds a table played under the rules of engine 0.1.0 (the
readings R5, R7 and R11 that edition 2 changed: R28-R30).
"""
from pygame_core.games import GAMES
from pygame_core.games.rome_in_crisis import data as D
from pygame_core.games.rome_in_crisis import rules
from pygame_core.games.rome_in_crisis.scenarios import allocator
from pygame_core.kernel import Match, call, find
from pygame_core.kernel.rng import game_shuffle

G = GAMES["rome-in-crisis"]
CB = D.CANDIDATE_BASE
# Every candidate name -> (card, side)
K = {D.CANDIDATES[k][side][0]: (k, side) for k in range(10) for side in "AB"}

# The old entry points of the table helper -> the stage of a turn (Turn.parts).
STAGE = {"election": "election", "offices": "offices", "mount": "crises",
         "emperor": "emperor_acts", "legatus": "legatus_acts", "emperor_dies": "emperor_dies"}


def card(t, v, nth=0):
    return [i for i, x in enumerate(D.INFLUENCE) if x == (t, v)][nth]


def table(n=3, dealer=0, method="military", scores=None, hands=None, cands=None,
          displays=None, offices=None, crises=None, deck=None, discard=None,
          loose_gold=None, seed=1, turn=3, edition=2):
    st = G.setup(n, seed, {})
    ids, used = allocator()

    st["edition"] = edition
    st["hands"] = [ids(h) for h in (hands or [[("spqr", 3 + i)] for i in range(n)])]
    st["known"] = [[] for _ in range(n)]
    st["owner"] = [None] * 10
    st["display"] = [[] for _ in range(10)]
    for name, seat in (cands or {}).items():
        k, side = K[name]
        st["owner"][k], st["side"][k] = seat, side
    for name, spec in (displays or {}).items():
        st["display"][K[name][0]] = ids(spec)
    st["offices"] = {o: None for o in st["offices"]}
    for o, name in (offices or {}).items():
        st["offices"][o] = K[name][0]
    st["crises"] = {t: [] for t in D.TYPES}
    for t, spec in (crises or {}).items():
        st["crises"][t] = ids(spec)
    st["loose_gold"] = ids(loose_gold or [])
    st["discard"] = ids(discard or [])
    top = ids(deck or [])
    rest = [c for c in range(48) if c not in used]
    rest += [CB + k for k in range(10) if st["owner"][k] is None]
    game_shuffle(st, rest)
    st["deck"] = rest + top[::-1]          # ``deck`` lists the next cards drawn first
    st.update(dealer=dealer, method=method, turn=turn,
              scores=list(scores or [0] * n))
    return Match(G, n, seed, {}, _state=st)


def start(m, step, **kw):
    """Enter a stage of the turn the way the engine does, then play forced moves.

    ``step``: "turn" (a turn from its start), "election", "offices"
    (``emperor=name``: the candidate just elected), "mount" (the crises),
    "emperor", "legatus" or "emperor_dies"; ``emperor_turn`` as the turn's
    local (default True, except for "election", which sets it)."""
    st, log = m.state, []
    m._legal = {}   # the position was edited by hand: forget cached moves
    if step == "turn":
        st["stack"] = [{"p": "game", "at": "turns"}]
        call(st, "turn")
        rules.flow.run(st, log)
    elif step in STAGE:
        # The election decides for itself whether this is an Emperor's turn.
        turn = {} if step == "election" else {"emperor_turn": kw.get("emperor_turn", True)}
        if step == "offices":
            turn["emperor_turn"] = True
            turn["new_emperor"] = K[kw["emperor"]][0]
        rules.enter_turn(st, STAGE[step], log, **turn)
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
