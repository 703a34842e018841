"""The frame around a game's board (issue 33): a game table, not a web page.

What the page draws around the board a game module draws (``boards.table``):
the player column (a panel per seat: name, colour, whose turn, who plays it,
the score and what the game counts, from the board's ``panels``), the hand
docked at the bottom of the view (the board's ``hand``), and the status line's
plan: which of the decision's moves are buttons and which are chosen on the
table (a card of the hand first, then the place it acts on).

Pure Python on views and plain data (no browser calls), so it runs on CPython
in the tests as in MicroPython in the page.
"""
from boards import FEW
from boards.common import html, join, target_key
from boards.draw import gain

# A seat's colour when its game has none (Time of Crisis's seats have theirs).
PALETTE = ("red", "blue", "green", "yellow", "purple", "grey")


def who_plays(seat, you=False) -> str:
    """"you", "person", "AI, easy", "friend (by link)" for a seat of the setup."""
    kind = (seat or {}).get("kind")
    if kind == "ai":
        return "AI, " + str(seat.get("level", ""))
    if kind == "friend":
        return "friend (by link)"
    return "you" if you else "person"


def _default_row(s) -> dict:
    return {"score": None, "unit": "", "facts": [], "badges": []}


# A phone's strip gives each seat a sixth of 390 px at most: the facts the boards
# name, in short words (a board's panel "short" adds its own, or overrides one).
SHORT = {"Hand": "Hd", "Candidates": "Cand", "Leaders": "Ldr", "Strength": "Str",
         "Provinces": "Prov", "Governors": "Gov", "Generals": "Gen", "Unspent": "Left",
         "Points to buy": "Buy", "Points left": "Pts"}


def _fact_name(name, short):
    """A fact's name; with a short one (a board's panel ``short``: {name: short}),
    both: the page shows the full name, a phone's strip the short one."""
    if name not in short:
        return name
    return html("<span class='fl-long'>{}</span><span class='fl-short' aria-hidden='true'>{}</span>",
                name, short[name])


def panels_html(rows, names, seats, viewer, to_move, thinking=None, gained=None) -> str:
    """The player column: one panel per seat (``rows``: the board's ``panels``,
    or None: names and turns only; a row's "short", {fact: short name}, with
    ``SHORT``, lets a phone's strip carry every fact).  ``names``: each seat's name as the game
    calls it ("Player 2"); ``seats``: the setup's seats (person, AI and level,
    friend); ``to_move``: the seats to move; ``thinking``: the AI seat now
    choosing; ``gained``: {seat: points the last move gained} (marked)."""
    count = max(len(names), len(rows or []))
    out = []
    for s in range(count):
        row = (rows[s] if rows and s < len(rows) else None) or _default_row(s)
        colour = row.get("colour") or PALETTE[s % len(PALETTE)]
        name = names[s] if s < len(names) else "Player " + str(s + 1)
        seat = seats[s] if s < len(seats) else {}
        you = s == viewer
        turn = s in (to_move or [])
        state = ("thinking…" if thinking == s else "to move") if turn else ""
        cls = "panel c-" + colour + (" me" if you else "") + (" turn" if turn else "")
        score = ""
        if row.get("score") is not None:
            plus = (gained or {}).get(s)
            score = html("<span class='pn-score'><b>{}</b> {}{}</span>", row["score"],
                         row.get("unit") or "",
                         gain(plus) if plus else "")
        badges = join(html("<span class='pn-badge'>{}</span>", b) for b in row.get("badges") or [])
        short = dict(SHORT)     # a phone's strip shows the short names, the full ones read aloud
        short.update(row.get("short") or {})
        cls += " pn-short"
        facts = join(html("<li><span class='fl'>{}</span> <b>{}</b></li>", _fact_name(k, short), v)
                     for k, v in row.get("facts") or [])
        out.append(html(
            "<li class='{}' data-seat='{}' data-k='panel:{}'{}><div class='pn-head'>"
            "<span class='pn-dot c-{}' aria-hidden='true'>{}</span><span class='pn-name'>{}</span>"
            "<span class='pn-who'>{}</span>{}</div><div class='pn-body'>{}{}{}</div></li>",
            cls, s, s, html(" aria-current='true'") if turn else "", colour, s + 1, name,
            who_plays(seat, you), score,
            html("<span class='pn-turn'>{}</span>", state) if state else "",
            html("<span class='pn-badges'>{}</span>", badges) if badges else "",
            html("<ul class='pn-facts'>{}</ul>", facts) if facts else ""))
    return str(join(out))


