"""Ludi Romani's page (MicroPython on the main thread): lobby, new game, table, saves.

The engine and the AI run in a Pyodide worker (engine.py); each call sends one
JSON string and gets one back, so the page stays responsive while they think.
"""
import asyncio
import json

import js
from pyscript.ffi import create_proxy

import boards
import dom
import history
import links
import pace
import shell
import store
import table
from boards.common import html, join
from dom import el

LEVELS = store.LEVELS
MAX_FILE_CHARS = 1_000_000      # the engine refuses larger saves too (engine.MAX_SAVE_CHARS)
QUICK_MS = 250      # AI moves closer than this are not each drawn (drawing one costs ~60 ms)


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
    end_shown = None      # the save length whose end screen is drawn
    sent = 0              # moves of this game sent by link (copied or shared): Undo keeps them


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
    for sid in ("lobby", "setup", "table", "replay", "end"):
        dom.show(sid, sid == name)
    privacy_off()
    dom.set_attr("body", "data-screen", name)
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


# --- lobby and saves ---------------------------------------------------------------
def render_saves():
    going, saved, damaged = shell.lobby_lists(
        store.entries(), lambda g: game_info(g)["title"], dom.date_text)
    dom.html("in-progress", going)
    dom.html("saves", saved)
    if damaged:
        message("Some saves are damaged and cannot be loaded: " + ", ".join(damaged) +
                ". Your other saves are safe; you may delete the damaged ones.")


def game_lines():
    """Each game of the lobby gets its line (shell.game_line_html), once."""
    for g in S.games:
        row = el("games").querySelector("li.game[data-game='" + g["id"] + "']")
        if row is not None and row.querySelector(".game-line") is None:
            row.insertAdjacentHTML("beforeend", shell.game_line_html(g))


def lobby(how="push"):
    S.gen += 1
    screen("lobby", how)
    render_saves()


def open_setup(gid, how="push"):
    g = game_info(gid)
    S.setup_game = gid
    count = min(max(3, g["min_players"]), g["max_players"])
    opts = join(html("<option value='{0}'{1}>{0}</option>", n, html(" selected") if n == count else "")
                for n in range(g["min_players"], g["max_players"] + 1))
    dom.html("setup-players", opts)
    el("setup-seed").value = str(int(js.Math.random() * 1000000))
    dom.text("setup-title", "New game: " + g["title"])
    render_seats(count)
    screen("setup", how, game=gid)
    el("setup-players").focus()


def render_seats(count):
    most = game_info(S.setup_game)["max_players"]
    old = [el("seat-" + str(i)).value for i in range(most) if el("seat-" + str(i)) is not None]
    rows = []
    for i in range(count):
        current = old[i] if i < len(old) else ("person" if i == 0 else "ai:normal")
        choices = ([("person", "Person")] + [("ai:" + lv, "AI, " + lv) for lv in LEVELS] +
                   [("friend", "A friend (by link)")])
        opts = join(html("<option value='{}'{}>{}</option>", v,
                         html(" selected") if v == current else "", t) for v, t in choices)
        rows.append(html("<div class='seat'><label for='seat-{0}'>Player {1}</label>"
                         "<select id='seat-{0}'>{2}</select></div>", i, i + 1, opts))
    dom.html("setup-seats", *rows)


async def start_game():
    count = int(el("setup-players").value)
    seats = []
    for i in range(count):
        v = el("seat-" + str(i)).value
        seats.append({"kind": v} if v in ("person", "friend") else {"kind": "ai", "level": v[3:]})
    if any(x["kind"] == "friend" for x in seats) and not any(x["kind"] == "person" for x in seats):
        message("A game by link needs one person at this device, who makes the first link.")
        return
    try:
        seed = int(el("setup-seed").value)
    except ValueError:
        seed = 0
    button = el("start-button")
    button.disabled = True
    dom.text("start-button", "Waiting for the engine…" if S.engine is None else "Starting…")
    r = await call("new_game", {"game": S.setup_game, "players": count, "seed": seed,
                                "viewer": None, "hold": held(seats)})
    button.disabled = False
    dom.text("start-button", "Start")
    if "error" in r:
        message(r["error"])
        return
    await enter_game(r, seats)


async def open_record(rec, key=None):
    """Play a record on: an autosave continues under its own key; a named save
    or an import starts a game in progress of its own (the slot stays as it was)."""
    r = await call("load", {"save": rec["save"], "viewer": None})
    if "error" in r:
        message("This save could not be loaded: " + r["error"] + " Your other saves are untouched.")
        return
    await enter_game(r, rec["seats"], key, rec.get("started") if key else None,
                     rec.get("sent", 0) if key else 0)


async def enter_game(bundle, seats, key=None, started=None, sent=0):
    S.gen += 1
    S.seats = seats
    S.bundle = bundle
    S.sent = sent
    S.started = started or dom.now_ms()
    S.auto_key = key or store.auto_key(bundle["game"], S.started)
    S.end_shown = None
    ps = people()
    S.viewer = ps[0] if len(ps) == 1 else None
    if S.viewer is not None:
        S.bundle = await call("view", {"viewer": S.viewer})
    message("")
    dom.text("table-title", game_info(bundle["game"])["title"])
    # From the setup, the table takes the setup's place: Back returns to the lobby.
    screen("table", "replace" if history.state().get("screen") == "setup" else "push",
           key=S.auto_key)
    autosave()
    render_table()
    asyncio.create_task(advance(S.gen))


