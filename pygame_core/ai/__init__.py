"""AI players that decide only from what their seat may know.

``choose(m, seat, level, seed, iterations, budget_ms)`` returns one of
``m.legal_actions(seat)``:

- ``easy``: the game's rule-based policy (``games/<game>/ai.py``, the
  game object's ``heuristics``, declared as ``heuristics.Heuristics``), applied to a
  determinized copy of the match (so hidden cards it cannot see are
  resampled); a game without heuristics gets a random legal action;
- a move the game's heuristics call obvious (their
  ``obvious(state, seat, legal)``: one sensible choice, e.g. saving one's
  Emperor) is the policy's choice at every level, at once;
- ``normal`` / ``hard``: SO-ISMCTS (``ai/mcts.py``) over determinized copies,
  biased at first towards the policy's own choice, with rollouts guided by
  the same policy and cut short by the game's evaluation;
- at every level, never a null move: a choice that would bring the table back
  to a position it has already had this turn (``Match.repeats``) gives way to
  the policy's choice among the moves that do not.  The rules of every game
  leave none today (the conformance suite checks it); this keeps an AI from
  looping in a game begun under older rules (Time of Crisis edition 2's free
  capital moves and Back), or in a new game's first draft.

The AI uses its own random stream (``Rng(seed)``) and never touches the real
match: ``m`` is read, never changed.  With ``iterations`` given the clock is
ignored and the choice depends only on the seed and what the seat can see.
Without either, a level searches until its clock budget or its iteration cap
(``LEVELS``); ``budget_ms`` alone sets the clock and lifts the cap.
"""
from ..kernel import Match
from ..kernel.rng import Rng
from . import generic, mcts
from .heuristics import Heuristics, Ladder, by_step

# Search budgets per level: a clock budget (ms) and an iteration cap, whichever
# comes first.  The ladder (benchmarks/bench_ladder.py) measures each level at
# its cap.  A game whose iterations cost more or less sets its own (``levels``
# in its ai.py, read by ``level_config``): the card games, at some 500-800
# iterations per CPU second in CPython and about half that in Pyodide, cap
# normal at 80-100 and hard at 400-500 so that the page's waits stay within
# issue 9's 400 ms and 2 s.
LEVELS = {
    "easy": None,
    "normal": {"budget_ms": 600, "max_iterations": 300},
    "hard": {"budget_ms": 2000, "max_iterations": 2000},
}

__all__ = ["choose", "LEVELS", "level_config", "heuristics_for", "random_action",
           "Heuristics", "Ladder", "by_step"]


def heuristics_for(game):
    """A game's heuristics (the game object's ``heuristics``: its
    ``games/<game>/ai.py``'s ``HEURISTICS``), or random play's
    (``generic.HEURISTICS``).  The AI is given the game (a match's ``game``),
    never looks one up by its id: it imports no game."""
    return getattr(game, "heuristics", None) or generic.HEURISTICS


def level_config(game, level):
    """A level's budget for the game object ``game``: the game's own (its heuristics may set
    ``levels = {"normal": {"budget_ms", "max_iterations"}, ...}`` where its
    rollouts cost more or less than the card games') or the common ``LEVELS``."""
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; levels: {', '.join(LEVELS)}.")
    return heuristics_for(game).levels.get(level, LEVELS[level])


def random_action(m, seat, rng):
    """A uniformly random legal action (the baseline bot)."""
    legal = m.legal_actions(seat)
    return legal[rng.below(len(legal))]


def choose(m, seat, level="normal", seed=0, iterations=None, budget_ms=None) -> dict:
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; levels: {', '.join(LEVELS)}.")
    legal = m.legal_actions(seat)
    if not legal:
        raise ValueError(f"Seat {seat} has nothing to decide now.")
    if len(legal) == 1:
        return legal[0]
    pick = _choose(m, seat, level, seed, iterations, budget_ms, legal)
    if not m.repeats(seat, pick):
        return pick
    fresh = [a for a in legal if not m.repeats(seat, a)]
    if not fresh:
        return pick
    heur = heuristics_for(m.game)
    rng = Rng(seed)
    state = _concealed(m, seat, heur).determinize(seat, rng).state
    return _same(fresh, heur.policy(state, seat, fresh, rng))


def _choose(m, seat, level, seed, iterations, budget_ms, legal):
    rng = Rng(seed)
    heur = heuristics_for(m.game)
    m = _concealed(m, seat, heur)
    obvious = heur.obvious
    if level == "easy" or (obvious is not None and obvious(m.state, seat, legal)):
        state = m.determinize(seat, rng).state
        pick = heur.policy(state, seat, legal, rng)
        return _same(legal, pick)
    cfg = level_config(m.game, level)
    cap = cfg["max_iterations"]
    if iterations is None and budget_ms is None:
        budget_ms = cfg["budget_ms"]
    elif iterations is None:
        cap = 10 ** 6          # an explicit clock budget replaces the level's cap
    # The rule-based choice guides the search at first (none for random play).
    prior = (None if heur is generic.HEURISTICS
             else mcts.action_key(heur.policy(m.state, seat, legal, Rng(seed))))
    # A game may bring its own search (its heuristics' ``search``, with
    # mcts.Search's interface); the others use the shared tree search.
    own = heur.search
    s = (own(m, seat, rng, heur, prior=prior, level=level) if own is not None
         else mcts.Search(m, seat, rng, heur, prior=prior))
    s.run(iterations, budget_ms, max_iterations=cap)
    best = s.best_key()
    return next(a for a in legal if mcts.action_key(a) == best)


def _concealed(m, seat, heur):
    """A copy of the match with the hidden parts in a fixed arrangement, when
    the game's heuristics know how (``conceal``); else the match itself."""
    conceal = heur.conceal
    if conceal is None:
        return m
    return Match(m.game, m.players, m.seed, m.options, _state=conceal(m.state, seat))


def _same(legal, pick):
    """The entry of ``legal`` equal to ``pick`` (the policy may build its own dict)."""
    for a in legal:
        if a == pick:
            return a
    raise AssertionError(f"heuristic policy chose an illegal action {pick!r}")
