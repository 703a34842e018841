"""The table in the room (issue 47) in Chromium: a host's page and a phone's page,
two browser contexts that share no storage, joined by WebRTC from the invitation's
payloads alone (the test carries them, as a camera or a pasted text would); no
server but the one serving the files.  Each game: seat 2 the phone; Rome in Crisis's
seat 1 a person at the shared screen, the other games' other seats AIs at the
Instant pace.  Checked on the wire (the host page's data
channel sends, recorded): no message to the phone holds another seat's hand or the save;
the shared screen never draws for the phone's seat; a forged and a stale message
are refused and change nothing; the phone and the host each reload and the phone
takes its seat back where the game stands."""
import contextlib
import json
import random

import pytest

import build
import kit
import pygame_core as pc
from conftest import Watch
from test_browser_axe import violations

# Chromium hides a host's local addresses behind mDNS names (.local) by default;
# on one machine, without a multicast responder, those would not resolve.  Real
# phones on a home network resolve them; here the plain addresses are used.
RTC_ARGS = ["--disable-features=WebRtcHideLocalIpsWithMdns"]
PHONE = 1
TIMEOUT = 30_000

# Every string the page sends on a data channel, with the channel's label.
WIRE = """(() => {
  window.__wire = [];
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    window.__wire.push({ label: this.label, data: String(data) });
    window.__channel = this;
    return send.call(this, data);
  };
})();"""


@pytest.fixture(scope="module")
def rtc_browser(pw):
    """Chromium with host candidates on 127.0.0.1 (RTC_ARGS), from the process's
    one Playwright (conftest.pw)."""
    b = pw.chromium.launch(executable_path=build.CHROMIUM, headless=True,
                           args=build.CHROMIUM_ARGS + RTC_ARGS)
    yield b
    b.close()


def watched(browser, site_url, **kw):
    ctx = browser.new_context(**kw)
    ctx.watch = Watch(ctx, site_url)
    ctx.add_init_script(WIRE)
    return ctx


@contextlib.contextmanager
def room_table(browser, site_url, seats, seed):
    """A Rome in Crisis table of ``seats`` on the host's page, and a phone's context
    (no storage shared): (host, phone_ctx); neither shows a problem by the end."""
    host_ctx = watched(browser, site_url, viewport={"width": 1100, "height": 900})
    phone_ctx = watched(browser, site_url, viewport={"width": 390, "height": 844})
    try:
        host = host_ctx.watch.page(host_ctx.new_page())
        kit.open_app(host, site_url)
        kit.start_game(host, seats, seed=seed, wait=False)
        yield host, phone_ctx
        problems = host_ctx.watch.problems + phone_ctx.watch.problems
    finally:
        host_ctx.close()
        phone_ctx.close()
    assert problems == []


def invitation(host, old=None) -> str:
    """The link of the phone seat's invitation shown on the host (a new one when ``old``)."""
    sel = f".room-seat[data-seat='{PHONE}'] .room-link"
    host.wait_for_function(
        "([sel, old]) => { const n = document.querySelector(sel); return n && n.value && n.value !== old; }",
        arg=[sel, old], timeout=TIMEOUT)
    return host.input_value(sel)


# A QR code's SVG, drawn as a camera frame would be and read by the table page's jsQR
# (the reader it uses where the browser has no BarcodeDetector): the text it carries.
READ_QR = """async (svg) => {
  const img = new Image();
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
  await img.decode();
  const c = document.createElement('canvas');
  c.width = c.height = 480;
  const ctx = c.getContext('2d');
  ctx.drawImage(img, 0, 0, 480, 480);
  const code = window.jsQR(ctx.getImageData(0, 0, 480, 480).data, 480, 480);
  return code && code.data;
}"""


def read_qr(host, svg) -> str:
    return host.evaluate(READ_QR, svg)


