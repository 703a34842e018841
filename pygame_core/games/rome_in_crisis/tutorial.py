"""Rome in Crisis: a guided first game (issue 23; pygame_core/kernel/tutorial.py).

The learner is Player 1 against two scripted players, from the shuffle of seed
7: two turns that show each kind of decision once: the way the Emperor is
chosen, the draft of candidates, an office and cards, putting a candidate
forward, an election lost and one won by bidding, a secret card added to the
crises, a war fought by the Legatus and a crisis resolved by the Emperor.  The
words are ours; the other seats' moves are what the easy AI chose there.
"""
from ...kernel.tutorial import Tutorial

TUTORIALS = {"first-game": Tutorial(
    title="Your first game: two turns of Rome in Crisis",
    lobby="a guided first game: two turns, your moves",
    players=3, seed=7, learner=0,
    intro=("You are Player 1. In two turns you choose how Emperors are made, draft "
           "candidates and cards, lose one election, win the next and save Rome from a "
           "crisis. Each step says what to do and why; the other two players move by "
           "themselves."),
    end=("Well played: Decius is Emperor and the Goths are beaten. The game is yours now: "
         "play it on against two AI players, from this very position."),
    steps=[
    # 0: Choose SPQR
    {"seat": 0, "action": {'type': 'method', 'method': 'spqr'},
     "say": ('Each turn begins by choosing how the next Emperor is chosen. Choose SPQR: the '
              "Senate's cards will count in this election. Your hand holds only Persia cards, so "
              'you will watch this first election and learn from it.'),
     "first": 'choose SPQR as the way to elect the Emperor'},
    {"seat": 1, "action": {'type': 'take', 'candidate': 4}},  # 1: Take Gordian I
    {"seat": 2, "action": {'type': 'take', 'candidate': 7}},  # 2: Take Philip the Arab
    # 3: Take Pupienus & Balbinus
    {"seat": 0, "action": {'type': 'take', 'candidate': 8},
     "say": ('Now the draft of candidates and offices, in snake order. Take Pupienus & Balbinus '
              '(click the card): his SPQR rating of 3 is strong for a Senate election.'),
     "first": 'take Pupienus & Balbinus'},
    # 4: Take Decius
    {"seat": 0, "action": {'type': 'take', 'candidate': 3},
     "say": ('The snake turns back, so you draft twice in a row. Take Decius: he rates 2 in '
              'Military and 3 in SPQR, good in two kinds of election.'),
     "first": 'take Decius'},
    {"seat": 2, "action": {'type': 'take', 'candidate': 2}},  # 5: Take Claudius II
    {"seat": 1, "action": {'type': 'office', 'office': 'senate', 'candidate': 4}},  # 6: Take the Senate Leader for Gordian I
    {"seat": 1, "action": {'type': 'take', 'candidate': 0}},  # 7: Take Aemilius Aemilianus
    {"seat": 2, "action": {'type': 'office', 'office': 'legatus', 'candidate': 2}},  # 8: Take the Legatus for Claudius II
    # 9: Take the Cavalry Commander for Decius
    {"seat": 0, "action": {'type': 'office', 'office': 'cavalry', 'candidate': 3},
     "say": ('An office is worth a bonus in its kind of election. Give Decius the Cavalry '
              'Commander: it helps him whenever Military decides.'),
     "first": 'give Decius the Cavalry Commander'},
    {"seat": 1, "action": {'type': 'draft', 'card': 39}},  # 10: Draft SPQR 9
    {"seat": 2, "action": {'type': 'draft', 'card': 38}},  # 11: Draft SPQR 8
    # 12: Draft Palmyra 8
    {"seat": 0, "action": {'type': 'draft', 'card': 32},
     "say": ('Now cards are drafted from the middle. Take Palmyra 8: a high war card helps a bid '
              'in a Military election and lets your commander win a war against Palmyra.'),
     "first": 'draft Palmyra 8'},
    # 13: Draft Palmyra 7
    {"seat": 0, "action": {'type': 'draft', 'card': 31},
     "say": 'Draft again (the snake): Palmyra 7 keeps your hand strong in one war type.',
     "first": 'draft Palmyra 7'},
    {"seat": 2, "action": {'type': 'draft', 'card': 47}},  # 14: Draft Gold 2
    {"seat": 1, "action": {'type': 'draft', 'card': 44}},  # 15: Draft Gold 2
    {"seat": 1, "action": {'type': 'draft', 'card': 41}},  # 16: Draft Gold 2
    {"seat": 2, "action": {'type': 'draft', 'card': 23}},  # 17: Draft Palmyra 2
    {"seat": 1, "action": {'type': 'nominate', 'candidate': 4}},  # 18: Put forward Gordian I
    {"seat": 2, "action": {'type': 'nominate', 'candidate': 7}},  # 19: Put forward Philip the Arab
    # 20: Put forward Decius
    {"seat": 0, "action": {'type': 'nominate', 'candidate': 3},
     "say": ('Every player puts forward one candidate. Put forward Decius. You hold no SPQR or '
              'Gold card, so he will stand on his rating alone: watch how the others bid.'),
     "first": 'put Decius forward'},
    {"seat": 2, "action": {'type': 'bid', 'card': 37}},  # 21: Play SPQR 7 on Philip the Arab (to 8)
    {"seat": 2, "action": {'type': 'done'}},  # 22: Finish bidding
    {"seat": 1, "action": {'type': 'bid', 'card': 39}},  # 23: Play SPQR 9 on Gordian I (to 15)
    {"seat": 1, "action": {'type': 'done'}},  # 24: Finish bidding
    {"seat": 2, "action": {'type': 'bid', 'card': 38}},  # 25: Play SPQR 8 on Philip the Arab (to 16)
    {"seat": 2, "action": {'type': 'done'}},  # 26: Finish bidding
    {"seat": 1, "action": {'type': 'bid', 'card': 43}},  # 27: Play Gold 2 on Gordian I (to 17)
    {"seat": 1, "action": {'type': 'done'}},  # 28: Finish bidding
    {"seat": 2, "action": {'type': 'bid', 'card': 47}},  # 29: Play Gold 2 on Philip the Arab (to 18)
    {"seat": 1, "action": {'type': 'bid', 'card': 40}},  # 30: Play Gold 2 on Gordian I (to 19)
    {"seat": 1, "action": {'type': 'done'}},  # 31: Finish bidding
    # 32: Choose Military
    {"seat": 0, "action": {'type': 'method', 'method': 'military'},
     "say": ('You dropped out first, so you choose the next way to elect; it must differ from '
              'SPQR. Choose Military: your Palmyra cards will count then.'),
     "first": 'choose Military for the next election'},
    {"seat": 1, "action": {'type': 'assign', 'office': 'cavalry'}},  # 33: Hand out the Cavalry Commander next
    # 34: Add Persia 2 to the crises
    {"seat": 0, "action": {'type': 'commit', 'card': 12},
     "say": ('Crises come next: everyone secretly adds one card to them. Give away your weakest '
              'card, Persia 2, and keep the Palmyra cards for the next election.'),
     "first": 'add Persia 2 to the crises'},
    {"seat": 1, "action": {'type': 'commit', 'card': 44}},  # 35: Add Gold 2 to the crises
    {"seat": 2, "action": {'type': 'commit', 'card': 23}},  # 36: Add Palmyra 2 to the crises
    {"seat": 1, "action": {'type': 'address', 'crisis': 'persia'}},  # 37: Address the Persia crisis: 13 against 4: cleared, 21 points
    {"seat": 1, "action": {'type': 'resolve'}},  # 38: Resolve the crisis now: 13 against 4: cleared, 21 points
    # 39: Fight the Palmyra war with Palmyra 7 (7 against 2: cleared, 15 points)
    {"seat": 0, "action": {'type': 'fight', 'crisis': 'palmyra', 'cards': [31]},
     "say": ('Decius now holds the Legatus, who fights one war. Fight the Palmyra war with '
              'Palmyra 7: it beats the 2 already there, scores 15 points and keeps Palmyra 8 for '
              'bidding.'),
     "first": 'fight the Palmyra war with Palmyra 7 alone'},
    {"seat": 2, "action": {'type': 'draft', 'card': 21}},  # 40: Draft Persia 8
    # 41: Draft Goths 8
    {"seat": 0, "action": {'type': 'draft', 'card': 10},
     "say": ('A new turn, a new card draft. Take Goths 8: another strong war card for the '
              'Military election you chose.'),
     "first": 'draft Goths 8'},
    {"seat": 1, "action": {'type': 'draft', 'card': 20}},  # 42: Draft Persia 7
    {"seat": 1, "action": {'type': 'draft', 'card': 18}},  # 43: Draft Persia 5
    # 44: Draft Goths 4
    {"seat": 0, "action": {'type': 'draft', 'card': 5},
     "say": 'Take Goths 4: every war card can raise Decius in a Military election.',
     "first": 'draft Goths 4'},
    {"seat": 2, "action": {'type': 'draft', 'card': 42}},  # 45: Draft Gold 2
    {"seat": 2, "action": {'type': 'draft', 'card': 35}},  # 46: Draft SPQR 5
    # 47: Draft Palmyra 3
    {"seat": 0, "action": {'type': 'draft', 'card': 24},
     "say": 'Take Palmyra 3, the last card you may draft this turn.',
     "first": 'draft Palmyra 3'},
    # 48: Put forward Decius
    {"seat": 0, "action": {'type': 'nominate', 'candidate': 3},
     "say": ('Put forward Decius again: with the Legatus, his Military counts more than Pupienus '
              "& Balbinus's."),
     "first": 'put Decius forward'},
    {"seat": 1, "action": {'type': 'bid', 'card': 18}},  # 49: Play Persia 5 on Aemilius Aemilianus (to 7)
    {"seat": 1, "action": {'type': 'done'}},  # 50: Finish bidding
    {"seat": 2, "action": {'type': 'bid', 'card': 19}},  # 51: Play Persia 6 on Claudius II (to 9)
    {"seat": 2, "action": {'type': 'done'}},  # 52: Finish bidding
    # 53: Play Palmyra 8 on Decius (to 13)
    {"seat": 0, "action": {'type': 'bid', 'card': 32},
     "say": ('Your turn to bid: a bid must lift Decius above every other candidate. Play Palmyra '
              "8 on him, from 5 to 13, above Claudius II's 9."),
     "first": 'play Palmyra 8 on Decius'},
    # 54: Finish bidding
    {"seat": 0, "action": {'type': 'done'},
     "say": '13 tops every rival, so stop here and keep your other cards: finish bidding.',
     "first": 'finish bidding, now that Decius leads'},
    {"seat": 1, "action": {'type': 'bid', 'card': 20}},  # 55: Play Persia 7 on Aemilius Aemilianus (to 14)
    {"seat": 1, "action": {'type': 'done'}},  # 56: Finish bidding
    {"seat": 2, "action": {'type': 'bid', 'card': 21}},  # 57: Play Persia 8 on Claudius II (to 17)
    {"seat": 2, "action": {'type': 'done'}},  # 58: Finish bidding
    # 59: Play Goths 8 on Decius (to 21)
    {"seat": 0, "action": {'type': 'bid', 'card': 10},
     "say": 'Claudius II has climbed to 17. Answer with Goths 8: Decius goes to 21.',
     "first": 'play Goths 8 on Decius'},
    # 60: Finish bidding
    {"seat": 0, "action": {'type': 'done'},
     "say": ('21 beats them all. Finish bidding; if the others cannot top it, Decius becomes '
              'Emperor.'),
     "first": 'finish bidding'},
    {"seat": 1, "action": {'type': 'method', 'method': 'praetorian'}},  # 61: Choose Praetorian
    # 62: Add Goths 1 to the crises
    {"seat": 0, "action": {'type': 'commit', 'card': 0},
     "say": ('Decius is Emperor. Crises are added again, secretly: give the Goths 1, the smallest'
              ' card you hold.'),
     "first": 'add Goths 1 to the crises'},
    {"seat": 1, "action": {'type': 'commit', 'card': 41}},  # 63: Add Gold 2 to the crises
    {"seat": 2, "action": {'type': 'commit', 'card': 42}},  # 64: Add Gold 2 to the crises
    # 65: Resolve the crisis now: 13 against 5: cleared, 21 points
    {"seat": 0, "action": {'type': 'resolve'},
     "say": ("As Emperor you face the crisis: Decius brings 13 against the Goths' 5. That is "
              'enough, so resolve it now and keep Goths 4: clearing it scores 21 points.'),
     "first": 'resolve the crisis now'},
    ],
)}
