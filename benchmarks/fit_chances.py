"""Fit each game's estimate of the chance to win (issue 35; ``Game.win_chances``,
``pygame_core/ai/chances.py``): the weights of its conditional logit, per stage,
by maximum likelihood (Newton's method, a light ridge) on the fit set of AI
games (``review_games.py``: ``benchmarks/data/review/<game>-fit.jsonl``), at up
to 100 positions a game; the target is each seat's share of the win (and
"nobody" where the Empire collapsed).  Prints the ``CHANCES`` table to paste
into the game's ``ai.py``, and the log-loss and calibration error on the fit
set (the held-out games are ``bench_review.py``'s).

    python3 -m benchmarks.fit_chances --game rome-in-crisis

Needs numpy (a bench dependency; the page gets only the printed table).
"""
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent

RIDGE = 1.0


def dataset(game, which, limit=None):
    """``which``: a set's name, or several joined by commas (their positions together)."""
    if "," in which:
        parts = [dataset(game, w, limit) for w in which.split(",")]
        import numpy as np
        out = {}
        for part in parts:
            for stage, (X, mask, Y, d, dz) in part.items():
                if stage in out:
                    X0, m0, Y0, _, _ = out[stage]
                    X, mask, Y = np.concatenate([X0, X]), np.concatenate([m0, mask]), np.concatenate([Y0, Y])
                out[stage] = (X, mask, Y, d, dz)
        return out
    return _dataset(game, which, limit)


def _dataset(game, which, limit=None):
    """{stage: (alternatives' features, mask, outcomes)} as numpy arrays: one
    group a position, its alternatives the seats (padded to 6) and, where the
    game has one, "nobody" (the table's row in its own columns)."""
    import numpy as np
    import pygame_core as pc
    from benchmarks import review_games
    ai = sys.modules[type(pc.GAMES[game]).__module__.rsplit(".", 1)[0] + ".ai"]
    groups = {}
    for _, m, outcome in review_games.positions(game, which, limit=limit):
        stage, rows, table = ai.chance_features(m.state)
        groups.setdefault(stage, []).append((rows, table, outcome))
    out = {}
    for stage, gs in groups.items():
        d = len(gs[0][0][0])
        dz = len(gs[0][1]) if gs[0][1] is not None else 0
        A = 6 + (1 if dz else 0)
        X = np.zeros((len(gs), A, d + dz))
        mask = np.zeros((len(gs), A), bool)
        Y = np.zeros((len(gs), A))
        for i, (rows, table, outcome) in enumerate(gs):
            for s, row in enumerate(rows):
                X[i, s, :d] = row
                mask[i, s] = True
                Y[i, s] = outcome[s]
            if dz:
                X[i, 6, d:] = table
                mask[i, 6] = True
                Y[i, 6] = outcome[-1]
        out[stage] = (X, mask, Y, d, dz)
    return out


def chances(X, mask, theta):
    import numpy as np
    u = np.where(mask, X @ theta, -np.inf)
    u = u - u.max(axis=1, keepdims=True)
    e = np.where(mask, np.exp(u), 0.0)
    return e / e.sum(axis=1, keepdims=True)


def fit_stage(X, mask, Y, ridge=RIDGE, steps=50):
    """The weights maximizing the likelihood of the outcomes (Newton)."""
    import numpy as np
    D = X.shape[2]
    theta = np.zeros(D)
    for _ in range(steps):
        P = chances(X, mask, theta)
        g = np.einsum("ga,gad->d", P - Y, X) + ridge * theta
        mean = np.einsum("ga,gad->gd", P, X)
        H = (np.einsum("ga,gad,gae->de", P, X, X) - np.einsum("gd,ge->de", mean, mean)
             + ridge * np.eye(D))
        step = np.linalg.solve(H, g)
        theta -= step
        if np.abs(step).max() < 1e-7:
            break
    return theta


def report(P, mask, Y):
    """(log-loss per position, Brier per seat, calibration error over ten buckets)."""
    import numpy as np
    ll = -float((np.where(mask & (Y > 0), Y * np.log(np.maximum(P, 1e-12)), 0)).sum() / len(P))
    p, y = P[mask], Y[mask]
    brier = float(((p - y) ** 2).mean())
    bucket = np.minimum((p * 10).astype(int), 9)
    ece = sum(abs(p[bucket == b].mean() - y[bucket == b].mean()) * (bucket == b).sum()
              for b in range(10) if (bucket == b).any()) / len(p)
    return ll, brier, float(ece)


def fit(game, limit=None, which="fit"):
    t0 = time.process_time()
    data = dataset(game, which, limit)
    print(f"{game}: positions read in {time.process_time() - t0:.0f} CPU s", file=sys.stderr)
    table = {}
    for stage in sorted(data):
        X, mask, Y, d, dz = data[stage]
        theta = fit_stage(X, mask, Y)
        P = chances(X, mask, theta)
        ll, brier, ece = report(P, mask, Y)
        print(f"  stage {stage}: {len(X)} positions; log-loss {ll:.3f}, Brier {brier:.4f}, "
              f"calibration error {ece:.3f} (fit set)", file=sys.stderr)
        w = tuple(round(float(c), 4) for c in theta[:d])
        table[stage] = (w, tuple(round(float(c), 4) for c in theta[d:])) if dz else w
    return table


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--limit", type=int, default=None, help="the first N games of the set")
    ap.add_argument("--sets", default="fit",
                    help="the stored sets fitted on, comma-separated (issue 44: fit,mixed-fit)")
    a = ap.parse_args()
    print("CHANCES = {")
    for stage, w in fit(a.game, a.limit, a.sets).items():
        print(f"    {stage!r}: {w!r},")
    print("}")
