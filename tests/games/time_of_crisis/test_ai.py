"""The Time of Crisis heuristics let the shared AI play at every level, blind
to what its seat cannot see (the search itself: test_ai_search.py)."""
import pygame_core as pc
from pygame_core.games.time_of_crisis import GAME
from pygame_core.kernel import Match
from pygame_core.kernel.rng import Rng


def positions(seed, every, limit):
    m = pc.new_match("time-of-crisis", 4, seed=seed)
    r = Rng(seed)
    out = []
    while not m.is_over() and len(out) < limit:
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        if len(m.actions) % every == 0 and len(acts) > 1:
            out.append((m.clone(), seat))
        m.act(seat, acts[r.below(len(acts))])
    return out


def scramble(m, seat, k):
    """The same position with the hidden parts (others' hands and Available
    Piles, the event deck's order) rearranged, and the game's own dice kept."""
    st = GAME.determinize(m.state, seat, Rng(k))
    st["rng"] = m.state["rng"]
    return Match(GAME, m.players, m.seed, m.options, _state=st)


def test_choices_are_legal_and_blind_to_hidden_information():
    steps = set()
    for i, (m, seat) in enumerate(positions(seed=21, every=5, limit=18)):
        m2 = scramble(m, seat, i)
        assert m2.legal_actions(seat) == m.legal_actions(seat)
        a = pc.ai.choose(m, seat, "easy", seed=i)
        assert a in m.legal_actions(seat)
        assert a == pc.ai.choose(m2, seat, "easy", seed=i)
        if i % 8 == 0:
            b = pc.ai.choose(m, seat, "normal", seed=i, iterations=6)
            assert b in m.legal_actions(seat)
            assert b == pc.ai.choose(m2, seat, "normal", seed=i, iterations=6)
        steps.add(m.state["stack"][-1]["p"])
    assert {"actions", "target"} <= steps
