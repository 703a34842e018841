"""Roman Empire's own checks of the saves written by engine 0.1.0 (the
position they reach is tests/test_saves_0_1_0.py's, for every game): the
migration of 0.1.0's spellings is a pure function of the action, and the
forced moves played for the players and the undo barriers happen where they
did (ruling E25), or a replay would drift."""
import json
from pathlib import Path

import pytest

import pygame_core as pc
from pygame_core.games import GAMES

G = GAMES["roman-empire"]
FIXTURES = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "saves_0_1_0")
                  .glob("roman-empire-*.json"))


def test_migration_is_a_pure_function_of_the_action():
    old = [{"type": "play", "card": 70, "target": 2}, {"type": "play", "card": 74, "leader": 3},
           {"type": "play", "card": 0}, {"type": "challenge", "card": 6, "leader": 4},
           {"type": "discard", "card": 9}, {"type": "end"}, {"type": "respond", "card": 7},
           {"type": "decline"}, {"type": "diplomacy_save"}, {"type": "no_save"},
           {"type": "place", "leader": 0}, {"type": "sicken", "leader": 1}]
    new = [{"type": "play", "card": 70, "seat": 2}, {"type": "play", "card": 74, "leader": 3},
           {"type": "play", "card": 0}, {"type": "challenge", "card": 6, "leader": 4},
           {"type": "discard", "card": 9}, {"type": "pass"}, {"type": "answer", "card": 7},
           {"type": "pass"}, {"type": "save"}, {"type": "pass"},
           {"type": "place", "leader": 0}, {"type": "sicken", "leader": 1}]
    frozen = json.dumps(old)
    assert [G.migrate(1, a) for a in old] == new
    assert json.dumps(old) == frozen                    # the save's actions untouched
    assert [G.migrate(2, a) for a in new] == new        # the new format is kept as it is


# Which moves 0.1.0 let be undone, and how many forced moves it played after
# each, for the same saves (tests/fixtures/make_undo_0_1_0.py, run on 0.1.0).
UNDO = json.loads((Path(__file__).resolve().parents[2] / "fixtures"
                   / "roman-empire-0_1_0-undo.json").read_text())


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_forced_moves_and_undo_barriers_fall_where_they_did(path):
    m = pc.load_match(json.loads(path.read_text())["save"])
    old = UNDO[path.stem]
    assert m._undoable == old["undoable"]
    marks = [i for i, e in enumerate(m.log) if e["seat"] is not None]
    forced = [sum("(only choice)" in e["text"] for e in m.log[a:b])
              for a, b in zip(marks, marks[1:] + [len(m.log)])]
    assert forced == old["forced"]
    assert sum("(only choice)" in e["text"] for e in m.log[:marks[0]]) == old["setup_forced"]
    if m.can_undo():                      # taking the last move back and again: same place
        last = m.actions[-1]
        before = m.state_hash()
        assert m.undo()
        m.act(*last)
        assert m.state_hash() == before
