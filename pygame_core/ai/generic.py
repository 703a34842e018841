"""Heuristics for a game that has none of its own: random play to the end.

A heuristics module (this one, or ``ai/<game>.py``) provides:

- ``policy(state, seat, actions, rng) -> action``: a good move for ``seat``,
  reading only what that seat may see (its hand, the table);
- ``evaluate(game, state, players) -> [reward per seat]`` in [0, 1];
- ``horizon(state) -> stop(state) -> bool``: where a rollout started at
  ``state`` ends (before the game's end, to save time);
- ``epsilon``: the share of random moves in rollouts;
- optionally ``obvious(state, seat, actions) -> bool``: True when the policy's
  choice needs no search (every level then plays it at once);
- optionally ``conceal(state, seat) -> state``: a copy with everything the
  seat cannot see put in one fixed arrangement, so that no arrangement of
  hidden cards can reach the AI, whatever ``Game.determinize`` keeps.
"""

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
