"""The review's figures (issue 35): how well calibrated each game's estimate of
the chance to win is, on held-out AI games, and how long the review takes in
Pyodide on the longest games.

Calibration: the held-out sets of each game (``review_games.py``:
``benchmarks/data/review/<game>-held.jsonl``, 300 games not fitted on, of easy
seats and one normal seat in two; and ``<game>-mixed-held.jsonl``, 100 games whose
every seat is easy, normal or hard, issue 44's target), at up
to 100 positions a game spread from its start to its last move; at each, every
seat's chance by ``Game.win_chances`` against its share of the win (1, a
shared win 1/k, a loss or a collapse 0).  Per game: a reliability table (the
chances in ten buckets: how many, the mean chance, how often those seats
won), the Brier score against the fair share's (every seat 1/players), and
the calibration error, the buckets' gaps between mean chance and frequency
weighed by their counts (target: at most 0.05).

Timing: in Pyodide under Node (``pyodide_run.mjs``, ``review_timing.py``), on
the longest held-out game of Roman History with 6 players and of Time of
Crisis with 4, the graph (the replay to the end), the account of luck and
skill (issue 44: target within 30 s in Pyodide) and one seat's turning points
(the seat with the most decisions), wall clock and CPU.

    python3 -m benchmarks.bench_review                 # both; prints the tables
    python3 -m benchmarks.bench_review --no-pyodide    # calibration only
    LUDI_BENCH_REVIEW_PYODIDE=0 python3 build.py bench

The held-out games are stored (regenerating them costs hours of CPU: see
``review_games.py``); reading their positions takes a minute or so.
"""
import json
import os
import time
from pathlib import Path

BUCKETS = 10
TARGET = 0.05
LONGEST = (("roman-history", 6), ("time-of-crisis", 4))


def calibration(game, which="held", limit=None):
    """The reliability table, Brier scores and calibration error of ``game``'s
    estimate on a stored set of AI games (None when the set is missing)."""
    import pygame_core as pc
    from benchmarks import review_games
    g = pc.GAMES[game]
    t0 = time.process_time()
    buckets = [[0, 0.0, 0.0] for _ in range(BUCKETS)]     # count, sum of chances, sum of wins
    brier = fair = 0.0
    count = positions = 0
    games = set()
    for row, m, outcome in review_games.positions(game, which, limit=limit):
        chances = g.win_chances(m.state)
        games.add(row["g"])
        positions += 1
        for s, p in enumerate(chances):
            y = outcome[s]
            b = buckets[min(BUCKETS - 1, int(p * BUCKETS))]
            b[0] += 1
            b[1] += p
            b[2] += y
            brier += (p - y) ** 2
            fair += (1.0 / m.players - y) ** 2
            count += 1
    if not count:
        return None
    table = [{"bucket": f"{i / BUCKETS:.1f}-{(i + 1) / BUCKETS:.1f}", "count": n,
              "mean_chance": round(sp / n, 3), "won": round(sy / n, 3)}
             for i, (n, sp, sy) in enumerate(buckets) if n]
    error = sum(abs(sp / n - sy / n) * n for n, sp, sy in buckets if n) / count
    return {"set": which, "games": len(games), "positions": positions, "predictions": count,
            "brier": round(brier / count, 4), "brier_fair": round(fair / count, 4),
            "brier_skill": round(1 - brier / fair, 3) if fair else None,
            "calibration_error": round(error, 4), "target": TARGET,
            "met": error <= TARGET, "reliability": table,
            "cpu_s": round(time.process_time() - t0, 1)}


def longest(game, players, which="held"):
    """The link of the stored game of ``players`` with the most moves."""
    import pygame_core as pc
    from benchmarks import review_games
    from pygame_core.kernel import link
    best, most = None, -1
    for row in review_games.load(game, which):
        if row["players"] != players:
            continue
        m, plays = link.replay(row["link"], pc.GAMES)
        n = sum(1 for _ in plays)
        if n > most:
            best, most = row, n
    return best


def pyodide(cases=LONGEST):
    """The review's times in Pyodide under Node on the longest stored games
    (and in CPython on the same, for the ratio)."""
    from benchmarks import review_timing
    from benchmarks.pyodide_run import in_pyodide
    links = []
    for game, players in cases:
        row = longest(game, players) or longest(game, players, "timing")
        if row is not None:
            links.append(row["link"])
    if not links:
        return {"error": "no stored games"}
    pyo, error = in_pyodide("review_timing.py", f"workload({links!r})")
    if error is not None:
        return {"error": error}
    return {"pyodide": pyo, "cpython": review_timing.workload(links)}


def run(with_pyodide=None) -> dict:
    import pygame_core as pc
    if with_pyodide is None:
        with_pyodide = os.environ.get("LUDI_BENCH_REVIEW_PYODIDE", "1") != "0"
    out = {"calibration": {}, "calibration_mixed": {}}
    for game in pc.GAMES:
        for key, which in (("calibration", "held"), ("calibration_mixed", "mixed-held")):
            res = calibration(game, which)
            out[key][game] = res if res is not None else {"skipped": f"no {which} games"}
    if with_pyodide:
        out["timing"] = pyodide()
    return out


def table(res) -> str:
    lines = []
    for game, r in [*res.get("calibration", {}).items(), *res.get("calibration_mixed", {}).items()]:
        if "skipped" in r:
            lines.append(f"{game}: {r['skipped']}")
            continue
        kind = {"held": "held-out", "mixed-held": "held-out mixed (easy, normal, hard)"}.get(
            r.get("set", "held"), f"{r['set']}-set")
        lines.append(f"{game}: {r['games']} {kind} games, {r['positions']} positions; "
                     f"Brier {r['brier']} (fair share {r['brier_fair']}, skill "
                     f"{r['brier_skill']}); calibration error {r['calibration_error']} "
                     f"({'within' if r['met'] else 'OVER'} {r['target']})")
        lines.append("  chance     count  mean chance  won")
        for b in r["reliability"]:
            lines.append(f"  {b['bucket']}  {b['count']:>7}  {b['mean_chance']:>11}  {b['won']:>5}")
    t = res.get("timing")
    if t and "pyodide" in t:
        for engine in ("pyodide", "cpython"):
            for row in t[engine]:
                lines.append(f"{engine} {row['game']} {row['players']}p, {row['moves']} moves: "
                             f"graph {row['graph_s']} s (CPU {row['graph_cpu_s']} s); the "
                             f"account of luck and skill {row['account_s']} s after it (CPU "
                             f"{row['account_cpu_s']} s; {row['chance_moves']} moves of chance, "
                             f"{row['resamples']} outcomes each; target 30 s); seat "
                             f"{row['seat']}'s turning points ({row['decisions']} decisions) "
                             f"{row['turning_s']} s (CPU {row['turning_cpu_s']} s), the longest "
                             f"slice {row['longest_slice_ms']} ms")
    elif t:
        lines.append(f"timing: {t.get('error')}")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--game", default=None, help="one game's calibration only")
    ap.add_argument("--set", default="held", help="the stored set (held; fit for a check)")
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    if a.game:
        r = {"calibration": {a.game: calibration(a.game, a.set)}}
    else:
        r = run(not a.no_pyodide)
    if a.json:
        Path(a.json).write_text(json.dumps(r, indent=1) + "\n")
    print(table(r))
