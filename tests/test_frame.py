"""The frame around the boards (issue 33), on CPython: each game's board module
plugs in its ``hand`` and ``panels``; the status line's plan keeps few buttons;
a hand card chosen first lights the places its moves act on."""
import random
import sys
from pathlib import Path

import pygame_core as pc

from test_boards import parse

UI = Path(__file__).resolve().parents[1] / "web" / "ui"
sys.path.insert(0, str(UI))
import boards  # noqa: E402
import frame  # noqa: E402

GAMES = [("rome-in-crisis", 4), ("roman-empire", 5), ("time-of-crisis", 3), ("roman-history", 4)]


def positions(game, players, seed=1, every=7, most=40):
    """Views of seat 0 at its decisions of a game played at random."""
    m = pc.new_match(game, players=players, seed=seed)
    rng = random.Random(seed)
    n = 0
    out = []
    while not m.is_over() and len(out) < most:
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            n += 1
            if n % every == 0:
                out.append(m.view(0))
        m.act(seat, rng.choice(legal))
    return out


def test_each_board_plugs_in_its_hand_and_panels():
    for game, players in GAMES:
        module = boards.board(game)
        assert callable(module.hand) and callable(module.panels), game
        names = ["Player " + str(i + 1) for i in range(players)]
        for view in positions(game, players):
            actions = view["prompt"]["actions"]
            got = boards.table(game, view, 0, names, actions)
            assert parse(got["board"]).errors == [] and parse(got["hand"]).errors == []
            # the hand is drawn once: in the dock, not again on the board (Time of
            # Crisis's cards are known by their kind, "card:red_1", seen in piles too)
            drawn_in_hand = [k for k in got["dock"] if k.startswith("card:")]
            for key in drawn_in_hand if game != "time-of-crisis" else []:
                assert "data-k='" + key + "'" not in got["board"], (game, key)
            assert "Your hand" not in got["board"] and "Your Available Pile" not in got["board"]
            # a panel per seat, with a score and the game's facts as text
            rows = got["panels"]
            assert len(rows) == players
            for row in rows:
                assert isinstance(row["score"], int) and row["unit"]
                assert row["facts"] and all(isinstance(v, str) for _, v in row["facts"])
            page = parse(frame.panels_html(rows, names, [{"kind": "person"}] +
                                           [{"kind": "ai", "level": "easy"}] * (players - 1),
                                           0, view["prompt"].get("to_move") or [0]))
            assert page.errors == []
            # a spectator's board keeps everything (no dock)
            spectator = boards.table(game, view, None, names)
            assert spectator["hand"] == "" and not spectator["targets"].docked


def test_panels_say_what_each_game_counts():
    words = {"rome-in-crisis": ("points", {"Hand", "Candidates"}),
             "roman-empire": ("points", {"Hand", "Leaders", "Strength", "Won"}),
             "time-of-crisis": ("legacy", {"Provinces", "Hand", "Governors", "Generals"}),
             "roman-history": ("VP", {"Gold", "Ambition", "Fate", "Legions", "Faction"})}
    for game, players in GAMES:
        view = positions(game, players, most=1, every=3)[0]
        rows = boards.board(game).panels(view, 0, ["P"] * players)
        unit, facts = words[game]
        assert all(r["unit"] == unit for r in rows)
        assert facts <= {k for k, _ in rows[0]["facts"]}, (game, rows[0])
    # Time of Crisis's seats have their colours; the others get the page's palette
    tc = boards.board("time-of-crisis").panels(positions("time-of-crisis", 3, most=1)[0], 0, ["P"] * 3)
    assert [r["colour"] for r in tc] == ["green", "blue", "yellow"]
    html = frame.panels_html([{"score": 3, "unit": "points", "facts": [("Hand", "2")]}] * 2,
                             ["Player 1", "Player 2"], [{"kind": "person"},
                                                        {"kind": "ai", "level": "hard"}], 0, [1], 1)
    assert "c-red" in html and "c-blue" in html and "AI, hard" in html and ">you<" in html
    assert "thinking…" in html and html.count("aria-current") == 1


def test_the_plan_keeps_few_buttons():
    acts = [{"label": "Take " + str(i), "target": {"kind": "card", "id": i}, "action": {"card": i}}
            for i in range(8)] + [{"label": "Pass", "target": None, "action": {"type": "pass"}}]
    drawn = ["card:" + str(i) for i in range(8)]
    p = frame.plan(acts, drawn, set(), False)
    assert p["shown"] == [8] and p["hidden"] == list(range(8)) and "table (8)" in p["line"]
    few = frame.plan(acts[:3] + acts[-1:], drawn, set(), False)
    assert few["shown"] == [0, 1, 2, 3] and few["line"] == ""
    phone = frame.plan(acts[:3] + acts[-1:], drawn, set(), False, few=2)
    assert phone["shown"] == [3]
    # card first: the hand's cards are chosen, then (selected) their moves
    hand = {"card:" + str(i) for i in range(8)}
    p = frame.plan(acts, drawn, hand, True)
    assert p["cards"] == 8 and p["shown"] == [8] and "a card of your hand" in p["line"]
    sel = frame.plan(acts, drawn, hand, True, "card:3", {})
    assert sel["shown"] == [3] and sel["selected"] == "card:3"     # one button: confirm


