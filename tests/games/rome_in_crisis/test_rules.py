"""Rome in Crisis rules, step by step (section names from rules/000)."""
import pytest

import pygame_core as pc
from pygame_core.games.rome_in_crisis import data as D
from pygame_core.games.rome_in_crisis import effects
from pygame_core.games.rome_in_crisis.rules import emperor_total, removal_options
from games.rome_in_crisis.table import G, K, CB, card, table, start, phase, types, texts

VS = [(name, t, mod) for k in range(10) for side in "AB"
      for name, *_r, ab in [D.CANDIDATES[k][side]] for t, mod in ab.get("vs", {}).items()]


@pytest.mark.parametrize("name,crisis,mod", VS)
def test_every_against_ability_changes_the_emperors_total(name, crisis, mod):
    # Emperor with 5 on him addresses a crisis of that type worth 20.
    m = table(n=2, cands={name: 0}, offices={"emperor": name},
              displays={name: [("spqr", 5) if crisis != "spqr" else ("persia", 5)]},
              crises={crisis: [(crisis, 8), (crisis, 7)] + ([(crisis, 6)] if crisis != "spqr" else [(crisis, 3)])},
              hands=[[("goths", 1) if crisis != "goths" else ("persia", 1)], [("palmyra", 1) if crisis != "palmyra" else ("persia", 2)]])
    k = K[name][0]
    assert emperor_total(m.state, k, crisis) == max(0, 5 + mod)
    assert emperor_total(m.state, k, "goths" if crisis != "goths" else "persia") == \
        max(0, 5 + D.CANDIDATES[k][K[name][1]][4]["vs"].get("goths" if crisis != "goths" else "persia", 0))


def test_every_candidate_has_an_ability_and_ratings():
    for k in range(10):
        for side in "AB":
            name, mil, spqr, pra, ab = D.CANDIDATES[k][side]
            assert ab and ab["effect"] in effects.ABILITIES and (ab.get("vs") or ab["effect"] != "against")
            assert mil + spqr + pra > 0
    assert D.CANDIDATES[K["Probus"][0]]["B"][1:4] == (2, 2, 0)
    assert D.CANDIDATES[K["Gordian I"][0]]["A"][1] == 0


def test_draft_no_candidate_while_someone_has_fewer_unless_only_candidates_left():
    m = table(n=2, dealer=1, cands={"Aurelian": 0}, hands=[[("goths", 1)], [("goths", 2)]],
              deck=[("spqr", 3), ("spqr", 4), ("spqr", 5), ("spqr", 6), ("spqr", 7)])
    # Put a candidate card into the middle as the 6th card.
    st = m.state
    st["deck"].remove(CB + K["Decius"][0])
    st["deck"].insert(len(st["deck"]) - 5, CB + K["Decius"][0])
    start(m, "turn")
    assert m.to_move() == [0] and CB + K["Decius"][0] in st["offer"]
    # Seat 0 has one candidate, seat 1 none: seat 0 may not take Decius.
    assert {"type": "draft", "card": CB + K["Decius"][0]} not in m.legal_actions(0)
    with pytest.raises(pc.IllegalAction, match="fewer"):
        m.act(0, {"type": "draft", "card": CB + K["Decius"][0]})
    m.act(0, {"type": "draft", "card": card("spqr", 3)})
    assert {"type": "draft", "card": CB + K["Decius"][0]} in m.legal_actions(1)
    for c in (4, 5, 6):
        s = m.to_move()[0]
        m.act(s, {"type": "draft", "card": card("spqr", c)})
    while phase(m) == "draft" and any(c < CB for c in st["offer"]):
        s = m.to_move()[0]
        m.act(s, {"type": "draft", "card": next(c for c in st["offer"] if c < CB)})
    # Only the candidate is left: whoever drafts now may take him.
    if phase(m) == "draft":
        s = m.to_move()[0]
        assert m.legal_actions(s) == [{"type": "draft", "card": CB + K["Decius"][0]}]


