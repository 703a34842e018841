"""The embed page: a scenario (e.g. a rulebook's worked example) step by step.

    embed.html?game=rome-in-crisis&scenario=rulebook-example[&step=N]

Back rebuilds the scenario from its start and replays it (the engine does).
"""
import asyncio
import json

from pyscript import workers

import boards
import dom
from dom import el

GAMES = json.loads(el("games-data").textContent)


class S:
    engine = None
    game = dom.query_param("game") or "rome-in-crisis"
    name = dom.query_param("scenario")
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


async def show(step):
    if S.busy:
        return
    S.busy = True
    try:
        r = json.loads(await S.engine.scenario(json.dumps(
            {"game": S.game, "name": S.name, "step": step})))
    finally:
        S.busy = False
    if "error" in r:
        dom.text("message", r["error"])
        dom.show("message", True)
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
    dom.text("embed-title", title(S.game) + (": " + pretty(S.name) if S.name else ""))
    dom.set_attr("body", "data-ui", "ready")
    S.engine = await workers["engine"]
    dom.show("engine-status", False)
    dom.set_attr("body", "data-engine", "ready")
    try:
        first = int(dom.query_param("step") or "1") - 1
    except ValueError:
        first = 0
    await show(first)


asyncio.create_task(main())
