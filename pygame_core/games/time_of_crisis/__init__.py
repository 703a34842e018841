"""Time of Crisis (2nd edition; Wray Ferrell and Brad Johnson, GMT Games), 2 to 4 players.

data (tables, with their VERIFIED / REPORTED / RECONSTRUCTED marks); table,
actions, effects, ending and the phases turn, crisis, take_actions and combat
(the rules, in layers: see rules.py); rules (the Game); ai (a minimal policy
for the kernel AI), scenarios (the rulebook's positions), invariants (the data
sheet's section 8).
"""
from .rules import TimeOfCrisis
from . import ai, invariants, review, scenarios, schema, tutorial

TimeOfCrisis.heuristics = ai.HEURISTICS
TimeOfCrisis.scenario_book = scenarios.SCENARIOS
TimeOfCrisis.tutorial_book = tutorial.TUTORIALS
TimeOfCrisis.invariants = invariants     # checked after every step by the conformance suite
TimeOfCrisis.view_schema = schema.VIEW   # the view's keys and types, the boards' contract
TimeOfCrisis.chances = ai.win_chances   # each seat's chance to win (the review, issue 35)
TimeOfCrisis.tally = review.Tally        # its statistics at the end (the review)
TimeOfCrisis.score_name = "legacy"
GAME = TimeOfCrisis()
