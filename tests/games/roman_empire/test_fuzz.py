"""Roman Empire fuzz: 300 seeded games at each of 3-6 players, invariants after
every step (pygame_core/games/roman_empire/invariants.py); a few under the
rules of edition 1 (games begun on engine 0.1.0) too.

Uniform random players almost never answer a crisis, so nearly every such game
collapses early; half the games use a player who answers crises 9 times in 10,
so that games also run to the last card.
"""
import pytest

import pygame_core as pc
from pygame_core.kernel.fuzz import fuzz_game
from pygame_core.games.roman_empire.invariants import check

GAMES_PER_COUNT = 300
EDITION_1_GAMES = 60


def helpful(m, seat, acts, rng):
    answers = [a for a in acts if a["type"] == "answer"]
    if answers and rng.below(10) < 9:
        return answers[rng.below(len(answers))]
    return acts[rng.below(len(acts))]


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_games_keep_the_invariants_and_end(n, failures):
    endings = {"collapse": 0, "last card": 0}
    for seed in range(GAMES_PER_COUNT):
        m = pc.new_match("roman-empire", n, seed=seed * 104729 + n)
        fuzz_game(m, seed, check=check, max_steps=2000, json_every=20,
                  policy=helpful if seed % 2 else None, keep=failures)
        res = m.result()
        endings["collapse" if res.get("collapsed") else "last card"] += 1
        if not res.get("collapsed"):
            assert m.state["deck"] == [] and res["winners"]
            assert max(res["scores"]) == res["scores"][res["winners"][0]]
    assert endings["collapse"] > 0 and endings["last card"] > 0


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_edition_1_games_keep_the_invariants_and_end(n, failures):
    for seed in range(EDITION_1_GAMES):
        m = pc.new_match("roman-empire", n, seed=seed * 7919 + n, options={"edition": 1})
        fuzz_game(m, seed, check=check, max_steps=2000, json_every=20,
                  policy=helpful if seed % 2 else None, keep=failures)
        assert m.state["edition"] == 1
