"""Where the clairvoyant's room comes from in Roman Empire (issue 36): one seat
plays normal's own search (its 70 paired playouts, the rule of thumb for every
seat) against four easy seats, seeing more of the hidden table than a player
can, one part at a time.  Measurement only (it lives here, never under
``pygame_core/``).

- ``none``: normal as it plays (determinized copies: the other hands and the
  deck drawn from what the seat cannot see);
- ``hands``: the other hands as they are; the deck, the leader deck and the
  dice to come resampled;
- ``deck``: the order of the deck and the dice to come as they will be; the
  other hands dealt afresh among themselves;
- ``all``: nothing hidden (benchmarks/clairvoyant.py at normal's playouts).

A move the heuristics call obvious is the policy's, as at every level.  The hero
sits in seat g % 5 of game g, seeds BASE + 7919 g.

    python3 -m benchmarks.re_hidden hands --seed-base 3000017 --games 300
"""
import json
import sys

from benchmarks.bench_ladder import SEED_STRIDE, wilson

GAME, PLAYERS, ITERATIONS = "roman-empire", 5, 70


class Sees:
    """The game, with ``determinize`` showing the part ``mode`` of the hidden table."""

    def __init__(self, game, mode):
        self._game, self.mode = game, mode

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, st, seat, rng):
        from pygame_core.kernel import copy_state
        from pygame_core.kernel.rng import seed_state
        s2 = copy_state(st)
        if self.mode == "all":
            return s2
        if self.mode == "deck":
            others = [p for p in range(s2["n"]) if p != seat]
            pool = [c for p in others for c in s2["hands"][p]]
            rng.shuffle(pool)
            for p in others:
                k = len(s2["hands"][p])
                s2["hands"][p], pool = pool[:k], pool[k:]
            return s2
        rng.shuffle(s2["deck"])                 # "hands"
        rng.shuffle(s2["leader_deck"])
        s2["rng"] = seed_state(int(rng.random() * (1 << 30)))
        return s2


def choose(m, seat, seed, mode):
    import pygame_core as pc
    from pygame_core.ai import heuristics_for, mcts
    from pygame_core.kernel import Match
    from pygame_core.kernel.rng import Rng
    legal = m.legal_actions(seat)
    heur = heuristics_for(m.game)
    if mode == "none" or len(legal) == 1 or heur.obvious(m.state, seat, legal):
        return pc.ai.choose(m, seat, "normal", seed=seed, iterations=ITERATIONS)
    seen = Match(Sees(m.game, mode), m.players, m.seed, m.options, _state=m.state)
    prior = mcts.action_key(heur.policy(m.state, seat, legal, Rng(seed)))
    s = heur.search(seen, seat, Rng(seed), heur, prior=prior, level="normal")
    s.run(ITERATIONS, None, max_iterations=ITERATIONS)
    best = s.best_key()
    return next(a for a in legal if mcts.action_key(a) == best)


def play(job):
    import pygame_core as pc
    mode, base, g = job
    m = pc.new_match(GAME, players=PLAYERS, seed=base + SEED_STRIDE * g)
    me, step = g % PLAYERS, 0
    while not m.is_over():
        seat = m.to_move()[0]
        seed = SEED_STRIDE * g + step
        a = (choose(m, seat, seed, mode) if seat == me
             else pc.ai.choose(m, seat, "easy", seed=seed))
        m.act(seat, a)
        step += 1
    res = m.result()
    return me in res["winners"], bool(res.get("collapsed"))


if __name__ == "__main__":
    import argparse
    import multiprocessing as mp
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=("none", "hands", "deck", "all"))
    ap.add_argument("--seed-base", type=int, default=3000017)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--workers", type=int, default=2)
    a = ap.parse_args()
    with mp.get_context("fork").Pool(a.workers) as pool:
        out = pool.map(play, [(a.mode, a.seed_base, g) for g in range(a.games)], chunksize=4)
    wins = sum(w for w, _ in out)
    print(json.dumps({"mode": a.mode, "seeds": f"{a.seed_base} + {SEED_STRIDE} * g",
                      "games": len(out), "wins": wins, "wilson95": wilson(wins, len(out)),
                      "collapses": sum(c for _, c in out)}))
    sys.exit(0)
