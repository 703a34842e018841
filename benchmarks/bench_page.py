"""The page's figures in headless Chromium (DESIGN.md, Performance).

- time to an interactive lobby, to a ready engine and to a game on the table,
  cold (fresh profile), warm (the median of three repeat visits, served by
  the service worker) and offline (the browser offline, the service worker
  serving); targets (issue 22, a quiet machine): playable <= 3.5 s cold,
  <= 1.5 s warm; engine ready warm <= 0.9 x the floor;
- the floor: a bare page that only awaits ``loadPyodide`` from the same
  ``vendor/pyodide/`` (served by the bench, not part of the site), cold and
  warm, its warm visits interleaved with the app's so both see the same load;
- a teaching embed's first step (the scenario's first step drawn), cold
  (fresh profile) and warm (median of three repeat visits); targets <= 1.0 s
  cold, <= 0.3 s warm;
- bytes the server sent for each (counted by the server itself, so the engine
  worker's downloads are included), raw and as gzip would send them (level 6,
  as GitHub Pages serves text and wasm; zip and wheel files are sent as they
  are), and what the service worker's pre-caching fetched after the first visit;
- before / after in one run: with LUDI_BENCH_BEFORE=<another build's dist/>,
  that build is measured in the same run, visits interleaved with this one's so
  both see the same load on the machine, and the ratios after / before given;
- while AIs play: the longest main-thread task (PerformanceObserver longtask,
  which reports tasks over 50 ms), the longest of those that overlap an AI's
  thinking (the worker asked for a move and not yet answered: the table's
  ``data-think-from``, stamped by the page, for the worker's own thinking
  time; a task counts when it begins in that time), the table's drawing time
  (``data-draw-ms``), and the worst delay of a 20 ms timer;
- the normal AI's time per move inside Pyodide (measured in the worker);
- the Pyodide / CPython time ratio on one workload: seeded random games
  of every playable game (tests/pyodide/random_games.py), best of three runs each.

Environment: LUDI_BENCH_GAME=<game id> (default rome-in-crisis) is the game
started for the load figures and played for the AI figures, e.g.
``LUDI_BENCH_GAME=time-of-crisis LUDI_BENCH_LOAD_ONLY=1 python3 build.py bench``;
LUDI_BENCH_LOAD_ONLY=1 measures the load figures only, LUDI_BENCH_PLAY_ONLY=1
the AI figures only.
"""
import functools
import gzip
import json
import os
import random
import statistics
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import build

ROOT = build.ROOT

RATIO_GAMES = 100
AI_MOVES = 40
WARM_VISITS = 3          # warm figures are the median of these repeat visits
TARGETS_MS = {"cold": 3500, "warm": 1500}
EMBED_TARGETS_MS = {"cold": 1000, "warm": 300}
ENGINE_OVER_FLOOR = 0.9           # engine ready warm / bare loadPyodide warm
GZIP_TARGET = 5_000_000
EMBED = "embed.html?game=rome-in-crisis&scenario=rulebook-example"
BARE = "__bare_loadpyodide.html"   # served by the bench only (CountingHandler)
BARE_HTML = b"""<!doctype html><meta charset="utf-8"><title>bare loadPyodide</title>
<script type="module">
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: new URL("./vendor/pyodide/", location).href });
window.__bare = performance.now();
document.body.dataset.bare = "ready";
</script><body></body>"""
GAME = os.environ.get("LUDI_BENCH_GAME", "rome-in-crisis")
STORED = (".zip", ".whl", ".png", ".gz")    # already compressed: sent as they are

# Runs in every page before its own scripts: marks and samples, read back later.
PROBE = """
window.__marks = {}; window.__ai = []; window.__long = []; window.__lag = 0;
window.__think = [];          // when the page asked the worker for each AI move
window.__draw = [];           // the page's own time to draw the table (data-draw-ms)
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
let expected = performance.now() + 20;
setInterval(() => {
  const now = performance.now();
  window.__lag = Math.max(window.__lag, now - expected);
  expected = now + 20;
}, 20);
const mark = (k) => { if (!(k in window.__marks)) window.__marks[k] = performance.now(); };
const stepped = () => {
  const b = document.body, board = document.getElementById('board');
  if (b && b.dataset.step !== undefined && board && board.children.length) mark('step');
};
document.addEventListener('DOMContentLoaded', stepped);
new MutationObserver((records) => {
  const b = document.body;
  if (!b) return;
  stepped();
  if (b.dataset.ui === 'ready') mark('lobby');
  if (b.dataset.engine === 'ready') mark('engine');
  for (const r of records) {
    if (r.attributeName === 'data-moves') mark('table');
    if (r.attributeName === 'data-ai-ms') window.__ai.push(Number(r.target.dataset.aiMs));
    if (r.attributeName === 'data-draw-ms') window.__draw.push(Number(r.target.dataset.drawMs));
    // the page stamps these itself: an observer runs after the page's own task
    if (r.attributeName === 'data-think-from')
      window.__think.push(Number(r.target.dataset.thinkFrom) - performance.timeOrigin);
  }
}).observe(document, {attributes: true, childList: true, subtree: true});
"""


