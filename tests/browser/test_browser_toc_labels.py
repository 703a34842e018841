"""Issue 43, defect 3, in Time of Crisis: no region's label or marker lies
over another's.  A province grown with markers (an improvement, an army in
its capital, two tribes of barbarians, a barbarian leader: Galatia as the
issue found it, over Asia's name) keeps them clear of its neighbours: at the
centre of every region's label, of its name and of each of its markers and
armies, the page's topmost element is that region's own, at Fit and zoomed
(swept over the whole map), at 1280x800 and 390x844 in Chromium.  Where
a phone's map at Fit has no room for them all, a label folds its markers into
one "+N" counter that names them; nowhere else.

The positions are seeded games (positions.py) whose views are crowded on
their way from the engine to the page (``CROWD``: the engine's answer edited
before the board draws it, so every redraw draws the crowded view): the
board and web/toc-map.js see exactly what a game in that state would show."""
import functools
import json

import pytest

import kit
import positions

pytestmark = pytest.mark.browser

GAME = "time-of-crisis"

# Installed before the page's scripts: window.ludiEngine (boot.js) wrapped so
# that every view the engine answers with has ``edit`` applied ({region:
# {improvements, barbarians, mobs, militia, marker, quaestor, leaders, rivals,
# capital (the seat of an army placed in its capital)}}).
CROWD = """(edit) => {
  const fix = (v) => {
    let id = 900;
    for (const [r, e] of Object.entries(edit)) {
      const p = v.provinces[r];
      if (!p) continue;
      for (const k of ['improvements', 'barbarians', 'mobs', 'militia', 'marker', 'quaestor', 'governor', 'support'])
        if (e[k] !== undefined) p[k] = e[k];
      for (const l of e.leaders || []) v.leaders[l] = r;
      for (const l of e.rivals || []) v.rivals[l] = 'in';
      for (const s of e.armies || []) v.armies.push({id: id++, owner: s, region: r, legions: [true, true, false],
          foederati: [], in_capital: false, castra: false, fought: false});
      if (e.capital !== undefined) v.armies.push({id: id++, owner: e.capital, region: r,
          legions: [true, true, false], foederati: [], in_capital: true, castra: false, fought: false});
    } };
  let real;
  Object.defineProperty(window, 'ludiEngine', {configurable: true, get: () => real, set: (p) => {
    real = p.then((eng) => {
      for (const k of Object.keys(eng)) {
        const f = eng[k];
        eng[k] = async (arg) => {
          const out = await f(arg);
          let o;
          try { o = JSON.parse(out); } catch (e) { return out; }
          let hit = false;
          for (const v of [o && o.view, o && o.bundle && o.bundle.view])
            if (v && v.provinces && v.game === 'time-of-crisis') { fix(v); hit = true; }
          return hit ? JSON.stringify(o) : out;
        };
      }
      return eng; });
  }});
}"""

# The crowded positions: Galatia as issue 43 found it; Galatia fuller still beside a
# governed Asia; every province grown with markers; the west and the east crowded.
PROVINCES = ("britannia", "gallia", "hispania", "africa", "italia", "pannonia", "macedonia",
             "thracia", "asia", "galatia", "syria", "aegyptus")
CROWDS = {
    "galatia": {"galatia": {"improvements": ["amphitheater"], "capital": 0,
                            "barbarians": {"goths": [3, 0], "sassanids": [2, 0]}, "leaders": ["shapur_i"]}},
    "galatia-asia": {"galatia": {"improvements": ["amphitheater", "basilica", "limes"], "capital": 0, "mobs": 3,
                                 "militia": True, "governor": 1, "support": 3, "armies": [2, 3],
                                 "barbarians": {"goths": [3, 1], "sassanids": [2, 1]},
                                 "leaders": ["shapur_i", "ardashir"]},
                     "asia": {"governor": 2, "support": 4, "armies": [1]}},
    "every": {r: {"improvements": ["amphitheater", "basilica"], "mobs": 2, "capital": i % 4,
                  "barbarians": {"goths": [2, 1]}} for i, r in enumerate(PROVINCES)},
    "east-west": {
        "asia": {"improvements": ["limes"], "militia": True, "barbarians": {"goths": [1, 0]}, "armies": [2], "mobs": 1},
        "syria": {"improvements": ["basilica"], "barbarians": {"sassanids": [1, 2]},
                  "rivals": ["priest_king_of_emesa"], "leaders": ["ardashir"], "armies": [0]},
        "thracia": {"barbarians": {"goths": [2, 0]}, "leaders": ["cniva"], "mobs": 3},
        "gallia": {"improvements": ["amphitheater", "limes"], "capital": 0, "mobs": 2,
                   "barbarians": {"franks": [2, 1], "alamanni": [1, 0]}, "rivals": ["postumus"]},
        "italia": {"improvements": ["basilica"], "militia": True, "barbarians": {"alamanni": [2, 0]}, "armies": [1]},
        "pannonia": {"barbarians": {"alamanni": [1, 1], "goths": [2, 0]}, "capital": 2}},
}

