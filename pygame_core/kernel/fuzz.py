"""A fuzz harness any game can use: random legal play with invariants checked
after every step.

    fuzz_game(pc.new_match(...), seed, check=invariants, max_steps=5000)

``check(match)`` raises AssertionError when the state is wrong.  The harness
itself asserts what holds for every game: somebody can act until the game is
over, every seat asked to act has a legal action, no action brings the table
back to a position it has had this turn (a null move), no turn takes more
actions than the game's ``turn_bound``, the game ends within ``max_steps``
(by default the game's ``action_bound``), the state stays JSON data, and a
finished game has winners (unless the game says everybody lost:
``result()["collapsed"]``).  With ``policy`` the same holds for AI games.

What a failure leaves behind: given ``keep`` (a folder; the tests give
``test-results/failures``), a failure writes the game's save there (the save
is the replay), ``<game>-<players>p-seed<N>.json``, with what failed under
``"failure"`` (and the move that raised, when ``Match.act`` itself raised:
the save holds the moves before it), and adds to the error the one command
that replays it: ``python3 -m pygame_core replay FILE --check``, which plays
the moves again with the checks after every one (``recheck``: the game's
invariants, the progress checks, JSON state, every view's schema) and
reports the first that fails, with the state hash there.  ``kept(match,
keep)`` does the same for a test's own loop.
"""
import json
import os
import traceback
from contextlib import contextmanager
from pathlib import Path

from .match import Match, load_match
from .rng import Rng
from .schema import check as fits, view_schema


def assert_progress(match, bound=None) -> None:
    """After an action: it did not bring the table back to a position of this
    turn (a null move), and the turn is within the game's ``turn_bound``."""
    if bound is None:
        bound = match.game.turn_bound(match.players)
    assert not match.repeated, f"a null move: {match.actions[-1]} brings back a position"
    assert match.turn_actions <= bound + 1, (
        f"turn {match.game.turn_of(match.state)} takes more than {bound} actions")


def fuzz_game(match, seed: int, check=None, max_steps: int = None, json_every: int = 0,
              policy=None, keep=None):
    """``policy(match, seat, actions, rng) -> action`` replaces the uniform
    random choice (an AI, or play steered towards rarely reached endings);
    ``keep``: a folder where a failing game's save is written (``kept``)."""
    rng = Rng(seed)
    steps = 0
    bound = match.game.turn_bound(match.players)
    if max_steps is None:
        max_steps = match.game.action_bound
    with kept(match, keep):
        while not match.is_over():
            movers = match.to_move()
            assert movers, \
                f"dead end: nobody can act ({[f['p'] for f in match.state.get('stack', [])]})"
            seat = movers[rng.below(len(movers))]
            acts = match.legal_actions(seat)
            assert acts, f"seat {seat} must act but has no legal action"
            choice = policy(match, seat, acts, rng) if policy else acts[rng.below(len(acts))]
            match.act(seat, choice)
            steps += 1
            assert_progress(match, bound)
            if check:
                check(match)
            if json_every and steps % json_every == 0:
                assert_json(match)
            assert steps <= max_steps, f"no end after {max_steps} steps"
        assert_ended(match)
    return steps


def ai_game(match, seed: int, level: str, choose, iterations=None, check=None):
    """Play ``match`` to the end with one seat (``seed % players``) at ``level``
    (``iterations``: its search's fixed count, e.g. the level's cap) and the
    others easy, each move ``choose(m, seat, level, seed=, iterations=)`` (the
    AI's, ``pygame_core.ai.choose``: the kernel imports nothing above it),
    through ``fuzz_game``'s checks.  Returns (steps, the seat, the most actions
    one turn took)."""
    hero = seed % match.players
    longest = [0]

    def play(m, seat, acts, rng):
        longest[0] = max(longest[0], m.turn_actions)
        mine = seat == hero
        return choose(m, seat, level if mine else "easy", seed=seed + len(m.actions),
                      iterations=iterations if mine else None)
    steps = fuzz_game(match, seed, check=check, policy=play)
    return steps, hero, longest[0]


def assert_json(match) -> None:
    assert json.loads(json.dumps(match.state)) == match.state, "state is not JSON data"


