"""Roman Empire heuristics (pygame_core/games/roman_empire/ai.py): a policy for
every step, legal choices at every level, and the AI's fast copies of rules
agreeing with the rules."""
import pytest

import pygame_core as pc
from pygame_core.games.roman_empire import ai
from pygame_core.games.roman_empire.game import RomanEmpire
from pygame_core.games.roman_empire.rules import flow
from pygame_core.kernel import copy_state
from pygame_core.kernel.rng import Rng

LEVELS = ("easy", "normal", "hard")


def test_every_step_has_a_policy_and_the_kernel_ai_finds_them():
    assert set(ai.POLICIES) == set(flow.steps)
    assert RomanEmpire.heuristics is ai.HEURISTICS
    m = pc.new_match("roman-empire", 4, seed=1)
    assert m.game.heuristics is ai.HEURISTICS
    assert ai.HEURISTICS.policies is ai.POLICIES and ai.HEURISTICS.search is ai.Search


def test_roman_empire_choices_are_legal_at_every_level():
    # (Moved from tests/test_ai.py; the generic fallback: test_ai_generic.py.)
    m = pc.new_match("roman-empire", players=4, seed=2)
    steps = 0
    while not m.is_over() and steps < 40:
        seat = m.to_move()[0]
        a = pc.ai.choose(m, seat, LEVELS[steps % 3], seed=steps, iterations=20)
        assert a in m.legal_actions(seat)
        m.act(seat, a)
        steps += 1


@pytest.mark.parametrize("edition", [1, 2])
def test_the_easy_policy_always_chooses_a_legal_action(edition):
    """On the real state at every decision of easy-bot games (3-6 players),
    and through pc.ai.choose (which decides on a determinized copy)."""
    steps_seen = set()
    for n in (3, 4, 5, 6):
        for seed in range(4):
            m = pc.new_match("roman-empire", n, seed=seed, options={"edition": edition})
            rng = Rng(seed)
            while not m.is_over():
                seat = m.to_move()[0]
                legal = m.legal_actions(seat)
                mine = ai.policy(copy_state(m.state), seat, legal, rng)
                assert mine in legal, (m.state["stack"][-1]["p"], mine)
                steps_seen.add(m.state["stack"][-1]["p"])
                a = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
                assert a in legal
                m.act(seat, a)
    assert steps_seen >= {"must", "option", "crisis", "place"}


def _positions(count, seed=0):
    """Positions of random games at the option step, with the challenges on offer."""
    rng = Rng(seed)
    out = []
    game = 0
    while len(out) < count:
        m = pc.new_match("roman-empire", 3 + game % 4, seed=1000 + game)
        game += 1
        while not m.is_over() and len(out) < count:
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            ch = [a for a in legal if a["type"] == "challenge"]
            if ch:
                out.append((copy_state(m.state), seat, ch))
            # challenge often, so that leaders carry several Action cards
            pick = ch if ch and rng.below(3) else legal
            m.act(seat, pick[rng.below(len(pick))])
    return out


def test_the_ais_disposal_arithmetic_agrees_with_the_rules():
    """ai.disposes (its fast copy of E4) against the rules themselves: the
    challenge is played on a copy and we look whether the leader went to the
    challenger's victory pile."""
    g = RomanEmpire()
    outcomes = set()
    for st, seat, challenges in _positions(400):
        for a in challenges:
            s2 = copy_state(st)
            g.apply(s2, seat, a, None)
            # disposed by this challenge: to the challenger's pile (the play
            # runs on to the next decision, where he might also die of sickness)
            gone = a["leader"] in s2["vp_leaders"][seat]
            assert ai.disposes(st, a["leader"], a["card"]) == gone, a
            outcomes.add(gone)
        # a leader the rules leave standing with two Actions has strength left
        for f in st["faction"]:
            for l in f:
                if len(st["challenges"][l]) >= 2:
                    assert ai.margin(st, l) > 0
    assert outcomes == {True, False}


def test_evaluation_is_a_reward_per_seat_in_0_1():
    for n in (3, 6):
        m = pc.new_match("roman-empire", n, seed=n)
        r = Rng(n)
        while not m.is_over():
            vals = ai.evaluate(m.game, m.state, n)
            assert len(vals) == n and all(0.0 <= v <= 1.0 for v in vals)
            seat = m.to_move()[0]
            acts = m.legal_actions(seat)
            m.act(seat, acts[r.below(len(acts))])
        vals = ai.evaluate(m.game, m.state, n)
        res = m.result()
        assert vals == ([0.0] * n if res.get("collapsed") else
                        [1.0 / len(res["winners"]) if s in res["winners"] else 0.0
                         for s in range(n)])
