"""One test per ruling in docs/rulings/rome-in-crisis.md (R1...R30).

Tests of readings that rules edition 2 changed (R5, R7, R11, and R9's Legatus test,
which needs R11's optional attack) run on an edition-1 table (engine 0.1.0's
rules); R28-R30 test edition 2's readings."""
import pytest

import pygame_core as pc
from pygame_core.games.rome_in_crisis.rules import emperor_total, military_quality
from games.rome_in_crisis.table import (G, K, CB, card, table, start, phase, local, types,
                                        texts)


def act(m, seat, **a):
    m.act(seat, a)


def names_on(m, seat):
    return sorted(c["name"] for c in m.view(seat)["hands"][seat]["cards"])


def office_holders(m):
    return {o: x["holder_name"] for o, x in m.view(None)["offices"].items()}


# R1 ---------------------------------------------------------------------------
def test_R1_seat_one_deals_first_and_picks_the_method():
    m = pc.new_match("rome-in-crisis", 4, seed=3)
    assert m.to_move() == [0] and m.view(0)["dealer"] == 0
    assert [a["method"] for a in m.legal_actions(0)] == ["military", "spqr", "praetorian"]
    assert all(len(h) == 2 for h in m.state["hands"])


# R2 ---------------------------------------------------------------------------
def test_R2_setup_draft_two_candidates_offices_on_eligible_ones():
    m = pc.new_match("rome-in-crisis", 3, seed=5)
    m.act(0, {"type": "method", "method": "military"})
    assert m.to_move() == [1]                      # left of the dealer starts
    assert types(m, 1) == ["take"]                 # no candidate yet: no office
    m.act(1, {"type": "take", "candidate": K["Gordian I"][0]})
    m.act(2, {"type": "take", "candidate": K["Aurelian"][0]})
    m.act(0, {"type": "take", "candidate": K["Valerian"][0]})
    # Snake: seat 0 (the dealer) goes again; Valerian may take Military offices.
    offices = {(a["office"], a["candidate"]) for a in m.legal_actions(0) if a["type"] == "office"}
    assert ("legatus", K["Valerian"][0]) in offices
    assert ("prefect", K["Valerian"][0]) not in offices    # Valerian: Praetorian 0
    m.act(0, {"type": "office", "office": "legatus", "candidate": K["Valerian"][0]})
    # Seat 2 next; Gordian I (seat 1) could never hold a Military office.
    m.act(2, {"type": "office", "office": "cavalry", "candidate": K["Aurelian"][0]})
    offices1 = {a.get("office") for a in m.legal_actions(1) if a["type"] == "office"}
    assert offices1 == {"senate"}
    while phase(m) == "setup":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    assert [len([k for k in range(10) if m.state["owner"][k] == s]) for s in range(3)] == [2, 2, 2]
    held = [k for k in m.state["offices"].values() if k is not None]
    assert len(held) == len(set(held))


def test_R2_two_players_have_no_legatus():
    m = pc.new_match("rome-in-crisis", 2, seed=1)
    assert "legatus" not in m.view(None)["offices"]


# R3 / R4 --------------------------------------------------------------------
def shortfall_table():
    wars = (1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8)
    big = [("goths", v) for v in wars] + [("spqr", 3), ("spqr", 4), ("spqr", 5)]
    mid = [("persia", v) for v in wars] + [("spqr", 6), ("spqr", 7), ("spqr", 8)]
    low = [("palmyra", v) for v in wars] + [("spqr", 9)] + [("gold", 2)] * 3
    cands = {"Aurelian": 0, "Decius": 0, "Valerian": 1, "Numerian": 1,
             "Claudius II": 2, "Maximinus Thrax": 2, "Gordian I": 2, "Philip the Arab": 1}
    # Left in the deck: 2 Gold and 2 candidate cards; 1 Gold in the discards.
    return table(n=3, dealer=0, hands=[big, mid, low], cands=cands,
                 displays={"Claudius II": [("gold", 2)], "Aurelian": [("gold", 2)]},
                 discard=[("gold", 2)])


