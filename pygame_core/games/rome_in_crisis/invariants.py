"""What must hold after every step of Rome in Crisis (used by the fuzz tests)."""
from ...kernel import find
from . import data as D
from .data import CANDIDATE_BASE as CB
from .rules import flow
from .table import in_play, rating


def check(m):
    st = m.state
    n = st["n"]
    top = st["stack"][-1]["p"] if st["stack"] else "over"
    mount = find(st, "mount")
    commits = mount["commits"] if mount else [None] * n
    # Scratch lives in frames: the table holds no phase, actor or queue.
    assert not {"phase", "actor", "queue", "commits", "solve", "order"} & set(st)
    assert top == "over" or top in flow.steps, f"the game waits in a procedure: {top}"
    # All 48 influence cards are somewhere, exactly once.
    places = list(st["deck"]) + st["discard"] + st["offer"] + st["loose_gold"]
    for s in range(n):
        places += st["hands"][s]
        if commits[s] is not None:
            places.append(commits[s])
    for k in range(10):
        places += st["display"][k]
    for t in D.TYPES:
        places += st["crises"][t]
    infl = sorted(c for c in places if c < CB)
    assert infl == list(range(48)), "influence cards lost or duplicated"
    # Every candidate card is in play, in the deck/offer/discard, or removed.
    table = [k for k in range(10) if st["owner"][k] is None] if st["turn"] == 0 else []
    cands = sorted([c - CB for c in places if c >= CB] + in_play(st) + st["removed"] + table)
    assert cands == list(range(10)), f"candidate cards lost or duplicated: {cands}"
    for k in st["removed"]:
        assert st["side"][k] == "B", "only a B side leaves the game"
    # Offices: one per candidate, each on an eligible candidate in play.
    holders = [k for k in st["offices"].values() if k is not None]
    assert len(holders) == len(set(holders)), "a candidate holds two offices"
    for o, k in st["offices"].items():
        if k is None:
            continue
        assert st["owner"][k] is not None, f"{o} held by a candidate not in play"
        cat = D.OFFICES[o][1]
        assert cat is None or rating(st, k, cat) > 0, f"{o} on an ineligible candidate"
    if n == 2:
        assert "legatus" not in st["offices"]
    # Crises: each holds its own type plus Gold, and Gold never stands alone.
    for t in D.TYPES:
        cs = st["crises"][t]
        assert all(D.INFLUENCE[c][0] in (t, "gold") for c in cs), "card in the wrong crisis"
        if cs:
            assert t != "gold" and any(D.INFLUENCE[c][0] == t for c in cs), "Gold-only crisis"
    assert all(D.INFLUENCE[c][0] == "gold" for c in st["loose_gold"])
    assert not st["loose_gold"] or not any(st["crises"][t] for t in D.TYPES) \
        or top == "mount", "loose Gold while a crisis stands"
    # Scores only grow and are never negative; 0 <= removals <= 2.
    assert all(x >= 0 for x in st["scores"])
    assert 0 <= st["removals"] <= 2
    assert st["over"] == (st["removals"] == 2) == (not st["stack"])
    # Hidden commitments only during the mount.
    assert mount is None or top == "mount"
    # Nobody bids his last card away (B: keep one).
    if top == "bid":
        f = st["stack"][-1]
        assert st["hands"][f["seat"]] or not f["added"]
