"""The boards (web/ui/boards/) on CPython: the registry found from the folder,
every playable game drawn through random games, and the generic listing for a
game without a board.  The page runs the same modules in MicroPython."""
import random
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

import pygame_core as pc

UI = Path(__file__).resolve().parent.parent / "web" / "ui"
sys.path.insert(0, str(UI))
import boards  # noqa: E402

PLAYABLE = [g.id for g in pc.list_games() if g.playable]
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr"}


class Balance(HTMLParser):
    """Every tag a board opens is closed, in order."""

    def __init__(self):
        super().__init__()
        self.open, self.errors = [], []

    def handle_starttag(self, tag, attrs):
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
        else:
            self.open.pop()


def balanced(html: str) -> list:
    p = Balance()
    p.feed(html)
    p.close()
    return p.errors + [f"<{t}> never closed" for t in p.open]


def test_registry_is_the_folder_keyed_by_game_id():
    files = sorted(p.stem for p in (UI / "boards").glob("*.py")
                   if p.name not in ("__init__.py", "common.py"))
    assert boards.REGISTRY == {f.replace("_", "-"): f for f in files}
    for game in PLAYABLE:            # every playable game has its own board
        assert game in boards.REGISTRY, game
        assert callable(boards.board(game).draw)


def test_a_game_without_a_board_gets_the_generic_listing():
    assert boards.board("no-such-game") is None
    html = boards.render("no-such-game", {"turn": 3, "prompt": {}, "log": []}, 0, ["A"])
    assert html == boards.generic({"turn": 3}) and "turn" in html and "prompt" not in html


def test_escaping_covers_both_quotes():
    assert boards.common.esc("<a href='x'>\"&") == "&lt;a href=&#39;x&#39;&gt;&quot;&amp;"


def random_views(game, players, seed, limit=400):
    """(view of the seat to move, that seat) through one random game."""
    m = pc.new_match(game, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if m.is_over():
            yield m.view(None), None
            return
        seat = m.to_move()[0]
        yield m.view(seat), seat
        m.act(seat, rng.choice(m.legal_actions(seat)))


@pytest.mark.parametrize("game", PLAYABLE)
def test_boards_draw_whole_games_as_balanced_html(game):
    info = next(g for g in pc.list_games() if g.id == game)
    for players in range(info.min_players, info.max_players + 1):
        names = [f"Player {i + 1}" for i in range(players)]
        for view, seat in random_views(game, players, seed=players):
            html = boards.render(game, view, seat, names)
            assert html and balanced(html) == [], (players, view["prompt"])