def test_R3_shortfall_takes_from_the_left_neighbour():
    m = start(shortfall_table(), "turn")
    assert "shuffled into a new deck" in texts(m)
    assert len(m.state["offer"]) == 5 and phase(m) == "shortfall"
    assert m.to_move() == [1]                      # dealer's left acts first
    gold_on_claudius = m.state["display"][K["Claudius II"][0]][0]
    # Seat 1's left neighbour is seat 2: a random hand card or a chosen display card.
    assert m.legal_actions(1) == [{"type": "draw"},
                                  {"type": "take", "card": gold_on_claudius}]
    m.act(1, {"type": "draw"})
    assert not m.can_undo()                        # a random, unseen card: no undo
    assert len(m.state["offer"]) == 6 and len(m.state["hands"][2]) == 14
    assert m.to_move() == [2]
    gold_on_aurelian = m.state["display"][K["Aurelian"][0]][0]
    assert {"type": "take", "card": gold_on_aurelian} in m.legal_actions(2)


def test_R4_leftovers_become_the_deck():
    m = start(shortfall_table(), "turn")
    while phase(m) == "shortfall":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    # 5 cards + two rounds of three = 11 in the middle; 9 are drafted.
    assert len(m.state["offer"]) == 11 and len(local(m, "draft")["order"]) == 9
    while phase(m) == "draft":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    assert len(m.state["deck"]) == 2 and m.state["offer"] == []


# R5 / R6 --------------------------------------------------------------------
def test_R5_legatus_best_military_ignores_office_bonuses_counts_cards():
    m = table(n=3, cands={"Aurelian": 0, "Valerian": 1, "Maximinus Thrax": 2},
              offices={"cavalry": "Valerian"}, edition=1)
    start(m, "offices", emperor="Aurelian")
    # Valerian 2 (+2 Cavalry would make 4) vs Maximinus 3: Maximinus.
    assert office_holders(m)["legatus"] == "Maximinus Thrax"
    m = table(n=3, cands={"Aurelian": 0, "Valerian": 1, "Maximinus Thrax": 2},
              displays={"Valerian": [("goths", 5)]}, edition=1)
    start(m, "offices", emperor="Aurelian")
    assert office_holders(m)["legatus"] == "Valerian"        # 2 + 5 > 3


def test_R6_legatus_ties_first_left_of_dealer_own_tie_is_chosen():
    m = table(n=3, dealer=0, cands={"Aurelian": 0, "Valerian": 2, "Decius": 1})
    start(m, "offices", emperor="Aurelian")
    assert office_holders(m)["legatus"] == "Decius"          # seat 1 is left of the dealer
    m = table(n=3, dealer=0, cands={"Aurelian": 0, "Valerian": 1, "Decius": 1})
    start(m, "offices", emperor="Aurelian")
    assert m.to_move() == [1] and types(m, 1) == ["appoint"]
    m.act(1, {"type": "appoint", "candidate": K["Valerian"][0]})
    assert office_holders(m)["legatus"] == "Valerian"


# R7 ---------------------------------------------------------------------------
def test_R7_florianus_recalls_three_offices_reassigned_by_priority():
    m = table(n=3, dealer=0, scores=[5, 1, 9],
              cands={"Florianus": 0, "Valerian": 1, "Gordian II": 1,
                     "Decius": 2, "Numerian": 2},
              offices={"cavalry": "Decius", "senate": "Numerian", "legatus": "Valerian"},
              edition=1)
    start(m, "offices", emperor="Florianus")
    assert "Florianus takes back" in texts(m)
    assert office_holders(m)["legatus"] == "Valerian"      # ties Decius; seat 1 first
    # Florianus's player orders the three recalled offices.
    assert m.to_move() == [0]
    assert sorted(a["office"] for a in m.legal_actions(0)) == ["cavalry", "prefect", "senate"]
    m.act(0, {"type": "assign", "office": "senate"})
    # Seat 2 now holds no office (fewest): he picks which candidate takes it.
    assert m.to_move() == [2]
    m.act(2, {"type": "receive", "candidate": K["Numerian"][0]})
    m.act(0, {"type": "assign", "office": "cavalry"})
    # Seats 1 and 2 hold one office each; seat 1 has fewer points: Gordian II.
    assert office_holders(m)["cavalry"] == "Gordian II"
    # Prefect: Numerian already took an office; nobody else has Praetorian.
    assert office_holders(m)["prefect"] is None
    assert phase(m) == "mount"


