"""The table and the AI's pace: drawing the table for the seat at the screen,
playing the AI seats (paced), a person's moves (the prompt's buttons, a click
on the board and the choice it opens, the Hint, Undo), the privacy screen
between two people, and the end screen under the table.

Its own state is ``P``; of the shared ``page.S`` it writes the bundle and the
viewer (page.SHARED).  Other rooms reach it through page's doors, not imported
here: the send box of a game by link and a lesson's words are drawn after the
table (``page.after_table``); a lesson takes over the person's moves
(``page.lesson_room``)."""
import asyncio

import js

import boards
import dom
import frame
import links
import pace
import shell
import table
from boards.common import html, join
from dom import el
import page
from page import S, call, engine_name, message, names, people, privacy_off, task
from saves import autosave

QUICK_MS = 250      # AI moves closer than this are not each drawn (drawing one costs ~60 ms)
FEW_PHONE = 2       # a phone's bar lists more moves than this only when they act on nothing drawn


class P:
    """The table's own state (this room's alone)."""
    clickable = False     # the board's targets answer clicks (the viewer may act now)
    last_ai = 0.0
    pause = 1.0           # the share of the pace to wait before the next AI move (table.pause_after)
    spent = [None, 0.0, 0.0]   # the AI seat waited on last, its turn's and the round's waits (paces)
    speed, pace_ms = pace.initial()   # AI pacing: slow / normal / fast / instant
    mark_base = None      # the view drawn last, when moves were taken since (take)
    marked = None         # the bundle take() kept: only it is drawn with marks
    drawn_at = 0.0        # when the table was last drawn (ms)
    hinted = None         # the index of the action the Hint pointed at
    hint_move = None      # the move (its index in the game) that Hint was for
    end_shown = None      # the save length whose end screen is drawn
    drawn_for = None      # the bundle drawn last (drawn again: its marks kept, nothing slides)
    marks = {}            # what the moves before that drawing changed (table.changes)
    log_mark = None       # the first log line those moves wrote
    selected = None       # the hand card chosen first (its key), its moves offered
    picked = []           # the cards picked together (their keys: boards.combo_first)
    lit = {}              # the places the selected card acts on: {key: [moves]}
    was_mine = False      # the viewer was to move at the last drawing (the turn's sound)
    sound = False         # a sound when the turn comes to the viewer (chosen at the table)
    phone = False         # the status line was planned for a phone's bar
    fit_due = True        # the board is fitted at the next drawing (a new game; issue 43, 1)


def new_game():
    """Another game is on the table (lobby.enter_game, lessons.start_lesson):
    its end screen, once over, is drawn afresh; its board is fitted to its room
    and opens at its top."""
    P.end_shown = None
    P.fit_due = True
    P.was_mine = False


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
    if P.end_shown != b["moves"]:
        P.end_shown = b["moves"]
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
        P.mark_base = None
    elif P.mark_base is None:
        P.mark_base = old["view"]
    P.marked = r
    S.bundle = r


