"""The engine worker (Pyodide in a PyScript worker): the page's one door to pygame_core.

Every exported function takes one JSON string and returns one JSON string.
Errors come back as {"error": "..."}: the MicroPython UI cannot catch a
JavaScript exception, so nothing here may raise across the worker boundary.
A thin door: what a call does is the engine's (the match's look-ahead and undo
of one click, its two halves played by one ``act``; kernel/link.py's packer and
bounded unpacker, kernel/replay.py's stepper, kernel/tutorial.py's lessons,
ai/review.py's review in slices); here are only the JSON and the page's limits.
The same module runs on CPython in the tests (tests/test_web_engine.py).
"""
import json
import os
import time
import traceback

import pygame_core as pc
from pygame_core.kernel.link import deflate, inflate, relation
from pygame_core.kernel.replay import Replay

_match = None          # the match the page is playing
_replay = None         # the save being replayed (kernel/replay.py)

# A save from a link or a file is untrusted: refused, with a reason, past these sizes.
MAX_SAVE_CHARS = 1_000_000      # a 6-player Roman Empire game to its end is ~60 kB
MAX_PACKED_CHARS = 200_000      # the URL fragment of an embedded replay


def _error(e) -> dict:
    """{"error": words} for an exception: a ValueError's own words (IllegalAction,
    SaveError: words for a person); a bug said plainly, its trace kept for the
    console."""
    if isinstance(e, ValueError):
        return {"error": str(e)}
    return {"error": f"Engine error ({type(e).__name__}): {e}", "trace": traceback.format_exc()}


def _api(fn):
    def call(arg="{}"):
        try:
            return json.dumps(fn(json.loads(arg or "{}")))
        except Exception as e:
            return json.dumps(_error(e))
    call.__name__ = fn.__name__
    return call


LOG_TAIL = 200          # log entries sent with each view (a long game has thousands)


def _bundle(m, viewer) -> dict:
    """What the UI needs after any change: the save, who moves, and a seat's view
    (each prompt entry with the click that follows it: ``look_ahead``).  Only the
    log's last LOG_TAIL entries travel ("log_total" counts them all): a whole log
    sent and drawn after every move made a long game slower and slower."""
    view = m.view(viewer, log_from=len(m.log) - LOG_TAIL, look_ahead=True)
    return {"game": m.game_id, "players": m.players, "save": m.save(), "moves": len(m.actions),
            "to_move": m.to_move(), "over": m.is_over(), "viewer": viewer, "view": view}


def _current():
    if _match is None:
        raise ValueError("No game is loaded.")
    return _match


@_api
def hello(_):
    return {"version": pc.__version__, "games": [g.to_dict() for g in pc.list_games()]}


@_api
def new_game(a):
    global _match
    hold = [int(s) for s in a.get("hold") or ()]       # the seats people play (Match.hold)
    _match = pc.new_match(a["game"], players=int(a["players"]), seed=int(a.get("seed", 0)),
                          options={"hold": hold} if hold else None)
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


def _then(play, then) -> dict:
    """The second half of one click (``then``: a prompt entry's look-ahead, the
    action on the place clicked after the action that leads to it), played by
    ``play(then)`` once the first half stands.  {} when it was played; else
    {"then_error": why}: the first half stands (Undo takes it back) and the
    page says why the second was not taken."""
    if then is None:
        return {}
    try:
        play(then)
    except Exception as e:
        out = _error(e)
        out["then_error"] = out.pop("error")
        return out
    return {}


@_api
def act(a):
    """Play one click: ``a["action"]``, and ``a["then"]`` when the click joins a
    second (a province, then the action on it: ``view(look_ahead=True)``'s
    "then"), played as the joined half (Match.act), so Undo takes the two back
    together (Match.undo_move).  One bundle answers: after both, or after the
    first alone with "then_error" when the second was not legal (``_then``)."""
    m = _current()
    seat = int(a["seat"])
    m.act(seat, a["action"])
    late = _then(lambda then: m.act(seat, then, joined=True), a.get("then"))
    return dict(_bundle(m, a.get("viewer")), **late)


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
    """The Hint for ``a["seat"]`` now (issue 44): the move the review's search
    prefers from what that seat may see, the same judgement as the review's
    turning points (ai/review.py ``advise``), within ``budget_ms`` (default
    review.HINT_MS; null: the search's cap alone, the same answer anywhere).
    {"action", "label", "chance" (percent, None for an only move), "other"
    ({"label", "chance"}: the next best), "then" (the seat's moves after it by
    its rule of thumb), "text", "move" (the index of the move it is for)}."""
    from pygame_core.ai import review
    m = _current()
    seat = int(a["seat"])
    if seat not in m.to_move():
        raise ValueError("It is not that player's turn.")
    budget = a.get("budget_ms", review.HINT_MS)
    out = review.advise(m, seat, int(a.get("review_seed", 0)),
                        budget_ms=None if budget is None else float(budget))
    out["move"] = len(m.actions)
    return out