class CountingHandler(build.SiteHandler):
    """Notes (wall-clock time, bytes, gzip bytes) of every response body it sends."""
    quiet = True
    sent = []

    def do_GET(self):
        if self.path.split("?")[0] == "/" + BARE:
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(BARE_HTML)))
            self.end_headers()
            self.wfile.write(BARE_HTML)
            return
        super().do_GET()

    def copyfile(self, source, outputfile):
        data = source.read()
        outputfile.write(data)
        path = self.path.split("?")[0].split("#")[0]
        packed = len(data) if path.endswith(STORED) else len(gzip.compress(data, 6))
        self.sent.append((time.time() * 1000, len(data), packed))


SENT = {}       # site URL -> its server's (time, bytes, gzip bytes) list: builds apart


def serve(dist):
    handler = type("Counting", (CountingHandler,), {"sent": []})
    server = build.SiteServer(("127.0.0.1", 0),
                              functools.partial(handler, directory=str(dist)))
    SENT[f"http://127.0.0.1:{server.server_address[1]}/"] = handler.sent
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def visit(page, url) -> dict:
    """Open the lobby, start a game at once; milliseconds from navigation start.
    Bytes are those sent until the engine was ready: the service worker starts
    pre-caching the site only then."""
    sent = SENT[url]
    sent.clear()
    page.goto(url + "?pace=0")
    page.wait_for_selector("body[data-ui=ready]", timeout=60_000)
    page.click(f"button[data-do=new][data-game={GAME}]")
    page.click("#start-button")
    page.wait_for_selector("#table:not([hidden])", timeout=60_000)
    page.wait_for_function("() => 'table' in window.__marks", timeout=60_000)
    marks = page.evaluate("window.__marks")
    ready = page.evaluate("performance.timeOrigin") + marks["engine"]
    return {"lobby_ms": round(marks["lobby"]), "engine_ms": round(marks["engine"]),
            "playable_ms": round(marks["table"]),
            "stages_ms": page.evaluate("() => window.__bootStages || {}"),
            "bytes": sum(n for when, n, _ in list(sent) if when <= ready),
            "gzip_bytes": sum(z for when, _, z in list(sent) if when <= ready),
            "ready_at": ready}


def bare_visit(page, url) -> int:
    """Milliseconds from navigation to ``loadPyodide`` resolved on the bare page."""
    page.goto(url + BARE)
    page.wait_for_function("() => window.__bare !== undefined", timeout=60_000)
    return round(page.evaluate("window.__bare"))


def embed_visit(page, url) -> int:
    """Milliseconds from navigation to the scenario's first step drawn."""
    page.goto(url + EMBED)
    page.wait_for_function("() => 'step' in window.__marks", timeout=60_000)
    return round(page.evaluate("window.__marks.step"))


def wait_for_precache(page):
    """Until the service worker controls the page and has cached every file."""
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("""async () => {
        const keys = await caches.keys();
        const name = keys.find((k) => k.startsWith('ludi-romani-'));
        return !!name && !!navigator.serviceWorker.controller;
    }""", timeout=120_000)