# Every region's label, its name, each marker and army, as [region, what, element].
PARTS = """() => {
  const out = [];
  for (const pl of document.querySelectorAll('#board .toc-map .toc-place')) {
    const label = pl.querySelector(':scope > .toc-region');
    const parts = [[label, 'label']];
    const name = label.querySelector('.toc-rhead .nm, .toc-rhead .nm-s');
    for (const n of label.querySelectorAll('.toc-rhead > *, .toc-marks > *, .toc-leaders > *, .toc-emp'))
      parts.push([n, n.className.split(' ')[0] + ' ' + (n.getAttribute('aria-label') || n.textContent).trim().slice(0, 24)]);
    for (const n of pl.querySelectorAll(':scope > .toc-armies > *')) parts.push([n, 'army ' + (n.getAttribute('aria-label') || '').slice(0, 20)]);
    for (const [n, what] of parts) out.push([pl.dataset.r, what, n]);
  }
  return out; }"""

# At each part's centre in view (inside the map's box, on the screen, clear of
# the fixed bars and the zoom's toolbar): what is topmost.  Returns
# {checked: [region/what], wrong: ["Asia name under galatia: ..."]}.
HITS = "() => { const parts = (" + PARTS + """)();
  const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
  const tools = document.querySelector('#board .toc-tools').getBoundingClientRect();
  const high = Math.max(0, ...[...document.querySelectorAll('.tabs, .panels')].filter(
      (e) => getComputedStyle(e).position === 'sticky').map((e) => e.getBoundingClientRect().bottom));
  const low = Math.min(innerHeight, ...['#prompt', '#hand-dock'].map((q) => document.querySelector(q))
      .filter((n) => n && !n.hidden && getComputedStyle(n).position === 'fixed').map((n) => n.getBoundingClientRect().top));
  const checked = [], wrong = [];
  for (const [r, what, n] of parts) {
    const b = n.getBoundingClientRect();
    if (b.width < 1 || b.height < 1 || getComputedStyle(n).visibility === 'hidden') continue;
    const x = b.left + b.width / 2, y = b.top + b.height / 2;
    if (x < f.left + 2 || x > f.right - 2 || y < f.top + 2 || y > f.bottom - 2 || y < high + 2 || y > low - 2 || x > innerWidth) continue;
    if (x > tools.left - 2 && x < tools.right + 2 && y > tools.top - 2 && y < tools.bottom + 2) continue;
    const hit = document.elementFromPoint(x, y);
    checked.push(r + '/' + what);
    // whose the hit is: a place's, or a region's shape (data-r); a phone's
    // label lets a tap through (pointer-events: none) to what lies under it
    const place = hit && hit.closest('.toc-place');
    const owner = place ? place.dataset.r : hit && hit.dataset && hit.dataset.r;
    const through = getComputedStyle(n).pointerEvents === 'none';
    if (owner !== r && (owner || !through))
      wrong.push(r + ' ' + what + ' under ' + (owner ? owner + ' ' + (hit.getAttribute('aria-label') ||
          (hit.className.baseVal === undefined ? hit.className : 'shape') || hit.textContent).toString().slice(0, 30)
          : hit ? (hit.id || hit.className.baseVal || hit.className) : 'nothing'));
  }
  return {checked, wrong}; }"""


# At Fit: the labels and armies that reach past the map's edge (cut off by its box).
OFF = """() => { const m = document.querySelector('#board .toc-map').getBoundingClientRect();
  return [...document.querySelectorAll('#board .toc-map .toc-place > :is(.toc-region, .toc-armies)')].filter((n) => {
    const b = n.getBoundingClientRect();
    return b.width > 0 && (b.left < m.left - 1 || b.right > m.right + 1 || b.top < m.top - 1 || b.bottom > m.bottom + 1);
  }).map((n) => n.closest('.toc-place').dataset.r + ' ' + n.className.split(' ')[0] + ' past the edge of the map'); }"""


# The places drawn folded (toc-map.js, data-fold: a label's markers one "+N"
# counter where the map has no room for them all), as [region, "+N", its
# spoken name]; whatever is topmost at the counter is its region's (``HITS``).
FOLDED = """() => [...document.querySelectorAll('#board .toc-map .toc-place[data-fold]')].map((pl) => {
  const chip = pl.querySelector('.toc-fold'), b = chip.getBoundingClientRect();
  return [pl.dataset.r, b.width > 0 ? chip.textContent : 'hidden', chip.getAttribute('aria-label')]; })"""


