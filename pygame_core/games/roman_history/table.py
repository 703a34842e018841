"""Roman History's table: the fresh state, its readers and changers.

The steps (rules.py) and the scenarios (scenarios.py) both build and change
the table through these.  Sections follow our specification
(../shared/games/roman-history-data.md) and its rulings RH-1 ...

The table (top level of the state, plain JSON data; cards are their string ids):
  n, names, rng, dice (injected d6 results, used first: scenarios), age,
  unused (ages whose decks are still boxed), deck (top = last), discard,
  avail {pile: [ids in arrival order]}, markers {threat id: n}, power (Leaders
  holding a Power token), division (Division of the Empire revealed this age),
  players [{gold, ambition, legions, temp, fate, faction, vp, coll, hand}],
  active, turns, phase (1-19, 0 between turns), rolls (the dice of this turn,
  shown), winners, final, stack.
"""
from ...kernel import copy_state, note, reseed, say
from ...kernel.rng import game_below
from . import data as D
from .data import NAME, TYPE


def new_table(n, names, rng):
    """3.1 before the shuffle: every player's starting holdings, the Early Rome
    deck in its data order, the later ages boxed."""
    return {
        "n": n, "names": names, "rng": rng, "dice": [], "age": 1,
        "unused": list(range(2, D.LAST_AGE + 1)), "deck": list(D.BY_AGE[1]), "discard": [],
        "avail": {pile: [] for pile in D.PILES}, "markers": {}, "power": [],
        "division": False,
        "players": [dict(D.START, temp=0, coll=[], hand=[]) for _ in range(n)],
        "active": 0, "turns": 0, "phase": 0, "rolls": [], "winners": [], "final": None,
        "stack": [],
    }


def d6(st):
    """One die from the match's generator; a scenario's injected dice come first
    (the generator still moves, so every roll stays an undo barrier)."""
    v = 1 + game_below(st, 6)
    if st["dice"]:
        v = st["dice"].pop(0)
    return v


def roll(st, what, die, total=None, log=None):
    """Show a die on the table (this turn's rolls) and in the log."""
    st["rolls"].append({"what": what, "die": die, "total": die if total is None else total})
    if len(st["rolls"]) > 12:
        del st["rolls"][0]


def of_type(p, kind):
    return [c for c in p["coll"] if TYPE[c] == kind]


def count(p, kind):
    n = 0
    for c in p["coll"]:
        if TYPE[c] == kind:
            n += 1
    return n


def has_leader(p):
    """RH-13: a living Leader in play = at least one Leader in your collection."""
    for c in p["coll"]:
        if TYPE[c] == "leader":
            return True
    return False


def owner_of(st, card):
    for s, p in enumerate(st["players"]):
        if card in p["coll"]:
            return s
    return None


def tokens(st):
    """Power tokens in use (table 4.7; RH-25)."""
    return D.TOKENS[st["age"]] + (1 if st["age"] == D.LAST_AGE and st["division"] else 0)


def vacancy(st):
    return len(st["power"]) < tokens(st)


def score(st, s, n, source, log):
    """Seat ``s`` gains ``n`` VP (loses, when ``n`` is negative: down to 0,
    never below, RH-9), told to the review by ``source`` (kernel ``note``:
    the statistics at the end; nothing on the table)."""
    p = st["players"][s]
    was = p["vp"]
    p["vp"] = max(0, was + n)
    note(log, "vp", s, p["vp"] - was, source, st["age"])


def lose(p, key, n):
    """RH-9: a loss takes a holding down to 0, never below."""
    p[key] = max(0, p[key] - n)


def lose_legion(p):
    """One Legion lost, a temporary one first (RH-14).  False if there was none."""
    if p["legions"] <= 0:
        return False
    p["legions"] -= 1
    if p["temp"] > 0:
        p["temp"] -= 1
    return True


def discard_leader(st, card, log, why):
    """A Leader leaves play; his Power token returns to the supply (RH-25)."""
    s = owner_of(st, card)
    st["players"][s]["coll"].remove(card)
    st["discard"].append(card)
    if card in st["power"]:
        st["power"].remove(card)
    say(log, f"{NAME[card]} ({st['names'][s]}) {why}.")


def place(st, card, seat, log):
    """Destiny: a revealed card goes to its Available pile, a Battle card to the
    active player's hand (spec table 2.0.1; RH-5)."""
    kind = TYPE[card]
    if kind == "battle":
        st["players"][seat]["hand"].append(card)
        say(log, f"Revealed: {NAME[card]} (Battle), to {st['names'][seat]}'s hand.")
        return
    pile = D.PILE[kind]
    st["avail"][pile].append(card)
    if kind == "threat":
        st["markers"][card] = 0
    if card == D.DIVISION:
        st["division"] = True       # RH-25: a second Power token from now on
    say(log, f"Revealed: {NAME[card]} ({D.TYPE_NAME[kind]}).")


def resample(st, seat, rng):
    """A copy with what ``seat`` cannot see resampled by ``rng`` (the Game's
    determinize; with the kernel's ``Fixed``, the AI's conceal): only the order
    of the undrawn current deck is hidden (3.6); the boxed decks are shuffled
    when they come out."""
    s2 = copy_state(st)
    rng.shuffle(s2["deck"])
    reseed(s2, rng)
    return s2