def render_table(thinking=None):
    """Draw the table for the seat at the screen: the board, the docked hand,
    the player column, the status line, the log.  A drawing of a new answer
    marks what changed since the last drawing and slides what moved; a drawing
    of the same answer again (a hand card selected) keeps those marks.  The
    phones in the room get their seats' views of it (issue 47)."""
    t0 = js.performance.now()
    b = S.bundle
    if phone_seats():
        dom.room_changed(b["moves"], S.viewer)
    elif b["over"]:                # no seat left to hand to a phone
        dom.show("room-invite", False)
    view = b["view"]
    ns = names()
    mark_table()
    prompt = view.get("prompt") or {}
    actions = prompt.get("actions") or []
    mine = (S.viewer is not None and S.viewer in b["to_move"] and thinking is None
            and not b["over"])
    P.clickable = mine
    fresh = P.drawn_for is not b
    if fresh:                      # a new answer: what the moves since the last drawing changed
        P.marks, P.log_mark, P.selected, P.picked = {}, None, None, []
        base = P.mark_base if P.marked is b else None
        if base is not None:
            P.marks = table.changes(base, view)
            new = view.get("log_total", 0) - base.get("log_total", 0)
            P.log_mark = max(0, len(view.get("log", [])) - new)
        P.mark_base = None
        P.drawn_for = b
    if not mine:
        P.selected, P.picked = None, []
    P.drawn_at = dom.now_ms()
    if fresh:
        dom.flip_first()
    try:
        drawn = boards.table(b["game"], view, S.viewer, ns, menu() if mine else None, P.marks,
                             P.selected, P.picked)
    except Exception as e:          # a drawing bug must not stop the game
        js.console.error("board drawing failed: " + repr(e))
        drawn = {"board": boards.generic(view), "hand": "", "panels": None, "dock": [],
                 "targets": boards.Targets(), "card_first": False}
    dom.set_attr("board", "data-fit", "1" if drawn.get("fit", True) else "0")
    dom.set_attr("board", "data-least", drawn.get("least") or "")
    dom.set_attr("table", "data-game", b["game"])      # (app.css: a game's own print)
    dom.html("board", html("<div id='board-fit' class='board-fit'>"), drawn["board"], html("</div>"))
    dom.html("hand", drawn["hand"])
    dom.show("hand-dock", bool(drawn["hand"]))
    dom.html("panel-list", frame.panels_html(
        drawn["panels"], [engine_name(s) for s in range(b["players"])], S.seats, S.viewer,
        [] if b["over"] else b["to_move"], thinking, P.marks.get("scores")))
    log = view.get("log", [])
    if fresh:
        dom.html("log", table.log_html(log, P.log_mark, boards.terms(b["game"], view)))
    since = (table.since_html(log, S.viewer, engine_name(S.viewer))
             if S.viewer is not None and not b["over"] else "")
    dom.html("since-list", since)
    dom.show("since", bool(since))
    el("since-list").scrollTop = 0      # it opens at your last turn, the first line after it
    dom.html("help-text", html("<p>{}</p>{}", view.get("help") or "No help for this step.",
                               html("<p class='click-rule'>{}</p>", frame.CLICK_RULE)
                               if drawn["hand"] else ""))
    forced = table.forced_since(log, S.viewer, engine_name(S.viewer)) if mine else []
    dom.html("forced", html("<b>Played for you (only choice):</b> {}.", "; ".join(forced))
             if forced else "")
    dom.set_attr("forced", "title", "Played for you (only choice): " + "; ".join(forced) + "."
                 if forced else "")
    dom.show("forced", bool(forced))
    P.hinted = None
    dom.html("hint-text", "")
    dom.show("hint-button", mine and bool(actions))
    P.lit = {}
    el("actions").classList.remove("all")          # a new drawing lists the few again
    dom.set_attr("actions", "data-mode", "")
    if b["over"]:
        dom.html("prompt-text", html("<span class='result'>{}</span>",
                                     boards.result_text(view.get("result") or {}, ns)))
        dom.html("actions", html("<button type='button' data-do='lobby'>Back to the lobby</button>"))
    elif thinking is not None:
        dom.html("prompt-text", html("<span class='thinking'>{} is thinking…</span>", ns[thinking]))
        dom.html("actions", "")
    else:
        head = html("{}{}", ns[S.viewer] + ": " if mine else "", prompt.get("text", ""))
        moves, line = status_line(b, actions, drawn) if mine else ("", "")
        dom.html("prompt-text", head, html(" <span class='act-line' id='act-line'>{}</span>", line)
                 if line else "", boards.prompt_facts(b["game"], view, S.viewer))
        dom.html("actions", moves)
    undoable = bool(view.get("can_undo")) and thinking is None and S.viewer is not None and \
        not b["over"]
    dom.show("undo-button", undoable and b["moves"] > S.sent)
    dom.show("undo-sent", undoable and b["moves"] <= S.sent)
    # Issue 43, 1 and 2: the board is fitted (and scrolled to its top) when a game
    # opens and when the viewer's turn opens, not at the drawings in between: the
    # status line has one height and the zoom is kept, so nothing moves while a
    # player decides.  On a phone a turn opens at the page's top, the places to
    # choose from scrolled to only when none of them is in view there; within the
    # turn the page stays where the player left it (it scrolled 300-400 px under
    # his finger after a move whose next places lay out of view).
    opens = P.fit_due or (mine and not P.was_mine)
    P.fit_due = False
    dom.fit_status(opens)
    dom.hold_height("hand-dock", opens)
    dom.hold_strip(opens)
    dom.fit_board(again=opens, top=opens)
    if mine and opens and P.phone:
        js.window.scrollTo(0, 0)
        dom.bring_targets()
    if mine and not b["over"]:
        focus_status()
    if fresh:
        log_box = el("log")        # last: one layout for the whole drawing, not two
        log_box.scrollTop = log_box.scrollHeight
        dom.log_caption()
        dom.flip_last(P.speed == "instant")
    turn_signal(mine)
    dom.set_attr("table", "data-draw-ms", round(js.performance.now() - t0))   # read by bench_page
    page.table_drawn()


