"""The games of the collection, by id."""
from ..kernel import GameInfo
from .rome_in_crisis.rules import RomeInCrisis

GAMES = {g.info.id: g for g in (RomeInCrisis(),)}

# Shown in the lobby as coming; not playable yet.
COMING = (
    GameInfo("roman-empire", "Roman Empire", 3, 6, playable=False),
    GameInfo("time-of-crisis", "Time of Crisis", 2, 4, playable=False),
    GameInfo("roman-history", "Roman History", 2, 6, playable=False),
)
