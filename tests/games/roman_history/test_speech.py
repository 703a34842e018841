"""Roman History read by ear (issue 46, item 1): each query's answer, word for
word, on the spec's worked turn (the "republic-turn" scenario, 7.1) walked by
its own moves, as lichess tests its blind mode; and no answer depends on the
one thing hidden, the undrawn deck's order (3.6)."""
import pytest

from games.speech_walk import assert_no_leak
from pygame_core.games.roman_history.game import GAME
from pygame_core.games.roman_history.scenarios import _steps
from pygame_core.kernel import Match
from pygame_core.kernel.rng import Rng

AEMILIA, CORNELIA, DRUSUS = 0, 1, 2
BATTLE = ("Kept in your hand: adds 1 to one of your rolls after you see the die, then it is "
          "discarded.")


def start():
    return GAME.scenario_state("republic-turn", 3, 1, {})


def walked(until):
    """The scenario walked by its moves up to the first of type ``until``, included."""
    st = start()
    for step in _steps():
        a = step["action"]
        if a:
            GAME.apply(st, step["seat"], a, [])
            if a["type"] == until:
                return st
    raise AssertionError(until)


def test_where_says_the_age_the_phase_my_holdings_and_the_vp():
    assert GAME.read(start(), AEMILIA, "where") == [
        "Age 2 of 6, Early Republic: 68 cards left in its deck.",
        "Aemilia's turn, phase 1 of 19: Fate.",
        "You are to move.",
        "You are Aemilia: 30 VP; 3 Gold, 6 Ambition, 2 Fate, 2 Legions, 3 Faction.",
        "VP: Aemilia 30, Cornelia 34, Drusus 28."]
    assert GAME.read(walked("seize"), DRUSUS, "where")[1:5] == [
        "Aemilia's turn, phase 12 of 19: Power.",
        "You are to move.",
        "You are Drusus: 28 VP; 20 Gold, 7 Ambition, 1 Fate, 2 Legions, 1 Faction.",
        "You hold power as Consul."]


def test_hand_says_the_battle_cards_and_what_each_owned_card_gives():
    assert GAME.read(start(), CORNELIA, "hand") == [
        "Your Battle cards: Virtus.",
        "It: " + BATTLE,
        "Your collection: 4 cards.",
        "Brutus (Leader, in power): Owned: +1 to your Threat and Conquest rolls; may seize "
        "power; a Death card brings him down.",
        "Mars (Religion): Owned: the most Religion cards earn +1 VP a turn; may be given up "
        "for 1 Fate.",
        "Jupiter (Religion): Owned: the most Religion cards earn +1 VP a turn; may be given "
        "up for 1 Fate.",
        "Ostia (Conquest): Owned: conquered, its VP already scored; a Disaster may take it."]
    assert GAME.read(start(), AEMILIA, "hand")[:2] == ["You hold no Battle card.",
                                                       "Your collection: 5 cards."]
    assert GAME.read(start(), None, "hand") == ["A spectator holds no hand."]


def test_others_says_each_rivals_holdings_leaders_and_battle_cards():
    assert GAME.read(start(), AEMILIA, "others") == [
        "Cornelia: 34 VP; 8 Gold, 4 Ambition, 2 Fate, 1 Legion, 2 Faction; Conquest 1, "
        "Build 0, Religion 2, Culture 0, Politics 0; Leaders Brutus (Leader, in power); "
        "Battle cards Virtus.",
        "Drusus: 28 VP; 20 Gold, 7 Ambition, 1 Fate, 2 Legions, 1 Faction; Conquest 0, "
        "Build 1, Religion 0, Culture 1, Politics 0; Leaders Horatius Cocles (Leader, in "
        "power), Spurius Cassius (Leader)."]


