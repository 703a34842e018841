"""A phone (390x844), what lay cut at the screen's edges after issue 43 (its
closing note): the docked hand strip's last card cut at the right edge (its
ring and border clipped by the strip), and Time of Crisis's zoom toolbar drawn
over the map's north-east corner.  Geometry read with getBoundingClientRect in
Chromium, over seeded positions (positions.py) of each game."""
import functools

import pytest

import kit
import positions

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
GAMES = [("rome-in-crisis", 3), ("roman-empire", 4), ("time-of-crisis", 4), ("roman-history", 3)]

# The docked hand strip swiped to its start and to its end: each card then wholly
# in the strip's view (its box) shows whole, its ring too (a target's outline and
# its offset), inside what the strip shows and on the screen; the parts cut, as
# "name: right 5.0, ...".
CUT = """() => { const d = document.querySelector('#hand'), out = new Set();
  for (const x of [0, d.scrollWidth]) {
    d.scrollLeft = x;
    const b = d.getBoundingClientRect();
    const left = Math.max(0, b.left + d.clientLeft), right = Math.min(innerWidth, b.left + d.clientLeft + d.clientWidth);
    const top = b.top + d.clientTop, bottom = top + d.clientHeight;
    for (const c of d.querySelectorAll('.card, .chip')) {
      const r = c.getBoundingClientRect(), s = getComputedStyle(c);
      if (r.left < left - .5 || r.right > right + .5) continue;      // (not wholly in view: a swipe away)
      const o = s.outlineStyle !== 'none' ? parseFloat(s.outlineWidth) + parseFloat(s.outlineOffset) : 0;
      const cut = [['left', left - (r.left - o)], ['right', r.right + o - right],
                   ['top', top - (r.top - o)], ['bottom', r.bottom + o - bottom]].filter(([, v]) => v > .5);
      if (cut.length) out.add((c.getAttribute('aria-label') || c.textContent).trim().slice(0, 24) + ': ' +
                              cut.map(([k, v]) => k + ' ' + v.toFixed(1)).join(', '));
    }
  }
  d.scrollLeft = 0;
  return [...out]; }"""

# Time of Crisis: the zoom toolbar's box and the map's (its frame's) box, and
# how much of the one lies over the other.
TOOLS = """() => { const t = document.querySelector('#board .toc-tools').getBoundingClientRect();
  const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
  const w = Math.min(t.right, f.right) - Math.max(t.left, f.left), h = Math.min(t.bottom, f.bottom) - Math.max(t.top, f.top);
  return {tools: [t.left, t.top, t.right, t.bottom], frame: [f.left, f.top, f.right, f.bottom],
          over: w > 0 && h > 0 ? Math.round(w * h) : 0, onScreen: t.left >= 0 && t.right <= innerWidth}; }"""


@functools.lru_cache(maxsize=None)
def seeded(game, players):
    return positions.decisions(game, players, seed=3, count=4)


@pytest.mark.parametrize("game,players", GAMES)
def test_every_card_of_the_docked_hand_shows_whole_on_a_phone(browser, site_url, game, players):
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        kit.open_app(page, site_url)
        cut, seen = [], 0
        for k, save in enumerate(seeded(game, players)):
            positions.open_position(page, save)
            if not page.is_visible("#hand-dock"):
                continue
            seen += page.locator("#hand .card, #hand .chip").count()
            cut += [f"position {k}: {c}" for c in page.evaluate(CUT)]
            kit.shot(page, f"phone-edges-hand-{game}-{k}")
        assert seen >= 4, seen
        assert cut == []
    finally:
        ctx.close()


def test_the_time_of_crisis_zoom_toolbar_lies_clear_of_the_map_on_a_phone(browser, site_url):
    """The whole map in view: the toolbar lies clear of it (above it); zoomed in
    (the map's box clips what lies outside it), the toolbar is on the screen and
    its Fit brings the whole map back."""
    ctx = browser.new_context(**PHONE)
    try:
        page = ctx.new_page()
        kit.open_app(page, site_url)
        for k, save in enumerate(seeded("time-of-crisis", 4)[:2]):
            positions.open_position(page, save)
            whole = page.evaluate(TOOLS)
            assert whole["over"] == 0, (k, whole)
            assert whole["onScreen"], (k, whole)
            page.click("#board .toc-tools [data-zoom=in]")
            page.wait_for_timeout(100)
            zoomed = page.evaluate(TOOLS)
            assert zoomed["onScreen"], (k, zoomed)
            kit.shot(page, f"phone-edges-toc-tools-{k}")
            page.click("#board .toc-tools [data-zoom=fit]", timeout=5000)
            page.wait_for_timeout(100)
            assert page.get_attribute("#board .toc-frame", "data-zoom") == "1.00"
            assert page.evaluate(TOOLS)["over"] == 0, k
    finally:
        ctx.close()
