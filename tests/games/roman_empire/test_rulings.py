"""One test per ruling in docs/rulings/roman-empire.md (E1...E25)."""
import pytest

import pygame_core as pc
from pygame_core.games.roman_empire import data as D
from games.roman_empire.re_table import (G, L, pos, c, texts, top, rig_die, finish_turn,
                                         emperor_to)

F4 = [["Domitius", "Nerva", "Macro"], ["Calpurnius", "Perennis", "Pupienus"],
      ["Fabius", "Aper", "Tacitus"], ["Valerius", "Symmachus", "Laetus"]]
NO_PATRICIANS = [["Nerva", "Macro"], ["Perennis", "Pupienus"], ["Aper", "Tacitus"]]


def decline_all(m):
    while not m.is_over() and top(m) == "crisis":
        m.act(m.to_move()[0], {"type": "pass"})


def test_E1_without_an_emperor_seat_one_starts():
    st = G.setup(3, 1, {})
    st.pop("setup_log")
    for s in range(3):                   # take every Patrician out before assigning
        st["faction"][s] = [l for l in st["faction"][s] if D.LEADERS[l][1] != "patrician"]
    st["emperor"] = None
    assert emperor_to(st, (), []) is None     # nobody can take it
    m = pos(n=3, factions=NO_PATRICIANS, turn=0)
    assert m.state["emperor"] is None


def test_E2_emperor_card_waits_then_is_assigned_crises_without_emperor():
    m = pos(n=3, factions=NO_PATRICIANS, turn=0,
            hands=[["Senator action 4"], ["Senator action 3"], []], deck_top=["Crisis IV"])
    assert "No faction can take the Emperor card" in texts(m)
    m.act(1, {"type": "answer", "card": c("Senator action 3")})
    m.act(0, {"type": "answer", "card": c("Senator action 4")})     # seat 2 skipped
    assert c("Crisis IV") in m.state["discard"]          # dealt with, nobody to take it
    # A Patrician arrives; at the next turn start the card is assigned.
    m.state["faction"][2].append(L["Sempronius"])
    m.state["leader_deck"].remove(L["Sempronius"])
    m._legal = {}
    while m.state["emperor"] is None:
        finish_turn(m)
    assert G.emperor_seat(m.state) == 2


def test_E3_failed_crisis_discards_the_emperor_card_to_another_faction():
    m = pos(n=3, factions=[["Sempronius"], ["Aemilius"], ["Nerva"]], emperor="Sempronius",
            turn=0, hands=[[], [], []], deck_top=["Crisis IV"])
    decline_all(m)
    assert L["Sempronius"] in m.state["leader_discard"]
    assert not any(L["Sempronius"] in v for v in m.state["vp_leaders"])
    assert G.emperor_seat(m.state) == 1           # never back to seat 0


def test_E4_penalty_disposal_needs_two_actions_and_counts_penalties():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Perennis": ["Senator action 3"], "Aper": ["Senator action 3",
                                                                   "Patrician action 3"]},
            hands=[["Corruption -2"], [], [], []])
    st = m.state
    assert L["Perennis"] in st["faction"][1]      # one Action (3 vs 4): stays
    assert L["Aper"] in st["vp_leaders"][0]        # two Actions (6 vs 8-2): falls


def test_E5_all_four_backgrounds_without_a_fall_are_discarded():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Calpurnius": ["Senator action 1", "Praetorian Guard action 1",
                                       "Patrician action 1"]},
            hands=[["Rome action 1"], [], [], []])
    m.act(0, {"type": "challenge", "card": c("Rome action 1"), "leader": L["Calpurnius"]})
    assert m.state["challenges"][L["Calpurnius"]] == []
    assert L["Calpurnius"] in m.state["faction"][1]


def test_E6_sickness_one_per_leader_none_left_discarded():
    # Edition 1 (a game begun on engine 0.1.0); edition 2: E24.
    m = pos(n=3, factions=[["Domitius"], ["Nerva"], ["Macro"]], emperor="Domitius", turn=0,
            hands=[["Sickness", "Sickness"], [], []], edition=1)
    st = m.state
    # Both are forced (identical cards, one leader): the first strikes Domitius,
    # the second finds nobody and is discarded.
    both = {c("Sickness", 0), c("Sickness", 1)}
    assert len(st["sick"][L["Domitius"]]) == 1 and st["sick"][L["Domitius"]][0] in both
    assert "finds nobody" in texts(m)
    assert (both - set(st["sick"][L["Domitius"]])) <= set(st["discard"])


