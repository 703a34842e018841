"""Roman Empire in the page: a 5-player game, one person and four AIs, to the end
(issue 3), and its teaching scenario in embed mode."""
import random

import kit


def test_five_players_four_ais_to_the_end(page, site_url):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy", "ai:normal", "ai:easy"], seed=3,
                   game="roman-empire")
    assert "Roman Empire" in page.inner_text("body")
    kit.play(page, random.Random(3))
    assert kit.is_over(page)
    text = page.inner_text("#prompt-text")
    assert "collapsed" in text or ("Game over:" in text and "Scores:" in text)
    assert page.locator("#log li").count() > 10


def test_embed_steps_through_the_crisis_and_the_challenges(page, site_url):
    page.goto(f"{site_url}embed.html?game=roman-empire&scenario=crisis-and-challenge")
    page.wait_for_selector("body[data-step='0']", timeout=kit.APP_TIMEOUT)
    assert page.inner_text("#step-count") == "Step 1 of 7"
    for step in range(1, 7):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f"body[data-step='{step}']", timeout=30_000)
    caption = page.inner_text("#caption")
    assert "Perennis falls" in caption and "Gaius" in caption
    assert page.is_disabled("#next-button") or page.inner_text("#step-count") == "Step 7 of 7"


def _rich_position():
    """A five-player game played at random (seed 3 and on), at seat 0's turn
    option with an Action card he can only discard, a lasting effect, crises in
    play and two won piles (issue 45)."""
    import pygame_core as pc
    for seed in range(3, 60):
        m = pc.new_match("roman-empire", players=5, seed=seed, options={"hold": [0]})
        rng = random.Random(seed)
        while not m.is_over() and len(m.actions) < 300:
            seat = m.to_move()[0]
            if seat == 0 and m.view(0)["step"]["name"] == "option":
                v = m.view(0)
                if (any(c.get("unusable") for c in v["hand"]) and v["effects"] and v["ongoing"]
                        and sum(1 for f in v["factions"] if f["victory_cards"]) >= 2):
                    return m.save()
            m.act(seat, rng.choice(m.legal_actions(seat)))
    raise AssertionError("no such position")


# Every text in the table's small cards (crises in play, lasting effects, won
# piles): its print as drawn on the screen, the board's CSS zoom counted.
PRINT = """() => [...document.querySelectorAll('#board .card.pill')].flatMap((card) => {
  let z = 1;
  for (let e = card; e; e = e.parentElement) z *= parseFloat(getComputedStyle(e).zoom || '1') || 1;
  return [...card.querySelectorAll('.v, .nm, .sm')].map((t) => ({
    text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * z,
    where: card.closest('.won-pile') ? 'won' : card.closest('.area') ? 'table' : 'other'}));
})"""


def test_small_cards_are_readable_and_an_unusable_card_says_why(browser, site_url):
    import positions
    save = _rich_position()
    with kit.screen(browser, site_url, 1280, 800) as page:
        positions.open_position(page, save)
        texts = page.evaluate(PRINT)
        assert {t["where"] for t in texts} == {"won", "table"}, texts
        small = [t for t in texts if t["px"] < 11]
        assert not small, small
        assert float(page.get_attribute("#board", "data-zoom") or 1) <= 1
        kit.shot(page, "re-table-1280")
        unusable = page.locator("#hand .card.unusable").first
        assert "can only be discarded" in unusable.get_attribute("title") or \
            "Tour of the Provinces" in unusable.get_attribute("title")
        assert "discard only" in unusable.inner_text()
        tip = page.locator("#board .card.pill").first.get_attribute("title")
        assert ": " in tip and len(tip) > 30          # its name and what it does
        from test_browser_axe import violations       # greyed cards and pills keep their contrast
        assert violations(page, "roman-empire table, issue 45") == []


def test_a_long_press_on_a_phone_shows_what_a_card_does(browser, site_url):
    import positions
    save = _rich_position()
    with kit.screen(browser, site_url, 390, 844) as page:
        positions.open_position(page, save)
        kit.shot(page, "re-table-390")
        card = page.locator("#hand .card.unusable").first
        card.scroll_into_view_if_needed()
        box = card.bounding_box()
        before = kit.moves(page)
        cdp = page.context.new_cdp_session(page)
        point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        page.wait_for_timeout(800)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        bubble = page.locator(".tip-bubble")
        bubble.wait_for(state="visible", timeout=5_000)
        assert bubble.inner_text() == card.get_attribute("data-tip") and \
            card.get_attribute("title").endswith(card.get_attribute("data-tip"))
        assert "can only be discarded" in bubble.inner_text() or "Tour" in bubble.inner_text()
        page.wait_for_timeout(300)
        assert kit.moves(page) == before and not page.locator("#choices").count()
        assert card.get_attribute("aria-pressed") != "true"      # the press selected nothing
