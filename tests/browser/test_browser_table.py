"""The drawn table in the page (issue 8, points 3, 4, 5 and 7): cards as cards,
the last move marked, the log grouped by turn, the lines since your last turn
with the moves played for you, the AI speed control, the Hint, and a phone
screen with the prompt as a bar at the bottom and the board, log and help as tabs.
All but the pacing test run at the "instant" pace."""
import random
import re

import kit

MOVES = """window.__moves = [];
    new MutationObserver((rs) => { for (const r of rs) if (r.attributeName === 'data-moves')
        window.__moves.push(performance.now()); })
    .observe(document, {attributes: true, subtree: true});"""


def test_rome_table_drawn_marked_and_hinted(page, site_url):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=11)
    rng = random.Random(11)
    marked = False
    for _ in range(60):
        marked = marked or page.locator("#board .card.moved, #board .gain").count() > 0
        if (marked and page.locator("#board .crisis").count() and
                page.locator("#hand .card").count()):
            break
        kit.person_move(page, rng)
    assert marked, "no move was ever marked on the table"
    # A card in hand is a card: its value large, readable, coloured by type.
    card = page.locator("#hand .card").first          # your hand, docked under the board
    assert card.locator(".v").inner_text().isdigit()
    box = card.bounding_box()
    assert box["height"] >= 60 and box["width"] >= 45
    assert float(card.locator(".v").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")) >= 20
    crisis = page.locator("#board .crisis").first
    assert "rank" in crisis.inner_text() and crisis.locator(".crisis-total b").inner_text().isdigit()
    assert page.locator("#board .offices .token").count() >= 4
    assert page.locator("#board .cand .ratings .rating").count() >= 3
    # The log is grouped by turn, and by phase within a turn.
    assert page.locator("#log > li.turn > .turn-title").count() >= 1
    assert page.locator("#log li.phase").count() >= 1
    # The Hint points at one of the moves offered: the review's search's choice,
    # with the chance it keeps and the next best's (issue 44).
    page.click("#hint-button")
    page.wait_for_selector("#actions button.hinted", timeout=kit.MOVE_TIMEOUT)
    label = page.inner_text("#actions button.hinted")
    words = page.inner_text("#hint-text")
    assert re.match(rf"Hint: {re.escape(label)}: your chance \d+%; .+: \d+%\.", words), words
    before = kit.moves(page)
    page.click("#actions button.hinted")
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}")
    assert kit.autosave(page)["hinted"] == [before]      # the review marks the Hint's moves


def test_moves_played_for_you_are_shown(page, site_url):
    """Roman Empire plays a person's only choice (a crisis card that must be
    played) for him: it is named above his next prompt and in the lines since
    his last turn."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=4, game="roman-empire")
    rng = random.Random(4)
    for _ in range(60):
        if page.is_visible("#forced") or kit.is_over(page):
            break
        kit.person_move(page, rng)
    assert page.is_visible("#forced"), "no move was played for the person in 60 turns"
    assert page.inner_text("#forced").startswith("Played for you (only choice): ")
    forced = page.locator("#since-list li.forced")
    assert forced.count() >= 1 and forced.first.inner_text().startswith("Played for you:")
    assert page.is_visible("#since") and page.inner_text("#since-title") == "Since your last turn"


def test_ai_speed_is_chosen_in_the_page_and_remembered(page, site_url):
    page.add_init_script(MOVES)
    page.goto(site_url)
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    assert page.input_value("#pace-select") == "normal"
    page.click("button[data-do=new][data-game=rome-in-crisis]")
    page.select_option("#setup-players", "4")
    for i in range(1, 4):
        page.select_option(f"#seat-{i}", "ai:easy")
    page.fill("#setup-seed", "3")
    page.click("#start-button")
    page.wait_for_selector("#table:not([hidden])")
    page.select_option("#pace-select", "fast")         # while the first AIs move
    assert kit.storage(page)["ludi-romani:pace"] == "fast"
    assert page.get_attribute("body", "data-pace") == "fast"
    kit.wait_for_turn(page)
    page.evaluate("() => { window.__moves = []; }")
    rng = random.Random(3)
    while page.evaluate("window.__moves.length") < 10:
        kit.person_move(page, rng)
    times = page.evaluate("window.__moves")
    gaps = sorted(b - a for a, b in zip(times, times[1:]))
    assert gaps[len(gaps) // 2] >= 250          # fast: 300 ms between AI moves
    page.reload()
    page.wait_for_selector("body[data-ui=ready]", timeout=kit.APP_TIMEOUT)
    assert page.input_value("#pace-select") == "fast"


def test_phone_six_player_roman_empire(browser, site_url):
    """390 x 844: the prompt is a bar at the bottom of the screen, the board,
    log and help are tabs, and a six-player table fits in two screen heights."""
    with kit.phone_game(browser, site_url, "roman-empire", ["person"] + ["ai:easy"] * 5,
                        seed=6) as page:
        kit.play(page, random.Random(6), limit=3)
        assert not kit.is_over(page)
        size = page.evaluate("""() => {
            const r = (s) => document.querySelector(s).getBoundingClientRect();
            return {board: r('#board').bottom + scrollY, prompt: r('#prompt'), h: innerHeight,
                    w: innerWidth, sw: document.documentElement.scrollWidth,
                    tall: r('#board').height};
        }""")
        assert size["sw"] <= size["w"], size
        assert size["board"] <= 2 * size["h"], size          # the whole table, two screens
        assert abs(size["prompt"]["bottom"] - size["h"]) <= 1 and size["prompt"]["top"] >= size["h"] / 2
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        assert page.evaluate("() => document.querySelector('#prompt').getBoundingClientRect().bottom") \
            <= size["h"] + 1                                   # still in view
        assert page.is_visible("#board") and not page.is_visible("#log-box")
        page.click("#tabs button[data-tab=log]")
        assert page.is_visible("#log-box") and not page.is_visible("#board")
        assert page.get_attribute("#tabs button[data-tab=log]", "aria-selected") == "true"
        page.click("#tabs button[data-tab=help]")
        assert page.is_visible("#help") and not page.is_visible("#log-box")
        page.click("#tabs button[data-tab=board]")
        assert page.is_visible("#board")