def status_line(b, actions, drawn) -> tuple:
    """The prompt's moves as the status line shows them (``frame.plan``): (the
    few buttons, Cancel when a hand card is selected and "All moves" to list
    every move as buttons; the words saying what to choose on the table)."""
    t = drawn["targets"]
    if drawn.get("combo"):
        return combo_line(b, actions, drawn)
    lit = {}
    if P.selected:
        for key, found in t.lit.items():
            if key in t.drawn:
                lit[key] = found
    P.lit = lit
    P.phone = dom.phone()
    p = frame.plan(actions, t.drawn, t.selects, drawn["card_first"], P.selected, lit,
                   FEW_PHONE if P.phone else boards.FEW)
    if P.selected and p["selected"] is None:
        P.selected = None          # the card is no longer one to choose
    buttons = table.actions_html(actions, boards.action_groups(b["game"], b["view"], actions),
                                 boards.target_key, hidden=p["hidden"])
    line = p["line"]
    if p["selected"]:
        node = target_node(p["selected"])
        name = (node.getAttribute("aria-label") or "") if node is not None else ""
        name = name.split(": ")[0].rstrip(".") or "The card"
        uses = t.groups.get(p["selected"]) or []
        final = actions[uses[0]].get("final") if len(uses) == 1 else None
        line = frame.selected_line(name, len(lit), len(p["shown"]), final)
    out = buttons
    if p["selected"]:
        out += str(html("<button type='button' class='cancel' data-do='unselect'>Cancel</button>"))
    if p["hidden"] and not p["selected"]:
        out += str(html("<button type='button' class='all-moves' data-do='all-moves' "
                        "aria-expanded='false' aria-controls='actions'>All {} moves</button>",
                        len(actions)))
    dom.set_attr("actions", "data-mode", "selected" if p["selected"] else
                 ("table" if p["hidden"] else "buttons"))
    dom.set_attr("actions", "data-shown", len(p["shown"]))
    return out, line


def combo_line(b, actions, drawn) -> tuple:
    """The status line of a decision whose cards are picked together
    (``frame.combo_plan``): the moves the picked cards make as buttons, their
    places lit, Clear to start again."""
    t = drawn["targets"]
    p = frame.combo_plan(actions, t, b["view"])
    P.lit = p["lit"]
    P.phone = dom.phone()
    out = table.actions_html(actions, None, boards.target_key, hidden=p["hidden"])
    if t.picked:
        out += str(html("<button type='button' class='cancel' data-do='unselect'>Clear</button>"))
    elif p["hidden"]:              # every combination still to be had as a button
        out += str(html("<button type='button' class='all-moves' data-do='all-moves' "
                        "aria-expanded='false' aria-controls='actions'>All {} moves</button>",
                        len(actions)))
    dom.set_attr("actions", "data-mode", "picked" if t.picked else "table")
    dom.set_attr("actions", "data-shown", len(p["shown"]))
    return out, p["line"]


def toggle_pick(key):
    """A card picked to be used with others (``Targets.combine``), or put back;
    a card that makes no move with those picked starts the pick again."""
    close_choices()
    if key in P.picked:
        P.picked = [k for k in P.picked if k != key]
    else:
        with_it = sorted(P.picked + [key])
        fits = False
        for a in prompt_actions():
            cs = (a.get("action") or {}).get("cards")
            if isinstance(cs, list) and all(k in ["card:" + str(c) for c in cs] for k in with_it):
                fits = True
                break
        P.picked = with_it if fits else [key]
    render_table()
    node = target_node(key)
    if node is not None:
        dom.focus(node)


def focus_status():
    """The keyboard's focus after a drawing: the lit place of a selected card
    (or its first move, or Cancel), else the first move shown, else the first
    card or place to choose from."""
    box = el("actions")
    if P.selected:
        for key in P.lit:
            node = target_node(key)
            if node is not None:
                dom.focus(node if node.tagName == "BUTTON" else
                          node.querySelector("button[data-target]") or node)
                return
    for node in box.querySelectorAll("button"):
        if node.offsetParent is not None and not node.classList.contains("all-moves"):
            dom.focus(node)
            return
    first = el("table").querySelector("#hand button[data-target], #board button[data-target]")
    if first is not None:
        dom.focus(first)


