"""Rome in Crisis (Rick Heli, Spotlight on Games, 2014), for 2 to 4 players.

data.py (tables), rules.py (procedures and steps), effects.py (candidate
abilities), ai.py (heuristics), scenarios.py (teaching positions),
invariants.py (what holds after every step).
"""
from .rules import RomeInCrisis
from . import ai, scenarios

RomeInCrisis.heuristics = ai.HEURISTICS
RomeInCrisis.scenario_book = scenarios.SCENARIOS
GAME = RomeInCrisis()
