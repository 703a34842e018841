"""The AI ladder: each level measured head to head against the level below.

For every game with heuristics (``games/<game>/ai.py``): the hero level in one
seat, rotated (seat ``g % players`` in game ``g``), the level below in every
other seat; each level at its own fixed iteration count (its cap in
``pygame_core.ai.LEVELS``), so the results replay identically whatever the
machine's load; widely spaced game seeds; games spread over the cores.
Where the game can collapse (Roman Empire), an all-easy table is played on
the same seeds as the baseline for collapses.  Each pairing reports the hero's
wins with a 95% Wilson interval, collapses, and the mean move time per level
(CPython, moves with more than one legal action).  Move times in Pyodide come
from ``ai_moves.py`` run under Node (``pyodide_run.mjs``).

A fairer ladder for less (issue 44, item 7): each game's account of luck and
skill (``pygame_core/ai/account.py``) for the hero's seat, and per pairing the
luck-corrected margin, the hero's final chance (its share of the win) minus its
first with the dice and draws' luck taken out (= its decisions' part plus the
others' moves'), with its 95% interval, beside the raw margin (the same without
the luck taken out); and the games each would need to tell the target from the
fair share (``power``: the difference target - fair at 5% two-sided, 80% power,
from the measured spread).

Judged against the level below in the same seat (issue 45): where a game's ladder
plays a ``baseline`` (Roman Empire), each pairing's seeds are also played with
the level below in the hero's seat too (the all-easy table for normal, the
all-normal table for hard), and the pairing reports the **paired margin**: per
seed, the hero's luck-corrected margin minus that seat's in the table of the level
below.  The same deal, the same opponents: what is left is what the hero's play
changed, and any lean of the account itself (a seat's estimated chance drifts with
the tempo of its own and the others' moves) cancels.  The two games of a seed end
alike most of the time, so the spread of the difference is some half of either's.

    python3 -m benchmarks.bench_ladder --only roman-empire:normal --players 5 --games 10

    python3 -m benchmarks.bench_ladder --games 12           # a quick run
    python3 -m benchmarks.bench_ladder --games 60 --hard-games 20
    LUDI_LADDER_GAMES=60 LUDI_LADDER_HARD_GAMES=20 python3 build.py bench

``run(games, hard_games, ...)`` is what ``bench_ai.run`` calls; one code path
for the quick and the full run.  Nothing is printed on import.
"""
import math
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

BELOW = {"normal": "easy", "hard": "normal"}
SEED_STRIDE = 7919          # game g plays seed 100003 + 7919 * g (consecutive seeds correlate)
SEED_BASE = 100003          # the ladder's; --seed-base screens a change on other games
# The two seed sets the ladder reports (issue 36): its own, and a second one that
# no screen or tuning ever played (9000011 + 7919 g never meets 100003 + 7919 g:
# they differ mod 7919).  Screens use bases of their own (--seed-base).
SEED_SETS = {"ladder": 100003, "second": 9000011}


def ladder_of(game):
    """How the game's heuristics declare its ladder (players, targets, costs:
    pygame_core/ai/heuristics.py ``Ladder``)."""
    from pygame_core.games import GAMES
    return GAMES[game].heuristics.ladder


