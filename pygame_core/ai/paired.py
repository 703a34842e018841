"""A flat search by paired playouts, for games where a tree search's rollouts
are too noisy to tell the moves apart (Roman Empire, Roman History; the
measurements that led there: docs/ai-roman-empire.md, issues 9 and 20).

Each round draws one determinization (``Game.determinize``: what the seat
cannot see resampled) and plays every candidate move still in play on it,
each to the game's horizon (its heuristics' ``horizon``; the end where that
never stops) by a play model for every seat, so the candidates meet the same
cards and dice and their difference has little noise ("common random
numbers").  After ``drop_after`` rounds a candidate behind the best mean by
more than ``drop_z`` standard errors of the paired difference is dropped
(never the policy's choice).  An iteration is one playout; ``run``, the cap
and the clock are ``mcts.Search``'s.

A game subclasses ``PairedSearch`` and keeps only what differs: its
``candidates``, its play ``models``, ``horizons`` and ``evaluations`` per
level and ``epsilon``, its settle rule (``even``) and its switch rule
(``switch_z``).
"""
import math

from ..kernel import copy_state
from . import mcts


def playout(game, st, rng, play, evaluate, stop, eps=0.0, listed=None):
    """Play ``st`` by ``play`` (every seat; a random move with chance ``eps``)
    until the game ends or ``stop(st)``; rewards per seat.  ``listed``: the
    (seat, actions) the flow listed where the move just applied to ``st``
    stopped (``Game.apply``'s report), not listed again."""
    to_move, legal_actions, apply = game.to_move, game.legal_actions, game.apply
    while st["stack"] and not stop(st):
        s = to_move(st)[0]
        legal = listed[1] if listed is not None and listed[0] == s else legal_actions(st, s)
        if len(legal) == 1:
            a = legal[0]
        elif eps and rng.random() < eps:
            a = legal[int(rng.random() * len(legal))]
        else:
            a = play(st, s, legal, rng)
        listed = apply(st, s, a, None).listed
    return evaluate(game, st, st["n"])


