"""Following the play, on CPython: web/ui/table.py (what the last move changed,
the log grouped by turn and phase, the lines since a person's last turn with
his forced moves), the drawn boards' marks, and the worker's Hint."""
import importlib.util
import json
import random
from pathlib import Path

import pygame_core as pc

UI = Path(__file__).resolve().parent.parent / "web" / "ui"
import boards
import table
from test_boards import parse


def play(game, players, seed, moves):
    m = pc.new_match(game, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.is_over():
            break
        seat = m.to_move()[0]
        m.act(seat, rng.choice(m.legal_actions(seat)))
    return m, rng


def test_changes_name_the_cards_moved_and_the_points_gained():
    """The Rome rulebook example: the Emperor adds SPQR 4 (it moves from the hand
    onto him), then clears the crisis for 21 (his only choice left)."""
    m, steps = pc.load_scenario("rome-in-crisis", "rulebook-example")
    seen_move = seen_points = False
    for s in steps:
        if s.get("action") is None:
            continue
        before = m.view(s["seat"])
        m.act(s["seat"], s["action"])
        after = m.view(s["seat"])
        ch = table.changes(before, after)
        if s["action"]["type"] == "add":
            assert s["action"]["card"] in ch["cards"]
            html = boards.render("rome-in-crisis", after, s["seat"], after["names"], None, ch)
            assert "moved" in html
            seen_move = True
        if ch["scores"].get(s["seat"]) == 21:     # the resolve, played for him
            assert s["action"]["type"] in ("add", "resolve")
            html = boards.render("rome-in-crisis", after, s["seat"], after["names"], None, ch)
            assert "+21" in html and "changed" in html
            seen_points = True
        # Cards that did not move are not marked.
        places = table.card_places(after)
        assert all(table.card_places(before).get(c) != places[c] for c in ch["cards"])
    assert seen_move and seen_points


def test_changes_of_nothing_and_of_another_game():
    m, _ = play("roman-empire", 4, 1, 5)
    v = m.view(0)
    assert table.changes(v, v) == {"cards": [], "scores": {}}
    assert table.changes(v, play("rome-in-crisis", 3, 1, 3)[0].view(0)) == {}


def test_log_grouped_by_turn_and_phase():
    for game, players, marker, moves in (("rome-in-crisis", 3, "Turn 2 begins", 90),
                                         ("roman-empire", 4, "Player 2's turn", 30),
                                         ("roman-history", 3, "Player 2's turn (", 400)):
        m, _ = play(game, players, 2, moves)
        log = m.view(0)["log"]
        html = table.log_html(log, mark_from=len(log) - 2)
        page = parse("<ol>" + html + "</ol>")
        assert page.errors == []
        turns = html.count("<li class='turn'>")
        starts = sum(table.is_turn_start(e["text"]) for e in log)
        assert starts >= 2 and turns == starts + (not table.is_turn_start(log[0]["text"]))
        assert boards.common.esc(marker) in html and "<li class='phase'>" in html
        assert html.count(" new'") + html.count("'new'") == 2    # the last two lines
        # Every line of the log is in it, escaped: as a line, or (the choices of a
        # move the game's narration tells, see test_log_folds_the_choices_of_a_move)
        # as that line's tooltip.
        for e in log:
            if not table.is_turn_start(e["text"]):
                assert boards.common.esc(e["text"]) in html or \
                    "title='" + boards.common.esc(e["text"][:-1]) + "'" in html


def test_log_phases_are_step_titles_in_the_third_person():
    for game, players in (("rome-in-crisis", 4), ("roman-empire", 5)):
        m, _ = play(game, players, 4, 120)
        phases = {e["phase"] for e in m.log}
        for p in phases:
            assert p and not any(w in p.lower().split() for w in ("you", "your"))


def test_since_the_last_turn_and_forced_moves_for_you():
    """Roman Empire plays a person's only choice for him (a crisis card he must
    play); the lines since his last decision say "Played for you"."""
    for seed in range(20):
        m = pc.new_match("roman-empire", players=3, seed=seed)
        rng = random.Random(seed)
        for _ in range(200):
            if m.is_over():
                break
            seat = m.to_move()[0]
            log = m.view(seat)["log"]
            name = m.view(seat)["names"][seat]
            forced = table.forced_since(log, seat, name)
            if forced:
                html = table.since_html(log, seat, name)
                assert "<b>Played for you:</b> " + boards.common.esc(forced[-1]) in html
                assert all(not e["text"].startswith(name + ": ") or e["text"].endswith(" (only choice).")
                           for e in log[table.since_start(log, seat):])
                return
            m.act(seat, rng.choice(m.legal_actions(seat)))
    raise AssertionError("no forced move in 20 games")


def test_since_html_starts_at_your_last_turn():
    """Issue 33, 6: the lines since your last turn start right after it, all of
    them (their box scrolls), not with "… 16 earlier lines in the log"."""
    log = [{"seat": 0 if i == 8 else None, "text": f"line {i}", "phase": "x"} for i in range(30)]
    assert table.since_start(log, 0) == 9
    html = table.since_html(log, 0, "Player 1")
    assert "earlier line" not in html and "line 8<" not in html
    assert html.index("line 9<") < html.index("line 29<") and html.count("<li") == 21


def test_board_shows_a_candidate_standing_only_during_the_election():
    m = pc.new_match("rome-in-crisis", players=3, seed=3)
    rng = random.Random(3)
    seen = set()
    while not m.is_over() and len(seen) < 2:
        seat = m.to_move()[0]
        v = m.view(seat)
        html = boards.render("rome-in-crisis", v, seat, v["names"])
        standing = "standing for Emperor" in html
        if v["phase"] in ("nominate", "bid"):
            seen.add("election") if standing else None
        else:
            assert not standing, v["phase"]
            seen.add("other")
        m.act(seat, rng.choice(m.legal_actions(seat)))
    assert seen == {"election", "other"}


def test_boards_draw_cards_as_cards_with_value_and_type():
    m, _ = play("rome-in-crisis", 3, 1, 40)
    v = m.view(0)
    html = boards.render("rome-in-crisis", v, 0, v["names"])
    for c in v["hands"][0]["cards"]:
        assert f"card t-{c['type']}" in html and f"<b class='v'>{c['value']}</b>" in html
    for c in v["crises"]:
        assert f"<b>{c['total']}</b><span class='lt' title='tie letter'>{c['letter']}</span>" in html
        assert f"rank {c['rank']}" in html
    m, _ = play("roman-empire", 6, 1, 40)
    v = m.view(0)
    html = boards.render("roman-empire", v, 0, v["names"])
    assert "role='meter'" in html and f"{v['ongoing_total']} of {v['collapse_at']}" in html
    for f in v["factions"]:
        for l in f["leaders"]:
            assert f"leader t-{l['bg']}" in html and f"<b class='v'>{l['effective']}</b>" in html


SPEC = importlib.util.spec_from_file_location("web_engine_hint", UI.parent / "engine.py")


def test_hint_is_the_review_s_judgement_of_a_legal_move():
    """The Hint is the review's search (ai/review.py ``advise``), the same answer
    by the search's cap alone as the worker gives with no clock (issue 44)."""
    from pygame_core.ai import review
    eng = importlib.util.module_from_spec(SPEC)
    SPEC.loader.exec_module(eng)
    b = json.loads(eng.new_game(json.dumps({"game": "roman-empire", "players": 3, "seed": 5})))
    seat = b["to_move"][0]
    r = json.loads(eng.hint(json.dumps({"seat": seat, "budget_ms": None})))
    m = pc.load_match(b["save"])
    assert r["action"] in m.legal_actions(seat) and r["label"] == m.describe(r["action"], seat)
    assert r["action"] == review.advise(m, seat)["action"] and r["move"] == len(m.actions)
    assert 1 <= r["chance"] <= 99 and r["text"].startswith(r["label"] + ": your chance ")
    other = json.loads(eng.hint(json.dumps({"seat": (seat + 1) % 3})))
    assert "error" in other


def test_since_your_last_turn_tells_a_run_of_secret_choices_once():
    """Issue 21, 7: "Player 3 makes a secret choice." five times running, and one
    such line per seat, each read as one line."""
    log = [{"seat": 0, "text": "Player 1: End your actions.", "phase": "a"}]
    log += [{"seat": None, "text": "Player 3 makes a secret choice.", "phase": "b"}] * 5
    log += [{"seat": None, "text": "Player 2 makes a secret choice.", "phase": "c"},
            {"seat": None, "text": "Player 3 makes a secret choice.", "phase": "c"},
            {"seat": None, "text": "Player 4 makes a secret choice.", "phase": "c"},
            {"seat": None, "text": "Crisis roll 8: Alamanni.", "phase": "c"}]
    html = table.since_html(log, 0, "Player 1")
    assert html.count("<li>") == 3, html
    assert "Player 3 makes 5 secret choices." in html
    assert "Player 2, Player 3 and Player 4 make secret choices." in html
    assert "Crisis roll 8: Alamanni." in html


def test_time_of_crisis_log_names_cards_and_events_with_their_effect():
    """Issue 21, 4: every card's and event's effect "in the log's hover": a log
    line that names a card ("Player 1: Play Red 1.") or an event ("Event:
    Plague of Cyprian.") carries its effect as that name's tooltip; the map is
    the view's own (card_text, event_text), through the general boards.terms."""
    m, _ = play("time-of-crisis", 3, 4, 600)
    view = m.view(0)
    terms = boards.terms("time-of-crisis", view)
    log = view["log"]
    html = table.log_html(log, None, terms)
    events = [e["text"][len("Event: "):-1] for e in log if e["text"].startswith("Event: ")]
    played = [e["text"].rsplit("Play ", 1)[1][:-1] for e in log if ": Play " in e["text"]]
    assert events and played
    cards = {boards.common.esc(c) for c in played}
    for name in set(events) | cards:
        assert name in terms, name
        tip = "<span class='term' title='" + boards.common.esc(name + ": " + terms[name]) + "'>"
        assert tip + boards.common.esc(name) + "</span>" in html, name
    # the effects are the view's, every card and event named
    assert terms["Plague of Cyprian"].endswith(view["event_text"]["plague_of_cyprian"])
    assert terms["Flanking Maneuver"].endswith(view["card_text"]["flanking_maneuver"])
    # whole words only, longest first; other games' logs are written as before
    assert table.with_terms("Red 10 and Red 1.", {"Red 1": "one"}) == \
        "Red 10 and <span class='term' title='Red 1: one'>Red 1</span>."
    assert table.with_terms("Blue 1 a", {}) == "Blue 1 a"
    assert boards.terms("rome-in-crisis", {"log": []}) == {}
    assert boards.terms("rome-in-crisis", {"terms": {"SPQR": "x"}}) == {"SPQR": "x"}
