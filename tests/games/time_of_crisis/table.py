"""Helpers for Time of Crisis scenario tests: a bare 4-player table to set up
a rulebook position on (the game's own position builders, positions.py, which
its scenarios use too), and scripted dice (the rulebook's numbers)."""
import sys

import pytest

from pygame_core.games.time_of_crisis import GAME, positions as P, table as T
from pygame_core.games.time_of_crisis.positions import NAMES
from pygame_core.kernel import Match
from pygame_core.kernel.rng import seed_state


def table(n=4):
    """All provinces neutral at 1 (No Place per player count), Italia by R-A4,
    empty hands, the event deck in a fixed order with Diocletian last."""
    return P.table(seed_state(7), n)


def match_at(st, step, stage="actions", under=None, scratch=None, **frame):
    """A match whose flow waits at ``step``, called from the turn's part ``stage``
    (and from a waiting ``under`` step, e.g. a battle from Take Actions), the
    turn's scratch as it begins but for the fields ``scratch`` gives (positions.py)."""
    P.at_step(st, st["seat"], stage, step, under, scratch, **frame)
    return Match(GAME, st["n"], 0, {"names": NAMES[:st["n"]]}, _state=st)


def in_turn(st, s, **scratch):
    """Put ``st`` inside seat ``s``'s Take Actions without running the flow (the
    game's and the turn's frames only, the turn's scratch as it begins but for
    the fields ``scratch`` gives), for a rule called directly that keeps the
    turn's scratch (a Place a Governor: its province is targeted this turn)."""
    return P.enter_turn(st, s, "actions", scratch)


class Dice:
    """Scripted dice: table.die returns these in order (and fails when they run out),
    in every module of the game that imports it by name."""

    def __init__(self, monkeypatch):
        self.queue = []
        for name, module in sorted(sys.modules.items()):
            if name.startswith(T.__package__ + ".") and getattr(module, "die", None) is T.die:
                monkeypatch.setattr(module, "die", self._die)

    def _die(self, st):
        assert self.queue, "the scenario rolled more dice than scripted"
        st["rng"] = (st["rng"] + 1) & ((1 << 64) - 1)     # the generator moved (undo barrier)
        return self.queue.pop(0)

    def __call__(self, *values):
        self.queue.extend(values)
        return self


@pytest.fixture
def dice(monkeypatch):
    return Dice(monkeypatch)


def act(m, seat, **action):
    assert action in m.legal_actions(seat), (action, m.legal_actions(seat))
    m.act(seat, action)
