"""Playing by ear (issue 46): the table for a player who listens (a screen
reader) and plays by keyboard.  A switch in the table's bar turns it on
(remembered, as the pace is); another shows its text beside the board for
sighted testers.  In it:

- the events, a ``role=log`` list to which each new line is appended (the
  choices of one move told once, ``table.heard``), filtered on request (the
  others' moves, the dice, what names me: ``table.ear_kinds``);
- the moves, a listbox of the prompt's entries (the same entries as the status
  line's buttons, ``play.prompt_actions``), each named by its label, cost and
  effect (``table.ear_move_name``); type-ahead, Enter plays (dom-helpers.js);
- ``#say``, a polite status line: the question put to the player when it
  changes, the answers to the keys' questions (the engine's ``read``), the end;
- the keys (``table.EAR_KEYS``), the focus kept on the move list after each
  drawing of the table.

Its own state is ``E``; of the shared ``page.S`` it reads the bundle and the
viewer (page.SHARED).  It draws after the table (``page.after_table``)."""
import js

import boards
import dom
import pace
import play
import table
from boards.common import html, join
from dom import el
import page
from page import S, call, engine_name, names, task

KEEP = 300            # the events the log keeps (the oldest go)
FIRST = 12            # the events a game opened by ear begins with (not its whole log)
FILTERS = ("all", "others", "dice", "me")
LAST = 5              # the events Shift+L says (of the engine's last lines, folded)


class E:
    """The ear's own state (this room's alone)."""
    on = False            # the mode is on (remembered)
    shown = False         # its text is shown beside the board (remembered)
    game = None           # the game whose events the log holds (its game and seed)
    heard = 0             # the log lines heard so far (the engine's "log_total")
    said = ""             # the last question put to the player that was said
    end_said = None       # the game (its save length) whose end was said
    at = 0                # the move the list's focus was on
    asked = None          # (the moves, the prompt) the list was drawn for
    show = "all"          # the filter of the events
    list_html = ""        # the options the move list was drawn with last
    lesson = None         # the lesson's step whose words were said (step, done)
    before = ""           # said before the next line: the mode's greeting, what an Undo took back
    last = None           # the last line the log told (table.heard: one said again is counted)


def setup():
    """At the page's start: the switches as remembered, the keys' help."""
    E.on = pace.flag(pace.EAR_KEY)
    E.shown = pace.flag(pace.EAR_TEXT_KEY)
    dom.html("ear-keys-text", table.ear_keys_html())
    dom.set_attr("ear", "data-keys", "".join(k for k, _, _ in table.EAR_KEYS))
    switches()


def switches():
    dom.set_attr("body", "data-ear", "on" if E.on else "off")
    dom.set_attr("body", "data-ear-text", "shown" if E.shown else "hidden")
    el("ear-button").setAttribute("aria-pressed", "true" if E.on else "false")
    el("ear-text-button").setAttribute("aria-pressed", "true" if E.shown else "false")
    dom.show("ear-text-button", E.on)
    dom.show("ear", E.on)
    page.message_live()       # at the table, by ear, its own line speaks (#say)


def toggle():
    E.on = not E.on
    pace.remember_flag(pace.EAR_KEY, E.on)
    switches()
    E.game, E.asked, E.said, E.list_html = None, None, "", ""
    if E.on and S.bundle is not None and not el("table").hidden:
        # the mode's greeting first, then what the table says (the question, a
        # lesson's step): one line, neither word lost under the other
        E.before = ("Playing by ear. Shift and a letter asks a question: Shift+W where you "
                    "stand, Shift+M your moves.")
        drawn()
        keep_focus(True)


def toggle_text():
    E.shown = not E.shown
    pace.remember_flag(pace.EAR_TEXT_KEY, E.shown)
    switches()


def say(text):
    """One short line on ``#say`` (polite): said once, not again unless it changes
    (the same answer asked again is said again: the line is emptied first)."""
    node = el("say")
    node.textContent = ""
    node.textContent = (E.before + " " + str(text)).strip() if E.before else str(text)
    E.before = ""


