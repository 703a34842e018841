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
