"""Game-agnostic engine pieces: the game protocol, the match, the RNG, errors."""
from .errors import IllegalAction, SaveError
from .game import Game, GameInfo
from .match import Match, load_match, copy_state, canonical_json

__all__ = ["IllegalAction", "SaveError", "Game", "GameInfo", "Match", "load_match",
           "copy_state", "canonical_json"]
