"""What a game module provides to the kernel.

A game is a stateless object; the whole match state is one plain dict (JSON
round-trippable: dicts, lists, ints, strings, bools, None) with the game's
generator in ``state["rng"]``, the players' names in ``state["names"]`` and
the flow's frames in ``state["stack"]`` (see ``flow.py``).  The kernel's
``Match`` wraps it with the public contract (DESIGN.md).

Everything about decisions comes from the game's ``flow`` (its procedures
and steps): who moves, the legal actions, carrying one out, the prompt, the
labels, the rules help and the reason an action is refused.  A game writes
its table (``setup``), its view, its result, its hidden parts
(``determinize``) and its scenarios.
"""
import marshal
from dataclasses import dataclass, field
from typing import Callable

from .rng import MASK, seed_state


@dataclass(frozen=True)
class GameInfo:
    """What the lobby says of a game: its id, title and player counts, its
    options, and its line (``line``: what it is, in our words; ``moves``: its
    length as the moves a player makes in a 3-player game, from
    benchmarks/results.json's engine_random_games, actions per game / 3)."""
    id: str
    title: str
    min_players: int
    max_players: int
    options: dict = field(default_factory=dict)
    playable: bool = True
    line: str = ""
    moves: int = 0

    def to_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "min_players": self.min_players,
                "max_players": self.max_players, "options": dict(self.options),
                "playable": self.playable, "line": self.line, "moves": self.moves}


SCENARIO_STEP = {"caption", "seat", "action"}


@dataclass(frozen=True)
class Scenario:
    """A named teaching position (a game's scenarios.py): ``build(game, rng,
    options)`` returns its state for ``players`` players; ``steps`` are
    {"caption", "seat", "action"} (action None: a caption only), played in turn
    from it.  A misspelt field or step key fails when the game is imported."""
    title: str
    players: int
    build: Callable
    steps: list
    options: dict = field(default_factory=dict)

    def __post_init__(self):
        for i, step in enumerate(self.steps):
            if set(step) != SCENARIO_STEP:
                raise ValueError(f"scenario {self.title!r}, step {i}: its keys are "
                                 f"{sorted(step)}, not {sorted(SCENARIO_STEP)}")


def player_names(options: dict, n: int) -> list:
    """The players' names from ``options["names"]``, or Player 1, Player 2..."""
    names = options.get("names") or [f"Player {i + 1}" for i in range(n)]
    if len(names) != n or not all(isinstance(x, str) for x in names):
        raise ValueError("options['names'] must list one name per player")
    return list(names)


def held(options: dict) -> tuple:
    """The seats people play, whose risky forced moves wait for their click
    (``options["hold"]``; see ``Flow.run``).  None by default: the AI's games."""
    return tuple(options.get("hold") or ())


def reseed(state: dict, rng) -> None:
    """Give a determinized copy a generator of its own, drawn from the AI's
    stream ``rng``, so that searching never replays the real match's dice
    (``Fixed``: the generator started again from seed 0)."""
    if isinstance(rng, Fixed):
        state["rng"] = seed_state(0)
        return
    state["rng"] = (state["rng"] ^ (rng.below(1 << 30) << 17)) & MASK


class Fixed:
    """The hidden parts in one fixed arrangement: given to a game's
    ``determinize`` in place of the AI's random stream, it sorts what a shuffle
    would mix (by ``key``), picks the last where a random pick is made and
    starts the game's generator again from seed 0 (``reseed``), so that the
    copy depends only on what the seat may see.  The AI's ``conceal``
    (pygame_core/ai/heuristics.py) is a game's determinize with it."""

    def __init__(self, key=None):
        self.key = key

    def shuffle(self, items) -> None:
        items.sort(key=self.key)

    def below(self, n: int) -> int:
        return n - 1


class Tally:
    """What a game's statistics at the end count (its ``stats.py``, set as
    ``Game.tally``), from the replay the review plays: ``before`` and ``after``
    each move (``notes``: what the rules ``note``d during it, kernel/flow.py),
    then ``rows``: [{"label", "values": [one per seat]}] and, for a row of a
    group ("Points by source"), its "group"."""

    def __init__(self, state: dict):
        self.n = len(state["names"])

    def before(self, state: dict, seat: int, action: dict) -> None:
        pass

    def after(self, state: dict, seat: int, action: dict, notes: list) -> None:
        pass

    def rows(self, state: dict, result: dict) -> list:
        return []

    def by_source(self, result: dict, group: str) -> list:
        """The rows of ``group`` from the result's "breakdown" (per seat, its
        points by source): one row a source, in the order they first come."""
        parts = result.get("breakdown") or [[] for _ in range(self.n)]
        order = []
        for seat in parts:
            for p in seat:
                if p["source"] not in order:
                    order.append(p["source"])
        return [{"label": src, "group": group,
                 "values": [sum(p["points"] for p in seat if p["source"] == src)
                            for seat in parts]} for src in order]


