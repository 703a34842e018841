"""Roman History (six ages), for 2 to 6 players.

data (the 497 cards and the tables), table (the fresh state, its readers and
changers), rules (the turn's sequence, procedures and steps), schema (the
view's contract), ai (heuristics for the kernel AI), positions (positions built
by hand), scenarios, tutorial, invariants, stats (the statistics at the end)
and game (the Game and what the
package declares on it).  No card has text of its own (each does what its type
does), so there is no effects registry.
"""
from .game import GAME
__all__ = ["GAME"]
