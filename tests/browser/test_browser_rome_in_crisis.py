"""Rome in Crisis at the table (issue 43, 9), in Chromium: the Legatus's war is
chosen card first, not from a wall of combinations.  A war decision built on
CPython (a seeded game played at random to a fight with many ways, seat 0 the
Legatus's owner) is opened from storage at 1280x800 and 390x844: the fights are
no buttons, every card they may use is outlined (the hand's and those on the
Legatus, labelled his), picking cards lights the crisis of the move they make
and names it, and a click there plays that very move, told in one log line."""
import random

import pytest

import kit
import positions
import pygame_core as pc

pytestmark = pytest.mark.browser


def war_save(min_moves=8):
    """A save at seat 0's war with ``min_moves`` ways to fight or more, some
    with cards on his Legatus."""
    for seed in range(80):
        m = pc.new_match("rome-in-crisis", players=3, seed=seed, options={"hold": [0]})
        rng = random.Random(seed)
        while not m.is_over():
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if seat == 0 and legal[0]["type"] == "fight" and len(legal) >= min_moves:
                k = m.state["offices"]["legatus"]
                if any(c in m.state["display"][k] for a in legal for c in a["cards"]):
                    return m.save(), legal          # some of the cards lie on the Legatus
            m.act(seat, rng.choice(legal))
    raise AssertionError("no war for seat 0 in 80 seeds")


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_a_war_is_fought_by_picking_cards_then_the_crisis(browser, site_url, size):
    save, legal = war_save()
    with kit.screen(browser, site_url, *size) as page:
        positions.open_position(page, save)
        fights = page.locator("#actions button[data-do=act]:visible")
        assert fights.count() == 0, fights.all_inner_texts()      # no wall of combinations
        uses = sorted({c for a in legal for c in a["cards"]})
        picks = page.locator("[data-pick]")
        assert sorted(int(k.split(":")[1]) for k in
                      picks.evaluate_all("ns => ns.map(n => n.dataset.target)")) == uses
        assert page.locator(".cand .on.yours [data-pick]").count() >= 1  # on his Legatus: his
        assert "Pick the cards" in page.inner_text("#prompt-text")
        assert page.locator("#actions button.all-moves").count() == 1   # the list, when asked
        kit.shot(page, f"ric-war-{size[0]}")
        # The move with two cards, the first one in the list that has two.
        want = next(a for a in legal if len(a["cards"]) == 2)
        for c in want["cards"]:
            page.locator(f"[data-target='card:{c}']").first.click()
        page.wait_for_selector(f"[data-target='card:{want['cards'][1]}'][aria-pressed=true]")
        line = page.inner_text("#prompt-text")
        assert "Picked: " in line and "+" in line, line
        crisis = page.locator(f"[data-target='crisis:{want['crisis']}'][data-lit]").first
        assert crisis.count() == 1
        shown = page.locator("#actions button[data-do=act]:visible").all_inner_texts()
        assert shown and all(" war with " in s for s in shown), shown
        kit.shot(page, f"ric-war-picked-{size[0]}")
        before = kit.moves(page)
        crisis.click()
        page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}")
        played = page.evaluate("() => history.state && history.state.key")
        rec = kit.autosaves(page)[played]
        assert rec["save"]["actions"][len(save["actions"])] == [0, want]
