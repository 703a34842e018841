"""Roman History in the page (issue 12): a 3-player game, one person and two
easy AIs, played to the end; and the teaching turn in embed mode (spec 7).

A whole game is about 1,500 moves and the page makes 3-4 moves a second here
(one engine call and one board drawing each), so the test starts the game from
the lobby and plays its opening, then imports the same kind of game (person
and two easy AIs, played by the engine on CPython) late in the Decline and
plays it to the end in the page: the lobby, the board, the clicks, the AI
seats, a save replayed in the worker, the age end and the final scoring."""
import json
import random

import kit

import pygame_core as pc


def late_game(seed=5, cards_left=6):
    """A 3-player game saved in the Decline with ``cards_left`` cards to reveal."""
    m = pc.new_match("roman-history", 3, seed=seed)
    rng = random.Random(seed)
    st = m.state
    while not (st["age"] == 6 and len(st["deck"]) <= cards_left):
        seat = m.to_move()[0]
        if seat == 0:
            a = rng.choice(m.legal_actions(0))
        else:
            a = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
        m.act(seat, a)
    seats = [{"kind": "person"}, {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "easy"}]
    return {"app": "ludi-romani", "name": "late", "time": 0, "seats": seats, "save": m.save()}


def test_three_players_two_ais_to_the_end(page, site_url, tmp_path):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=5, game="roman-history")
    assert "Roman History" in page.inner_text("body")
    board = page.inner_text("#board")
    assert "Early Rome" in board and "Available" in board
    rng = random.Random(5)
    kit.play(page, rng, limit=12)
    assert kit.moves(page) >= 12
    page.click("#table button[data-do=lobby]")
    path = tmp_path / "rh-late.json"
    path.write_text(json.dumps(late_game()))
    page.set_input_files("#import-file", str(path))
    page.wait_for_function(
        "() => document.querySelector('#message.ok')?.textContent.startsWith('Imported')")
    page.locator("#saves li[data-key='ludi-romani:slot:rh-late'] button[data-do=load]").click()
    page.wait_for_selector("#table:not([hidden])")
    kit.wait_for_turn(page)
    assert "Decline" in page.inner_text("#board")
    kit.play(page, rng)
    assert kit.is_over(page)
    text = page.inner_text("#prompt-text")
    assert "Game over:" in text and "Scores:" in text
    assert page.locator("#log li").count() > 10


def test_embed_steps_through_the_republic_turn(page, site_url):
    page.goto(f"{site_url}embed.html?game=roman-history&scenario=republic-turn")
    page.wait_for_selector("body[data-step='0']", timeout=kit.APP_TIMEOUT)
    count = page.inner_text("#step-count")
    total = int(count.rsplit(" ", 1)[1])
    assert count == f"Step 1 of {total}" and "Early Republic" in page.inner_text("#caption")
    for step in range(1, total):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f"body[data-step='{step}']", timeout=30_000)
    board = page.inner_text("#board")
    assert "VP 71" in board and "Cincinnatus" in board
    assert "Cornelia's turn begins" in page.inner_text("#caption")


def test_the_phone_strip_carries_every_seats_vp_gold_ambition_fate_legions(browser, site_url):
    """Issue 33, Roman History: the player column carries VP, Gold, Ambition,
    Fate and Legions for every seat; on a phone's strip too (short names, the
    full ones read aloud), none cut off, at 3 and 6 seats."""
    for seats in (["person", "ai:easy", "ai:easy"], ["person"] + ["ai:easy"] * 5):
        ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                  has_touch=True)
        page = ctx.new_page()
        try:
            kit.open_app(page, site_url)
            kit.start_game(page, seats, seed=5, game="roman-history")
            got = page.evaluate("""() => [...document.querySelectorAll('#panel-list > li')].map(p => {
                const box = p.getBoundingClientRect();
                const facts = [...p.querySelectorAll('.pn-facts li')].map(li => {
                    const r = li.getBoundingClientRect();
                    return {text: li.textContent, inside: r.width > 0 && r.left >= box.left - 1 &&
                            r.right <= box.right + 1 && r.bottom <= box.bottom + 1};
                });
                const score = p.querySelector('.pn-score');
                const body = p.querySelector('.pn-body');
                return {facts, score: score ? score.textContent : '',
                        cut: body ? body.scrollWidth > body.clientWidth + 1 : true};
            })""")
            assert len(got) == len(seats)
            for panel in got:
                assert "VP" in panel["score"] and not panel["cut"], panel
                names = [f["text"] for f in panel["facts"] if f["inside"]]
                for want in ("Gold", "Ambition", "Fate", "Legions"):
                    assert any(n.startswith(want) for n in names), (want, panel)
        finally:
            ctx.close()
