"""Roman History fuzz (spec 6.3): 200 seeded games at each of 2, 4 and 6 players
with random legal actions, the invariants of 6.1/6.2 after every action
(invariants.py), and the properties of 6.3: every game ends within 249 turns
(RH-44), the age never goes back, each turn's Destiny phase takes at least one
card from the deck, the winners are exactly the players with the most VP.

The games are played on the game object itself (no match log, no labels), the
fastest legal path; the player counts are three tests, which pytest-xdist spreads
over the cores.  The conformance suite plays every player count through the
public Match contract as well."""
import json

import pytest

from pygame_core.games.roman_history import GAME
from pygame_core.games.roman_history import data as D
from pygame_core.games.roman_history.invariants import check
from pygame_core.kernel.rng import Rng, seed_state

GAMES_PER_COUNT = 200
MAX_TURNS = 249 + 1          # RH-44, plus the closing age check


class Table:
    """What the invariants read of a match: its state and who moves."""

    def __init__(self, state):
        self.state = state

    def to_move(self):
        return GAME.to_move(self.state)


def play(n, seed):
    st = GAME.setup(n, seed_state(seed * 7919 + n), {})
    st.pop("setup_log")
    t = Table(st)
    check(t)
    rng = Rng(seed)
    age, first = 1, 1            # the age, and the number of its first turn
    while st["stack"]:
        seat = GAME.to_move(st)[0]
        acts = GAME.legal_actions(st, seat)
        assert acts, "a seat to move without a legal action"
        GAME.apply(st, seat, acts[rng.below(len(acts))], None)
        check(t)
        assert st["age"] >= age
        if st["age"] != age:
            age, first = st["age"], st["turns"]
        # Every finished turn of this age took at least one card from its deck.
        assert len(st["deck"]) <= D.DECK_SIZE[age] - (st["turns"] - first)
        assert st["turns"] <= MAX_TURNS
    return st


def games(n, seeds):
    for seed in seeds:
        st = play(n, seed)
        assert st["age"] == 6 and st["deck"] == [] and st["unused"] == []
        scores = st["final"]
        assert scores == [p["vp"] for p in st["players"]]
        assert st["winners"] == [s for s in range(n) if scores[s] == max(scores)]
        if seed % 50 == 0:
            assert json.loads(json.dumps(st)) == st


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4, 6])
def test_random_games_keep_the_invariants_and_end_within_the_bound(n):
    games(n, range(GAMES_PER_COUNT))
