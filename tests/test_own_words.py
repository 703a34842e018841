"""A mover reads his own move in his own words (issue 33): a button's label is also
the public log line, written in the third person, so the prompt a seat is shown
names its own things as its own ("Move an army: Your army in Syria, 1 legion";
"Brutus (yours) is discarded") while the log keeps the public line for everyone
(kernel ``flow.yours``, ``Match.view``'s entries, ``Match.describe(action, seat)``)."""
import json
import random

import pytest

import pygame_core as pc
from pygame_core.kernel.flow import yours

# (game, seed, the random move before which the mover's prompt names his things,
#  the public words, the mover's words): found by playing random.Random(seed)'s
#  choices from new_match(game, 3, seed).
OWN = [
    ("rome-in-crisis", 2, 222, "Give the Cavalry Commander to Trebonianus Gallus (Player 3)",
     "Give the Cavalry Commander to Trebonianus Gallus (yours)"),
    ("roman-empire", 2, 22, "Diplomacy: clear the challenges on Player 2's faction",
     "Diplomacy: clear the challenges on your faction"),
    ("time-of-crisis", 0, 39, "Move an army: Player 3's army in Syria, 1 legion",
     "Move an army: Your army in Syria, 1 legion"),
    ("roman-history", 2, 234, "Brutus (Player 1) is discarded", "Brutus (yours) is discarded"),
]


def test_yours_names_only_the_mover_s_own_things():
    assert yours("Green's army in Syria, 1 legion", "Green") == "Your army in Syria, 1 legion"
    assert yours("Move an army: Green's army in Syria", "Green") == "Move an army: Your army in Syria"
    assert yours("Attack Red's army with Green's army", "Green") == "Attack Red's army with your army"
    assert yours("Brutus (Green) is discarded", "Green") == "Brutus (yours) is discarded"
    # another seat's name that begins with the mover's is his, not the mover's
    assert yours("Take Goths 5 from Player 11's candidate", "Player 1") == \
        "Take Goths 5 from Player 11's candidate"
    assert yours("Caesar (Player 12) falls", "Player 1") == "Caesar (Player 12) falls"
    # the mover named as the one who acts stays named: only his things become his
    assert yours("Green pays 2 Gold", "Green") == "Green pays 2 Gold"


def _at(game, seed, moves):
    m = pc.new_match(game, players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = m.to_move()[0]
        m.act(seat, rng.choice(m.legal_actions(seat)))
    return m


@pytest.mark.parametrize("game,seed,moves,public,own", OWN, ids=[o[0] for o in OWN])
def test_the_mover_reads_his_own_things_and_the_log_the_public_line(game, seed, moves,
                                                                    public, own):
    m = _at(game, seed, moves)
    seat = m.to_move()[0]
    entries = m.view(seat)["prompt"]["actions"]
    mine = next(e for e in entries if m.describe(e["action"]) == public)
    assert mine["label"] == own == m.describe(mine["action"], seat)
    name = m.state["names"][seat]
    for e in entries:           # no button names the mover in the third person
        assert f"{name}'s " not in e["label"] and f"({name})" not in e["label"], e["label"]
        for t in e.get("then") or ():
            assert f"{name}'s " not in t["label"], t["label"]
    # Another seat and a spectator are not offered his moves; the log keeps the public line.
    others = [s for s in range(3) if s != seat]
    assert all(m.view(s)["prompt"]["actions"] == [] for s in others)
    start = len(m.log)
    m.act(seat, mine["action"])
    lines = [e["text"] for e in m.log[start:]]
    assert f"{name}: {public}." in lines, lines
    assert not any("yours" in line or "your " in line.lower() for line in lines), lines


def test_the_page_s_engine_gives_the_viewer_his_words_and_the_hint_too():
    """web/engine.py's bundle (what the page draws) carries the viewer's words;
    its hint is worded for the seat it helps."""
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parent.parent / "web" / "engine.py"
    spec = importlib.util.spec_from_file_location("web_engine_own_words", path)
    eng = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(eng)
    m = _at("time-of-crisis", 0, 39)
    seat = m.to_move()[0]
    b = json.loads(eng.load(json.dumps({"save": m.save(), "viewer": seat})))
    labels = [e["label"] for e in b["view"]["prompt"]["actions"]]
    assert "Move an army: Your army in Syria, 1 legion" in labels, labels
    watcher = json.loads(eng.view(json.dumps({"viewer": (seat + 1) % 3})))
    assert watcher["view"]["prompt"]["actions"] == []
    r = json.loads(eng.hint(json.dumps({"seat": seat, "seed": 1})))
    assert r["action"] in m.legal_actions(seat)
    assert r["label"] == m.describe(r["action"], seat)
