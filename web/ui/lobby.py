"""The lobby and the way to a table: the games and the games in progress, a
new game's setup, opening a game (new, loaded, rematched), and the browser's
Back and Forward between the lobby, setup, table, replay and review.

Its own state is ``Setup``; of the shared ``page.S`` it writes the game on the
table when it opens one (page.SHARED)."""
import asyncio

import js

import dom
import history
import play
import shell
import store
import table
from boards.common import html, join
from dom import el
from page import S, call, game_info, held, hinted_moves, message, people, screen, screen_kept, task
from saves import autosave, render_saves

LEVELS = store.LEVELS


class Setup:
    """The lobby's own state."""
    game = None           # the game whose new game's setup is on screen


def game_lines():
    """Each game of the lobby gets its line (shell.game_line_html), once."""
    for g in S.games:
        row = el("games").querySelector("li.game[data-game='" + g["id"] + "']")
        if row is not None and row.querySelector(".game-line") is None:
            row.insertAdjacentHTML("beforeend", shell.game_line_html(g))


def lobby(how="push"):
    S.gen += 1
    dom.room_close()           # the phones at the table left are let go
    screen("lobby", how)
    render_saves()


def open_setup(gid, how="push"):
    g = game_info(gid)
    Setup.game = gid
    count = min(max(3, g["min_players"]), g["max_players"])
    opts = join(html("<option value='{0}'{1}>{0}</option>", n, html(" selected") if n == count else "")
                for n in range(g["min_players"], g["max_players"] + 1))
    dom.html("setup-players", opts)
    el("setup-seed").value = str(int(js.Math.random() * 1000000))
    dom.text("setup-title", "New game: " + g["title"])
    render_seats(count)
    screen("setup", how, game=gid)
    el("setup-players").focus()


def render_seats(count):
    most = game_info(Setup.game)["max_players"]
    old = [el("seat-" + str(i)).value for i in range(most) if el("seat-" + str(i)) is not None]
    rows = []
    for i in range(count):
        current = old[i] if i < len(old) else ("person" if i == 0 else "ai:normal")
        choices = ([("person", "Person")] + [("ai:" + lv, "AI, " + lv) for lv in LEVELS] +
                   [("friend", "A friend (by link)"), ("phone", "A phone in the room")])
        opts = join(html("<option value='{}'{}>{}</option>", v,
                         html(" selected") if v == current else "", t) for v, t in choices)
        rows.append(html("<div class='seat'><label for='seat-{0}'>Player {1}</label>"
                         "<select id='seat-{0}'>{2}</select></div>", i, i + 1, opts))
    dom.html("setup-seats", *rows)


async def start_game():
    count = int(el("setup-players").value)
    seats = []
    for i in range(count):
        v = el("seat-" + str(i)).value
        seats.append({"kind": v} if v in ("person", "friend", "phone") else {"kind": "ai", "level": v[3:]})
    if any(x["kind"] == "friend" for x in seats) and not any(x["kind"] == "person" for x in seats):
        message("A game by link needs one person at this device, who makes the first link.")
        return
    try:
        seed = int(el("setup-seed").value)
    except ValueError:
        seed = 0
    button = el("start-button")
    button.disabled = True
    dom.text("start-button", "Waiting for the engine…" if S.engine is None else "Starting…")
    r = await call("new_game", {"game": Setup.game, "players": count, "seed": seed,
                                "viewer": None, "hold": held(seats)})
    button.disabled = False
    dom.text("start-button", "Start")
    if "error" in r:
        message(r["error"])
        return
    await enter_game(r, seats)


async def open_record(rec, key=None, news=None):
    """Play a record on: an autosave continues under its own key; a named save
    or an import starts a game in progress of its own (the slot stays as it was).
    ``news``: what the ear says of it first (a link's words; else the save's)."""
    r = await call("load", {"save": rec["save"], "viewer": None})
    if "error" in r:
        message("This save could not be loaded: " + r["error"] + " Your other saves are untouched.")
        return
    if news is None:
        news = table.opened_words(game_info(r["game"])["title"], r["moves"], r["over"])
    await enter_game(r, rec["seats"], key, rec.get("started") if key else None,
                     rec.get("sent", 0) if key else 0, rec.get("hinted"), rec.get("origin"), news)


async def enter_game(bundle, seats, key=None, started=None, sent=0, hinted=None, origin=None,
                     news=""):
    S.gen += 1
    S.origin = origin
    S.seats = seats
    S.bundle = bundle
    S.sent = sent
    S.hinted = hinted_moves(hinted, bundle["moves"])
    S.started = started or dom.now_ms()
    S.auto_key = key or store.auto_key(bundle["game"], S.started)
    play.new_game()
    ps = people()
    S.viewer = ps[0] if len(ps) == 1 else None
    if S.viewer is not None:
        S.bundle = await call("view", {"viewer": S.viewer})
    message("")
    dom.text("table-title", game_info(bundle["game"])["title"])
    # From the setup, the table takes the setup's place: Back returns to the lobby.
    screen("table", "replace" if history.state().get("screen") == "setup" else "push",
           key=S.auto_key)
    autosave()
    S.news = news                 # by ear, said before the table's question (ui/ear.py)
    play.render_table()
    play.invite_phones()
    asyncio.create_task(play.advance(S.gen))


