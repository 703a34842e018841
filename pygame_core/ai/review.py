"""The review of a finished game (issue 35): each seat's chance to win after
every move, the turning points of the seats asked for, and the game's
statistics at the end, worked out in small slices (``Review.steps``: a
generator) so that the page's worker can show progress, stop when asked and
stay responsive.

- **The graph**: at the start and after every move, each seat's chance to
  win by the game's estimate (``Game.win_chances``, calibrated on AI games:
  benchmarks/bench_review.py) and its score.  It reads the whole table as it
  stood, every hand included (after the game every card is known), not what
  one seat could see then (``VIEW``).
- **Turning points**: at each real decision (more than one legal move) of a
  seat, the hard level's search (its candidates, playouts and model of the
  other seats) from what that seat knew then: the table concealed and
  determinized as the AI's own choice is (the heuristics' ``conceal``,
  ``Game.determinize``), the playouts valued by the game's estimate of the
  chance to win, so that a margin is a chance to win.  A screen plays
  SCREEN_ROUNDS paired rounds of every candidate at every decision; the
  SEARCHED decisions a seat where another move looks best by the widest
  margin get the full search (the hard level's cap); the best MEASURED of
  those, one a turn at most (a turn where a player went wrong once is one
  turning point, not five), are measured afresh (MEASURE_ROUNDS rounds of the move preferred and
  the move chosen on new determinizations, so that the chances reported are
  not the ones that picked them).  A seat gets its MOST widest margins of at
  least MIN_MARGIN, and LEAST at the fewest when it had them.
- **Statistics**: the game's ``Tally`` (kernel/game.py) over the replay.
- **The account of luck and skill** (issue 44, ``account.py``): each seat's
  change of chance split into its decisions, the dice and draws and the
  others' moves, adding up exactly; worked out after the replay, before the
  turning points, whose cost against the best moves found splits the
  decisions' part further (``account.turning``).

``judge`` runs the turning-point search on one decision (the tests' door);
``retry_save`` is the save cut before a move ("try this decision again").
"""
import heapq
import json
import math
import time

from ..kernel import Match, Record, copy_state
from ..kernel.rng import Rng, seed_state
from . import heuristics_for, level_config
from .account import Account, turning
from .mcts import action_key
from .paired import PairedSearch

VIEW = ("Each player's chance to win as the whole table stood after each move, every "
        "hand and hidden card included (after the game every card is known): not what "
        "any one player could see at the time.")
SCREEN_ROUNDS = 4       # paired rounds of every candidate at every decision
SEARCHED = 16           # decisions a seat given the full search
MEASURED = 10           # of those, measured afresh (the widest of each turn)
MEASURE_ROUNDS = 48     # rounds of the preferred move and the one chosen
MOST, LEAST = 5, 3      # turning points a seat: at most, and at least when there are
MIN_MARGIN = 0.01       # a smaller margin is no turning point (beyond the LEAST)
REPLAY_COST = 0.1       # a move of the replay against a playout, for the progress
ACCOUNT_FROM = 0.4      # without turning points: the replay's share of the progress, the account's the rest


def _value(game, st, players):
    """A playout's end valued by the game's estimate of the chance to win."""
    return game.win_chances(st)


def _searcher(game, players, options, st, seat, chosen, seed):
    """The hard level's search of ``seat``'s decision at ``st`` (the full
    table), from what the seat can see, valued by the chance to win; the move
    chosen is its policy's choice for the search's rules (never dropped);
    None (the Hint, before any move is chosen): the seat's policy's own."""
    heur = heuristics_for(game)
    view = heur.conceal(st, seat) if heur.conceal is not None else copy_state(st)
    view["rng"] = seed_state(0)     # the dice to come are nobody's to see
    m = Match(game, players, 0, options, _state=view)
    rng, prior = Rng(seed), (action_key(chosen) if chosen is not None else None)
    s = (heur.search(m, seat, rng, heur, prior=prior, level="hard")
         if heur.search is not None else None)
    if not isinstance(s, PairedSearch):
        s = PairedSearch(m, seat, Rng(seed), heur, prior=prior, level="hard")
    s.evaluate = _value
    return s


