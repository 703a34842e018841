"""What must hold after every step of Time of Crisis: the data sheet's
section 8 (invariants 2-22; invariant 1, the data, is tests/games/
time_of_crisis/test_data.py).  Kept cheap: the fuzz runs it after every action."""
from . import data as D
from .data import PROVINCES
from .table import NEUTRAL, at_sea, build_cost, count, flow, red_in_hand, scratch
from .turn import SCRATCH_LIVES

TABLE = {"n", "names", "rng", "short", "first", "seat", "turns", "last_round", "over",
         "winners", "final", "tribes", "prov", "armies", "next_id", "barb", "home",
         "leaders", "lact", "rivals", "pl", "supply", "trashed", "deck", "lasting", "out",
         "dice", "stack", "edition"}
# Each seat's entry (and "src", his legacy by source, once he has earned any);
# the turn's scratch is in the turn's frame, not here.
PLAYER = {"hand", "avail", "discard", "play", "pool", "legacy", "et", "gov_un", "gov_av",
          "gen_un", "gen_av"}
LEADER_PLACES = {None, "home", "out"} | set(PROVINCES)


def check(m):
    st = m.state
    n = st["n"]
    assert set(st) == TABLE, f"not the table: {sorted(set(st) ^ TABLE)}"
    for pl in st["pl"]:
        assert set(pl) - {"src"} == PLAYER, f"not a player: {sorted((set(pl) - {'src'}) ^ PLAYER)}"
    prov, armies = st["prov"], st["armies"]
    for s in range(n):          # ruling T1: an army at sea can always be brought back to land
        sea = at_sea(st, s)
        if sea:
            assert s == st["seat"], "an army at sea outside its owner's turn"
            if st["edition"] >= 3:
                assert st["pl"][s]["pool"]["m"] + red_in_hand(st, s) >= len(sea), "stranded at sea"
    # One pass over the provinces: 3 Militia, 4 barbarians, 9 support,
    # 10 improvements, 11 Mobs, 12 Quaestors, 13 Pretender markers.
    tribes = dict.fromkeys(D.TRIBES, 0)
    lead_at = {}
    for l in D.LEADERS:
        where = st["leaders"][l]
        assert where in LEADER_PLACES
        if where == "home":
            assert st["lact"][l]
        elif where in prov:
            key = (where, D.LEADER_TRIBE[l])
            lead_at[key] = lead_at.get(key, 0) + 1
    mil = mobs = quaestors = castras = 0
    imps = dict.fromkeys(D.IMPROVEMENTS, 0)
    marks = {}
    no_place = D.NO_PLACE[n]
    neutral = 0
    for p in PROVINCES:
        pr = prov[p]
        gov = pr["gov"]
        assert (gov is None) == (p in no_place)
        if gov == NEUTRAL:
            neutral += 1
        if pr["mil"]:
            mil += 1
            assert gov is not None and gov >= 0, f"Militia in {p} without a player"
        if pr["mc"]:
            assert pr["mil"]
            castras += 1
        for t, v in st["barb"][p].items():
            a, i = v
            assert a >= 0 and i >= 0 and a + i > 0
            assert a + i + lead_at.get((p, t), 0) <= 3, f"more than 3 {t} in {p}"
            tribes[t] += a + i
        assert 0 <= pr["sup"] <= (D.ITALIA_MAX if p == "italia" else D.SUPPORT_MAX)
        for kind in pr["imp"]:
            imps[kind] += 1
        assert len(set(pr["imp"])) == len(pr["imp"])
        assert pr["mobs"] >= 0
        mobs += (pr["mobs"] + 1) // 2
        if pr["q"] is not None:
            quaestors += 1
            assert pr["q"] == gov
        if pr["mark"]:
            assert p != "italia" and gov is not None and gov >= 0
            marks.setdefault(gov, []).append(pr["mark"])
    assert mil <= D.MILITIA and mobs <= D.MOB_COUNTERS
    assert all(k <= D.IMPROVEMENT_COUNT for k in imps.values())
    for gov, ms in marks.items():
        assert len(ms) <= D.PRETENDER_MARKERS and ms.count("seat") == 1, \
            "Pretender markers without exactly one Seat"
    if prov["italia"]["gov"] == NEUTRAL:
        assert prov["italia"]["sup"] == min(8, neutral)
    legions = 0
    caps = set()
    gens = [0] * n
    for a in armies:
        assert a["leg"], "a General without a Legion"
        legions += len(a["leg"])
        assert len(a["foed"]) <= len(a["leg"]), "more Foederati than Legions"
        for t in a["foed"]:
            tribes[t] += 1
        gens[a["o"]] += 1
        if a["castra"]:
            castras += 1
        if a["cap"]:
            assert a["r"] in prov and a["r"] not in caps, "two armies in a capital"
            caps.add(a["r"])
            if prov[a["r"]]["mil"]:
                assert prov[a["r"]]["gov"] == a["o"], "an army shares another's capital"
    assert legions <= D.LEGIONS and quaestors + castras <= D.MARKERS
    for t in D.TRIBES:
        h = st["home"][t]
        assert h[0] >= 0 and h[1] >= 0
        assert tribes[t] + h[0] + h[1] == (D.BARBARIANS_PER_TRIBE if t in st["tribes"] else 0), t
    for r in D.RIVALS:
        assert st["rivals"][r] in (None, "in", "out")
    # 6. Governors, 7. Generals
    govs = [0] * n
    for p in PROVINCES:
        g = prov[p]["gov"]
        if g is not None and g >= 0:
            govs[g] += 1
    for s in range(n):
        pl = st["pl"][s]
        assert govs[s] + pl["gov_av"] + len(pl["gov_un"]) == 6, "governors lost"
        assert gens[s] + pl["gen_av"] + len(pl["gen_un"]) == 6, "generals lost"
        assert pl["gov_av"] >= 0 and pl["gen_av"] >= 0
    # 8. no army at sea outside Take Actions
    if not any(f["p"] == "actions" for f in st["stack"]):
        assert not any(a["r"] in D.SEAS for a in armies), "an army ended at sea"
    # 14. Events
    assert sorted(st["deck"] + st["out"] + ([st["lasting"]] if st["lasting"] else [])) == \
        sorted(D.EVENT_IDS)
    if "diocletian" in st["out"]:
        assert st["over"]
    # 15. Cards
    totals = dict(st["supply"])
    for c, k in st["trashed"].items():
        totals[c] = totals.get(c, 0) + k
    for s in range(n):
        pl = st["pl"][s]
        for pile in (pl["hand"], pl["avail"], pl["discard"]):
            for c, k in pile.items():
                assert k > 0
                totals[c] = totals.get(c, 0) + k
        for c, _ in pl["play"]:
            totals[c] = totals.get(c, 0) + 1
    for c in D.CARD_IDS:
        want = 3 * n if D.CARDS[c][1] == 1 else D.CARD_COUNT[c]
        assert totals.get(c, 0) == want, f"card {c}: {totals.get(c, 0)} != {want}"
    # 16. Legacy and Emperor Turns never go down; 19. the First Player never moves
    prev = getattr(m, "_toc_seen", None)
    now = ([st["pl"][s]["legacy"] for s in range(n)], [st["pl"][s]["et"] for s in range(n)],
           st["first"])
    if prev is not None and len(m.actions) >= prev[3]:
        assert all(a >= b for a, b in zip(now[0], prev[0])), "legacy went down"
        assert all(a >= b for a, b in zip(now[1], prev[1])), "Emperor Turns went down"
        assert now[2] == prev[2], "the First Player moved"
    m._toc_seen = now + (len(m.actions),)
    # 22. an army that fought this turn stays where it fought (R-H2: no move;
    # the 8.4 advance and a retreat out of the capital change only ``cap``);
    # 9. a governor just placed finds support of at least 1.
    was = getattr(m, "_toc_moves", None)
    fought = {a["id"]: a["r"] for a in armies if a["fought"]}
    govs_now = {p: prov[p]["gov"] for p in PROVINCES}
    if was is not None and len(m.actions) >= was[2]:
        for i, r in fought.items():
            assert was[0].get(i, r) == r, f"army {i} moved after its battle"
        for p, g in govs_now.items():
            if g is not None and g >= 0 and was[1][p] != g:
                assert prov[p]["sup"] >= 1, f"{p} placed at support 0"
    m._toc_moves = (fought, govs_now, len(m.actions))
    # 17. per-turn limits: each province targeted at most once
    for s in range(n):
        done = scratch(st, s)["done"]
        assert len(done) == len(set(done)), "a province targeted twice in one turn"
    # 18. hands after End of Turn
    if st["turns"] and not st["over"]:
        for s in range(n):
            pl = st["pl"][s]
            if s != st["seat"]:
                assert count(pl["hand"]) >= D.HAND or not (pl["avail"] or pl["discard"]), \
                    f"seat {s} ended a turn with a short hand"
    # 11, 13, 20: after the active player's Support Check and Gain Legacy (his
    # Buy/Trash phase): fewer Mobs than support in his provinces, no markers
    # left on the Emperor; the cost of building follows Inflation only.
    turn = st["stack"][1] if len(st["stack"]) > 1 and st["stack"][1]["p"] == "turn" else None
    stage = flow.at(turn) if turn is not None else None
    if stage in ("discard", "buy"):
        s = turn["seat"]
        for p in PROVINCES:
            pr = prov[p]
            if pr["gov"] == s:
                assert pr["mobs"] < pr["sup"], f"{p} kept its governor with too many Mobs"
                assert not (pr["mark"] and prov["italia"]["gov"] == s), "the Emperor kept a marker"
    assert build_cost(st) == (4 if st["lasting"] == "inflation" else 3)
    # 17. unspent influence and political points never outlive their phase: only the
    # active player in Take Actions holds influence and played cards, only he in
    # Buy/Trash holds political points; the turn's scratch (political points,
    # cards bought, discounts, Place Governor targets) ends with buying.
    if turn is not None:
        assert ("scratch" in turn) == (stage in SCRATCH_LIVES), \
            f"the turn's scratch at its part {stage}"
    for s in range(n):
        pl = st["pl"][s]
        mine = turn is not None and turn["seat"] == s
        sc = scratch(st, s)
        if not (mine and stage == "actions"):
            assert not any(pl["pool"].values()) and not pl["play"], f"seat {s} kept influence"
        if not (mine and stage in ("discard", "buy")):
            assert sc["pp"] == 0 and sc["bought"] == 0, f"seat {s} kept political points"
        if not (mine and stage in ("actions", "discard", "buy")):
            assert not sc["done"] and not sc["disc"], f"seat {s} kept this turn's limits"
    # the game's frame is at the bottom while it runs
    if st["stack"]:
        assert st["stack"][0]["p"] == "game"
        assert not st["over"]
    else:
        assert st["over"] and st["winners"] and st["final"] is not None
