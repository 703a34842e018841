"""Search speed, before and after, in one run: the AI of another checkout
(``--base``: a directory holding an older ``pygame_core``, e.g. from
``git archive <commit> pygame_core | tar -x -C /tmp/base``) and this one choose
on the same positions at each level's iteration cap, interleaved position by
position so that the machine's load falls on both alike, each timed in CPU
seconds of its own process (the machine is shared).  Prints the time per
move of each and the ratio (base / this), and the search's iterations per
second on the moves both searched (a move this checkout calls obvious is not
searched, so the time per move gains more than the search).

    python3 -m benchmarks.compare_search --base /tmp/base --positions 8
"""
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CHILD = r'''
import sys, time, json
sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2])
import pygame_core as pc
import ai_moves
from pygame_core.kernel.rng import Rng
game, players, level, count, which = sys.argv[3], int(sys.argv[4]), sys.argv[5], int(sys.argv[6]), int(sys.argv[7])
its = int(sys.argv[8])
from pygame_core.ai import mcts
done = [0]
run = mcts.Search.run
def counted(self, *a, **k):
    r = run(self, *a, **k)
    done[0] += self.iterations
    return r
mcts.Search.run = counted
(m, seat) = ai_moves.positions(game, players, count)[which]
t = time.process_time()
pc.ai.choose(m, seat, level, seed=which, iterations=its)
print(json.dumps([time.process_time() - t, done[0]]))
'''


def one(root, game, players, level, count, which, its):
    out = subprocess.run([sys.executable, "-c", CHILD, str(root), str(HERE), game, str(players),
                          level, str(count), str(which), str(its)], capture_output=True, text=True)
    if out.returncode:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(base, count=8, levels=("normal",), iterations=None):
    """Both checkouts at the same iteration count: ``iterations``, or this
    checkout's cap for the level in that game (``ai_moves.cap``)."""
    from benchmarks import ai_moves
    root = HERE.parent
    res = {}
    for game, players in (("rome-in-crisis", 4), ("roman-empire", 5)):
        for level in levels:
            its = iterations or ai_moves.cap(level, game)
            tb = tn = 0.0
            sb = sn = ib = i_n = 0.0        # positions both searched: seconds, iterations
            for i in range(count):
                b, bits = one(base, game, players, level, count, i, its)
                n, nits = one(root, game, players, level, count, i, its)
                tb, tn = tb + b, tn + n
                if bits and nits:
                    sb, sn, ib, i_n = sb + b, sn + n, ib + bits, i_n + nits
            res[f"{game}/{level}"] = {
                "iterations": its, "positions": count,
                "base_ms": round(1000 * tb / count, 1), "this_ms": round(1000 * tn / count, 1),
                "speedup": round(tb / tn, 2),
                # the search alone (moves both searched; an obvious move is not searched)
                "base_it_s": round(ib / max(1e-9, sb), 1), "this_it_s": round(i_n / max(1e-9, sn), 1),
                "it_s_speedup": round((i_n / max(1e-9, sn)) / max(1e-9, ib / max(1e-9, sb)), 2)}
    return res


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--positions", type=int, default=8)
    ap.add_argument("--levels", default="normal")
    ap.add_argument("--iterations", type=int, default=None,
                    help="the same count for every level (default: each level's cap here)")
    a = ap.parse_args()
    print(json.dumps(compare(os.path.abspath(a.base), a.positions, a.levels.split(","),
                             a.iterations), indent=1))
