"""The review of a finished game (issue 35, ``pygame_core/ai/review.py``): the
graph of each seat's chance to win and score, the statistics at the end, and
the turning points, which must name a decision planted to throw the game away.
(The review's search is blind to what the seat could not see: the AI's own
blindness test covers it, tests/test_ai_levels.py.  Its calibration is the
bench's: benchmarks/bench_review.py.)"""
import pytest

import pygame_core as pc
from pygame_core.ai.review import Review, retry_save
from pygame_core.games import GAMES
from pygame_core.games.roman_empire.data import COLLAPSE_AT, VALUE


def easy_game(gid, players, seed, plant=None):
    """A game played to its end by easy seats (each move's seed: the moves
    before it); ``plant(m, seat, legal)`` may return a move to play instead.
    (match, the index of the move planted or None)."""
    m = pc.new_match(gid, players, seed=seed)
    planted = None
    while not m.is_over():
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        move = plant(m, seat, legal) if plant is not None and planted is None else None
        if move is not None:
            planted = len(m.actions)
        else:
            move = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
        m.act(seat, move)
    return m, planted


def review(m, seats=None):
    save = m.save()
    return Review(pc.load_match(dict(save, actions=[])), save["actions"], seats).run()


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_the_graph_and_the_statistics_follow_the_game(gid):
    game = GAMES[gid]
    m, _ = easy_game(gid, game.info.min_players + 1, seed=5)
    r = review(m, seats=[])
    g, stats, res = r["graph"], r["statistics"], m.result()
    assert r["done"] and r["turning_points"] == []
    assert len(g["chances"]) == len(g["scores"]) == len(m.actions) + 1
    assert all(0.0 <= sum(p) <= 1.0 + 1e-2 for p in g["chances"])
    n = m.players
    assert g["chances"][-1] == [round(1 / len(res["winners"]), 3) if s in res["winners"] else 0.0
                                for s in range(n)]
    assert g["scores"][-1] == res["scores"] == stats["scores"]
    assert g["turns"][0]["move"] == 0 and g["score_name"] == game.score_name
    assert "every card" in g["view"] or "every" in g["view"]
    # The points by source add up to each seat's score.
    rows = stats["rows"]
    assert all(len(row["values"]) == n for row in rows)
    group = {"rome-in-crisis": "Points by source", "roman-empire": "Points by source",
             "time-of-crisis": "Legacy by source", "roman-history": "VP by source"}[gid]
    parts = [row for row in rows if row.get("group") == group]
    assert parts and [sum(row["values"][s] for row in parts) for s in range(n)] == res["scores"]
    if gid == "roman-history":
        ages = [row for row in rows if row.get("group") == "VP by age"]
        start = next(row for row in parts if row["label"] == "At the start")["values"]
        assert [start[s] + sum(row["values"][s] for row in ages) for s in range(n)] \
            == res["scores"]


def counted(m, words):
    """How many public log lines of ``m`` name each seat with ``words``."""
    names = m.state["names"]
    return [sum(1 for e in m.log if f"{names[s]}" in e["text"] and words in e["text"])
            for s in range(m.players)]


def test_the_statistics_agree_with_the_log():
    """What the tallies count is what the log told, move by move."""
    m, _ = easy_game("rome-in-crisis", 3, seed=11)
    rows = {row["label"]: row["values"] for row in review(m, [])["statistics"]["rows"]}
    assert rows["Elections won"] == counted(m, "becomes Emperor")
    assert rows["Crises cleared"] == counted(m, "clears the")
    m, _ = easy_game("time-of-crisis", 2, seed=3)
    rows = {row["label"]: row["values"] for row in review(m, [])["statistics"]["rows"]}
    assert rows["Battles won"] == counted(m, "wins the battle")
    assert sum(rows["Battles won"]) + sum(rows["Battles lost"]) > 0
    assert rows["Emperor Turns"] == [pl["et"] for pl in m.state["pl"]]
    m, _ = easy_game("roman-empire", 4, seed=9)
    rows = {row["label"]: row["values"] for row in review(m, [])["statistics"]["rows"]}
    answers = [sum(1 for s, a in m.actions if s == seat and a["type"] == "answer")
               for seat in range(m.players)]
    assert rows["Crises answered"] == answers


def test_a_move_that_is_not_legal_is_refused_in_words():
    m, _ = easy_game("rome-in-crisis", 2, seed=1)
    save = m.save()
    actions = [list(a) for a in save["actions"]]
    actions[5] = [actions[5][0], {"type": "nonsense"}]
    r = Review(pc.load_match(dict(save, actions=[])), actions, [0])
    with pytest.raises(ValueError, match="move 6 is not legal"):
        r.run()


def test_try_again_is_the_save_cut_before_the_move():
    m, _ = easy_game("roman-empire", 3, seed=4)
    save = m.save()
    cut = retry_save(save, 10)
    again = pc.load_match(cut)
    assert len(again.actions) == 10 and again.to_move() == [save["actions"][10][0]]
    assert save["actions"][10][1] in again.legal_actions(save["actions"][10][0])
    assert len(save["actions"]) == len(m.actions)           # the game itself is untouched
    with pytest.raises(ValueError):
        retry_save(save, len(save["actions"]))


