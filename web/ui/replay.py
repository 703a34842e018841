"""Replays: any saved or finished game stepped move by move (the save is the
replay; the engine rebuilds each step), and its embed code.

Its own state is ``Replay``; of the shared ``page.S`` it writes only the
generation (another screen opened: page.SHARED)."""
import js

import boards
import dom
import shell
import store
from dom import el
from page import S, call, game_info, keep_screen, message, screen, task


class Replay:
    """The replay room's own state."""
    shown = None          # the replay on screen: {"save", "seats", "count", "step", "game", ...}


def current():
    """The replay on screen (review_room reviews a finished one), or None."""
    return Replay.shown


async def open_replay(save, seats, how="push"):
    r = await call("replay_open", {"save": save})
    if "error" in r:
        message("This game cannot be replayed: " + r["error"])
        return
    S.gen += 1
    Replay.shown = {"save": r["save"], "seats": seats, "count": r["count"], "step": 0,
                "game": r["game"], "players": r["players"], "over": r["over"], "view": None}
    message("")
    dom.text("replay-title", "Replay: " + game_info(r["game"])["title"])
    dom.show("embed-box", False)
    dom.show("replay-review", bool(r["over"]))          # a finished game may be reviewed
    dom.show("embed-review", bool(r["over"]))
    screen("replay", how)
    await replay_to(r["count"] if r["over"] else 0)


async def replay_to(step):
    R = Replay.shown
    if R is None:
        return
    r = await call("replay_step", {"step": step})
    if "error" in r:
        message(r["error"])
        return
    R["step"] = r["step"]
    R["view"] = r["view"]
    ns = shell.seat_names(R["seats"]) if len(R["seats"]) == R["players"] else \
        ["Player " + str(i + 1) for i in range(R["players"])]
    try:
        drawing = boards.render(R["game"], r["view"], None, ns)
    except Exception as e:          # a drawing bug must not stop the replay
        js.console.error("board drawing failed: " + repr(e))
        drawing = boards.generic(r["view"])
    dom.html("replay-drawing", drawing)
    dom.html("replay-caption", shell.caption_html(r["step"], r["count"], r["caption"]))
    dom.text("replay-count", "Move " + str(r["step"]) + " of " + str(r["count"]))
    for bid, off in (("replay-first", r["step"] <= 0), ("replay-back", r["step"] <= 0),
                     ("replay-next", r["step"] >= r["count"]),
                     ("replay-last", r["step"] >= r["count"])):
        el(bid).disabled = off
    dom.set_attr("replay", "data-step", r["step"])


async def replay_key(key):
    rec, why = store.read(key)
    if rec is None:
        message("This save cannot be replayed: " + (why or "it is gone") + ".")
        return
    await open_replay(rec["save"], rec["seats"])


async def embed_code(review=False):
    R = Replay.shown
    r = await call("pack", {"save": R["save"]})
    if "error" in r:
        message(r["error"])
        return
    path = str(js.location.pathname)
    base = str(js.location.origin) + path[:path.rfind("/") + 1]
    el("embed-code").value = shell.embed_snippet(base, r["packed"], game_info(R["game"])["title"],
                                                 review)
    dom.show("embed-box", True)
    el("embed-code").focus()
    el("embed-code").select()


def step(d):
    """Start, Back, Next, End, or the arrow keys while a replay is on screen."""
    R = Replay.shown
    what = d.get("do")
    to = {"replay-first": 0, "replay-last": R["count"],
          "replay-back": R["step"] - 1, "replay-next": R["step"] + 1}.get(
        what, R["step"] + (1 if d.get("key") == "ArrowRight" else -1))
    task(replay_to(max(0, min(to, R["count"]))))


def on_arrow(d) -> bool:
    """An arrow key steps the replay on screen; True when it did."""
    if Replay.shown is None or el("replay").hidden:
        return False
    step(d)
    return True


def _if_replay(fn):
    return lambda d: fn(d) if Replay.shown is not None else None


keep_screen("replay", current)     # Back or Forward to it shows it again (lobby.on_history)

EVENTS = {
    "replay-current": lambda d: task(open_replay(S.bundle["save"], S.seats))
    if S.bundle is not None else None,
    "replay": lambda d: task(replay_key(d["key"])),
    "replay-first": step, "replay-back": step, "replay-next": step, "replay-last": step,
    "embed": _if_replay(lambda d: task(embed_code())),
    "embed-review": _if_replay(lambda d: task(embed_code(review=True))),
}
