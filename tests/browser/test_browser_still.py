"""Issue 43, "Done when": a table that holds still, in every game, in Chromium,
at 1280x800 and on a phone (390x844), over 30 seeded positions a game (played
on CPython, opened from the browser's storage as games in progress, as
positions.py does; each at a decision of seat 0, a person, the others easy AIs):

(a) the board's box, and the box of a target named in two decisions of one
    turn (a move of seat 0 that leaves seat 0 to decide again), do not move
    between them, the zoom unchanged (the status line has one height; the board
    is fitted only when a game or a turn opens: items 1).  On a phone the board
    lies in the page's flow and is as tall as what it holds: its top, left and
    width are held (the players' strip above it, the page's scroll), its foot
    follows its content, as a page's does;
(b) a position opens with the board at its top (the board's own scroll on a
    desktop, the page's on a phone), unless none of the places to choose from
    is in view there (item 2);
(c) every target (the elements the page outlines as clickable: [data-target],
    and the status line's buttons) is topmost at its centre (elementFromPoint
    gives it or something inside it), in the part of the view a player sees;
    also sampled in the 400 ms after a move, while pieces slide: the board
    and the hand then take no tap until the slide ends (item 7);
(d) at 1280x800 no visible text of the table is drawn under 11 px on the
    screen (its computed size times the scale its box is drawn at: CSS zoom,
    transforms)."""
import functools
import importlib.util
import random
from pathlib import Path

import pytest

import kit
import positions
import pygame_core as pc

pytestmark = pytest.mark.browser

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
COUNT = 30
# (players, seeds): enough seeded games for COUNT positions, half of them pairs
# (Roman Empire's turn leaves a player a second decision rarely outside its two-step
# moves, which pairs() does not follow: seeds 1-8 gave 5 pairs, 1-16 give 15)
GAMES = {"rome-in-crisis": (3, (1, 2, 3)), "roman-empire": (4, tuple(range(1, 17))),
         "time-of-crisis": (4, (4242, 2)), "roman-history": (3, (1, 2, 3))}

_SPEC = importlib.util.spec_from_file_location(
    "web_engine_still", Path(__file__).resolve().parents[2] / "web" / "engine.py")
ENGINE = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(ENGINE)


def pairs(game, players, seed, cap=700) -> list:
    """[(save, index)]: decisions of seat 0 in one seeded game; ``index`` the
    prompt entry (as the page lists them) whose move leaves seat 0 to decide
    again in the same turn, or None."""
    m = pc.new_match(game, players=players, seed=seed, options={"hold": [0]})
    rng = random.Random(seed)
    out = []
    while not m.is_over() and len(m.actions) < cap:
        to = m.to_move()
        if to == [0] and len(m.legal_actions(0)) > 1:
            entries = ENGINE._bundle(m, 0)["view"]["prompt"]["actions"]
            again = None
            for i, e in enumerate(entries):
                if e.get("then"):
                    continue
                aside = pc.load_match(m.save())
                aside.act(0, e["action"])
                if not aside.is_over() and aside.to_move() == [0] and \
                        len(aside.legal_actions(0)) > 1:
                    again = i
                    break
            out.append((m.save(), again))
        seat = to[0]
        if seat == 0 and rng.random() < .4:
            action = rng.choice(m.legal_actions(0))
        else:
            action = pc.ai.choose(m, seat, level="easy", seed=len(m.actions))
        m.act(seat, action)
    return out


