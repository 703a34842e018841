"""A game's AI knowledge is a declared object (issue 19): a misspelt hook is an
error when the game is imported, and the kernel reads no hook by name."""
import pytest

from pygame_core.ai import Heuristics, generic, heuristics_for
from pygame_core.games import GAMES


def _rule(st, seat, actions, rng):
    return actions[0]


def test_a_misspelt_hook_fails_at_once():
    with pytest.raises(TypeError):
        Heuristics(policies={"x": _rule}, evaluate=generic.evaluate, horizon=generic.horizon,
                   epsilon=0.1, obvius=lambda *a: True)
    with pytest.raises(TypeError):
        Heuristics(policies={"x": _rule}, evaluate=generic.evaluate, horizon=generic.horizon,
                   epsilon=0.1, levels={"hrad": {"budget_ms": 1, "max_iterations": 1}})


def test_the_policy_plays_the_rule_of_the_step_on_top():
    h = Heuristics(policies={"x": _rule}, evaluate=generic.evaluate, horizon=generic.horizon,
                   epsilon=0.1)
    assert h.policy({"stack": [{"p": "y"}, {"p": "x"}]}, 0, ["a", "b"], None) == "a"
    with pytest.raises(KeyError):
        h.policy({"stack": [{"p": "y"}]}, 0, ["a", "b"], None)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_game_declares_its_heuristics(gid):
    h = heuristics_for(GAMES[gid])
    assert isinstance(h, Heuristics) and h is not generic.HEURISTICS
    assert h is GAMES[gid].heuristics
