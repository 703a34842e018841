"""Ludi Romani's page (MicroPython on the main thread): lobby, new game, table, saves.

The engine and the AI run in a Pyodide worker (engine.py); each call sends one
JSON string and gets one back, so the page stays responsive while they think.
"""
import asyncio
import json

import js
from pyscript import workers

import boards
import dom
import history
import pace
import shell
import store
import table
from dom import el, esc

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
    speed, pace_ms = pace.initial()   # AI pacing: slow / normal / fast / instant
    mark_base = None      # the view drawn last, when moves were taken since (take)
    marked = None         # the bundle take() kept: only it is drawn with marks
    drawn_at = 0.0        # when the table was last drawn (ms)
    hinted = None         # the index of the action the Hint pointed at
    auto_key = None       # this game's autosave (store.auto_key: game and start)
    started = None        # when this game began (ms)
    replay = None         # the replay on screen: {"save", "seats", "count", "step", "game"}
    end_shown = None      # the save length whose end screen is drawn


def game_info(gid):
    for g in S.games:
        if g["id"] == gid:
            return g
    return {"id": gid, "title": gid, "min_players": 2, "max_players": 4}


def names() -> list:
    return shell.seat_names(S.seats)


def people() -> list:
    return [i for i, s in enumerate(S.seats) if s["kind"] == "person"]


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
    history.go(name, how, **extra)


def privacy_off():
    dom.show("privacy", False)
    for sid in ("table", "end"):
        el(sid).removeAttribute("inert")
        el(sid).removeAttribute("aria-hidden")


# --- the engine ------------------------------------------------------------------
async def boot_engine():
    eng = await workers["engine"]
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


def lobby(how="push"):
    S.gen += 1
    screen("lobby", how)
    render_saves()


def open_setup(gid, how="push"):
    g = game_info(gid)
    S.setup_game = gid
    count = min(max(3, g["min_players"]), g["max_players"])
    opts = "".join("<option value='" + str(n) + "'" + (" selected" if n == count else "") + ">" +
                   str(n) + "</option>" for n in range(g["min_players"], g["max_players"] + 1))
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
        choices = [("person", "Person")] + [("ai:" + lv, "AI, " + lv) for lv in LEVELS]
        opts = "".join("<option value='" + v + "'" + (" selected" if v == current else "") + ">" +
                       t + "</option>" for v, t in choices)
        rows.append("<div class='seat'><label for='seat-" + str(i) + "'>Player " + str(i + 1) +
                    "</label><select id='seat-" + str(i) + "'>" + opts + "</select></div>")
    dom.html("setup-seats", "".join(rows))


async def start_game():
    count = int(el("setup-players").value)
    seats = []
    for i in range(count):
        v = el("seat-" + str(i)).value
        seats.append({"kind": "person"} if v == "person" else {"kind": "ai", "level": v[3:]})
    try:
        seed = int(el("setup-seed").value)
    except ValueError:
        seed = 0
    button = el("start-button")
    button.disabled = True
    dom.text("start-button", "Waiting for the engine…" if S.engine is None else "Starting…")
    r = await call("new_game", {"game": S.setup_game, "players": count, "seed": seed,
                                "viewer": None})
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
    await enter_game(r, rec["seats"], key, rec.get("started") if key else None)


async def enter_game(bundle, seats, key=None, started=None):
    S.gen += 1
    S.seats = seats
    S.bundle = bundle
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
    dom.html("log", table.log_html(log, log_mark))
    since = (table.since_html(log, S.viewer, engine_name(S.viewer))
             if S.viewer is not None and not b["over"] else "")
    dom.html("since-list", since)
    dom.show("since", bool(since))
    dom.html("help-text", "<p>" + esc(view.get("help") or "No help for this step.") + "</p>")
    forced = table.forced_since(log, S.viewer, engine_name(S.viewer)) if mine else []
    dom.html("forced", "<b>Played for you (only choice):</b> " +
             esc("; ".join(forced)) + "." if forced else "")
    dom.show("forced", bool(forced))
    S.hinted = None
    dom.html("hint-text", "")
    dom.show("hint-button", mine and bool(actions))
    if b["over"]:
        dom.html("prompt-text", "<span class='result'>" +
                 esc(boards.result_text(view.get("result") or {}, ns)) + "</span>")
        dom.html("actions", "<button type='button' data-do='lobby'>Back to the lobby</button>")
    elif thinking is not None:
        dom.html("prompt-text", "<span class='thinking'>" + esc(ns[thinking]) +
                 " is thinking…</span>")
        dom.html("actions", "")
    else:
        head = (esc(ns[S.viewer]) + ": " if mine else "") + esc(prompt.get("text", ""))
        dom.html("prompt-text", head)
        dom.html("actions", table.actions_html(
            actions, boards.action_groups(b["game"], view, actions), boards.target_key)
            if mine else "")
    dom.show("undo-button", bool(view.get("can_undo")) and thinking is None and
             S.viewer is not None and not b["over"])
    if mine and not b["over"]:
        dom.focus_first("actions")
    log_box = el("log")            # last: one layout for the whole drawing, not two
    log_box.scrollTop = log_box.scrollHeight
    dom.set_attr("table", "data-draw-ms", round(js.performance.now() - t0))   # read by bench_page


async def advance(gen):
    """Play the AI seats (paced by the speed chosen) until a person must decide
    or the game ends; each AI move is drawn with what it moved marked."""
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
        wait = S.pace_ms / 1000 - (dom.now_ms() - S.last_ai) / 1000
        if wait > 0:
            await asyncio.sleep(wait)
        if gen != S.gen:
            return
        r = await call("ai_move", {"seat": seat, "level": S.seats[seat]["level"],
                                   "seed": S.bundle["save"]["seed"] * 7919 + b["moves"],
                                   "viewer": S.viewer})
        if gen != S.gen:
            return
        S.last_ai = dom.now_ms()
        if "error" in r:
            message("The AI could not move: " + r["error"])
            return
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
    dom.html("prompt-text", "<span class='thinking'>" + esc(names()[seat]) +
             " is thinking…</span>")
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
    if listed:                 # a card selected: all its moves offered, none played at once
        show_choices(key, [int(i) for i in listed.split(",")])
        return
    found = [i for i, a in enumerate(menu()) if boards.target_key(a.get("target")) == key]
    if len(found) == 1:
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
        "<span id='choices' class='choices' role='group' data-do='noop' data-for='" + esc(key) +
        "' aria-label='" + esc(name) + "'>" + "".join(
            "<button type='button' data-do='" + ("act" if actions[i]["then"] is None else "choose") +
            "' data-index='" + str(i) + "'" +
            (" class='hinted'" if i == S.hinted else "") + ">" +
            esc(actions[i]["label"]) + "</button>" for i in found) +
        "<button type='button' data-do='close-choices' class='cancel'>Cancel</button></span>")
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
    dom.html("hint-text", "Hint: the easy AI would choose <b>" + esc(r["label"]) + "</b>.")
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
                                "seed": int(js.Math.random() * 1000000), "viewer": None})
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
    if table_event(d):
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
    render_saves()
    dom.set_attr("body", "data-ui", "ready")
    asyncio.create_task(boot_engine())
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
