"""Time of Crisis's buttons and log in words a new player reads (issue 33,
"Each game"): an action's first button says its cost; armies and recruited
counters have short names; buying that cannot happen says why; the vote roll
says how it counts; the turn counter counts rounds."""
import random

import pygame_core as pc
from pygame_core.games.time_of_crisis import table as T
from pygame_core.games.time_of_crisis.positions import army, govern

from pygame_core.games.time_of_crisis.turn import Buy

from .table import act, in_turn, match_at, table

GREEN, BLUE = 0, 1


def _do_labels(m, seat):
    return {a["act"]: m.describe(a) for a in m.legal_actions(seat) if a["type"] == "do"}


def test_the_first_buttons_say_what_an_action_costs():
    st = table()
    govern(st, GREEN, "syria", 2)        # support 2: the next space costs 3 (W3)
    govern(st, GREEN, "thracia", 1)      # support 1: 2
    army(st, GREEN, "syria", [1])
    st["pl"][GREEN]["gov_un"] = [1, 2]
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["pool"].update(m=3, s=2, p=3)
    m = match_at(st, "actions", seat=GREEN)
    words = _do_labels(m, GREEN)
    assert words["recruit_governor"] == "Recruit a Governor (1 to 2 Senate)"
    assert words["support"] == "Increase support (2 to 3 Populace)"
    assert words["add_legion"] == "Add a Legion to an army (2 Military)"       # W2
    assert words["place_governor"] == "Place a Governor (1 Senate a die)"
    act(m, GREEN, type="do", act="recruit_governor")
    assert [m.describe(a) for a in m.legal_actions(GREEN)] == [
        "Recruit a Governor: one for 1 Senate", "Recruit a Governor: one for 2 Senate"]


def test_an_army_is_named_short():
    st = table()
    govern(st, GREEN, "syria", 2)
    a = army(st, GREEN, "syria", [1])
    b = army(st, GREEN, "italia", [1, 0], cap=True)
    assert T.army_words(st, a["id"]) == "Green's army in Syria, 1 legion"
    assert T.army_words(st, b["id"]) == "Green's army in the capital of Italia, 2 legions (1 reduced)"


def _end_buying(st, seat, pp):
    """The words of End buying for ``seat`` with ``pp`` points (when it is the
    only choice the flow plays it, its words the log line: test_example_of_play)."""
    in_turn(st, seat, pp=pp)
    return Buy.labels["done"](st, {"seat": seat}, {"type": "done"})


def test_buying_skipped_says_why():
    st = table()
    govern(st, GREEN, "syria", 1)
    # ToC 5.3: the cheapest supply card is worth 2, above the 1 province governed: 4.
    assert _end_buying(st, GREEN, 2) == (
        "End buying: 2 points; the cheapest card costs 4: values above the 1 province "
        "governed cost double")
    st = table()
    govern(st, GREEN, "syria", 1)
    assert _end_buying(st, GREEN, 0) == "End buying: no political points"


def test_a_buy_within_reach_leaves_end_buying_plain():
    st = table()
    govern(st, GREEN, "syria", 1)
    govern(st, GREEN, "thracia", 1)
    assert _end_buying(st, GREEN, 2) == "End buying"


def test_the_vote_roll_says_how_it_counts(dice):
    st = table()
    govern(st, BLUE, "hispania", 3)
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["pool"]["s"] = 2
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="place_governor")
    act(m, GREEN, type="pick", region="hispania")
    dice(3, 1)
    act(m, GREEN, type="pick", dice=2)
    told = [e["text"] for e in m.log if " seeks " in e["text"]]
    assert told == ["Green seeks Hispania: needs 6, rolls 3, 1: 1 vote "
                    "(2 to 5 a vote, 6 a vote and one more die, 1 nothing)."]


def test_the_turn_counter_counts_rounds():
    m = pc.new_match("time-of-crisis", 3, seed=4)
    rng = random.Random(4)
    seen = set()
    while not m.is_over() and m.state["turns"] < 8:
        v = m.view(0)
        seen.add((v["turn"], v["round"]))
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    assert {(1, 1), (3, 1), (4, 2), (6, 2), (7, 3)} <= seen, sorted(seen)
