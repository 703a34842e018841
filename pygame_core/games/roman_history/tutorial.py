"""Roman History: a guided first game (issue 23; pygame_core/kernel/tutorial.py).

The learner is Player 1 against one AI player, late in the first age: from
seed 5, the first 148 moves of the game (both seats, as the easy AI played
them) make a prepared position at the start of his turn with six cards left in
the Early Rome deck.  He plays that turn phase by phase, deciding once in each
phase that asks for a decision (Fate, Destiny, Leader, Senate, Legions,
Conquest, Power, Build, Religion, Culture, Games); Player 2's turn then turns up
the last cards, and the age ends at the start of the learner's next turn, whose
first step tells what the age's end did.  The words are ours; Player 2's moves
are what the easy AI chose there.
"""
from ...kernel.tutorial import Tutorial

TUTORIALS = {"first-game": Tutorial(
    title="Your first game: a turn of Roman History and an age's end",
    lobby="a guided first game: a turn, phase by phase, and an age's end",
    players=2, seed=5, learner=0,
    intro=("You are Player 1, against one AI player, late in the first age, Early Rome: "
           "only six cards are left in its deck. You play one whole turn, phase by phase, "
           "then see the age end. Each step says what to do and why; the game's earlier "
           "moves were made for you."),
    end=("Well played: you lead with 114 VP to Player 2's 106 as the Early Republic "
         "begins. The game is yours now: play on against the AI, from this very position."),
    steps=[
    {"seat": 0, "action": {'type': 'done'}},  # 0: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'take_leader', 'card': 'tarquinius_superbus'}},  # 1: Take Tarquinius Superbus (1 Fate) (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 2: Raise no Legion (made for him)
    {"seat": 0, "action": {'type': 'seize', 'leader': 'tarquinius_superbus', 'target': 'vacancy'}},  # 3: Tarquinius Superbus takes the vacant Power token (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'saturn'}},  # 4: Buy Saturn (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'games_roll'}},  # 5: Roll on the Games table (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'games_roll'}},  # 6: Roll on the Games table (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'games_roll'}},  # 7: Roll on the Games table (1 Gold) (made for him)
    {"seat": 1, "action": {'type': 'done'}},  # 8: Reveal no more
    {"seat": 1, "action": {'type': 'take_politics'}},  # 9: Take the Politics cards (Patricians) for 1 Fate
    {"seat": 1, "action": {'type': 'buy', 'card': 'household_gods'}},  # 10: Buy Household Gods (1 Gold)
    {"seat": 1, "action": {'type': 'games_roll'}},  # 11: Roll on the Games table (1 Gold)
    {"seat": 1, "action": {'type': 'games_roll'}},  # 12: Roll on the Games table (1 Gold)
    {"seat": 0, "action": {'type': 'pass'}},  # 13: Keep your Religion cards (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 14: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 1}},  # 15: Raise 1 Legion (4 Gold) (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'luceres'}},  # 16: Attack Luceres (made for him)
    {"seat": 0, "action": {'type': 'continue'}},  # 17: Roll again against Luceres (made for him)
    {"seat": 0, "action": {'type': 'games_roll'}},  # 18: Roll on the Games table (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'games_roll'}},  # 19: Roll on the Games table (1 Gold) (made for him)
    {"seat": 1, "action": {'type': 'pass'}},  # 20: Keep your Religion cards
    {"seat": 1, "action": {'type': 'done'}},  # 21: Reveal no more
    {"seat": 1, "action": {'type': 'take_leader', 'card': 'servius_tullius_a'}},  # 22: Take Servius Tullius (1 Fate)
    {"seat": 1, "action": {'type': 'discard_politics', 'card': 'patricians'}},  # 23: Discard Patricians in the Senate
    {"seat": 1, "action": {'type': 'benefit', 'benefit': 'legion'}},  # 24: Take 1 Legion
    {"seat": 1, "action": {'type': 'attack', 'card': 'luceres'}},  # 25: Attack Luceres
    {"seat": 1, "action": {'type': 'continue'}},  # 26: Roll again against Luceres
    {"seat": 1, "action": {'type': 'seize', 'leader': 'servius_tullius_a', 'target': 'tarquinius_superbus'}},  # 27: Servius Tullius challenges Tarquinius Superbus (Player 1)
    {"seat": 1, "action": {'type': 'commit_faction', 'n': 2}},  # 28: Add 2 Faction token(s)
    {"seat": 1, "action": {'type': 'buy', 'card': 'sabine_women'}},  # 29: Buy Sabine Women (1 Fate, 3 VP)
    {"seat": 1, "action": {'type': 'games_roll'}},  # 30: Roll on the Games table (1 Gold)
    {"seat": 1, "action": {'type': 'games_roll'}},  # 31: Roll on the Games table (1 Gold)
    {"seat": 1, "action": {'type': 'games_roll'}},  # 32: Roll on the Games table (1 Gold)
    {"seat": 0, "action": {'type': 'pass'}},  # 33: Keep your Religion cards (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 34: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 1}},  # 35: Raise 1 Legion (4 Gold) (made for him)
    {"seat": 0, "action": {'type': 'take_politics'}},  # 36: Take the Politics cards (Equites & Pedites) for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'diana'}},  # 37: Buy Diana (1 Gold) (made for him)
    {"seat": 1, "action": {'type': 'pass'}},  # 38: Keep your Religion cards
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 39: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 40: Reveal no more
    {"seat": 1, "action": {'type': 'raise_legions', 'n': 1}},  # 41: Raise 1 Legion (4 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'juno'}},  # 42: Buy Juno (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'trojan_prince_aeneas'}},  # 43: Buy Trojan Prince Aeneas (1 Fate, 3 VP)
    {"seat": 0, "action": {'type': 'pass'}},  # 44: Keep your Religion cards (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 45: Reveal a card for 2 Ambition (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 46: Reveal a card for 2 Ambition (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 47: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'discard_politics', 'card': 'equites_and_pedites'}},  # 48: Discard Equites & Pedites in the Senate (made for him)
    {"seat": 0, "action": {'type': 'benefit', 'benefit': 'steal'}},  # 49: Steal a Conquest card (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'latin_league'}},  # 50: Attack Latin League (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'haruspices'}},  # 51: Buy Haruspices (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'etruscan_vivacity'}},  # 52: Buy Etruscan Vivacity (1 Fate, 1 VP) (made for him)
    {"seat": 1, "action": {'type': 'pass'}},  # 53: Keep your Religion cards
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 54: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 55: Reveal no more
    {"seat": 1, "action": {'type': 'take_leader', 'card': 'tarquinius_priscus'}},  # 56: Take Tarquinius Priscus (1 Fate)
    {"seat": 1, "action": {'type': 'raise_legions', 'n': 1}},  # 57: Raise 1 Legion (4 Gold)
    {"seat": 1, "action": {'type': 'seize', 'leader': 'tarquinius_priscus', 'target': 'tarquinius_superbus'}},  # 58: Tarquinius Priscus challenges Tarquinius Superbus (Player 1)
    {"seat": 1, "action": {'type': 'commit_faction', 'n': 2}},  # 59: Add 2 Faction token(s)
    {"seat": 0, "action": {'type': 'pass'}},  # 60: Keep your Religion cards (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 61: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'take_leader', 'card': 'servius_tullius_b'}},  # 62: Take Servius Tullius (1 Fate) (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 2}},  # 63: Raise 2 Legions (8 Gold) (made for him)
    {"seat": 0, "action": {'type': 'seize', 'leader': 'servius_tullius_b', 'target': 'tarquinius_priscus'}},  # 64: Servius Tullius challenges Tarquinius Priscus (Player 2) (made for him)
    {"seat": 0, "action": {'type': 'commit_faction', 'n': 2}},  # 65: Add 2 Faction token(s) (made for him)
    {"seat": 1, "action": {'type': 'pass'}},  # 66: Keep your Religion cards
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 67: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 68: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 69: Reveal no more
    {"seat": 1, "action": {'type': 'done'}},  # 70: Raise no Legion
    {"seat": 1, "action": {'type': 'attack', 'card': 'latin_league'}},  # 71: Attack Latin League
    {"seat": 1, "action": {'type': 'stop'}},  # 72: Stop the attack (-1 VP)
    {"seat": 1, "action": {'type': 'take_politics'}},  # 73: Take the Politics cards (Murder) for 1 Fate
    {"seat": 1, "action": {'type': 'buy', 'card': 'circus_maximus'}},  # 74: Buy Circus Maximus (1 Ambition, 4 Gold)
    {"seat": 0, "action": {'type': 'pass'}},  # 75: Keep your Religion cards (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 76: Reveal a card for 2 Ambition (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 77: Reveal a card for 2 Ambition (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 78: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 1}},  # 79: Raise 1 Legion (4 Gold) (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'latin_league'}},  # 80: Attack Latin League (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'alba_longa'}},  # 81: Attack Alba Longa (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'volscians'}},  # 82: Attack Volscians (made for him)
    {"seat": 0, "action": {'type': 'stop'}},  # 83: Stop the attack (-1 VP) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'sewers'}},  # 84: Buy Sewers (1 Ambition, 4 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'tellus'}},  # 85: Buy Tellus (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'sibylline_books'}},  # 86: Buy Sibylline Books (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'flora'}},  # 87: Buy Flora (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'mars'}},  # 88: Buy Mars (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'jupiter'}},  # 89: Buy Jupiter (1 Gold) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'romulus'}},  # 90: Buy Romulus (1 Fate, 3 VP) (made for him)
    {"seat": 1, "action": {'type': 'discard_religion', 'card': 'household_gods'}},  # 91: Discard Household Gods for 1 Fate
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 92: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 93: Reveal no more
    {"seat": 1, "action": {'type': 'discard_politics', 'card': 'murder_1'}},  # 94: Discard Murder in the Senate
    {"seat": 1, "action": {'type': 'benefit', 'benefit': 'steal'}},  # 95: Steal a Conquest card
    {"seat": 1, "action": {'type': 'steal', 'seat': 0, 'card': 'luceres'}},  # 96: Steal Luceres from Player 1
    {"seat": 1, "action": {'type': 'pass'}},  # 97: Attack nothing
    {"seat": 1, "action": {'type': 'buy', 'card': 'janus'}},  # 98: Buy Janus (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'fidelity'}},  # 99: Buy Fidelity (1 Fate, 1 VP)
    {"seat": 0, "action": {'type': 'discard_religion', 'card': 'saturn'}},  # 100: Discard Saturn for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'fate'}},  # 101: Reveal a card for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 102: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 1}},  # 103: Raise 1 Legion (4 Gold) (made for him)
    {"seat": 1, "action": {'type': 'discard_religion', 'card': 'juno'}},  # 104: Discard Juno for 1 Fate
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 105: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 106: Reveal no more
    {"seat": 1, "action": {'type': 'raise_legions', 'n': 1}},  # 107: Raise 1 Legion (4 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'roman_calendar'}},  # 108: Buy Roman Calendar (1 Fate, 1 VP)
    {"seat": 0, "action": {'type': 'discard_religion', 'card': 'diana'}},  # 109: Discard Diana for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'fate'}},  # 110: Reveal a card for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'fate'}},  # 111: Reveal a card for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 112: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'volscians'}},  # 113: Attack Volscians (made for him)
    {"seat": 0, "action": {'type': 'stop'}},  # 114: Stop the attack (-1 VP) (made for him)
    {"seat": 0, "action": {'type': 'take_politics'}},  # 115: Take the Politics cards (First Assembly) for 1 Fate (made for him)
    {"seat": 1, "action": {'type': 'discard_religion', 'card': 'janus'}},  # 116: Discard Janus for 1 Fate
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 117: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 118: Reveal no more
    {"seat": 1, "action": {'type': 'buy', 'card': 'traditional_founding'}},  # 119: Buy Traditional Founding (1 Fate, 3 VP)
    {"seat": 0, "action": {'type': 'discard_religion', 'card': 'haruspices'}},  # 120: Discard Haruspices for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 121: Reveal a card for 2 Ambition (made for him)
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'fate'}},  # 122: Reveal a card for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 123: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'discard_politics', 'card': 'first_assembly'}},  # 124: Discard First Assembly in the Senate (made for him)
    {"seat": 0, "action": {'type': 'benefit', 'benefit': 'steal'}},  # 125: Steal a Conquest card (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 1}},  # 126: Raise 1 Legion (4 Gold) (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'volscians'}},  # 127: Attack Volscians (made for him)
    {"seat": 0, "action": {'type': 'attack', 'card': 'latin_tribes'}},  # 128: Attack Latin Tribes (made for him)
    {"seat": 0, "action": {'type': 'stop'}},  # 129: Stop the attack (-1 VP) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'latin_language'}},  # 130: Buy Latin Language (1 Fate, 1 VP) (made for him)
    {"seat": 0, "action": {'type': 'buy', 'card': 'piety'}},  # 131: Buy Piety (1 Fate, 1 VP) (made for him)
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 132: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 133: Reveal no more
    {"seat": 1, "action": {'type': 'attack', 'card': 'latin_tribes'}},  # 134: Attack Latin Tribes
    {"seat": 1, "action": {'type': 'stop'}},  # 135: Stop the attack (-1 VP)
    {"seat": 1, "action": {'type': 'take_politics'}},  # 136: Take the Politics cards (Plebeians) for 1 Fate
    {"seat": 1, "action": {'type': 'buy', 'card': 'agriculture'}},  # 137: Buy Agriculture (1 Fate, 1 VP)
    {"seat": 1, "action": {'type': 'buy', 'card': 'chariot_racing'}},  # 138: Buy Chariot Racing (1 Fate, 1 VP)
    {"seat": 0, "action": {'type': 'discard_religion', 'card': 'tellus'}},  # 139: Discard Tellus for 1 Fate (made for him)
    {"seat": 0, "action": {'type': 'done'}},  # 140: Reveal no more (made for him)
    {"seat": 0, "action": {'type': 'raise_legions', 'n': 1}},  # 141: Raise 1 Legion (4 Gold) (made for him)
    {"seat": 0, "action": {'type': 'take_politics'}},  # 142: Take the Politics cards (Centuries) for 1 Fate (made for him)
    {"seat": 1, "action": {'type': 'reveal_extra', 'pay': 'ambition'}},  # 143: Reveal a card for 2 Ambition
    {"seat": 1, "action": {'type': 'done'}},  # 144: Reveal no more
    {"seat": 1, "action": {'type': 'discard_politics', 'card': 'plebeians'}},  # 145: Discard Plebeians in the Senate
    {"seat": 1, "action": {'type': 'benefit', 'benefit': 'steal'}},  # 146: Steal a Conquest card
    {"seat": 1, "action": {'type': 'steal', 'seat': 0, 'card': 'latin_league'}},  # 147: Steal Latin League from Player 1
    # 148: Discard Sibylline Books for 1 Fate
    {"seat": 0, "action": {'type': 'discard_religion', 'card': 'sibylline_books'},
     "say": ('A turn runs through nineteen phases in a fixed order. Most play themselves; the '
              'lesson stops at each one where you decide. Phase 1, Fate: you gained 1 Fate, and '
              'you may give up one Religion card for one more. Discard Sibylline Books: you keep'
              ' three, and Player 2 has none.'),
     "first": 'discard Sibylline Books'},
    # 149: Reveal a card for 2 Ambition
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'ambition'},
     "say": ('Phase 2, Destiny: the top two cards of the deck were turned up and laid in their '
              'piles, Etruscan King with the Leaders and Remus with the Culture cards. You may '
              'turn up more, for 2 Ambition or 1 Fate each. Only 4 cards are left, and the age '
              'ends once the deck is empty. Reveal a card for 2 Ambition.'),
     "first": 'reveal a card for 2 Ambition'},
    # 150: Reveal a card for 1 Fate
    {"seat": 0, "action": {'type': 'reveal_extra', 'pay': 'fate'},
     "say": 'Horatii, an Origin card. Reveal one more, this time paying 1 Fate.',
     "first": 'reveal a card for 1 Fate'},
    # 151: Reveal no more
    {"seat": 0, "action": {'type': 'done'},
     "say": ('Vesta, a Religion card. Two cards are left: Player 2 turns them up at the start '
              'of his turn, and the age ends right after it. Reveal no more.'),
     "first": 'reveal no more'},
    # 152: Take Etruscan King (1 Fate)
    {"seat": 0, "action": {'type': 'take_leader', 'card': 'etruscan_king'},
     "say": ('Ambition (+2) and Taxes (7 Gold: a die plus 1 per Conquest card you hold) came by'
              ' themselves, and no Disaster was waiting. Phase 6, Leader: take Etruscan King for'
              ' 1 Fate. A Leader brings Ambition and 2 VP at once, adds 1 to your battle rolls '
              'and may take Power.'),
     "first": 'take Etruscan King'},
    # 153: Discard Centuries in the Senate
    {"seat": 0, "action": {'type': 'discard_politics', 'card': 'centuries'},
     "say": ('Phase 7, Senate: you may spend one Politics card from your collection for a '
              'benefit. Discard Centuries.'),
     "first": 'discard Centuries in the Senate'},
    # 154: Steal a Conquest card
    {"seat": 0, "action": {'type': 'benefit', 'benefit': 'steal'},
     "say": ('Choose the benefit: steal a Conquest card. Player 2 took Latin League from you '
              'last turn; take it back, since every Conquest card adds 1 Gold to your Taxes.'),
     "first": 'steal a Conquest card'},
    # 155: Raise no Legion
    {"seat": 0, "action": {'type': 'done'},
     "say": ('Phase 8, Legions: your two Legions cost 2 Gold of upkeep; a new one costs 4. Two '
              'are enough for this turn, and the Gold is better spent: raise no Legion.'),
     "first": 'raise no Legion'},
    # 156: Attack Latin Tribes
    {"seat": 0, "action": {'type': 'attack', 'card': 'latin_tribes'},
     "say": ('There is no Threat, so phase 9 passed. Phase 10, Conquest: for 1 Ambition and 1 '
              'Gold you attack a Conquest card; a die of 5 or more (your Leader adds 1) takes '
              'it, with 7 VP and plunder. Attack Latin Tribes.'),
     "first": 'attack Latin Tribes'},
    # 157: Attack nothing
    {"seat": 0, "action": {'type': 'pass'},
     "say": ('A 6: Latin Tribes is yours, with 7 VP and 4 Gold. You could attack again, but a '
              'failed roll loses a Legion. Stop here: attack nothing.'),
     "first": 'attack nothing'},
    # 158: Etruscan King takes the vacant Power token
    {"seat": 0, "action": {'type': 'seize', 'leader': 'etruscan_king', 'target': 'vacancy'},
     "say": ('Phase 11, Politics, had no card to offer. Phase 12, Power: nobody is King, so for'
              ' 3 Ambition your Etruscan King takes the vacant Power token, with no roll. '
              "Holding Power scores 1 VP and 1 Gold at every turn's Scoring."),
     "first": 'let Etruscan King take the Power token'},
    # 159: Buy City Walls (1 Ambition, 4 Gold)
    {"seat": 0, "action": {'type': 'buy', 'card': 'city_walls'},
     "say": ('Phase 13, Build: a Build card costs 1 Ambition and 4 Gold, gives 5 VP, and 1 VP '
              'more at the end of every age; you may buy as many as you have Legions. Buy City '
              'Walls.'),
     "first": 'buy City Walls'},
    # 160: Buy no more Builds
    {"seat": 0, "action": {'type': 'done'},
     "say": 'One is enough: the Gold left is for Religion and the Games. Buy no more Builds.',
     "first": 'buy no more Builds'},
    # 161: Buy Vesta (1 Gold)
    {"seat": 0, "action": {'type': 'buy', 'card': 'vesta'},
     "say": ('Phase 14, Religion: a card costs 1 Gold and gives 2 VP, and the player with the '
              'most Religion cards gains 1 VP at every Scoring. Buy Vesta.'),
     "first": 'buy Vesta'},
    # 162: Buy no more Religion cards
    {"seat": 0, "action": {'type': 'done'},
     "say": 'Keep the last Gold for the Games: buy no more Religion cards.',
     "first": 'buy no more Religion cards'},
    # 163: Buy Remus (1 Fate, 3 VP)
    {"seat": 0, "action": {'type': 'buy', 'card': 'remus'},
     "say": ('Phase 15, Culture: Culture and Origin cards cost 1 Fate each. An Origin gives 3 '
              'VP, but the card leaves your collection when the age ends and it is not a Culture'
              " card: Player 2, with more Culture cards, will take the age's 10 VP. Buy Remus."),
     "first": 'buy Remus'},
    # 164: Buy Horatii (1 Fate, 3 VP)
    {"seat": 0, "action": {'type': 'buy', 'card': 'horatii'},
     "say": 'Buy Horatii too: 3 more VP for 1 Fate.',
     "first": 'buy Horatii'},
    # 165: Roll on the Games table (1 Gold)
    {"seat": 0, "action": {'type': 'games_roll'},
     "say": ('Phase 16, Games: each roll on the Games table costs Gold (1 for each of the first'
              ' three) and brings a small gain; a conquest this turn adds 1 to the roll. Roll '
              'once.'),
     "first": 'roll on the Games table'},
    # 166: Stop the Games
    {"seat": 0, "action": {'type': 'done'},
     "say": ('A 4, plus 1 for your conquest: 1 Fate. Stop the Games. The rest of your turn '
              'plays itself: Scoring, Corruption (what is above the limits is lost), and the '
              'End, where each of your Leaders may die.'),
     "first": 'stop the Games'},
    {"seat": 1, "action": {'type': 'take_leader', 'card': 'numa_pompilius'}},  # 167: Take Numa Pompilius (1 Fate)
    {"seat": 1, "action": {'type': 'raise_legions', 'n': 1}},  # 168: Raise 1 Legion (4 Gold)
    {"seat": 1, "action": {'type': 'attack', 'card': 'sabines'}},  # 169: Attack Sabines
    {"seat": 1, "action": {'type': 'attack', 'card': 'ager_romanus'}},  # 170: Attack Ager Romanus
    {"seat": 1, "action": {'type': 'continue'}},  # 171: Roll again against Ager Romanus
    {"seat": 1, "action": {'type': 'attack', 'card': 'ostia'}},  # 172: Attack Ostia
    {"seat": 1, "action": {'type': 'seize', 'leader': 'numa_pompilius', 'target': 'vacancy'}},  # 173: Numa Pompilius takes the vacant Power token
    {"seat": 1, "action": {'type': 'buy', 'card': 'temple'}},  # 174: Buy Temple (1 Ambition, 4 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'ancestor_worship'}},  # 175: Buy Ancestor Worship (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'minerva'}},  # 176: Buy Minerva (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'ceres'}},  # 177: Buy Ceres (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'quirinus'}},  # 178: Buy Quirinus (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'vestal_virgins'}},  # 179: Buy Vestal Virgins (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'liber'}},  # 180: Buy Liber (1 Gold)
    {"seat": 1, "action": {'type': 'buy', 'card': 'sculpture'}},  # 181: Buy Sculpture (1 Fate, 1 VP)
    {"seat": 1, "action": {'type': 'games_roll'}},  # 182: Roll on the Games table (1 Gold)
    # 183: Discard Flora for 1 Fate
    {"seat": 0, "action": {'type': 'discard_religion', 'card': 'flora'},
     "say": ('Your Etruscan King died at the End of your turn (a 6). Player 2 then turned up '
              'the last two cards, so before this turn the Early Rome age ended: every Leader '
              'and Origin card left the collections (your VP from them stay), the piles were '
              'cleared and nobody holds Power; each player scored 1 VP per Build card (you 2), '
              'and Player 2 won 10 VP for the most Culture cards. The rest of your collection, '
              'your Gold and your hand go on into the Early Republic, whose deck is now in play.'
              ' Begin the new age as before: discard Flora for 1 Fate.'),
     "first": 'discard Flora'},
    ],
)}