def test_E7_ties_share_the_victory():
    m = pos(factions=F4, emperor="Domitius", turn=3,
            vp_cards=[[], ["Crisis V"], [], []])
    m.state["deck"] = m.state["deck"][-5:]
    finish_turn(m)
    finish_turn(m)
    assert m.result()["winners"] == [0, 1]


def test_E8_emperor_assignment_counts_heroes_not_penalties():
    m = pos(n=3, factions=[["Aemilius"], ["Cornelius"], ["Nerva"]], turn=2,
            hero={"Cornelius": "Hero +1"}, effects=[("Citizens Outraged", 0, 1)])
    assert emperor_to(m.state, (), []) == 1                 # 5+1 beats 5; -2 ignored


def test_E9_emperor_brought_down_by_a_penalty_card_goes_to_its_player():
    m = pos(factions=F4, emperor="Calpurnius", turn=2,
            challenges={"Calpurnius": ["Senator action 3", "Praetorian Guard action 4"]},
            hands=[[], [], ["Incompetence -1"], []])
    assert L["Calpurnius"] in m.state["vp_leaders"][2]
    assert m.state["emperor"] == L["Fabius"]


def test_E10_victory_piles_are_open():
    m = pos(factions=F4, emperor="Domitius", turn=0, vp_cards=[[], ["Crisis V"], [], []])
    assert [x["name"] for x in m.view(2)["factions"][1]["victory_cards"]] == ["Crisis V"]


def test_E11_diplomacy_on_own_faction_and_out_of_turn_save():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Nerva": ["Patrician action 2"]}, hands=[["Diplomacy"], [], [], []])
    targets = [a["seat"] for a in m.legal_actions(0)
               if a["type"] == "play" and a["card"] == c("Diplomacy")]
    assert targets == [0]
    m = pos(factions=F4, emperor="Domitius", turn=2, hands=[["Diplomacy"], [], [], []],
            deck_top=["Crisis IV"])
    decline_all(m)
    assert m.state["stack"][-1] == {"p": "save", "seat": 0}   # on Gaius's turn


def test_E12_leadership_challenged_dice_in_seat_order():
    m = pos(n=3, factions=[["Aemilius", "Macro"], ["Cornelius"], ["Fabius"]],
            emperor="Cornelius", turn=0, hands=[["Leadership Challenged"], [], []])
    rig_die(m, 5, 1, 6)
    m.act(0, {"type": "play", "card": c("Leadership Challenged")})
    st = m.state
    assert L["Aemilius"] in st["leader_discard"] and L["Fabius"] in st["vp_leaders"][0]
    assert L["Cornelius"] in st["faction"][1]


def test_E13_tour_lasts_until_its_players_next_turn_penalties_still_apply():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            effects=[("Tour of the Provinces", 1, 1)], hands=[["Citizens Outraged"], [], [], []])
    assert G.on_tour(m.state, 1)
    assert not [a for a in m.legal_actions(0) if a["type"] == "challenge"
                and a["leader"] in m.state["faction"][1]]
    m.act(0, {"type": "play", "card": c("Citizens Outraged"), "seat": 1})
    assert G.effective(m.state, L["Perennis"]) == 4          # hit although touring
    assert m.to_move() == [1] and not G.on_tour(m.state, 1)  # ends as her turn starts


def test_E14_hero_is_permanent_and_on_any_leader():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["Hero +2"], [], [], []])
    leaders = {a["leader"] for a in m.legal_actions(0) if a["type"] == "play"
               and a["card"] == c("Hero +2")}
    assert leaders == {l for f in m.state["faction"] for l in f}
    m.act(0, {"type": "play", "card": c("Hero +2"), "leader": L["Nerva"]})
    for _ in range(4):
        finish_turn(m)
    assert G.strength(m.state, L["Nerva"]) == 8


def test_E15_discards_are_never_reshuffled():
    m = pos(factions=F4, emperor="Domitius", turn=3)
    st = m.state
    st["deck"] = st["deck"][-5:]
    finish_turn(m)
    assert st["deck"] == [] and st["last_turn"]
    kept = list(st["discard"])
    finish_turn(m)
    assert m.is_over() and st["deck"] == [] and st["discard"][:len(kept)] == kept