# R8 ---------------------------------------------------------------------------
def test_R8_new_and_loose_gold_join_the_top_crisis_old_gold_stays():
    m = table(n=2, cands={"Aurelian": 0},
              hands=[[("gold", 2)], [("persia", 1)]],
              crises={"goths": [("goths", 5), ("gold", 2)], "spqr": [("spqr", 8)]},
              loose_gold=[("gold", 2)])
    start(m, "mount", emperor_turn=False)
    m.act(0, {"type": "commit", "card": m.state["hands"][0][0]})
    m.act(1, {"type": "commit", "card": m.state["hands"][1][0]})
    cr = {c["name"]: c for c in m.view(None)["crises"]}
    # SPQR 8 ranks top before the Gold (Goths 5 + its old Gold = 7): the new and
    # the loose Gold go to SPQR; the Gold already with the Goths stays.
    assert cr["SPQR"]["total"] == 12 and cr["Goths"]["total"] == 7
    assert m.state["loose_gold"] == []


# R9 ---------------------------------------------------------------------------
def test_R9_emperor_counts_all_cards_and_ability_never_below_zero():
    m = table(n=2, cands={"Valerian": 0, "Decius": 1}, offices={"emperor": "Valerian"},
              displays={"Valerian": [("goths", 2)]},
              crises={"persia": [("persia", 1)]}, hands=[[("spqr", 3)], [("spqr", 4)]])
    assert emperor_total(m.state, K["Valerian"][0], "persia") == 0     # 2 - 4 -> 0
    assert emperor_total(m.state, K["Valerian"][0], "goths") == 2
    start(m, "emperor")
    # Addressed automatically (one crisis; no Persia/Gold in hand): nothing removed.
    assert m.state["crises"]["persia"] and m.state["scores"][0] == 0


def test_R9_abilities_do_not_help_the_legatus():
    m = table(n=3, cands={"Probus": 1}, offices={"legatus": "Probus"},
              displays={"Probus": [("goths", 2)]}, crises={"goths": [("goths", 8)]},
              hands=[[("spqr", 3)], [("spqr", 4)], [("spqr", 5)]],
              edition=1)   # R11 (edition 1): he may also stay idle
    start(m, "legatus", emperor_turn=False)
    m.act(1, {"type": "fight", "crisis": "goths", "cards": m.state["display"][K["Probus"][0]]})
    assert m.state["crises"]["goths"] and m.state["scores"][1] == 0   # 2 < 8, no +6


# R10 --------------------------------------------------------------------------
def test_R10_gold_left_alone_moves_to_the_top_crisis_and_is_a_failure():
    m = table(n=2, cands={"Aurelian": 0}, offices={"emperor": "Aurelian"},
              displays={"Aurelian": [("persia", 3)]},
              crises={"persia": [("persia", 3), ("gold", 2)], "spqr": [("spqr", 4)]},
              hands=[[("spqr", 3)], [("spqr", 5)]])
    start(m, "emperor")
    m.act(0, {"type": "address", "crisis": "persia"})
    # Total 3 (Aurelian has no ability against Persia): the Persia 3 goes, Gold stays.
    assert m.state["scores"][0] == 1
    cr = {c["name"]: c["total"] for c in m.view(None)["crises"]}
    assert cr == {"SPQR": 6}                        # the lone Gold joined SPQR


# R11 --------------------------------------------------------------------------
def test_R11_legatus_optional_one_or_two_cards_of_that_war_or_gold():
    m = table(n=3, cands={"Valerian": 1}, offices={"legatus": "Valerian"}, edition=1,
              displays={"Valerian": [("goths", 2)]},
              crises={"goths": [("goths", 4), ("goths", 1)], "spqr": [("spqr", 4)]},
              hands=[[("spqr", 3)], [("gold", 2), ("persia", 5), ("goths", 3)], [("spqr", 5)]])
    start(m, "legatus", emperor_turn=False)
    acts = m.legal_actions(1)
    assert {"type": "pass"} in acts
    used = {tuple(sorted(G.card_info(m.state, c)["name"] for c in a["cards"]))
            for a in acts if a["type"] == "fight"}
    assert ("Goths 2", "Goths 3") in used and ("Gold 2", "Goths 2") in used
    assert not any("Persia 5" in u for u in used) and all(1 <= len(u) <= 2 for u in used)
    g2, g3 = m.state["display"][K["Valerian"][0]][0], card("goths", 3)
    m.act(1, {"type": "fight", "crisis": "goths", "cards": sorted([g2, g3])})
    assert m.state["crises"]["goths"] == [] and m.state["scores"][1] == 15   # ranked 1st