def drawn():
    """After each drawing of the table: the new events appended, the move list
    drawn for the prompt, the end said, the focus kept on the list."""
    news, S.news = S.news, ""          # a save or a link's game opened: said first
    if not E.on or S.bundle is None:
        return
    if news:                           # (and its question, though the same game's again)
        E.before, E.said = (E.before + " " + news).strip(), ""
    b = S.bundle
    view = b["view"]
    log = view.get("log") or []
    total = view.get("log_total", len(log))
    first = total - len(log)
    ident = (b["game"], b["save"].get("seed"), b["players"])
    box = el("ear-log")
    if ident != E.game:                         # another game: its last few events
        E.game = ident
        box.innerHTML = ""
        E.heard = max(first, total - FIRST * 3)
        E.end_said, E.said, E.asked, E.list_html, E.lesson = None, "", None, "", None
        E.last = None
    elif total < E.heard:                       # moves taken back: their events go too
        gone = []
        for node in list(box.children):
            if int(node.getAttribute("data-i") or 0) >= total:
                gone.append(str(node.textContent))
                node.remove()
        E.heard = total
        E.said, E.lesson, E.last = "", None, None      # (a lesson begun again, too)
        if b.get("taken_back"):                # an Undo: what it took back, said first
            E.before = (E.before + " " + table.undone_words(gone)).strip()
    fresh = log[max(0, E.heard - first):]
    base = max(first, E.heard)          # the index in the whole log of fresh's first line
    E.heard = total
    if fresh:
        ns = [engine_name(s) for s in range(b["players"])]
        out = []
        told = table.heard(fresh, E.last)
        if told[0].get("again") and box.lastElementChild is not None:
            box.lastElementChild.remove()       # the line said again: told once, counted
        E.last = told[-1]
        for e in told:
            kinds = table.ear_kinds(e["text"], e["seat"], S.viewer, ns)
            shown = E.show == "all" or E.show in kinds
            out.append(html("<p data-i='{}' data-kinds='{}'{}>{}</p>", base + e["i"],
                            " ".join(kinds), "" if shown else html(" hidden"), e["text"]))
        box.insertAdjacentHTML("beforeend", str(join(out)))
        items = box.children
        while items.length > KEEP:
            items[0].remove()
    moves_list(b)
    if b["over"] and E.end_said != b["moves"]:
        E.end_said = b["moves"]
        say("The game is over. " + boards.result_text(view.get("result") or {}, names()))
    if E.before:                        # nothing else said: the words waiting, alone
        say("")


def moves_list(b):
    """The listbox of the moves: the prompt's entries when the viewer is to move,
    else one line saying who is."""
    view = b["view"]
    prompt = view.get("prompt") or {}
    actions = play.prompt_actions()
    # the viewer's moves when the table takes them (not while an AI of a step that
    # both decide in thinks first: play.render_table's "mine")
    mine = play.clickable() and bool(actions)
    asked = (b["moves"], prompt.get("text", ""), len(actions), mine)
    again = asked == E.asked
    E.asked = asked
    if mine:
        terms = boards.terms(b["game"], view)
        E.at = min(E.at, len(actions) - 1) if again else 0
        redraw(join(
            html("<li role='option' id='ear-move-{0}' data-do='ear-act' data-index='{0}' "
                 "tabindex='{1}' aria-selected='{2}'>{3}</li>", i, "0" if i == E.at else "-1",
                 "true" if i == E.at else "false", table.ear_move_name(a, terms))
            for i, a in enumerate(actions)))
        line = prompt.get("text", "") + " " + str(len(actions)) + \
            (" moves." if len(actions) != 1 else " move.")
        step = lesson_words(actions, terms)
        if line != E.said or step:  # the question when it changes (not once a decision:
            E.said = line           # the same words twice running are not news)
            say(step + line)
    else:
        if b["over"]:
            words = "The game is over."
        elif S.viewer is None:
            words = "You are watching."
        else:
            others = [s for s in b["to_move"] if s != S.viewer] or b["to_move"]
            words = "Waiting for " + " and ".join(names()[s] for s in others) + "."
        step = lesson_words([], None)
        if step:
            say(step.strip())
        redraw(html("<li role='option' id='ear-move-none' data-do='ear-act' data-index='' "
                    "tabindex='0' aria-selected='true' aria-disabled='true'>{}</li>", words))
        E.said = ""
    keep_focus()


