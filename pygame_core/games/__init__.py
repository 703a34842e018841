"""The games of the collection, by id."""
from ..kernel import GameInfo
from .rome_in_crisis.rules import RomeInCrisis
from .roman_empire.rules import RomanEmpire

GAMES = {g.info.id: g for g in (RomeInCrisis(), RomanEmpire())}

# Shown in the lobby as coming; not playable yet.
COMING = (
    GameInfo("time-of-crisis", "Time of Crisis", 2, 4, playable=False),
    GameInfo("roman-history", "Roman History", 2, 6, playable=False),
)