# R12 --------------------------------------------------------------------------
def bid_cards(m, seat):
    return sorted(G.card_info(m.state, a["card"])["value"]
                  for a in m.legal_actions(seat) if a["type"] == "bid")


def test_R12_bids_must_top_everyone_and_keep_a_card():
    m = table(n=2, dealer=1, cands={"Aurelian": 0, "Valerian": 1},
              displays={"Valerian": [("goths", 8)]},
              hands=[[("goths", 1), ("goths", 2), ("goths", 3), ("goths", 4)], [("spqr", 3)]])
    start(m, "election")
    # Aurelian 2 must top Valerian 10 keeping one card: only 2+3+4 (11) does it,
    # so the Goths 1 may not be played at all.
    assert m.to_move() == [0]
    assert bid_cards(m, 0) == [2, 3, 4] and {"type": "pass"} in m.legal_actions(0)
    m.act(0, {"type": "bid", "card": card("goths", 4)})
    assert {"type": "done"} not in m.legal_actions(0)          # 6 does not top 10
    assert {"type": "pass"} not in m.legal_actions(0)          # cards are down
    assert bid_cards(m, 0) == [2, 3]
    m.act(0, {"type": "bid", "card": card("goths", 3, 0)})
    # At 9 only the Goths 2 can still top 10 (the Goths 1 cannot): forced, and
    # then "done" too, since the last card must stay.
    assert m.state["hands"][0] == [card("goths", 1)]
    assert local(m, "election")["leader"] == 0 and "(only choice)" in texts(m)


def test_R12_no_bid_without_a_topping_bid_and_the_leader_is_skipped():
    m = table(n=3, dealer=2, cands={"Aurelian": 0, "Valerian": 1, "Decius": 2},
              displays={"Valerian": [("goths", 8)]},
              hands=[[("goths", 1), ("goths", 2), ("spqr", 3)], [("spqr", 4), ("goths", 3)],
                     [("goths", 4), ("goths", 5), ("spqr", 5)]])
    start(m, "election")
    # Valerian leads with 10; bidding starts on his left (seat 2), skips him.
    assert local(m, "election")["leader"] == 1 and m.to_move() == [2]
    # Seat 0 could reach at most 2 + 2 + 1 = 5: his pass was forced, so he is out.
    m.act(2, {"type": "bid", "card": card("goths", 5, 0)})
    # Only the Goths 4 can now top 10, then he must stop: 2 + 9 = 11 (forced).
    assert local(m, "election")["leader"] == 2
    # Seat 0 could reach at most 2 + 2 + 1 = 5: his pass was forced.
    assert local(m, "election")["first_out"] == 0 and not local(m, "election")["active"][0]
    assert m.to_move() == [1]


# R13 --------------------------------------------------------------------------
def test_R13_first_without_a_candidate_sets_the_method():
    m = table(n=3, dealer=0, cands={"Aurelian": 0, "Valerian": 2},
              hands=[[("spqr", 3)], [("spqr", 4)], [("goths", 5), ("spqr", 5)]])
    start(m, "election")
    # Seat 1 has no candidate: out first, before anyone passes.
    assert local(m, "election")["first_out"] == 1
    while phase(m) == "bid":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[-1])
    assert phase(m) == "method" and m.to_move() == [1]


# R14 --------------------------------------------------------------------------
def test_R14_priority_fewest_offices_then_points_then_dealers_right():
    # Aurelian (seat 0) becomes Emperor, freeing the Senate Leader.
    m = table(n=4, dealer=0, scores=[0, 3, 3, 3],
              cands={"Aurelian": 0, "Decius": 1, "Numerian": 2, "Gordian I": 3},
              offices={"senate": "Aurelian"})
    start(m, "offices", emperor="Aurelian")
    # Legatus to Decius (Military 2, seat 1).  The Emperor orders the vacant offices.
    assert office_holders(m)["legatus"] == "Decius"
    assert sorted(a["office"] for a in m.legal_actions(0)) == ["cavalry", "prefect", "senate"]
    m.act(0, {"type": "assign", "office": "senate"})
    # Senate: seats 2 and 3 hold no office and tie on points; the dealer's right
    # is seat 3.
    assert office_holders(m)["senate"] == "Gordian I"
    # Cavalry: Numerian (seat 2) is the only eligible candidate left.
    m.act(0, {"type": "assign", "office": "cavalry"})
    assert office_holders(m)["cavalry"] == "Numerian"


