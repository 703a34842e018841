"""The embed page: a scenario (e.g. a rulebook's worked example) or any saved
game, step by step.

    embed.html?game=rome-in-crisis&scenario=rulebook-example[&step=N]
    embed.html#save=<packed save>       (the page's Embed button writes this)
    embed.html#save=<packed save>&review=1   (and, below, the finished game's review)

Back rebuilds the position from the start and replays it (the engine does).  A
packed save is untrusted: the engine refuses it with a reason when it is damaged
or too large, and its texts are only ever set as text.
"""
import asyncio
import json

import js

import boards
import chart
import dom
from dom import el

GAMES = json.loads(el("games-data").textContent)


class S:
    engine = None
    game = dom.query_param("game") or "rome-in-crisis"
    name = dom.query_param("scenario")
    packed = None         # a saved game from the URL's fragment
    replay = False
    review = False        # the game's review shown below it (#save=...&review=1)
    reviewing = False     # a review under way (its Cancel stops it)
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


async def review(save, players, view):
    """The finished game's review below the replay (issue 35), worked out by the
    engine worker in slices with a progress bar and a Cancel: the graph of each
    seat's chance to win, the statistics, the turning points of the seats people
    played (the save's), each shown in the replay above by a click."""
    ns = ["Player " + str(i + 1) for i in range(players)]
    colours = chart.colours(S.game, view, ns)
    dom.show("review", True)
    dom.show("review-working", True)
    dom.set_attr("review", "data-state", "working")
    r = json.loads(await S.engine.review_start(json.dumps({"save": save})))
    S.reviewing = "error" not in r
    if not S.reviewing:
        dom.text("review-note", "The review could not start: " + r["error"])
    drawn = False
    while S.reviewing:
        step = json.loads(await S.engine.review_step(json.dumps({"ms": 80})))
        if not S.reviewing or "error" in step:
            dom.text("review-note", "The review stopped: " + step["error"] if "error" in step
                     else "Review cancelled.")
            break
        el("review-progress").value = round(100 * step["progress"])
        dom.text("review-phase", chart.progress_words(step, ns))
        if step["graph"] and not drawn or step["done"]:
            drawn = True
            res = json.loads(await S.engine.review_result('{"points": 400}'))
            dom.html("review-graph", chart.graph_svg(res["graph"], ns, colours),
                     chart.score_svg(res["graph"], ns, colours))
            dom.html("review-stats", chart.stats_html(res["statistics"], ns))
            if step["done"]:
                dom.html("review-account", chart.account_html(res.get("account"), ns, colours))
                dom.html("review-points", chart.points_html(res["turning_points"], ns,
                                                            retry=False))
                S.reviewing = False
                dom.set_attr("review", "data-state", "done")
        await asyncio.sleep(0)
    dom.show("review-working", False)
    if dom.attr("review", "data-state") == "working":
        dom.set_attr("review", "data-state", "cancelled")


def on_event(d):
    what = d.get("do")
    if S.engine is None:
        return
    if what == "review-cancel" and S.reviewing:
        S.reviewing = False
        asyncio.create_task(S.engine.review_cancel("{}"))
        return
    if what == "review-see" and S.replay and not S.busy:
        asyncio.create_task(show(int(d["move"])))
        js.document.getElementById("caption").scrollIntoView()
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
        S.packed, _, rest = here[len("#save="):].partition("&")
        S.review = "review=1" in rest.split("&")
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
        last = None
        if S.review and r["over"]:          # the last position's view: the seats' colours
            last = json.loads(await S.engine.replay_step(json.dumps({"step": r["count"]})))
        await show(0)
        if last is not None and "view" in last:
            await review(r["save"], r["players"], last["view"])
        return
    try:
        first = int(dom.query_param("step") or "1") - 1
    except ValueError:
        first = 0
    await show(first)


asyncio.create_task(main())
