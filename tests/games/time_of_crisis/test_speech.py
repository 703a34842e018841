"""Time of Crisis read by ear (issue 46, item 1): each query's answer, word for
word, on fixed positions (the scenarios and positions built by hand), as
lichess tests its blind mode; and no answer depends on what its seat cannot
see (a determinized table reads the same)."""
import pytest

from games.speech_walk import assert_no_leak
from pygame_core.ai import heuristics_for
from pygame_core.games.time_of_crisis.game import GAME
from pygame_core.games.time_of_crisis.positions import army, govern
from pygame_core.kernel import Match
from pygame_core.kernel.rng import Rng
from .table import match_at, table

GREEN, BLUE, YELLOW, RED = 0, 1, 2, 3


def combat():
    """W10: Red in his Take Actions, his army beside Green's in Macedonia."""
    return GAME.scenario_state("combat", 4, 1, {})


def test_where_says_the_round_the_step_my_influence_points_and_the_legacy():
    assert GAME.read(combat(), RED, "where") == [
        "Round 1: Red's turn, Take Actions.",
        "You are to move.",
        "You are Red, with 0 legacy of 60.",
        "Unspent influence: 3 Military.",
        "Political points to buy with: 0.",
        "You govern no province.",
        "In reserve: 0 Governors, 0 Generals.",
        "Emperor: none.",
        "Legacy: Green 0, Blue 0, Yellow 0, Red 0."]


def test_where_for_the_emperor_counts_the_points_after_the_coming_support_check():
    st = GAME.scenario_state("support-check", 4, 1, {})
    assert GAME.read(st, GREEN, "where") == [
        "Round 1: Green's turn, Take Actions.",
        "You are to move.",
        "You are Green, with 0 legacy of 60.",
        "You are the Emperor (0 Emperor turns).",
        "Unspent influence: none.",
        "Political points to buy with: 5.",
        "You govern Africa, Italia, Pannonia and Thracia.",
        "In reserve: 0 Governors, 0 Generals.",
        "Emperor: you.",
        "Legacy: Green 0, Blue 0, Yellow 0, Red 0."]


def test_hand_names_each_card_with_what_it_does_and_the_cards_played():
    assert GAME.read(combat(), RED, "hand") == [
        "Your hand: 1 card.",
        "Red 1: 1 Military influence.",
        "Played this turn: Flanking Maneuver.",
        "Your Available Pile: 0 cards; your discard: 0 cards."]


def seeded():
    """A 2-player game, seed 5, walked 120 steps by the heuristic AI."""
    m = Match(GAME, 2, seed=5)
    heur, rng = heuristics_for(GAME), Rng(5)
    for _ in range(120):
        s = m.to_move()[0]
        m.act(s, heur.policy(m.state, s, m.legal_actions(s), rng))
    return m


def test_hand_counts_copies_and_says_an_event_cards_words():
    m = seeded()
    assert GAME.read(m.state, 1, "hand") == [
        "Your hand: 5 cards.",
        "Red 1: 1 Military influence.",
        "Blue 1, 3 of them: 1 Senate influence.",
        "Tribute: 2 Senate. Event, once: the active barbarians of one tribe in one province "
        "turn inactive.",
        "Your Available Pile: 6 cards; your discard: 0 cards."]
    assert GAME.read(m.state, 1, "others") == [
        "Player 1 (green): 5 legacy; governs Pannonia and Asia; 2 armies; 2 cards in hand."]
    assert GAME.read(m.state, 1, "where")[:3] == [
        "Round 3: Player 1's turn, End of Turn.", "Waiting for Player 1.",
        "You are Player 2 (blue), with 5 legacy of 60."]


def test_others_says_what_each_other_seat_shows():
    assert GAME.read(combat(), RED, "others") == [
        "Green: 0 legacy; governs Macedonia; 1 army; 1 card in hand.",
        "Blue: 0 legacy; governs no province; 0 armies; 1 card in hand.",
        "Yellow: 0 legacy; governs no province; 0 armies; 1 card in hand."]


def test_board_walks_the_provinces_then_the_homelands():
    assert GAME.read(combat(), RED, "board") == [
        "Britannia: a neutral governor; support 1.",
        "Gallia: a neutral governor; support 1.",
        "Hispania: a neutral governor; support 1.",
        "Africa: a neutral governor; support 1.",
        "Italia: a neutral governor; support 8.",
        "Pannonia: a neutral governor; support 1.",
        "Macedonia: governed by Green; support 2; the Militia; Green's army in the capital of "
        "Macedonia, 2 legions (1 reduced), with a Castra, with the Militia; Red's army in "
        "Macedonia, 3 legions.",
        "Thracia: a neutral governor; support 1.",
        "Asia: a neutral governor; support 1.",
        "Galatia: a neutral governor; support 1.",
        "Syria: a neutral governor; support 1.",
        "Aegyptus: a neutral governor; support 1.",
        "Frankish homeland: 0 active, 10 inactive.",
        "Alamannic homeland: 0 active, 10 inactive.",
        "Gothic homeland: 0 active, 10 inactive.",
        "Sassanid homeland: 0 active, 10 inactive.",
        "Nomad homeland: 0 active, 10 inactive.",
        "The Emperor: none.",
        "Events left: 15; Legions left: 28."]


def test_board_names_the_rival_emperor_barbarians_and_improvements_where_they_stand():
    said = GAME.read(GAME.scenario_state("support-check", 4, 1, {}), GREEN, "board")
    assert said[1] == "Gallia: a neutral governor; support 1; Postumus, rival emperor."
    assert said[4:8] == [
        "Italia: governed by you; support 4; Amphitheater.",
        "Pannonia: governed by you; support 2; Alamanni 1 active; Red's army in the capital "
        "of Pannonia, 1 legion.",
        "Macedonia: a neutral governor; support 1.",
        "Thracia: governed by you; support 1; Goths 1 active."]
    assert said[-2:] == ["The Emperor: you.", "Events left: 15; Legions left: 32."]


