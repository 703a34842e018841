"""Moves made by clicking the table: every element a legal move of the person
targets (a card, a candidate, a crisis, a leader, ...) is a button on the board
or in the hand docked under it; one click plays the move, or offers the moves on
that element when there are several (a hand card chosen first: its moves are the
status line's buttons and the places it lights up, issue 33).  The tests read the moves from the page (an action button's data-on
names its target), not from the games' verbs, and check each click against the
save: the move stored is the one whose label was clicked."""
import json
import random

import kit
import pygame_core as pc

CLICKABLE = ":is(#board, #hand) button[data-target]"


def drawn_targets(page) -> dict:
    """{target key: [labels of the moves on it]} for the targets drawn on the board."""
    return page.evaluate("""() => {
        // A move's label: a grouped move's whole label is its title; a risky one's
        // note ("(your only move; it rolls dice ...)") is not part of it.
        const label = (b) => b.title || [...b.childNodes].filter((n) => n.nodeName !== 'SMALL')
            .map((n) => n.textContent).join('').trim();
        const out = {};
        for (const b of document.querySelectorAll('#actions button[data-on]')) {
            const key = b.dataset.on;
            const drawn = key && document.querySelector(`:is(#board, #hand) button[data-target="${key}"]`);
            if (drawn && !drawn.dataset.moves)
                (out[key] = out[key] || []).push(label(b));
        }
        // A card that selects (Roman Empire's hand) offers the moves that use it.
        for (const d of document.querySelectorAll(':is(#board, #hand) button[data-moves]'))
            out[d.dataset.target] = d.dataset.moves.split(',').map((i) =>
                label(document.querySelector(`#actions button[data-index="${i}"]`)));
        return out;
    }""")


def last_move_label(page, moves_before) -> str:
    """The label of move number ``moves_before`` of the autosave, in its position."""
    save = kit.autosave(page)["save"]
    m = pc.load_match({**save, "actions": save["actions"][:moves_before]})
    return m.describe(save["actions"][moves_before][1])


def click_target(page, key, labels, pick=0) -> str:
    """Click the board element for ``key``; in a choice list, the ``pick``-th move.
    Returns the label of the move played, once the page has it."""
    before = kit.moves(page)
    selects = page.get_attribute(f"{CLICKABLE}[data-target='{key}']", "data-moves")
    page.click(f"{CLICKABLE}[data-target='{key}']")
    if selects:                # a hand card: its one move played, or it rises, its moves offered
        page.wait_for_function(
            f"""() => Number(document.querySelector('#table').dataset.moves) > {before}
                      || document.querySelector('#actions[data-mode=selected]')""", timeout=kit.MOVE_TIMEOUT)
    if selects and page.locator("#actions[data-mode=selected]").count():
        offered = kit.selected_moves(page)
        assert sorted(m["label"] for m in offered) == sorted(labels)
        label = kit.choose_selected(page, pick)
    elif len(labels) > 1:
        page.wait_for_selector("#choices")
        choices = page.locator("#choices button[data-do=act]")
        assert sorted(choices.all_inner_texts()) == sorted(labels)
        label = choices.nth(pick).inner_text()
        choices.nth(pick).click()
    else:
        label = labels[0]
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)
    assert last_move_label(page, before) == label
    kit.wait_for_turn(page)
    return label


def play_by_clicks(page, rng, want, limit):
    """Until a target of each kind in ``want`` was clicked (or ``limit`` moves):
    click the table when a kind not yet clicked is drawn, else any drawn target,
    else a button.  Returns {kind: number of clicks}, and "choice" for clicks
    that opened a choice list."""
    clicked = {}
    for _ in range(limit):
        if kit.is_over(page) or want <= set(clicked):
            break
        found = drawn_targets(page)
        if not found:
            kit.person_move(page, rng)
            continue
        fresh = [k for k in sorted(found) if k.split(":")[0] not in clicked]
        key = fresh[0] if fresh else rng.choice(sorted(found))
        where = page.eval_on_selector(f"{CLICKABLE}[data-target='{key}']", """e =>
            e.closest('.hand, #hand') ? 'hand' : e.closest('.offer') ? 'middle' : ''""")
        selects = page.get_attribute(f"{CLICKABLE}[data-target='{key}']", "data-moves")
        click_target(page, key, found[key], pick=rng.randrange(len(found[key])))
        kind = key.split(":")[0]
        for name in (kind, where and kind + " in " + where,
                     (len(found[key]) > 1 or selects) and "choice"):
            if name:
                clicked[name] = clicked.get(name, 0) + 1
    return clicked


