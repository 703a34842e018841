"""web/engine.py, the page's JSON API to the engine, run on CPython: every call
answers JSON, and problems come back as {"error": sentence}, never as exceptions."""
import json

import pytest

import pygame_core as pc
from engine_api import call


def test_hello_lists_the_games(eng):
    r = call(eng, "hello")
    assert r["version"] == pc.__version__ and set(r) == {"version", "games"}
    assert [g["id"] for g in r["games"]] == [g.id for g in pc.list_games()]


def test_play_undo_and_save(eng):
    b = call(eng, "new_game", game="rome-in-crisis", players=3, seed=11, viewer=0)
    assert b["moves"] == 0 and b["view"]["prompt"]["to_move"] == b["to_move"]
    seat = b["to_move"][0]
    b = call(eng, "view", viewer=seat)
    first = b["view"]["prompt"]["actions"][0]
    after = call(eng, "act", seat=seat, action=first["action"], viewer=seat)
    assert after["moves"] == 1 and after["save"]["actions"] == [[seat, first["action"]]]
    if after["view"]["can_undo"]:
        assert call(eng, "undo", viewer=seat)["moves"] == 0
    loaded = call(eng, "load", save=after["save"], viewer=seat)
    assert loaded["save"] == after["save"]


def test_ai_moves_until_the_game_ends(eng):
    b = call(eng, "new_game", game="rome-in-crisis", players=2, seed=3)
    for _ in range(3000):
        if b["over"]:
            break
        b = call(eng, "ai_move", seat=b["to_move"][0], level="easy", seed=b["moves"])
        assert "error" not in b and b["chose"]
    assert b["over"] and set(b["view"]["result"]) >= {"scores", "winners"}


def test_ai_move_is_the_ai_choice_not_a_stand_in(eng):
    """ai_move asks pygame_core.ai.choose, with the level and seed it is given."""
    b = call(eng, "new_game", game="roman-empire", players=4, seed=5)
    m = pc.new_match("roman-empire", players=4, seed=5)
    for move in range(6):
        seat = b["to_move"][0]
        want = pc.ai.choose(m, seat, level="easy", seed=100 + move)
        b = call(eng, "ai_move", seat=seat, level="easy", seed=100 + move)
        assert b["chose"] == m.describe(want)
        m.act(seat, want)
        assert b["save"]["actions"] == [list(x) for x in m.save()["actions"]]


def test_errors_are_sentences_not_exceptions(eng):
    assert "No game" in call(eng, "view")["error"]
    call(eng, "new_game", game="rome-in-crisis", players=2, seed=1)
    assert call(eng, "act", seat=0, action={"type": "nonsense"})["error"]
    for bad in ({"format": 1}, {"format": 99, "game": "x"}, "not a save"):
        assert call(eng, "load", save=bad)["error"]
        assert call(eng, "check_save", save=bad)["error"]
    assert "Unknown or not yet playable" in call(eng, "new_game", game="chess",
                                                  players=2)["error"]
    assert json.loads(eng.view("{not json"))["error"]


def test_scenario_steps_rebuild_from_the_start(eng):
    names = pc.scenarios("rome-in-crisis")
    first = call(eng, "scenario", game="rome-in-crisis", name=names[0], step=0)
    count = len(first["captions"])
    assert count > 1 and first["step"] == 0
    last = call(eng, "scenario", game="rome-in-crisis", name=names[0], step=count + 5)
    assert last["step"] == count - 1
    again = call(eng, "scenario", game="rome-in-crisis", name=names[0], step=0)
    assert again["view"] == first["view"]
    assert "Unknown scenario" in call(eng, "scenario", game="rome-in-crisis",
                                      name="nope")["error"]
    assert "no scenarios" in call(eng, "scenario", game="chess")["error"]


