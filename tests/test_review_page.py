"""The review's page (issue 35), its HTML on CPython (web/ui/chart.py): the
graph draws one line per seat in its colour from the engine's chances and says
whose view it is; the statistics and the turning points are the engine's, each
point with its "Try this decision again"."""
import random
import re

import chart
import pygame_core as pc
from pygame_core.ai import review


def _reviewed():
    m = pc.new_match("rome-in-crisis", players=2, seed=183)
    rng = random.Random(183)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    return m, review.from_save(m.save(), pc.load_match, [0]).run()


def test_the_review_page_shows_the_engine_review():
    m, res = _reviewed()
    names = ["Player 1 (you)", "Player 2 (AI, easy)"]
    svg = chart.graph_svg(res["graph"], names, ["red", "blue"])
    lines = re.findall(r"<polyline class='rv-line c-(\w+)' data-seat='(\d)' points='([^']+)'", svg)
    assert [(c, s) for c, s, _ in lines] == [("red", "0"), ("blue", "1")]
    for _, s, pts in lines:
        ys = [float(p.split(",")[1]) for p in pts.split()]
        assert len(ys) == len(m.actions) + 1                     # the start, then every move
        assert ys[-1] == round(chart._y(res["graph"]["chances"][-1][int(s)]), 1)
    assert "every hand and hidden card included" in svg           # whose view it draws
    bands = re.findall(r"<rect class='rv-hit' data-do='review-see' data-move='(\d+)'", svg)
    assert [int(b) for b in bands] == [t["move"] for t in res["graph"]["turns"]
                                       if t["move"] < len(m.actions)]
    assert "Player 2 (AI, easy): <b>100%</b> at the end" in svg   # the winner (R22's tie-break)
    scores = chart.score_svg(res["graph"], names, ["red", "blue"])
    assert scores.count("<polyline class='rv-line") == 2 and "Points, move by move" in scores
    assert "Player 1 (you): <b>46</b> at the end" in scores
    stats = chart.stats_html(res["statistics"], names)
    assert "<th scope='col' class='won'>Player 2 (AI, easy)</th>" in stats
    assert "Elections won" in stats and "Points by source" in stats
    points = chart.points_html(res["turning_points"], names)
    first = res["turning_points"][0]["points"][0]
    assert "Turning points: Player 1 (you)" in points
    assert first["text"].replace("\u2192", "&#8594;") in points or first["text"] in points
    assert points.count("data-do='review-retry'") == len(res["turning_points"][0]["points"]) >= 3


def test_the_progress_says_what_the_review_does():
    names = ["Ann", "Bo"]
    assert chart.progress_words({"phase": "replay", "progress": 0.1234}, names) == \
        "Replaying the game (12%)"
    assert chart.progress_words({"phase": "search", "seat": 1, "progress": 0.5}, names) == \
        "Searching the closest decisions of Bo (50%)"


def test_a_long_graph_is_cut_for_the_page_and_drawn_at_its_moves():
    """The page asks for some 400 positions (a long game has thousands): the
    start and the end kept, "at" the move of each, and the lines drawn at
    those moves, the last at the right edge as with every position."""
    m, res = _reviewed()
    moves = len(m.actions)
    cut = review.sampled(res["graph"], 40)
    assert len(cut["chances"]) == len(cut["scores"]) == len(cut["at"]) <= 40
    assert cut["at"][0] == 0 and cut["at"][-1] == moves
    assert cut["at"] == sorted(set(cut["at"]))
    assert cut["chances"][-1] == res["graph"]["chances"][-1]
    assert review.sampled(res["graph"], moves + 1)["at"] == list(range(moves + 1))
    whole, part = (re.findall(r"points='([^']+)'", chart.graph_svg(g, ["a", "b"], ["red", "blue"]))
                   for g in (res["graph"], cut))
    for w, p in zip(whole, part):
        assert len(p.split()) == len(cut["at"])
        assert p.split()[-1] == w.split()[-1] and p.split()[0] == w.split()[0]


