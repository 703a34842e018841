"""The table as text (issue 46): the kernel's door to a game's speech module."""
import pytest

from pygame_core.kernel import QUERIES, Game


class _Speech:
    @staticmethod
    def answer(game, state, seat, query):
        return [f"{query} for seat {seat}"]


class _Toy(Game):
    speech = _Speech


def test_read_answers_each_query_through_the_games_speech_module():
    g = _Toy()
    assert [g.read({}, 1, q) for q in QUERIES] == [[f"{q} for seat 1"] for q in QUERIES]


def test_read_refuses_an_unknown_question_naming_the_ones_it_knows():
    with pytest.raises(ValueError, match="no such question 'weather': ask one of where, hand"):
        _Toy().read({}, 0, "weather")
