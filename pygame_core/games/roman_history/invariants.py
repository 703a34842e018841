"""What must hold after every step of Roman History (spec section 6.1), cheap
enough to run after every action of the fuzz games."""
from . import data as D
from .data import AGE, TYPE

# The top level of the state is the table; scratch lives in the flow's frames.
TABLE = {"n", "names", "rng", "dice", "age", "unused", "deck", "discard", "avail", "markers",
         "power", "division", "players", "active", "turns", "phase", "rolls", "winners",
         "final", "stack"}
HOLDINGS = ("gold", "ambition", "legions", "temp", "fate", "faction", "vp")
IN_COLLECTION = {"leader", "conquest", "politics", "build", "religion", "culture", "origin"}

# Precomputed sets, so that each check runs at C speed (it runs after every action).
OF_AGE = {a: frozenset(D.BY_AGE[a]) for a in D.AGES}
PILE_OK = {(a, pile): frozenset(c for c in D.BY_AGE[a] if D.PILE.get(TYPE[c]) == pile)
           for a in D.AGES for pile in D.PILES}
COLLECTABLE = frozenset(c for c in D.ALL if TYPE[c] in IN_COLLECTION and c not in D.DESTROYED)
LEADERS_ORIGINS = {a: frozenset(c for c in D.ALL if TYPE[c] in ("leader", "origin")
                                and AGE[c] != a) for a in D.AGES}
LEADERS = frozenset(c for c in D.ALL if TYPE[c] == "leader")
BATTLE = frozenset(c for c in D.ALL if TYPE[c] == "battle")


UNUSED = {a: list(range(a + 1, D.LAST_AGE + 1)) for a in D.AGES}
BOXED = {a: sum(D.DECK_SIZE[b] for b in UNUSED[a]) for a in D.AGES}


def check(m):
    st = m.state
    assert st.keys() == TABLE, f"not the table: {sorted(set(st) ^ TABLE)}"
    age = st["age"]
    # 6.1.3 the boxed decks are exactly the later ages, untouched.
    assert st["unused"] == UNUSED[age], "unused decks"
    # 6.1.1 card conservation: each of the 497 cards in exactly one zone.
    deck = st["deck"]
    seen = set(deck)
    seen.update(st["discard"])
    held = len(deck) + len(st["discard"])
    assert OF_AGE[age].issuperset(deck), "a card of another age in the deck"
    avail = st["avail"]
    for pile in D.PILES:
        cards = avail[pile]
        held += len(cards)
        seen.update(cards)
        assert PILE_OK[age, pile].issuperset(cards), f"a wrong card in the {pile} pile"
    old = LEADERS_ORIGINS[age]
    leaders = set()
    for p in st["players"]:
        coll, hand = p["coll"], p["hand"]
        held += len(coll) + len(hand)
        seen.update(coll)
        seen.update(hand)
        assert (p["gold"] >= 0 and p["ambition"] >= 0 and p["fate"] >= 0        # 6.1.4
                and p["faction"] >= 0 and p["vp"] >= 0), "a negative holding"
        assert 0 <= p["temp"] <= p["legions"], "Legions below temporary Legions or 0"
        assert COLLECTABLE.issuperset(coll), "a card that cannot be held in a collection"
        assert old.isdisjoint(coll), "a Leader or Origin of an earlier age kept"
        assert BATTLE.issuperset(hand), "a card other than a Battle card in a hand"
        leaders.update(LEADERS.intersection(coll))
    assert held + BOXED[age] == 497, f"{held + BOXED[age]} cards instead of 497"
    assert len(seen) == held, "a card in two zones"
    # 6.1.5 Power tokens.
    power = st["power"]
    in_use = D.TOKENS[age] + (1 if age == D.LAST_AGE and st["division"] else 0)
    assert len(power) <= in_use <= 2, "more Leaders in Power than tokens in use"
    assert len(set(power)) == len(power) and set(power) <= leaders, "a token off a Leader"
    if st["division"]:
        assert age == D.LAST_AGE
    # 6.1.6 Threat markers only on Threats available, 0-2 between steps.
    assert set(st["markers"]) == set(st["avail"]["threat"]), "markers off the Threat pile"
    assert all(0 <= v <= 2 for v in st["markers"].values()), "a Threat with 3 markers"
    # 6.1.7 per-turn limits and 6.1.8 somebody to move.
    if st["stack"]:
        assert st["stack"][0]["p"] == "game"
        assert m.to_move(), "nobody to move"
        turn = next((f for f in st["stack"] if f["p"] == "turn" and "won" in f), None)
        if turn is not None:
            s = turn["seat"]
            assert st["active"] == s
            assert turn["builds"] <= 10 + 2 and turn["games"] >= 0
            if st["phase"] == 1:
                # 6.2: the caps of the last Corruption phase hold as a turn starts
                # (phase 1 has just added 1 Fate).
                for p in st["players"]:
                    assert p["gold"] <= 20 and p["ambition"] <= 12 and p["legions"] <= 10
                    assert p["fate"] <= 8 and len(p["hand"]) <= D.HAND_CAP
        assert not st["winners"] and st["final"] is None
    else:
        assert st["final"] is not None and st["winners"], "a finished game without winners"
        top = max(st["final"])
        assert st["winners"] == [s for s in range(st["n"]) if st["final"][s] == top]
