"""No AI level ever plays a null move: an action that brings the table back
to a position it has already had this turn (issue 18).  The rules of every
game leave none today (the conformance suite plays random and AI games and
asserts it); Time of Crisis games begun on engine 0.2.0 (rules edition 2) still
allow free capital moves without limit and Back, and there the AI's guard
(``pygame_core.ai.choose``, ``Match.repeats``) keeps every level out of the loop.
The games of issue 18 that did not end (a hard Time of Crisis seat against easy
or normal seats) are the conformance suite's: it plays every game and level at
its caps to the end, within the game's bounds."""
import pygame_core as pc

from pygame_core.games.time_of_crisis.positions import army, govern
from games.time_of_crisis.table import act, match_at, table

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
