"""A battle's odds before the player commits (issue 43, defect 4): the view's
``battle_odds`` (combat.battle_chances) against a count by hand and against
the engine's own battle played with every roll of the dice; the invaders in
the province are the target; the prompt names what was picked (defect 10);
the coming Support Check in the view (defect 10)."""
from fractions import Fraction

import pytest

from pygame_core.games.time_of_crisis import combat as C, table as T
from pygame_core.games.time_of_crisis.positions import army, govern
from .table import act, match_at, table

GREEN, BLUE, YELLOW, RED = 0, 1, 2, 3


def goths_in_macedonia(goths=1, legions=(1,)):
    """Green's army of ``legions`` in Macedonia with ``goths`` active Goths there."""
    st = table()
    st["seat"] = GREEN
    a = army(st, GREEN, "macedonia", list(legions))
    st["barb"]["macedonia"]["goths"] = [goths, 0]
    st["home"]["goths"][1] -= goths
    st["pl"][GREEN]["pool"]["m"] = 2
    return st, a


def test_one_legion_against_one_goth_by_hand():
    """A full Legion (hits on 3+) against a Goth (4+), a 6 a hit and one die
    more (ToC 8.1): the Goth dies on any hit (4/6); the army, which holds two
    hits, goes only on the Goth's 6 then a hit (1/6 * 1/2): win 4/6 * 11/12,
    both destroyed 4/6 * 1/12, lose the rest."""
    st, a = goths_in_macedonia()
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="battle")
    odds = m.view(GREEN)["battle_odds"]
    assert set(odds) == {"army:" + str(a["id"])}       # its one enemy: the pick fights
    o = odds["army:" + str(a["id"])]
    pct = lambda f: int(round(100 * f))
    assert o["win"] == pct(Fraction(4, 6) * Fraction(11, 12)) == 61
    assert o["none"] == pct(Fraction(4, 6) * Fraction(1, 12)) == 6
    assert o["lose"] == pct(Fraction(2, 6)) == 33
    assert o["hits"] == [33, 67]                         # 0 hits, 1 (enough)
    assert o["taken"] == [50, pct(Fraction(3, 6) - Fraction(1, 12)), pct(Fraction(1, 12))]
    assert o["region"] == "macedonia" and o["against"] == "Goths"


def rolls(dice, sixes):
    """Every roll of ``dice`` dice as the engine consumes them (a 6 rolls one
    die more), with up to ``sixes`` sixes: (faces, probability)."""
    if not dice:
        return [([], Fraction(1))]
    out = []
    for face in range(1, 7):
        if face == 6 and not sixes:
            continue
        more = dice if face == 6 else dice - 1
        out += [([face] + rest, Fraction(1, 6) * p)
                for rest, p in rolls(more, sixes - (face == 6))]
    return out


def test_the_odds_are_the_engines_battle_with_every_roll(dice):
    """Two Legions (full 3+, reduced 5+) against a Goth (4+), played by the
    engine with every roll of the dice (up to three sixes a side): the share
    of rolls it wins, loses, or where both go, is the odds'."""
    from pygame_core.games.time_of_crisis import GAME
    from pygame_core.kernel import Match, copy_state
    st, a = goths_in_macedonia(goths=1, legions=(1, 0))
    m0 = match_at(st, "actions", seat=GREEN)
    act(m0, GREEN, type="do", act="battle")
    odds = m0.view(GREEN)["battle_odds"]["army:" + str(a["id"])]
    got = {"win": Fraction(0), "lose": Fraction(0), "none": Fraction(0)}
    covered = Fraction(0)
    for mine, p in rolls(2, 3):
        for theirs, q in rolls(1, 3):
            m = Match(GAME, 4, 0, dict(m0.options), _state=copy_state(m0.state))
            dice.queue[:] = []
            dice(*mine, *theirs)
            m.act(GREEN, {"type": "pick", "army": a["id"]})
            assert not dice.queue                  # every die scripted was rolled
            while m.state["stack"] and m.state["stack"][-1]["p"] in ("hits", "hit_barbarians"):
                seat = m.to_move()[0]
                m.act(seat, m.legal_actions(seat)[0])
            text = " ".join(e["text"] if isinstance(e, dict) else e for e in m.log)
            if "Green wins the battle" in text:
                got["win"] += p * q
            elif "nobody wins" in text:
                got["none"] += p * q
            else:
                assert "Goths win the battle" in text, text
                got["lose"] += p * q
            covered += p * q
    left = 1 - covered
    assert left < Fraction(1, 200)
    for k in got:                      # whole percentages, the rolls left out at most
        assert got[k] * 100 - Fraction(1, 2) <= odds[k] <= (got[k] + left) * 100 + Fraction(1, 2), \
            (k, float(100 * got[k]), odds)


