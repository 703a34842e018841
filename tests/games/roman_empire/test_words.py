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


# --- issue 45: every card says what it does and why it can't be used -----------------
def _hand(m, seat):
    return {c["name"]: c for c in m.view(seat)["hand"]}


def test_every_card_says_what_it_does():
    from pygame_core.games.roman_empire import data as D
    m = pos(factions=F4, emperor="Domitius", turn=2, hands=[[], [], ["Senator action 3"], []],
            ongoing=["Crisis VI"])
    v = m.view(2)
    assert all(c["text"] == D.words(c["id"]) for c in v["hand"] + v["ongoing"])
    assert D.words(c("Senator action 3")).startswith("Needs a Senator in your faction.")
    assert D.words(c("Rome action 2")).startswith("Only for the player who holds the Emperor card.")
    assert "+2 strength for good" in D.words(c("Hero +2"))
    assert "every Senator loses 1 strength" in D.words(c("Disrepute -1"))
    assert len(set(D.TEXT)) >= 15      # each effect, background and amount its own words


def test_an_unusable_card_says_why_and_a_usable_one_says_nothing():
    # Seat 2 (Fabius, Aper, Tacitus): a Patrician, a Guard and a Senator, no Emperor card.
    m = pos(factions=[["Domitius", "Nerva", "Macro"], ["Calpurnius", "Perennis"],
                      ["Fabius", "Aper", "Tacitus"], ["Valerius", "Symmachus"]],
            emperor="Domitius", turn=1,
            hands=[["Rome action 2"], ["Senator action 3", "Rome action 1", "Diplomacy",
                                       "Leadership Challenged", "Patrician action 2"],
                   ["Praetorian Guard action 4", "Hero +1"], []])
    mine = _hand(m, 1)
    assert mine["Senator action 3"]["unusable"] == (
        "No Senator in your faction: Senator actions can only be discarded.")
    assert mine["Rome action 1"]["unusable"] == (
        "You do not hold the Emperor card: Rome actions can only be discarded.")
    assert mine["Diplomacy"]["unusable"] == (
        "You do not hold the Emperor card: Diplomacy can only be discarded.")
    assert "unusable" not in mine["Leadership Challenged"]      # Perennis is a Guard
    assert "unusable" not in mine["Patrician action 2"]
    # only a discard is offered for the unusable ones
    for name in ("Senator action 3", "Rome action 1", "Diplomacy"):
        assert {a["type"] for a in m.legal_actions(1) if a.get("card") == mine[name]["id"]} == \
            {"discard"}
    assert "unusable" not in _hand(m, 0)["Rome action 2"]       # the Emperor's player's
    assert all("unusable" not in x for x in m.view(2)["hand"])
    m2 = pos(factions=[["Domitius"], ["Calpurnius"], ["Fabius"], ["Valerius"]], emperor="Domitius",
             turn=1, hands=[[], ["Praetorian Guard action 4", "Leadership Challenged"], [], []])
    assert _hand(m2, 1)["Praetorian Guard action 4"]["unusable"] == (
        "No Praetorian Guard in your faction: Guard actions can only be discarded.")
    assert _hand(m2, 1)["Leadership Challenged"]["unusable"].startswith(
        "No Praetorian Guard in your faction")


def test_on_tour_every_action_card_is_unusable_until_the_next_turn():
    m = pos(factions=F4, emperor="Domitius", turn=1,
            hands=[[], ["Tour of the Provinces", "Senator action 2"], [], []])
    assert "unusable" not in _hand(m, 1)["Senator action 2"]
    m.act(1, {"type": "play", "card": c("Tour of the Provinces")})
    why = _hand(m, 1)["Senator action 2"]["unusable"]
    assert why.startswith("Your faction is on Tour of the Provinces")


def test_the_log_says_who_has_nothing_to_add_to_a_crisis():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], ["Senator action 2"], [], []],
            ongoing=["Crisis VI"], deck_top=["Crisis IV"])
    m.act(1, {"type": "pass"})
    lines = [e["text"] for e in m.log]
    assert "Player 3 has no card to add against Crisis IV." in lines
    assert "Player 4 has no card to add against Crisis IV." in lines
    assert "Player 2 has no card to add against Crisis IV." not in lines   # he passed


def test_the_crisis_and_option_help_state_the_rule():
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], ["Senator action 2"], [], []],
            deck_top=["Crisis IV"])
    assert "passed by" in m.view(1)["help"] and "Emperor card" in m.view(1)["help"]
    finish_crisis = m.legal_actions(1)[-1]
    m.act(1, finish_crisis)
    while top(m) != "option":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[-1])
    assert "it can only be discarded" in m.view(m.to_move()[0])["help"]