def placed_moves(actions, drawn) -> dict:
    """{move index: the key of the element on the table it acts on} for the
    moves whose target is drawn clickable (``drawn``: ``Targets.drawn``)."""
    keys = set(drawn)
    out = {}
    for i, a in enumerate(actions or []):
        key = target_key(a.get("target"))
        if key and key in keys:
            out[i] = key
    return out


def card_moves(actions, selects) -> dict:
    """{card key: [move indices]} for the hand cards whose click selects them
    (``Targets.selects``): the moves that name the card (``action["card"]``) or
    act on it (its target)."""
    out = {}
    for i, a in enumerate(actions or []):
        v = (a.get("action") or {}).get("card")
        keys = [] if v is None or isinstance(v, (list, dict)) else ["card:" + str(v)]
        on = target_key(a.get("target"))
        if on and on not in keys:
            keys.append(on)
        for key in keys:
            if key in selects:
                out.setdefault(key, []).append(i)
    return out


# The one rule of a click on a card of the docked hand, in every game (issue 43,
# 6), as the page's help tells it (``hand_click`` decides it).
CLICK_RULE = ("A card of your hand: a click on a card with one move plays it (Undo takes it back). "
              "A card with several moves, or whose move cannot be taken back (it rolls dice, "
              "shuffles or shows hidden cards), rises: its moves are the buttons of the status "
              "line and the places they act on glow; click one, or the card again, or Cancel. "
              "A card picked with others (a war's cards) is picked or put back. "
              "A card with no move now says why.")

# What a selected card's only move does for good (the engine's "final").
FINAL = {"chance": "It rolls dice or shuffles: no Undo after it.",
         "reveal": "It shows hidden cards: no Undo after it."}


def hand_click(uses, actions, picking=False) -> tuple:
    """What a click on a card of the docked hand does (``CLICK_RULE``): the
    card's moves ``uses`` (indices of ``actions``, the prompt's); ``picking``:
    the card is picked with others (``Targets.combine``).

    ("pick",): picked or put back, nothing played; ("why",): no move uses it,
    the page says so beside it; ("play", i): its one move, which Undo takes
    back, played at once; ("raise", uses): several moves, or one the engine
    marks "final" (dice, a shuffle, hidden cards: an undo barrier) or "risk",
    the card is selected and nothing is played until a move is chosen."""
    if picking:
        return ("pick",)
    uses = list(uses or [])
    if not uses:
        return ("why",)
    if len(uses) == 1:
        a = actions[uses[0]] if uses[0] < len(actions or []) else {}
        if not a.get("final") and not a.get("risk"):
            return ("play", uses[0])
    return ("raise", uses)


def why_words(name, mine, step=None) -> str:
    """Why a card of the hand answers a click with no move: not the viewer's
    turn, or no move of this step (``step``, its title) uses it."""
    name = name or "This card"
    if not mine:
        return name + ": nothing to do with it now, it is not your turn."
    return name + ": no move uses it now" + (" (this step: " + step + ")." if step else ".")


