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
from boards.common import Markup, html, join


def card_html(value="", name="", letter="", small="") -> Markup:
    """The inside of a card: value large, the name, a corner letter, a small line
    (text, or Markup)."""
    # The spaces between the parts are not drawn (a card is a flex box) but keep
    # the words apart for a screen reader (and for ``common.visible_text``).
    out = html("<span class='sym' aria-hidden='true'></span>")
    if value != "" and value is not None:
        out += html("<b class='v'>{}</b> ", value)
    out += html("<span class='nm'>{}</span>", name)
    if letter:
        out += html(" <span class='lt'>{}</span>", letter)
    if small:
        out += html(" <span class='sm'>{}</span>", small)
    return out


def card(t, c, kind="card", id=None, type=None, value=None, name=None, letter=None,
         small="", size="", tip="", full=None) -> Markup:
    """One card ``c`` (a view's card dict) as a card; ``t`` is the board's
    ``Targets``.  The fields are read from ``c`` unless given: ``type``
    (c["type"], c["bg"] or c["kind"]), ``value`` (c["value"]), ``name`` (the
    short name on the card), ``letter``; ``full`` is the accessible name
    (c["name"])."""
    if c is None:
        return html("")
    cid = c.get("id") if id is None else id
    typ = type or c.get("type") or c.get("bg") or c.get("kind") or "card"
    val = c.get("value", "") if value is None else value
    full = full or c.get("name", "a card")
    short = full if name is None else name
    cls = "card t-" + typ + (" " + size if size else "") + (" moved" if t.moved(cid) else "")
    inner = card_html(val, short, c.get("letter", "") if letter is None else letter, small)
    tip = tip or c.get("ability") or ""
    if not tip and size == "mini":       # its name and letter not drawn (app.css): the tooltip
        tip = full + (" (" + str(c.get("letter")) + ")" if c.get("letter") else "")
    return t.item(kind, cid, inner, full, cls=cls, tip=tip)


def cards(t, cs, empty="none", size="", **kw) -> Markup:
    """A row of cards (wrapping), or ``empty`` in muted words."""
    if not cs:
        return html("<span class='muted'>{}</span>", empty)
    return html("<span class='cards'>{}</span>", join(card(t, c, size=size, **kw) for c in cs))


def stack(t, cs, size="mini", **kw) -> Markup:
    """Cards overlapping as a pile (a crisis, the challenges on a leader)."""
    if not cs:
        return html("")
    return html("<span class='stack'>{}</span>", join(card(t, c, size=size, **kw) for c in cs))


def back(count, label="cards") -> Markup:
    """A face-down pile with its count (a hand seen from outside, the deck)."""
    return html("<span class='back' role='img' aria-label='{}'><b>{}</b></span>",
                str(count) + " " + label, count)


def token(text, cls="", tip="") -> Markup:
    """A round-cornered token (an office, the dealer, the Emperor, a mark)."""
    title = html(" title='{}'", tip) if tip else ""
    return html("<span class='token {}'{}>{}</span>", cls, title, text)


def meter(value, most, label, warn=0.66) -> Markup:
    """A horizontal meter (e.g. the Empire's collapse: ongoing crises of XVIII)."""
    share = 0 if not most else max(0, min(1, value / most))
    level = "high" if share >= warn else ("mid" if share >= warn / 2 else "low")
    return html("<span class='meter {}' role='meter' aria-valuemin='0' aria-valuemax='{}' "
                "aria-valuenow='{}' aria-label='{}'><span class='fill' style='width:{}%'></span>"
                "<span class='mtext'>{}</span></span>", level, most, value, label,
                int(share * 100), label)


def ratings(items) -> Markup:
    """Small bars for ratings: ``items`` are (short label, value, most, css type,
    full name); each bar's length is the value."""
    out = []
    for short, v, most, typ, full in items:
        width = 0 if not most else int(100 * max(0, min(v, most)) / most)
        out.append(html("<span class='rating t-{}' title='{}'><span class='rl'>{}</span>"
                        "<span class='rb'><span style='width:{}%'></span></span><b>{}</b></span>",
                        typ, full + " " + str(v), short, width, v))
    return html("<span class='ratings' aria-label='{}'>{}</span>",
                ", ".join(f + " " + str(v) for _, v, _, _, f in items), join(out))


def points(value, gained=None, label="points") -> Markup:
    """A score, with "+n" marked when the last move changed it."""
    plus = gain(gained) if gained else ""
    return html("<span class='score{}'><b>{}</b><span class='pl'> {}</span>{}</span>",
                " changed" if gained else "", value, label, plus)


def gain(n) -> Markup:
    """Points a move changed, signed: "+5" gained, "−5" lost (not "+-5"),
    read out as "gained 5" or "lost 5" (issue 43, 10)."""
    if n < 0:
        return html("<span class='gain lost' aria-label='lost {}'>−{}</span>", -n, -n)
    return html("<span class='gain' aria-label='gained {0}'>+{0}</span>", n)
