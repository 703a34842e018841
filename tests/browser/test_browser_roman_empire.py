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