def _best(s):
    """(the best candidate's key, its margin over the move chosen) after the
    rounds played."""
    best = max(s.active, key=lambda k: (s.mean(k), k == s.prior))
    return best, s.mean(best) - s.mean(s.prior)


def accuracy(losses) -> float:
    """A seat's accuracy in a game, 0 to 100 (issue 44 item 6): each real
    decision scored by the chance to win it gave away against the best move
    the review's search found (``losses``, 0 to 1 each), as lichess scores a
    move from the winning chance it lost (its published curve:
    103.1668·e^(−0.04354·points) − 3.1669, 100 for no loss, about 64 for a
    loss of 10 points, 0 from about 80), and the decisions averaged; None
    without a real decision.  The screen's margins are noisy (a few rounds
    a decision): a move as good as the best may show a small loss."""
    if not losses:
        return None
    scores = [max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * 100 * max(0.0, x)) - 3.1669))
              for x in losses]
    return round(sum(scores) / len(scores), 1)


def decision_seed(review_seed, k, seat):
    """The search's seed at the decision before move ``k`` of ``seat``: the
    review's and the Hint's (``advise``) are the same, so that a Hint
    followed is searched again on the same determinizations."""
    return 1000003 * review_seed + 7919 * (k + 1) + seat


class Decision:
    """One real decision of a seat: the move's index ``k`` in the save (the
    position before it is the replay's step ``k``), the full table then."""

    def __init__(self, k, seat, state, chosen, review_seed=0, choices=2):
        self.k, self.seat, self.state, self.chosen = k, seat, state, chosen
        self.choices = choices  # how many legal moves it had
        self.seed = decision_seed(review_seed, k, seat)
        self.turn = None        # the game's turn then (``turn_of``), kept once the table is let go
        self.search = None
        self.key = None         # the preferred move's key
        self.margin = 0.0
        self.chances = None     # (the move chosen, the move preferred), measured
        self.preferred = None   # the move preferred, once measured


def screen(game, players, options, d):
    """Screen ``d``: SCREEN_ROUNDS paired rounds of every candidate (a
    generator of playouts); sets its preferred move and margin."""
    s = d.search = _searcher(game, players, options, d.state, d.seat, d.chosen, d.seed)
    while s.rounds < SCREEN_ROUNDS and len(s.keys) > 1:
        s.iterate()
        yield
    d.key, d.margin = _best(s) if len(s.keys) > 1 else (s.prior, 0.0)


def search(d, cap):
    """Go on with ``d``'s search to ``cap`` playouts, or until it has settled."""
    s = d.search
    while len(s.keys) > 1 and s.iterations < cap and not s.settled(cap - s.iterations):
        s.iterate()
        yield
    if len(s.keys) > 1:
        d.key, d.margin = _best(s)
    d.search = None             # its determinization and samples are no longer needed


def measure(game, players, options, d, rounds=MEASURE_ROUNDS):
    """Measure ``d``'s move chosen and move preferred afresh: ``rounds``
    paired rounds on new determinizations; sets ``d.chances``."""
    s = _searcher(game, players, options, d.state, d.seat, d.chosen, d.seed + 1)
    preferred = s.actions.get(d.key)
    s.only({d.key, s.prior})
    s.drop_after = 10 ** 9      # both are played every round
    while s.rounds < rounds and preferred is not None:
        s.iterate()
        yield
    if preferred is None:
        d.chances = None
        return
    d.chances = (s.mean(s.prior), s.mean(d.key))
    d.preferred = preferred


def judge_steps(m, seat, chosen, seed=0, cap=None, rounds=MEASURE_ROUNDS):
    """The review's verdict on one decision (``seat`` to choose at ``m``, who
    chose ``chosen``): a generator of playouts, returning the Decision with
    its preferred move, margin and measured chances (None when the search
    keeps the move chosen).  ``cap``: the search's playouts (the hard
    level's cap); ``rounds``: the measure's."""
    game, players, options = m.game, m.players, m.options
    d = Decision(0, seat, copy_state(m.state), chosen, seed)
    yield from screen(game, players, options, d)
    yield from search(d, cap or level_config(game, "hard")["max_iterations"])
    if d.key != action_key(chosen) and d.margin > 0:
        yield from measure(game, players, options, d, rounds)
    return d