def test_R14_set_aside_when_nobody_is_eligible():
    m = table(n=3, dealer=0, scores=[9, 0, 0],
              cands={"Aurelian": 0, "Valerian": 1, "Gordian I": 2, "Philip the Arab": 2},
              offices={"cavalry": "Aurelian", "senate": "Gordian I", "prefect": "Philip the Arab"})
    start(m, "offices", emperor="Aurelian")
    # Cavalry freed; Valerian became Legatus; Gordian I and Philip have no Military.
    assert office_holders(m)["cavalry"] is None and "set aside" in texts(m)
    assert phase(m) == "mount"


def test_R14_may_relinquish_or_decline_when_only_office_holders_are_eligible():
    setup = dict(n=3, dealer=0, scores=[9, 0, 0],
                 cands={"Aurelian": 0, "Valerian": 1, "Decius": 2, "Philip the Arab": 2},
                 offices={"cavalry": "Aurelian", "senate": "Decius", "prefect": "Philip the Arab"})
    m = start(table(**setup), "offices", emperor="Aurelian")
    assert m.to_move() == [2]
    assert m.legal_actions(2) == [{"type": "receive", "candidate": K["Decius"][0]},
                                  {"type": "decline"}]
    m.act(2, {"type": "decline"})
    assert office_holders(m)["cavalry"] is None and office_holders(m)["senate"] == "Decius"
    m = start(table(**setup), "offices", emperor="Aurelian")
    m.act(2, {"type": "receive", "candidate": K["Decius"][0]})
    assert "gives up the Senate Leader" in texts(m)
    # The Senate Leader is handed out again: Philip (SPQR 1) may take it by
    # giving up the Prefect; Decius already took an office this time.
    assert m.legal_actions(2) == [{"type": "receive", "candidate": K["Philip the Arab"][0]},
                                  {"type": "decline"}]


# R15 --------------------------------------------------------------------------
def test_R15_trebonianus_gallus_cancels_one_goths_card_per_gold():
    m = table(n=2, cands={"Trebonianus Gallus": 0}, offices={"emperor": "Trebonianus Gallus"},
              displays={"Trebonianus Gallus": [("gold", 2), ("gold", 2)]},
              crises={"goths": [("goths", 8), ("goths", 7), ("goths", 3)]},
              hands=[[("spqr", 3)], [("spqr", 4)]])
    start(m, "emperor")
    # Two Gold: cancel two Goths cards (8 and 7), then total 4 removes the 3.
    assert m.to_move() == [0] and types(m, 0) == ["cancel"]
    m.act(0, {"type": "cancel", "card": card("goths", 8)})
    m.act(0, {"type": "cancel", "card": card("goths", 7)})
    assert m.state["crises"]["goths"] == [] and m.state["scores"][0] == 21


# R16 --------------------------------------------------------------------------
def test_R16_aemilianus_takes_one_goths_card_from_a_rival():
    m = table(n=2, cands={"Aemilius Aemilianus": 0, "Valerian": 1},
              offices={"emperor": "Aemilius Aemilianus"},
              displays={"Valerian": [("goths", 5), ("persia", 4)]},
              crises={"goths": [("goths", 5)], "spqr": [("spqr", 4)]},
              hands=[[("spqr", 3)], [("spqr", 6)]])
    start(m, "emperor")
    assert types(m, 0) == ["pass", "seize"]
    assert [a for a in m.legal_actions(0) if a["type"] == "seize"] == [
        {"type": "seize", "card": card("goths", 5, 0)}]
    m.act(0, {"type": "seize", "card": card("goths", 5, 0)})
    m.act(0, {"type": "address", "crisis": "goths"})   # nothing to add: resolved
    assert m.state["scores"][0] == 21                      # 5 clears Goths 5 (top)