def wilson(wins, n, z=1.96):
    """The 95% Wilson score interval of a proportion (low, high)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (round(max(0.0, mid - half), 3), round(min(1.0, mid + half), 3))


Z_ALPHA, Z_POWER = 1.96, 0.8416     # 5% two-sided, 80% power


def power(sd, difference):
    """Games needed to tell a mean ``difference`` from 0 at 5% (two-sided)
    with 80% power, for a per-game spread ``sd`` (None without either)."""
    if not sd or not difference:
        return None
    return math.ceil(((Z_ALPHA + Z_POWER) * sd / difference) ** 2)


def mean_ci(xs):
    """(mean, [low, high] its 95% interval by the normal approximation, sd)."""
    n = len(xs)
    if n == 0:
        return None, None, None
    m = sum(xs) / n
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    half = Z_ALPHA * sd / math.sqrt(n)
    return round(m, 4), [round(m - half, 4), round(m + half, 4)], round(sd, 4)


def luck_of(m, me):
    """The hero's account of the game (account.py): its first chance, final
    chance, and the parts, as floats."""
    import pygame_core as pc
    from pygame_core.ai.account import Account
    save = m.save()
    a = Account(pc.load_match(dict(save, actions=[])), save["actions"], seed=0)
    a.run()
    dec, luck, oth = (float(x) for x in a.parts(me))
    return {"initial": round(a.initial[me], 4), "final": round(a.final[me], 4),
            "decisions": round(dec, 4), "luck": round(luck, 4), "others": round(oth, 4)}


def play(game, players, hero, below, g, keep_link=False):
    """One game: ``hero`` in seat g % players, ``below`` elsewhere (both at
    their caps).  Returns a plain dict (it crosses a process boundary); with
    ``keep_link``, the game's link text too (benchmarks/blunders.py reviews it)."""
    import pygame_core as pc
    from benchmarks.ai_moves import cap
    m = pc.new_match(game, players=players, seed=SEED_BASE + SEED_STRIDE * g)
    me = g % players
    times = {}
    step = 0
    cpu = time.process_time()
    while not m.is_over():
        seat = m.to_move()[0]
        level = hero if seat == me else below
        many = len(m.legal_actions(seat)) > 1
        t = time.perf_counter()
        a = pc.ai.choose(m, seat, level, seed=SEED_STRIDE * g + step, iterations=cap(level, game))
        if many:
            tot = times.setdefault(level, [0.0, 0])
            tot[0] += time.perf_counter() - t
            tot[1] += 1
        m.act(seat, a)
        step += 1
    res = m.result()
    cpu_play = time.process_time() - cpu
    account = luck_of(m, me)
    return {"won": me in res["winners"], "collapsed": bool(res.get("collapsed")),
            "score": res["scores"][me], "times": times, "actions": step,
            "cpu_s": round(cpu_play, 2), "account": account,
            "account_cpu_s": round(time.process_time() - cpu - cpu_play, 2),
            **({"link": pc.to_link(m), "seat": me} if keep_link else {})}


def _play(job):
    return play(*job)


def progress(job, res):
    """One line per finished game on stderr (a JSON object, so a long run that
    is cut short still leaves the games it finished, in order)."""
    import json
    game, players, hero, below, g = job
    print(json.dumps({"game": game, "hero": hero, "g": g, **res}), file=sys.stderr, flush=True)


def pairing(game, players, hero, games, workers=2, stop_at=None):
    """``games`` games of ``hero`` against ``BELOW[hero]`` (or all ``hero`` when
    there is no level below, e.g. the all-easy baseline).  ``stop_at`` (a
    ``time.time()``): stop there and report the games finished by then, in
    game order (the first k games, so the seats stay rotated).  Where the
    game's ladder has a ``baseline``, the level below's own table is played on
    the same seeds, game by game beside the hero's, and the row gets its paired
    margin (``paired``)."""
    t0 = time.perf_counter()
    below = BELOW.get(hero, hero)
    if not (ladder_of(game).baseline and below != hero):
        out = play_all(_jobs(game, players, hero, games), workers, stop_at)
        return summary(game, players, hero, out, time.perf_counter() - t0)
    jobs = [j for g in range(games) for j in ((game, players, hero, below, g),
                                              (game, players, below, below, g))]
    out = play_all(jobs, workers, stop_at)
    out = out[:len(out) - len(out) % 2]             # whole seeds only
    row = summary(game, players, hero, out[0::2], time.perf_counter() - t0)
    return dict(row, **paired(out[0::2], out[1::2], name_of(game, players, below, below)))


def _jobs(game, players, hero, games, below=None):
    below = below or BELOW.get(hero, hero)
    return [(game, players, hero, below, g) for g in range(games)]


def paired(hero_out, base_out, base_name) -> dict:
    """The paired margin (issue 45): per seed, the hero's luck-corrected margin
    minus that of the level below in the same seat on the same seed (its own
    table, ``base_name``); the mean with its 95% interval, the spread, and the
    correlation of the two games' margins.  {} without accounts."""
    pairs = [(h["account"], b["account"]) for h, b in zip(hero_out, base_out)
             if h.get("account") and b.get("account")]
    if len(pairs) < 2:
        return {}
    x = [h["decisions"] + h["others"] for h, _ in pairs]
    y = [b["decisions"] + b["others"] for _, b in pairs]
    m, ci, sd = mean_ci([a - b for a, b in zip(x, y)])
    try:
        corr = statistics.correlation(x, y)
    except statistics.StatisticsError:         # a table whose margins never vary
        corr = None
    base_m, base_ci, _ = mean_ci(y)
    return {"margin_paired": {"mean": m, "ci95": ci, "sd": sd, "games": len(pairs),
                              "corr": None if corr is None else round(corr, 3),
                              "over": base_name,
                              "base_corrected": {"mean": base_m, "ci95": base_ci}}}