def current_record(name=""):
    rec = store.record(name, S.seats, S.bundle["save"], dom.now_ms(), S.started)
    rec["over"] = bool(S.bundle["over"])
    if S.sent:
        rec["sent"] = S.sent
    return rec


def autosave():
    if S.auto_key is None:
        return
    err = store.write(S.auto_key, current_record(""))
    if err:
        message(err)


# --- the table -----------------------------------------------------------------------
def mark_table():
    """State on #table's data attributes, for tests and assistive tools."""
    b = S.bundle
    dom.set_attr("table", "data-moves", b["moves"])
    dom.set_attr("table", "data-over", "1" if b["over"] else "0")
    dom.set_attr("table", "data-viewer", "" if S.viewer is None else S.viewer)
    show_end()


def show_end():
    """The end screen under the table, once the game is over (drawn once per game)."""
    b = S.bundle
    if not b["over"]:
        dom.show("end", False)
        return
    if S.end_shown != b["moves"]:
        S.end_shown = b["moves"]
        dom.html("end-body", shell.end_html(b["view"].get("result") or {}, names()))
    dom.show("end", True)


def take(r):
    """A new answer from the engine after a move.  What changed on the table is
    worked out when it is next drawn, against the view drawn last (so moves
    played between two drawings, as AI moves at the instant pace are, are all
    marked): here only that last-drawn view is kept."""
    old = S.bundle
    same = old is not None and old.get("viewer") == r.get("viewer") and old["game"] == r["game"]
    if not same:
        S.mark_base = None
    elif S.mark_base is None:
        S.mark_base = old["view"]
    S.marked = r
    S.bundle = r


def engine_name(seat):
    """A seat's name as the engine's log writes it."""
    ns = S.bundle["view"].get("names") or []
    return ns[seat] if seat is not None and seat < len(ns) else "Player " + str((seat or 0) + 1)


def render_table(thinking=None):
    t0 = js.performance.now()
    b = S.bundle
    view = b["view"]
    ns = names()
    mark_table()
    prompt = view.get("prompt") or {}
    actions = prompt.get("actions") or []
    mine = (S.viewer is not None and S.viewer in b["to_move"] and thinking is None
            and not b["over"])
    S.clickable = mine
    marks, log_mark = {}, None
    base = S.mark_base if S.marked is b else None
    if base is not None:           # what the moves since the last drawing changed
        marks = table.changes(base, view)
        fresh = view.get("log_total", 0) - base.get("log_total", 0)
        log_mark = max(0, len(view.get("log", [])) - fresh)
    S.mark_base = None
    S.drawn_at = dom.now_ms()
    try:
        drawing = boards.render(b["game"], view, S.viewer, ns, menu() if mine else None, marks)
    except Exception as e:          # a drawing bug must not stop the game
        js.console.error("board drawing failed: " + repr(e))
        drawing = boards.generic(view)
    dom.html("board", drawing)
    log = view.get("log", [])
    dom.html("log", table.log_html(log, log_mark, boards.terms(b["game"], view)))
    since = (table.since_html(log, S.viewer, engine_name(S.viewer))
             if S.viewer is not None and not b["over"] else "")
    dom.html("since-list", since)
    dom.show("since", bool(since))
    dom.html("help-text", html("<p>{}</p>", view.get("help") or "No help for this step."))
    forced = table.forced_since(log, S.viewer, engine_name(S.viewer)) if mine else []
    dom.html("forced", html("<b>Played for you (only choice):</b> {}.", "; ".join(forced))
             if forced else "")
    dom.show("forced", bool(forced))
    S.hinted = None
    dom.html("hint-text", "")
    dom.show("hint-button", mine and bool(actions))
    if b["over"]:
        dom.html("prompt-text", html("<span class='result'>{}</span>",
                                     boards.result_text(view.get("result") or {}, ns)))
        dom.html("actions", html("<button type='button' data-do='lobby'>Back to the lobby</button>"))
    elif thinking is not None:
        dom.html("prompt-text", html("<span class='thinking'>{} is thinking…</span>", ns[thinking]))
        dom.html("actions", "")
    else:
        head = html("{}{}", ns[S.viewer] + ": " if mine else "", prompt.get("text", ""))
        dom.html("prompt-text", head, boards.prompt_facts(b["game"], view, S.viewer))
        dom.html("actions", table.actions_html(
            actions, boards.action_groups(b["game"], view, actions), boards.target_key)
            if mine else "")
    undoable = bool(view.get("can_undo")) and thinking is None and S.viewer is not None and \
        not b["over"]
    dom.show("undo-button", undoable and b["moves"] > S.sent)
    dom.show("undo-sent", undoable and b["moves"] <= S.sent)
    if mine and not b["over"]:
        dom.focus_first("actions")
    log_box = el("log")            # last: one layout for the whole drawing, not two
    log_box.scrollTop = log_box.scrollHeight
    dom.set_attr("table", "data-draw-ms", round(js.performance.now() - t0))   # read by bench_page
    send_box()
    lesson_box()


