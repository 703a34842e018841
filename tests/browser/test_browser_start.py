"""The engine's start (issue 22): a first visit starts Python afresh and keeps a
memory snapshot of the started engine in Cache Storage under the build's key;
a return visit starts from it, with no progress shown, and plays; a snapshot of
another build is never used, and a damaged one is refused for a fresh start."""
import json
import random

import build
import kit

SNAPSHOTS = "ludi-snapshots"
KEY = build.boot_data(build.ensure_dist())["engine"]["key"]


def kept(page) -> list:
    """The snapshot URLs this browser keeps, once the worker has written them."""
    return page.evaluate("""async (name) => {
        const c = await caches.open(name);
        return (await c.keys()).map((r) => new URL(r.url).pathname.split('/').pop());
    }""", SNAPSHOTS)


def wait_kept(page, want):
    """Until the kept snapshots are ``want`` and each reads back whole (Chromium
    may list an entry whose put is still being written, then not, for a moment)."""
    page.wait_for_function("""async ([name, want]) => {
        const c = await caches.open(name);
        const keys = await c.keys();
        const got = keys.map((r) => new URL(r.url).pathname.split('/').pop());
        if (JSON.stringify(got) !== JSON.stringify(want)) return false;
        for (const k of keys) {
            const r = await c.match(k);
            if (!r || (await r.arrayBuffer()).byteLength < (1 << 20)) return false;
        }
        return true;
    }""", arg=[SNAPSHOTS, want], timeout=kit.APP_TIMEOUT)


def with_snapshot(page, body):
    """Runs ``body`` (JavaScript: ``c`` the cache, ``key``, ``bytes`` the kept
    snapshot) once the kept snapshot reads back; returns what it returns.  (Right
    after it was seen whole, Chromium's in-memory profile has once answered a
    match with nothing for a moment.)"""
    return page.wait_for_function("""async ([name, key]) => {
        const c = await caches.open(name);
        const hit = await c.match('./snapshot/' + key + '.bin');
        if (!hit) return false;
        const bytes = new Uint8Array(await hit.arrayBuffer());
        if (bytes.byteLength < (1 << 20)) return false;
        """ + body + """
    }""", arg=[SNAPSHOTS, KEY], timeout=kit.APP_TIMEOUT).json_value()


def started_from(page) -> str:
    stages = page.evaluate("() => window.__bootStages")
    found = [k for k in stages if k.startswith("engine ")]
    assert len(found) == 1, stages
    return found[0].split()[1]


def play_a_move(page, seed):
    kit.start_game(page, ["person", "ai:easy"], seed=seed)
    before = kit.moves(page)
    kit.person_move(page, random.Random(seed))
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                           timeout=kit.MOVE_TIMEOUT)


def test_a_return_visit_starts_from_the_snapshot_and_shows_no_progress(page, site_url):
    kit.open_app(page, site_url)
    assert started_from(page) == "fresh"
    stages = page.evaluate("() => window.__bootStages")
    # The first visit's bar went through real stages, in order.
    assert stages["Downloading the engine"] <= stages["Starting Python"] <= stages["Loading the engine"]
    wait_kept(page, [KEY + ".bin"])
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => !!navigator.serviceWorker.controller", timeout=kit.APP_TIMEOUT)
    page.reload()
    # Until the engine is ready, the lobby shows no progress at all.
    page.wait_for_selector("body[data-ui=ready]", timeout=kit.APP_TIMEOUT)
    while page.get_attribute("body", "data-engine") != "ready":
        shown = page.evaluate("""() => [document.body.dataset.engine,
            getComputedStyle(document.getElementById('engine-status')).display]""")
        assert shown[0] == "ready" or shown[1] == "none", shown
        page.wait_for_timeout(50)
    assert started_from(page) == "snapshot"
    assert "Downloading the engine" not in page.evaluate("() => window.__bootStages")
    assert page.inner_text("#engine-text") == f"Ready to play (engine {build.version()})."
    play_a_move(page, 5)
    assert kept(page) == [KEY + ".bin"]


def test_another_builds_snapshot_is_never_used_and_a_refused_one_falls_back(page, site_url):
    """This build's own snapshot, kept under another build's key, is not read (the
    key decides, not whether the bytes would do): the engine starts afresh, keeps
    its own, and the other is deleted.  Then the kept snapshot with a wrong
    runtime build id (it passes the worker's check; Pyodide refuses it): the
    worker starts afresh in a new worker and keeps a good one again."""
    kit.open_app(page, site_url)
    wait_kept(page, [KEY + ".bin"])
    page.goto(site_url + "about.html")              # no engine worker alive while the test writes
    own = with_snapshot(page, """
        await c.put('./snapshot/0.0.1-0000000000000000.bin', new Response(bytes));
        await c.delete('./snapshot/' + key + '.bin');
        return Array.from(bytes.subarray(16, 48));""")
    wait_kept(page, ["0.0.1-0000000000000000.bin"])
    kit.open_app(page, site_url)
    assert started_from(page) == "fresh"
    wait_kept(page, [KEY + ".bin"])
    page.goto(site_url + "about.html")
    with_snapshot(page, """
        bytes[16] ^= 0x55;                                   // the runtime's build id
        await c.put('./snapshot/' + key + '.bin', new Response(bytes));
        return true;""")
    said = []
    page.on("console", lambda m: said.append(m.text))          # the worker's too
    kit.open_app(page, site_url)
    assert started_from(page) == "fresh"
    assert any("snapshot refused" in t and "build id mismatch" in t for t in said), said
    page.wait_for_function("""async ([name, key, want]) => {
        const r = await (await caches.open(name)).match('./snapshot/' + key + '.bin');
        if (!r) return false;
        const id = Array.from(new Uint8Array(await r.arrayBuffer()).subarray(16, 48));
        return JSON.stringify(id) === JSON.stringify(want);
    }""", arg=[SNAPSHOTS, KEY, own], timeout=kit.APP_TIMEOUT)
    wait_kept(page, [KEY + ".bin"])
    play_a_move(page, 6)


