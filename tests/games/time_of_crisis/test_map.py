"""The map board's geometry (web/ui/boards/toc/geometry.py) agrees with the
engine: the same regions, the same adjacency; the regions' names are the
view's; and the board shows nothing the viewer may not see (another seat's
hand)."""

import pytest

import pygame_core as pc
from pygame_core.games.time_of_crisis import actions as A, data as D
from pygame_core.games.time_of_crisis.game import vote_chance

import boards
from boards.toc import geometry as M


def test_map_regions_and_edges_are_the_engines():
    assert set(M.REGIONS) == set(D.REGIONS) and set(M.CODE.values()) == set(D.REGIONS)
    assert {frozenset(e) for e in M.EDGES} == {frozenset(e[:2]) for e in D.EDGES}
    assert M.LEADER_TRIBE == D.LEADER_TRIBE and M.RIVAL_PROVINCE == D.RIVAL_PROVINCE
    assert all(len(row) == M.COLS for row in M.MAP)


def test_the_regions_names_are_the_views():
    """The board keeps no copy of data.NAME (issue 42, 9): the view carries
    each region's name, and a label, the dice and the neighbours' list say
    what the view says (a name changed in the view is drawn changed)."""
    m = pc.new_match("time-of-crisis", players=2, seed=1)
    view = m.view(0)
    assert view["region_names"] == D.NAME and set(D.NAME) == set(D.REGIONS)
    html = boards.render("time-of-crisis", view, 0, ["A", "B"], view["prompt"]["actions"])
    assert "<span class='nm'>Gallia</span>" in html and "Gaul" not in html
    view["region_names"] = dict(view["region_names"], gallia="Gaul")
    html = boards.render("time-of-crisis", view, 0, ["A", "B"], view["prompt"]["actions"])
    assert "<span class='nm'>Gaul</span>" in html and "<span class='nm'>Gallia</span>" not in html
    assert "next to Gaul, " in html          # Hispania's neighbours, read by a screen reader


def drawn_map(html):
    """{region: its outline's sides}, the crossings drawn, and {region: label
    anchor} of a board's SVG map and its labels."""
    import re
    from boards.toc import regions
    sides, points = {}, {}
    for region, d in regions.PATH.items():
        assert "class='" in html and d in html, region
        segs, pts = set(), set()
        for loop in d.split("Z"):
            if not loop:
                continue
            xy = [tuple(float(v) for v in p.strip().split()) for p in loop[1:].split("L")]
            for i in range(len(xy)):
                a, b = xy[i - 1], xy[i]
                segs.add((min(a, b), max(a, b)))
                pts.add(a)
        sides[region], points[region] = segs, pts
    lines = re.findall(r"<line class='(strait|pret)' x1='([\d.]+)' y1='([\d.]+)' x2='([\d.]+)' "
                       r"y2='([\d.]+)'>", html)
    return sides, points, lines