def ai_figures(page, url) -> dict:
    """One person (random legal moves) and three normal AIs at the default pace."""
    page.goto(url)
    page.wait_for_selector("body[data-engine=ready]", timeout=60_000)
    page.evaluate("() => { window.__long = []; window.__ai = []; window.__lag = 0; "
                  "window.__think = []; window.__draw = []; }")
    page.click(f"button[data-do=new][data-game={GAME}]")
    page.select_option("#setup-players", "4")
    page.click("#start-button")
    rng = random.Random(1)
    t0 = time.perf_counter()
    while page.evaluate("window.__ai.length") < AI_MOVES and time.perf_counter() - t0 < 600:
        page.wait_for_function("""() => document.querySelector('#table').dataset.over === '1'
            || document.querySelector('#actions button[data-do=act]')""", timeout=120_000)
        if page.get_attribute("#table", "data-over") == "1":
            break
        buttons = page.query_selector_all("#actions button[data-do=act]")
        choice = buttons[rng.randrange(len(buttons))]
        if not choice.is_visible():      # a move chosen on the table: "All moves" lists it
            page.click("#actions button.all-moves")
        choice.click()
        page.wait_for_timeout(50)
    ai = page.evaluate("window.__ai")
    tasks = page.evaluate("window.__long")
    # While the AI thinks: from the page's request (data-think-from) for as long as the
    # worker computed (its think_ms); a task begun then is the page's while the AI works.
    think = [(a, a + ms) for a, ms in zip(page.evaluate("window.__think"), ai)]
    thinking = [d for s, d in tasks if any(a <= s < b for a, b in think)]
    return {"ai_moves": len(ai), "normal_ai_move_ms_median": round(statistics.median(ai), 1),
            "normal_ai_move_ms_max": round(max(ai), 1),
            "longest_task_ms": round(max([d for _, d in tasks] or [0]), 1),
            "longest_task_while_ai_thinks_ms": round(max(thinking or [0]), 1),
            "tasks_over_50_ms": len(tasks),
            "table_draw_ms_median": round(statistics.median(page.evaluate("window.__draw") or [0]), 1),
            "table_draw_ms_max": round(max(page.evaluate("window.__draw") or [0]), 1),
            "tasks_over_50_ms_while_ai_thinks": len(thinking),
            "longest_task_note": ("longtask reports tasks over 50 ms; 0 means none. 'While AI "
                                  "thinks': tasks begun between the page's request of a move "
                                  "(data-think-from) and that time plus the worker's own "
                                  "thinking time; the others are the page's own work between "
                                  "moves: taking the answer in and drawing the table "
                                  "(table_draw_ms)"),
            "worst_timer_delay_ms": round(page.evaluate("window.__lag"), 1)}


def ratio() -> dict:
    from tests.pyodide import random_games
    wheel = build.build_wheel(ROOT / "build" / "bench")
    best = float("inf")
    random_games.workload(10)                       # warm-up (imports, caches)
    for _ in range(3):
        t0 = time.perf_counter()
        random_games.workload(RATIO_GAMES)
        best = min(best, time.perf_counter() - t0)
    build.ensure_node_modules()
    out = subprocess.run(["node", str(ROOT / "tests" / "pyodide" / "parity.mjs"), str(wheel),
                          str(RATIO_GAMES), "3"], capture_output=True, text=True, check=True)
    pyodide = json.loads(out.stdout.strip().splitlines()[-1])
    return {"games": len(random_games.games(RATIO_GAMES)), "cpython_s": round(best, 3),
            "pyodide_s": round(pyodide["seconds"], 3),
            "pyodide_over_cpython": round(pyodide["seconds"] / best, 2)}


def _context(p, profiles):
    """A profile on disk, as a visitor has: an in-memory profile's HTTP cache
    refuses the 9.6 MB wasm, which a real one keeps."""
    profile = tempfile.TemporaryDirectory()
    profiles.append(profile)
    ctx = p.chromium.launch_persistent_context(
        profile.name, executable_path=build.CHROMIUM, headless=True, args=build.CHROMIUM_ARGS)
    ctx.add_init_script(PROBE)
    return ctx, (ctx.pages[0] if ctx.pages else ctx.new_page())


def _median(runs, keys):
    return {k: statistics.median(v[k] for v in runs) for k in keys}


