"""The kernel's sequences (issue 19 item 1): a procedure declared as its parts
in order, the kernel keeping the place; a part may name the step it only calls,
a step takes its handlers from its base classes too, and a position built by
hand enters the flow with ``flow.enter`` (issue 34).  A toy flow, naming no game."""
import pytest

from pygame_core.kernel import Flow, Step, call, end, game_over, repeat, when
from pygame_core.kernel.flow import FlowError

flow = Flow()


@flow.step("ask")
class Ask(Step):
    prompt = "pick."
    labels = {"pick": "Pick {n}"}

    def actions(st, f, seat):
        return [{"type": "pick", "n": n} for n in (1, 2)]

    def on_pick(st, f, seat, a, log):
        end(st, a["n"])


@flow.sequence("round")
class Round:
    def start(st, f, result, log):
        st["trace"].append("start")                # no child: on at once

    def first(st, f, result, log):
        call(st, "ask", seat=0)

    def bonus(st, f, result, log):                 # guarded: only after a 2
        st["trace"].append("bonus")

    def second(st, f, result, log):
        st["trace"].append(("got", result))       # the previous child's result
        call(st, "ask", seat=1)

    def early(st, f, result, log):
        if result == 2:
            end(st, "left early")
            return
        st["trace"].append("stayed")

    def last(st, f, result, log):
        st["trace"].append("last")

    def picked_two(st, f):
        return st["picks"][-1:] == [2]

    parts = (start, first, when(bonus, picked_two), second, early, last)


@flow.sequence("turn")
class Turn:
    """A seat's turn: a part of its own, the step it only calls (by name: the
    kernel calls it with the turn's seat), and one that reads what it chose."""
    def opening(st, f, result, log):
        st["trace"].append(("turn", f["seat"]))

    def closing(st, f, result, log):
        st["trace"].append(("chose", result))

    parts = (opening, "ask", closing)


class Shop(Step):
    """A shape several steps share: its handlers are theirs."""
    prompt = "buy or stop."
    labels = {"buy": "Buy", "done": "Stop"}

    def actions(st, f, seat):
        return [{"type": "buy"}, {"type": "done"}]

    def on_done(st, f, seat, a, log):
        end(st, "done")


@flow.step("stall")
class Stall(Shop):
    def on_buy(st, f, seat, a, log):
        end(st, "bought")


@flow.sequence("game")
class Game:
    def rounds(st, f, result, log):
        st["picks"].append(result)
        if len(st["picks"]) == 3:
            game_over(st)
            return
        call(st, "round")

    parts = (repeat(rounds),)


def test_parts_run_in_order_and_the_kernel_keeps_the_place():
    st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
    flow.start(st, "game", [])
    assert [fr["p"] for fr in st["stack"]] == ["game", "round", "ask"]
    assert st["stack"][1]["at"] == "first" and st["trace"] == ["start"]
    flow.apply(st, 0, {"type": "pick", "n": 1}, [])
    assert st["stack"][1]["at"] == "second" and st["trace"][-1] == ("got", 1)
    flow.apply(st, 1, {"type": "pick", "n": 1}, [])
    # the round ran its last parts and ended; the repeated part began a new one
    assert st["trace"] == ["start", ("got", 1), "stayed", "last", "start"]
    assert st["picks"] == [None, None]
    assert st["stack"][0]["at"] == "rounds" and st["stack"][1]["at"] == "first"


def test_a_guarded_part_runs_only_when_its_guard_holds_and_a_part_may_leave_early():
    st = {"stack": [], "trace": [], "picks": [2], "names": ["A", "B"]}
    flow.start(st, "round", [])
    assert st["trace"] == ["start"]
    flow.apply(st, 0, {"type": "pick", "n": 1}, [])
    assert "bonus" in st["trace"]                   # picks ended with a 2 when it was reached
    flow.apply(st, 1, {"type": "pick", "n": 2}, [])
    assert st["stack"] == [] and "stayed" not in st["trace"] and "last" not in st["trace"]

    st = {"stack": [], "trace": [], "picks": [1], "names": ["A", "B"]}
    flow.start(st, "round", [])
    flow.apply(st, 0, {"type": "pick", "n": 1}, [])
    flow.apply(st, 1, {"type": "pick", "n": 1}, [])
    assert "bonus" not in st["trace"] and st["trace"][-2:] == ["stayed", "last"]


def test_a_sequence_can_be_entered_at_a_part():
    st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
    flow.enter(st, "round", at="second")
    flow.run(st, [])
    assert st["trace"] == [("got", None)] and st["stack"][-1]["seat"] == 1
    assert flow.at(st["stack"][0]) == "second"
    with pytest.raises(FlowError):
        flow.enter(st, "round", at="secnd")          # a part it does not have
    with pytest.raises(FlowError):
        flow.enter(st, "rond")


