"""Play by link (issue 23) in the page: two people on two devices (two browser
contexts, no shared storage) play each game by sending the game back and forth
as a link; a link older than the game a device has, a diverging one and a
damaged one are refused in words, and nothing on the device is overwritten."""
import json
import random

import pytest

import kit

GAMES = [("rome-in-crisis", ["person", "friend"]),
         ("roman-empire", ["person", "friend", "ai:easy"]),
         ("time-of-crisis", ["person", "friend"]),
         ("roman-history", ["person", "friend"])]


@pytest.fixture()
def device(browser, site_url):
    """A factory of devices: each a page in its own browser context (its own storage)."""
    made = []

    def make():
        ctx = browser.new_context(viewport={"width": 1100, "height": 900})
        ctx.watch = kit_watch(ctx, site_url)
        made.append(ctx)
        return ctx.watch.page(ctx.new_page())
    yield make
    for ctx in made:
        ctx.close()
    for ctx in made:
        assert ctx.watch.problems == []


def kit_watch(ctx, site_url):
    from conftest import Watch
    return Watch(ctx, site_url)


def start(page, site_url, game, seats, seed):
    kit.open_app(page, site_url)
    kit.start_game(page, seats, seed=seed, game=game, wait=False)


def sending(page) -> bool:
    return page.evaluate("""() => !document.querySelector('#send-box').hidden &&
        document.querySelector('#send-box').dataset.moves === document.querySelector('#table').dataset.moves &&
        !!document.querySelector('#send-link').value""")


def play_until_send(page, rng, pick=None) -> str:
    """This device's person moves until the turn passes to the friend; the link offered."""
    while True:
        page.wait_for_function(
            """() => document.querySelector('#actions button[data-do=act]') ||
                     (!document.querySelector('#send-box').hidden && document.querySelector('#send-link').value &&
                      document.querySelector('#send-box').dataset.moves === document.querySelector('#table').dataset.moves)""",
            timeout=kit.MOVE_TIMEOUT)
        if sending(page):
            break
        buttons = page.query_selector_all("#actions button[data-do=act]")
        before = kit.moves(page)
        choice = buttons[pick(len(buttons))] if pick else buttons[rng.randrange(len(buttons))]
        if not choice.is_visible():            # a move chosen on the table: all listed first
            kit.show_all(page)
        choice.click()
        page.wait_for_function(
            f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
            timeout=kit.MOVE_TIMEOUT)
    assert page.is_visible("#send-copy") and page.inner_text("#send-title").startswith("Send the game to")
    link = page.input_value("#send-link")
    assert "#link=1" in link and "&seats=" in link
    return link


def link_moves(page) -> int:
    return int(page.get_attribute("#send-box", "data-moves"))


def open_link(page, link, site_url):
    """Open a link as a person would (a fresh page load, or pasted into the open
    tab: then only the fragment changes); the outcome ("new", "continued",
    "behind", "diverged", "refused")."""
    before = page.evaluate("() => document.body.dataset.link || ''")
    at = link.index("#")
    page.goto(site_url + "?pace=0" + link[at:])
    page.wait_for_function(f"() => (document.body.dataset.link || '') !== {json.dumps(before)}",
                           timeout=kit.APP_TIMEOUT)
    return page.evaluate("() => document.body.dataset.link").split(" ", 1)[1]


def continued(page, link_at):
    page.wait_for_selector("#table:not([hidden])")
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) >= {link_at}")
    assert "from the link" in page.inner_text("#message")


@pytest.mark.parametrize("game,seats", GAMES, ids=[g for g, _ in GAMES])
def test_two_devices_play_a_game_by_link(device, site_url, game, seats):
    rng = random.Random(game)
    a, b = device(), device()
    start(a, site_url, game, seats, seed=11)
    sent = []                      # (link, moves in it)
    for k in range(4):             # A, B, A, B send; B, A, B, A open: four hand-overs
        sender, receiver = (a, b) if k % 2 == 0 else (b, a)
        link = play_until_send(sender, rng)
        sent.append((link, link_moves(sender)))
        outcome = open_link(receiver, link, site_url)
        assert outcome == ("new" if k == 0 else "continued"), (k, outcome)
        continued(receiver, sent[-1][1])
        assert receiver.get_attribute("#table", "data-viewer") == str(1 if k % 2 == 0 else 0)
    for page in (a, b):            # each device holds one game in progress, continued in place
        assert len(kit.autosaves(page)) == 1
    # A has the game at the last link (and beyond, if its own AI moved): the first link is older.
    mine = kit.autosaves(a)
    assert open_link(a, sent[0][0], site_url) == "behind"
    behind = list(mine.values())[0]["save"]["actions"]
    words = a.inner_text("#message")
    assert f"{len(behind) - sent[0][1]} moves behind your game" in words, words
    assert kit.autosaves(a) == mine
    a.click("#message button[data-do=load]")          # Continue my game
    a.wait_for_selector("#table:not([hidden])")
    a.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) >= {len(behind)}")
    # A damaged link: one character changed in its game.
    link = sent[-1][0]
    at = link.index("#link=1") + len("#link=1") + 20
    damaged = link[:at] + ("B" if link[at] != "B" else "C") + link[at + 1:]
    saved = kit.autosaves(b)
    assert open_link(b, damaged, site_url) == "refused"
    assert "Nothing on this device was changed" in b.inner_text("#message")
    assert "damaged" in b.inner_text("#message") or "not one of the legal moves" in b.inner_text("#message")
    assert kit.autosaves(b) == saved
    b.click("#message button[data-do=load]")          # Continue my game: B's own, as it stands
    b.wait_for_selector("#table:not([hidden])")
    assert b.get_attribute("#table", "data-moves") == str(len(list(saved.values())[0]["save"]["actions"]))


