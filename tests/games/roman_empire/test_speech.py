"""Roman Empire by ear (issue 46): each query answered in exact words at fixed
positions of seeded games (four players, easy AI seats; as lichess tests its
blind mode), and no answer that changes with what a seat cannot see."""
from games.speech_walk import assert_no_leak, reader, walk

GAME = "roman-empire"


def test_a_crisis_heard_by_the_seat_asked_to_answer_it():
    """Seed 0, Player 3's Crisis V: Player 4 is asked first.  He hears the
    step, his cards with what each does (data.WORDS, the board's tooltips), the
    crisis's total against its value, who is still to be asked, where the
    collapse meter would stand, and a sick leader's dice."""
    read = reader(walk(GAME, 4, 0, 4), 3)
    assert read('where') == [
        "Player 3's turn: A crisis.",
        'Add one Action card against the crisis, or pass.',
        'You are Player 4: 0 points, 5 cards in hand, 4 leaders.',
    ]
    assert read('hand') == [
        'You hold 5 cards.',
        "Crisis IV: Must be played at once. Each player in turn may add one Action card; at 4 it is dealt with and the Emperor's player keeps it (4 points). If not, it stays in play, the Emperor falls, and ongoing crises at 18 bring the Empire down: nobody wins.",
        "Patrician action 1: Needs a Patrician in your faction. Add it against a crisis (+1; you keep it for its points if the crisis is dealt with), or put it on a rival's leader: two or more Actions whose total reaches his strength bring him down.",
        'Hero +2: On any leader without a Hero: +2 strength for good, and the challenges on him are cleared.',
        "Praetorian Guard action 3: Needs a Praetorian Guard in your faction. Add it against a crisis (+3; you keep it for its points if the crisis is dealt with), or put it on a rival's leader: two or more Actions whose total reaches his strength bring him down.",
        "Crisis VIII: Must be played at once. Each player in turn may add one Action card; at 8 it is dealt with and the Emperor's player keeps it (8 points). If not, it stays in play, the Emperor falls, and ongoing crises at 18 bring the Empire down: nobody wins.",
    ]
    assert read('board') == [
        'Emperor: Sempronius (Player 1).',
        'Crisis V, played by Player 3: 0 of 5, 5 more needed.',
        'Still to be asked: Player 4, Player 1, Player 2, Player 3.',
        'If it is not dealt with, ongoing crises reach 5 of 18, and the Emperor falls.',
        'Ongoing crises: 0 of 18.',
        "Citizens Dissatisfied: Player 1's leaders lose 1 until Player 2's next turn.",
        "Player 1's leaders: Sempronius, Patrician, strength 8 (printed 9), Emperor; Calpurnius, Patrician, strength 7 (printed 8); Domitius, Patrician, strength 7 (printed 8); Perennis, Praetorian Guard, strength 5 (printed 6).",
        "Player 2's leaders: Symmachus, Senator, strength 7; Cleander, Praetorian Guard, strength 7; Claudius, Patrician, strength 6; Pertinax, Senator, strength 8.",
        "Player 3's leaders: Valerius, Patrician, strength 6, sick; Macro, Praetorian Guard, strength 6; Fabius, Patrician, strength 5; Junius, Patrician, strength 6.",
        "Player 4's leaders: Timesitheus, Praetorian Guard, strength 9; Aemilius, Patrician, strength 5; Cornelius, Patrician, strength 5; Pupienus, Senator, strength 7.",
        'Deck: 59 cards. Leaders left: 10. Discards: 0.',
    ]
    assert read('threats') == [
        'Crisis V, played by Player 3: 0 of 5, 5 more needed.',
        'If it is not dealt with, ongoing crises reach 5 of 18, and the Emperor falls.',
        'Ongoing crises: 0 of 18; no crisis alone brings the Empire down if it is not dealt with.',
        'Player 1 leads with 5 points, 5 more than you.',
        'Deck: 59 cards; the game ends after the turn that draws the last.',
    ]
    assert read('odds') == [
        'Crisis V, played by Player 3: 0 of 5, 5 more needed.',
        'Still to be asked: Player 4, Player 1, Player 2, Player 3.',
        'If it is not dealt with, ongoing crises reach 5 of 18, and the Emperor falls.',
        "Valerius (Player 3) is sick: at Player 3's next turn a die, 1 he recovers (17%), 4 to 6 he dies (50%).",
    ]


def test_the_emperors_player_hears_the_dice_of_leadership_challenged():
    """The button's chances (E12) are the odds; his sick leader is a threat."""
    read = reader(walk(GAME, 4, 0, 19), 1)
    assert read('where') == [
        "Player 2's turn: The one option.",
        'Play a hold card, challenge a leader, discard a card, or end the turn.',
        'You are Player 2: 16 points, 3 cards in hand, 4 leaders.',
        'You hold the Emperor card: 5 points at the end.',
    ]
    assert read('threats') == [
        'Ongoing crises: 8 of 18; no crisis alone brings the Empire down if it is not dealt with.',
        'You hold the Emperor card: a crisis not dealt with makes your Emperor fall.',
        'Your Cleander is sick: at your next turn a die, 1 he recovers (17%), 4 to 6 he dies (50%).',
        "Disrepute -2: every Senator loses 2 until Player 2's next turn.",
        'You lead with 16 points, 4 ahead.',
        'Deck: 53 cards; the game ends after the turn that draws the last.',
    ]
    assert read('odds') == [
        'Play Leadership Challenged: each Patrician falls on 5 or 6 (33%); 7 rival Patricians, one or more fall: 94%; 1 own, one or more fall: 33%.',
        'Your Cleander is sick: at your next turn a die, 1 he recovers (17%), 4 to 6 he dies (50%).',
        "Valerius (Player 3) is sick: at Player 3's next turn a die, 1 he recovers (17%), 4 to 6 he dies (50%).",
    ]


