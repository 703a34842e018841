"""Seeded random games: one workload for CPython and Pyodide alike.

Used by the parity test (same seeds and actions, same state_hash) and by the
page benchmark (the Pyodide / CPython time ratio).  Each game's moves come from
our own Rng, so both interpreters play exactly the same actions.
"""
import pygame_core as pc
from pygame_core.kernel.rng import Rng

GAME = "rome-in-crisis"
MAX_STEPS = 20000


def play(seed: int, players: int) -> str:
    m = pc.new_match(GAME, players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(MAX_STEPS):
        if m.is_over():
            return m.state_hash()
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        m.act(seat, acts[rng.below(len(acts))])
    raise RuntimeError(f"game {seed} with {players} players did not end in {MAX_STEPS} steps")


def games(count: int) -> list:
    """(seed, players) pairs: seeds 1..count, player counts 2, 3, 4 in turn."""
    return [(seed, 2 + seed % 3) for seed in range(1, count + 1)]


def workload(count: int) -> dict:
    return {f"{seed}/{players}": play(seed, players) for seed, players in games(count)}