def judge(m, seat, chosen, seed=0, cap=None, rounds=MEASURE_ROUNDS):
    """``judge_steps`` run to its end: the Decision."""
    gen = judge_steps(m, seat, chosen, seed, cap, rounds)
    while True:
        try:
            next(gen)
        except StopIteration as done:
            return done.value


HINT_MS = 800           # the Hint's clock in the page's worker (Pyodide): within the 1 s target


def advise_steps(m, seat, seed=0, cap=None, budget_ms=None):
    """The Hint (issue 44): the move the review's search prefers for ``seat``
    to move at ``m`` (the match's full table; the search sees what the seat
    may see), the same search and valuation as the review's turning points
    (``screen`` then ``search``, the hard level's cap, the playouts valued by
    the game's chance to win), on the same determinizations as the review's
    of this decision (``decision_seed``; ``seed``: the review's seed), its
    prior the seat's own rule of thumb.  ``budget_ms``: a clock that stops
    the search early (the page's worker); without it only the cap, so the
    answer depends only on the seed.  A generator of playouts returning
    {"action", "key", "chance", "others": [(action, chance)] best first}."""
    game = m.game
    legal = m.legal_actions(seat)
    if len(legal) == 1:
        return {"action": legal[0], "chance": None, "others": []}
    d = Decision(len(m.actions), seat, copy_state(m.state), None, seed, len(legal))
    # The search's prior: the seat's rule of thumb from what it sees (as the AI's
    # own search takes it), so that a Hint followed is searched again by the
    # review exactly as here (the move chosen is the review's prior).
    heur = heuristics_for(game)
    view = heur.conceal(d.state, seat) if heur.conceal is not None else copy_state(d.state)
    view["rng"] = seed_state(0)
    pick = heur.policy(view, seat, legal, Rng(d.seed))
    pick = next((a for a in legal if action_key(a) == action_key(pick)), legal[0])
    s = d.search = _searcher(game, m.players, m.options, d.state, seat, pick, d.seed)
    cap = cap or level_config(game, "hard")["max_iterations"]
    deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1000.0
    # The review's own loop: its screen (SCREEN_ROUNDS rounds), then its
    # search to the cap or until settled (``screen``, ``search``).
    while len(s.keys) > 1 and (s.rounds < SCREEN_ROUNDS or (
            s.iterations < cap and not s.settled(cap - s.iterations))):
        if deadline is not None and s.rounds >= 1 and time.perf_counter() >= deadline:
            break
        s.iterate()
        yield
    if len(s.keys) < 2 or not s.rounds:
        return {"action": next(a for a in legal if action_key(a) == s.prior), "chance": None,
                "others": []}
    best, _ = _best(s)
    others = sorted((k for k in s.keys if k != best), key=lambda k: (-s.mean(k), k != s.prior))
    chance = s.mean(best)
    others = [(s.actions[k], s.mean(k)) for k in others]
    return {"action": next(a for a in legal if action_key(a) == best), "chance": chance,
            "others": others}


def advise(m, seat, seed=0, cap=None, budget_ms=None) -> dict:
    """``advise_steps`` run to its end, worded for the page: {"action",
    "label", "chance" (the hinted move's, shown as a player reads it, or None
    for an only move), "other" (the next best: {"label", "chance"}, or None),
    "then" (what the seat would go on to do after it, by its rule of thumb),
    "text" ("Draft Goths 5: your chance 40%; draft Persia 6: 22%.")}."""
    gen = advise_steps(m, seat, seed, cap, budget_ms)
    while True:
        try:
            next(gen)
        except StopIteration as done:
            found = done.value
            break
    game, action = m.game, found["action"]
    label = game.describe(m.state, action, seat)      # "your ..." for his own things
    out = {"action": action, "label": label, "chance": None, "other": None,
           "then": line(game, m.state, seat, action), "text": label + "."}
    if found["chance"] is not None:
        out["chance"] = shown(found["chance"])
        out["text"] = f"{label}: your chance {_percent(found['chance'])}"
        if found["others"]:
            a, p = found["others"][0]
            other = game.describe(m.state, a, seat)
            out["other"] = {"label": other, "chance": shown(p)}
            out["text"] += f"; {_lower_first(other)}: {_percent(p)}"
        out["text"] += "."
    return out


