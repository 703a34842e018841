"""The teaching turn of spec section 7 (scenario "republic-turn"), number for
number: every step's action is legal, and after the turn the table is 7.3's."""
import pygame_core as pc
from pygame_core.games.roman_history.invariants import check


def play():
    m, steps = pc.load_scenario("roman-history", "republic-turn")
    check(m)
    for s in steps:
        if s["action"] is not None:
            assert s["action"] in m.legal_actions(s["seat"]), s["caption"]
            m.act(s["seat"], s["action"])
            check(m)
    return m


def test_the_teaching_turn_reaches_section_7_3():
    m = play()
    st = m.state
    hold = lambda s: tuple(st["players"][s][k] for k in
                           ("gold", "ambition", "legions", "fate", "faction", "vp"))
    assert hold(0) == (1, 8, 1, 0, 3, 71)
    # Cornelia: 7.3 shows the start of her turn; her Fate phase has already added 1
    # (2 -> 3) and waits for her Religion choice.
    assert hold(1) == (4, 4, 0, 3, 2, 35)
    assert hold(2) == (20, 7, 2, 1, 0, 29)
    assert st["players"][0]["coll"] == ["volscians", "latin_tribes", "temple", "cincinnatus",
                                        "veii", "dictator", "daggers", "restoration",
                                        "sylvanus", "roman_virtue"]
    assert st["players"][1]["coll"] == ["mars", "jupiter", "ostia"]
    assert st["players"][1]["hand"] == ["virtus"]
    assert st["players"][2]["coll"] == ["horatius_cocles", "piety", "sewers"]
    assert st["players"][0]["hand"] == [] and st["players"][2]["hand"] == []
    assert not any(st["avail"].values())
    assert st["discard"][-8:] == ["vesta", "mutiny_2", "patriotism", "lars_porsenna", "gauls",
                                  "heroism", "spurius_cassius", "brutus"]
    assert len(st["deck"]) == 65 and st["dice"] == []
    assert sorted(st["power"]) == ["cincinnatus", "horatius_cocles"]
    assert st["markers"] == {}
    assert m.to_move() == [1] and st["phase"] == 1 and st["stack"][-1]["p"] == "fate"


def test_every_phase_of_the_turn_is_in_the_log_with_its_dice():
    m = play()
    text = "\n".join(l["text"] for l in m.log)
    for line in ("Taxes: 4 + 2 Conquest = 6 Gold.", "Disaster roll 4: Cornelia loses 4 gold.",
                 "Threat roll 5 (total 6): Lars Porsenna is defeated",
                 "Threat roll 4 (total 6): Gauls is defeated",
                 "Conquest roll 6 (total 7): Veii is conquered",
                 "Power roll 2 + 2 = 4: civil war", "Games roll 5 (total 6): +1 faction.",
                 "Corruption: Drusus loses 1 gold.", "Cincinnatus survives (4 + 1)."):
        assert line in text, line
