"""Following the play at the table: what the last move changed (cards that moved,
scores that changed), the log grouped by turn and phase, and the moves since a
person's last turn, with his own forced moves picked out.

Pure Python on views and logs (no browser calls), so it runs on CPython in the
tests as in MicroPython in the page.
"""
from boards.common import esc

FORCED = " (only choice)."


# --- what the last move changed ------------------------------------------------------
def _ident(node, i):
    """How a list element is known across two views (not by its position)."""
    if isinstance(node, dict):
        for k in ("candidate", "seat", "type"):
            if k in node and not _is_card(node):
                return str(node[k])
        if "id" in node and not _is_card(node):
            return "#" + str(node["id"])
    return str(i)


def _is_card(node) -> bool:
    return isinstance(node, dict) and "id" in node and "kind" in node


def card_places(view) -> dict:
    """{card id: where it lies} for every card drawn from ``view`` (a dict with
    "id" and "kind"), where = the path of keys leading to it."""
    out = {}

    def walk(node, path):
        if _is_card(node):
            out[node["id"]] = path
        if isinstance(node, dict):
            for k in node:
                if k not in ("prompt", "log", "help", "step", "result", "discard_top"):
                    walk(node[k], path + "/" + str(k))
        elif isinstance(node, list):
            for i, x in enumerate(node):
                walk(x, path + "/" + _ident(x, i))

    walk(view, "")
    return out


def scores(view) -> list:
    if view.get("scores") is not None:
        return list(view["scores"])
    return [f.get("points", 0) for f in view.get("factions") or []]


def changes(old, new) -> dict:
    """What changed from view ``old`` to view ``new`` (of the same game): the
    cards now in another place, or newly seen, and the points each seat gained."""
    if not old or not new or old.get("game") != new.get("game"):
        return {}
    before, after = card_places(old), card_places(new)
    moved = [c for c, where in after.items() if before.get(c) != where]
    a, b = scores(old), scores(new)
    gained = {}
    for s in range(min(len(a), len(b))):
        if b[s] != a[s]:
            gained[s] = b[s] - a[s]
    return {"cards": moved, "scores": gained}


# --- the log -------------------------------------------------------------------------
def is_turn_start(text) -> bool:
    """A game's turn-opening line: "Turn 4 begins; …" (Rome in Crisis) or
    "Player 2's turn." (Roman Empire)."""
    return (text.startswith("Turn ") and " begins" in text[:16]) or text.endswith("'s turn.")


def forced_of(entry, name) -> bool:
    """Is ``entry`` a move the rules made for ``name`` (his only choice)?"""
    return (entry.get("seat") is None and entry["text"].startswith(name + ": ") and
            entry["text"].endswith(FORCED))


def log_html(log, mark_from=None) -> str:
    """The log as turns, each with its phases: ``<li class='turn'>`` holding
    the turn's title and its lines; a phase change inside a turn starts a
    sub-heading.  Lines from index ``mark_from`` on are marked ``new``; the
    same line several times running is written once with "(×n)"."""
    out, turn_open, phase = [], False, None
    count = 0
    for i, e in enumerate(log):
        text = e["text"]
        if i + 1 < len(log) and _same(log[i + 1], e):
            continue              # a run of the same line is written once, counted
        times = 1
        while i - times >= 0 and _same(log[i - times], e):
            times += 1
        if times > 1:
            text += " (×" + str(times) + ")"
        if is_turn_start(text) or not turn_open:
            if turn_open:
                out.append("</ol></li>")
            count += 1
            title = text.rstrip(".") if is_turn_start(text) else "Setting up"
            fresh = mark_from is not None and i >= mark_from and is_turn_start(text)
            out.append("<li class='turn'><span class='turn-title" + (" new" if fresh else "") +
                       "'>" + esc(title) + "</span><ol>")
            turn_open, phase = True, None
            if is_turn_start(text):
                continue
        p = e.get("phase")
        if p and p != phase:
            phase = p
            out.append("<li class='phase'>" + esc(p) + "</li>")
        cls = ("mine " if e.get("seat") is not None else "") + (
            "new" if mark_from is not None and i >= mark_from else "")
        out.append("<li" + (" class='" + cls.strip() + "'" if cls.strip() else "") + ">" +
                   esc(text) + "</li>")
    if turn_open:
        out.append("</ol></li>")
    return "".join(out)


def _same(a, b) -> bool:
    """Two log lines a reader takes as one repeated (five secret choices)."""
    return a["text"] == b["text"] and a.get("seat") == b.get("seat") and \
        a.get("phase") == b.get("phase") and not is_turn_start(a["text"])


def since_start(log, viewer) -> int:
    """Index of the first log line after ``viewer``'s last own decision."""
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("seat") == viewer:
            return i + 1
    return 0


def since_html(log, viewer, name, most=14) -> str:
    """The lines since ``viewer`` last decided (at most ``most``, the latest),
    with the moves played for him marked."""
    start = since_start(log, viewer)
    lines = log[start:]
    if not lines:
        return ""
    hidden = len(lines) - most
    lines = lines[-most:]
    out = []
    if hidden > 0:
        out.append("<li class='muted'>… " + str(hidden) + " earlier line" +
                   ("s" if hidden != 1 else "") + " in the log</li>")
    for e in lines:
        if forced_of(e, name):
            out.append("<li class='forced'><b>Played for you:</b> " +
                       esc(e["text"][len(name) + 2:-1]) + "</li>")
        else:
            out.append("<li>" + esc(e["text"]) + "</li>")
    return "".join(out)


def forced_since(log, viewer, name) -> list:
    """The moves played for ``viewer`` since his last own decision."""
    return [e["text"][len(name) + 2:-len(FORCED)] for e in log[since_start(log, viewer):]
            if forced_of(e, name)]


def actions_html(actions, groups, key_of, hinted=None) -> str:
    """The prompt's moves as buttons; ``groups`` ([(title, [indices])], or None)
    puts them in titled rows, e.g. Roman Empire's moves by the card they use."""
    def button(i):
        a = actions[i]
        return ("<button type='button' data-do='act' data-index='" + str(i) + "' data-on='" +
                esc(key_of(a.get("target"))) + "'>" + esc(a["label"]) + "</button>")
    if not groups:
        return "".join(button(i) for i in range(len(actions)))
    out = []
    for title, found in groups:
        head = "<span class='gl'>" + esc(title) + "</span>" if title else ""
        out.append("<div class='act-group' role='group'" +
                   (" aria-label='" + esc(title) + "'" if title else "") + ">" + head +
                   "".join(button(i) for i in found) + "</div>")
    return "".join(out)
