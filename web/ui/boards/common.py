"""What every board shares: escaping, the generic listing of a view, card chips,
facts, and the words at the end of a game.

The view's keys come from the game; keys the kernel adds (prompt, step, log,
help, can_undo, over, result) are drawn elsewhere by the page.
"""
KERNEL_KEYS = ("prompt", "step", "log", "help", "can_undo", "over", "result")


def esc(text) -> str:
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def value_html(v) -> str:
    if isinstance(v, dict):
        return "<dl class='kv'>" + "".join(
            "<dt>" + esc(k) + "</dt><dd>" + value_html(v[k]) + "</dd>" for k in sorted(v)) + "</dl>"
    if isinstance(v, list):
        if all(not isinstance(x, (dict, list)) for x in v):
            return esc(", ".join(str(x) for x in v)) if v else "—"
        return "<ol>" + "".join("<li>" + value_html(x) + "</li>" for x in v) + "</ol>"
    if v is None:
        return "—"
    if v is True or v is False:
        return "yes" if v else "no"
    return esc(v)


def generic(view) -> str:
    keys = sorted(k for k in view if k not in KERNEL_KEYS)
    return "<dl class='kv'>" + "".join(
        "<dt>" + esc(k) + "</dt><dd>" + value_html(view[k]) + "</dd>" for k in keys) + "</dl>"


def card_kind(card) -> str:
    return card.get("type") or card.get("bg") or card.get("kind", "")


def card_tip(card) -> str:
    return card.get("ability") or ("tie letter " + card["letter"] if card.get("letter") else "")


def chip(card) -> str:
    """One card as a small labelled chip (influence cards coloured by type)."""
    if card is None:
        return ""
    return ("<span class='chip " + esc(card_kind(card)) + "' title='" + esc(card_tip(card)) +
            "'>" + esc(card.get("name", "a card")) + "</span>")


def chips(cards, empty="none") -> str:
    if not cards:
        return "<span class='muted'>" + empty + "</span>"
    return "<span class='chips'>" + " ".join(chip(c) for c in cards) + "</span>"


# --- clickable targets ------------------------------------------------------------
def target_key(target) -> str:
    """"card:3" for the prompt's {"kind": "card", "id": 3}; "" for None."""
    return target["kind"] + ":" + str(target["id"]) if target else ""


class Box:
    """A container (a candidate, a crisis, a seat, a leader) as drawn by a board:
    ``attrs`` go on its opening tag, ``name(html)`` wraps its name.  When an
    action targets it, the whole box answers a mouse click and its name is a
    button, the handle for the keyboard and for screen readers."""

    def __init__(self, key="", what=""):
        self.key, self.what = key, what
        self.attrs = (" data-do='target' data-target='" + esc(key) + "' data-box=''"
                      if key else "")

    def name(self, html: str) -> str:
        if not self.key:
            return html
        return ("<button type='button' class='handle' data-do='target' data-target='" +
                esc(self.key) + "' aria-label='" + esc(self.what) + "' title='" +
                esc(self.what) + "'>" + html + "</button>")