def test_a_diverging_link_is_refused_and_may_open_as_a_copy(device, site_url):
    """B and C both get A's first link; each plays a different move and sends it
    to A, who continues C's game: B's then parts from A's game at that move."""
    a, b, c = device(), device(), device()
    start(a, site_url, "rome-in-crisis", ["person", "friend"], seed=4)
    first = play_until_send(a, random.Random(1))
    at = link_moves(a)
    assert open_link(b, first, site_url) == "new" and open_link(c, first, site_url) == "new"
    from_c = play_until_send(c, None, pick=lambda n: 0)
    from_b = play_until_send(b, None, pick=lambda n: n - 1)
    assert open_link(a, from_c, site_url) == "continued"
    before = kit.autosaves(a)
    assert open_link(a, from_b, site_url) == "diverged"
    words = a.inner_text("#message")
    assert f"parts from your game at move {at + 1}" in words, words
    assert kit.autosaves(a) == before
    a.click("#message button[data-do=link-copy]")
    a.wait_for_function("() => (document.body.dataset.link || '').endsWith('copy')")
    a.wait_for_selector("#table:not([hidden])")
    after = kit.autosaves(a)
    assert len(after) == 2 and all(after[k] == v for k, v in before.items())


def test_a_link_that_is_not_a_game_is_refused_in_words(device, site_url):
    page = device()
    kit.open_app(page, site_url)
    for text, words in (("1!!!", "damaged"), ("9abc", "another version"),
                        ("1" + "A" * 120_000, "too long")):
        assert open_link(page, "x#link=" + text + "&seats=p,p", site_url) == "refused"
        assert words in page.inner_text("#message"), (text[:10], page.inner_text("#message"))
    assert kit.autosaves(page) == {}


def test_the_link_after_an_undo_is_the_game_as_it_stands(device, site_url):
    """Issue 32, defect 1: A's link offered, then Undo and another move at the
    same count: the send box offers the new game, not the old link.  A friend
    who opened the old link is told that the new one parts from his game (the
    whole move list is compared, not its length).  Once the link is copied, its
    moves are sent: Undo no longer takes them back, and the page says so."""
    a, b = device(), device()
    a.context.grant_permissions(["clipboard-read", "clipboard-write"])
    start(a, site_url, "rome-in-crisis", ["person", "friend"], seed=11)
    first = play_until_send(a, None, pick=lambda n: 0)          # Choose Military
    assert link_moves(a) == 1 and a.is_visible("#undo-button")
    assert open_link(b, first, site_url) == "new"
    a.click("#undo-button")
    a.wait_for_selector("#actions button[data-do=act]")
    assert a.is_hidden("#send-box")
    second = play_until_send(a, None, pick=lambda n: 1)         # Choose SPQR instead
    assert second != first and link_moves(a) == 1
    assert kit.autosave(a)["save"]["actions"] == [[0, {"type": "method", "method": "spqr"}]]
    assert open_link(b, second, site_url) == "diverged"          # not "the game as you have it"
    assert "parts from your game at move 1" in b.inner_text("#message")
    # The ruling: a link copied is sent, and Undo keeps its moves.
    a.click("#send-copy")
    a.wait_for_selector("#undo-sent:not([hidden])")
    assert a.is_hidden("#undo-button") and a.is_visible("#send-sent")
    assert kit.autosave(a)["sent"] == 1
    a.reload()
    a.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    a.wait_for_selector("#undo-sent:not([hidden])", timeout=kit.APP_TIMEOUT)
    assert a.is_hidden("#undo-button")


def test_a_finished_game_by_link_says_it_is_over_and_reviews_its_person(device, site_url):
    """Issue 44: Rome in Crisis, 3 players, shuffle 7201, finished, opened by
    link with seats "p,easy,easy": the page said "play your move and send it
    on", and its Review said "every seat of this game was an AI's" (the person,
    not being to move, had become a friend).  Now it says the game is over and
    reviews the person's seat."""
    import pygame_core as pc
    m = pc.new_match("rome-in-crisis", players=3, seed=7201)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, pc.ai.choose(m, s, "easy", seed=len(m.actions)))
    page = device()
    kit.open_app(page, site_url)
    assert open_link(page, "x#link=" + pc.to_link(m) + "&seats=p,easy,easy", site_url) == "new"
    page.wait_for_selector("#end:not([hidden])", timeout=kit.APP_TIMEOUT)
    words = page.inner_text("#message")
    assert "is over" in words and "send it on" not in words, words
    assert kit.autosave(page)["seats"][0] == {"kind": "person"}
    page.click("#end button[data-do=review]")
    page.wait_for_selector("#review[data-state=done]", timeout=240_000)
    assert "every seat of this game was an AI's" not in page.inner_text("#review-note")
    assert "Turning points: " in page.inner_text("#review-points")
    assert page.locator("#review-points section[data-seat='0'] li[data-move]").count() >= 1
