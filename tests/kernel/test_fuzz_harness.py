"""The fuzz harness itself (kernel/fuzz.py)."""
import pytest

import pygame_core as pc
from pygame_core.kernel.fuzz import fuzz_game


def test_fuzz_harness_catches_a_broken_invariant():
    m = pc.new_match("rome-in-crisis", 2, seed=1)

    def broken(match):
        assert len(match.actions) < 5, "tripped"
    with pytest.raises(AssertionError, match="tripped"):
        fuzz_game(m, 1, check=broken)
