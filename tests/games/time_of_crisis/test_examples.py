from pygame_core.games.time_of_crisis import actions as A, table as T
from pygame_core.games.time_of_crisis.crisis import tribe_crisis
from pygame_core.games.time_of_crisis.ending import emperor_bonus
from pygame_core.games.time_of_crisis.turn import gain_legacy, mob_provinces, support_check
"""The rulebook's worked examples (data sheet section 12, W1-W12) with their numbers.
W1 (movement from Africa) is in test_data.py."""

from pygame_core.games.time_of_crisis.positions import army, govern
from pygame_core.games.time_of_crisis.scenarios import support_table
from pygame_core.kernel.rng import seed_state
from .table import act, match_at, table

GREEN, BLUE, YELLOW, RED = 0, 1, 2, 3


def test_W2_add_legion_costs_the_legions_after_adding():
    st = table()
    govern(st, GREEN, "syria", 2)
    a = army(st, GREEN, "syria", [1])
    st["pl"][GREEN]["pool"]["m"] = 2
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="add_legion")
    act(m, GREEN, type="pick", army=a["id"])
    a = T.army(m.state, a["id"])
    assert len(a["leg"]) == 2 and m.state["pl"][GREEN]["pool"]["m"] == 0
    m.state["pl"][GREEN]["pool"]["m"] = 2
    m._legal = {}
    assert {"type": "do", "act": "add_legion"} not in m.legal_actions(GREEN)
    m.state["pl"][GREEN]["pool"]["m"] = 3
    m._legal = {}
    act(m, GREEN, type="do", act="add_legion")
    act(m, GREEN, type="pick", army=a["id"])
    assert len(T.army(m.state, a["id"])["leg"]) == 3 and m.state["pl"][GREEN]["pool"]["m"] == 0


def test_W3_increase_support_costs_the_next_space():
    st = table()
    govern(st, GREEN, "syria", 2)
    st["pl"][GREEN]["pool"]["p"] = 3
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="support")
    act(m, GREEN, type="pick", region="syria")
    assert m.state["prov"]["syria"]["sup"] == 3 and m.state["pl"][GREEN]["pool"]["p"] == 0


def _buy_table():
    st = table()
    for p, sup in (("galatia", 4), ("syria", 3), ("asia", 3)):
        govern(st, GREEN, p, sup)
    st["pl"][GREEN]["discard"] = {"blue_1": 3}
    pp = T.political_points(st, GREEN)
    assert pp == 10
    return match_at(st, "buy", stage="buy", seat=GREEN, scratch={"pp": pp})


def test_W4_buying_and_trashing_plans():
    m = _buy_table()                                    # plan 1: 3 + 3 + 4
    for card, left in (("foederati", 7), ("tribute", 4), ("quaestor", 0)):
        act(m, GREEN, type="buy", card=card)
        assert T.scratch(m.state, GREEN)["pp"] == left
    m = _buy_table()                                    # plan 2: 3 + 4 + trash 3
    act(m, GREEN, type="buy", card="foederati")
    act(m, GREEN, type="buy", card="mob")
    act(m, GREEN, type="trash", card="blue_1")
    assert T.scratch(m.state, GREEN)["pp"] == 0 and m.state["trashed"] == {"blue_1": 1}
    m = _buy_table()                                    # plan 3: three trashes, 1 lost
    for _ in range(3):
        act(m, GREEN, type="trash", card="blue_1")
    # 1 point is left and buys nothing: the phase ends by itself, the point is lost.
    assert m.log[-1]["text"] != "" and any("End buying" in e["text"] and
                                           e["text"].endswith("(only choice).") for e in m.log)
    assert m.state["trashed"] == {"blue_1": 3} and T.scratch(m.state, GREEN)["pp"] == 0
    m = _buy_table()                                    # plan 4: a 4-value card for 8
    assert "Buy Pretender for 8" in [m.describe(a) for a in m.legal_actions(GREEN)]
    act(m, GREEN, type="buy", card="pretender")
    texts = [e["text"] for e in m.log]
    assert "Green buys Pretender for 8." in texts and any(
        "End buying" in t and t.endswith("(only choice).") for t in texts)
    assert T.scratch(m.state, GREEN)["pp"] == 0          # the 2 unspent points are lost


