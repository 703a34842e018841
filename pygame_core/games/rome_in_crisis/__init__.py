"""Rome in Crisis (Rick Heli, Spotlight on Games, 2014), for 2 to 4 players.

data.py (the cards and tables of the rulebook), table.py (the fresh state,
its readers and changers), effects.py (candidate abilities), rules.py
(procedures and steps), schema.py (the view's contract), ai.py (heuristics),
positions.py (positions built by hand), scenarios.py (teaching positions),
tutorial.py (the lesson), invariants.py (what holds after every step), stats.py
(the statistics at the end) and
game.py (the Game and what the package declares on it).  Each imports only
the ones before it.
"""
from .game import GAME
__all__ = ["GAME"]
