"""Roman History: a scenario test per phase (spec 3.3), per table (4.1-4.7) and per
ruling (RH-1 ... RH-47, docs/rulings/roman-history.md), with exact numbers.

Positions are built by hand (rh_table.table): seat 0 starts its turn; the dice
listed are the next d6 results in order (the Taxes die of phase 4 comes first)."""
import re

import pytest

import pygame_core as pc
from pygame_core.games.roman_history import data as D
from pygame_core.games.roman_history.invariants import check

from .rh_table import QUIET, act, p, player, step, table, to_phase

# ------------------------------------------------------------------ 3.1 setup


def test_setup_holdings_decks_and_the_first_player_by_high_die_rh37():
    for seed in range(12):
        m = pc.new_match("roman-history", 4, seed=seed)
        check(m)
        st = m.state
        assert st["age"] == 1 and st["unused"] == [2, 3, 4, 5, 6]
        rolls = [l["text"] for l in m.log if l["text"].startswith("First player roll")]
        last = dict(re.findall(r"(Player \d) (\d)", rolls[-1]))
        top = max(last.values())
        winners = [who for who, v in last.items() if v == top]
        assert len(winners) == 1                     # only a unique highest roll decides
        for earlier, later in zip(rolls, rolls[1:]):  # ties: only the tied re-roll
            prev = dict(re.findall(r"(Player \d) (\d)", earlier))
            tied = {w for w, v in prev.items() if v == max(prev.values())}
            assert set(re.findall(r"(Player \d) \d", later)) == tied
        first = int(winners[0].split()[1]) - 1
        assert st["active"] == first
        others = [q for s, q in enumerate(st["players"]) if s != first]
        assert all((q["gold"], q["ambition"], q["legions"], q["fate"], q["faction"], q["vp"])
                   == (2, 5, 1, 1, 2, 10) and not q["coll"] and not q["hand"] for q in others)


# ------------------------------------------------------------------ P1 Fate


def test_p1_fate_gain_and_one_religion_discard_rh42_rh2():
    m = table([player(coll=["vesta", "mars"]), player()])
    assert step(m) == "fate" and p(m, 0)["fate"] == 1          # +1 already
    act(m, 0, type="discard_religion", card="vesta")
    assert p(m, 0)["fate"] == 2 and "vesta" in m.state["discard"]
    assert step(m) != "fate"                                   # once a turn (RH-2)


def test_rh1_fate_first_so_it_pays_for_an_extra_reveal():
    m = table([player(fate=0, ambition=0), player()])
    assert step(m) == "destiny"
    assert {"type": "reveal_extra", "pay": "fate"} in m.legal_actions(0)
    assert {"type": "reveal_extra", "pay": "ambition"} not in m.legal_actions(0)


# ------------------------------------------------------------------ P2 Destiny


def test_p2_reveals_go_by_type_battle_to_the_hand_rh5_rh43():
    m = table([player(ambition=4, fate=1), player()],
              deck_top=["heroism", "mutiny_2", "gauls", "veii"])
    st = m.state
    assert p(m, 0)["hand"] == ["heroism"] and st["avail"]["disaster"] == ["mutiny_2"]
    act(m, 0, type="reveal_extra", pay="ambition")
    assert st["avail"]["threat"] == ["gauls"] and st["markers"] == {"gauls": 0}
    assert p(m, 0)["ambition"] == 2
    act(m, 0, type="reveal_extra", pay="fate")
    assert st["avail"]["conquest"] == ["veii"] and p(m, 0)["fate"] == 1  # 1 + 1 - 1


def test_p2_origin_cards_go_to_the_culture_pile_rh5():
    m = table([player(), player()], age=1, deck_top=["romulus", "rome"])
    assert m.state["avail"]["culture"] == ["romulus"] and m.state["avail"]["build"] == ["rome"]


def test_rh6_deck_runs_out_no_more_reveals_and_the_age_ends_at_the_next_turn():
    m = table([player(fate=5, ambition=10), player(), player()], rest=[], dice=[1, 1, 1])
    st = m.state
    assert st["deck"] == [] and step(m) != "destiny"        # nothing left to reveal
    to_phase(m, 19)
    assert st["active"] == 1 and st["age"] == 3             # the same next player, new deck
    assert len(st["deck"]) == D.DECK_SIZE[3] - 2            # ...who has revealed two already
    check(m)


