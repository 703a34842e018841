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
        const end = document.querySelector('#end');      // (drawn over the table's board)
        document.querySelector('#table').hidden = false;
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
    """Defect 2, and issue 33's card first: a click on a hand card plays nothing; it
    selects the card, whose moves are then offered: its challenges on the leaders
    lit on the table, its discard as the status line's button; Cancel leaves the
    position as it was; a move is played only once chosen.  With every move
    listed ("All moves"), the prompt's moves are grouped by card, each button
    without the card's name that heads its row."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=2, game="roman-empire")
    rng = random.Random(2)
    for _ in range(60):
        assert not kit.is_over(page)
        hand = page.locator("#hand button[data-moves*=',']")      # (several moves: it rises)
        if hand.count() and page.locator("#actions .act-group").count() >= 2:
            break
        kit.person_move(page, rng)
    assert hand.count(), "no hand card to select in 60 turns"
    card = hand.nth(0)
    listed = card.get_attribute("data-moves").split(",")
    before = kit.moves(page)
    card.click()
    page.wait_for_selector("#actions[data-mode=selected]")
    assert kit.moves(page) == before and card.get_attribute("aria-pressed") == "true"

    def name(b):
        return b.get_attribute("title") or b.inner_text()
    want = [name(page.locator(f"#actions button[data-index='{i}']")) for i in listed]
    offered = kit.selected_moves(page)
    assert sorted(m["label"] for m in offered) == sorted(want)
    assert any(m["label"].startswith("Discard ") and not m["lit"] for m in offered)
    assert all(m["lit"].startswith("leader:") for m in offered if m["label"].startswith("Challenge "))
    # Every move listed: the card's group holds the same moves, named in full, and
    # its buttons do not repeat the card that heads the row.
    page.click("#actions button.cancel")
    page.wait_for_selector("#actions[data-mode=selected]", state="detached")
    assert kit.moves(page) == before and card.get_attribute("aria-pressed") == "false"
    kit.show_all(page)
    group = page.locator("#actions .act-group", has=page.locator(
        f"button[data-index='{listed[0]}']"))
    buttons = group.locator("button")
    assert [name(buttons.nth(k)) for k in range(buttons.count())] == want
    title = group.locator(".gl").inner_text()
    shown = buttons.all_inner_texts()
    assert title and not any(title in t for t in shown) and "Discard" in shown
    card.click()
    page.wait_for_selector("#actions[data-mode=selected]")
    kit.choose_selected(page, 0)
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)


def test_the_page_never_scrolls_and_the_tools_stay_in_view(browser, site_url):
    """Defect 8, and issue 33: at 1280x800 the table is the whole view (the page
    itself never scrolls; the board, the log and the player column scroll on their
    own), so a move made by clicking the hand leaves the page where it was, and
    Undo, Export, Lobby and the AI speed are always in view."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        kit.open_app(page, site_url)
        kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=11)
        rng = random.Random(11)
        low = "#hand button[data-target]"
        for _ in range(60):
            if page.locator(low).count():
                break
            kit.person_move(page, rng)
        assert page.locator(low).count(), "no hand card to click in 60 moves"
        size = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight, scrollY]")
        assert size[0] <= size[1] and size[2] == 0, size
        for sel in ("#undo-button", "#pace-select", "[data-do=export-current]", "#table .tools [data-do=lobby]"):
            if page.is_visible(sel):
                box = page.locator(sel).bounding_box()
                assert 0 <= box["y"] and box["y"] + box["height"] <= 800, sel
        before = kit.moves(page)
        card = page.locator(low).first
        selects = card.get_attribute("data-moves")
        card.click()          # one move: played; several (or one for good): the card rises
        page.wait_for_function(
            f"""() => Number(document.querySelector('#table').dataset.moves) > {before}
                      || document.querySelector('#actions[data-mode=selected]')""", timeout=kit.MOVE_TIMEOUT)
        if page.locator("#actions[data-mode=selected]").count():
            kit.choose_selected(page, 0)
        page.wait_for_function(
            f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
            timeout=kit.MOVE_TIMEOUT)
        kit.wait_for_turn(page)
        page.wait_for_timeout(200)
        assert page.evaluate("() => window.scrollY") == 0, selects
        box = page.locator("#table .tools [data-do=lobby]").bounding_box()
        assert 0 <= box["y"] <= 800
    finally:
        context.close()
