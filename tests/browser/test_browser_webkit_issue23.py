"""Issue 23 in Safari's engine (WebKitGTK's MiniBrowser driven by selenium,
webkit.py): play by link between two devices, and each guided first game.

The two devices are two MiniBrowser sessions, each on its own virtual display:
a WebKitGTK automation session keeps its storage to itself, so they share no
local storage (checked below).  Each game is played by link through three
hand-overs (A sends, B opens and sends back, A opens and sends, B opens); then
B opens A's first link again, which is older than his game, and A opens a
damaged link: both are refused in words and nothing stored is changed.  Each
tutorial is opened from the lobby's "Learn to play", a wrong move is refused
with its reason, and every step is completed by clicking the move it outlines.
The moves of a link game are the last button of each prompt (in these games the
one that ends a phase soonest), so that a turn passes quickly."""
import json

import pytest

import webkit

GAMES = [("rome-in-crisis", ["person", "friend"]),
         ("roman-empire", ["person", "friend", "ai:easy"]),
         ("time-of-crisis", ["person", "friend"]),
         ("roman-history", ["person", "friend"])]
# game, learner's steps, words of the first step, words of the end
LESSONS = [("rome-in-crisis", 20, "Choose SPQR", "Decius is Emperor"),
           ("roman-empire", 10, "Add the Guard action", "Calpurnius is your Emperor"),
           ("time-of-crisis", 18, "Start in Thracia", "you govern Thracia and Macedonia"),
           ("roman-history", 20, "Discard Sibylline Books", "as the Early Republic begins")]
MOVES = "Number(document.querySelector('#table').dataset.moves)"
SENDING = ("!document.querySelector('#send-box').hidden && "
           "!!document.querySelector('#send-link').value && "
           "document.querySelector('#send-box').dataset.moves === "
           "document.querySelector('#table').dataset.moves")


@pytest.fixture(scope="module")
def devices(site_url):
    """Two devices, A and B: two MiniBrowser sessions with the engine ready."""
    with webkit.driver(1100, 900) as a, webkit.driver(1100, 900) as b:
        for d in (a, b):
            lobby(d, site_url)
        yield a, b, site_url
        for d in (a, b):
            assert webkit.problems(d) == []


def lobby(d, site_url):
    d.get(site_url + "?pace=0")
    webkit.hook(d)
    webkit.wait(d, "document.body.dataset.engine === 'ready'", timeout=240)


def click(d, css):
    el = d.find_element("css selector", css)
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", el)
    el.click()


def text(d, css) -> str:
    return d.execute_script("const e = document.querySelector(arguments[0]);"
                            "return e ? e.innerText : ''", css)


def autosaves(d, game) -> dict:
    got = d.execute_script("return Object.fromEntries(Object.entries(localStorage))")
    out = {}
    for k, v in got.items():
        if k.startswith("ludi-romani:auto:"):
            rec = json.loads(v)
            if rec["save"]["game"] == game:
                out[k] = rec
    return out


def start(d, site_url, game, seats, seed):
    from selenium.webdriver.support.ui import Select
    lobby(d, site_url)
    click(d, f"button[data-do=new][data-game={game}]")
    webkit.wait(d, "!document.querySelector('#setup').hidden")
    Select(d.find_element("css selector", "#setup-players")).select_by_value(str(len(seats)))
    for i, seat in enumerate(seats):
        Select(d.find_element("css selector", f"#seat-{i}")).select_by_value(seat)
    box = d.find_element("css selector", "#setup-seed")
    box.clear()
    box.send_keys(str(seed))
    click(d, "#start-button")
    webkit.wait(d, "!document.querySelector('#table').hidden")


def play_until_send(d):
    """This device's person moves (the last button each time) until the turn
    passes to the friend; returns the link offered and the moves in it."""
    while True:
        webkit.wait(d, "document.querySelector('#actions button[data-do=act]') || (" +
                    SENDING + ")", timeout=120)
        if d.execute_script("return " + SENDING):
            break
        before = d.execute_script("return " + MOVES)
        buttons = d.find_elements("css selector", "#actions button[data-do=act]")
        webkit.click_move(d, buttons[-1])
        webkit.wait(d, MOVES + " > " + str(before), timeout=120)
    assert text(d, "#send-title").startswith("Send the game to")
    link = d.execute_script("return document.querySelector('#send-link').value")
    assert "#link=1" in link and "&seats=" in link
    return link, int(d.execute_script("return document.querySelector('#send-box').dataset.moves"))


def open_link(d, link, site_url) -> str:
    """Open a link in this device's tab (its address changes to the link's);
    the outcome ("new", "continued", "behind", "refused", ...)."""
    before = d.execute_script("return document.body.dataset.link || ''")
    d.get(site_url + "?pace=0" + link[link.index("#"):])
    webkit.hook(d)
    webkit.wait(d, "(document.body.dataset.link || '') !== " + json.dumps(before), timeout=240)
    return d.execute_script("return document.body.dataset.link").split(" ", 1)[1]


