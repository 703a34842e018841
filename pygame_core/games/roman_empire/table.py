"""Roman Empire's table: the fresh state, its readers and changers.

The rules' steps (rules.py) and the card effects (effects.py) both read and
change the table through these; neither imports the other's module for them.
Sections named in comments follow rules/002_...txt; rulings E1, E2... are
docs/rulings/roman-empire.md.

Card ids: playing cards 0..78 (data.CARDS), leaders 0..25 (data.LEADERS).

The table (top level of the state, plain JSON data):
  n, names, rng, edition, deck, discard, leader_deck, leader_discard,
  hands[s]; faction[s] (leader ids); hero[l] (card or None), sick[l] (cards),
  challenges[l] (cards); emperor (leader id or None), barred (the faction a
  failed crisis took the Emperor card from, while the card waits)
  effects [{card, owner, kind: "bg"|"player"|"tour", bg, target, amount}]
  ongoing (crisis cards); vp_cards[s], vp_leaders[s]
  turn_seat, turns, last_turn, collapsed, winners, final_scores
  failed: each crisis not dealt with, as it failed (issue 45: the end of a
    collapsed game names them): {card, by (whose turn played it), turn,
    played [[seat, card]], passed [seats that passed holding a card to add]}
  stack: the flow's frames (game > turn > steps and the procedures they call)
"""
from ...kernel import call, say
from ...kernel.rng import game_below
from . import data as D
from .data import AMOUNT, BG, CARDS, KIND, LBG, LEADERS, LNAME, LSTRENGTH, NAME, VALUE

PATRICIAN = "patrician"


def new_table(n, names, rng, edition):
    """Setting up, before the deal: every card in its deck, in id order."""
    return {
        "n": n, "names": names, "rng": rng, "edition": edition,
        "deck": list(range(len(CARDS))), "discard": [],
        "leader_deck": list(range(len(LEADERS))), "leader_discard": [],
        "hands": [[] for _ in range(n)], "faction": [[] for _ in range(n)],
        "hero": [None] * len(LEADERS), "sick": [[] for _ in LEADERS],
        "challenges": [[] for _ in LEADERS],
        "emperor": None, "barred": None, "effects": [], "ongoing": [],
        "vp_cards": [[] for _ in range(n)], "vp_leaders": [[] for _ in range(n)],
        "turn_seat": 0, "turns": 0, "last_turn": False, "collapsed": False,
        "winners": [], "final_scores": None, "failed": [], "stack": [],
    }


# ----------------------------------------------------------------- readers
def owner_of(st, l):
    for s, f in enumerate(st["faction"]):
        if l in f:
            return s
    return None


def emperor_seat(st):
    e = st["emperor"]
    return None if e is None else owner_of(st, e)


def is_emperors(st, s):
    """Whether seat ``s`` holds the Emperor card (``emperor_seat(st) == s``
    without scanning every faction: a leader is in one faction at most)."""
    e = st["emperor"]
    return e is not None and e in st["faction"][s]


def strength(st, l):
    """Printed strength plus Hero (permanent), before temporary penalties."""
    h = st["hero"][l]
    return LSTRENGTH[l] + (AMOUNT[h] if h is not None else 0)


def effective(st, l):
    """Current strength: penalties on his background and on his faction count
    (E4); challenges do not."""
    h = st["hero"][l]
    s = LSTRENGTH[l] + (AMOUNT[h] if h is not None else 0)       # strength(st, l)
    if st["effects"]:
        owner, bg = -1, LBG[l]              # the owner is looked up only when needed
        for e in st["effects"]:
            kind = e["kind"]
            if kind == "bg":
                if e["bg"] == bg:
                    s -= e["amount"]
            elif kind == "player":
                if owner == -1:
                    owner = owner_of(st, l)
                if e["target"] == owner:
                    s -= e["amount"]
    return s


def on_tour(st, s):
    for e in st["effects"]:
        if e["owner"] == s and e["kind"] == "tour":
            return True
    return False


def touring(st):
    """The players whose faction is on Tour of the provinces."""
    return [e["owner"] for e in st["effects"] if e["kind"] == "tour"]


def has_bg(st, s, bg):
    """May ``s`` play Action cards of background ``bg``?  Rome: only the
    Emperor's player (Crisis cards; Challenging)."""
    if bg == "rome":
        return is_emperors(st, s)
    for l in st["faction"][s]:
        if LBG[l] == bg:
            return True
    return False


def has_patrician(st, s):
    return has_bg(st, s, PATRICIAN)


def answers(st, seat):
    """Crisis cards: the Action cards ``seat`` may add (a leader of that
    background; Rome only for the Emperor's player; none on Tour, E13)."""
    if on_tour(st, seat):
        return []
    seen, out = set(), []
    for c in st["hands"][seat]:
        if KIND[c] == "action" and NAME[c] not in seen and has_bg(st, seat, BG[c]):
            seen.add(NAME[c])
            out.append(c)
    return out


def may_answer(st, seat):
    """Whether ``seat`` might still add a card to a crisis, as the table shows
    it to everybody: not on Tour, a card in hand, and a leader (or the Emperor
    card) to play an Action card by.  Which cards a hand holds is its owner's
    alone (``answers`` reads them: the flow's door, not the others')."""
    return (not on_tour(st, seat) and bool(st["hands"][seat]) and
            (bool(st["faction"][seat]) or is_emperors(st, seat)))


