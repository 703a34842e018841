"""A game in progress survives the site's update: saves written by engine
0.1.0 (tests/fixtures/saves_0_1_0, made before the spine port by
tests/fixtures/make_saves_0_1_0.py) load in this engine and reach the same
position: the same scores and winners for a finished game; the same seat to
move and the same choices (in today's spelling) for one in progress.  They
play on under the rules they began with (rules edition 1, ruling R27 / E21)."""
import json
from pathlib import Path

import pytest

import pygame_core as pc

FIXTURES = sorted((Path(__file__).resolve().parent / "fixtures" / "saves_0_1_0").glob("*.json"))


def test_the_fixtures_cover_both_games_every_count_finished_and_not():
    kinds = set()
    for path in FIXTURES:
        fx = json.loads(path.read_text())
        s = fx["save"]
        assert s["format"] == 1 and s["engine"] == "0.1.0"
        kinds.add((s["game"], s["players"], fx["expect"]["over"]))
    for gid, counts in (("rome-in-crisis", (2, 3, 4)), ("roman-empire", (3, 4, 5, 6))):
        for n in counts:
            assert {(gid, n, True), (gid, n, False)} <= kinds


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_0_1_0_save_reaches_the_same_position(path):
    fx = json.loads(path.read_text())
    expect = fx["expect"]
    m = pc.load_match(fx["save"])
    assert m.options.get("edition") == 1 and m.state["edition"] == 1
    assert len(m.actions) == expect["moves"] and m.is_over() == expect["over"]
    if expect["over"]:
        res = m.result()
        assert res["scores"] == expect["scores"] and res["winners"] == expect["winners"]
        assert bool(res.get("collapsed")) == expect["collapsed"]
        return
    assert m.to_move() == expect["to_move"]
    for seat, old in expect["legal"].items():
        assert m.legal_actions(int(seat)) == [m.game.migrate(1, a) for a in old]
    # Every move 0.1.0 offered here, respelled, is accepted: the game goes on
    # from here as it would have.
    seat = expect["to_move"][0]
    for a in expect["legal"][str(seat)]:
        m.clone().act(seat, m.game.migrate(1, a))
    assert m.result()["scores"] == expect["scores"]          # the points so far
    # It is saved again in today's format, keeps its rules, and plays on.
    again = pc.load_match(json.loads(json.dumps(m.save())))
    assert again.save()["format"] == 2 and again.state_hash() == m.state_hash()
    seat = m.to_move()[0]
    m.act(seat, m.legal_actions(seat)[0])
