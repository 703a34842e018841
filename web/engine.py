"""The engine worker (Pyodide in a PyScript worker): the page's one door to pygame_core.

Every exported function takes one JSON string and returns one JSON string.
Errors come back as {"error": "..."}: the MicroPython UI cannot catch a
JavaScript exception, so nothing here may raise across the worker boundary.
The same module runs on CPython in the tests (tests/test_web_engine.py).
"""
import json
import sys
import time
import traceback

import pygame_core as pc

_match = None          # the match the page is playing


def _api(fn):
    def call(arg="{}"):
        try:
            return json.dumps(fn(json.loads(arg or "{}")))
        except ValueError as e:          # IllegalAction, SaveError: words for a person
            return json.dumps({"error": str(e)})
        except Exception as e:           # a bug: say so plainly, keep the trace for the console
            return json.dumps({"error": f"Engine error ({type(e).__name__}): {e}",
                               "trace": traceback.format_exc()})
    call.__name__ = fn.__name__
    return call


def _bundle(m, viewer) -> dict:
    """What the UI needs after any change: the save, who moves, and a seat's view."""
    return {"game": m.game_id, "players": m.players, "save": m.save(), "moves": len(m.actions),
            "to_move": m.to_move(), "over": m.is_over(), "viewer": viewer,
            "view": m.view(viewer)}


def _current():
    if _match is None:
        raise ValueError("No game is loaded.")
    return _match


@_api
def hello(_):
    return {"version": pc.__version__, "python": sys.version.split()[0],
            "games": [g.to_dict() for g in pc.list_games()]}


@_api
def new_game(a):
    global _match
    _match = pc.new_match(a["game"], players=int(a["players"]), seed=int(a.get("seed", 0)))
    return _bundle(_match, a.get("viewer"))


@_api
def load(a):
    global _match
    _match = pc.load_match(a["save"])
    return _bundle(_match, a.get("viewer"))


@_api
def check_save(a):
    """Replay a save without keeping it: {"ok": true, ...} or {"error": why}."""
    m = pc.load_match(a["save"])
    return {"ok": True, "game": m.game_id, "players": m.players, "moves": len(m.actions),
            "over": m.is_over()}


@_api
def view(a):
    return _bundle(_current(), a.get("viewer"))


@_api
def act(a):
    m = _current()
    m.act(int(a["seat"]), a["action"])
    return _bundle(m, a.get("viewer"))


@_api
def ai_move(a):
    m = _current()
    seat = int(a["seat"])
    t0 = time.perf_counter()
    action = pc.ai.choose(m, seat, level=a.get("level", "normal"), seed=int(a.get("seed", 0)))
    ms = (time.perf_counter() - t0) * 1000
    label = m.describe(action)
    m.act(seat, action)
    out = _bundle(m, a.get("viewer"))
    out.update({"chose": label, "think_ms": round(ms, 1)})
    return out


@_api
def hint(a):
    """The move the easy AI would make for ``a["seat"]`` now, from what that seat
    may see (the same ``pc.ai.choose`` as an AI seat's): {"action", "label"}."""
    m = _current()
    seat = int(a["seat"])
    if seat not in m.to_move():
        raise ValueError("It is not that player's turn.")
    action = pc.ai.choose(m, seat, level="easy", seed=int(a.get("seed", 0)))
    return {"action": action, "label": m.describe(action)}


@_api
def undo(a):
    m = _current()
    if not m.undo():
        raise ValueError("That cannot be undone now.")
    return _bundle(m, a.get("viewer"))


@_api
def scenario(a):
    """Step ``a["step"]`` of a scenario (0: before any step's action), rebuilt from
    the start: {"names", "captions", "step", "view"}."""
    game, name = a["game"], a.get("name")
    names = pc.scenarios(game)
    if not names:
        raise ValueError(f"There are no scenarios for {game!r} yet.")
    name = name or names[0]
    if name not in names:
        raise ValueError(f"Unknown scenario {name!r}; known: {', '.join(names)}.")
    m, steps = pc.load_scenario(game, name)
    step = max(0, min(int(a.get("step", 0)), len(steps) - 1)) if steps else 0
    for s in steps[:step + 1]:
        if s.get("action") is not None:
            m.act(s["seat"], s["action"])
    viewer = a.get("viewer")
    return {"names": names, "name": name, "step": step,
            "captions": [s["caption"] for s in steps], "view": m.view(viewer),
            "players": m.players, "game": m.game_id}


__export__ = ["hello", "new_game", "load", "check_save", "view", "act", "ai_move", "hint", "undo",
              "scenario"]
