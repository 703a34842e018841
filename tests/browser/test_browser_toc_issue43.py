"""Issue 43 in Time of Crisis, in the page: the invaders in a province are the
battle's target where they stand, with the battle's odds beside the prompt
(defect 4); in the end-of-turn draw the Available Pile's cards are the
targets and the hand keeps its order (defect 5).  Positions are seeded games
played at random on CPython and opened in the page (positions.py)."""

import kit
import positions

GAME = "time-of-crisis"


def find(test, players=3):
    """The first decision of seat 0 where ``test(match)`` holds, in seeded
    random games (positions.find from the first step): (its save, its view)."""
    return positions.find(GAME, test, players=players, seeds=range(1, 60), start=0)


def tribe_in_a_province(m) -> bool:
    v = m.view(0)
    return any(k.startswith("tribe:") and o["region"] in v["provinces"]
               for k, o in v["battle_odds"].items())


TOPMOST = """(key) => {
  const b = document.querySelector(`#board .toc-map button[data-target='${key}']`);
  if (!b) return null;
  const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return {place: b.closest('.toc-place').dataset.r, top: !!hit && (hit === b || b.contains(hit)),
          cls: b.className, hit: hit ? hit.outerHTML.slice(0, 200) : null, r: [x, y, innerWidth, innerHeight]}; }"""


def test_the_invaders_in_the_province_are_the_target_with_the_odds(browser, site_url):
    save, view = find(tribe_in_a_province)
    key, odds = next((k, o) for k, o in view["battle_odds"].items() if k.startswith("tribe:"))
    for width, height in ((1280, 800), (390, 844)):
        with kit.screen(browser, site_url, width, height) as page:
            positions.open_position(page, save)
            got = page.evaluate(TOPMOST, key)
            kit.shot(page, f"toc-invaders-target-{width}")
            assert got and got["place"] == odds["region"] and "toc-tribe-here" in got["cls"], got
            assert got["top"], got                   # topmost at its centre: a click lands on it
            said = page.inner_text("#table .toc-battle-odds")
            assert f"you win {odds['win']}%" in said, said
            title = page.get_attribute(f"#board button[data-target='{key}']", "title")
            assert f"you win {odds['win']}%" in title, title
            before = kit.moves(page)
            page.click(f"#board .toc-map button[data-target='{key}']")
            page.wait_for_function(
                f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                timeout=kit.MOVE_TIMEOUT)
            kit.wait_for_turn(page)
            assert "attacks in " + view["region_names"][odds["region"]] in page.inner_text("#log")


def draw_with_a_card_in_both(m) -> bool:
    v = m.view(0)
    return (v["step"] or {}).get("name") == "refill" and bool(set(v["hand"]) & set(v["available"]))


HAND = """() => [...document.querySelectorAll('#hand .dock-part')].map((p) => ({
  title: p.querySelector('.fl').textContent,
  cards: [...p.querySelectorAll('[data-k]')].map((c) => c.dataset.k),
  targets: [...p.querySelectorAll('[data-target]')].map((c) => c.dataset.target)}))"""


def test_the_draws_pile_cards_are_the_targets_and_the_hand_keeps_its_order(browser, site_url):
    save, view = find(draw_with_a_card_in_both, players=2)
    with kit.screen(browser, site_url, 390, 844) as page:
        positions.open_position(page, save)
        parts = page.evaluate(HAND)
        kit.shot(page, "toc-draw-390")
        assert [p["title"] for p in parts] == ["Available Pile", "Hand"], parts
        both = sorted(set(view["hand"]) & set(view["available"]))[0]
        assert "card:" + both in parts[0]["targets"] and not parts[1]["targets"], parts
        hand_before = parts[1]["cards"]
        before = kit.moves(page)
        page.click(f"#hand .dock-part:first-child [data-target='card:{both}']")
        page.wait_for_function(
            f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
            timeout=kit.MOVE_TIMEOUT)
        kit.wait_for_turn(page)
        after = page.evaluate(HAND)
        hand_after = next(p for p in after if p["title"] == "Hand")["cards"]
        assert hand_after[:len(hand_before)] == hand_before, (hand_before, hand_after)
