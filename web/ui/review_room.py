"""The review after a game (issue 35): from the end screen (or a finished
game's replay), the engine worker reviews the game in short slices
(review_start, then review_step until done: a progress bar and Cancel, the
page answering between slices);
the graph of each seat's chance to win and the statistics come first, each
person's turning points when done (chart.py draws them); "See the position"
shows a turning point in the replay; "Try this decision again" opens the
position before that move as a new game in progress (review_retry), the
finished game left as it was.

(The page's room for the review; the review itself is the engine's,
pygame_core/ai/review.py, and each game's statistics its own review.py.)  Its
own state is ``Review``; of the shared ``page.S`` it only reads the game on the
table (page.SHARED)."""
import asyncio

import js

import chart
import dom
import shell
import store
from dom import el
from lobby import enter_game
from page import S, call, held, keep_screen, message, screen, task
from replay import current, open_replay, replay_to

STEP_MS = 80          # one review_step slice in the worker
POINTS = 400          # the graph's positions asked for: its box is 600 units wide


DONE = ("The review is done: the graph of chances in words, the statistics, the luck and "
        "skill and the turning points follow.")


class Review:
    """The review room's own state."""
    shown = None          # the review on screen: {"save", "seats", "names", "state", ...}


def _progress(step):
    el("review-progress").value = round(100 * (step.get("progress") or 0))
    dom.text("review-phase", chart.progress_words(step, Review.shown["names"]))


def _said(words):
    """The review's state spoken once (issue 46): begun, then done.  Its
    percentages are shown, not spoken (a screen reader would read each)."""
    dom.text("review-said", words)


def _busy(on):
    dom.show("review-working", on)
    dom.set_attr("review", "data-state", "working" if on else Review.shown.get("state", "done"))


async def open_review(save, seats, game, players, view, hinted=()):
    """Review a finished game (``save``, played by ``seats``: the setup's): its
    graph and statistics, then the turning points of the seats people played,
    on this device or by link ("person" and "friend" alike: in a finished game
    from a link nobody is to move, issue 44); ``hinted``: the moves where the
    Hint's move was played, marked among the turning points."""
    ns = shell.seat_names(seats) if len(seats) == players else \
        ["Player " + str(i + 1) for i in range(players)]
    people = held(seats) if len(seats) == players else []
    R = Review.shown = {"save": save, "seats": [dict(x) for x in seats], "game": game, "names": ns,
                    "graph": False, "state": "working", "t0": dom.now_ms(),
                    "hinted": list(hinted or ())}
    dom.html("review-graph", "")
    dom.html("review-stats", "")
    dom.html("review-account", "")
    dom.html("review-points", "")
    dom.text("review-note", "")
    dom.text("review-said", "")
    message("")
    screen("review")
    await asyncio.sleep(0)                  # the screen shown before the colours are drawn
    R["colours"] = chart.colours(game, view, ns)
    R["id"] = store.review_id(save, people)
    kept = store.review_read(R["id"])
    if kept is not None:                    # worked out before: shown at once
        R["graph"], R["state"] = True, "done"
        await draw(kept, True)
        _busy(False)
        _said(DONE)
        dom.set_attr("review", "data-done-ms", round(dom.now_ms() - R["t0"]))
        return
    _busy(True)
    _progress({"phase": "replay", "progress": 0})
    _said("Reviewing the game: the graph comes first, then the turning points.")
    r = await call("review_start", {"save": R["save"], "seats": people})
    if "error" in r:
        return _stop("The review could not start: " + r["error"])
    while Review.shown is R:
        if dom.attr("body", "data-screen") != "review":     # the player went elsewhere
            cancel()
            return
        step = await call("review_step", {"ms": STEP_MS})
        if Review.shown is not R:               # cancelled (or another review) meanwhile
            return
        if "error" in step:
            return _stop("The review stopped: " + step["error"])
        _progress(step)
        if step["graph"] and not R["graph"] or step["done"]:
            if not R["graph"]:              # how long it took, for the tests and the bench
                dom.set_attr("review", "data-graph-ms", round(dom.now_ms() - R["t0"]))
            # The graph and the statistics once, the turning points alone at the
            # end: each drawing a task of its own, none holding the page long.
            first = not R["graph"]
            R["graph"] = True
            if first:
                R["result"] = await call("review_result", {"points": POINTS})
                await draw(R["result"], False)
            if step["done"] and "error" not in R["result"]:
                last = await call("review_result",
                                  {"parts": ["turning_points", "account", "accuracy"]})
                if "error" in last:
                    return _stop("The review stopped: " + last["error"])
                R["result"].update(last)
                await draw(R["result"], True, again=False)
                store.review_write(R["id"], R["result"])
                store.keep_accuracy(R["save"], R["result"].get("accuracy"))
        if step.get("account") and not R.get("account") and not step["done"] and \
                "error" not in R.get("result", {"error": 1}):
            # The account of luck and skill as soon as it is worked out (before
            # the turning points, which then split its decisions further).
            R["account"] = True
            part = await call("review_result", {"parts": ["account"]})
            if "error" not in part:
                R["result"]["account"] = part.get("account")
                _draw_account(R["result"])
        if step["done"]:
            dom.set_attr("review", "data-done-ms", round(dom.now_ms() - R["t0"]))
            R["state"] = "done"
            _busy(False)
            _said(DONE)
            return
        await asyncio.sleep(0)              # the page's own events between slices


