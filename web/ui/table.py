"""Following the play at the table: what the last move changed (cards that moved,
scores that changed), the log grouped by turn and phase, and the moves since a
person's last turn, with his own forced moves picked out.

Pure Python on views and logs (no browser calls), so it runs on CPython in the
tests as in MicroPython in the page.
"""
from boards.common import html, join, word_at

FORCED = " (only choice)."
SECRET = " makes a secret choice."


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


# --- the pace of AI moves ------------------------------------------------------------
# The share of the chosen pause (pace.py) that follows an AI move, by what it showed.
PAUSE_NONE = 0.0     # nothing to see: secret choices, moves the rules made (only choice)
PAUSE_STEP = 0.35    # a choice announced with nothing changed yet, the same player to go on
PAUSE_FULL = 1.0     # what changed on the table, or the turn passing to another player


# A round of AI moves is not half a minute of watching (issue 43, 10: three
# Roman History AIs took 22-24 s at the normal pace): each AI seat's turn waits
# its full pauses up to SEAT_BUDGET paces, the run of AI moves between two of the
# person's decisions up to ROUND_BUDGET; beyond, a move waits BRISK of the pace,
# still drawn with what it changed marked.
SEAT_BUDGET = 3.0
ROUND_BUDGET = 6.0
BRISK = 0.2


def wait_share(pause, seat_spent, round_spent) -> float:
    """The share of the pace to wait after an AI move whose own pause is
    ``pause`` (``pause_after``), when that seat's turn has waited ``seat_spent``
    paces and the round ``round_spent``."""
    if seat_spent >= SEAT_BUDGET or round_spent >= ROUND_BUDGET:
        return min(pause, BRISK)
    return pause


def fresh_lines(old_view, new_view) -> list:
    """The log lines ``new_view`` holds that ``old_view`` did not (by "log_total"
    when the page's engine counts them, else by length)."""
    log = new_view.get("log") or []
    old = (old_view or {}).get("log_total", len((old_view or {}).get("log") or []))
    n = new_view.get("log_total", len(log)) - old
    return log[len(log) - n:] if 0 < n <= len(log) else (list(log) if n > len(log) else [])


def pause_after(old_view, new_view, again) -> float:
    """How much of the pace to wait after an AI move that took the table from
    ``old_view`` to ``new_view`` (``again``: the same seat is still to move), so
    that a person watches what he wants to see (issue 21): nothing for a secret
    pick or a move the rules made, nor for a choice that only opens the next
    choice of the same move (a Time of Crisis action, before its target); a short
    pause for a choice announced with its effect still to come (a card played);
    the whole pause for a move that changed the table or handed the turn on."""
    lines = fresh_lines(old_view, new_view)
    shown = [e for e in lines
             if not e["text"].endswith(SECRET) and not e["text"].endswith(FORCED)]
    if not shown:
        return PAUSE_NONE
    if again and len(shown) < len(lines) and lines[0]["text"].endswith(SECRET):
        return PAUSE_NONE            # what a secret pick set off, the same player picking on
    if again and all(e.get("seat") is not None for e in shown):
        step = (old_view or {}).get("step") or {}
        if step.get("name") != (new_view.get("step") or {}).get("name"):
            return PAUSE_NONE        # the move goes on in its next step
        return PAUSE_STEP
    return PAUSE_FULL


# --- the log -------------------------------------------------------------------------
def is_turn_start(text) -> bool:
    """A game's turn-opening line: "Turn 4 begins; …" (Rome in Crisis), "Player
    2's turn." (Roman Empire) or "Player 1's turn (Early Republic)." (Roman History)."""
    return ((text.startswith("Turn ") and " begins" in text[:16]) or text.endswith("'s turn.") or
            ("'s turn (" in text and text.endswith(").") and text.count(" ") <= 6))


def forced_of(entry, name) -> bool:
    """Is ``entry`` a move the rules made for ``name`` (his only choice)?"""
    return (entry.get("seat") is None and entry["text"].startswith(name + ": ") and
            entry["text"].endswith(FORCED))


def _label_of(e):
    """A player's own line "Player 3: Move an army." as its label "Move an army"
    (None for the game's narration and for secret or forced lines)."""
    t = e["text"]
    if e.get("seat") is None or t.endswith(SECRET) or not t.endswith(".") or ": " not in t:
        return None
    return t.split(": ", 1)[1][:-1]


