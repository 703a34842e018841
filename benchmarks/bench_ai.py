"""AI figures: the head-to-head ladder (``bench_ladder.py``: each level against
the level below, wins with 95% intervals, collapses, move times in CPython and
Pyodide), and as sanity lines search iterations per second, time to choose a
move at each level, and win rates against random bots (CPython).

    python3 -m benchmarks.bench_ai            # the full run (ladder: 60 games per pairing)
    python3 -m benchmarks.bench_ai --quick    # a few games, for a smoke run
    LUDI_BENCH_AI_GAMES=40 python3 build.py bench   # fewer games from build.py
    LUDI_LADDER_GAMES=60 LUDI_LADDER_HARD_GAMES=20 python3 build.py bench

``run(games=200, ...) -> dict`` is what ``build.py bench`` calls.  Win rates:
for each game and level its heuristics' ladder names (``Ladder.vs_random``), at
the ladder's players, the AI in seat ``g % players`` of game ``g`` (rotated
seats) against uniformly random bots; a shared win counts as a win, a collapse
as a loss.  The search speed is measured on Rome in Crisis (``GAME``).  Nothing
is printed on import.
"""
import os
import time

GAME = "rome-in-crisis"


def play(game_no, level, players=4, iterations=None, budget_ms=None, game=GAME):
    """One game: the AI at ``level`` in seat game_no % players, random bots elsewhere.
    Returns (won, ai score, best other score, AI move times in seconds, collapsed)."""
    import pygame_core as pc
    from pygame_core.kernel.rng import Rng
    m = pc.new_match(game, players=players, seed=1000 + game_no)
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
    return me in res["winners"], res["scores"][me], max(others), times, bool(res.get("collapsed"))


def parallel(fn, jobs, workers=2):
    """[fn(*job) for job in jobs], spread over ``workers`` forked processes
    (results come back as JSON); serial where fork is missing."""
    if workers <= 1 or not hasattr(os, "fork") or len(jobs) < 2:
        return [fn(*j) for j in jobs]
    import json
    procs = []
    for w in range(workers):
        r, wfd = os.pipe()
        pid = os.fork()
        if pid == 0:  # child: play its share, write it, leave at once
            os.close(r)
            try:
                out = {i: fn(*jobs[i]) for i in range(w, len(jobs), workers)}
                data = json.dumps(out).encode()
            except BaseException as e:  # report, never fall back into the parent's code
                data = json.dumps({"error": repr(e)}).encode()
            with os.fdopen(wfd, "wb") as f:
                f.write(data)
            os._exit(0)
        os.close(wfd)
        procs.append((pid, r))
    results = {}
    for pid, r in procs:
        with os.fdopen(r, "rb") as f:
            got = json.loads(f.read() or b"{}")
        os.waitpid(pid, 0)
        if "error" in got:
            raise RuntimeError(f"benchmark worker failed: {got['error']}")
        results.update({int(i): v for i, v in got.items()})
    return [results[i] for i in range(len(jobs))]


def win_rate(level, games, workers=2, iterations=None, game=GAME, players=4):
    """``games`` games, the AI in seat g % players against random bots.  A game
    that ends in a collapse of the Empire (Roman Empire) is a loss for all."""
    t0 = time.perf_counter()
    out = parallel(play, [(g, level, players, iterations, None, game) for g in range(games)],
                   workers)
    times = sorted(t for o in out for t in o[3])
    wins = sum(bool(o[0]) for o in out)
    return {
        "game": game, "players": players, "collapsed": sum(bool(o[4]) for o in out),
        "level": level, "games": games, "iterations": iterations, "wins": wins,
        "win_rate": round(wins / games, 3),
        "mean_score": round(sum(o[1] for o in out) / games, 2),
        "mean_best_random_score": round(sum(o[2] for o in out) / games, 2),
        "ai_moves": len(times),
        "mean_move_ms": round(1000 * sum(times) / max(1, len(times)), 1),
        "max_move_ms": round(1000 * (times[-1] if times else 0), 1),
        "wall_s": round(time.perf_counter() - t0, 1),
    }


