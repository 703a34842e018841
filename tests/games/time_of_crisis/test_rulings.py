"""One test per ruling of docs/rulings/time-of-crisis.md (R-A1 ... R-H14, T1 ... T11)."""
import pygame_core as pc
from pygame_core.games.time_of_crisis import GAME, actions as A, data as D, effects as E, table as T
from pygame_core.games.time_of_crisis.combat import side_dice
from pygame_core.games.time_of_crisis.crisis import draw_event, tribe_crisis
from pygame_core.games.time_of_crisis.ending import (emperor_bonus, end_of_turn_check, finish,
                                                     legions_of)
from pygame_core.games.time_of_crisis.take_actions import options
from pygame_core.games.time_of_crisis.turn import (expand_pretender, gain_legacy, mob_provinces,
                                                   support_check, upkeep)

from pygame_core.games.time_of_crisis.positions import army, govern
from .table import act, in_turn, match_at, table

GREEN, BLUE, YELLOW, RED = 0, 1, 2, 3
N = T.NEUTRAL


def legal(m, seat, **a):
    return a in m.legal_actions(seat)


def fresh_actions(m):
    m._legal = {}
    return m


# ------------------------------------------------------------------ A
def test_R_A1_vote_requirement_and_dice():
    st = table()
    govern(st, BLUE, "gallia", 3)
    st["prov"]["gallia"]["mil"] = True
    army(st, BLUE, "gallia", [1, 0], cap=True, foed=["franks"])
    st["home"]["franks"][1] -= 1
    assert A.requirement(st, GREEN, "gallia") == 6 + 4
    st["prov"]["gallia"]["q"] = BLUE
    assert A.requirement(st, GREEN, "gallia") == 12
    assert A.requirement(st, GREEN, "gallia", used=["damnatio_memoriae"]) == 3 + 4 + 2
    st2 = table()
    govern(st2, BLUE, "gallia", 1)
    army(st2, GREEN, "gallia", [1, 1, 1], cap=True)
    assert A.requirement(st2, GREEN, "gallia") == 1             # at least 1


def test_R_A1_ones_count_only_against_neutrals(dice):
    st = table()
    dice(1, 1, 6, 1)
    assert A.roll_votes(st, 3, neutral=False) == (1, [1, 1, 6, 1])
    dice(1, 1, 6, 1)
    assert A.roll_votes(st, 3, neutral=True) == (4, [1, 1, 6, 1])


def test_R_A2_no_roll_against_a_neutral_with_enough_dice(dice):
    st = table()
    govern(st, GREEN, "aegyptus", 1)
    st["pl"][GREEN]["gov_av"] = 1
    in_turn(st, GREEN)
    assert A.place_governor(st, GREEN, "africa", 2, (), []) is True
    assert st["dice"]["dice"] == [] and not dice.queue


def test_R_A3_italia_after_a_place_governor(dice):
    st = table()
    govern(st, GREEN, "italia", 3)
    st["prov"]["italia"]["sup"] = 3
    govern(st, BLUE, "gallia", 2)
    st["pl"][GREEN]["gov_av"] = 1
    dice(6, 6, 6, 2, 2, 2)
    in_turn(st, GREEN)
    assert A.place_governor(st, GREEN, "gallia", 3, (), [])
    assert st["prov"]["italia"]["sup"] == 4                     # the Emperor placed: +1
    st["pl"][BLUE]["gov_av"] = 1
    dice(5, 5, 5)
    govern(st, GREEN, "thracia", 1)
    in_turn(st, BLUE)
    assert A.place_governor(st, BLUE, "thracia", 3, (), [])
    assert st["prov"]["italia"]["sup"] == 3                     # the Emperor lost one: -1
    st["pl"][BLUE]["gov_av"] = 1
    dice(5, 5, 5, 5, 5, 5, 5)
    assert A.place_governor(st, BLUE, "italia", 7, (), [])
    assert st["prov"]["italia"]["sup"] == len(T.governed(st, BLUE)) == 2


def test_R_A4_neutral_italia_counts_neutral_provinces():
    for n, sup in ((4, 8), (3, 6), (2, 4)):
        m = pc.new_match("time-of-crisis", n, seed=1)
        while m.state["stack"][-1]["p"] == "start_province":
            s = m.to_move()[0]
            m.act(s, m.legal_actions(s)[0])
        assert m.state["prov"]["italia"]["sup"] == sup


def test_R_A5_the_emperor_loses_italia_per_governor_lost():
    st = table()
    govern(st, GREEN, "italia", 5)
    st["prov"]["italia"]["sup"] = 5
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["pool"]["s"] = 2
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="recall")
    act(m, GREEN, type="pick", region="gallia")
    assert m.state["prov"]["italia"]["sup"] == 4


def test_R_A5_removals_in_his_own_support_check_count_once():
    st = table()
    govern(st, GREEN, "italia", 5)
    st["prov"]["italia"]["sup"] = 5
    for p in ("gallia", "hispania"):
        govern(st, GREEN, p, 1)
        st["barb"][p]["franks"] = [1, 0]
        st["home"]["franks"][1] -= 1
    support_check(st, GREEN, [])
    assert st["prov"]["italia"]["sup"] == 3                     # -2, once


def test_R_A6_support_zero_outside_the_support_check_removes_nobody():
    st = table()
    govern(st, GREEN, "gallia", 1)
    st["prov"]["gallia"]["mobs"] = 1
    a = army(st, GREEN, "gallia", [1])
    st["pl"][GREEN]["pool"]["m"] = 1
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="disperse")
    act(m, GREEN, type="pick", army=a["id"])
    assert m.state["prov"]["gallia"]["sup"] == 0 and m.state["prov"]["gallia"]["gov"] == GREEN


def test_R_A7_praetorian_guard_is_the_one_attempt_on_italia_with_basilica_dice(dice):
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["imp"] = ["basilica"]
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["play"] = [["praetorian_guard", False]]
    st["pl"][GREEN]["pool"]["m"] = 4
    st["pl"][GREEN]["pool"]["s"] = 3
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="event", card="praetorian_guard")
    dice(2, 2, 2, 2, 2)                                     # 4 + 1 Basilica die, need 16
    act(m, GREEN, type="pick", dice=4)
    assert len(m.state["dice"]["dice"]) == 5 and m.state["prov"]["italia"]["gov"] == N
    fresh_actions(m)
    act(m, GREEN, type="do", act="place_governor")
    assert not legal(m, GREEN, type="pick", region="italia")