def join(host, ctx, link):
    """The phone opens the link (as its camera would), shows its answer; the host
    reads it (pasted here, as a scan would): the two join.  The phone's page."""
    phone = ctx.watch.page(ctx.new_page())
    phone.goto(link)
    phone.wait_for_selector("body[data-answer]", timeout=TIMEOUT)
    answer = read_qr(host, phone.inner_html("#phone-qr"))   # the table's camera reads it
    assert answer == phone.get_attribute("body", "data-answer") == phone.input_value("#phone-code")
    assert len(answer) < 300, answer                 # a small QR code
    seat = host.locator(f".room-seat[data-seat='{PHONE}']")
    seat.locator(".room-answer").fill(answer)
    seat.locator(".room-join").click()
    try:
        phone.wait_for_selector("body[data-joined=yes]", timeout=TIMEOUT)
    except Exception as e:
        raise AssertionError(f"the phone did not join: host {host.evaluate(HOST_STATE, PHONE)}, "
                             f"phone {phone.evaluate(PHONE_STATE)}") from e
    return phone


# What each side says of a join that did not happen (a failure's message).
HOST_STATE = """(seat) => {
  const s = window.ludiRoom.state.seats[seat] || {};
  const said = document.querySelector(`.room-seat[data-seat='${seat}'] .room-said`);
  return JSON.stringify({ state: s.state, connection: s.pc && s.pc.connectionState,
    ice: s.pc && s.pc.iceConnectionState, channel: s.channel && s.channel.readyState,
    said: said && said.textContent, moves: document.querySelector('#table').dataset.moves });
}"""
PHONE_STATE = """() => JSON.stringify({ state: document.getElementById('phone-state').textContent,
  said: document.getElementById('phone-said').textContent, sent: (window.__wire || []).length })"""


def sent_to_phone(host) -> list:
    return [json.loads(w["data"]) for w in host.evaluate("window.__wire")
            if w["label"] == f"seat-{PHONE}"]


def check_wire(host, save=None, wire=None):
    """Every message the host sent the phone is its seat's view of the game at that
    move (Match.view(seat), replayed here from the host's autosave), never more:
    another seat's hidden cards never travel, nor the save (it holds the shuffle).
    The number of messages sent while another seat held cards the phone's did not."""
    save = save or kit.autosave(host)["save"]
    hidden = 0
    for msg in wire if wire is not None else sent_to_phone(host):
        assert msg["v"] == 1 and msg["seat"] == PHONE and msg["kind"] in ("view", "refused")
        text = json.dumps(msg)
        assert "save" not in msg and "seed" not in text
        m = pc.load_match(dict(save, actions=save["actions"][:msg["moves"]]))
        own = m.view(PHONE, log_from=len(m.log) - 200, look_ahead=True)   # engine.py's LOG_TAIL
        assert {k: v for k, v in msg["view"].items() if k != "can_undo"} == \
            {k: v for k, v in own.items() if k != "can_undo"}
        # Each other seat's hand in words (each card with what it does): none of its
        # lines that the phone's own hand lacks is anywhere in the message.
        mine = m.game.read(m.state, PHONE, "hand")
        secret = {line for o in range(m.players) if o != PHONE
                  for line in m.game.read(m.state, o, "hand")} - set(mine)
        assert not [line for line in secret if json.dumps(line)[1:-1] in text]
        hidden += bool(secret)
        if msg["kind"] == "view":       # the hand in words: the engine's speech for that seat
            assert msg["hand"] == mine
    return hidden


def hand_names(page, selector) -> list:
    return page.eval_on_selector_all(selector, "ns => ns.map(n => n.textContent.trim())")


def phone_move(phone, rng):
    before = int(phone.get_attribute("body", "data-moves"))
    buttons = phone.query_selector_all("#phone-actions .phone-act")
    buttons[rng.randrange(len(buttons))].click()
    phone.wait_for_function(f"() => Number(document.body.dataset.moves) > {before}", timeout=TIMEOUT)


