"""The view's contract (kernel/schema.py): the checker itself, and every view of
every game's teaching scenarios and guided first games (what embeds and lessons
show) fits the game's declared schema; random games are checked by the
conformance suite."""
import pytest

import pygame_core as pc
from pygame_core.games import GAMES
from pygame_core.kernel.schema import Either, Map, Opt, SchemaError, check, view_schema


def test_the_checker_names_the_first_value_that_does_not_fit():
    s = {"n": int, "who": Opt(str), "cards": [{"id": int, "side?": str}], "by": Map(int),
         "x": Either(int, str)}
    check({"n": 1, "who": None, "cards": [{"id": 2}, {"id": 3, "side": "A"}], "by": {"a": 1},
           "x": "y"}, s)
    bad = [({"n": True, "who": None, "cards": [], "by": {}, "x": 1}, "view.n: expected int"),
           ({"n": 1, "who": None, "cards": [{"id": "2"}], "by": {}, "x": 1}, "view.cards[0].id"),
           ({"n": 1, "who": None, "cards": [], "by": {"a": "1"}, "x": 1}, "view.by.a"),
           ({"n": 1, "who": None, "cards": [], "by": {}, "x": 1, "extra": 0}, "['extra']"),
           ({"n": 1, "cards": [], "by": {}, "x": 1}, "missing ['who']"),
           ({"n": 1, "who": None, "cards": [], "by": {}, "x": None}, "view.x")]
    for value, why in bad:
        with pytest.raises(SchemaError, match=r".*" + why.replace("[", r"\[").replace("]", r"\]")):
            check(value, s)


def test_a_game_schema_may_not_repeat_the_kernels_keys():
    with pytest.raises(ValueError):
        view_schema({"prompt": str})


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_view_of_the_scenarios_and_lessons_fits_the_schema(gid):
    game = GAMES[gid]
    views = view_schema(game.view_schema)
    for name in pc.scenarios(gid):
        m, steps = pc.load_scenario(gid, name)
        for step in [None] + steps:
            if step is not None and step.get("action") is not None:
                m.act(step["seat"], step["action"])
            for seat in [None] + list(range(m.players)):
                check(m.view(seat), views)
    for name in game.tutorial_book:
        lesson = pc.load_tutorial(gid, name)
        while True:
            for seat in [None] + list(range(lesson.match.players)):
                check(lesson.match.view(seat), views)
            if lesson.done():
                break
            lesson.play(lesson.step()["seat"], lesson.step()["action"])