def test_R_A8_recall_in_italia_and_occupation_without_bonus():
    st = table()
    govern(st, GREEN, "italia", 3)
    govern(st, GREEN, "gallia", 2)
    st["prov"]["italia"]["sup"] = 3
    st["pl"][GREEN]["pool"]["s"] = 2
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="recall")
    act(m, GREEN, type="pick", region="italia")
    st = m.state
    assert st["prov"]["italia"]["gov"] == N
    assert st["prov"]["italia"]["sup"] == min(8, sum(1 for p in D.PROVINCES
                                                     if st["prov"][p]["gov"] == N))
    # Occupation is no Place Governor: the Emperor's Italia does not rise.
    st = table()
    govern(st, GREEN, "italia", 2)
    st["prov"]["italia"]["sup"] = 2
    govern(st, BLUE, "gallia", 3)
    st["prov"]["gallia"]["mark"] = "seat"
    army(st, GREEN, "gallia", [1], cap=True)
    st["pl"][GREEN]["gov_av"] = 1
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="mine", region="gallia")
    assert m.state["prov"]["gallia"]["gov"] == GREEN and m.state["prov"]["italia"]["sup"] == 2


def test_R_A9_the_emperor_never_targets_italia_and_italia_stops_at_8(dice):
    st = table()
    govern(st, GREEN, "italia", 8)
    st["prov"]["italia"]["sup"] = 8
    st["pl"][GREEN]["gov_av"] = 1
    assert "italia" not in A.place_governor_targets(st, GREEN)
    in_turn(st, GREEN)
    assert A.place_governor(st, GREEN, "gallia", 2, (), [])
    assert st["prov"]["italia"]["sup"] == 8


# ------------------------------------------------------------------ B
def test_R_B1_neutral_provinces_never_lose_support_and_own_militia_is_no_enemy():
    st = table()
    st["barb"]["gallia"]["franks"] = [3, 0]
    st["home"]["franks"][1] -= 3
    govern(st, GREEN, "hispania", 2)
    st["prov"]["hispania"]["mil"] = True
    support_check(st, GREEN, [])
    assert st["prov"]["gallia"]["sup"] == 1 and st["prov"]["hispania"]["sup"] == 2


def test_R_B2_invaders_stand_in_the_province_area(dice):
    st = table()
    st["home"]["franks"] = [3, 7]
    dice(3, 2)
    tribe_crisis(st, "franks", [])
    assert st["barb"]["gallia"]["franks"] == [3, 0] and T.capital_army(st, "gallia") is None


def test_R_B3_one_loss_per_province_and_a_second_for_italia():
    st = table()
    govern(st, GREEN, "italia", 4)
    st["prov"]["italia"]["sup"] = 4
    st["barb"]["italia"]["alamanni"] = [1, 0]
    st["home"]["alamanni"][1] -= 1
    army(st, RED, "italia", [1], cap=True)
    st["rivals"]["zenobia"] = "in"
    support_check(st, GREEN, [])
    assert st["prov"]["italia"]["sup"] == 2


def test_R_B4_no_place_rival_still_hurts_the_emperor():
    st = table(3)
    govern(st, GREEN, "italia", 3)
    st["prov"]["italia"]["sup"] = 3
    st["rivals"]["zenobia"] = "in"                              # Aegyptus is No Place at 3
    support_check(st, GREEN, [])
    gain_legacy(st, GREEN, [])
    assert st["prov"]["italia"]["sup"] == 2 and st["pl"][GREEN]["et"] == 0
    assert st["prov"]["aegyptus"]["gov"] is None


def test_R_B5_a_new_governor_clears_the_province(dice):
    st = table()
    govern(st, BLUE, "gallia", 1)
    pr = st["prov"]["gallia"]
    pr["mobs"], pr["mil"], pr["q"] = 2, True, BLUE
    st["pl"][GREEN]["gov_av"] = 1
    dice(5, 5, 5, 5, 5)
    in_turn(st, GREEN)
    assert A.place_governor(st, GREEN, "gallia", 5, (), [])
    assert (pr["mobs"], pr["mil"], pr["q"], pr["mark"]) == (0, False, None, None)


def test_R_B6_disperse_and_games_need_a_mob():
    st = table()
    govern(st, GREEN, "gallia", 2)
    army(st, GREEN, "gallia", [1])
    st["pl"][GREEN]["pool"].update(m=3, p=3)
    m = match_at(st, "actions", seat=GREEN)
    acts = [a.get("act") for a in m.legal_actions(GREEN)]
    assert "disperse" not in acts and "games" not in acts
    m.state["prov"]["gallia"]["mobs"] = 3
    acts = [a.get("act") for a in fresh_actions(m).legal_actions(GREEN)]
    assert "disperse" in acts and "games" in acts


def test_R_B7_political_points_floor_at_zero():
    st = table()
    govern(st, GREEN, "gallia", 1)
    govern(st, GREEN, "asia", 3)
    st["prov"]["gallia"]["mobs"] = 3
    assert T.political_points(st, GREEN) == 3


# ------------------------------------------------------------------ C
def test_R_C1_pretender_marks_connected_eligible_provinces():
    st = table()
    for p, sup in (("gallia", 3), ("britannia", 4), ("hispania", 3), ("syria", 4),
                   ("macedonia", 1)):
        govern(st, GREEN, p, sup)
    E.make_pretender(st, GREEN, "gallia", [])
    marks = {p: st["prov"][p]["mark"] for p in D.PROVINCES if st["prov"][p]["mark"]}
    assert marks == {"gallia": "seat", "britannia": "break", "hispania": "break"}


def test_R_C2_breakaways_leave_italia_alone():
    st = table()
    govern(st, GREEN, "gallia", 3)
    before = st["prov"]["italia"]["sup"]
    E.make_pretender(st, GREEN, "gallia", [])
    assert st["prov"]["italia"]["sup"] == before


def test_R_C3_pretender_emperor_gains_first_then_removes_markers():
    st = table()
    govern(st, GREEN, "italia", 2)
    st["prov"]["italia"]["sup"] = 2
    govern(st, GREEN, "gallia", 3)
    govern(st, GREEN, "hispania", 3)
    E.make_pretender(st, GREEN, "gallia", [])
    gain_legacy(st, GREEN, [])
    # +2 Pretender, +2 Italia (no marker left), +3 provinces; Emperor Turn advances.
    assert st["pl"][GREEN]["legacy"] == 7 and st["pl"][GREEN]["et"] == 1
    assert not T.marked(st)


def test_R_C4_losing_the_seat_removes_every_breakaway():
    st = table()
    govern(st, GREEN, "gallia", 3)
    govern(st, GREEN, "hispania", 3)
    E.make_pretender(st, GREEN, "gallia", [])
    st["pl"][GREEN]["pool"]["s"] = 2
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="recall")
    act(m, GREEN, type="pick", region="gallia")
    assert not T.marked(m.state) and not T.pretender(m.state, GREEN)


def test_R_C5_occupation_is_mandatory():
    st = table()
    govern(st, BLUE, "gallia", 3)
    govern(st, BLUE, "hispania", 3)
    E.make_pretender(st, BLUE, "hispania", [])
    a = army(st, GREEN, "gallia", [1])
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="capital", army=a["id"])
    # No Governor available: the neutral one goes in (the only choice).
    st = m.state
    assert st["prov"]["gallia"]["gov"] == N and st["prov"]["gallia"]["mark"] is None
    assert st["prov"]["hispania"]["mark"] == "seat" and st["pl"][BLUE]["gov_av"] == 1


