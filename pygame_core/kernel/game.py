"""What a game module provides to the kernel.

A game is a stateless object; the whole match state is one plain dict (JSON
round-trippable: dicts, lists, ints, strings, bools, None).  The kernel's
``Match`` wraps it with the public contract (see DESIGN.md).
"""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    options: dict = field(default_factory=dict)
    playable: bool = True

    def to_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "min_players": self.min_players,
                "max_players": self.max_players, "options": dict(self.options),
                "playable": self.playable}


class Game:
    """The interface each game implements (``games/<game>/rules.py``)."""

    info: GameInfo

    def setup(self, players: int, seed: int, options: dict) -> dict:
        """A new state; must store the game generator in ``state["rng"]``."""
        raise NotImplementedError

    def to_move(self, state: dict) -> list:
        """Seats that may act now ([] when the game is over)."""
        raise NotImplementedError

    def legal_actions(self, state: dict, seat: int) -> list:
        """JSON-able dicts with a "type" key, in a stable order."""
        raise NotImplementedError

    def apply(self, state: dict, seat: int, action: dict, log) -> bool:
        """Carry out a legal action (already checked).  ``log`` is a list to
        append public messages to, or None.  Return True when the action
        revealed hidden information or used chance (an undo barrier)."""
        raise NotImplementedError

    def view(self, state: dict, seat) -> dict:
        """What ``seat`` may see (None: a spectator)."""
        raise NotImplementedError

    def prompt(self, state: dict, seat) -> str:
        """What ``seat`` must decide now, in words (or what the table waits for)."""
        raise NotImplementedError

    def describe(self, state: dict, action: dict) -> str:
        raise NotImplementedError

    def log_line(self, state: dict, seat: int, action: dict):
        """The public log line for an action about to be applied (None: say
        nothing).  A secret choice must not be named here."""
        return self.describe(state, action)

    def is_over(self, state: dict) -> bool:
        raise NotImplementedError

    def result(self, state: dict) -> dict:
        """{"scores": [...], "winners": [...]}"""
        raise NotImplementedError

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """A copy with everything ``seat`` cannot see resampled."""
        raise NotImplementedError

    def scenarios(self) -> dict:
        """Named teaching positions: {name: {"title", "players", "steps"}}, where
        steps are {"caption", "seat", "action"} (action None: caption only)."""
        return {}

    def scenario_state(self, name: str, players: int, seed: int, options: dict) -> dict:
        raise ValueError(f"{self.info.title} has no scenario {name!r}")

    def phase_help(self, state: dict) -> str:
        """Rules help for the current step, in our own words."""
        return ""