def test_the_two_devices_share_no_storage(devices):
    a, b, _ = devices
    a.execute_script("localStorage.setItem('ludi-romani:probe', 'A')")
    assert b.execute_script("return localStorage.getItem('ludi-romani:probe')") is None
    a.execute_script("localStorage.removeItem('ludi-romani:probe')")


@pytest.mark.parametrize("game,seats", GAMES, ids=[g for g, _ in GAMES])
def test_a_game_by_link_in_webkit(devices, game, seats):
    a, b, site_url = devices
    start(a, site_url, game, seats, seed=11)
    sent = []
    for k in range(3):                 # A -> B, B -> A, A -> B: three hand-overs
        sender, receiver = (a, b) if k % 2 == 0 else (b, a)
        link, at = play_until_send(sender)
        sent.append((link, at))
        assert open_link(receiver, link, site_url) == ("new" if k == 0 else "continued")
        webkit.wait(receiver, "!document.querySelector('#table').hidden && " +
                    MOVES + " >= " + str(at))
        assert "from the link" in text(receiver, "#message")
        assert receiver.execute_script("return document.querySelector('#table').dataset.viewer") \
            == str(1 if k % 2 == 0 else 0)
    for d in (a, b):                   # one game of this kind on each, continued in place
        assert len(autosaves(d, game)) == 1
    # B has the game at the third link: A's first link is older, and refused.
    mine = autosaves(b, game)
    assert open_link(b, sent[0][0], site_url) == "behind"
    have = len(list(mine.values())[0]["save"]["actions"])
    assert f"{have - sent[0][1]} moves behind your game" in text(b, "#message")
    assert autosaves(b, game) == mine
    # A damaged link: one character of the game changed.
    link = sent[-1][0]
    at = link.index("#link=1") + len("#link=1") + 20
    damaged = link[:at] + ("B" if link[at] != "B" else "C") + link[at + 1:]
    saved = autosaves(a, game)
    assert open_link(a, damaged, site_url) == "refused"
    words = text(a, "#message")
    assert "Nothing on this device was changed" in words
    assert "damaged" in words or "not one of the legal moves" in words, words
    assert autosaves(a, game) == saved


def test_the_link_after_an_undo_in_webkit(devices):
    """Issue 32, defect 1: after an Undo and another move at the same count, the
    link offered is the new game; B, who opened the old link, is told that the
    new one parts from his game, not that it is the game he has."""
    a, b, site_url = devices
    start(a, site_url, "rome-in-crisis", ["person", "friend"], seed=12)
    first, at = play_until_send(a)
    assert at == 1 and open_link(b, first, site_url) == "new"
    click(a, "#undo-button")
    webkit.wait(a, "document.querySelector('#actions button[data-do=act]') && " + MOVES + " === 0")
    webkit.show_all(a)
    click(a, "#actions button[data-do=act]")                     # another method this time
    webkit.wait(a, SENDING, timeout=120)
    second = a.execute_script("return document.querySelector('#send-link').value")
    assert second != first
    assert open_link(b, second, site_url) == "diverged"
    assert "parts from your game at move 1" in text(b, "#message")


def lesson_step(d) -> str:
    return d.execute_script("return document.body.dataset.lesson || ''")


def wait_step(d, other_than):
    webkit.wait(d, f"(document.body.dataset.lesson || '') !== {json.dumps(other_than)} && "
                "(document.body.dataset.lesson === 'done' || "
                "document.querySelector('#actions button.lesson-move'))", timeout=120)


@pytest.mark.parametrize("game,count,first,end", LESSONS, ids=[x[0] for x in LESSONS])
def test_a_tutorial_in_webkit(devices, game, count, first, end):
    d, _, site_url = devices
    lobby(d, site_url)
    had = set(autosaves(d, game))
    click(d, f"#learn button[data-do=tutorial][data-game={game}]")
    wait_step(d, "")
    assert lesson_step(d) == "1" and text(d, "#lesson-title") == f"Step 1 of {count}"
    assert first in text(d, "#lesson-text")
    before = d.execute_script("return " + MOVES)
    webkit.show_all(d)
    click(d, "#actions button[data-do=act]:not(.lesson-move)")      # a wrong move
    webkit.wait(d, "document.body.dataset.lessonRefused")
    assert text(d, "#message").startswith("Not yet: first ")
    assert "Not yet: first " in text(d, "#lesson-text .refused")
    assert d.execute_script("return " + MOVES) == before and lesson_step(d) == "1"
    steps = 0
    while lesson_step(d) != "done":
        step = lesson_step(d)
        click(d, "#actions button.lesson-move")
        wait_step(d, step)
        steps += 1
    assert steps == count and end in text(d, "#lesson-text")
    assert "played through" in text(d, "#lesson-title")
    webkit.wait(d, "Object.keys(localStorage).some(k => k.startsWith('ludi-romani:auto:') && "
                "!" + json.dumps(sorted(had)) + ".includes(k))")
    new = [rec for k, rec in autosaves(d, game).items() if k not in had]
    assert len(new) == 1            # the lesson's position, kept as a game in progress
    kinds = [s["kind"] for s in new[0]["seats"]]
    assert kinds == ["person"] + ["ai"] * (len(kinds) - 1)
