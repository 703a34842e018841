"""Time of Crisis at the table: a two-player game against one AI played by
clicking the map (a province, an army, a card, a tribe), the AI at the
instant pace; and the map at phone width with nothing cut off.

A whole game takes longer than this file's budget (~3 minutes): the test
plays for BUDGET seconds or to the end, whichever comes first, and asserts
real progress (turns played, map targets of several kinds clicked)."""
import random
import time

import kit

CLICKABLE = "#board button[data-target]"
BUDGET = 120           # seconds of clicking


def drawn_targets(page) -> dict:
    return page.evaluate("""() => {
        const out = {};
        for (const b of document.querySelectorAll('#actions button[data-on]')) {
            const key = b.dataset.on;
            if (key && document.querySelector(`#board button[data-target="${key}"]`))
                (out[key] = out[key] || []).push(b.textContent);
        }
        return out;
    }""")


def click_on_map(page, key, labels, rng):
    before = kit.moves(page)
    page.click(f"{CLICKABLE}[data-target='{key}']")
    if len(labels) > 1:
        page.wait_for_selector("#choices")
        choices = page.locator("#choices button[data-do=act]")
        assert sorted(choices.all_inner_texts()) == sorted(labels)
        choices.nth(rng.randrange(len(labels))).click()
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)
    kit.wait_for_turn(page)


def test_two_players_against_an_ai_by_clicking_the_map(page, site_url):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy"], seed=4, game="time-of-crisis")
    assert page.locator("#board .toc-map .toc-region").count() == 21
    rng = random.Random(4)
    clicked, buttons, last = {}, 0, None
    end = time.time() + BUDGET
    while not kit.is_over(page) and time.time() < end:
        found = drawn_targets(page)
        # prefer the map (a region, an army, a tribe), else any card drawn; an
        # army's own "in or out of the capital" is not taken twice running
        keys = [k for k in sorted(found) if k != last]
        on_map = [k for k in keys if k.split(":")[0] in ("region", "army", "tribe", "leader")]
        if keys and rng.random() < 0.9:
            key = rng.choice(on_map) if on_map and rng.random() < 0.6 else rng.choice(keys)
            last = key
            click_on_map(page, key, found[key], rng)
            clicked[key.split(":")[0]] = clicked.get(key.split(":")[0], 0) + 1
        else:
            kit.person_move(page, rng)
            buttons += 1
    page.screenshot(path="/tmp/toc-desktop.png", full_page=True)
    turns = int(page.get_attribute("#board .toc-turn", "data-turn"))
    print("clicked", clicked, "buttons", buttons, "moves", kit.moves(page), "turns", turns,
          "over", kit.is_over(page))
    assert {"region", "card"} <= set(clicked), clicked
    assert sum(clicked.values()) >= 20
    assert kit.moves(page) >= 40                 # both seats' moves, the AI's included
    assert kit.is_over(page) or turns >= 4       # several whole turns of both players
    if kit.is_over(page):
        assert "wins" in page.inner_text("#table") or "win" in page.inner_text("#table")


def test_phone_width_map_nothing_cut_off(browser, site_url):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                              has_touch=True, device_scale_factor=1)
    try:
        page = ctx.new_page()
        kit.open_app(page, site_url)
        kit.start_game(page, ["person", "ai:easy", "ai:easy", "ai:easy"], seed=3,
                       game="time-of-crisis")
        kit.play(page, random.Random(3), limit=6)
        page.screenshot(path="/tmp/toc-phone.png", full_page=True)
        wide = page.evaluate("""() => {
            const w = innerWidth, out = [];
            for (const e of document.querySelectorAll('#board .toc-region, #board .toc-side *'))
                { const r = e.getBoundingClientRect();
                  if (r.width && (r.right > w + 1 || r.left < -1)) out.push(e.className); }
            return {sw: document.documentElement.scrollWidth, w, out};
        }""")
        assert wide["sw"] <= wide["w"] and wide["out"] == [], wide
    finally:
        ctx.close()


EMBEDS = {"combat": ("Red's army advances", "Macedonia"),
          "place-governor": ("Hispania is his", "Hispania"),
          "support-check": ("ends at 2", "Thracia"),
          "invasion": ("Sassanids", "Galatia")}


def test_each_embed_steps_through_on_the_map(page, site_url):
    for name, (words, region) in EMBEDS.items():
        page.goto(f"{site_url}embed.html?game=time-of-crisis&scenario={name}")
        page.wait_for_selector("body[data-step='0']", timeout=kit.APP_TIMEOUT)
        count = int(page.inner_text("#step-count").split(" of ")[1])
        assert page.locator("#board .toc-map .toc-region").count() == 21
        for step in range(1, count):
            page.keyboard.press("ArrowRight")
            page.wait_for_selector(f"body[data-step='{step}']", timeout=30_000)
        assert words in page.inner_text("#caption"), name
        assert region in page.inner_text("#board .toc-map"), name
        assert page.locator("#board button[data-target]").count() == 0   # nothing to click


def test_the_first_round_embed_opens_at_its_last_step(page, site_url):
    import pygame_core as pc
    _, steps = pc.load_scenario("time-of-crisis", "first-round")
    last = len(steps) - 1
    page.goto(f"{site_url}embed.html?game=time-of-crisis&scenario=first-round&step={last + 1}")   # 1-based
    page.wait_for_selector(f"body[data-step='{last}']", timeout=kit.APP_TIMEOUT)
    assert "first round is over" in page.inner_text("#caption")
    assert page.inner_text("#step-count") == f"Step {last + 1} of {last + 1}"
    assert "Syria" in page.inner_text("#board .toc-map")