def turn_signal(mine):
    """The tab's title marks the viewer's turn (as Rally the Troops does), and an
    optional sound (off unless chosen) says it has come."""
    title = str(el("table-title").textContent)
    dom.title(("● Your turn · " if mine else "") + title + " · Ludi Romani")
    if mine and not P.was_mine and P.sound:
        dom.chime()
    P.was_mine = mine


def relayout():
    """The window changed size: a table whose status line was planned for the
    other layout (a phone's bar lists fewer moves) is drawn again."""
    if S.bundle is not None and P.clickable and not el("table").hidden and P.phone != dom.phone():
        render_table()
        if P.phone:
            dom.bring_targets()
        else:
            js.window.scrollTo(0, 0)       # a desktop's table is the whole view: never scrolled


def select(key):
    """A hand card chosen first: its moves on places light those places up, its
    other moves are the status line's buttons (no engine call: a drawing again)."""
    close_choices()
    P.selected = key
    render_table()


def unselect(refocus=True):
    key = P.selected or (P.picked[0] if P.picked else None)
    P.selected, P.picked = None, []
    render_table()
    node = target_node(key) if refocus and key else None
    if node is not None:
        dom.focus(node)


def all_moves():
    """Every move of the decision as a button (and back)."""
    box = el("actions")
    on = not box.classList.contains("all")
    box.classList.toggle("all", on)
    for node in box.querySelectorAll("button.all-moves"):
        node.setAttribute("aria-expanded", "true" if on else "false")
        node.textContent = "Fewer moves" if on else "All " + str(len(prompt_actions())) + " moves"


async def advance(gen):
    """Play the AI seats (paced by the speed chosen) until a person must decide
    or the game ends; each AI move is drawn with what it moved marked."""
    if page.lesson_on():           # a lesson's other seats play their scripted moves
        render_table()
        return
    P.spent = [None, 0.0, 0.0]     # a new round of AI moves (table.wait_share)
    while gen == S.gen:
        b = S.bundle
        if b["over"]:
            render_table()
            return
        ais = [s for s in b["to_move"] if S.seats[s]["kind"] == "ai"]
        if not ais:
            break
        seat = ais[0]
        if P.pace_ms >= QUICK_MS or dom.now_ms() - P.drawn_at >= QUICK_MS:
            render_table(thinking=seat)
        else:                      # instant pace: moves drawn a few times a second
            thinking_only(seat)
        wait = P.pace_ms * P.pause / 1000 - (dom.now_ms() - P.last_ai) / 1000
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
        P.last_ai = dom.now_ms()
        if "error" in r:
            message("The AI could not move: " + r["error"])
            return
        if P.spent[0] != seat:
            P.spent[0], P.spent[1] = seat, 0.0
        P.pause = table.wait_share(table.pause_after(b["view"], r["view"], seat in r["to_move"]),
                                   P.spent[1], P.spent[2])
        P.spent[1] += P.pause
        P.spent[2] += P.pause
        dom.set_attr("table", "data-pause", str(P.pause))  # read by the pacing test
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


def phone_seats() -> list:
    """The seats played on phones in the room (issue 47)."""
    return [i for i, s in enumerate(S.seats) if s["kind"] == "phone"]


def invite_phones(asked=False):
    """Invite the phone seats' phones (web/room.js shows a code and a link for each
    not joined, and a button per seat played here, by a person or an AI, to hand it
    to a phone);
    the Invite phones button is there while the game has phone seats, or goes on
    with seats played here (not in a lesson).  ``asked``: the host clicked it."""
    phones = phone_seats()
    # the seats played here that a phone may take: people's and the AIs' (a seat given
    # to an AI can go back to a phone; a friend who comes late takes an AI's seat)
    screen = [] if S.bundle is None or S.bundle["over"] or page.lesson_on() \
        else [i for i, s in enumerate(S.seats) if s["kind"] in ("person", "ai")]
    dom.show("room-invite", bool(phones or screen))
    if phones or (asked and screen):
        why = dom.room_open(phones, names(), screen)
        if why:
            message(why)


def thinking_only(seat):
    """Between two drawings at the instant pace: the counters and the prompt only."""
    mark_table()
    P.clickable = False
    dom.html("prompt-text", html("<span class='thinking'>{} is thinking…</span>", names()[seat]))
    dom.html("actions", "")
    dom.show("undo-button", False)
    dom.show("hint-button", False)