def play_all(jobs, workers=2, stop_at=None):
    """Play ``jobs`` (``play``'s arguments) over ``workers`` forked processes,
    each game a task as soon as a worker is free (so no core waits for the
    slowest game of a pairing while games of other pairings are left).
    Returns the results in the order of ``jobs``; with ``stop_at``, the first
    k games finished by then."""
    out = []
    if (workers > 1 and len(jobs) > 1) or stop_at is not None:
        import multiprocessing as mp
        pool = mp.get_context("fork").Pool(workers)
        try:
            it = pool.imap(_play, jobs, chunksize=1)
            for _ in jobs:
                wait = None if stop_at is None else max(0.0, stop_at - time.time())
                try:
                    out.append(it.next(wait))
                except mp.TimeoutError:
                    break
                progress(jobs[len(out) - 1], out[-1])
        finally:
            pool.terminate()
            pool.join()
    else:
        for j in jobs:
            out.append(_play(j))
            progress(j, out[-1])
            if stop_at is not None and time.time() >= stop_at:
                break
    return out


def name_of(game, players, hero, below):
    """A pairing's name: 'roman-empire/5p hard vs 4 normal' (and its seed set's suffix)."""
    return f"{game}/{players}p {hero} vs {players - 1} {below}" + set_suffix()


def summary(game, players, hero, out, wall_s, below=None):
    """A pairing's row from its games' results (in game order)."""
    below = below or BELOW.get(hero, hero)
    games = len(out)
    wins = sum(o["won"] for o in out)
    times = {}
    for o in out:
        for lv, (s, n) in o["times"].items():
            t = times.setdefault(lv, [0.0, 0])
            t[0] += s
            t[1] += n
    low, high = wilson(wins, games)
    target = ladder_of(game).targets.get(hero)
    fair = 1 / players
    return {"name": name_of(game, players, hero, below),
            **luck_corrected(out, target, fair),
            "game": game, "players": players, "hero": hero, "below": below,
            "games": games, "wins": wins, "win_rate": round(wins / max(1, games), 3),
            "wilson95": [low, high], "fair": round(1 / players, 3),
            "target": ladder_of(game).targets.get(hero),
            "collapsed": sum(o["collapsed"] for o in out),
            "move_ms": {lv: round(1000 * s / max(1, n), 1) for lv, (s, n) in times.items()},
            # CPU seconds and actions per game (issue 18: every game ends)
            "cpu_s_per_game": round(sum(o.get("cpu_s", 0) for o in out) / max(1, games), 1),
            "actions_max": max((o.get("actions", 0) for o in out), default=0),
            "seeds": f"{SEED_BASE} + {SEED_STRIDE} * g",
            "wall_s": None if wall_s is None else round(wall_s, 1)}


def luck_corrected(out, target, fair) -> dict:
    """A pairing's luck-corrected margin (issue 44): per game the hero's final
    chance minus its first, raw and with the luck of the dice and draws taken
    out (its decisions' part and the others'), and its own decisions' part
    alone; each a mean with its 95% interval and the games it would need to
    tell the target from the fair share (``power``; the raw wins' need, from
    the binomial spread at the target, beside them)."""
    accts = [o["account"] for o in out if o.get("account")]
    if not accts:
        return {}
    raw = [a["final"] - a["initial"] for a in accts]
    corrected = [a["decisions"] + a["others"] for a in accts]
    own = [a["decisions"] for a in accts]
    diff = None if target is None else target - fair
    row = {}
    for key, xs in (("margin_raw", raw), ("margin_corrected", corrected),
                    ("margin_decisions", own)):
        m, ci, sd = mean_ci(xs)
        row[key] = {"mean": m, "ci95": ci, "sd": sd, "games_needed": power(sd, diff)}
    row["luck_mean"] = round(sum(a["luck"] for a in accts) / len(accts), 4)
    row["games_needed_wins"] = (power(math.sqrt(target * (1 - target)), diff)
                                if target is not None else None)
    row["account_cpu_s_per_game"] = round(sum(o.get("account_cpu_s", 0) for o in out)
                                          / max(1, len(out)), 2)
    return row


