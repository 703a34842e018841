"""The embed page: a scenario (e.g. a rulebook's worked example) or any saved
game, step by step.

    embed.html?game=rome-in-crisis&scenario=rulebook-example[&step=N]
    embed.html#save=<packed save>       (the page's Embed button writes this)

Back rebuilds the position from the start and replays it (the engine does).  A
packed save is untrusted: the engine refuses it with a reason when it is damaged
or too large, and its texts are only ever set as text.
"""
import asyncio
import json

import js

import boards
import dom
from dom import el

GAMES = json.loads(el("games-data").textContent)


class S:
    engine = None
    game = dom.query_param("game") or "rome-in-crisis"
    name = dom.query_param("scenario")
    packed = None         # a saved game from the URL's fragment
    replay = False
    step = 0
    count = 0
    busy = False


def title(gid):
    for g in GAMES:
        if g["id"] == gid:
            return g["title"]
    return gid


def pretty(name):
    words = name.replace("-", " ")
    return words[:1].upper() + words[1:]


def refuse(text):
    dom.text("message", text)
    dom.show("message", True)


async def show(step):
    if S.busy:
        return
    S.busy = True
    try:
        if S.replay:
            r = json.loads(await S.engine.replay_step(json.dumps({"step": step})))
        else:
            r = json.loads(await S.engine.scenario(json.dumps(
                {"game": S.game, "name": S.name, "step": step})))
    finally:
        S.busy = False
    if "error" in r:
        refuse(r["error"])
        return
    if S.replay:
        S.step, S.count = r["step"], r["count"] + 1
        ns = ["Player " + str(i + 1) for i in range(r["players"])]
        dom.text("caption", "\n".join(r["caption"]) or "The start of the game.")
        dom.text("step-count", "Move " + str(S.step) + " of " + str(r["count"]))
        dom.html("board", boards.render(S.game, r["view"], None, ns))
        el("back-button").disabled = S.step <= 0
        el("next-button").disabled = S.step >= S.count - 1
        dom.set_attr("body", "data-step", S.step)
        return
    S.name, S.step, S.count = r["name"], r["step"], len(r["captions"])
    ns = r["view"].get("names") or ["Player " + str(i + 1) for i in range(r["players"])]
    dom.text("caption", r["captions"][S.step] if S.count else "")
    dom.text("step-count", "Step " + str(S.step + 1) + " of " + str(S.count))
    dom.html("board", boards.render(S.game, r["view"], None, ns))
    el("back-button").disabled = S.step <= 0
    el("next-button").disabled = S.step >= S.count - 1
    dom.set_attr("body", "data-step", S.step)


def on_event(d):
    what = d.get("do")
    if S.engine is None:
        return
    if what == "next" or (what == "key" and d.get("key") == "ArrowRight"):
        if S.step < S.count - 1:
            asyncio.create_task(show(S.step + 1))
    elif what == "back" or (what == "key" and d.get("key") == "ArrowLeft"):
        if S.step > 0:
            asyncio.create_task(show(S.step - 1))


async def main():
    dom.on_event(on_event)
    here = str(js.location.hash)
    if here.startswith("#save="):
        S.packed = here[len("#save="):]
    if S.packed is None:
        dom.text("embed-title", title(S.game) + (": " + pretty(S.name) if S.name else ""))
    dom.set_attr("body", "data-ui", "ready")
    S.engine = await js.ludiEngine       # the engine worker, started by boot.js
    dom.show("engine-status", False)
    dom.set_attr("body", "data-engine", "ready")
    if S.packed is not None:
        r = json.loads(await S.engine.replay_open(json.dumps({"packed": S.packed})))
        if "error" in r:
            refuse(r["error"])
            return
        S.replay, S.game = True, r["game"]
        dom.text("embed-title", title(S.game) + ": a game replayed")
        await show(0)
        return
    try:
        first = int(dom.query_param("step") or "1") - 1
    except ValueError:
        first = 0
    await show(first)


asyncio.create_task(main())