# R17 / R18 --------------------------------------------------------------------
def test_R17_no_candidates_no_emperor_method_and_dealer_unchanged():
    m = table(n=2, dealer=1, method="spqr", scores=[5, 0],
              hands=[[("goths", 3)], [("persia", 3)]])
    start(m, "election")
    assert "No candidates are in play" in texts(m)
    assert phase(m) == "mount"
    m.act(0, {"type": "commit", "card": m.state["hands"][0][0]})
    m.act(1, {"type": "commit", "card": m.state["hands"][1][0]})
    assert m.state["method"] == "spqr" and m.state["dealer"] == 1   # 5 points: no change
    assert m.state["turn"] == 4


def test_R18_an_empty_hand_adds_nothing_to_the_crises():
    m = table(n=3, hands=[[], [("goths", 3)], [("spqr", 3)]])
    start(m, "mount", emperor_turn=False)
    assert sorted(m.to_move()) == [1, 2]


# R19 --------------------------------------------------------------------------
def test_R19_forced_moves_are_played_and_logged():
    m = table(n=2, cands={"Aurelian": 0}, hands=[[("spqr", 3)], [("spqr", 4)]])
    start(m, "election")
    assert "(only choice)" in texts(m)
    assert phase(m) == "method"          # nominated and elected unopposed


# R20 is the worked example (test_example.py: Goths is 3rd for the Legatus).
def test_R20_legatus_ranks_after_the_emperors_discards():
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    for st in steps[:-1]:
        if st["action"]:
            m.act(st["seat"], st["action"])
    assert [c["name"] for c in m.view(None)["crises"]] == ["Persia", "Palmyra", "Goths"]
    before = m.state["scores"][1]
    m.act(1, steps[-1]["action"])
    assert m.state["scores"][1] - before == 6


# R21 --------------------------------------------------------------------------
def test_R21_dealer_chooses_among_tied_leaders():
    m = table(n=3, dealer=0, scores=[1, 7, 7], cands={"Aurelian": 0},
              offices={"emperor": "Aurelian"})
    start(m, "emperor_dies")
    assert m.to_move() == [0] and [a["seat"] for a in m.legal_actions(0)] == [1, 2]
    m.act(0, {"type": "dealer", "seat": 2})
    assert m.state["dealer"] == 2


# R22 --------------------------------------------------------------------------
def test_R22_final_tie_goes_to_most_influence_held():
    m = table(n=2, scores=[10, 13], cands={"Probus": 0, "Valerian": 1},
              offices={"emperor": "Probus"}, hands=[[("spqr", 9)], [("spqr", 3)]])
    m.state["removals"] = 1
    start(m, "emperor_dies")
    res = m.result()
    assert m.is_over() and (res["scores"], res["winners"]) == ([13, 13], [0])
    # The end screen says why (the engine's words, shown as they are).
    assert res["tiebreak"] == (
        "Player 1 and Player 2 tied on 13 points. Ruling R22 breaks the tie: the most influence "
        "value in hand and on one's candidates (Player 1 9, Player 2 3), so Player 1 wins.")


# R23 / R24 / R25 ----------------------------------------------------------------
def test_R23_identical_cards_offered_once():
    m = table(n=2, hands=[[("gold", 2), ("gold", 2), ("spqr", 3)], [("spqr", 4)]])
    start(m, "mount", emperor_turn=False)
    assert len(m.legal_actions(0)) == 2


def test_R24_R25_emperor_must_address_and_may_add_his_last_card():
    m = table(n=2, cands={"Aurelian": 0}, offices={"emperor": "Aurelian"},
              crises={"spqr": [("spqr", 6)], "persia": [("persia", 5)]},
              hands=[[("spqr", 7)], [("spqr", 4)]])
    start(m, "emperor")
    assert types(m, 0) == ["address"]
    m.act(0, {"type": "address", "crisis": "spqr"})
    m.act(0, {"type": "add", "card": card("spqr", 7)})
    assert m.state["hands"][0] == [] and m.state["scores"][0] == 21


# R26 --------------------------------------------------------------------------
def test_R26_undo_own_action_until_revealed_or_another_acts():
    m = pc.new_match("rome-in-crisis", 3, seed=2)
    m.act(0, {"type": "method", "method": "spqr"})
    h = m.state_hash()
    m.act(1, m.legal_actions(1)[0])
    assert m.can_undo(1) and not m.can_undo(0)
    assert m.undo() and m.state_hash() == h and m.to_move() == [1]
    while phase(m) == "setup":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    assert not m.can_undo()        # the end of setup shuffled and dealt the middle
    assert m.undo() is False


