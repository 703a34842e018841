# Run in Pyodide by engine-lib.mjs, twice: once to see which standard library
# modules the engine imports, once on the trimmed library to prove it lacks none.
# Every module of the engine and engine.py imported, then every game played a
# little through engine.py's API: the AI at each level, a hint, a move, undo,
# pack and replay, loading a save, every scenario, and the errors.
import importlib, pkgutil, json, sys
import pygame_core
for _m in pkgutil.walk_packages(pygame_core.__path__, "pygame_core."):
    if not _m.name.endswith("__main__"):
        importlib.import_module(_m.name)
import engine
call = lambda fn, **a: json.loads(getattr(engine, fn)(json.dumps(a)))
for g in call("hello")["games"]:
    b = call("new_game", game=g["id"], players=g["min_players"], seed=1)
    for i in range(6):
        if b["over"] or not b["to_move"]:
            break
        b = call("ai_move", seat=b["to_move"][0], level=("easy", "normal", "hard")[i % 3],
                 seed=i, viewer=b["to_move"][0])
    if b["to_move"]:
        seat = b["to_move"][0]
        call("hint", seat=seat)
        shown = call("view", viewer=seat)["view"]["prompt"]["actions"]
        if shown:
            call("act", seat=seat, action=shown[0]["action"])
    call("undo")
    packed = call("pack", save=b["save"])["packed"]
    r = call("replay_open", packed=packed)
    call("replay_step", step=r["count"]); call("replay_step", step=0)
    call("check_save", save=b["save"]); call("load", save=b["save"])
    for name in call("scenario", game=g["id"]).get("names", []):
        call("scenario", game=g["id"], name=name, step=999)
call("load", save={"format": 99}); call("act", seat=9, action={"type": "x"})
call("replay_open", packed="AAAA"); call("replay_open", packed="eJzLSM3JyVcozy_KSQEAGgQEXQ")
engine._api(lambda a: 1 / 0)("{}")
