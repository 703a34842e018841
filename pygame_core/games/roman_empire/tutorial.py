"""Roman Empire: a guided first game (issues 23 and 45; pygame_core/kernel/tutorial.py).

The learner is Player 1 against three players, from the shuffle of seed 362
(four players): four of his turns and the crises in between, one decision of
each kind of the whole turn: a crisis answered (one that fails, then one that
would have brought the Empire down), the cards that must be played (a New
Leader among them), the turn's one option (an unusable card discarded, two
challenges), a challenge that brings the Emperor down, the Emperor card placed,
and, as the Emperor's player, a crisis dealt with.  The words are ours; the
other seats' moves are what the easy AI chose there.
"""
from ...kernel.tutorial import Tutorial

TUTORIALS = {"first-game": Tutorial(
    title="Your first game: hold the Empire together and take the Emperor card",
    lobby="a guided first game: crises, challenges, a new leader and the Emperor card",
    players=4, seed=362, learner=0,
    intro=("You are Player 1, with four leaders of three backgrounds; Player 2 holds the "
           "Emperor card. In four of your turns and the crises between them you answer "
           "crises, bring a new leader in, challenge rival leaders, bring an Emperor down and "
           "take his card, and keep the Empire from falling. Each step says what to do and "
           "why; the other three players move by themselves."),
    end=("Well played: Calpurnius is your Emperor, you lead with 16 points, and the Empire "
         "stands at 15 of 18. The game is yours now: play it on against three AI players, "
         "from this very position."),
    steps=[
    {"seat": 1, "action": {'type': 'place', 'leader': 10}},  # 0: Put the Emperor card on Domitius
    {"seat": 2, "action": {'type': 'play', 'card': 56}},  # 1: Play Incompetence -2
    # 2: Add Praetorian Guard action 1 against Crisis VII: 1 of 7
    {"seat": 0, "action": {'type': 'answer', 'card': 23},
     "say": ("Player 3's turn began with Crisis VII. A crisis goes round the table from its "
              "player's left: each player may add one Action card, and once the cards reach 7 "
              'it is dealt with. Player 4 had nothing to add (the log says so). You have '
              'Perennis, a Praetorian Guard, so your Praetorian Guard action 1 may go in; '
              'your Rome action 2 is greyed, marked discard only: Rome actions are for the '
              'player holding the Emperor card. Add the Guard action (click it): small, but '
              'Player 2 and Player 3 still come after you.'),
     "first": 'add Praetorian Guard action 1 against the crisis'},
    # 3: Add Praetorian Guard action 2 against Crisis VII: 3 of 7
    {"seat": 1, "action": {'type': 'answer', 'card': 26}},
    {"seat": 2, "action": {'type': 'pass'}},  # 4: Add nothing to the crisis
    # 5: Challenge Junius (Player 4; strength 4) with Senator action 2: he stands, 2 short
    {"seat": 2, "action": {'type': 'challenge', 'card': 13, 'leader': 6}},
    {"seat": 3, "action": {'type': 'play', 'card': 63}},  # 6: Play New Leader
    {"seat": 3, "action": {'type': 'play', 'card': 65}},  # 7: Play Sickness
    {"seat": 1, "action": {'type': 'pass'}},  # 8: Add nothing to the crisis
    {"seat": 2, "action": {'type': 'place', 'leader': 3}},  # 9: Put the Emperor card on Valerius
    # 10: Play Hero +1 on Symmachus
    {"seat": 3, "action": {'type': 'play', 'card': 74, 'leader': 22}},
    # 11: Play New Leader
    {"seat": 0, "action": {'type': 'play', 'card': 62},
     "say": ('Both crises fell short: each failed crisis cost its Emperor his place and '
              'stays in play. Look at the meter at the top: the ongoing crises stand at 15 of '
              '18, and at 18 the Empire collapses and nobody wins, you included. Your turn '
              'starts with the cards that must be played: New Leader, Incompetence -1 and '
              'Crisis IV, in any order. Play New Leader first: the top leader card joins your '
              'faction, whose total strength decides where the Emperor card goes, and each '
              "leader lets you use his background's Action cards."),
     "first": 'play New Leader'},
    # 12: Play Incompetence -1
    {"seat": 0, "action": {'type': 'play', 'card': 55},
     "say": ('Calpurnius, a Patrician of strength 8, joins you. Next Incompetence -1: until '
              "your next turn every Patrician loses 1 strength, Player 3's Emperor Valerius "
              'among them. Your Crisis IV then comes out by itself, the last card that must '
              'be played.'),
     "first": 'play Incompetence -1'},
    # 13: Add Patrician action 2 against Crisis IV: 2 of 4 (if nobody deals with it, ongoing cri...
    {"seat": 1, "action": {'type': 'answer', 'card': 42}},
    # 14: Add Senator action 2 against Crisis IV: 4 of 4, dealt with
    {"seat": 0, "action": {'type': 'answer', 'card': 10},
     "say": ('Here is the danger: if Crisis IV fails, the ongoing crises reach 19 of 18 and '
              'the Empire falls with nobody winning, as Add nothing says. Player 2 added 2, '
              'Players 3 and 4 had nothing. You are the last one asked: your Senator action 2 '
              '(Nerva and Pupienus are Senators) makes 4 of 4 and the crisis is dealt with. '
              "The crisis card goes to the Emperor's player, but your Action card stays with "
              'you as 2 points.'),
     "first": 'add Senator action 2 against Crisis IV'},
    # 15: Discard Rome action 2
    {"seat": 0, "action": {'type': 'discard', 'card': 50},
     "say": ("Now your turn's one option: play a hold card, challenge a leader, or discard. "
              'Your Rome action 2 can do nothing for you while another player holds the '
              'Emperor card (hover or long-press it to read why). Discard it: at your next '
              'turn your hand fills up to five cards again, so a useless card only takes a '
              'place.'),
     "first": 'discard Rome action 2'},
    {"seat": 1, "action": {'type': 'play', 'card': 59}},  # 16: Play Corruption -1
    {"seat": 1, "action": {'type': 'play', 'card': 58}},  # 17: Play Disrepute -2
    # 18: Challenge Valerius (Player 3; strength 3) with Senator action 1: he stands, 2 short
    {"seat": 1, "action": {'type': 'challenge', 'card': 9, 'leader': 3}},
    {"seat": 2, "action": {'type': 'play', 'card': 77}},  # 19: Play Tour of the Provinces
    # 20: Play Citizens Outraged on Player 3
    {"seat": 3, "action": {'type': 'play', 'card': 73, 'seat': 2}},
    # 21: Challenge Gordianus (Player 2; strength 7) with Praetorian Guard action 4: he stands, ...
    {"seat": 0, "action": {'type': 'challenge', 'card': 33, 'leader': 25},
     "say": ("A challenge: an Action card on a rival's leader. He falls once two or more "
              'cards on him add up to his strength, so one card alone never brings anyone '
              "down, and the first card may not be of his own background. Player 3's faction "
              'is on Tour: nobody may challenge his leaders until his next turn. Put your '
              "Praetorian Guard action 4 on Gordianus, Player 2's Senator, down to 7 while "
              'Disrepute -2 lasts: he stands, but your card stays on him for the next one.'),
     "first": 'challenge Gordianus with Praetorian Guard action 4'},
    # 22: Play Citizens Dissatisfied on Player 3
    {"seat": 1, "action": {'type': 'play', 'card': 71, 'seat': 2}},
    {"seat": 2, "action": {'type': 'discard', 'card': 25}},  # 23: Discard Praetorian Guard action 2
    # 24: Challenge Valerius (Player 3; strength 5, challenged 1) with Patrician action 1: he st...
    {"seat": 3, "action": {'type': 'challenge', 'card': 36, 'leader': 3}},
    # 25: Challenge Valerius (Player 3; strength 5, challenged 2) with Praetorian Guard action 3...
    {"seat": 0, "action": {'type': 'challenge', 'card': 29, 'leader': 3},
     "say": ("Valerius, Player 3's Emperor, carries two cards worth 2 against his strength "
              'of 5. Your Praetorian Guard action 3 brings them to 5 of 5 (click Valerius '
              'once the card is selected): he falls into your victory pile, worth 1 point, '
              'and whoever brings the Emperor down takes the Emperor card.'),
     "first": 'challenge Valerius with Praetorian Guard action 3'},
    # 26: Put the Emperor card on Calpurnius
    {"seat": 0, "action": {'type': 'place', 'leader': 9},
     "say": ('The Emperor card goes on one of your Patricians. Choose Calpurnius: at 8 he is '
              'far harder to bring down than Aemilius at 5. The Emperor is worth 5 points at '
              'the end, and his player alone may use Rome actions and Diplomacy; but each '
              'crisis that fails now costs you your Emperor.'),
     "first": 'put the Emperor card on Calpurnius'},
    {"seat": 1, "action": {'type': 'discard', 'card': 51}},  # 27: Discard Rome action 2
    {"seat": 2, "action": {'type': 'discard', 'card': 30}},  # 28: Discard Praetorian Guard action 3
    {"seat": 3, "action": {'type': 'discard', 'card': 24}},  # 29: Discard Praetorian Guard action 2
    # 30: Challenge Gordianus (Player 2; strength 9, challenged 4) with Patrician action 1: he s...
    {"seat": 0, "action": {'type': 'challenge', 'card': 35, 'leader': 25},
     "say": ('Your Rome action 1 is no longer greyed: you hold the Emperor card. With five '
              'cards in hand the turn may not simply end: play, challenge or discard, so that '
              'the deck runs down. Keep the Rome action and the Guard action 3 for the next '
              'crisis, and add your Patrician action 1 to the challenge on Gordianus: 5 of 9, '
              'not yet enough, but it stays there.'),
     "first": 'challenge Gordianus with Patrician action 1'},
    {"seat": 1, "action": {'type': 'discard', 'card': 54}},  # 31: Discard Rome action 4
    # 32: Add Senator action 3 against Crisis V: 3 of 5 (if nobody deals with it, ongoing crises...
    {"seat": 3, "action": {'type': 'answer', 'card': 16}},
    # 33: Add Praetorian Guard action 3 against Crisis V: 6 of 5, dealt with
    {"seat": 0, "action": {'type': 'answer', 'card': 31},
     "say": ("Player 3's Crisis V would take the ongoing crises to 20 of 18. Player 4 added "
              '3; your Praetorian Guard action 3 makes 6 of 5 and the Empire stands. This '
              "time you are the Emperor's player, so you keep the crisis card itself, 5 "
              "points, beside your Action card's 3."),
     "first": 'add Praetorian Guard action 3 against the crisis'},

    ],
)}
