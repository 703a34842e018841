"""The review's times on given games: one workload for CPython and Pyodide alike
(``bench_review.py`` runs it under Node through ``pyodide_run.mjs``).

``workload(links)``: for each game (a link text, ``kernel/link.py``), the
review of the seat that moved most, driven as the page's worker drives it
(slices of SLICE_MS): the time to the graph (the replay to the end: chances,
scores, statistics), the time to that seat's turning points, each in wall
clock and CPU, and the longest slice; and the account of luck and skill
(issue 44, ``pygame_core/ai/account.py``), worked out after the graph: the
time from the graph to it (target: within 30 s in Pyodide), the moves of
chance it resampled.  Pure Python, no files.
"""
import time

import pygame_core as pc
from pygame_core.ai.review import Review
from pygame_core.kernel import link

from benchmarks.ai_moves import cpu_clock

SLICE_MS = 80


def workload(links, turning=True):
    """``turning``: False for the graph and the account alone (no seat's
    turning points: every seat's account, minutes sooner)."""
    out = []
    cpu = cpu_clock()
    for text in links:
        m, plays = link.replay(text, pc.GAMES)
        actions = [[s, a] for s, a in plays]
        seat = max(range(m.players), key=lambda s: sum(1 for x, _ in actions if x == s))
        start = pc.load_match(m.save())
        t0, c0 = time.perf_counter(), cpu()
        r = Review(start, actions, [seat] if turning else [])
        steps = r.steps()
        graph = acct = None
        longest = 0.0
        while not r.done:
            t = time.perf_counter()
            while not r.done and time.perf_counter() - t < SLICE_MS / 1000.0:
                next(steps, None)
            longest = max(longest, time.perf_counter() - t)
            if graph is None and r.graph is not None:
                graph = (time.perf_counter() - t0, cpu() - c0)
            if acct is None and r.account.done:
                acct = (time.perf_counter() - t0 - graph[0], cpu() - c0 - graph[1])
        res = r.result() if turning else {"turning_points": [{"points": []}]}
        out.append({"game": m.game_id, "players": m.players, "moves": len(actions),
                    "seat": seat, "decisions": len(r.decisions.get(seat, ())),
                    "turning_points": len(res["turning_points"][0]["points"]),
                    "graph_s": round(graph[0], 2), "graph_cpu_s": round(graph[1], 2),
                    "account_s": round(acct[0], 2), "account_cpu_s": round(acct[1], 2),
                    "chance_moves": r.account.chance_moves,
                    "resamples": r.account.resamples,
                    "turning_s": round(time.perf_counter() - t0, 1),
                    "turning_cpu_s": round(cpu() - c0, 1),
                    "longest_slice_ms": round(1000 * longest)})
    return out