async def phone_moved():
    """A phone's move (or Undo) was taken by the engine, which checked it
    (engine.py's room_message): the shared screen redraws it for its own viewer
    (never a phone seat's hand), the game is autosaved, and the AIs play on."""
    S.gen += 1
    gen = S.gen
    r = await call("view", {"viewer": S.viewer})
    if "error" in r or gen != S.gen:
        return
    play.take(r)
    autosave()
    await play.advance(gen)


def phone_by_link(seat):
    """A seat whose phone cannot join directly is played by link instead (a game by
    link needs a person here, who sends the link: as start_game asks)."""
    if not people():
        message("Play by link needs a person at this screen, who sends the link: take this "
                "seat back to this screen instead.")
        return
    dom.room_close([seat])
    S.seats[seat] = {"kind": "friend"}
    autosave()
    play.invite_phones()
    play.render_table()


def phone_to_screen(seat):
    """The host takes a phone's seat back to the shared screen: its phone is let go,
    and the seat is a person's here again (with the privacy screen between people)."""
    dom.room_close([seat])
    S.seats[seat] = {"kind": "person"}
    autosave()
    play.invite_phones()
    S.gen += 1
    asyncio.create_task(play.advance(S.gen))


def phone_to_ai(seat):
    """The host gives a phone's seat to an AI (at the normal level): its phone is told
    so and each later message of it refused in words (engine.py's room_close), and
    the AI plays the seat from where the game stands."""
    dom.room_close([seat], "ai")
    S.seats[seat] = {"kind": "ai", "level": "normal"}
    autosave()
    play.invite_phones()
    S.gen += 1
    asyncio.create_task(play.advance(S.gen))


async def screen_to_phone(seat):
    """The host hands a seat played here (by a person at this screen, or an AI) to a
    phone, mid-game: the seat is a phone's (its invitation shown), and the shared
    screen no longer draws its hand."""
    if S.seats[seat]["kind"] not in ("person", "ai") or S.bundle is None or S.bundle["over"]:
        return
    S.seats[seat] = {"kind": "phone"}
    S.gen += 1
    gen = S.gen
    # The screen draws the one person left here, else whom it drew unless that was this
    # seat (Invite phones is under the privacy screen: none is up now).
    ps = people()
    viewer = ps[0] if len(ps) == 1 else (None if S.viewer == seat else S.viewer)
    if S.viewer != viewer:
        S.viewer = viewer
        r = await call("view", {"viewer": S.viewer})
        if "error" in r or gen != S.gen:
            return
        S.bundle = r
    autosave()
    play.invite_phones(asked=True)
    await play.advance(gen)


async def load_key(key):
    rec, why = store.read(key)
    if rec is None:
        message("This save cannot be loaded: " + (why or "it is gone") + ".")
        render_saves()
        return
    await open_record(rec, key if store.is_auto(key) else None)


async def rematch():
    """The same game, seats and player count, a new shuffle."""
    b = S.bundle
    r = await call("new_game", {"game": b["game"], "players": b["players"],
                                "seed": int(js.Math.random() * 1000000), "viewer": None,
                                "hold": held(S.seats)})
    if "error" in r:
        message(r["error"])
        return
    await enter_game(r, [dict(x) for x in S.seats])


def on_history(st):
    """Back or Forward: show the screen of the entry the browser moved to."""
    name = st.get("screen")
    play.close_choices()
    if name == "setup" and st.get("game"):
        open_setup(st["game"], how="none")
    elif name == "table" and S.bundle is not None and st.get("key") == S.auto_key:
        S.gen += 1
        screen("table", "none")
        play.render_table()
        asyncio.create_task(play.advance(S.gen))
    elif name == "table" and st.get("key"):
        task(resume_key(st["key"]))
    elif name in ("replay", "review") and screen_kept(name):   # still open (page's door)
        S.gen += 1
        screen(name, "none")
    else:
        lobby("none")


async def resume_key(key):
    rec, _ = store.read(key)
    if rec is None:
        lobby("replace")
        return
    history.under("lobby")
    await open_record(rec, key)


def latest_in_progress():
    for key, name, rec, why in store.entries():
        if rec is not None and store.is_auto(key) and not rec.get("over"):
            return key
    return None


def _if_game(fn):
    """A handler that needs a game on the table (Rematch, New game from the end)."""
    return lambda d: fn(d) if S.bundle is not None else None


EVENTS = {
    "new": lambda d: open_setup(d["game"]),
    "players": lambda d: render_seats(int(d["value"])),
    "start": lambda d: task(start_game()),
    "lobby": lambda d: lobby(),
    "rematch": _if_game(lambda d: task(rematch())),
    "new-same": _if_game(lambda d: open_setup(S.bundle["game"])),
    "load": lambda d: task(load_key(d["key"])),
    "room-moved": lambda d: task(phone_moved()),
    "room-by-link": lambda d: phone_by_link(int(d["seat"])),
    "room-to-screen": lambda d: phone_to_screen(int(d["seat"])),
    "room-to-ai": lambda d: phone_to_ai(int(d["seat"])),
    "room-seat-to-phone": lambda d: task(screen_to_phone(int(d["seat"]))),
}
