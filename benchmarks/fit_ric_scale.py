"""Fit Rome in Crisis's evaluation scale (issue 20): how big a lead in
``ai.potential`` makes a seat the likely winner, by Emperors removed so far.

Self-play by the easy policy (every seat), 4 players, seeds 700001 + 7919 g (not
the ladder's 100003 + 7919 g nor the screens' 300007 + 7919 g).  A sample is the
table at the start of each turn (where the search's rollouts stop,
``ai.horizon``): for every seat its lead over the best rival in potential, the
Emperors removed so far (End: the second removal ends the game) and whether the
seat won (a shared win counts its share).  For each removal count, the scale of
the logistic ``1 / (1 + exp(-lead / scale))`` that gives the winners the most
likelihood, on a grid; the log-loss of the fitted scales and of the single
scale of 6 that ``ai.evaluate`` uses today is printed.

    python3 -m benchmarks.fit_ric_scale --games 150      # prints SCALE for ai.py

Pure Python (nothing to install).
"""
import math


SEED_BASE, SEED_STRIDE = 700001, 7919
GRID = (4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 24)


def self_play(g, players=4):
    """[(removals, lead, share won)] per seat at each turn's start of one easy game."""
    import pygame_core as pc
    from pygame_core.games.rome_in_crisis import ai
    m = pc.new_match("rome-in-crisis", players=players, seed=SEED_BASE + SEED_STRIDE * g)
    seen, snaps, step = None, [], 0
    while not m.is_over():
        st = m.state
        if st["turn"] != seen:
            seen = st["turn"]
            held = ai._held(st)
            vs = [ai.potential(st, s, held) for s in range(players)]
            snaps.append((st["removals"], [vs[s] - max(vs[j] for j in range(players) if j != s)
                                           for s in range(players)]))
        seat = m.to_move()[0]
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=SEED_STRIDE * g + step))
        step += 1
    won = m.result()["winners"]
    share = [1.0 / len(won) if s in won else 0.0 for s in range(players)]
    return [(r, leads[s], share[s]) for r, leads in snaps for s in range(players)]


def log_loss(rows, scale):
    t = 0.0
    for _, lead, w in rows:
        p = min(max(1.0 / (1.0 + math.exp(-lead / scale)), 1e-9), 1 - 1e-9)
        t -= w * math.log(p) + (1 - w) * math.log(1 - p)
    return t / max(1, len(rows))


def fit(rows):
    """{removals: best scale on GRID}."""
    return {r: min(GRID, key=lambda sc: log_loss([x for x in rows if x[0] == r], sc))
            for r in sorted({x[0] for x in rows})}


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=150)
    a = ap.parse_args()
    rows = []
    for g in range(a.games):
        rows += self_play(g)
    scales = fit(rows)
    fitted = sum(log_loss([x for x in rows if x[0] == r], sc) * sum(1 for x in rows if x[0] == r)
                 for r, sc in scales.items()) / len(rows)
    print(f"{a.games} games, {len(rows)} samples; scale by removals: {scales}")
    print(f"log-loss: fitted {fitted:.4f}, one scale of 6 {log_loss(rows, 6.0):.4f}")
