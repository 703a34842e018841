"""Fuzz: seeded random legal play at every player count, invariants after every step.

300 games per player count (issue 2); the invariants are in
pygame_core/games/rome_in_crisis/invariants.py.
"""
import pytest

import pygame_core as pc
from pygame_core.kernel.fuzz import fuzz_game
from pygame_core.games.rome_in_crisis.invariants import check

GAMES_PER_COUNT = 300


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_keep_the_invariants_and_end(n):
    lengths = []
    for seed in range(GAMES_PER_COUNT):
        m = pc.new_match("rome-in-crisis", n, seed=seed * 7919 + n)
        lengths.append(fuzz_game(m, seed, check=check, max_steps=3000, json_every=25))
        res = m.result()
        assert len(res["scores"]) == n and set(res["winners"]) <= set(range(n))
        assert max(res["scores"]) == res["scores"][res["winners"][0]]
    assert len(lengths) == GAMES_PER_COUNT and max(lengths) < 3000


def test_fuzz_harness_catches_a_broken_invariant():
    m = pc.new_match("rome-in-crisis", 2, seed=1)

    def broken(match):
        assert len(match.actions) < 5, "tripped"
    with pytest.raises(AssertionError, match="tripped"):
        fuzz_game(m, 1, check=broken)
