"""The generic ISMCTS on a toy game that has no heuristics of its own."""
import pygame_core as pc
from pygame_core.kernel import Flow, Game, GameInfo, Match, Step, copy_state, game_over
from pygame_core.kernel.rng import Rng


flow = Flow()


@flow.step("take")
class Take(Step):
    rule = "Nim"
    title = "Take"
    prompt = "take one to three."
    help = "Whoever takes the last one wins."
    labels = {"take": "take {n}"}

    def actors(st, f):
        return [st["turn"]]

    def actions(st, f, seat):
        return [{"type": "take", "n": n} for n in (1, 2, 3) if n <= st["heap"]]

    def on_take(st, f, seat, a, log):
        st["heap"] -= a["n"]
        st["last"] = seat
        st["turn"] = 1 - seat
        if st["heap"] == 0:
            game_over(st)


class Nim(Game):
    """Two players take 1-3 from a heap of 10; who takes the last one wins."""
    info = GameInfo("toy-nim", "Nim", 2, 2)
    flow = flow

    def setup(self, players, rng, options):
        st = {"heap": 10, "turn": 0, "rng": rng, "names": ["A", "B"], "stack": []}
        self.flow.start(st, "take", None)
        return st

    def result(self, state):
        w = state["last"]
        return {"scores": [int(w == 0), int(w == 1)], "winners": [w]}

    def determinize(self, state, seat, rng):
        return copy_state(state)

    def view(self, state, seat):
        return {"heap": state["heap"]}


def test_mcts_finds_the_winning_nim_move():
    # From 10 the winning move leaves a multiple of 4: take 2.
    m = Match(Nim(), 2, 0)
    for seed in range(3):
        assert pc.ai.choose(m, 0, "normal", seed=seed, iterations=2000) == {"type": "take", "n": 2}


def test_generic_easy_is_a_legal_random_move():
    m = Match(Nim(), 2, 0)
    picks = {pc.ai.choose(m, 0, "easy", seed=s)["n"] for s in range(30)}
    assert picks == {1, 2, 3}


def test_mcts_beats_random_at_nim():
    wins = 0
    for g in range(10):
        m = Match(Nim(), 2, g)
        me = g % 2
        rng = Rng(g)
        while not m.is_over():
            seat = m.to_move()[0]
            a = (pc.ai.choose(m, seat, "normal", seed=g, iterations=300) if seat == me
                 else pc.ai.random_action(m, seat, rng))
            m.act(seat, a)
        wins += me in m.result()["winners"]
    assert wins >= 8
