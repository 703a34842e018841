"""What a game's AI knowledge is, declared: each game's ``ai.py`` ends with
``HEURISTICS = Heuristics(...)`` and its package sets ``Game.heuristics`` to it.

A hook is a keyword of ``Heuristics``: a misspelt one (``obvius=``) is a
TypeError when the game is imported, never a default taken in silence.

- ``policies``: {step name: rule(state, seat, actions, rng) -> action}, one
  rule of thumb per step of the game's flow (the conformance suite checks
  that every step has one); ``policy`` picks the rule of the step on top of
  the stack (``by_step``): the easy bot, the search's prior and its rollouts;
- ``evaluate(game, state, players) -> [reward per seat]`` in [0, 1];
- ``horizon(state) -> stop(state) -> bool``: where a rollout started at
  ``state`` ends (before the game's end, to save time);
- ``epsilon``: the share of random moves in rollouts;
- ``obvious(state, seat, actions) -> bool``: True when the policy's choice
  needs no search (every level then plays it at once); None: never;
- ``conceal(state, seat) -> state``: a copy with everything the seat cannot
  see put in one fixed arrangement, so that no arrangement of hidden cards
  can reach the AI, whatever ``Game.determinize`` keeps; None: the state;
- ``prior_bias``: how strongly the policy's choice leads the tree search;
- ``levels``: the game's own budgets, {"normal" | "hard": {"budget_ms",
  "max_iterations"}} (``pygame_core.ai.LEVELS`` otherwise);
- ``search``: the game's own search, called as ``search(m, seat, rng, heur,
  prior=, level=)``: a class or a function that picks one per level
  (``paired.hard_only(Search)``: hard's paired playouts, normal's tree search,
  as Rome in Crisis and Time of Crisis have it), returning an object with
  ``mcts.Search``'s interface;
- ``ladder``: how the AI ladder (benchmarks/bench_ladder.py) measures the
  levels (``Ladder``): the benchmarks list no game by hand.
"""
from dataclasses import dataclass, field
from typing import Callable, Optional

from .mcts import PRIOR_BIAS

LEVEL_KEYS = {"budget_ms", "max_iterations"}
HEROES = {"normal", "hard"}


# Games a pairing gets in the strength run (issue 36): a normal-vs-easy pairing or
# all-easy baseline, and a hard-vs-normal pairing (at least 120: a 95% interval of
# about +-8 points), unless the game's Ladder.strength says more.
STRENGTH_GAMES = {"normal": 60, "easy": 60, "hard": 120}


@dataclass(frozen=True)
class Ladder:
    """How the AI ladder measures a game's levels (each against the level
    below, in a rotated seat): at ``players`` players; ``targets``, the win rate
    each level aims at ({"normal" | "hard": share}, the fair share being
    1 / players); ``cost``, the rough CPU seconds a game of each pairing takes
    (only to play the costliest first); ``baseline``: an all-easy table is
    played on the same seeds too (a game whose table may collapse);
    ``vs_random``: the levels whose games against random seats the benchmark
    reports as a sanity line (benchmarks/bench_ai.py); ``strength``, the games a
    pairing gets in the strength run (``bench_ladder --strength``, issue 36:
    enough to tell a target from the fair share), over STRENGTH_GAMES."""
    players: int
    targets: dict
    cost: dict
    baseline: bool = False
    vs_random: tuple = ()
    strength: dict = field(default_factory=dict)

    def __post_init__(self):
        for name, levels in (("targets", HEROES), ("cost", HEROES),
                             ("vs_random", HEROES | {"easy"}),
                             ("strength", HEROES | {"easy"})):
            if not set(getattr(self, name)) <= levels:
                raise TypeError(f"ladder {name}: levels {sorted(getattr(self, name))}, "
                                f"not among {sorted(levels)}")


def by_step(policies, otherwise=None):
    """The policy that plays the rule of the step on top of the stack
    (``otherwise`` for a step without one: random play's)."""
    if otherwise is None:
        def policy(state, seat, actions, rng):
            return policies[state["stack"][-1]["p"]](state, seat, actions, rng)
    else:
        def policy(state, seat, actions, rng):
            rule = policies.get(state["stack"][-1]["p"], otherwise)
            return rule(state, seat, actions, rng)
    return policy


@dataclass(frozen=True)
class Heuristics:
    policies: dict
    evaluate: Callable
    horizon: Callable
    epsilon: float
    obvious: Optional[Callable] = None
    conceal: Optional[Callable] = None
    prior_bias: float = PRIOR_BIAS
    levels: dict = field(default_factory=dict)
    search: Optional[Callable] = None
    ladder: Optional[Ladder] = None
    otherwise: Optional[Callable] = None
    policy: Callable = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        for step, rule in self.policies.items():
            if not callable(rule):
                raise TypeError(f"the policy of step {step!r} is not a function")
        for level, cfg in self.levels.items():
            if level not in ("normal", "hard") or set(cfg) != LEVEL_KEYS:
                raise TypeError(f"levels: {level!r} must be 'normal' or 'hard' with "
                                f"{sorted(LEVEL_KEYS)}, not {cfg!r}")
        object.__setattr__(self, "policy", by_step(self.policies, self.otherwise))