def _action_of(label) -> str:
    """An action's name without what its first button says it costs ("Increase
    support (2 Populace)": "Increase support"), as its next choices begin."""
    if label.endswith(")") and " (" in label:
        return label[:label.rindex(" (")]
    return label


def _tells(label, line, steps) -> bool:
    """Does the game's narrative ``line`` tell the move whose label is ``label``
    (chosen in ``steps`` choices)?  A move of several choices (an action, then
    its target) is told by the line that follows it; a one-choice move when that
    line names what its label names last ("Discard Red 1": "… discards Red 1.")."""
    if steps > 1:
        return True
    words = label.split(": ")[-1].split()
    return len(words) >= 3 and " ".join(words[-2:]) in line


def fold(log) -> list:
    """The log as a reader follows it (issue 21): the choices of one move (a Time
    of Crisis action, its army, its destination: "Player 3: Move an army.", "Player
    3: Move an army: Gallia (costs 1 Military).") make one line, and the game's
    narration of that move ("Player 3 moves an army to Gallia.") stands for it,
    with the choices kept as its ``steps``.  Each entry: {"text", "seat", "phase",
    "i" (the index of its last line in ``log``), "steps" (the choices' labels)}."""
    out = []
    for i, e in enumerate(log):
        label = _label_of(e)
        prev = out[-1] if out else None
        chain = prev is not None and prev.get("open") and prev["phase"] == e.get("phase")
        if (label is not None and chain and prev["seat"] == e.get("seat") and
                label.startswith(_action_of(prev["steps"][0]) + ": ")):
            prev.update(text=e["text"], i=i)          # the next choice of the same move
            prev["steps"].append(label)
            continue
        if (label is None and chain and e.get("seat") is None and
                e["text"].startswith(prev["name"]) and not is_turn_start(e["text"]) and
                not e["text"].endswith(FORCED) and
                _tells(prev["steps"][-1], e["text"], len(prev["steps"]))):
            prev.update(text=e["text"], i=i, open=False)   # the move as the game tells it
            continue
        if prev is not None:
            prev["open"] = False
        entry = {"text": e["text"], "seat": e.get("seat"), "phase": e.get("phase"), "i": i,
                 "steps": [label] if label is not None else [], "open": label is not None,
                 "name": e["text"].split(": ", 1)[0] if label is not None else ""}
        out.append(entry)
    return out


def with_terms(text, terms) -> str:
    """``text`` as HTML, each name of ``terms`` ({name: what it does}, e.g. a
    card's or an event's effect) in it a ``<span class='term'>`` whose tooltip
    says what it does (issue 21, 4: "in the log's hover").  Longest names first,
    whole words only, so "Red 1" is not read in "Red 10"."""
    return str(_with_terms(text, terms))


def _with_terms(text, terms):
    names = sorted((n for n in terms or () if n and n in text), key=len, reverse=True)
    if not names:
        return html("{}", text)
    out, i, start = [], 0, 0
    while i < len(text):
        hit = None
        for n in names:
            if text.startswith(n, i) and word_at(text, i, len(n)):
                hit = n
                break
        if hit is None:
            i += 1
            continue
        out.append(text[start:i])
        out.append(html("<span class='term' title='{}'>{}</span>", hit + ": " + terms[hit], hit))
        i += len(hit)
        start = i
    out.append(text[start:])
    return join(out)