def privacy(seat):
    """Hide the table until the next person says they have the device."""
    S.viewer = None
    P.clickable = False
    mark_table()
    for sid in ("board", "hand", "actions", "log", "since-list", "forced", "hint-text"):
        dom.html(sid, "")
    dom.show("hand-dock", False)
    P.drawn_for = None           # the next drawing is drawn afresh
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


def clickable() -> bool:
    """May the viewer act now (his move, the table drawn for it)?"""
    return P.clickable


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
        # what the action's own button says it costs ("Move an army (1 Military)"),
        # said on each joined choice that settles no price itself (issue 43, 10)
        name = table._action_of(a["label"])
        price = a["label"][len(name):]
        for t in a.get("then") or []:
            words = t["label"] if ": " in t["label"] else a["label"] + ": " + t["label"]
            if price and not t.get("cost") and not words.endswith(price):
                words += price
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
    if not P.clickable:
        return
    node = target_node(key)
    listed = node.getAttribute("data-moves") if node is not None else None
    entries = menu()
    found = ([int(i) for i in listed.split(",")] if listed else
             [i for i, a in enumerate(entries) if boards.target_key(a.get("target")) == key])
    if node is not None and node.hasAttribute("data-pick"):    # a card picked with others
        toggle_pick(key)
        return
    if (P.selected or P.picked) and key in P.lit:   # a place the selected card(s) act on
        found = P.lit[key]
        if len(found) == 1:
            await choose(found[0])
        else:
            show_choices(key, found)
        return
    taught = [i for i in found if i < len(entries) and page.lesson_teaches(entries, i)]
    if taught:                 # a lesson's outlined place plays the move it teaches
        await choose(taught[0])
    elif node is not None and node.closest("#hand") is not None:
        await hand_card(key, found)
    elif len(found) == 1:
        await choose(found[0])
    elif found:
        show_choices(key, found)


async def hand_card(key, uses):
    """A click on a card of the docked hand: the one rule of every game
    (``frame.hand_click``): its one move played (Undo takes it back), or the
    card raised with its moves offered (again: put down)."""
    if key == P.selected:
        unselect()
        return
    what = frame.hand_click(uses, prompt_actions())
    if what[0] == "play":
        await choose(what[1])
    elif what[0] == "raise":
        select(key)
    else:
        show_why(key)


def show_why(key, name=None):
    """Why a card of the hand has no move now, in a box beside it (Escape or
    Close closes it; a box over the hand: the board does not move)."""
    close_choices()
    node = el("table").querySelector("#hand [data-k='" + key.replace("'", "\\'") + "']")
    if node is None:
        return
    name = name or node.getAttribute("data-name") or key
    step = (S.bundle["view"].get("step") or {}).get("title") if S.bundle else None
    node.insertAdjacentHTML("afterend", str(html(
        "<span id='choices' class='choices why' role='status' data-do='noop' data-for='{}'>"
        "<span>{}</span><button type='button' data-do='close-choices' class='cancel'>Close</button></span>",
        key, frame.why_words(name, P.clickable, step))))
    dom.focus_first("choices")


def target_node(key):
    """The element of the board or of the docked hand that ``key`` names."""
    k = key.replace("'", "\\'")
    return el("table").querySelector("#board [data-target='" + k + "'], #hand [data-target='" + k + "']")


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
                          html(" class='hinted'") if i == P.hinted else "", actions[i]["label"])
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
    P.clickable = False              # no second click on a stale board or button
    if page.lesson_on():
        close_choices()
        await page.lesson_act(actions[index]["action"], then)
        return
    dom.html("actions", "")
    dom.show("hint-button", False)
    close_choices()
    if index == P.hinted and P.hint_move == S.bundle["moves"] and P.hint_move not in S.hinted:
        S.hinted = S.hinted + [P.hint_move]     # the Hint followed: the review marks it
    ask = {"seat": S.viewer, "action": actions[index]["action"], "viewer": S.viewer}
    if then is not None:
        ask["then"] = then           # one click, one call: the engine plays both halves
    r = await call("act", ask)
    if "error" in r:
        message(r["error"])
        render_table()
        return
    if "then_error" in r:            # the first half stands (Back undoes it): say why
        message(r["then_error"])
        take(r)
        autosave()
        render_table()
        return
    message("")
    dom.set_attr("table", "data-pause", "person")      # read by the pacing test
    take(r)
    autosave()
    asyncio.create_task(advance(S.gen))


