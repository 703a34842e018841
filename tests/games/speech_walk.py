"""The table as text (issue 46), for each game's tests of its speech module: a
seeded game walked to a fixed step, and the check that a seat's answers do not
change when what it cannot see is resampled (``Game.determinize``)."""
from collections import namedtuple

import pygame_core as pc
from pygame_core.kernel import QUERIES
from pygame_core.kernel.rng import Rng


def walk(gid, players, seed, steps):
    """The match after ``steps`` moves of easy AI seats (each seeded by the
    move's number, so the walk is the same on every run), or at its end."""
    m = pc.new_match(gid, players, seed=seed)
    while not m.is_over() and len(m.actions) < steps:
        seat = m.to_move()[0]
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    return m


def reader(m, seat):
    """``read(query)``: the answer for ``seat`` at the match's position."""
    return lambda query: m.game.read(m.state, seat, query)


Leaks = namedtuple("Leaks", "checked changed")


def assert_no_leak(gid, players, seeds, every=3, steps=None, changed=None):
    """Over seeded games of the heuristic policy (to their end, or ``steps`` moves), every
    ``every``-th step: each seat's answer to each query is the same on two
    resamplings of what it cannot see.  Returns how many positions were
    checked, how many resamplings ``changed(state, resampled, seat)`` found
    different (the check saw something hidden move).  (How fast an answer comes
    is measured by benchmarks, not asserted here.)"""
    checked = moved = 0
    for seed in seeds:
        m, rng = pc.new_match(gid, players, seed=seed), Rng(seed)
        game = m.game
        policy = pc.ai.heuristics_for(game).policy
        while not m.is_over() and (steps is None or len(m.actions) < steps):
            step = len(m.actions)
            if step % every == 0:
                checked += 1
                for seat in range(players):
                    mine = [game.read(m.state, seat, q) for q in QUERIES]
                    for k in (1, 2):
                        seen = game.determinize(m.state, seat, Rng(k * 7919 + step))
                        moved += bool(changed and changed(m.state, seen, seat))
                        assert [game.read(seen, seat, q) for q in QUERIES] == mine, \
                            (gid, seed, step, seat)
            seat = m.to_move()[0]
            m.act(seat, policy(m.state, seat, m.legal_actions(seat), rng))
    return Leaks(checked, moved)
