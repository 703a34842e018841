"""Guided first games (issue 23) and playing on from a teaching embed (issue 22).

A lesson (pygame_core/kernel/tutorial.py) on the table: each step's words, the
place to click outlined, the expected move taken and any other refused with
its reason; the others' moves are scripted.  Then the position is the
learner's to play on against the AI, saved as a game in progress.

Its own state is ``T``; of the shared ``page.S`` it writes the game on the table
when a lesson opens (page.SHARED).  The table reaches it through page's door
(``page.lesson_room``), not by importing it."""
import asyncio

import js

import boards
import dom
import history
import lobby
import page
import play
import store
from boards.common import html
from dom import el
from page import S, call, message, screen, task
from saves import autosave


class T:
    lesson = None         # the engine's lesson info: step, steps, say, expected, done
    gen = -1              # the S.gen the lesson was opened in (another game ends it)
    title = ""
    refused = ""          # why the last move was not taken (shown with the step's words)
    shown = None          # the step whose words were last brought into view


def _into_view(n):
    js.ludiDom.intoView(n)                   # (web/dom-helpers.js)


def lesson_on() -> bool:
    return T.lesson is not None and T.gen == S.gen and not T.lesson["done"]


def lesson_step():
    """The lesson of the game on the table (the engine's info: step, steps, intro,
    say, expected, done), or None (by ear, its words are spoken: ui/ear.py)."""
    return T.lesson if T.lesson is not None and T.gen == S.gen else None


def lesson_teaches(entries, i) -> bool:
    """Is menu entry ``i`` the move the lesson's step asks for (an action, or the
    action an entry's first half is, its place clicked)?"""
    if not lesson_on():
        return False
    e = entries[i]
    first = e if e["then"] is None else entries[e["first"]]
    return first["action"] == T.lesson["expected"]


async def start_lesson(game, name):
    r = await call("tutorial_start", {"game": game, "name": name})
    if "error" in r:
        message("This tutorial cannot start: " + r["error"])
        return
    info = r["lesson"]
    S.gen += 1
    S.seats = [{"kind": "person"} if i == info["learner"] else {"kind": "ai", "level": "normal"}
               for i in range(r["players"])]
    S.bundle, S.viewer = r, info["learner"]
    S.hinted, S.origin = [], None
    play.new_game()
    S.started, S.auto_key = dom.now_ms(), None      # saved only once the learner plays on
    T.lesson, T.gen, T.title = info, S.gen, info["title"]
    message("")
    dom.text("table-title", T.title)
    screen("table", "push", tutorial=name, game=game)
    play.render_table()


async def lesson_act(action, then=None):
    """The learner's move (and the next choice's, when the map offered the two as
    one click): the lesson takes it or says why not.  The table has closed its
    choices and stopped answering clicks (play.act)."""
    ask = {"seat": S.viewer, "action": action, "viewer": S.viewer}
    if then is not None:
        ask["then"] = then           # one click, one call (engine.tutorial_act)
    r = await call("tutorial_act", ask)
    if "then_error" in r:            # the first half was the step's: it stands
        play.take(r)
        T.lesson = r["lesson"]
        r = {"error": r["then_error"]}
    if "error" in r:
        message(r["error"])
        dom.set_attr("body", "data-lesson-refused", r["error"])
        T.refused = r["error"]
        play.render_table()
        return
    message("")
    play.take(r)
    T.lesson, T.refused = r["lesson"], ""
    if T.lesson["done"]:           # the learner's game now: saved, and the AI plays on
        S.auto_key = store.auto_key(r["game"], S.started)
        autosave()
        asyncio.create_task(play.advance(S.gen))
        return
    play.render_table()


def lesson_box():
    """The lesson's words above the prompt, and its move outlined."""
    info = lesson_step()
    dom.show("lesson", info is not None)
    if info is None:
        dom.set_attr("body", "data-lesson", "")
        return
    head = ("The lesson is played through" if info["done"] else
            "Step " + str(info["step"]) + " of " + str(info["steps"]))
    intro = info["intro"] if info["step"] == 1 and not info["done"] else ""
    dom.text("lesson-title", head)
    dom.html("lesson-text", html("<p>{}</p>", intro) if intro else "", html("<p>{}</p>", info["say"]),
             html("<p class='refused'>{}</p>", T.refused) if T.refused else "")
    el("prompt").scrollTop = 0          # a phone's prompt bar shows the words first
    if T.shown != (T.gen, info["step"], info["done"]):
        T.shown = (T.gen, info["step"], info["done"])
        _into_view(el("lesson"))        # a new step's words are read before its move, if off-screen
    dom.set_attr("body", "data-lesson", "done" if info["done"] else str(info["step"]))
    if info["done"]:
        return
    dom.show("undo-button", False)        # a lesson goes forward only
    dom.show("hint-button", False)
    actions = play.prompt_actions()
    for i, a in enumerate(actions):
        if a["action"] != info["expected"]:
            continue
        for node in el("actions").querySelectorAll("button[data-index='" + str(i) + "']"):
            node.classList.add("lesson-move")
        key = boards.target_key(a.get("target")) if a.get("target") else ""
        spot = play.target_node(key) if key else None
        if spot is not None:
            spot.classList.add("lesson-move")


def lesson_from_url() -> bool:
    """index.html?game=...&tutorial=... (embed.html sends a tutorial here) opens it."""
    name, game = dom.query_param("tutorial"), dom.query_param("game")
    if not name or not game:
        return False
    history.go("lobby", "replace")
    task(start_lesson(game, name))
    return True


def scenario_from_url() -> bool:
    """index.html?game=...&scenario=...&step=N (embed.html's "Play on from here",
    N counted from 1 as there): that step's position becomes a game in progress."""
    game, name = dom.query_param("game"), dom.query_param("scenario")
    if not game or not name:
        return False
    try:
        step = int(dom.query_param("step") or "1") - 1
    except ValueError:
        step = 0
    # The address loses its query: a reload continues the game, not the example.
    js.history.replaceState(js.JSON.parse("{}"), "", str(js.location.pathname))
    history.go("lobby", "replace")
    task(play_scenario(game, name, step))
    return True


async def play_scenario(game, name, step):
    """The reader takes the seat whose move it is; the AI (normal) plays the others."""
    r = await call("scenario_play", {"game": game, "name": name, "step": step, "viewer": None})
    if "error" in r:
        message("This example cannot be played on: " + r["error"])
        return
    you = r["scenario"]["seat"]
    await lobby.enter_game(r, [{"kind": "person"} if i == you else {"kind": "ai", "level": "normal"}
                         for i in range(r["players"])])
    called = (r["view"].get("names") or [])[you:you + 1]       # the example's name for the seat
    message("You play on from step " + str(r["scenario"]["step"] + 1) + " of the example as Player " +
            str(you + 1) + (" (" + called[0] + " there)" if called else "") +
            "; the AI plays the others.", ok=True)


# What the table asks of a lesson (page's door): is one on, does a move teach its
# step, the learner's move, the step (its words spoken by ear); its words are drawn after the table.
page.lesson_room(lesson_on, lesson_teaches, lesson_act, lesson_step)
page.after_table(lesson_box)

EVENTS = {
    "tutorial": lambda d: task(start_lesson(d.get("game"), d.get("name"))),
}
