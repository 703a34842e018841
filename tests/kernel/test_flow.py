"""kernel/flow.py on a toy game: call / goto / end hand results back, run plays
forced moves and stops at decisions, the runaway cap, the undo barrier, and the
prompt, labels, help and refusals all come from the steps."""
import pytest

from pygame_core.kernel import (Flow, FlowError, Game, GameInfo, IllegalAction, Match, Step,
                                call, end, goto, say)
from pygame_core.kernel.rng import game_below

flow = Flow(game_note="(toy)")


@flow.proc("game")
class Round:
    """Each round: a die (chance), then each player in turn picks 1-3 counters;
    the player who takes the last counter wins."""
    def begin(st, f, log):
        call(st, "roll")

    def resume(st, f, result, log):
        if st["pile"] <= 0:
            st["winner"] = result
            end(st)
            return
        call(st, "take", seat=st["turn"])


@flow.proc("roll")
class Roll:
    def begin(st, f, log):
        st["bonus"] = game_below(st, 6)
        end(st)


@flow.proc("peek", reveal=True)
class Peek:
    def begin(st, f, log):
        st["seen"] = True
        end(st, "peeked")


@flow.step("take")
class Take(Step):
    rule = "Toy 1"
    title = "Take counters"
    prompt = "take one to three counters."
    help = "Whoever takes the last counter wins."
    labels = {"take": "Take {count} (leaving {left})", "peek": "Peek at the pile"}

    def words(st, f, a):
        return {"left": st["pile"] - a["count"]} if "count" in a else {}

    def actions(st, f, seat):
        acts = [{"type": "take", "count": k} for k in (1, 2, 3) if k <= st["pile"]]
        return acts + ([] if st.get("seen") else [{"type": "peek"}])

    def refuse(st, f, seat, a):
        return f"Only 1 to {min(3, st['pile'])} counters can be taken."

    def on_take(st, f, seat, a, log):
        st["pile"] -= a["count"]
        say(log, f"{st['pile']} left.")
        st["turn"] = 1 - seat
        end(st, seat)

    def on_peek(st, f, seat, a, log):
        call(st, "peek")


class Toy(Game):
    info = GameInfo("toy", "Toy", 2, 2)

    def __init__(self, flow_=flow):
        self.flow = flow_

    def setup(self, players, rng, options):
        st = {"rng": rng, "names": ["Ann", "Bob"], "pile": options.get("pile", 7), "turn": 0}
        self.flow.start(st, "game", None)
        return st

    def view(self, st, seat):
        return {"pile": st["pile"]}

    def result(self, st):
        return {"scores": [int(st.get("winner") == s) for s in (0, 1)], "winners": [st["winner"]]}


def test_call_and_end_hand_results_back_and_forced_moves_play_themselves():
    m = Match(Toy(), 2, seed=1, options={"pile": 5})
    assert m.to_move() == [0]
    assert [a["count"] for a in m.legal_actions(0) if a["type"] == "take"] == [1, 2, 3]
    m.act(0, {"type": "take", "count": 3})            # 2 left
    m.act(1, {"type": "peek"})                        # a revealing procedure: a barrier
    assert m.state["seen"] and not m.can_undo()
    m.act(1, {"type": "take", "count": 1})            # 1 left: Ann's one move is forced
    assert m.is_over() and m.result()["winners"] == [0]
    assert any("(only choice)" in e["text"] for e in m.log)
    assert m.state["stack"] == []


def test_labels_prompt_help_and_refusals_come_from_the_step():
    m = Match(Toy(), 2, seed=1)
    v = m.view(0)
    assert v["prompt"]["text"] == "Take one to three counters."
    assert m.view(1)["prompt"]["text"] == "Waiting for Ann: take one to three counters."
    assert v["help"] == "Whoever takes the last counter wins. (toy)"
    assert v["step"] == {"name": "take", "title": "Take counters", "rule": "Toy 1"}
    assert v["prompt"]["actions"][0]["label"] == "Take 1 (leaving 6)"
    with pytest.raises(IllegalAction, match="Only 1 to 3 counters"):
        m.act(0, {"type": "take", "count": 4})
    with pytest.raises(IllegalAction, match="'fly' is not possible now .*take"):
        m.act(0, {"type": "fly"})


def test_the_generator_moving_is_an_undo_barrier():
    m = Match(Toy(), 2, seed=3, options={"pile": 9})
    m.act(0, {"type": "take", "count": 1})
    assert m.can_undo(0)                              # no die, nothing revealed
    rng = m.state["rng"]
    assert m.undo() and m.state["rng"] == rng


def test_a_runaway_flow_and_a_dead_end_are_errors():
    loop = Flow()

    @loop.proc("game")
    class Forever:
        def begin(st, f, log):
            goto(st, "game")
    with pytest.raises(FlowError, match="runaway"):
        Toy(loop).setup(2, 1, {})

    dead = Flow()

    @dead.step("game")
    class Nothing(Step):
        def actors(st, f):
            return [0]
    with pytest.raises(FlowError, match="no action"):
        Toy(dead).setup(2, 1, {})