# --- issue 45: a collapsed game names the crises that brought the Empire down -------
def test_a_collapse_names_each_crisis_who_played_it_added_and_passed():
    m = pos(factions=F4, emperor="Domitius", turn=0,
            hands=[[], ["Senator action 2"], [], ["Patrician action 1"]],
            ongoing=["Crisis VIII", "Crisis VI"], deck_top=["Crisis IV"])
    m.act(1, {"type": "answer", "card": c("Senator action 2")})
    m.act(3, {"type": "pass"})
    while not m.is_over():
        m.act(m.to_move()[0], {"type": "pass"})
    res = m.result()
    turn = m.state["turns"]
    assert res["ending"] == (
        f"The Empire collapsed in turn {turn}: ongoing crises reached 18 of 18, nobody wins. "
        "Crisis VIII failed. Crisis VI failed. "          # set by hand: no record of them
        f"Crisis IV, played by Player 1 in turn {turn}, failed at 2 of 4: Player 2 added 2; "
        "Player 4 and Player 1 passed with cards to add.")
    assert m.state["failed"] == [{"card": c("Crisis IV"), "by": 0, "turn": turn,
                                  "played": [[1, c("Senator action 2")]], "passed": [3, 0]}]


def test_a_seeded_collapse_is_told_crisis_by_crisis_and_an_old_state_still_ends():
    import random
    m = pc.new_match("roman-empire", 5, seed=0)
    rng = random.Random(0)                     # random play: collapses in turn 4
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    res = m.result()
    assert res["collapsed"] and res["winners"] == []
    head, _, rest = res["ending"].partition(". ")
    assert head == "The Empire collapsed in turn 4: ongoing crises reached 23 of 18, nobody wins"
    assert rest.split(". ")[0] == ("Crisis V, played by Player 3 in turn 2, failed at 3 of 5: "
                                   "Player 4 added 3; Player 1 and Player 2 passed with cards to add")
    assert rest.count("failed at") == len(m.state["ongoing"]) == 4
    for r in m.state["failed"]:      # what was added is what the crisis fell short with
        assert f"failed at {sum(D_VALUE(x) for _, x in r['played'])} of" in res["ending"]
    # a state from before the record (no "failed" key) still gives a result
    st = dict(m.state)
    del st["failed"]
    old = m.game.result(st)
    assert old["ending"].startswith("The Empire collapsed in turn 4") and \
        "Crisis V failed." in old["ending"]
    assert pc.load_match(m.save()).result() == res      # the save replays to it


def D_VALUE(card):
    from pygame_core.games.roman_empire.data import VALUE
    return VALUE[card]


def test_the_end_screen_shows_the_collapse_crisis_by_crisis():
    import shell
    from boards import common
    res = {"scores": [3, 0, 5], "winners": [], "collapsed": True,
           "ending": "The Empire collapsed in turn 9: ongoing crises reached 19 of 18, nobody "
                     "wins. Crisis VIII, played by Ann in turn 5, failed at 2 of 8: Bo added 2; "
                     "Cy passed with a card to add. Crisis VI failed."}
    page = shell.end_html(res, ["Ann", "Bo", "Cy"])
    assert ("<p class='winner'>The Empire collapsed in turn 9: ongoing crises reached 19 of 18, "
            "nobody wins.</p>") in page
    assert ("<ul class='ending'><li>Crisis VIII, played by Ann in turn 5, failed at 2 of 8: Bo "
            "added 2; Cy passed with a card to add.</li><li>Crisis VI failed.</li></ul>") in page
    assert common.result_text(res, ["Ann", "Bo", "Cy"]) == (
        "Game over: The Empire collapsed in turn 9: ongoing crises reached 19 of 18, nobody wins. "
        "Scores: Ann 3, Bo 0, Cy 5.")
    won = shell.end_html({"scores": [3, 5], "winners": [1]}, ["Ann", "Bo"])
    assert "ending" not in won


def test_a_finished_game_marks_no_card_unusable():
    import random
    m = pc.new_match("roman-empire", 5, seed=0)
    rng = random.Random(0)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    hand = m.view(0)["hand"]
    assert hand and all("unusable" not in x for x in hand)
    from pygame_core.games.roman_empire.rules import unusable
    assert any(unusable(m.state, 0, x["id"]) for x in hand)     # the rule itself still says so


def test_the_collapse_warning_reads_no_rival_hand():
    """A button's words are the mover's to see: whether a later seat may still
    answer is told from what the table shows (cards in hand, a leader, not on
    Tour), never from the cards it holds.  Seat 2 after the mover holds a card
    it cannot add (a Crisis) or one it can: the mover's words are the same, the
    risk; with nothing in seat 2's hand, the certainty."""
    from pygame_core.games.roman_empire.positions import card_ids
    from pygame_core.games.roman_empire.table import collapse_words
    m = pos(factions=F4, emperor="Domitius", turn=0, hands=[[], [], [], []],
            ongoing=["Crisis VIII", "Crisis VI"])
    st, crisis = m.state, c("Crisis IV")
    f = {"queue": [1, 2], "card": crisis, "played": []}
    said = {}
    for held in ("Crisis V", "Senator action 1", None):
        st["hands"][2] = [card_ids(held, set(sum(st["hands"], [])) | {crisis})] if held else []
        said[held] = collapse_words(st, f, crisis)
    assert said["Crisis V"] == said["Senator action 1"] == \
        " (if nobody deals with it, ongoing crises 18 of 18: the Empire falls, nobody wins)"
    assert said[None] == "; ongoing crises 18 of 18: the Empire falls, nobody wins"