# R28 (edition 2) ------------------------------------------------------------------
def florianus_table(edition=2):
    return table(n=3, dealer=0, scores=[5, 1, 9], edition=edition,
                 cands={"Florianus": 0, "Valerian": 1, "Gordian II": 1,
                        "Decius": 2, "Numerian": 2},
                 offices={"cavalry": "Decius", "senate": "Numerian", "legatus": "Valerian"})


def test_R28_florianus_player_gives_each_recalled_office_to_a_candidate_of_his_choice():
    m = start(florianus_table(), "offices", emperor="Florianus")
    assert "Florianus takes back" in texts(m)
    # R30: Decius 2 + the Cavalry Commander's 2 beats Valerian 2 (his own +3 is
    # not counted), so Decius is Legatus; neither he nor the Emperor gets an office.
    assert office_holders(m)["legatus"] == "Decius"
    assert m.to_move() == [0] and phase(m) == "recall" and types(m, 0) == ["give"]
    offers = {(a["office"], G.card_info(m.state, CB + a["candidate"])["name"])
              for a in m.legal_actions(0)}
    # Any candidate in play with a rating in the office's field, whoever owns him.
    assert offers == {("cavalry", "Valerian"), ("cavalry", "Gordian II"), ("cavalry", "Numerian"),
                      ("prefect", "Numerian"),
                      ("senate", "Valerian"), ("senate", "Gordian II"), ("senate", "Numerian")}
    # In any order: the Prefect first, to the leader in points (no priority procedure).
    m.act(0, {"type": "give", "office": "prefect", "candidate": K["Numerian"][0]})
    offers = {(a["office"], a["candidate"]) for a in m.legal_actions(0)}
    assert ("cavalry", K["Numerian"][0]) not in offers          # one office each
    assert ("senate", K["Numerian"][0]) not in offers
    # The Senate Leader to seat 1, who thus gets two offices before seat 2 gets a second.
    m.act(0, {"type": "give", "office": "senate", "candidate": K["Valerian"][0]})
    # Only Gordian II can still take the Cavalry Commander: played for the player.
    assert "(only choice)" in texts(m)
    assert office_holders(m) == {"emperor": "Florianus", "legatus": "Decius",
                                 "cavalry": "Gordian II", "prefect": "Numerian",
                                 "senate": "Valerian"}
    assert phase(m) == "mount"


def test_R28_edition_1_keeps_the_priority_procedure():
    m = start(florianus_table(edition=1), "offices", emperor="Florianus")
    assert phase(m) == "assign" and types(m, 0) == ["assign"]


def test_R28_an_office_nobody_can_take_is_set_aside():
    m = table(n=3, dealer=0, cands={"Florianus": 0, "Valerian": 1, "Gordian I": 2},
              offices={"prefect": "Valerian", "senate": "Gordian I"})
    start(m, "offices", emperor="Florianus")
    # Valerian (the only other Military rating) becomes Legatus; nobody else can
    # hold the Cavalry Commander or the Prefect; the Senate Leader can only go to
    # Gordian I.  Nothing is left to decide: the two offices are set aside (the
    # priority procedure, which R28 replaces, does not ask for their order).
    assert phase(m) == "mount"
    assert office_holders(m) == {"emperor": "Florianus", "legatus": "Valerian",
                                 "cavalry": None, "prefect": None, "senate": "Gordian I"}
    assert "Nobody can take the Cavalry Commander; it is set aside." in texts(m)
    assert "Nobody can take the Praetorian Prefect; it is set aside." in texts(m)


