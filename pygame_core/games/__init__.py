"""The games of the collection, by id: the one registry the page, the CLI,
the benchmarks and the conformance tests iterate over."""
from .rome_in_crisis import GAME as _rome_in_crisis
from .roman_history import GAME as _roman_history
from .roman_empire import GAME as _roman_empire
from .time_of_crisis import GAME as _time_of_crisis

GAMES = {g.info.id: g for g in (_rome_in_crisis, _roman_empire, _time_of_crisis, _roman_history)}

# Shown in the lobby as coming (GameInfo with playable=False); every game is playable now.
COMING = ()
