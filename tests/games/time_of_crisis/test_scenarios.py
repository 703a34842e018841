"""The embeds (scenarios.py): each rulebook example steps through legally and
the engine reaches the rulebook's numbers with the game's own dice."""
import pygame_core as pc
from pygame_core.games.time_of_crisis import scenarios as S


def played(name):
    m, steps = pc.load_scenario("time-of-crisis", name)
    for s in steps:
        assert s["caption"]
        if s["action"] is not None:
            assert s["action"] in m.legal_actions(s["seat"]), (name, s)
            m.act(s["seat"], s["action"])
    return m.state


def test_the_seeds_roll_the_rulebooks_dice():
    for name, dice in S.DICE.items():
        if dice:
            assert S.find_seed(dice, S.DICE_SEED[name]) == S.DICE_SEED[name]


def test_combat_example():
    st = played("combat")
    assert st["dice"]["attacker"] + st["dice"]["defender"] == [5, 3, 3, 2, 5, 4]
    assert st["dice"]["hits"] == [2, 1]
    green, red = st["armies"]
    assert green["leg"] == [1] and not green["cap"] and not green["castra"]
    assert red["leg"] == [0, 1, 1] and red["cap"]
    assert not st["prov"]["macedonia"]["mil"] and st["pl"][S.RED]["legacy"] == 2


def test_place_governor_example():
    st = played("place-governor")
    assert st["dice"]["votes"] == 5 and st["dice"]["need"] == 5
    assert st["prov"]["hispania"]["gov"] == S.GREEN and st["prov"]["hispania"]["sup"] == 2
    assert st["prov"]["hispania"]["mobs"] == 0 and st["pl"][S.BLUE]["gov_av"] == 1


def test_support_check_example():
    st = played("support-check")
    assert st["prov"]["italia"]["sup"] == 2 and st["prov"]["pannonia"]["sup"] == 1
    assert st["prov"]["thracia"]["gov"] == -1 and st["pl"][S.GREEN]["legacy"] == 6


def test_invasion_example():
    st = played("invasion")
    assert st["dice"] == {"what": "invasion", "tribe": "sassanids", "dice": [5, 3]}
    assert st["barb"]["galatia"]["sassanids"] == [2, 1]
    assert st["barb"]["asia"] == {"goths": [3, 0], "sassanids": [0, 3]}
    assert st["home"]["sassanids"] == [2, 2]


def test_first_round_of_the_example_of_play():
    """The same crises and invasions as the rulebook's round 1 (other numbers on
    the dice); the round ends as printed: 2 legacy and two provinces each,
    Italia at 4, one Sassanid in Galatia."""
    st = played("first-round")
    assert [st["pl"][s]["legacy"] for s in range(4)] == [2, 2, 2, 2]
    owned = {p: v["gov"] for p, v in st["prov"].items() if v["gov"] is not None and v["gov"] >= 0}
    assert owned == {"aegyptus": 0, "africa": 0, "hispania": 1, "gallia": 1,
                     "pannonia": 2, "thracia": 2, "asia": 3, "syria": 3}
    assert st["prov"]["italia"]["sup"] == 4 and st["barb"]["galatia"] == {"sassanids": [1, 0]}
    assert st["home"]["franks"] == [1, 9] and st["home"]["alamanni"] == [1, 9]
