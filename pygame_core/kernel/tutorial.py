"""Guided first games (issue 23): a seeded start and a script of steps, in which
the learner makes his own moves.

A game's tutorials are declared in ``pygame_core/games/<game>/tutorial.py``:
``TUTORIALS = {name: Tutorial(title=, players=, seed=, learner=, intro=, end=,
lobby=, steps=[...])}``; a misspelt field or step key fails when the game is
imported.  A step is {"seat", "action"}; the learner's steps also say, in our
own words, what to do and why ("say") and what must come first when he tries
another move ("first": "not yet: first <first>").  The lesson plays every step
that says nothing: the other seats' moves, and those of the learner's own
moves that teach nothing new (his secret first hand, the many moves that lead
to a prepared position), which the words of his next step tell him about.  Once
the script is done the position is the learner's to play on against the AI.

    lesson = Lesson(game, "first-game")     # game: the game object (its tutorial_book)
    lesson.step()                   # the learner's step now (None: the script is done)
    lesson.play(seat, action)       # IllegalAction with the reason for any other move
"""
from dataclasses import dataclass, field

from .errors import IllegalAction
from .match import Match

STEP_KEYS = {"seat", "action"}
WORDS = {"say", "first"}


@dataclass(frozen=True)
class Tutorial:
    """A guided first game: its title, the players and seed of its start, the
    learner's seat, the words before and after (``intro``, ``end``), the line
    the lobby's Learn to play list gives it (``lobby``), the steps and the
    game's options."""
    title: str
    players: int
    seed: int
    learner: int
    intro: str
    end: str
    steps: list
    lobby: str = ""
    options: dict = field(default_factory=dict)

    def __post_init__(self):
        for i, step in enumerate(self.steps):
            keys = set(step)
            if not STEP_KEYS <= keys <= STEP_KEYS | WORDS:
                raise ValueError(f"tutorial {self.title!r}, step {i}: its keys are "
                                 f"{sorted(keys)}, not seat and action (and say and first)")
            if keys & WORDS and (keys & WORDS != WORDS or step["seat"] != self.learner):
                raise ValueError(f"tutorial {self.title!r}, step {i}: only the learner's "
                                 "steps have words, each with what must come first.")


class Lesson:
    def __init__(self, game, name):
        scripts = game.tutorial_book
        if name not in scripts:
            known = ", ".join(sorted(scripts)) or "none"
            raise ValueError(f"There is no tutorial {name!r} for {game.info.id!r} "
                             f"(known: {known}).")
        self.game_id, self.name = game.info.id, name
        self.script = scripts[name]
        self.learner = self.script.learner
        # The learner's risky forced moves wait for his click once the script is
        # done (Flow.run's hold); during it the lesson plays them with the script.
        self.match = Match(game, self.script.players, self.script.seed,
                           dict(self.script.options, hold=[self.learner]))
        self.at = 0
        self._others()

    def _others(self):
        """Play the steps that say nothing (the other seats' moves, and the
        learner's own that the lesson makes for him) up to his next step."""
        steps = self.script.steps
        while self.at < len(steps):
            step = steps[self.at]
            self.match.settle(step["seat"], step["action"])
            if "say" in step:
                return
            self.match.act(step["seat"], step["action"])
            self.at += 1

    def step(self):
        steps = self.script.steps
        return steps[self.at] if self.at < len(steps) else None

    def done(self) -> bool:
        return self.step() is None

    def number(self) -> tuple:
        """(which of the learner's steps this is, 1-based; how many there are)."""
        mine = [i for i, s in enumerate(self.script.steps) if "say" in s]
        return len([i for i in mine if i < self.at]) + (0 if self.done() else 1), len(mine)

    def refusal(self, seat, action):
        """Why the lesson does not take this move now (None: it does)."""
        step = self.step()
        if step is None:
            return None
        if seat != self.learner:
            return f"In this lesson you play {self.match.view(None)['names'][self.learner]}."
        if action == step["action"]:
            return None
        try:
            self.match.clone().act(seat, action)
        except IllegalAction as e:
            return str(e)
        return "Not yet: first " + step["first"]

    def play(self, seat, action):
        why = self.refusal(seat, action)
        if why:
            raise IllegalAction(why)
        scripted = self.step() is not None
        self.match.act(seat, action)
        if scripted:
            self.at += 1
            self._others()