def test_T10_an_army_already_in_the_capital_occupies_when_its_turn_acts():
    """ToC 12.2 "during your turn": an army that sat in the capital when another
    player's Pretender marked the province occupies it as its owner's Take
    Actions phase opens, before any other action."""
    st = table()
    govern(st, BLUE, "gallia", 3)
    govern(st, BLUE, "hispania", 3)
    a = army(st, GREEN, "gallia", [1], cap=True)
    E.make_pretender(st, BLUE, "hispania", [])          # during Blue's turn
    assert st["prov"]["gallia"]["mark"] == "break"
    st["pl"][GREEN]["gov_av"] = 1
    m = match_at(st, "actions", seat=GREEN)
    assert m.to_move() == [GREEN]
    assert m.legal_actions(GREEN) == [{"type": "mine", "region": "gallia"},
                                      {"type": "neutral", "region": "gallia"}]
    act(m, GREEN, type="mine", region="gallia")
    pr = m.state["prov"]["gallia"]
    assert pr["gov"] == GREEN and pr["sup"] == 1 and pr["mark"] is None
    assert T.army(m.state, a["id"])["cap"]


def test_R_C6_expansion_does_not_chain():
    st = table()
    govern(st, GREEN, "gallia", 3)
    E.make_pretender(st, GREEN, "gallia", [])
    govern(st, GREEN, "hispania", 3)
    govern(st, GREEN, "africa", 3)
    expand_pretender(st, GREEN, [])
    assert st["prov"]["hispania"]["mark"] == "break" and st["prov"]["africa"]["mark"] is None
    st["prov"]["hispania"]["sup"] = 1
    expand_pretender(st, GREEN, [])
    assert st["prov"]["hispania"]["mark"] == "break" and st["prov"]["africa"]["mark"] == "break"


# ------------------------------------------------------------------ D
def _battle(st, att_seat, att, dfn):
    st["seat"] = att_seat
    st["pl"][att_seat]["pool"]["m"] = max(1, st["pl"][att_seat]["pool"]["m"])
    return match_at(st, "battle", under="actions", seat=att_seat, att=att, dfn=dfn)


def test_R_D1_hits_plague_castra_shapur_and_ties(dice):
    st = table()
    st["lasting"] = "plague_of_cyprian"
    st["deck"].remove("plague_of_cyprian")
    a = army(st, GREEN, "syria", [1])
    a["castra"] = True
    st["barb"]["syria"]["sassanids"] = [1, 0]
    st["home"]["sassanids"][1] -= 1
    st["leaders"]["shapur_i"] = "syria"
    st["lact"]["shapur_i"] = True
    st["deck"].remove("shapur_i")
    st["out"].append("shapur_i")
    dice(3, 1, 1, 1)                           # Green 1 hit; barbarians none
    m = _battle(st, GREEN, a["id"], {"tribe": "sassanids"})
    # Green: 1 + 1 Plague - 1 Shapur = 1; barbarians: 0 + 1 Plague - 1 Castra = 0.
    assert m.state["dice"]["hits"] == [1, 0]


def test_R_D1_a_tie_goes_to_the_defender(dice):
    st = table()
    a = army(st, GREEN, "gallia", [1])
    st["barb"]["gallia"]["franks"] = [1, 0]
    st["home"]["franks"][1] -= 1
    dice(2, 2)
    m = _battle(st, GREEN, a["id"], {"tribe": "franks"})
    assert m.state["pl"][GREEN]["legacy"] == 0 and m.state["barb"]["gallia"]["franks"] == [1, 0]


