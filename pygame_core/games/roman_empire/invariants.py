"""What must hold after every step of Roman Empire (used by the fuzz tests)."""
from . import data as D
from .table import effective, owner_of

# The top level of the state is the table; scratch lives in the flow's frames.
TABLE = {"n", "names", "rng", "edition", "deck", "discard", "leader_deck", "leader_discard",
         "hands", "faction", "hero", "sick", "challenges", "emperor", "barred", "effects",
         "ongoing", "vp_cards", "vp_leaders", "turn_seat", "turns", "last_turn", "collapsed",
         "winners", "final_scores", "failed", "stack"}


def check(m):
    st = m.state
    n = st["n"]
    assert set(st) == TABLE, f"not the table: {sorted(set(st) ^ TABLE)}"
    # All 79 playing cards are somewhere, exactly once.
    places = list(st["deck"]) + st["discard"] + st["ongoing"]
    for s in range(n):
        places += st["hands"][s] + st["vp_cards"][s]
    for l in range(26):
        places += st["challenges"][l] + st["sick"][l]
        if st["hero"][l] is not None:
            places.append(st["hero"][l])
    places += [e["card"] for e in st["effects"]]
    for f in st["stack"]:
        if f["p"] == "crisis":
            places += [f["card"]] + [c for _, c in f["played"]]
        if f["p"] == "sicken":
            places.append(f["card"])
    assert sorted(places) == list(range(79)), "playing cards lost or duplicated"
    # All 26 leaders, and the Emperor card on a Patrician in play (or waiting).
    leaders = list(st["leader_deck"]) + st["leader_discard"]
    for s in range(n):
        leaders += st["faction"][s] + st["vp_leaders"][s]
    assert sorted(leaders) == list(range(26)), "leaders lost or duplicated"
    if st["emperor"] is not None:
        assert D.LEADERS[st["emperor"]][1] == "patrician", "Emperor on a non-Patrician"
        assert owner_of(st, st["emperor"]) is not None, "Emperor not in play"
        assert st["barred"] is None, "a faction barred from a card that is not waiting"
    # Leaders out of play carry nothing; leaders in play are consistent.
    in_play = {l for s in range(n) for l in st["faction"][s]}
    for l in range(26):
        if l not in in_play:
            assert not st["challenges"][l] and st["hero"][l] is None and not st["sick"][l]
        ch = st["challenges"][l]
        bgs = [D.CARDS[c]["bg"] for c in ch]
        assert len(bgs) == len(set(bgs)), "two Actions of one background on a leader"
        assert all(D.CARDS[c]["kind"] == "action" for c in ch)
        if len(ch) >= 2 and l in in_play:
            assert sum(D.CARDS[c]["value"] for c in ch) < effective(st, l), \
                "a leader whose challenges reach his strength is still in play"
        if st["hero"][l] is not None:
            assert D.CARDS[st["hero"][l]]["effect"] == "hero"
        assert all(D.CARDS[c]["effect"] == "sickness" for c in st["sick"][l])
        if st["edition"] < 2:
            assert len(st["sick"][l]) <= 1, "edition 1: one Sickness per leader (E6)"
    # Hands hold at most five cards after the draw; effects belong to players.
    assert all(len(h) <= D.HAND_SIZE for h in st["hands"])
    assert all(0 <= e["owner"] < n for e in st["effects"])
    # Ongoing crises below XVIII unless collapsed.
    total = sum(D.CARDS[c]["value"] for c in st["ongoing"])
    assert (total >= D.COLLAPSE_AT) == st["collapsed"]
    assert all(D.CARDS[c]["kind"] == "crisis" for c in st["ongoing"])
    # Each failed crisis's record is of an ongoing crisis (a position built by
    # hand may have ongoing crises without one), once.
    failed = [r["card"] for r in st["failed"]]
    assert len(failed) == len(set(failed)) and set(failed) <= set(st["ongoing"])
    if st["stack"]:
        assert st["stack"][0]["p"] == "game", "the game's frame is missing"
        assert any(f["p"] == "turn" for f in st["stack"]), "no turn under way"
        assert not st["collapsed"] and not st["winners"]
    else:
        assert st["final_scores"] is not None and (st["winners"] or st["collapsed"])
