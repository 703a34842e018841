"""Rome in Crisis positions built by hand, for the scenarios (the rulebook's
example of play) and the rules tests alike.

    st = table(game, 3, rng, cands={"Aurelian": 2}, hands=[[("gold", 2)], ...])
    enter_turn(st, "election")          # the flow inside a turn, at one of its parts

Cards are given as (type, value); each gets the lowest unused id of its kind,
in the order the arguments are listed, and every card not placed goes to the
deck (shuffled by the game's generator).  ``edition=1`` builds a table played
under the rules of engine 0.1.0 (the readings R5, R7 and R11 that edition 2
changed: R28-R30).
"""
from ...kernel.rng import game_shuffle
from . import data as D
from .data import CANDIDATE_BASE as CB
from .rules import flow

# Every candidate name -> (card, side)
K = {D.CANDIDATES[k][side][0]: (k, side) for k in range(10) for side in "AB"}


def allocator():
    """cards([(type, value), ...]) -> distinct ids, the lowest unused first."""
    used = set()

    def cards(spec):
        out = []
        for t, v in spec:
            c = next(i for i, x in enumerate(D.INFLUENCE) if x == (t, v) and i not in used)
            used.add(c)
            out.append(c)
        return out
    return cards, used


def table(game, n=3, rng=1, options=None, dealer=0, method="military", scores=None,
          hands=None, offer=None, cands=None, displays=None, offices=None, crises=None,
          deck=None, discard=None, loose_gold=None, turn=3, edition=None):
    """A table set by hand: the hands (each seat a Spqr 3+seat by default), the
    offer of a turn under way, the candidates' owners ({name: seat}), the cards
    on candidates, the offices ({office: name}), the crises, the next cards of
    the deck (first drawn first), the discards and loose gold; the rest as a
    fresh game's (``options``: the game's, e.g. the players' names).  Nothing
    runs: ``enter_turn`` puts the flow in a turn."""
    st = game.setup(n, rng, dict(options or {}))
    ids, used = allocator()
    if edition is not None:
        st["edition"] = edition
    st["hands"] = [ids(h) for h in (hands or [[("spqr", 3 + i)] for i in range(n)])]
    st["known"] = [[] for _ in range(n)]
    if offer is not None:
        st["offer"] = ids(offer)
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
    st.update(dealer=dealer, method=method, turn=turn, scores=list(scores or [0] * n))
    return st


def enter_turn(st, at=None, log=None, **turn):
    """Put a position built by hand at stage ``at`` of a turn (one of
    ``Turn.parts``; None: the turn from its start), with the turn's locals
    (emperor_turn, new_emperor), and play on to the first decision."""
    st["stack"] = []
    flow.enter(st, "game", at="turns")
    turn.setdefault("emperor_turn", False)
    turn.setdefault("new_emperor", None)
    flow.enter(st, "turn", at=at, **turn)
    return flow.run(st, log)
