"""benchmarks/same_play.py's AI digests check the search: they are taken on
positions the levels search, so easy, normal and hard choose differently there
and a change to any level's search changes its digest.  (Issue 42: on positions
taken at random, Time of Crisis's three digests were one, every sampled move
played by the rule of thumb at every level.)"""
import pytest

from benchmarks import ai_moves, same_play


def distinct(game, players, count):
    digests = same_play.ai_digest(game, players, count)
    assert set(digests) == {"easy", "normal", "hard"}
    return len(set(digests.values()))


def test_time_of_crisis_levels_choose_apart_on_a_few_positions():
    assert distinct("time-of-crisis", 4, 4) == 3


def test_sampled_positions_are_ones_the_levels_search():
    from pygame_core.ai import heuristics_for
    from pygame_core.games import GAMES
    obvious = heuristics_for(GAMES["time-of-crisis"]).obvious
    sample = ai_moves.positions("time-of-crisis", 4, 8, searched=True)
    assert len(sample) == 8
    for m, seat in sample:
        legal = m.legal_actions(seat)
        assert len(legal) > 1 and not obvious(m.state, seat, legal)


@pytest.mark.slow
@pytest.mark.parametrize("game,players", ai_moves.games_with_heuristics())
def test_every_games_three_levels_give_three_digests_at_the_recorded_size(game, players):
    # same_play's default --positions (16): Roman History's normal and hard differ
    # only by hard's evaluation, on 2 of 16 such positions (none of the first 8)
    assert distinct(game, players, 16) == 3
