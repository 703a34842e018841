"""Roman Empire rules (rules/002), card by card."""
import pytest

import pygame_core as pc
from pygame_core.games.roman_empire import data as D
from games.roman_empire.re_table import (G, L, pos, c, held, texts, top, rig_die, finish_turn,
                                         emperor_to)

F4 = [["Domitius", "Nerva", "Macro"], ["Calpurnius", "Perennis", "Pupienus"],
      ["Fabius", "Aper", "Tacitus"], ["Valerius", "Symmachus", "Laetus"]]


def test_setup_deals_leaders_by_player_count_and_five_cards():
    for n, k in ((3, 5), (4, 4), (5, 3), (6, 3)):
        m = pc.new_match("roman-empire", n, seed=n)
        st = m.state
        assert [len(f) for f in st["faction"]] == [k] * n
        assert all(len(h) <= 5 for h in st["hands"])
        assert len(st["leader_deck"]) == 26 - k * n


def test_emperor_goes_to_the_highest_total_with_a_patrician():
    m = pos(n=3, factions=[["Sempronius", "Nerva"], ["Gordianus", "Timesitheus"],
                           ["Calpurnius", "Domitius"]], turn=0)
    # Nobody holds the card: it is assigned as the turn starts (E2).
    # Seat 1 has 18 but no Patrician; seat 2 has 16 > seat 0's 15.
    assert m.to_move() == [2] and top(m) == "place"
    assert [a["leader"] for a in m.legal_actions(2)] == [L["Calpurnius"], L["Domitius"]]
    m._legal = {}
    m.act(2, {"type": "place", "leader": L["Domitius"]})
    assert G.emperor_seat(m.state) == 2


@pytest.mark.parametrize("factions,winner", [
    # equal totals 14: Patrician totals 9 vs 8
    ([["Sempronius", "Aemilius"], ["Calpurnius", "Macro"]], 0),
    # equal totals and Patrician totals 14: the strongest single Patrician
    ([["Sempronius", "Aemilius"], ["Domitius", "Valerius"]], 0),
])
def test_emperor_ties(factions, winner):
    m = pos(n=3, factions=factions + [["Nerva"]])
    assert emperor_to(m.state, (), []) == winner


def test_emperor_tie_on_everything_is_a_coin():
    seen = set()
    for seed in range(12):
        m = pos(n=3, seed=seed, factions=[["Calpurnius"], ["Domitius"], ["Nerva"]])
        log = []
        seen.add(emperor_to(m.state, (), log))
        assert "coin" in " ".join(log)
    assert seen == {0, 1}


def test_play_starts_left_of_the_emperor_and_goes_clockwise():
    for seed in range(5):
        m = pc.new_match("roman-empire", 4, seed=seed)
        lines = [e["text"] for e in m.log]
        first = next(t for t in lines if t.endswith("takes the Emperor card."))
        emp = m.state["names"].index(first.split(" takes")[0])
        assert m.state["stack"][0]["p"] == "game"            # whose turn comes first
        assert m.state["stack"][0]["seat"] == (emp + 1) % 4


def test_crisis_and_play_at_once_cards_must_be_played_first_in_any_order():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            hands=[["Crisis IV", "New Leader", "Hero +1", "Senator action 1"], [], [], []])
    acts = m.legal_actions(0)
    assert {a["type"] for a in acts} == {"play"}
    assert sorted(D.CARDS[a["card"]]["name"] for a in acts) == ["Crisis IV", "New Leader"]
    m.act(0, {"type": "play", "card": c("New Leader")})
    assert len(m.state["faction"][0]) == 4 and "joins" in texts(m)


def test_crisis_answered_in_order_resolved_at_once_and_scored():
    m, steps = pc.load_scenario("roman-empire", "crisis-and-challenge")
    assert m.view(None)["crisis"]["queue"] == [1, 2, 3, 0]
    for st in steps[1:4]:
        m.act(st["seat"], st["action"])
    v = m.view(None)
    assert v["crisis"] is None and v["turn_seat"] == 0
    f = v["factions"]
    assert [x["name"] for x in f[0]["victory_cards"]] == ["Crisis VII"]
    assert [x["points"] for x in f] == [5 + 7, 2, 3, 2]      # V for the Emperor


def test_leader_falls_to_two_challenges_in_the_scenario():
    m, steps = pc.load_scenario("roman-empire", "crisis-and-challenge")
    for st in steps:
        if st["action"]:
            m.act(st["seat"], st["action"])
    assert L["Perennis"] in m.state["vp_leaders"][2]
    assert L["Perennis"] not in m.state["faction"][1]
    assert m.state["challenges"][L["Perennis"]] == []


