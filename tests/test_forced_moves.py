"""Nothing irreversible happens by accident (issue 32, defect 2): a forced move
that rolls dice, shuffles or turns hidden cards up (an undo barrier) is never
played for a seat a person plays (``options["hold"]``): it waits for his click
and its prompt entry says what it risks.  A forced move that risks nothing is
still played for him, and the AI's seats (not held) play as before."""
import random

import pytest

import pygame_core as pc

# Seeded random games, every seat held: how many risky forced moves each game
# met and clicked (all four games have some: rolls, shuffles, cards drawn).
GAMES = sorted(pc.GAMES)


def play_held(game, players, seed, limit=600):
    m = pc.new_match(game, players, seed=seed, options={"hold": list(range(players))})
    rng = random.Random(seed)
    held = 0
    while not m.is_over() and len(m.actions) < limit:
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        entry = m.view(seat)["prompt"]["actions"]
        risk = m.risk(seat)
        assert [e.get("risk", "") for e in entry] == ([risk] if len(legal) == 1 else [""] * len(legal))
        if risk:                         # it waited for the click: one move, an undo barrier
            assert len(legal) == 1 and risk in ("chance", "reveal")
            m.act(seat, legal[0])
            assert not m.can_undo()
            held += 1
        else:
            m.act(seat, rng.choice(legal))
    return m, held


@pytest.mark.parametrize("game", GAMES)
def test_risky_forced_moves_wait_for_the_person(game):
    info = pc.GAMES[game].info
    held = 0
    for seed in range(3):
        m, n = play_held(game, info.max_players, seed)
        held += n
        # The save holds the clicked moves and replays with the same hold.
        assert pc.load_match(m.save()).state_hash() == m.state_hash()
    assert held > 0, f"{game}: no risky forced move was met in 3 games"


def test_the_ai_seats_are_not_held():
    """A match that holds nobody (the AI's games, and every save made before
    holds existed) plays its forced moves as it always did."""
    a = pc.new_match("roman-history", 2, seed=3)
    b = pc.new_match("roman-history", 2, seed=3, options={"hold": [0]})
    assert a.hold == () and b.hold == (0,)
    with pytest.raises(ValueError, match="hold"):
        pc.new_match("roman-history", 2, seed=3, options={"hold": [2]})
