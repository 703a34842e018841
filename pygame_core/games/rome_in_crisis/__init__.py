"""Rome in Crisis (Rick Heli, Spotlight on Games, 2014), for 2 to 4 players.

data.py (the cards and tables of the rulebook), table.py (the fresh state,
its readers and changers), effects.py (candidate abilities), rules.py
(procedures and steps), ai.py (heuristics), scenarios.py (teaching
positions), tutorial.py (the lesson), invariants.py (what holds after every
step).  Each imports only the ones before it (data, table, effects, rules).
"""
from .rules import RomeInCrisis
from . import ai, invariants, review, scenarios, schema, tutorial

RomeInCrisis.heuristics = ai.HEURISTICS
RomeInCrisis.scenario_book = scenarios.SCENARIOS
RomeInCrisis.tutorial_book = tutorial.TUTORIALS
RomeInCrisis.invariants = invariants     # checked after every step by the conformance suite
RomeInCrisis.view_schema = schema.VIEW   # the view's keys and types, the boards' contract
RomeInCrisis.chances = ai.win_chances   # each seat's chance to win (the review, issue 35)
RomeInCrisis.tally = review.Tally        # its statistics at the end (the review)
RomeInCrisis.score_name = "points"
GAME = RomeInCrisis()
