"""Time of Crisis: a guided first game (issue 23; pygame_core/kernel/tutorial.py).

The learner is Player 1 against one AI player, from the dice of seed 6: his
first turn, in which each kind of decision comes once: the province he starts
in, cards played for influence, a Governor recruited and placed (two dice
against a neutral Governor at support 1 cannot fail), an army moved against the
Goths that the first crisis roll brings into Asia, a battle won, the advance
into Asia's capital, and a card bought.  His secret first hand (three Blue 1
and two Red 1) is chosen for him, as the turn's plan needs; the words of his
next step say so.  The words are ours; Player 2's moves are what the easy AI
chose there.  Then he refills his hand and plays on against the AI.
"""
from ...kernel.tutorial import Tutorial

TUTORIALS = {"first-game": Tutorial(
    title="Your first game: one turn of Time of Crisis",
    lobby="a guided first game: your first turn, your moves",
    players=2, seed=6, learner=0,
    intro=("You are Player 1, against one AI player. In your first turn you choose a "
           "province, play cards for influence, win a second province in the Senate, march "
           "against the Goths, beat them and buy a card. Each step says what to do and why; "
           "the moves that teach nothing new are made for you."),
    end=("Well played: you govern Thracia and Macedonia, hold the capital of Asia and have "
         "5 legacy. The game is yours now: choose, in secret, the five cards of your next "
         "hand, then play on against the AI from this very position."),
    steps=[
    # 0: Start in Thracia
    {"seat": 0, "action": {'type': 'choose', 'region': 'thracia'},
     "say": ('Every player begins by choosing the province he governs. Start in Thracia (click '
              'it on the map): your Governor rules it at support 1, and your General waits in '
              'its capital with one Legion and a Militia.'),
     "first": 'start in Thracia'},
    {"seat": 1, "action": {'type': 'choose', 'region': 'pannonia'}},  # 1: Start in Pannonia
    {"seat": 0, "action": {'type': 'take', 'card': 'blue_1'}},  # 2: Take Blue 1 into your hand (made for him)
    {"seat": 0, "action": {'type': 'take', 'card': 'blue_1'}},  # 3: Take Blue 1 into your hand (made for him)
    {"seat": 0, "action": {'type': 'take', 'card': 'blue_1'}},  # 4: Take Blue 1 into your hand (made for him)
    {"seat": 0, "action": {'type': 'take', 'card': 'red_1'}},  # 5: Take Red 1 into your hand (made for him)
    {"seat": 0, "action": {'type': 'take', 'card': 'red_1'}},  # 6: Take Red 1 into your hand (made for him)
    {"seat": 1, "action": {'type': 'take', 'card': 'yellow_1'}},  # 7: Take Yellow 1 into your hand
    {"seat": 1, "action": {'type': 'take', 'card': 'yellow_1'}},  # 8: Take Yellow 1 into your hand
    {"seat": 1, "action": {'type': 'take', 'card': 'yellow_1'}},  # 9: Take Yellow 1 into your hand
    {"seat": 1, "action": {'type': 'take', 'card': 'red_1'}},  # 10: Take Red 1 into your hand
    {"seat": 1, "action": {'type': 'take', 'card': 'red_1'}},  # 11: Take Red 1 into your hand
    # 12: Play Blue 1
    {"seat": 0, "action": {'type': 'play', 'card': 'blue_1'},
     "say": ('Your first hand was chosen for you: three Blue 1 and two Red 1, the cards this '
              "turn's plan needs. The crisis dice that open every turn have sent one Goth into "
              'Asia, across the straits from you. Everything you do is paid with influence, and '
              'cards give it: Blue for the Senate, Red for the army, Yellow for the people. Play'
              ' a Blue 1 (click it in your hand).'),
     "first": 'play a Blue 1'},
    # 13: Recruit a Governor
    {"seat": 0, "action": {'type': 'do', 'act': 'recruit_governor'},
     "say": ('Your one Governor sits in Thracia. To rule a second province you need another: '
              'Recruit a Governor, paid in Senate points.'),
     "first": 'recruit a Governor'},
    # 14: Recruit a Governor: the cost-1 counter
    {"seat": 0, "action": {'type': 'pick', 'cost': 1},
     "say": 'Take the Governor that costs 1: the Blue 1 you played pays for him exactly.',
     "first": 'take the Governor that costs 1'},
    # 15: Play Blue 1
    {"seat": 0, "action": {'type': 'play', 'card': 'blue_1'},
     "say": ('Placing him costs Senate points too, one for each die you roll in the vote. Play '
              'another Blue 1.'),
     "first": 'play a Blue 1'},
    # 16: Play Blue 1
    {"seat": 0, "action": {'type': 'play', 'card': 'blue_1'},
     "say": 'And the third Blue 1: two points, two dice.',
     "first": 'play a Blue 1'},
    # 17: Place a Governor
    {"seat": 0, "action": {'type': 'do', 'act': 'place_governor'},
     "say": ('Now Place a Governor: you ask the Senate to hand you a province, and the dice are'
              ' its votes.'),
     "first": 'place a Governor'},
    # 18: Place a Governor: Macedonia
    {"seat": 0, "action": {'type': 'pick', 'region': 'macedonia'},
     "say": ('Choose Macedonia, next to Thracia. Its neutral Governor has support 1, so you '
              'need 2 votes (twice the support); against the neutral faction every die counts '
              'as a vote.'),
     "first": 'choose Macedonia'},
    # 19: Place a Governor: 2 dice (costs 2 Senate)
    {"seat": 0, "action": {'type': 'pick', 'dice': 2},
     "say": ('Spend 2 Senate on 2 dice: two votes are needed and each die is one here, so the '
              'Senate agrees without a roll.'),
     "first": 'spend 2 Senate on 2 dice'},
    # 20: Play Red 1
    {"seat": 0, "action": {'type': 'play', 'card': 'red_1'},
     "say": 'Macedonia is yours. Now the army, paid with Military: play a Red 1.',
     "first": 'play a Red 1'},
    # 21: Move an army
    {"seat": 0, "action": {'type': 'do', 'act': 'move'},
     "say": 'Move an army: 1 Military takes it into a neighbouring region.',
     "first": 'move an army'},
    # 22: Move an army: Player 1's army in capital of Thracia (1 full, 0 reduced)
    {"seat": 0, "action": {'type': 'pick', 'army': 1},
     "say": ('Choose your army in the capital of Thracia. Its Militia stays behind to guard the'
              ' city.'),
     "first": 'choose your army in Thracia'},
    # 23: Move an army: Asia (costs 1 Military)
    {"seat": 0, "action": {'type': 'pick', 'region': 'asia'},
     "say": ('Send it to Asia, where the Goth landed: Thracia and Asia count as neighbours '
              'across the straits.'),
     "first": 'move it to Asia'},
    # 24: Play Red 1
    {"seat": 0, "action": {'type': 'play', 'card': 'red_1'},
     "say": 'A battle costs 1 Military as well: play your last card, the other Red 1.',
     "first": 'play a Red 1'},
    # 25: Initiate a battle
    {"seat": 0, "action": {'type': 'do', 'act': 'battle'},
     "say": ('Initiate a battle against the Goth in Asia: a victory earns legacy, the points '
              'that win the game.'),
     "first": 'initiate a battle'},
    # 26: Initiate a battle: Player 1's army in Asia (1 full, 0 reduced)
    {"seat": 0, "action": {'type': 'pick', 'army': 1},
     "say": ('Choose the army that attacks, yours in Asia. Every unit in a battle rolls a die, '
              'and some results are hits.'),
     "first": 'choose your army in Asia'},
    # 27: Advance into the capital
    {"seat": 0, "action": {'type': 'advance', 'army': 1},
     "say": ('Each side scored a hit: your Legion is flipped to its weaker side, but the Goth '
              'is gone and the victory brings 3 legacy. The capital of Asia stands empty: '
              'advance into it. Your troops in a capital make that province cheaper to win in '
              'the Senate later.'),
     "first": 'advance into the capital of Asia'},
    # 28: Buy Tribute for 2
    {"seat": 0, "action": {'type': 'buy', 'card': 'tribute'},
     "say": ('With no card left, your actions end and the turn goes on by itself: 2 more legacy'
              ' for the two provinces you govern. Then you buy cards with political points, one '
              'per point of support in your provinces, here 2. A card of value 2 costs 2 while '
              'you govern two provinces. Buy Tribute: a Blue 2, as many Senate points as two '
              'Blue 1, for your next vote.'),
     "first": 'buy Tribute'},
    ],
)}
