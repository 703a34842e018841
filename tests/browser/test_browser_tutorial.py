"""A guided first game (issue 23), played by clicking as a learner would: the
lobby's "Learn to play", each step's words and its move outlined on the table,
a wrong move refused with the reason, the lesson played through, and the same
position then the learner's to play on against the AI, saved as a game in
progress; and the tutorial opened from an embed address."""
import pytest

import kit

GAME, NAME = "rome-in-crisis", "first-game"


def lesson_step(page) -> str:
    return page.evaluate("() => document.body.dataset.lesson || ''")


def wait_step(page, other_than):
    page.wait_for_function(
        f"() => (document.body.dataset.lesson || '') !== {other_than!r} && "
        "(document.body.dataset.lesson === 'done' || "
        "document.querySelector('#actions button.lesson-move'))", timeout=kit.MOVE_TIMEOUT)


def play_step(page):
    """Click the place the step outlines: on the table when it has one (it plays
    the move the step teaches, never a menu of several: issue 32, defect 5),
    else the outlined button."""
    step = lesson_step(page)
    spot = page.query_selector(":is(#board, #hand) .lesson-move")
    if spot is not None:
        handle = spot if spot.get_attribute("data-target") else spot.query_selector("[data-target]")
        handle.click()
        page.wait_for_function(
            f"() => document.querySelector('#choices') || "
            f"(document.body.dataset.lesson || '') !== {step!r}", timeout=kit.MOVE_TIMEOUT)
        assert page.query_selector("#choices") is None, f"step {step}: the place opened a menu"
    else:
        page.click("#actions button.lesson-move")
    wait_step(page, step)


# game, steps, the first step's words, the end's words, seed, moves scripted
LESSONS = [("rome-in-crisis", 20, "Choose SPQR", "Decius is Emperor", 7, 66),
           ("roman-empire", 10, "Add the Guard action", "Calpurnius is your Emperor", 362, 34),
           ("time-of-crisis", 18, "Start in Thracia", "you govern Thracia and Macedonia", 6, 29),
           ("roman-history", 20, "Discard Sibylline Books", "as the Early Republic begins", 5, 184)]


@pytest.mark.parametrize("game,count,first,end,seed,scripted", LESSONS, ids=[x[0] for x in LESSONS])
def test_a_first_game_by_clicking(page, site_url, game, count, first, end, seed, scripted):
    kit.open_app(page, site_url)
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")     # a scrolled lobby
    page.click(f"#learn button[data-do=tutorial][data-game={game}]")
    page.wait_for_selector("#lesson:not([hidden])")
    wait_step(page, "")
    assert lesson_step(page) == "1"
    # The lesson opens at the top, its words and prompt in view (issue 32, defect 4).
    assert page.evaluate("() => window.scrollY") == 0
    assert kit.in_view(page, "#lesson") and kit.in_view(page, "#prompt-text")
    assert page.inner_text("#lesson-title") == f"Step 1 of {count}"
    assert first in page.inner_text("#lesson-text")
    assert page.is_hidden("#undo-button") and page.is_hidden("#hint-button")
    # Another legal move is refused with what must come first; nothing moves.
    kit.show_all(page)
    wrong = page.query_selector("#actions button[data-do=act]:not(.lesson-move)")
    before = kit.moves(page)
    wrong.click()
    page.wait_for_function("() => document.body.dataset.lessonRefused")
    assert page.inner_text("#message").startswith("Not yet: first ")
    assert kit.moves(page) == before and lesson_step(page) == "1"
    assert "Not yet: first " in page.inner_text("#lesson-text .refused")
    steps = 0
    while lesson_step(page) != "done":
        play_step(page)
        steps += 1
    assert steps == count
    assert end in page.inner_text("#lesson-text")
    assert "played through" in page.inner_text("#lesson-title")
    assert page.query_selector("#lesson-text .refused") is None
    # The same position is the learner's now, against the AI, kept as a game in progress.
    page.wait_for_function("() => Object.keys(localStorage).some(k => k.startsWith('ludi-romani:auto:'))")
    saved = list(kit.autosaves(page).values())[0]
    assert len(saved["save"]["actions"]) >= scripted and saved["save"]["seed"] == seed
    assert [s["kind"] for s in saved["seats"]] == ["person"] + ["ai"] * (len(saved["seats"]) - 1)
    kit.wait_for_turn(page)
    before = kit.moves(page)
    kit.first_move(page)
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}")
    assert page.query_selector("#actions .lesson-move") is None


@pytest.mark.parametrize("game", [GAME, "time-of-crisis", "roman-history"])
def test_a_tutorial_opens_from_its_embed_address(page, site_url, game):
    page.goto(f"{site_url}embed.html?game={game}&tutorial={NAME}&pace=0")
    page.wait_for_selector("#lesson:not([hidden])", timeout=kit.APP_TIMEOUT)
    wait_step(page, "")
    assert lesson_step(page) == "1" and page.is_visible("#actions button.lesson-move")


def test_a_wrong_place_keeps_the_steps_action_and_says_why(page, site_url):
    """Time of Crisis's step 7 ("Place a Governor") taken by clicking a place on
    the map: one click of two halves, one call to the worker.  Italia is not
    the place the next step teaches: the action stands (step 8), and the
    page says why the place was not taken; the step's place then plays on."""
    kit.open_app(page, site_url)
    page.click("#learn button[data-do=tutorial][data-game=time-of-crisis]")
    page.wait_for_selector("#lesson:not([hidden])")
    wait_step(page, "")
    while lesson_step(page) != "7":
        play_step(page)
    before = kit.moves(page)
    page.click("#board [data-target='region:italia']")
    page.wait_for_function("() => document.body.dataset.lessonRefused")
    assert page.inner_text("#message").startswith("Not yet: first choose ")
    assert "Not yet: first choose " in page.inner_text("#lesson-text .refused")
    assert lesson_step(page) == "8" and kit.moves(page) == before + 1
    play_step(page)
    assert lesson_step(page) == "9" and kit.moves(page) == before + 2
