"""The conformance suite: what every game of the registry must do, at every
player count (in the manner of OpenSpiel's random_sim_test).

For each game of ``pygame_core.games.GAMES`` and each player count: seeded
random games to the end with the game's invariants after every step; the state
is JSON data; the views fit the game's declared ``view_schema`` (kernel/schema.py:
the boards' contract: every seat's on every 10th step of the first random games
and at every game's end, the mover's, a waiting seat's and a spectator's at
every 10th decision of the labelled games; the log, the same in every view,
checked once per entry: ``Match.view(seat, log_from=...)``); the save replays to the same state
hash; every legal action has
a label and a stable JSON form; every step the game stops at has a prompt and
rules help; what a seat sees does not change when what it cannot see is
resampled; the easy AI's choice is always legal; the table as text (issue 46,
``Game.read``) answers every query for every seat and a spectator, on every
10th step of the random games and at their end, in every game that declares its
``speech``.  Every game ends: no action
of any random or AI game brings the table back to a position it has had this
turn, no turn takes more actions than the game's ``turn_bound`` (derived from
its rules), and games with one seat at each AI level (at the game's caps)
against easy seats end within the game's ``action_bound`` (kernel/fuzz.py).  A new game is tested here by
being added to GAMES, with what its package declares (``invariants``,
``view_schema``, ``heuristics``: kernel/game.py).

A failing game is kept: its save (the replay) is written to
test-results/failures/<game>-<players>p-seed<N>.json and the failure names the
command that replays it with every check, ``python3 -m pygame_core replay FILE
--check`` (kernel/fuzz.py's ``kept``; the ``failures`` fixture, conftest.py).
"""
import json

import pytest

import pygame_core as pc
from pygame_core.ai import heuristics_for, level_config
from pygame_core.games import GAMES
from pygame_core.kernel import QUERIES, Match
from pygame_core.kernel.fuzz import ai_game, assert_progress, fuzz_game, kept
from pygame_core.kernel.rng import Rng
from pygame_core.kernel.schema import check as fits, view_schema

GAMES_PER_COUNT = 40          # per game and player count (the seeds are mixed: not correlated)
LONG_GAMES_PER_COUNT = 16     # the LONG games' (below): their own fuzz tests play 100-200
                              # more random games a count with the same invariants on the
                              # game object (tests/games/*/test_fuzz.py); here they go
                              # through the Match contract (views, save and replay, the
                              # table as text), which is what only this suite checks.  At
                              # 40 they took ~260 of the suite's CPU seconds.
VIEW_GAMES = 6                # of which the first have every view checked on every 10th step
                              # (the others at their end: checking all costs ~10 CPU minutes)
SPEECH_EVERY = 10             # the table as text asked on a sample, every 10th step and the
                              # end: asked every step (all six queries, every seat and a
                              # spectator, ~5 ms a step) the card games' random-game cases
                              # took 7 times their CPU time (6.5 s -> 45 s, on a loaded
                              # 2-core machine), every 10th step 11 s
# The games whose whole games take longest (thousands of actions): their cases are
# the slow ones (pyproject.toml's marker), left out of a developer's quick loop.
LONG = ("time-of-crisis", "roman-history")


def marked(params):
    """Parameters with their slow cases marked (those of the LONG games)."""
    return [pytest.param(*p, marks=pytest.mark.slow) if p[0] in LONG else p for p in params]


CASES = marked([(gid, n) for gid, g in GAMES.items()
                for n in range(g.info.min_players, g.info.max_players + 1)])
KERNEL_VIEW_KEYS = ("log", "log_total", "can_undo")


def invariants(game):
    return game.invariants.check


def schema(game):
    return view_schema(game.view_schema)


def fit_views(m, seats, views, since):
    """Every view of ``seats`` fits the schema; the log, the same public lines in
    each, is checked once per entry: its entries from ``since`` on (those added
    since the last check) in the first view only.  Returns the log's length
    (the next check's ``since``): a long game's whole log checked at every
    check made a game's checks grow with the square of its length."""
    total = len(m.log)
    for i, seat in enumerate(seats):
        fits(m.view(seat, log_from=since if i == 0 else total), views)
    return total


def speaks(game, m):
    """Issue 46: every query of the table as text (``Game.read``) answers each
    seat and a spectator with a list of sentences, none of them empty."""
    for seat in [None] + list(range(m.players)):
        for query in QUERIES:
            said = game.read(m.state, seat, query)
            assert said and all(isinstance(x, str) and x for x in said), (query, seat, said)


