"""The page writes HTML one way (web/ui/boards/common.py: ``html`` and ``join``,
values escaped unless Markup they made), so a value shown is always text: the
helper itself, every board with markup in the players' names and in the
moves' labels, and a scan of the UI's source that finds no other way in."""
import ast
import random
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import pygame_core as pc

UI = Path(__file__).resolve().parent.parent / "web" / "ui"
import boards
import table
from boards.common import Markup, html, join, spoken_name

PLAYABLE = [g.id for g in pc.list_games() if g.playable]
EVIL = "<b>\"&'"
SAFE = "&lt;b&gt;&quot;&amp;&#39;"


def test_values_are_escaped_in_text_and_attributes_and_markup_is_not_escaped_twice():
    inner = html("<i>{}</i>", EVIL)
    assert str(inner) == "<i>" + SAFE + "</i>"
    out = html("<b title='{0}'>{1}{2}</b>", EVIL, inner, 3)
    assert str(out) == "<b title='" + SAFE + "'><i>" + SAFE + "</i>3</b>"
    assert str(join([inner, EVIL], html("<br>"))) == "<i>" + SAFE + "</i><br>" + SAFE
    assert str(join(["a", "b"], " · ")) == "a · b"
    # Adding to Markup escapes a plain string, on either side.
    assert str(inner + EVIL) == str(inner) + SAFE and str(EVIL + inner) == SAFE + str(inner)
    assert not html("") and html("x") == html("x") and isinstance(join([]), Markup)


def test_the_spoken_name_holds_the_visible_text_as_whole_words():
    assert spoken_name("Move to Asia, costs 1", "Asia") == "Move to Asia, costs 1"
    assert spoken_name("Move to Thracia", "Thr") == "Thr: Move to Thracia"
    assert spoken_name("Move to Asiana", "Asia") == "Asia: Move to Asiana"
    assert spoken_name("Oc. Br.: Move", "Oc. Br.") == "Oc. Br.: Move"
    assert spoken_name("Take it", "") == "Take it"


class Shown(HTMLParser):
    """The text and the attribute values a browser would show, markup undone."""

    def __init__(self):
        super().__init__()
        self.values, self.text = [], []

    def handle_starttag(self, tag, attrs):
        self.values += [v for _, v in attrs if v]

    def handle_data(self, data):
        self.text.append(data)


def shown(page: str) -> Shown:
    p = Shown()
    p.feed(page)
    p.close()
    return p


@pytest.mark.parametrize("game", PLAYABLE)
def test_every_board_shows_markup_in_names_and_labels_as_text(game):
    """A player's name and a move's label holding <b>"&' are drawn as those
    characters (in the text and in the tooltips and spoken names of the
    clickable elements), never as a tag."""
    info = next(g for g in pc.list_games() if g.id == game)
    for players in sorted({info.min_players, info.max_players}):
        names = [EVIL + "P" + str(i + 1) for i in range(players)]
        m = pc.new_match(game, players=players, seed=players)
        rng = random.Random(players)
        seen_label = False
        for step in range(300):
            if m.is_over():
                break
            seat = m.to_move()[0]
            view = m.view(seat)
            if step % 10 == 0:
                actions = [dict(a, label=EVIL + a["label"]) for a in view["prompt"]["actions"]]
                page = boards.render(game, view, seat, names, actions)
                facts = boards.prompt_facts(game, view, seat)
                for out in (page, facts, boards.render(game, m.view(None), None, names),
                            table.actions_html(actions, None, boards.target_key)):
                    assert EVIL not in out and "<b>\"" not in out
                got = shown(page)
                assert EVIL + "P1" in "".join(got.text) + " ".join(got.values), (game, step)
                # a clickable element's spoken name or tooltip tells its move's label
                if any(a["label"] in v for a in actions for v in got.values):
                    seen_label = True
            m.act(seat, rng.choice(m.legal_actions(seat)))
        assert seen_label, (game, players)


# --- the source: no other way to write HTML ---------------------------------------
TAG = re.compile(r"<[a-zA-Z/!]")


def _ui_files():
    return sorted(p for p in UI.rglob("*.py") if "__pycache__" not in p.parts)   # boards/toc/ too


def test_the_ui_writes_html_only_through_the_helper():
    """Every string of markup in web/ui is the literal template of an ``html``
    call (or a docstring); nothing but common.py calls ``esc`` or makes a
    Markup, so a value cannot reach the page unescaped by a forgotten call."""
    found = []
    for f in _ui_files():
        tree = ast.parse(f.read_text())
        allowed = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if (isinstance(body, list) and body and isinstance(body[0], ast.Expr) and
                    isinstance(body[0].value, ast.Constant)):
                allowed.add(id(body[0].value))         # a docstring
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
                if name == "html" and isinstance(node.func, ast.Name):
                    if node.args and isinstance(node.args[0], ast.Constant):
                        allowed.add(id(node.args[0]))
                    else:
                        found.append((f.name, node.lineno, "a template that is not a literal"))
                if name in ("esc", "Markup") and f.name != "common.py":
                    found.append((f.name, node.lineno, name + "() outside common.py"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and
                    TAG.search(node.value) and id(node) not in allowed):
                found.append((f.name, node.lineno, node.value[:50]))
    assert found == []
