"""The clairvoyant ceiling (issue 20): how often a player who sees everything wins.

Measurement only (it lives here, never under ``pygame_core/``, so the page cannot
reach it).  The clairvoyant seat searches the true state instead of
determinized copies: every hand, the order of every deck and the game's random
stream, so the dice to come too (a die rolled in its search is the die the game
will roll, as long as the same draws come first).  It uses the game's own search
(its ``Search`` or the shared tree search) with the hard level's iteration cap,
the policy's choice as the prior.  It plays one seat (``g % players`` in game g)
against easy seats; its win share is the ceiling that luck leaves for skill.
``--vs normal`` seats normal AIs instead (each at its iteration cap): the
ceiling above the hard-vs-normal pairing, which the one against easy seats
overstates where normal seats are harder to beat.

    python3 -m benchmarks.clairvoyant --game roman-history --games 30
    python3 -m benchmarks.clairvoyant --game rome-in-crisis,time-of-crisis --games 60 --minutes 70
    python3 -m benchmarks.clairvoyant --game roman-empire --games 60 --vs normal
    python3 -m benchmarks.clairvoyant --record /tmp/cv_rh.json ...   # into results.json
"""
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
from benchmarks.bench_ladder import SEED_STRIDE, wilson

SEED_BASE = 100003          # the ladder's games (a measurement, nothing is tuned on it)


class Seer:
    """A game whose ``determinize`` hands back the true state: nothing hidden."""

    def __init__(self, game):
        self._game = game

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, st, seat, rng):
        from pygame_core.kernel import copy_state
        return copy_state(st)


def choose(m, seat, seed, iterations):
    """The clairvoyant's move: the game's search on the true state.  A move
    the game's heuristics call obvious is the policy's, at once, as at every
    level of ``pygame_core.ai.choose`` (Time of Crisis searches only which
    action to take and its target: searching its hundreds of card takes
    too would cost hours a game and play worse, ai.py's notes)."""
    from pygame_core.ai import heuristics_for, mcts
    from pygame_core.kernel import Match, copy_state
    from pygame_core.kernel.rng import Rng
    legal = m.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    heur = heuristics_for(m.game)
    rng = Rng(seed)
    if heur.obvious is not None and heur.obvious(m.state, seat, legal):
        pick = heur.policy(copy_state(m.state), seat, legal, rng)
        return next(a for a in legal if a == pick)
    seen = Match(Seer(m.game), m.players, m.seed, m.options, _state=m.state)
    prior = mcts.action_key(heur.policy(m.state, seat, legal, Rng(seed)))
    own = heur.search
    s = (own(seen, seat, rng, heur, prior=prior, level="hard") if own is not None
         else mcts.Search(seen, seat, rng, heur, prior=prior))
    s.run(iterations, None, max_iterations=iterations)
    best = s.best_key()
    return next(a for a in legal if mcts.action_key(a) == best)


def play(game, players, g, seed_base=SEED_BASE, vs="easy"):
    import pygame_core as pc
    from benchmarks.ai_moves import cap
    m = pc.new_match(game, players=players, seed=seed_base + SEED_STRIDE * g)
    me = g % players
    its = cap("hard", game)
    cpu = time.process_time()
    step = 0
    while not m.is_over():
        seat = m.to_move()[0]
        if seat == me:
            a = choose(m, seat, SEED_STRIDE * g + step, its)
        else:
            a = pc.ai.choose(m, seat, vs, seed=SEED_STRIDE * g + step, iterations=cap(vs, game))
        m.act(seat, a)
        step += 1
    res = m.result()
    return {"won": me in res["winners"], "collapsed": bool(res.get("collapsed")),
            "actions": step, "cpu_s": round(time.process_time() - cpu, 2)}


def run(game, players, games, minutes=None, seed_base=SEED_BASE, vs="easy"):
    return run_many([(game, players)], games, minutes, seed_base, vs)[0]


def run_many(tables, games, minutes=None, seed_base=SEED_BASE, vs="easy"):
    """``games`` games of each (game, players) in ``tables``, taken in turn
    (game g of every table before game g + 1 of any), so that a run cut short
    by ``minutes`` leaves each game with as many games, the first ones."""
    from benchmarks.ai_moves import cap
    stop = time.time() + 60 * minutes if minutes else None
    outs = {game: [] for game, _ in tables}
    for g in range(games):
        if stop is not None and time.time() >= stop:
            break
        for game, players in tables:
            if stop is not None and time.time() >= stop:
                break
            outs[game].append(play(game, players, g, seed_base, vs))
            print(json.dumps({"game": game, "g": g, **outs[game][-1]}), file=sys.stderr,
                  flush=True)
    n_all = min(len(o) for o in outs.values())     # the same games for every table
    rows = []
    for game, players in tables:
        out = outs[game][:n_all]
        n = len(out)
        wins = sum(o["won"] for o in out)
        rows.append({
            "game": game, "players": players, "vs": vs, "games": n, "wins": wins,
            "win_rate": round(wins / max(1, n), 3), "wilson95": list(wilson(wins, n)),
            "fair": round(1 / players, 3), "collapsed": sum(o["collapsed"] for o in out),
            "iterations": cap("hard", game), "obvious_moves": "policy",
            "cpu_s_per_game": round(sum(o["cpu_s"] for o in out) / max(1, n), 1),
            "seeds": f"{seed_base} + {SEED_STRIDE} * g"})
    return rows


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="roman-history",
                    help="a game id, or several comma-separated (played in turn)")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--minutes", type=float, default=None, help="stop after this many minutes")
    ap.add_argument("--seed-base", type=int, default=SEED_BASE)
    ap.add_argument("--vs", default="easy", choices=("easy", "normal"),
                    help="the level of the other seats (normal: the ceiling above the "
                         "hard-vs-normal pairing; each at its iteration cap)")
    ap.add_argument("--json", default=None, help="write the result to this file")
    ap.add_argument("--record", nargs="*", default=None, metavar="FILE",
                    help="put these --json results in benchmarks/results.json "
                         "(bench_ai.clairvoyant, one row per game) and stop")
    a = ap.parse_args()
    if a.record is not None:
        res = HERE / "results.json"
        data = json.loads(res.read_text())
        rows = data.setdefault("bench_ai", {}).setdefault("clairvoyant", {})
        for f in a.record:
            got = json.loads(Path(f).read_text())
            for r in (got if isinstance(got, list) else [got]):
                key = r["game"] if r.get("vs", "easy") == "easy" else f"{r['game']} vs {r['vs']}"
                rows[key] = dict(r, when=time.strftime("%Y-%m-%dT%H:%M:%S%z"))
        res.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        sys.exit(0)
    from benchmarks import ai_moves
    players = dict(ai_moves.games_with_heuristics())
    tables = [(game, players[game]) for game in a.game.split(",")]
    rows = run_many(tables, a.games, a.minutes, a.seed_base, a.vs)
    if a.json:
        Path(a.json).write_text(json.dumps(rows if len(rows) > 1 else rows[0], indent=1) + "\n")
    for r in rows:
        lo, hi = r["wilson95"]
        n = r["players"]
        print(f"clairvoyant {r['game']} {n}p vs {n - 1} {r['vs']}: {r['wins']}/{r['games']} "
              f"= {100 * r['win_rate']:.0f}% (95% {100 * lo:.0f}-{100 * hi:.0f}%; fair "
              f"{100 * r['fair']:.0f}%), {r['collapsed']} collapses, "
              f"{r['cpu_s_per_game']} CPU s a game")