def set_suffix():
    """A pairing's name on a seed set other than the ladder's says which (so
    both sets' rows live side by side in results.json)."""
    if SEED_BASE == SEED_SETS["ladder"]:
        return ""
    named = [k for k, v in SEED_SETS.items() if v == SEED_BASE]
    return f" [{named[0]} seeds]" if named else f" [seeds {SEED_BASE}]"


def pyodide_moves(count=8, games=None):
    """Move times per level in Pyodide under Node (and CPython on the same
    positions, for the ratio); None when node or the wheel is missing.
    ``games``: [(game id, players)] (default: every game with heuristics).
    The positions are decisions the levels search (``searched``: not the
    moves every level plays at once by its rule of thumb, such as Time of
    Crisis's first cards), so the medians are the waits a player meets."""
    from benchmarks import ai_moves
    from benchmarks.pyodide_run import in_pyodide
    expr = (f"workload({int(count)}, searched=True)" if games is None
            else f"workload({int(count)}, games={list(games)!r}, searched=True)")
    pyo, error = in_pyodide("ai_moves.py", expr)
    if error is not None:
        return {"error": error}
    cpy = ai_moves.workload(count, games=games, searched=True)
    return {"positions": count, "searched": True, "pyodide": pyo, "cpython": cpy}


def merge(ladder, part):
    """Merge one run's result into the recorded ladder: a pairing replaces the
    one of the same name, a game's move times the same game's; the rest stays."""
    for row in part.get("pairings", []):
        ladder["pairings"] = [r for r in ladder["pairings"] if r["name"] != row["name"]]
        ladder["pairings"].append(row)
    for k, v in part.items():
        if k == "moves":
            moves = ladder.setdefault("moves", {})
            for engine, per_game in v.items():
                if isinstance(per_game, dict):
                    moves.setdefault(engine, {}).update(per_game)
                else:
                    moves[engine] = per_game
        elif k != "pairings":
            ladder[k] = v
    return ladder


def strength_counts(game):
    """Games per pairing in the strength run (issue 36): the game's
    ``Ladder.strength`` over the common ``STRENGTH_GAMES``."""
    from pygame_core.ai.heuristics import STRENGTH_GAMES
    return {**STRENGTH_GAMES, **ladder_of(game).strength}


def run(games=None, hard_games=None, workers=2, pyodide=True, strength=False,
        only=None) -> dict:
    """The ladder.  ``games``: per normal-vs-easy pairing and all-easy baseline
    (default $LUDI_LADDER_GAMES or 60); ``hard_games``: per hard-vs-normal
    pairing (default $LUDI_LADDER_HARD_GAMES or ``games``).  Every pairing's
    games go to one pool, the costliest pairings' first (a hard game of
    four searching seats costs some ten times an easy table's), so both
    cores stay busy to the end; ``wall_s`` is the whole ladder's.
    ``strength``: each pairing's games from ``strength_counts`` instead (the
    issue-36 run: some 2.3 hours on two cores a seed set, so a command of its
    own); ``only``: these game ids."""
    from benchmarks import ai_moves
    if games is None:
        games = int(os.environ.get("LUDI_LADDER_GAMES", "60"))
    if hard_games is None:
        hard_games = int(os.environ.get("LUDI_LADDER_HARD_GAMES", str(games)))
    wanted = []                 # (game, players, hero, below, games)
    for game, players in ai_moves.games_with_heuristics():
        if only and game not in only:
            continue
        n = (strength_counts(game) if strength
             else {"normal": games, "easy": games, "hard": hard_games})
        wanted.append((game, players, "normal", "easy", n["normal"]))
        if ladder_of(game).baseline:        # a game with collapses: the all-easy baseline
            wanted.append((game, players, "easy", "easy", n["easy"]))
        if n["hard"]:
            wanted.append((game, players, "hard", "normal", n["hard"]))
            if ladder_of(game).baseline:    # the all-normal table, for hard's paired margin
                wanted.append((game, players, "normal", "normal", n["hard"]))
    jobs = [j for game, players, hero, below, n in wanted
            for j in _jobs(game, players, hero, n, below)]
    order = sorted(range(len(jobs)),
                   key=lambda i: (-ladder_of(jobs[i][0]).cost.get(jobs[i][2], 1.0), i))
    t0 = time.perf_counter()
    done = play_all([jobs[i] for i in order], workers)
    wall = time.perf_counter() - t0
    results = dict(zip(order, done))
    rows, outs, i = [], {}, 0
    for game, players, hero, below, n in wanted:
        outs[game, hero, below] = [results[i + g] for g in range(n)]
        rows.append(summary(game, players, hero, outs[game, hero, below], None, below=below))
        i += n
    for row in rows:                        # paired margins over the level below's own table
        base = outs.get((row["game"], row["below"], row["below"]))
        if row["hero"] != row["below"] and base is not None:
            row.update(paired(outs[row["game"], row["hero"], row["below"]], base,
                              name_of(row["game"], row["players"], row["below"], row["below"])))
    out = {"seeds": f"{SEED_BASE} + {SEED_STRIDE} * g", "pairings": rows,
           "wall_s": round(wall, 1), "workers": workers,
           "cpu_s": round(sum(r["cpu_s_per_game"] * r["games"] for r in rows), 1)}
    if pyodide:
        out["moves"] = pyodide_moves()
    return out