def test_R_D2_owner_chooses_among_legions_after_militia(dice):
    st = table()
    govern(st, BLUE, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    b = army(st, BLUE, "gallia", [1, 0], cap=True)
    g = army(st, GREEN, "gallia", [1, 1, 1])
    dice(3, 3, 1, 1, 1, 1)                     # Green 2 hits, Blue none
    m = _battle(st, GREEN, g["id"], {"army": b["id"]})
    assert not m.state["prov"]["gallia"]["mil"]
    assert legal(m, BLUE, type="flip", army=b["id"]) and legal(m, BLUE, type="remove", army=b["id"])


def test_R_D3_only_the_active_player_attacks():
    st = table()
    a = army(st, GREEN, "gallia", [1])
    army(st, BLUE, "gallia", [1])
    st["pl"][GREEN]["pool"]["m"] = 1
    m = match_at(st, "actions", seat=GREEN)
    assert m.to_move() == [GREEN]
    act(m, GREEN, type="do", act="battle")
    act(m, GREEN, type="pick", army=a["id"])          # Blue's army, the only enemy, defends
    assert m.state["seat"] == GREEN and m.state["dice"]["what"] == "battle"
    assert all(x["fought"] for x in m.state["armies"] if x["r"] == "gallia")


def test_R_D4_wiped_out_general_goes_home(dice):
    st = table()
    a = army(st, GREEN, "gallia", [0], foed=["franks"])
    st["home"]["franks"][1] -= 1
    st["barb"]["gallia"]["alamanni"] = [3, 0]
    st["home"]["alamanni"][1] -= 3
    dice(1, 1, 4, 4, 4)
    _battle(st, GREEN, a["id"], {"tribe": "alamanni"})
    assert T.army(st, a["id"]) is None and st["pl"][GREEN]["gen_av"] == 1
    assert st["home"]["franks"] == [0, 10]


def test_R_D5_a_lone_militia_that_loses_defending_is_removed(dice):
    st = table()
    govern(st, BLUE, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    g = army(st, GREEN, "gallia", [1, 1])
    dice(3, 1, 1)
    m = _battle(st, GREEN, g["id"], {"army": "militia:gallia"})
    assert not m.state["prov"]["gallia"]["mil"]
    act(m, GREEN, type="advance", army=g["id"])
    assert T.army(m.state, g["id"])["cap"]


def test_R_D6_retreat_advance_and_no_second_battle(dice):
    st = table()
    b = army(st, BLUE, "gallia", [1, 1], cap=True)
    g = army(st, GREEN, "gallia", [1, 1])
    st["barb"]["gallia"]["franks"] = [1, 0]
    st["home"]["franks"][1] -= 1
    st["pl"][GREEN]["pool"]["m"] = 3
    m = match_at(st, "actions", seat=GREEN)
    dice(3, 1, 1, 1)
    act(m, GREEN, type="do", act="battle")
    act(m, GREEN, type="pick", army=g["id"])
    act(m, GREEN, type="pick", army=b["id"])       # Blue's one hit: a flip, his only choice
    st = m.state
    assert T.army(st, b["id"])["leg"] == [0, 1]
    assert not T.army(st, b["id"])["cap"]                        # retreated out of the capital
    act(m, GREEN, type="stay")
    fresh_actions(m)
    assert not legal(m, GREEN, type="do", act="battle") and not legal(m, GREEN, type="do", act="move")
    assert legal(m, GREEN, type="do", act="train") or T.army(st, g["id"])["leg"] == [1, 1]


def test_R_D7_battle_legacy(dice):
    st = table()
    g = army(st, GREEN, "syria", [1, 1, 1])
    st["barb"]["syria"]["sassanids"] = [2, 0]
    st["home"]["sassanids"][1] -= 2
    st["leaders"]["ardashir"] = "syria"
    st["lact"]["ardashir"] = True
    dice(3, 3, 3, 1, 1, 1, 1)
    m = _battle(st, GREEN, g["id"], {"tribe": "sassanids"})
    # 3 hits kill all three counters (Ardashir counted): +2 +3.
    assert m.state["pl"][GREEN]["legacy"] == 5 and m.state["leaders"]["ardashir"] == "out"
    # Syria is not his: the discount is the only reward, taken at once.
    assert T.scratch(m.state, GREEN)["disc"] == {"m": 1}


def test_R_D8_homeland_battles(dice):
    st = table()
    g = army(st, GREEN, "homeland_goths", [1, 1])
    st["home"]["goths"] = [1, 9]
    st["leaders"]["cniva"] = "home"
    st["lact"]["cniva"] = True
    dice(3, 3, 1, 1, 1)
    m = _battle(st, GREEN, g["id"], {"tribe": "goths"})
    assert m.state["home"]["goths"] == [0, 10] and m.state["leaders"]["cniva"] == "out"
    assert [a["type"] for a in m.legal_actions(GREEN)] != ["support"]
    assert T.scratch(m.state, GREEN)["disc"] == {"m": 1}     # the discount was the only reward


def test_R_D9_no_battle_at_sea():
    st = table()
    a = army(st, GREEN, "mare_orientale", [1])
    assert A.enemies(st, GREEN, a["id"]) == []


def test_R_D10_a_lone_militia_attacks_but_never_advances(dice):
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    st["barb"]["gallia"]["franks"] = [1, 0]
    st["home"]["franks"][1] -= 1
    dice(6, 2, 1)
    m = _battle(st, GREEN, "militia:gallia", {"tribe": "franks"})
    assert m.state["pl"][GREEN]["legacy"] == 3 and m.state["stack"][-1]["p"] != "advance"


def test_R_D11_stacked_militia_fights_first(dice):
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    g = army(st, GREEN, "gallia", [1], cap=True)
    st["barb"]["gallia"]["franks"] = [1, 0]
    st["home"]["franks"][1] -= 1
    assert side_dice(st, {"kind": "army", "id": g["id"]}) == [3, 5]
    dice(1, 1, 4)
    _battle(st, GREEN, g["id"], {"tribe": "franks"})
    assert not st["prov"]["gallia"]["mil"] and T.army(st, g["id"])["leg"] == [1]


# ------------------------------------------------------------------ E
def test_R_E1_leaders_enter_active_and_flips_skip_them():
    st = table()
    st["deck"].insert(0, st["deck"].pop(st["deck"].index("ardashir")))
    draw_event(st, [])
    assert st["leaders"]["ardashir"] == "home" and st["lact"]["ardashir"]
    st["home"]["sassanids"] = [0, 10]
    T.flip_home(st, "sassanids", 1)
    assert st["home"]["sassanids"] == [1, 9]


def test_R_E2_check_counts_leaders_and_leaders_go_first(dice):
    st = table()
    st["home"]["goths"] = [0, 10]
    st["leaders"]["cniva"] = "home"
    st["lact"]["cniva"] = True
    dice(2, 1)                        # after the flip: 1 + Cniva = 2 active
    tribe_crisis(st, "goths", [])
    assert st["leaders"]["cniva"] == "thracia" and st["barb"]["thracia"]["goths"] == [1, 0]


def test_R_E3_limes_applies_even_when_full(dice):
    st = table()
    st["barb"]["galatia"]["sassanids"] = [3, 0]
    st["prov"]["galatia"]["imp"] = ["limes"]
    st["home"]["sassanids"] = [2, 5]
    dice(2, 3)
    tribe_crisis(st, "sassanids", [])
    assert st["barb"]["asia"]["sassanids"] == [0, 2]


def test_R_E4_nothing_to_flip_still_rolls(dice):
    st = table()
    st["home"]["franks"] = [5, 0]
    st["barb"]["gallia"]["franks"] = [3, 0]
    st["barb"]["britannia"]["franks"] = [2, 0]
    dice(6, 1)
    tribe_crisis(st, "franks", [])
    assert st["dice"]["dice"] == [6, 1] and st["home"]["franks"] == [5, 0]


def test_R_E5_never_more_than_three_of_a_tribe(dice):
    st = table()
    st["home"]["franks"] = [6, 4]
    dice(6, 1)
    tribe_crisis(st, "franks", [])
    assert st["barb"]["britannia"]["franks"] == [3, 0] and st["home"]["franks"] == [4, 3]


def test_R_E6_pax_deorum_is_secret_and_simultaneous(dice):
    st = table()
    st["pl"][GREEN]["avail"] = {"blue_1": 1}
    st["pl"][BLUE]["avail"] = {"yellow_1": 2}
    st["pl"][YELLOW]["avail"] = {}
    st["pl"][RED]["avail"] = {"red_1": 1}
    st["stack"] = []
    m = match_at(st, "pax", waiting=[GREEN, BLUE, RED])
    assert sorted(m.to_move()) == [GREEN, BLUE, RED]
    act(m, BLUE, type="take", card="yellow_1")
    assert m.log[-1]["text"] == "Blue makes a secret choice."


def test_R_E7_fill_to_three_counts_both_states(dice):
    st = table()
    st["barb"]["britannia"]["franks"] = [0, 2]
    st["home"]["franks"] = [2, 6]
    dice(2, 1)
    tribe_crisis(st, "franks", [])
    assert st["barb"]["britannia"]["franks"] == [1, 2] and st["home"]["franks"][0] == 2


# ------------------------------------------------------------------ F
def test_R_F1_emperor_turns_blocked_by_markers_and_rivals():
    st = table()
    govern(st, GREEN, "italia", 3)
    govern(st, BLUE, "gallia", 3)
    E.make_pretender(st, BLUE, "gallia", [])
    gain_legacy(st, GREEN, [])
    assert st["pl"][GREEN]["et"] == 0
    st["prov"]["gallia"]["mark"] = None
    gain_legacy(st, GREEN, [])
    assert st["pl"][GREEN]["et"] == 1


def test_R_F2_competition_ranking():
    assert emperor_bonus([5, 5, 3, 0]) == [10, 10, 3, 0]
    assert emperor_bonus([4, 2, 2, 1]) == [10, 6, 6, 0]
    assert emperor_bonus([0, 0]) == [0, 0]


def test_R_F3_the_last_round():
    st = table()
    st["first"] = BLUE
    govern(st, GREEN, "italia", 3)
    st["pl"][GREEN]["legacy"] = 60
    end_of_turn_check(st, GREEN, [])                     # Green is seated before Blue
    assert st["over"]
    st = table()
    st["first"] = GREEN
    st["short"] = True
    govern(st, BLUE, "italia", 3)
    st["pl"][BLUE]["legacy"] = 40
    end_of_turn_check(st, BLUE, [])
    assert st["last_round"] and not st["over"] and st["seat"] == YELLOW
    end_of_turn_check(st, YELLOW, [])
    end_of_turn_check(st, RED, [])
    assert st["over"]


def test_R_F4_diocletian_ends_the_game_at_once(dice):
    st = table()
    st["deck"] = ["diocletian"]
    st["out"] = [e for e in D.EVENT_IDS if e != "diocletian"]
    st["pl"][BLUE]["et"] = 2
    dice(3, 4)                                               # crisis 7: event
    m = match_at(st, "crisis", stage="crisis", seat=GREEN)
    assert m.is_over() and m.result()["scores"][BLUE] == 10


def test_R_F5_tie_breaks():
    st = table()
    govern(st, BLUE, "italia", 3)
    finish(st, [])
    assert st["winners"] == [BLUE]                           # all 0: the Emperor
    st = table()
    govern(st, GREEN, "gallia", 3)
    govern(st, RED, "syria", 3)
    govern(st, RED, "asia", 3)
    E.make_pretender(st, GREEN, "gallia", [])
    finish(st, [])
    assert st["winners"] == [GREEN]                          # the single Pretender
    st = table()
    govern(st, RED, "syria", 3)
    army(st, GREEN, "gallia", [1, 0])
    army(st, BLUE, "gallia", [1], foed=["franks"])
    st["home"]["franks"][1] -= 1
    st["prov"]["syria"]["gov"] = N
    finish(st, [])
    assert st["winners"] == [GREEN]                          # most Legions (Foederati not)


# ------------------------------------------------------------------ G
def test_R_G1_prices_trashing_and_refill_turn_over():
    st = table()
    govern(st, GREEN, "gallia", 2)
    assert T.card_price(st, GREEN, "foederati") == 6
    govern(st, GREEN, "asia", 2)
    govern(st, GREEN, "syria", 2)
    assert T.card_price(st, GREEN, "foederati") == 3
    st["pl"][GREEN].update(avail={}, discard={"mob": 1}, hand={})
    m = match_at(st, "refill", stage="refill", seat=GREEN)
    assert m.legal_actions(GREEN) == [{"type": "take", "card": "mob"}]


def test_R_G1_the_discard_pile_is_turned_over_only_when_a_card_is_needed():
    """ToC 6.8: the Discard Pile becomes the Available Pile only when a card must be
    chosen and the Available Pile is empty; taking its last card for a full hand
    leaves the Discard Pile where it is."""
    st = table()
    st["pl"][GREEN].update(avail={"mob": 1}, discard={"blue_1": 3},
                           hand={"red_1": 4})
    m = match_at(st, "refill", stage="refill", seat=GREEN)
    act(m, GREEN, type="take", card="mob")
    pl = m.state["pl"][GREEN]
    assert pl["hand"] == {"red_1": 4, "mob": 1}
    assert pl["avail"] == {} and pl["discard"] == {"blue_1": 3}


def test_R_G2_discount_on_the_first_card_of_its_colour():
    st = table()
    govern(st, GREEN, "gallia", 2)
    govern(st, GREEN, "asia", 2)
    m = match_at(st, "buy", stage="buy", seat=GREEN, scratch={"pp": 4, "disc": {"m": 1}})
    assert T.card_price(m.state, GREEN, "castra") == 0
    assert T.card_price(m.state, GREEN, "tribute") == 2
    act(m, GREEN, type="buy", card="tribute")
    act(m, GREEN, type="buy", card="castra")
    assert m.state["trashed"] == {} and "Green buys Castra for 1." in [e["text"] for e in m.log]


def test_R_G3_create_army_in_the_province_area():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["gen_av"] = 1
    st["pl"][GREEN]["pool"]["m"] = 1
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="create_army")
    act(m, GREEN, type="pick", region="gallia")
    a = T.armies_of(m.state, GREEN)[0]
    assert not a["cap"] and legal(m, GREEN, type="capital", army=a["id"])


def test_R_G4_no_end_at_sea_and_T1_never_stranded():
    st = table()
    a = army(st, GREEN, "africa", [1])
    st["pl"][GREEN]["hand"] = {}
    st["pl"][GREEN]["pool"]["m"] = 1
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="move")
    acts = m.legal_actions(GREEN)
    assert {"type": "pick", "region": "mare_occidentale"} not in acts    # T1
    fresh_actions(m)
    m.state["stack"].pop()
    m.state["pl"][GREEN]["pool"]["m"] = 2
    T.army(m.state, a["id"])["r"] = "mare_occidentale"
    assert not legal(fresh_actions(m), GREEN, type="end")