class PairedSearch(mcts.Search):
    """Paired playouts of each candidate move, see above.  A round is one
    playout of each candidate still in play on one determinization."""

    drop_z = 2.0        # drop a candidate behind the best by this many standard errors
    drop_after = 4      # rounds before any candidate is dropped
    epsilon = 0.0       # share of random moves in playouts
    models = {}         # level -> how the playouts play every seat (else the policy)
    horizons = {}       # level -> where its playouts stop (else the heuristics' horizon)
    evaluations = {}    # level -> how its playouts are valued (else the heuristics' evaluate)
    even = None         # settle once every candidate left is sure to be within this of the best
    switch_z = None     # leave the policy's choice only for a lead of this many standard errors

    def __init__(self, m, seat, rng, heur, prior=None, level="normal", **kw):
        super().__init__(m, seat, rng, heur, prior=prior)
        self.play = self.models.get(level, heur.policy)
        self.horizon = self.horizons.get(level, heur.horizon)
        self.evaluate = self.evaluations.get(level, heur.evaluate)
        legal = m.legal_actions(seat)
        pick = next((a for a in legal if mcts.action_key(a) == prior), None)
        if pick is None:
            pick = heur.policy(m.state, seat, legal, self.rng)
        self.prior = mcts.action_key(pick)
        cands = self.candidates(m.state, seat, legal, pick)
        self.keys = [mcts.action_key(a) for a in cands]
        self.actions = dict(zip(self.keys, cands))
        self.active = list(self.keys)
        self.samples = {k: [] for k in self.keys}     # rewards, one per round, in round order
        self.rounds = 0
        self._round = []            # the candidates of the round under way, still to play
        self._det = None            # its determinization
        self._seed = 0

    def candidates(self, st, seat, legal, pick):
        """The moves worth a playout (``pick``: the policy's choice): every legal one."""
        return list(legal)

    def only(self, keys):
        """From now on play only the candidates of ``keys`` (action keys),
        afresh: no sample kept (the review measures two moves anew)."""
        self.keys = [k for k in self.keys if k in keys]
        self.active = list(self.keys)
        self.samples = {k: [] for k in self.keys}
        self.rounds, self._round = 0, []

    def iterate(self):
        game, seat, heur = self.game, self.seat, self.heur
        if not self._round:
            self._seed = int(self.rng.random() * (1 << 53))
            self._det = game.determinize(self.m.state, seat, mcts.SearchRng(self._seed))
            self._round = list(self.active)
        k = self._round.pop(0)
        # The round's last playout plays on the determinization itself (no
        # other playout of this round reads it again): one copy a round saved.
        st = copy_state(self._det) if self._round else self._det
        stop = self.horizon(st)
        listed = game.apply(st, seat, self.actions[k], None).listed
        self.samples[k].append(playout(game, st, mcts.SearchRng(self._seed + 1), self.play,
                                       self.evaluate, stop, self.epsilon, listed)[seat])
        self.iterations += 1
        if not self._round:
            self.rounds += 1
            self._drop()

    def settled(self, left):
        """Nothing left to compare: one candidate (the others dropped), or, with
        ``even`` set, every one left sure (by drop_z standard errors) to be
        within ``even`` of the best (a choice that matters little gets few playouts)."""
        if self._round:
            return False
        if len(self.active) < 2:
            return True
        if self.even is None or self.rounds < self.drop_after:
            return False
        best = max(self.active, key=self._mean)
        for k in self.active:
            if k != best:
                d, se = self._mean_diff(best, k)
                if d + self.drop_z * se > self.even:
                    return False
        return True

    def _mean_diff(self, a, b):
        """Mean and standard error of ``a``'s reward minus ``b``'s over the
        rounds both were played in (the first ones: a dropped candidate stops
        early, and a cut-off round may have played only some)."""
        xa, xb = self.samples[a], self.samples[b]
        n = min(len(xa), len(xb))
        if n == 0:
            return 0.0, 1.0
        d = [xa[i] - xb[i] for i in range(n)]
        mean = sum(d) / n
        if n < 2:
            return mean, 1.0
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        return mean, math.sqrt(var / n) + 1e-9

    def _mean(self, k):
        xs = self.samples[k][:self.rounds] if self.rounds else self.samples[k]
        return sum(xs) / len(xs) if xs else 0.0

    mean = _mean    # a candidate's mean reward over the full rounds (the review reads it)

    def _drop(self):
        """Drop a candidate behind the best by more than drop_z standard
        errors (never the policy's choice)."""
        if self.rounds < self.drop_after:
            return
        best = max(self.active, key=self._mean)

        def close(k):
            d, se = self._mean_diff(best, k)
            return d <= self.drop_z * se
        self.active = [k for k in self.active if k == best or k == self.prior or close(k)]

    def best_key(self):
        """The best mean over the full rounds, the policy's choice on a tie; with
        ``switch_z`` set, the policy's choice unless the best beats it by more
        than switch_z standard errors of the paired difference."""
        if self.rounds == 0 or len(self.keys) == 1:
            return self.prior
        if self.switch_z is None:
            return max(self.active, key=lambda k: (self._mean(k), k == self.prior))
        best = max(self.active, key=self._mean)
        if best == self.prior:
            return best
        d, se = self._mean_diff(best, self.prior)
        return best if d > self.switch_z * se else self.prior


__all__ = ["PairedSearch", "playout"]


def hard_only(hard):
    """The ``search`` of heuristics whose hard level plays ``hard`` (a
    ``PairedSearch``) and whose normal level the shared tree search (Rome in
    Crisis's and Time of Crisis's)."""
    def search(m, seat, rng, heur, prior=None, level="normal"):
        if level == "hard":
            return hard(m, seat, rng, heur, prior=prior, level=level)
        return mcts.Search(m, seat, rng, heur, prior=prior)
    return search
