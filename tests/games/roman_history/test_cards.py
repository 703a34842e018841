"""Roman History data: the 497 cards of the six decks against the spec's counts
(section 2.0.1), the marks, the corrected spellings and the names left alone
(RH-39, RH-40, RH-41)."""
from collections import Counter

import pytest

from pygame_core.games.roman_history import data as D

# age: L T C C** P P* U B R D F O X, total (spec table 2.0.1)
COUNTS = {
    1: (6, 0, 8, 0, 5, 1, 8, 11, 18, 0, 0, 6, 1, 64),
    2: (7, 9, 13, 0, 12, 2, 8, 6, 3, 4, 1, 0, 15, 80),
    3: (13, 9, 14, 3, 11, 0, 14, 1, 7, 3, 2, 0, 13, 90),
    4: (12, 9, 13, 0, 19, 4, 6, 4, 3, 4, 10, 0, 2, 86),
    5: (16, 8, 11, 0, 12, 6, 11, 8, 4, 3, 11, 0, 3, 93),
    6: (24, 17, 2, 0, 7, 10, 2, 2, 7, 4, 7, 0, 2, 84),
}
CODES = ("L", "T", "C", "C**", "P", "P*", "U", "B", "R", "D", "F", "O", "X")


@pytest.mark.parametrize("age", sorted(COUNTS))
def test_each_deck_by_type_and_mark(age):
    codes = Counter(row[3] for row in D.LISTING if row[0] == age)
    assert tuple(codes.get(c, 0) for c in CODES) + (sum(codes.values()),) == COUNTS[age]
    assert D.DECK_SIZE[age] == COUNTS[age][-1]


def test_totals_by_type_and_flags():
    types = Counter(D.TYPE.values())
    assert types == {"leader": 78, "threat": 52, "conquest": 64, "politics": 89, "culture": 49,
                     "build": 32, "religion": 42, "disaster": 18, "defect": 31, "origin": 6,
                     "battle": 36}
    assert len(D.ALL) == len(set(D.ALL)) == 497
    assert len(D.DEATH) == 23 and all(D.TYPE[c] == "politics" for c in D.DEATH)
    assert D.DESTROYED == {"carthage", "corinth", "numantia"}
    assert len(D.PRINTED) == 17                                    # corrected spellings
    names = Counter(D.NAME.values())
    assert sum(1 for c in D.ALL if names[D.NAME[c]] > 1) == 14    # 12 across ages + RH-39


def test_corrected_spellings_and_names_left_alone_rh41():
    assert D.NAME["quirinus"] == "Quirinus" and D.PRINTED["quirinus"] == "Quiinus"
    assert D.NAME["castor_and_pollux"] == "Castor & Pollux"
    assert D.NAME["lutatius_catulus"] == "Lutatius Catulus"
    assert D.NAME["mauretania"] == "Mauretania" and D.NAME["federates"] == "Federates"
    for kept in ("latinum", "conubium_and_commercial", "honores_and_suffrage", "bar_kochba",
                 "forum_augustus"):
        assert kept not in D.PRINTED


def test_servius_tullius_twice_rh39_and_surprising_codes_as_printed_rh40():
    assert D.NAME["servius_tullius_a"] == D.NAME["servius_tullius_b"] == "Servius Tullius"
    assert D.TYPE["persian_war"] == D.TYPE["reunification"] == "conquest"
    assert D.AGE["persian_war"] == D.AGE["reunification"] == 6


def test_same_name_in_two_ages_are_two_cards():
    for a, b in (("murder_1", "murder_6"), ("sack_of_rome_2", "sack_of_rome_6"),
                 ("mutiny_2", "mutiny_5"), ("civil_war_4", "civil_war_6"),
                 ("assassination_5", "assassination_6"), ("tacitus_5", "tacitus_6")):
        assert D.NAME[a] == D.NAME[b] and D.AGE[a] != D.AGE[b]
    assert D.TYPE["tacitus_5"] == "culture" and D.TYPE["tacitus_6"] == "leader"
