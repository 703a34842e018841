"""The pace of AI moves, chosen in the page (slow / normal / fast / instant) and
remembered in local storage; ``?pace=ms`` in the address overrides it (tests)."""
import dom
from boards.common import html, join

SPEEDS = (("slow", "Slow", 1800), ("normal", "Normal", 800), ("fast", "Fast", 300),
          ("instant", "Instant", 0))
KEY = "ludi-romani:pace"


def ms_of(name):
    for key, _, ms in SPEEDS:
        if key == name:
            return ms
    return None


def initial():
    """(speed name, milliseconds between two AI moves)."""
    q = dom.query_param("pace")
    if q is not None:
        try:
            ms = float(q)
        except ValueError:
            ms = 800
        for key, _, v in SPEEDS:
            if v == ms:
                return key, ms
        return "custom", ms
    name = dom.store_get(KEY)
    name = str(name) if name else "normal"
    ms = ms_of(name)
    return (name, ms) if ms is not None else ("normal", 800)


def options_html(current):
    out = [html("<option value='{}'{}>{}</option>", key, html(" selected") if key == current else "",
                label) for key, label, _ in SPEEDS]
    if current == "custom":
        out.append(html("<option value='custom' selected>Custom</option>"))
    return join(out)


def remember(name):
    if ms_of(name) is not None:
        dom.store_set(KEY, name)


# The table's other choices, remembered the same way: a sound when it is your
# turn (off unless chosen) and the log shown or hidden.
SOUND_KEY = "ludi-romani:sound"
LOG_KEY = "ludi-romani:log"


def sound_on() -> bool:
    return str(dom.store_get(SOUND_KEY) or "") == "on"


def remember_sound(on):
    dom.store_set(SOUND_KEY, "on" if on else "off")


def log_shown() -> bool:
    return str(dom.store_get(LOG_KEY) or "") != "hidden"


def remember_log(shown):
    dom.store_set(LOG_KEY, "shown" if shown else "hidden")


# Playing by ear (issue 46, ui/ear.py): the mode, and its text shown beside the board.
EAR_KEY = "ludi-romani:ear"
EAR_TEXT_KEY = "ludi-romani:ear-text"


def flag(key) -> bool:
    """A switch remembered as "on" or "off" (off unless chosen)."""
    return str(dom.store_get(key) or "") == "on"


def remember_flag(key, on):
    dom.store_set(key, "on" if on else "off")
