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
    state = webkit.wait(d, "document.querySelector('#review').dataset.state !== 'working' && "
                           "document.querySelector('#review').dataset.state", timeout=300)
    assert state == "done", (state, d.execute_script(
        "return [document.querySelector('#review-note').textContent, "
        "document.querySelector('#review-phase').textContent, "
        "document.querySelector('#message').textContent]"))
    assert len(d.find_elements("css selector", "#review-graph polyline.rv-line")) == 4
    assert "every hand and hidden card included" in d.find_element(
        "css selector", "#review-graph").text
    assert len(d.find_elements("css selector", "#review-points li[data-move]")) >= 3
    check(d)


# Time of Crisis's map (issue 33): the frame, the map in it, its zoom, the moves so far
# and the kinds of pointer the page has seen.
# Lengths on the screen: the board drawn smaller to fit (CSS zoom on #board-fit),
# WebKit gives its elements' boxes divided by the zoom (the viewport's corner
# fixed), so they are scaled back by the width the board fills over its box's.
SCREEN = """const f = document.querySelector('#board-fit').getBoundingClientRect();
const bs = getComputedStyle(document.querySelector('#board'));
const across = document.querySelector('#board').clientWidth - parseFloat(bs.paddingLeft) - parseFloat(bs.paddingRight);
const k = across / f.width;
const r = (s) => { const b = document.querySelector(s).getBoundingClientRect();
                   return [b.left * k, b.top * k, b.right * k, b.bottom * k]; };
"""
MAP = SCREEN + """
if (!window.__kinds) { window.__kinds = new Set();
  document.addEventListener('pointerdown', (e) => __kinds.add(e.pointerType), true); }
return {frame: r('#board .toc-frame'), map: r('#board .toc-map'),
        zoom: Number(document.querySelector('#board .toc-frame').dataset.zoom),
        moves: Number(document.querySelector('#table').dataset.moves),
        choices: !!document.querySelector('#choices'), kinds: [...__kinds],
        scale: window.visualViewport ? visualViewport.scale : 1}"""

# Two fingers as the page's pointer events see them: WebKitGTK's WebDriver refuses
# "touch" pointers (InvalidArgumentException), so the pinch is dispatched in the
# page as PointerEvents of type "touch" (untrusted: WebKit's engine runs the
# map's handlers, not its touch input path).
PINCH = """const [cx, cy, from, to] = arguments;
const frame = document.querySelector('#board .toc-frame');
const at = (x, y) => document.elementFromPoint(x, y) || frame;
const send = (type, id, x, y) => at(x, y).dispatchEvent(new PointerEvent(type, {
  pointerId: id, pointerType: 'touch', isPrimary: id === 11, clientX: x, clientY: y,
  bubbles: true, cancelable: true, composed: true, buttons: type === 'pointerup' ? 0 : 1}));
send('pointerdown', 11, cx - from, cy); send('pointerdown', 12, cx + from, cy);
for (let d = from + 10; d <= to; d += 10) { send('pointermove', 11, cx - d, cy); send('pointermove', 12, cx + d, cy); }
send('pointerup', 11, cx - to, cy); send('pointerup', 12, cx + to, cy);"""


def test_the_time_of_crisis_map_zooms_and_pans_in_webkit(site):
    """Time of Crisis's map in WebKit (Chromium's: test_browser_toc_zoom.py):
    + and - draw it larger and smaller in the same box and Fit whole; the wheel
    (WebDriver wheel actions) zooms around the pointer; a mouse drag (pointer
    actions) moves the zoomed map with the pointer and plays nothing; the keys
    zoom; two fingers moved apart (synthetic touch PointerEvents: see PINCH)
    zoom it in its box."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
    d, site_url = site
    start(d, site_url, "time-of-crisis", 2)

    class tool:           # a button of the map's toolbar, clicked where it is drawn
        def __init__(self, k):
            self.k = k

        def click(self):
            (left, top, right, bottom) = d.execute_script(
                SCREEN + f"return r('#board .toc-tools [data-zoom={self.k}]')")
            click = ActionBuilder(d)
            click.pointer_action.move_to_location(int((left + right) / 2), int((top + bottom) / 2))
            click.pointer_action.click()
            click.perform()
    width = lambda b: b["map"][2] - b["map"][0]          # noqa: E731
    same_box = lambda a, b: all(abs(p - q) <= 1.5 for p, q in zip(a["frame"], b["frame"]))  # noqa: E731
    tool("fit").click()
    fit = d.execute_script(MAP)
    assert fit["zoom"] == 1 and abs(width(fit) - (fit["frame"][2] - fit["frame"][0] - 2)) <= 1.5, fit
    tool("in").click()
    tool("in").click()
    plus = d.execute_script(MAP)
    assert plus["zoom"] > 1.9 and width(plus) > 1.8 * width(fit) and same_box(fit, plus), (fit, plus)
    tool("out").click()
    minus = d.execute_script(MAP)
    assert 1 < minus["zoom"] < plus["zoom"], minus
    tool("fit").click()
    assert d.execute_script(MAP)["zoom"] == 1

    # the wheel over a point of the map: that point stays under the pointer
    f = fit["map"]
    x, y = int(f[0] + (f[2] - f[0]) * 0.3), int(f[1] + (f[3] - f[1]) * 0.6)
    u = ((x - f[0]) / (f[2] - f[0]), (y - f[1]) / (f[3] - f[1]))
    ActionChains(d).scroll_from_origin(ScrollOrigin.from_viewport(x, y), 0, -240).perform()
    webkit.wait(d, "Number(document.querySelector('#board .toc-frame').dataset.zoom) > 1.5", timeout=10)
    wheeled = d.execute_script(MAP)
    m = wheeled["map"]
    assert abs(m[0] + u[0] * (m[2] - m[0]) - x) <= 2 and abs(m[1] + u[1] * (m[3] - m[1]) - y) <= 2, \
        (fit, wheeled)

    # a mouse drag: the map follows the pointer, nothing is played
    drag = ActionBuilder(d)
    drag.pointer_action.move_to_location(x, y).pointer_down()
    for i in range(1, 9):
        drag.pointer_action.move_to_location(x - 5 * i, y - 4 * i)
    drag.pointer_action.pointer_up()
    drag.perform()
    dragged = d.execute_script(MAP)
    assert abs(dragged["map"][0] - m[0] + 40) <= 2 and abs(dragged["map"][1] - m[1] + 32) <= 2, \
        (wheeled, dragged)
    assert dragged["moves"] == wheeled["moves"] and not dragged["choices"], dragged
    assert dragged["kinds"] == ["mouse"], dragged

    # the keys while the map has the focus
    d.find_element("css selector", "#board .toc-frame").send_keys("+")
    keyed = d.execute_script(MAP)
    assert keyed["zoom"] > dragged["zoom"] * 1.3, keyed
    d.find_element("css selector", "#board .toc-frame").send_keys("-")
    assert abs(d.execute_script(MAP)["zoom"] - dragged["zoom"]) < 0.01

    # two fingers from 60 to 200 px apart over the middle of the map, at Fit
    tool("fit").click()
    (fl, ft, fr, fb) = fit["frame"]
    d.execute_script(PINCH, (fl + fr) / 2, (ft + fb) / 2, 30, 100)
    pinched = d.execute_script(MAP)
    assert pinched["zoom"] > 2.5 and same_box(fit, pinched), (fit, pinched)
    assert pinched["moves"] == fit["moves"] and pinched["scale"] == 1, pinched
    assert "touch" in pinched["kinds"], pinched
    check(d)