async def advance(gen):
    """Play the AI seats (paced by the speed chosen) until a person must decide
    or the game ends; each AI move is drawn with what it moved marked."""
    if lesson_on():                # a lesson's other seats play their scripted moves
        render_table()
        return
    while gen == S.gen:
        b = S.bundle
        if b["over"]:
            render_table()
            return
        ais = [s for s in b["to_move"] if S.seats[s]["kind"] == "ai"]
        if not ais:
            break
        seat = ais[0]
        if S.pace_ms >= QUICK_MS or dom.now_ms() - S.drawn_at >= QUICK_MS:
            render_table(thinking=seat)
        else:                      # instant pace: moves drawn a few times a second
            thinking_only(seat)
        wait = S.pace_ms * S.pause / 1000 - (dom.now_ms() - S.last_ai) / 1000
        if wait > 0:
            await asyncio.sleep(wait)
        if gen != S.gen:
            return
        dom.set_attr("table", "data-think-from", dom.now_ms())   # read by bench_page: AI asked
        r = await call("ai_move", {"seat": seat, "level": S.seats[seat]["level"],
                                   "seed": S.bundle["save"]["seed"] * 7919 + b["moves"],
                                   "viewer": S.viewer})
        if gen != S.gen:
            return
        S.last_ai = dom.now_ms()
        if "error" in r:
            message("The AI could not move: " + r["error"])
            return
        S.pause = table.pause_after(b["view"], r["view"], seat in r["to_move"])
        dom.set_attr("table", "data-pause", str(S.pause))  # read by the pacing test
        take(r)
        dom.set_attr("table", "data-ai-ms", r["think_ms"])     # read by the benchmark
        autosave()
    if gen != S.gen:
        return
    persons = [s for s in S.bundle["to_move"] if S.seats[s]["kind"] == "person"]
    if persons and persons[0] != S.viewer:
        if len(people()) >= 2:
            privacy(persons[0])
            return
        S.viewer = persons[0]
        S.bundle = await call("view", {"viewer": S.viewer})
    render_table()


def thinking_only(seat):
    """Between two drawings at the instant pace: the counters and the prompt only."""
    mark_table()
    S.clickable = False
    dom.html("prompt-text", html("<span class='thinking'>{} is thinking…</span>", names()[seat]))
    dom.html("actions", "")
    dom.show("undo-button", False)
    dom.show("hint-button", False)


def privacy(seat):
    """Hide the table until the next person says they have the device."""
    S.viewer = None
    S.clickable = False
    mark_table()
    for sid in ("board", "actions", "log", "since-list", "forced", "hint-text"):
        dom.html(sid, "")
    dom.show("since", False)
    dom.show("forced", False)
    dom.show("hint-button", False)
    for sid in ("table", "end"):         # nothing under the screen is read out either
        el(sid).setAttribute("inert", "")
        el(sid).setAttribute("aria-hidden", "true")
    dom.text("privacy-text", "Pass the device to " + names()[seat] +
             ". Everyone else, look away.")
    el("reveal-button").setAttribute("data-seat", str(seat))
    dom.text("reveal-button", "I am " + names()[seat] + ": show my hand")
    dom.show("privacy", True)
    el("reveal-button").focus()


async def reveal(seat):
    privacy_off()
    S.viewer = seat
    S.bundle = await call("view", {"viewer": seat})
    render_table()


def prompt_actions() -> list:
    return (S.bundle["view"].get("prompt") or {}).get("actions") or []


def menu() -> list:
    """What the map offers: the prompt's actions (same indices), then each
    action whose next choice names a target (the engine's "then") joined to
    that choice: a province first, e.g. Gallia -> "Place a Governor: Gallia"."""
    actions = prompt_actions()
    out = [{"label": a["label"], "target": a.get("target"), "then": None,
            "action": a.get("action"), "cost": a.get("cost")} for a in actions]
    for i, a in enumerate(actions):
        for t in a.get("then") or []:
            words = t["label"] if ": " in t["label"] else a["label"] + ": " + t["label"]
            out.append({"label": words, "target": t["target"], "cost": t.get("cost"),
                        "first": i, "then": t["action"]})
    return out


async def choose(index):
    """One entry of the menu: an action, or an action and its next choice."""
    entries = menu()
    if index >= len(entries):
        return
    e = entries[index]
    if e["then"] is None:
        await act(index)
    else:
        await act(e["first"], e["then"])


async def pick(key):
    """A click on a board element: play the one action that targets it, or offer
    the choice between the several that do."""
    if not S.clickable:
        return
    node = target_node(key)
    listed = node.getAttribute("data-moves") if node is not None else None
    entries = menu()
    found = ([int(i) for i in listed.split(",")] if listed else
             [i for i, a in enumerate(entries) if boards.target_key(a.get("target")) == key])
    taught = [i for i in found if i < len(entries) and lesson_teaches(entries, i)]
    if taught:                 # a lesson's outlined place plays the move it teaches
        await choose(taught[0])
    elif listed:               # a card selected: all its moves offered, none played at once
        show_choices(key, found)
    elif len(found) == 1:
        await choose(found[0])
    elif found:
        show_choices(key, found)


def target_node(key):
    return el("board").querySelector("[data-target='" + key.replace("'", "\\'") + "']")


def show_choices(key, found):
    """The moves on one element, as buttons just below it (Escape or Cancel closes)."""
    close_choices()
    node = target_node(key)
    if node is None:
        return
    actions = menu()
    name = node.getAttribute("aria-label") or key
    if node.hasAttribute("data-box"):
        handle = node.querySelector("button[data-target]")
        name = handle.getAttribute("aria-label") if handle is not None else name
    node.insertAdjacentHTML(
        "beforeend" if node.hasAttribute("data-box") else "afterend",
        str(html("<span id='choices' class='choices' role='group' data-do='noop' data-for='{}' "
                 "aria-label='{}'>{}<button type='button' data-do='close-choices' class='cancel'>"
                 "Cancel</button></span>", key, name, join(
                     html("<button type='button' data-do='{}' data-index='{}'{}>{}</button>",
                          "act" if actions[i]["then"] is None else "choose", i,
                          html(" class='hinted'") if i == S.hinted else "", actions[i]["label"])
                     for i in found))))
    dom.focus_first("choices")