def settled(host, phone) -> str:
    """Once the phone shows the position the host holds and someone must act: who
    ('host' or 'phone')."""
    for _ in range(TIMEOUT // 100):
        if int(phone.get_attribute("body", "data-moves")) == kit.moves(host):
            if phone.query_selector("#phone-actions .phone-act"):
                return "phone"
            if host.query_selector("#actions button[data-do=act]"):
                return "host"
        host.wait_for_timeout(100)
    raise AssertionError(f"the phone shows move {phone.get_attribute('body', 'data-moves')}, "
                         f"the host {kit.moves(host)}, and neither may act")


def play(host, phone, rng, phone_moves):
    """Play until the phone has moved ``phone_moves`` times, each side when it must;
    the shared screen never draws for the phone's seat meanwhile."""
    done = 0
    while done < phone_moves:
        who = settled(host, phone)
        assert host.get_attribute("#table", "data-viewer") != str(PHONE)
        if who == "phone":
            phone_move(phone, rng)
            done += 1
        else:
            host_move(host, rng)


def host_move(host, rng):
    buttons = host.query_selector_all("#actions button[data-do=act]")
    before = kit.moves(host)
    choice = buttons[rng.randrange(len(buttons))]
    if not choice.is_visible():
        host.click("#actions button.all-moves")
    choice.click()
    host.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                           timeout=TIMEOUT)


# Each game, a small table: seat 2 the phone; Rome in Crisis with a person at the
# shared screen (whose moves the test makes), the others with AIs at the Instant pace.
GAMES = [
    ("rome-in-crisis", ["person", "phone"], 5),
    ("roman-empire", ["ai:easy", "phone", "ai:easy"], 5),
    ("time-of-crisis", ["ai:easy", "phone"], 5),
    ("roman-history", ["ai:easy", "phone"], 5),
]


