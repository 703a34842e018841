"""AI figures (CPython): search iterations per second, time to choose a move
at each level, and win rates against random bots.

    python3 benchmarks/bench_ai.py            # the full run (200 games per level)
    python3 benchmarks/bench_ai.py --quick    # a few games, for a smoke run

``run(games=200, ...) -> dict`` is what ``build.py bench`` calls.  Win rates:
four-player games of Rome in Crisis, the AI in seat ``g % 4`` of game ``g``
(rotated seats) against three uniformly random bots; a shared win counts as
a win.  Nothing is printed on import.
"""
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

if __package__ in (None, ""):  # run as a script from anywhere
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GAME = "rome-in-crisis"


def play(game_no, level, players=4, iterations=None, budget_ms=None):
    """One game: the AI at ``level`` in seat game_no % players, random bots elsewhere.
    Returns (won, ai score, best other score, AI move times in seconds)."""
    import pygame_core as pc
    from pygame_core.kernel.rng import Rng
    m = pc.new_match(GAME, players=players, seed=1000 + game_no)
    me = game_no % players
    rng = Rng(7919 * game_no + 1)
    times = []
    step = 0
    while not m.is_over():
        seat = m.to_move()[0]
        if seat == me:
            t = time.perf_counter()
            a = pc.ai.choose(m, seat, level, seed=step, iterations=iterations,
                             budget_ms=budget_ms)
            if len(m.legal_actions(seat)) > 1:
                times.append(time.perf_counter() - t)
        else:
            a = pc.ai.random_action(m, seat, rng)
        m.act(seat, a)
        step += 1
    res = m.result()
    others = [s for i, s in enumerate(res["scores"]) if i != me]
    return me in res["winners"], res["scores"][me], max(others), times


def _play_args(args):
    return play(*args)


def win_rate(level, games, workers=2, **kw):
    t0 = time.perf_counter()
    jobs = [(g, level, 4, kw.get("iterations"), kw.get("budget_ms")) for g in range(games)]
    if workers > 1:
        with ProcessPoolExecutor(workers) as ex:
            out = list(ex.map(_play_args, jobs, chunksize=1))
    else:
        out = [play(*j) for j in jobs]
    times = sorted(t for o in out for t in o[3])
    wins = sum(o[0] for o in out)
    return {
        "level": level, "games": games, "wins": wins, "win_rate": round(wins / games, 3),
        "mean_score": round(sum(o[1] for o in out) / games, 2),
        "mean_best_random_score": round(sum(o[2] for o in out) / games, 2),
        "ai_moves": len(times),
        "mean_move_ms": round(1000 * sum(times) / max(1, len(times)), 1),
        "max_move_ms": round(1000 * (times[-1] if times else 0), 1),
        "wall_s": round(time.perf_counter() - t0, 1),
    }


def search_speed(positions=12, budget_ms=None, iterations=300):
    """Iterations per second and time per move at each level over a sample of
    positions taken from seeded random 4-player games (decisions with more
    than one legal action)."""
    import pygame_core as pc
    from pygame_core.ai import mcts, LEVELS, heuristics_for
    from pygame_core.kernel.rng import Rng
    sample = _positions(positions)
    heur = heuristics_for(GAME)
    t = time.perf_counter()
    n = 0
    for i, (m, seat) in enumerate(sample):
        n += mcts.search(m, seat, Rng(i), heur, iterations=iterations).iterations
    elapsed = time.perf_counter() - t
    out = {"iterations_per_s": round(n / elapsed, 1), "positions": len(sample)}
    for level in LEVELS:
        t = time.perf_counter()
        for i, (m, seat) in enumerate(sample):
            pc.ai.choose(m, seat, level, seed=i)
        out[f"{level}_move_ms"] = round(1000 * (time.perf_counter() - t) / len(sample), 1)
    return out


def _positions(count):
    import pygame_core as pc
    from pygame_core.kernel.rng import Rng
    out, g = [], 0
    rng = Rng(12345)
    while len(out) < count:
        m = pc.new_match(GAME, players=4, seed=500 + g)
        g += 1
        steps = 0
        while not m.is_over() and len(out) < count:
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if len(legal) > 1 and rng.below(25) == 0:
                out.append((m.clone(), seat))
            m.act(seat, legal[rng.below(len(legal))])
            steps += 1
    return out


def run(games=200, workers=2, quick=False) -> dict:
    if quick:
        games = min(games, 8)
    return {
        "game": GAME,
        "speed": search_speed(6 if quick else 24),
        "vs_random": [win_rate("easy", games, workers), win_rate("normal", games, workers)],
        "targets": {"easy_win_rate": 0.5, "normal_win_rate": 0.7},
    }


def table(res) -> str:
    sp = res["speed"]
    lines = [f"AI ({res['game']}, CPython): {sp['iterations_per_s']} ISMCTS iterations/s; "
             + ", ".join(f"{k[:-8]} move {v} ms" for k, v in sp.items() if k.endswith("_move_ms"))]
    for r in res["vs_random"]:
        lines.append(f"  {r['level']:6} vs 3 random: {r['wins']}/{r['games']} wins "
                     f"({100 * r['win_rate']:.0f}%), mean score {r['mean_score']} vs best random "
                     f"{r['mean_best_random_score']}, move {r['mean_move_ms']} ms "
                     f"(max {r['max_move_ms']}), {r['wall_s']} s")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    import json
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    r = run(a.games, a.workers, a.quick)
    print(json.dumps(r, indent=1) if a.json else table(r))