def close_choices(refocus=False):
    box = el("choices")
    if box is None:
        return
    key = box.getAttribute("data-for")
    box.remove()
    node = target_node(key) if refocus else None
    if node is not None:
        handle = node if node.tagName == "BUTTON" else node.querySelector("button[data-target]")
        if handle is not None:
            handle.focus()


async def act(index, then=None):
    """Play the prompt's action ``index`` (and then the action ``then`` of the
    choice it leads to, when the map offered the two as one)."""
    actions = prompt_actions()
    if S.viewer is None or index >= len(actions):
        return
    if lesson_on():
        await lesson_act(actions[index]["action"], then)
        return
    S.clickable = False              # no second click on a stale board or button
    dom.html("actions", "")
    dom.show("hint-button", False)
    close_choices()
    r = await call("act", {"seat": S.viewer, "action": actions[index]["action"],
                           "viewer": S.viewer})
    if "error" in r:
        message(r["error"])
        render_table()
        return
    if then is not None:
        r2 = await call("act", {"seat": S.viewer, "action": then, "viewer": S.viewer,
                                "joined": True})
        if "error" in r2:            # the first half stands (Back undoes it): say why
            message(r2["error"])
            take(r)
            autosave()
            render_table()
            return
        take(r)
        r = r2
    message("")
    dom.set_attr("table", "data-pause", "person")      # read by the pacing test
    take(r)
    autosave()
    asyncio.create_task(advance(S.gen))


async def hint():
    """Point at the move the easy AI would make for the person to move."""
    actions = prompt_actions()
    if not S.clickable or not actions:
        return
    dom.text("hint-text", "Thinking of a hint…")
    r = await call("hint", {"seat": S.viewer, "seed": S.bundle["moves"]})
    if "error" in r or not S.clickable:
        dom.text("hint-text", r.get("error", ""))
        return
    found = [i for i, a in enumerate(actions) if a["action"] == r["action"]]
    S.hinted = found[0] if found else None
    dom.html("hint-text", table.hint_html(r["label"]))
    for node in el("actions").querySelectorAll("button[data-do=act]"):
        if S.hinted is not None and node.getAttribute("data-index") == str(S.hinted):
            node.classList.add("hinted")
            node.focus()
    key = boards.target_key(actions[S.hinted].get("target")) if S.hinted is not None else ""
    spot = target_node(key) if key else None
    if spot is not None:
        spot.classList.add("hinted")


def set_speed(name):
    ms = pace.ms_of(name)
    if ms is None:
        return
    S.speed, S.pace_ms = name, ms
    pace.remember(name)
    dom.set_attr("body", "data-pace", name)


def set_tab(name):
    """On a phone: the board, the log or the help, one at a time."""
    dom.set_attr("body", "data-tab", name)
    for node in el("tabs").querySelectorAll("button[data-tab]"):
        node.setAttribute("aria-selected", "true" if node.getAttribute("data-tab") == name
                          else "false")
    if name == "log":       # the newest moves, at the log's end, just above the prompt bar
        js.window.scrollTo(0, js.document.documentElement.scrollHeight)


def table_event(d) -> bool:
    """The table's own controls; True when ``d`` was one of them."""
    what = d.get("do")
    if what == "hint":
        asyncio.create_task(guarded(hint()))
    elif what == "pace":
        set_speed(d.get("value"))
    elif what == "tab":
        set_tab(d.get("tab", "board"))
    else:
        return False
    return True


def setup_table_controls():
    dom.html("pace-select", pace.options_html(S.speed))
    dom.set_attr("body", "data-pace", S.speed)
    set_tab("board")


async def undo():
    if S.bundle["moves"] <= S.sent:          # the ruling of "How to play by link"
        message(links.SENT_UNDO)
        return
    r = await call("undo", {"viewer": S.viewer})
    if "error" in r:
        message(r["error"])
        return
    S.bundle = r
    autosave()
    asyncio.create_task(advance(S.gen))


# --- saves: slots, export, import ----------------------------------------------------
def save_slot():
    name = el("save-name").value.strip()
    if not name:
        message("Give the save a name first.")
        el("save-name").focus()
        return
    err = store.write(store.slot_key(name), current_record(name))
    if err:
        message(err)
    else:
        el("save-name").value = ""
        message("Saved as “" + name + "”.", ok=True)


def slug(text) -> str:
    out = "".join(c if c.isalpha() or c.isdigit() else "-" for c in str(text).lower())
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")[:60]


def export_name(rec, name="") -> str:
    """ludi-romani-<game>-<name or players>-<date>.json: a save's name when it has
    one, else who played (3p-1-person-2-ai) and the day it was last played."""
    save = rec["save"]
    seats = rec.get("seats") or []
    ais = len([x for x in seats if x.get("kind") == "ai"])
    who = str(save.get("players", len(seats))) + "p-" + str(len(seats) - ais) + "-person-" + \
        str(ais) + "-ai"
    day = str(js.Date.new(float(rec.get("time") or dom.now_ms())).toISOString())[:16]
    return "-".join(x for x in ("ludi-romani", slug(save.get("game", "game")),
                                slug(name) or who, slug(day)) if x) + ".json"


def export(rec, name):
    file_name = export_name(rec, name)
    err = dom.download(file_name, json.dumps(rec))
    message("Could not export: " + err if err else "Exported " + file_name + ".", ok=not err)


