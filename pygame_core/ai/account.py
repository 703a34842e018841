"""The account of luck and skill of a finished game (issue 44), backgammon's
"luck + skill = final - initial" for every seat: how much of its chance to win
its own decisions cost or gained, how much the dice, draws and invasions gave
or took, and what everything else did (the other seats' moves, its own forced
moves), the three adding up EXACTLY to its final chance minus its first.

The chance is the game's estimate, ``Game.win_chances`` (as the review's
graph draws it, from the whole table); at the end it is the result: 1 for a
win, 1/k for a win shared by k, 0 for a loss or a collapse.

Each move k takes the table S_k to S_k+1: seat m's action a, and whatever the
rules then play by themselves (the dice, a card drawn, an invasion, the
other seats' forced moves) until the next decision.  The account splits
each seat's change c(S_k+1) - c(S_k) in two:

- **luck**: c(S_k+1) - E[c(S_k+1)], the chance after the move against the
  chance expected over the move's other outcomes: ``a`` applied again at S_k
  with what nobody could see resampled (``Game.unseen``: the order of a deck
  nobody has looked at, and the game's generator, so other dice, shuffles
  and draws), RESAMPLES times on fixed seeds.  A move that moved no generator
  and turned nothing up (no undo barrier, kernel/flow.py) has one outcome: no
  luck, and no resampling;
- **the move's own part**: E[c(S_k+1)] - c(S_k), the seat's own decisions'
  when m is the seat and had a choice (more than one legal move), else the
  "others" (the other seats' moves; a forced move decides nothing).

Over a game the parts telescope, so the three sums add up to c(end) - c(start)
exactly: the sums are kept as Fractions of the floats (each float is one
exactly), and ``points`` rounds them to whole percentage points by the
largest remainder, so that what the page shows adds up too.

Run it in slices like the review (``Account.steps()``, a generator of small
steps: one move replayed, one resampled outcome; ``work(seconds)``), or at
once (``run()``).  Game-agnostic: it is given the game, never looks one up.
"""
import time
from fractions import Fraction

from ..kernel import Record, copy_state
from ..kernel.rng import Rng

RESAMPLES = 12          # the other outcomes of a move of chance, sampled on fixed seeds
EVENTS = 3              # the luckiest and the unluckiest events of a seat shown
MIN_EVENT = 0.005       # a smaller swing is no event worth naming
WORDS = 2               # the log lines that name an event, at most


def _chances(game, st):
    return [float(p) for p in game.win_chances(st)]


