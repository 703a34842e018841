"""The page's own state and its doors: which game is on the table (``S``), the
engine worker (``call``), the message line, the screens and the one-command-at-
a-time guard.  Every other room of the UI (lobby, play, saves, replay, bylink,
lessons) builds on this one; it imports none of them.

The engine and the AI run in a Pyodide worker (engine.py); each call sends one
JSON string and gets one back, so the page stays responsive while they think.
"""
import asyncio
import json

import js

import dom
import history
import pace
import shell
from dom import el


class S:
    """The page's state (one game at a time)."""
    engine = None
    games = json.loads(el("games-data").textContent)   # written by build.py
    setup_game = None
    seats = []            # per seat: {"kind": "person"} or {"kind": "ai", "level": ...}
    bundle = None         # the engine's last answer: save, to_move, view, ...
    viewer = None         # whose view is shown (a person's seat; None: spectator)
    gen = 0               # bumped whenever another game is opened: stops old AI loops
    busy = False
    clickable = False     # the board's targets answer clicks (the viewer may act now)
    last_ai = 0.0
    pause = 1.0           # the share of the pace to wait before the next AI move (table.pause_after)
    speed, pace_ms = pace.initial()   # AI pacing: slow / normal / fast / instant
    mark_base = None      # the view drawn last, when moves were taken since (take)
    marked = None         # the bundle take() kept: only it is drawn with marks
    drawn_at = 0.0        # when the table was last drawn (ms)
    hinted = None         # the index of the action the Hint pointed at
    auto_key = None       # this game's autosave (store.auto_key: game and start)
    started = None        # when this game began (ms)
    replay = None         # the replay on screen: {"save", "seats", "count", "step", "game"}
    review = None         # the review on screen (review_room.py): {"save", "seats", "names", "state", ...}
    end_shown = None      # the save length whose end screen is drawn
    sent = 0              # moves of this game sent by link (copied or shared): Undo keeps them
    drawn_for = None      # the bundle drawn last (drawn again: its marks kept, nothing slides)
    marks = {}            # what the moves before that drawing changed (table.changes)
    log_mark = None       # the first log line those moves wrote
    selected = None       # the hand card chosen first (its key), its moves offered
    lit = {}              # the places the selected card acts on: {key: [moves]}
    was_mine = False      # the viewer was to move at the last drawing (the turn's sound)
    sound = False         # a sound when the turn comes to the viewer (chosen at the table)
    phone = False         # the status line was planned for a phone's bar


def game_info(gid):
    for g in S.games:
        if g["id"] == gid:
            return g
    return {"id": gid, "title": gid, "min_players": 2, "max_players": 4}


def names() -> list:
    return shell.seat_names(S.seats)


def people() -> list:
    return [i for i, s in enumerate(S.seats) if s["kind"] == "person"]


def held(seats) -> list:
    """The seats people play, here or by link: a forced move of theirs that
    rolls dice or turns cards up waits for their click (the engine's hold)."""
    return [i for i, s in enumerate(seats) if s["kind"] in ("person", "friend")]


def message(text, ok=False):
    dom.text("message", text)
    el("message").className = "ok" if ok else ""
    dom.show("message", bool(text))


def screen(name, how="push", **extra):
    """Show one screen and record it in the browser's history (history.go)."""
    for sid in ("lobby", "setup", "table", "replay", "review", "end"):
        dom.show(sid, sid == name)
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