async def import_file():
    got = await dom.read_file("import-file")
    el("import-file").value = ""
    if got is None:
        message("The file could not be read.")
        return
    if len(got[1]) > MAX_FILE_CHARS:
        message("This file is too large to be a save (over 1 MB); it was not imported.")
        return
    rec, why = store.from_file(got[1], got[0], dom.now_ms())
    if why:
        message(why)
        return
    r = await call("check_save", {"save": rec["save"]})
    if "error" in r:
        message("This file cannot be imported: " + r["error"])
        return
    name = store.free_name(rec["name"])
    rec["name"] = name
    err = store.write(store.slot_key(name), rec)
    if err:
        message(err)
        return
    render_saves()
    message("Imported “" + name + "”. Choose Load to play it.", ok=True)


async def load_key(key):
    rec, why = store.read(key)
    if rec is None:
        message("This save cannot be loaded: " + (why or "it is gone") + ".")
        render_saves()
        return
    await open_record(rec, key if store.is_auto(key) else None)


def delete_key(key, button_node_text):
    if button_node_text != "really":
        for node in el("lobby").querySelectorAll("button[data-do=delete]"):
            if node.getAttribute("data-key") == key:
                node.textContent = "Really delete?"
                node.setAttribute("data-confirm", "really")
                node.focus()
        return
    dom.store_del(key)
    render_saves()
    message("Deleted.", ok=True)


# --- after the end: rematch, replay, embed; Back and Forward ---------------------------
async def rematch():
    """The same game, seats and player count, a new shuffle."""
    b = S.bundle
    r = await call("new_game", {"game": b["game"], "players": b["players"],
                                "seed": int(js.Math.random() * 1000000), "viewer": None,
                                "hold": held(S.seats)})
    if "error" in r:
        message(r["error"])
        return
    await enter_game(r, [dict(x) for x in S.seats])


async def open_replay(save, seats, how="push"):
    r = await call("replay_open", {"save": save})
    if "error" in r:
        message("This game cannot be replayed: " + r["error"])
        return
    S.gen += 1
    S.replay = {"save": r["save"], "seats": seats, "count": r["count"], "step": 0,
                "game": r["game"], "players": r["players"]}
    message("")
    dom.text("replay-title", "Replay: " + game_info(r["game"])["title"])
    dom.show("embed-box", False)
    screen("replay", how)
    await replay_to(r["count"] if r["over"] else 0)


async def replay_to(step):
    R = S.replay
    if R is None:
        return
    r = await call("replay_step", {"step": step})
    if "error" in r:
        message(r["error"])
        return
    R["step"] = r["step"]
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


async def embed_code():
    R = S.replay
    r = await call("pack", {"save": R["save"]})
    if "error" in r:
        message(r["error"])
        return
    path = str(js.location.pathname)
    base = str(js.location.origin) + path[:path.rfind("/") + 1]
    el("embed-code").value = shell.embed_snippet(base, r["packed"], game_info(R["game"])["title"])
    dom.show("embed-box", True)
    el("embed-code").focus()
    el("embed-code").select()


def on_history(st):
    """Back or Forward: show the screen of the entry the browser moved to."""
    name = st.get("screen")
    close_choices()
    if name == "setup" and st.get("game"):
        open_setup(st["game"], how="none")
    elif name == "table" and S.bundle is not None and st.get("key") == S.auto_key:
        S.gen += 1
        screen("table", "none")
        render_table()
        asyncio.create_task(advance(S.gen))
    elif name == "table" and st.get("key"):
        asyncio.create_task(guarded(resume_key(st["key"])))
    elif name == "replay" and S.replay is not None:
        S.gen += 1
        screen("replay", "none")
    else:
        lobby("none")


async def resume_key(key):
    rec, _ = store.read(key)
    if rec is None:
        lobby("replace")
        return
    history.under("lobby")
    await open_record(rec, key)


# --- play by link (issue 23) ----------------------------------------------------------
# When the turn passes to a friend's seat, the table offers the game as a link
# (links.py; the engine writes its text); a link that arrives continues this
# device's autosave of the same game, or opens a new one, never over a newer one.
class L:
    offered = None        # (autosave key, move list) of the game the send box's link holds
    url = ""
    copy = None           # a link refused as diverging, kept to open as a copy: (save, seats)
    opened = 0            # links handled since the page opened (body[data-link]: "n outcome")


def link_done(outcome):
    L.opened += 1
    dom.set_attr("body", "data-link", str(L.opened) + " " + outcome)


_copy = js.Function("text", """
  const fallback = () => { const n = document.getElementById('send-link');
    try { n.focus(); n.select(); return document.execCommand('copy') ? '' : 'refused'; }
    catch (e) { return String(e); } };
  if (navigator.clipboard && navigator.clipboard.writeText)
    return navigator.clipboard.writeText(text).then(() => '', () => fallback());
  return Promise.resolve(fallback());""")
_share = js.Function("title", "text", "url", """
  if (!navigator.share) return Promise.resolve('none');
  return navigator.share({title: title, text: text, url: url}).then(() => '',
                                                                   (e) => (e && e.name) || 'failed');""")
_can_share = js.Function("return navigator.share ? '1' : ''")
_on_hash = js.Function("handler", """
  addEventListener('hashchange', () => handler(String(location.hash)));""")
_on_copy = js.Function("handler", """
  document.getElementById('send-link').addEventListener('copy', () => handler());""")


