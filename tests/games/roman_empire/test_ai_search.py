"""Roman Empire's search (ai.Search): paired playouts to the game's end leave
the policy's choice where it loses and keep it where it is as good.  Each test
runs one decision at the normal level's cap (fast: well under a second)."""
import pygame_core as pc
from pygame_core.games.roman_empire import ai
from pygame_core.games.roman_empire import data as D
from pygame_core.games.roman_empire.rules import MUST_KINDS
from pygame_core.kernel.rng import Rng

from .re_table import pos, top


def near_the_end(m, left=3):
    """Keep only the top ``left`` cards of the deck (the rest to the discard
    pile, seen by everybody): the game ends within a round."""
    st = m.state
    st["discard"] += st["deck"][:-left]
    st["deck"] = st["deck"][-left:]
    m._legal.clear()
    return m


def rival_emperor_crisis():
    """Seat 0's Domitius is Emperor; seat 3 (strongest faction, a Patrician
    of his own) draws Crisis IV on his turn near the game's end.  Seats 0-2
    cannot answer (no Action cards, E16); seat 3's Senator action 4 would
    deal with it: +4 to him, but +4 to the Emperor's player, who then wins.
    Passing lets it fail (ongoing 4, far from XVIII): Domitius is removed and
    the Emperor card goes to the strongest other faction with a Patrician,
    seat 3, whose V points win the game.  (Seat 3 draws up to five at the
    turn's start: he may also add a card too small to deal with it.)"""
    m = pos(factions=[["Domitius", "Nerva", "Macro"], ["Calpurnius", "Perennis", "Pupienus"],
                      ["Fabius", "Aper", "Tacitus"], ["Sempronius", "Gordianus", "Timesitheus"]],
            emperor="Domitius", turn=3,
            hands=[["Hero +1"], ["Hero +2"], ["Hero +3"], ["Senator action 4"]],
            deck_top=["Crisis IV"],
            vp_cards=[["Crisis VIII"], ["Crisis V"], [], ["Crisis VI"]])
    assert top(m) == "crisis" and m.to_move() == [3]
    return near_the_end(m)


def test_the_policy_answers_the_crisis_that_hands_the_rival_emperor_the_game():
    m = rival_emperor_crisis()
    legal = m.legal_actions(3)
    assert ai.policy(m.state, 3, legal, Rng(0))["type"] == "answer"


def test_normal_and_hard_let_the_crisis_fail_to_take_the_emperor_card():
    """The search's own judgement at a crisis (with the fear of the fall at every
    crisis, FEAR_AT 0 before session 11, it played the rule of thumb instead)."""
    assert ai.FEAR_AT is None
    for level in ("normal", "hard"):
        m = rival_emperor_crisis()
        a = pc.ai.choose(m, 3, level, seed=3, iterations=ai.levels[level]["max_iterations"])
        # Passing or adding a card too small to finish it: either way it fails.
        assert a["type"] == "pass" or D.VALUE[a["card"]] < 4, (level, a)
        m.act(3, a)
        assert not m.state["collapsed"] and ai.emperor_seat(m.state) == 3
        assert sum(D.VALUE[c] for c in m.state["ongoing"]) == 4


def test_the_search_leaves_the_policys_choice_only_for_a_better_record():
    """best_key: another move replaces the policy's only when its paired
    difference (same determinizations) is above SWITCH_Z standard errors; an
    equal record in another order keeps the policy's choice."""
    m = rival_emperor_crisis()
    s = ai.Search(m, 3, Rng(5), ai.HEURISTICS).run(iterations=40)
    keys = s.keys
    assert s.rounds >= 1 and s.iterations <= 40 and s.prior in keys
    assert set(keys) == {pc.ai.mcts.action_key(a) for a in m.legal_actions(3)}
    other = next(k for k in keys if k != s.prior)
    s.active = [s.prior, other]
    s.samples[s.prior] = [0.2, 1.0, 0.2, 1.0, 0.2, 1.0]
    s.samples[other] = [1.0, 0.2, 1.0, 0.2, 1.0, 0.2]          # as good, on other samples
    assert s.best_key() == s.prior
    s.samples[other] = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0]           # better on every sample
    assert s.best_key() == other


def test_determinizations_keep_must_cards_out_of_hands_that_played_theirs():
    """Course of play 2: a Crisis or Play-at-once card is played on its
    drawer's turn, so once a player has had a turn (and finished his must
    cards) his hand holds none, in the real game and in the search's guesses;
    the guesses keep the hand sizes, the seat's own hand and the unseen cards."""
    rng = Rng(2)
    from pygame_core.ai.mcts import SearchRng
    srng = SearchRng(2)
    for players, seed in ((3, 5), (5, 7), (6, 11)):
        m = pc.new_match("roman-empire", players, seed=seed)
        checked = 0
        while not m.is_over():
            seat = m.to_move()[0]
            st = m.state
            guess = m.game.determinize(st, seat, srng)
            assert guess["hands"][seat] == st["hands"][seat]
            assert [len(h) for h in guess["hands"]] == [len(h) for h in st["hands"]]
            assert sorted(guess["deck"] + sum(guess["hands"], [])) == \
                sorted(st["deck"] + sum(st["hands"], []))
            n, turn = st["n"], st["turn_seat"]
            played = [p for p in range(n) if st["turns"] >= n or (turn - p) % n < st["turns"]]
            if any(f["p"] == "must" for f in st["stack"]):
                played.remove(turn)
            for p in played:
                assert not any(D.KIND[c] in MUST_KINDS for c in st["hands"][p])
                assert not any(D.KIND[c] in MUST_KINDS for c in guess["hands"][p])
                checked += 1
            m.act(seat, ai.policy(st, seat, m.legal_actions(seat), rng))
        assert checked > 50