# ------------------------------------------------------------------ P3 Ambition, P4 Taxes


@pytest.mark.parametrize("factions,gain", [((3, 2, 1), 3), ((2, 2, 1), 2), ((1, 2, 0), 2)])
def test_p3_ambition_bonus_only_for_strictly_most_faction_rh35(factions, gain):
    m = table([player(faction=f, ambition=1) for f in factions], dice=[1])
    to_phase(m, 4)
    assert p(m, 0)["ambition"] == 1 + gain


def test_p4_taxes_die_plus_one_per_conquest():
    m = table([player(gold=1, coll=["veii", "etruria", "latinum"]), player()], dice=[5])
    to_phase(m, 5)
    assert p(m, 0)["gold"] == 1 + 5 + 3


# ------------------------------------------------------------------ P5 Disaster, table 4.1


def test_p5_disaster_three_rolls_on_a_chosen_opponent_table_41_rh9_rh10_rh11():
    victim = player(legions=2, temp=1, vp=3, gold=2, coll=["veii", "etruria"])
    m = table([player(), victim, player()],
              deck_top=["sack_of_rome_2", "sacred_geese"], dice=[1, 1, 5, 6])
    to_phase(m, 5)
    assert step(m) == "disaster"
    assert [a["seat"] for a in m.legal_actions(0)] == [1, 2]    # opponents only
    act(m, 0, type="disaster_target", card="sack_of_rome_2", seat=1)
    # 1: a Legion, the temporary one first; 5: 5 VP from 3 -> 0; 6: the target chooses.
    assert p(m, 1)["legions"] == 1 and p(m, 1)["temp"] == 0 and p(m, 1)["vp"] == 0
    assert m.to_move() == [1] and step(m) == "lose_conquest"
    act(m, 1, type="lose_conquest", card="etruria")
    assert p(m, 1)["coll"] == ["veii"] and "etruria" in m.state["discard"]
    assert m.state["avail"]["disaster"] == [] and "sack_of_rome_2" in m.state["discard"]


@pytest.mark.parametrize("die,key,before,after", [
    (2, "faction", 3, 1), (3, "ambition", 2, 0), (4, "gold", 9, 5), (5, "vp", 7, 2)])
def test_table_41_defect_one_roll(die, key, before, after):
    m = table([player(), player(**{key: before}), player()],
              deck_top=["mutiny_2", "sacred_geese"], dice=[1, die])
    to_phase(m, 5)
    act(m, 0, type="disaster_target", card="mutiny_2", seat=1)
    assert p(m, 1)[key] == after


def test_table_41_roll_6_with_one_conquest_takes_it_without_asking():
    m = table([player(), player(coll=["veii"]), player()],
              deck_top=["mutiny_2", "sacred_geese"], dice=[1, 6])
    to_phase(m, 5)
    act(m, 0, type="disaster_target", card="mutiny_2", seat=1)
    assert p(m, 1)["coll"] == [] and m.state["phase"] > 5


# ------------------------------------------------------------------ P6 Leader


def test_p6_one_leader_for_one_fate_d6_plus_1_ambition_2_vp_rh12():
    m = table([player(fate=3), player()], dice=[1, 4],
              avail={"leader": ["cincinnatus", "camillus"]})
    to_phase(m, 6)
    act(m, 0, type="take_leader", card="camillus")
    me = p(m, 0)
    assert (me["fate"], me["ambition"], me["vp"]) == (3, 2 + 5, 12)  # fate 3+1-1
    assert m.state["phase"] > 6 and m.state["avail"]["leader"] == ["cincinnatus"]


# ------------------------------------------------------------------ P7 Senate


@pytest.mark.parametrize("benefit,key,gain", [("legion", "legions", 1), ("faction", "faction", 2),
                                              ("gold", "gold", 3), ("ambition", "ambition", 2)])
def test_p7_senate_one_politics_card_for_one_benefit_rh3(benefit, key, gain):
    m = table([player(coll=["dictator", "tribunes"], ambition=1, gold=0, legions=0),
               player()], dice=[1])
    to_phase(m, 7)
    base = p(m, 0)[key]
    act(m, 0, type="discard_politics", card="dictator")
    act(m, 0, type="benefit", benefit=benefit)
    assert p(m, 0)[key] == base + gain
    assert p(m, 0)["coll"] == ["tribunes"]
    assert step(m) not in ("senate", "benefit")                      # once (RH-2)