def friends_to_move() -> list:
    """The friends' seats to move, when nobody at this device (person or AI) is."""
    b = S.bundle
    if b is None or b["over"] or not b["to_move"]:
        return []
    if any(S.seats[s]["kind"] != "friend" for s in b["to_move"]):
        return []
    return list(b["to_move"])


def send_box():
    """Show the Send-the-game offer when the turn has passed to a friend (and at
    the end of a game with friends, so that they see how it ended)."""
    friends = friends_to_move()
    ended = (S.bundle is not None and S.bundle["over"] and
             [i for i, x in enumerate(S.seats) if x["kind"] == "friend"])
    dom.show("send-box", bool(friends or ended))
    if not friends and not ended:
        return
    who = " and ".join(engine_name(s) for s in (friends or ended))
    dom.text("send-title", ("Send the game to " if friends else "Send the end of the game to ") + who)
    dom.text("send-text", links.sender_words(who) if friends else
             "The game is over: send the link so that " + who + " can see how it ended.")
    dom.show("send-share", bool(_can_share()))
    dom.show("send-sent", bool(friends) and S.sent >= S.bundle["moves"])
    # The link is always the game as it stands: rebuilt whenever the moves are
    # not those it holds (after an Undo and another move too, at the same count).
    if L.offered != (S.auto_key, S.bundle["save"]["actions"]):
        L.offered = None
        el("send-link").value = ""
        el("send-copy").disabled = True
        asyncio.create_task(make_link(S.gen, S.bundle["save"]["actions"]))


async def make_link(gen, actions):
    r = await call("link_make", {})
    if gen != S.gen:
        return
    if "error" in r:
        message("The link could not be made: " + r["error"])
        return
    if S.bundle is None or S.bundle["save"]["actions"] != actions:
        return                   # the game moved on meanwhile: the next drawing makes its link
    path = str(js.location.pathname)
    base = str(js.location.origin) + path
    L.url = links.url(base, r["text"], S.seats)
    L.offered = (S.auto_key, actions)
    el("send-link").value = L.url
    el("send-copy").disabled = False
    dom.set_attr("send-box", "data-moves", r["moves"])


def mark_sent():
    """The link in the send box has left this device (copied or shared): the
    moves it holds are sent, and Undo no longer takes them back (README, "How
    to play by link"): the friend may already have them."""
    if L.offered is None or L.offered[0] != S.auto_key:
        return
    S.sent = max(S.sent, len(L.offered[1]))
    autosave()
    render_table()


async def copy_link():
    err = await _copy(L.url)
    message("Could not copy (" + str(err) + "): select the link and copy it by hand." if err else
            "The link is copied: paste it into a message to your friend.", ok=not err)
    if not err:
        mark_sent()


async def share_link():
    err = await _share("Ludi Romani", "Your move in our game of " +
                       game_info(S.bundle["game"])["title"] + ".", L.url)
    if err and err not in ("AbortError", "none"):
        message("Could not share (" + str(err) + "): copy the link instead.")
    elif not err:
        mark_sent()


def refuse_link(words, buttons=""):
    dom.html("message", html("<span>{}</span>", words),
             html("<span class='buttons'>{}</span>", buttons) if buttons else "")
    el("message").className = "link-refused"
    dom.show("message", True)


async def open_link(fragment):
    """A link that arrived (at start-up or pasted into this tab): checked and
    replayed by the engine, then matched against this device's games."""
    got = links.parse(fragment)
    if got is None:
        return
    text, codes = got
    lobby("replace")             # the address loses the link: a reload does not reopen it
    message("Opening the game from the link…", ok=True)
    r = await call("link_open", {"text": text})
    if "error" in r:
        refuse_link(r["error"] + " Nothing on this device was changed.")
        link_done("refused")
        return
    save = r["save"]
    mine = {}
    for key, _, rec, _ in store.entries():
        if rec is not None and store.is_auto(key) and rec["save"].get("game") == r["game"] and \
                rec["save"].get("seed") == save.get("seed"):
            mine[key] = rec["save"]
    rel = (await call("link_relations", {"theirs": save, "mine": mine})) if mine else {}
    if "error" in rel:
        refuse_link("This link cannot be compared with your game: " + rel["error"])
        link_done("refused")
        return
    kind, key, n = links.choose(rel.get("relations") or {})
    seats = links.seats_here(codes, r["players"], r["to_move"], LEVELS)
    if kind in ("behind", "diverged"):
        L.copy = (save, seats or store.read(key)[0]["seats"])
        buttons = html("{}<button type='button' data-do='load' data-key='{}'>Continue my game</button>",
                       html("<button type='button' data-do='link-copy'>Open the link as a copy</button>")
                       if kind == "diverged" else "", key)
        refuse_link(links.refusal(kind, n), buttons)
        link_done(kind)
        return
    if kind == "accept":
        rec = store.read(key)[0]
        rec["save"] = save
        await open_record(rec, key)
        message("The game goes on from the link: " + links.plural(n, "new move") + "." if n else
                "This link holds the game as you have it.", ok=True)
        link_done("continued")
        return
    if seats is None:
        refuse_link("This link is damaged: its list of seats does not fit the game. Nothing on "
                    "this device was changed.")
        link_done("refused")
        return
    await open_record(store.record("", seats, save, dom.now_ms()))
    message("The game from the link is saved on this device; play your move and send it on.",
            ok=True)
    link_done("new")


async def open_copy():
    if L.copy is None:
        return
    save, seats = L.copy
    L.copy = None
    await open_record(store.record("", seats, save, dom.now_ms()))
    message("The link is open as a copy; your own game is kept as it was.", ok=True)
    link_done("copy")


