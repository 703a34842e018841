"""Every game ends, whoever plays it (issue 18): for each game and AI level,
games at the fewest players with one seat at that level (at its iteration cap)
and easy seats elsewhere, played through the fuzz harness's checks (no null
move, no turn over the game's ``turn_bound``, the game's ``action_bound``).
Reports per game and level: games, all over, the longest game and turn in
actions (with the bounds) and the CPU seconds a game.  CI plays the same games
(tests/test_conformance.py) at two games each.

    python3 -m benchmarks.bench_ends --games 2
    LUDI_BENCH_END_GAMES=4 python3 build.py bench
"""
import os
import time
from pathlib import Path


LEVELS = ("easy", "normal", "hard")
SEEDS = 4001                 # the conformance suite's first seed: game k plays SEEDS + k


def run(games=None) -> dict:
    import pygame_core as pc
    from pygame_core.ai import level_config
    from pygame_core.kernel.fuzz import ai_game
    if games is None:
        games = int(os.environ.get("LUDI_BENCH_END_GAMES", "2"))
    rows = []
    for gid, game in pc.GAMES.items():
        n = game.info.min_players
        for level in LEVELS:
            cfg = level_config(game, level)
            cap = None if cfg is None else cfg["max_iterations"]
            lengths, turns, cpu, over = [], [], 0.0, 0
            for k in range(games):
                m = pc.new_match(gid, n, seed=SEEDS + k)
                c = time.process_time()
                steps, _, longest = ai_game(m, SEEDS + k, level, pc.ai.choose, cap)
                cpu += time.process_time() - c
                over += m.is_over()
                lengths.append(steps)
                turns.append(longest - 1)
            rows.append({"game": gid, "players": n, "level": level, "iterations": cap,
                         "games": games, "over": over, "longest_game": max(lengths),
                         "action_bound": game.action_bound, "longest_turn": max(turns),
                         "turn_bound": game.turn_bound(n),
                         "cpu_s_per_game": round(cpu / games, 1)})
    return {"rows": rows}


def table(res) -> str:
    lines = ["Every game ends (one seat at the level, at its cap; easy seats elsewhere)"]
    for r in res["rows"]:
        lines.append(f"  {r['game']}/{r['players']}p {r['level']} ({r['iterations']} it): "
                     f"{r['over']}/{r['games']} over; longest game {r['longest_game']} actions "
                     f"(bound {r['action_bound']}), longest turn {r['longest_turn']} "
                     f"(bound {r['turn_bound']}); {r['cpu_s_per_game']} CPU s a game")
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    import json
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=None)
    ap.add_argument("--json", default=None)
    a = ap.parse_args()
    res = run(a.games)
    print(table(res))
    if a.json:
        Path(a.json).write_text(json.dumps(res, indent=2) + "\n")
