"""A game in progress survives the site's update: saves of format 2 written by
earlier engines load in this engine and reach the same position: the same
scores and winners for a finished game; the same seat to move, the same
choices and prompt for one in progress.  One set of fixtures per engine
version, each made by its ``tests/fixtures/make_saves_<version>.py`` on that
engine:

- 0.2.0 (``saves_0_2_0``, before Time of Crisis's rules edition 3): its Time of
  Crisis games keep the rules they began with (edition 2: free capital moves
  without limit, Back, the broad ruling T1), among them games that shuttle
  armies in and out of capitals and use Back, which edition 3 no longer allows;
- 0.3.0 (``saves_0_3_0``, before Time of Crisis's turn scratch moved from the
  players into the turn's frame, issue 19): its games play under today's rules
  (edition 3), and its Time of Crisis games stopped mid-turn (points spent in
  Buy/Trash, a province targeted, a battle's reward taken as a discount) show
  each seat to move the same political points, cards bought, rewards,
  provinces targeted, prices and Place a Governor odds as when they were saved."""
import json
from pathlib import Path

import pytest

import pygame_core as pc

HERE = Path(__file__).resolve().parent / "fixtures"
# engine version: the rules edition its Time of Crisis games play under
SETS = {"0.2.0": 2, "0.3.0": 3}
FIXTURES = [(version, path) for version in SETS
            for path in sorted((HERE / ("saves_" + version.replace(".", "_"))).glob("*.json"))]


@pytest.mark.parametrize("version", sorted(SETS))
def test_the_fixtures_cover_every_game_and_count_finished_and_not(version):
    kinds = set()
    for v, path in FIXTURES:
        if v != version:
            continue
        fx = json.loads(path.read_text())
        s = fx["save"]
        assert s["format"] == 2 and s["engine"] == version
        kinds.add((s["game"], s["players"], fx["expect"]["over"]))
    for gid, game in pc.GAMES.items():
        for n in range(game.info.min_players, game.info.max_players + 1):
            assert (gid, n, False) in kinds
            assert (gid, n, True) in kinds or gid == "roman-empire"   # some collapse early


def test_the_0_3_0_fixtures_stop_time_of_crisis_turns_with_their_scratch():
    seen = set()
    for v, path in FIXTURES:
        fx = json.loads(path.read_text())
        if v != "0.3.0" or fx["save"]["game"] != "time-of-crisis" or fx["expect"]["over"]:
            continue
        for shown in fx["expect"]["scratch"].values():
            for ps in shown["players"]:
                seen |= {k for k in ("political_points", "bought", "rewards", "done") if ps[k]}
    assert seen == {"political_points", "bought", "rewards", "done"}


@pytest.mark.parametrize("version,path", FIXTURES, ids=[f"{v}-{p.stem}" for v, p in FIXTURES])
def test_an_earlier_save_reaches_the_same_position(version, path):
    fx = json.loads(path.read_text())
    expect = fx["expect"]
    m = pc.load_match(fx["save"])
    assert len(m.actions) == expect["moves"] and m.is_over() == expect["over"]
    if m.game_id == "time-of-crisis":
        assert m.state["edition"] == SETS[version]
    if expect["over"]:
        res = m.result()
        assert res["scores"] == expect["scores"] and res["winners"] == expect["winners"]
        assert bool(res.get("collapsed")) == expect["collapsed"]
        return
    assert m.to_move() == expect["to_move"]
    for seat, old in expect["legal"].items():
        assert m.legal_actions(int(seat)) == old
        assert m.view(int(seat))["prompt"]["text"] == expect["view"][seat]
    for seat, old in expect.get("scratch", {}).items():
        v = m.view(int(seat))
        assert [{k: ps[k] for k in p} for ps, p in zip(v["player_state"], old["players"])] \
            == old["players"]
        # the odds as 0.3.0 recorded them (their "words", added since, say them)
        assert v["prices"] == old["prices"] and \
            {r: {k: o[k] for k in old["governor_votes"][r]} for r, o in v["governor_votes"].items()} \
            == old["governor_votes"]
    # Saved again, it keeps its rules and plays on.
    again = pc.load_match(json.loads(json.dumps(m.save())))
    assert again.state_hash() == m.state_hash()
    if m.game_id == "time-of-crisis":
        assert again.state["edition"] == SETS[version]
    seat = m.to_move()[0]
    again.act(seat, again.legal_actions(seat)[0])
