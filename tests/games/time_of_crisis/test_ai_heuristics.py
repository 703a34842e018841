"""The Time of Crisis heuristics (ai.py): a policy for every step of the
flow, legal choices, blind to what the seat cannot see, and the rules of
thumb a good player would recognise, each on a position built for it."""
import pytest

import pygame_core as pc
from pygame_core.games.time_of_crisis import GAME, ai
from pygame_core.games.time_of_crisis.table import flow
from pygame_core.kernel import Match
from pygame_core.kernel.rng import Rng


def test_every_step_has_a_policy():
    assert set(flow.steps) == set(ai.POLICIES)


def scramble(m, seat, k):
    st = GAME.determinize(m.state, seat, Rng(k))
    st["rng"] = m.state["rng"]
    return Match(GAME, m.players, m.seed, m.options, _state=st)


@pytest.mark.slow
def test_easy_choice_unchanged_when_only_hidden_information_changes():
    """Through a whole easy game, at every decision with a choice, the easy
    AI's move is the same after the others' hands and the event deck are
    rearranged; every step met is covered."""
    m = pc.new_match("time-of-crisis", 3, seed=8)
    steps, checked = set(), 0
    while not m.is_over():
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        a = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
        assert a in acts
        if len(acts) > 1 and len(m.actions) % 3 == 0:
            m2 = scramble(m, seat, len(m.actions))
            assert pc.ai.choose(m2, seat, "easy", seed=len(m.actions)) == a
            steps.add(m.state["stack"][-1]["p"])
            checked += 1
        m.act(seat, a)
    assert checked > 50 and {"actions", "target", "buy"} <= steps, (checked, steps)


def at_actions(seed=2, players=2):
    m = pc.new_match("time-of-crisis", players, seed=seed)
    while m.state["stack"][-1]["p"] != "actions":
        s = m.to_move()[0]
        m.act(s, pc.ai.choose(m, s, "easy", seed=len(m.actions)))
    return m


def test_an_invaded_province_is_answered_first():
    """Barbarians in a province we govern, where our army stands: battle comes
    before any other action."""
    m = at_actions()
    st, seat = m.state, m.to_move()[0]
    mine = [p for p, v in st["prov"].items() if v["gov"] == seat][0]
    st["pl"][seat]["pool"]["m"] = 3
    st["pl"][seat]["pool"]["s"] = 3
    st["armies"].append({"id": 99, "o": seat, "r": mine, "cap": False, "leg": [1, 1], "foed": [],
                         "castra": False, "fought": False})
    st["barb"][mine] = {"goths": [2, 0]}
    assert ai._threats(st, seat) == [mine]
    m = Match(GAME, m.players, m.seed, m.options, _state=st)
    acts = m.legal_actions(seat)
    assert {"type": "do", "act": "battle"} in acts
    assert pc.ai.choose(m, seat, "easy") == {"type": "do", "act": "battle"}


def test_the_deck_is_built_early_and_spent_sparingly_late():
    st = {"short": False, "pl": [{"legacy": 5}, {"legacy": 10}]}
    acts = [{"type": "buy", "card": "tribute"}, {"type": "buy", "card": "quaestor"},
            {"type": "done"}]
    assert ai.buy_step(st, 0, acts, None)["type"] == "buy"
    st["pl"][1]["legacy"] = 50                     # three quarters of 60: late
    assert ai.buy_step(st, 0, acts, None) == {"type": "done"}
    acts.append({"type": "buy", "card": "pretender"})
    assert ai.buy_step(st, 0, acts, None) == {"type": "buy", "card": "pretender"}
