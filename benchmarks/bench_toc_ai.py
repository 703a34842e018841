"""Time of Crisis AI, head to head (issue 11, item 4).

Two pairings, each with the hero in a rotated seat (seat ``g % 4`` in game
``g``) and game seeds ``100003 + 7919 * g`` (those of ``bench_ladder.py``):

- ``normal``: one normal seat against three easy seats, each level at its
  iteration cap (``bench_ladder.pairing``: the ladder's own code path);
- ``easy``: one easy seat against three random seats (uniform legal moves).

Each pairing reports the hero's wins with a 95% Wilson interval, the mean
move time per level (CPython, moves with more than one legal action) and the
process time the games took.  Results go to ``--json``; ``--record`` merges
them into ``benchmarks/results.json`` under ``toc_ladder`` (with any other
key of those files, e.g. ``moves``: ``move_times`` in CPython and Pyodide).

    nice -n 5 python3 -m benchmarks.bench_toc_ai normal --games 40 --workers 1 --json /tmp/n.json
    python3 -m benchmarks.bench_toc_ai easy --games 40 --json /tmp/e.json
    python3 -m benchmarks.bench_toc_ai --record /tmp/n.json /tmp/e.json
"""
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

GAME, PLAYERS = "time-of-crisis", 4


def play_easy_vs_random(g):
    """One game: easy in seat g % 4, random moves elsewhere."""
    from benchmarks import bench_ladder
    import pygame_core as pc
    from pygame_core.kernel.rng import Rng
    m = pc.new_match(GAME, players=PLAYERS, seed=100003 + bench_ladder.SEED_STRIDE * g)
    me = g % PLAYERS
    rng = Rng(bench_ladder.SEED_STRIDE * g)
    step = 0
    while not m.is_over():
        seat = m.to_move()[0]
        if seat == me:
            a = pc.ai.choose(m, seat, "easy", seed=bench_ladder.SEED_STRIDE * g + step)
        else:
            a = pc.ai.random_action(m, seat, rng)
        m.act(seat, a)
        step += 1
    res = m.result()
    return {"won": me in res["winners"], "score": res["scores"][me], "steps": step}


def easy_vs_random(games):
    from benchmarks import bench_ladder
    t0, c0 = time.perf_counter(), time.process_time()
    out = [play_easy_vs_random(g) for g in range(games)]
    wins = sum(o["won"] for o in out)
    low, high = bench_ladder.wilson(wins, games)
    return {"name": f"{GAME}/{PLAYERS}p easy vs {PLAYERS - 1} random", "game": GAME,
            "players": PLAYERS, "hero": "easy", "below": "random", "games": games,
            "wins": wins, "win_rate": round(wins / max(1, games), 3), "wilson95": [low, high],
            "fair": round(1 / PLAYERS, 3), "target": 0.9,
            "wall_s": round(time.perf_counter() - t0, 1),
            "cpu_s": round(time.process_time() - c0, 1)}


def normal_vs_easy(games, workers):
    from benchmarks import bench_ladder
    from benchmarks.ai_moves import cap
    c0 = time.process_time()
    play = bench_ladder.play

    def logged(game, players, hero, below, g):     # progress on stderr, one line a game
        o = play(game, players, hero, below, g)
        print(f"game {g}: won {o['won']}, legacy {o['score']}, "
              + ", ".join(f"{lv} {1000 * s / max(1, n):.0f} ms x{n}"
                          for lv, (s, n) in sorted(o["times"].items())),
              file=sys.stderr, flush=True)
        return o
    bench_ladder.play = logged
    r = bench_ladder.pairing(GAME, PLAYERS, "normal", games, workers)
    r["target"] = 0.45
    r["caps"] = {lv: cap(lv, GAME) for lv in ("normal", "hard")}
    if workers == 1:
        r["cpu_s"] = round(time.process_time() - c0, 1)
    return r


