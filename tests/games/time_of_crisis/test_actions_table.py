"""The fourteen actions as one table (actions.py, issue 19): the price a pick's
prompt entry carries is what the action charges, and a fixed price is read
from data.COSTS."""
import pygame_core as pc
from pygame_core.games.time_of_crisis import actions as A, data as D
from pygame_core.kernel.rng import Rng
from pygame_core.games.time_of_crisis.take_actions import options

from pygame_core.games.time_of_crisis.positions import govern
from .table import match_at, table

GREEN = 0


def test_the_table_holds_the_rulebook_s_fourteen_actions():
    assert len(A.ACTIONS) == 14
    assert {a.sphere for a in A.ACTIONS.values()} == set(D.SPHERES)
    assert A.ranked("defend") == ("battle", "move", "militia")
    # every fixed price in data.COSTS is an action's (bar "trash", a Buy price)
    assert {k for k, v in D.COSTS.items() if v is not None} - set(A.ACTIONS) == {"trash"}


def test_a_priced_pick_carries_what_the_action_charges():
    """Random games: whenever a pick's prompt entry carries a cost, the action,
    once complete, has taken exactly that from that pool; its label says its words."""
    checked = set()
    for seed in range(4):
        m = pc.new_match("time-of-crisis", 3, seed=seed)
        rng = Rng(seed)
        pending = None
        while not m.is_over() and len(m.actions) < 2500:
            seat = m.to_move()[0]
            entries = m.view(seat)["prompt"]["actions"]
            e = entries[rng.below(len(entries))]
            if "cost" in e:
                c = e["cost"]
                f = m.state["stack"][-1]
                pending = (seat, c, m.state["pl"][seat]["pool"][c["sphere"]], f["act"])
                assert c["amount"] >= 1
                # the cost carries its own words, the label's and the map's
                assert c["short"] == f"{c['amount']} {D.SPHERE_NAME[c['sphere']]}"
                assert c["words"] == "costs " + c["short"] + ("; " + c["note"] if "note" in c else "")
                if A.ACTIONS.get(f["act"], A.ACTIONS["move"]).price.shown:
                    assert e["label"].endswith(f" ({c['words']})")
            m.act(seat, e["action"])
            if pending and not any(fr["p"] == "target" for fr in m.state["stack"]):
                s, c, before, act = pending
                if m.state["stack"] and m.state["stack"][-1]["p"] == "actions":   # not yet lost
                    assert m.state["pl"][s]["pool"][c["sphere"]] == before - c["amount"], act
                    checked.add(act)
                pending = None
    assert {"move", "support", "place_governor", "recruit_general"} <= checked, checked


def test_the_militia_s_price_is_the_data_s(monkeypatch):
    """Changing data.COSTS["militia"] changes the offer, the label and the charge."""
    monkeypatch.setitem(D.COSTS, "militia", 3)
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["pool"]["p"] = 2
    assert options(st, GREEN, "militia", []) == []
    st["pl"][GREEN]["pool"]["p"] = 3
    m = match_at(st, "actions", seat=GREEN)
    m.act(GREEN, {"type": "do", "act": "militia"})
    entry = m.view(GREEN)["prompt"]["actions"][0]
    assert entry["cost"] == {"sphere": "p", "amount": 3, "short": "3 Populace",
                             "words": "costs 3 Populace"}
    assert entry["label"] == "Place a Militia: Gallia (costs 3 Populace)"
    m.act(GREEN, entry["action"])
    assert m.state["pl"][GREEN]["pool"]["p"] == 0 and m.state["prov"]["gallia"]["mil"]


def test_no_action_is_open_with_its_sphere_s_pool_empty():
    """Take Actions lists an action only when its sphere's pool holds some
    influence (take_actions.Actions.actions skips the others unasked): in
    random games, an action whose sphere's pool is empty offers no target."""
    seen = 0
    for seed in range(3):
        m = pc.new_match("time-of-crisis", 4, seed=seed)
        rng = Rng(seed)
        while not m.is_over() and len(m.actions) < 1500:
            seat = m.to_move()[0]
            st = m.state
            if st["stack"][-1]["p"] == "actions":
                pool = st["pl"][seat]["pool"]
                for act, entry in A.ACTIONS.items():
                    if not pool[entry.price.sphere]:
                        assert not options(st, seat, act, []), (act, pool)
                        seen += 1
            legal = m.legal_actions(seat)
            m.act(seat, legal[rng.below(len(legal))])
    assert seen > 100
