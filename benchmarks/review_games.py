"""The AI games the review's estimate of the chance to win is fitted and checked
on (issue 35): per game, a fit set and a held-out set, stored as link texts
(``kernel/link.py``: each move its index among the legal moves, some 1 kB a
game) in ``benchmarks/data/review/<game>-<set>.jsonl``, one game a line:
{"g", "seed", "players", "levels", "link", "cpu_s"}.

Each game: the player count drawn uniformly from the game's range; in one
game in two, one seat (drawn) plays normal, the others easy; every level at its
iteration cap (``ai_moves.cap``: fixed iterations, not clocks, so a game
replays the same on any machine), seeds BASE + 7919 g, where BASE is
``SETS[set]`` (not the ladder's 100003, nor any screen's or fit's seeds).
With ``--easy`` every seat plays easy (Roman History's and Time of Crisis's
sets: their normal seat cost some five CPU minutes a game when they were
made; by 2026-11-28 a mixed game cost seconds).
The draws of the count and the levels come from ``Rng(seed)``.  The sets
``mixed-fit`` and ``mixed-held`` (issue 44: calibrated on the games people
play) draw every seat's level from easy, normal and hard alike.  The set
``timing`` holds games at the most players, every seat easy: the longest
games the bench times the review on when the held-out set has none.

    nice -n 10 python3 -m benchmarks.review_games --game roman-history --set fit --games 200
    nice -n 10 python3 -m benchmarks.review_games --game roman-history --set held --games 300

A run appends to its file and skips the games already there, so a run cut
short goes on where it stopped.  Regenerating every set from scratch took
the CPU time recorded per line (``cpu_s``); see README "The figures".
"""
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

DATA = HERE / "data" / "review"
SETS = {"fit": 2000003, "held": 3000017, "timing": 4000037,
        "mixed-fit": 5000011, "mixed-held": 6000029}
MIXED = ("easy", "normal", "hard")         # the mixed sets: each seat's level drawn from these
STRIDE = 7919


def path(game, which):
    return DATA / f"{game}-{which}.jsonl"


def plan(game, which, g, easy=False):
    """(seed, players, levels) of game ``g`` of a set; ``easy``: every seat easy."""
    import pygame_core as pc
    from pygame_core.kernel.rng import Rng
    info = pc.GAMES[game].info
    seed = SETS[which] + STRIDE * g
    r = Rng(seed)
    if which == "timing":                   # the review's longest games: every seat, easy
        return seed, info.max_players, ["easy"] * info.max_players
    players = info.min_players + r.below(info.max_players - info.min_players + 1)
    if which.startswith("mixed"):           # issue 44: every seat's level drawn, easy to hard
        return seed, players, [MIXED[r.below(len(MIXED))] for _ in range(players)]
    levels = ["easy"] * players
    if r.below(2) and not easy:             # one game in two: one seat normal
        levels[r.below(players)] = "normal"
    return seed, players, levels


def play(game, which, g, easy=False):
    """One game of a set, played to its end: its line of the file."""
    import pygame_core as pc
    from benchmarks.ai_moves import cap
    seed, players, levels = plan(game, which, g, easy)
    cpu = time.process_time()
    m = pc.new_match(game, players, seed=seed)
    step = 0
    while not m.is_over():
        seat = m.to_move()[0]
        lv = levels[seat]
        m.act(seat, pc.ai.choose(m, seat, lv, seed=seed + step, iterations=cap(lv, game)))
        step += 1
    return {"g": g, "seed": seed, "players": players, "levels": levels,
            "link": pc.to_link(m), "cpu_s": round(time.process_time() - cpu, 2)}


def _play(job):
    return play(*job)


def load(game, which):
    """The stored games of a set, in game order: [{"g", "seed", ..., "link"}]."""
    p = path(game, which)
    if not p.exists():
        return []
    rows = [json.loads(line) for line in p.read_text().splitlines() if line.strip()]
    return sorted(rows, key=lambda r: r["g"])


def generate(game, which, games, workers=1, easy=False):
    done = {r["g"] for r in load(game, which)}
    jobs = [(game, which, g, easy) for g in range(games) if g not in done]
    DATA.mkdir(parents=True, exist_ok=True)
    t0 = time.time()
    with path(game, which).open("a") as out:
        if workers > 1 and len(jobs) > 1:
            import multiprocessing as mp
            with mp.get_context("fork").Pool(workers) as pool:
                for row in pool.imap_unordered(_play, jobs, chunksize=1):
                    out.write(json.dumps(row) + "\n")
                    out.flush()
        else:
            for j in jobs:
                out.write(json.dumps(_play(j)) + "\n")
                out.flush()
    rows = load(game, which)
    print(f"{game} {which}: {len(rows)} games, {sum(r['cpu_s'] for r in rows) / 60:.1f} CPU "
          f"minutes in all; this run {len(jobs)} games in {(time.time() - t0) / 60:.1f} minutes",
          file=sys.stderr)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--set", choices=sorted(SETS), required=True)
    ap.add_argument("--games", type=int, required=True)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--easy", action="store_true",
                    help="every seat easy: for a game whose normal level costs minutes a game "
                         "(each line's levels say which way it was played)")
    a = ap.parse_args()
    generate(a.game, a.set, a.games, a.workers, a.easy)


SAMPLES = 100               # positions a game, spread evenly over its moves


def positions(game, which, per_game=SAMPLES, limit=None):
    """The positions of a set's games the estimate is fitted and checked on:
    yields (row of the file, match, outcome) at up to ``per_game`` positions
    a game, spread evenly from its start to its last move (the game not yet
    over), where ``match.state`` is the table then (read it before the next
    yield: the replay plays on on it) and ``outcome`` each seat's share of the
    win, then 1 when nobody won (Roman Empire's collapse), else 0."""
    import pygame_core as pc
    from pygame_core.kernel import link
    rows = load(game, which)[:limit]
    for row in rows:
        m, plays = link.replay(row["link"], pc.GAMES)
        length = sum(1 for _ in plays)
        winners = m.game.result(m.state)["winners"]
        outcome = [1.0 / len(winners) if s in winners else 0.0 for s in range(m.players)]
        outcome.append(0.0 if winners else 1.0)
        wanted = {round(i * (length - 1) / max(1, per_game - 1)) for i in range(per_game)}
        m, plays = link.replay(row["link"], pc.GAMES)
        if 0 in wanted:
            yield row, m, outcome
        for k, _ in enumerate(plays, 1):
            if k in wanted and not m.is_over():
                yield row, m, outcome
