"""Teaching positions for Roman History (built with positions.py).

"republic-turn" (spec section 7, ``rh-teach-republic-turn``): three players in
the Early Republic; Aemilia plays one whole turn in which every phase does
something, with the dice fixed in advance (section 7.1).  After it the table is
section 7.3's (tests/games/roman_history/test_teaching.py checks it number for
number).
"""
from ...kernel.game import Scenario
from .positions import build

NAMES = ["Aemilia", "Cornelia", "Drusus"]
DICE = [4, 4, 3, 5, 2, 4, 3, 6, 2, 2, 5, 1, 4]          # spec 7.1, in order


def republic_turn_state(game, rng, options):
    """Spec 7.1: the start of Aemilia's turn, Early Republic, two Consuls."""
    return build(
        game, NAMES, age=2, rng=rng, turn=0, dice=DICE,
        players=[
            {"gold": 3, "ambition": 6, "legions": 2, "fate": 1, "faction": 3, "vp": 30,
             "coll": ["vesta", "volscians", "latin_tribes", "patriotism", "temple"]},
            {"gold": 8, "ambition": 4, "legions": 1, "fate": 2, "faction": 2, "vp": 34,
             "coll": ["brutus", "mars", "jupiter", "ostia"], "hand": ["virtus"]},
            {"gold": 20, "ambition": 7, "legions": 2, "fate": 1, "faction": 1, "vp": 28,
             "coll": ["horatius_cocles", "spurius_cassius", "piety", "sewers"]},
        ],
        avail={"leader": ["cincinnatus"], "threat": ["lars_porsenna"], "conquest": ["veii"],
               "politics": ["dictator", "daggers"], "build": ["restoration"],
               "religion": ["sylvanus"], "culture": ["roman_virtue"]},
        markers={"lars_porsenna": 1}, power=["brutus", "horatius_cocles"],
        deck_top=["gauls", "heroism", "mutiny_2"])


def _steps():
    s = lambda caption, seat=None, action=None: {"caption": caption, "seat": seat,
                                                 "action": action}
    return [
        s("The Early Republic, Aemilia's turn. Two Consuls rule: Cornelia's Brutus and "
          "Drusus's Horatius Cocles. The deck is not empty, so the age goes on."),
        s("1 Fate: Aemilia gains 1 Fate and gives up her Religion card Vesta for one more "
          "(Fate 1, 2, 3).", 0, {"type": "discard_religion", "card": "vesta"}),
        s("2 Destiny: the Gauls (a Threat) and Heroism (a Battle card, into her hand) are "
          "revealed. She pays 2 Ambition (6 to 4) to reveal one more: Mutiny, a Defect.", 0,
          {"type": "reveal_extra", "pay": "ambition"}),
        s("She reveals no more. 3 Ambition: her 3 Faction tokens beat 2 and 1, so 2 + 1 "
          "Ambition (4 to 7). 4 Taxes: a die of 4 plus her 2 Conquest cards, 6 Gold "
          "(3 to 9).", 0, {"type": "done"}),
        s("5 Disaster: Mutiny strikes Cornelia, one roll on the Disaster table: 4, she loses "
          "4 Gold (8 to 4). The card is discarded.", 0,
          {"type": "disaster_target", "card": "mutiny_2", "seat": 1}),
        s("6 Leader: Cincinnatus for 1 Fate (3 to 2); a die of 3 + 1 = 4 Ambition (7 to 11) "
          "and 2 VP (30 to 32).", 0, {"type": "take_leader", "card": "cincinnatus"}),
        s("7 Senate: she discards her Politics card Patriotism...", 0,
          {"type": "discard_politics", "card": "patriotism"}),
        s("... for 3 Gold (9 to 12).", 0, {"type": "benefit", "benefit": "gold"}),
        s("8 Legion: upkeep of 2 Legions, 2 Gold (12 to 10); she raises one Legion for 4 "
          "Gold (10 to 6): 3 Legions.", 0, {"type": "raise_legions", "n": 1}),
        s("9 Threat: against Lars Porsenna, a die of 5 + 1 for her Leader = 6: beaten, "
          "+10 VP (32 to 42); the card and its marker leave.", 0,
          {"type": "fight", "card": "lars_porsenna"}),
        s("Against the Gauls: 2 + 1 = 3, a Battle card would not help; a Legion is lost "
          "(3 to 2).", 0, {"type": "fight", "card": "gauls"}),
        s("Again: 4 + 1 = 5, one short of 6...", 0, {"type": "fight", "card": "gauls"}),
        s("... so she plays Heroism: 4 + 1 Leader + 1 Battle card = 6, the Gauls are beaten "
          "(+10 VP, 42 to 52). No Threat is left.", 0,
          {"type": "play_battle", "card": "heroism"}),
        s("10 Conquest: she pays 1 Ambition and 1 Gold to attack Veii: 3 + 1 = 4, short of "
          "5; a Legion is lost (2 to 1).", 0, {"type": "attack", "card": "veii"}),
        s("She rolls again: 6 + 1 = 7, Veii is conquered (+7 VP, 52 to 59) and a plunder "
          "die of 2 Gold (5 to 7).", 0, {"type": "continue"}),
        s("11 Politics: both Politics cards for 1 Fate (2 to 1): +2 Ambition (10 to 12) and "
          "+2 VP (59 to 61). Daggers is a Death card...", 0, {"type": "take_politics"}),
        s("... and she has Drusus's Spurius Cassius discarded.", 0,
          {"type": "death_target", "leader": "spurius_cassius"}),
        s("12 Power: Cincinnatus challenges the Consul Brutus for 3 Ambition (12 to 9).", 0,
          {"type": "seize", "leader": "cincinnatus", "target": "brutus"}),
        s("Drusus, not the holder, gives 1 Faction token to help (Cornelia is not asked).",
          2, {"type": "offer_faction", "n": 1}),
        s("Aemilia adds 1 of hers (3 to 2): +2 on every roll. The die is 2: 2 + 2 = 4, civil "
          "war, Cornelia loses her only Legion and so the war: Brutus is discarded and "
          "Cincinnatus takes his Power token.", 0, {"type": "commit_faction", "n": 1}),
        s("13 Build: Restoration for 1 Ambition and 4 Gold (her 1 Legion allows one Build): "
          "+5 VP (61 to 66).", 0, {"type": "buy", "card": "restoration"}),
        s("14 Religion: Sylvanus for 1 Gold, +2 VP (66 to 68).", 0,
          {"type": "buy", "card": "sylvanus"}),
        s("15 Culture: Roman Virtue for 1 Fate, +1 VP (68 to 69).", 0,
          {"type": "buy", "card": "roman_virtue"}),
        s("16 Games, 1 Gold: 5 + 1 (she won a fight this turn) = 6, a Faction token "
          "(2 to 3).", 0, {"type": "games_roll"}),
        s("Her last Gold: 1 + 1 = 2, 1 VP (69 to 70). 17 Scoring: Aemilia and Drusus hold "
          "power, +1 VP +1 Gold each; Cornelia has the most Religion cards, +1 VP. "
          "18 Corruption: Drusus's 21 Gold fall to 20. 19 End: Cincinnatus rolls 4 + 1 "
          "(Republic) = 5 and survives. Cornelia's turn begins.", 0, {"type": "games_roll"}),
    ]


SCENARIOS = {
    "republic-turn": Scenario(
        title="One turn in the Early Republic, phase by phase",
        players=3,
        options={"names": NAMES},
        build=republic_turn_state,
        steps=_steps(),
    ),
}
