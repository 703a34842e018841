"""What the rooms of the UI share, and their doors: the game on the table and
the engine worker (``S``), the engine's door (``call``), the message line, the
screens, the one-command-at-a-time guard, and the doors by which a room reaches
another it does not import (``Doors``).  Every other room of the UI (lobby,
play, saves, replay, review_room, bylink, lessons, ear) builds on this one; it
imports none of them.

Each room keeps its own state in a class of its own module (play's ``P``,
lessons' ``T``, ...), which no other room writes; what rooms share is ``S``
alone, and ``SHARED`` says which rooms write and read each of its fields
(tests/test_rooms.py holds every room to it).

The engine and the AI run in a Pyodide worker (engine.py); each call sends one
JSON string and gets one back, so the page stays responsive while they think.
"""
import asyncio
import json

import js

import dom
import history
import shell
from dom import el


class S:
    """What the rooms share: the engine and the game on the table (one at a time)."""
    engine = None
    games = json.loads(el("games-data").textContent)   # written by build.py
    busy = False          # a user command is running (guarded)
    bundle = None         # the engine's last answer: save, to_move, view, ...
    viewer = None         # whose view is shown (a person's seat; None: spectator)
    seats = []            # per seat: {"kind": "person"} or {"kind": "ai", "level": ...}
    gen = 0               # bumped whenever another game or screen is opened: stops old loops
    auto_key = None       # this game's autosave (store.auto_key: game and start)
    started = None        # when this game began (ms)
    sent = 0              # moves of this game sent by link (copied or shared): Undo keeps them
    hinted = []           # the moves (their indices) where a person played the Hint's move
    origin = None         # a decision tried again: {"move": n, "of": m}, move n of a game of m
    news = ""             # by ear, said with the table's next drawing: a save opened, a link's game


# Which rooms write each field of S, and which others read it (a room's module
# is named without ".py"; this one is "page").  No other room touches it.
SHARED = {
    "engine": ("page", "lobby"),
    "games": ("page", "lobby saves"),
    "busy": ("page", "bylink"),
    "bundle": ("lessons lobby play", "bylink ear page replay review_room saves"),
    "viewer": ("lessons lobby play", "ear"),
    "seats": ("lessons lobby", "bylink page play replay review_room saves"),
    "gen": ("lessons lobby replay", "bylink play"),
    "auto_key": ("lessons lobby", "bylink saves"),
    "started": ("lessons lobby", "saves"),
    "sent": ("bylink lobby", "play saves"),
    "hinted": ("lessons lobby play", "replay review_room saves"),
    "origin": ("lessons lobby", "saves"),
    "news": ("ear lobby", ""),
}


def game_info(gid):
    for g in S.games:
        if g["id"] == gid:
            return g
    return {"id": gid, "title": gid, "min_players": 2, "max_players": 4}


def names() -> list:
    return shell.seat_names(S.seats)


def people() -> list:
    return [i for i, s in enumerate(S.seats) if s["kind"] == "person"]


def hinted_moves(marks, moves) -> list:
    """A record's "hinted" (the moves where the Hint's move was played), sound
    and within the game's ``moves``; an older save has none."""
    if not isinstance(marks, list):
        return []
    return sorted({k for k in marks if isinstance(k, int) and not isinstance(k, bool)
                   and 0 <= k < moves})


def held(seats) -> list:
    """The seats people play, here, by link or on a phone: a forced move of theirs that
    rolls dice or turns cards up waits for their click (the engine's hold)."""
    return [i for i, s in enumerate(seats) if s["kind"] in ("person", "friend", "phone")]


def message(text, ok=False, spoken=True):
    """The message line (a refusal and its reason, a problem); by ear (ui/ear.py)
    it is spoken on the mode's one status line (``speak``), not on its own too;
    not ``spoken``: told with the table (``S.news``), not again after it."""
    dom.text("message", text)
    el("message").className = "ok" if ok else ""
    dom.show("message", bool(text))
    if spoken:
        speak(text)


def at_table_by_ear() -> bool:
    """The table shown in the mode for the ear (ui/ear.py): its one status line,
    ``#say``, speaks there; the message line is shown, not spoken (not twice)."""
    return dom.attr("body", "data-ear") == "on" and not el("table").hidden