@_api
def undo(a):
    """Take back the last move: both actions of a joined click (see ``act``)
    when both can be, else the last action; "taken_back": how many (the page
    tells an Undo from another table with fewer moves, a lesson begun again)."""
    m = _current()
    moves = len(m.actions)
    if not m.undo_move():
        raise ValueError("That cannot be undone now.")
    return dict(_bundle(m, a.get("viewer")), taken_back=moves - len(m.actions))


LAST_LINES = 8          # "last": the log lines a player hears when he asks for the last moves


@_api
def read(a):
    """The table as text for the viewer (issue 46: a whole game by ear): the
    answer to ``a["query"]``, one of the kernel's QUERIES (the game's speech
    module, from what ``a["viewer"]`` may see; a spectator when none), or
    "last": the match's last ``a["count"]`` public log lines (default
    LAST_LINES) as that viewer's view gives them, their words and, in
    "entries", the log's entries (seat and phase too: the page tells the
    choices of one move once).  {"query", "lines"}."""
    m = _current()
    query = a.get("query")
    viewer = a.get("viewer")
    viewer = None if viewer is None else int(viewer)
    if query == "last":
        count = max(1, min(int(a.get("count", LAST_LINES)), LOG_TAIL))
        log = m.view(viewer, log_from=len(m.log) - count)["log"]
        lines = [e["text"] for e in log] or ["Nothing has happened yet."]
        return {"query": query, "lines": lines, "entries": log}
    if query not in pc.kernel.QUERIES:
        raise ValueError(f"No such question {query!r}: ask one of "
                         f"{', '.join(pc.kernel.QUERIES + ('last',))}.")
    return {"query": query, "lines": m.game.read(m.state, viewer, query)}

def _scenario_at(a, hold=()):
    """(match at step ``a["step"]`` of scenario ``a["name"]``, names, name, step,
    steps): the actions of steps 0..step played from the scenario's start
    (``hold``: the seats a person plays on; see Match.settle)."""
    game, name = a["game"], a.get("name")
    names = pc.scenarios(game)
    if not names:
        raise ValueError(f"There are no scenarios for {game!r} yet.")
    name = name or names[0]
    if name not in names:
        raise ValueError(f"Unknown scenario {name!r}; known: {', '.join(names)}.")
    m, steps = pc.load_scenario(game, name, hold)
    step = max(0, min(int(a.get("step", 0)), len(steps) - 1)) if steps else 0
    for s in steps[:step + 1]:
        if s.get("action") is not None:
            m.settle(s["seat"], s["action"])
            m.act(s["seat"], s["action"])
    return m, names, name, step, steps


@_api
def scenario(a):
    """Step ``a["step"]`` of a scenario (0: before any step's action), rebuilt from
    the start: {"names", "captions", "step", "view"}."""
    m, names, name, step, steps = _scenario_at(a)
    return {"names": names, "name": name, "step": step,
            "captions": [s["caption"] for s in steps], "view": m.view(a.get("viewer")),
            "players": m.players, "game": m.game_id}


@_api
def scenario_play(a):
    """Play on from step ``a["step"]`` of a scenario (the embed's "Play on from
    here"): that position becomes the game on the table, a match like any other
    (its save names the scenario and holds the steps' actions, so it autosaves,
    reloads and undoes as a game does).  The reader plays the seat to move
    there, and his risky forced moves wait for his click (Match.hold).  The
    bundle, with "scenario": {"name", "step", "caption", "seat"}."""
    global _match
    m = _scenario_at(a)[0]
    you = m.to_move()[0] if m.to_move() else 0
    m, _, name, step, steps = _scenario_at(a, [you])
    _match = m
    return dict(_bundle(m, a.get("viewer")),
                scenario={"name": name, "step": step, "seat": you,
                          "caption": steps[step]["caption"] if steps else ""})