def log_html(log, mark_from=None, terms=None) -> str:
    """The log as turns, each with its phases: ``<li class='turn'>`` holding
    the turn's title and its lines; a phase change inside a turn starts a
    sub-heading.  The choices of one move are one line (``fold``; the choices
    are its tooltip).  Lines from index ``mark_from`` on are marked ``new``; the
    same line several times running is written once with "(×n)".  The names of
    ``terms`` ({name: effect}, ``boards.terms``) carry their effect as a tooltip."""
    out, turn_open, phase = [], False, None      # (the tags of a turn open and close apart)
    count = 0
    lines = fold(log)
    for k, e in enumerate(lines):
        text = e["text"]
        if k + 1 < len(lines) and _same(lines[k + 1], e):
            continue              # a run of the same line is written once, counted
        times = 1
        while k - times >= 0 and _same(lines[k - times], e):
            times += 1
        if times > 1:
            text += " (×" + str(times) + ")"
        new = mark_from is not None and e["i"] >= mark_from
        if is_turn_start(text) or not turn_open:
            if turn_open:
                out.append(html("</ol></li>"))
            count += 1
            title = text.rstrip(".") if is_turn_start(text) else "Setting up"
            fresh = new and is_turn_start(text)
            out.append(html("<li class='turn'><span class='turn-title{}'>{}</span><ol>",
                            " new" if fresh else "", title))
            turn_open, phase = True, None
            if is_turn_start(text):
                continue
        p = e.get("phase")
        if p and p != phase:
            phase = p
            out.append(html("<li class='phase'>{}</li>", p))
        cls = ("mine " if e.get("seat") is not None else "") + ("new" if new else "")
        told = e["steps"] and e["text"] != e["name"] + ": " + e["steps"][-1] + "."
        tip = html(" title='{}'", e["name"] + ": " + e["steps"][-1]) if told else ""
        out.append(html("<li{}{}>{}</li>", html(" class='{}'", cls.strip()) if cls.strip() else "",
                        tip, _with_terms(text, terms)))
    if turn_open:
        out.append(html("</ol></li>"))
    return str(join(out))


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


def _gather_secrets(lines) -> list:
    """Runs of secret choices as one line each (issue 21: "Player 3 makes a secret
    choice" five times told nothing): "Player 3 makes 5 secret choices.", or
    "Player 2, Player 3 and Player 4 make secret choices." when several chose."""
    out = []
    for e in lines:
        prev = out[-1] if out else None
        if (prev is not None and e["text"].endswith(SECRET) and prev.get("secret") and
                prev["phase"] == e.get("phase")):
            prev["secret"].append(e["text"][:-len(SECRET)])
            prev["i"] = e["i"]
        else:
            out.append(dict(e, secret=[e["text"][:-len(SECRET)]]) if e["text"].endswith(SECRET)
                       else e)
    for e in out:
        who = e.get("secret")
        if who and len(who) > 1:
            names = list(dict.fromkeys(who))
            if len(names) == 1:
                e["text"] = names[0] + " makes " + str(len(who)) + " secret choices."
            else:
                e["text"] = ", ".join(names[:-1]) + " and " + names[-1] + " make secret choices."
    return out


def since_html(log, viewer, name) -> str:
    """The lines since ``viewer`` last decided, from the first (the box they are
    drawn in scrolls; it opens at its top, at your last turn); the choices of one
    move as one line (``fold``), a run of secret choices as one line, the moves
    played for him marked."""
    start = since_start(log, viewer)
    lines = _gather_secrets(fold(log[start:]))
    if not lines:
        return ""
    out = []
    for e in lines:
        if forced_of(e, name):
            out.append(html("<li class='forced'><b>Played for you:</b> {}</li>",
                            e["text"][len(name) + 2:-1]))
        else:
            out.append(html("<li>{}</li>", e["text"]))
    return str(join(out))


def forced_since(log, viewer, name) -> list:
    """The moves played for ``viewer`` since his last own decision."""
    return [e["text"][len(name) + 2:-len(FORCED)] for e in log[since_start(log, viewer):]
            if forced_of(e, name)]


def _lower_first(words) -> str:
    return words[:1].lower() + words[1:]


def hint_html(hint) -> str:
    """The Hint's line (the engine's ``hint``): the move the review's search
    prefers, named by its label (an imperative such as "Draft Goths 5", so no
    verb of ours before it), the chance it keeps and the next best's ("Hint:
    Draft Goths 5: your chance 40%; draft Persia 6: 22%."), then what the
    player would go on to do after it."""
    if isinstance(hint, str):
        hint = {"label": hint}
    out = html("Hint: <b>{}</b>", hint.get("label", ""))
    if hint.get("chance") is not None:
        out = html("{}: your chance {}%", out, hint["chance"])
        other = hint.get("other")
        if other:
            out = html("{}; {}: {}%", out, _lower_first(other["label"]), other["chance"])
    out = html("{}.", out)
    then = hint.get("then") or []
    if then:
        out = html("{} <span class='muted'>Then: {}.</span>", out,
                   "; ".join(_lower_first(t) for t in then))
    return str(out)


