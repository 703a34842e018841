"""Ludi Romani's page (MicroPython on the main thread): the rooms of the UI
joined, and the one table of what each control does.

The rooms, each in its module: ``page`` (what the rooms share, the engine's
door, the screens, the doors between rooms), ``lobby`` (the lobby, a new game,
Back and Forward), ``play`` (the table and the AI's pace), ``ear`` (playing
by ear), ``saves``,
``replay``, ``review_room`` (the review after a game), ``bylink`` (play by
link) and ``lessons`` (guided first games, playing on from an embed).  Each
keeps its own state in a class of its own; what they share is ``page.S``, whose
fields ``page.SHARED`` gives to the rooms that write and read them.  Each names
what its controls do in ``EVENTS`` ({data-do value: handler(data)});
``HANDLERS`` joins them.
"""
import asyncio

import js

import bylink
import dom
import ear
import history
import lessons
import lobby
import page
import play
import replay
import review_room
import saves
import store


def _join(*tables) -> dict:
    out = {}
    for t in tables:
        for k in t:
            if k in out:
                raise ValueError("two rooms answer " + k)
            out[k] = t[k]
    return out


HANDLERS = _join(play.EVENTS, bylink.EVENTS, lessons.EVENTS, lobby.EVENTS, replay.EVENTS,
                 review_room.EVENTS, saves.EVENTS, ear.EVENTS)


def on_key(d):
    """The arrow keys step a replay on screen; Escape closes a move's choices."""
    key = d.get("key")
    if key in ("ArrowLeft", "ArrowRight"):
        replay.on_arrow(d)
    elif key == "Escape":
        play.on_escape()


HANDLERS["key"] = on_key


def on_event(d):
    handler = HANDLERS.get(d.get("do"))
    if handler is not None:
        handler(d)


def main():
    dom.on_event(on_event)
    play.setup_table_controls()
    ear.setup()
    history.listen(lobby.on_history)
    moved = store.migrate_old_autosave(dom.now_ms())    # the one autosave of older pages
    lobby.game_lines()
    saves.render_saves()
    dom.set_attr("body", "data-ui", "ready")
    asyncio.create_task(page.boot_engine())
    if bylink.listen_links() or lessons.lesson_from_url() or lessons.scenario_from_url():
        return
    here = history.state()
    key = here.get("key") if here.get("screen") == "table" else None
    if str(js.location.hash) == "#play" and not key:
        key = moved or lobby.latest_in_progress()
    if str(js.location.hash) == "#play" and key and store.read(key)[0] is not None:
        history.under("lobby")          # so that Back from this game returns to the lobby
        page.task(lobby.resume_key(key))
    else:
        history.go("lobby", "replace")


main()