# --- replays: the save is the replay ------------------------------------------------
def pack_text(save: dict) -> str:
    """A save, compact for a URL fragment: deflated JSON in base64url, unpadded."""
    return deflate(json.dumps(save, separators=(",", ":")).encode())


def unpack_text(text) -> str:
    """The JSON text of a packed save; a ValueError in words when it is damaged
    or would unpack to more than any game needs (kernel/link.py's bounded
    unpacker: a zip bomb is refused unread)."""
    out = inflate(text, MAX_PACKED_CHARS, MAX_SAVE_CHARS, "replay link", "a save")
    try:
        return out.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("This replay link is damaged: it is not text.") from None


def _untrusted(save):
    """A save from outside (a link, a file), checked by replaying every move."""
    text = save if isinstance(save, str) else json.dumps(save)
    if len(text) > MAX_SAVE_CHARS:
        raise ValueError("This save is too large to be a game (over 1 MB); it was not opened.")
    return pc.load_match(text)


@_api
def pack(a):
    return {"packed": pack_text(_untrusted(a["save"]).save())}


@_api
def replay_open(a):
    """Open a save (``save``, or ``packed`` from a link) for stepping through."""
    global _replay
    full = _untrusted(unpack_text(a["packed"]) if "packed" in a else a["save"])
    data = full.save()
    _replay = Replay(pc.load_match(dict(data, actions=[])), data["actions"])
    return {"game": full.game_id, "players": full.players, "count": _replay.count,
            "over": full.is_over(), "save": data}


@_api
def replay_step(a):
    """The position after ``step`` moves (0: the start), seen by a spectator, with
    the log lines the last move wrote as its caption."""
    if _replay is None:
        raise ValueError("No replay is open.")
    m, lines = _replay.step(a.get("step", 0))
    return {"step": _replay.at, "count": _replay.count, "caption": lines, "view": m.view(None),
            "over": m.is_over(), "game": m.game_id, "players": m.players}


# --- play by link (issue 23): kernel/link.py's text in a link's fragment --------------
@_api
def link_make(_):
    """The link text of the game on the table: {"text", "moves"}."""
    m = _current()
    return {"text": pc.to_link(m), "moves": len(m.actions)}


@_api
def link_open(a):
    """A link that arrived, replayed: untrusted, so decode refuses a damaged or
    oversized one in words and replays every move as legal.  {"save", "game",
    "players", "moves", "to_move", "over"}."""
    m = pc.from_link(a.get("text"))
    return {"save": m.save(), "game": m.game_id, "players": m.players, "moves": len(m.actions),
            "to_move": m.to_move(), "over": m.is_over()}


@_api
def link_relations(a):
    """How the save a link brought (``a["theirs"]``) stands to each save of this
    device (``a["mine"]``, {key: save}): {"relations": {key: kernel relation}}."""
    theirs = a["theirs"]
    return {"relations": {k: relation(s, theirs) for k, s in (a.get("mine") or {}).items()
                          if isinstance(s, dict) and isinstance(s.get("actions"), list)}}


# --- guided first games (issue 23): kernel/tutorial.py's lessons --------------------
_lesson = None         # the lesson on the table (its match is _match)


def _lesson_bundle(viewer) -> dict:
    lesson = _lesson
    step = lesson.step()
    k, n = lesson.number()
    script = lesson.script
    info = {"game": lesson.game_id, "name": lesson.name, "title": script.title,
            "learner": lesson.learner, "step": k, "steps": n, "done": step is None,
            "intro": script.intro, "say": script.end if step is None else step["say"],
            "expected": None if step is None else step["action"]}
    return dict(_bundle(lesson.match, viewer), lesson=info)


@_api
def tutorial_start(a):
    """Open the tutorial ``a["name"]`` of ``a["game"]``: the position at the
    learner's first step (the other seats' scripted moves played)."""
    global _match, _lesson
    _lesson = pc.load_tutorial(a["game"], a.get("name") or "first-game")
    _match = _lesson.match
    return _lesson_bundle(a.get("viewer", _lesson.learner))