def load_figures(p, builds: dict) -> dict:
    """Per build ({label: dist}): the bare floor, the app and the embed, cold,
    warm and offline, every build's visits interleaved with the others'."""
    out, sites, profiles, servers = {}, {}, [], []
    try:
        for label, dist in builds.items():
            server, url = serve(dist)
            servers.append(server)
            sites[label] = {"url": url, "app": _context(p, profiles),
                            "bare": _context(p, profiles), "embed": _context(p, profiles)}
        for label, site in sites.items():
            url = site["url"]
            page = site["app"][1]
            cold = visit(page, url)
            wait_for_precache(page)
            ready = cold.pop("ready_at")
            out[label] = {"cold": cold, "precache_bytes": sum(
                n for when, n, _ in SENT[url] if when > ready),
                "bare_cold_ms": bare_visit(site["bare"][1], url),
                "embed_cold_ms": embed_visit(site["embed"][1], url),
                "warm_runs": [], "bare_runs": [], "embed_runs": []}
            # The bare page, once visited, is in the app's service worker's scope
            # but not in its cache: its later visits use the HTTP cache, as the
            # app's first visit filled it; the embed's later visits are the
            # service worker's once it holds the site.
            wait_for_precache(site["embed"][1])
        for _ in range(WARM_VISITS):
            for label, site in sites.items():
                fig, url = out[label], site["url"]
                fig["bare_runs"].append(bare_visit(site["bare"][1], url))
                v = visit(site["app"][1], url)
                del v["ready_at"]
                fig["warm_runs"].append(v)
                fig["embed_runs"].append(embed_visit(site["embed"][1], url))
        for label, site in sites.items():
            ctx, page = site["app"]
            ctx.set_offline(True)
            try:
                v = visit(page, site["url"])
            finally:
                ctx.set_offline(False)
            del v["ready_at"]
            out[label]["offline"] = {k: v[k] for k in ("lobby_ms", "engine_ms", "playable_ms",
                                                      "bytes", "stages_ms")}
        keys = ("lobby_ms", "engine_ms", "playable_ms", "bytes", "gzip_bytes")
        for label, fig in out.items():
            runs = fig.pop("warm_runs")
            fig["warm"] = _median(runs, keys)
            fig["warm"]["stages_ms"] = runs[-1]["stages_ms"]
            fig["warm"]["runs"] = [v["playable_ms"] for v in runs]
            bare = fig.pop("bare_runs")
            fig["floor"] = {"bare_loadpyodide_cold_ms": fig.pop("bare_cold_ms"),
                            "bare_loadpyodide_warm_ms": statistics.median(bare),
                            "warm_runs": bare}
            emb = fig.pop("embed_runs")
            fig["embed_first_step"] = {"cold_ms": fig.pop("embed_cold_ms"),
                                       "warm_ms": statistics.median(emb), "warm_runs": emb}
            floor = fig["floor"]["bare_loadpyodide_warm_ms"]
            fig["ratios"] = {
                "engine_warm_over_floor": round(fig["warm"]["engine_ms"] / floor, 2),
                "playable_warm_over_floor": round(fig["warm"]["playable_ms"] / floor, 2),
                "playable_cold_over_floor_cold": round(
                    fig["cold"]["playable_ms"] / fig["floor"]["bare_loadpyodide_cold_ms"], 2)}
            fig["targets"] = {"playable_cold_ms": TARGETS_MS["cold"],
                              "playable_warm_ms": TARGETS_MS["warm"],
                              "engine_warm_over_floor": ENGINE_OVER_FLOOR,
                              "cold_gzip_bytes": GZIP_TARGET,
                              "embed_first_step_cold_ms": EMBED_TARGETS_MS["cold"],
                              "embed_first_step_warm_ms": EMBED_TARGETS_MS["warm"]}
            fig["met"] = {
                "playable_cold": fig["cold"]["playable_ms"] <= TARGETS_MS["cold"],
                "playable_warm": fig["warm"]["playable_ms"] <= TARGETS_MS["warm"],
                "engine_warm_over_floor":
                    fig["ratios"]["engine_warm_over_floor"] <= ENGINE_OVER_FLOOR,
                "cold_gzip_bytes": fig["cold"]["gzip_bytes"] <= GZIP_TARGET,
                "embed_first_step_cold":
                    fig["embed_first_step"]["cold_ms"] <= EMBED_TARGETS_MS["cold"],
                "embed_first_step_warm":
                    fig["embed_first_step"]["warm_ms"] <= EMBED_TARGETS_MS["warm"]}
            fig["load_average"] = [round(x, 2) for x in os.getloadavg()]
    finally:
        for site in sites.values():
            for key in ("app", "bare", "embed"):
                site[key][0].close()
        for server in servers:
            server.shutdown()
        for profile in profiles:
            profile.cleanup()
    return out


def run() -> dict:
    from playwright.sync_api import sync_playwright
    dist = build.ensure_dist()
    builds = {"this": dist}
    before = os.environ.get("LUDI_BENCH_BEFORE")
    if before:
        builds = {"before": Path(before), "this": dist}
    out = {"game": GAME}
    play_only = os.environ.get("LUDI_BENCH_PLAY_ONLY") == "1"
    with sync_playwright() as p:
        figures = {"this": {}} if play_only else load_figures(p, builds)
        out.update(figures["this"])
        if before:
            out["before"] = figures["before"]
            out["before"]["dist"] = before
            out["after_over_before"] = {
                k: round(figures["this"][k]["playable_ms"] / figures["before"][k]["playable_ms"], 2)
                for k in ("cold", "warm", "offline")}
            out["after_over_before"]["embed_first_step_cold"] = round(
                figures["this"]["embed_first_step"]["cold_ms"]
                / figures["before"]["embed_first_step"]["cold_ms"], 2)
        server, url = serve(dist)
        try:
            with tempfile.TemporaryDirectory() as profile:
                ctx = p.chromium.launch_persistent_context(
                    profile, executable_path=build.CHROMIUM, headless=True,
                    args=build.CHROMIUM_ARGS)
                ctx.add_init_script(PROBE)
                page = ctx.pages[0] if ctx.pages else ctx.new_page()
                if os.environ.get("LUDI_BENCH_LOAD_ONLY") != "1":
                    out["play"] = ai_figures(page, url)
                ctx.close()
        finally:
            server.shutdown()
    if os.environ.get("LUDI_BENCH_LOAD_ONLY") != "1" and not play_only:
        out["pyodide_ratio"] = ratio()
    return out


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