def test_rome_actions_only_for_the_emperor_and_backgrounds_required():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            hands=[["Rome action 1", "Senator action 1"], ["Rome action 2", "Senator action 2"],
                   ["Patrician action 1"], ["Praetorian Guard action 1"]],
            deck_top=["Crisis VIII", "Hero +1", "Hero +2", "Hero +3"])
    # Livia (seat 1) may not play Rome; Gaius has a Patrician (Fabius).
    assert [D.CARDS[a["card"]]["name"] for a in m.legal_actions(1) if a["type"] == "answer"] == [
        "Senator action 2"]
    m.act(1, {"type": "pass"})
    m.act(2, {"type": "answer", "card": c("Patrician action 1")})
    m.act(3, {"type": "pass"})
    names = [D.CARDS[a["card"]]["name"] for a in m.legal_actions(0) if a["type"] == "answer"]
    assert sorted(names) == ["Rome action 1", "Senator action 1"]


def test_failed_crisis_removes_the_emperor_card_goes_elsewhere():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], [], [], []],
            deck_top=["Crisis IV", "Hero +1", "Hero +2", "Hero +3", "Tour of the Provinces"])
    # Nobody can answer: the crisis fails at once.
    st = m.state
    assert [D.CARDS[x]["name"] for x in st["ongoing"]] == ["Crisis IV"]
    assert L["Domitius"] in st["leader_discard"]
    assert G.emperor_seat(st) not in (None, 0)
    # Totals of seats 1-3: 21, 21, 20; the tie goes to the larger Patrician
    # total: Livia's Calpurnius 8 against Gaius's Fabius 5.
    assert G.emperor_seat(st) == 1 and st["emperor"] == L["Calpurnius"]


def test_ongoing_crises_at_xviii_collapse_the_empire():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], [], [], []],
            ongoing=["Crisis VIII", "Crisis VI"], deck_top=["Crisis IV"])
    while not m.is_over() and top(m) == "crisis":
        m.act(m.to_move()[0], {"type": "pass"})
    assert m.is_over() and m.result()["collapsed"] and m.result()["winners"] == []
    assert "collapses" in texts(m)


def test_penalty_card_weakens_a_background_until_its_players_next_turn():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            hands=[["Corruption -2"], [], [], []])
    st = m.state                          # Corruption was forced: the only must card
    assert G.effective(st, L["Perennis"]) == 4 and G.effective(st, L["Nerva"]) == 6
    finish_turn(m)
    for _ in range(3):
        finish_turn(m)
    assert G.effective(st, L["Perennis"]) == 6 and "ends" in texts(m)


def test_penalty_brings_down_a_challenged_leader_own_leaders_to_the_left():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Perennis": ["Senator action 2", "Patrician action 3"],
                        "Macro": ["Senator action 3", "Patrician action 2"]},
            hands=[["Corruption -1", "Senator action 1"], [], [], []])
    st = m.state
    # 5 of challenges against 6 - 1: both Praetorians fall.
    assert L["Perennis"] in st["vp_leaders"][0]          # Livia's, credited to Marcus
    assert L["Macro"] in st["vp_leaders"][1]             # Marcus's own: to his left


def test_new_leader_draws_into_the_faction():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["New Leader"], [], [], []])
    assert len(m.state["faction"][0]) == 4 and len(m.state["leader_deck"]) == 13


def test_sickness_on_the_strongest_and_die_each_later_turn():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["Sickness"], [], [], []])
    st = m.state
    assert st["sick"][L["Domitius"]]                      # Domitius 8 is the strongest
    assert "Sickness:" not in texts(m)                    # no roll on the turn played
    for _ in range(4):
        finish_turn(m)
    assert "Sickness:" in texts(m)                        # rolled at his next turn


@pytest.mark.parametrize("roll,alive,sick", [(1, True, False), (3, True, True), (5, False, False)])
def test_sickness_rolls(roll, alive, sick):
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["Sickness"], [], [], []])
    st = m.state
    for _ in range(3):
        finish_turn(m)
    rig_die(m, roll)                      # Marcus's next turn starts with this die
    finish_turn(m)
    assert (L["Domitius"] in st["faction"][0]) == alive
    assert bool(st["sick"][L["Domitius"]]) == sick
    if not alive:                          # E6: the dead Emperor's card is reassigned
        assert L["Domitius"] in st["leader_discard"] and st["emperor"] != L["Domitius"]


