"""Roman Empire's buttons and end in words a new player reads (issue 33, "Each
game"): a challenge says whether the leader falls, Leadership Challenged its
chances from the dice, a crisis move that would bring the Empire down says so,
and a collapsed game says so rather than "Tie-break"."""
import re

import pygame_core as pc
from games.roman_empire.re_table import pos, c, top

F4 = [["Domitius", "Nerva", "Macro"], ["Calpurnius", "Perennis", "Pupienus"],
      ["Fabius", "Aper", "Tacitus"], ["Valerius", "Symmachus", "Laetus"]]


def _labels(m, seat):
    return [m.describe(a) for a in m.legal_actions(seat)]


def test_a_challenge_says_in_words_whether_he_falls_not_a_sum():
    m = pos(factions=F4, emperor="Domitius", turn=2, hands=[[], [], ["Senator action 1"], []])
    words = [w for w in _labels(m, 2) if w.startswith("Challenge ")]
    assert "Challenge Domitius (Player 1; strength 8) with Senator action 1: he stands, 7 short" \
        in words
    assert not any(re.search(r"\d+ of \d+", w) for w in words), words


def test_leadership_challenged_shows_its_chances_from_the_dice():
    # Gaius (seat 2) has Fabius; the others' Patricians: Domitius, Calpurnius, Valerius.
    # Each falls on 5 or 6 (E12): 1/3; one or more of three: 1 - (2/3)^3 = 70.4%.
    m = pos(factions=F4, emperor="Domitius", turn=2, hands=[[], [], ["Leadership Challenged"], []])
    play = m.describe({"type": "play", "card": c("Leadership Challenged")})
    assert play == ("Play Leadership Challenged: each Patrician falls on 5 or 6 (33%); "
                    "3 rival Patricians, one or more fall: 70%; 1 own, one or more fall: 33%")


def test_a_crisis_move_that_brings_the_empire_down_says_so():
    # Ongoing 14; Crisis IV makes 18 (Crisis cards: XVIII collapses the Empire).
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], ["Senator action 2"], [], []],
            ongoing=["Crisis VIII", "Crisis VI"], deck_top=["Crisis IV"])
    assert top(m) == "crisis" and m.to_move() == [1]
    risk = " (if nobody deals with it, ongoing crises 18 of 18: the Empire falls, nobody wins)"
    assert _labels(m, 1) == ["Add Senator action 2 against Crisis IV: 2 of 4" + risk,
                             "Add nothing to the crisis" + risk]
    m.act(1, {"type": "pass"})
    seat = m.to_move()[0]
    assert seat == 0              # seats 2 and 3 hold nothing to add (E16)
    assert "Add nothing to the crisis; ongoing crises 18 of 18: the Empire falls, nobody wins" \
        in _labels(m, 0)
    m.act(0, {"type": "pass"})
    assert m.is_over() and m.result()["collapsed"]


def test_a_crisis_that_leaves_the_empire_standing_says_nothing_of_it():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], ["Senator action 2"], [], []],
            ongoing=["Crisis VI"], deck_top=["Crisis IV"])
    assert _labels(m, 1) == ["Add Senator action 2 against Crisis IV: 2 of 4",
                             "Add nothing to the crisis"]


def test_playing_a_crisis_card_warns_of_the_collapse():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], [], [], []],
            ongoing=["Crisis VIII", "Crisis VI"])
    words = m.describe({"type": "play", "card": c("Crisis IV")})
    assert words == ("Play Crisis IV (if nobody deals with it, ongoing crises 18 of 18: "
                     "the Empire falls, nobody wins)")
    m2 = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], [], [], []], ongoing=["Crisis VI"])
    assert m2.describe({"type": "play", "card": c("Crisis IV")}) == "Play Crisis IV"


def test_the_end_of_a_collapsed_game_says_the_empire_collapsed():
    import shell
    from boards import common
    m = pc.new_match("roman-empire", 3, seed=1)
    st = m.state
    st["collapsed"], st["winners"], st["final_scores"] = True, [], [5, 9, 8]
    res = m.game.result(st)
    assert "tiebreak" not in res
    page = shell.end_html(res, ["Ann", "Bo", "Cy"])
    assert "The Empire collapsed" in page and "Tie-break" not in page
    assert common.result_text(res, ["Ann", "Bo", "Cy"]).startswith(
        "Game over: The Empire collapsed: nobody wins.")