@pytest.mark.parametrize("game", [g.id for g in pc.list_games() if pc.scenarios(g.id)])
def test_a_scenario_step_plays_on_as_a_game(eng, game):
    """The embed's "Play on from here" at step k: the table holds step k's
    position (the view the embed drew), the game takes a legal move, and its
    save (the scenario and the steps' actions) loads back to the same game."""
    name = pc.scenarios(game)[0]
    count = len(call(eng, "scenario", game=game, name=name)["captions"])
    k = min(2, count - 1)
    shown = call(eng, "scenario", game=game, name=name, step=k)
    r = call(eng, "scenario_play", game=game, name=name, step=k)
    assert "error" not in r, r
    assert r["scenario"] == {"name": name, "step": k, "caption": shown["captions"][k],
                             "seat": shown["view"]["prompt"]["to_move"][0]}
    assert r["save"]["options"]["hold"] == [r["scenario"]["seat"]]      # the reader's seat
    table = call(eng, "view")["view"]
    assert table.pop("log_total") == len(shown["view"]["log"]) and table == shown["view"]
    assert r["save"]["scenario"] == name and r["game"] == game
    assert not r["over"] and r["to_move"]
    seat = r["to_move"][0]
    mine = call(eng, "view", viewer=seat)["view"]["prompt"]["actions"]
    played = call(eng, "act", seat=seat, action=mine[0]["action"], viewer=seat)
    assert "error" not in played and played["moves"] == r["moves"] + 1
    back = call(eng, "load", save=played["save"])
    assert back["save"] == played["save"]
    assert "Unknown scenario" in call(eng, "scenario_play", game=game, name="nope")["error"]


