"""Helpers for Time of Crisis scenario tests: a bare 4-player table to set up
a rulebook position on, and scripted dice (the rulebook's numbers)."""
import sys

import pytest

from pygame_core.games.time_of_crisis import GAME, data as D, table as T
from pygame_core.games.time_of_crisis.invariants import SCRATCH_LIVES
from pygame_core.kernel import Match
from pygame_core.kernel.flow import call
from pygame_core.kernel.rng import seed_state

NAMES = ["Green", "Blue", "Yellow", "Red"]


def table(n=4):
    """All provinces neutral at 1 (No Place per player count), Italia by R-A4,
    empty hands, the event deck in a fixed order with Diocletian last."""
    st = T.fresh_state(n, seed_state(7), {"names": NAMES[:n]})
    st["deck"] = [e for e in D.EVENT_IDS if e != "diocletian"] + ["diocletian"]
    for pl in st["pl"]:      # one card in hand, so that no step is played for a player
        pl["avail"], pl["gov_av"], pl["gen_av"], pl["hand"] = {}, 0, 0, {"red_1": 1}
    T.recompute_italia(st)
    st["turns"] = 1
    return st


def govern(st, s, p, sup, gov_from_unclaimed=True):
    """Give province ``p`` to seat ``s`` at support ``sup`` (a bought Governor)."""
    pr = st["prov"][p]
    pr["gov"], pr["sup"] = s, sup
    if gov_from_unclaimed:
        st["pl"][s]["gov_un"].pop(0)
    T.recompute_italia(st)


def army(st, s, p, legions, cap=False, foed=()):
    a = T.new_army(st, s, p, cap, legions)
    a["foed"] = list(foed)
    st["pl"][s]["gen_un"].pop(0)
    return a


def match_at(st, step, stage="actions", under=None, scratch=None, **frame):
    """A match whose flow waits at ``step``, called from the turn's part ``stage``
    (and from a waiting ``under`` step, e.g. a battle from Take Actions).  Up
    to the end of buying the turn holds its scratch (table.py ``scratch``), as
    it begins but for the fields ``scratch`` gives (e.g. {"pp": 4, "disc":
    {"m": 1}}: political points to spend, a discount won)."""
    st["stack"] = []
    call(st, "game", at="turns")
    st["stack"][-1].pop("_do")
    turn = {}
    if stage in SCRATCH_LIVES:
        turn["scratch"] = dict(T.new_scratch(), **(scratch or {}))
    else:
        assert scratch is None, "a turn holds no scratch after buying"
    call(st, "turn", seat=st["seat"], at=stage, **turn)
    st["stack"][-1].pop("_do")
    if under is not None:
        call(st, under, seat=st["seat"])
        st["stack"][-1].pop("_do")
    call(st, step, **frame)
    GAME.flow.run(st, [])
    return Match(GAME, st["n"], 0, {"names": NAMES[:st["n"]]}, _state=st)


def in_turn(st, s, **scratch):
    """Put ``st`` inside seat ``s``'s Take Actions without running the flow (the
    game's and the turn's frames only, the turn's scratch as it begins but for
    the fields ``scratch`` gives), for a rule called directly that keeps the
    turn's scratch (a Place a Governor: its province is targeted this turn)."""
    st["seat"] = s
    st["stack"] = [{"p": "game", "at": "turns"},
                   {"p": "turn", "seat": s, "at": "actions",
                    "scratch": dict(T.new_scratch(), **scratch)}]
    return st


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