class Targets:
    """The viewer's legal actions grouped by what they act on, for a board to make
    those elements clickable.

    ``actions`` are the prompt's entries ({"action", "label", "target"}), or
    None when the viewer may not act now (then nothing is clickable).  A board
    draws every element an action may target through ``chip``/``chips`` (a
    card), ``tag`` (a small named thing, e.g. an office) or ``box`` (a
    container); the element gets ``data-target="kind:id"`` and the page plays
    the action, or offers the choice when several actions target it.  Each
    target is drawn clickable once, where the board first draws it; a target
    the board does not draw stays a button in the prompt only.
    """

    def __init__(self, actions=None, marks=None):
        self.actions = list(actions or [])
        # What the last move changed (``table.changes``): {"cards": ids that moved,
        # "scores": {seat: points gained}}; a board marks them (draw.card does).
        self.marks = marks or {}
        self.groups = {}          # "card:3" -> indices into actions
        for i, a in enumerate(self.actions):
            key = target_key(a.get("target"))
            if key:
                self.groups.setdefault(key, []).append(i)
        self.drawn = []           # keys made clickable, in drawing order
        self.selects = set()      # keys whose click selects (``also``): moves always offered

    def also(self, kind, field):
        """Make every action that names ``field`` (e.g. the card it uses) a move of
        that element too, even when its target is another (the leader a card
        challenges): a click on the element then selects it and offers all its
        moves, even a single one, and plays none at once.  The element carries
        the moves' indices in ``data-moves`` for the page."""
        for i, a in enumerate(self.actions):
            v = (a.get("action") or {}).get(field)
            if v is None or isinstance(v, (list, dict)):
                continue
            key = kind + ":" + str(v)
            found = self.groups.setdefault(key, [])
            if i not in found:
                found.append(i)
            self.selects.add(key)

    def _moves(self, key) -> str:
        if key not in self.selects:
            return ""
        return " data-moves='" + ",".join(str(i) for i in sorted(self.groups[key])) + "'"

    def _take(self, kind, id):
        key = kind + ":" + str(id)
        if key not in self.groups or key in self.drawn:
            return ""
        self.drawn.append(key)
        return key

    def what(self, key, name) -> str:
        """The accessible name of a clickable element: the move it makes, or
        how many it offers."""
        found = self.groups[key]
        if len(found) == 1 and key in self.selects:
            return name + ": " + self.actions[found[0]]["label"] + ", choose it"
        if len(found) == 1:
            return self.actions[found[0]]["label"]
        return name + ": " + str(len(found)) + " moves, choose one"

    def tag(self, kind, id, text, name=None, cls="chip", tip="") -> str:
        """A small inline element: a button when an action targets it."""
        key = self._take(kind, id)
        if not key:
            title = " title='" + esc(tip) + "'" if tip else ""
            return "<span class='" + esc(cls) + "'" + title + ">" + esc(text) + "</span>"
        what = self.what(key, name or text)
        if text not in what:            # the spoken name holds the visible text (WCAG 2.5.3)
            what = text + ": " + what
        return ("<button type='button' class='" + esc(cls) + "' data-do='target' data-target='" +
                esc(key) + "'" + self._moves(key) + " aria-label='" + esc(what) + "' title='" +
                esc(what + (" · " + tip if tip else "")) + "'>" + esc(text) + "</button>")

    def chip(self, card, kind="card", id=None) -> str:
        """A card (``card["id"]`` unless ``id`` is given) as a chip."""
        if card is None:
            return ""
        return self.tag(kind, card.get("id") if id is None else id, card.get("name", "a card"),
                        cls="chip " + card_kind(card), tip=card_tip(card))

    def chips(self, cards, empty="none") -> str:
        if not cards:
            return "<span class='muted'>" + empty + "</span>"
        return "<span class='chips'>" + " ".join(self.chip(c) for c in cards) + "</span>"

    def item(self, kind, id, inner, name, cls="", tip="") -> str:
        """Like ``tag``, for an element drawn as HTML (``inner``, already escaped),
        e.g. a card of ``draw.card``: a button when an action targets it."""
        key = self._take(kind, id)
        if not key:
            title = " title='" + esc(tip) + "'" if tip else ""
            return ("<span class='" + esc(cls) + "'" + title + " aria-label='" + esc(name) +
                    "' role='img'>" + inner + "</span>")
        what = self.what(key, name)
        seen = visible_text(inner)
        if seen and seen not in what:   # the spoken name holds the visible text (WCAG 2.5.3)
            what = seen + ": " + what
        return ("<button type='button' class='" + esc(cls) + "' data-do='target' data-target='" +
                esc(key) + "'" + self._moves(key) + " aria-label='" + esc(what) + "' title='" +
                esc(what + (" · " + tip if tip else "")) + "'>" + inner + "</button>")

    def moved(self, card_id) -> bool:
        return card_id in (self.marks.get("cards") or ())

    def gained(self, seat):
        """Points ``seat`` gained in the last move, or None."""
        return (self.marks.get("scores") or {}).get(seat)

    def box(self, kind, id, name) -> Box:
        key = self._take(kind, id)
        return Box(key, self.what(key, name)) if key else Box()


def visible_text(inner: str) -> str:
    """The words an element drawn as HTML shows, as a screen reader's checker reads
    them: the text outside tags (parts hidden with aria-hidden hold none), entities
    undone, runs of space made one.  Drawers separate words with a space between
    their spans."""
    out, inside = [], False
    for ch in inner:                 # (the page's MicroPython has no html module)
        if ch == "<":
            inside = True
        elif ch == ">":
            inside = False
        elif not inside:
            out.append(ch)
    text = "".join(out)
    for entity, ch in (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&#39;", "'"),
                       ("&amp;", "&")):
        text = text.replace(entity, ch)
    return " ".join(text.split())


def fact(label, value) -> str:
    """One fact of a board's strip: a small label over its value (``value`` is HTML)."""
    return "<span class='fact'><span class='fl'>" + esc(label) + "</span> " + value + "</span>"


def facts(parts) -> str:
    """A board's strip of facts: ``parts`` is [(label, value HTML), ...]."""
    return "<div class='strip'>" + "".join(fact(k, v) for k, v in parts) + "</div>"


def result_text(result: dict, names: list) -> str:
    """The prompt's line at the game's end: who won (with the game's reason when
    nobody did, e.g. Roman Empire's collapse), then the scores."""
    scores = result.get("scores", [])
    winners = result.get("winners", [])
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        head = " and ".join(names[w] for w in winners) + " " + verb + "."
    else:
        head = result.get("tiebreak") or "nobody wins."
    parts = [names[i] + " " + str(s) for i, s in enumerate(scores)]
    return "Game over: " + head + " Scores: " + ", ".join(parts) + "."
