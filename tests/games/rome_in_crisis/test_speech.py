"""Rome in Crisis by ear (issue 46): each query answered in exact words at fixed
positions of a seeded game (seed 7, three players, easy AI seats; as lichess
tests its blind mode), and no answer that changes with what a seat cannot see."""
from games.speech_walk import assert_no_leak, reader, walk

GAME = "rome-in-crisis"


def test_an_election_heard_by_a_waiting_seat():
    """Turn 1's election, Player 3 bidding: Player 1 hears the step, the prompt
    he is shown, his hand with what each card does, the nominees against his."""
    read = reader(walk(GAME, 3, 7, 20), 0)
    assert read('where') == [
        'Turn 1: Election.',
        'Waiting for Player 3: play matching cards to top every other candidate, or pass (Aurelian stands at 8; to beat: 5 (Aemilius Aemilianus)).',
        'Method: Military.',
        'Dealer: Player 1.',
        'You are Player 1: 0 points, 5 cards in hand.',
        'Your candidates: Aemilius Aemilianus, Legatus; Gordian I, Senate Leader.',
    ]
    assert read('hand') == [
        'You hold 5 cards.',
        'Persia 4: counts 4 in Military elections; put into the crises, it raises the Persia crisis by 4; the Emperor or the Legatus may use it against that crisis.',
        'Persia 2: counts 2 in Military elections; put into the crises, it raises the Persia crisis by 2; the Emperor or the Legatus may use it against that crisis.',
        'SPQR 9: counts 9 in SPQR elections; put into the crises, it raises the SPQR crisis by 9; the Emperor may use it against that crisis.',
        'SPQR 8: counts 8 in SPQR elections; put into the crises, it raises the SPQR crisis by 8; the Emperor may use it against that crisis.',
        'Goths 1: counts 1 in Military elections; put into the crises, it raises the Goths crisis by 1; the Emperor or the Legatus may use it against that crisis.',
    ]
    assert read('threats') == [
        'Emperors gone for good: 0 of 2; the second ends the game.',
        "Player 2's Maximinus Thrax stands at 5, against your Aemilius Aemilianus at 5.",
        "Player 3's Aurelian stands at 8, against your Aemilius Aemilianus at 5.",
        'You share the lead with Player 2 and Player 3 at 0 points.',
    ]
    assert read('odds') == [
        'Election by Military.',
        'Aemilius Aemilianus (Player 1) stands at 5.',
        'Maximinus Thrax (Player 2) stands at 5, leading.',
        'Aurelian (Player 3) stands at 8.',
    ]


def test_a_spectator_hears_the_table_and_no_hand():
    read = reader(walk(GAME, 3, 7, 20), None)
    assert read('where') == [
        'Turn 1: Election.',
        'Waiting for Player 3: play matching cards to top every other candidate, or pass (Aurelian stands at 8; to beat: 5 (Aemilius Aemilianus)).',
        'Method: Military.',
        'Dealer: Player 1.',
        'You are watching: you hold no hand.',
    ]
    assert read('hand') == [
        'You are watching: you hold no hand.',
    ]
    assert read('odds') == [
        'Election by Military.',
        'Aemilius Aemilianus (Player 1) stands at 5.',
        'Maximinus Thrax (Player 2) stands at 5, leading.',
        'Aurelian (Player 3) stands at 8.',
    ]


def test_the_bidder_hears_why_a_card_cannot_be_bid_in_this_election():
    """The bid step's own refusal (R12; the method's counting types) says why."""
    read = reader(walk(GAME, 3, 7, 19), 2)
    assert read('hand') == [
        'You hold 5 cards.',
        'Persia 6: counts 6 in Military elections; put into the crises, it raises the Persia crisis by 6; the Emperor or the Legatus may use it against that crisis.',
        'SPQR 7: counts 7 in SPQR elections; put into the crises, it raises the SPQR crisis by 7; the Emperor may use it against that crisis. Not now: SPQR 7 does not count in a Military election.',
        'Palmyra 7: counts 7 in Military elections; put into the crises, it raises the Palmyra crisis by 7; the Emperor or the Legatus may use it against that crisis.',
        'Gold 2: counts 2 in every election; put into the crises, it joins the top crisis; the Emperor may add it against any crisis, the Legatus against any war.',
        'Palmyra 2: counts 2 in Military elections; put into the crises, it raises the Palmyra crisis by 2; the Emperor or the Legatus may use it against that crisis.',
    ]
    assert read('odds') == [
        'Election by Military.',
        'Aemilius Aemilianus (Player 1) stands at 5.',
        'Maximinus Thrax (Player 2) stands at 5, leading.',
        'Aurelian (Player 3) stands at 2.',
    ]


