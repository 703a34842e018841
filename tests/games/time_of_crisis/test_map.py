"""The map board's geometry (web/ui/boards/toc_map.py) agrees with the engine:
the same regions, the same adjacency; and the board shows nothing the viewer
may not see (another seat's hand)."""
import sys
from pathlib import Path

import pygame_core as pc
from pygame_core.games.time_of_crisis import data as D

UI = Path(__file__).resolve().parents[3] / "web" / "ui"
sys.path.insert(0, str(UI))
import boards  # noqa: E402
from boards import toc_map as M  # noqa: E402


def test_map_regions_and_edges_are_the_engines():
    assert set(M.PLACE) == set(D.REGIONS)
    assert {frozenset(e) for e in M.EDGES} == {frozenset(e[:2]) for e in D.EDGES}
    assert M.NAME == {r: D.NAME[r] for r in D.REGIONS}
    assert M.LEADER_TRIBE == D.LEADER_TRIBE and M.RIVAL_PROVINCE == D.RIVAL_PROVINCE
    cells = set()
    for r, (c, row, span) in M.PLACE.items():         # no two regions share a cell
        for k in range(span):
            assert (c + k, row) not in cells, r
            cells.add((c + k, row))
            assert 1 <= c + k <= M.COLS and 1 <= row <= M.ROWS


def test_the_board_draws_only_the_viewers_hand():
    m = pc.new_match("time-of-crisis", players=2, seed=5)
    while m.view(m.to_move()[0])["step"]["name"] != "actions":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    s = m.to_move()[0]
    view = m.view(s)
    html = boards.render("time-of-crisis", view, s, ["A", "B"], view["prompt"]["actions"])
    assert "Your hand" in html and "Gallia" in html and "Italia" in html
    # the other seat's hand is drawn as a count (a face-down pile), never as cards
    assert html.count("cards in hand") == 2
    assert html.count("Your hand") == 1