def collapse_words(st, f, card):
    """What a move that leaves the crisis short would bring about, when its
    failure makes the ongoing crises reach XVIII (Crisis cards): said for
    certain when nobody after the mover may still add a card (E16) as far as
    the table shows (``may_answer``: a rival's hand is not read), else as the
    risk.  Empty when the Empire would stand."""
    after = sum([VALUE[c] for c in st["ongoing"]]) + VALUE[card]
    if after < D.COLLAPSE_AT:
        return ""
    fall = f"ongoing crises {after} of {D.COLLAPSE_AT}: the Empire falls, nobody wins"
    if f is None or any(may_answer(st, s) for s in f["queue"][1:]):
        return f" (if nobody deals with it, {fall})"
    return f"; {fall}"


def challenge_total(st, l):
    return sum([VALUE[c] for c in st["challenges"][l]])


def falls(st, l):
    """E4: two or more Action cards on him reaching his current strength."""
    ch = st["challenges"][l]
    return len(ch) >= 2 and sum([VALUE[c] for c in ch]) >= effective(st, l)


def points(st, s):
    """Victory: each crisis and Action card its value, each leader 1, V for
    the Emperor."""
    p = sum([VALUE[c] for c in st["vp_cards"][s]]) + len(st["vp_leaders"][s])
    return p + (D.EMPEROR_POINTS if is_emperors(st, s) else 0)


def take_from_hand(st, seat, c):
    st["hands"][seat].remove(c)


# ------------------------------------------------------------ the Emperor card
def claim(st, s):
    """How strong faction ``s``'s claim to the Emperor card is (Assigning the
    Emperor, E8): its total strength, then its Patricians' total, then its
    strongest Patrician.  ``s`` must have a Patrician."""
    pats = [strength(st, l) for l in st["faction"][s] if LBG[l] == PATRICIAN]
    return (sum(strength(st, l) for l in st["faction"][s]), sum(pats), max(pats))


def emperor_to(st, exclude, log):
    """Assigning the Emperor: the highest total strength (E8: printed plus
    Heroes) among factions with a Patrician, not in ``exclude``; ties by the
    Patricians' total, then the strongest Patrician, then a coin.  Returns
    the card's new holder (who then places it: the ``place`` step), or None
    when no faction can take it and it waits (E2)."""
    pool = [s for s in range(st["n"]) if s not in exclude and has_patrician(st, s)]
    if not pool:
        st["emperor"] = None
        say(log, "No faction can take the Emperor card: it waits.")
        return None
    best = max(claim(st, s) for s in pool)
    tied = [s for s in pool if claim(st, s) == best]
    if len(tied) > 1:
        winner = tied[game_below(st, len(tied))]
        say(log, "A coin decides the tie for the Emperor card.")
    else:
        winner = tied[0]
    return give_emperor(st, winner, log)


def give_emperor(st, s, log):
    """The Emperor card goes to player s, to put on one of his Patricians."""
    st["emperor"] = None
    st["barred"] = None         # E22: the card is assigned again
    say(log, f"{st['names'][s]} takes the Emperor card.")
    return s


def emperor_falls(st, taker, log):
    """The Emperor leader is gone (Challenging; E9): the card goes to
    ``taker`` for one of his Patricians, or else by the assignment rules
    among all players.  Returns the holder or None."""
    if taker is not None and has_patrician(st, taker):
        return give_emperor(st, taker, log)
    return emperor_to(st, (), log)


def place_card(st, holder):
    """Let the card's new holder put it on a Patrician (a step), if any."""
    if holder is not None:
        call(st, "place", seat=holder)


# --------------------------------------------------------------- leaving play
def remove_leader(st, l, to_seat, log, why):
    """A leader leaves play: to ``to_seat``'s victory pile, or discarded.
    His challenges, Hero and Sickness are discarded.  True if he was Emperor."""
    owner = owner_of(st, l)
    st["faction"][owner].remove(l)
    st["discard"].extend(st["challenges"][l])
    st["challenges"][l] = []
    if st["hero"][l] is not None:
        st["discard"].append(st["hero"][l])
        st["hero"][l] = None
    if st["sick"][l]:
        st["discard"].extend(st["sick"][l])
        st["sick"][l] = []
    if to_seat is None:
        st["leader_discard"].append(l)
        say(log, f"{LNAME[l]} ({st['names'][owner]}) {why}.")
    else:
        st["vp_leaders"][to_seat].append(l)
        say(log, f"{LNAME[l]} ({st['names'][owner]}) {why}: to "
                 f"{st['names'][to_seat]}'s victory pile.")
    if st["emperor"] == l:
        st["emperor"] = None
        return True
    return False


def check_disposals(st, leaders, credit, log):
    """E4: after a penalty or Citizens card, each of ``leaders`` whose Action
    cards (two or more) reach his current strength is disposed; credit to the
    card's player, his own leaders to his left neighbour (Play at once cards).
    Returns the Emperor card's new holder when the Emperor fell (E9)."""
    fallen = False
    for l in list(leaders):
        if falls(st, l):
            owner = owner_of(st, l)
            to = (credit + 1) % st["n"] if owner == credit else credit
            fallen |= remove_leader(st, l, to, log, "is disposed")
    return emperor_falls(st, credit, log) if fallen else None
