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