def _played(n=40, seed=3):
    import random
    m = pc.new_match("rome-in-crisis", players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(n):
        if m.is_over():
            break
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    return m


def test_replay_steps_through_a_save_like_the_embed(eng):
    m = _played()
    r = call(eng, "replay_open", save=m.save())
    assert r["count"] == len(m.actions) and r["game"] == "rome-in-crisis"
    last = call(eng, "replay_step", step=r["count"])
    assert last["view"] == m.view(None)
    first = call(eng, "replay_step", step=0)
    start = pc.load_match(dict(m.save(), actions=[]))
    assert first["step"] == 0 and first["caption"] == [e["text"] for e in start.log]
    five = call(eng, "replay_step", step=5)
    again = pc.load_match(dict(m.save(), actions=m.save()["actions"][:5]))
    assert five["view"] == again.view(None)
    assert five["caption"] == [e["text"] for e in again.log[len(pc.load_match(
        dict(m.save(), actions=m.save()["actions"][:4])).log):]]


def test_packed_saves_round_trip_and_damaged_or_huge_ones_are_refused(eng):
    m = _played()
    packed = call(eng, "pack", save=m.save())["packed"]
    assert len(packed) < len(json.dumps(m.save())) / 3
    assert set(packed) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    r = call(eng, "replay_open", packed=packed)
    assert r["save"] == m.save()
    assert "damaged" in call(eng, "replay_open", packed=packed[:-7] + "AAAAAAA")["error"]
    assert "damaged" in call(eng, "replay_open", packed="<script>alert(1)</script>")["error"]
    import base64
    import zlib
    bomb = base64.urlsafe_b64encode(zlib.compress(b" " * 50_000_000, 9)).decode().rstrip("=")
    assert "more than any game needs" in call(eng, "replay_open", packed=bomb)["error"]
    assert "too long" in call(eng, "replay_open", packed="A" * 300_000)["error"]
    huge = dict(m.save(), padding="x" * 1_200_000)
    assert "too large" in call(eng, "replay_open", save=huge)["error"]
    bad = dict(m.save(), actions=m.save()["actions"] + [[0, {"type": "<img src=x onerror=alert(1)>"}]])
    assert "error" in call(eng, "replay_open", save=bad)


def _joined_click(eng):
    """A Time of Crisis game at the learner's first action that leads to a
    target on the board (Take Actions ``leads`` with "do"): (its bundle, the
    seat, the prompt entry, its first "then")."""
    b = call(eng, "new_game", game="time-of-crisis", players=2, seed=7)
    while True:
        seat = b["to_move"][0]
        b = call(eng, "view", viewer=seat)
        joined = [a for a in b["view"]["prompt"]["actions"] if a.get("then")]
        if joined:
            return b, seat, joined[0], joined[0]["then"][0]
        assert not b["over"]
        b = call(eng, "ai_move", seat=seat, level="easy", seed=b["moves"], viewer=seat)


def test_a_province_first_click_is_one_call_and_back_takes_both_halves(eng):
    """The view lists, per action that leads to a target, the targeted choices
    that follow ("then"), each legal once the action is played; the page sends
    the two as one click (``act`` with "then") and gets one bundle after both;
    Back takes both back, and a plain act is taken back alone."""
    b, seat, first, then = _joined_click(eng)
    assert first["action"]["type"] in ("do", "event") and then["target"]
    before = b["save"]
    mid = call(eng, "act", seat=seat, action=first["action"], viewer=seat)
    legal = [a["action"] for a in mid["view"]["prompt"]["actions"]]
    assert all(t["action"] in legal for t in first["then"])
    alone = call(eng, "undo", viewer=seat)                            # a plain act: alone
    assert alone["save"] == before and alone["taken_back"] == 1
    after = call(eng, "act", seat=seat, action=first["action"], then=then["action"], viewer=seat)
    assert "then_error" not in after and "error" not in after
    assert after["moves"] == b["moves"] + 2
    assert after["save"]["actions"][-2:] == [[seat, first["action"]], [seat, then["action"]]]
    assert set(after) == set(mid) and after["viewer"] == seat          # one bundle, as any act's
    back = call(eng, "undo", viewer=seat)
    assert back["moves"] == b["moves"] and back["save"] == before and back["taken_back"] == 2


def test_a_refused_second_half_leaves_the_first_standing_with_the_reason(eng):
    """The second half of a click that is not legal once the first is played:
    the answer is the bundle after the first (it stands, and Undo takes it
    back alone) with the engine's reason as "then_error"."""
    b, seat, first, _ = _joined_click(eng)
    wrong = {"type": "pick", "region": "no-such-region"}
    r = call(eng, "act", seat=seat, action=first["action"], then=wrong, viewer=seat)
    assert "error" not in r and r["then_error"]
    assert r["moves"] == b["moves"] + 1 and r["save"]["actions"][-1] == [seat, first["action"]]
    m = pc.load_match(r["save"])
    with pytest.raises(pc.IllegalAction) as why:
        m.act(seat, wrong)
    assert r["then_error"] == str(why.value)
    assert call(eng, "undo", viewer=seat)["save"] == b["save"]
    refused = call(eng, "act", seat=seat, action=wrong, then=first["action"], viewer=seat)
    assert set(refused) == {"error"} and call(eng, "view", viewer=seat)["save"] == b["save"]


def test_a_lesson_takes_a_joined_click_in_one_call(eng):
    """Time of Crisis's lesson, step 7: "Place a Governor", then Gallia on the
    map, as one click; a wrong place leaves the step's action taken and says
    why the place is not the lesson's."""
    r = call(eng, "tutorial_start", game="time-of-crisis", name="first-game")
    you = r["lesson"]["learner"]
    while r["lesson"]["step"] < 7:
        r = call(eng, "tutorial_act", seat=you, action=r["lesson"]["expected"], viewer=you)
    entry = [a for a in r["view"]["prompt"]["actions"] if a["action"] == r["lesson"]["expected"]][0]
    at = r
    wrong = call(eng, "tutorial_act", seat=you, action=entry["action"],
                 then={"type": "pick", "region": "italia"}, viewer=you)
    assert wrong["then_error"].startswith("Not yet: first") and wrong["lesson"]["step"] == 8
    assert wrong["moves"] == at["moves"] + 1
    taught = wrong["lesson"]["expected"]
    assert taught in [t["action"] for t in entry["then"]]
    r = call(eng, "tutorial_start", game="time-of-crisis", name="first-game")
    while r["lesson"]["step"] < 7:
        r = call(eng, "tutorial_act", seat=you, action=r["lesson"]["expected"], viewer=you)
    both = call(eng, "tutorial_act", seat=you, action=entry["action"], then=taught, viewer=you)
    assert "then_error" not in both and both["lesson"]["step"] == 9
    assert both["save"]["actions"][at["moves"]:at["moves"] + 2] == [[you, entry["action"]],
                                                                   [you, taught]]


def _finished(gid="roman-empire", players=3, seed=7):
    m = pc.new_match(gid, players=players, seed=seed)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, pc.ai.choose(m, s, "easy", seed=len(m.actions)))
    return m