def search_speed(positions=12, iterations=200):
    """ISMCTS iterations per second (fixed iterations), and the time each level
    takes to choose with its default budget, over positions from seeded
    random 4-player games (decisions with more than one legal action)."""
    import pygame_core as pc
    from pygame_core.ai import mcts, LEVELS, heuristics_for
    from pygame_core.kernel.rng import Rng
    sample = _positions(positions)
    heur = heuristics_for(pc.GAMES[GAME])
    t = time.perf_counter()
    n = 0
    for i, (m, seat) in enumerate(sample):
        n += mcts.search(m, seat, Rng(i), heur, iterations=iterations).iterations
    out = {"iterations_per_s": round(n / (time.perf_counter() - t), 1),
           "positions": len(sample)}
    for level in LEVELS:
        times = []
        for i, (m, seat) in enumerate(sample):
            t = time.perf_counter()
            pc.ai.choose(m, seat, level, seed=i)
            times.append(time.perf_counter() - t)
        out[f"{level}_move_ms"] = round(1000 * sum(times) / len(times), 1)
        out[f"{level}_max_move_ms"] = round(1000 * max(times), 1)
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


def run(games=None, workers=2, quick=False) -> dict:
    """All the AI figures.  The win-rate games give the normal AI its level's
    iteration cap instead of its clock, so they replay identically anywhere.
    ``games`` (the vs-random sanity lines) defaults to 20, or to $LUDI_BENCH_AI_GAMES."""
    from pygame_core.ai import LEVELS
    if games is None:
        games = int(os.environ.get("LUDI_BENCH_AI_GAMES", "20"))
    if quick:
        games = min(games, 8)
    normal_its = LEVELS["normal"]["max_iterations"]
    from benchmarks import ai_moves, bench_ladder
    from pygame_core.games import GAMES
    ladder = (bench_ladder.run(games=4, hard_games=2, workers=workers) if quick
              else bench_ladder.run(workers=workers))
    return {
        "ladder": ladder,
        "game": GAME,
        "speed": search_speed(6 if quick else 24),
        # Sanity lines: the levels each game's ladder names (Ladder.vs_random), one
        # seat against random seats at the ladder's players (a collapse is a loss).
        "vs_random": [win_rate(level, games, workers, game=game, players=players,
                               iterations=normal_its if level == "normal" else None)
                      for game, players in ai_moves.games_with_heuristics()
                      for level in GAMES[game].heuristics.ladder.vs_random],
        "targets": {"easy_win_rate": 0.5, "normal_win_rate": 0.7},
    }


def table(res) -> str:
    sp = res["speed"]
    lines = []
    if "ladder" in res:
        from benchmarks import bench_ladder
        lines.append(bench_ladder.table(res["ladder"]))
    lines += [f"AI ({res['game']}, CPython): {sp['iterations_per_s']} ISMCTS iterations/s; move: "
             + ", ".join(f"{lv} {sp[lv + '_move_ms']} ms (max {sp[lv + '_max_move_ms']})"
                         for lv in ("easy", "normal", "hard"))]
    for r in res["vs_random"]:
        its = f" at {r['iterations']} iterations" if r["iterations"] else ""
        lines.append(f"  {r.get('game', GAME)} {r['level']}{its} vs {r.get('players', 4) - 1} "
                     f"random: {r['wins']}/{r['games']} wins, {r.get('collapsed', 0)} collapses "
                     f"({100 * r['win_rate']:.0f}%), mean score {r['mean_score']} vs best random "
                     f"{r['mean_best_random_score']}, move {r['mean_move_ms']} ms "
                     f"(max {r['max_move_ms']}), {r['wall_s']} s")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    import json
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    r = run(a.games, a.workers, a.quick)
    print(json.dumps(r, indent=1) if a.json else table(r))