def test_rh14_temporary_legions_pay_upkeep_and_go_at_the_end():
    m = table([player(coll=["dictator"], gold=1, legions=1), player()], dice=[6])
    to_phase(m, 7)
    act(m, 0, type="discard_politics", card="dictator")
    act(m, 0, type="benefit", benefit="temp_legions")
    assert step(m) == "legion"                                   # 1 + 6 - 3 upkeep = 4
    assert (p(m, 0)["legions"], p(m, 0)["temp"], p(m, 0)["gold"]) == (3, 2, 4)
    to_phase(m, 19)
    assert (p(m, 0)["legions"], p(m, 0)["temp"]) == (1, 0)


def test_rh38_steal_a_conquest_card_from_an_opponent():
    m = table([player(coll=["dictator"]), player(coll=["veii"]), player(coll=["etruria"])],
              dice=[1])
    to_phase(m, 7)
    act(m, 0, type="discard_politics", card="dictator")
    act(m, 0, type="benefit", benefit="steal")
    assert m.legal_actions(0) == [{"type": "steal", "seat": 1, "card": "veii"},
                                  {"type": "steal", "seat": 2, "card": "etruria"}]
    act(m, 0, type="steal", seat=2, card="etruria")
    assert p(m, 0)["coll"] == ["etruria"] and p(m, 2)["coll"] == [] and p(m, 0)["vp"] == 10


def test_rh38_no_steal_when_no_opponent_has_a_conquest():
    m = table([player(coll=["dictator", "veii"]), player(), player()], dice=[1])
    to_phase(m, 7)
    act(m, 0, type="discard_politics", card="dictator")
    assert {"type": "benefit", "benefit": "steal"} not in m.legal_actions(0)


# ------------------------------------------------------------------ P8 Legion


def test_p8_upkeep_short_of_gold_disbands_temporary_legions_first_rh15():
    m = table([player(coll=["dictator"], gold=0, legions=1), player()], dice=[1])
    to_phase(m, 7)
    act(m, 0, type="discard_politics", card="dictator")
    act(m, 0, type="benefit", benefit="temp_legions")       # 3 Legions, 2 temporary
    to_phase(m, 9)
    # Taxes 1 Gold; upkeep 3: 1 paid, 2 short: both temporary Legions go.
    assert (p(m, 0)["gold"], p(m, 0)["legions"], p(m, 0)["temp"]) == (0, 1, 0)


def test_p8_raise_legions_rh16_rh46_and_the_cap_in_corruption():
    m = table([player(gold=40, legions=8), player()], dice=[2, 1, 1])
    to_phase(m, 8)
    assert p(m, 0)["gold"] == 42 - 8                       # upkeep first
    assert m.legal_actions(0)[-2] == {"type": "raise_legions", "n": 8}
    act(m, 0, type="raise_legions", n=4)
    assert (p(m, 0)["legions"], p(m, 0)["gold"]) == (12, 18)   # above 10 is legal
    to_phase(m, 19)
    assert p(m, 0)["legions"] == 10


# ------------------------------------------------------------------ P9 Threat, table 4.3


def test_p9_first_roll_compulsory_without_legions_rh18_and_markers_on_each_rh17():
    m = table([player(legions=0), player()], dice=[1, 3],
              avail={"threat": ["gauls", "pontius"]}, markers={"pontius": 1})
    to_phase(m, 9)
    assert step(m) == "fight" and {"type": "stop"} not in m.legal_actions(0)
    act(m, 0, type="fight", card="gauls")
    assert p(m, 0)["legions"] == 0
    assert m.state["markers"] == {"gauls": 1, "pontius": 2} and m.state["phase"] > 9


def test_p9_six_beats_a_threat_with_the_leader_bonus_rh13():
    m = table([player(legions=1, coll=["camillus"]), player()], dice=[1, 5],
              avail={"threat": ["gauls"]}, markers={"gauls": 2})
    to_phase(m, 9)                                  # one Threat: the roll is forced
    assert p(m, 0)["vp"] == 20 and m.state["avail"]["threat"] == [] and not m.state["markers"]
    assert "gauls" in m.state["discard"]


