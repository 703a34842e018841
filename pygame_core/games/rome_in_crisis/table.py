"""Rome in Crisis: the table, its fresh state, readers and changers.

The layer every other module of the game imports from the top (effects,
rules, scenarios, the AI); it names no step and imports none of them.

The table (top level of the state; card ids: influence 0..47, candidate card
k is 100+k): n, names, rng, edition, turn, dealer, method, deck, discard
(top = last), removed, side[k] "A"/"B", owner[k] (seat, or None when not in
play), display[k], hands[s], known[s] (hand cards every seat saw drafted),
offices {office: k or None}, crises {type: [cards]}, loose_gold, offer (the
middle), scores, earned[s] (points by source), removals, last_emperor, over,
winners, stack.  Everything else lives in the rules' frames.
"""
from ...kernel import say
from . import data as D
from .data import CANDIDATE_BASE as CB
from .data import INFLUENCE


def fresh(n, names, rng, edition):
    """The table before Setup 1: the influence deck in order, every candidate
    A side up and in nobody's hands, the offices vacant (Setup 3: no Legatus
    with two players)."""
    st = {
        "n": n, "names": names, "rng": rng,
        "edition": edition, "turn": 0, "dealer": 0, "method": None,
        "deck": list(range(48)), "discard": [], "removed": [],
        "side": ["A"] * 10, "owner": [None] * 10, "display": [[] for _ in range(10)],
        "hands": [[] for _ in range(n)], "known": [[] for _ in range(n)],
        "offices": {o: None for o in D.OFFICES},
        "crises": {t: [] for t in D.TYPES}, "loose_gold": [], "offer": [],
        "scores": [0] * n, "earned": [{} for _ in range(n)], "removals": 0,
        "last_emperor": None, "over": False, "winners": [], "stack": [],
    }
    if n == 2:
        del st["offices"]["legatus"]
    return st


# --- readers -------------------------------------------------------------------
def ctype(c):
    return INFLUENCE[c][0]


def cval(c):
    return INFLUENCE[c][1]


def card_name(c):
    if c >= CB:
        return f"candidate card {c - CB}"
    t, v = INFLUENCE[c]
    return f"{D.TYPE_NAME[t]} {v}"


def influence_words(c):
    """What influence card ``c`` can do, in our words (the hand read by ear,
    issue 46): the elections it counts in (B, C), the crisis it feeds when put
    into the crises (D2; Gold joins the top one, R8) and who may use it
    against a crisis (D3.2: the Emperor, its type or Gold; D4: the Legatus,
    a war's type or Gold)."""
    t, v = INFLUENCE[c]
    methods = [D.METHOD_NAME[m] for m in D.METHODS if t in D.COUNTS_FOR[m]]
    if len(methods) == len(D.METHODS):
        counts = f"counts {v} in every election"
    else:
        counts = f"counts {v} in {' or '.join(methods)} elections"
    if t == "gold":
        return (f"{counts}; put into the crises, it joins the top crisis; the Emperor may "
                f"add it against any crisis, the Legatus against any war.")
    user = "the Emperor or the Legatus" if t in D.WARS else "the Emperor"
    return (f"{counts}; put into the crises, it raises the {D.TYPE_NAME[t]} crisis by {v}; "
            f"{user} may use it against that crisis.")


def cand(state, k):
    """(name, military, spqr, praetorian, ability) of the side in use."""
    return D.CANDIDATES[k][state["side"][k]]


def cname(state, k):
    return cand(state, k)[0]


def rating(state, k, method):
    return D.CANDIDATES[k][state["side"][k]][_RATING_INDEX[method]]


def office_of(state, k):
    for o, holder in state["offices"].items():
        if holder == k:
            return o
    return None


def in_play(state):
    return [k for k, o in enumerate(state["owner"]) if o is not None]


def owned(state, s):
    return [k for k, o in enumerate(state["owner"]) if o == s]


