"""A phone (390 x 844) at each game's table (issue 21): the prompt bar never takes
more than a quarter of the screen, every target (the prompt's moves, the board's
clickable cards, leaders, provinces) is big enough to tap and not under the bar
once scrolled to, and axe finds no violation on the new elements (Roman History's
cards and purse, the lobby's lines)."""
import json
import random

import pytest

import kit
from test_browser_axe import violations

GAMES = [("rome-in-crisis", 3), ("roman-empire", 4), ("time-of-crisis", 2), ("roman-history", 3)]
MIN_TARGET = 24          # CSS px: WCAG 2.2's 2.5.8 Target Size (Minimum)

# Every target the person may tap now: its size, and what a tap at its centre hits
# once it is scrolled to the middle of the screen (or of the bar it is in).
TARGETS = """() => {
  const out = [];
  const all = [...document.querySelectorAll(
      '#actions button, #board button[data-do=target], #board [data-box][data-do=target] > * button')];
  for (const el of all) {
    if (el.disabled || !el.offsetParent) continue;
    el.scrollIntoView({block: 'center', inline: 'center'});
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    out.push({what: (el.getAttribute('aria-label') || el.textContent).slice(0, 60),
              w: Math.round(r.width), h: Math.round(r.height),
              hit: !!hit && (hit === el || el.contains(hit))});
  }
  return out;
}"""


# Words cut by the box they are written in: a meter's words (Roman Empire's
# "7 of 18: the Empire falls at 18" wrapped to two lines in a one-line meter).
CUT = """() => [...document.querySelectorAll('#board .meter')].filter((m) =>
    m.scrollHeight > m.clientHeight || m.scrollWidth > m.clientWidth).map((m) => m.textContent)"""


@pytest.mark.parametrize("game,players", GAMES)
def test_phone_prompt_bar_and_targets(browser, site_url, game, players):
    with kit.phone_game(browser, site_url, game, ["person"] + ["ai:easy"] * (players - 1),
                        seed=4) as page:
        rng = random.Random(4)
        bars, small, hidden, found, cut = [], [], [], [], []
        for n in range(5):
            if kit.is_over(page):
                break
            bar = page.evaluate("() => document.querySelector('#prompt').getBoundingClientRect().height")
            bars.append(round(bar))
            for t in page.evaluate(TARGETS):
                if t["w"] < MIN_TARGET or t["h"] < MIN_TARGET:
                    small.append(t)
                if not t["hit"]:
                    hidden.append(t)
            if n == 0:
                found += violations(page, game + " phone table")
            cut += page.evaluate(CUT)
            kit.person_move(page, rng)
        assert bars and max(bars) <= 844 / 4 + 1, bars
        assert small == [], json.dumps(small[:8], indent=1)
        assert cut == [], cut
        assert hidden == [], json.dumps(hidden[:8], indent=1)
        assert found == [], json.dumps(found, indent=1)


def test_no_axe_violation_on_roman_history_and_the_lobby_lines(page, site_url):
    """Desktop: Roman History's cards (clickable ones too) and purse, the lobby's lines."""
    kit.open_app(page, site_url)
    assert page.locator("#games .game-line").count() == 4
    found = violations(page, "lobby")
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=5, game="roman-history")
    rng = random.Random(5)
    seen_cards = seen_buttons = False
    for _ in range(25):
        if kit.is_over(page):
            break
        cards = page.locator("#board .card.rh").count()
        buttons = page.locator("#board button.card.rh").count()
        if (cards and not seen_cards) or (buttons and not seen_buttons):
            found += violations(page, "roman-history table")
        seen_cards, seen_buttons = seen_cards or bool(cards), seen_buttons or bool(buttons)
        assert page.locator("#prompt-text .purse").count() == 1
        kit.person_move(page, rng)
    assert seen_cards
    assert found == [], json.dumps(found, indent=1)


def test_a_meter_s_words_are_not_cut_on_a_phone(browser, site_url):
    """Roman Empire's ongoing crises ("7 of 18: the Empire falls at 18") on one
    line inside their meter at 390 px; it wrapped to two and lost the second."""
    with kit.phone_game(browser, site_url, "roman-empire", ["person"] + ["ai:easy"] * 3, 3) as page:
        rng = random.Random(3)
        for _ in range(40):
            if page.locator("#board .meter .mtext").count() or kit.is_over(page):
                break
            kit.person_move(page, rng)
        assert page.locator("#board .meter .mtext").count(), "no meter in 40 moves"
        assert page.evaluate(CUT) == []


def test_the_log_tab_opens_at_the_newest_moves(browser, site_url):
    """On a phone the Log tab shows the latest moves, not the game's set-up: the
    log's last line is on screen, above the prompt bar (it opened at 'Setting up')."""
    with kit.phone_game(browser, site_url, "rome-in-crisis", ["person"] + ["ai:easy"] * 2, 4) as page:
        rng = random.Random(4)
        for _ in range(12):
            if kit.is_over(page):
                break
            kit.person_move(page, rng)
        page.click("#tabs button[data-tab=log]")
        seen = page.evaluate("""() => {
          const items = document.querySelectorAll('#log li');
          const last = items[items.length - 1].getBoundingClientRect();
          const bar = document.querySelector('#prompt');
          const top = bar && bar.offsetParent ? bar.getBoundingClientRect().top : innerHeight;
          return {n: items.length, top: last.top, bottom: last.bottom, limit: Math.min(top, innerHeight)};
        }""")
        assert seen["n"] > 20, seen
        assert 0 <= seen["top"] and seen["bottom"] <= seen["limit"] + 1, seen