async def draw(result, done, again=True):
    """The graphs and the statistics (unless ``again`` is False: drawn before),
    then, ``done``, the turning points; the page's events run between them."""
    R = Review.shown
    if R is None or "error" in result:
        return
    if again and result.get("graph"):
        ending = chart.ending_text(result.get("statistics"), R["names"])
        chances = chart.graph_svg(result["graph"], R["names"], R["colours"], ending)
        await asyncio.sleep(0)
        dom.html("review-graph", chances, chart.score_svg(result["graph"], R["names"], R["colours"]))
        await asyncio.sleep(0)
    if again and result.get("statistics"):
        dom.html("review-stats", chart.stats_html(result["statistics"], R["names"]))
        await asyncio.sleep(0)
    if done:
        _draw_account(result)
        if result.get("turning_points"):
            dom.html("review-points", chart.points_html(result["turning_points"], R["names"],
                                                        retry=True, hinted=R["hinted"],
                                                        accuracy=result.get("accuracy")))
        else:
            dom.text("review-note", "Turning points are found for the seats people played; "
                                    "every seat of this game was an AI's.")


def _draw_account(result):
    """The account of luck and skill (chart.account_html), the people's
    events (every seat's in a game of AIs)."""
    R = Review.shown
    people = [i for i, x in enumerate(R["seats"]) if x.get("kind") == "person"]
    dom.html("review-account", chart.account_html(result.get("account"), R["names"],
                                                  R["colours"], people or None))
    dom.set_attr("review", "data-account", "1" if (result.get("account") or {}).get("seats")
                 else "0")


def _stop(words):
    if Review.shown is not None:
        Review.shown["state"] = "stopped"
        _busy(False)
    dom.text("review-note", words)


def cancel():
    """Stop the review under way (the worker drops its work between slices)."""
    R = Review.shown
    if R is None or R.get("state") != "working":
        return
    Review.shown = dict(R, state="cancelled")       # the loop sees another object and stops
    _busy(False)
    dom.text("review-note", "Review cancelled." + (" The graph and statistics above are complete."
                                                   if R["graph"] else ""))
    asyncio.create_task(call("review_cancel", {}))


async def retry(move):
    """"Try this decision again": the position before that move, a new game in
    progress with the same seats (the finished game is untouched)."""
    R = Review.shown
    r = await call("review_retry", {"save": R["save"], "move": move})
    if "error" in r:
        message("This decision cannot be tried again: " + r["error"])
        return
    b = await call("load", {"save": r["save"], "viewer": None})
    if "error" in b:
        message("This decision cannot be tried again: " + b["error"])
        return
    await enter_game(b, [dict(x) for x in R["seats"]], hinted=R["hinted"],
                     origin={"move": move + 1, "of": len(R["save"].get("actions") or [])})
    message("Try move " + str(move + 1) + " again: " + R["names"][r["seat"]] +
            " decides; the finished game is kept as it was.", ok=True)


async def see(move):
    """A turning point's position in the replay: the table just before that
    move, named by the move's number as the turning point and Try again name
    it (the replay's own count says the moves played: one fewer)."""
    R = Review.shown
    await open_replay(R["save"], R["seats"], hinted=R["hinted"])
    await replay_to(move)
    dom.text("replay-count", "Before move " + str(move + 1) + " (move " + str(move) + " of " +
             str(len(R["save"].get("actions") or [])) + " played)")


def back():
    """Back to where the review was opened from (the end screen or the replay),
    as the browser's Back."""
    cancel()
    js.history.back()


def start(d):
    """Review from the end screen or from a finished game's replay (not one
    command at a time: its Cancel must be heard while it runs)."""
    if Review.shown is not None and Review.shown.get("state") == "working":
        return
    if d.get("do") == "review-replay":
        R = current()
        if R is not None and R["over"] and R["view"] is not None:
            asyncio.create_task(open_review(R["save"], R["seats"], R["game"], R["players"],
                                            R["view"], R.get("hinted")))
    elif S.bundle is not None and S.bundle["over"]:
        b = S.bundle
        asyncio.create_task(open_review(b["save"], S.seats, b["game"], b["players"], b["view"],
                                        S.hinted))


keep_screen("review", lambda: Review.shown is not None)   # Back or Forward to it (lobby.on_history)

EVENTS = {
    "review": start,
    "review-replay": start,
    "review-cancel": lambda d: cancel(),
    "review-retry": lambda d: task(retry(int(d["move"]))),
    "review-see": lambda d: task(see(int(d["move"]))) if Review.shown is not None else None,
    "review-back": lambda d: back(),
}
