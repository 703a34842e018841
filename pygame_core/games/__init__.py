"""The games of the collection, by id: the one registry the page, the CLI,
the benchmarks and the conformance tests iterate over."""
from ..kernel import GameInfo
from .rome_in_crisis import GAME as _rome_in_crisis
from .roman_history import GAME as _roman_history
from .roman_empire import GAME as _roman_empire

GAMES = {g.info.id: g for g in (_rome_in_crisis, _roman_empire, _roman_history)}

# Shown in the lobby as coming; not playable yet.
COMING = (
    GameInfo("time-of-crisis", "Time of Crisis", 2, 4, playable=False),
)
