"""What every board shares: the one way to write HTML (``html``: values escaped
by default), the generic listing of a view, card chips, facts, and the words
at the end of a game.

The view's keys come from the game; keys the kernel adds (prompt, step, log,
help, can_undo, over, result) are drawn elsewhere by the page.
"""
KERNEL_KEYS = ("prompt", "step", "log", "help", "can_undo", "over", "result")


def esc(text) -> str:
    """``text`` as HTML text, fit for an attribute value in either quote too.
    Only ``html`` and ``join`` call it: the UI writes HTML through them."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


# --- writing HTML ---------------------------------------------------------------
class Markup:
    """HTML fit to show: made only by ``html`` and ``join`` below (and by adding
    to one, which escapes a plain string added), so a value the code did not
    write as HTML is always shown as text.  ``str()`` gives the HTML, for the
    page's ``innerHTML`` (``dom.html``) and the drawing functions it calls.
    (Not a str subclass: MicroPython's ``str.join`` refuses those.)"""

    def __init__(self, text):
        self.text = text

    def __str__(self):
        return self.text

    def __repr__(self):
        return "Markup(" + repr(self.text) + ")"

    def __bool__(self):
        return self.text != ""

    def __eq__(self, other):
        return isinstance(other, Markup) and other.text == self.text

    def __add__(self, other):
        return Markup(self.text + _safe(other))

    def __radd__(self, other):
        return Markup(_safe(other) + self.text)


def _safe(value) -> str:
    """``value`` as HTML: a Markup as it is, anything else escaped as text."""
    return value.text if isinstance(value, Markup) else esc(value)


def html(template, *values) -> Markup:
    """HTML from ``template`` (markup written in the code, always a literal) with
    each ``{}`` (or ``{0}``) filled by a value escaped as text, in an element's
    text and in an attribute's value alike; a value that is Markup (made by
    ``html`` or ``join``) goes in as it is, so nested calls never escape twice.
    html("<b title='{}'>{}</b>", tip, name)"""
    return Markup(template.format(*[_safe(v) for v in values]))


def join(parts, sep="") -> Markup:
    """``parts`` (Markup, or values shown as text) one after another, with
    ``sep`` (text, or Markup such as html("<br>")) between them."""
    return Markup(_safe(sep).join(_safe(p) for p in parts))


# --- what a clickable element is called ---------------------------------------------
def word_at(text, i, n) -> bool:
    """``text[i:i + n]`` stands as whole words (no letter or digit either side)."""
    return ((i == 0 or not text[i - 1].isalpha() and not text[i - 1].isdigit()) and
            (i + n >= len(text) or not text[i + n].isalpha() and not text[i + n].isdigit()))


def spoken_name(what, seen) -> str:
    """The accessible name ``what`` of an element that shows ``seen``: it must
    hold the visible text as whole words (WCAG 2.5.3, label in name: a voice
    user says what he sees), so when it does not, "seen: what"."""
    if not seen:
        return what
    i = what.find(seen)
    while i >= 0:
        if word_at(what, i, len(seen)):
            return what
        i = what.find(seen, i + 1)
    return seen + ": " + what


def value_html(v) -> Markup:
    if isinstance(v, dict):
        return html("<dl class='kv'>{}</dl>", join(
            html("<dt>{}</dt><dd>{}</dd>", k, value_html(v[k])) for k in sorted(v)))
    if isinstance(v, list):
        if all(not isinstance(x, (dict, list)) for x in v):
            return html("{}", ", ".join(str(x) for x in v) if v else "—")
        return html("<ol>{}</ol>", join(html("<li>{}</li>", value_html(x)) for x in v))
    if v is None:
        return html("—")
    if v is True or v is False:
        return html("yes") if v else html("no")
    return html("{}", v)


def generic(view) -> str:
    keys = sorted(k for k in view if k not in KERNEL_KEYS)
    return str(html("<dl class='kv'>{}</dl>", join(
        html("<dt>{}</dt><dd>{}</dd>", k, value_html(view[k])) for k in keys)))


def card_kind(card) -> str:
    return card.get("type") or card.get("bg") or card.get("kind", "")


def card_tip(card) -> str:
    return card.get("ability") or ("tie letter " + card["letter"] if card.get("letter") else "")


def chip(card) -> Markup:
    """One card as a small labelled chip (influence cards coloured by type)."""
    if card is None:
        return html("")
    return html("<span class='chip {}' title='{}'>{}</span>", card_kind(card), card_tip(card),
                card.get("name", "a card"))


def chips(cards, empty="none") -> Markup:
    if not cards:
        return html("<span class='muted'>{}</span>", empty)
    return html("<span class='chips'>{}</span>", join((chip(c) for c in cards), " "))


# --- clickable targets ------------------------------------------------------------
def target_key(target) -> str:
    """"card:3" for the prompt's {"kind": "card", "id": 3}; "" for None."""
    return target["kind"] + ":" + str(target["id"]) if target else ""


class Box:
    """A container (a candidate, a crisis, a seat, a leader) as drawn by a board:
    ``attrs`` go on its opening tag, ``name(html)`` wraps its name.  When an
    action targets it, the whole box answers a mouse click and its name is a
    button, the handle for the keyboard and for screen readers."""

    def __init__(self, key="", what="", k=""):
        self.key, self.what = key, what
        # data-k: what the box is, clickable or not, so that the page can follow
        # it from one drawing to the next (a leader changing faction slides there).
        self.attrs = (html(" data-k='{}'", k or key) if k or key else html("")) + (
            html(" data-do='target' data-target='{}' data-box=''", key) if key else html(""))

    def name(self, inner, tip=None) -> Markup:
        """``tip``: its tooltip where it differs from its spoken name (which
        holds a short name a phone shows, a tooltip needs not)."""
        if not self.key:
            return html("{}", inner)
        return html("<button type='button' class='handle' data-do='target' data-target='{}' "
                    "aria-label='{}' title='{}'>{}</button>", self.key, self.what, tip or self.what,
                    inner)


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

    def __init__(self, actions=None, marks=None, docked=False):
        self.actions = list(actions or [])
        # The page draws the viewer's hand apart, docked at the bottom of the view
        # (the board's ``hand``): a board's ``draw`` then leaves it out.
        self.docked = docked
        self.seen = []            # the key of every element drawn through this, in order
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
        self.selected = None      # the card the viewer selected (``select``)
        self.picks = set()        # keys of cards picked together (``combine``)
        self.picked = []          # the cards the viewer has picked so far
        # Drawing the docked hand (``boards.table``): an element no move uses
        # answers a click with why (``data-do='why'``, issue 43, 6).
        self.in_hand = False

    def also(self, kind, field, only=None):
        """Make every action that names ``field`` (e.g. the card it uses) a move of
        that element too, even when its target is another (the leader a card
        challenges): a click on the element then selects it and offers all its
        moves, even a single one, and plays none at once.  The element carries
        the moves' indices in ``data-moves`` for the page.  ``only``: the keys
        this applies to (the cards of the docked hand), else all."""
        for i, a in enumerate(self.actions):
            v = (a.get("action") or {}).get(field)
            if v is None or isinstance(v, (list, dict)):
                continue
            key = kind + ":" + str(v)
            if only is not None and key not in only:
                continue
            found = self.groups.setdefault(key, [])
            if i not in found:
                found.append(i)
            self.selects.add(key)

    def dock(self, keys):
        """The elements ``keys`` of the docked hand answer a click by one rule
        (``frame.hand_click``): each with moves (its target, or the card its
        move uses: ``also``) is selectable, ``data-moves`` listing them."""
        self.also("card", "card", only=keys)
        for key in keys:
            if self.groups.get(key):
                self.selects.add(key)

    def combine(self, picked=()):
        """The moves that use a set of cards (``action["cards"]``, a list: Rome
        in Crisis's Legatus fights a war with one or two) are chosen card first:
        every card they use is clickable and is picked or put back by a click
        (``data-pick``, pressed when picked); once the cards ``picked`` (keys)
        are those of a move, the place it acts on is lit (``lit``) and a click
        there plays it (issue 43, 9: not a wall of combinations)."""
        for i, a in enumerate(self.actions):
            cs = (a.get("action") or {}).get("cards")
            if not isinstance(cs, list):
                continue
            for c in cs:
                key = "card:" + str(c)
                found = self.groups.setdefault(key, [])
                if i not in found:
                    found.append(i)
                self.picks.add(key)
        self.picked = sorted(k for k in picked or () if k in self.picks)

    @property
    def matching(self) -> list:
        """The moves whose cards are exactly the cards picked (``combine``)."""
        if not self.picked:
            return []
        return [i for i, a in enumerate(self.actions)
                if isinstance((a.get("action") or {}).get("cards"), list) and
                sorted("card:" + str(c) for c in a["action"]["cards"]) == self.picked]

    def select(self, key):
        """The viewer selected the card ``key`` (a card whose click selects, see
        ``also``): each element one of its moves targets is lit (``data-lit``),
        named by that move, and a click on it plays it; the card is pressed."""
        self.selected = key

    @property
    def lit(self) -> dict:
        """{element key: the selected card's moves that target it} (read as the
        elements are drawn: a board may call ``also`` in its drawing)."""
        out = {}
        for i in self.groups.get(self.selected) or [] if self.selected else []:
            to = target_key(self.actions[i].get("target"))
            if to and to != self.selected:
                out.setdefault(to, []).append(i)
        for i in self.matching:           # the cards picked together: their moves' places
            to = target_key(self.actions[i].get("target"))
            if to and to not in self.picks:
                out.setdefault(to, []).append(i)
        return out

    def _moves(self, key) -> Markup:
        out = html("")
        if key in self.picks:
            return out + html(" data-pick='' aria-pressed='{}'",
                              "true" if key in self.picked else "false")
        if key == self.selected:
            out += html(" aria-pressed='true' data-selected=''")
        elif key in self.selects:
            out += html(" aria-pressed='false'")
        lit = self.lit.get(key)
        if lit:
            out += html(" data-lit='{}'", ",".join(str(i) for i in lit))
        if key not in self.selects:
            return out
        return out + html(" data-moves='{}'", ",".join(str(i) for i in sorted(self.groups[key])))

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
        if key in self.picks:
            return name + (": picked, click to put it back" if key in self.picked else
                           ": pick it (" + str(len(found)) + " moves use it)")
        lit = self.lit.get(key)
        if lit and len(lit) == 1:
            return name + ": " + self.actions[lit[0]]["label"]
        if lit:
            return name + ": " + str(len(lit)) + " moves with the card selected, choose one"
        if len(found) == 1 and key in self.selects:
            return name + ": " + self.actions[found[0]]["label"] + ", choose it"
        if len(found) == 1:
            return self.actions[found[0]]["label"]
        return name + ": " + str(len(found)) + " moves, choose one"

    def tag(self, kind, id, text, name=None, cls="chip", tip="") -> Markup:
        """A small inline element showing ``text``: a button when an action targets it."""
        return self._element(kind, id, html("{}", text), name or text, cls, tip, text)

    def chip(self, card, kind="card", id=None) -> Markup:
        """A card (``card["id"]`` unless ``id`` is given) as a chip."""
        if card is None:
            return html("")
        return self.tag(kind, card.get("id") if id is None else id, card.get("name", "a card"),
                        cls="chip " + card_kind(card), tip=card_tip(card))

    def chips(self, cards, empty="none") -> Markup:
        if not cards:
            return html("<span class='muted'>{}</span>", empty)
        return html("<span class='chips'>{}</span>", join((self.chip(c) for c in cards), " "))

    def item(self, kind, id, inner, name, cls="", tip="", shows=None) -> Markup:
        """Like ``tag``, for an element drawn as HTML (``inner``, Markup), e.g. a
        card of ``draw.card``: a button when an action targets it.  ``shows``:
        the words it shows where its drawing's letters are not words (a
        counter's "Go2" is the Goths)."""
        if shows is not None:
            return self._element(kind, id, inner, name, cls, tip, shows)
        return self._element(kind, id, inner, name, cls, tip, None)

    def _element(self, kind, id, inner, name, cls, tip, text) -> Markup:
        """``inner`` in a span (with ``text``, a tag; else an image named ``name``),
        or in a button when an action targets it, its spoken name holding the
        visible text (``spoken_name``)."""
        key = self._take(kind, id)
        k = kind + ":" + str(id)
        self.seen.append(k)
        title = html(" title='{}'", tip) if tip else html("")
        # a card of the docked hand that no move uses: a click says why
        idle = html(" data-do='why' data-name='{}'", name) if self.in_hand and not key else ""
        if not key and text is not None:
            return html("<span class='{}' data-k='{}'{}{}>{}</span>", cls, k, title, idle, inner)
        if not key:
            return html("<span class='{}' data-k='{}'{}{} aria-label='{}' role='img'>{}</span>", cls, k,
                        title, idle, name, inner)
        what = spoken_name(self.what(key, name), visible_text(inner) if text is None else text)
        return html("<button type='button' class='{}' data-k='{}' data-do='target' data-target='{}'{} "
                    "aria-label='{}' title='{}'{}>{}</button>", cls, k, key, self._moves(key), what,
                    what + (" · " + tip if tip else ""),
                    # the tip alone, for a long press on a phone (web/tips.js)
                    html(" data-tip='{}'", tip) if tip else "", inner)

    def moved(self, card_id) -> bool:
        return card_id in (self.marks.get("cards") or ())

    def gained(self, seat):
        """Points ``seat`` gained in the last move, or None."""
        return (self.marks.get("scores") or {}).get(seat)

    def box(self, kind, id, name, shown="") -> Box:
        """A container named ``name``; ``shown``, another name it shows (a short
        one on a phone), is held in its spoken name too."""
        key = self._take(kind, id)
        k = kind + ":" + str(id)
        self.seen.append(k)
        if not key:
            return Box(k=k)
        box = Box(key, spoken_name(self.what(key, name), shown), k)
        lit = self.lit.get(key)
        if lit:
            box.attrs += html(" data-lit='{}'", ",".join(str(i) for i in lit))
        return box


def visible_text(inner) -> str:
    """The words an element drawn as HTML shows, as a screen reader's checker reads
    them: the text outside tags (parts hidden with aria-hidden hold none), entities
    undone, runs of space made one.  Drawers separate words with a space between
    their spans."""
    out, inside = [], False
    for ch in str(inner):                 # (the page's MicroPython has no html module)
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


def fact(label, value) -> Markup:
    """One fact of a board's strip: a small label over its value (text, or Markup)."""
    return html("<span class='fact'><span class='fl'>{}</span> {}</span>", label, value)


def facts(parts) -> Markup:
    """A board's strip of facts: ``parts`` is [(label, value), ...]."""
    return html("<div class='strip'>{}</div>", join(fact(k, v) for k, v in parts))


def ending_parts(ending) -> tuple:
    """A result's "ending" (why nobody won, e.g. Roman Empire's collapse) as
    (its first sentence, the rest): the head of the end screen and what follows
    it (the crises that brought the Empire down, issue 45)."""
    ending = ending or ""
    i = ending.find(". ")
    if i < 0:
        return ending, ""
    return ending[:i + 1], ending[i + 2:].strip()


def result_text(result: dict, names: list) -> str:
    """The prompt's line at the game's end: who won (with the game's reason when
    nobody did, e.g. Roman Empire's collapse), then the scores."""
    scores = result.get("scores", [])
    winners = result.get("winners", [])
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        head = " and ".join(names[w] for w in winners) + " " + verb + "."
    else:
        head = ending_parts(result.get("ending"))[0] or result.get("tiebreak") or "nobody wins."
    parts = [names[i] + " " + str(s) for i, s in enumerate(scores)]
    return "Game over: " + head + " Scores: " + ", ".join(parts) + "."