def at_sea_table(pool, hand):
    """Green governs Gallia and Asia, has an army in Oceanus Britannicus (at sea)
    and one in Gallia, a Governor and a General to recruit, and ``pool``/``hand``."""
    st = table()
    govern(st, GREEN, "gallia", 2)
    govern(st, GREEN, "asia", 1)
    sea = army(st, GREEN, "oceanus_britannicus", [1])
    land = army(st, GREEN, "gallia", [1, 0])
    st["pl"][GREEN]["pool"] = dict(pool)
    st["pl"][GREEN]["hand"] = dict(hand)
    st["pl"][GREEN]["gov_un"], st["pl"][GREEN]["gov_av"] = [1], 1
    return st, sea["id"], land["id"]


def options_of(m, seat, verb="do"):
    return {a.get("act") or a.get("card") for a in m.legal_actions(seat) if a["type"] == verb}


def test_T1_an_army_at_sea_leaves_every_action_that_does_not_strand_it():
    # The case: no Military left, one Senate and one Populace, a red card in hand.
    st, sea, land = at_sea_table({"m": 0, "s": 1, "p": 2}, {"red_1": 1})
    m = match_at(st, "actions", seat=GREEN)
    acts = m.legal_actions(GREEN)
    assert options_of(m, GREEN) >= {"recruit_governor", "place_governor", "support"}
    assert {"type": "capital", "army": land} in acts          # free moves too
    assert {"type": "end"} not in acts                        # R-G4
    act(m, GREEN, type="do", act="recruit_governor")
    act(m, GREEN, type="pick", cost=1)
    assert m.state["pl"][GREEN]["gov_av"] == 2 and m.state["pl"][GREEN]["gov_un"] == []
    act(m, GREEN, type="do", act="support")
    act(m, GREEN, type="pick", region="asia")
    assert m.state["prov"]["asia"]["sup"] == 2
    # The red card still brings the army home.
    act(m, GREEN, type="play", card="red_1")
    act(m, GREEN, type="do", act="move")
    act(m, GREEN, type="pick", army=sea)
    act(m, GREEN, type="pick", region="gallia")
    assert legal(m, GREEN, type="end")