LINE = 3                # the preferred move's sequel shown: the seat's next moves at most


def line(game, st, seat, move):
    """What the seat would go on to do after ``move`` by its rule of thumb,
    from what it can see (a Time of Crisis card played for its influence,
    then the action it pays for): the labels of its next real choices, at
    most LINE, while it is still to move and nothing is rolled or revealed."""
    heur = heuristics_for(game)
    view = heur.conceal(st, seat) if heur.conceal is not None else copy_state(st)
    view["rng"] = seed_state(0)
    rng, out = Rng(0), []
    barrier = game.apply(view, seat, move, None)
    while len(out) < LINE and not barrier and game.to_move(view) == [seat]:
        legal = game.legal_actions(view, seat)
        a = legal[0] if len(legal) == 1 else heur.policy(view, seat, legal, rng)
        if len(legal) > 1:
            out.append(game.describe(view, a))
        barrier = game.apply(view, seat, a, None)
    return out


def _one_a_turn(game, ranked):
    """``ranked`` decisions without any of a turn already named: a turn
    where a player went wrong once is one turning point, not five."""
    seen, out = set(), []
    for d in ranked:
        t = game.turn_of(d.state)
        if t not in seen:
            seen.add(t)
            out.append(d)
    return out


def shown(p, over=False):
    """A chance as a player reads it: a whole percent, never 0% nor 100% while
    the game is undecided (``over``: the end, where it is the result)."""
    pc = round(100 * p)
    return pc if over else min(99, max(1, pc))


def _percent(p, over=False):
    return f"{shown(p, over)}%"


def _lower_first(words):
    return words[:1].lower() + words[1:]


def point_text(chosen_label, chance_chosen, preferred_label, chance_preferred):
    """A turning point in the form lichess uses, the move played first: "You
    played: draft Persia 6 (22%). Better: draft Goths 5 (40%)." (issue 44)."""
    return (f"You played: {_lower_first(chosen_label)} ({_percent(chance_chosen)}). "
            f"Better: {_lower_first(preferred_label)} ({_percent(chance_preferred)}).")


def lost_at(group):
    """Which of one turn's measured decisions (``group``, each with its
    measured ``chances``: the move chosen, the move preferred) lost the
    chance.  The best chance reachable from each decision is its preferred
    move's; from one decision to the seat's next in the turn that best chance
    falls by what the first decision lost, and the last loses the rest (its
    own margin): B(1) - chosen(last) = [B(1) - B(2)] + ... + [B(last) -
    chosen(last)].  A bad move at the turn's third decision, measured after the
    first and second (whose playouts go on by the rule of thumb and may meet
    the same trouble), leaves their best chances as high as the third's, so
    their parts are near nought and the third's is the loss (issue 44: Time of
    Crisis, 2 players, shuffle 7103, decision 319 blamed on 317).  The widest
    part's decision; a tie, the later one."""
    group = sorted((d for d in group if d.chances is not None
                    and d.chances[1] - d.chances[0] > 0), key=lambda d: d.k)
    if not group:
        return None
    parts = []
    for i, d in enumerate(group):
        after = group[i + 1].chances[1] if i + 1 < len(group) else d.chances[0]
        parts.append((d.chances[1] - after, d.k, d))
    return max(parts, key=lambda x: (x[0], x[1]))[2]


