"""Roman Empire: a guided first game (issue 23; pygame_core/kernel/tutorial.py).

The learner is Player 1 against two scripted players, from the shuffle of seed
140: one turn and a half that show each kind of decision once: the cards that
must be played at the start of a turn, a crisis dealt with together, the turn's
one option (a discard), a challenge that brings the Emperor down, and where the
Emperor card goes.  The words are ours; the other seats' moves are what the easy
AI chose there.
"""
from ...kernel.tutorial import Tutorial

TUTORIALS = {"first-game": Tutorial(
    title="Your first game: bring down an Emperor",
    lobby="a guided first game: bring down an Emperor",
    players=3, seed=140, learner=0,
    intro=("You are Player 1, with five Patricians. Player 2 holds the Emperor card, on "
           "Julius. In two of your turns you help with a crisis, bring Julius down and make "
           "an Emperor of your own. Each step says what to do and why; the other two players "
           "move by themselves."),
    end=("Well played: Claudius is your Emperor. The game is yours now: play it on against "
         "two AI players, from this very position."),
    steps=[
    # 0: Put the Emperor card on Julius
    {"seat": 1, "action": {'type': 'place', 'leader': 5}},
    # 1: Play New Leader
    {"seat": 2, "action": {'type': 'play', 'card': 62}},
    # 2: Play Disrepute -2
    {"seat": 2, "action": {'type': 'play', 'card': 58}},
    # 3: The Sickness strikes Tacitus
    {"seat": 2, "action": {'type': 'sicken', 'leader': 24}},
    # 4: Challenge Julius (Player 2; strength 6) with Senator action 3: he stands, 3 short
    {"seat": 2, "action": {'type': 'challenge', 'card': 17, 'leader': 5}},
    # 5: Play Disrepute -1
    {"seat": 0, "action": {'type': 'play', 'card': 57},
     "say": ('Your turn begins with the Crisis and Play-at-once cards in your hand: each must be '
              'played, one at a time. Play Disrepute -1 first (click the card): every Senator '
              'loses 1 strength until your next turn, and your faction has no Senators, only your '
              'rivals do.'),
     "first": 'play Disrepute -1'},
    # 6: Add Praetorian Guard action 3 against Crisis VI: 3 of 6
    {"seat": 1, "action": {'type': 'answer', 'card': 31}},
    # 7: Add Patrician action 3 against Crisis VI: 6 of 6, dealt with
    {"seat": 0, "action": {'type': 'answer', 'card': 46},
     "say": ('Your Crisis VI came next: in turn, each player may add one Action card against it. '
              'Player 2 added 3; your Patrician action 3 makes 6 of 6, and the crisis is dealt '
              'with. Helping pays: each helper keeps his Action card as points, and the Empire '
              'does not slide toward collapse.'),
     "first": 'add Patrician action 3 against the crisis'},
    # 8: Discard Rome action 2
    {"seat": 0, "action": {'type': 'discard', 'card': 50},
     "say": ('Now the one option of your turn: play a hold card, challenge a leader, or discard. '
              "Discard Rome action 2: only the Emperor's player may use Rome actions, so it is of "
              'no use to you yet.'),
     "first": 'discard Rome action 2'},
    # 9: Diplomacy: clear the challenges on Player 2's faction
    {"seat": 1, "action": {'type': 'play', 'card': 67, 'seat': 1}},
    # 10: Challenge Julius (Player 2; strength 6) with Praetorian Guard action 3: he stands, 3 short
    {"seat": 2, "action": {'type': 'challenge', 'card': 29, 'leader': 5}},
    # 11: Challenge Julius (Player 2; strength 6, challenged 3) with Patrician action 3: he falls
    {"seat": 0, "action": {'type': 'challenge', 'card': 43, 'leader': 5},
     "say": ("Player 2 wiped Julius's challenges away with Diplomacy, but Player 3 has just put a"
              " new one of 3 on him. Julius is Player 2's Emperor, strength 6: add your Patrician "
              'action 3 (click Julius) and the challenges reach 6 of 6. He falls, into your '
              'victory pile.'),
     "first": 'challenge Julius with Patrician action 3'},
    # 12: Put the Emperor card on Claudius
    {"seat": 0, "action": {'type': 'place', 'leader': 4},
     "say": ('Bringing the Emperor down gives you the Emperor card. Put it on Claudius: Domitius '
              'is stronger, but he is sick, and a sick leader may die at the start of any of your '
              'turns.'),
     "first": 'put the Emperor card on Claudius'},
    ],
)}