def test_the_heir_is_who_takes_the_emperor_card_when_a_crisis_fails():
    """ai.heir (the hard level's model of who gains by a failed crisis) names
    the faction the rules give the card to (Assigning the Emperor without the
    Emperor's own), at every crisis of real games; a tie is one of the tied."""
    from pygame_core.games.roman_empire import rules
    from pygame_core.kernel import copy_state
    rng = Rng(4)
    checked = 0
    for players, seed in ((3, 2), (4, 3), (5, 5), (6, 8)):
        m = pc.new_match("roman-empire", players, seed=seed)
        while not m.is_over():
            seat = m.to_move()[0]
            st = m.state
            if st["stack"][-1]["p"] == "crisis":
                emp = rules.emperor_seat(st)
                guess = ai.heir(st)
                if emp is None:
                    assert guess is None
                else:
                    s2 = copy_state(st)
                    rules.remove_leader(s2, s2["emperor"], None, None, "test")
                    assert guess == rules.emperor_to(s2, (emp,), None)
                    checked += 1
            m.act(seat, ai.policy(st, seat, m.legal_actions(seat), rng))
    assert checked > 20


def test_the_levels_model_the_other_seats_as_searching_seats_at_a_crisis(monkeypatch):
    """The searching levels' playouts play the other seats' crises as normal
    seats were measured to (ai.crisis_searching): the heir lets it fail unless
    his card finishes it, everybody answers when a failure would bring the
    Empire to collapse, the Emperor's player as the rule of thumb.  With the
    fear of the fall at every crisis (FEAR_AT 0, before session 11) the model
    is the rule of thumb there too."""
    monkeypatch.setattr(ai, "FEAR_AT", 0)       # the fear at every crisis: the rule of thumb
    m, seat = rival_emperor_crisis(), 3
    acts = m.legal_actions(seat)
    assert ai.crisis_searching(m.state, seat, acts, Rng(0)) == ai.crisis(m.state, seat, acts, Rng(0))
    monkeypatch.setattr(ai, "FEAR_AT", None)
    assert ai.OTHERS["normal"] is ai.OTHERS["hard"] is ai.searching
    m, seat = rival_emperor_crisis(), 3
    st = m.state
    legal = m.legal_actions(seat)
    assert ai.heir(st) == seat
    easy = ai.crisis(st, seat, legal, Rng(0))
    assert easy["type"] == "answer" and D.VALUE[easy["card"]] == 4      # it finishes Crisis IV
    assert ai.crisis_searching(st, seat, legal, Rng(0)) == easy
    # The heir with a card too small to finish it (another seat still to
    # answer, so the rule of thumb would add it) lets it fail.
    f = st["stack"][-1]
    f["queue"] = [seat, 0]
    two = {"type": "answer", "card": D.NAME.index("Senator action 2")}
    acts = [two, {"type": "pass"}]
    assert ai.crisis(st, seat, acts, Rng(0)) == two
    assert ai.crisis_searching(st, seat, acts, Rng(0)) == {"type": "pass"}
    # Near collapse every seat answers as the rule of thumb.
    st["ongoing"] = [c for c in range(len(D.CARDS)) if D.KIND[c] == "crisis"
                     and c != f["card"] and c not in sum(st["vp_cards"], [])]
    assert sum(D.VALUE[c] for c in st["ongoing"]) + D.VALUE[f["card"]] >= D.COLLAPSE_AT
    for s_ in range(4):
        assert ai.crisis_searching(st, s_, acts, Rng(0)) == ai.crisis(st, s_, acts, Rng(0)) == two


def test_a_level_may_play_the_other_seats_of_its_playouts_by_another_model(monkeypatch):
    """OTHERS (a knob of benchmarks/collapse.py's 'others' variant, issue 45):
    the playouts play the searching seat by its level's MODEL and every other
    seat by OTHERS[level]; unset, every seat by MODEL."""
    calls = {"own": set(), "other": set()}

    def model(name, play):
        def f(st, s, legal, r):
            calls[name].add(s)
            return play(st, s, legal, r)
        return f
    monkeypatch.setitem(ai.MODEL, "normal", model("own", ai.policy))
    monkeypatch.setitem(ai.OTHERS, "normal", model("other", ai.policy))
    m = rival_emperor_crisis()
    ai.Search(m, 3, Rng(5), ai.HEURISTICS, level="normal").run(iterations=8)
    assert calls["own"] == {3} and calls["other"] and 3 not in calls["other"]
    monkeypatch.delitem(ai.OTHERS, "normal")
    calls = {"own": set(), "other": set()}
    ai.Search(m, 3, Rng(5), ai.HEURISTICS, level="normal").run(iterations=8)
    assert 3 in calls["own"] and len(calls["own"]) > 1 and not calls["other"]
