"""What the Time of Crisis search reads (ai.py): the rule of thumb for a
governorship, which decisions are searched, the evaluation and the horizon.
Strength itself is measured head to head (benchmarks/bench_toc_ai.py)."""
import pygame_core as pc
from pygame_core.games.time_of_crisis import GAME, actions as A, ai, table as T
from pygame_core.kernel import Match, copy_state

from .test_ai_heuristics import at_actions


def senate_position(senate, hand):
    """Seed 2, two players, seat 1 at its actions with ``senate`` Senate
    influence, ``hand`` in hand and a Governor available; the neutral
    provinces Gallia, Pannonia and Asia at support 1 (2 votes, ToC 6.3.2)
    and Italia at 4 (8 votes)."""
    m = at_actions()
    st = copy_state(m.state)
    seat = m.to_move()[0]
    assert seat == 1 and st["prov"]["italia"]["sup"] == 4
    pl = st["pl"][seat]
    pl["hand"] = dict(hand)
    pl["pool"]["s"] = senate
    pl["gov_av"] = 1
    return Match(GAME, m.players, m.seed, m.options, _state=st), seat


def test_the_senate_is_saved_while_blue_cards_can_make_the_vote_certain():
    m, seat = senate_position(1, {"blue_1": 2, "yellow_1": 1})
    acts = m.legal_actions(seat)
    assert {"type": "do", "act": "place_governor"} in acts
    assert ai.policy(m.state, seat, acts, None) == {"type": "play", "card": "blue_1"}
    # No blue card left to play: the one die is rolled rather than lost.
    m, seat = senate_position(1, {"yellow_1": 1})
    acts = m.legal_actions(seat)
    assert ai.policy(m.state, seat, acts, None) == {"type": "do", "act": "place_governor"}


def test_a_governorship_goes_where_the_dice_cover_the_votes_with_no_die_to_spare():
    m, seat = senate_position(3, {"yellow_1": 1})
    acts = m.legal_actions(seat)
    a = ai.policy(m.state, seat, acts, None)
    assert a == {"type": "do", "act": "place_governor"}
    m.act(seat, a)
    picks = m.legal_actions(seat)
    assert {"type": "pick", "region": "italia"} in picks       # 8 votes: out of reach
    a = ai.policy(m.state, seat, picks, None)
    p = a["region"]
    assert m.state["prov"][p]["gov"] == T.NEUTRAL and A.requirement(m.state, seat, p) == 2
    m.act(seat, a)
    # A neutral province whose votes the dice cover is won without a roll
    # (R-A2): two dice of the three, the third kept.
    assert ai.policy(m.state, seat, m.legal_actions(seat), None) == {"type": "pick", "dice": 2}


def test_italia_is_sought_first_once_the_votes_are_there():
    m, seat = senate_position(8, {})
    st = m.state
    regions = A.place_governor_targets(st, seat)
    assert "italia" in regions and "gallia" in regions
    assert ai._governor_target(st, seat, regions) == "italia"
    st["pl"][seat]["pool"]["s"] = 7
    assert ai._governor_target(st, seat, regions) != "italia"


def test_only_the_choice_of_action_and_target_is_searched():
    """Through an all-easy game: every decision outside Take Actions and its
    targets is the rule of thumb at once, and so is playing a card for its
    influence; the choice between actions (or ending them) is searched."""
    m = pc.new_match("time-of-crisis", 4, seed=31)
    searched, instant = set(), set()
    while not m.is_over() and len(m.actions) < 900:
        seat = m.to_move()[0]
        acts = m.legal_actions(seat)
        if len(acts) > 1:
            step = m.state["stack"][-1]["p"]
            pick = ai.policy(m.state, seat, acts, None) if step == "actions" else None
            if ai.obvious(m.state, seat, acts):
                instant.add(step)
                assert step not in ai.SEARCHED or pick["type"] == "play"
            else:
                searched.add(step)
                assert step in ai.SEARCHED and (pick is None or pick["type"] != "play")
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    assert searched == {"actions", "target"}
    assert {"refill", "buy", "actions"} <= instant


def test_the_evaluation_follows_who_is_ahead():
    m = at_actions(seed=5, players=4)
    st = copy_state(m.state)
    base = ai.evaluate(GAME, st, 4)
    assert all(0.0 < r < 1.0 for r in base)
    st["pl"][2]["legacy"] += 12
    ahead = ai.evaluate(GAME, st, 4)
    assert ahead[2] > 0.5 > max(ahead[s] for s in (0, 1, 3))
    assert ahead[2] > base[2] and all(ahead[s] < base[s] for s in (0, 1, 3))
    # A province more is worth more than nothing; barbarians in it, less.
    s = next(s for s in range(4) if T.governed(st, s))
    p = T.governed(st, s)[0]
    before = ai.worth(st, s, T.emperor(st))
    st["barb"][p] = {"goths": [3, 0]}
    assert ai.worth(st, s, T.emperor(st)) < before


def test_a_finished_game_scores_the_winner_above_every_loser():
    m = pc.new_match("time-of-crisis", 4, seed=3)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, pc.ai.choose(m, s, "easy", seed=len(m.actions)))
    r = ai.evaluate(GAME, m.state, 4)
    winners = m.result()["winners"]
    assert all(r[w] == 1.0 / len(winners) for w in winners)
    assert all(r[s] <= ai.LOSS for s in range(4) if s not in winners)
    assert ai.evaluate_chances(GAME, m.state, 4) == r     # hard's too (issue 36)


def test_a_rollout_stops_when_the_next_turn_begins():
    m = at_actions(seed=5, players=4)
    st = m.state
    stop = ai.horizon(st)
    assert not stop({"turns": st["turns"]})
    assert stop({"turns": st["turns"] + ai.TURNS})
    stop = ai.horizon(st)
    assert not any(stop({"turns": st["turns"]}) for _ in range(ai.MAX_ROLLOUT))
    assert stop({"turns": st["turns"]})          # the safety net


def test_the_levels_have_caps_of_their_own():
    from pygame_core.ai import level_config
    normal, hard = level_config(GAME, "normal"), level_config(GAME, "hard")
    assert normal == ai.levels["normal"] and hard == ai.levels["hard"]
    assert normal["max_iterations"] < hard["max_iterations"]


def test_hard_values_its_playouts_by_the_calibrated_chance_to_win():
    """Issue 36: hard's playouts are valued by the review's chance to win (one
    distribution over the seats, the leader's above the fair share; a finished
    game as the plain evaluation, in the test above); normal keeps ``evaluate``."""
    assert ai.PairedHard.evaluations == {"hard": ai.evaluate_chances}
    m = at_actions(seed=5, players=4)
    st = copy_state(m.state)
    st["pl"][2]["legacy"] += 12
    chances = ai.evaluate_chances(GAME, st, 4)
    assert chances == ai.win_chances(GAME, st)
    assert abs(sum(chances) - 1.0) < 1e-9 and chances[2] == max(chances) > 0.25
