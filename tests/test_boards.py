"""The boards (web/ui/boards/) on CPython: the registry found from the folder,
every playable game drawn through random games, the clickable targets they
mark, and the generic listing for a game without a board.  The page runs the
same modules in MicroPython."""
import random
from html.parser import HTMLParser
from pathlib import Path

import pytest

import pygame_core as pc

UI = Path(__file__).resolve().parent.parent / "web" / "ui"
import boards
from boards.common import esc

PLAYABLE = [g.id for g in pc.list_games() if g.playable]
LONG = ("time-of-crisis", "roman-history")      # their games are drawn in the slow cases
VOID = {"br", "hr", "img", "input", "meta", "link", "wbr"}


class Balance(HTMLParser):
    """Every tag a board opens is closed, in order; and the clickable elements."""

    def __init__(self):
        super().__init__()
        self.open, self.errors = [], []
        self.targets = []           # (tag, attributes) of every [data-target]

    def handle_starttag(self, tag, attrs):
        if "data-target" in dict(attrs):
            self.targets.append((tag, dict(attrs)))
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
        else:
            self.open.pop()


def parse(html: str) -> Balance:
    p = Balance()
    p.feed(html)
    p.close()
    p.errors += [f"<{t}> never closed" for t in p.open]
    return p


def balanced(html: str) -> list:
    return parse(html).errors


def test_registry_is_the_folder_keyed_by_game_id():
    files = sorted(p.stem for p in (UI / "boards").glob("*.py")
                   if p.name not in boards._NOT_BOARDS)
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


# The nouns each board draws clickable, and the random games (players, seed, steps
# at most) it is drawn through: every player count, and games in which every one
# of those nouns turns up (a dealer choice, an office handed out).
DRAWN = {"rome-in-crisis": ({"card", "candidate", "crisis", "office", "seat"},
                            [(2, 1, 2000), (3, 0, 2000), (4, 6, 2000)]),
         "roman-empire": ({"card", "leader", "seat"},
                          [(3, 0, 2000), (4, 4, 400), (5, 5, 400), (6, 1, 2000)]),
         "roman-history": ({"card", "leader", "seat"},
                           [(2, 2, 400), (3, 1, 2000), (4, 4, 400), (5, 5, 400), (6, 6, 400)]),
         "time-of-crisis": ({"card", "region", "army", "tribe", "leader"},
                            [(2, 2, 400), (3, 3, 400), (4, 1, 2000)])}


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow) if g in LONG else g
                                  for g in PLAYABLE])
def test_boards_draw_whole_games_as_balanced_html_with_targets_only_for_legal_actions(game):
    """Every step of the games, drawn for the seat to move with its moves (the
    targets clickable once each, only for legal actions) and without them
    (nothing clickable), is balanced HTML.  A playable game missing from DRAWN
    fails: it would not be drawn at all."""
    assert game in DRAWN, f"{game} has no games to be drawn through in DRAWN"
    info = next(g for g in pc.list_games() if g.id == game)
    games = DRAWN[game][1]
    assert {n for n, _, _ in games} == set(range(info.min_players, info.max_players + 1))
    kinds = set()
    for players, seed, steps in games:
        names = [f"Player {i + 1}" for i in range(players)]
        for view, seat in random_views(game, players, seed=seed, limit=steps):
            actions = view["prompt"]["actions"]
            keys = {boards.target_key(a["target"]): a for a in actions if a["target"]}
            page = parse(boards.render(game, view, seat, names, actions))
            assert page.errors == [], (players, view["prompt"])
            buttons = [a for tag, a in page.targets if tag == "button"]
            boxes = [a for tag, a in page.targets if "data-box" in a]
            # Each drawn target has exactly one button: a chip, or a box's name.
            drawn = [a["data-target"] for a in buttons]
            assert len(drawn) == len(set(drawn)), drawn
            assert {a["data-target"] for a in boxes} <= set(drawn)
            assert {a["data-target"] for _, a in page.targets} == set(drawn)
            for a in buttons:
                key = a["data-target"]
                assert a["data-do"] == "target" and a["aria-label"]
                if "data-moves" in a:     # a card that selects: the moves that use it
                    found = [int(i) for i in a["data-moves"].split(",")]
                    assert found and all(str(actions[i]["action"].get("card")) == key.split(":")[1]
                                         for i in found), (key, found)
                    kinds.add(key.split(":")[0])
                    continue
                assert key in keys, (key, [x["label"] for x in actions])
                same = [x for x in actions if boards.target_key(x["target"]) == key]
                if len(same) == 1:      # the accessible name is the move itself,
                    # after the visible text when the move does not say it (WCAG 2.5.3)
                    assert a["aria-label"].endswith(same[0]["label"])
                else:
                    assert f"{len(same)} moves" in a["aria-label"]
                kinds.add(key.split(":")[0])
            # Nothing is clickable for a seat that may not act (or a spectator).
            drawing = boards.render(game, view, seat, names)
            idle = parse(drawing)
            assert drawing and idle.errors == [] and idle.targets == [], (players, view["prompt"])
    assert kinds == DRAWN[game][0]


def test_rome_setup_draft_leaves_the_hand_alone():
    """The setup draft names candidates as candidates (not by a card's id), so
    no card in hand is clickable while candidates are drafted."""
    m = pc.new_match("rome-in-crisis", players=3, seed=1)
    while m.view(m.to_move()[0])["phase"] != "setup":
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[0])
    seat = m.to_move()[0]
    view = m.view(seat)
    kinds = {a["target"]["kind"] for a in view["prompt"]["actions"] if a["target"]}
    assert kinds == {"candidate"}
    page = parse(boards.render("rome-in-crisis", view, seat, ["A", "B", "C"],
                               view["prompt"]["actions"]))
    assert not [a for _, a in page.targets if a["data-target"].startswith("card:")]

