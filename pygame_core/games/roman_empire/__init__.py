"""Roman Empire (adapted from GDW's Red Empire, Frank Chadwick), for 3 to 6 players.

data (tables), table (the fresh state, its readers and changers), effects (the
card effects on the kernel's Effects), rules (sequences, procedures and steps),
schema (the view's contract), ai (heuristics for the kernel AI), positions
(positions built by hand), scenarios, tutorial, invariants, stats (the
statistics at the end) and game (the Game
and what the package declares on it).
"""
from .game import GAME
__all__ = ["GAME"]