@functools.lru_cache(maxsize=None)
def chosen(game) -> list:
    """COUNT positions of ``game``: pairs first (half), spread over its games."""
    players, seeds = GAMES[game]
    found = [p for s in seeds for p in pairs(game, players, s)]
    two = [p for p in found if p[1] is not None]
    one = [p for p in found if p[1] is None]
    take = lambda xs, n: [xs[int(i * len(xs) / n)] for i in range(min(n, len(xs)))]
    out = take(two, COUNT // 2)
    return out + take(one, COUNT - len(out))


# The part of the view a player sees, and what lies where (shared by the checks).
KIT = """
  const fixed = (n) => n && !n.hidden && getComputedStyle(n).position === 'fixed';
  const band = () => {
    const low = Math.min(innerHeight, ...['#prompt', '#hand-dock'].map((q) => document.querySelector(q))
        .filter(fixed).map((n) => n.getBoundingClientRect().top));
    const high = Math.max(0, ...[...document.querySelectorAll('.tabs, .panels')].filter(
        (e) => getComputedStyle(e).position === 'sticky').map((e) => e.getBoundingClientRect().bottom));
    return [high, low]; };
  const shown = (n) => { const r = n.getBoundingClientRect(), s = getComputedStyle(n);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !n.disabled; };
  // inside every box that clips it, and (outside the fixed bars) in the band
  const inView = (n) => { const r = n.getBoundingClientRect();
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    if (cx < 0 || cx > innerWidth || cy < 0 || cy > innerHeight) return false;
    let bar = false;
    for (let a = n.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.position === 'fixed') bar = true;
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (cx < b.left || cx > b.right || cy < b.top || cy > b.bottom) return false;
    }
    if (bar) return true;
    const [high, low] = band();
    return cy > high + 2 && cy < low - 2; };   // (a target astride a bar's edge: neither)
  const targets = () => [...document.querySelectorAll(
      '#board [data-target], #hand [data-target], #prompt button')].filter(
      (n) => shown(n) && !(n instanceof SVGElement) &&   // (a region's shape: its middle, test_browser_hits)
             !(n.closest('[data-box]') && n.closest('[data-box]') !== n));
  const name = (n) => ((n.dataset.target || n.id || '') + ' ' + (n.getAttribute('aria-label') ||
      n.textContent).trim()).slice(0, 60);
  const hitAt = (n) => { const r = n.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const same = hit && n.dataset.target && hit.closest('[data-target]') &&
        hit.closest('[data-target]').dataset.target === n.dataset.target;   // (a place drawn twice)
    return hit && (hit === n || n.contains(hit) || same) ? '' :
        name(n) + ' under ' + (hit ? ((hit.closest('[data-target]') || {}).dataset || {}).target ||
                                     (hit.closest('[id]') || hit).id || hit.className : 'nothing'); };
"""

MEASURE = "() => {" + KIT + """
  const board = document.querySelector('#board'), br = board.getBoundingClientRect();
  const boxes = {};
  for (const n of document.querySelectorAll('#board [data-target]')) {
    const r = n.getBoundingClientRect();
    if (r.width > 0 && !(n.dataset.target in boxes)) boxes[n.dataset.target] = [r.left, r.top, r.width, r.height];
  }
  const phone = matchMedia('(max-width: 45.99rem)').matches;
  // (b) at its top, or none of the places to choose from in view there
  const scrolled = phone ? scrollY : board.scrollTop;
  let noneAtTop = false;
  if (scrolled > 1) {
    const was = [scrollX, scrollY, board.scrollTop];
    if (phone) scrollTo(0, 0); else board.scrollTop = 0;
    noneAtTop = !targets().some((n) => !n.closest('#prompt') && inView(n));
    scrollTo(was[0], was[1]); board.scrollTop = was[2];
  }
  const covered = targets().filter(inView).map(hitAt).filter((x) => x);
  return {board: [br.left, br.top, br.width, br.height], zoom: board.dataset.zoom || '1', boxes,
          scrolled, noneAtTop, covered, prompt: document.querySelector('#prompt').offsetHeight,
          wide: document.documentElement.scrollWidth - innerWidth};
}"""

# no piece sliding: the board takes taps again
REST = "() => !document.body.dataset.sliding"

# (c) while pieces slide: from the drawing after the move, every frame for 400 ms
SLIDE = "(moves) => { window.__slide = new Promise((done) => {" + KIT + """
  const table = document.querySelector('#table'), bad = new Set();
  let t0 = null, frames = 0, shielded = 0;
  const tick = () => {
    if (t0 === null && Number(table.dataset.moves) > moves) t0 = performance.now();
    if (t0 !== null) {
      frames += 1;
      if (document.body.dataset.sliding) shielded += 1;     // (the board takes no tap meanwhile)
      // a tap at a target's centre lands on it, or on nothing that takes it (a
      // place whose piece slides in is empty for a moment; while pieces slide the
      // board lets every tap through to what lies under it): never on another
      // target (a box it lies in included), a piece over it, or a bar over it
      for (const n of targets()) if (inView(n)) {
        const w = hitAt(n);
        if (!w) continue;
        const r = n.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit) continue;
        const taker = hit.closest('[data-target], button'), piece = hit.closest('[data-k]');
        if ((taker && taker !== n && !n.contains(taker)) || (piece && !piece.contains(n) && !n.contains(piece)) ||
            (hit.closest('#prompt, #hand-dock') && !n.closest('#prompt, #hand-dock')))
          bad.add(w);
      }
      if (performance.now() - t0 > 400) return done({bad: [...bad], frames, shielded, slid: document.body.dataset.slid});
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}); }"""

# (d) the visible text drawn under 11 px on the screen
SMALL = """() => {
  const out = new Map();
  const walk = document.createTreeWalker(document.querySelector('#table'), NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    if (!t.textContent.trim()) continue;
    const e = t.parentElement;
    if (!e || e.closest('.sr-only, [hidden], [aria-hidden=true] svg')) continue;
    const r = e.getBoundingClientRect(), s = getComputedStyle(e);
    if (r.width < 1 || r.height < 1 || s.visibility === 'hidden' || r.bottom < 0 || r.top > innerHeight
        || r.right < 0 || r.left > innerWidth || s.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    // the scale its box is drawn at (CSS zoom and transforms: Chromium's boxes are on the
    // screen), read off the nearest box wide enough that offsetWidth's rounding to a
    // whole pixel does not count (a "1" 8 px wide: up to 6%)
    let a = e;
    while (a.parentElement && a.offsetWidth < 60 && a.parentElement.offsetWidth > 0) a = a.parentElement;
    const k = a.offsetWidth > 0 ? a.getBoundingClientRect().width / a.offsetWidth : 1;
    const px = parseFloat(s.fontSize) * k;
    if (px < 10.95) {
      const where = (e.closest('[class]') || e).className.toString().split(' ')[0];
      const key = where + ': ' + t.textContent.trim().slice(0, 20);
      out.set(key, Math.round(px * 10) / 10);
    }
  }
  return [...out].slice(0, 40);
}"""


@functools.lru_cache(maxsize=None)
def survey(browser, site_url, game, size) -> dict:
    """Every position of ``game`` opened at ``size``, what each check sees."""
    w, h = SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, is_mobile=w < 500, has_touch=w < 500)
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    got = {"moved": [], "compared": 0, "scrolled": [], "covered": [], "sliding": [], "small": [],
           "slides": 0, "frames": 0, "shielded": 0, "named": 0, "errors": errors}
    try:
        kit.open_app(page, site_url, pace=1)       # (not the instant pace: pieces slide)
        for k, (save, again) in enumerate(chosen(game)):
            positions.open_position(page, save)
            if kit.is_over(page):
                continue
            page.wait_for_function(REST)            # (the checks at rest: the slide's own below)
            where = f"{game} {size} position {k} (move {len(save['actions'])})"
            first = page.evaluate(MEASURE)
            if first["scrolled"] > 1 and not first["noneAtTop"]:
                got["scrolled"].append((where, first["scrolled"]))
            got["covered"] += [where + ": " + c for c in first["covered"]]
            if first["wide"] > 0:               # (the bar's right end off the screen: Undo cut)
                got["covered"].append(f"{where}: the page {first['wide']} px wider than the screen")
            if size == "desktop" and k % 3 == 0:
                got["small"] += [(where, s) for s in page.evaluate(SMALL)]
            if again is None:
                continue
            before = kit.moves(page)
            page.evaluate(SLIDE, before)
            page.evaluate("""(i) => { const b = document.querySelector(
                `#actions button[data-do=act][data-index="${i}"]`); b.click(); }""", again)
            slid = page.evaluate("() => window.__slide")
            got["sliding"] += [where + ": " + c for c in slid["bad"]]
            got["slides"] += int(slid["slid"] or 0)
            got["frames"] += slid["frames"]
            got["shielded"] += slid["shielded"]
            kit.wait_for_turn(page)
            page.wait_for_function(REST)
            if kit.moves(page) != before + 1:
                continue                        # (not the same turn after all)
            second = page.evaluate(MEASURE)
            got["compared"] += 1
            moved = []
            if second["zoom"] != first["zoom"]:
                moved.append(f"zoom {first['zoom']} -> {second['zoom']}")
            held = 4 if size == "desktop" else 3        # (a phone's board: not its height)
            if any(abs(a - b) > 1 for a, b in zip(first["board"][:held], second["board"][:held])):
                moved.append(f"board {first['board']} -> {second['board']}")
            # the named target: the board's first target, when it is the first in both
            # decisions (what a move adds or takes before it reflows what follows)
            both = [t for t in first["boxes"] if t in second["boxes"]]
            if both and both[0] == next(iter(first["boxes"])) == next(iter(second["boxes"])):
                t = both[0]
                got["named"] += 1
                if any(abs(a - b) > 1 for a, b in zip(first["boxes"][t], second["boxes"][t])):
                    moved.append(f"{t} {first['boxes'][t]} -> {second['boxes'][t]}")
            if moved:
                got["moved"].append((where, moved))
            kit.shot(page, f"still-{game}-{size}-{k}")
    finally:
        ctx.close()
    return got


