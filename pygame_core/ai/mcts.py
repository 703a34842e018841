"""Single-observer information-set MCTS (SO-ISMCTS with availability counts).

Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 4(2), 2012.  Each iteration:

1. determinize: a copy of the match as the searching seat could believe it
   (``Match.determinize``: everything that seat cannot see resampled);
2. select down the one tree, considering only the children whose action is
   legal in this determinization, by UCB1 with *availability* counts (how
   often a child was selectable, not how often its parent was visited); at
   the root the game policy's own choice gets a progressive bias
   (PRIOR_BIAS / (visits + 1)), so a short search starts from the rules of
   thumb and leaves them only when its rollouts say so;
3. expand one untried action;
4. roll out with the game's heuristic policy (epsilon-greedy), stopping after
   a horizon and asking the game's evaluation for rewards in [0, 1] per seat;
5. back up the reward of the seat that chose each node's action.

The search works for any game through the game protocol (``to_move``,
``legal_actions``, ``apply``) on plain-data copies of the determinized state.
Simultaneous secret choices are sequential moves in a copy, with one care:
when the searching seat chooses together with others, the others choose
first, by the policy and outside the tree, so the tree never lets them
answer a choice they could not have seen.
"""
import math
import random
import time

PRIOR_BIAS = 3.0   # reward bonus of the policy's root choice, divided by its visits + 1
SETTLE_EVERY = 1   # how often the search checks whether its answer is settled


def action_key(action):
    """A hashable, order-independent key for a JSON-able action."""
    if isinstance(action, dict):
        items = tuple(sorted(action.items()))
        try:                    # the common case: every value a number or a string
            hash(items)
            return items
        except TypeError:
            return tuple(sorted((k, action_key(v)) for k, v in action.items()))
    if isinstance(action, list):
        return tuple(action_key(v) for v in action)
    return action


class SearchRng(random.Random):
    """The search's own stream: seeded from the AI's ``Rng`` (so a choice
    still depends only on the seed), drawn with the C generator of
    ``random.Random`` (Mersenne Twister, the same on CPython and Pyodide)
    instead of our pure-Python SplitMix64, which cost a tenth of every
    iteration.  Game rules never see it (their dice stay ``state["rng"]``)."""

    def below(self, n):
        return int(self.random() * n)

    def choice(self, seq):
        return seq[int(self.random() * len(seq))]

    def shuffle(self, seq):
        """A uniform shuffle by sorting on random keys (one C call per item
        instead of a Python-level Fisher-Yates)."""
        r = self.random
        keys = [r() for _ in range(len(seq))]
        # A stable sort on the keys alone: the order of sorting (key, index) pairs.
        seq[:] = [seq[i] for i in sorted(range(len(seq)), key=keys.__getitem__)]


class Node:
    __slots__ = ("seat", "children", "visits", "avail", "reward")

    def __init__(self, seat=None):
        self.seat = seat        # who chose the action leading here (None: root)
        self.children = {}      # action key -> Node
        self.visits = 0
        self.avail = 1
        self.reward = 0.0       # summed reward of ``seat``