async def link_task(fragment):
    """open_link for a link pasted into this tab while it is open."""
    while S.busy:
        await asyncio.sleep(0.05)
    await guarded(open_link(fragment))


def link_event(d) -> bool:
    what = d.get("do")
    if what == "send-copy":
        asyncio.create_task(copy_link())
    elif what == "send-share":
        asyncio.create_task(share_link())
    elif what == "link-copy":
        asyncio.create_task(guarded(open_copy()))
    else:
        return False
    return True


def listen_links() -> bool:
    """Watch for a link pasted into this tab (and for the send box's link copied
    by hand); True when the page opened on one."""
    _on_copy(create_proxy(lambda: mark_sent()))
    _on_hash(create_proxy(lambda frag: asyncio.create_task(link_task(frag))
                          if links.parse(frag) is not None else None))
    frag = str(js.location.hash)
    if links.parse(frag) is None:
        return False
    asyncio.create_task(link_task(frag))
    return True


# --- guided first games (issue 23) ----------------------------------------------------
# A lesson (pygame_core/kernel/tutorial.py) on the table: each step's words, the
# place to click outlined, the expected move taken and any other refused with
# its reason; the others' moves are scripted.  Then the position is the
# learner's to play on against the AI, saved as a game in progress.
class T:
    lesson = None         # the engine's lesson info: step, steps, say, expected, done
    gen = -1              # the S.gen the lesson was opened in (another game ends it)
    title = ""
    refused = ""          # why the last move was not taken (shown with the step's words)
    shown = None          # the step whose words were last brought into view


_into_view = js.Function("n", """
  const r = n.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) n.scrollIntoView({block: 'nearest'});""")


def lesson_on() -> bool:
    return T.lesson is not None and T.gen == S.gen and not T.lesson["done"]


def lesson_teaches(entries, i) -> bool:
    """Is menu entry ``i`` the move the lesson's step asks for (an action, or the
    action an entry's first half is, its place clicked)?"""
    if not lesson_on():
        return False
    e = entries[i]
    first = e if e["then"] is None else entries[e["first"]]
    return first["action"] == T.lesson["expected"]


async def start_lesson(game, name):
    r = await call("tutorial_start", {"game": game, "name": name})
    if "error" in r:
        message("This tutorial cannot start: " + r["error"])
        return
    info = r["lesson"]
    S.gen += 1
    S.seats = [{"kind": "person"} if i == info["learner"] else {"kind": "ai", "level": "normal"}
               for i in range(r["players"])]
    S.bundle, S.viewer, S.end_shown = r, info["learner"], None
    S.started, S.auto_key = dom.now_ms(), None      # saved only once the learner plays on
    T.lesson, T.gen, T.title = info, S.gen, info["title"]
    message("")
    dom.text("table-title", T.title)
    screen("table", "push", tutorial=name, game=game)
    render_table()


async def lesson_act(action, then=None):
    """The learner's move (and the next choice's, when the map offered the two as
    one click): the lesson takes it or says why not."""
    S.clickable = False
    close_choices()
    r = await call("tutorial_act", {"seat": S.viewer, "action": action, "viewer": S.viewer})
    if then is not None and "error" not in r and not r["lesson"]["done"]:
        r2 = await call("tutorial_act", {"seat": S.viewer, "action": then, "viewer": S.viewer})
        if "error" in r2:            # the first half was the step's: it stands
            take(r)
            T.lesson = r["lesson"]
        r = r2
    if "error" in r:
        message(r["error"])
        dom.set_attr("body", "data-lesson-refused", r["error"])
        T.refused = r["error"]
        render_table()
        return
    message("")
    take(r)
    T.lesson, T.refused = r["lesson"], ""
    if T.lesson["done"]:           # the learner's game now: saved, and the AI plays on
        S.auto_key = store.auto_key(r["game"], S.started)
        autosave()
        asyncio.create_task(advance(S.gen))
        return
    render_table()


def lesson_box():
    """The lesson's words above the prompt, and its move outlined."""
    info = T.lesson if T.lesson is not None and T.gen == S.gen else None
    dom.show("lesson", info is not None)
    if info is None:
        dom.set_attr("body", "data-lesson", "")
        return
    head = ("The lesson is played through" if info["done"] else
            "Step " + str(info["step"]) + " of " + str(info["steps"]))
    intro = info["intro"] if info["step"] == 1 and not info["done"] else ""
    dom.text("lesson-title", head)
    dom.html("lesson-text", html("<p>{}</p>", intro) if intro else "", html("<p>{}</p>", info["say"]),
             html("<p class='refused'>{}</p>", T.refused) if T.refused else "")
    el("prompt").scrollTop = 0          # a phone's prompt bar shows the words first
    if T.shown != (T.gen, info["step"], info["done"]):
        T.shown = (T.gen, info["step"], info["done"])
        _into_view(el("lesson"))        # a new step's words are read before its move, if off-screen
    dom.set_attr("body", "data-lesson", "done" if info["done"] else str(info["step"]))
    if info["done"]:
        return
    dom.show("undo-button", False)        # a lesson goes forward only
    dom.show("hint-button", False)
    actions = prompt_actions()
    for i, a in enumerate(actions):
        if a["action"] != info["expected"]:
            continue
        for node in el("actions").querySelectorAll("button[data-index='" + str(i) + "']"):
            node.classList.add("lesson-move")
        key = boards.target_key(a.get("target")) if a.get("target") else ""
        spot = target_node(key) if key else None
        if spot is not None:
            spot.classList.add("lesson-move")


