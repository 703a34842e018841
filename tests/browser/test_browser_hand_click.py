"""Issue 43, item 6: one rule for a click on a card of the docked hand, the
same in all four games (``frame.hand_click``, told in the page's help): a card
with one move plays it at once, and Undo takes it back; a card with several
moves, or whose one move cannot be taken back, rises with its moves offered and
nothing played; a card no move uses says why beside it; a war's card (Rome in
Crisis) is picked.  Before, the same card answered a click by playing or by
rising with one button, by the size of the decision (Time of Crisis: Red played
at once, then Blue raised with "Play Blue 1").  In Chromium, at 1280x800, in
seeded positions found on CPython (positions.find) and opened in the page."""
import importlib.util
import sys
from pathlib import Path

import pytest

import kit
import positions

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web" / "ui"))
import boards  # noqa: E402
import frame  # noqa: E402

pytestmark = pytest.mark.browser

_SPEC = importlib.util.spec_from_file_location(
    "web_engine_hand_click", Path(__file__).resolve().parents[2] / "web" / "engine.py")
ENGINE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(ENGINE)

PLAYERS = {"rome-in-crisis": 3, "roman-empire": 4, "time-of-crisis": 3, "roman-history": 3}


def clicks(game, m) -> dict:
    """{what a click does ("play", "raise", "why", "pick"): [(card key, its
    moves)]} for the docked hand of seat 0, as the page draws it."""
    actions = ENGINE._bundle(m, 0)["view"]["prompt"]["actions"]
    got = boards.table(game, m.view(0), 0, m.state["names"], actions)
    t = got["targets"]
    out = {}
    for key in got["dock"]:
        uses = sorted(t.groups.get(key) or [])
        out.setdefault(frame.hand_click(uses, actions, key in t.picks)[0], []).append(
            (key, uses, got["card_first"]))
    return out


def position(game, want):
    """The first decision of seat 0 whose hand holds a card of each kind in
    ``want`` (a "play" one in a decision chosen card first when there is one:
    where the old rule raised it)."""
    def test(m):
        if m.to_move() != [0]:     # (seats choosing at once: the AIs choose first in the page)
            return False
        found = clicks(game, m)
        if not all(found.get(k) for k in want):
            return False
        return "play" not in want or game == "roman-empire" or any(f for _, _, f in found["play"])
    save, _ = positions.find(game, test, players=PLAYERS[game], seeds=range(1, 30), start=0)
    return save, clicks(game, positions.pc.load_match(save))


def open_at(page, site_url, save):
    kit.open_app(page, site_url)
    positions.open_position(page, save)


@pytest.mark.parametrize("game", list(PLAYERS))
def test_a_card_with_one_move_plays_it_and_undo_takes_it_back(page, site_url, game):
    save, found = position(game, ("play",))
    key, uses, _ = found["play"][0]
    open_at(page, site_url, save)
    label = page.get_attribute(f"#actions button[data-index='{uses[0]}']", "title") or \
        page.inner_text(f"#actions button[data-index='{uses[0]}']")
    before = kit.moves(page)
    page.click(f"#hand [data-target='{key}']")
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                           timeout=kit.MOVE_TIMEOUT)
    stored = kit.autosave(page)["save"]
    m = positions.pc.load_match({**stored, "actions": stored["actions"][:before]})
    assert m.describe(stored["actions"][before][1]) == label
    assert page.locator("#actions[data-mode=selected]").count() == 0
    kit.wait_for_turn(page)
    if kit.moves(page) == before + 1:          # still seat 0's: Undo takes the card's move back
        page.click("#undo-button")
        page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) == {before}",
                               timeout=kit.MOVE_TIMEOUT)
        assert page.is_visible(f"#hand [data-target='{key}']")
    assert frame.CLICK_RULE in page.evaluate("() => document.querySelector('#help-text').textContent")


RAISED = {"roman-empire": "raise", "roman-history": "raise", "time-of-crisis": "raise",
          "rome-in-crisis": "pick"}


@pytest.mark.parametrize("game", list(PLAYERS))
def test_a_card_with_several_moves_rises_and_plays_nothing(page, site_url, game):
    """Several moves, or one that cannot be undone (its words say so): the card
    rises, its moves offered (buttons and places lit), nothing played; a click
    on it again puts it down.  Rome in Crisis's hand has no card of several
    moves: its war's cards are picked (the start of a multi-pick)."""
    kind = RAISED[game]
    save, found = position(game, (kind,))
    key, uses, _ = found[kind][0]
    open_at(page, site_url, save)
    node = f"#hand [data-target='{key}']"
    before = kit.moves(page)
    page.click(node)
    page.wait_for_selector(f"{node}[aria-pressed=true]")
    kit.shot(page, f"hand-click-raised-{game}")
    assert kit.moves(page) == before
    if kind == "pick":
        assert page.get_attribute("#actions", "data-mode") == "picked"
        assert page.inner_text("#act-line").startswith("Picked: ")
    else:
        assert page.get_attribute("#actions", "data-mode") == "selected"
        offered = sorted(int(m["index"]) for m in kit.selected_moves(page))
        assert offered == uses
        line = page.inner_text("#act-line")
        assert line.startswith("With "), line
        if len(uses) == 1:
            assert "no Undo after it" in line, line
    page.click(node)
    page.wait_for_selector(f"{node}[aria-pressed=false]")
    assert kit.moves(page) == before


@pytest.mark.parametrize("game", list(PLAYERS))
def test_a_card_with_no_move_says_why(page, site_url, game):
    save, found = position(game, ("why",))
    key = found["why"][0][0]
    open_at(page, site_url, save)
    card = page.locator(f"#hand [data-k='{key}'][data-do=why]").first
    name = card.get_attribute("data-name")
    before = kit.moves(page)
    board = page.locator("#board").bounding_box()
    card.click()
    page.wait_for_selector("#hand #choices.why")
    said = page.inner_text("#hand #choices.why")
    kit.shot(page, f"hand-click-why-{game}")
    assert said.startswith(name + ": no move uses it now"), said
    assert page.locator("#board").bounding_box() == board      # over the table: nothing moves
    assert kit.moves(page) == before
    page.click("#hand #choices.why button.cancel")
    page.wait_for_selector("#hand #choices", state="detached")
