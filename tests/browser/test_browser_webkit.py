"""The page in Safari's engine (issue 21): WebKitGTK's MiniBrowser driven by selenium
(webkit.py).  Each of the four games is started (one person, AI opponents, no
pacing), played a few moves, reloaded (the game comes back at the same move from
its autosave) and played on.  An error in the page, a rejected promise, a console
error or an error message on the page fails the test.  The start (issue 22): the
engine's snapshot kept and used on a reload, online and with the server gone, and
a teaching embed stepped and played on from."""
import random

import pytest

import pygame_core as pc
import webkit

GAMES = [("rome-in-crisis", 3), ("roman-empire", 3), ("time-of-crisis", 2),
         ("roman-history", 2)]
TURN = ("document.querySelector('#table').dataset.over === '1'"
        " || document.querySelector('#actions button[data-do=act]')")


@pytest.fixture(scope="module")
def site(site_url):
    with webkit.driver(1280, 800) as d:
        d.get(site_url + "?pace=0")
        webkit.hook(d)
        webkit.wait(d, "document.body.dataset.engine === 'ready'", timeout=180)
        yield d, site_url


def moves(d) -> int:
    return int(d.execute_script("return document.querySelector('#table').dataset.moves") or 0)


def move(d, rng):
    buttons = d.find_elements("css selector", "#actions button[data-do=act]")
    before = moves(d)
    choice = buttons[rng.randrange(len(buttons))]
    webkit.click_move(d, choice)
    webkit.wait(d, "Number(document.querySelector('#table').dataset.moves) > " + str(before))
    webkit.wait(d, TURN)


def start(d, site_url, game, players):
    from selenium.webdriver.support.ui import Select
    d.get(site_url + "?pace=0")
    webkit.hook(d)
    webkit.wait(d, "document.body.dataset.engine === 'ready'", timeout=180)
    d.find_element("css selector", f"button[data-do=new][data-game={game}]").click()
    webkit.wait(d, "!document.querySelector('#setup').hidden")
    Select(d.find_element("css selector", "#setup-players")).select_by_value(str(players))
    for s in range(players):
        Select(d.find_element("css selector", f"#seat-{s}")).select_by_value(
            "person" if s == 0 else "ai:easy")
    seed = d.find_element("css selector", "#setup-seed")
    seed.clear()
    seed.send_keys("3")
    d.find_element("css selector", "#start-button").click()
    webkit.wait(d, "!document.querySelector('#table').hidden")
    webkit.wait(d, TURN)


def check(d):
    assert webkit.problems(d) == []
    shown = d.execute_script("const m = document.querySelector('#message');"
                             "return m.hidden ? '' : m.textContent")
    assert "error" not in shown.lower() and "could not" not in shown.lower(), shown


@pytest.mark.parametrize("game,players", GAMES)
def test_a_game_in_webkit_through_a_reload(site, game, players):
    d, site_url = site
    start(d, site_url, game, players)
    assert d.execute_script("return document.body.dataset.engine") == "ready"
    title = {g.id: g.title for g in pc.list_games()}[game]
    assert title in d.execute_script("return document.body.innerText")
    rng = random.Random(game)
    for _ in range(4):
        move(d, rng)
    check(d)
    before = moves(d)
    assert before >= 4
    d.refresh()
    webkit.hook(d)
    webkit.wait(d, "!document.querySelector('#table').hidden", timeout=180)
    webkit.wait(d, TURN)
    assert moves(d) == before                     # the autosave brought the game back
    assert d.find_elements("css selector", "#board *"), "the board is drawn after the reload"
    for _ in range(3):
        move(d, rng)
    assert moves(d) > before
    check(d)


SNAPSHOTS = "caches.open('ludi-snapshots').then((c) => c.keys()).then((ks) => ks.length)"


def test_webkit_starts_from_its_snapshot_offline_and_steps_an_embed():
    """Issue 22 in WebKit: the first visit starts afresh and keeps the engine's
    snapshot; a reload starts from it; with the server gone (offline) a reload
    starts from it too, served by the service worker; a teaching embed steps with
    no interpreter, and "Play on from here" opens that step as a game that takes
    a move."""
    import threading
    import build
    server = build.make_server(build.ensure_dist(), 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"

    def started(d):
        webkit.hook(d)
        webkit.wait(d, "document.body.dataset.engine === 'ready'", timeout=180)
        stages = d.execute_script("return window.__bootStages")
        return [k.split()[1] for k in stages if k.startswith("engine ")]

    try:
        with webkit.driver(1280, 800) as d:
            d.get(url + "?pace=0")
            assert started(d) == ["fresh"]
            webkit.wait(d, SNAPSHOTS, timeout=120)
            webkit.wait(d, "navigator.serviceWorker.controller", timeout=120)
            d.refresh()
            assert started(d) == ["snapshot"]
            check(d)
            server.shutdown()
            server.server_close()
            d.refresh()
            assert started(d) == ["snapshot"]                  # offline: the service worker's copy
            check(d)
            d.get(url + "embed.html?game=rome-in-crisis&scenario=rulebook-example&step=2")
            webkit.hook(d)
            webkit.wait(d, "document.body.dataset.step === '1'")
            d.find_element("css selector", "#next-button").click()
            webkit.wait(d, "document.body.dataset.step === '2'")
            assert d.find_element("css selector", "#step-count").text == "Step 3 of 27"
            assert d.execute_script("return typeof loadPyodide === 'undefined' && !window.ludiEngine")
            d.find_element("css selector", "#play-on").click()
            assert started(d) == ["snapshot"]
            webkit.wait(d, "!document.querySelector('#table').hidden")
            webkit.wait(d, TURN)
            assert "step 3 of the example" in d.find_element("css selector", "#message").text
            move(d, random.Random(3))
            check(d)
    finally:
        server.shutdown()


def test_the_review_opens_in_webkit(site):
    """Issue 35 in WebKit: a finished game's review from its end screen (the
    graphs, the statistics, the person's turning points)."""
    import json
    from test_browser_shell import finished_save
    d, site_url = site
    m = finished_save()
    key = "ludi-romani:auto:rome-in-crisis:7"
    rec = {"app": "ludi-romani", "name": "", "time": 1_700_000_060_000, "started": 1_700_000_000_000,
           "seats": [{"kind": "person"}, {"kind": "ai", "level": "easy"}], "save": m.save(),
           "over": True}
    d.get(site_url + "?pace=0")
    webkit.hook(d)
    webkit.wait(d, "document.body.dataset.engine === 'ready'", timeout=180)
    d.execute_script("localStorage.setItem(arguments[0], arguments[1]);"
                     "localStorage.removeItem('ludi-romani:review')", key, json.dumps(rec))
    d.refresh()
    webkit.hook(d)
    webkit.wait(d, "document.body.dataset.engine === 'ready'", timeout=180)
    d.find_element("css selector", f"#saves li[data-key='{key}'] button[data-do=load]").click()
    webkit.wait(d, "!document.querySelector('#end').hidden")
    d.find_element("css selector", "#end button[data-do=review]").click()
    webkit.wait(d, "document.querySelector('#review').dataset.state === 'done'", timeout=300)
    assert len(d.find_elements("css selector", "#review-graph polyline.rv-line")) == 4
    assert "every hand and hidden card included" in d.find_element(
        "css selector", "#review-graph").text
    assert len(d.find_elements("css selector", "#review-points li[data-move]")) >= 3
    check(d)