def lesson_event(d) -> bool:
    if d.get("do") != "tutorial":
        return False
    asyncio.create_task(guarded(start_lesson(d.get("game"), d.get("name"))))
    return True


def lesson_from_url() -> bool:
    """index.html?game=...&tutorial=... (embed.html sends a tutorial here) opens it."""
    name, game = dom.query_param("tutorial"), dom.query_param("game")
    if not name or not game:
        return False
    history.go("lobby", "replace")
    asyncio.create_task(guarded(start_lesson(game, name)))
    return True


# --- play on from a teaching embed (issue 22) ---------------------------------------
def scenario_from_url() -> bool:
    """index.html?game=...&scenario=...&step=N (embed.html's "Play on from here",
    N counted from 1 as there): that step's position becomes a game in progress."""
    game, name = dom.query_param("game"), dom.query_param("scenario")
    if not game or not name:
        return False
    try:
        step = int(dom.query_param("step") or "1") - 1
    except ValueError:
        step = 0
    # The address loses its query: a reload continues the game, not the example.
    js.history.replaceState(js.JSON.parse("{}"), "", str(js.location.pathname))
    history.go("lobby", "replace")
    asyncio.create_task(guarded(play_scenario(game, name, step)))
    return True


async def play_scenario(game, name, step):
    """The reader takes the seat whose move it is; the AI (normal) plays the others."""
    r = await call("scenario_play", {"game": game, "name": name, "step": step, "viewer": None})
    if "error" in r:
        message("This example cannot be played on: " + r["error"])
        return
    you = r["scenario"]["seat"]
    await enter_game(r, [{"kind": "person"} if i == you else {"kind": "ai", "level": "normal"}
                         for i in range(r["players"])])
    called = (r["view"].get("names") or [])[you:you + 1]       # the example's name for the seat
    message("You play on from step " + str(r["scenario"]["step"] + 1) + " of the example as Player " +
            str(you + 1) + (" (" + called[0] + " there)" if called else "") +
            "; the AI plays the others.", ok=True)


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


def on_event(d):
    if table_event(d) or link_event(d) or lesson_event(d):
        return
    what = d.get("do")
    if what == "new":
        open_setup(d["game"])
    elif what == "players":
        render_seats(int(d["value"]))
    elif what == "start":
        asyncio.create_task(guarded(start_game()))
    elif what == "lobby":
        lobby()
    elif what == "rematch" and S.bundle is not None:
        asyncio.create_task(guarded(rematch()))
    elif what == "new-same" and S.bundle is not None:
        open_setup(S.bundle["game"])
    elif what == "replay-current" and S.bundle is not None:
        asyncio.create_task(guarded(open_replay(S.bundle["save"], S.seats)))
    elif what == "replay":
        asyncio.create_task(guarded(replay_key(d["key"])))
    elif what in ("replay-first", "replay-back", "replay-next", "replay-last") or (
            what == "key" and d.get("key") in ("ArrowLeft", "ArrowRight") and
            S.replay is not None and not el("replay").hidden):
        R = S.replay
        step = {"replay-first": 0, "replay-last": R["count"],
                "replay-back": R["step"] - 1, "replay-next": R["step"] + 1}.get(
            what, R["step"] + (1 if d.get("key") == "ArrowRight" else -1))
        asyncio.create_task(guarded(replay_to(max(0, min(step, R["count"])))))
    elif what == "embed" and S.replay is not None:
        asyncio.create_task(guarded(embed_code()))
    elif what == "load":
        asyncio.create_task(guarded(load_key(d["key"])))
    elif what == "act":
        asyncio.create_task(guarded(act(int(d["index"]))))
    elif what == "choose":
        asyncio.create_task(guarded(choose(int(d["index"]))))
    elif what == "target":
        asyncio.create_task(guarded(pick(d["target"])))
    elif what == "close-choices" or (what == "key" and d.get("key") == "Escape"):
        close_choices(refocus=True)
    elif what == "undo":
        asyncio.create_task(guarded(undo()))
    elif what == "reveal":
        asyncio.create_task(guarded(reveal(int(d["seat"]))))
    elif what == "save-slot":
        save_slot()
    elif what == "export-current" and S.bundle is not None:
        export(current_record(), "")
    elif what == "export":
        rec, why = store.read(d["key"])
        if rec is None:
            message("This save cannot be exported: " + str(why) + ".")
        else:
            export(rec, rec.get("name") or "")
    elif what == "import":
        asyncio.create_task(guarded(import_file()))
    elif what == "delete":
        delete_key(d["key"], d.get("confirm", ""))


def main():
    dom.on_event(on_event)
    setup_table_controls()
    history.listen(on_history)
    moved = store.migrate_old_autosave(dom.now_ms())    # the one autosave of older pages
    game_lines()
    render_saves()
    dom.set_attr("body", "data-ui", "ready")
    asyncio.create_task(boot_engine())
    if listen_links() or lesson_from_url() or scenario_from_url():
        return
    here = history.state()
    key = here.get("key") if here.get("screen") == "table" else None
    if str(js.location.hash) == "#play" and not key:
        key = moved or latest_in_progress()
    if str(js.location.hash) == "#play" and key and store.read(key)[0] is not None:
        history.under("lobby")          # so that Back from this game returns to the lobby
        asyncio.create_task(guarded(resume_key(key)))
    else:
        history.go("lobby", "replace")


def latest_in_progress():
    for key, name, rec, why in store.entries():
        if rec is not None and store.is_auto(key) and not rec.get("over"):
            return key
    return None


main()