def test_threats_in_and_next_to_my_provinces_and_a_rival_emperor_near_the_end():
    st = table()
    st["seat"] = GREEN
    govern(st, GREEN, "thracia", 2)
    st["prov"]["thracia"]["mobs"] = 1
    st["barb"]["macedonia"]["goths"] = [2, 0]
    st["home"]["goths"] = [1, 7]
    army(st, BLUE, "asia", [1, 1])
    st["pl"][BLUE]["legacy"] = 55
    govern(st, BLUE, "italia", 4)
    m = match_at(st, "actions", seat=GREEN)
    assert GAME.read(m.state, GREEN, "threats") == [
        "In your Thracia: 1 Mob, support 2.",
        "Next to your Thracia, in Macedonia: Goths 2 active.",
        "Next to your Thracia, in Asia: Blue's army in Asia, 2 legions.",
        "Next to your Thracia, in Gothic homeland: Goths 1 active at home.",
        "Blue is the Emperor, with 55 of the 60 legacy that bring the last round."]


def test_threats_name_the_support_check_to_come_and_an_army_in_my_province():
    st = GAME.scenario_state("support-check", 4, 1, {})
    assert GAME.read(st, GREEN, "threats") == [
        "In your Pannonia: Alamanni 1 active.",
        "In your Pannonia: Red's army in the capital of Pannonia, 1 legion.",
        "In your Thracia: Goths 1 active.",
        "If your actions ended now, the Support Check would take Thracia."]
    assert GAME.read(combat(), RED, "threats") == ["Nothing threatens you now."]


def test_odds_of_a_battle_before_it_is_fought_and_none_for_the_others():
    st = combat()
    GAME.apply(st, RED, {"type": "do", "act": "battle"}, [])
    assert GAME.read(st, RED, "odds") == [
        "Battle against Green's army in the capital of Macedonia, 2 legions (1 reduced) in "
        "Macedonia: you win 33%, lose 67%; your hits: 0 22%, 1 34%, 2 28%, 3 11%, 4+ 5%.",
        "The Support Check, if your actions ended now: 0 political points to buy with; it "
        "changes no province."]
    assert GAME.read(st, GREEN, "odds") == ["No odds are shown now."]
    assert GAME.read(st, GREEN, "threats") == [
        "In your Macedonia: Red's army in Macedonia, 3 legions."]


def test_odds_of_a_place_a_governor_once_its_province_is_picked():
    st = GAME.scenario_state("place-governor", 4, 1, {})
    GAME.apply(st, GREEN, {"type": "do", "act": "place_governor"}, [])
    assert len(GAME.read(st, GREEN, "odds")) == 12 + 1        # every province open to him
    GAME.apply(st, GREEN, {"type": "pick", "region": "hispania"}, [])
    assert GAME.read(st, GREEN, "odds") == [
        "Place a Governor in Hispania: needs 5 votes: 1 die 0%, 2 dice 1%, 3 dice 8%, "
        "4 dice 30%.",
        "The Support Check, if your actions ended now: 0 political points to buy with; it "
        "changes no province."]


def test_odds_of_the_support_check_as_the_page_forecasts_it():
    st = GAME.scenario_state("support-check", 4, 1, {})
    assert GAME.read(st, GREEN, "odds") == [
        "The Support Check, if your actions ended now: 5 political points to buy with; "
        "support falls in Italia to 2 and Pannonia to 1; you lose Thracia."]


def test_a_spectator_hears_the_table_but_no_hand():
    st = GAME.scenario_state("place-governor", 4, 1, {})
    assert GAME.read(st, None, "where") == [
        "Round 1: Green's turn, Take Actions.", "Waiting for Green.", "Emperor: none.",
        "Legacy: Green 0, Blue 0, Yellow 0, Red 0."]
    assert GAME.read(st, None, "hand") == ["A spectator holds no hand."]
    assert GAME.read(st, None, "threats") == ["A spectator has nothing to lose."]
    assert GAME.read(st, None, "odds") == ["No odds are shown now."]


@pytest.mark.parametrize("n", [2, 4])
def test_no_answer_depends_on_what_its_seat_cannot_see(n):
    """Every 5th step of two seeded AI games, each seat's answers read the same
    on the table resampled by ``determinize``."""
    def hidden(st, other, seat):      # a hand the seat cannot see was dealt again
        return any(other["pl"][x]["hand"] != st["pl"][x]["hand"] for x in range(n) if x != seat)
    leaks = assert_no_leak("time-of-crisis", n, seeds=(11, 12), every=5, steps=240, changed=hidden)
    assert leaks.changed > 100   # the resampling did change the hands the seat cannot see


def test_where_at_the_end_says_who_won_why_and_the_final_legacy():
    m, rng = Match(GAME, 4, seed=2), Rng(2)
    while not m.is_over():                      # a random game, 576 moves
        s = m.to_move()[0]
        acts = m.legal_actions(s)
        m.act(s, acts[rng.below(len(acts))])
    ended = ("The game is over: Player 2 wins. Diocletian was drawn from the event deck: the "
             "game ended at once.")
    assert GAME.read(m.state, None, "where") == [
        ended, "Emperor: none.", "Legacy: Player 1 6, Player 2 38, Player 3 5, Player 4 7."]
    assert GAME.read(m.state, 1, "where")[:2] == [
        ended.replace("Player 2 wins", "you win"), "You are Player 2 (blue), with 38 legacy of 60."]
    assert GAME.read(m.state, 1, "odds") == ["No odds are shown now."]