@_api
def tutorial_act(a):
    """The learner's move: taken when it is the step's, else refused with the
    reason ("Not yet: first ..."); then the others' scripted moves.  One click
    of two halves (``a["then"]``, as ``act``'s) plays the second as the
    lesson's next move, unless the first ended the lesson (the rest of the
    game is the learner's own, from the position the lesson left); a second
    half refused leaves the first standing, the reason in "then_error"."""
    if _lesson is None or _lesson.match is not _match:
        raise ValueError("No tutorial is open.")
    seat = int(a["seat"])
    lesson = _lesson
    lesson.play(seat, a["action"])
    late = {} if lesson.done() else _then(lambda then: lesson.play(seat, then), a.get("then"))
    return dict(_lesson_bundle(a.get("viewer")), **late)


# --- the review of a finished game (issue 35): pygame_core/ai/review.py -------------
_review = None         # the review under way (review.Review)
REVIEW_SLICE_MS = 80   # the longest a review_step call works unless told


@_api
def review_start(a):
    """Begin the review of a save (``save``; untrusted: its moves are checked as
    they are replayed) for the turning points of ``seats`` (default: the seats
    people played, the save's ``options["hold"]``, else every seat; [] for
    none).  Nothing is worked out yet: call ``review_step`` until "done".
    {"moves", "seats", "players", "game", "progress"}."""
    global _review
    from pygame_core.ai import review
    _review = None
    save = a["save"]
    text = save if isinstance(save, str) else json.dumps(save)
    if len(text) > MAX_SAVE_CHARS:
        raise ValueError("This save is too large to be a game (over 1 MB); it was not opened.")
    _review = review.from_save(text, pc.load_match, a.get("seats"), int(a.get("seed", 0)))
    return {"moves": len(_review.actions), "seats": _review.seats, "players": _review.players,
            "game": _review.game.info.id, "progress": 0.0}


def _reviewing():
    if _review is None:
        raise ValueError("No review is under way.")
    return _review


@_api
def review_step(a):
    """Work on the review for about ``ms`` milliseconds (default 80), then
    say how far it is (``Review.work``: "progress", "graph", "account" (the
    account of luck and skill is ready), "done", "phase", "seat").  A move of the save that is not legal ends the review with
    {"error"}."""
    global _review
    r = _reviewing()
    try:
        return r.work(float(a.get("ms", REVIEW_SLICE_MS)) / 1000.0)
    except Exception:               # a move that is not legal (or a bug): the review ends
        _review = None
        raise


@_api
def review_result(a):
    """What the review has found so far: {"graph"} (each seat's chance to win
    and score at the start and after every move, the turns, and whose view
    it is) and {"statistics"} once the replay is done; {"turning_points"}
    ([{"seat", "points": [{"move", "text", "chosen", "preferred",
    "chance_chosen", "chance_preferred", "margin", ...}]}]) once "done";
    {"account"} (pygame_core/ai/account.py: each seat's decisions, dice and
    draws and the others' moves in points adding up, its luckiest and
    unluckiest events; "turning" once its turning points are found) once
    review_step says "account".
    ``points``: the graph cut to about that many positions ("at": the move of
    each); ``parts``: only those keys (the page asks for the turning points
    alone once it has the graph)."""
    return _reviewing().result(a.get("points"), a.get("parts"))


@_api
def review_cancel(_):
    """Stop the review under way (its work is dropped)."""
    global _review
    _review = None
    return {"cancelled": True}


@_api
def review_retry(a):
    """"Try this decision again": the save (``save``) cut just before its move
    ``move`` (0-based, as a turning point's "move"): a new game in progress
    with the same seats.  {"save", "move", "seat" (whose decision it is)}."""
    from pygame_core.ai.review import retry_save
    save = a["save"]
    if isinstance(save, str):
        save = json.loads(save)
    move = a.get("move")
    cut = retry_save(save, move)
    return {"save": cut, "move": move, "seat": save["actions"][move][0]}