def test_the_others_the_board_and_a_rival_emperor_before_he_addresses_a_crisis():
    read = reader(walk(GAME, 3, 7, 34), 0)
    assert read('others') == [
        'Player 2: 0 points, 1 card in hand, seen drafting Gold 2.',
        "Decius (side A, Player 2's), Cavalry Commander; Military 2, SPQR 3, Praetorian 0; worth 3 by SPQR; -3 as Emperor against Goths; no cards on him.",
        "Maximinus Thrax (side A, Player 2's), Emperor; Military 3, SPQR 0, Praetorian 1; worth 4 by SPQR; +3 as Emperor against Goths, -2 as Emperor against SPQR; on him: Palmyra 8, Gold 2, Gold 2.",
        'Player 3: 0 points, 2 cards in hand, seen drafting Gold 2.',
        "Aurelian (side A, Player 3's), Legatus; Military 2, SPQR 1, Praetorian 1; worth 1 by SPQR; +4 as Emperor against Goths; on him: Persia 6, Palmyra 7.",
        "Philip the Arab (side A, Player 3's), Praetorian Prefect; Military 0, SPQR 1, Praetorian 4; worth 1 by SPQR; +3 as Emperor against Persia; no cards on him.",
    ]
    assert read('board') == [
        'Crises, highest first:',
        'Rank 1: Palmyra, 4 (letter C): Palmyra 2, Gold 2.',
        'Rank 2: Goths, 1 (letter A): Goths 1.',
        'Emperor: Maximinus Thrax (Player 2).',
        'Legatus: Aurelian (Player 3).',
        'Cavalry Commander: Decius (Player 2).',
        'Praetorian Prefect: Philip the Arab (Player 3).',
        'Senate Leader: Gordian I (Player 1).',
        "Aemilius Aemilianus (side A, Player 1's); Military 2, SPQR 1, Praetorian 1; worth 1 by SPQR; As Emperor, may move one Goths card from a rival's candidate onto himself; on him: Persia 4.",
        "Aurelian (side A, Player 3's), Legatus; Military 2, SPQR 1, Praetorian 1; worth 1 by SPQR; +4 as Emperor against Goths; on him: Persia 6, Palmyra 7.",
        "Decius (side A, Player 2's), Cavalry Commander; Military 2, SPQR 3, Praetorian 0; worth 3 by SPQR; -3 as Emperor against Goths; no cards on him.",
        "Gordian I (side A, Player 1's), Senate Leader; Military 0, SPQR 4, Praetorian 0; worth 6 by SPQR; +3 as Emperor against SPQR; no cards on him.",
        "Maximinus Thrax (side A, Player 2's), Emperor; Military 3, SPQR 0, Praetorian 1; worth 4 by SPQR; +3 as Emperor against Goths, -2 as Emperor against SPQR; on him: Palmyra 8, Gold 2, Gold 2.",
        "Philip the Arab (side A, Player 3's), Praetorian Prefect; Military 0, SPQR 1, Praetorian 4; worth 1 by SPQR; +3 as Emperor against Persia; no cards on him.",
        'Deck: 37 cards. Discards: 0.',
        'Emperors gone for good: 0 of 2.',
    ]
    assert read('threats') == [
        'Emperors gone for good: 0 of 2; the second ends the game.',
        "Player 2's Emperor may clear the Palmyra crisis, 4, for 21 points.",
        'You share the lead with Player 2 and Player 3 at 0 points.',
    ]


def test_the_emperor_hears_what_resolving_the_crisis_pays():
    """D3.3: the Resolve button's preview (rules.outcome_words) is the odds."""
    read = reader(walk(GAME, 3, 7, 35), 1)
    assert read('hand') == [
        'You hold 1 card.',
        'Gold 2: counts 2 in every election; put into the crises, it joins the top crisis; the Emperor may add it against any crisis, the Legatus against any war.',
    ]
    assert read('odds') == [
        "Now Player 2's Emperor takes on the Palmyra crisis, rank 1: 12 against 4.",
        'Resolve the crisis now: 12 against 4: cleared, 21 points.',
    ]


def test_the_end_names_the_winner():
    read = reader(walk(GAME, 3, 7, 10_000), 0)
    assert read('where') == [
        'The game is over.',
        'Winner: Player 1.',
        'Method: Military.',
        'Dealer: Player 1.',
        'You are Player 1: 141 points, 2 cards in hand.',
        'Your candidates: Aemilius Aemilianus, Legatus; Probus.',
    ]
    assert read('threats') == [
        'The game is over.',
    ]
    assert read('odds') == [
        'No odds are shown now.',
    ]


def test_no_answer_changes_with_what_the_seat_cannot_see():
    """Other hands (but the cards seen drafted), the face-down crisis cards and
    the deck resampled (rules.resample): every answer of every seat stays."""
    assert assert_no_leak(GAME, 3, seeds=(1,), every=3).checked > 50
    assert assert_no_leak(GAME, 4, seeds=(2,), every=5).checked > 30