# R29 (edition 2) ------------------------------------------------------------------
def test_R29_legatus_must_fight_when_he_holds_an_applicable_card():
    m = table(n=3, cands={"Valerian": 1}, offices={"legatus": "Valerian"},
              displays={"Valerian": [("goths", 2)]},
              crises={"goths": [("goths", 4), ("goths", 1)], "spqr": [("spqr", 4)]},
              hands=[[("spqr", 3)], [("gold", 2), ("persia", 5), ("goths", 3)], [("spqr", 5)]])
    start(m, "legatus", emperor_turn=False)
    assert types(m, 1) == ["fight"]
    with pytest.raises(pc.IllegalAction, match="must fight"):
        m.act(1, {"type": "pass"})
    # The same table under edition 1 lets him stay idle (R11).
    m1 = table(n=3, cands={"Valerian": 1}, offices={"legatus": "Valerian"}, edition=1,
               displays={"Valerian": [("goths", 2)]},
               crises={"goths": [("goths", 4), ("goths", 1)], "spqr": [("spqr", 4)]},
               hands=[[("spqr", 3)], [("gold", 2), ("persia", 5), ("goths", 3)], [("spqr", 5)]])
    start(m1, "legatus", emperor_turn=False)
    assert types(m1, 1) == ["fight", "pass"]


def test_R29_legatus_stays_idle_only_without_an_applicable_card():
    m = table(n=3, cands={"Valerian": 1}, offices={"legatus": "Valerian"},
              displays={"Valerian": [("persia", 2)]}, crises={"goths": [("goths", 4)]},
              hands=[[("spqr", 3)], [("persia", 5), ("spqr", 6)], [("spqr", 5)]])
    start(m, "legatus", emperor_turn=False)
    assert "The Legatus stays idle (only choice)" in texts(m)
    assert m.state["crises"]["goths"] == [card("goths", 4, 0)] and m.state["scores"][1] == 0


def test_R29_a_single_applicable_card_is_played_for_him():
    # Probus's +6 against the Goths does not help the Legatus (R9): 2 < 8.
    m = table(n=3, cands={"Probus": 1}, offices={"legatus": "Probus"},
              displays={"Probus": [("goths", 2)]}, crises={"goths": [("goths", 8)]},
              hands=[[("spqr", 3)], [("spqr", 4)], [("spqr", 5)]])
    start(m, "legatus", emperor_turn=False)
    assert ("Player 2's Legatus brings 2 (Goths 2) against 8 and discards 0 cards of the Goths "
            "crisis: 0 points.") in texts(m)
    assert m.state["display"][K["Probus"][0]] == [] and card("goths", 2) in m.state["discard"]
    assert m.state["crises"]["goths"] and m.state["scores"][1] == 0


# R30 (edition 2) ------------------------------------------------------------------
def test_R30_legatus_qualifications_count_the_cavalry_bonus_not_his_own():
    # R5's first table: Valerian 2 + Cavalry 2 = 4 now beats Maximinus 3.
    m = table(n=3, cands={"Aurelian": 0, "Valerian": 1, "Maximinus Thrax": 2},
              offices={"cavalry": "Valerian"})
    assert military_quality(m.state, K["Valerian"][0]) == 4
    start(m, "offices", emperor="Aurelian")
    assert office_holders(m)["legatus"] == "Valerian"
    assert "Valerian gives up the Cavalry Commander" in texts(m)
    # The sitting Legatus's own +3 does not count: Maximinus 3 (not 6) < 4.
    m = table(n=3, cands={"Aurelian": 0, "Valerian": 1, "Maximinus Thrax": 2},
              offices={"cavalry": "Valerian", "legatus": "Maximinus Thrax"})
    assert military_quality(m.state, K["Maximinus Thrax"][0]) == 3
    start(m, "offices", emperor="Aurelian")
    assert office_holders(m)["legatus"] == "Valerian"
    # Military cards on him still count (and so does Gold, as in an election).
    m = table(n=3, cands={"Aurelian": 0, "Valerian": 1, "Maximinus Thrax": 2},
              displays={"Valerian": [("gold", 2)], "Maximinus Thrax": [("spqr", 9)]})
    assert military_quality(m.state, K["Valerian"][0]) == 4
    assert military_quality(m.state, K["Maximinus Thrax"][0]) == 3
    start(m, "offices", emperor="Aurelian")
    assert office_holders(m)["legatus"] == "Valerian"


def test_R30_edition_1_keeps_rating_and_cards_only():
    m = table(n=3, cands={"Aurelian": 0, "Valerian": 1, "Maximinus Thrax": 2},
              offices={"cavalry": "Valerian", "legatus": "Maximinus Thrax"}, edition=1)
    assert military_quality(m.state, K["Valerian"][0]) == 2
    start(m, "offices", emperor="Aurelian")
    assert office_holders(m)["legatus"] == "Maximinus Thrax"