def test_rome_in_crisis_played_by_clicking_the_table(page, site_url):
    """Draft cards from the middle, put forward candidates, hand out an office,
    address a crisis and play cards from the hand, all by clicking them."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=11)
    want = {"card", "candidate", "crisis", "office"}
    clicked = play_by_clicks(page, random.Random(11), want, limit=150)
    assert want | {"card in middle", "card in hand"} <= set(clicked), clicked
    # What is clickable is marked: an outline and a name that says what a click does.
    if not kit.is_over(page):
        for b in page.query_selector_all(CLICKABLE):
            assert b.get_attribute("aria-label")
            style = b.evaluate("e => getComputedStyle(e.closest('[data-box]') || e).outlineStyle")
            assert style != "none"


def test_roman_empire_challenge_and_play_by_clicking(page, site_url):
    """A card that several moves use (a challenge of one leader or another) offers
    just those moves below it; Escape closes the list and gives focus back."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=2, game="roman-empire")
    rng = random.Random(2)
    for _ in range(60):
        found = drawn_targets(page)
        several = [k for k in sorted(found) if len(found[k]) > 1]
        if several:
            break
        kit.person_move(page, rng)
    assert several, "no card with several moves in 60 turns"
    key = several[0]
    page.click(f"{CLICKABLE}[data-target='{key}']")
    if page.get_attribute(f"{CLICKABLE}[data-target='{key}']", "data-moves"):
        page.wait_for_selector("#actions[data-mode=selected]")      # a hand card chosen first
        assert page.evaluate("""() => !!document.activeElement.closest('#actions, [data-lit]')""")
        page.keyboard.press("Escape")
        page.wait_for_selector("#actions[data-mode=selected]", state="detached")
    else:
        page.wait_for_selector("#choices")
        assert page.evaluate("() => document.activeElement.closest('#choices') !== null")
        page.keyboard.press("Escape")
        page.wait_for_selector("#choices", state="detached")
    assert page.evaluate("() => document.activeElement.dataset.target") == key
    click_target(page, key, found[key], pick=rng.randrange(len(found[key])))
    clicked = play_by_clicks(page, rng, {"card"}, limit=40)
    assert clicked.get("card"), clicked


def test_keyboard_tab_to_the_table_and_enter(page, site_url):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy"], seed=6)
    rng = random.Random(6)
    for _ in range(30):
        if drawn_targets(page):
            break
        kit.person_move(page, rng)
    found = drawn_targets(page)
    assert found, "nothing on the board to click in 30 turns"
    before = kit.moves(page)
    for _ in range(200):                  # from the first action button, Tab onwards
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest(':is(#board, #hand) [data-target]')"):
            break
    key = page.evaluate("() => document.activeElement.dataset.target")
    assert key in found
    selects = page.evaluate("() => !!document.activeElement.dataset.moves")
    page.keyboard.press("Enter")
    if selects:                           # a hand card chosen first: the focus on its first move
        page.wait_for_selector("#actions[data-mode=selected]")
        assert page.evaluate("() => !!document.activeElement.closest('#actions, [data-lit]')")
        page.keyboard.press("Enter")
        page.wait_for_timeout(150)
        if page.locator("#choices").count():          # a lit place with several of its moves
            page.keyboard.press("Enter")
    elif len(found[key]) > 1:             # the choice list takes the focus: Enter again
        page.wait_for_selector("#choices")
        assert page.evaluate("() => document.activeElement.dataset.do") == "act"
        page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)
    assert last_move_label(page, before) in found[key]