class Search:
    """One search for ``seat``; ``heur`` is the game's heuristics (see
    ``ai/__init__.py``: policy, evaluate, horizon, epsilon)."""

    def __init__(self, m, seat, rng, heur, exploration=0.7, prior=None):
        self.m = m
        self.game = m.game
        self.seat = seat
        self.rng = SearchRng(rng.below(1 << 62))
        self.heur = heur
        self.c = exploration
        self.root = Node()
        self.iterations = 0
        self._listed = None     # what the flow's last run on this iteration's state listed
        # Progressive bias towards the policy's own choice at the root
        # (``prior``: an action key), fading as the search gathers visits.
        self.prior = prior
        # How strongly the policy's choice leads (the game's ``prior_bias``).
        self.prior_bias = heur.prior_bias

    def run(self, iterations=None, budget_ms=None, max_iterations=100000):
        """Search until ``iterations`` are done (the clock is then ignored, so
        the result is deterministic) or until ``budget_ms`` has elapsed."""
        limit = max(1, iterations if iterations is not None else max_iterations)
        deadline = None
        if iterations is None and budget_ms is not None:
            deadline = time.perf_counter() + budget_ms / 1000.0
        while self.iterations < limit:
            self.iterate()
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if self.iterations % SETTLE_EVERY == 0 and self.settled(limit - self.iterations):
                break
        return self

    def settled(self, left):
        """True when the most visited root action stays the most visited
        whatever the ``left`` remaining iterations do (each adds one visit to
        one child): the answer ``best_key`` would give at the cap is already
        known, so the rest of the search is skipped (same choice, less time)."""
        visits = sorted((ch.visits for ch in self.root.children.values()), reverse=True)
        if len(visits) < 2:
            return False
        return visits[0] - visits[1] > left

    def best_key(self):
        """The most visited root action (ties: the higher mean reward)."""
        return max(self.root.children.items(),
                   key=lambda kv: (kv[1].visits, kv[1].reward / max(1, kv[1].visits)))[0]

    # --- one iteration --------------------------------------------------
    # The hot loop of the AI: names are bound locally and the game protocol's
    # thin wrappers are called once per use (a speed-up only: the same random
    # draws in the same order, so the same tree and choice for a seed).
    def iterate(self):
        game, rng, me = self.game, self.rng, self.seat
        # Match.determinize without building a Match (the copy has no history).
        state = game.determinize(self.m.state, me, rng)
        state.pop("setup_log", None)
        self._listed = None
        is_over, to_move, apply = game.is_over, game.to_move, game.apply
        root = node = self.root
        prior = self.prior
        path = [node]
        # Selection and expansion.
        while not is_over(state):
            movers = to_move(state)
            if me in movers and len(movers) > 1:
                # A simultaneous secret choice: the others choose first, by the
                # policy and outside the tree, so our choice is valued against
                # their likely choices instead of being answered by them.
                self._policy_move(state, next(s for s in movers if s != me))
                continue
            seat = movers[0]
            legal = self._legal(state, seat)
            keys = [action_key(a) for a in legal]
            children = node.children
            untried = [i for i, k in enumerate(keys) if k not in children]
            if untried:
                i = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
                if node is root and prior in keys and prior not in children:
                    i = keys.index(prior)
                child = children[keys[i]] = Node(seat)
                self._listed = apply(state, seat, legal[i], None).listed
                path.append(child)
                break
            # UCB1 over the children available in this determinization.
            c, log, sqrt = self.c, math.log, math.sqrt
            at_root = node is root
            best_i, best_v = 0, -1.0
            for i, k in enumerate(keys):
                ch = children[k]
                ch.avail += 1
                n = ch.visits
                v = ch.reward / n + c * sqrt(log(ch.avail) / n)
                if at_root and k == prior:
                    v += self.prior_bias / (n + 1)
                if v > best_v:
                    best_i, best_v = i, v
            node = children[keys[best_i]]
            self._listed = apply(state, seat, legal[best_i], None).listed
            path.append(node)
        rewards = self.rollout(state)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += rewards[n.seat]
        self.iterations += 1

    def _legal(self, state, seat):
        """The legal actions, taken from the flow when its last run on this
        iteration's state stopped at this seat (it has just listed them)."""
        listed = self._listed
        if listed is not None and listed[0] == seat:
            return listed[1]
        return self.game.legal_actions(state, seat)

    def _apply(self, state, seat, action):
        self._listed = self.game.apply(state, seat, action, None).listed

    def _policy_move(self, state, seat):
        """One move for ``seat`` by the guided (epsilon-greedy) policy."""
        legal = self._legal(state, seat)
        if len(legal) == 1:
            a = legal[0]
        elif self.rng.random() < self.heur.epsilon:
            a = legal[self.rng.below(len(legal))]
        else:
            a = self.heur.policy(state, seat, legal, self.rng)
        self._apply(state, seat, a)

    def rollout(self, state):
        """Play on with the guided policy up to the horizon; rewards per seat.
        (``_policy_move`` inlined: the same draws in the same order.)"""
        game, heur, rng = self.game, self.heur, self.rng
        stop = heur.horizon(state)
        is_over, to_move, apply = game.is_over, game.to_move, game.apply
        legal_actions, policy, eps = game.legal_actions, heur.policy, heur.epsilon
        random = rng.random
        listed = self._listed           # what the flow's last run on this state listed
        while not is_over(state) and not stop(state):
            seat = to_move(state)[0]
            if listed is not None and listed[0] == seat:
                legal = listed[1]
            else:
                legal = legal_actions(state, seat)
            if len(legal) == 1:
                a = legal[0]
            elif random() < eps:
                a = legal[int(random() * len(legal))]
            else:
                a = policy(state, seat, legal, rng)
            listed = apply(state, seat, a, None).listed
        self._listed = listed
        return heur.evaluate(game, state, self.m.players)


def search(m, seat, rng, heur, iterations=None, budget_ms=None, **kw):
    """Run a search and return it (``.best_key()``, ``.iterations``, ``.root``)."""
    return Search(m, seat, rng, heur, **kw).run(iterations, budget_ms)


__all__ = ["Search", "search", "action_key"]
