"""Issue 21, the table: what a player decides with and how the page behaves
around it (the end screen's winner row, Rome in Crisis's draft pool, Roman
Empire's hand card selected before it is played, the page kept in place)."""
import random

import kit


def test_the_end_screens_winner_row_is_a_table_row(page, site_url):
    """Roman Empire's won pile (.won-pile) is a flex box; the end screen's
    winner row (tr.won) must stay a row of its table."""
    kit.open_app(page, site_url)
    page.evaluate("""() => {
        const end = document.querySelector('#end');
        end.hidden = false;
        document.querySelector('#end-body').innerHTML =
            "<table class='scores'><tbody><tr class='won'><th>A</th><td>3</td></tr>" +
            "<tr><th>B</th><td>1</td></tr></tbody></table>";
    }""")
    rows = page.locator("#end-body tr")
    assert rows.nth(0).evaluate("e => getComputedStyle(e).display") == "table-row"
    a, b = rows.nth(0).bounding_box(), rows.nth(1).bounding_box()
    assert abs(a["width"] - b["width"]) < 1


def test_roman_empire_a_hand_card_is_selected_then_its_move_chosen(page, site_url):
    """Defect 2: a click on a hand card plays nothing; it offers every move
    with that card (its challenges, its discard) by the card; Cancel leaves the
    position as it was, with Undo still there after an earlier move; a move is
    played only once chosen.  The prompt's moves are grouped by card."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=2, game="roman-empire")
    rng = random.Random(2)
    for _ in range(60):
        assert not kit.is_over(page)
        hand = page.locator("#board .hand button[data-moves]")
        if hand.count() and page.locator("#actions .act-group").count() >= 2:
            break
        kit.person_move(page, rng)
    assert hand.count(), "no hand card to select in 60 turns"
    several = [i for i in range(hand.count())
               if "," in (hand.nth(i).get_attribute("data-moves") or "")]
    card = hand.nth(several[0] if several else 0)
    listed = card.get_attribute("data-moves").split(",")
    before = kit.moves(page)
    card.click()
    page.wait_for_selector("#choices")
    assert kit.moves(page) == before
    texts = page.locator("#choices button[data-do=act]").all_inner_texts()
    want = [page.inner_text(f"#actions button[data-index='{i}']") for i in listed]
    assert texts == want and any(t.startswith("Discard ") for t in texts)
    # The group of the card in the prompt holds the same moves.
    group = page.locator("#actions .act-group", has=page.locator(
        f"button[data-index='{listed[0]}']"))
    assert group.locator("button").all_inner_texts() == want
    page.click("#choices button.cancel")
    page.wait_for_selector("#choices", state="detached")
    assert kit.moves(page) == before
    card.click()
    page.click("#choices button[data-do=act] >> nth=0")
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)
