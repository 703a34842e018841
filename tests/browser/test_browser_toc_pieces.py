"""Issue 33: Time of Crisis's counters drawn as pieces, the battle's dice by
the map, the points buying starts with shown during the turn, and the map at
Fit when a table opens on a desktop.  Each position is a seeded game played
at random on CPython (positions.py) and opened in the page; what the page
draws is checked against the engine's view of the same position."""
import random

import kit
import positions
from pygame_core.games.time_of_crisis.data import NAME

GAME = "time-of-crisis"
# the seats' colours as app.css paints them (rgb, as getComputedStyle says)
RGB = {"green": "rgb(47, 122, 58)", "blue": "rgb(46, 79, 134)", "yellow": "rgb(226, 180, 0)",
       "red": "rgb(156, 31, 31)"}


def find(test, **kw):
    """positions.find in Time of Crisis."""
    return positions.find(GAME, test, **kw)


def fresh_battle(m) -> bool:
    """A battle's dice are the last roll, and seat 0 has not moved since."""
    v = m.view(0)
    if (v["dice"] or {}).get("what") != "battle":
        return False
    log = v["log"]
    at = [i for i, e in enumerate(log) if e["text"].startswith("Dice: attacker")]
    return bool(at) and not any(e["seat"] == 0 for e in log[at[-1] + 1:])


def busy(m) -> bool:
    """Armies of two players or more, barbarians in a province and at home."""
    v = m.view(0)
    return (len({a["owner"] for a in v["armies"]}) >= 2 and
            any(any(sum(n) for n in p["barbarians"].values()) for p in v["provinces"].values()))


# What the map draws, by region: each army's colour, block colour, Legions full
# and reduced and its words (its name, or the move's name and its tooltip when
# it is a target); each governor disc; each barbarian piece.
PIECES = """() => {
  const out = {};
  for (const place of document.querySelectorAll('#board .toc-map .toc-place')) {
    const r = place.dataset.r, o = out[r] = {armies: [], gov: null, barb: [], mobs: 0, militia: 0};
    for (const a of place.querySelectorAll('.toc-army'))
      o.armies.push({cls: a.className, bg: getComputedStyle(a).backgroundColor,
                     full: a.querySelectorAll('.leg.full').length, red: a.querySelectorAll('.leg.red').length,
                     gen: (a.querySelector('.gen') || {}).textContent,
                     said: a.getAttribute('aria-label') + ' | ' + a.getAttribute('title')});
    const g = place.querySelector('.toc-seat.gov');
    if (g) o.gov = {cls: g.className, bg: getComputedStyle(g).backgroundColor, text: g.textContent,
                    said: g.getAttribute('aria-label'), round: getComputedStyle(g).borderRadius};
    for (const b of place.querySelectorAll('.toc-barb'))
      o.barb.push({cls: b.className, n: Number(b.querySelector('b').textContent),
                   said: b.getAttribute('aria-label'), shown: b.getBoundingClientRect().width > 0});
    const mob = place.querySelector('.toc-mk.mob');
    if (mob) o.mobs = mob.getAttribute('aria-label');
    o.militia = place.querySelectorAll('.toc-mk.mil').length;
  }
  return out; }"""