def test_T1_the_military_an_army_at_sea_needs_is_kept():
    # One Military, no red card: it is the way home; nothing else may spend it.
    st, sea, land = at_sea_table({"m": 1, "s": 0, "p": 0}, {"blue_1": 1})
    m = match_at(st, "actions", seat=GREEN)
    assert options_of(m, GREEN) == {"move"}
    act(m, GREEN, type="do", act="move")
    assert m.legal_actions(GREEN) == [{"type": "pick", "army": sea}]      # not the land army
    # Two Military: one may go elsewhere (train), the other stays for the way home,
    # and no second army may go to sea.
    st, sea, land = at_sea_table({"m": 2, "s": 0, "p": 0}, {})
    m = match_at(st, "actions", seat=GREEN)
    assert {"train", "move"} <= options_of(m, GREEN)
    act(m, GREEN, type="do", act="move")
    act(m, GREEN, type="pick", army=land)
    assert not any(a["region"] in T.SEA for a in m.legal_actions(GREEN))
    # A red card in hand counts as the Military it would give.
    st, sea, land = at_sea_table({"m": 1, "s": 0, "p": 0}, {"castra": 1})      # red, 2
    m = match_at(st, "actions", seat=GREEN)
    assert {"train", "move"} <= options_of(m, GREEN)


def test_T1_edition_2_allows_only_cards_and_moves_at_sea():
    st, sea, land = at_sea_table({"m": 0, "s": 1, "p": 2}, {"red_1": 1, "blue_1": 1})
    st["edition"] = 2
    m = match_at(st, "actions", seat=GREEN)
    assert m.legal_actions(GREEN) == [{"type": "play", "card": "red_1"},
                                      {"type": "play", "card": "blue_1"}]


def test_R_G5_neutral_governors_are_unlimited():
    st = table()
    assert sum(1 for p in D.PROVINCES if st["prov"][p]["gov"] == N) == 12 > 8


def test_R_G6_mob_limit_in_physical_counters():
    st = table()
    for p in ("gallia", "hispania", "africa", "aegyptus", "syria", "galatia", "asia",
              "thracia"):
        govern(st, GREEN, p, 4, False)
        st["prov"][p]["mobs"] = 4                          # 2 counters each: 16 in all
    assert T.mob_counters(st) == 16 and not T.can_add_mob(st, "gallia")
    st["prov"]["gallia"]["mobs"] = 3
    assert T.can_add_mob(st, "gallia")


def test_R_G7_militia_stays_and_blocks_enemies():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    a = army(st, GREEN, "gallia", [1], cap=True)
    b = army(st, BLUE, "gallia", [1])
    st["pl"][GREEN]["pool"]["m"] = 1
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="capital", army=a["id"])
    assert m.state["prov"]["gallia"]["mil"] and "militia:gallia" in T.my_units(m.state, GREEN)
    assert T.capital_taken_for(m.state, "gallia", BLUE)
    assert not T.capital_taken_for(m.state, "gallia", GREEN)
    del b


def test_R_G8_quaestor_and_castra_go_at_upkeep():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["q"] = GREEN
    a = army(st, GREEN, "gallia", [1])
    a["castra"] = True
    upkeep(st, GREEN, [])
    assert st["prov"]["gallia"]["q"] is None and not a["castra"]


def test_R_G9_phases_only_for_the_active_player():
    st = table()
    govern(st, BLUE, "gallia", 1)
    st["barb"]["gallia"]["franks"] = [1, 0]
    st["home"]["franks"][1] -= 1
    support_check(st, GREEN, [])
    assert st["prov"]["gallia"]["sup"] == 1


def test_R_G10_militia_ignores_the_province_area():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["barb"]["gallia"]["franks"] = [3, 0]
    st["home"]["franks"][1] -= 3
    army(st, BLUE, "gallia", [1])
    st["pl"][GREEN]["pool"]["p"] = 2
    assert options(st, GREEN, "militia", []) == [{"region": "gallia"}]


def test_R_G11_the_first_player_never_moves():
    m = pc.new_match("time-of-crisis", 3, seed=3)
    first = m.state["first"]
    for _ in range(300):
        if m.is_over():
            break
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[-1])
        assert m.state["first"] == first


# ------------------------------------------------------------------ H
def test_R_H1_views_hide_hands_and_piles_not_sizes():
    m = pc.new_match("time-of-crisis", 3, seed=4)
    while m.state["stack"][-1]["p"] != "actions":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    v = m.view(1)
    assert v["hand"] == m.state["pl"][1]["hand"]
    assert all("hand" not in p and "avail" not in p for p in v["player_state"])
    assert [p["hand_count"] for p in v["player_state"]] == \
        [sum(pl["hand"].values()) for pl in m.state["pl"]]
    assert "deck" not in v and v["event_deck_count"] == 15


def test_R_H2_no_free_capital_move_after_battle(dice):
    st = table()
    g = army(st, GREEN, "gallia", [1, 1])
    st["barb"]["gallia"]["franks"] = [1, 0]
    st["home"]["franks"][1] -= 1
    dice(1, 1, 4)
    m = _battle(st, GREEN, g["id"], {"tribe": "franks"})
    assert not legal(m, GREEN, type="capital", army=g["id"])


def test_R_H3_the_defender_may_advance(dice):
    st = table()
    b = army(st, BLUE, "gallia", [1, 1])
    g = army(st, GREEN, "gallia", [0])
    dice(1, 3, 3)
    m = _battle(st, GREEN, g["id"], {"army": b["id"]})
    assert m.to_move() == [BLUE] and legal(m, BLUE, type="advance", army=b["id"])
    act(m, BLUE, type="advance", army=b["id"])
    assert T.army(m.state, b["id"])["cap"] and m.state["pl"][BLUE]["legacy"] == 2


def test_R_H4_own_militia_does_not_block():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    a = army(st, GREEN, "gallia", [1])
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="capital", army=a["id"])
    assert T.militia_with(m.state, T.army(m.state, a["id"]))


def test_R_H5_a_militia_that_fought_stays_in_battle(dice):
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    g = army(st, GREEN, "gallia", [1, 1], cap=True)
    st["barb"]["gallia"]["franks"] = [2, 0]
    st["home"]["franks"][1] -= 2
    dice(3, 1, 1, 1, 1)
    m = _battle(st, GREEN, g["id"], {"tribe": "franks"})
    T.army(m.state, g["id"])["r"] = "hispania"          # the army gone, the Militia stays
    assert "militia:gallia" in T.my_units(m.state, GREEN)
    assert T.unit_fought(m.state, "militia:gallia")


def test_R_H6_a_defending_winner_gains_legacy(dice):
    st = table()
    b = army(st, BLUE, "gallia", [1])
    g = army(st, GREEN, "gallia", [0])
    dice(1, 3)
    _battle(st, GREEN, g["id"], {"army": b["id"]})
    assert st["pl"][BLUE]["legacy"] == 2 and st["pl"][GREEN]["legacy"] == 0