def test_turning_points_read_in_order_with_the_move_see_and_try_again_say():
    """Issue 44: in the order they happened (the review's list is by move; the
    page keeps it so), named by the table's turn or round, each with the move's
    number counted from 1 (See the position says "Before move 83", Try again
    "Try move 83 again": review_room.py), the Hint's moves marked."""
    pts = [{"move": 82, "turn": 18, "when": "Round 9", "step": "Actions", "text": "B"},
           {"move": 7, "turn": 2, "when": "Round 1", "step": "Draft", "text": "A"}]
    html = chart.points_html([{"seat": 0, "points": pts}], ["Ann", "Bo"], hinted=[82])
    assert html.index("Round 1, move 8, Draft:") < html.index("Round 9, move 83, Actions:")
    assert html.count("(you followed the Hint here)") == 1
    assert "<li data-move='82' data-hinted='1'>" in html and "<li data-move='7'>" in html
    assert chart.when({"move": 0, "turn": 3}) == "Turn 3, move 1"     # a save reviewed before


def test_the_graph_never_says_0_or_100_before_the_end_and_names_the_ending():
    graph = {"chances": [[0.5, 0.5], [1.0, 0.0], [0.0, 1.0]], "scores": [[0, 0]] * 3,
             "turns": [], "over": False}
    svg = chart.graph_svg(graph, ["Ann", "Bo"], ["red", "blue"], "The game was not played "
                          "to its end.")
    assert "<b>1%</b> at the end" in svg and "<b>99%</b> at the end" in svg
    assert "100%</b>" not in svg and "The game was not played to its end." in svg
    assert chart.undecided(graph["chances"], True)[-1] == [0.0, 1.0]   # the end: the result
    assert chart.undecided(graph["chances"], True)[1] == [0.99, 0.01]


def test_the_ending_in_one_line():
    names = ["Ann", "Bo", "Cy"]
    base = {"over": True, "score_name": "points", "scores": [30, 41, 33], "winners": [1]}
    assert chart.ending_text(base, names) == "Bo won with 41 points (next best 33)."
    tied = dict(base, scores=[41, 41, 3], winners=[0],
                tiebreak="Ann and Bo tied on 41 points. Ruling R22 breaks the tie.")
    assert chart.ending_text(tied, names) == ("Ann won the tie on 41 points. Ann and Bo "
                                              "tied on 41 points. Ruling R22 breaks the tie.")
    shared = dict(base, scores=[9, 9, 3], winners=[0, 1])
    assert chart.ending_text(shared, names) == "Ann and Bo shared the win with 9 points each."
    fell = dict(base, winners=[], ending="The Empire collapsed: nobody wins.", collapsed=True)
    assert chart.ending_text(fell, names) == "The Empire collapsed: nobody wins."
    toc = dict(base, score_name="legacy", ended="Diocletian was drawn from the event deck: "
               "the game ended at once.")
    assert chart.ending_text(toc, names) == ("Bo won with 41 legacy (next best 33). Diocletian "
                                             "was drawn from the event deck: the game ended at "
                                             "once.")
    assert chart.ending_text(dict(base, over=False), names) == "The game was not played to its end."


def test_the_graph_in_sentences():
    """The graph's text alternative (issue 46): who led from which turn, the end."""
    graph = {"chances": [[0.5, 0.5], [0.6, 0.4], [0.7, 0.3], [0.5, 0.5], [0.2, 0.8],
                         [0.0, 1.0]],
             "turns": [{"move": 0, "turn": 1}, {"move": 2, "turn": 2}, {"move": 4, "turn": 3}],
             "over": True}
    words = chart.graph_words(graph, ["Ann", "Bo"], "Bo won with 41 points (next best 33).")
    assert words == ("Who led, by the chance to win: nobody ahead from the start; Ann from "
                     "turn 1 (move 1); nobody ahead from turn 2 (move 3); Bo from turn 2 "
                     "(move 4) to the end. At the end: Ann 0%, Bo 100%. Bo won with 41 "
                     "points (next best 33).")
    svg = chart.graph_svg(graph, ["Ann", "Bo"], ["red", "blue"], "Bo won.")
    assert "aria-describedby='review-graph-words'" in svg
    assert "<p class='rv-words' id='review-graph-words'>Who led" in svg
    # undecided before the end, and a long see-saw told by its count and last spells
    saw = {"chances": [[0.9, 0.1], [0.1, 0.9]] * 6, "turns": [], "over": False, "at": None}
    told = chart.graph_words(saw, ["Ann", "Bo"])
    assert told.startswith("Who led, by the chance to win: the lead changed 11 times; the last "
                           "8 spells: Ann from the set-up (move 4); Bo from the set-up (move 5);")
    assert told.endswith("Bo from the set-up (move 11) to the end. At the end: Ann 10%, Bo 90%.")