@pytest.mark.parametrize("game, seats, seed", GAMES, ids=[g for g, _, _ in GAMES])
def test_a_phone_joins_plays_its_seat_and_rejoins(rtc_browser, site_url, game, seats, seed):
    rng = random.Random(4)
    host_ctx = watched(rtc_browser, site_url, viewport={"width": 1100, "height": 900})
    phone_ctx = watched(rtc_browser, site_url, viewport={"width": 390, "height": 844},
                        is_mobile=True, has_touch=True)
    try:
        host = host_ctx.watch.page(host_ctx.new_page())
        kit.open_app(host, site_url)
        kit.start_game(host, seats, seed=seed, game=game, wait=False)
        host.wait_for_selector("#room-box:not([hidden])")
        assert host.is_visible("#room-invite")
        assert host.locator(f".room-seat[data-seat='{PHONE}'] .room-qr svg").count() == 1
        link = invitation(host)
        assert "/phone.html#join=L1~o~" in link
        assert read_qr(host, host.inner_html(f".room-seat[data-seat='{PHONE}'] .room-qr")) == link
        found = violations(host, "the table with its invitation")
        phone = join(host, phone_ctx, link)
        found += violations(phone, "the phone, joined")
        assert found == []
        assert host.get_attribute(f".room-seat[data-seat='{PHONE}']", "data-state") == "joined"

        play(host, phone, rng, 3)
        phone_hand = hand_names(phone, "#phone-hand .phone-card")
        assert phone_hand, "the phone shows its seat's hand"

        # On the wire: every message to the phone is for its seat, and holds no hand
        # but its own, nor the save (which holds the shuffle).
        wire = sent_to_phone(host)
        hidden = check_wire(host)
        assert len(wire) >= 4 and hidden >= 1
        if game == "rome-in-crisis":
            assert hidden == len(wire)          # seat 1's hand hidden in each
        assert phone_hand == [w for w in wire if w["kind"] == "view"][-1]["hand"]
        table = wire[0]["table"]

        # A forged message (another table's id) and a stale one (the phone's last move
        # sent again) are refused, in words, and change nothing.
        settled(host, phone)                # the AIs (if any) done: it is a person's turn
        moves = kit.moves(host)
        mine = [json.loads(w["data"]) for w in phone.evaluate("window.__wire")]
        last_act = [m for m in mine if m["kind"] == "act"][-1]
        forged = dict(last_act, table="0" * len(table), seq=mine[-1]["seq"] + 1, at=moves)
        phone.evaluate("(m) => window.__channel.send(JSON.stringify(m))", forged)
        phone.wait_for_function(
            "() => document.querySelector('#phone-said').textContent === 'That message is for another table.'",
            timeout=TIMEOUT)
        phone.evaluate("(m) => window.__channel.send(JSON.stringify(m))", last_act)
        phone.wait_for_function(
            "() => document.querySelector('#phone-said').textContent.startsWith('That message is stale')",
            timeout=TIMEOUT)
        assert kit.moves(host) == moves

        # The phone reloads (a lock, a dropped page): the host makes a new invitation;
        # the old one's answer is refused; the new one gives the seat back.
        phone.reload()
        phone.wait_for_selector("body[data-answer]", timeout=TIMEOUT)
        stale_answer = phone.get_attribute("body", "data-answer")
        new_link = invitation(host, old=link)
        seat = host.locator(f".room-seat[data-seat='{PHONE}']")
        seat.locator(".room-answer").fill(stale_answer)
        seat.locator(".room-join").click()
        host.wait_for_function(
            f"() => document.querySelector(\".room-seat[data-seat='{PHONE}'] .room-said\").textContent"
            ".startsWith('That answer is for an older invitation')", timeout=TIMEOUT)
        phone.close()
        phone = join(host, phone_ctx, new_link)
        assert int(phone.get_attribute("body", "data-moves")) == kit.moves(host)
        play(host, phone, rng, 2)

        # The host reloads: the game comes back from its autosave, and the phone joins again.
        settled(host, phone)
        moves = kit.moves(host)
        host.reload()
        phone.wait_for_selector("body[data-joined=no]", timeout=TIMEOUT)
        assert phone.text_content("#phone-state").startswith("The table let this phone go")
        host.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
        host.wait_for_selector("#table:not([hidden])", timeout=TIMEOUT)
        again = invitation(host)
        assert f"~o~{table}~" in again and again != new_link    # the same table, a new offer
        assert kit.moves(host) == moves
        phone.close()
        phone = join(host, phone_ctx, again)
        assert int(phone.get_attribute("body", "data-moves")) == kit.moves(host)
        play(host, phone, rng, 2)
        after = sent_to_phone(host)       # this page's wire, since its reload
        assert len(after) >= 3 and check_wire(host) >= 1
    finally:
        problems = host_ctx.watch.problems + phone_ctx.watch.problems
        host_ctx.close()
        phone_ctx.close()
    assert problems == []


# Messages lost on the way out (as on a bad network, or a page too busy to answer in
# time): a phone's first ``hellos`` hellos, and the host's first ``views`` messages.
LOSE = """([hellos, views]) => {
  window.__lost = 0;
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    const kind = JSON.parse(String(data)).kind;
    const phone = document.body.dataset.page === 'phone';
    if (phone ? kind === 'hello' && window.__lost < hellos : window.__lost < views) {
      window.__lost += 1;
      return;
    }
    return send.call(this, data);
  };
}"""


@pytest.mark.parametrize("hellos, views", [(99, 0), (1, 1)], ids=["every-hello", "hello-and-view"])
def test_a_phone_shows_its_seat_though_a_message_is_lost(rtc_browser, site_url, hellos, views):
    """The host sends a joined phone its seat's view at once (every hello lost), and a
    phone with no view says hello again (its hello and the host's first view lost):
    neither side waits on one message."""
    with room_table(rtc_browser, site_url, ["person", "phone"], 7) as (host, phone_ctx):
        host.evaluate(LOSE, [hellos, views])
        phone_ctx.add_init_script(f"({LOSE})([{hellos}, {views}])")
        phone = join(host, phone_ctx, invitation(host))
        assert int(phone.get_attribute("body", "data-moves")) == kit.moves(host)
        assert phone.evaluate("window.__lost") >= 1 and host.evaluate("window.__lost") == views


