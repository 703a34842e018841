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
import pace
import store
import table
from dom import el, esc

LEVELS = store.LEVELS


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
    marks = {}            # what the last change moved (table.changes), marked on the board
    log_mark = None       # log lines from here on are new since the last render
    hinted = None         # the index of the action the Hint pointed at


def game_info(gid):
    for g in S.games:
        if g["id"] == gid:
            return g
    return {"id": gid, "title": gid, "min_players": 2, "max_players": 4}


def names() -> list:
    out = []
    for i, seat in enumerate(S.seats):
        tag = " (AI, " + seat["level"] + ")" if seat["kind"] == "ai" else ""
        out.append("Player " + str(i + 1) + tag)
    return out


def people() -> list:
    return [i for i, s in enumerate(S.seats) if s["kind"] == "person"]


def message(text, ok=False):
    dom.text("message", text)
    el("message").className = "ok" if ok else ""
    dom.show("message", bool(text))


def screen(name):
    for sid in ("lobby", "setup", "table"):
        dom.show(sid, sid == name)
    dom.show("privacy", False)
    dom.set_attr("body", "data-screen", name)
    here = str(js.location.pathname) + str(js.location.search)
    js.history.replaceState(None, "", here + ("#play" if name == "table" else ""))


# --- the engine ------------------------------------------------------------------
async def boot_engine():
    eng = await workers["engine"]
    info = json.loads(await eng.hello("{}"))
    S.engine = eng
    S.games = info["games"]
    dom.text("engine-text", "Engine " + info["version"] + " ready (Python " +
             info["python"] + ").")
    dom.set_attr("body", "data-engine", "ready")


async def call(name, args) -> dict:
    while S.engine is None:
        await asyncio.sleep(0.1)
    return json.loads(await getattr(S.engine, name)(json.dumps(args)))


# --- lobby and saves ---------------------------------------------------------------
def render_saves():
    rows, damaged = [], []
    for key, name, rec, why in store.entries():
        n = esc(name)
        if rec is None:
            damaged.append(name)
            rows.append("<li><span class='name'>" + n + "</span><span class='damaged'>" +
                        esc(why) + "</span><button type='button' data-do='delete' data-key='" +
                        esc(key) + "'>Delete</button></li>")
            continue
        save = rec["save"]
        info = (esc(game_info(save.get("game"))["title"]) + " · " + str(save["players"]) +
                " players · " + str(len(save.get("actions", []))) + " moves · " +
                esc(dom.date_text(rec.get("time", 0))))
        load = "Continue" if key == store.AUTO else "Load"
        buttons = ("<button type='button' data-do='load' data-key='" + esc(key) + "'>" + load +
                   "</button><button type='button' data-do='export' data-key='" + esc(key) +
                   "'>Export</button>")
        if key != store.AUTO:
            buttons += ("<button type='button' data-do='delete' data-key='" + esc(key) +
                        "'>Delete</button>")
        rows.append("<li data-key='" + esc(key) + "'><span class='name'>" + n + "</span><span>" +
                    info + "</span>" + buttons + "</li>")
    dom.html("saves", "".join(rows) or "<li class='muted'>No saved games yet.</li>")
    auto, _ = store.read(store.AUTO)
    dom.show("continue-box", auto is not None)
    if damaged:
        message("Some saves are damaged and cannot be loaded: " + ", ".join(damaged) +
                ". Your other saves are safe; you may delete the damaged ones.")


def lobby():
    S.gen += 1
    screen("lobby")
    render_saves()


def open_setup(gid):
    g = game_info(gid)
    S.setup_game = gid
    count = min(max(3, g["min_players"]), g["max_players"])
    opts = "".join("<option value='" + str(n) + "'" + (" selected" if n == count else "") + ">" +
                   str(n) + "</option>" for n in range(g["min_players"], g["max_players"] + 1))
    dom.html("setup-players", opts)
    el("setup-seed").value = str(int(js.Math.random() * 1000000))
    dom.text("setup-title", "New game: " + g["title"])
    render_seats(count)
    screen("setup")
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


async def open_record(rec):
    r = await call("load", {"save": rec["save"], "viewer": None})
    if "error" in r:
        message("This save could not be loaded: " + r["error"] + " Your other saves are untouched.")
        return
    await enter_game(r, rec["seats"])


async def enter_game(bundle, seats):
    S.gen += 1
    S.seats = seats
    S.bundle = bundle
    ps = people()
    S.viewer = ps[0] if len(ps) == 1 else None
    if S.viewer is not None:
        S.bundle = await call("view", {"viewer": S.viewer})
    message("")
    dom.text("table-title", game_info(bundle["game"])["title"])
    screen("table")
    autosave()
    render_table()
    asyncio.create_task(advance(S.gen))


def current_record(name=""):
    return store.record(name, S.seats, S.bundle["save"], dom.now_ms())


def autosave():
    err = store.write(store.AUTO, current_record("Autosave"))
    if err:
        message(err)


# --- the table -----------------------------------------------------------------------
def mark_table():
    """State on #table's data attributes, for tests and assistive tools."""
    b = S.bundle
    dom.set_attr("table", "data-moves", b["moves"])
    dom.set_attr("table", "data-over", "1" if b["over"] else "0")
    dom.set_attr("table", "data-viewer", "" if S.viewer is None else S.viewer)


