"""The rulebook's "Examples of Play" (rules/000, last section), number by number.

The position is the scenario "rulebook-example" (the one embed.html shows).
"""
import pygame_core as pc

A, B, C = 0, 1, 2


def play_until(m, steps, caption_start):
    """Play the scenario's steps up to (not including) the one with this caption."""
    done = getattr(m, "_steps_done", 0)
    for i in range(done, len(steps)):
        if steps[i]["caption"].startswith(caption_start):
            m._steps_done = i
            return
        if steps[i]["action"]:
            m.act(steps[i]["seat"], steps[i]["action"])
    raise AssertionError(f"no step {caption_start!r}")


def worths(m):
    v = m.view(None)
    return {c["name"]: c["worth"] for c in v["candidates"]}


def crises(m):
    return [(c["name"], c["total"]) for c in m.view(None)["crises"]]


def test_setup_example_military_eligibility_and_office_bonuses():
    # "only candidates with Military ability will be eligible ... Aurelian and
    # Valerian will have +3 and +2 ... because of the military offices"
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    v = m.view(None)
    by = {c["name"]: c for c in v["candidates"]}
    assert by["Aurelian"]["office"] == "legatus" and by["Valerian"]["office"] == "cavalry"
    assert [n for n, c in by.items() if c["military"] > 0 and c["owner"] == A] == ["Claudius II"]
    assert sorted(n for n, c in by.items() if c["military"] > 0 and c["owner"] == B) == [
        "Pupienus & Balbinus", "Valerian"]
    assert [n for n, c in by.items() if c["military"] > 0 and c["owner"] == C] == ["Aurelian"]
    assert v["method"] == "military" and v["dealer"] == C


def test_draft_example_snake_order():
    # Artorius, Brutus, then Caesar twice, then Brutus, Artorius (then clockwise).
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    assert m.view(None)["draft_order"] == [A, B, C, C, B, A, A, B, C]
    seen = []
    for step in steps[1:10]:
        if step["action"]:
            assert m.to_move() == [step["seat"]]
            seen.append(step["seat"])
            m.act(step["seat"], step["action"])
    assert seen == [A, B, C, C, B, A, A, B]
    hand = lambda s: sorted(c["name"] for c in m.view(s)["hands"][s]["cards"])
    assert hand(C) == ["Gold 2", "Goths 5", "Palmyra 8", "Persia 5", "SPQR 4"]
    # What was drafted face up is known to the others.
    assert sorted(c["name"] for c in m.view(A)["hands"][C]["cards"]) == [
        "Goths 5", "Palmyra 8", "SPQR 4"]


def test_election_example_1_9_11_then_12_and_16():
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    play_until(m, steps, "Caesar's only Military candidate")
    w = worths(m)
    assert (w["Claudius II"], w["Valerian"], w["Aurelian"]) == (1, 9, 11)
    # The bidding starts left of the leader (Caesar): with Artorius.
    assert m.to_move() == [A]
    play_until(m, steps, "Caesar answers")
    assert worths(m)["Valerian"] == 12
    play_until(m, steps, "Brutus drops out too")
    assert worths(m)["Aurelian"] == 16
    m.act(B, {"type": "pass"})
    # Artorius, first out, sets the next method (not Military again).
    assert m.to_move() == [A]
    assert {a["method"] for a in m.legal_actions(A)} == {"spqr", "praetorian"}
    m.act(A, {"type": "method", "method": "praetorian"})
    v = m.view(None)
    off = {o: x["holder_name"] for o, x in v["offices"].items()}
    assert off["emperor"] == "Aurelian"
    assert off["legatus"] == "Valerian"           # best Military after the Emperor
    assert off["cavalry"] == "Claudius II"        # "another leader having Military ability"
    assert v["method"] == "praetorian"


def test_crises_example_before_and_after_mounting():
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    play_until(m, steps, "The crises before they mount")
    # SPQR 9 first, then Persia, Goths, Palmyra (Goths and Palmyra tie at 4: A before C).
    assert crises(m) == [("SPQR", 9), ("Persia", 8), ("Goths", 4), ("Palmyra", 4)]
    assert sorted(m.to_move()) == [A, B, C]       # simultaneous, secret
    play_until(m, steps, "The Emperor's cards total 11")
    assert crises(m) == [("SPQR", 14), ("Persia", 8), ("Palmyra", 7), ("Goths", 4)]
    gold = [c for c in m.view(None)["crises"][0]["cards"] if c["type"] == "gold"]
    assert len(gold) == 1                         # the Gold went to the top crisis


def test_emperor_scores_21_and_legatus_6():
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    play_until(m, steps, "The Emperor's cards total 11")
    emperor = next(c for c in m.view(None)["candidates"] if c["office"] == "emperor")
    assert sum(c["value"] for c in emperor["cards"]) == 11
    before = m.view(None)["scores"]
    play_until(m, steps, "The Legatus lacks")
    after = m.view(None)["scores"]
    assert after[C] - before[C] == 21
    assert crises(m) == [("Persia", 8), ("Palmyra", 7), ("Goths", 4)]
    # The Legatus cannot clear Persia 8 or Palmyra 7 with his cards.
    names = {"persia": "Persia", "palmyra": "Palmyra"}
    for a in m.legal_actions(B):
        if a["type"] == "fight" and a["crisis"] in names:
            total = sum(m.game.card_info(m.state, c)["value"] for c in a["cards"])
            assert total < dict(crises(m))[names[a["crisis"]]]
    m.act(B, steps[-1]["action"])
    v = m.view(None)
    assert v["scores"][B] - after[B] == 6
    assert crises(m) == [("Persia", 8), ("Palmyra", 7)]
    # The Emperor died: Aurelian's card turned to Probus and lies on the discards.
    assert v["discard_top"]["name"] == "Probus"
    assert "Aurelian" not in [c["name"] for c in v["candidates"]]
    # Caesar leads on points, so he deals the next turn.
    assert v["dealer"] == C and v["turn"] == 6 and v["phase"] == "draft"


def test_scenario_save_replays():
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    for step in steps[:15]:
        if step["action"]:
            m.act(step["seat"], step["action"])
    again = pc.load_match(m.save())
    assert again.state_hash() == m.state_hash()
    assert pc.scenarios("rome-in-crisis") == ["rulebook-example"]
