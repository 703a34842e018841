"""Issue 21, the table on CPython: what a player decides with is drawn where
he decides (Rome in Crisis's draft pool, Roman Empire's hand card and its
moves) and the words of the page."""
import sys
from pathlib import Path

import pygame_core as pc

from test_boards import parse

UI = Path(__file__).resolve().parent.parent / "web" / "ui"
sys.path.insert(0, str(UI))
import boards  # noqa: E402
import boards.common  # noqa: E402


def rome_setup(players=4, seed=1):
    m = pc.new_match("rome-in-crisis", players=players, seed=seed)
    while m.view(m.to_move()[0])["phase"] != "setup":
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[0])
    return m


def test_rome_draft_pool_is_drawn_as_clickable_candidate_cards():
    """Defect 1: in the setup draft every candidate one may take is drawn as a
    candidate card (ratings, ability) that is itself the click target."""
    m = rome_setup()
    seat = m.to_move()[0]
    view = m.view(seat)
    actions = view["prompt"]["actions"]
    takes = {"candidate:" + str(a["target"]["id"]): a for a in actions
             if a["label"].startswith("Take ") and a["target"]}
    assert len(takes) >= 8
    html = boards.render("rome-in-crisis", view, seat, ["A", "B", "C", "D"], actions)
    page = parse(html)
    drawn = {a["data-target"] for tag, a in page.targets if tag == "button"}
    assert set(takes) <= drawn
    pool = html[html.index("<section class='area pool'>"):]
    pool = pool[:pool.index("</section>")]
    for key, a in takes.items():
        name = a["label"][len("Take "):]
        card = pool[pool.index("data-target='" + key + "' data-box"):]
        card = card[:card.index("</li>")]
        assert boards.common.esc(name) in card and card.count("class='rating ") == 3 and "class='ability'" in card
    # Not shown once the draft is over and no move takes a free candidate.
    while m.view(m.to_move()[0])["phase"] == "setup":
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[0])
    seat = m.to_move()[0]
    view = m.view(seat)
    later = boards.render("rome-in-crisis", view, seat, ["A", "B", "C", "D"],
                          view["prompt"]["actions"])
    assert "Candidates to draft" not in later
