"""Roman History (six ages), for 2 to 6 players.

data (the 497 cards and the tables), table (the fresh state, its readers and
changers), rules (the turn's sequence, procedures and steps), ai (heuristics for the kernel AI), scenarios, invariants.  No card has text of
its own (each does what its type does), so there is no effects registry.
"""
from .rules import RomanHistory
from . import ai, invariants, review, scenarios, schema, tutorial

RomanHistory.heuristics = ai.HEURISTICS     # the kernel AI's game knowledge (pygame_core/ai)
RomanHistory.scenario_book = scenarios.SCENARIOS
RomanHistory.tutorial_book = tutorial.TUTORIALS
RomanHistory.invariants = invariants     # checked after every step by the conformance suite
RomanHistory.view_schema = schema.VIEW   # the view's keys and types, the boards' contract
RomanHistory.chances = ai.win_chances   # each seat's chance to win (the review, issue 35)
RomanHistory.tally = review.Tally        # its statistics at the end (the review)
RomanHistory.score_name = "VP"
GAME = RomanHistory()