def test_rh20_third_marker_discards_the_threat_and_three_disaster_rolls_on_the_fighter():
    m = table([player(legions=1, gold=5, ambition=5, faction=5), player()],
              dice=[1, 2, 2, 3, 4], avail={"threat": ["gauls"]}, markers={"gauls": 2})
    to_phase(m, 9)           # one Threat: the compulsory roll is played for him
    me = p(m, 0)
    assert m.state["avail"]["threat"] == [] and "gauls" in m.state["discard"]
    # Disaster rolls 2, 3, 4: -2 Faction, -3 Ambition, -4 Gold (after 5+1 Gold, upkeep 1).
    assert (me["faction"], me["ambition"], me["gold"]) == (3, 5 + 3 - 3, 5 + 1 - 1 - 4)


def test_rh45_order_markers_then_three_marker_disasters_then_the_decline_penalty():
    m = table([player(legions=1, vp=20, coll=["persian_war", "reunification"]), player()],
              age=6, deck_top=["edict_of_milan", "cult_of_mithras"], dice=[1, 1, 6, 5, 5],
              avail={"threat": ["franks", "vandals"]}, markers={"franks": 2})
    to_phase(m, 9)
    act(m, 0, type="fight", card="vandals")    # 1: the Legion lost; the fight ends
    # franks reaches 3: discarded; Disaster 6 (a Conquest: he chooses), 5, 5 (-10 VP)
    assert step(m) == "lose_conquest"
    assert m.state["markers"] == {"vandals": 1} and p(m, 0)["vp"] == 20
    act(m, 0, type="lose_conquest", card="reunification")
    # the rest of the rolls (-10 VP), then the Decline penalty (RH-21): the last
    # Conquest card and 2 VP.
    assert p(m, 0)["coll"] == [] and p(m, 0)["vp"] == 20 - 10 - 2


def test_rh19_battle_card_only_when_one_short_and_accept_keeps_the_failure():
    m = table([player(legions=2, gold=5, hand=["heroism"]), player()], dice=[1, 5, 4],
              avail={"threat": ["gauls"]})
    to_phase(m, 9)                                  # the forced first roll: 5, one short
    assert step(m) == "battle"
    act(m, 0, type="accept")
    assert p(m, 0)["legions"] == 1 and p(m, 0)["hand"] == ["heroism"]
    act(m, 0, type="fight", card="gauls")           # 4: two short, nothing offered
    assert step(m) != "battle" and p(m, 0)["legions"] == 0


# ------------------------------------------------------------------ P10 Conquest, table 4.4


def test_p10_no_conquest_while_a_threat_is_left_rh22():
    m = table([player(legions=3, gold=5, ambition=5), player()], dice=[1, 1],
              avail={"threat": ["gauls"], "conquest": ["veii"]})
    to_phase(m, 9)                                  # the forced first roll fails
    act(m, 0, type="stop")
    assert m.state["phase"] > 10 and m.state["avail"]["conquest"] == ["veii"]


def test_p10_destroyed_city_discarded_with_two_plunder_dice_rh23_then_a_new_paid_attack():
    m = table([player(legions=2, gold=5, ambition=5), player()], age=3,
              deck_top=["honor", "auguries"], dice=[1, 5, 3, 4],
              avail={"conquest": ["carthage", "sicily"]})
    to_phase(m, 10)
    act(m, 0, type="attack", card="carthage")
    me = p(m, 0)
    # Gold 5 + 1 tax - 2 upkeep - 1 attack + 3 + 4 plunder; 7 VP; discarded.
    assert (me["gold"], me["ambition"], me["vp"]) == (10, 4 + 2, 17)
    assert "carthage" in m.state["discard"] and "carthage" not in me["coll"]
    assert step(m) == "attack"                    # another attack must be paid for


def test_p10_stopping_costs_1_vp_running_out_costs_nothing_rh22():
    m = table([player(legions=2, gold=5, ambition=5), player()], dice=[1, 2],
              avail={"conquest": ["veii"]})
    to_phase(m, 10)
    act(m, 0, type="attack", card="veii")          # 2: a Legion lost
    assert step(m) == "press"
    act(m, 0, type="stop")
    assert p(m, 0)["vp"] == 9 and p(m, 0)["legions"] == 1
    m = table([player(legions=1, gold=5, ambition=5), player()], dice=[1, 2],
              avail={"conquest": ["veii"]})
    to_phase(m, 10)
    act(m, 0, type="attack", card="veii")
    assert p(m, 0)["vp"] == 10 and m.state["phase"] > 10   # out of Legions: over, no loss