async def hint():
    """Point at the move the review's search prefers for the person to move
    (the engine's ``hint``: the same judgement as the review's turning points),
    with the chance it keeps and the next best's."""
    actions = prompt_actions()
    if not P.clickable or not actions:
        return
    dom.text("hint-text", "Thinking of a hint…")
    moves = S.bundle["moves"]
    r = await call("hint", {"seat": S.viewer})
    if "error" in r or not P.clickable or S.bundle["moves"] != moves:
        dom.text("hint-text", r.get("error", ""))
        return
    found = [i for i, a in enumerate(actions) if a["action"] == r["action"]]
    P.hinted = found[0] if found else None
    P.hint_move = moves
    dom.html("hint-text", table.hint_html(r))
    for node in el("actions").querySelectorAll("button[data-do=act]"):
        if P.hinted is not None and node.getAttribute("data-index") == str(P.hinted):
            node.classList.add("hinted")        # shown even when chosen on the table
            for group in el("actions").querySelectorAll(".act-group"):
                if group.contains(node):
                    group.classList.add("hinted")
            dom.focus(node)                     # (the bar is not scrolled: Hint and Undo stay)
    if P.hinted is None:
        return
    card = (actions[P.hinted].get("action") or {}).get("card")
    for key in (boards.target_key(actions[P.hinted].get("target")),
                "card:" + str(card) if card is not None and not isinstance(card, (list, dict))
                else ""):
        spot = target_node(key) if key else None
        if spot is not None:
            spot.classList.add("hinted")


def set_speed(name):
    ms = pace.ms_of(name)
    if ms is None:
        return
    P.speed, P.pace_ms = name, ms
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


def setup_table_controls():
    dom.html("pace-select", pace.options_html(P.speed))
    dom.set_attr("body", "data-pace", P.speed)
    set_tab("board")
    P.sound = pace.sound_on()
    el("sound-button").setAttribute("aria-pressed", "true" if P.sound else "false")
    toggle_log(pace.log_shown())
    dom.follow_log()
    dom.watch_bars()
    dom.refit_on_resize(relayout)


async def undo():
    if S.sent and S.bundle["moves"] <= S.sent:   # the ruling of "How to play by link"
        message(links.SENT_UNDO)
        return
    r = await call("undo", {"viewer": S.viewer})
    if "error" in r:
        message(r["error"])
        return
    S.bundle = r
    S.hinted = [k for k in S.hinted if k < r["moves"]]     # the moves taken back, unmarked
    autosave()
    asyncio.create_task(advance(S.gen))


def on_escape():
    """Escape: a move's choices closed, else the selected hand card unselected."""
    if el("choices") is not None:
        close_choices(refocus=True)
    elif P.selected or P.picked:
        unselect()


def toggle_save_form():
    form, button = el("save-form"), el("save-open")
    form.hidden = not form.hidden
    button.setAttribute("aria-expanded", "false" if form.hidden else "true")
    if not form.hidden:
        el("save-name").focus()


def toggle_sound():
    P.sound = not P.sound
    pace.remember_sound(P.sound)
    el("sound-button").setAttribute("aria-pressed", "true" if P.sound else "false")
    if P.sound:
        dom.chime()               # heard now: the browser allows sound after a click


def toggle_log(shown=None):
    shown = (dom.attr("body", "data-log") == "hidden") if shown is None else shown
    dom.set_attr("body", "data-log", "shown" if shown else "hidden")
    el("log-toggle").setAttribute("aria-expanded", "true" if shown else "false")
    el("log-toggle").textContent = "Hide" if shown else "Show"
    pace.remember_log(shown)
    if shown:
        el("log").scrollTop = el("log").scrollHeight


EVENTS = {
    "hint": lambda d: task(hint()),
    "pace": lambda d: set_speed(d.get("value")),
    "tab": lambda d: set_tab(d.get("tab", "board")),
    "act": lambda d: task(act(int(d["index"]))),
    "choose": lambda d: task(choose(int(d["index"]))),
    "target": lambda d: task(pick(d["target"])),
    "why": lambda d: show_why(d["k"], d.get("name")),
    "close-choices": lambda d: close_choices(refocus=True),
    "unselect": lambda d: unselect(),
    "all-moves": lambda d: all_moves(),
    "save-open": lambda d: toggle_save_form(),
    "sound": lambda d: toggle_sound(),
    "log-toggle": lambda d: toggle_log(),
    "undo": lambda d: task(undo()),
    "reveal": lambda d: task(reveal(int(d["seat"]))),
    "room-invite": lambda d: invite_phones(asked=True),
}