def plan(actions, drawn, selects, card_first, selected=None, lit=None, few=FEW) -> dict:
    """Which of the decision's moves the status line shows as buttons.

    Few moves: all of them.  Many (more than ``few``: ``boards.FEW``, fewer on a
    phone's bar): those that act on nothing drawn on the table; the others are
    chosen there, a line says so (``line``).  Card first (``card_first``: many moves name a hand card): a
    hand card is chosen, then (``selected``, its key) its moves on places of the
    table are lit there (``lit``: {key: [moves]}) and its other moves are the
    buttons, with Cancel.  Returns {"shown": [indices], "hidden": [indices],
    "line": words or "", "cards": number of hand cards to choose from,
    "places": number of places to choose on, "selected": key or None}."""
    actions = actions or []
    everything = list(range(len(actions)))
    placed = placed_moves(actions, drawn)
    by_card = card_moves(actions, selects)
    if selected and selected in by_card:
        on_places = set()
        for i_list in (lit or {}).values():
            on_places.update(i_list)
        shown = [i for i in by_card[selected] if i not in on_places]
        return {"shown": shown, "hidden": [i for i in everything if i not in shown],
                "line": "", "cards": 0, "places": len(lit or {}), "selected": selected}
    hidden = set()
    if card_first:
        for found in by_card.values():
            hidden.update(found)
    if len(actions) > few and len(placed) >= 2:
        hidden.update(placed)
    if not hidden:
        return {"shown": everything, "hidden": [], "line": "", "cards": 0, "places": 0,
                "selected": None}
    cards = len(by_card) if card_first else 0
    places = len(set(placed[i] for i in hidden if i in placed and placed[i] not in by_card))
    return {"shown": [i for i in everything if i not in hidden], "hidden": sorted(hidden),
            "line": choose_line(cards, places), "cards": cards, "places": places,
            "selected": None}


def choose_line(cards, places) -> str:
    """What to choose on the table, after the prompt's words: "Choose a card of
    your hand (4), or a place outlined on the table (3)." and the like."""
    parts = []
    if cards:
        parts.append("a card of your hand (" + str(cards) + ")")
    if places:
        parts.append("a place outlined on the table (" + str(places) + ")" if places > 1
                     else "the place outlined on the table")
    if not parts:
        return ""
    return "Choose " + ", or ".join(parts) + "."


def selected_line(card_name, places, buttons, final=None) -> str:
    """The words of a selected card: what to do with it now (``final``: what
    its only move does for good, ``FINAL``'s key)."""
    lit = ("a place lit on the table (" + str(places) + ")" if places > 1 else
           "the place lit on the table")
    head = "With " + card_name + ":"
    verb = " choose "
    if final in FINAL:
        head, verb = head + " " + FINAL[final], " Choose "
    if places and buttons:
        return head + verb + lit + ", or a move here."
    if places:
        return head + verb + lit + "."
    return head


def card_words(view, keys) -> str:
    """The cards ``keys`` ("card:41", ...) as words with their total:
    "Goths 4 + Gold 2 (6)" (names and values as the view gives them)."""
    found = {}

    def walk(node):
        if isinstance(node, dict):
            if "id" in node and "kind" in node and "card:" + str(node["id"]) in keys:
                found["card:" + str(node["id"])] = node
            for k in node:
                if k not in ("prompt", "log", "help", "step", "result"):
                    walk(node[k])
        elif isinstance(node, list):
            for x in node:
                walk(x)
    walk(view)
    cards = [found[k] for k in keys if k in found]
    words = " + ".join(c.get("name", "a card") for c in cards)
    values = [c.get("value") for c in cards]
    if cards and all(isinstance(v, int) for v in values):
        words += " (" + str(sum(values)) + ")"
    return words


def combo_plan(actions, t, view) -> dict:
    """The status line of a decision whose cards are picked together
    (``Targets.combine``): the moves that use cards are chosen on the table,
    the others stay buttons; once picked cards make moves, those moves are
    buttons too (their words say what they score) and their places are lit.
    Returns {"shown", "hidden", "line", "lit": {key: [moves]}}."""
    uses = [i for i, a in enumerate(actions or [])
            if isinstance((a.get("action") or {}).get("cards"), list)]
    others = [i for i in range(len(actions or [])) if i not in uses]
    lit = {k: v for k, v in t.lit.items() if k in t.drawn}
    if not t.picked:
        n = len([k for k in t.drawn if k in t.picks])
        return {"shown": others, "hidden": uses, "lit": {},
                "line": "Pick the cards to use, outlined (" + str(n) + "), then the place."}
    matching = t.matching
    words = "Picked: " + card_words(view, t.picked) + "."
    if not matching:
        line = words + " No move uses these cards together: put one back, or pick another."
    elif lit:
        line = words + (" Choose a place lit on the table (" + str(len(lit)) + "), or a move here."
                        if len(lit) > 1 else " Choose the place lit on the table, or the move here.")
    else:
        line = words + " Choose a move here."
    return {"shown": matching + others, "hidden": [i for i in uses if i not in matching],
            "lit": lit, "line": line}
