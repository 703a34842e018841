"""No AI level ever plays a null move: an action that brings the table back
to a position it has already had this turn (issue 18).  The rules of every
game leave none today (the conformance suite plays random and AI games and
asserts it); Time of Crisis games begun on engine 0.2.0 (rules edition 2) still
allow free capital moves without limit and Back, and there the AI's guard
(``pygame_core.ai.choose``, ``Match.repeats``) keeps every level out of the loop."""
import pytest

import pygame_core as pc
from pygame_core.games.time_of_crisis import GAME, rules as R

from games.time_of_crisis.table import act, army, govern, match_at, table

GREEN = 0
LEVELS = ("easy", "normal", "hard")


def edition_2_table():
    st = table()
    st["edition"] = 2
    govern(st, GREEN, "gallia", 2)
    a = army(st, GREEN, "gallia", [1])["id"]
    st["pl"][GREEN]["hand"] = {"blue_1": 1}
    return st, a


def test_the_capital_shuttle_is_a_null_move_and_no_level_plays_it():
    st, a = edition_2_table()
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="capital", army=a)                      # in: a new position
    back_out = {"type": "capital", "army": a}
    assert back_out in m.legal_actions(GREEN)                  # edition 2 allows it ...
    assert m.repeats(GREEN, back_out)                          # ... and it changes nothing
    assert not m.repeats(GREEN, {"type": "play", "card": "blue_1"})
    for level in LEVELS:
        for seed in range(4):
            assert pc.ai.choose(m, GREEN, level, seed=seed, iterations=20) != back_out


def test_back_is_a_null_move_and_no_level_plays_it():
    st, a = edition_2_table()
    st["pl"][GREEN]["pool"]["p"] = 3
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="support")
    assert m.legal_actions(GREEN) == [{"type": "pick", "region": "gallia"}, {"type": "back"}]
    assert m.repeats(GREEN, {"type": "back"})
    for level in LEVELS:
        for seed in range(4):
            assert pc.ai.choose(m, GREEN, level, seed=seed, iterations=20) != {"type": "back"}


def test_edition_3_offers_no_null_move_in_the_same_places():
    st, a = edition_2_table()
    st["edition"] = 3
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="capital", army=a)
    assert all(not m.repeats(GREEN, x) for x in m.legal_actions(GREEN))


@pytest.mark.parametrize("seed", [70001, 83117])
def test_the_issues_hard_seat_against_easy_seats_finishes(seed):
    """Issue 18: seeds 70001 and 83117, one hard seat (seat 0, at its cap)
    against three easy seats, were not over after 4,000 actions."""
    from pygame_core.ai import level_config
    from pygame_core.kernel.fuzz import fuzz_game
    cap = level_config(GAME, "hard")["max_iterations"]
    m = pc.new_match("time-of-crisis", 4, seed=seed)

    def play(m, seat, acts, rng):
        if seat == 0:
            return pc.ai.choose(m, seat, "hard", seed=len(m.actions) * 31 + seat, iterations=cap)
        return pc.ai.choose(m, seat, "easy", seed=len(m.actions) * 31 + seat)
    steps = fuzz_game(m, seed, policy=play)
    assert m.is_over() and steps < 4000


def test_the_issues_hard_seat_against_normal_seats_finishes():
    """Issue 18: seed 50000, seat 0 hard (160 iterations), seats 1-3 normal
    (40), was not over after 3,044 actions (912 now)."""
    from pygame_core.kernel.fuzz import fuzz_game
    m = pc.new_match("time-of-crisis", 4, seed=50000)

    def play(m, seat, acts, rng):
        step = len(m.actions)
        if seat == 0:
            return pc.ai.choose(m, seat, "hard", seed=step * 31 + seat, iterations=160)
        return pc.ai.choose(m, seat, "normal", seed=step * 31 + seat, iterations=40)
    steps = fuzz_game(m, 50000, policy=play)
    assert m.is_over() and steps < 3044