# --- the table in the room (issue 47) ---------------------------------------------
# Each phone in the room holds one seat, joined to this page (the host, which holds
# the one game) by a WebRTC data channel (web/room.js).  Its messages come here as
# they arrived, with the seat whose channel carried them; the host checks every one
# and answers each phone only what its seat may see (Match.view(seat)), never the
# save (it holds the shuffle) nor another seat's hand.  A message is one JSON object:
#   {"v": ROOM_VERSION, "table": id, "seat": n, "seq": k, "kind": ...}
# phone -> host: "hello" (joins or rejoins; answered with the seat's view), "act"
# ({"action", "then"?, "at"}), "undo" ({"at"}), "hint" ({"at"}); "at" is the number
# of moves the phone's view showed, so a move made on a table that has moved on is
# refused; "seq" counts a phone's messages from 0 on each join (room_open), each
# one above the last taken.  host -> phone: "view" ({"moves", "to_move", "over", "view"}), "hint"
# ({"text", "label", "action"}), "refused" ({"reason", "re": the seq refused}, with
# the seat's current view while the phone still holds it), "gone" ({"reason"}: the
# host gave the seat to an AI; room_close).  Every refusal changes nothing.
ROOM_VERSION = 1
ROOM_MAX_CHARS = 20_000         # a phone's message is a few hundred characters
_room = None                    # {"table": id, "seats": {seat: last seq taken}, "sent": n,
                                #  "gone": {seat: why its phone no longer plays it}}
# Why a seat's phone no longer plays it (room_close's "why"): said to the phone when
# the host lets it go, and to each message it sends after.  (A seat taken back to
# the shared screen closes its phone's channel: nothing more comes from it.)
ROOM_GONE = {
    "ai": "The host gave this seat to an AI: this phone no longer plays it.",
}


class Refused(ValueError):
    """A phone's message the host does not take: its words go back to the phone."""


@_api
def room_open(a):
    """Open the table to phones, or add seats to it: ``a["seats"]`` the seats a
    phone may hold, ``a["table"]`` the table's id when the host had one (kept
    across its reloads); else a new random one, which no other table shares.
    A seat opened again (a phone rejoining) starts its message count afresh."""
    global _room
    m = _current()
    seats = sorted({int(s) for s in a.get("seats") or ()})
    if any(not 0 <= s < m.players for s in seats):
        raise ValueError("There is no such seat at this table.")
    table = str(a.get("table") or "")
    if _room is None or (table and table != _room["table"]):
        # os.urandom, not secrets: the engine's trimmed standard library has no secrets.
        _room = {"table": table or os.urandom(6).hex(), "seats": {}, "sent": 0, "gone": {}}
    for s in seats:
        _room["seats"][s] = -1
        _room["gone"].pop(s, None)
    return {"table": _room["table"], "seats": sorted(_room["seats"])}


@_api
def room_close(a):
    """Take seats back from their phones (to the shared screen, or an AI): their
    later messages are refused, in words that say why (``a["why"]``: a key of
    ROOM_GONE); "to": for each seat let go with a why, the "gone" message that tells
    its phone so.  No seats given: the table is closed to phones."""
    global _room
    to = {}
    if _room is not None:
        gone = a.get("seats")
        why = ROOM_GONE.get(a.get("why"))
        if gone is None:
            _room = None
        else:
            for s in map(int, gone):
                if _room["seats"].pop(s, None) is not None and why:
                    _room["gone"][s] = why
                    to[str(s)] = _room_to(s, "gone", reason=why)
    return {"seats": sorted(_room["seats"]) if _room else [], "to": to}


def _room_to(seat, kind, **body) -> dict:
    _room["sent"] += 1
    return dict({"v": ROOM_VERSION, "table": _room["table"], "seat": seat, "seq": _room["sent"],
                 "kind": kind}, **body)


def _room_view(m, seat) -> dict:
    """The "view" message for ``seat``: what that seat may see, and no more; its
    hand in words, each card with what it does (the game's speech, issue 46:
    every game's, from that seat's view alone), for the phone to show."""
    view = m.view(seat, log_from=len(m.log) - LOG_TAIL, look_ahead=True)
    return _room_to(seat, "view", moves=len(m.actions), to_move=m.to_move(), over=m.is_over(),
                    view=view, hand=m.game.read(m.state, seat, "hand"))


@_api
def room_views(_):
    """Each phone seat's current view ({"to": {seat: message}}), for the host to send
    after a change made on its side (a move at the shared screen, an AI's)."""
    if _room is None or _match is None:
        return {"to": {}}
    return {"to": {str(s): _room_view(_match, s) for s in sorted(_room["seats"])}}