def sweep(page, zoomed):
    """The hits over the whole map: at Fit, the map and (a phone) the page
    scrolled through; zoomed, the map panned over a grid by its arrow keys.
    With them, the places drawn folded (``FOLDED``)."""
    checked, wrong = set(), []
    if not zoomed:
        page.click("#board .toc-tools [data-zoom=fit]") if page.get_attribute(
            "#board .toc-tools [data-zoom=fit]", "aria-pressed") != "true" and page.viewport_size["width"] > 500 else None
        tops = page.evaluate("""() => { const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
            const out = []; for (let y = 0; y < f.bottom + scrollY; y += innerHeight / 3) out.push(y); return out; }""")
        for y in tops:
            page.evaluate("(y) => scrollTo(0, y)", y)
            page.wait_for_timeout(50)
            got = page.evaluate(HITS)
            checked |= set(got["checked"])
            wrong += [w for w in got["wrong"] if w not in wrong]
        page.evaluate("() => scrollTo(0, 0)")
        return checked, wrong + page.evaluate(OFF), page.evaluate(FOLDED)
    page.click("#board .toc-tools [data-zoom=in]")
    page.click("#board .toc-tools [data-zoom=in]")
    page.wait_for_timeout(100)
    folded = page.evaluate(FOLDED)
    frame = page.locator("#board .toc-frame")
    frame.focus()
    for _ in range(12):
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowLeft")
    for row in range(4):
        for col in range(4):
            page.evaluate("""() => { const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
                if (f.top < 0 || f.bottom > innerHeight) scrollTo(0, scrollY + f.top - 60); }""")
            page.wait_for_timeout(30)
            got = page.evaluate(HITS)
            checked |= set(got["checked"])
            wrong += [w for w in got["wrong"] if w not in wrong]
            for _ in range(3):
                page.keyboard.press("ArrowRight" if row % 2 == 0 else "ArrowLeft")
        for _ in range(3):
            page.keyboard.press("ArrowDown")
    page.click("#board .toc-tools [data-zoom=fit]")
    return checked, wrong, folded


def seeded():
    """A few seeded positions of seat 0, spread over a 4-player game's turns."""
    return positions.decisions(GAME, 4, seed=2, count=3)


SIZES = {"desktop": (1280, 800), "phone": (390, 844)}


@functools.lru_cache(maxsize=None)
def survey(browser, site_url, crowd, size) -> dict:
    """The positions opened with ``crowd`` at ``size``: what lies wrong, at Fit
    and zoomed, and how many parts were checked in each."""
    w, h = SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=w < 500, has_touch=w < 500)
    ctx.add_init_script(f"({CROWD})({json.dumps(CROWDS[crowd])})")
    got = {"fit": [], "zoomed": [], "checked": {"fit": 0, "zoomed": 0}, "errors": [],
           "folded": {"fit": [], "zoomed": []}}
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda e: got["errors"].append(str(e)))
        kit.open_app(page, site_url)
        for k, save in enumerate(seeded()):
            positions.open_position(page, save)
            for how in ("fit", "zoomed"):
                checked, wrong, folded = sweep(page, how == "zoomed")
                got["folded"][how] += [[k] + f for f in folded]
                got["checked"][how] += len(checked)
                got[how] += [f"{crowd} {size} position {k}: {x}" for x in wrong]
            kit.shot(page, f"toc-labels-{crowd}-{k}-{size}")
    finally:
        ctx.close()
    return got


CASES = [pytest.param(c, s, id=c + "-" + s) for c in CROWDS for s in SIZES]


@pytest.mark.parametrize("crowd,size", CASES)
def test_at_fit_no_label_or_marker_lies_over_another_regions(browser, site_url, crowd, size):
    got = survey(browser, site_url, crowd, size)
    assert got["errors"] == []
    assert got["checked"]["fit"] >= 150, got["checked"]        # (three positions, 50 parts or more each)
    assert got["fit"] == [], "\n".join(got["fit"])


# A phone's map at Fit (361 px wide) has no room for every marker of these
# crowds: there some labels fold them into "+N" (each named in its tooltip and
# spoken name, the label still its region's target); a desktop's map, or a
# phone's zoomed in, has room: none folds.
CRAMPED = {("galatia-asia", "phone"), ("every", "phone"), ("east-west", "phone")}


@pytest.mark.parametrize("crowd,size", CASES)
def test_a_label_folds_its_markers_only_where_the_map_has_no_room(browser, site_url, crowd, size):
    got = survey(browser, site_url, crowd, size)
    assert got["folded"]["zoomed"] == []
    if (crowd, size) not in CRAMPED:
        assert got["folded"]["fit"] == []
        return
    assert got["folded"]["fit"], "nothing folded where the crowd has no room"
    for k, region, shows, says in got["folded"]["fit"]:
        named = says[len("also here: "):].split(", ")
        assert says.startswith("also here: ") and shows == "+" + str(len(named)), (k, region, shows, says)


@pytest.mark.parametrize("crowd,size", CASES)
def test_zoomed_no_label_or_marker_lies_over_another_regions(browser, site_url, crowd, size):
    got = survey(browser, site_url, crowd, size)
    assert got["checked"]["zoomed"] >= 150, got["checked"]
    assert got["zoomed"] == [], "\n".join(got["zoomed"])