def test_time_of_crisis_destinations_show_what_the_move_costs():
    """A region the seat may pick with a priced action (a move's destination,
    where to raise support, ...) shows the cost its label gives, on the map."""
    seen = set()
    for view, seat in random_views("time-of-crisis", 2, seed=3, limit=3000):
        actions = view["prompt"]["actions"]
        priced = {}
        for a in actions:
            key = boards.target_key(a["target"])
            if key.startswith("region:"):
                priced.setdefault(key, []).append(a["label"])
        want = {k: ls[0][ls[0].rfind("(costs ") + 1:-1] for k, ls in priced.items()
                if len(ls) == 1 and "(costs " in ls[0]}
        html = boards.render("time-of-crisis", view, seat, ["A", "B"], actions)
        assert html.count("<span class='toc-cost'") == len(want), (want, view["step"])
        for key, cost in want.items():      # the price drawn, the whole cost its tooltip
            box = html[html.index("data-target='" + key + "' data-box"):]
            drawn = cost[len("costs "):].split("; ")[0]
            assert box[:box.index("</div>")].count("<span class='toc-cost' title='" + esc(cost) +
                                                   "'>" + drawn + "</span>") == 1
            seen.add(cost)
    assert {"costs 1 Military", "costs 1 Military; 1 more to land"} <= seen, seen


def test_the_result_line_names_the_winners_or_why_nobody_won():
    names = ["Ann", "Bo", "Cy"]
    assert boards.result_text({"winners": [1], "scores": [3, 9, 4]}, names) == \
        "Game over: Bo wins. Scores: Ann 3, Bo 9, Cy 4."
    assert boards.result_text({"winners": [0, 1], "scores": [9, 9, 4]}, names) == \
        "Game over: Ann and Bo win. Scores: Ann 9, Bo 9, Cy 4."
    m = pc.new_match("roman-empire", 3, seed=1)
    st = m.state
    st["collapsed"], st["winners"], st["final_scores"] = True, [], [5, 9, 8]
    collapsed = m.game.result(st)
    assert collapsed["winners"] == [] and "collapsed" in collapsed["ending"]
    assert boards.result_text(collapsed, names) == (
        "Game over: " + collapsed["ending"] + " Scores: Ann 5, Bo 9, Cy 8.")
    assert boards.result_text({"winners": [], "scores": [1, 2, 3]}, names) == \
        "Game over: nobody wins. Scores: Ann 1, Bo 2, Cy 3."


def test_roman_empire_cards_say_what_they_do_and_why_they_cannot_be_used():
    """Issue 45: each card's effect is its tooltip (a long press on a phone,
    web/tips.js); a hand card that can only be discarded is drawn greyed,
    "discard only", the engine's reason first; crises in play, lasting effects
    and won piles are pills (app.css keeps their print at 11 px or more)."""
    from games.roman_empire.re_table import c, pos
    m = pos(factions=[["Domitius", "Nerva"], ["Calpurnius", "Perennis"], ["Fabius", "Aper"],
                      ["Valerius", "Symmachus"]], emperor="Domitius", turn=1,
            hands=[[], ["Senator action 3", "Patrician action 2", "Hero +1"], [], []],
            ongoing=["Crisis VI"], vp_cards=[["Crisis IV", "Senator action 1"], [], [], []],
            effects=[("Citizens Outraged", 2, 1)])
    view = m.view(1)
    actions = view["prompt"]["actions"]
    names = ["Ann", "Bo", "Cy", "Di"]
    board = boards.render("roman-empire", view, 1, names, actions)
    assert balanced(board) == []
    reason = "No Senator in your faction: Senator actions can only be discarded."
    senator = c("Senator action 3")
    card = next(a for t, a in parse(board).targets if a.get("data-target") == f"card:{senator}")
    assert "unusable" in card["class"] and reason in card["title"]
    assert "discard only" in board
    patrician = next(a for t, a in parse(board).targets
                     if a.get("data-target") == f"card:{c('Patrician action 2')}")
    assert "unusable" not in patrician["class"]
    assert "Needs a Patrician in your faction." in patrician["title"]
    # the pills: the ongoing crisis, the lasting effect (whom it weakens), the won pile
    assert board.count("card t-crisis pill") == 2 and "card t-senator pill" in board
    assert "Citizens Outraged" in board and "Bo −2" in board
    assert "Crisis VI: Must be played at once." in board            # its tooltip
    hand = boards.board("roman-empire").hand(view, 1, boards.Targets(actions))
    assert reason in hand and "unusable" in hand


def test_roman_history_collection_chips_say_what_owning_the_card_gives():
    """Issue 43, 10: a collection's chip told the price paid ("Buy for ..."),
    not what the card gives its owner from now on (a Build: +1 VP each age end)."""
    from pygame_core.games.roman_history import data as D
    seen = set()
    for view, _ in random_views("roman-history", 3, 5, limit=300):
        for v in view.get("players_info") or []:
            for c in v.get("collection") or []:
                if c.get("type") in seen:
                    continue
                out = str(boards.board("roman-history").chips(
                    boards.Targets(), [c], held=True, view=view))
                assert "title='" + esc(D.OWNED[c["type"]]) in out, out
                seen.add(c["type"])
    assert len(seen) >= 3, seen
    assert all(D.OWNED.get(k) for k in D.EFFECTS)