def test_drawn_borders_are_the_engines_adjacency():
    """On the SVG as drawn: two regions share a stretch of border exactly when
    the engine makes them neighbours (data.EDGES), but Thracia and Asia, drawn as
    a crossing over the strait between the seas; two regions that are not
    neighbours never touch, not even at a corner."""
    m = pc.new_match("time-of-crisis", players=4, seed=1)
    html = boards.render("time-of-crisis", m.view(0), 0, ["A", "B", "C", "D"])
    sides, points, lines = drawn_map(html)
    edges = {frozenset(e[:2]) for e in D.EDGES}
    shared, touching = set(), set()
    regions = sorted(sides)
    for i, a in enumerate(regions):
        for b in regions[i + 1:]:
            if sides[a] & sides[b]:
                shared.add(frozenset((a, b)))
            if points[a] & points[b]:
                touching.add(frozenset((a, b)))
    straits = {frozenset(s) for s in M.STRAITS}
    assert shared == edges - straits
    assert touching == shared                    # no corner-only contact
    assert straits <= edges and not straits & touching
    assert [k for k, *_ in lines] == ["strait", "pret"]
    # each region's label sits inside its own shape
    for region in D.REGIONS:
        x, y = M.anchor(region)
        px, py = x * M.WIDTH / 100, y * M.HEIGHT / 100
        inside = False
        for (x1, y1), (x2, y2) in sides[region]:
            if (y1 > py) != (y2 > py) and px < x1 + (py - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        assert inside, region


@pytest.mark.slow
def test_no_click_target_holds_another():
    """A province's box and an army in it are two targets side by side, never
    one inside the other (issue 21, defect 9: a click in the middle of Pannonia
    moved the army drawn inside it)."""
    from html.parser import HTMLParser

    class Nest(HTMLParser):
        def __init__(self):
            super().__init__()
            self.stack, self.nested = [], []

        def handle_starttag(self, tag, attrs):
            key = dict(attrs).get("data-target")
            outer = [k for _, k in self.stack if k and k != key]     # (a box's own handle is
            if key and outer:                                          # the same target)
                self.nested.append((outer, key))
            if tag not in ("br", "img", "input"):
                self.stack.append((tag, key))

        def handle_endtag(self, tag):
            while self.stack and self.stack.pop()[0] != tag:
                pass
    import random
    m = pc.new_match("time-of-crisis", players=4, seed=2)
    rng, seen = random.Random(2), 0
    for _ in range(400):
        s = m.to_move()[0]
        view = m.view(s)
        # every province with an army a target (say, to place a Governor) and
        # every army a target too, as when a person may do either
        actions = [{"label": "Place a Governor: " + a["region"], "target": {"kind": "region", "id": a["region"]}}
                   for a in view["armies"]] + \
                  [{"label": "Move army " + str(a["id"]), "target": {"kind": "army", "id": a["id"]}}
                   for a in view["armies"]]
        seen += len(view["armies"])
        p = Nest()
        p.feed(boards.render("time-of-crisis", view, s, ["A", "B", "C", "D"], actions))
        assert p.nested == [], (view["step"], p.nested)
        m.act(s, rng.choice(m.legal_actions(s)))
    assert seen > 100


def test_the_board_draws_only_the_viewers_hand():
    m = pc.new_match("time-of-crisis", players=2, seed=5)
    while m.view(m.to_move()[0])["step"]["name"] != "actions":
        s = m.to_move()[0]
        m.act(s, m.legal_actions(s)[0])
    s = m.to_move()[0]
    view = m.view(s)
    html = boards.render("time-of-crisis", view, s, ["A", "B"], view["prompt"]["actions"])
    assert "Your hand" in html and "Gallia" in html and "Italia" in html
    # the other seat's hand is drawn as a count (a face-down pile), never as cards
    assert html.count("cards in hand") == 2
    assert html.count("Your hand") == 1


def to_governor_pick(seed=4):
    """A two-player game to the first time a seat picks where to Place a
    Governor (the "Place a Governor" action taken when offered)."""
    import random
    m = pc.new_match("time-of-crisis", players=2, seed=seed)
    rng = random.Random(seed)
    for _ in range(3000):
        s = m.to_move()[0]
        acts = m.view(s)["prompt"]["actions"]
        if any(a["label"].startswith("Place a Governor: ") for a in acts):
            return m, s
        go = [a for a in acts if a["label"] == "Place a Governor"]
        m.act(s, go[0]["action"] if go else rng.choice(m.legal_actions(s)))
    raise AssertionError("no Place a Governor")


def test_what_you_decide_with_is_beside_the_prompt():
    """Issue 21, defect 4: the unspent influence and political points open the
    board (before the map); a Place a Governor shows, before the roll, the
    votes each province needs and the chance with the dice one may spend; on
    the map, in the province label's tooltip (issue 32, defect 3: the odds
    widened every label over its neighbours' counters)."""
    m, s = to_governor_pick()
    view = m.view(s)
    actions = view["prompt"]["actions"]
    html = boards.render("time-of-crisis", view, s, ["A", "B"], actions)
    you = html[:html.index("toc-map")]
    pool = view["player_state"][s]["pool"]
    for full, k in (("Military", "m"), ("Senate", "s"), ("Populace", "p")):
        assert f"{full} <b>{pool[k]}</b>" in you
    # in the actions, the points buying would start with (ToC 5.3), not the buy's 0
    assert view["step"]["name"] not in ("discard", "buy")
    assert f"Points to buy with <b>{view['player_state'][s]['points_now']}</b>" in you
    odds = view["governor_votes"]
    picks = [a["target"]["id"] for a in actions if a["label"].startswith("Place a Governor: ")]
    assert picks and set(picks) <= set(odds)
    for p in picks:
        need = A.requirement(m.state, s, p)
        assert odds[p]["need"] == need
        assert len(odds[p]["chance"]) == pool["s"]
        words = f"needs {need} vote" + ("s" if need != 1 else "")
        assert f"<b>{D.NAME[p]}</b> {words}" in you                    # beside the prompt
        box = html[html.index(f"data-target='region:{p}' data-box"):]
        head = box[:box.index(">")]            # the label's tooltip, not its width (issue 32, 3)
        assert f"title='Place a Governor in {D.NAME[p]}: {words}" in head
        assert words not in box[len(head):box.index("</div>")]
    # the chances are roll_votes' own: 2-5 a vote, 6 a vote and a die more
    assert vote_chance(1, 1, False) == 83 and vote_chance(2, 2, False) == 74
    assert vote_chance(1, 2, True) == 17 and vote_chance(2, 2, True) == 100


def test_every_card_and_event_says_what_it_does():
    """Issue 21, defect 4: each card's effect is written on it in the hand and
    the supply, and each event's in the events list, in our own short words."""
    assert set(D.CARD_TEXT) == set(D.CARD_IDS) and set(D.EVENT_TEXT) == set(D.EVENTS)
    assert all(10 < len(t) < 190 for t in list(D.CARD_TEXT.values()) + list(D.EVENT_TEXT.values()))
    import random
    m = pc.new_match("time-of-crisis", players=4, seed=3)
    rng = random.Random(3)
    while len(m.view(None)["events_out"]) < 3:
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    s = m.to_move()[0]
    view = m.view(s)
    html = boards.render("time-of-crisis", view, s, ["A", "B", "C", "D"], view["prompt"]["actions"])
    from boards.common import esc
    for c in list(view["supply"]) + list(view["hand"]):
        assert "<span class='tx'>" + esc(D.CARD_TEXT[c]) + "</span>" in html, c
    for e in view["events_out"] + ([view["lasting_event"]] if view["lasting_event"] else []):
        assert esc(D.EVENT_TEXT[e]) in html, e


def test_the_map_marks_what_changed_since_your_last_turn():
    """Issue 21, defect 7: at a person's turn, each region the moves since his
    last decision touched (an army moved, barbarians arrived, a governor, a
    battle) carries a mark saying what; the others carry none."""
    import random
    m = pc.new_match("time-of-crisis", players=3, seed=5)
    rng, checked, kinds = random.Random(5), 0, set()
    names = ["A", "B", "C"]
    for _ in range(900):
        if m.is_over():
            break
        s = m.to_move()[0]
        view = m.view(s)
        log = view["log"]
        mine = [i for i, e in enumerate(log) if e.get("seat") == s]
        if s == 0 and mine and mine[-1] < len(log) - 3:
            since = " ".join(e["text"] for e in log[mine[-1] + 1:])
            html = boards.render("time-of-crisis", view, s, names, view["prompt"]["actions"])
            labels = html.split("<div class='toc-place k-")[1:]
            assert len(labels) == len(M.REGIONS)
            for r, label in zip(M.REGIONS, labels):
                assert ("toc-new" in label) == (D.NAME[r] in since), (r, since)
                assert ("toc-new" in label) == ("changed" in label.split(">")[1]), r
                if "toc-new" in label:
                    kinds.add(label.split("<span class='sr-only'>since your last turn: </span>")[1]
                              .split("<")[0])
            checked += 1
        m.act(s, rng.choice(m.legal_actions(s)))
    assert checked > 10
    assert {"army", "invaded"} <= {k for ks in kinds for k in ks.split(", ")}, kinds


def test_the_end_says_why_and_gives_the_legacy_by_source():
    """Issue 21: a finished game's result says why it ended and splits each
    seat's legacy by source (the sources add up to the score); the table and
    the end screen show both."""
    import random
    import shell
    m = pc.new_match("time-of-crisis", players=2, seed=11)
    rng = random.Random(11)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    res = m.result()
    assert res["ended"].startswith(("Diocletian was drawn", "An Emperor reached"))
    for s, parts in enumerate(res["breakdown"]):
        assert sum(p["points"] for p in parts) == res["scores"][s]
        assert {p["source"] for p in parts} <= {"Battles", "Provinces", "Improvements",
                                                 "Italia as Emperor", "A Pretender's provinces",
                                                 "Emperor Turns bonus"}
    assert any(p["source"] == "Provinces" for parts in res["breakdown"] for p in parts)
    view = m.view(None)
    html = boards.render("time-of-crisis", view, None, ["A", "B"])
    assert "The game is over." in html and res["ended"] in html
    end = shell.end_html(res, ["A", "B"])
    assert "Provinces " in end


def test_a_battles_and_a_votes_dice_are_drawn_by_the_map_until_the_viewers_next_move():
    """Issue 33: after a battle (or a vote's roll) the map draws its dice, each
    side's hits filled, the hits or votes against what was needed, from the
    engine's dice record (combat.battle_totals: which die hit, whose dice); after
    the viewer's own next move the box is gone unless a new roll came."""
    import random
    from boards.toc import pieces
    seen = {"battle": 0, "votes": 0, "gone": 0}
    for seed in range(1, 8):
        m = pc.new_match("time-of-crisis", players=3, seed=seed, options={"hold": [0]})
        rng = random.Random(seed)
        was = None
        while not m.is_over():
            s = m.to_move()[0]
            legal = m.legal_actions(s)
            if s == 0 and len(legal) > 1:
                v = m.view(0)
                d = v["dice"] or {}
                box = str(pieces.battle_html(v, 0, ["A", "B", "C"]))
                if box and d["what"] == "battle":
                    seen["battle"] += 1
                    assert f"Battle in {D.NAME[d['region']]}" in box
                    for rolls, marks, hits in zip((d["attacker"], d["defender"]),
                                                  (d["attacker_hit"], d["defender_hit"]), d["hits"]):
                        assert len(rolls) == len(marks)
                        assert f"{hits} hit" in box
                    assert box.count(", a hit' title") == sum(d["attacker_hit"]) + sum(d["defender_hit"])
                    assert box.count("class='die pips") == len(d["attacker"]) + len(d["defender"])
                    assert len(d["sides"]) == 2 and all(":" in x or x == "neutral" for x in d["sides"])
                elif box:
                    assert d["what"] == "votes"
                    seen["votes"] += 1
                    assert f"Votes in {D.NAME[d['region']]}" in box
                    assert f"{d['votes']} of {d['need']} needed" in box
                    assert box.count("class='die pips") == len(d["dice"])
                if was is not None and was == d and not box:
                    seen["gone"] += 1          # the same roll, the viewer moved since: not drawn
                was = d if box else None
            m.act(s, rng.choice(legal))
    assert seen["battle"] and seen["votes"] and seen["gone"], seen