def test_a_card_that_can_only_be_discarded_says_why():
    """rules.unusable: a Rome action without the Emperor card."""
    read = reader(walk(GAME, 4, 0, 19), 3)
    assert read('hand') == [
        'You hold 1 card.',
        "Rome action 2: Only for the player who holds the Emperor card. Add it against a crisis (+2; you keep it for its points if the crisis is dealt with), or put it on a rival's leader: two or more Actions whose total reaches his strength bring him down. Discard only now: You do not hold the Emperor card: Rome actions can only be discarded.",
    ]


def test_the_others_leaders_as_the_board_draws_them_and_their_won_piles():
    """Strength after the lasting effects (the printed one beside it), Hero,
    Sickness, challenges, the Emperor; cards and leaders won."""
    read = reader(walk(GAME, 4, 0, 32), 3)
    assert read('others') == [
        'Player 1: 13 points, 4 cards in hand.',
        "Player 1's leaders: Perennis, Praetorian Guard, strength 7 (printed 6), Hero +3; Licinius, Patrician, strength 6 (printed 7).",
        'Player 1 has won: Crisis V, Rome action 2, Crisis IV, Praetorian Guard action 1, Praetorian Guard action 1.',
        'Player 2: 29 points, 3 cards in hand, holds the Emperor card.',
        "Player 2's leaders: Symmachus, Senator, strength 7; Cleander, Praetorian Guard, strength 5 (printed 7), sick; Claudius, Patrician, strength 5 (printed 6), Emperor, challenged 4 by Senator action 4; Pertinax, Senator, strength 8.",
        'Player 2 has won: Patrician action 3, Crisis VI, Praetorian Guard action 2, Crisis VII, Patrician action 2; the leaders Calpurnius, Domitius, Valerius and Cornelius.',
        'Player 3: 6 points, 2 cards in hand.',
        "Player 3's leaders: Macro, Praetorian Guard, strength 4 (printed 6); Fabius, Patrician, strength 4 (printed 5); Junius, Patrician, strength 5 (printed 6); Caecilius, Patrician, strength 6 (printed 7); Laetus, Praetorian Guard, strength 5 (printed 7).",
        'Player 3 has won: Praetorian Guard action 3, Patrician action 3.',
    ]


def test_a_spectator_hears_every_faction_and_no_hand():
    read = reader(walk(GAME, 4, 0, 6), None)
    assert read('where') == [
        "Player 3's turn: The one option.",
        'Waiting for Player 3: play a hold card, challenge a leader, discard a card, or end the turn.',
        'You are watching: you hold no hand.',
    ]
    assert read('hand') == [
        'You are watching: you hold no hand.',
    ]
    assert read('others') == [
        'Player 1: 12 points, 4 cards in hand, holds the Emperor card.',
        "Player 1's leaders: Sempronius, Patrician, strength 8 (printed 9), Emperor; Calpurnius, Patrician, strength 7 (printed 8); Domitius, Patrician, strength 7 (printed 8); Perennis, Praetorian Guard, strength 5 (printed 6).",
        'Player 1 has won: Crisis V, Rome action 2.',
        'Player 2: 0 points, 4 cards in hand.',
        "Player 2's leaders: Symmachus, Senator, strength 7; Cleander, Praetorian Guard, strength 7; Claudius, Patrician, strength 6; Pertinax, Senator, strength 8.",
        'Player 3: 0 points, 3 cards in hand.',
        "Player 3's leaders: Valerius, Patrician, strength 6, sick; Macro, Praetorian Guard, strength 6; Fabius, Patrician, strength 5; Junius, Patrician, strength 6.",
        'Player 4: 3 points, 4 cards in hand.',
        "Player 4's leaders: Timesitheus, Praetorian Guard, strength 9; Aemilius, Patrician, strength 5; Cornelius, Patrician, strength 5; Pupienus, Senator, strength 7.",
        'Player 4 has won: Praetorian Guard action 3.',
    ]


def test_a_collapse_is_said_and_leaves_no_odds():
    read = reader(walk(GAME, 4, 1, 10_000), 2)
    assert read('where') == [
        'The Empire has collapsed: nobody wins.',
        'You are Player 3: 3 points, 1 card in hand, 3 leaders.',
    ]
    assert read('threats') == [
        'The Empire has collapsed: nobody wins.',
    ]
    assert read('odds') == [
        'No odds are shown now: the game is over.',
    ]


def test_no_answer_changes_with_what_the_seat_cannot_see():
    """Other hands dealt again from the unseen cards, the decks shuffled
    (RomanEmpire.determinize): every answer of every seat stays."""
    assert assert_no_leak(GAME, 4, seeds=(0, 1), every=2).checked > 40
    assert assert_no_leak(GAME, 3, seeds=(2,), every=2).checked > 20
