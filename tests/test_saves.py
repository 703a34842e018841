"""Saves are replays: round trips, and every kind of bad save gives a clear error."""
import json

import pytest

import pygame_core as pc
from test_kernel import random_game


@pytest.mark.parametrize("n", [2, 3, 4])
def test_save_load_same_hash_mid_game_and_at_the_end(n):
    for stop in (25, None):
        m = random_game(n, 100 + n, stop=stop)
        data = json.loads(json.dumps(m.save()))
        again = pc.load_match(data)
        assert again.state_hash() == m.state_hash()
        assert again.actions == m.actions and again.log == m.log
        assert pc.load_match(json.dumps(data)).state_hash() == m.state_hash()


def test_save_format():
    m = random_game(2, 1, stop=10)
    d = m.save()
    assert d["format"] == 2 and d["engine"] == pc.__version__ and d["game"] == "rome-in-crisis"
    assert d["seed"] == 1 and d["players"] == 2 and len(d["actions"]) == 10


def _save():
    return random_game(3, 2, stop=40).save()


@pytest.mark.parametrize("mangle,message", [
    (lambda d: json.dumps(d)[:-30], "not valid JSON"),
    (lambda d: "[1, 2]", "not a Ludi Romani save"),
    (lambda d: {**d, "format": 9}, "Unknown save format"),
    (lambda d: {**d, "format": True}, "Unknown save format"),
    (lambda d: {**d, "format": 1, "actions": [[0, {"type": "take"}]]}, "damaged at move 1"),
    (lambda d: {**d, "game": "monopoly"}, "does not know"),
    (lambda d: {**d, "players": 7}, "cannot start"),
    (lambda d: {**d, "seed": "x"}, "'seed' is missing"),
    (lambda d: {k: v for k, v in d.items() if k != "actions"}, "'actions' is missing"),
    (lambda d: {**d, "actions": d["actions"][:5] + [["x"]]}, "damaged at move 6"),
    (lambda d: {**d, "actions": d["actions"][:5] + [[0, {"type": "fly"}]] + d["actions"][5:]},
     "move 6 is illegal"),
    (lambda d: {**d, "engine": "0.0.1", "actions": [[0, {"type": "fly"}]]},
     "comes from engine 0.0.1 and no longer replays"),
    (lambda d: {**d, "scenario": "nope"}, "scenario this engine does not have"),
])
def test_bad_saves_are_refused_with_a_clear_message(mangle, message):
    with pytest.raises(pc.SaveError, match=message):
        pc.load_match(mangle(_save()))


def test_a_save_from_an_older_engine_that_still_replays_loads():
    d = _save()
    d["engine"] = "0.0.9"
    assert pc.load_match(d).state_hash() == pc.load_match(_save()).state_hash()


def test_a_format_1_save_plays_with_the_seeding_and_rules_it_began_with():
    d = {"format": 1, "engine": "0.1.0", "game": "rome-in-crisis", "seed": 5, "players": 3,
         "options": {}, "actions": [[0, {"type": "method", "method": "spqr"}],
                                    [1, {"type": "take", "card": 4}]]}
    m = pc.load_match(d)
    assert m.options["edition"] == 1 and m.state["edition"] == 1
    assert m.state["owner"][4] == 1                  # "take {card}" is now "take {candidate}"
    assert m.save()["actions"][1] == [1, {"type": "take", "candidate": 4}]
    fresh = pc.new_match("rome-in-crisis", 3, seed=5)
    assert fresh.state["hands"] != m.state["hands"]  # today's seeding differs