def test_R_H7_foederati_are_units_but_not_legions():
    st = table()
    govern(st, GREEN, "gallia", 2)
    a = army(st, GREEN, "gallia", [1], foed=["franks"])
    st["home"]["franks"][1] -= 1
    st["lasting"] = "bad_auguries"
    st["deck"].remove("bad_auguries")
    assert side_dice(st, {"kind": "army", "id": a["id"]}) == [4, 5]
    st["pl"][GREEN]["pool"]["m"] = 2
    assert options(st, GREEN, "add_legion", []) == [{"army": a["id"]}]
    assert legions_of(st, GREEN) == 1 and T.unit_count(st, a["id"]) == 2


def test_R_H8_discounts_of_one_colour_on_the_first_card():
    st = table()
    govern(st, GREEN, "gallia", 2)
    govern(st, GREEN, "asia", 2)
    m = match_at(st, "actions", seat=GREEN, scratch={"disc": {"s": 2}})
    # Value 3 above 2 provinces: 6; both Senate discounts on this first blue card: 6 - 4.
    assert T.card_price(m.state, GREEN, "foederati") == 2


def test_R_H9_praetorian_guard_pays_with_military_only():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["play"] = [["praetorian_guard", False]]
    st["pl"][GREEN]["pool"].update(m=2, s=5)
    assert options(st, GREEN, "praetorian_guard", []) == [{"dice": 1}, {"dice": 2}]


def test_R_H10_pretender_connection_flag():
    assert D.PRETENDER_REQUIRES_CONNECTION is True
    st = table()
    govern(st, GREEN, "gallia", 3)
    govern(st, GREEN, "syria", 3)
    E.make_pretender(st, GREEN, "gallia", [])
    assert st["prov"]["syria"]["mark"] is None


def test_R_H11_disperse_mob_removes_one_per_unit():
    st = table()
    govern(st, GREEN, "gallia", 3)
    st["prov"]["gallia"]["mobs"] = 3
    st["prov"]["gallia"]["mil"] = True
    a = army(st, GREEN, "gallia", [1], cap=True)
    st["pl"][GREEN]["pool"]["m"] = 1
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="disperse")
    act(m, GREEN, type="pick", army=a["id"])
    assert m.state["prov"]["gallia"]["mobs"] == 1 and m.state["prov"]["gallia"]["sup"] == 2


def test_R_H12_auguries_are_data():
    st = table()
    g = army(st, GREEN, "gallia", [1, 0])
    st["lasting"] = "good_auguries"
    assert side_dice(st, {"kind": "army", "id": g["id"]}) == [2, 4]
    assert D.EVENTS["good_auguries"]["params"]["augury_modifier"] == -1


def test_R_H13_hands_above_five_after_pax():
    st = table()
    st["pl"][GREEN]["hand"] = {"red_1": 6}
    st["pl"][GREEN]["avail"] = {"blue_1": 2}
    st["seat"] = GREEN
    m = match_at(st, "end_mobs", stage="mobs", seat=GREEN, left=[])
    assert m.state["pl"][GREEN]["hand"] == {"red_1": 6}       # no refill, no discard forced


def test_R_H14_events_lapse_after_take_actions():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["play"] = [["quaestor", False]]
    m = match_at(st, "actions", seat=GREEN)
    assert legal(m, GREEN, type="event", card="quaestor")
    act(m, GREEN, type="end")
    assert m.state["pl"][GREEN]["play"] == [] and m.state["pl"][GREEN]["discard"] == {"quaestor": 1}


# ------------------------------------------------------------------ T
def test_T1_see_R_G4():
    test_R_G4_no_end_at_sea_and_T1_never_stranded()


def test_T2_the_owner_chooses_which_foederati_takes_the_hit(dice):
    """ToC 8.1: a player takes hits Militia, Barbarians, then Legions, and only
    the order is fixed: among Foederati of different tribes the owner chooses."""
    st = table()
    g = army(st, GREEN, "gallia", [1, 1], foed=["franks", "goths"])
    st["home"]["franks"][1] -= 1
    st["home"]["goths"][1] -= 1
    st["barb"]["gallia"]["alamanni"] = [1, 0]
    st["home"]["alamanni"][1] -= 1
    dice(1, 1, 1, 1, 4)                        # Green misses; the Alamanni hits once
    m = _battle(st, GREEN, g["id"], {"tribe": "alamanni"})
    assert m.to_move() == [GREEN]
    acts = m.legal_actions(GREEN)
    assert {"type": "remove", "army": g["id"], "tribe": "franks"} in acts
    assert {"type": "remove", "army": g["id"], "tribe": "goths"} in acts
    assert not any(a.get("type") == "flip" for a in acts)          # Legions come last
    assert "Foederati" in GAME.prompt(m.state, GREEN)
    assert m.describe({"type": "remove", "army": g["id"], "tribe": "goths"}) == \
        "Send the Foederati Goth home"
    goths_home = m.state["home"]["goths"][1]
    act(m, GREEN, type="remove", army=g["id"], tribe="goths")
    assert T.army(m.state, g["id"])["foed"] == ["franks"]
    assert m.state["home"]["goths"][1] == goths_home + 1            # home, inactive
    assert T.army(m.state, g["id"])["leg"] == [1, 1]


def test_T2_after_the_choice_the_rest_of_the_hits_fall_in_order(dice):
    st = table()
    g = army(st, GREEN, "gallia", [1, 1, 1], foed=["franks", "goths", "goths"])
    st["home"]["franks"][1] -= 1
    st["home"]["goths"][1] -= 2
    st["barb"]["gallia"]["alamanni"] = [3, 0]
    st["home"]["alamanni"][1] -= 3
    dice(1, 1, 1, 1, 1, 1, 4, 4, 1)            # Green's 6 dice miss; the Alamanni hit twice
    m = _battle(st, GREEN, g["id"], {"tribe": "alamanni"})
    act(m, GREEN, type="remove", army=g["id"], tribe="franks")
    # A Goth takes the second hit (one tribe left: no choice); the Legions are untouched.
    a = T.army(m.state, g["id"])
    assert a["foed"] == ["goths"] and a["leg"] == [1, 1, 1]


def test_T2_no_choice_between_foederati_of_one_tribe(dice):
    st = table()
    g = army(st, GREEN, "gallia", [1, 1], foed=["goths", "goths"])
    st["home"]["goths"][1] -= 2
    st["barb"]["gallia"]["alamanni"] = [1, 0]
    st["home"]["alamanni"][1] -= 1
    dice(1, 1, 1, 1, 4)
    m = _battle(st, GREEN, g["id"], {"tribe": "alamanni"})
    assert T.army(m.state, g["id"])["foed"] == ["goths"]
    assert not any(a.get("type") == "remove" for a in m.legal_actions(GREEN))


