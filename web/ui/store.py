"""Saved games in the browser's local storage.

Each entry is a *record*: {"app": "ludi-romani", "name", "time", "seats", "save",
"started"}, where "save" is the engine's own save (the replay), "seats" says who
plays each seat ({"kind": "person"}, {"kind": "friend"}: a person on another
device, playing by link, {"kind": "phone"}: a person whose phone in the room is
joined to this page (issue 47), or {"kind": "ai", "level": ...}) and
"started" is when the game began (ms).  Every game in progress has its own
autosave, keyed by game and start (``ludi-romani:auto:<game>:<started>``), so
starting a game never touches another; named slots are other records.  A damaged
entry is reported and left alone; nothing here ever deletes an entry the player
did not ask to delete (the old single autosave is removed only once its copy
under the new key has been written).
"""
import json

import dom

PREFIX = "ludi-romani:"
OLD_AUTO = PREFIX + "auto"          # engine 0.1/0.2 pages: one autosave for every game
AUTO = PREFIX + "auto:"             # + "<game>:<started ms>"
SLOT = PREFIX + "slot:"
REVIEW = PREFIX + "review"          # the last review worked out (issue 35): {"id", "result"}
LEVELS = ("easy", "normal", "hard")


def record(name, seats, save, now, started=None) -> dict:
    return {"app": "ludi-romani", "name": name, "time": now, "seats": seats, "save": save,
            "started": now if started is None else started}


def auto_key(game, started) -> str:
    return AUTO + str(game) + ":" + str(int(started))


def is_auto(key) -> bool:
    return key.startswith(AUTO)


def migrate_old_autosave(now):
    """The one autosave of earlier pages becomes a game in progress under its own key.
    Returns the new key, or None when there was nothing (sound) to move."""
    rec, why = read(OLD_AUTO)
    if rec is None:
        return None            # absent, or damaged: left alone and listed as damaged
    started = rec.get("started") or rec.get("time") or now
    key = auto_key(rec["save"].get("game", "game"), started)
    rec["started"] = started
    rec["name"] = ""
    if write(key, rec) is not None:
        return None            # storage full: the old entry stays where it was
    dom.store_del(OLD_AUTO)
    return key


def check(rec):
    """Why this record cannot be used (None if it looks sound).  The engine
    checks the save itself when it replays it."""
    if not isinstance(rec, dict) or rec.get("app") != "ludi-romani":
        return "not a Ludi Romani save"
    save, seats = rec.get("save"), rec.get("seats")
    if not isinstance(save, dict) or not isinstance(save.get("players"), int):
        return "the game itself is missing"
    if not isinstance(seats, list) or len(seats) != save["players"]:
        return "the list of seats does not match the players"
    for seat in seats:
        if not isinstance(seat, dict) or seat.get("kind") not in ("person", "friend", "phone", "ai"):
            return "a seat is neither a person, a friend (by link), a phone nor an AI"
        if seat["kind"] == "ai" and seat.get("level") not in LEVELS:
            return "an AI seat has no known level"
    return None


def read(key):
    """(record, None), (None, why it is damaged), or (None, None) if absent."""
    raw = dom.store_get(key)
    if raw is None:
        return None, None
    try:
        rec = json.loads(raw)
    except ValueError:
        return None, "damaged (not valid JSON: perhaps cut short)"
    why = check(rec)
    return (None, "damaged (" + why + ")") if why else (rec, None)


def write(key, rec):
    """None when stored, else a sentence for the player."""
    err = dom.store_set(key, json.dumps(rec))
    if not err:
        return None
    if "Quota" in err:
        return ("The browser's storage is full, so this game was not saved. Delete an "
                "old save or export this game to a file; your other saves are untouched.")
    return "This game could not be saved (" + err + "); your other saves are untouched."


def review_read(ident):
    """The review kept for the game ``ident`` names (``review_id``), or None."""
    raw = dom.store_get(REVIEW)
    try:
        kept = json.loads(raw) if raw is not None else None
    except ValueError:
        return None
    return kept["result"] if isinstance(kept, dict) and kept.get("id") == ident else None


def review_write(ident, result):
    """Keep a finished review beside the saves (one: the last, replacing the one
    before; an export carries the moves, never the review).  A full storage
    only means it is worked out again next time."""
    dom.store_set(REVIEW, json.dumps({"id": ident, "result": result}))


def keep_accuracy(save, accuracy):
    """Each reviewed seat's accuracy (the review's "accuracy") kept in the
    records of that game (its autosave, its named saves), so that the lobby
    lists it and an export carries it (issue 44 item 6).  A full storage
    only loses the figure."""
    acc = {str(a["seat"]): a["accuracy"] for a in accuracy or () if a.get("accuracy") is not None}
    if not acc:
        return
    for key, _, rec, _ in entries():
        theirs = rec["save"] if rec is not None else {}
        if all(theirs.get(k) == save.get(k) for k in ("game", "seed", "players", "actions")):
            rec["accuracy"] = acc
            write(key, rec)


def review_id(save, seats) -> str:
    """What a review is of: the game, its start, its moves and the seats whose
    turning points were asked for."""
    moves = json.dumps(save.get("actions") or [])
    return ":".join(str(x) for x in (save.get("game"), save.get("seed"), save.get("players"),
                                     len(save.get("actions") or []), hash(moves), seats))


def slot_key(name: str) -> str:
    return SLOT + name


def entries() -> list:
    """Every save: [(key, name, record or None, problem or None)], the games'
    autosaves first (last played first), then the named slots by name."""
    keys = dom.store_keys()
    autos, slots = [], []
    for key in keys:
        if is_auto(key) or key == OLD_AUTO:
            rec, why = read(key)
            autos.append((key, "Autosave", rec, why))
        elif key.startswith(SLOT):
            rec, why = read(key)
            slots.append((key, key[len(SLOT):], rec, why))
    autos.sort(key=lambda e: -float((e[2] or {}).get("time") or 0))
    slots.sort(key=lambda e: e[1])
    return autos + slots


def free_name(base: str) -> str:
    """``base`` or ``base (2)``, ``base (3)``... whichever is not taken."""
    keys = dom.store_keys()
    name, n = base, 2
    while slot_key(name) in keys:
        name, n = base + " (" + str(n) + ")", n + 1
    return name


def from_file(text: str, file_name: str, now):
    """A record from an exported file: ours, or a bare engine save (then seat 1
    is a person and the others normal AIs).  Returns (record, None) or (None, why)."""
    try:
        data = json.loads(text)
    except ValueError:
        return None, "This file is not a save: it is not valid JSON (perhaps cut short)."
    if isinstance(data, dict) and "app" not in data and "actions" in data:
        players = data.get("players")
        if not isinstance(players, int) or players < 1:
            return None, "This save is damaged: it does not say how many players."
        seats = [{"kind": "person"}] + [{"kind": "ai", "level": "normal"}] * (players - 1)
        data = record("", seats, data, now)
    why = check(data)
    if why:
        return None, "This file cannot be imported: " + why + "."
    base = file_name[:-5] if file_name.endswith(".json") else file_name
    data["name"] = base or "Imported game"
    data["time"] = now
    return data, None