def assert_ended(match) -> None:
    """A finished game asks nobody to move and has winners (unless everybody
    lost: ``result()["collapsed"]``)."""
    assert match.to_move() == [], "a finished game still asks for moves"
    res = match.result()
    assert res["winners"] or res.get("collapsed"), "a finished game has no winner"


# --- what a failure leaves behind ------------------------------------------------
def failure_path(match, keep, tag=None) -> Path:
    """Where a failing game's save goes: ``<game>-<players>p-seed<N>[-tag].json``
    in the folder ``keep`` (``tag`` tells apart games of one seed, e.g. an AI
    level)."""
    name = f"{match.game_id}-{match.players}p-seed{match.seed}" + (f"-{tag}" if tag else "")
    return Path(keep) / f"{name}.json"


def _raised_in_act(error, match):
    """[seat, action] when ``error`` was raised inside ``match.act`` (found on
    its traceback): that move is not in the match's actions."""
    for frame, _ in traceback.walk_tb(error.__traceback__):
        if frame.f_code is Match.act.__code__ and frame.f_locals.get("self") is match:
            return [frame.f_locals["seat"], frame.f_locals["action"]]
    return None


def keep_failure(match, error, keep, tag=None) -> str:
    """Write ``match``'s save with what failed (``"failure"``: the message, the
    moves played, the move that raised when ``Match.act`` raised) to
    ``failure_path``; returns the command that replays it."""
    data = match.save()
    failure = {"error": f"{type(error).__name__}: {error}", "after": len(match.actions)}
    raised = _raised_in_act(error, match)
    if raised is not None:
        failure["next"] = raised
    data["failure"] = failure
    path = failure_path(match, keep, tag)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, default=repr) + "\n", encoding="utf-8")
    shown = os.path.relpath(path) if path.resolve().is_relative_to(Path.cwd()) else str(path)
    return f"python3 -m pygame_core replay {shown} --check"


@contextmanager
def kept(match, keep, tag=None):
    """Run a block that plays ``match``; when it fails (and ``keep`` is a
    folder), keep the game's save there (``keep_failure``) and add to the error
    the command that replays it."""
    try:
        yield
    except Exception as e:
        if keep is None:
            raise
        command = keep_failure(match, e, keep, tag)
        e.add_note(f"The game is kept; replay it to the failure: {command}")
        raise


def recheck(data, games) -> dict:
    """Replay a save (``data``, as ``load_match`` takes it) move by move with
    the checks after every move: the game's invariants (``invariants.check``),
    ``assert_progress``, the state as JSON, every seat's view and a
    spectator's against the game's ``view_schema`` (the log's new entries);
    then the move a kept failure says raised (``"failure"``: ``"next"``);
    then, at a finished game, ``assert_ended`` and the save's own replay.
    Returns {"moves": the moves played, "error": the first failure ("move N:
    ...") or None, "state_hash": the state's digest there}."""
    saved = load_match(data, games)
    game = saved.game
    m = Match(game, saved.players, saved.seed, saved.options, scenario=saved.scenario)
    bound = game.turn_bound(m.players)
    views = view_schema(game.view_schema) if game.view_schema else None
    moves = [list(a) for a in saved.actions]
    failure = data.get("failure") if isinstance(data, dict) else None
    if isinstance(failure, dict) and failure.get("next"):
        moves.append(failure["next"])
    at = 0                                  # the move being played or checked (1-based)
    try:
        for at, (seat, action) in enumerate(moves, 1):
            since = len(m.log)
            m.act(seat, action)
            assert_progress(m, bound)
            if game.invariants is not None:
                game.invariants.check(m)
            assert_json(m)
            if views:
                for viewer in [None] + list(range(m.players)):
                    fits(m.view(viewer, log_from=since), views)
        if m.is_over():
            assert_ended(m)
            again = load_match(json.loads(json.dumps(m.save())), games)
            assert again.state_hash() == m.state_hash() and again.log == m.log, \
                "the save does not replay to the same state"
    except Exception as e:
        return {"moves": at, "error": f"move {at}: {type(e).__name__}: {e}",
                "state_hash": m.state_hash()}
    return {"moves": at, "error": None, "state_hash": m.state_hash()}