# What a player may ask of the table by ear (issue 46), and what each answers:
QUERIES = (
    "where",    # the phase, whose turn, my resources and score
    "hand",     # my hand, each card with what it does
    "others",   # each other seat: what I can see of it (cards held, score, pieces)
    "board",    # the table by its own structure (map, tracks, piles, offices)
    "threats",  # what can hurt me next (barbarians, crises, a rival about to win)
    "odds",     # the odds the table shows before a vote, a battle or a bid
)


class Game:
    """The interface each game implements (``games/<game>/rules.py``)."""

    info: GameInfo
    flow = None            # the game's Flow: procedures and steps
    heuristics = None      # the game's AI module (games/<game>/ai.py), set by its package
    # Rules editions: {edition: the engine version that brought it}.  A game
    # whose rules changed so that an older save's moves would be refused lists
    # its later editions; a save keeps the edition its game began under
    # (``load_match`` reads the save's engine version) and the rules read
    # ``state["edition"]``.  Edition 1 is engine 0.1.0's (its saves, format 1,
    # also keep its seeding), edition 2 engine 0.2.0's, 3 engine 0.3.0's.
    editions = {}

    def setup(self, players: int, rng: int, options: dict) -> dict:
        """A new state whose generator starts at ``rng`` (the kernel derives
        it from the seed), played on to the first decision (``flow.start``
        with ``hold=held(options)``)."""
        raise NotImplementedError

    # --- derived from the flow ------------------------------------------------
    def to_move(self, state: dict) -> list:
        """Seats that may act now ([] when the game is over)."""
        return self.flow.to_move(state)

    def legal_actions(self, state: dict, seat: int) -> list:
        """JSON-able dicts with a "type" key, in a stable order."""
        return self.flow.actions(state, seat)

    def apply(self, state: dict, seat: int, action: dict, log, hold=()):
        """Carry out a legal action (already checked).  ``log`` is a list to
        append public messages to, or None; ``hold``, the seats whose risky
        forced moves wait for them (``Flow.run``).  Returns the flow's ``Ran``:
        true for an undo barrier; ``listed``, the next actor's actions when the
        flow has just listed them."""
        return self.flow.apply(state, seat, action, log, hold)

    def prompt(self, state: dict, seat) -> str:
        if self.is_over(state):
            return "The game is over."
        return self.flow.prompt(state, seat)

    def describe(self, state: dict, action: dict, seat=None) -> str:
        """The action's words: the public log line's, or, for ``seat`` (the
        mover, on his own button), with his own things named as his
        ("Your army in Syria", ``flow.yours``)."""
        return self.flow.label(state, action, seat)

    def entry(self, state: dict, action: dict, seat=None) -> dict:
        """The prompt's entry for a legal action: {"action", "label", "target"}
        (the board element it acts on) and "cost" when the step prices it; the
        label in ``seat``'s words when the entry is drawn for him."""
        return self.flow.entry(state, action, self.describe(state, action, seat))

    def refuse(self, state: dict, seat: int, action: dict) -> str:
        """Why ``action`` is not legal now, in words a person can read."""
        return self.flow.refuse(state, seat, action)

    def log_line(self, state: dict, seat: int, action: dict):
        """The public log line for an action about to be applied; a secret
        choice is not named."""
        return self.flow.log_line(state, seat, action)

    def phase_help(self, state: dict) -> str:
        """Rules help for the current step, in our own words."""
        return self.flow.help(state)

    def step_info(self, state: dict) -> dict:
        node, _ = self.flow.current(state)
        if node is None:
            return {"name": "over", "title": "Game over", "rule": ""}
        return {"name": node.name, "title": node.title, "rule": node.rule}

    def is_over(self, state: dict) -> bool:
        return not state["stack"]

    # --- the game's own ---------------------------------------------------------
    def view(self, state: dict, seat) -> dict:
        """What ``seat`` may see (None: a spectator)."""
        raise NotImplementedError

    def result(self, state: dict) -> dict:
        """{"scores": [...], "winners": [...]}, and optionally "breakdown" (per
        seat, [{"source", "points"}] adding up to its score), "tiebreak" (a
        sentence: how a tie was broken) and "ending" (sentences: why nobody won,
        e.g. Roman Empire's collapse; its first heads the end screen,
        web/ui/shell.py)."""
        raise NotImplementedError

    def determinize(self, state: dict, seat: int, rng) -> dict:
        """A copy with everything ``seat`` cannot see resampled."""
        raise NotImplementedError

    def unseen(self, state: dict, rng) -> dict:
        """A copy with what NO seat can see resampled by ``rng`` (the order of
        a deck nobody has looked at; never a hand, which its holder knows) and
        a generator of its own (``reseed``): the chance events' other outcomes,
        for the account of luck and skill (pygame_core/ai/account.py).  This
        default is a game of open information: only the dice to come differ."""
        s2 = marshal.loads(marshal.dumps(state))      # match.py's copy_state
        reseed(s2, rng)
        return s2

    # --- every game ends (issue 18; the conformance suite checks both) --------
    # A game whose turns are counted (``turn_of``) states how many actions one
    # turn can take under its rules (``turn_bound``) and how many a whole game
    # (``action_bound``): every random and AI game of the suite stays within them.
    action_bound = 5000

    # (A game of the registry states both: the conformance suite checks it; a
    # toy game in a test may leave the whole game one turn.)
    def turn_of(self, state: dict) -> int:
        """The number of the turn (or round) under way."""
        return 0

    def turn_words(self, state: dict) -> str:
        """The turn (or round) under way as the table names it ("Turn 3"): a
        game whose table counts otherwise says so (Time of Crisis: "Round 5",
        its rounds of every player's turn).  The review names its turning
        points by it (issue 44)."""
        return f"Turn {self.turn_of(state)}"

    def turn_bound(self, players: int) -> int:
        """The most actions one turn can take, derived from the rules."""
        return self.action_bound

    def migrate(self, fmt: int, action: dict) -> dict:
        """An action of a save of format ``fmt`` spelled as this engine spells it."""
        return action

    # What the game's package declares beside its rules (class attributes of
    # its Game in its game.py; nothing is found by a module's name):
    # - ``invariants``: its invariants module, whose ``check(match)`` the
    #   conformance suite runs after every step (AssertionError when wrong);
    # - ``view_schema``: what its ``view`` holds, key by key (kernel/schema.py),
    #   checked by the conformance suite on every view it takes;
    # - ``tutorial_book``: its guided first games, {name: Tutorial} (kernel/tutorial.py);
    # - ``scenario_book``: its named teaching positions, {name: Scenario}.
    invariants = None
    view_schema = None
    tutorial_book = {}
    scenario_book = {}

    # --- the review of a game (issue 35; pygame_core/ai/review.py) -------------
    # What the package declares for it: ``chances``, its estimate of each
    # seat's chance to win, a function ``chances(game, state) -> [p per
    # seat]`` (its ai.py's ``win_chances``; calibrated on AI games,
    # benchmarks/bench_review.py); ``tally``, a class that counts its
    # statistics at the end from the replay (its stats.py's ``Tally``);
    # ``score_name``, what its score is called.
    chances = None
    tally = None
    score_name = "points"

    # --- the table as text (issue 46: a whole game by ear) -----------------------
    # ``speech``: the package's speech module (games/<game>/speech.py), whose
    # ``answer(game, state, seat, query) -> [sentences]`` answers each query of
    # QUERIES in words, from what ``seat`` may see (None: a spectator, who sees
    # no hand).  The last moves are the match's log (Match.view), not the state's.
    speech = None

    def read(self, state: dict, seat, query: str) -> list:
        """The answer to ``query`` (one of QUERIES) for ``seat``: short
        sentences a screen reader speaks one by one, never a hidden card."""
        if query not in QUERIES:
            raise ValueError(f"no such question {query!r}: ask one of {', '.join(QUERIES)}")
        return list(self.speech.answer(self, state, seat, query))

    def win_chances(self, state: dict) -> list:
        """Each seat's chance to win from ``state``, adding up to 1 (to less
        where everybody may lose); at the end, each winner's share.  Without
        an estimate of the game's own: the fair share."""
        n = len(state["names"])
        if self.is_over(state):
            winners = self.result(state)["winners"]
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        if self.chances is None:
            return [1.0 / n] * n
        return self.chances(state)

    def scores(self, state: dict) -> list:
        """Each seat's score now (the result's scores, the game's ``score_name``)."""
        return list(self.result(state)["scores"])

    def scenarios(self) -> dict:
        return self.scenario_book

    def scenario_state(self, name: str, players: int, rng: int, options: dict) -> dict:
        sc = self.scenario_book.get(name)
        if sc is None or players != sc.players:
            raise ValueError(f"{self.info.title} has no {players}-player scenario {name!r}")
        return sc.build(self, rng, options)
