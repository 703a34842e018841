"""A game in progress survives the site's update: saves written by engine 0.2.0
(tests/fixtures/saves_0_2_0, made by tests/fixtures/make_saves_0_2_0.py before
Time of Crisis's rules edition 3) load in this engine and reach the same
position: the same scores and winners for a finished game; the same seat to
move, the same choices and prompt for one in progress.  Time of Crisis's 0.2.0
games keep the rules they began with (edition 2: free capital moves without
limit, Back, the broad ruling T1), among them games that shuttle armies in and
out of capitals and use Back, which edition 3 no longer allows."""
import json
from pathlib import Path

import pytest

import pygame_core as pc

FIXTURES = sorted((Path(__file__).resolve().parent / "fixtures" / "saves_0_2_0").glob("*.json"))


def test_the_fixtures_cover_every_game_and_count_finished_and_not():
    kinds = set()
    for path in FIXTURES:
        fx = json.loads(path.read_text())
        s = fx["save"]
        assert s["format"] == 2 and s["engine"] == "0.2.0"
        kinds.add((s["game"], s["players"], fx["expect"]["over"]))
    for gid, game in pc.GAMES.items():
        for n in range(game.info.min_players, game.info.max_players + 1):
            assert (gid, n, False) in kinds
            assert (gid, n, True) in kinds or gid == "roman-empire"   # some collapse early


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_0_2_0_save_reaches_the_same_position(path):
    fx = json.loads(path.read_text())
    expect = fx["expect"]
    m = pc.load_match(fx["save"])
    assert len(m.actions) == expect["moves"] and m.is_over() == expect["over"]
    if m.game_id == "time-of-crisis":
        assert m.state["edition"] == 2
    if expect["over"]:
        res = m.result()
        assert res["scores"] == expect["scores"] and res["winners"] == expect["winners"]
        assert bool(res.get("collapsed")) == expect["collapsed"]
        return
    assert m.to_move() == expect["to_move"]
    for seat, old in expect["legal"].items():
        assert m.legal_actions(int(seat)) == old
        assert m.view(int(seat))["prompt"]["text"] == expect["view"][seat]
    # Saved again, it keeps its rules and plays on.
    again = pc.load_match(json.loads(json.dumps(m.save())))
    assert again.state_hash() == m.state_hash()
    if m.game_id == "time-of-crisis":
        assert again.state["edition"] == 2
    seat = m.to_move()[0]
    again.act(seat, again.legal_actions(seat)[0])