def test_board_says_the_deck_the_phase_track_power_the_piles_and_the_collections():
    assert GAME.read(start(), AEMILIA, "board") == [
        "Age 2 of 6, Early Republic: 68 cards left in its deck, 4 ages to come, 54 discarded.",
        "The turn: phase 1 of 19, Fate; next Destiny.",
        "Power tokens: 2 (Consul); held by Brutus (Cornelia), Horatius Cocles (Drusus).",
        "Leaders (1 Fate): Cincinnatus (Leader).",
        "Threats (fight: 6+ on 1d6): Lars Porsenna (Threat, 1 marker).",
        "Conquests (1 Ambition + 1 Gold, 5+): Veii (Conquest).",
        "Disasters and Defects (on an opponent): none.",
        "Politics (all for 1 Fate): Dictator (Politics), Daggers (Politics, a Death card).",
        "Builds (1 Ambition + 4 Gold): Restoration (Build).",
        "Religion (1 Gold): Sylvanus (Religion).",
        "Culture and Origins (1 Fate): Roman Virtue (Culture).",
        "Your collection: Vesta (Religion), Volscians (Conquest), Latin Tribes (Conquest), "
        "Patriotism (Politics), Temple (Build).",
        "Cornelia's collection: Brutus (Leader, in power), Mars (Religion), Jupiter "
        "(Religion), Ostia (Conquest).",
        "Drusus's collection: Horatius Cocles (Leader, in power), Spurius Cassius (Leader), "
        "Piety (Culture), Sewers (Build)."]


def test_board_says_the_dice_of_the_turn():
    assert GAME.read(walked("raise_legions"), AEMILIA, "board")[-1] == \
        "Dice this turn: Taxes 4 (total 6); Disaster table (Cornelia) 4; Leader's Ambition 3 " \
        "(total 4)."


def test_threats_say_what_a_rival_may_take_from_me():
    assert GAME.read(start(), AEMILIA, "threats") == [
        "Lars Porsenna has 1 marker: at 3 it brings Disasters on the one who stopped.",
        "Cornelia holds the most Religion cards: 2 to your 1.",
        "Drusus holds the most Culture cards: 1 to your 0.",
        "Cornelia leads with 34 VP to your 30."]
    assert GAME.read(start(), CORNELIA, "threats") == [
        "Lars Porsenna has 1 marker: at 3 it brings Disasters on the one who stopped.",
        "A Death card waits in Politics: Daggers; it may bring down your Leader.",
        "You hold power; a Leader may seize it: Drusus (Horatius Cocles, Spurius Cassius).",
        "Drusus holds the most Culture cards: 1 to your 0."]
    assert GAME.read(start(), None, "threats") == ["A spectator has nothing to lose."]


def test_threats_name_a_disaster_that_may_strike_me():
    st = walked("reveal_extra")          # Mutiny revealed, to be played on a rival
    assert GAME.read(st, CORNELIA, "threats")[0] == \
        "A rival may strike you with Mutiny (1 Disaster roll)."


def test_odds_the_table_heads_a_roll_with():
    assert GAME.read(start(), AEMILIA, "odds") == ["No odds are shown now."]
    assert GAME.read(walked("raise_legions"), AEMILIA, "odds") == [
        "Threats: Lars Porsenna (Threat, 1 marker), Gauls (Threat). Fight it with 1d6 (+1 "
        "with a Leader): 6 or more beats it for +10 VP, less costs a Legion; 3 markers bring "
        "Disasters on the one who stopped."]
    seize = walked("seize")
    for seat in (AEMILIA, DRUSUS, None):
        assert GAME.read(seize, seat, "odds") == [
            "Seizing power: Cincinnatus against Brutus, +0 from Faction tokens."]


@pytest.mark.parametrize("n", [2, 4])
def test_no_answer_depends_on_the_order_of_the_undrawn_deck(n):
    """Every 5th step of two seeded AI games, each seat's answers read the same
    on the table resampled by ``determinize``."""
    leaks = assert_no_leak("roman-history", n, seeds=(21, 22), every=5, steps=300,
                           changed=lambda st, other, seat: other["deck"] != st["deck"])
    assert leaks.changed > 100   # the resampling did reorder the deck


def test_where_at_the_end_says_who_won_and_the_final_vp():
    m, rng = Match(GAME, 3, seed=2), Rng(2)
    while not m.is_over():                      # a random game, 1,619 moves
        s = m.to_move()[0]
        acts = m.legal_actions(s)
        m.act(s, acts[rng.below(len(acts))])
    assert GAME.read(m.state, None, "where") == [
        "Age 6 of 6, Decline: 0 cards left in its deck.", "The game is over: Player 1 wins.",
        "VP: Player 1 485, Player 2 461, Player 3 282."]
    assert GAME.read(m.state, AEMILIA, "where")[1] == "The game is over: you win."