def take(r):
    """A new answer from the engine after a move: keep what it changed on the
    table (marked on the board) and where the new log lines start."""
    old = S.bundle
    same = old is not None and old.get("viewer") == r.get("viewer") and old["game"] == r["game"]
    S.marks = table.changes(old["view"], r["view"]) if same else {}
    S.log_mark = len(old["view"].get("log", [])) if same else None
    S.marked = r
    S.bundle = r


def engine_name(seat):
    """A seat's name as the engine's log writes it."""
    ns = S.bundle["view"].get("names") or []
    return ns[seat] if seat is not None and seat < len(ns) else "Player " + str((seat or 0) + 1)


def render_table(thinking=None):
    b = S.bundle
    view = b["view"]
    ns = names()
    mark_table()
    prompt = view.get("prompt") or {}
    actions = prompt.get("actions") or []
    mine = (S.viewer is not None and S.viewer in b["to_move"] and thinking is None
            and not b["over"])
    S.clickable = mine
    marks = S.marks if getattr(S, "marked", None) is b else {}
    try:
        drawing = boards.render(b["game"], view, S.viewer, ns, actions if mine else None, marks)
    except Exception as e:          # a drawing bug must not stop the game
        js.console.error("board drawing failed: " + repr(e))
        drawing = boards.generic(view)
    dom.html("board", drawing)
    log = view.get("log", [])
    dom.html("log", table.log_html(log, S.log_mark if marks else None))
    log_box = el("log")
    log_box.scrollTop = log_box.scrollHeight
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
        dom.html("actions", "".join(
            "<button type='button' data-do='act' data-index='" + str(i) + "' data-on='" +
            esc(boards.target_key(a.get("target"))) + "'>" + esc(a["label"]) + "</button>"
            for i, a in enumerate(actions)) if mine else "")
    dom.show("undo-button", bool(view.get("can_undo")) and thinking is None and
             S.viewer is not None and not b["over"])
    if mine and not b["over"]:
        dom.focus_first("actions")


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
        render_table(thinking=seat)
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
    dom.text("privacy-text", "Pass the device to " + names()[seat] +
             ". Everyone else, look away.")
    el("reveal-button").setAttribute("data-seat", str(seat))
    dom.text("reveal-button", "I am " + names()[seat] + ": show my hand")
    dom.show("privacy", True)
    el("reveal-button").focus()


async def reveal(seat):
    dom.show("privacy", False)
    S.viewer = seat
    S.bundle = await call("view", {"viewer": seat})
    render_table()


def prompt_actions() -> list:
    return (S.bundle["view"].get("prompt") or {}).get("actions") or []


async def pick(key):
    """A click on a board element: play the one action that targets it, or offer
    the choice between the several that do."""
    if not S.clickable:
        return
    found = [i for i, a in enumerate(prompt_actions()) if boards.target_key(a.get("target")) == key]
    if len(found) == 1:
        await act(found[0])
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
    actions = prompt_actions()
    name = node.getAttribute("aria-label") or key
    if node.hasAttribute("data-box"):
        handle = node.querySelector("button[data-target]")
        name = handle.getAttribute("aria-label") if handle is not None else name
    node.insertAdjacentHTML(
        "beforeend" if node.hasAttribute("data-box") else "afterend",
        "<span id='choices' class='choices' role='group' data-do='noop' data-for='" + esc(key) +
        "' aria-label='" + esc(name) + "'>" + "".join(
            "<button type='button' data-do='act' data-index='" + str(i) + "'" +
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


async def act(index):
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


def export(rec, name):
    game = rec["save"].get("game", "game")
    file_name = "ludi-romani-" + game + "-" + "".join(
        c if c.isalpha() or c.isdigit() else "-" for c in name.lower()) + ".json"
    err = dom.download(file_name, json.dumps(rec))
    message("Could not export: " + err if err else "Exported " + file_name + ".", ok=not err)


async def import_file():
    got = await dom.read_file("import-file")
    el("import-file").value = ""
    if got is None:
        message("The file could not be read.")
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
    await open_record(rec)


def delete_key(key, button_node_text):
    if button_node_text != "really":
        for node in el("saves").querySelectorAll("button[data-do=delete]"):
            if node.getAttribute("data-key") == key:
                node.textContent = "Really delete?"
                node.setAttribute("data-confirm", "really")
                node.focus()
        return
    dom.store_del(key)
    render_saves()
    message("Deleted.", ok=True)


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
    elif what == "continue":
        asyncio.create_task(guarded(load_key(store.AUTO)))
    elif what == "load":
        asyncio.create_task(guarded(load_key(d["key"])))
    elif what == "act":
        asyncio.create_task(guarded(act(int(d["index"]))))
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
        export(current_record(), "current")
    elif what == "export":
        rec, why = store.read(d["key"])
        if rec is None:
            message("This save cannot be exported: " + str(why) + ".")
        else:
            export(rec, rec.get("name") or "save")
    elif what == "import":
        asyncio.create_task(guarded(import_file()))
    elif what == "delete":
        delete_key(d["key"], d.get("confirm", ""))


def main():
    dom.on_event(on_event)
    setup_table_controls()
    render_saves()
    dom.set_attr("body", "data-ui", "ready")
    asyncio.create_task(boot_engine())
    if str(js.location.hash) == "#play" and store.read(store.AUTO)[0] is not None:
        asyncio.create_task(guarded(load_key(store.AUTO)))


main()
