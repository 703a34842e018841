"""Play by link, the page's part on CPython (issue 23): the worker's link calls
(web/engine.py) and the page's pure rules for a link (web/ui/links.py): what a
link's fragment holds, whose seats a device gets, and which of a device's games
a link continues or is refused against."""

import links
from engine_api import call  # the worker on CPython (the eng fixture: conftest.py)


def play(eng, n):
    for _ in range(n):
        b = call(eng, "view", viewer=None)
        seat = b["to_move"][0]
        r = call(eng, "hint", seat=seat, seed=b["moves"])
        call(eng, "act", seat=seat, action=r["action"])


def test_a_link_made_by_the_worker_opens_the_same_game(eng):
    call(eng, "new_game", game="time-of-crisis", players=2, seed=5)
    play(eng, 12)
    made = call(eng, "link_make")
    assert made["moves"] == 12
    mine = call(eng, "view")["save"]
    got = call(eng, "link_open", text=made["text"])
    assert got["save"]["actions"] == mine["actions"] and got["moves"] == 12
    assert got["game"] == "time-of-crisis" and got["players"] == 2 and not got["over"]
    play(eng, 3)
    later = call(eng, "link_make")["text"]
    theirs = call(eng, "link_open", text=later)["save"]
    rel = call(eng, "link_relations", theirs=theirs,
               mine={"a": mine, "b": theirs, "c": dict(mine, seed=6), "d": "junk"})
    assert rel["relations"] == {"a": {"kind": "ahead", "moves": 3}, "b": {"kind": "same"},
                                "c": {"kind": "other"}}


def test_a_damaged_link_is_an_error_in_words_not_a_crash(eng):
    call(eng, "new_game", game="rome-in-crisis", players=2, seed=1)
    play(eng, 5)
    text = call(eng, "link_make")["text"]
    for bad, words in ((text[:-6], "damaged"), ("1" + "A" * 150_000, "too long"),
                       (None, "holds no game"), ("2" + text[1:], "another version")):
        r = call(eng, "link_open", text=bad)
        assert set(r) == {"error"} and words in r["error"], r


def test_a_links_fragment_and_its_seats():
    seats = [{"kind": "person"}, {"kind": "friend"}, {"kind": "ai", "level": "hard"}]
    url = links.url("https://x.org/ludi/", "1abc-_", seats)
    assert url == "https://x.org/ludi/#link=1abc-_&seats=p,p,hard"
    assert links.parse(url[url.index("#"):]) == ("1abc-_", ["p", "p", "hard"])
    assert links.parse("#play") is None and links.parse("") is None
    assert links.parse("#link=1abc") == ("1abc", [])
    # On the device that opens it, the person to move is this device's, the other a friend.
    assert links.seats_here(["p", "p", "hard"], 3, [1]) == [
        {"kind": "friend"}, {"kind": "person"}, {"kind": "ai", "level": "hard"}]
    assert links.seats_here(["p", "p"], 3, [1]) is None               # does not fit the game
    assert links.seats_here(["p", "wizard"], 2, [0]) is None
    assert links.seats_here(["p", "easy"], 2, [1]) is None             # an AI's turn: no link then


def test_which_game_a_link_continues_or_is_refused_against():
    assert links.choose({}) == ("new", None, 0)
    assert links.choose({"k": {"kind": "other"}}) == ("new", None, 0)
    assert links.choose({"k": {"kind": "ahead", "moves": 2}}) == ("accept", "k", 2)
    assert links.choose({"k": {"kind": "same"}}) == ("accept", "k", 0)
    # A copy that a link also continues: the save closest to the link takes it.
    assert links.choose({"old": {"kind": "ahead", "moves": 9},
                         "copy": {"kind": "ahead", "moves": 2}}) == ("accept", "copy", 2)
    # Never over a newer position: behind or diverging, the link is refused.
    assert links.choose({"k": {"kind": "behind", "moves": 3},
                         "j": {"kind": "diverged", "at": 7}}) == ("behind", "k", 3)
    assert links.choose({"j": {"kind": "diverged", "at": 7}}) == ("diverged", "j", 7)
    assert "3 moves behind your game" in links.refusal("behind", 3)
    assert "1 move behind" in links.refusal("behind", 1)
    assert "at move 7" in links.refusal("diverged", 7) and "copy" in links.refusal("diverged", 7)


def test_a_finished_game_by_link_is_over_and_its_people_are_this_device_s():
    """Issue 44: a finished game opened by link (seats "p,easy,easy") made its
    person a friend, since nobody is to move, and the page said "play your
    move and send it on"; its Review found no person's seat."""
    assert links.seats_here(["p", "easy", "easy"], 3, [], over=True) == [
        {"kind": "person"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "easy"}]
    assert links.seats_here(["p", "p"], 2, [], over=True) == [{"kind": "person"}] * 2
    assert "is over" in links.arrived_words(True) and "send it on" not in links.arrived_words(True)
    assert "play your move and send it on" in links.arrived_words(False)