# A forced move that waits for the player's click (the engine's hold), and why.
RISK = {"chance": "(your only move; it rolls dice or shuffles: no Undo after it)",
        "reveal": "(your only move; it turns hidden cards up: no Undo after it)"}


def actions_html(actions, groups, key_of, hinted=None, hidden=()) -> str:
    """The prompt's moves as buttons; ``groups`` ([(title, [indices])], or None)
    puts them in titled rows, e.g. Roman Empire's moves by the card they use.
    The moves of ``hidden`` are chosen on the table (``frame.plan``): their
    buttons are drawn (class ``on-table``) and shown only when the player asks
    for all the moves; a row whose moves are all hidden is hidden with them."""
    hidden = set(hidden)

    def button(i, title=""):
        a = actions[i]
        label = a["label"]
        shown = short_label(label, title)
        named = "" if shown == label else html(" title='{}'", label)   # named by its words (axe)
        away = html(" class='on-table'") if i in hidden else ""
        if a.get("risk"):          # a forced move held for his click: what it does, for good
            return html("<button type='button' data-do='act' data-index='{}' data-on='{}' "
                        "data-risk='{}' class='risky{}'{}>{} <small>{}</small></button>",
                        i, key_of(a.get("target")), a["risk"], " on-table" if i in hidden else "",
                        named, shown, RISK[a["risk"]])
        return html("<button type='button' data-do='act' data-index='{}' data-on='{}'{}{}>{}</button>",
                    i, key_of(a.get("target")), away, named, shown)
    if not groups:
        return str(join(button(i) for i in range(len(actions))))
    out = []
    for title, found in groups:
        away = " on-table" if found and all(i in hidden for i in found) else ""
        if title:
            out.append(html("<div class='act-group{2}' role='group' aria-label='{0}'><span class='gl'>"
                            "{0}</span>{1}</div>", title, join(button(i, title) for i in found), away))
        else:
            out.append(html("<div class='act-group{}' role='group'>{}</div>", away,
                            join(button(i, title) for i in found)))
    return str(join(out))


def short_label(label, title) -> str:
    """A grouped move's words without its group's title, which heads the row
    ("Challenge Tacitus (...) with Patrician action 4: ..." under "Patrician
    action 4" reads "Challenge Tacitus (...): ..."; "Discard Patrician action 4"
    reads "Discard").  The whole label is the button's title (a tooltip); its
    name stays the words shown (axe: label in name, WCAG 2.5.3), in a group
    named by the card."""
    if not title:
        return label
    shown = label.replace(" with " + title, "")
    if shown.endswith(" " + title):
        shown = shown[:-len(title) - 1]
    return shown or label


# --- playing by ear (issue 46; ui/ear.py) ----------------------------------------------
# The keys of the mode, one table for the page's help, its keyboard (dom-helpers.js reads
# the letters from #ear's data-keys) and ear.py: (key, the question of the engine's
# ``read`` or the command, what it says).  Shift and a letter: a letter alone types ahead
# in the move list.
EAR_KEYS = (("W", "where", "where I stand: the phase, whose turn, my resources and score"),
            ("H", "hand", "my hand, each card with what it does"),
            ("O", "others", "the other players, as far as I can see them"),
            ("B", "board", "the board, in its own order"),
            ("T", "threats", "what threatens me next"),
            ("D", "odds", "the odds of the dice, a vote or a bid now"),
            ("L", "last", "the last moves"),
            ("M", "moves", "the question put to me now, and how many moves I have"),
            ("U", "undo", "take back my last move"))
EAR_LIST_KEYS = (("Up, Down, Home, End", "go through my moves"),
                 ("a letter or a word", "go to the next move that begins with it"),
                 ("Enter", "play the move"))

DICE_WORDS = ("roll", "dice", " die ", "odds")


def ear_keys_html() -> str:
    """The keys of the mode as the page's help lists them."""
    rows = [html("<li><kbd>Shift</kbd>+<kbd>{}</kbd>: {}</li>", k, words) for k, _, words in EAR_KEYS]
    rows += [html("<li><kbd>{}</kbd>: {}</li>", k, words) for k, words in EAR_LIST_KEYS]
    return str(html("<ul>{}</ul>", join(rows)))