class Review:
    """The review of a game: ``start``, the match at its start (no move
    played: ``load_match(dict(save, actions=[]))``); ``actions``, its moves
    ([[seat, action], ...], this engine's spelling); ``seats``, the seats
    whose turning points are wanted (None: every seat; []: none).  Advance
    it with ``steps()`` (a generator; ``progress`` says how far it is) or
    all at once with ``run()``; then ``result()``.  A move that is not legal
    is a ValueError in words, at its turn in the replay."""

    def __init__(self, start, actions, seats=None, seed=0):
        self.game, self.start = start.game, start
        self.players, self.options = start.players, dict(start.options)
        self.actions = [(int(s), a) for s, a in actions]
        n = self.players
        self.seats = sorted({int(s) for s in (range(n) if seats is None else seats)
                             if 0 <= int(s) < n})
        self.seed = seed
        self.progress = 0.0
        self.phase = "replay"   # then "screen", "search", "measure" (of ``seat``), "done"
        self.seat = None
        self.done = False
        self.graph = None
        self.statistics = None
        self.decisions = {s: [] for s in self.seats}
        self.points = {}
        self.accuracy = {}      # seat: 0-100, once its decisions are screened (``accuracy``)
        self.account = Account(start, self.actions, seed)
        self._steps = None      # ``steps()``, as ``work`` advances it

    # --- the whole review, in slices ---------------------------------------------
    def steps(self):
        yield from self._replay()
        yield from self._account()
        yield from self._turning_points()
        self.progress, self.done, self.phase, self.seat = 1.0, True, "done", None

    def run(self):
        for _ in self.steps():
            pass
        return self.result()

    def work(self, seconds: float) -> dict:
        """Advance the review for about ``seconds`` (the page's worker calls it
        in slices, so that a Cancel is heard between them), then say how far it
        is: {"progress" (0 to 1), "graph" (the graph and the statistics are
        ready), "done", "phase", "seat"}."""
        if self._steps is None:
            self._steps = self.steps()
        t0 = time.perf_counter()
        while not self.done and time.perf_counter() - t0 < seconds:
            next(self._steps, None)
        return {"progress": round(self.progress, 4), "graph": self.graph is not None,
                "account": self.account.done,
                "done": self.done, "phase": self.phase, "seat": self.seat}

    def result(self, points=None, parts=None) -> dict:
        """What is found so far; ``points``: the graph cut to about that many
        positions (``sampled``); ``parts``: only those keys (and "done",
        "seats", "moves"), so that a page asks for the turning points alone."""
        out = self._result()
        if points and out["graph"] is not None:
            out["graph"] = sampled(out["graph"], points)
        if parts:
            out = {k: v for k, v in out.items() if k in parts or k in ("done", "seats", "moves")}
        return out

    def _result(self) -> dict:
        return {"graph": self.graph, "statistics": self.statistics, "seats": self.seats,
                "turning_points": [{"seat": s, "points": self.points.get(s, [])}
                                   for s in self.seats],
                "account": turning(self.account.result(), self.points),
                "accuracy": [{"seat": s, "accuracy": self.accuracy.get(s),
                              "decisions": len(self.decisions[s])} for s in self.seats],
                "moves": len(self.actions), "done": self.done}

    # --- the replay: the graph, the statistics, the decisions to judge -------------
    def _replay(self):
        game, hold = self.game, self.start.hold
        st = copy_state(self.start.state)
        judged = set(self.seats)
        tally = game.tally(st) if game.tally is not None else None
        chances, scores, turns = [], [], []
        turn = None

        def note():
            nonlocal turn
            chances.append([round(p, 3) for p in game.win_chances(st)])
            scores.append(game.scores(st))
            t = game.turn_of(st)
            if t != turn:
                turn = t
                turns.append({"move": len(chances) - 1, "turn": t})
        note()
        total = max(1, len(self.actions))
        share = ACCOUNT_FROM if not judged else 0.1
        for k, (seat, action) in enumerate(self.actions):
            if game.is_over(st):
                raise ValueError(f"This save does not replay: it goes on after the game's end "
                                 f"(move {k + 1}).")
            if seat not in game.to_move(st):
                raise ValueError(f"This save does not replay: move {k + 1} is not that "
                                 f"player's to make.")
            legal = game.legal_actions(st, seat)
            if action not in legal:
                raise ValueError(f"This save does not replay: move {k + 1} is not legal.")
            if seat in judged and len(legal) > 1:
                self.decisions[seat].append(Decision(k, seat, copy_state(st), action, self.seed,
                                                     len(legal)))
            if tally is not None:
                tally.before(st, seat, action)
            record = Record()
            game.apply(st, seat, action, record, hold)
            if tally is not None:
                tally.after(st, seat, action, record.notes)
            note()
            self.progress = share * (k + 1) / total
            yield
        result = game.result(st)
        self.graph = {"view": VIEW, "score_name": game.score_name, "chances": chances,
                      "scores": scores, "turns": turns, "over": game.is_over(st)}
        self.statistics = {"score_name": game.score_name, "over": game.is_over(st),
                           "scores": list(result["scores"]), "winners": list(result["winners"]),
                           "rows": tally.rows(st, result) if tally is not None else []}
        # How the game ended, in the rules' words where the game gives them (a
        # collapse's "ending", a tie-break, Time of Crisis's "ended"); the page
        # words the rest with its own names of the seats (chart.ending_text).
        for key in ("ending", "tiebreak", "ended", "collapsed"):
            if result.get(key):
                self.statistics[key] = result[key]

    # --- the account of luck and skill -------------------------------------------------
    def _account(self):
        """The account (``account.py``), its steps a share of the progress."""
        self.phase = "account"
        base = self.progress
        span = (1.0 - base) if not self.seats else 0.1
        for _ in self.account.steps():
            self.progress = base + span * self.account.progress
            yield

    # --- the turning points ---------------------------------------------------------
    def _turning_points(self):
        game, players, options = self.game, self.players, self.options
        if not self.seats:
            return
        cap = level_config(game, "hard")["max_iterations"]
        every = [d for s in self.seats for d in self.decisions[s]]
        # The work, in playouts, for the progress: the screen of every decision,
        # the full search of SEARCHED a seat and the measure of MEASURED a seat.
        screen_work = sum(SCREEN_ROUNDS * d.choices for d in every)
        later = sum(min(SEARCHED, len(self.decisions[s])) * (cap + 2 * MEASURE_ROUNDS)
                    for s in self.seats)
        base, work = self.progress, REPLAY_COST * len(self.actions)
        total = work + screen_work + later
        done = [work]

        def tick():
            done[0] += 1
            self.progress = min(0.99, base + (1 - base) * (done[0] - work) / max(1, total - work))

        for s in self.seats:
            self.phase, self.seat = "screen", s
            kept = []                   # (margin, k, decision): the SEARCHED widest
            for d in self.decisions[s]:
                for _ in screen(game, players, options, d):
                    tick()
                    yield
                if d.key != action_key(d.chosen) and d.margin > 0:
                    heapq.heappush(kept, (d.margin, d.k, d))
                    if len(kept) > SEARCHED:
                        heapq.heappop(kept)[2].search = None    # its search goes no further
                else:
                    d.search = None
            searched = [d for _, _, d in sorted(kept, key=lambda x: (-x[0], x[1]))]
            self.phase = "search"
            for d in searched:
                for _ in search(d, cap):
                    tick()
                    yield
            ranked = sorted((d for d in searched if d.key != action_key(d.chosen)
                             and d.margin > 0), key=lambda d: (-d.margin, d.k))
            for d in ranked:
                d.turn = game.turn_of(d.state)
            # The MEASURED widest turns, each with every decision of the seat
            # searched there: the one that lost the chance is found among them
            # once measured (``lost_at``), not by the screen's margins.
            turns = {d.turn for d in _one_a_turn(game, ranked)[:MEASURED]}
            self.phase = "measure"
            measured = [d for d in ranked if d.turn in turns]
            for d in measured:
                for _ in measure(game, players, options, d):
                    tick()
                    yield
            best = [lost_at([d for d in measured if d.turn == t]) for t in turns]
            self.points[s] = self._chosen_points([d for d in best if d is not None])
            # Every decision's loss: the full search's margin where it went on,
            # else the screen's; none where the move chosen stayed the best.
            self.accuracy[s] = accuracy([d.margin if d.key != action_key(d.chosen) else 0.0
                                         for d in self.decisions[s]])
            for d in self.decisions[s]:
                d.state = None          # the tables kept for the judging are let go

    def _chosen_points(self, measured):
        ranked = sorted((d for d in measured if d.chances is not None
                         and d.chances[1] - d.chances[0] > 0),
                        key=lambda d: (d.chances[0] - d.chances[1], d.k))
        out = [d for d in ranked if d.chances[1] - d.chances[0] >= MIN_MARGIN][:MOST]
        if len(out) < LEAST:
            out = ranked[:LEAST]
        return [self._point(d) for d in sorted(out, key=lambda d: d.k)]   # as they happened

    def _point(self, d):
        game, st = self.game, d.state
        chosen, preferred = d.chances
        said, better = game.describe(st, d.chosen), game.describe(st, d.preferred)
        return {"move": d.k, "seat": d.seat, "turn": game.turn_of(st),
                "when": game.turn_words(st), "step": game.step_info(st)["title"],
                "chosen": d.chosen, "chosen_label": said,
                "preferred": d.preferred, "preferred_label": better,
                "preferred_then": line(game, st, d.seat, d.preferred),
                "chance_chosen": round(chosen, 3), "chance_preferred": round(preferred, 3),
                "margin": round(preferred - chosen, 3),
                "text": point_text(said, chosen, better, preferred)}


