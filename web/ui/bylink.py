"""Play by link (issue 23): when the turn passes to a friend's seat, the table
offers the game as a link (links.py; the engine writes its text); a link that
arrives continues this device's autosave of the same game, or opens a new one,
never over a newer one.

Its own state is ``L``; of the shared ``page.S`` it writes only the moves sent
(page.SHARED)."""
import asyncio

import js
from pyscript.ffi import create_proxy

import dom
import links
import lobby
import page
import play
import store
from boards.common import html
from dom import el
from page import S, call, engine_name, game_info, guarded, message, task
from saves import autosave

LEVELS = store.LEVELS


class L:
    offered = None        # (autosave key, move list) of the game the send box's link holds
    url = ""
    copy = None           # a link refused as diverging, kept to open as a copy: (save, seats)
    opened = 0            # links handled since the page opened (body[data-link]: "n outcome")


def link_done(outcome):
    L.opened += 1
    dom.set_attr("body", "data-link", str(L.opened) + " " + outcome)


def _copy(text):
    return js.ludiDom.copyText(text)        # (web/dom-helpers.js: a browser call that may throw)


def _share(title, text, url):
    return js.ludiDom.share(title, text, url)


def _can_share():
    return js.ludiDom.canShare()


def _on_hash(handler):
    js.ludiDom.onHash(handler)


def _on_copy(handler):
    js.ludiDom.onLinkCopy(handler)


def friends_to_move() -> list:
    """The friends' seats to move, when nobody at this device (person or AI) is."""
    b = S.bundle
    if b is None or b["over"] or not b["to_move"]:
        return []
    if any(S.seats[s]["kind"] != "friend" for s in b["to_move"]):
        return []
    return list(b["to_move"])


def send_box():
    """Show the Send-the-game offer when the turn has passed to a friend (and at
    the end of a game with friends, so that they see how it ended)."""
    friends = friends_to_move()
    ended = (S.bundle is not None and S.bundle["over"] and
             [i for i, x in enumerate(S.seats) if x["kind"] == "friend"])
    dom.show("send-box", bool(friends or ended))
    if not friends and not ended:
        return
    who = " and ".join(engine_name(s) for s in (friends or ended))
    dom.text("send-title", ("Send the game to " if friends else "Send the end of the game to ") + who)
    dom.text("send-text", links.sender_words(who) if friends else
             "The game is over: send the link so that " + who + " can see how it ended.")
    dom.show("send-share", bool(_can_share()))
    dom.show("send-sent", bool(friends) and S.sent >= S.bundle["moves"])
    # The link is always the game as it stands: rebuilt whenever the moves are
    # not those it holds (after an Undo and another move too, at the same count).
    if L.offered != (S.auto_key, S.bundle["save"]["actions"]):
        L.offered = None
        el("send-link").value = ""
        el("send-copy").disabled = True
        asyncio.create_task(make_link(S.gen, S.bundle["save"]["actions"]))


async def make_link(gen, actions):
    r = await call("link_make", {})
    if gen != S.gen:
        return
    if "error" in r:
        message("The link could not be made: " + r["error"])
        return
    if S.bundle is None or S.bundle["save"]["actions"] != actions:
        return                   # the game moved on meanwhile: the next drawing makes its link
    path = str(js.location.pathname)
    base = str(js.location.origin) + path
    L.url = links.url(base, r["text"], S.seats)
    L.offered = (S.auto_key, actions)
    el("send-link").value = L.url
    el("send-copy").disabled = False
    dom.set_attr("send-box", "data-moves", r["moves"])


def mark_sent():
    """The link in the send box has left this device (copied or shared): the
    moves it holds are sent, and Undo no longer takes them back (README, "How
    to play by link"): the friend may already have them."""
    if L.offered is None or L.offered[0] != S.auto_key:
        return
    S.sent = max(S.sent, len(L.offered[1]))
    autosave()
    play.render_table()


async def copy_link():
    err = await _copy(L.url)
    message("Could not copy (" + str(err) + "): select the link and copy it by hand." if err else
            "The link is copied: paste it into a message to your friend.", ok=not err)
    if not err:
        mark_sent()


async def share_link():
    err = await _share("Ludi Romani", "Your move in our game of " +
                       game_info(S.bundle["game"])["title"] + ".", L.url)
    if err and err not in ("AbortError", "none"):
        message("Could not share (" + str(err) + "): copy the link instead.")
    elif not err:
        mark_sent()


