"""Rome in Crisis (Rick Heli, Spotlight on Games, 2014), for 2 to 4 players.

data.py (tables), rules.py (procedures and steps), effects.py (candidate
abilities), ai.py (heuristics), scenarios.py (teaching positions),
invariants.py (what holds after every step).
"""
from .rules import RomeInCrisis
from . import ai, invariants, scenarios, schema, tutorial

RomeInCrisis.heuristics = ai.HEURISTICS
RomeInCrisis.scenario_book = scenarios.SCENARIOS
RomeInCrisis.tutorial_book = tutorial.TUTORIALS
RomeInCrisis.invariants = invariants     # checked after every step by the conformance suite
RomeInCrisis.view_schema = schema.VIEW   # the view's keys and types, the boards' contract
GAME = RomeInCrisis()