def test_every_game_declares_what_the_suite_checks():
    for gid, game in GAMES.items():
        assert callable(game.invariants.check) and game.view_schema, gid
        assert game.heuristics is not None, gid
        assert game.speech is not None, gid            # every game is read by ear (issue 46)


@pytest.mark.parametrize("gid,n", CASES)
def test_random_games_keep_the_invariants_replay_and_end(gid, n, failures):
    game = GAMES[gid]
    keep, views = invariants(game), schema(game)
    checked = {}                                        # the log's entries checked, per game

    def check(m):
        keep(m)
        if m.is_over() or len(m.actions) % SPEECH_EVERY == 0:
            speaks(game, m)
        if m.is_over() or (m.seed < VIEW_GAMES and len(m.actions) % 10 == 0):
            # every seat's view and a spectator's
            checked[m.seed] = fit_views(m, [None] + list(range(n)), views, checked[m.seed])

    for seed in range(LONG_GAMES_PER_COUNT if gid in LONG else GAMES_PER_COUNT):
        m = pc.new_match(gid, n, seed=seed)
        checked[seed] = 0
        with kept(m, failures):
            steps = fuzz_game(m, seed, check=check, max_steps=5000, json_every=10)
            assert steps == len(m.actions)
            res = m.result()
            assert len(res["scores"]) == n and set(res["winners"]) <= set(range(n))
            assert all(res["scores"][w] == max(res["scores"]) for w in res["winners"])
            data = json.loads(json.dumps(m.save()))
            again = pc.load_match(data)
            assert again.state_hash() == m.state_hash() and again.log == m.log


@pytest.mark.parametrize("gid,n", CASES)
def test_every_decision_is_labelled_prompted_explained_and_json(gid, n, failures):
    game = GAMES[gid]
    views = schema(game)
    seen_steps = set()
    for seed in range(6):
        m = pc.new_match(gid, n, seed=1000 + seed)
        r = Rng(seed)
        with kept(m, failures):
            checked = 0                                     # the log's entries checked
            while not m.is_over():
                movers = m.to_move()
                assert movers and all(isinstance(s, int) for s in movers)
                seat = movers[r.below(len(movers))]
                acts = m.legal_actions(seat)
                assert acts and json.loads(json.dumps(acts)) == acts
                assert acts == m.legal_actions(seat)                  # stable
                assert len({json.dumps(a, sort_keys=True) for a in acts}) == len(acts)
                v = m.view(seat, log_from=checked)
                if len(m.actions) % 10 == 0:                    # the schema: every 10th decision
                    fits(v, views)
                    checked = fit_views(m, [None], views, len(m.log))
                step = v["step"]["name"]
                assert step in game.flow.steps, f"stopped outside a step: {step}"
                seen_steps.add(step)
                assert v["prompt"]["text"] and v["help"], step
                assert v["step"]["title"] and v["step"]["rule"], step
                for entry in v["prompt"]["actions"]:
                    assert entry["label"] and entry["label"] != entry["action"]["type"], entry
                    assert entry["action"]["type"] in game.flow.steps[step].verbs
                other = [s for s in range(n) if s not in movers]
                if other:
                    w = m.view(other[0], log_from=len(m.log))
                    if len(m.actions) % 10 == 0:
                        fits(w, views)
                    assert w["prompt"]["text"].startswith("Waiting for")
                m.act(seat, acts[r.below(len(acts))])
                assert_progress(m)
            fit_views(m, [0], views, checked)                           # the end's view
    assert seen_steps, "no decision seen"


@pytest.mark.parametrize("gid,n", CASES)
def test_a_seats_view_is_the_same_whatever_it_cannot_see(gid, n, failures):
    game = GAMES[gid]
    for seed in range(4):
        m = pc.new_match(gid, n, seed=2000 + seed)
        r = Rng(seed)
        step = 0
        with kept(m, failures):
            while not m.is_over():
                seat = m.to_move()[r.below(len(m.to_move()))]
                if step % 7 == 0:
                    for viewer in range(n):
                        mine = _seen(m, viewer)
                        for k in (1, 2):
                            seen = game.determinize(m.state, viewer, Rng(k * 7 + step))
                            d = Match(game, n, m.seed, m.options, _state=seen)
                            assert _seen(d, viewer) == mine, (gid, step, viewer)
                acts = m.legal_actions(seat)
                m.act(seat, acts[r.below(len(acts))])
                assert_progress(m)
                step += 1