def test_counters_are_pieces_in_their_colours_with_their_counts(browser, site_url):
    """Every army a block in its owner's colour with a square per Legion (full
    and reduced as the engine has them) and the General's number; every
    governor a round disc in its player's colour; every tribe's barbarians a
    piece of that tribe, active and inactive apart with their counts; each
    piece named in words; Hide counters hides the barbarians and the armies."""
    save, view = find(busy)
    colours = [p["colour"] for p in view["player_state"]]
    with kit.screen(browser, site_url, 1280, 800) as page:
        positions.open_position(page, save)
        got = page.evaluate(PIECES)
        kit.shot(page, "toc-pieces-1280")
        armies = 0
        for region, drawn in got.items():
            want = [a for a in view["armies"] if a["region"] == region]
            assert len(drawn["armies"]) == len(want), (region, drawn, want)
            for a in want:
                colour = colours[a["owner"]]
                full = sum(1 for x in a["legions"] if x)
                match = [d for d in drawn["armies"] if "c-" + colour in d["cls"].split()
                         and d["full"] == full and d["red"] == len(a["legions"]) - full]
                assert match, (region, a, drawn["armies"])
                d = match[0]
                assert d["bg"] == RGB[colour] and d["gen"] == str(a["owner"] + 1), d
                assert f"{full} full and {len(a['legions']) - full} reduced Legions" in d["said"], d
                armies += 1
            if region in view["provinces"]:
                p = view["provinces"][region]
                if p["governor"] is not None and p["governor"] >= 0:
                    colour = colours[p["governor"]]
                    g = drawn["gov"]
                    assert g and g["bg"] == RGB[colour] and g["text"] == str(p["governor"] + 1), (region, g)
                    assert g["round"] == "50%" and g["said"].startswith("governor: "), g
                elif p["governor"] is not None:
                    assert drawn["gov"]["said"] == "a neutral governor", drawn["gov"]
                want_barb = []
                for tribe, counts in sorted(p["barbarians"].items()):
                    for n, state in zip(counts, ("act", "ina")):
                        if n:
                            want_barb.append((tribe, state, n))
                seen = sorted((next(c[2:] for c in b["cls"].split() if c.startswith("b-")),
                               next(c for c in b["cls"].split() if c in ("act", "ina")), b["n"])
                              for b in drawn["barb"])
                assert seen == sorted(want_barb), (region, seen, want_barb)
                for b in drawn["barb"]:
                    assert b["shown"] and (" active" in b["said"] or " inactive" in b["said"]), b
                assert drawn["militia"] == int(bool(p["militia"])), region
                if p["mobs"]:
                    assert drawn["mobs"].startswith(str(p["mobs"]) + " Mob"), (region, drawn["mobs"])
            else:
                tribe = region[len("homeland_"):]
                if region.startswith("homeland_") and tribe in view["tribes"]:
                    act, ina = view["homelands"][tribe][:2]
                    seen = sorted((next(c for c in b["cls"].split() if c in ("act", "ina")), b["n"])
                                  for b in drawn["barb"])
                    assert seen == sorted(x for x in (("act", act), ("ina", ina)) if x[1]), (region, seen)
        assert armies == len(view["armies"]) >= 2
        # the tribes' pieces differ: each its own colour
        fills = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
            '#board .toc-map .toc-barb.act .sh')].map((s) => [s.parentNode.className.match(/b-(\\w+)/)[1],
            getComputedStyle(s).backgroundColor]))""")
        assert len(fills) >= 2 and len(set(fills.values())) == len(fills), fills
        # Hide counters: the pieces hidden, the map readable; shown again
        page.click("#board .toc-tools [data-zoom=bare]")
        hidden = page.evaluate("""() => [...document.querySelectorAll('#board .toc-map .toc-barb, #board .toc-map .toc-army')]
            .filter((e) => e.getBoundingClientRect().width > 0 && getComputedStyle(e).visibility === 'visible').length""")
        assert hidden == 0
        page.click("#board .toc-tools [data-zoom=bare]")
        assert page.evaluate(PIECES) == got


def test_the_battles_dice_are_drawn_by_the_map_until_the_next_move(browser, site_url):
    """After a battle, the map's battle box shows each side's dice with their
    faces (the pips of each number), the hits filled, each side's hits; the
    battle's province outlined; gone once the viewer has moved on."""
    save, view = find(fresh_battle)
    d = view["dice"]
    for w, h in ((1280, 800), (390, 844)):
        with kit.screen(browser, site_url, w, h) as page:
            positions.open_position(page, save)
            box = page.locator("#board .toc-map .toc-battle")
            assert box.count() == 1
            got = page.evaluate("""() => {
              const b = document.querySelector('#board .toc-map .toc-battle');
              const rows = [...b.querySelectorAll('.row')].map((r) => ({
                who: r.querySelector('.who').textContent,
                dice: [...r.querySelectorAll('.die')].map((e) => [e.querySelectorAll('i.p').length, e.classList.contains('hit')]),
                hits: r.querySelector('.hits').textContent}));
              const f = b.getBoundingClientRect(), m = document.querySelector('#board .toc-map').getBoundingClientRect();
              return {title: b.querySelector('.ttl').textContent, rows, inside: f.left >= m.left && f.right <= m.right + 1 &&
                      f.top >= m.top && f.bottom <= m.bottom + 1,
                      outlined: document.querySelectorAll('#board .toc-svg path.battle').length}; }""")
            region = d["region"]
            assert got["title"].endswith("Battle in " + NAME[region]), got
            assert got["inside"] and got["outlined"] == 1, got
            for row, rolls, marks, hits in zip(got["rows"], (d["attacker"], d["defender"]),
                                               (d["attacker_hit"], d["defender_hit"]), d["hits"]):
                assert row["dice"] == [[x, bool(k)] for x, k in zip(rolls, marks)], (row, rolls, marks)
                assert row["hits"].startswith(str(hits) + " hit"), row
            # no label lies over the box
            over = page.evaluate("""() => { const b = document.querySelector('#board .toc-battle').getBoundingClientRect();
              return [...document.querySelectorAll('#board .toc-region, #board .toc-armies')].filter((e) => {
                const r = e.getBoundingClientRect();
                return r.width && Math.min(r.right, b.right) - Math.max(r.left, b.left) > .5 &&
                       Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top) > .5; }).map((e) => e.closest('.toc-place').dataset.r); }""")
            assert over == [], over
            kit.shot(page, f"toc-battle-{w}")
            if w == 1280:          # the viewer's next move: the box goes (unless a new battle)
                kit.person_move(page, random.Random(2))
                dice = page.evaluate("() => document.querySelectorAll('#board .toc-battle').length")
                log = page.locator("#log").inner_text()
                assert dice == 0 or log.count("Dice: attacker") > 1, log


