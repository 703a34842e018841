"""Fit Time of Crisis's evaluation (issue 20): each seat's final legacy foreseen
from the table, one linear model per stage of the game, and the temperature of
each stage's chance to win.

Self-play by the easy policy (every seat), 4 players, seeds 610013 + 7919 g (not
the ladder's 100003 + 7919 g nor the screens').  A sample is the table where a
rollout of the search stops (``ai.horizon``: a player's turn begins): for every
seat its ``ai.features`` and, as the target, its final legacy (the Emperor Turns
bonus included) minus its legacy now.  Per stage (``ai.stage``: how near the
leader is to the legacy that ends the game), least squares with a light ridge
gives ``WEIGHTS``; then ``SIGMA``, the temperature of the softmax of the foreseen
final legacy that gives the winners the most likelihood (on a grid).  The last
fifth of the games is held out: the script prints the held-out error and the
winners' mean log chance under the fitted model and under the evaluation
``ai.evaluate`` had before (a logistic of the lead in ``ai.worth`` at a scale of
6, normalised over the seats).

    python3 benchmarks/fit_toc_eval.py --games 600      # prints the tables for ai.py

Needs numpy (a bench dependency; the page gets only the printed tables).
"""
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SEED_BASE, SEED_STRIDE = 610013, 7919


def self_play(g, players=4):
    """One easy game: [(stage, [features per seat], [legacy per seat], [old
    reward per seat])] at each player turn's start, the final legacy and winners."""
    import pygame_core as pc
    from pygame_core.games.time_of_crisis import ai
    from pygame_core.games.time_of_crisis.table import emperor
    from pygame_core.kernel.rng import Rng
    m = pc.new_match("time-of-crisis", players=players, seed=SEED_BASE + SEED_STRIDE * g)
    game, st = m.game, m.state
    rng = Rng(g)
    rows, seen = [], -1
    while not game.is_over(st):
        if st["turns"] != seen:
            seen = st["turns"]
            emp = emperor(st)
            ws = [ai.worth(st, s, emp) for s in range(players)]
            old = [1.0 / (1.0 + math.exp(-(ws[s] - max(ws[j] for j in range(players) if j != s))
                                         / 6.0)) for s in range(players)]
            rows.append((ai.stage(st), [ai.features(st, s) for s in range(players)],
                         [q["legacy"] for q in st["pl"]], old))
        seat = game.to_move(st)[0]
        legal = game.legal_actions(st, seat)
        a = legal[0] if len(legal) == 1 else ai.policy(st, seat, legal, rng)
        game.apply(st, seat, a, None)
    return rows, st["final"], st["winners"]


def fit(games, players=4, ridge=1.0):
    import numpy as np
    from pygame_core.games.time_of_crisis import ai
    t0 = time.process_time()
    data = [self_play(g, players) for g in range(games)]
    print(f"{games} games of self-play: {time.process_time() - t0:.0f} CPU s", file=sys.stderr)
    split = games - games // 5
    k = len(ai.FEATURES)
    weights, sigma, report = {}, {}, []
    for stage in range(ai.STAGES):
        def rows(part):
            X, y, now, win, old = [], [], [], [], []
            for rows_, final, winners in part:
                for st_, feats, legacy, olds in rows_:
                    if st_ != stage:
                        continue
                    win.append([1.0 / len(winners) if s in winners else 0.0
                                for s in range(players)])
                    tot = sum(olds)
                    old.append([o / tot for o in olds])
                    for s in range(players):
                        X.append(feats[s])
                        y.append(final[s] - legacy[s])
                        now.append(legacy[s])
            return (np.array(X, float), np.array(y, float), np.array(now, float),
                    np.array(win, float), np.array(old, float))
        X, y, now, win, _ = rows(data[:split])
        w = np.linalg.solve(X.T @ X + ridge * np.eye(k), X.T @ y)
        Xh, yh, nowh, winh, oldh = rows(data[split:])
        rmse = float(np.sqrt(np.mean((Xh @ w - yh) ** 2)))
        base = float(np.sqrt(np.mean((yh - y.mean()) ** 2)))

        def loglik(Xp, nowp, winp, sc):
            pred = ((Xp @ w + nowp) / sc).reshape(-1, players)
            pred = pred - pred.max(axis=1, keepdims=True)
            logz = np.log(np.exp(pred).sum(axis=1, keepdims=True))
            return float(((pred - logz) * winp).sum(axis=1).mean())
        best = max((1.0 + 0.5 * i for i in range(60)), key=lambda sc: loglik(X, now, win, sc))
        old_ll = float((np.log(np.maximum(oldh, 1e-9)) * winh).sum(axis=1).mean())
        weights[stage] = tuple(round(float(c), 3) for c in w)
        sigma[stage] = best
        report.append(f"stage {stage}: {len(y)} samples; held out: rmse {rmse:.2f} legacy "
                      f"(no model {base:.2f}); the winner's log chance "
                      f"{loglik(Xh, nowh, winh, best):.3f} at scale {best} (the old "
                      f"evaluation {old_ll:.3f}; even chances {math.log(1 / players):.3f})")
    print("\n".join(report), file=sys.stderr)
    return weights, sigma


def table(weights, sigma):
    lines = ["WEIGHTS = {"]
    for stage, w in weights.items():
        lines.append(f"    {stage}: {w!r},")
    lines.append("}")
    lines.append(f"SIGMA = {sigma!r}")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=600)
    a = ap.parse_args()
    print(table(*fit(a.games)))
