"""Engine speed: full random games per second, per game and player count (CPython).

Each game is played through the public contract (legal_actions + act), the
random choices coming from our own Rng, exactly like the fuzz tests.
"""
import time

import pygame_core as pc
from pygame_core.kernel.rng import Rng


def play_random(game_id, players, seed):
    m = pc.new_match(game_id, players, seed=seed)
    r = Rng(seed)
    steps = 0
    while not m.is_over():
        s = m.to_move()[0]
        acts = m.legal_actions(s)
        m.act(s, acts[r.below(len(acts))])
        steps += 1
    return steps


def run(seconds_per_case: float = 2.0) -> dict:
    out = {}
    for info in pc.list_games():
        if not info.playable:
            continue
        for n in range(info.min_players, info.max_players + 1):
            games = steps = 0
            t0 = time.perf_counter()
            while time.perf_counter() - t0 < seconds_per_case:
                steps += play_random(info.id, n, games)
                games += 1
            dt = time.perf_counter() - t0
            out[f"{info.id}/{n}p"] = {"games_per_s": round(games / dt, 1),
                                      "actions_per_s": round(steps / dt),
                                      "actions_per_game": round(steps / games, 1),
                                      "games": games}
    return {"engine_random_games": out}


if __name__ == "__main__":
    import json
    print(json.dumps(run(), indent=2))