# Per method, what each influence card adds to a candidate's worth (its value
# when its type counts in that election, else 0): worth's inner loop as one
# table look-up per card (the same sums).
_RATING_INDEX = D.RATING_INDEX
_COUNTING = {m: tuple(v if t in D.COUNTS_FOR[m] else 0 for t, v in INFLUENCE)
             for m in D.METHODS}
_BONUS = {o: (cat, bonus) for o, (_, cat, bonus) in D.OFFICES.items()}


def worth(state, k, method):
    """B: rating + office bonus in its own category + counting cards on him."""
    w = D.CANDIDATES[k][state["side"][k]][_RATING_INDEX[method]]
    for o, holder in state["offices"].items():
        if holder == k:
            cat, bonus = _BONUS[o]
            if cat == method:
                w += bonus
            break
    counting = _COUNTING[method]
    for c in state["display"][k]:
        w += counting[c]
    return w


def from_left_of(state, seat):
    """Seats clockwise starting with the one left of ``seat``."""
    n = state["n"]
    return [(seat + 1 + i) % n for i in range(n)]


def left_order_key(state, s):
    """Position clockwise from the dealer's left (0 = dealer's left)."""
    return (s - state["dealer"] - 1) % state["n"]


def snake_seat(st, i):
    """Snake order from the dealer's left: forward, backward, forward..."""
    n, r, j = st["n"], i // st["n"], i % st["n"]
    return (st["dealer"] + 1 + j) % n if r % 2 == 0 else (st["dealer"] - j) % n


def crisis_total(cards):
    return sum([INFLUENCE[c][1] for c in cards])


def ranked_crises(state):
    """Existing crises, highest total first; ties by the earlier letter."""
    cs = [t for t in D.TYPES if state["crises"][t]]
    cs.sort(key=lambda t: (-crisis_total(state["crises"][t]), D.LETTER[t]))
    return cs


def distinct(cards, key=None):
    """One card per kind (R23: cards of the same type and value are alike;
    ``key``: what makes two cards alike, else their type and value)."""
    seen, out = set(), []
    for c in cards:
        k = INFLUENCE[c] if key is None else key(c)
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def emperor_seat(st):
    k = st["offices"]["emperor"]
    return None if k is None else st["owner"][k]


def seizable(st):
    me = emperor_seat(st)
    return sorted({c for k in in_play(st) if st["owner"][k] != me
                   for c in st["display"][k] if ctype(c) == "goths"})


def influence_held(st, s):
    return (sum(cval(c) for c in st["hands"][s])
            + sum(cval(c) for k in owned(st, s) for c in st["display"][k]))


# --- changers ------------------------------------------------------------------
def from_hand(st, seat, c):
    """A card leaves a hand (and is no longer a card others saw drafted)."""
    st["hands"][seat].remove(c)
    if c in st["known"][seat]:
        st["known"][seat].remove(c)


def take_office(st, k, office, log):
    """Give ``office`` to candidate k; an office k held is relinquished."""
    old = office_of(st, k)
    if old and old != office:
        st["offices"][old] = None
        if log is not None:
            say(log, f"{cname(st, k)} gives up the {D.OFFICES[old][0]}.")
    st["offices"][office] = k
    if log is not None:
        say(log, f"{cname(st, k)} ({st['names'][st['owner'][k]]}) is now {D.OFFICES[office][0]}.")


def attach_gold(st, gold, log):
    """D2 / D3.5: Gold joins the crisis ranked top, or waits loose (R8, R10)."""
    if not gold:
        return
    ranked = ranked_crises(st)
    if ranked:
        st["crises"][ranked[0]].extend(gold)
        if log is not None:
            say(log, f"{len(gold)} Gold card(s) join the {D.TYPE_NAME[ranked[0]]} crisis.")
    else:
        st["loose_gold"].extend(gold)


def earn(st, seat, source, pts):
    """Points to a seat, noted by source for the end screen's breakdown."""
    st["scores"][seat] += pts
    earned = st.setdefault("earned", [{} for _ in range(st["n"])])[seat]
    earned[source] = earned.get(source, 0) + pts