def test_the_host_takes_a_phones_seat_back_to_the_screen(rtc_browser, site_url):
    """Back to this screen: the phone is let go (and told so), the seat is a person's
    at the shared screen again, kept in the autosave, and the game goes on there."""
    rng = random.Random(2)
    with room_table(rtc_browser, site_url, ["person", "phone"], 6) as (host, phone_ctx):
        phone = join(host, phone_ctx, invitation(host))
        play(host, phone, rng, 1)
        host.click("#room-invite")
        host.click(f".room-seat[data-seat='{PHONE}'] .room-to-screen")
        phone.wait_for_selector("body[data-joined=no]", timeout=TIMEOUT)
        assert phone.text_content("#phone-state").startswith("The table let this phone go")
        host.wait_for_selector("#room-box", state="hidden")
        assert kit.autosave(host)["seats"] == [{"kind": "person"}, {"kind": "person"}]
        host.click("#room-invite")              # both seats may be handed to a phone again
        assert host.locator("button.room-seat-to-phone").count() == 2
        host.click("#room-hide")
        for _ in range(4):                     # two people share the screen: the privacy screen
            kit.wait_for_turn(host)
            kit.person_move(host, rng)


def test_a_phone_seat_that_cannot_join_is_played_by_link(rtc_browser, site_url):
    """Play this seat by link instead: the seat is a friend's by link, kept in the
    autosave, and the table offers its link when that seat's turn comes."""
    rng = random.Random(3)
    host_ctx = watched(rtc_browser, site_url, viewport={"width": 1100, "height": 900})
    try:
        host = host_ctx.watch.page(host_ctx.new_page())
        kit.open_app(host, site_url)
        kit.start_game(host, ["person", "phone"], seed=6, wait=False)
        invitation(host)
        host.click(f".room-seat[data-seat='{PHONE}'] button[data-do=room-by-link]")
        host.wait_for_selector("#room-box", state="hidden")
        assert kit.autosave(host)["seats"] == [{"kind": "person"}, {"kind": "friend"}]
        kit.wait_for_turn(host)
        host_move(host, rng)                            # seat 1 moves; then the friend's turn
        # The box shows at once; its link is made a moment later (bylink.make_link).
        host.wait_for_function("() => !document.querySelector('#send-box').hidden && "
                               "!!document.querySelector('#send-link').value", timeout=TIMEOUT)
        assert "#link=" in host.input_value("#send-link")
        problems = host_ctx.watch.problems
    finally:
        host_ctx.close()
    assert problems == []


def test_a_firefox_phone_joins_a_chromium_table(rtc_browser, site_url):
    """Two engines: the table in Chromium, the phone in Firefox (firefox_phone.mjs, its
    answer carried here as the table's camera would read it); the phone plays 3 of its
    seat's moves, and every message it was sent is its seat's view alone."""
    import queue
    import subprocess
    import threading
    build.ensure_node_modules()
    rng = random.Random(7)
    host_ctx = watched(rtc_browser, site_url, viewport={"width": 1100, "height": 900})
    proc = None
    try:
        host = host_ctx.watch.page(host_ctx.new_page())
        kit.open_app(host, site_url)
        kit.start_game(host, ["person", "phone"], seed=8, wait=False)
        link = invitation(host)
        proc = subprocess.Popen(["node", str(build.ROOT / "tests" / "browser" / "firefox_phone.mjs"),
                                 link, "3"], cwd=build.ROOT, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        lines = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x.rstrip("\n")) for x in proc.stdout],
                         daemon=True).start()
        answer = lines.get(timeout=120)
        assert answer.startswith("ANSWER L1~a~"), answer
        seat = host.locator(f".room-seat[data-seat='{PHONE}']")
        seat.locator(".room-answer").fill(answer[len("ANSWER "):])
        seat.locator(".room-join").click()
        assert lines.get(timeout=60) == "JOINED"
        last = None
        for _ in range(600):            # the table plays its seat while the phone plays its own
            try:
                last = lines.get(timeout=0.1)
            except queue.Empty:
                pass
            if last and last.startswith("{"):
                break
            if host.query_selector("#actions button[data-do=act]"):
                host_move(host, rng)
        r = json.loads(last)
        assert r["problems"] == [] and r["made"] == 3 and r["hand"]
        assert 3 < r["moves"] <= kit.moves(host)
        wire = sent_to_phone(host)
        assert check_wire(host) == len(wire) >= 4
    finally:
        if proc is not None:
            proc.kill()
            err = proc.stderr.read()
        problems = host_ctx.watch.problems
        host_ctx.close()
    assert problems == [], err


