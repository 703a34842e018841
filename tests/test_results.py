"""The end of a game in words: every game's result may carry each seat's points by
source ("breakdown") and the tie-break ("tiebreak"); the page shows them when
present and the bare scores otherwise (README, "The end of a game")."""
import random

import pytest

import pygame_core as pc

PLAYABLE = [g.id for g in pc.list_games() if g.playable]


def finished(game, players, seed):
    m = pc.new_match(game, players=players, seed=seed)
    rng = random.Random(seed)
    while not m.is_over():
        seat = m.to_move()[0]
        m.act(seat, rng.choice(m.legal_actions(seat)))
    return m


@pytest.mark.parametrize("game", PLAYABLE)
def test_the_shape_is_optional_and_adds_up(game):
    for seed in range(3):
        g = next(x for x in pc.list_games() if x.id == game)
        m = finished(game, g.min_players + seed % (g.max_players - g.min_players + 1), seed)
        res = m.result()
        assert len(res["scores"]) == m.players
        if "breakdown" in res:
            assert len(res["breakdown"]) == m.players
            for parts, score in zip(res["breakdown"], res["scores"]):
                assert all(isinstance(p["source"], str) and p["source"] for p in parts)
                assert sum(p["points"] for p in parts) == score
        if "tiebreak" in res:
            assert isinstance(res["tiebreak"], str) and res["tiebreak"]


def test_rome_in_crisis_r22_in_words():
    """Seed 183, two players at random: both end on 46; R22 gives it to the one
    holding more influence (5 against 30)."""
    m = finished("rome-in-crisis", 2, 183)
    res = m.result()
    assert res["scores"] == [46, 46] and res["winners"] == [1]
    assert res["tiebreak"] == (
        "Player 1 and Player 2 tied on 46 points. Ruling R22 breaks the tie: the most "
        "influence value in hand and on one's candidates (Player 1 5, Player 2 30), "
        "so Player 2 wins.")
    sources = {p["source"] for parts in res["breakdown"] for p in parts}
    assert "Last Emperor" in sources


def test_rome_in_crisis_no_tiebreak_without_a_tie():
    m = finished("rome-in-crisis", 3, 1)
    res = m.result()
    top = sorted(res["scores"])
    assert top[-1] != top[-2] and "tiebreak" not in res and len(res["winners"]) == 1