# --- planted blunders: a decision that throws the game away is named -------------------
# Each plant is a decision of the hero's, in a seeded game of easy seats, that
# throws the game away: over WORLDS continuations from the hero's view (what
# he could not see drawn afresh, every seat then playing easy), the policy's
# move wins far more often than the planted one (checked here).  The review of
# the hero's seat must name it among the turning points.
WORLDS = 12


def win_rate(m, seat, move, hero):
    """The hero's share of wins over WORLDS continuations after ``seat`` plays
    ``move``, from ``seat``'s view, every seat by the easy policy."""
    from pygame_core.ai import heuristics_for
    from pygame_core.kernel.rng import Rng
    game, heur, won = m.game, heuristics_for(m.game), 0.0
    for k in range(WORLDS):
        st = game.determinize(m.state, seat, Rng(1000 + k))
        game.apply(st, seat, move, None)
        rng = Rng(k)
        while not game.is_over(st):
            s = game.to_move(st)[0]
            legal = game.legal_actions(st, s)
            game.apply(st, s, legal[0] if len(legal) == 1 else heur.policy(st, s, legal, rng), None)
        winners = game.result(st)["winners"]
        won += (hero in winners) / max(1, len(winners))
    return won / WORLDS


def _plant_at(rule, hero, index, seen):
    """A plant that plays ``rule``'s move at the hero's ``index``-th position
    where the rule has one; ``seen`` gets that position and both moves."""
    count = [0]

    def plant(m, seat, legal):
        if seat != hero or len(legal) < 2:
            return None
        move = rule(m, seat, legal)
        if move is None:
            return None
        count[0] += 1
        if count[0] - 1 != index:
            return None
        seen.append((m.clone(), pc.ai.choose(m, seat, "easy", seed=len(m.actions)), move))
        return move
    return plant


def pass_a_winning_bid(m, seat, legal):
    """Rome in Crisis: pass when the policy bids to top every other candidate."""
    if m.state["stack"][-1]["p"] != "bid" or {"type": "pass"} not in legal:
        return None
    pick = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
    return {"type": "pass"} if pick["type"] == "bid" else None


def let_the_empire_collapse(m, seat, legal):
    """Roman Empire: add nothing to a crisis whose failure brings the ongoing
    crises to XVIII (the Empire collapses), holding a card to answer it."""
    st = m.state
    f = st["stack"][-1]
    if f["p"] != "crisis" or {"type": "pass"} not in legal:
        return None
    if sum(VALUE[c] for c in st["ongoing"]) + VALUE[f["card"]] < COLLAPSE_AT:
        return None
    return {"type": "pass"} if any(a["type"] == "answer" for a in legal) else None


def leave_a_province_untaken(m, seat, legal):
    """Time of Crisis: end the actions when the policy would place a Governor
    where the Senate's dice win the province outright."""
    from pygame_core.games.time_of_crisis import ai
    from pygame_core.games.time_of_crisis.actions import place_governor_targets, requirement
    st = m.state
    if st["stack"][-1]["p"] != "actions":
        return None
    pick = ai.actions_step(st, seat, legal, None)
    if pick["type"] != "do" or pick["act"] != "place_governor":
        return None
    best = ai._governor_target(st, seat, place_governor_targets(st, seat))
    if requirement(st, seat, best) > ai._senate_dice(st, seat, best):
        return None
    return next((a for a in legal if a["type"] == "end"), None)


def leave_a_threat_unfought(m, seat, legal):
    """Roman History: stop fighting when the policy would roll against a
    Threat (a Threat beaten is 10 VP)."""
    if m.state["stack"][-1]["p"] != "fight" or {"type": "stop"} not in legal:
        return None
    pick = pc.ai.choose(m, seat, "easy", seed=len(m.actions))
    return {"type": "stop"} if pick["type"] == "fight" else None


PLANTS = {  # game: (players, seed, hero, rule, index of the rule's position)
    "rome-in-crisis": (3, 5, 0, pass_a_winning_bid, 4),
    "roman-empire": (3, 7, 1, let_the_empire_collapse, 0),
    "time-of-crisis": (2, 1, 1, leave_a_province_untaken, 7),
    "roman-history": (4, 13, 1, leave_a_threat_unfought, 13),
}


@pytest.mark.slow
@pytest.mark.parametrize("gid", sorted(PLANTS))
def test_a_planted_blunder_is_a_turning_point(gid):
    players, seed, hero, rule, index = PLANTS[gid]
    seen = []
    m, k = easy_game(gid, players, seed, _plant_at(rule, hero, index, seen))
    assert k is not None, "the plant's position is gone: choose another (PLANTS)"
    at, good, bad = seen[0]
    # The plant throws the game away (else choose another: PLANTS).
    assert win_rate(at, hero, good, hero) - win_rate(at, hero, bad, hero) >= 0.4
    points = review(m, [hero])["turning_points"][0]["points"]
    assert 3 <= len(points) <= 5 and len({p["turn"] for p in points}) == len(points)
    named = [p for p in points if p["move"] == k]
    assert named, [(p["move"], p["text"]) for p in points]
    p = named[0]
    assert p["chosen"] == m.actions[k][1] == bad and p["seat"] == hero
    assert p["chance_preferred"] - p["chance_chosen"] == pytest.approx(p["margin"], abs=2e-3)
    assert p["margin"] >= 0.1 and "%" in p["text"]
