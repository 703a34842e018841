"""Set-up (ToC 3) for 2, 3 and 4 players, the short game, and what each seat
may see (section 9): determinize resamples exactly the hidden parts."""
import pygame_core as pc
from pygame_core.games.time_of_crisis import GAME, data as D, table as T
from pygame_core.kernel.rng import Rng
from pygame_core.games.time_of_crisis.ending import end_of_turn_check


def test_event_deck_has_diocletian_among_the_bottom_four():
    places = set()
    for seed in range(40):
        st = pc.new_match("time-of-crisis", 4, seed=seed).state
        assert sorted(st["deck"]) == sorted(D.EVENT_IDS) and st["lasting"] is None
        places.add(st["deck"].index("diocletian"))
    assert places == {11, 12, 13, 14}                      # cards 12-15 from the top


def test_setup_by_player_count():
    for n in (2, 3, 4):
        firsts = set()
        for seed in range(12):
            m = pc.new_match("time-of-crisis", n, seed=seed)
            st = m.state
            firsts.add(st["first"])
            assert m.to_move() == [st["first"]]                   # ToC 3.2: first to choose
            assert {p for p in D.PROVINCES if st["prov"][p]["gov"] is None} == set(D.NO_PLACE[n])
            assert set(st["tribes"]) == set(D.TRIBES_IN_PLAY[n])
            for t in D.TRIBES:
                assert st["home"][t] == ([0, 10] if t in st["tribes"] else [0, 0])
            assert all(pl["avail"] == D.START_DECK and not pl["hand"] for pl in st["pl"])
            assert all(st["supply"][c] == D.CARD_COUNT[c] for c in D.SUPPLY_CARDS)
            choices = {a["region"] for a in m.legal_actions(st["first"])}
            assert "italia" not in choices and not choices & set(D.NO_PLACE[n])
            # Everybody chooses in turn order; then Italia = the neutral count.
            for k in range(n):
                s = (st["first"] + k) % n
                assert m.to_move() == [s]
                m.act(s, m.legal_actions(s)[0])
            assert st["prov"]["italia"]["sup"] == D.ITALIA_START[n]
            for s in range(n):
                (p,) = T.governed(st, s)
                (a,) = T.armies_of(st, s)
                assert st["prov"][p]["sup"] == 1 and st["prov"][p]["mil"]
                assert a["r"] == p and a["cap"] and a["leg"] == [1]
            # The secret first hands: every seat at once, five cards each.
            assert sorted(m.to_move()) == list(range(n))
        assert len(firsts) > 1                                     # a random First Player


def test_short_game_ends_at_40():
    st = T.fresh_state(2, 1, {"short": True})
    st["prov"]["italia"]["gov"] = 0
    st["pl"][0]["legacy"] = 40
    st["first"] = 1
    end_of_turn_check(st, 0, [])
    assert st["over"]
    st = T.fresh_state(2, 1, {})
    st["prov"]["italia"]["gov"] = 0
    st["pl"][0]["legacy"] = 59
    st["first"] = 1
    end_of_turn_check(st, 0, [])
    assert not st["over"] and not st["last_round"]


def test_determinize_resamples_exactly_the_hidden_parts():
    m = pc.new_match("time-of-crisis", 4, seed=9)
    r = Rng(9)
    while m.state["turns"] < 6:
        s = m.to_move()[0]
        a = m.legal_actions(s)
        m.act(s, a[r.below(len(a))])
    st = m.state
    seen_hands = set()
    for k in range(30):
        d = GAME.determinize(st, 0, Rng(k))
        assert d["pl"][0]["hand"] == st["pl"][0]["hand"]
        assert d["pl"][0]["avail"] == st["pl"][0]["avail"]
        for s in range(1, 4):
            a, b = st["pl"][s], d["pl"][s]
            assert T.count(b["hand"]) == T.count(a["hand"])
            union = dict(a["hand"])
            for c, x in a["avail"].items():
                union[c] = union.get(c, 0) + x
            mix = dict(b["hand"])
            for c, x in b["avail"].items():
                mix[c] = mix.get(c, 0) + x
            assert mix == union and b["discard"] == a["discard"]
        seen_hands.add(tuple(sorted(d["pl"][1]["hand"].items())))
        assert sorted(d["deck"]) == sorted(st["deck"])
        assert d["deck"].index("diocletian") >= len(d["deck"]) - 4
        strip = dict(d, pl=None, deck=None, rng=None)
        assert strip == dict(st, pl=None, deck=None, rng=None)
    assert len(seen_hands) > 1
