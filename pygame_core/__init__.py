"""Ludi Romani: rules-enforced engines for four games about Rome in crisis.

The public contract (DESIGN.md):

    import pygame_core as pc
    m = pc.new_match("rome-in-crisis", players=4, seed=7)
    seat = m.to_move()[0]; m.act(seat, m.legal_actions(seat)[0])
    pc.ai.choose(m, seat, level="normal")
"""
from .kernel import IllegalAction, SaveError, GameInfo, Match
from .kernel.version import VERSION as __version__
from .kernel import load_match as _load
from .kernel import link as _link
from .kernel.tutorial import Lesson
from .games import GAMES, COMING

__all__ = ["list_games", "new_match", "load_match", "scenarios", "load_scenario", "tutorials",
           "load_tutorial", "IllegalAction", "SaveError", "GameInfo", "Match", "ai", "to_link",
           "from_link", "__version__"]


def list_games() -> list:
    """Every game of the collection; the ones not built yet have playable=False."""
    return [g.info for g in GAMES.values()] + list(COMING)


def new_match(game: str, players: int, seed: int = 0, options=None) -> Match:
    if game not in GAMES:
        known = ", ".join(sorted(GAMES))
        raise ValueError(f"Unknown or not yet playable game {game!r}; playable: {known}.")
    return Match(GAMES[game], players, seed, options)


def scenarios(game: str) -> list:
    """Names of the teaching scenarios of a game (for embed.html)."""
    return list(GAMES[game].scenarios()) if game in GAMES else []


def load_scenario(game: str, name: str, hold=()):
    """(match at the scenario's start, steps); each step is {"caption", "seat",
    "action"} and is played with ``m.act(seat, action)`` when it has an action
    (after ``m.settle(seat, action)`` when ``hold`` names the seats people play
    on from it: their risky forced moves wait for a click, see Match.hold)."""
    if game not in GAMES or name not in GAMES[game].scenarios():
        raise ValueError(f"No scenario {name!r} for game {game!r}.")
    sc = GAMES[game].scenarios()[name]
    options = dict(sc.options, hold=list(hold)) if hold else sc.options
    m = Match(GAMES[game], sc.players, 0, options, scenario=name)
    return m, [dict(step) for step in sc.steps]


def tutorials(game: str) -> list:
    """Names of the guided first games of a game (kernel/tutorial.py)."""
    return list(GAMES[game].tutorial_book) if game in GAMES else []


def load_tutorial(game: str, name: str = "first-game") -> Lesson:
    """The guided first game ``name`` of ``game``, at the learner's first step
    (``Lesson``: ``step()``, ``play(seat, action)``, ``match``)."""
    if game not in GAMES:
        raise ValueError(f"There is no tutorial {name!r} for {game!r} (no such game).")
    return Lesson(GAMES[game], name)


def load_match(data) -> Match:
    """Rebuild a match from ``Match.save()`` output (dict or JSON text)."""
    return _load(data, GAMES)


def to_link(m: Match) -> str:
    """The match as the text of a link's fragment (kernel/link.py: play by link)."""
    return _link.encode(m)


def from_link(text: str) -> Match:
    """The match a link's fragment holds, every move replayed; a SaveError in words."""
    return _link.decode(text, GAMES)


from . import ai  # noqa: E402  (ai needs the names above)