def test_T3_foederati_choose_the_counters_state():
    st = table()
    a = army(st, GREEN, "gallia", [1])
    st["barb"]["gallia"]["franks"] = [1, 1]
    st["home"]["franks"][1] -= 2
    opts = [o for o in E.foederati_candidates(st, a) if o["region"] == "gallia"]
    assert {"region": "gallia", "tribe": "franks", "state": "active"} in opts
    assert {"region": "gallia", "tribe": "franks", "state": "inactive"} in opts


def test_T4_tribute_turns_leaders_inactive_too():
    st = table()
    st["leaders"]["cniva"] = "thracia"
    st["lact"]["cniva"] = True
    st["barb"]["thracia"]["goths"] = [1, 0]
    st["home"]["goths"][1] -= 1
    st["pl"][GREEN]["play"] = [["tribute", False]]
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="event", card="tribute")
    act(m, GREEN, type="pick", region="thracia", tribe="goths")
    assert not m.state["lact"]["cniva"] and m.state["barb"]["thracia"]["goths"] == [0, 1]


def test_T5_the_first_target_is_chosen_and_undo_takes_the_choice_back():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["pool"]["p"] = 3
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="support")
    # One province to choose: still the player's own pick, and no Back (edition 3).
    assert m.legal_actions(GREEN) == [{"type": "pick", "region": "gallia"}]
    # In a game, Undo takes the choice of action back, nothing spent.
    m = pc.new_match("time-of-crisis", 2, seed=5)
    while not any(a["type"] == "do" for a in m.legal_actions(m.to_move()[0])):
        seat = m.to_move()[0]
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    seat = m.to_move()[0]
    before = m.state_hash()
    m.act(seat, next(a for a in m.legal_actions(seat) if a["type"] == "do"))
    assert all(a["type"] == "pick" for a in m.legal_actions(seat))
    assert m.can_undo(seat) and m.undo() and m.state_hash() == before


def test_T5_edition_2_offers_back_before_the_first_part():
    st = table()
    st["edition"] = 2
    govern(st, GREEN, "gallia", 2)
    st["pl"][GREEN]["pool"]["p"] = 3
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="support")
    act(m, GREEN, type="back")
    assert m.state["pl"][GREEN]["pool"]["p"] == 3 and m.state["stack"][-1]["p"] == "actions"


def test_T6_secret_choices_are_never_played_for_the_player():
    assert all(not GAME.flow.steps[s].auto for s in ("first_hand", "refill", "pax"))
    assert all(GAME.flow.steps[s].secret == ("take",) for s in ("first_hand", "refill", "pax"))


def test_T7_mobs_added_at_once_when_counters_suffice():
    test_R_G6_mob_limit_in_physical_counters()
    st = table()
    govern(st, GREEN, "gallia", 4)
    govern(st, GREEN, "asia", 4)
    st["prov"]["gallia"]["mobs"] = st["prov"]["asia"]["mobs"] = 2
    for p in ("hispania", "africa", "aegyptus", "syria", "galatia", "thracia"):
        govern(st, BLUE, p, 4, False)
        st["prov"][p]["mobs"] = 4
    st["prov"]["macedonia"]["gov"] = BLUE
    st["prov"]["macedonia"]["mobs"] = 1
    assert T.mob_counters(st) == 15                         # room for one more counter
    m = match_at(st, "end_mobs", stage="mobs", seat=GREEN, left=mob_provinces(st, GREEN))
    assert sorted(a["region"] for a in m.legal_actions(GREEN)) == ["asia", "gallia"]
    act(m, GREEN, type="mob", region="asia")
    assert m.state["prov"]["asia"]["mobs"] == 3 and m.state["prov"]["gallia"]["mobs"] == 2


def test_T8_castra_on_a_lone_militia():
    st = table()
    govern(st, GREEN, "gallia", 2)
    st["prov"]["gallia"]["mil"] = True
    st["pl"][GREEN]["play"] = [["castra", False]]
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="event", card="castra")
    act(m, GREEN, type="pick", army="militia:gallia")
    assert m.state["prov"]["gallia"]["mc"]
    upkeep(m.state, GREEN, [])
    assert not m.state["prov"]["gallia"]["mc"]


def test_T9_roll_off_until_one_is_highest(dice):
    st = table(2)
    dice(4, 4, 2, 5)
    finish(st, [])
    assert st["winners"] == [1]


# ------------------------------------------------------------------ T11
def capital_table():
    st = table()
    govern(st, GREEN, "gallia", 2)
    govern(st, GREEN, "pannonia", 1)
    a = army(st, GREEN, "gallia", [1])["id"]
    b = army(st, GREEN, "pannonia", [1])["id"]
    st["pl"][GREEN]["hand"] = {"blue_1": 2}
    return st, a, b


def capital_moves(m, seat):
    return [a["army"] for a in m.legal_actions(seat) if a["type"] == "capital"]


def test_T11_a_free_capital_move_never_repeats_a_position():
    st, a, b = capital_table()
    m = match_at(st, "actions", seat=GREEN)
    seen = {m.state_hash()}
    act(m, GREEN, type="capital", army=a)                    # A in
    assert capital_moves(m, GREEN) == [b]                     # A may not step straight out
    act(m, GREEN, type="capital", army=b)                     # B in
    assert capital_moves(m, GREEN) == []                      # nor A out, B out: seen before
    seen |= {m.state_hash()}
    # Anything else that changes the table (a card played) opens a new window.
    act(m, GREEN, type="play", card="blue_1")
    assert capital_moves(m, GREEN) == [a, b]
    act(m, GREEN, type="capital", army=a)
    assert m.state_hash() not in seen


def test_T11_keeps_stepping_in_for_a_vote_and_out_for_a_move():
    # A real choice: into Gallia's capital (fewer votes needed there), the vote,
    # then out again and on to Italia.
    st, a, b = capital_table()
    st["prov"]["gallia"]["gov"] = BLUE
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["pool"] = {"m": 2, "s": 3, "p": 0}
    m = match_at(st, "actions", seat=GREEN)
    before = A.requirement(m.state, GREEN, "gallia")
    act(m, GREEN, type="capital", army=a)
    assert A.requirement(m.state, GREEN, "gallia") == before - 1
    act(m, GREEN, type="do", act="place_governor")
    act(m, GREEN, type="pick", region="gallia")
    m.state["rng"] = 1                                        # any roll: the vote is cast
    act(m, GREEN, type="pick", dice=3)
    assert a in capital_moves(m, GREEN)                       # out again after the vote
    act(m, GREEN, type="capital", army=a)
    act(m, GREEN, type="do", act="move")
    act(m, GREEN, type="pick", army=a)
    act(m, GREEN, type="pick", region="italia")


def test_T11_edition_2_allowed_capital_moves_without_limit():
    st, a, b = capital_table()
    st["edition"] = 2
    m = match_at(st, "actions", seat=GREEN)
    for _ in range(3):
        act(m, GREEN, type="capital", army=a)
    assert capital_moves(m, GREEN) == [a, b]
