"""Heuristics for a game that has none of its own: random play to the end
(``HEURISTICS``; what a game's own declare: ``heuristics.py``).
"""
from .heuristics import Heuristics

epsilon = 1.0          # rollouts are random
MAX_STEPS = 2000       # a safety net against endless games


def policy(state, seat, actions, rng):
    return actions[rng.below(len(actions))]


def horizon(state):
    steps = [0]

    def stop(_state):
        steps[0] += 1
        return steps[0] > MAX_STEPS
    return stop


def terminal_rewards(game, state, players):
    """1 to each winner (shared equally), 0 to the others."""
    winners = game.result(state)["winners"]
    share = 1.0 / len(winners) if winners else 0.0
    return [share if s in winners else 0.0 for s in range(players)]


def evaluate(game, state, players):
    if game.is_over(state):
        return terminal_rewards(game, state, players)
    return [0.5] * players


HEURISTICS = Heuristics(policies={}, otherwise=policy, evaluate=evaluate, horizon=horizon,
                        epsilon=epsilon)
