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
"""
import json

from .rng import Rng


def assert_progress(match, bound=None) -> None:
    """After an action: it did not bring the table back to a position of this
    turn (a null move), and the turn is within the game's ``turn_bound``."""
    if bound is None:
        bound = match.game.turn_bound(match.players)
    assert not match.repeated, f"a null move: {match.actions[-1]} brings back a position"
    assert match.turn_actions <= bound + 1, (
        f"turn {match.game.turn_of(match.state)} takes more than {bound} actions")


def fuzz_game(match, seed: int, check=None, max_steps: int = None, json_every: int = 0,
              policy=None):
    """``policy(match, seat, actions, rng) -> action`` replaces the uniform
    random choice (an AI, or play steered towards rarely reached endings)."""
    rng = Rng(seed)
    steps = 0
    bound = match.game.turn_bound(match.players)
    if max_steps is None:
        max_steps = match.game.action_bound
    while not match.is_over():
        movers = match.to_move()
        assert movers, f"dead end: nobody can act ({[f['p'] for f in match.state.get('stack', [])]})"
        seat = movers[rng.below(len(movers))]
        acts = match.legal_actions(seat)
        assert acts, f"seat {seat} must act but has no legal action"
        match.act(seat, policy(match, seat, acts, rng) if policy else acts[rng.below(len(acts))])
        steps += 1
        assert_progress(match, bound)
        if check:
            check(match)
        if json_every and steps % json_every == 0:
            assert json.loads(json.dumps(match.state)) == match.state, "state is not JSON data"
        assert steps <= max_steps, f"no end after {max_steps} steps"
    assert match.to_move() == [], "a finished game still asks for moves"
    res = match.result()
    assert res["winners"] or res.get("collapsed"), "a finished game has no winner"
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