def test_sickness_tie_is_chosen():
    m = pos(factions=[["Calpurnius", "Domitius"], ["Nerva"], ["Macro"]], n=3,
            emperor="Domitius", turn=0, hands=[["Sickness"], [], []])
    assert [a["leader"] for a in m.legal_actions(0)] == [L["Calpurnius"], L["Domitius"]]
    m.act(0, {"type": "sicken", "leader": L["Calpurnius"]})
    assert m.state["sick"][L["Calpurnius"]]


def test_diplomacy_clears_a_factions_challenges_emperor_only():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Perennis": ["Senator action 2"], "Pupienus": ["Patrician action 1"]},
            hands=[["Diplomacy"], ["Diplomacy"], [], []])
    acts = [a for a in m.legal_actions(0) if a["type"] == "play"
            and a["card"] == held(m, 0, "Diplomacy")]
    assert acts == [{"type": "play", "card": held(m, 0, "Diplomacy"), "seat": 1}]
    assert not [a for a in m.legal_actions(0) if a.get("card") == held(m, 0, "Diplomacy")
                and a["type"] == "play" and a["seat"] != 1]
    m.act(0, acts[0])
    assert m.state["challenges"][L["Perennis"]] == [] == m.state["challenges"][L["Pupienus"]]


def test_diplomacy_saves_the_emperor_from_a_failed_crisis():
    m = pos(factions=F4, emperor="Domitius", turn=1, hands=[["Diplomacy"], [], [], []],
            deck_top=["Crisis IV"])
    while top(m) == "crisis":
        m.act(m.to_move()[0], {"type": "pass"})
    assert m.to_move() == [0] and {a["type"] for a in m.legal_actions(0)} == {
        "save", "pass"}
    m.act(0, {"type": "save"})
    assert m.state["emperor"] == L["Domitius"] and "saves the Emperor" in texts(m)
    assert [D.CARDS[x]["name"] for x in m.state["ongoing"]] == ["Crisis IV"]


def test_leadership_challenged_needs_a_praetorian_and_rolls_for_each_patrician():
    m = pos(factions=F4, emperor="Domitius", turn=2, hands=[[], [], ["Leadership Challenged"], []])
    # Gaius has Aper (Praetorian).  Patricians: Domitius, Calpurnius, Fabius, Valerius.
    rig_die(m, 6, 1, 5, 2)
    m._legal = {}
    m.act(2, {"type": "play", "card": c("Leadership Challenged")})
    st = m.state
    assert L["Domitius"] in st["vp_leaders"][2]            # another's: to Gaius
    assert L["Fabius"] in st["leader_discard"]             # his own: discarded
    assert L["Calpurnius"] in st["faction"][1] and L["Valerius"] in st["faction"][3]
    # The Emperor fell to Gaius's card, but Gaius has no Patrician left: assigned.
    assert G.emperor_seat(st) in (1, 3)


def test_citizens_hits_every_leader_of_one_other_player():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[["Citizens Outraged"], [], [], []])
    acts = [a for a in m.legal_actions(0) if a["type"] == "play"
            and a["card"] == c("Citizens Outraged")]
    assert sorted(a["seat"] for a in acts) == [1, 2, 3]
    m.act(0, {"type": "play", "card": c("Citizens Outraged"), "seat": 2})
    assert [G.effective(m.state, l) for l in m.state["faction"][2]] == [3, 6, 6]


def test_hero_adds_strength_clears_challenges_once_per_leader():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Perennis": ["Senator action 2"]},
            hands=[["Hero +3", "Hero +1"], [], [], []], hero={"Calpurnius": "Hero +2"})
    leaders = {a["leader"] for a in m.legal_actions(0) if a["type"] == "play"
               and a["card"] == c("Hero +3")}
    assert L["Calpurnius"] not in leaders and L["Perennis"] in leaders
    m.act(0, {"type": "play", "card": c("Hero +3"), "leader": L["Perennis"]})
    assert G.strength(m.state, L["Perennis"]) == 9 and m.state["challenges"][L["Perennis"]] == []


def test_tour_of_the_provinces_blocks_challenges_and_own_actions():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            effects=[("Tour of the Provinces", 1, 1)],
            hands=[["Senator action 3"], ["Patrician action 2"], [], []],
            deck_top=["Crisis IV"])
    # Livia (seat 1) on Tour: her leaders cannot be challenged, she cannot answer.
    assert top(m) == "crisis"
    assert 1 not in m.state["stack"][-1]["queue"]
    while top(m) == "crisis":
        m.act(m.to_move()[0], {"type": "pass"})
    targets = {a["leader"] for a in m.legal_actions(0) if a["type"] == "challenge"}
    assert targets and not targets & set(m.state["faction"][1])


