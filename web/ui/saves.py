"""Saves: the autosave after every move, the lobby's lists of games, named
slots, export to a file and import from one, deleting (asked twice)."""
import json

import js

import dom
import shell
from boards.common import html
import store
from dom import el
import page
from page import S, call, game_info, message

MAX_FILE_CHARS = 1_000_000      # the engine refuses larger saves too (engine.MAX_SAVE_CHARS)


def current_record(name=""):
    rec = store.record(name, S.seats, S.bundle["save"], dom.now_ms(), S.started)
    rec["over"] = bool(S.bundle["over"])
    if S.sent:
        rec["sent"] = S.sent
    if S.hinted:
        rec["hinted"] = list(S.hinted)     # the moves that were the Hint's (the review marks them)
    if S.origin:
        rec["origin"] = dict(S.origin)     # tried again from a review: the lobby says from where
    return rec


def autosave():
    if S.auto_key is None:
        return
    err = store.write(S.auto_key, current_record(""))
    if err:
        message(err)


def render_saves():
    entries = store.entries()
    going, saved, damaged = shell.lobby_lists(entries, lambda g: game_info(g)["title"],
                                              dom.date_text)
    dom.html("in-progress", going)
    dom.html("saves", saved)
    lines = shell.accuracy_lines(entries)
    for g in S.games:                       # each game's line: its reviewed games' accuracies
        row = el("games").querySelector("li.game[data-game='" + g["id"] + "']")
        if row is not None:
            p = row.querySelector(".accuracy")
            if p is None:
                row.insertAdjacentHTML("beforeend", str(html("<p class='accuracy muted'></p>")))
                p = row.querySelector(".accuracy")
            p.textContent = lines.get(g["id"], "")
            p.hidden = g["id"] not in lines
    if damaged:
        message("Some saves are damaged and cannot be loaded: " + ", ".join(damaged) +
                ". Your other saves are safe; you may delete the damaged ones.")


def save_slot():
    name = el("save-name").value.strip()
    if not name:
        message("Give the save a name first.")
        el("save-name").focus()
        return
    err = store.write(store.slot_key(name), current_record(name))
    if err:
        message(err)
    else:
        el("save-name").value = ""
        el("save-form").hidden = True          # the bar's form closes once it has saved
        el("save-open").setAttribute("aria-expanded", "false")
        message("Saved as “" + name + "”.", ok=True)


def slug(text) -> str:
    out = "".join(c if c.isalpha() or c.isdigit() else "-" for c in str(text).lower())
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")[:60]


def export_name(rec, name="") -> str:
    """ludi-romani-<game>-<name or players>-<date>.json: a save's name when it has
    one, else who played (3p-1-person-2-ai) and the day it was last played."""
    save = rec["save"]
    seats = rec.get("seats") or []
    ais = len([x for x in seats if x.get("kind") == "ai"])
    who = str(save.get("players", len(seats))) + "p-" + str(len(seats) - ais) + "-person-" + \
        str(ais) + "-ai"
    day = str(js.Date.new(float(rec.get("time") or dom.now_ms())).toISOString())[:16]
    return "-".join(x for x in ("ludi-romani", slug(save.get("game", "game")),
                                slug(name) or who, slug(day)) if x) + ".json"


def export(rec, name):
    file_name = export_name(rec, name)
    err = dom.download(file_name, json.dumps(rec))
    message("Could not export: " + err if err else "Exported " + file_name + ".", ok=not err)


async def import_file():
    got = await dom.read_file("import-file")
    el("import-file").value = ""
    if got is None:
        message("The file could not be read.")
        return
    if len(got[1]) > MAX_FILE_CHARS:
        message("This file is too large to be a save (over 1 MB); it was not imported.")
        return
    rec, why = store.from_file(got[1], got[0], dom.now_ms())
    if why:
        message(why)
        return
    r = await call("check_save", {"save": rec["save"]})
    if "error" in r:
        message("This file cannot be imported: " + r["error"])
        return
    name = store.free_name(rec["name"])
    rec["name"] = name
    err = store.write(store.slot_key(name), rec)
    if err:
        message(err)
        return
    render_saves()
    message("Imported “" + name + "”. Choose Load to play it.", ok=True)


def delete_key(key, button_node_text):
    if button_node_text != "really":
        for node in el("lobby").querySelectorAll("button[data-do=delete]"):
            if node.getAttribute("data-key") == key:
                node.textContent = "Really delete?"
                node.setAttribute("data-confirm", "really")
                node.focus()
        return
    dom.store_del(key)
    render_saves()
    message("Deleted.", ok=True)


def export_key(d):
    rec, why = store.read(d["key"])
    if rec is None:
        message("This save cannot be exported: " + str(why) + ".")
    else:
        export(rec, rec.get("name") or "")


def export_current(d):
    if S.bundle is not None:
        export(current_record(), "")


EVENTS = {
    "save-slot": lambda d: save_slot(),
    "export-current": export_current,
    "export": export_key,
    "import": lambda d: page.task(import_file()),
    "delete": lambda d: delete_key(d["key"], d.get("confirm", "")),
}