def test_a_webkit_without_webrtc_says_so_and_points_to_play_by_link(rtc_browser, site_url):
    """WebKitGTK as Debian builds it has no RTCPeerConnection: a phone opening its
    invitation there is told in words that it cannot join directly, and to play by link."""
    import webkit
    host_ctx = watched(rtc_browser, site_url, viewport={"width": 1100, "height": 900})
    try:
        host = host_ctx.watch.page(host_ctx.new_page())
        kit.open_app(host, site_url)
        kit.start_game(host, ["person", "phone"], seed=2, wait=False)
        link = invitation(host)
        with webkit.driver(390, 844) as d:
            d.get(link)
            webkit.hook(d)
            assert d.execute_script("return typeof RTCPeerConnection") == "undefined"
            webkit.wait(d, "document.getElementById('phone-state').textContent"
                           ".startsWith('This browser cannot')")
            assert d.execute_script("return document.getElementById('phone-state').textContent") == (
                "This browser cannot join a table directly (it has no WebRTC): "
                "ask the host to play your seat by link instead.")
            assert webkit.problems(d) == []
        problems = host_ctx.watch.problems
    finally:
        host_ctx.close()
    assert problems == []


def test_a_chromium_phone_joins_a_firefox_table(rtc_browser, site_url):
    """The other way round: the table in Firefox (firefox_table.mjs, the whole app with
    its engine), the phone in Chromium; the phone plays 3 of its seat's moves, and every
    message the Firefox table sent it is its seat's view alone."""
    import queue
    import subprocess
    import threading
    build.ensure_node_modules()
    rng = random.Random(9)
    phone_ctx = watched(rtc_browser, site_url, viewport={"width": 390, "height": 844})
    proc = subprocess.Popen(["node", str(build.ROOT / "tests" / "browser" / "firefox_table.mjs"),
                             site_url], cwd=build.ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(x.rstrip("\n")) for x in proc.stdout],
                     daemon=True).start()
    err = ""
    try:
        link = lines.get(timeout=180)
        assert link.startswith("LINK ") and "/phone.html#join=L1~o~" in link, link
        phone = phone_ctx.watch.page(phone_ctx.new_page())
        phone.goto(link[len("LINK "):])
        phone.wait_for_selector("body[data-answer]", timeout=TIMEOUT)
        proc.stdin.write("ANSWER " + phone.get_attribute("body", "data-answer") + "\n")
        proc.stdin.flush()
        assert lines.get(timeout=60) == "JOINED"
        phone.wait_for_selector("body[data-joined=yes]", timeout=TIMEOUT)
        for _ in range(3):
            phone.wait_for_selector("#phone-actions .phone-act", timeout=TIMEOUT)
            phone_move(phone, rng)
        proc.stdin.write("DONE\n")
        proc.stdin.flush()
        r = json.loads(lines.get(timeout=120))
        assert r["problems"] == []
        wire = [json.loads(w["data"]) for w in r["wire"] if w["label"] == f"seat-{PHONE}"]
        assert len(wire) >= 4
        assert check_wire(None, r["record"]["save"], wire) == len(wire)
        assert r["record"]["seats"] == [{"kind": "person"}, {"kind": "phone"}]
        problems = phone_ctx.watch.problems
    finally:
        proc.kill()
        err = proc.stderr.read()
        phone_ctx.close()
    assert problems == [], err


