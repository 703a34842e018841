"""Fit Rome in Crisis's foresight evaluation (issue 20): each seat's points to
come foreseen from the table, one linear model per count of Emperors removed,
and the temperature of each model's chance to win.

Self-play by the easy policy (every seat), 4 players, seeds 800011 + 7919 g (not
the ladder's 100003 + 7919 g, nor the screens' 300007 / 500009, nor
fit_ric_scale.py's 700001).  A sample is the table at the first decision of a
turn (where the search's playouts stop, ``ai.horizon``): for every seat its
``ai.features`` and, as the target, its final points minus its points now.  Per
removal count, least squares (a light ridge) gives ``WEIGHTS``; then ``SIGMA``,
the temperature of the softmax of the foreseen final points that gives the
winners the most likelihood (a grid).  The last fifth of the games is held out:
the fit's error there and the winners' log chance under the fitted model and
under ``ai.evaluate`` (today's logistic of ``potential``) are printed.

    python3 -m benchmarks.fit_ric_eval --games 400     # prints the tables for ai.py

Needs numpy (a bench dependency; the page gets only the printed tables).
"""
import math
import sys
import time


SEED_BASE, SEED_STRIDE = 800011, 7919
PLAYERS = 4


def self_play(g, players=PLAYERS):
    """One easy game: [(removals, [features per seat], [points per seat], [old
    evaluation per seat])] at each turn's first decision; the final points and
    the winners."""
    import pygame_core as pc
    from pygame_core.games.rome_in_crisis import ai
    from pygame_core.kernel.rng import Rng
    m = pc.new_match("rome-in-crisis", players=players, seed=SEED_BASE + SEED_STRIDE * g)
    game, st = m.game, m.state
    rng = Rng(g)
    rows, seen = [], None
    while not game.is_over(st):
        if st["turn"] != seen:
            seen = st["turn"]
            rows.append((st["removals"], [ai.features(st, s) for s in range(players)],
                         list(st["scores"]), ai.evaluate(game, st, players)))
        seat = game.to_move(st)[0]
        legal = game.legal_actions(st, seat)
        a = legal[0] if len(legal) == 1 else ai.policy(st, seat, legal, rng)
        game.apply(st, seat, a, None)
    return rows, list(st["scores"]), list(st["winners"])


def fit(games, players=PLAYERS, ridge=1.0):
    import numpy as np
    from benchmarks.fitting import held_out, ridge_fit, winners_log_chance
    from pygame_core.games.rome_in_crisis import ai
    t0 = time.process_time()
    data = [self_play(g, players) for g in range(games)]
    print(f"{games} games of self-play: {time.process_time() - t0:.0f} CPU s", file=sys.stderr)
    split = games - games // 5
    weights, sigma, report = {}, {}, []
    for stage in (0, 1):
        def rows(part):
            X, y, now, win, old = [], [], [], [], []
            for rows_, final, winners in part:
                for r, feats, pts, ev in rows_:
                    if min(r, 1) != stage:
                        continue
                    win.append([1.0 / len(winners) if s in winners else 0.0
                                for s in range(players)])
                    old.append(ev)
                    for s in range(players):
                        X.append(feats[s])
                        y.append(final[s] - pts[s])
                        now.append(pts[s])
            return (np.array(X, float), np.array(y, float), np.array(now, float),
                    np.array(win, float), np.array(old, float))
        X, y, now, win, _ = rows(data[:split])
        w = ridge_fit(X, y, ridge)
        Xh, yh, nowh, winh, oldh = rows(data[split:])
        rmse, base = held_out(Xh, yh, w, y)

        def loglik(Xp, nowp, winp, sc):
            return winners_log_chance(Xp @ w + nowp, winp, players, sc)
        best = max((1.0 + 0.5 * i for i in range(80)), key=lambda sc: loglik(X, now, win, sc))
        # today's evaluation: independent logistic rewards, normalized to chances
        oldp = oldh / oldh.sum(axis=1, keepdims=True)
        old_ll = float((np.log(np.maximum(oldp, 1e-9)) * winh).sum(axis=1).mean())
        weights[stage] = tuple(round(float(c), 3) for c in w)
        sigma[stage] = best
        report.append(f"removals {stage}{'+' if stage else ''}: {len(y)} samples; held out: "
                      f"rmse {rmse:.1f} points (no model {base:.1f}); the winner's log chance "
                      f"{loglik(Xh, nowh, winh, best):.3f} at scale {best} (today's "
                      f"evaluation, normalized, {old_ll:.3f}; even chances "
                      f"{math.log(1.0 / players):.3f})")
        coef = ", ".join(f"{n} {c:+.2f}" for n, c in zip(ai.FEATURES, w))
        report.append(f"  {coef}")
    print("\n".join(report), file=sys.stderr)
    return weights, sigma


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400)
    a = ap.parse_args()
    from benchmarks.fitting import table
    print(table(*fit(a.games)))