def test_E16_crisis_skips_those_who_cannot_answer_and_stops_when_dealt_with():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            hands=[[], ["Senator action 4"], [], ["Patrician action 4"]],
            deck_top=["Crisis IV"])
    # Gaius (seat 2) has no Action card: skipped. Livia deals with it at once.
    assert m.to_move() == [1]
    m.act(1, {"type": "answer", "card": c("Senator action 4")})
    assert top(m) == "option" and c("Patrician action 4") in m.state["hands"][3]


def test_E17_challenges_use_action_cards():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["Hero +1"], [], [], []])
    assert not [a for a in m.legal_actions(0) if a["type"] == "challenge"
                and D.CARDS[a["card"]]["kind"] != "action"]


def test_E18_collapse_ends_the_game_with_no_winner():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], [], [], []],
            ongoing=["Crisis VIII", "Crisis VII"], deck_top=["Crisis IV"])
    decline_all(m)
    assert m.is_over() and m.result()["winners"] == [] and m.result()["collapsed"]
    assert m.to_move() == []


def test_E19_option_step_offers_hold_challenge_discard_or_nothing():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            hands=[["Hero +1", "Senator action 2", "Crisis V"], [], [], []],
            deck_top=["Patrician action 1", "Praetorian Guard action 1"])
    decline_all(m)
    kinds = {a["type"] for a in m.legal_actions(0)}
    assert kinds == {"play", "challenge", "discard", "pass"}


def test_E20_forced_moves_are_played_and_logged():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["New Leader"], [], [], []])
    assert "Play New Leader (only choice)" in texts(m)


# --- edition 2 (new games) and edition 1 (games begun on engine 0.1.0) -------------
def stubborn(m, seat, acts, rng):
    """Never gives up a card it may keep: ends the turn whenever it may, answers
    crises (so that games run long) and otherwise plays at random."""
    if {"type": "pass"} in acts and m.state["stack"][-1]["p"] == "option":
        return {"type": "pass"}
    answers = [a for a in acts if a["type"] == "answer"]
    if answers:
        return answers[rng.below(len(answers))]
    return acts[rng.below(len(acts))]


def test_E21_a_full_hand_must_play_challenge_or_discard():
    full = [["Hero +1", "Senator action 2", "Tour of the Provinces", "Diplomacy",
             "Patrician action 1"], [], [], []]
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=full)
    acts = m.legal_actions(0)
    assert {"type": "pass"} not in acts and {a["type"] for a in acts} >= {"play", "discard"}
    with pytest.raises(pc.IllegalAction, match="five cards"):
        m.act(0, {"type": "pass"})
    m.act(0, {"type": "discard", "card": c("Diplomacy")})
    assert m.to_move() == [1]
    # Four cards left (New Leader played): ending the turn is allowed again;
    # edition 1 always allowed it.
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[full[0][:4] + ["New Leader"],
                                                            [], [], []])
    assert len(m.state["hands"][0]) == 4 and {"type": "pass"} in m.legal_actions(0)
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=full, edition=1)
    assert {"type": "pass"} in m.legal_actions(0)


def test_E21_every_game_ends_within_the_turn_bound():
    """The potential is the deck: after a player's first turn his hand is below
    five at the end of each of his turns, so each later turn draws a card while
    the deck lasts; hence at most n + (79 - 5n) turns, whatever the players do."""
    from pygame_core.kernel.rng import Rng
    for n in (3, 4, 5, 6):
        bound = n + (79 - 5 * n)
        for seed in range(12):
            m = pc.new_match("roman-empire", n, seed=seed)
            rng = Rng(seed)
            while not m.is_over():
                seat = m.to_move()[0]
                m.act(seat, stubborn(m, seat, m.legal_actions(seat), rng))
                st = m.state
                assert st["turns"] <= bound
                if st["stack"] and st["turns"] > n:     # everybody has had a turn
                    assert all(len(st["hands"][s]) < 5 for s in range(n) if s != st["turn_seat"])
            assert m.result().get("collapsed") or m.state["deck"] == []


def test_E21_edition_1_could_loop_forever():
    from pygame_core.kernel.rng import Rng
    m = pc.new_match("roman-empire", 4, seed=5, options={"edition": 1})
    rng = Rng(5)
    seen = None
    for step in range(3000):
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        m.act(seat, {"type": "pass"} if {"type": "pass"} in acts else acts[rng.below(len(acts))])
        if step == 1000:
            seen = (len(m.state["deck"]), m.state["turns"])
    assert not m.is_over() and len(m.state["deck"]) == seen[0] > 0     # nobody draws
    assert m.state["turns"] > seen[1] + 100                              # turns go round