def test_challenge_rules_one_per_background_first_not_own():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Calpurnius": ["Senator action 1"]},
            hands=[["Praetorian Guard action 2", "Senator action 2", "Patrician action 1"],
                   [], [], []])
    acts = [a for a in m.legal_actions(0) if a["type"] == "challenge"]
    on = lambda name: {D.CARDS[a["card"]]["name"] for a in acts if a["leader"] == L[name]}
    assert "Senator action 2" not in on("Calpurnius")               # Senator already there
    assert "Patrician action 1" in on("Calpurnius")                 # not the first any more
    assert "Praetorian Guard action 2" not in on("Perennis")        # first of his own
    assert not any(a["leader"] in m.state["faction"][0] for a in acts)   # never own


def test_single_action_never_disposes_and_four_backgrounds_discard():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            effects=[("Citizens Outraged", 3, 1), ("Corruption -2", 3, None)],
            hands=[["Senator action 3"], [], [], []])
    # Perennis: 6 - 2 - 2 = 2; one Action of 3 does not bring him down.
    m.act(0, {"type": "challenge", "card": c("Senator action 3"), "leader": L["Perennis"]})
    assert L["Perennis"] in m.state["faction"][1]
    m = pos(factions=F4, emperor="Domitius", turn=0,
            challenges={"Calpurnius": ["Senator action 1", "Praetorian Guard action 1",
                                       "Patrician action 1"]},
            hands=[["Rome action 1"], [], [], []])
    m.act(0, {"type": "challenge", "card": c("Rome action 1"), "leader": L["Calpurnius"]})
    assert m.state["challenges"][L["Calpurnius"]] == []            # 4 < 8: all discarded
    assert "survives every background" in texts(m)


def test_emperor_disposed_by_challenge_goes_to_the_challengers_patrician():
    m = pos(factions=F4, emperor="Calpurnius", turn=2,
            challenges={"Calpurnius": ["Senator action 3", "Praetorian Guard action 4"]},
            hands=[[], [], ["Patrician action 1"], []])
    m.act(2, {"type": "challenge", "card": c("Patrician action 1"), "leader": L["Calpurnius"]})
    assert L["Calpurnius"] in m.state["vp_leaders"][2]
    assert m.state["emperor"] == L["Fabius"]                        # Gaius's only Patrician


def test_last_card_finishes_the_turn_then_scores():
    m = pos(factions=F4, emperor="Domitius", turn=3, hands=[[], [], [], ["Hero +1"] * 0],
            vp_cards=[["Crisis V"], ["Senator action 4", "Patrician action 3"], [], []])
    st = m.state
    # Let Julia (seat 3) end; Marcus then draws the deck's last cards.
    st["deck"] = st["deck"][-5:]
    finish_turn(m)
    assert st["last_turn"] and st["deck"] == [] and m.to_move() == [0]
    assert not m.is_over()                       # he finishes his turn first
    finish_turn(m)
    assert m.is_over()
    res = m.result()
    # Marcus: V + Crisis V; Livia: 4 + 3.
    assert res["scores"][:2] == [10, 7] and res["winners"] == [0]
    assert "final turn" in texts(m)


def test_ties_share_the_victory():
    m = pos(factions=F4, emperor="Domitius", turn=3,
            vp_cards=[[], ["Senator action 4", "Patrician action 1"], [], []])
    st = m.state
    st["deck"] = st["deck"][-5:]
    finish_turn(m)
    finish_turn(m)
    assert m.result()["winners"] == [0, 1] and m.result()["scores"][:2] == [5, 5]


def test_every_card_effect_declares_what_the_steps_ask():
    """Issue 19 item 3: each effect of the data is a class on the kernel's
    Effects with its options and resolution; the steps find the card that saves
    the Emperor by its moment (only Diplomacy has one), never by its name, and a
    hook at an undeclared moment fails at once."""
    from pygame_core.games.roman_empire.effects import EFFECTS
    for name in set(D.EFFECT):
        assert EFFECTS.hook(name, "options") and EFFECTS.hook(name, "resolve"), name
    assert EFFECTS.with_moment("save") == ["diplomacy"]
    with pytest.raises(ValueError):
        @EFFECTS.effect("misspelt")
        class Misspelt:
            def option(st, seat, c, memo):
                return []
    assert "misspelt" not in EFFECTS
