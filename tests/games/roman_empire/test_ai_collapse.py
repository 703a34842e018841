"""Roman Empire AI and the collapse of the Empire (Crisis cards; ruling E18):
every level averts a collapse it can avert, even far behind on points, since
a collapse is a loss for everybody (the search values it below any loss)."""
import pytest

import pygame_core as pc
from pygame_core.games.roman_empire import ai
from pygame_core.games.roman_empire import data as D

from .re_table import G, pos, top

F4 = [["Domitius", "Nerva", "Macro"], ["Calpurnius", "Perennis", "Pupienus"],
      ["Fabius", "Aper", "Tacitus"], ["Valerius", "Symmachus", "Laetus"]]


def on_the_brink():
    """Ongoing crises total 14; seat 3, far behind on points, draws Crisis IV
    on his turn.  Seats 0-2 hold no Action card (skipped, E16); seat 3, the
    last to answer, holds the Senator action 4 that deals with it.  Passing
    collapses the Empire."""
    m = pos(factions=F4, emperor="Domitius", turn=3,
            hands=[["Hero +1"], ["Hero +2"], ["Hero +3"], ["Senator action 4", "Diplomacy"]],
            ongoing=["Crisis VIII", "Crisis VI"], deck_top=["Crisis IV"],
            vp_cards=[[], ["Crisis V", "Crisis VII"], ["Crisis VIII"], []])
    assert top(m) == "crisis" and m.to_move() == [3]
    assert sum(D.VALUE[c] for c in m.state["ongoing"]) + 4 >= D.COLLAPSE_AT
    return m


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_averts_a_collapse_it_can_avert_even_far_behind(level):
    m = on_the_brink()
    a = pc.ai.choose(m, 3, level, seed=1, iterations=200)
    assert a["type"] == "answer"
    m.act(3, a)
    assert not m.is_over() and not m.state["collapsed"]


def test_a_collapse_is_valued_below_any_loss():
    m = on_the_brink()
    m.act(3, {"type": "pass"})
    assert m.is_over() and m.result()["collapsed"]
    assert ai.evaluate(G, m.state, 4) == [0.0] * 4
    # An ordinary end: the last seat still gets more than a collapse gives.
    st = dict(m.state, winners=[1], final_scores=[0, 12, 8, 0], collapsed=False)
    rewards = ai.evaluate(G, st, 4)
    assert rewards[1] == 1.0 and min(rewards) >= ai.LOSS_FLOOR > 0.0
