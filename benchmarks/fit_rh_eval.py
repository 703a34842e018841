"""Fit Roman History's evaluation (issue 20): each seat's final VP foreseen from
the table, one linear model per age, and the scale of each age's chance to win.

Self-play by the easy policy (every seat), 4 players, seeds 600011 + 7919 g (not
the ladder's 100003 + 7919 g).  A sample is the table at the first decision of a
turn (where the search's playouts stop, ``ai.horizon``): for every seat its
``ai.features`` and, as the target, its final VP minus its VP now.  Per age,
least squares (a light ridge) gives ``WEIGHTS``; then ``SIGMA``, the
temperature of the softmax of the foreseen final VP that best gives each seat
its chance to finish first (maximum likelihood of the winners, on a grid).  The last fifth of the games is
held out and the fit's error on it printed.

    python3 -m benchmarks.fit_rh_eval --games 300      # prints the tables for ai.py

Needs numpy (a bench dependency; the page gets only the printed tables).
"""
import math
import sys
import time


SEED_BASE, SEED_STRIDE = 600011, 7919


def self_play(g, players=4):
    """One easy game: [(age, [features per seat], [vp per seat])] at each turn's
    first decision, and the final VP and winners."""
    import pygame_core as pc
    from pygame_core.games.roman_history import ai
    from pygame_core.kernel.rng import Rng
    m = pc.new_match("roman-history", players=players, seed=SEED_BASE + SEED_STRIDE * g)
    game, st = m.game, m.state
    rng = Rng(g)
    rows, seen = [], -1
    while not game.is_over(st):
        if st["turns"] != seen:
            seen = st["turns"]
            rows.append((st["age"], [ai.features(st, s) for s in range(players)],
                         [q["vp"] for q in st["players"]]))
        seat = game.to_move(st)[0]
        legal = game.legal_actions(st, seat)
        a = legal[0] if len(legal) == 1 else ai.policy(st, seat, legal, rng)
        game.apply(st, seat, a, None)
    res = game.result(st)
    return rows, res["scores"], res["winners"]


def fit(games, players=4, ridge=1.0):
    import numpy as np
    from benchmarks.fitting import held_out, ridge_fit, winners_log_chance
    t0 = time.process_time()
    data = [self_play(g, players) for g in range(games)]
    print(f"{games} games of self-play: {time.process_time() - t0:.0f} CPU s", file=sys.stderr)
    split = games - games // 5
    weights, sigma = {}, {}
    report = []
    for age in range(1, 7):
        def rows(part):
            X, y, groups = [], [], []
            for rows_, final, winners in part:
                for a, feats, vps in rows_:
                    if a != age:
                        continue
                    groups.append((len(X), [1.0 / len(winners) if s in winners else 0.0
                                            for s in range(players)]))
                    for s in range(players):
                        X.append(feats[s])
                        y.append(final[s] - vps[s])
            return np.array(X, float), np.array(y, float), groups
        X, y, groups = rows(data[:split])
        w = ridge_fit(X, y, ridge)
        Xh, yh, gh = rows(data[split:])
        rmse, base = held_out(Xh, yh, w, y)

        def vp_of(part):
            vs = []
            for rows_, _, _ in part:
                for a, _, vps in rows_:
                    if a == age:
                        vs.extend(vps)
            return np.array(vs, float)

        def loglik(Xp, groups_, vp_now, sc):
            win = np.array([g for _, g in groups_], float)
            return winners_log_chance(Xp @ w + vp_now, win, players, sc)
        vt, vh = vp_of(data[:split]), vp_of(data[split:])
        best = max((2.0 + 2.0 * i for i in range(60)), key=lambda sc: loglik(X, groups, vt, sc))
        flat = math.log(1.0 / players)
        weights[age] = tuple(round(float(c), 3) for c in w)
        sigma[age] = best
        report.append(f"age {age}: {len(y)} samples; held out: rmse {rmse:.1f} VP "
                      f"(no model {base:.1f}); the winner's log chance {loglik(Xh, gh, vh, best):.3f} "
                      f"(even chances {flat:.3f}) at scale {best}")
    print("\n".join(report), file=sys.stderr)
    return weights, sigma


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    a = ap.parse_args()
    from benchmarks.fitting import table
    print(table(*fit(a.games)))
