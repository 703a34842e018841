"""Rome in Crisis's buttons say what a new player needs before choosing (issue
33, "Each game"): a bid that leaves only the card ruling R12 makes a player
keep says so; Aemilius Aemilianus's seizure names whose candidate loses the
Goths card."""
from games.rome_in_crisis.table import card, table, start


def _labels(m, seat, kind):
    return [m.describe(a) for a in m.legal_actions(seat) if a["type"] == kind]


def test_a_bid_that_leaves_only_the_kept_card_says_so():
    # Aurelian 2 against Valerian 7: Goths 7 tops him (9) and leaves the Goths 1,
    # which R12 makes the player keep.
    m = start(table(n=2, dealer=1, cands={"Aurelian": 0, "Valerian": 1},
                    displays={"Valerian": [("goths", 5)]},
                    hands=[[("goths", 7), ("goths", 1)], [("spqr", 3)]]), "election")
    assert m.to_move() == [0]
    assert _labels(m, 0, "bid") == [
        "Play Goths 7 on Aurelian (to 9; the last bid: the one card left must stay in hand)"]


def test_a_bid_with_cards_to_spare_says_nothing_of_the_kept_card():
    m = start(table(n=2, dealer=1, cands={"Aurelian": 0, "Valerian": 1},
                    displays={"Valerian": [("goths", 5)]},
                    hands=[[("goths", 7), ("goths", 1), ("goths", 2)], [("spqr", 3)]]),
              "election")
    words = _labels(m, 0, "bid")
    assert "Play Goths 7 on Aurelian (to 9)" in words
    assert not any("last bid" in w for w in words), words


def test_the_seizure_names_whose_candidate_loses_the_goths_card():
    m = start(table(n=2, cands={"Aemilius Aemilianus": 0, "Valerian": 1},
                    offices={"emperor": "Aemilius Aemilianus"},
                    displays={"Valerian": [("goths", 5), ("persia", 4)]},
                    crises={"goths": [("goths", 5)], "spqr": [("spqr", 4)]},
                    hands=[[("spqr", 3)], [("spqr", 6)]]), "emperor")
    assert m.describe({"type": "seize", "card": card("goths", 5, 0)}) == \
        "Take Goths 5 from Player 2's candidate Valerian"