def test_p10_no_attack_without_a_legion_rh22():
    m = table([player(legions=0, gold=5, ambition=5), player()], dice=[1],
              avail={"conquest": ["veii"]})
    to_phase(m, 10)
    assert m.state["phase"] > 10


# ------------------------------------------------------------------ P11 Politics


def test_p11_all_politics_for_one_fate_and_a_death_card_on_any_leader_rh24():
    m = table([player(fate=1, coll=["camillus"]), player(coll=["brutus"])], dice=[1],
              avail={"politics": ["dictator", "daggers", "tribunes"]}, power=["brutus"])
    to_phase(m, 11)
    act(m, 0, type="take_politics")
    me = p(m, 0)
    assert (me["fate"], me["ambition"], me["vp"]) == (1, 2 + 3, 13)
    assert {a["leader"] for a in m.legal_actions(0)} == {"camillus", "brutus"}   # own too
    act(m, 0, type="death_target", leader="brutus")
    assert m.state["power"] == [] and "brutus" in m.state["discard"]      # a vacancy


def test_p11_death_card_with_no_leader_in_play_does_nothing():
    m = table([player(fate=1), player()], dice=[1], avail={"politics": ["daggers"]})
    to_phase(m, 11)
    act(m, 0, type="take_politics")
    assert m.state["phase"] > 11 and p(m, 0)["coll"] == ["daggers"]


# ------------------------------------------------------------------ P12 Power, tables 4.5 4.7


def test_p12_vacancy_is_automatic_but_costs_3_ambition_rh26():
    m = table([player(ambition=2, coll=["camillus"]), player()], dice=[1])
    to_phase(m, 12)
    act(m, 0, type="seize", leader="camillus", target="vacancy")
    assert m.state["power"] == ["camillus"] and p(m, 0)["ambition"] == 1


def test_p12_failure_on_1_or_2_discards_the_attacker():
    m = table([player(ambition=5, coll=["camillus"]), player(coll=["brutus", "cincinnatus"])],
              dice=[1, 2], power=["brutus", "cincinnatus"])
    to_phase(m, 12)
    act(m, 0, type="seize", leader="camillus", target="brutus")
    assert "camillus" in m.state["discard"] and m.state["power"] == ["brutus", "cincinnatus"]


def test_rh28_attacker_out_of_legions_on_a_3_loses():
    m = table([player(ambition=5, legions=1, gold=9, coll=["camillus"]),
               player(coll=["brutus", "cincinnatus"], legions=3)],
              dice=[1, 3], power=["brutus", "cincinnatus"])
    to_phase(m, 12)
    act(m, 0, type="seize", leader="camillus", target="cincinnatus")
    assert p(m, 0)["legions"] == 0 and "camillus" in m.state["discard"]
    assert p(m, 1)["legions"] == 3


def test_rh28_civil_war_goes_on_until_a_result():
    m = table([player(ambition=5, legions=3, gold=9, coll=["camillus"]),
               player(coll=["brutus"], legions=3)], dice=[1, 3, 4, 6], power=["brutus"])
    m.state["power"].append("cincinnatus")           # both Consuls held: no vacancy
    m.state["players"][1]["coll"].append("cincinnatus")
    to_phase(m, 12)
    act(m, 0, type="seize", leader="camillus", target="brutus")
    assert (p(m, 0)["legions"], p(m, 1)["legions"]) == (2, 2)
    assert sorted(m.state["power"]) == ["camillus", "cincinnatus"]


def test_rh26_no_attempt_when_every_token_in_use_is_yours():
    m = table([player(ambition=9, coll=["camillus", "brutus", "cincinnatus"]), player()],
              dice=[1], power=["brutus", "cincinnatus"])
    to_phase(m, 12)
    assert m.state["phase"] > 12


