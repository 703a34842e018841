"""A person reads his own move in his own words, in the page (issue 33): Time of
Crisis's button for his army says "Your army in Asia, 1 legion", the map's army
it acts on is named so, and once he plays it the log tells everyone the public
line, "Player 1's army in Asia" (the engine's part: tests/test_own_words.py)."""
import random

import positions
import pygame_core as pc

OWN = "Initiate a battle: Your army in Asia, 1 legion"
PUBLIC = "Player 1's army in Asia, 1 legion"


def _position():
    """Time of Crisis, 3 players, seed 3, played at random (seat 0 held, as the
    page holds a person's) to seat 0's 145th-move decision: Initiate a battle
    with his army in Asia."""
    m = pc.new_match("time-of-crisis", players=3, seed=3, options={"hold": [0]})
    rng = random.Random(3)
    for _ in range(145):
        seat = m.to_move()[0]
        m.act(seat, rng.choice(m.legal_actions(seat)))
    assert m.to_move() == [0]
    assert OWN in [e["label"] for e in m.view(0)["prompt"]["actions"]]
    return m.save()


def test_the_player_reads_your_army_and_the_log_his_name(page, site_url):
    page.goto(site_url)
    positions.open_position(page, _position())
    buttons = page.evaluate("""() => [...document.querySelectorAll('#actions button[data-do=act]')]
        .map((b) => ({text: b.title || b.textContent.trim(), index: b.dataset.index}))""")
    texts = [b["text"] for b in buttons]
    assert any(t.endswith("Your army in Asia, 1 legion") for t in texts), texts
    assert not any("Player 1's" in t for t in texts), texts
    mine = next(b for b in buttons if b["text"].endswith("Your army in Asia, 1 legion"))
    before = int(page.get_attribute("#table", "data-moves"))
    if not page.locator(f"#actions button[data-index='{mine['index']}']").is_visible():
        page.click("#actions button.all-moves")
    page.click(f"#actions button[data-index='{mine['index']}']")
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}")
    log = page.inner_text("#log")
    assert PUBLIC in log, log[-600:]
    assert "Your army" not in log
