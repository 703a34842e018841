"""Every AI level, for every game of the registry: its choice is legal and
depends only on what the seat can see; and, per game with heuristics, the
normal level beats random seats in a short fixed-seed match (so a change
that breaks the search shows here, not only in ``build.py bench``)."""
import pytest

import pygame_core as pc
from pygame_core.ai import LEVELS, heuristics_for, generic
from pygame_core.games import GAMES
from pygame_core.kernel import Match
from pygame_core.kernel.rng import Rng

ITERATIONS = 24          # enough for the search's machinery, cheap enough for CI


def positions(gid, players, seed, every=5, limit=6):
    """Decisions (more than one legal action) along a seeded random game."""
    m = pc.new_match(gid, players, seed=seed)
    r = Rng(seed)
    out, step = [], 0
    while not m.is_over() and len(out) < limit:
        seat = m.to_move()[r.below(len(m.to_move()))]
        acts = m.legal_actions(seat)
        if len(acts) > 1 and step % every == 0:
            out.append((m.clone(), seat))
        m.act(seat, acts[r.below(len(acts))])
        step += 1
    return out


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_level_is_legal_and_blind_to_what_the_seat_cannot_see(gid):
    game = GAMES[gid]
    players = min(4, game.info.max_players)
    checked = 0
    for seed in (41, 42):
        for i, (m, seat) in enumerate(positions(gid, players, 7919 * seed)):
            # The same position with everything the seat cannot see resampled.
            other = Match(game, players, m.seed, m.options,
                          _state=game.determinize(m.state, seat, Rng(1000 + i)))
            assert other.view(seat)["seat"] == seat
            before = m.state_hash()
            for level in LEVELS:
                a = pc.ai.choose(m, seat, level, seed=i, iterations=ITERATIONS)
                assert a in m.legal_actions(seat), (gid, level, a)
                b = pc.ai.choose(other, seat, level, seed=i, iterations=ITERATIONS)
                assert a == b, (gid, level, m.state["stack"][-1].get("p"))
            assert m.state_hash() == before          # the AI never touches the match
            checked += 1
    assert checked >= 8


def normal_vs_random(gid, players, games, iterations):
    """Games of one normal seat (rotated) against random seats; per game,
    whether the normal seat came first on points (a shared first place
    counts; a collapse of the Empire is judged on the points at the collapse,
    since random seats let crises fail whatever anyone does)."""
    firsts = []
    for g in range(games):
        m = pc.new_match(gid, players, seed=100003 + 7919 * g)
        me, r, step = g % players, Rng(g), 0
        while not m.is_over():
            seat = m.to_move()[0]
            a = (pc.ai.choose(m, seat, "normal", seed=step, iterations=iterations)
                 if seat == me else pc.ai.random_action(m, seat, r))
            m.act(seat, a)
            step += 1
        scores = m.result()["scores"]
        firsts.append(scores[me] == max(scores))
    return firsts


SHORT_MATCH = {"rome-in-crisis": (4, 3, 25), "roman-empire": (5, 6, 60)}


@pytest.mark.parametrize("gid", sorted(g for g in GAMES if heuristics_for(g) is not generic))
def test_normal_beats_random_seats_in_a_short_match(gid):
    players, games, iterations = SHORT_MATCH.get(gid, (min(4, GAMES[gid].info.max_players), 3, 25))
    firsts = normal_vs_random(gid, players, games, iterations)
    # A random seat would come first in about 1 game in ``players``.
    assert sum(firsts) >= (2 * games + 2) // 3, firsts