def test_the_points_to_buy_with_show_during_the_turn_and_while_buying(browser, site_url):
    """In the actions, beside the prompt and in the player's panel: the unspent
    influence by colour and the political points buying would start with
    (support less Mobs, ToC 5.3); while buying, the points left."""
    def acting(m):
        v = m.view(0)
        return v["step"]["name"] == "actions" and v["player_state"][0]["points_now"] > 0 and \
            any(v["player_state"][0]["pool"].values())

    def buying(m):
        return m.view(0)["step"]["name"] == "buy"

    for test, words, key in ((acting, "Points to buy with", "points_now"),
                             (buying, "Political points", "political_points")):
        save, view = find(test, players=3, start=20, seeds=range(1, 4), ai=True)
        me = view["player_state"][0]
        with kit.screen(browser, site_url, 1280, 800) as page:
            positions.open_position(page, save)
            you = page.locator("#board .toc-you")
            text = you.inner_text()
            assert f"{words} {me[key]}" in text, (text, me)
            for full, k in (("Military", "m"), ("Senate", "s"), ("Populace", "p")):
                assert f"{full} {me['pool'][k]}" in text, text
            # the player's own panel in the column says it too
            panel = page.locator("li.panel[data-seat='0'] .pn-facts").inner_text().lower()
            short = "points to buy" if key == "points_now" else "points left"
            assert f"{short} {me[key]}" in " ".join(panel.split()), panel
            b = you.bounding_box()
            assert 0 <= b["y"] and b["y"] + b["height"] <= 800, b
            if test is acting:
                kit.shot(page, "toc-points-1280")


FRAME = """() => { const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
  const p = document.querySelector('#prompt').getBoundingClientRect();
  return {frame: [f.left, f.top, f.right, f.bottom], prompt: [p.left, p.top, p.right, p.bottom],
          fit: document.documentElement.classList.contains('toc-fit'), w: innerWidth, h: innerHeight,
          page_y: document.scrollingElement.scrollTop, board_y: document.querySelector('#board').scrollTop,
          pressed: document.querySelector('#board .toc-tools [data-zoom=fit]').getAttribute('aria-pressed')}; }"""


def test_a_table_opens_with_the_whole_map_in_view_on_a_desktop(browser, site_url):
    """At 1280x800 (and 1440x900, 1920x1080) a Time of Crisis table opens at
    Fit: the whole map beside the status line, nothing scrolled, no button
    pressed; a phone keeps the map the board's width (zoomed inside it)."""
    save, _ = find(busy)
    for w, h in ((1280, 800), (1440, 900), (1920, 1080), (390, 844)):
        with kit.screen(browser, site_url, w, h) as page:
            kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=4, game=GAME)
            for opened in ("new", "stored"):
                if opened == "stored":
                    positions.open_position(page, save)
                got = page.evaluate(FRAME)
                l, t, r, b = got["frame"]
                if w > 1000:
                    assert got["fit"] and got["pressed"] == "true", got
                    assert got["page_y"] == 0 and got["board_y"] == 0, got
                    assert 0 <= l and r <= w and 0 <= t and b <= h, got
                    assert got["prompt"][3] <= t or got["prompt"][2] <= l, got      # beside the prompt
                else:
                    assert not got["fit"] and r - l >= w - 40, got


def fresh_votes(m) -> bool:
    """A vote's dice (a Place a Governor rolled) are the last roll, and seat 0
    has not moved since."""
    v = m.view(0)
    d = v["dice"] or {}
    if d.get("what") != "votes" or not d.get("dice"):
        return False
    line = " seeks " + NAME[d["region"]] + ": needs"
    at = [i for i, e in enumerate(v["log"]) if line in e["text"]]
    return bool(at) and not any(e["seat"] == 0 for e in v["log"][at[-1] + 1:])


def test_a_votes_dice_are_drawn_by_the_map(browser, site_url):
    """A Place a Governor's roll: its dice in the map's box, each vote filled,
    the votes of those needed."""
    save, view = find(fresh_votes, players=3, start=20)
    d = view["dice"]
    with kit.screen(browser, site_url, 1280, 800) as page:
        positions.open_position(page, save)
        got = page.evaluate("""() => { const b = document.querySelector('#board .toc-map .toc-battle.votes');
          return b && {title: b.querySelector('.ttl').textContent, text: b.querySelector('.hits').textContent,
                       dice: [...b.querySelectorAll('.die')].map((e) => e.querySelectorAll('i.p').length)}; }""")
        assert got and got["title"] == "Votes in " + NAME[d["region"]], got
        assert got["dice"] == d["dice"] and got["text"].startswith(f"{d['votes']} of {d['need']} needed"), got