CASES = [(g, s) for g in GAMES for s in SIZES]
EVERY = [pytest.param(*c, id=c[0] + "-" + c[1]) for c in CASES]
# (Issue 43's items 1, 2 and 7, once strict xfails here, are fixed: on a phone the
# players' strip above the board is held a line taller through a turn, the page
# does not scroll within a turn nor past a docked hand's cards, Time of Crisis's
# governor odds lie under the map, the board is never wider than the phone; the
# board and the hand take no tap while pieces slide.)


@pytest.mark.parametrize("game,size", EVERY)
def test_the_board_holds_still_between_two_decisions(browser, site_url, game, size):
    got = survey(browser, site_url, game, size)
    assert got["errors"] == []
    assert got["compared"] >= 8, got["compared"]
    print(game, size, got["compared"], "pairs,", got["named"], "with a named target")
    assert got["moved"] == []


@pytest.mark.parametrize("game,size", EVERY)
def test_a_position_opens_with_the_board_at_its_top(browser, site_url, game, size):
    got = survey(browser, site_url, game, size)
    assert got["scrolled"] == []


@pytest.mark.parametrize("game,size", EVERY)
def test_every_target_is_topmost_at_its_centre(browser, site_url, game, size):
    got = survey(browser, site_url, game, size)
    assert got["covered"] == []


