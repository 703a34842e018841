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


def _run_script(script):
    """Run a Firefox script of this folder (``node SCRIPT URL [SHOTS_DIR]``) against
    dist/ served on 127.0.0.1 (LUDI_SHOTS=DIR: its screenshots there); its last
    line of stdout, a JSON summary."""
    import os
    build.ensure_node_modules()
    dist = build.ensure_dist()
    server = build.make_server(dist, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    args = ["node", str(HERE / script), url] + (
        [os.environ["LUDI_SHOTS"]] if os.environ.get("LUDI_SHOTS") else [])
    try:
        done = subprocess.run(args, cwd=build.ROOT, capture_output=True, text=True, timeout=600)
    finally:
        server.shutdown()
        server.server_close()
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_each_game_plays_through_its_table_in_firefox(tmp_path):
    """Issue 33: the four games' tables in Firefox, at 1280x800 and 390x844 (a
    dozen moves each through the status line), no page error, and what the
    player decides with in view from the table's top: the prompt and its
    buttons, the player column and the docked hand.  LUDI_SHOTS=DIR keeps
    a screenshot of each table there."""
    r = _run_script("firefox_tables.mjs")
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


def _moved(before, after, dx, dy):
    """The map moved by (dx, dy) px with the pointer (or stopped at the box's edge)."""
    (bl, bt, _, _), (al, at, ar, ab) = before["map"], after["map"]
    fr, fb = after["frame"][2], after["frame"][3]
    return ((abs(al - bl - dx) <= 2 or abs(ar - fr + 1) <= 1.5) and
            (abs(at - bt - dy) <= 2 or abs(ab - fb + 1) <= 1.5))


def test_the_time_of_crisis_map_zooms_and_pans_in_firefox(tmp_path):
    """Issue 33: Time of Crisis's map in Firefox (firefox_zoom.mjs; Chromium's:
    test_browser_toc_zoom.py).  With the mouse at 1280x800: + and - draw the map
    larger and smaller in the same box, Fit draws it whole, the wheel zooms around
    the pointer, a drag that starts on a province moves the map with the pointer
    and plays nothing, + and - keys zoom.  With fingers at 390x844 (WebDriver
    BiDi's touch pointers, which reach the page as pointer events of type
    "touch"): two fingers moved apart zoom the map inside its box, the page's own
    zoom untouched; one finger moved pans the zoomed map and plays nothing."""
    r = _run_script("firefox_zoom.mjs")
    assert r["problems"] == []
    width = lambda b: b["map"][2] - b["map"][0]          # noqa: E731
    same_box = lambda a, b: all(abs(p - q) <= 1.5 for p, q in zip(a["frame"], b["frame"]))  # noqa: E731

    b = r["buttons"]
    fit = b["fit"]
    assert fit["zoom"] == 1 and abs(fit["map"][0] - fit["frame"][0] - 1) <= 1.5, fit
    assert b["plus"]["zoom"] > 1.9 and width(b["plus"]) > 1.8 * width(fit) and same_box(fit, b["plus"]), b
    assert 1 < b["minus"]["zoom"] < b["plus"]["zoom"] and width(b["minus"]) < width(b["plus"]), b
    assert b["refit"]["zoom"] == 1 and abs(width(b["refit"]) - width(fit)) <= 1.5, b

    w = r["wheel"]                        # the map's point under the pointer stays under it
    f, m = w["before"], w["after"]["map"]
    u = ((w["x"] - f[0]) / (f[2] - f[0]), (w["y"] - f[1]) / (f[3] - f[1]))
    assert w["after"]["zoom"] > 1.5, w
    assert abs(m[0] + u[0] * (m[2] - m[0]) - w["x"]) <= 2, w
    assert abs(m[1] + u[1] * (m[3] - m[1]) - w["y"]) <= 2, w

    d = r["drag"]                         # 8 steps of (-5, -4) px from a province
    assert d["target"] and d["target"][0].startswith("region:"), d
    assert _moved(d["start"], d["dragged"], -40, -32), d
    assert d["movesAfter"] == d["movesBefore"] and not d["choices"] and not d["selected"], d

    k = r["keys"]
    assert k["in"] > k["before"] * 1.3 and abs(k["out"] - k["before"]) < 0.01, k
    assert r["desktopPointers"] == ["mouse"], r["desktopPointers"]

    p = r["pinch"]                        # two fingers from 60 to 200 px apart
    assert p["pinched"]["zoom"] > 2.5 and same_box(p["fit"], p["pinched"]), p
    assert p["pinched"]["scale"] == 1, p
    assert "touch" in r["phonePointers"], r["phonePointers"]

    s = r["swipe"]                        # one finger, 6 steps of (-10, -8) px
    assert _moved(s["before"], s["after"], -60, -48), s
    assert s["movesAfter"] == s["movesBefore"] and not s["choices"], s


def test_the_ear_mode_passes_axe_in_firefox():
    """Issue 46: axe finds no violation in the mode for the ear in Firefox
    (firefox_ear.mjs; Chromium's: test_browser_ear.py): a table by ear, its text
    shown beside the board, and a guided first game by ear."""
    r = _run_script("firefox_ear.mjs")
    assert r["problems"] == []
    assert [s["where"] for s in r["screens"]] == ["ear", "ear, its text shown", "a lesson by ear"]
    for s in r["screens"]:
        assert s["options"] >= 1, s              # the move list drawn, a move to choose
    assert [v for s in r["screens"] for v in s["violations"]] == [], r["screens"]
