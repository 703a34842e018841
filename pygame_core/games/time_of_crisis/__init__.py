"""Time of Crisis (2nd edition; Wray Ferrell and Brad Johnson, GMT Games), 2 to 4 players.

data (tables, with their VERIFIED / REPORTED / RECONSTRUCTED marks); table,
actions, effects, ending and the phases turn, crisis, take_actions and combat
(the rules, in layers: see game.py); schema (the view's contract), ai (a
policy and evaluation for the kernel AI), positions (positions built by hand),
scenarios (the rulebook's positions), tutorial, invariants (the data sheet's
section 8), stats (the statistics at the end); game (the Game and what the
package declares on it).
"""
from .game import GAME

__all__ = ["GAME"]
