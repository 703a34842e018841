"""Roman History AI: a rule of thumb for every step, always legal, and the
judgement the issue asks for (fight only with Legions to spare unless a third
marker threatens; keep Gold for upkeep; seize power when the roll is likely)."""
import pygame_core as pc
from pygame_core.games.roman_history import ai
from pygame_core.games.roman_history.rules import flow
from pygame_core.kernel.rng import Rng

from .rh_table import act, p, player, step, table, to_phase


def test_a_policy_for_every_step():
    assert set(flow.steps) == set(ai.POLICIES)


def test_the_easy_ai_beats_random_players_and_stays_legal():
    wins = 0
    for g in range(1):          # strength is measured in build.py bench (bench_ai.py)
        m = pc.new_match("roman-history", 3, seed=40 + g)
        rng = Rng(g)
        while not m.is_over():
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            a = pc.ai.choose(m, seat, "easy", seed=len(m.actions)) if seat == 0 else \
                legal[rng.below(len(legal))]
            assert a in legal
            m.act(seat, a)
        wins += 0 in m.result()["winners"]
    assert wins == 1


def choose(m, seat=0):
    return pc.ai.choose(m, seat, "easy", seed=1)


def test_stops_fighting_without_legions_to_spare():
    m = table([player(legions=2, gold=5), player()], dice=[6, 1],
              avail={"threat": ["gauls", "pontius"]})
    to_phase(m, 9)
    act(m, 0, type="fight", card="gauls")          # 1: a Legion lost, one left
    assert choose(m) == {"type": "stop"}


def test_fights_on_when_a_third_marker_would_bring_three_disasters():
    m = table([player(legions=2, gold=5), player()], dice=[6, 1],
              avail={"threat": ["gauls", "pontius"]}, markers={"pontius": 2})
    to_phase(m, 9)
    assert choose(m) == {"type": "fight", "card": "pontius"}     # the dangerous one first
    act(m, 0, type="fight", card="gauls")
    assert choose(m)["type"] == "fight"


def test_raises_legions_for_waiting_threats_and_keeps_gold_otherwise():
    m = table([player(gold=20, legions=1), player()], dice=[1],
              avail={"threat": ["gauls", "pontius"]})
    to_phase(m, 8)
    assert choose(m) == {"type": "raise_legions", "n": 3}       # 2 Threats: 4 Legions
    m = table([player(gold=20, legions=1), player()], dice=[1])
    to_phase(m, 8)
    assert choose(m) == {"type": "done"}


def test_seizes_a_vacancy_and_a_likely_roll_but_not_an_unlikely_one():
    m = table([player(ambition=5, coll=["camillus"]), player()], dice=[1])
    to_phase(m, 12)
    assert choose(m)["target"] == "vacancy"
    for faction, expect in ((3, "seize"), (0, "pass")):
        m = table([player(ambition=5, faction=faction, coll=["camillus"]),
                   player(coll=["brutus", "cincinnatus"])], dice=[1],
                  power=["brutus", "cincinnatus"])
        to_phase(m, 12)
        assert choose(m)["type"] == expect


def test_commits_enough_faction_for_a_sure_roll():
    m = table([player(ambition=5, faction=6, coll=["camillus"]),
               player(coll=["brutus", "cincinnatus"])], dice=[1],
              power=["brutus", "cincinnatus"])
    to_phase(m, 12)
    act(m, 0, type="seize", leader="camillus", target="brutus")
    assert step(m) == "commit" and choose(m) == {"type": "commit_faction", "n": 4}


def test_strikes_the_leader_in_vp_with_a_disaster():
    m = table([player(), player(vp=30), player(vp=50)],
              deck_top=["mutiny_2", "sacred_geese"], dice=[1, 1])
    to_phase(m, 5)
    assert choose(m)["seat"] == 2


def test_evaluation_is_a_reward_per_seat_and_conceal_hides_the_deck_order_and_dice():
    m = pc.new_match("roman-history", 4, seed=2)
    r = ai.evaluate(m.game, m.state, 4)
    assert len(r) == 4 and all(0 <= x <= 1 for x in r)
    hidden = ai.conceal(m.state, 0)
    assert sorted(hidden["deck"]) == hidden["deck"] == sorted(m.state["deck"])
    assert hidden["rng"] == ai.conceal(pc.new_match("roman-history", 4, seed=3).state, 0)["rng"]
    assert {k: v for k, v in hidden.items() if k not in ("deck", "rng", "discard", "rolls")} == \
        {k: v for k, v in m.state.items() if k not in ("deck", "rng", "discard", "rolls")}
    assert hidden["discard"] == hidden["rolls"] == []   # public, read by no rule: not copied
    assert p(m, 0) == hidden["players"][0]