def test_drafted_candidate_enters_play_and_drafted_cards_are_known():
    m = table(n=2, dealer=1, cands={"Aurelian": 0, "Valerian": 1},
              hands=[[("goths", 1)], [("goths", 2)]],
              deck=[("spqr", 3), ("gold", 2), ("spqr", 5), ("spqr", 6), ("spqr", 7), ("spqr", 8)])
    start(m, "turn")
    m.act(0, {"type": "draft", "card": card("gold", 2)})
    assert m.view(1)["hands"][0]["cards"][0]["name"] == "Gold 2"
    assert [c["name"] for c in m.view(1)["hands"][0]["cards"]] == ["Gold 2"]
    assert m.view(1)["hands"][0]["count"] == 2          # one unseen card too


def test_removal_prefers_exact_sum_else_largest_lower_and_lists_choices():
    ids = [card("goths", 5, 0), card("goths", 3, 0), card("goths", 2), card("gold", 2)]
    best, ways = removal_options(ids, 7)
    assert best == 7
    names = sorted(tuple(sorted(G.card_info(None, c)["name"] for c in w)) for w in ways)
    assert names == [("Gold 2", "Goths 2", "Goths 3"), ("Gold 2", "Goths 5"),
                     ("Goths 2", "Goths 5")]
    best, ways = removal_options([card("goths", 8), card("goths", 6)], 5)
    assert best == 0 and ways == [[]]


def test_emperor_chooses_between_equal_ways_and_failure_scores_one_per_card():
    m = table(n=2, cands={"Numerian": 0}, offices={"emperor": "Numerian"},
              displays={"Numerian": [("spqr", 7)]},
              crises={"palmyra": [("palmyra", 5), ("palmyra", 2), ("gold", 2), ("palmyra", 8)]},
              hands=[[("spqr", 3)], [("spqr", 4)]])
    start(m, "emperor")
    # Total 7 against 5+2+2+8: Palmyra 5 with the Palmyra 2, or with the Gold 2.
    assert types(m, 0) == ["remove"] and len(m.legal_actions(0)) == 2
    m.act(0, {"type": "remove", "cards": sorted([card("palmyra", 5, 0), card("gold", 2)])})
    assert m.state["scores"][0] == 2                      # failure: 1 per card
    assert sorted(G.card_info(None, c)["name"] for c in m.state["crises"]["palmyra"]) == [
        "Palmyra 2", "Palmyra 8"]


@pytest.mark.parametrize("rank,points", [(0, 21), (1, 15), (2, 10), (3, 6)])
def test_emperor_success_points_by_rank(rank, points):
    crises = {"goths": [("goths", 8)], "persia": [("persia", 7)],
              "palmyra": [("palmyra", 6)], "spqr": [("spqr", 5)]}
    target = ["goths", "persia", "palmyra", "spqr"][rank]
    m = table(n=2, cands={"Philip the Arab": 0}, offices={"emperor": "Philip the Arab"},
              displays={"Philip the Arab": [("gold", 2)]}, crises=crises,
              hands=[[("goths", 7), ("persia", 6), ("palmyra", 5), ("spqr", 3)], [("spqr", 4)]])
    start(m, "emperor")
    m.act(0, {"type": "address", "crisis": target})
    need = {"goths": ("goths", 7), "persia": ("persia", 6), "palmyra": ("palmyra", 5), "spqr": ("spqr", 3)}[target]
    m.act(0, {"type": "add", "card": card(*need)})
    if phase(m) == "add":
        m.act(0, {"type": "resolve"})
    # Philip the Arab has +3 against Persia: still a success.
    assert m.state["scores"][0] == points


@pytest.mark.parametrize("war,spqr,points", [("goths", 3, 15), ("goths", 9, 10),
                                               ("persia", 9, 6), ("palmyra", 9, 3)])
def test_legatus_success_points_by_rank(war, spqr, points):
    crises = {"goths": [("goths", 7)], "persia": [("persia", 6)],
              "palmyra": [("palmyra", 5)], "spqr": [("spqr", spqr)]}
    m = table(n=3, cands={"Valerian": 1}, offices={"legatus": "Valerian"}, crises=crises,
              hands=[[("spqr", 4)], [("goths", 8), ("persia", 7), ("palmyra", 6)], [("spqr", 5)]])
    start(m, "legatus", emperor_turn=False)
    use = {"goths": ("goths", 8), "persia": ("persia", 7), "palmyra": ("palmyra", 6)}[war]
    m.act(1, {"type": "fight", "crisis": war, "cards": [card(*use)]})
    assert m.state["scores"][1] == points


