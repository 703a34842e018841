"""AI move times on fixed positions: one workload for CPython and Pyodide alike.

``workload(positions, levels)`` samples ``positions`` decisions (more than one
legal action) per game with heuristics from seeded random games, then times
``pc.ai.choose`` at each level with the level's fixed iteration count (its cap,
``LEVELS``), so the figure is the time a move takes at the strength the ladder
measures.  Returns per game and level: mean and median ms per move, and the
search's iterations per second.  Pure Python (no files, no processes), so
``benchmarks/pyodide_run.mjs`` runs it in Pyodide under Node unchanged.
"""
import statistics
import time

import pygame_core as pc
from pygame_core.ai import LEVELS, heuristics_for, level_config
from pygame_core.games import GAMES
from pygame_core.kernel.rng import Rng

def games_with_heuristics():
    """(game id, players) of every playable game whose ai.py gives heuristics,
    at the players its ladder declares (``Ladder.players``)."""
    out = []
    for g in pc.list_games():
        heur = GAMES[g.id].heuristics if g.playable else None
        if heur is not None:                                      # its own, not random play
            out.append((g.id, heur.ladder.players if heur.ladder else min(4, g.max_players)))
    return out


def positions(game, players, count, seed=12345, searched=False):
    """``count`` decisions from seeded random games (every 8th choice, about).
    ``searched``: only decisions the AI levels search (not those the game's
    heuristics call obvious, which every level plays at once by its rule of
    thumb): the moves a player waits on."""
    out, g = [], 0
    rng = Rng(seed)
    obvious = heuristics_for(GAMES[game]).obvious if searched else None
    while len(out) < count:
        m = pc.new_match(game, players=players, seed=500 + 7919 * g)
        g += 1
        while not m.is_over() and len(out) < count:
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if len(legal) > 1 and rng.below(8) == 0 and not (
                    obvious is not None and obvious(m.state, seat, legal)):
                out.append((m.clone(), seat))
            m.act(seat, legal[rng.below(len(legal))])
    return out


def cap(level, game=None):
    """The level's iteration cap for ``game`` (None: the easy level, no search)."""
    cfg = level_config(GAMES[game], level) if game is not None else LEVELS[level]
    return None if cfg is None else cfg["max_iterations"]


def cpu_clock():
    """Seconds of CPU this process has used, so that a figure taken on a
    loaded machine still says what a move costs: ``time.process_time`` in
    CPython; in Pyodide under Node, Node's ``process.cpuUsage`` (Pyodide's
    ``process_time`` is the wall clock there)."""
    try:
        import js                           # Pyodide only
        usage = js.process.cpuUsage

        def clock():
            u = usage()
            return (u.user + u.system) / 1e6
        clock()
        return clock
    except Exception:                       # CPython, or a browser (no process)
        return time.process_time


def workload(count=8, levels=("easy", "normal", "hard"), games=None, searched=False):
    """Per game and level: wall-clock ms per move (mean, median, max), the
    CPU ms per move (``cpu_*``: what the move costs whatever the load) and
    the search's iterations per second of CPU."""
    out = {}
    cpu = cpu_clock()
    for game, players in (games or games_with_heuristics()):
        sample = positions(game, players, count, searched=searched)
        row = {"players": players, "positions": len(sample)}
        for level in levels:
            times, cpus = [], []
            for i, (m, seat) in enumerate(sample):
                t, c = time.perf_counter(), cpu()
                pc.ai.choose(m, seat, level, seed=i, iterations=cap(level, game))
                times.append(1000 * (time.perf_counter() - t))
                cpus.append(1000 * (cpu() - c))
            row[level] = {"iterations": cap(level, game),
                          "mean_ms": round(statistics.fmean(times), 1),
                          "median_ms": round(statistics.median(times), 1),
                          "max_ms": round(max(times), 1),
                          "cpu_median_ms": round(statistics.median(cpus), 1),
                          "cpu_max_ms": round(max(cpus), 1)}
            if cap(level, game):
                row[level]["iterations_per_s"] = round(
                    1000 * cap(level, game) * len(times) / max(1e-9, sum(times)), 1)
                row[level]["iterations_per_cpu_s"] = round(
                    1000 * cap(level, game) * len(cpus) / max(1e-9, sum(cpus)), 1)
        out[game] = row
    return out
