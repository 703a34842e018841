"""The table as text (issue 46), for each game's tests of its speech module: a
seeded game walked to a fixed step, and the check that a seat's answers do not
change when what it cannot see is resampled (``Game.determinize``)."""
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


def assert_no_leak(gid, players, seeds, every=3):
    """Over whole seeded AI games, every ``every``-th step: each seat's answer to
    each query is the same on two resamplings of what it cannot see.  Returns
    how many positions were checked."""
    checked = 0
    for seed in seeds:
        m = pc.new_match(gid, players, seed=seed)
        game = m.game
        while not m.is_over():
            step = len(m.actions)
            if step % every == 0:
                checked += 1
                for seat in range(players):
                    mine = [game.read(m.state, seat, q) for q in QUERIES]
                    for k in (1, 2):
                        seen = game.determinize(m.state, seat, Rng(k * 7919 + step))
                        assert [game.read(seen, seat, q) for q in QUERIES] == mine, \
                            (gid, seed, step, seat)
            seat = m.to_move()[0]
            m.act(seat, pc.ai.choose(m, seat, "easy", seed=step))
    return checked
