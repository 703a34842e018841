"""The hard level's visible blunders (issue 36): games of one hard seat against
normal seats, each reviewed from the hard seat's side by the review of a
finished game (``pygame_core/ai/review.py``: the hard level's own search valued
by the game's calibrated chance to win), and the count of its decisions that
lost more than ``--margin`` (20 points) of chance to win.

The games are the ladder's pairing "hard vs the level below" (``bench_ladder.play``:
hero in seat g % players, each level at its iteration cap, so a game replays the
same on any machine), on seeds of their own: BASE + 7919 g with BASE 11000027,
never a ladder set nor a screen's.  What is counted is what the review reports:
per seat at most ``review.MOST`` turning points, one a turn, from the
``review.MEASURED`` widest decisions measured afresh, so a game counts at most
five such decisions; every reported turning point above the margin is listed
with its words, worst first.

    python3 -m benchmarks.blunders --game roman-empire --games 100
    python3 -m benchmarks.blunders --game time-of-crisis --games 20 --json /tmp/toc.json

The cost is the hard pairing's game (bench_ladder's cpu_s_per_game) plus one
review of a seat (a few CPU seconds; Time of Crisis's about 20).
"""
import json
import sys
import time

BASE = 11000027
MARGIN = 0.20


def one(job):
    """Play game ``g`` and review its hard seat: a plain dict."""
    game, players, g, margin = job
    import pygame_core as pc
    from pygame_core.ai.review import Review
    from pygame_core.kernel import link
    from benchmarks import bench_ladder
    bench_ladder.SEED_BASE = BASE
    res = bench_ladder.play(game, players, "hard", "normal", g, keep_link=True)
    cpu = time.process_time()
    m, plays = link.replay(res["link"], pc.GAMES)
    actions = [(seat, action) for seat, action in plays]
    start, _ = link.replay(res["link"], pc.GAMES)
    review = Review(start, actions, seats=[res["seat"]], seed=g).run()
    points = review["turning_points"][0]["points"]
    big = [{"g": g, "move": p["move"], "turn": p["turn"], "step": p["step"],
            "margin": p["margin"], "text": p["text"]}
           for p in points if p["margin"] > margin]
    return {"g": g, "won": res["won"], "points": len(points), "blunders": big,
            "cpu_s": round(res["cpu_s"] + time.process_time() - cpu, 1)}


def run(game, games, workers=2, margin=MARGIN):
    from benchmarks.bench_ladder import ladder_of
    players = ladder_of(game).players
    jobs = [(game, players, g, margin) for g in range(games)]
    t0 = time.perf_counter()
    if workers > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(workers) as pool:
            out = []
            for r in pool.imap(one, jobs, chunksize=1):
                out.append(r)
                print(json.dumps(r), file=sys.stderr, flush=True)
    else:
        out = [one(j) for j in jobs]
    worst = sorted((b for r in out for b in r["blunders"]), key=lambda b: -b["margin"])
    return {"game": game, "players": players, "games": len(out),
            "seeds": f"{BASE} + 7919 * g", "margin": margin,
            "hard_wins": sum(r["won"] for r in out),
            "turning_points": sum(r["points"] for r in out),
            "blunders": len(worst), "games_with_blunders": sum(1 for r in out if r["blunders"]),
            "worst": worst[:15],
            "cpu_s": round(sum(r["cpu_s"] for r in out), 1),
            "wall_s": round(time.perf_counter() - t0, 1)}


def table(res) -> str:
    lines = [f"{res['game']} {res['players']}p, hard vs normal, {res['games']} games "
             f"(seeds {res['seeds']}): {res['blunders']} decisions of the hard seat lost more "
             f"than {100 * res['margin']:.0f} points of chance to win, in "
             f"{res['games_with_blunders']} games ({res['turning_points']} turning points "
             f"reported; hard won {res['hard_wins']}); {res['cpu_s'] / 60:.1f} CPU min"]
    for b in res["worst"]:
        lines.append(f"  g{b['g']} move {b['move']} ({b['step']}): -{100 * b['margin']:.0f} "
                     f"points: {b['text']}")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--margin", type=float, default=MARGIN)
    ap.add_argument("--json", default=None)
    ap.add_argument("--record", nargs="*", default=None, metavar="FILE",
                    help="put these --json results in benchmarks/results.json "
                         "(bench_ai.blunders, by game and the label given as FILE=LABEL) and stop")
    a = ap.parse_args()
    if a.record is not None:
        from pathlib import Path
        res = Path(__file__).resolve().parent / "results.json"
        data = json.loads(res.read_text())
        rows = data.setdefault("bench_ai", {}).setdefault("blunders", {})
        for f in a.record:
            name, _, label = f.partition("=")
            got = json.loads(Path(name).read_text())
            rows.setdefault(got["game"], {})[label or "now"] = dict(
                got, when=time.strftime("%Y-%m-%dT%H:%M:%S%z"))
        res.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        sys.exit(0)
    r = run(a.game, a.games, a.workers, a.margin)
    if a.json:
        from pathlib import Path
        Path(a.json).write_text(json.dumps(r, indent=1) + "\n")
    print(table(r))
