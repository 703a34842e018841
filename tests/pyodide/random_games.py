"""Seeded random games: one workload for CPython and Pyodide alike.

Used by the parity test (same seeds and actions, same state_hash) and by the
page benchmark (the Pyodide / CPython time ratio).  Each game's moves come from
our own Rng, so both interpreters play exactly the same actions.
"""
import pygame_core as pc
from pygame_core.kernel.rng import Rng

# Every playable game of the registry, each at all its player counts.
GAMES = tuple((g.id, tuple(range(g.min_players, g.max_players + 1)))
              for g in pc.list_games() if g.playable)
MAX_STEPS = 20000


def play(seed: int, players: int, game: str = "rome-in-crisis") -> str:
    m = pc.new_match(game, players=players, seed=seed)
    rng = Rng(seed)
    for _ in range(MAX_STEPS):
        if m.is_over():
            return m.state_hash()
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        m.act(seat, acts[rng.below(len(acts))])
    raise RuntimeError(f"game {seed} with {players} players did not end in {MAX_STEPS} steps")


def games(count: int) -> list:
    """(game, seed, players) for seeds 1..count of every playable game, each
    game's player counts in turn."""
    return [(game, seed, counts[seed % len(counts)])
            for game, counts in GAMES for seed in range(1, count + 1)]


def workload(count: int) -> dict:
    return {f"{game}/{seed}/{players}": play(seed, players, game)
            for game, seed, players in games(count)}
