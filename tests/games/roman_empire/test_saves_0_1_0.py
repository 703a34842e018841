"""Saves written by engine 0.1.0 (tests/fixtures/saves_0_1_0/roman-empire-*.json)
replay on this engine to the same position: the same scores and winners when
finished; the same seat to move and the same legal actions (in 0.1.0's
spelling migrated to ours) when unfinished.  They load as rules edition 1
(ruling E25), and the forced moves played for the players and the undo
barriers happen where they did, or the replay would drift."""
import json
from pathlib import Path

import pytest

import pygame_core as pc
from pygame_core.games import GAMES

G = GAMES["roman-empire"]
FIXTURES = sorted((Path(__file__).resolve().parents[2] / "fixtures" / "saves_0_1_0")
                  .glob("roman-empire-*.json"))


def test_there_are_fixtures_of_every_kind():
    names = {p.name for p in FIXTURES}
    assert len(FIXTURES) == 18
    for n in (3, 4, 5, 6):
        for kind in ("finished-random", "unfinished-random", "finished-easy", "unfinished-easy"):
            assert f"roman-empire-{n}p-{kind}.json" in names
    assert any("scenario" in x for x in names)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_a_0_1_0_save_replays_to_the_same_position(path):
    fx = json.loads(path.read_text())
    save, expect = fx["save"], fx["expect"]
    assert save["format"] == 1 and save["engine"] == "0.1.0"
    m = pc.load_match(save)
    assert m.state["edition"] == 1 and m.options["edition"] == 1
    assert len(m.actions) == expect["moves"] == len(save["actions"])
    assert m.is_over() == expect["over"]
    if expect["over"]:
        res = m.result()
        assert res["scores"] == expect["scores"] and res["winners"] == expect["winners"]
        assert bool(res.get("collapsed")) == expect["collapsed"]
        assert m.to_move() == []
    else:
        assert m.to_move() == expect["to_move"]
        assert [G.points(m.state, s) for s in range(m.players)] == expect["scores"]
        for seat, legal in expect["legal"].items():
            assert m.legal_actions(int(seat)) == [G.migrate(1, a) for a in legal]
        # Every legal action of the old spelling, migrated, is accepted (and
        # only it): the game goes on from here as it would have on 0.1.0.
        seat = expect["to_move"][0]
        for a in expect["legal"][str(seat)]:
            probe = m.clone()
            probe.act(seat, G.migrate(1, a))


@pytest.mark.parametrize("path", FIXTURES[:6], ids=lambda p: p.stem)
def test_a_replayed_save_saves_in_the_new_format_and_loads_again(path):
    m = pc.load_match(json.loads(path.read_text())["save"])
    again = pc.load_match(m.save())
    assert again.save()["format"] == 2 and again.options["edition"] == 1
    assert again.state_hash() == m.state_hash()


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
