"""Time of Crisis: 100 seeded random games per player count with the data
sheet's invariants after every step, each ending (legacy or the event deck's
Diocletian) within a bound; save / load / undo across dice."""
import json

import pytest

import pygame_core as pc
from pygame_core.games.time_of_crisis.invariants import check
from pygame_core.kernel.fuzz import fuzz_game
from pygame_core.kernel.rng import Rng

GAMES = 100
BOUND = 3000            # actions; random games take about 850 (longest seen: ~1500)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_100_random_games_end_within_the_bound(n, failures):
    for seed in range(100, 100 + GAMES):
        m = pc.new_match("time-of-crisis", n, seed=seed)
        fuzz_game(m, seed, check=check, max_steps=BOUND, keep=failures)
        st = m.state
        assert st["over"] and len(st["winners"]) == 1
        # The end: Diocletian drawn, or the last round after an Emperor's 60 legacy.
        assert "diocletian" in st["out"] or st["last_round"]


@pytest.mark.slow
def test_save_load_and_undo_across_dice():
    m = pc.new_match("time-of-crisis", 3, seed=5)
    r = Rng(5)
    barriers = undone = 0
    while not m.is_over() and len(m.actions) < 400:
        seat = m.to_move()[r.below(len(m.to_move()))]
        acts = m.legal_actions(seat)
        rng_before = m.state["rng"]
        m.act(seat, acts[r.below(len(acts))])
        if m.state["rng"] != rng_before:
            # A die was rolled: the action cannot be taken back (no re-roll by undo).
            assert not m.can_undo() and not m.undo()
            barriers += 1
        elif m.can_undo(seat) and len(m.actions) % 5 == 0:
            before, h = len(m.actions), m.state_hash()
            assert m.undo() and len(m.actions) == before - 1
            assert m.state_hash() != h or m.actions[-1:] == []
            m.act(seat, m.legal_actions(seat)[0])
            undone += 1
        if len(m.actions) % 50 == 0:
            again = pc.load_match(json.loads(json.dumps(m.save())))
            assert again.state_hash() == m.state_hash()
    assert barriers > 10 and undone > 5


def test_invariant_22_catches_an_army_moved_after_its_battle():
    """The battle-flag invariant is live: moving a fought army by hand trips it."""
    m = pc.new_match("time-of-crisis", players=3, seed=0)
    rng = Rng(0)
    while not any(a["fought"] for a in m.state["armies"]):
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        m.act(seat, legal[rng.below(len(legal))])
        check(m)
    a = next(a for a in m.state["armies"] if a["fought"])
    a["r"] = "gallia" if a["r"] != "gallia" else "italia"
    with pytest.raises(AssertionError, match="moved after its battle"):
        check(m)
