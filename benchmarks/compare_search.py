"""Search speed, before and after, in one run: the AI of another checkout
(``--base``: a directory holding an older ``pygame_core``, e.g. from
``git archive <commit> pygame_core | tar -x -C /tmp/base``) and this one choose
on the same positions at each level's iteration cap, interleaved position by
position so that the machine's load falls on both alike.  Prints the time per
move of each and the ratio (base / this).

    python3 benchmarks/compare_search.py --base /tmp/base --positions 8
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
its = {"normal": 300, "hard": 2000}[level]
(m, seat) = ai_moves.positions(game, players, count)[which]
t = time.perf_counter()
pc.ai.choose(m, seat, level, seed=which, iterations=its)
print(json.dumps(time.perf_counter() - t))
'''


def one(root, game, players, level, count, which):
    out = subprocess.run([sys.executable, "-c", CHILD, str(root), str(HERE), game, str(players),
                          level, str(count), str(which)], capture_output=True, text=True)
    if out.returncode:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def compare(base, count=8, levels=("normal",)):
    root = HERE.parent
    res = {}
    for game, players in (("rome-in-crisis", 4), ("roman-empire", 5)):
        for level in levels:
            tb = tn = 0.0
            for i in range(count):
                tb += one(base, game, players, level, count, i)
                tn += one(root, game, players, level, count, i)
            res[f"{game}/{level}"] = {"base_ms": round(1000 * tb / count, 1),
                                      "this_ms": round(1000 * tn / count, 1),
                                      "speedup": round(tb / tn, 2)}
    return res


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--positions", type=int, default=8)
    ap.add_argument("--levels", default="normal")
    a = ap.parse_args()
    print(json.dumps(compare(os.path.abspath(a.base), a.positions, a.levels.split(",")), indent=1))
