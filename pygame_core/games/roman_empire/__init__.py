"""Roman Empire (adapted from GDW's Red Empire, Frank Chadwick), for 3 to 6 players.

data (tables), table (the fresh state, its readers and changers), effects (the
card effects on the kernel's Effects), rules (sequences, procedures and steps), ai (heuristics for the kernel AI), scenarios, invariants.
"""
from .rules import RomanEmpire
from . import ai, invariants, review, scenarios, schema, tutorial

RomanEmpire.heuristics = ai.HEURISTICS     # the kernel AI's game knowledge (pygame_core/ai)
RomanEmpire.scenario_book = scenarios.SCENARIOS
RomanEmpire.tutorial_book = tutorial.TUTORIALS
RomanEmpire.invariants = invariants     # checked after every step by the conformance suite
RomanEmpire.view_schema = schema.VIEW   # the view's keys and types, the boards' contract
RomanEmpire.chances = ai.win_chances   # each seat's chance to win (the review, issue 35)
RomanEmpire.tally = review.Tally        # its statistics at the end (the review)
RomanEmpire.score_name = "points"
GAME = RomanEmpire()
