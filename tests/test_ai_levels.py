"""Every AI level, for every game of the registry: its choice is legal and
depends only on what the seat can see (and so does the review's verdict on a
move, issue 35); and, per game with heuristics, the
normal level beats random seats in a short fixed-seed match (so a change
that breaks the search shows here, not only in ``build.py bench``)."""
import pytest

import pygame_core as pc
from pygame_core.ai import LEVELS, heuristics_for, generic
from pygame_core.ai.review import judge
from pygame_core.games import GAMES
from pygame_core.kernel import Match
from pygame_core.kernel.rng import Rng

ITERATIONS = 24          # enough for the search's machinery, cheap enough for CI
REVIEW_CAP, REVIEW_ROUNDS = 24, 6   # the review's search and measure, as cheap


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
            # The review's search (issue 35) judges the seat's move from what it saw.
            chosen = m.legal_actions(seat)[i % len(m.legal_actions(seat))]
            v = judge(m, seat, chosen, seed=i, cap=REVIEW_CAP, rounds=REVIEW_ROUNDS)
            w = judge(other, seat, chosen, seed=i, cap=REVIEW_CAP, rounds=REVIEW_ROUNDS)
            assert (v.key, v.margin, v.chances) == (w.key, w.margin, w.chances), (gid, chosen)
            assert m.state_hash() == before          # the AI never touches the match
            checked += 1
    assert checked >= 8


def normal_vs_random(gid, players, games, iterations):
    """Games with one normal seat (rotated), a random seat on its left and
    easy seats elsewhere (so the table plays the game rather than chaos: four
    random seats let every Roman Empire crisis fail).  Per game, the normal
    seat's final points and the random seat's (at a collapse of the Empire,
    the points it stopped at)."""
    out = []
    for g in range(games):
        m = pc.new_match(gid, players, seed=100003 + 7919 * g)
        me, rnd, r, step = g % players, (g + 1) % players, Rng(g), 0
        while not m.is_over():
            seat = m.to_move()[0]
            if seat == rnd:
                a = pc.ai.random_action(m, seat, r)
            else:
                a = pc.ai.choose(m, seat, "normal" if seat == me else "easy", seed=step,
                                 iterations=iterations)
            m.act(seat, a)
            step += 1
        scores = m.result()["scores"]
        out.append((scores[me], scores[rnd]))
    return out


# players, games, iterations per game (a default for games not named here)
SHORT_MATCH = {"rome-in-crisis": (4, 3, 25), "roman-empire": (3, 6, 40)}


@pytest.mark.slow
@pytest.mark.parametrize("gid", sorted(g for g in GAMES if heuristics_for(GAMES[g]) is not generic.HEURISTICS))
def test_normal_beats_a_random_seat_in_a_short_match(gid):
    players, games, iterations = SHORT_MATCH.get(gid, (min(4, GAMES[gid].info.max_players), 3, 25))
    scores = normal_vs_random(gid, players, games, iterations)
    ahead = sum(mine > theirs for mine, theirs in scores)
    assert ahead >= (2 * games + 2) // 3, scores
    assert sum(m for m, _ in scores) > sum(t for _, t in scores), scores


@pytest.mark.parametrize("gid", ["rome-in-crisis", "roman-empire"])
def test_a_games_own_level_caps_bound_its_search(gid, monkeypatch):
    """The card games set their own iteration caps (``levels`` in their
    ai.py, issue 9: sized for the page's waits); ``choose`` without an
    iteration count searches within them and the game's clock budget."""
    from pygame_core.ai import level_config, mcts
    own = heuristics_for(GAMES[gid]).levels
    seen = []
    run = mcts.Search.run

    def spy(self, iterations=None, budget_ms=None, max_iterations=100000):
        seen.append((iterations, budget_ms, max_iterations))
        return run(self, 2)
    monkeypatch.setattr(mcts.Search, "run", spy)
    obvious = heuristics_for(GAMES[gid]).obvious or (lambda *a: False)
    m, seat = next((m, s) for m, s in positions(gid, 4, 7919 * 43, every=1, limit=8)
                   if not obvious(m.state, s, m.legal_actions(s)))   # a move that is searched
    for level in ("normal", "hard"):
        assert level_config(GAMES[gid], level) == own[level]
        seen.clear()
        assert pc.ai.choose(m, seat, level, seed=1) in m.legal_actions(seat)
        assert seen == [(None, own[level]["budget_ms"], own[level]["max_iterations"])]
