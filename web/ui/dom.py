"""DOM helpers for the MicroPython UI.

MicroPython in the browser cannot catch an exception thrown by a JavaScript
call: it stops the interpreter.  So every browser call that may throw (storage,
downloads, event targets) goes through a small JavaScript function that catches
and answers with a plain value.  Those functions, and every other browser call
that is more than a property read, are web/dom-helpers.js's (``window.ludiDom``,
loaded by the page before the UI): a file that editors and linters read.
"""
import json

import js
from pyscript import document
from pyscript.ffi import create_proxy


def _js():
    """web/dom-helpers.js's functions (looked up at the call: the embed page
    adds that script and the UI's together, dynamically)."""
    return js.ludiDom


def el(id):
    return document.getElementById(id)


def show(id, visible=True):
    el(id).hidden = not visible


def set_attr(id, name, value):
    node = document.body if id == "body" else el(id)
    node.setAttribute(name, str(value))


def html(id, *parts):
    """The element's content becomes ``parts``: HTML, each Markup (``boards.common.html``)
    or the str a drawing function returns (``boards.render``, ``table.log_html``)."""
    el(id).innerHTML = "".join(str(p) for p in parts)


def text(id, value):
    el(id).textContent = str(value)


def focus_first(id, selector="button"):
    node = el(id).querySelector(selector)
    if node is not None:
        _js().focus(node)


def focus(node):
    """Focus without scrolling: the page stays where the player is."""
    _js().focus(node)


def attr(id, name) -> str:
    node = document.body if id == "body" else el(id)
    v = node.getAttribute(name)
    return "" if v is None else str(v)


def title(text):
    """The tab's title (the table marks the viewer's turn in it)."""
    _js().setTitle(text)


# --- moves you can follow (issue 33) ----------------------------------------------
def flip_first():
    """Before a drawing: where each element the boards key (data-k) lies."""
    _js().flipFirst()


def flip_last(off=False):
    """After it: each keyed element that lies elsewhere slides from where it was
    (none when ``off``, the instant pace); how many slid."""
    return _js().flipLast(bool(off))


def chime():
    """A short chime: the turn has come to the viewer."""
    _js().chime()


def log_caption():
    """The turn at the top of the log's view named in the caption above it."""
    _js().logCaption()


def watch_bars():
    """On a phone, the fixed status bar's and hand's heights kept on the page."""
    _js().watchBars()


LEAST = 0.72          # the smallest a board is drawn to fit (a board's own LEAST: boards.table)
MOST = 1.3            # the largest a board with room to spare is drawn (a wide screen's)
WIDE = 1200           # the board's width in px from which it may be drawn larger (1920 px: ~1520)


def phone() -> bool:
    """Is the page laid out for a phone (app.css: the status line a bar at the foot)?"""
    return bool(_js().phone())


def bring_targets():
    """On a phone, the places to choose from scrolled into view."""
    _js().bringTargets()


def fit_board(again=True, top=False):
    """The board drawn to fit its room (the zoom); with ``again`` False the zoom it
    had is kept (issue 43: nothing moves while a player decides); ``top``: the board
    scrolled to its top first (a turn opens with the whole board in view)."""
    return _js().fitBoard(LEAST, MOST, WIDE, bool(again), bool(top))


def hold_height(id_, opening=False):
    """The box ``id_`` keeps the height it has grown to within a turn (a desktop's
    docked hand), back to its own at an ``opening``."""
    _js().holdHeight(id_, bool(opening))


def hold_strip(opening=False):
    """On a phone, the players' strip a line taller than it needs at an
    ``opening``, never shorter within the turn (dom-helpers.js, holdStrip)."""
    _js().holdStrip(bool(opening))


def fit_status(opening=False):
    """The status line's moves on one row, the rest left to "All moves"; at an
    ``opening`` (a game or a turn) the line back to its one height first."""
    return _js().fitStatus(bool(opening))


def refit_on_resize(after):
    """Fit the board again when the window changes size, after ``after()`` (the
    table drawn again when it crossed from a desktop's layout to a phone's)."""
    _js().refitOnResize(LEAST, MOST, WIDE, create_proxy(after))


def now_ms() -> float:
    # Integral JS numbers above 2**31 do not survive the trip into MicroPython (nor
    # big ints the trip back), so times cross as text and go back as floats.
    return float(_js().now())


def date_text(ms) -> str:
    return js.Date.new(float(ms)).toLocaleString()


def query_param(name: str):
    """A parameter of the page's query string (or None)."""
    for part in str(js.location.search).lstrip("?").split("&"):
        key, _, value = part.partition("=")
        if key == name:
            return js.decodeURIComponent(value.replace("+", " "))
    return None


# --- calls that may throw, made safe (web/dom-helpers.js) ------------------------
def store_get(key):
    return _js().storeGet(key)


def store_set(key, value) -> str:
    """'' when stored, else the error's name (e.g. QuotaExceededError)."""
    return _js().storeSet(key, value)


def store_del(key) -> str:
    return _js().storeDel(key)


def store_keys() -> list:
    return json.loads(_js().storeKeys())


def download(name: str, content: str) -> str:
    return _js().download(name, content)


async def read_file(input_id: str):
    """(file name, text) of the file chosen in an <input type=file>, or None."""
    raw = await _js().readFile(input_id)
    if not raw:
        return None
    parts = json.loads(raw)
    return None if len(parts) > 2 else (parts[0], parts[1])


def room_open(seats, names, screen=()):
    """Invite the phones of ``seats`` to this table (web/room.js, issue 47); ``screen``:
    the seats people play at this screen, each of which the host may hand to a phone;
    '' or why not."""
    return str(_js().roomOpen(json.dumps(seats), json.dumps(names), json.dumps(list(screen))))


def room_changed(moves, viewer):
    """The table is drawn at ``moves`` for ``viewer``: each joined phone gets its seat's view."""
    _js().roomChanged(moves, -1 if viewer is None else viewer)


def room_close(seats=None, why=""):
    """Let the phones of ``seats`` go (None: every phone; the table takes none);
    ``why`` "ai": the seats go to an AI, and their phones are told so."""
    _js().roomClose(json.dumps(seats), why)


def on_event(handler):
    """handler(dict) for clicks on [data-do], form submits, changes on
    [data-change], the arrow keys and Escape; the dict is the element's data-* attributes."""
    def call(raw):
        handler(json.loads(raw))
    _js().bridge(create_proxy(call))


def follow_log():
    """The log's caption follows the log as it scrolls."""
    _js().followLog()