def test_a_selected_card_lights_the_places_its_moves_act_on():
    """Roman Empire's option: a card selected, each leader it may challenge is lit
    and named by that challenge; the card is pressed; its discard is a button."""
    for view in positions("roman-empire", 4, seed=2, every=1, most=400):
        if (view.get("step") or {}).get("name") != "option":
            continue
        actions = view["prompt"]["actions"]
        cards = [a["action"]["card"] for a in actions
                 if a["action"].get("type") == "challenge"]
        if not cards:
            continue
        key = "card:" + str(cards[0])
        names = ["Player " + str(i + 1) for i in range(4)]
        got = boards.table("roman-empire", view, 0, names, actions, selected=key)
        t = got["targets"]
        assert key in t.selects and t.lit
        assert "aria-pressed='true' data-selected=''" in got["hand"]
        for place, found in t.lit.items():
            assert place.startswith("leader:") and "data-lit='" in got["board"]
            assert all(actions[i]["action"]["card"] == cards[0] for i in found)
        p = frame.plan(actions, t.drawn, t.selects, got["card_first"], key, t.lit)
        assert all(actions[i]["action"].get("type") != "challenge" for i in p["shown"])
        return
    raise AssertionError("no challenge in 400 decisions")


def war_view(min_moves=8):
    """Seat to move's view at a Rome in Crisis war with many ways to fight."""
    for seed in range(50):
        m = pc.new_match("rome-in-crisis", players=3, seed=seed)
        rng = random.Random(seed)
        while not m.is_over():
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if legal[0]["type"] == "fight" and len(legal) >= min_moves:
                return m, seat, m.view(seat)
            m.act(seat, rng.choice(legal))
    raise AssertionError("no war found")


def test_a_war_is_chosen_by_picking_its_cards_then_the_crisis():
    """Issue 43, 9: the Legatus's fight is not a wall of combinations: the
    cards it may use are picked (the hand's and those on the Legatus), and the
    moves whose cards are exactly those picked light their crises; each
    selection names one move per crisis, so a click there plays it."""
    m, seat, view = war_view()
    actions = view["prompt"]["actions"]
    names = m.state["names"]
    assert boards.combo_first(actions)
    d = boards.table("rome-in-crisis", view, seat, names, actions)
    t = d["targets"]
    uses = {"card:" + str(c) for a in actions for c in a["action"]["cards"]}
    assert uses == t.picks and uses <= set(t.drawn)       # every card usable is drawn clickable
    p = frame.combo_plan(actions, t, view)
    assert not [i for i in p["shown"] if actions[i]["action"]["type"] == "fight"]
    assert p["line"].startswith("Pick the cards")
    legatus = next(c for c in view["candidates"] if c.get("office") == "legatus")
    on = {"card:" + str(c["id"]) for c in legatus["cards"]}
    assert on & uses and "On him, yours" in d["board"]     # his Legatus's cards are his
    for a in actions:
        picked = ["card:" + str(c) for c in a["action"]["cards"]]
        d = boards.table("rome-in-crisis", view, seat, names, actions, picked=picked)
        t = d["targets"]
        lit = t.lit
        crisis = "crisis:" + a["action"]["crisis"]
        assert crisis in lit and crisis in t.drawn
        assert all(len(found) == 1 for found in lit.values()), lit   # one move per place
        assert actions[lit[crisis][0]]["action"]["cards"] == a["action"]["cards"]
        p = frame.combo_plan(actions, t, view)
        assert p["line"].startswith("Picked: ")
        for k in picked:
            assert "data-pick='' aria-pressed='true'" in (d["board"] + d["hand"]).split(
                "data-target='" + k + "'", 1)[1][:60]


def test_a_score_lost_reads_minus_not_plus_minus():
    """Issue 43, 10: the badge of a score a move lowered read "+-5"."""
    from boards import draw
    rows = [{"score": 10, "unit": "points", "facts": []}, {"score": 3, "unit": "points", "facts": []}]
    out = frame.panels_html(rows, ["A", "B"], [{}, {}], 0, [0], gained={0: 5, 1: -5})
    assert "+-" not in out and ">+5<" in out and ">−5<" in out and "lost 5" in out
    assert "+-" not in str(draw.points(3, -5)) and "−5" in str(draw.points(3, -5))


def _names_card(entry, key) -> bool:
    """Does the prompt entry use the hand element ``key`` (its card, or its target)?"""
    card = (entry.get("action") or {}).get("card")
    return boards.target_key(entry.get("target")) == key or (
        card is not None and not isinstance(card, (list, dict)) and "card:" + str(card) == key)