def hand_to_phone(host, name) -> str:
    """Invite phones, then "Invite a phone for ``name``" (the phone seat's button): the
    seat is a phone's in the autosave (seat 1 a person's); its invitation's link."""
    host.click("#room-invite")
    host.wait_for_selector("#room-box:not([hidden])")
    hand_over = host.locator(f"button.room-seat-to-phone[data-seat='{PHONE}']")
    assert hand_over.text_content() == "Invite a phone for " + name
    hand_over.click()
    link = invitation(host)
    assert kit.autosave(host)["seats"] == [{"kind": "person"}, {"kind": "phone"}]
    return link


GONE = "The host gave this seat to an AI: this phone no longer plays it."


def test_the_host_gives_a_phones_seat_to_an_ai(rtc_browser, site_url):
    """Give this seat to an AI: the phone is told so in words (and keeps no move to
    make), a message it sends after is refused in those words with no view of the
    seat, the seat is an AI's in the autosave, and the AI plays it from there on,
    until the host hands it to a phone again."""
    rng = random.Random(5)
    with room_table(rtc_browser, site_url, ["person", "phone"], 6) as (host, phone_ctx):
        phone = join(host, phone_ctx, invitation(host))
        play(host, phone, rng, 1)
        settled(host, phone)
        given = kit.moves(host)
        host.click("#room-invite")
        host.click(f".room-seat[data-seat='{PHONE}'] .room-to-ai")
        phone.wait_for_selector("body[data-joined=gone]", timeout=TIMEOUT)
        assert phone.text_content("#phone-state") == GONE
        assert phone.query_selector_all("#phone-actions .phone-act") == []
        host.wait_for_selector("#room-box", state="hidden")
        assert kit.autosave(host)["seats"] == [{"kind": "person"}, {"kind": "ai", "level": "normal"}]
        gone = sent_to_phone(host)[-1]
        assert (gone["kind"], gone["reason"]) == ("gone", GONE) and "view" not in gone

        # A later message from the phone (its last move sent again, counted on) is refused.
        mine = [json.loads(w["data"]) for w in phone.evaluate("window.__wire")]
        late = dict([m for m in mine if m["kind"] == "act"][-1], seq=mine[-1]["seq"] + 1,
                    at=kit.moves(host))
        phone.evaluate("(m) => window.__channel.send(JSON.stringify(m))", late)
        phone.wait_for_function(
            f"() => document.querySelector('#phone-said').textContent === {json.dumps(GONE)}",
            timeout=TIMEOUT)
        refused = sent_to_phone(host)[-1]
        assert refused["kind"] == "refused" and "view" not in refused and "hand" not in refused

        # The AI plays seat 2 from here on; the person plays seat 1 at the screen.
        for _ in range(4):
            kit.wait_for_turn(host)
            kit.person_move(host, rng)
        kit.wait_for_turn(host)
        actions = kit.autosave(host)["save"]["actions"]
        assert [a for a in actions[given:] if a[0] == PHONE], "the AI moved for seat 2"
        assert [w for w in sent_to_phone(host) if "view" in w and w["moves"] > given] == []
        # The host hands the AI's seat back to a phone (a new page): it joins where the
        # game stands and plays it.
        link = hand_to_phone(host, "Player 2 (AI, normal)")
        phone.close()
        phone = join(host, phone_ctx, link)
        assert int(phone.get_attribute("body", "data-moves")) == kit.moves(host)
        play(host, phone, rng, 1)