def test_the_invaders_in_the_province_are_the_target_and_the_prompt_names_the_pick():
    st, a = goths_in_macedonia(goths=2, legions=(1, 1, 1))
    y = army(st, YELLOW, "macedonia", [1])
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="battle")
    assert m.view(GREEN)["battle_odds"] == {}            # two enemies: none yet
    act(m, GREEN, type="pick", army=a["id"])
    v = m.view(GREEN)
    assert v["prompt"]["text"] == "Initiate a battle in Macedonia: choose what you attack."
    assert set(v["battle_odds"]) == {"tribe:goths", "army:" + str(y["id"])}
    assert v["battle_odds"]["tribe:goths"]["region"] == "macedonia"
    import boards
    html = boards.render("time-of-crisis", v, GREEN, ["G", "B", "Y", "R"], v["prompt"]["actions"])
    # the Goths' counters in Macedonia are the button, with the odds in its tooltip
    at = html.index("data-r='macedonia'")
    here = html.index("class='toc-tribe-here'")
    assert at < here < html.index("data-r='thracia'")
    assert "aria-label='Initiate a battle: Goths (costs 1 Military)'" in html[here:here + 400]
    assert "you win " + str(v["battle_odds"]["tribe:goths"]["win"]) + "%" in html[here:here + 600]
    assert "Initiate a battle</span>" in html and "toc-battle-odds" in html   # beside the prompt


def test_place_a_governor_names_the_province_once_chosen():
    st = table()
    st["pl"][GREEN]["gov_av"] = 1
    st["pl"][GREEN]["pool"]["s"] = 2
    m = match_at(st, "actions", seat=GREEN)
    act(m, GREEN, type="do", act="place_governor")
    assert m.view(GREEN)["prompt"]["text"] == "Place a Governor: choose its target."
    act(m, GREEN, type="pick", region="asia")
    assert m.view(GREEN)["prompt"]["text"] == \
        "Place a Governor in Asia: choose how many Senate dice to roll."


def test_the_coming_support_check_is_counted_and_marked():
    """ToC 6.4: barbarians in Galatia lower its support; Mobs as many as its
    support lose it; the points buying starts with count it."""
    st = table()
    govern(st, GREEN, "galatia", 2)
    govern(st, GREEN, "syria", 3)
    st["prov"]["galatia"]["mobs"] = 1
    st["barb"]["galatia"]["sassanids"] = [1, 0]
    st["home"]["sassanids"][1] -= 1
    m = match_at(st, "actions", seat=GREEN)
    v = m.view(GREEN)
    assert v["player_state"][GREEN]["points_now"] == 1 + 3
    assert v["support_check"] == {"points": 3, "provinces": {"galatia": {"support": 0, "lost": True}}}
    import boards
    html = boards.render("time-of-crisis", v, GREEN, ["G", "B", "Y", "R"], v["prompt"]["actions"])
    assert "Points to buy with <b>3</b> <span class='toc-pp-why'>after the Support Check (4 now; " \
           "loses Galatia)</span>" in html
    at = html.index("data-r='galatia'")
    assert "▼ lost" in html[at:html.index("data-r='syria'")]