def test_emperor_dies_a_side_flips_b_side_removed_and_game_ends_on_second():
    m = table(n=2, scores=[4, 6], cands={"Aurelian": 0, "Valerian": 1},
              offices={"emperor": "Aurelian"}, displays={"Aurelian": [("gold", 2)]})
    start(m, "emperor_dies")
    st = m.state
    assert st["side"][K["Aurelian"][0]] == "B" and st["discard"][-1] == CB + K["Aurelian"][0]
    assert card("gold", 2) in st["discard"] and st["removals"] == 0
    assert st["dealer"] == 1                              # most points deals
    # A B-side Emperor leaves the game; the second such removal ends it.
    m = table(n=2, scores=[4, 6], cands={"Probus": 1}, offices={"emperor": "Probus"})
    m.state["removals"] = 1
    start(m, "emperor_dies")
    assert m.is_over() and m.state["removed"] == [K["Probus"][0]]
    res = m.result()
    assert (res["scores"], res["winners"]) == ([4, 9], [1])   # +3 to the last Emperor
    assert {"source": "Last Emperor", "points": 3} in res["breakdown"][1]
    assert m.to_move() == [] and m.legal_actions(1) == []


def test_mount_is_secret_until_everyone_has_committed():
    m = table(n=3, hands=[[("goths", 3), ("spqr", 9)], [("persia", 3)], [("spqr", 3), ("gold", 2)]])
    start(m, "mount", emperor_turn=False)
    m.act(0, {"type": "commit", "card": card("spqr", 9)})
    v1 = m.view(1)
    assert v1["hands"][0]["committed"] and v1["hands"][0]["commit"] is None
    assert m.view(0)["hands"][0]["commit"]["name"] == "SPQR 9"
    assert "SPQR 9" not in texts(m)
    assert sorted(m.to_move()) == [1, 2]
    m.act(2, {"type": "commit", "card": card("gold", 2)})
    m.act(1, {"type": "commit", "card": card("persia", 3, 0)})
    assert "SPQR 9" in texts(m)
    assert [c["name"] for c in m.view(None)["crises"]] == ["SPQR", "Persia"]
    assert m.view(None)["crises"][0]["total"] == 11


def test_set_method_never_repeats_the_current_one():
    m = table(n=2, dealer=1, method="spqr", cands={"Aurelian": 0, "Gordian I": 1},
              hands=[[("spqr", 3), ("goths", 1)], [("spqr", 4), ("goths", 2)]])
    start(m, "election")
    while phase(m) == "bid":
        s = m.to_move()[0]
        m.act(s, {"type": "pass"} if {"type": "pass"} in m.legal_actions(s) else m.legal_actions(s)[0])
    assert phase(m) == "method"
    assert "spqr" not in [a["method"] for a in m.legal_actions(m.to_move()[0])]


def test_praetorian_election_counts_only_gold():
    m = table(n=2, method="praetorian", cands={"Philip the Arab": 0, "Carus": 1},
              offices={"prefect": "Philip the Arab"},
              displays={"Philip the Arab": [("spqr", 9), ("gold", 2)], "Carus": [("goths", 8)]})
    v = {c["name"]: c["worth"] for c in m.view(None)["candidates"]}
    assert v == {"Philip the Arab": 4 + 2 + 2, "Carus": 2}


def test_illegal_action_reasons_are_readable():
    m = table(n=2, dealer=1, cands={"Aurelian": 0, "Valerian": 1},
              displays={"Valerian": [("goths", 3)]},
              hands=[[("spqr", 3), ("goths", 4), ("goths", 5)], [("spqr", 4)]])
    start(m, "election")
    with pytest.raises(pc.IllegalAction, match="does not count in a Military election"):
        m.act(0, {"type": "bid", "card": card("spqr", 3)})
    with pytest.raises(pc.IllegalAction, match="not in your hand"):
        m.act(0, {"type": "bid", "card": card("spqr", 4)})
    with pytest.raises(pc.IllegalAction, match="not seat 1's turn"):
        m.act(1, {"type": "pass"})
    with pytest.raises(pc.IllegalAction, match="'draft' is not possible now"):
        m.act(0, {"type": "draft", "card": 3})
    with pytest.raises(pc.IllegalAction, match="must exceed"):
        m.act(0, {"type": "done"})