def continue_mine(game=None) -> str:
    """The button back to this device's latest game in progress (of ``game``,
    when the link said which), or nothing: a refused link never leaves a
    player without his own game one click away."""
    going = [(rec.get("time", 0), key) for key, _, rec, _ in store.entries()
             if rec is not None and store.is_auto(key) and not rec.get("over") and
             (game is None or rec["save"].get("game") == game)]
    return html("<button type='button' data-do='load' data-key='{}'>Continue my game</button>",
                max(going)[1]) if going else ""


def refuse_link(words, buttons=""):
    dom.html("message", html("<span>{}</span>", words),
             html("<span class='buttons'>{}</span>", buttons) if buttons else "")
    el("message").className = "link-refused"
    dom.show("message", True)


async def open_link(fragment):
    """A link that arrived (at start-up or pasted into this tab): checked and
    replayed by the engine, then matched against this device's games."""
    got = links.parse(fragment)
    if got is None:
        return
    text, codes = got
    lobby.lobby("replace")             # the address loses the link: a reload does not reopen it
    message("Opening the game from the link…", ok=True)
    r = await call("link_open", {"text": text})
    if "error" in r:
        refuse_link(r["error"] + " Nothing on this device was changed.", continue_mine())
        link_done("refused")
        return
    save = r["save"]
    mine = {}
    for key, _, rec, _ in store.entries():
        if rec is not None and store.is_auto(key) and rec["save"].get("game") == r["game"] and \
                rec["save"].get("seed") == save.get("seed"):
            mine[key] = rec["save"]
    rel = (await call("link_relations", {"theirs": save, "mine": mine})) if mine else {}
    if "error" in rel:
        refuse_link("This link cannot be compared with your game: " + rel["error"],
                    continue_mine(r["game"]))
        link_done("refused")
        return
    kind, key, n = links.choose(rel.get("relations") or {})
    seats = links.seats_here(codes, r["players"], r["to_move"], LEVELS, r["over"])
    if kind in ("behind", "diverged"):
        L.copy = (save, seats or store.read(key)[0]["seats"])
        buttons = html("{}<button type='button' data-do='load' data-key='{}'>Continue my game</button>",
                       html("<button type='button' data-do='link-copy'>Open the link as a copy</button>")
                       if kind == "diverged" else "", key)
        refuse_link(links.refusal(kind, n), buttons)
        link_done(kind)
        return
    if kind == "accept":
        rec = store.read(key)[0]
        rec["save"] = save
        words = (links.arrived_words(True) if r["over"] and n else
                 "The game goes on from the link: " + links.plural(n, "new move") + "." if n else
                 "This link holds the game as you have it.")
        await lobby.open_record(rec, key, news=words)      # by ear, said before its question
        message(words, ok=True, spoken=False)
        link_done("continued")
        return
    if seats is None:
        refuse_link("This link is damaged: its list of seats does not fit the game. Nothing on "
                    "this device was changed.", continue_mine(r["game"]))
        link_done("refused")
        return
    words = links.arrived_words(r["over"])
    await lobby.open_record(store.record("", seats, save, dom.now_ms()), news=words)
    message(words, ok=True, spoken=False)
    link_done("new")


async def open_copy():
    if L.copy is None:
        return
    save, seats = L.copy
    L.copy = None
    words = "The link is open as a copy; your own game is kept as it was."
    await lobby.open_record(store.record("", seats, save, dom.now_ms()), news=words)
    message(words, ok=True, spoken=False)
    link_done("copy")


async def link_task(fragment):
    """open_link for a link pasted into this tab while it is open."""
    while S.busy:
        await asyncio.sleep(0.05)
    await guarded(open_link(fragment))


def listen_links() -> bool:
    """Watch for a link pasted into this tab (and for the send box's link copied
    by hand); True when the page opened on one."""
    _on_copy(create_proxy(lambda: mark_sent()))
    _on_hash(create_proxy(lambda frag: asyncio.create_task(link_task(frag))
                          if links.parse(frag) is not None else None))
    frag = str(js.location.hash)
    if links.parse(frag) is None:
        return False
    asyncio.create_task(link_task(frag))
    return True


page.after_table(send_box)        # the send box is drawn after the table (page's door)

EVENTS = {
    "send-copy": lambda d: asyncio.create_task(copy_link()),
    "send-share": lambda d: asyncio.create_task(share_link()),
    "link-copy": lambda d: task(open_copy()),
}
