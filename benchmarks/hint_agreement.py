"""The Hint and the Review, one judgement (issue 44): does a player who follows
the Hint get told he erred?

For each game: ``GAMES`` games in which one person seat (seat 0) plays the
Hint (ai/review.py ``advise``, the search's cap alone, so that a game replays
the same anywhere) at every real decision, the other seats normal (at their
iteration cap); then the Review of seat 0.  Reported per game: the turning
points of 10 points or more on the Hint's moves (all of seat 0's moves) per
game, their distribution and mean (target: at most 1 on average), and the
Hint's time per decision in CPython.  ``pyodide_times``: the Hint's time in
Pyodide under Node with the page's clock (review.HINT_MS), at some decisions of
an easy game of each (target: median <= 1 s, worst <= 2 s).

    python3 -m benchmarks.hint_agreement --games 2 --players 2 [--game rome-in-crisis]
    python3 -m benchmarks.hint_agreement --pyodide 8      # the Hint's time in Pyodide

``python3 build.py bench`` runs ``run()`` at its small default size.
"""
import argparse
import json
import statistics
import sys
import time

import pygame_core as pc
from pygame_core.ai import level_config
from pygame_core.ai import review
from pygame_core.games import GAMES as ALL

WIDE = 0.10             # a turning point of 10 points or more
SEED = 4400001          # neither the ladder's nor the review sets' seeds


def hinted_game(gid, players, seed, hero=0):
    """A game where ``hero`` plays the Hint at every real decision and the
    others play normal: (match, the Hint's times in seconds)."""
    m = pc.new_match(gid, players, seed=seed)
    cap = level_config(m.game, "normal")["max_iterations"]
    times = []
    while not m.is_over():
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        if len(legal) == 1:
            move = legal[0]
        elif seat == hero:
            t0 = time.perf_counter()
            move = review.advise(m, seat)["action"]
            times.append(time.perf_counter() - t0)
        else:
            move = pc.ai.choose(m, seat, "normal", seed=len(m.actions), iterations=cap)
        m.act(seat, move)
    return m, times


def agreement(gid, players, games, seed=SEED, hero=0):
    """{"games", "wide" (per game: the Review's turning points of WIDE or more
    on the Hint's moves), "mean", "points" (every turning point's margin, in
    points), "hint_cpu_s" (median, worst)}."""
    wide, margins, times = [], [], []
    info = ALL[gid].info
    players = min(max(players, info.min_players), info.max_players)
    for g in range(games):
        m, t = hinted_game(gid, players, seed + 7919 * g, hero)
        times += t
        save = m.save()
        r = review.Review(pc.load_match(dict(save, actions=[])), save["actions"], [hero]).run()
        pts = r["turning_points"][0]["points"]
        got = [round(100 * p["margin"]) for p in pts]
        margins += got
        wide.append(sum(1 for p in pts if p["margin"] >= WIDE))
        print(json.dumps({"game": gid, "g": g, "wide": wide[-1], "points": got, "hints": len(t)}),
              file=sys.stderr, flush=True)
    return {"game": gid, "players": players, "games": games, "wide": wide,
            "mean": round(sum(wide) / max(1, len(wide)), 2), "points": sorted(margins),
            "hints": len(times),
            "hint_cpu_s": [round(statistics.median(times), 3) if times else None,
                           round(max(times), 3) if times else None]}


def hint_times(gid, players, seed, count, every=3, budget_ms=review.HINT_MS):
    """The Hint's time (seconds, with the page's clock) at ``count`` real
    decisions of an easy game, ``every`` decisions apart: [seconds]."""
    m, out, k = pc.new_match(gid, players, seed=seed), [], 0
    while not m.is_over() and len(out) < count:
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        if len(legal) > 1:
            if k % every == 0:
                t0 = time.perf_counter()
                review.advise(m, seat, budget_ms=budget_ms)
                out.append(round(time.perf_counter() - t0, 3))
            k += 1
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    return out


def workload(count):
    """The Pyodide workload: each game's Hint times at ``count`` decisions."""
    return {gid: hint_times(gid, ALL[gid].info.min_players + 1, SEED, count) for gid in sorted(ALL)}


def pyodide_times(count=8):
    from benchmarks.pyodide_run import in_pyodide
    got, error = in_pyodide("hint_agreement.py", f"workload({int(count)})")
    if error:
        return {"error": error}
    return {gid: {"decisions": len(ts), "median_s": round(statistics.median(ts), 3),
                  "worst_s": max(ts)} for gid, ts in got.items() if ts}


def run(games=1, players=2, with_pyodide=True) -> dict:
    """``python3 build.py bench``'s part (small: ``games`` a game)."""
    out = {gid: agreement(gid, players, games) for gid in sorted(ALL)}
    if with_pyodide:
        out["pyodide"] = pyodide_times(6)
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--game", choices=sorted(ALL))
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--pyodide", type=int, default=0, help="decisions a game timed in Pyodide")
    a = p.parse_args(argv)
    if a.pyodide:
        print(json.dumps(pyodide_times(a.pyodide)))
        return 0
    for gid in [a.game] if a.game else sorted(ALL):
        r = agreement(gid, a.players, a.games)
        print(json.dumps(r), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