def test_a_seat_at_the_screen_is_handed_to_a_phone_mid_game(rtc_browser, site_url):
    """Invite phones during a game of two people at one screen: "Invite a phone for
    Player 2" makes seat 2 a phone's (in the autosave), its invitation is shown, a
    phone joins it and plays; the shared screen never draws seat 2's hand after."""
    rng = random.Random(6)
    with room_table(rtc_browser, site_url, ["person", "person"], 7) as (host, phone_ctx):
        for _ in range(12):        # the privacy screen between the two people, until it
            kit.wait_for_turn(host)     # asks for Player 2, whose seat is then handed over
            if host.is_visible("#privacy") and "Player 2" in host.text_content("#privacy-text") \
                    and kit.moves(host) >= 2:
                break
            kit.person_move(host, rng)
        assert host.text_content("#privacy-text").startswith("Pass the device to Player 2")
        host.click("#reveal-button")             # Player 2 at the screen, his hand shown
        host.wait_for_selector(f"#table[data-viewer='{PHONE}']")
        assert host.is_hidden("#room-box")
        link = hand_to_phone(host, "Player 2")
        # The screen no longer draws seat 2's hand: Player 1, the one person left here.
        host.wait_for_selector("#table[data-viewer='0']")
        assert host.is_hidden("#privacy")
        assert host.locator("button.room-seat-to-phone").count() == 1     # Player 1's alone
        phone = join(host, phone_ctx, link)
        play(host, phone, rng, 3)
        wire = sent_to_phone(host)
        assert len(wire) >= 4 and check_wire(host) == len(wire)     # seat 1's hand hidden in each


FAILED = ("No direct connection could be made with this phone. The two devices must be on the "
          "same network and able to reach each other (some guest or public Wi-Fi keeps devices "
          "apart). Try again, or play this seat by link instead.")


def test_no_direct_connection_is_said_in_words_and_offers_play_by_link(rtc_browser, site_url):
    """The phone showed its answer, then locked (its page closed) before the two could
    join: the table, waiting window.ludiRoomJoinMs (set short here; 30 s unset), says
    in words that no direct connection could be made, and offers play by link."""
    with room_table(rtc_browser, site_url, ["person", "phone"], 3) as (host, phone_ctx):
        link = invitation(host)
        host.evaluate("window.ludiRoomJoinMs = 1500")
        phone = phone_ctx.new_page()
        phone.goto(link)
        phone.wait_for_selector("body[data-answer]", timeout=TIMEOUT)
        answer = phone.get_attribute("body", "data-answer")
        phone.close()                          # the phone locks: its answer never joins
        seat = host.locator(f".room-seat[data-seat='{PHONE}']")
        seat.locator(".room-answer").fill(answer)
        seat.locator(".room-join").click()
        host.wait_for_selector(f".room-seat[data-seat='{PHONE}'][data-state=failed]", timeout=8000)
        assert seat.locator(".room-state").text_content() == FAILED
        by_link = seat.locator("button[data-do=room-by-link]")
        assert by_link.text_content() == "Play this seat by link instead"
        by_link.click()
        host.wait_for_selector("#room-box", state="hidden")
        assert kit.autosave(host)["seats"] == [{"kind": "person"}, {"kind": "friend"}]


def test_invite_phones_offers_the_screens_seats_until_the_game_ends(rtc_browser, site_url):
    """A game of people at one screen and an AI, taken up one move before its end: Invite
    phones is there (each person's seat may go to a phone); once the game is over, no
    seat is left to hand over, and the button is gone."""
    from test_browser_shell import finished_save, put_record
    m = finished_save()
    save = m.save()
    last = save["actions"][-1][0]
    seats = [{"kind": "person"} if s == last else {"kind": "ai", "level": "easy"}
             for s in range(m.players)]
    rng = random.Random(8)
    host_ctx = watched(rtc_browser, site_url, viewport={"width": 1100, "height": 900})
    try:
        host = host_ctx.watch.page(host_ctx.new_page())
        kit.open_app(host, site_url)
        key = kit.AUTO + "rome-in-crisis:8"
        put_record(host, key, dict(save, actions=save["actions"][:-1]), seats)
        host.reload()
        host.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
        host.locator(f"#in-progress li[data-key='{key}'] button[data-do=load]").click()
        host.wait_for_selector("#table:not([hidden])")
        kit.wait_for_turn(host)
        assert host.is_visible("#room-invite")
        for _ in range(40):
            if kit.is_over(host):
                break
            kit.person_move(host, rng)
        assert kit.is_over(host)
        host.wait_for_selector("#room-invite", state="hidden")
        problems = host_ctx.watch.problems
    finally:
        host_ctx.close()
    assert problems == []
