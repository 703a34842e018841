"""Fuzz: 300 seeded random games at every player count, invariants after every
step (pygame_core/games/rome_in_crisis/invariants.py), on top of the
conformance suite's 40; edition 1 (games begun on 0.1.0) is fuzzed too."""
import pytest

import pygame_core as pc
from pygame_core.kernel.fuzz import fuzz_game
from pygame_core.games.rome_in_crisis.invariants import check

GAMES_PER_COUNT = 300


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("edition", [2, 1])
def test_random_games_keep_the_invariants_and_end(n, edition, failures):
    lengths = []
    games = GAMES_PER_COUNT if edition == 2 else GAMES_PER_COUNT // 6
    for seed in range(games):
        m = pc.new_match("rome-in-crisis", n, seed=seed, options={"edition": edition})
        lengths.append(fuzz_game(m, seed, check=check, max_steps=3000, json_every=25,
                                  keep=failures))
        res = m.result()
        assert len(res["scores"]) == n and set(res["winners"]) <= set(range(n))
        assert max(res["scores"]) == res["scores"][res["winners"][0]]
    assert len(lengths) == games and max(lengths) < 3000