def lesson_words(actions, terms) -> str:
    """A guided first game's new step, in words (once each): its number, what to
    do and why, and the move it teaches as the list names it (typed, it is found);
    at its end, its closing words.  "" when there is no news."""
    info = page.lesson_step()
    if info is None:
        return ""
    key = (info["step"], info["done"])
    if key == E.lesson:
        return ""
    if info["done"]:
        E.lesson = key
        return "The lesson is played through. " + info["say"] + " "
    taught = [a for a in actions if a["action"] == info["expected"]]
    if not taught:                # the step's move not offered yet: said when it is
        return ""
    E.lesson = key
    intro = info["intro"] + " " if info["step"] == 1 else ""
    return ("Step " + str(info["step"]) + " of " + str(info["steps"]) + ". " + intro +
            info["say"] + " The move: " + table.ear_move_name(taught[0], terms) + ". ")


def redraw(items):
    """The list's options, drawn only when they are not those drawn already: an
    option drawn again under the focus would be spoken again."""
    text = str(items)
    if text != E.list_html or el("ear-moves").querySelector("[role=option]") is None:
        E.list_html = text
        dom.html("ear-moves", text)


def keep_focus(now=False):
    """The focus on the move list after a drawing, unless the player went to one
    of the page's other controls himself (the filter, the events, the end's
    buttons, the bar); ``now``: there in any case (the mode just turned on)."""
    if el("table").hidden or not el("privacy").hidden:
        return
    active = js.document.activeElement
    ours = now or active is None or active == js.document.body
    if not ours:
        for sid in ("ear-moves", "prompt", "board", "hand-dock"):
            if el(sid).contains(active):
                ours = True
                break
    if not ours:
        return
    node = el("ear-moves").querySelector("[tabindex='0']")
    if node is not None:
        dom.focus(node)


async def choose(index):
    """Enter on a move: played as a click on its button is (``play.act``)."""
    if index == "":
        say(str(el("ear-move-none").textContent) if el("ear-move-none") is not None else "")
        return
    i = int(index)
    E.at = i
    if not play.clickable():
        say("Not your turn.")
        return
    # The list stays under the focus until the table is drawn again, its moves
    # marked unavailable (a second Enter is not a second move); drawn afresh then.
    for node in el("ear-moves").querySelectorAll("[role=option]"):
        node.setAttribute("aria-disabled", "true")
    E.list_html = ""
    await play.act(i)


async def ask(key):
    """A key of the mode: a question for the engine's ``read``, or a command."""
    found = [q for k, q, _ in table.EAR_KEYS if k == key]
    if not found or S.bundle is None or el("table").hidden:
        return
    q = found[0]
    if q == "undo":
        await play.undo()
        return
    if q == "moves":
        E.said = ""
        moves_list(S.bundle)
        if E.said == "":
            say(str(el("ear-moves").textContent))
        return
    r = await call("read", {"query": q, "viewer": S.viewer})
    if "error" in r:
        say(r["error"])
    elif q == "last":               # the choices of one move told once, as in the events
        told = table.heard(r["entries"]) if r.get("entries") else []
        say(" ".join(e["text"] for e in told[-LAST:]) or " ".join(r["lines"]))
    else:
        say(" ".join(r["lines"]))


def set_filter(value):
    """Only the events of one kind shown (and so spoken as they come)."""
    E.show = value if value in FILTERS else "all"
    for node in el("ear-log").children:
        kinds = str(node.getAttribute("data-kinds") or "").split()
        node.hidden = not (E.show == "all" or E.show in kinds)


page.after_table(drawn)

EVENTS = {
    "ear": lambda d: toggle(),
    "ear-text": lambda d: toggle_text(),
    "ear-act": lambda d: task(choose(d.get("index", ""))),
    "ear-key": lambda d: task(ask(d.get("key", ""))),
    "ear-filter": lambda d: set_filter(d.get("value")),
}