def test_E22_the_card_does_not_go_back_while_it_waits():
    for edition, back in ((1, True), (2, False)):
        m = pos(n=3, factions=[["Sempronius", "Aemilius"], ["Nerva"], ["Macro"]],
                emperor="Sempronius", turn=0, hands=[[], [], []], edition=edition,
                deck_top=["Crisis IV", "Hero +1", "Hero +2", "Hero +3", "Tour of the Provinces"])
        st = m.state                    # nobody can answer: the crisis fails at once
        assert L["Sempronius"] in st["leader_discard"] and st["emperor"] is None
        finish_turn(m)                  # Livia's turn starts: the waiting card (E2)
        if back:                        # edition 1: straight back to Marcus's Aemilius
            assert st["emperor"] == L["Aemilius"]
            continue
        assert st["emperor"] is None and st["barred"] == 0
        assert texts(m).count("No faction can take the Emperor card") == 2
        finish_turn(m)
        assert st["emperor"] is None    # still waiting, still not Marcus's
        st["faction"][2].append(L["Cornelius"])        # seat 2 gets a Patrician
        st["leader_deck"].remove(L["Cornelius"])
        m._legal = {}
        while st["emperor"] is None:
            finish_turn(m)
        assert G.emperor_seat(st) == 2 and st["barred"] is None


def test_E23_sickness_counts_active_penalties():
    hands = [["Sickness"], [], []]
    kw = dict(n=3, factions=[["Domitius", "Plautianus"], ["Calpurnius"], ["Nerva"]],
              emperor="Calpurnius", turn=0, hands=hands,
              effects=[("Corruption -2", 1, None)])          # Praetorians -2 until Livia's turn
    m = pos(**kw)                       # 8 against 8 - 2: forced on Domitius
    assert m.state["sick"][L["Domitius"]] and not m.state["sick"][L["Plautianus"]]
    assert "The Sickness strikes Domitius (only choice)" in texts(m)
    m = pos(edition=1, **kw)            # edition 1: printed strengths tie, he chooses
    assert [a["leader"] for a in m.legal_actions(0)] == [L["Domitius"], L["Plautianus"]]


def test_E24_a_second_sickness_strikes_the_strongest_again_a_die_for_each():
    kw = dict(n=3, factions=[["Domitius", "Nerva"], ["Calpurnius"], ["Macro"]],
              emperor="Calpurnius", turn=0, hands=[["Sickness", "Sickness"], [], []])
    m = pos(**kw)
    st = m.state
    assert len(st["sick"][L["Domitius"]]) == 2 and not st["sick"][L["Nerva"]]
    assert m.view(None)["factions"][0]["leaders"][0]["sick_cards"] == 2
    m1 = pos(edition=1, **kw)           # edition 1: one per leader, so Nerva (E6)
    assert len(m1.state["sick"][L["Domitius"]]) == 1 and len(m1.state["sick"][L["Nerva"]]) == 1
    for rolls, alive, left, dice in (((1, 3), True, 1, 2), ((1, 1), True, 0, 2),
                                     ((2, 5), False, 0, 2), ((6, 1), False, 0, 1)):
        m = pos(**kw)
        st = m.state
        for _ in range(2):
            finish_turn(m)
        rig_die(m, *rolls)               # Marcus's next turn: a die for each card
        finish_turn(m)
        assert (L["Domitius"] in st["faction"][0]) == alive
        assert len(st["sick"][L["Domitius"]]) == left
        assert sum(D.CARDS[x]["effect"] == "sickness" for x in st["discard"]) == 2 - left
        assert texts(m).count("Sickness: ") == dice        # none after he dies


def test_E25_a_game_begun_on_0_1_0_finishes_under_edition_1():
    import json
    from pathlib import Path
    fx = Path(__file__).resolve().parents[2] / "fixtures" / "saves_0_1_0"
    save = json.loads((fx / "roman-empire-4p-unfinished-random.json").read_text())["save"]
    m = pc.load_match(save)
    assert m.state["edition"] == 1
    again = pc.load_match(m.save())            # saved again, in the new format
    assert again.save()["format"] == 2 and again.state["edition"] == 1
    assert pc.new_match("roman-empire", 4, seed=1).state["edition"] == 2
