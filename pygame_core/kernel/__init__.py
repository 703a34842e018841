"""Game-agnostic engine pieces: the game protocol, the flow, the match, the RNG, errors."""
from .errors import IllegalAction, SaveError
from .game import QUERIES, Fixed, Game, GameInfo, Tally, held, player_names, reseed
from .match import Match, load_match, copy_state, canonical_json
from .flow import (Flow, Step, FlowError, call, goto, end, game_over, frame, find, say, note,
                   Record, target, when, repeat)

__all__ = ["IllegalAction", "SaveError", "QUERIES", "Fixed", "Game", "GameInfo", "Tally", "Match",
           "load_match", "when", "repeat", "copy_state", "canonical_json", "held", "player_names",
           "reseed", "Flow", "Step", "FlowError", "call", "goto", "end", "game_over", "frame",
           "find", "say", "note", "Record", "target"]
