"""The games of the collection, by id: the one registry the page, the CLI,
the benchmarks and the conformance tests iterate over."""
from ..kernel import GameInfo
from .rome_in_crisis import GAME as _rome_in_crisis
from .roman_empire import GAME as _roman_empire
from .time_of_crisis import GAME as _time_of_crisis

GAMES = {g.info.id: g for g in (_rome_in_crisis, _roman_empire, _time_of_crisis)}

# Shown in the lobby as coming; not playable yet.
COMING = (
    GameInfo("roman-history", "Roman History", 2, 6, playable=False),
)
