"""Each seat's chance to win from a position, as a game's ``ai.py`` declares
it (issue 35: the review's graph and turning points; ``Game.win_chances``).

A game gives, per position, a stage (its part of the game: an age, a count
of Emperors removed, a share of the deck drawn) and, per seat, a row of
features (mostly what its AI already weighs: a foresight of the final
points, a worth); its fitted ``CHANCES[stage]`` turns them into chances by a
conditional logit, a softmax over the seats of weights . features.  A game
where nobody may win (Roman Empire's collapse) adds an outcome "nobody"
with its own row of table features and weights, so the seats' chances add
up to less than 1.  ``benchmarks/fit_chances.py`` fits the weights by
maximum likelihood on AI games; ``benchmarks/bench_review.py`` checks on
other games that the chances are calibrated.
"""
import math


def logit_chances(rows, weights, nobody=None, nobody_weights=None):
    """Chances per seat: a softmax of ``weights . row`` over the seats' rows
    (and the outcome "nobody", of utility ``nobody_weights . nobody``, when
    both are given)."""
    us = [sum(x * w for x, w in zip(row, weights)) for row in rows]
    if nobody is not None and nobody_weights is not None:
        us.append(sum(x * w for x, w in zip(nobody, nobody_weights)))
    top = max(us)
    ex = [math.exp(u - top) for u in us]
    total = sum(ex)
    return [e / total for e in ex[:len(rows)]]


def against_best_rival(values, scale):
    """Each seat's chance in a contest of two, its value against the best of
    the others' (a logistic of the difference over ``scale``): Rome in
    Crisis's and Time of Crisis's tree-search evaluation.  It is the
    two-outcome ``logit_chances`` (a softmax of value / scale over the seat
    and its rival), written as the logistic so that the rewards stay the same
    to the last bit: computed through ``logit_chances`` some 40% of them
    differ in the last places, and that changed the normal AI's moves in
    whole Rome in Crisis games (seeds 1 and 2, four normal seats at the cap),
    though on none of same_play's 64 positions per level."""
    n = len(values)
    out = []
    for s in range(n):
        rival = max(values[j] for j in range(n) if j != s)
        out.append(1.0 / (1.0 + math.exp(-(values[s] - rival) / scale)))
    return out


def fair(players):
    """The fair share: what nobody's knowledge beats."""
    return [1.0 / players] * players


__all__ = ["logit_chances", "against_best_rival", "fair"]