def test_entered_frames_wait_in_their_part_and_the_top_one_begins():
    """A position built by hand: the game in its rounds, a round at its second
    part, the step that part calls; only the step begins, and when it ends the
    round goes on after its second part and the game after its round."""
    st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
    flow.enter(st, "game", at="rounds")
    flow.enter(st, "round", at="second")
    flow.enter(st, "ask", seat=1)
    flow.run(st, [])
    assert [flow.at(fr) for fr in st["stack"]] == ["rounds", "second", None]
    assert st["trace"] == [] and flow.to_move(st) == [1]
    flow.apply(st, 1, {"type": "pick", "n": 1}, [])
    assert st["trace"] == ["stayed", "last", "start"] and st["picks"] == [None]


def test_a_part_may_name_the_step_it_calls_with_the_sequences_seat():
    st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
    flow.start(st, "turn", [], seat=1)
    assert [fr["p"] for fr in st["stack"]] == ["turn", "ask"] and st["stack"][1]["seat"] == 1
    assert flow.at(st["stack"][0]) == "ask" and st["trace"] == [("turn", 1)]
    flow.apply(st, 1, {"type": "pick", "n": 2}, [])
    assert st["trace"] == [("turn", 1), ("chose", 2)] and st["stack"] == []
    assert [p.calls for p in Turn.parts] == [None, "ask", None]


def test_a_step_takes_its_handlers_from_its_base_classes_too():
    assert Stall.verbs == ("buy", "done")
    for verb, result in (("done", "done"), ("buy", "bought")):
        st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
        flow.enter(st, "turn", at="ask", seat=0)     # a turn that called the stall
        flow.enter(st, "stall", seat=0)
        flow.run(st, [])
        assert flow.actions(st, 0) == [{"type": "buy"}, {"type": "done"}]
        flow.apply(st, 0, {"type": verb}, [])
        assert st["trace"] == [("chose", result)]


def test_a_repeated_part_runs_again_after_each_child_and_the_game_ends():
    st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
    flow.start(st, "game", [])
    moves = 0
    while st["stack"]:
        seat = flow.to_move(st)[0]
        flow.apply(st, seat, {"type": "pick", "n": 1}, [])
        moves += 1
    assert moves == 4 and st["trace"].count("start") == 2 and len(st["picks"]) == 3


def test_a_misdeclared_sequence_fails_at_import():
    f = Flow()
    with pytest.raises(FlowError):
        @f.sequence("empty")
        class Empty:
            parts = ()

    with pytest.raises(FlowError):
        @f.sequence("twice")
        class Twice:
            def a(st, f, result, log):
                pass
            parts = (a, a)

    with pytest.raises(FlowError):
        @f.sequence("own")
        class Own:
            def a(st, f, result, log):
                pass

            def begin(st, f, log):
                pass
            parts = (a,)

    with pytest.raises(TypeError):
        @f.sequence("numbered")
        class Numbered:
            parts = (1,)

    with pytest.raises(FlowError):                   # a name twice
        @f.sequence("named")
        class Named:
            parts = ("a", when("a", lambda st, f: True))


def test_effects_declare_their_moments_and_a_misspelt_hook_fails():
    from pygame_core.kernel.effects import Effects
    fx = Effects("toy", moments={"bonus": "(st) -> int", "text": "() -> str"})

    @fx.effect("plus_one")
    class PlusOne:
        def bonus(st):
            return 1

    assert fx.hook("plus_one", "bonus")({}) == 1 and fx.hook("plus_one", "text") is None
    assert fx.hook("unknown", "bonus") is None and fx.with_moment("bonus") == ["plus_one"]
    with pytest.raises(KeyError):
        fx.hook("plus_one", "bonsu")
    with pytest.raises(ValueError):
        @fx.effect("typo")
        class Typo:
            def bonsu(st):
                return 1
    with pytest.raises(ValueError):
        fx.effect("plus_one")(type("Again", (), {}))


@flow.step("kiosk")
class Kiosk(Shop):
    """A verb named in ``ends`` has no handler of the step's own: the kernel's
    ends the step with no result."""
    labels = {"buy": "Buy", "done": "Stop", "leave": "Leave"}
    ends = ("leave",)

    def actions(st, f, seat):
        return [{"type": "buy"}, {"type": "done"}, {"type": "leave"}]

    def on_buy(st, f, seat, a, log):
        end(st, "bought")


def test_a_verb_named_in_ends_ends_the_step_with_no_result():
    assert Kiosk.verbs == ("buy", "done", "leave")
    for verb, result in (("leave", None), ("done", "done"), ("buy", "bought")):
        st = {"stack": [], "trace": [], "picks": [], "names": ["A", "B"]}
        flow.enter(st, "turn", at="ask", seat=0)
        flow.enter(st, "kiosk", seat=0)
        flow.run(st, [])
        flow.apply(st, 0, {"type": verb}, [])
        assert st["trace"] == [("chose", result)]


def test_a_verb_named_in_ends_and_handled_too_fails_at_registration():
    class Twice(Shop):
        ends = ("done",)              # Shop handles "done" with a result of its own
    with pytest.raises(FlowError, match="names 'done' in ends and handles it too"):
        Flow().step("twice")(Twice)