def _seen(m, seat):
    v = m.view(seat, log_from=len(m.log))
    for key in KERNEL_VIEW_KEYS:
        v.pop(key, None)
    v["legal"] = m.legal_actions(seat)
    return json.dumps(v, sort_keys=True)


@pytest.mark.parametrize("gid,n", CASES)
def test_the_easy_ai_is_always_legal(gid, n, failures):
    for seed in range(3):
        m = pc.new_match(gid, n, seed=3000 + seed)
        with kept(m, failures):
            while not m.is_over():
                seat = m.to_move()[0]
                a = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
                assert a in m.legal_actions(seat)
                m.act(seat, a)
                assert_progress(m)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_step_has_a_policy_and_an_explanation(gid):
    game = GAMES[gid]
    heur = heuristics_for(game)
    assert set(game.flow.steps) <= set(heur.policies), \
        f"steps without a policy: {set(game.flow.steps) - set(heur.policies)}"
    for name, step in game.flow.steps.items():
        assert step.rule and step.title and step.help and step.prompt, name
        assert step.verbs, f"step {name} has no verb"
        assert set(step.labels) >= set(step.verbs), f"step {name}: verbs without a label"
    for name, proc in game.flow.procs.items():         # a sequence's part naming its child
        for part in getattr(proc, "parts", ()):
            assert part.calls is None or part.calls in game.flow.steps or \
                part.calls in game.flow.procs, f"sequence {name}: part {part.calls!r} names nothing"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_game_states_its_bounds(gid):
    game = GAMES[gid]
    from pygame_core.kernel import Game
    assert type(game).turn_of is not Game.turn_of and type(game).turn_bound is not Game.turn_bound
    for n in range(game.info.min_players, game.info.max_players + 1):
        assert 0 < game.turn_bound(n) < game.action_bound
    m = pc.new_match(gid, game.info.min_players, seed=1)
    assert isinstance(game.turn_of(m.state), int)


# Games with one seat at a level (its caps) and easy seats elsewhere, at the
# fewest players: they end, within the bounds, with no null move (issue 18).
# Every level plays at its cap: Roman History's hard seat (2,000 iterations of
# the paired-playout search) takes some 27 CPU s a game (benchmarks/bench_ends.py).
AI_LEVELS = ("easy", "normal", "hard")


def cap(game, level):
    cfg = level_config(game, level)
    return None if cfg is None else cfg["max_iterations"]


@pytest.mark.slow
@pytest.mark.parametrize("gid,level", [(g, lv) for g in sorted(GAMES) for lv in AI_LEVELS])
def test_ai_games_end_within_the_bounds(gid, level, failures):
    game = GAMES[gid]
    for seed in (4001, 4002):
        m = pc.new_match(gid, game.info.min_players, seed=seed)
        with kept(m, failures, tag=level):
            steps, _, longest = ai_game(m, seed, level, pc.ai.choose, cap(game, level),
                                        check=invariants(game))
            assert m.is_over() and steps <= game.action_bound
            assert longest <= game.turn_bound(m.players) + 1


def test_a_failing_game_is_kept_with_the_command_that_replays_it(tmp_path, monkeypatch, capsys):
    """The suite's own failure path: an invariant broken on purpose (from the
    9th move on) fails the random games' test; the failing game's save is
    written under the ``failures`` folder and replays, with every check, to
    the same failure and the same state."""
    from pygame_core.__main__ import main
    game = GAMES["roman-empire"]
    real = game.invariants.check
    states = {}

    def broken(m):
        real(m)
        states[m.seed] = m.state_hash()
        assert len(m.actions) < 9, "planted invariant"
    monkeypatch.setattr(game.invariants, "check", broken)
    with pytest.raises(AssertionError, match="planted invariant") as failed:
        test_random_games_keep_the_invariants_replay_and_end("roman-empire", 3, tmp_path)
    path = tmp_path / "roman-empire-3p-seed0.json"
    assert f"python3 -m pygame_core replay {path} --check" in "\n".join(failed.value.__notes__)
    assert len(json.loads(path.read_text())["actions"]) == 9
    assert main(["replay", str(path), "--check"]) == 1
    out = capsys.readouterr().out
    assert "Fails at move 9: AssertionError: planted invariant" in out
    assert f"state hash {states[0]}" in out