def table(res) -> str:
    lines = ["AI ladder (hero in a rotated seat vs the level below; each level at its cap)"]
    if res.get("wall_s") is not None:
        lines[0] += (f": {res['wall_s'] / 60:.1f} minutes on {res.get('workers', 2)} workers, "
                     f"{res.get('cpu_s', 0) / 60:.1f} CPU minutes of games")
    for r in res.get("pairings", []):
        lo, hi = r["wilson95"]
        tgt = f", target {100 * r['target']:.0f}%" if r.get("target") else ""
        ms = ", ".join(f"{lv} {v} ms" for lv, v in sorted(r["move_ms"].items()))
        lines.append(f"  {r['name']}: {r['wins']}/{r['games']} wins = {100 * r['win_rate']:.0f}% "
                     f"(95% {100 * lo:.0f}-{100 * hi:.0f}%; fair {100 * r['fair']:.0f}%{tgt}), "
                     f"{r['collapsed']} collapses; CPython move {ms}; "
                     + (f"{r['cpu_s_per_game']} CPU s a game (longest {r['actions_max']} "
                        f"actions); " if "cpu_s_per_game" in r else "")
                     + (f"{r['wall_s']} s" if r.get("wall_s") is not None else ""))
        if r.get("margin_corrected"):
            for key, words in (("margin_raw", "raw"), ("margin_corrected", "luck-corrected"),
                               ("margin_decisions", "own decisions")):
                x = r[key]
                lines.append(f"    {words} margin {100 * x['mean']:+.1f} points (95% "
                             f"{100 * x['ci95'][0]:+.1f} to {100 * x['ci95'][1]:+.1f}; sd "
                             f"{100 * x['sd']:.1f}): games to tell the target from fair "
                             f"{x['games_needed']}")
            pm = r.get("margin_paired")
            if pm:
                lines.append(f"    paired margin over {pm['over']} (same seat, same seeds, "
                             f"{pm['games']} games): {100 * pm['mean']:+.1f} points (95% "
                             f"{100 * pm['ci95'][0]:+.1f} to {100 * pm['ci95'][1]:+.1f}; sd "
                             f"{100 * pm['sd']:.1f}; the two games' margins correlate "
                             f"{pm['corr']}); that table's seat "
                             f"{100 * pm['base_corrected']['mean']:+.1f}")
            lines.append(f"    by wins alone: {r['games_needed_wins']} games; the hero's luck "
                         f"{100 * r['luck_mean']:+.1f} points a game; the account "
                         f"{r['account_cpu_s_per_game']} CPU s a game")
    mv = res.get("moves")
    if mv and "pyodide" in mv:
        for game, row in mv["pyodide"].items():
            parts = []
            for lv in ("easy", "normal", "hard"):
                if lv in row:
                    p = row[lv]
                    c = mv.get("cpython", {}).get(game, {}).get(lv)
                    its = f", {p['iterations_per_s']} it/s" if p.get("iterations_per_s") else ""
                    if p.get("iterations_per_cpu_s"):
                        its += f" ({p['iterations_per_cpu_s']} per CPU s)"
                    cpy = f" (CPython {c['median_ms']})" if c else ""
                    cpu = (f", CPU median {p['cpu_median_ms']} ms" if "cpu_median_ms" in p
                           else "")
                    parts.append(f"{lv} median {p['median_ms']} ms{cpy}{cpu}{its}")
            lines.append(f"  Pyodide {game}: " + "; ".join(parts))
    elif mv:
        lines.append(f"  Pyodide: {mv.get('error')}")
    sp = res.get("search_speed_before_after")
    if sp:
        lines.append("  search speed, this / base " + sp["base"] + ": " + ", ".join(
            f"{k} x{v['speedup']} ({v['base_ms']} -> {v['this_ms']} ms)"
            for k, v in sp["results"].items()))
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    import json
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--hard-games", type=int, default=None)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-pyodide", action="store_true")
    ap.add_argument("--minutes", type=float, default=None,
                    help="with --only: stop after this many minutes, keeping the games done")
    ap.add_argument("--only", default=None, help="game id[:level] to run one pairing")
    ap.add_argument("--players", type=int, default=None,
                    help="with --only: this many players (default: the ladder's)")
    ap.add_argument("--seed-base", type=int, default=SEED_BASE,
                    help="game g plays seed BASE + 7919 g (the ladder: 100003; another "
                         "base screens a change on games the ladder does not play)")
    ap.add_argument("--set", default=None, choices=sorted(SEED_SETS),
                    help="a seed set the ladder reports: ladder (100003) or second (9000011)")
    ap.add_argument("--strength", action="store_true",
                    help="the strength run (issue 36): each pairing's games from its "
                         "Ladder.strength (300 for Roman Empire's normal, 120 for a hard "
                         "pairing); with --set, --games-of and --json")
    ap.add_argument("--games-of", default=None,
                    help="with --strength: only these games (ids, comma-separated)")
    ap.add_argument("--json", default=None, help="write the result to this file")
    ap.add_argument("--positions", type=int, default=8,
                    help="with --games 0: positions per game for the move times")
    ap.add_argument("--moves-games", default=None,
                    help="with --games 0: the games (ids, comma-separated) to time")
    ap.add_argument("--record", nargs="*", default=None, metavar="FILE",
                    help="merge these --json results into benchmarks/results.json "
                         "(bench_ai.ladder, as build.py bench records it) and stop")
    a = ap.parse_args()
    SEED_BASE = SEED_SETS[a.set] if a.set else a.seed_base   # read by play() here and in its forks
    if a.record is not None:
        res = ROOT / "benchmarks" / "results.json"
        data = json.loads(res.read_text())
        ladder = data.get("bench_ai", {}).get("ladder", {"pairings": []})
        ladder["when"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
        for f in a.record:
            merge(ladder, json.loads(Path(f).read_text()))
        data.setdefault("bench_ai", {})["ladder"] = ladder
        res.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        print(table(ladder))
        sys.exit(0)
    if a.strength:
        only = a.games_of.split(",") if a.games_of else None
        r = run(workers=a.workers, pyodide=False, strength=True, only=only)
    elif a.only:
        from benchmarks import ai_moves
        game, _, level = a.only.partition(":")
        players = a.players or dict(ai_moves.games_with_heuristics())[game]
        n = a.hard_games if level == "hard" and a.hard_games else (a.games or 12)
        r = {"seeds": f"{SEED_BASE} + {SEED_STRIDE} * g",
             "pairings": [pairing(game, players, level or "normal", n, a.workers,
                                  time.time() + 60 * a.minutes if a.minutes else None)]}
    elif a.no_pyodide is False and a.games == 0:   # --games 0: only the move times
        games = None
        if a.moves_games:
            from benchmarks import ai_moves
            players = dict(ai_moves.games_with_heuristics())
            games = [(g, players[g]) for g in a.moves_games.split(",")]
        r = {"moves": pyodide_moves(a.positions, games)}
    else:
        r = run(a.games, a.hard_games, a.workers, not a.no_pyodide)
    if a.json:
        Path(a.json).write_text(json.dumps(r, indent=1) + "\n")
    print(table(r))