def test_W5_place_governor_with_bonus_dice(dice):
    st = table()
    govern(st, BLUE, "hispania", 3)
    st["prov"]["hispania"]["mobs"] = 1
    army(st, GREEN, "hispania", [1], cap=True)
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["pool"]["s"] = 4
    italia = st["prov"]["italia"]["sup"]
    m = match_at(st, "actions", seat=GREEN)
    assert A.requirement(m.state, GREEN, "hispania") == 5
    act(m, GREEN, type="do", act="place_governor")
    act(m, GREEN, type="pick", region="hispania")
    dice(6, 6, 2, 1, 6, 1, 3)
    act(m, GREEN, type="pick", dice=4)
    st = m.state
    assert st["dice"]["votes"] == 5 and not dice.queue
    assert st["prov"]["hispania"]["gov"] == GREEN and st["prov"]["hispania"]["sup"] == 2
    assert st["pl"][BLUE]["gov_av"] == 1 and st["prov"]["hispania"]["mobs"] == 0
    assert st["prov"]["italia"]["sup"] == italia          # nobody is Emperor (R-A3)


def test_W6_support_check():
    st = support_table(seed_state(7))
    support_check(st, GREEN, [])
    assert st["prov"]["pannonia"]["sup"] == 1
    assert st["prov"]["thracia"]["gov"] == T.NEUTRAL and st["prov"]["thracia"]["sup"] == 1
    assert st["prov"]["italia"]["sup"] == 2 and T.emperor(st) == GREEN
    assert len(T.governed(st, GREEN)) == 3 and st["pl"][GREEN]["gov_av"] == 1


def test_W7_gain_legacy():
    st = support_table(seed_state(7))
    support_check(st, GREEN, [])
    gain_legacy(st, GREEN, [])
    assert st["pl"][GREEN]["legacy"] == 6 and st["pl"][GREEN]["et"] == 0


def test_W8_mobs_and_political_points():
    st = table()
    govern(st, GREEN, "galatia", 4)
    govern(st, GREEN, "asia", 3)
    st["prov"]["galatia"]["mobs"] = 2
    assert T.political_points(st, GREEN) == 5
    m = match_at(st, "end_mobs", stage="mobs", seat=GREEN, left=mob_provinces(st, GREEN))
    assert m.state["prov"]["galatia"]["mobs"] == 3 and m.state["prov"]["asia"]["mobs"] == 0


def test_W9_emperor_turns_bonus():
    assert emperor_bonus([5, 3, 0, 5]) == [10, 3, 0, 10]


def test_W10_combat_with_castra_and_flanking(dice):
    st = table()
    st["seat"] = RED
    govern(st, GREEN, "macedonia", 2)
    st["prov"]["macedonia"]["mil"] = True
    g = army(st, GREEN, "macedonia", [1, 0], cap=True)
    g["castra"] = True
    r = army(st, RED, "macedonia", [1, 1, 1])
    st["pl"][RED]["play"] = [["flanking_maneuver", False]]
    st["pl"][RED]["pool"]["m"] = 3
    m = match_at(st, "actions", seat=RED)
    act(m, RED, type="do", act="battle")
    act(m, RED, type="pick", army=r["id"])       # Green's army is the only enemy there
    assert m.state["stack"][-2]["dfn"] == {"army": g["id"]}
    dice(5, 3, 3, 2, 5, 4)
    act(m, RED, type="flank")                    # then "roll the dice" is his only choice
    assert m.state["dice"]["hits"] == [2, 1]
    act(m, RED, type="keep")                             # leading 2-1: no re-roll
    # The Militia took the first hit; Green removes his reduced Legion.
    assert not m.state["prov"]["macedonia"]["mil"]
    assert {"type": "remove", "army": g["id"]} in m.legal_actions(GREEN)
    act(m, GREEN, type="remove", army=g["id"])
    # Red's one hit flipped a full Legion (his only choice); Red won: +2, Green retreats.
    st = m.state
    assert T.army(st, r["id"])["leg"] == [0, 1, 1] and st["pl"][RED]["legacy"] == 2
    gg = T.army(st, g["id"])
    assert gg["leg"] == [1] and not gg["cap"] and not gg["castra"]
    act(m, RED, type="advance", army=r["id"])
    act(m, RED, type="do", act="train")
    act(m, RED, type="pick", army=r["id"])
    st = m.state
    assert T.army(st, r["id"])["leg"] == [1, 1, 1] and T.army(st, r["id"])["cap"]
    assert st["pl"][RED]["pool"]["m"] == 1


def test_W11_invasion_with_limes(dice):
    st = table()
    st["barb"]["asia"]["goths"] = [3, 0]
    st["home"]["goths"] = [0, 7]
    st["barb"]["galatia"]["sassanids"] = [2, 0]
    st["prov"]["galatia"]["imp"] = ["limes"]
    st["home"]["sassanids"] = [5, 3]
    dice(5, 3)
    tribe_crisis(st, "sassanids", [])
    assert st["barb"]["galatia"]["sassanids"] == [2, 1]
    assert st["barb"]["asia"]["sassanids"] == [0, 3] and st["barb"]["asia"]["goths"] == [3, 0]
    assert st["home"]["sassanids"] == [2, 2]