def points(parts, total) -> list:
    """``parts`` (Fractions of a chance) as whole percentage points adding up
    to ``total`` (an int): each rounded down, the rest handed out by the
    largest remainder (the largest part first on a tie)."""
    scaled = [100 * p for p in parts]
    out = [int(x // 1) for x in scaled]
    left = total - sum(out)
    order = sorted(range(len(parts)), key=lambda i: (-(scaled[i] - out[i]), -abs(scaled[i]), i))
    step = 1 if left >= 0 else -1
    for i in range(abs(left)):
        out[order[i % len(order)] if step > 0 else order[-1 - i % len(order)]] += step
    return out


def _pct(p) -> int:
    return round(100 * float(p))


def _said(n, gain, loss, unit="") -> str:
    return f"{gain} {n}{unit}" if n > 0 else f"{loss} {-n}{unit}" if n < 0 else "did nothing"


class Account:
    """The account of a game: ``start``, the match at its start (no move
    played); ``actions``, its moves ([[seat, action], ...]); ``seed``, the
    resamplings' (the same seed, the same account); ``resamples``, the
    outcomes drawn a move of chance.  Advance it with ``steps()`` (or
    ``work``), then ``result()``."""

    def __init__(self, start, actions, seed=0, resamples=RESAMPLES):
        self.game, self.start = start.game, start
        self.players = start.players
        self.actions = [(int(s), a) for s, a in actions]
        self.seed, self.resamples = seed, resamples
        n = self.players
        self.initial = self.final = None
        self.decisions = [Fraction(0)] * n      # the seat's own choices
        self.luck = [Fraction(0)] * n           # the dice, draws, invasions
        self.others = [Fraction(0)] * n         # the others' moves, its own forced ones
        self.events = []        # [{"move", "seat", "turn", "text", "luck": [per seat]}]
        self.chance_moves = 0   # moves resampled (their generator moved or they revealed)
        self.own = []           # [(move, seat, its own part)]: each real decision's
        self.progress = 0.0
        self.done = False
        self._steps = None

    # --- in slices ------------------------------------------------------------------
    def steps(self):
        game, hold = self.game, self.start.hold
        st = copy_state(self.start.state)
        before = self.initial = _chances(game, st)
        total = max(1, len(self.actions))
        for k, (seat, action) in enumerate(self.actions):
            if game.is_over(st) or seat not in game.to_move(st):
                raise ValueError(f"This save does not replay: move {k + 1} is not that "
                                 f"player's to make.")
            legal = game.legal_actions(st, seat)
            if action not in legal:
                raise ValueError(f"This save does not replay: move {k + 1} is not legal.")
            chose = len(legal) > 1
            turn = game.turn_of(st)
            was = copy_state(st)
            log = Record()
            barrier = game.apply(st, seat, action, log, hold)
            after = _chances(game, st)
            if barrier:
                # The move's other outcomes: what nobody could see resampled.
                self.chance_moves += 1
                outcomes, logs = [], []
                for r in range(self.resamples):
                    trial = game.unseen(was, Rng(1000003 * self.seed + r))
                    other = []
                    game.apply(trial, seat, action, other, hold)
                    outcomes.append(_chances(game, trial))
                    logs.append(set(other))
                    yield
                expected = [sum(Fraction(o[s]) for o in outcomes) / len(outcomes)
                            for s in range(self.players)]
            else:
                expected = [Fraction(p) for p in after]
            lucky = [Fraction(after[s]) - expected[s] for s in range(self.players)]
            for s in range(self.players):
                own = expected[s] - Fraction(before[s])
                if s == seat and chose:
                    self.decisions[s] += own
                    self.own.append((k, s, float(own)))
                else:
                    self.others[s] += own
                self.luck[s] += lucky[s]
            if barrier and max(abs(x) for x in lucky) >= MIN_EVENT:
                self.events.append({"move": k, "seat": seat, "turn": turn,
                                    "text": self._words(was, seat, action, log, logs),
                                    "luck": [round(float(x), 4) for x in lucky]})
            before = after
            self.progress = (k + 1) / total
            yield
        self.final = before
        self.progress, self.done = 1.0, True

    def _words(self, was, seat, action, log, logs):
        """An event in the log's words: the lines the move wrote that some
        other outcome did not (the dice, the card drawn), else its own line."""
        varied = [line for line in log if any(line not in other for other in logs)]
        said = varied[:WORDS] or [self.game.log_line(was, seat, action) or
                                  self.game.describe(was, action)]
        return " ".join(x.strip() for x in said if x)

    def run(self):
        for _ in self.steps():
            pass
        return self.result()

    def work(self, seconds: float) -> dict:
        """Advance for about ``seconds``; {"progress", "done"}."""
        if self._steps is None:
            self._steps = self.steps()
        t0 = time.perf_counter()
        while not self.done and time.perf_counter() - t0 < seconds:
            next(self._steps, None)
        return {"progress": round(self.progress, 4), "done": self.done}

    # --- the result -------------------------------------------------------------------
    def parts(self, seat) -> tuple:
        """(decisions, luck, others) of ``seat``, exact: they add up to its
        final chance minus its first."""
        return self.decisions[seat], self.luck[seat], self.others[seat]

    def result(self, names=None) -> dict:
        """{"seats": [{"seat", "initial", "final", "decisions", "luck", "others"
        (chances, 4 places), "points": {"decisions", "luck", "others", "total"}
        (whole percentage points adding up to "total"), "lucky", "unlucky" (the
        EVENTS widest swings of its chance, each {"move", "turn", "seat" (who
        moved), "text", "luck"}), "text"}], "moves", "chance_moves",
        "resamples", "done"}; ``names``: the seats' names for the words
        (else the table's)."""
        if not self.done:
            return {"seats": [], "moves": len(self.actions), "chance_moves": self.chance_moves,
                    "resamples": self.resamples, "done": False}
        names = names or self.start.state["names"]
        out = []
        for s in range(self.players):
            dec, luck, oth = self.parts(s)
            total = _pct(self.final[s]) - _pct(self.initial[s])
            pd, pl, po = points([dec, luck, oth], total)
            mine = sorted((e for e in self.events if abs(e["luck"][s]) >= MIN_EVENT),
                          key=lambda e: (-abs(e["luck"][s]), e["move"]))
            ev = [dict(e, luck=e["luck"][s]) for e in mine]
            out.append({
                "seat": s, "initial": round(self.initial[s], 4), "final": round(self.final[s], 4),
                "decisions": round(float(dec), 4), "luck": round(float(luck), 4),
                "others": round(float(oth), 4),
                "points": {"decisions": pd, "luck": pl, "others": po, "total": total},
                "lucky": sorted((e for e in ev if e["luck"] > 0),
                                key=lambda e: -e["luck"])[:EVENTS],
                "unlucky": sorted((e for e in ev if e["luck"] < 0),
                                  key=lambda e: e["luck"])[:EVENTS],
                "text": sentence(names[s], pd, pl, po, self.initial[s], self.final[s])})
        return {"seats": out, "moves": len(self.actions), "chance_moves": self.chance_moves,
                "resamples": self.resamples, "done": True}


def sentence(name, dec, luck, others, initial, final) -> str:
    """One seat's account in words: "Player 1's decisions gained 4 points,
    the dice and draws took 22, the others' moves took 9 (from 33% to 0%)"."""
    return (f"{name}'s decisions {_said(dec, 'gained', 'cost', ' points')}, the dice and draws "
            f"{_said(luck, 'gave', 'took')}, the others' moves {_said(others, 'gave', 'took')} "
            f"(from {_pct(initial)}% to {_pct(final)}%).")


def turning(result, found) -> dict:
    """The account ``result`` with each seat's decisions split further where
    the review judged them (``found``: {seat: its turning points, each with
    "chance_chosen" and "chance_preferred"}): "turning": {"count", "cost"
    (whole points the moves chosen lost against the best moves the search
    found there, at most 0), "rest" (the decisions' other points)}, the two
    adding up to the decisions' points, so that the account still adds up."""
    for e in result.get("seats") or []:
        pts = found.get(e["seat"]) or []
        if not pts:
            continue
        cost = -round(100 * sum(p["chance_preferred"] - p["chance_chosen"] for p in pts))
        e["turning"] = {"count": len(pts), "cost": cost,
                        "rest": e["points"]["decisions"] - cost}
    return result


def account(start, actions, seed=0, resamples=RESAMPLES) -> Account:
    """The account of a game run to its end."""
    a = Account(start, actions, seed, resamples)
    for _ in a.steps():
        pass
    return a


__all__ = ["Account", "account", "points", "sentence", "turning", "RESAMPLES"]