def test_the_evaluation_is_each_seats_chance_from_its_foreseen_final_vp():
    m = table([player(), player(), player(), player()])
    r = ai.evaluate(m.game, m.state, 4)
    assert abs(sum(r) - 1) < 1e-9 and all(0 < x < 1 for x in r)
    assert len(ai.features(m.state, 0)) == len(ai.FEATURES) == len(ai.WEIGHTS[2])
    # In the last age a lead holds (earlier the model, fitted on easy play, foresees
    # the Disasters and Death cards that the first in VP draws).
    even = table([player(), player(), player(), player()], age=6)
    ahead = table([player(vp=40), player(), player(), player()], age=6)
    assert ai.foresee(ahead.state, 0) > ai.foresee(even.state, 0) + 20
    assert ai.evaluate(ahead.game, ahead.state, 4)[0] > ai.evaluate(even.game, even.state, 4)[0]
    # The playouts' batch (every seat at once) gives the same floats.
    for t in (m, even, ahead):
        assert ai.foresee_all(t.state, 4) == [ai.foresee(t.state, s) for s in range(4)]


def senate_benefit():
    """Seat 0 at the Senate's benefit with one Legion."""
    m = table([player(gold=2, legions=1, coll=["patriotism"]), player(), player()],
              dice=[1] * 6)
    to_phase(m, 7)
    act(m, 0, type="discard_politics", card="patriotism")
    assert step(m) == "benefit"
    return m


def test_the_search_follows_the_evaluation_where_the_policy_would_not(monkeypatch):
    """At the Senate's benefit the rule of thumb takes a Legion (fewer than 2);
    the normal level plays every benefit on the same cards and dice and takes
    what the evaluation values at the turn's end: here Ambition, then Faction
    tokens (nothing left in this turn spends them)."""
    position = senate_benefit
    m = position()
    assert choose(m)["benefit"] == "legion"
    for holding in ("ambition", "faction"):
        monkeypatch.setattr(ai, "foresee_all", lambda st, n, h=holding: [
            q["vp"] + 5 * q[h] for q in st["players"][:n]])
        pick = pc.ai.choose(position(), 0, "normal", seed=3, iterations=60)
        assert pick["benefit"] == holding


def test_the_search_settles_on_even_candidates_and_keeps_the_policys_choice_on_a_tie():
    """The shared paired search (pygame_core/ai/paired.py) as this game sets it:
    it stops once every candidate left is sure to be within EVEN of the best,
    and plays the best mean over the rounds, the policy's choice on a tie."""
    m = senate_benefit()
    s = ai.Search(m, 0, Rng(5), ai.HEURISTICS)
    assert len(s.keys) == len(m.legal_actions(0)) and s.prior in s.keys
    other = next(k for k in s.keys if k != s.prior)
    s.active, s.rounds = [other, s.prior], ai.DROP_AFTER
    s.samples[s.prior] = [0.5, 0.4, 0.6, 0.5]
    s.samples[other] = [0.5, 0.4, 0.6, 0.5]                  # the same on every round
    assert s.best_key() == s.prior and s.settled(100)
    s.samples[other] = [0.6, 0.5, 0.7, 0.6]                  # better by 0.1 on every round
    assert s.best_key() == other and not s.settled(100)
    s.samples[other] = [0.7, 0.3, 0.7, 0.3]                  # as good on average, noisy
    assert s.best_key() == s.prior and not s.settled(100)


def test_the_hard_level_counts_what_power_will_still_pay():
    """A Power token pays its holder 1 VP every turn (P17) while his Leader lives
    and the age lasts: the hard level's evaluation adds that to the fitted
    foresight (which, fitted on easy tables, puts a token at a few VP)."""
    seats = lambda: [player(coll=["camillus"]), player(), player(), player()]
    held, vacant = table(seats(), power=["camillus"]), table(seats())
    assert ai.power_income(vacant.state, 4) == [0.0] * 4
    income = ai.power_income(held.state, 4)
    assert income[0] > 3 and income[1:] == [0.0] * 3
    assert ai.evaluate_hard(held.game, held.state, 4)[0] > ai.evaluate(held.game, held.state, 4)[0]
    assert ai.evaluate_hard(vacant.game, vacant.state, 4) == ai.evaluate(vacant.game, vacant.state, 4)
