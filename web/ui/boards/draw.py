"""Drawing helpers every board may use: cards as cards, tokens, stacks, meters and
rating bars, in our own CSS design (app.css, "The drawn table").

A card is a small rectangle coloured by its type (``data-type``: a Rome in
Crisis type, a Roman Empire background or card kind, or any word a new game
gives), with its value large, a symbol drawn by the stylesheet for that type,
a short name and an optional corner letter.  Drawn through ``Targets.item`` it
is a button when one of the viewer's moves acts on it; a card the last move
moved gets the class ``moved`` (see ``Targets.marks``).
Only ``boards.common`` is used, so the boards stay testable on CPython.
"""
from boards.common import esc


def card_html(value="", name="", letter="", small="") -> str:
    """The inside of a card: value large, the name, a corner letter, a small line."""
    out = "<span class='sym' aria-hidden='true'></span>"
    if value != "" and value is not None:
        out += "<b class='v'>" + esc(value) + "</b>"
    out += "<span class='nm'>" + esc(name) + "</span>"
    if letter:
        out += "<span class='lt'>" + esc(letter) + "</span>"
    if small:
        out += "<span class='sm'>" + small + "</span>"
    return out


def card(t, c, kind="card", id=None, type=None, value=None, name=None, letter=None,
         small="", size="", tip="", full=None) -> str:
    """One card ``c`` (a view's card dict) as a card; ``t`` is the board's
    ``Targets``.  The fields are read from ``c`` unless given: ``type``
    (c["type"], c["bg"] or c["kind"]), ``value`` (c["value"]), ``name`` (the
    short name on the card), ``letter``; ``full`` is the accessible name
    (c["name"])."""
    if c is None:
        return ""
    cid = c.get("id") if id is None else id
    typ = type or c.get("type") or c.get("bg") or c.get("kind") or "card"
    val = c.get("value", "") if value is None else value
    full = full or c.get("name", "a card")
    short = full if name is None else name
    cls = "card t-" + typ + (" " + size if size else "") + (" moved" if t.moved(cid) else "")
    inner = card_html(val, short, c.get("letter", "") if letter is None else letter, small)
    return t.item(kind, cid, inner, full, cls=cls, tip=tip or c.get("ability") or "")


def cards(t, cs, empty="none", size="", **kw) -> str:
    """A row of cards (wrapping), or ``empty`` in muted words."""
    if not cs:
        return "<span class='muted'>" + esc(empty) + "</span>"
    return "<span class='cards'>" + "".join(card(t, c, size=size, **kw) for c in cs) + "</span>"


def stack(t, cs, size="mini", **kw) -> str:
    """Cards overlapping as a pile (a crisis, the challenges on a leader)."""
    if not cs:
        return ""
    return "<span class='stack'>" + "".join(card(t, c, size=size, **kw) for c in cs) + "</span>"


def back(count, label="cards") -> str:
    """A face-down pile with its count (a hand seen from outside, the deck)."""
    return ("<span class='back' role='img' aria-label='" + esc(str(count) + " " + label) +
            "'><b>" + esc(count) + "</b></span>")


def token(text, cls="", tip="") -> str:
    """A round-cornered token (an office, the dealer, the Emperor, a mark)."""
    title = " title='" + esc(tip) + "'" if tip else ""
    return "<span class='token " + esc(cls) + "'" + title + ">" + esc(text) + "</span>"


def meter(value, most, label, warn=0.66) -> str:
    """A horizontal meter (e.g. the Empire's collapse: ongoing crises of XVIII)."""
    share = 0 if not most else max(0, min(1, value / most))
    level = "high" if share >= warn else ("mid" if share >= warn / 2 else "low")
    return ("<span class='meter " + level + "' role='meter' aria-valuemin='0' aria-valuemax='" +
            str(most) + "' aria-valuenow='" + str(value) + "' aria-label='" + esc(label) +
            "'><span class='fill' style='width:" + str(int(share * 100)) +
            "%'></span><span class='mtext'>" + esc(label) + "</span></span>")


def ratings(items) -> str:
    """Small bars for ratings: ``items`` are (short label, value, most, css type,
    full name); each bar's length is the value."""
    out = []
    for short, v, most, typ, full in items:
        width = 0 if not most else int(100 * max(0, min(v, most)) / most)
        out.append("<span class='rating t-" + esc(typ) + "' title='" + esc(full + " " + str(v)) +
                   "'><span class='rl'>" + esc(short) + "</span><span class='rb'><span style='width:" +
                   str(width) + "%'></span></span><b>" + esc(v) + "</b></span>")
    return ("<span class='ratings' aria-label='" +
            esc(", ".join(f + " " + str(v) for _, v, _, _, f in items)) + "'>" +
            "".join(out) + "</span>")


def points(value, gained=None, label="points") -> str:
    """A score, with "+n" marked when the last move changed it."""
    plus = ("<span class='gain' aria-label='gained " + str(gained) + "'>+" + str(gained) +
            "</span>" if gained else "")
    return ("<span class='score" + (" changed" if gained else "") + "'><b>" + esc(value) +
            "</b><span class='pl'> " + esc(label) + "</span>" + plus + "</span>")