def heard(lines, last=None) -> list:
    """New log lines as the ear hears them: the choices of one move told once (``fold``),
    a run of secret choices as one line (``_gather_secrets``), and the same words several
    times running told once with their count, as the log writes "(×n)".  (The log counts a
    run within one phase, folded whole; the ear tells no phase, and may have heard a move's
    choices one by one as they came: the same words running are one line to it.)
    ``last``: the line heard before these (an entry of this list): when the first of these
    is the same again, it counts both and is marked "again" (the page tells it in place of
    that one: no event told twice).  Each {"text" (as told), "line" (as the log writes it
    once), "times", "i", "seat"}."""
    out = []
    for e in _gather_secrets(fold(lines)):
        e = {"text": e["text"], "line": e["text"], "times": 1, "i": e["i"], "seat": e.get("seat")}
        prev = out[-1] if out else last
        if prev is not None and prev["line"] == e["line"] and not is_turn_start(e["line"]):
            e["times"] = prev["times"] + 1
            e["text"] = e["line"] + times_words(e["times"])
            if not out or prev.get("again"):
                e["again"] = True           # it counts the line told before these
            if out:
                out.pop()
        out.append(e)
    return out


def times_words(n) -> str:
    """The count of a line said again, as the ear says it: " (twice)", " (3 times)"."""
    return " (twice)" if n == 2 else " (" + str(n) + " times)"


def opened_words(title, moves, over) -> str:
    """What the ear says of a saved game opened, before its question."""
    played = ("no move played yet" if moves == 0 else
              "1 move played" if moves == 1 else str(moves) + " moves played")
    return ("Your saved game of " + title + " is open: " + played +
            ("; it is over." if over else "."))


def undone_words(lines) -> str:
    """What an Undo took back, as the ear says it: the first of the heard lines it took
    away (the move; what followed from it goes with it)."""
    return ("Taken back: " + lines[0]) if lines else "Your last move is taken back."


def ear_kinds(text, seat, viewer, names) -> list:
    """What a heard line is, for the ear's filter: "others" (another player's move:
    his own choice, or the game telling what he did), "dice" (a roll, with its
    result, or odds), "me" (another's move or an event naming the viewer).  ``names``:
    each seat's name as the log writes it."""
    out = []
    mine = viewer is not None and viewer < len(names) and names[viewer]
    by = seat
    if by is None:
        for s, n in enumerate(names):
            if text.startswith(n + " ") or text.startswith(n + ":") or text.startswith(n + "'"):
                by = s
                break
    if by is not None and by != viewer:
        out.append("others")
    low = " " + text.lower().replace(".", " ").replace(",", " ") + " "
    if any(w in low for w in DICE_WORDS):
        out.append("dice")
    if mine and by != viewer and _names_seat(text, mine):
        out.append("me")
    return out


def _names_seat(text, name) -> bool:
    """Does ``text`` name ``name`` as a whole (so "Player 1" is not read in "Player 12")?"""
    at = text.find(name)
    while at >= 0:
        if word_at(text, at, len(name)):
            return True
        at = text.find(name, at + 1)
    return False


def cost_words(cost) -> str:
    """A prompt entry's "cost" in words (a Time of Crisis price carries its own:
    {"short", "words"}), "" when none."""
    if not cost:
        return ""
    if isinstance(cost, dict):
        return str(cost.get("words") or cost.get("short") or "")
    return str(cost)


def ear_move_name(entry, terms) -> str:
    """A move as the ear's list speaks it: its label, what it costs (unless the
    label says so already) and what each card or event it names does (``terms``:
    {name: what it does}, ``boards.terms``)."""
    label = entry["label"]
    parts = [label]
    cost = cost_words(entry.get("cost"))
    if cost and cost not in label:
        parts.append(cost)
    named = [n for n in terms or () if n and _names_seat(label, n)]
    for name in sorted(named, key=len, reverse=True)[:2]:      # the longest names: the cards
        parts.append(name + ": " + terms[name])
    return "; ".join(parts)