def from_save(save, load, seats=None, seed=0) -> Review:
    """The Review of a save (``Match.save``'s dict or its JSON text): ``load``
    (``pygame_core.load_match``) checks its header and builds its start; its
    moves are checked as the review replays them (a ValueError in words).
    The turning points of ``seats``; None: the seats people played (the
    save's ``options["hold"]``), else every seat; []: none."""
    if isinstance(save, (str, bytes)):
        try:
            save = json.loads(save)
        except ValueError:
            raise ValueError("This save is not valid JSON (it may be truncated).") from None
    if not isinstance(save, dict) or not isinstance(save.get("actions"), list):
        raise ValueError("This save is damaged: 'actions' is missing or not a list.")
    start = load(dict(save, actions=[]))
    actions = []
    for i, entry in enumerate(save["actions"]):
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or isinstance(entry[0], bool) or not isinstance(entry[1], dict)):
            raise ValueError(f"This save is damaged at move {i + 1}.")
        try:
            action = entry[1] if save.get("format") != 1 else start.game.migrate(1, entry[1])
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ValueError(f"This save is damaged at move {i + 1}.") from None
        actions.append((entry[0], action))
    if seats is None:
        seats = (save.get("options") or {}).get("hold") or None
    return Review(start, actions, seats, seed)


def retry_save(save: dict, move: int) -> dict:
    """"Try this decision again": the save cut just before its move ``move``
    (0-based), a new game in progress with the same seats and options."""
    actions = save["actions"]
    if not isinstance(move, int) or isinstance(move, bool) or not 0 <= move < len(actions):
        raise ValueError(f"There is no move {move!r} in this game to try again.")
    return dict(save, actions=[list(a) for a in actions[:move]])


__all__ = ["Review", "from_save", "judge", "judge_steps", "retry_save", "advise", "advise_steps",
           "point_text", "shown", "lost_at", "VIEW"]


def sampled(graph, points) -> dict:
    """The graph with its positions cut to about ``points``, evenly spread, the
    start and the end kept (a page drawing some 600 units wide needs no more),
    and "at": the move after which each kept position stands (0: the start)."""
    n, points = len(graph["chances"]), max(int(points), 2)     # the start and the end at least
    if n <= points:
        keep = list(range(n))
    else:
        keep = sorted({round(i * (n - 1) / (points - 1)) for i in range(points)})
    out = dict(graph)
    out["chances"] = [graph["chances"][k] for k in keep]
    out["scores"] = [graph["scores"][k] for k in keep]
    out["at"] = keep
    return out