def test_a_hand_card_click_follows_one_rule_in_every_game():
    """Issue 43, 6: a click on a card of the docked hand, by one rule in all four
    games (``frame.hand_click``), whatever the decision's size (Time of Crisis
    played Red at once, then raised Blue with one button "Play Blue 1", its
    decision grown to more moves): its one move played, and Undo takes it back;
    several moves, or one the engine marks final, raise it; none: why; a war's
    card: picked.  Over seeded games' decisions of seat 0, as the page gets them
    (``look_ahead``: the engine's "final")."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("web_engine_click", UI.parent / "engine.py")
    engine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(engine)
    for game, players in GAMES:
        seen = {"play": 0, "raise": 0, "why": 0, "pick": 0, "play_in_card_first": 0, "undone": 0,
                "final": 0}
        for seed in (1, 2):
            m = pc.new_match(game, players=players, seed=seed, options={"hold": [0]})
            rng = random.Random(seed)
            while not m.is_over() and len(m.actions) < 500:
                seat = m.to_move()[0]
                legal = m.legal_actions(seat)
                if seat == 0 and len(legal) > 1:
                    actions = engine._bundle(m, 0)["view"]["prompt"]["actions"]
                    view = m.view(0)
                    got = boards.table(game, view, 0, m.state["names"], actions)
                    t = got["targets"]
                    for key in got["dock"]:
                        uses = t.groups.get(key) or []
                        what = frame.hand_click(uses, actions, key in t.picks)
                        seen[what[0]] += 1
                        assert all(_names_card(actions[i], key) for i in uses), (game, key)
                        assert sorted(uses) == [i for i, a in enumerate(actions) if _names_card(a, key)] \
                            or key in t.picks, (game, key)
                        drawn = got["hand"]
                        if what[0] == "why":     # drawn as no target, a click says why
                            assert "data-do='why'" in drawn.split("data-k='" + key + "'", 1)[1].split(
                                ">", 1)[0], (game, key)
                        elif what[0] == "raise":
                            assert len(uses) > 1 or actions[uses[0]].get("final") or \
                                actions[uses[0]].get("risk")
                            seen["final"] += len(uses) == 1
                        elif what[0] == "play":
                            assert uses == [what[1]] and "data-target='" + key + "'" in drawn
                            seen["play_in_card_first"] += got["card_first"]
                            if seen["undone"] < 2:     # Undo takes it back
                                aside = pc.load_match(m.save())
                                aside.act(0, actions[what[1]]["action"])
                                assert aside.can_undo(0), (game, actions[what[1]]["label"])
                                seen["undone"] += 1
                m.act(seat, rng.choice(legal))
        print(game, seen)
        assert seen["play"] and seen["why"] and seen["undone"] == 2, (game, seen)
        if game in ("time-of-crisis", "rome-in-crisis"):     # raised before, in a decision grown card first
            assert seen["play_in_card_first"], (game, seen)
        if game in ("roman-empire", "roman-history", "time-of-crisis"):
            assert seen["raise"], (game, seen)


def test_a_card_final_move_is_marked_by_the_engine_and_raises_it():
    """A card's only move that cannot be undone (dice, a shuffle, hidden cards
    turned up) is marked "final" by the engine's look-ahead, and the click
    raises the card with words that say so, rather than play it."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("web_engine_final", UI.parent / "engine.py")
    engine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(engine)
    for seed in (1, 2, 3):
        m = pc.new_match("roman-history", players=3, seed=seed, options={"hold": [0]})
        rng = random.Random(seed)
        while not m.is_over() and len(m.actions) < 600:
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if seat == 0 and len(legal) > 1:
                actions = engine._bundle(m, 0)["view"]["prompt"]["actions"]
                for i, a in enumerate(actions):
                    if a.get("final"):
                        aside = pc.load_match(m.save())
                        aside.act(0, a["action"])
                        assert not aside.can_undo(0)
                        assert frame.hand_click([i], actions) == ("raise", [i])
                        assert frame.selected_line("Discipline", 0, 1, a["final"]) in (
                            "With Discipline: It rolls dice or shuffles: no Undo after it.",
                            "With Discipline: It shows hidden cards: no Undo after it.")
                        return
            m.act(seat, rng.choice(legal))
    raise AssertionError("no final move in three games")


def test_the_click_rule_words():
    assert frame.hand_click([], []) == ("why",)
    assert frame.hand_click([0, 1], [{}, {}], picking=True) == ("pick",)
    assert frame.hand_click([1], [{}, {"label": "Play Red 1"}]) == ("play", 1)
    assert frame.hand_click([0, 2], [{}, {}, {}]) == ("raise", [0, 2])
    assert frame.why_words("Blue 1", True, "Military actions") == \
        "Blue 1: no move uses it now (this step: Military actions)."
    assert frame.why_words("Blue 1", False) == "Blue 1: nothing to do with it now, it is not your turn."
    assert frame.selected_line("Blue 1", 2, 1) == \
        "With Blue 1: choose a place lit on the table (2), or a move here."