def move_times(count=24, levels=("normal", "hard"), seed=4242):
    """Move times at each level's cap on ``count`` positions of all-easy
    games (every 40th decision with a choice, from game seeds ``seed + g``):
    all of them, and the searched ones alone (the rest are the rule of thumb
    at once, ``ai.obvious``).  Pure Python, no files: Pyodide runs it as is
    (``node benchmarks/pyodide_run.mjs <wheel> benchmarks/bench_toc_ai.py
    "move_times(24)"``)."""
    import statistics
    import pygame_core as pc
    from pygame_core.ai import level_config
    from pygame_core.games.time_of_crisis import ai
    sample, g = [], 0
    while len(sample) < count:
        m = pc.new_match(GAME, players=PLAYERS, seed=seed + g)
        g += 1
        k = 0
        while not m.is_over() and len(sample) < count:
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if len(legal) > 1:
                k += 1
                if k % 40 == 0:
                    sample.append((m.clone(), seat,
                                   not ai.obvious(m.state, seat, legal)))
            m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    out = {"positions": len(sample), "searched": sum(1 for x in sample if x[2])}
    for level in levels:
        cap = level_config(pc.GAMES[GAME], level)["max_iterations"]
        times, searched = [], []
        for i, (m, seat, hard) in enumerate(sample):
            t = time.perf_counter()
            pc.ai.choose(m, seat, level, seed=i, iterations=cap)
            ms = 1000 * (time.perf_counter() - t)
            times.append(ms)
            if hard:
                searched.append(ms)
        out[level] = {"iterations": cap, "mean_ms": round(statistics.fmean(times), 1),
                      "median_ms": round(statistics.median(times), 1),
                      "searched_mean_ms": round(statistics.fmean(searched or [0]), 1),
                      "searched_median_ms": round(statistics.median(searched or [0]), 1),
                      "max_ms": round(max(times), 1)}
    return out


def record(files):
    from benchmarks import bench_ladder
    res = ROOT / "benchmarks" / "results.json"
    data = json.loads(res.read_text())
    out = {"when": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
           "seeds": f"100003 + {bench_ladder.SEED_STRIDE} * g", "pairings": []}
    for f in files:                    # pairings are gathered; other keys (moves) kept
        part = json.loads(Path(f).read_text())
        out["pairings"] += part.pop("pairings", [])
        out.update(part)
    data["toc_ladder"] = out
    res.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return data["toc_ladder"]


def table(res):
    lines = [f"Time of Crisis head to head (hero in a rotated seat; seeds {res.get('seeds')})"]
    for r in res.get("pairings", []):
        lo, hi = r["wilson95"]
        ms = ", ".join(f"{lv} {v} ms" for lv, v in sorted(r.get("move_ms", {}).items()))
        lines.append(f"  {r['name']}: {r['wins']}/{r['games']} = {100 * r['win_rate']:.1f}% "
                     f"(95% {100 * lo:.0f}-{100 * hi:.0f}%"
                     + (f", target {100 * r['target']:.0f}%)" if r.get("target") else ")")
                     + (f"; CPython move {ms}" if ms else "")
                     + f"; wall {r['wall_s']} s" + (f", CPU {r['cpu_s']} s" if "cpu_s" in r else ""))
    for where, row in sorted(res.get("moves", {}).items()):
        if isinstance(row, dict) and "positions" in row:
            lines.append(f"  moves {where} ({row['positions']} positions, {row['searched']} searched): "
                         + "; ".join(f"{lv} at {row[lv]['iterations']}: mean {row[lv]['mean_ms']} ms, "
                                     f"searched mean {row[lv]['searched_mean_ms']} ms, "
                                     f"max {row[lv]['max_ms']} ms"
                                     for lv in ("normal", "hard") if lv in row))
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairing", nargs="?", choices=("normal", "easy"))
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--json", default=None)
    ap.add_argument("--record", nargs="*", default=None, metavar="FILE")
    a = ap.parse_args()
    if a.record is not None:
        print(table(record(a.record)))
        sys.exit(0)
    row = (normal_vs_easy(a.games, a.workers) if a.pairing == "normal"
           else easy_vs_random(a.games))
    out = {"pairings": [row]}
    if a.json:
        Path(a.json).write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps(row))