def _room_check(via, text):
    """The message ``text`` that arrived on the channel of seat ``via``, parsed and
    checked: (message) or Refused(words)."""
    if _room is None:
        raise Refused("This table takes no phones now.")
    if len(text) > ROOM_MAX_CHARS:
        raise Refused("That message is too long.")
    try:
        msg = json.loads(text)
    except ValueError:
        raise Refused("That message could not be read.")
    if not isinstance(msg, dict):
        raise Refused("That message could not be read.")
    if msg.get("v") != ROOM_VERSION:
        raise Refused("This phone's page speaks another version of the table's messages: "
                      "reload it.")
    if msg.get("table") != _room["table"]:
        raise Refused("That message is for another table.")
    if via not in _room["seats"]:
        raise Refused(_room["gone"].get(via, "This seat is no longer played from a phone."))
    if msg.get("seat") != via:
        raise Refused(f"This phone holds seat {via + 1}, not that one.")
    seq = msg.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool):
        raise Refused("That message has no count.")
    if seq <= _room["seats"][via]:           # a phone counts from 0 on each join
        raise Refused("That message is stale: it was sent before one already taken.")
    return msg


@_api
def room_message(a):
    """Take one phone message: {"reply": the message for that phone, "changed":
    whether the game moved (the host then redraws, autosaves and sends every phone
    its view: room_views), "bundle": the host's bundle for ``a["viewer"]`` when it
    moved}.  A refusal changes nothing and answers {"kind": "refused", "reason"}
    with the seat's current view."""
    via = int(a["via"])
    m = _current()
    try:
        msg = _room_check(via, str(a.get("text", "")))
        seq, kind = msg["seq"], msg["kind"]
        if kind == "hello":
            _room["seats"][via] = seq
            return {"reply": _room_view(m, via), "changed": False}
        if kind not in ("act", "undo", "hint"):
            raise Refused("The table does not know that message.")
        if msg.get("at") != len(m.actions):
            raise Refused("The table has moved on since that move was chosen: here it is now.")
        if kind == "act":
            if via not in m.to_move():
                raise Refused("It is not your turn.")
            try:
                m.act(via, msg.get("action"))
            except Exception as e:
                raise Refused(_error(e)["error"])
            late = _then(lambda then: m.act(via, then, joined=True), msg.get("then"))
        elif kind == "undo":
            if not m.can_undo(via):
                raise Refused("That cannot be undone now.")
            m.undo_move()
            late = {}
        else:
            _room["seats"][via] = seq
            return {"reply": _room_to(via, "hint", **_room_hint(m, via)), "changed": False}
        _room["seats"][via] = seq
        reply = _room_view(m, via)
        if late:
            reply["refused_then"] = late["then_error"]
        return {"reply": reply, "changed": True, "bundle": _bundle(m, a.get("viewer"))}
    except Refused as e:
        # A seat no phone holds now (an AI's, the screen's) is sent no view of it.
        held = _room is not None and via in _room["seats"]
        reply = _room_view(m, via) if held else {"v": ROOM_VERSION, "seat": via, "kind": "view"}
        if _room is not None and not held:
            reply["table"] = _room["table"]
        reply.update(kind="refused", reason=str(e), re=_seq_of(a))
        return {"reply": reply, "changed": False}


def _seq_of(a):
    try:
        seq = json.loads(str(a.get("text", ""))).get("seq")
        return seq if isinstance(seq, int) else None
    except Exception:
        return None


def _room_hint(m, seat) -> dict:
    from pygame_core.ai import review
    if seat not in m.to_move():
        raise Refused("It is not your turn.")
    out = review.advise(m, seat, 0, budget_ms=review.HINT_MS)
    return {"text": out.get("text"), "label": out.get("label"), "action": out.get("action")}


__export__ = ["hello", "new_game", "load", "check_save", "view", "act", "ai_move", "hint", "undo",
              "read", "scenario", "scenario_play", "pack", "replay_open", "replay_step", "link_make",
              "link_open", "link_relations", "tutorial_start", "tutorial_act", "review_start",
              "review_step", "review_result", "review_cancel", "review_retry", "room_open",
              "room_close", "room_views", "room_message"]