def speak(text):
    """By ear, ``text`` on ``#say`` at the table; elsewhere (the lobby, the setup:
    ``#say`` is hidden with the table) the message line speaks for itself."""
    if text and at_table_by_ear():
        dom.text("say", "")
        dom.text("say", text)


def message_live():
    """The message line a live region, but at the table by ear (``#say`` speaks);
    set before a screen's messages come, so that none is lost or said twice."""
    if at_table_by_ear():
        el("message").setAttribute("aria-live", "off")
    else:
        el("message").removeAttribute("aria-live")      # (its role=status: polite)


def screen(name, how="push", **extra):
    """Show one screen and record it in the browser's history (history.go)."""
    for sid in ("lobby", "setup", "table", "replay", "review", "end"):
        dom.show(sid, sid == name)
    message_live()
    privacy_off()
    dom.set_attr("body", "data-screen", name)
    if name != "table":
        dom.title("Ludi Romani")
    if how != "none":
        js.window.scrollTo(0, 0)        # a screen opens at its top (its prompt in view)
    history.go(name, how, **extra)


def privacy_off():
    dom.show("privacy", False)
    for sid in ("table", "end"):
        el(sid).removeAttribute("inert")
        el(sid).removeAttribute("aria-hidden")


# --- the engine ------------------------------------------------------------------
async def boot_engine():
    eng = await js.ludiEngine           # the engine worker, started by boot.js
    info = json.loads(await eng.hello("{}"))
    S.engine = eng
    S.games = info["games"]
    el("engine-progress").value = 100
    dom.text("engine-text", "Ready to play (engine " + info["version"] + ").")
    dom.set_attr("body", "data-engine", "ready")
    dom.set_attr("body", "data-engine-version", info["version"])


async def call(name, args) -> dict:
    while S.engine is None:
        await asyncio.sleep(0.1)
    return json.loads(await getattr(S.engine, name)(json.dumps(args)))


def engine_name(seat):
    """A seat's name as the engine's log writes it."""
    ns = S.bundle["view"].get("names") or []
    return ns[seat] if seat is not None and seat < len(ns) else "Player " + str((seat or 0) + 1)


# --- events ----------------------------------------------------------------------------
async def guarded(coro):
    """Run one user command at a time; report anything unexpected."""
    if S.busy:
        return
    S.busy = True
    try:
        await coro
    except Exception as e:
        message("Something went wrong: " + str(e))
    finally:
        S.busy = False


def task(coro):
    """Run a user command (``guarded``) without waiting for it."""
    asyncio.create_task(guarded(coro))


# --- the doors between rooms ----------------------------------------------------------
# A room that another must reach without importing it (the import would run in a
# circle, or the table would import every room drawn with it) registers itself
# here, through these functions, when it is imported; app.py imports every room
# before the page starts.
class Doors:
    """What the rooms registered (written by the functions below only)."""
    after_table = []      # drawn after each drawing of the table: bylink's send box, lesson_box
    lesson = None         # the lesson room (lessons.py): (on, teaches, act, step)
    again = {}            # screen name: is one open to show again (Back, Forward)? (replay, review)


def after_table(draw):
    """``draw()`` runs after each drawing of the table (play.render_table)."""
    Doors.after_table.append(draw)


def table_drawn():
    for draw in Doors.after_table:
        draw()


def lesson_room(on, teaches, act, step):
    """The lesson room: ``on()``, is a lesson on the table; ``teaches(entries,
    i)``, is the table's menu entry i the move its step asks for; ``act(action,
    then)``, the learner's move (the lesson takes it or says why not); ``step()``,
    the lesson of the table's game (its step, words and move) or None."""
    Doors.lesson = (on, teaches, act, step)


def lesson_on() -> bool:
    return Doors.lesson is not None and Doors.lesson[0]()


def lesson_teaches(entries, i) -> bool:
    return Doors.lesson is not None and Doors.lesson[1](entries, i)


async def lesson_act(action, then=None):
    await Doors.lesson[2](action, then)


def lesson_step():
    return Doors.lesson[3]() if Doors.lesson is not None else None


def keep_screen(name, shown):
    """Screen ``name`` can be shown again by Back or Forward while ``shown()``."""
    Doors.again[name] = shown


def screen_kept(name) -> bool:
    shown = Doors.again.get(name)
    return shown is not None and bool(shown())
