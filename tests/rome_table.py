"""Build Rome in Crisis positions for rules tests.

    m = table(n=3, cands={"Aurelian": 2, ...}, hands=[[("gold", 2)], ...], ...)
    start(m, "election")   # then drive it with m.legal_actions / m.act

Cards are given as (type, value); each gets the lowest unused id of its kind
and every card not placed goes to the deck (shuffled by the match's seed).
"""
from pygame_core.games import GAMES
from pygame_core.games.rome_in_crisis import data as D
from pygame_core.games.rome_in_crisis.scenarios import allocator
from pygame_core.kernel import Match
from pygame_core.kernel.rng import game_shuffle

G = GAMES["rome-in-crisis"]
CB = D.CANDIDATE_BASE
# Every candidate name -> (card, side)
K = {D.CANDIDATES[k][side][0]: (k, side) for k in range(10) for side in "AB"}


def card(t, v, nth=0):
    return [i for i, x in enumerate(D.INFLUENCE) if x == (t, v)][nth]


def table(n=3, dealer=0, method="military", scores=None, hands=None, cands=None,
          displays=None, offices=None, crises=None, deck=None, discard=None,
          loose_gold=None, seed=1, turn=3):
    st = G.setup(n, seed, {})
    ids, used = allocator()

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
    """Enter a step of the turn the way the engine does, then play forced moves."""
    st, log = m.state, []
    m._legal = {}   # the position was edited by hand: forget cached moves
    if step == "turn":
        G._start_turn(st, log)
    elif step == "election":
        G._begin_election(st, log)
    elif step == "offices":
        st["new_emperor"] = K[kw["emperor"]][0]
        st["emperor_turn"] = True
        G._begin_offices(st, log)
    elif step == "mount":
        st["emperor_turn"] = kw.get("emperor_turn", True)
        G._begin_mount(st, log)
    elif step == "emperor":
        st["emperor_turn"] = True
        G._begin_emperor(st, log)
    elif step == "legatus":
        st["emperor_turn"] = kw.get("emperor_turn", True)
        G._begin_legatus(st, log)
    else:
        raise ValueError(step)
    G._advance(st, log)
    m.log.extend({"seat": None, "text": t} for t in log)
    return m


def types(m, seat):
    return sorted({a["type"] for a in m.legal_actions(seat)})


def texts(m):
    return "\n".join(e["text"] for e in m.log)