def test_a_damaged_snapshot_is_refused_and_the_engine_starts_afresh(page, site_url):
    page.goto(site_url + "about.html")
    page.evaluate("""async ([name, key]) => {
        const c = await caches.open(name);
        const junk = new Uint8Array(1 << 16);
        for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919) & 255;
        await c.put('./snapshot/' + key + '.bin', new Response(junk));
    }""", [SNAPSHOTS, KEY])
    kit.open_app(page, site_url)
    assert started_from(page) == "fresh"
    play_a_move(page, 7)
    wait_kept(page, [KEY + ".bin"])
    size = page.evaluate("""async ([name, key]) => {
        const r = await (await caches.open(name)).match('./snapshot/' + key + '.bin');
        return (await r.arrayBuffer()).byteLength;
    }""", [SNAPSHOTS, KEY])
    assert size > 1 << 20               # the engine's own, not the damaged one


def test_under_a_sub_path_as_github_pages_serves_it(browser, tmp_path):
    """The site at /ludi-romani/ (a project's GitHub Pages): the engine starts
    and keeps its snapshot there, a game is played, a teaching embed steps, and
    no request leaves the sub-path."""
    import threading
    (tmp_path / "ludi-romani").symlink_to(build.ensure_dist(), target_is_directory=True)
    server = build.make_server(tmp_path, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/ludi-romani/"
    ctx = browser.new_context()
    problems = []
    ctx.on("request", lambda r: None if r.url.startswith((url, "blob:", "data:"))
           else problems.append("outside the sub-path: " + r.url))
    ctx.on("response", lambda r: r.status >= 400 and problems.append(f"HTTP {r.status} {r.url}"))
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
        kit.open_app(page, url)
        page.wait_for_function("""async ([name, want]) => JSON.stringify((await (await caches.open(name))
            .keys()).map((r) => new URL(r.url).pathname)) === JSON.stringify(want)""",
                               arg=[SNAPSHOTS, [f"/ludi-romani/snapshot/{KEY}.bin"]], timeout=kit.APP_TIMEOUT)
        play_a_move(page, 8)
        page.goto(url + "embed.html?game=roman-empire&scenario=crisis-and-challenge")
        page.wait_for_selector("body[data-step='0']", state="attached", timeout=kit.APP_TIMEOUT)
        page.keyboard.press("ArrowRight")
        page.wait_for_selector("body[data-step='1']", state="attached")
        assert page.inner_text("#step-count") == "Step 2 of 7"
    finally:
        ctx.close()
        server.shutdown()
    assert problems == []


def test_play_on_from_an_embed_step_opens_that_position_as_a_game(page, site_url):
    """A teaching embed steps with no interpreter; "Play on from here" at step k
    opens the game page on that step's position (the scenario and its actions up
    to step k, kept as this device's game in progress), which takes a legal move
    and comes back on a reload.  In another page's frame the link opens a new tab."""
    import pygame_core as pc
    game, name = "rome-in-crisis", "rulebook-example"
    asked = []
    page.on("request", lambda r: asked.append(r.url))
    page.goto(f"{site_url}embed.html?game={game}&scenario={name}&step=3")
    page.wait_for_selector("body[data-step='2']", state="attached", timeout=kit.APP_TIMEOUT)
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("body[data-step='3']", state="attached")
    assert not [u for u in asked if "/vendor/" in u or "engine" in u], asked   # no Python yet
    assert page.get_attribute("#play-on", "target") is None        # the embed is the page here
    page.click("#play-on")
    page.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    kit.wait_for_turn(page)
    m, steps = pc.load_scenario(game, name)
    want = [[s["seat"], s["action"]] for s in steps[:4] if s.get("action") is not None]
    assert page.evaluate("() => location.search") == ""            # a reload continues the game
    save = kit.autosave(page)
    assert save["save"]["scenario"] == name
    assert save["save"]["actions"][:len(want)] == want              # step k's position, then the AI's
    assert "You play on from step 4 of the example" in page.inner_text("#message")
    before = kit.moves(page)
    kit.person_move(page, random.Random(4))
    assert kit.moves(page) > before
    page.reload()
    page.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    kit.wait_for_turn(page)
    assert kit.moves(page) >= before + 1 and kit.autosave(page)["save"]["scenario"] == name
    page.set_content(f"<iframe src='{site_url}embed.html?game={game}&scenario={name}'></iframe>")
    frame = page.frames[1]
    frame.wait_for_selector("body[data-step='0']", state="attached", timeout=kit.APP_TIMEOUT)
    assert frame.get_attribute("#play-on", "target") == "_blank"
    assert frame.get_attribute("#play-on", "href") == (
        f"./index.html?game={game}&scenario={name}&step=1")