def test_rh27_offers_clockwise_skip_the_target_controller_then_the_attacker():
    m = table([player(ambition=5, faction=2, legions=1, coll=["camillus"]),
               player(faction=3, coll=["brutus", "cincinnatus"]), player(faction=1),
               player(faction=0)], dice=[1, 1, 1], power=["brutus", "cincinnatus"])
    to_phase(m, 12)
    act(m, 0, type="seize", leader="camillus", target="brutus")
    assert m.to_move() == [2] and step(m) == "offer"        # seat 1 holds brutus; 3 has none
    act(m, 2, type="offer_faction", n=1)
    assert m.to_move() == [0] and step(m) == "commit"
    act(m, 0, type="commit_faction", n=2)
    # die 1 + 3 = 4: the holder loses a Legion; he has none: the attacker wins.
    assert "brutus" in m.state["discard"] and "camillus" in m.state["power"]
    assert (p(m, 0)["faction"], p(m, 2)["faction"]) == (0, 0)


@pytest.mark.parametrize("age,division,tokens", [(1, False, 1), (2, False, 2), (4, False, 2),
                                                 (5, False, 1), (6, False, 1), (6, True, 2)])
def test_table_47_power_tokens_in_use(age, division, tokens):
    from pygame_core.games.roman_history.table import tokens as in_use
    assert in_use({"age": age, "division": division}) == tokens


def test_rh25_division_of_the_empire_opens_a_second_token_when_revealed():
    m = table([player(ambition=5, coll=["honorius"]), player(coll=["arcadius"])],
              age=6, deck_top=["division_of_the_empire", "edict_of_milan"], dice=[1],
              power=["arcadius"])
    assert m.state["division"] is True
    to_phase(m, 12)
    assert m.legal_actions(0)[0] == {"type": "seize", "leader": "honorius", "target": "vacancy"}


# ------------------------------------------------------------------ P13-16


def test_p13_builds_limited_by_legions_rh29():
    m = table([player(ambition=5, gold=30, legions=1), player()], dice=[1],
              avail={"build": ["restoration", "via_appia"]})
    to_phase(m, 13)
    act(m, 0, type="buy", card="restoration")
    assert m.state["phase"] > 13 and p(m, 0)["vp"] == 15      # a second would need 2 Legions
    assert (p(m, 0)["ambition"], p(m, 0)["gold"]) == (6, 30 + 1 - 1 - 4)


def test_p14_religion_1_gold_2_vp_and_p15_culture_origin_3_vp():
    m = table([player(gold=2, fate=2), player()], age=1, deck_top=["romulus", "piety"],
              dice=[1])
    to_phase(m, 14)                               # no Religion card: the Culture phase
    act(m, 0, type="buy", card="romulus")
    act(m, 0, type="buy", card="piety")
    assert p(m, 0)["vp"] == 14 and p(m, 0)["fate"] == 1   # 2 + 1 (Fate phase) - 2


def test_p16_games_bonus_after_a_win_rh30_and_the_fourth_roll_costs_2_table_42():
    m = table([player(gold=2, legions=1, coll=["camillus"]), player()],
              dice=[4, 5, 5, 2, 3, 0], avail={"threat": ["gauls"]})
    m.state["dice"][-1] = 1
    to_phase(m, 16)                               # the forced fight: 5 + 1 = 6, won
    gold = p(m, 0)["gold"]                        # 2 + 4 - 1 upkeep = 5
    act(m, 0, type="games_roll")                  # 5 + 1 = 6: Faction
    act(m, 0, type="games_roll")                  # 2 + 1 = 3: 1 VP
    act(m, 0, type="games_roll")                  # 3 + 1 = 4: Ambition
    assert gold == 5 and p(m, 0)["faction"] == 1 and p(m, 0)["vp"] == 10 + 10 + 1
    assert m.describe({"type": "games_roll"}).endswith("(2 Gold)")
    act(m, 0, type="games_roll")                  # 1 + 1 = 2: 1 VP, cost 2
    assert p(m, 0)["gold"] == 0 and p(m, 0)["vp"] == 22


# ------------------------------------------------------------------ P17-19


def test_p17_scoring_every_holder_once_and_religion_majority_rh31():
    m = table([player(), player(coll=["brutus", "cincinnatus", "mars"]), player(coll=["vesta"])],
              dice=[1, 1], power=["brutus", "cincinnatus"])
    to_phase(m, 18)
    assert (p(m, 1)["vp"], p(m, 1)["gold"]) == (11, 1)     # two Consuls: once
    assert p(m, 2)["vp"] == 10                              # Religion tied 1-1: nobody


