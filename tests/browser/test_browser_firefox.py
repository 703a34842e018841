"""The page in Firefox as well as Chromium (issue 8): Debian's firefox-esr driven
through WebDriver BiDi by puppeteer-core (firefox_game.mjs): the lobby, a whole
Rome in Crisis game against easy AIs, a reload, and the rest of it offline (the
server is stopped; the service worker serves the site), then its review."""
import json
import subprocess
import threading
from pathlib import Path

import build
import pygame_core as pc

HERE = Path(__file__).resolve().parent


def test_a_whole_game_in_firefox_through_a_reload_and_offline():
    build.ensure_node_modules()
    dist = build.ensure_dist()
    server = build.make_server(dist, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    proc = subprocess.Popen(["node", str(HERE / "firefox_game.mjs"), url], cwd=build.ROOT,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    timer = threading.Timer(600, proc.kill)       # a hung browser fails, never blocks CI
    timer.start()
    out = []
    try:
        for line in proc.stdout:
            out.append(line.rstrip("\n"))
            if line.strip() == "OFFLINE?":
                server.shutdown()
                server.server_close()
                proc.stdin.write("go\n")
                proc.stdin.flush()
        err = proc.stderr.read()
        code = proc.wait()
    finally:
        timer.cancel()
        server.server_close()
    assert code == 0, f"node exited {code}\n{err[-3000:]}\n" + "\n".join(out[-20:])
    r = json.loads(out[-1])
    print("firefox:", {k: r[k] for k in ("played", "moves", "reloaded", "offline", "starts",
                                         "review")})
    assert r["problems"] == []
    assert r["titles"] == [g.title for g in pc.list_games()]
    assert r["status"] == f"Ready to play (engine {pc.__version__})."
    assert r["reloaded"] and r["offline"] and r["played"] > 8
    # Issue 22: the first start is fresh, the reloads start from the engine's snapshot.
    assert r["starts"] == ["engine fresh", "engine snapshot", "engine snapshot"]
    assert "wins" in r["end"] or "win." in r["end"] or "Nobody wins" in r["end"]
    assert "Scores" in r["end"]
    # Issue 35: the review opens: two graphs of a line a seat, the person's turning points.
    assert r["review"]["lines"] == 6 and r["review"]["view"] and r["review"]["points"] >= 1


def test_each_game_plays_through_its_table_in_firefox(tmp_path):
    """Issue 33: the four games' tables in Firefox, at 1280x800 and 390x844 (a
    dozen moves each through the status line), no page error, and what the
    player decides with in view from the table's top: the prompt and its
    buttons, the player column and the docked hand.  LUDI_SHOTS=DIR keeps
    a screenshot of each table there."""
    import os
    build.ensure_node_modules()
    dist = build.ensure_dist()
    server = build.make_server(dist, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    args = ["node", str(HERE / "firefox_tables.mjs"), url] + (
        [os.environ["LUDI_SHOTS"]] if os.environ.get("LUDI_SHOTS") else [])
    try:
        done = subprocess.run(args, cwd=build.ROOT, capture_output=True, text=True, timeout=600)
    finally:
        server.shutdown()
        server.server_close()
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r["problems"] == []
    assert len(r["tables"]) == 8
    for t in r["tables"]:
        where = f"{t['game']} at {t['width']}x{t['height']}"
        assert t["played"] == 12 and t["moves"] >= 12, where
        assert {"#prompt-text", "#actions", "#panels"} <= set(t["shown"]), where
        assert t["out"] == [], where
    # every game docks the hand at some size
    assert {t["game"] for t in r["tables"] if "#hand-dock" in t["shown"]} == {
        g.id for g in pc.list_games()}