@pytest.mark.slow
def test_a_review_runs_in_slices_and_finds_what_the_engine_finds(eng):
    """The page's review (issue 35): started on a save, advanced by short calls
    that each say how far it is, then read: the graph, the statistics and the
    turning points of the seats asked for, as pygame_core.ai.review finds them."""
    from pygame_core.ai.review import Review
    m = _finished()
    save = m.save()
    r = call(eng, "review_start", save=save, seats=[1])
    assert r == {"moves": len(m.actions), "seats": [1], "players": 3, "game": "roman-empire",
                 "progress": 0.0}
    early = call(eng, "review_result")
    assert early["graph"] is None and not early["done"]
    seen, calls = [], 0
    while True:
        step = call(eng, "review_step", ms=20)
        calls += 1
        assert "error" not in step, step
        seen.append(step["progress"])
        if step["done"]:
            break
        assert calls < 10_000
    assert calls > 2 and seen == sorted(seen) and seen[-1] == 1.0
    got = call(eng, "review_result")
    want = Review(pc.load_match(dict(save, actions=[])), save["actions"], [1]).run()
    assert got == json.loads(json.dumps(want))
    assert [tp["seat"] for tp in got["turning_points"]] == [1]
    for p in got["turning_points"][0]["points"]:
        assert save["actions"][p["move"]] == [1, p["chosen"]]
    # Try this decision again: the save cut before that move, the same seats.
    k = got["turning_points"][0]["points"][0]["move"]
    again = call(eng, "review_retry", save=save, move=k)
    assert again["seat"] == 1 and again["save"]["actions"] == save["actions"][:k]
    loaded = call(eng, "load", save=again["save"])
    assert loaded["to_move"] == [1] and loaded["moves"] == k
    assert call(eng, "review_cancel") == {"cancelled": True}
    assert "No review" in call(eng, "review_step")["error"]


def test_the_review_reads_the_people_seats_and_refuses_bad_saves_in_words(eng):
    m = _finished("rome-in-crisis", 2, 6)
    save = dict(m.save(), options={"hold": [0]})        # the seats people played
    assert call(eng, "review_start", save=save)["seats"] == [0]
    assert call(eng, "review_start", save=m.save(), seats=[])["seats"] == []
    graph_only = call(eng, "review_step", ms=10_000)
    assert graph_only["done"] and graph_only["graph"]
    assert call(eng, "review_result")["turning_points"] == []
    bad = dict(m.save(), actions=[list(a) for a in m.save()["actions"]])
    bad["actions"][3] = [bad["actions"][3][0], {"type": "nonsense"}]
    assert "error" not in call(eng, "review_start", save=bad, seats=[0])
    while True:
        step = call(eng, "review_step", ms=50)
        if "error" in step or step.get("done"):
            break
    assert "move 4 is not legal" in step["error"]
    assert "No review" in call(eng, "review_result")["error"]
    assert "error" in call(eng, "review_start", save={"format": 2, "game": "chess"})
    assert "error" in call(eng, "review_start", save="not a save")
    assert "error" in call(eng, "review_retry", save=m.save(), move=10 ** 6)
    assert "too large" in call(eng, "review_start",
                               save=dict(m.save(), padding="x" * 1_200_000))["error"]


# --- the table as text (issue 46): read ---------------------------------------------
def test_read_last_is_the_viewers_last_public_log_lines(eng):
    """"last": the match's newest log lines, as many as asked, in the viewer's view
    (a secret choice not named), oldest first."""
    b = call(eng, "new_game", game="roman-history", players=2, seed=4, viewer=0)
    for _ in range(12):
        b = call(eng, "ai_move", seat=b["to_move"][0], level="easy", seed=b["moves"], viewer=0)
    m = pc.load_match(b["save"])
    want = m.view(0)["log"][-3:]
    r = call(eng, "read", query="last", count=3, viewer=0)
    assert r == {"query": "last", "lines": [e["text"] for e in want], "entries": want}
    assert len(want) == 3
    assert call(eng, "read", query="last", viewer=0)["lines"] == \
        [e["text"] for e in m.view(0)["log"][-eng.LAST_LINES:]]


def test_read_asks_the_games_speech_module_for_the_viewers_seat(eng):
    """Each kernel question is the game's own answer (Game.read) for the viewer's
    seat; a game whose speech module is not there yet says so in words."""
    b = call(eng, "new_game", game="roman-history", players=2, seed=4, viewer=1)
    m = pc.load_match(b["save"])
    for q in pc.kernel.QUERIES:
        r = call(eng, "read", query=q, viewer=1)
        if m.game.speech is None:
            assert r == {"error": "Roman History cannot answer by ear yet."}
        else:
            assert r == {"query": q, "lines": m.game.read(m.state, 1, q)} and r["lines"]


def test_read_refuses_an_unknown_question_or_no_game(eng):
    assert call(eng, "read", query="where", viewer=0) == {"error": "No game is loaded."}
    call(eng, "new_game", game="rome-in-crisis", players=2, seed=1, viewer=0)
    assert call(eng, "read", query="weather", viewer=0) == {
        "error": "No such question 'weather': ask one of where, hand, others, board, threats, "
                 "odds, last."}
