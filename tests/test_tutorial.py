"""Guided first games (issue 23): every tutorial's script replays legally from
its seeded start, each of the learner's steps says what to do and what comes
first, any other legal move is refused with that reason, and the position at
the end is a game the learner can play on; the worker's calls serve it."""
import dataclasses

import pytest

import pygame_core as pc
from pygame_core.kernel.tutorial import Tutorial
from engine_api import call as web_call  # the worker on CPython (the eng fixture: conftest.py)

LESSONS = [(g, name) for g in sorted(pc.GAMES) for name in sorted(pc.tutorials(g))]


def test_there_is_a_tutorial_and_an_unknown_one_is_refused():
    assert ("rome-in-crisis", "first-game") in LESSONS
    with pytest.raises(ValueError, match="no tutorial"):
        pc.load_tutorial("rome-in-crisis", "nothing")
    with pytest.raises(ValueError, match="no tutorial"):
        pc.load_tutorial("no-such-game", "first-game")


@pytest.mark.parametrize("game,name", LESSONS)
def test_the_script_replays_legally_and_refuses_every_other_move(game, name):
    lesson = pc.load_tutorial(game, name)
    script = lesson.script
    assert script.title and script.intro and script.end and script.lobby
    m = pc.new_match(game, script.players, seed=script.seed)
    for step in script.steps:                 # legal, move by move, from the seeded start
        assert step["seat"] in m.to_move() and step["action"] in m.legal_actions(step["seat"])
        m.act(step["seat"], step["action"])
    learner_steps = 0
    while not lesson.done():
        step = lesson.step()
        assert step["say"] and step["first"] and lesson.learner in lesson.match.to_move()
        others = [a for a in lesson.match.legal_actions(lesson.learner) if a != step["action"]]
        for a in others:
            assert lesson.refusal(lesson.learner, a) == "Not yet: first " + step["first"]
        if others:
            with pytest.raises(pc.IllegalAction, match="Not yet: first"):
                lesson.play(lesson.learner, others[0])
        lesson.play(lesson.learner, step["action"])
        learner_steps += 1
    assert lesson.number() == (learner_steps, learner_steps) and learner_steps >= 5
    assert lesson.match.state_hash() == m.state_hash()
    assert not lesson.match.is_over() and lesson.match.to_move()
    seat = lesson.match.to_move()[0]                 # then free play, against the AI
    lesson.play(seat, pc.ai.choose(lesson.match, seat, "easy"))
    # The script's moves, and between them only the learner's risky forced moves
    # (a roll), which the lesson plays with the script (Match.settle); the save
    # holds them, so it replays to the same position.
    played = iter(lesson.match.actions[:-1])
    extra = 0
    for step in script.steps:
        for seat, action in played:
            if [seat, action] == [step["seat"], step["action"]]:
                break
            assert seat == lesson.learner
            extra += 1
    assert len(lesson.match.actions) == len(script.steps) + extra + 1
    assert pc.load_match(lesson.match.save()).state_hash() == lesson.match.state_hash()


def test_the_worker_runs_a_lesson(eng):
    def call(fn, **args):
        return web_call(eng, fn, **args)
    assert "no tutorial" in call("tutorial_act", seat=0, action={})["error"].replace(
        "No tutorial", "no tutorial")
    r = call("tutorial_start", game="rome-in-crisis", name="first-game")
    info = r["lesson"]
    assert r["viewer"] == info["learner"] == 0 and info["step"] == 1 and info["steps"] == 20
    assert info["expected"] == {"type": "method", "method": "spqr"} and not info["done"]
    wrong = call("tutorial_act", seat=0, action={"type": "method", "method": "military"})
    assert wrong["error"].startswith("Not yet: first choose SPQR")
    r = call("tutorial_act", seat=0, action=info["expected"])
    assert r["lesson"]["step"] == 2 and r["moves"] == 3      # the others' two scripted moves
    assert "error" in call("tutorial_start", game="rome-in-crisis", name="nope")


def test_the_steps_that_say_nothing_are_played_for_the_learner_too():
    """Time of Crisis: after the learner's start, his secret first hand is made
    for him (three Blue 1 and two Red 1) with the other seat's moves, and his
    next step is the turn's first card."""
    lesson = pc.load_tutorial("time-of-crisis", "first-game")
    assert lesson.number() == (1, 18)
    lesson.play(0, lesson.step()["action"])
    assert lesson.number() == (2, 18) and lesson.step()["action"] == {"type": "play", "card": "blue_1"}
    assert lesson.match.state["pl"][0]["hand"] == {"blue_1": 3, "red_1": 2}
    with pytest.raises(pc.IllegalAction, match="In this lesson you play Player 1"):
        lesson.play(1, {"type": "play", "card": "red_1"})


def test_a_misdeclared_tutorial_fails_where_it_is_declared():
    """Words on a step that is not the learner's, words without what comes
    first, a misspelt step key or field: the game's import fails."""
    script = pc.GAMES["roman-empire"].tutorial_book["first-game"]
    steps = script.steps
    for bad in ([dict(steps[0], say="Watch.", first="watch")] + steps[1:],
                [dict(steps[0], say="Watch.")] + steps[1:],
                [{"seat": 1, "acton": steps[0]["action"]}] + steps[1:]):
        with pytest.raises(ValueError, match="step 0"):
            dataclasses.replace(script, steps=bad)
    with pytest.raises(TypeError):
        Tutorial(**{**{f.name: getattr(script, f.name) for f in dataclasses.fields(script)},
                    "intr": "misspelt"})
