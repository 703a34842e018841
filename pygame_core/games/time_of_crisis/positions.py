"""Time of Crisis positions built by hand, for the scenarios (the rulebook's
examples) and the rules tests alike: a bare table to set a rulebook position
on, Governors and armies placed on it, and the flow entered inside a turn.

    st = table(rng_state)                       # 4 players, all provinces neutral
    govern(st, GREEN, "macedonia", 2); army(st, RED, "macedonia", [1, 1, 1])
    at_step(st, RED, "actions", seat=RED)       # waiting in Red's Take Actions
"""
from . import data as D
from .table import flow, fresh_state, new_army, new_scratch, recompute_italia
from .turn import SCRATCH_LIVES

NAMES = ["Green", "Blue", "Yellow", "Red"]


def table(rng_state, n=4):
    """All provinces neutral at 1 (No Place per player count), Italia by R-A4,
    one Red 1 in every hand (so that no step is played for a player), nothing
    available, the event deck in a fixed order with Diocletian last."""
    st = fresh_state(n, rng_state, {"names": NAMES[:n]})
    st["deck"] = [e for e in D.EVENT_IDS if e != "diocletian"] + ["diocletian"]
    for pl in st["pl"]:
        pl["avail"], pl["gov_av"], pl["gen_av"], pl["hand"] = {}, 0, 0, {"red_1": 1}
    recompute_italia(st)
    st["turns"] = 1
    return st


def govern(st, s, p, sup, gov_from_unclaimed=True):
    """Give province ``p`` to seat ``s`` at support ``sup`` (a bought Governor)."""
    pr = st["prov"][p]
    pr["gov"], pr["sup"] = s, sup
    if gov_from_unclaimed:
        st["pl"][s]["gov_un"].pop(0)
    recompute_italia(st)


def army(st, s, p, legions, cap=False, foed=()):
    """A new army of seat ``s`` in ``p`` (a bought General), its legions and foederati."""
    a = new_army(st, s, p, cap, legions)
    a["foed"] = list(foed)
    st["pl"][s]["gen_un"].pop(0)
    return a


def enter_turn(st, seat, stage, scratch=None):
    """The flow inside ``seat``'s turn at its part ``stage`` (the part that calls
    a phase's step: "actions" for Take Actions, "discard" for the end of the
    turn), the game's frame at its turns.  Up to the end of buying the turn
    holds its scratch (table.py ``scratch``), as it begins but for the fields
    ``scratch`` gives (e.g. {"pp": 4, "disc": {"m": 1}}: political points to
    spend, a discount won).  Nothing runs: a rule may be called as from inside
    the turn, or a step entered above it (``at_step``)."""
    st["seat"] = seat
    st["stack"] = []
    flow.enter(st, "game", at="turns")
    turn = {}
    if stage in SCRATCH_LIVES:
        turn["scratch"] = dict(new_scratch(), **(scratch or {}))
    elif scratch is not None:
        raise ValueError("a turn holds no scratch after buying")
    flow.enter(st, "turn", at=stage, seat=seat, **turn)
    return st


def at_step(st, s, stage, step=None, under=None, scratch=None, **frame):
    """The flow waiting at ``step`` (the step of ``stage`` by default) with the
    locals ``frame``, called from seat ``s``'s turn at its part ``stage``
    (``enter_turn``) and from a waiting ``under`` step (a battle from Take
    Actions), played on to the first decision."""
    enter_turn(st, s, stage, scratch)
    if under is not None:
        flow.enter(st, under, seat=s)
    flow.enter(st, step or stage, **frame)
    flow.run(st, [])
    return st