def test_p18_corruption_caps_everyone_rh32_and_the_active_player_chooses_battle_cards():
    hand = ["heroism", "subdual", "discipline", "devotion", "siege", "garrisons"]
    m = table([player(hand=hand), player(gold=25, ambition=15, fate=9, legions=11)],
              dice=[1, 1])
    to_phase(m, 18)
    assert step(m) == "corrupt"
    act(m, 0, type="discard_battle", card="siege")
    o = p(m, 1)
    # (Fate 7, then +1 in the Fate phase of P1's turn, which has begun)
    assert (o["gold"], o["ambition"], o["fate"], o["legions"]) == (20, 12, 8, 10)
    assert len(p(m, 0)["hand"]) == 5 and "siege" in m.state["discard"]


def test_p18_corruption_cuts_temporary_legions_first():
    m = table([player(coll=["dictator"], gold=40, legions=9), player()], dice=[1, 1])
    to_phase(m, 7)
    act(m, 0, type="discard_politics", card="dictator")
    act(m, 0, type="benefit", benefit="temp_legions")        # 11 Legions, 2 temporary
    act(m, 0, type="done")                                   # raise none
    to_phase(m, 19)
    # Corruption: 11 -> 10, the lost one temporary; End: the other temporary goes.
    assert (p(m, 0)["legions"], p(m, 0)["temp"]) == (9, 0)


@pytest.mark.parametrize("age,die,survives", [(2, 4, True), (2, 5, False), (5, 5, True),
                                              (6, 6, False)])
def test_p19_leader_survival_table_46_rh33(age, die, survives):
    leader = {2: "camillus", 5: "nerva", 6: "honorius"}[age]
    top = {2: QUIET, 5: ["apollo", "divine_julius"], 6: ["edict_of_milan", "cult_of_mithras"]}
    m = table([player(coll=[leader]), player()], age=age, deck_top=top[age], dice=[1, die])
    to_phase(m, 19)
    assert (leader in p(m, 0)["coll"]) == survives


# ------------------------------------------------------------------ age end, game end


def test_age_end_3_4_rh34():
    m = table([player(coll=["camillus", "restoration", "via_appia", "piety", "triumph"]),
               player(coll=["brutus", "licinian_laws"]), player(coll=["veii"], vp=3)],
              rest=[], dice=[1, 1], power=["brutus"], avail={"threat": ["gauls"]})
    to_phase(m, 19)                               # the forced fight fails: a marker
    st = m.state
    assert st["age"] == 3 and st["power"] == []
    assert all(D.AGE[c] == 3 for pile in st["avail"].values() for c in pile)   # P1's reveals
    assert "gauls" in st["discard"] and not st["markers"]
    assert p(m, 0)["coll"] == ["restoration", "via_appia", "piety", "triumph"]
    assert p(m, 0)["vp"] == 10 + 2 + 10      # 2 Builds, the most Culture
    assert p(m, 1)["vp"] == 11 and p(m, 1)["coll"] == ["licinian_laws"]   # +1 as Consul
    assert p(m, 2)["vp"] == 0                # the fewest Culture with 3 players: 3 -> 0
    check(m)


def test_age_end_ties_and_two_players_rh35():
    m = table([player(coll=["piety"]), player(coll=["triumph"])], rest=[], dice=[1])
    to_phase(m, 19)
    assert p(m, 0)["vp"] == 10 and p(m, 1)["vp"] == 10


def test_game_end_after_the_sixth_deck_shared_win_rh7_rh36():
    m = table([player(vp=20, coll=["constantinople"]), player(vp=21)], age=6,
              deck_top=["edict_of_milan", "cult_of_mithras"], rest=[], dice=[1])
    to_phase(m, 19)
    assert m.is_over() and m.result() == {"scores": [21, 21], "winners": [0, 1]}
    check(m)


# ------------------------------------------------------------------ RH-4, RH-8


def test_rh4_hands_are_public_only_the_deck_order_is_hidden():
    m = table([player(hand=["heroism"]), player()])
    v = m.view(1)
    assert v["players_info"][0]["hand"][0]["id"] == "heroism"
    assert "deck" not in v and v["deck_count"] == len(m.state["deck"])


def test_rh8_supplies_are_unlimited():
    m = table([player(faction=40), player()], dice=[1])
    to_phase(m, 4)
    assert p(m, 0)["faction"] == 40 and p(m, 0)["ambition"] == 3