# Sampled every frame of the 400 ms after a move: the board takes no tap while its
# pieces slide (body[data-sliding]), and after that every target is hit at its centre.
@pytest.mark.parametrize("game,size", EVERY)
def test_no_target_is_covered_while_pieces_slide(browser, site_url, game, size):
    got = survey(browser, site_url, game, size)
    assert got["frames"] > 0
    assert got["slides"] == 0 or got["shielded"] > 0, got["slides"]
    assert got["sliding"] == []


# (d) in every game: Rome in Crisis and Roman Empire drawn smaller to fit (down to
# 0.72) keep their print at 11.2 px on the screen while their boxes shrink (app.css,
# --least), so a decision still fits one view at 1280x800 (test_browser_frame).
@pytest.mark.parametrize("game,size", [p for p in EVERY if p.values[1] == "desktop"])
def test_no_text_of_the_table_under_11_px(browser, site_url, game, size):
    got = survey(browser, site_url, game, size)
    assert got["small"] == []


def test_the_prompt_cut_opens_under_the_line_and_leaves_hint_and_undo(browser, site_url):
    """A prompt too long for its one line (desktop) opens whole at a click, in a
    popover under the status line: Hint and Undo stay topmost, clickable."""
    ctx = browser.new_context(viewport={"width": 1030, "height": 800})
    page = ctx.new_page()
    try:
        kit.open_app(page, site_url)
        for save, _ in chosen("roman-empire"):
            positions.open_position(page, save)
            if page.is_visible("#prompt-text[data-cut]") and page.is_visible("#hint-button"):
                break
        else:
            pytest.fail("no position with the prompt's words cut")
        page.click("#prompt-text")
        assert page.evaluate("() => document.querySelector('#prompt-text').classList.contains('open')")
        got = page.evaluate("""() => { const h = document.querySelector('#prompt-text').getBoundingClientRect();
            const bar = document.querySelector('#prompt').getBoundingClientRect();
            const tops = [...document.querySelectorAll('#hint-button, #undo-button')].filter((b) => !b.hidden)
              .map((b) => { const r = b.getBoundingClientRect();
                            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                            return hit === b || b.contains(hit); });
            return {under: h.top >= bar.bottom - 1, tops}; }""")
        assert got["under"] and got["tops"] and all(got["tops"]), got
        page.click("#hint-button")                      # a click on Hint is Hint's, the popover closes
        assert not page.evaluate("() => document.querySelector('#prompt-text').classList.contains('open')")
    finally:
        ctx.close()
