"""Time of Crisis at the table: a two-player game against one AI played to the
end by clicking the map (a province, an army, a card, a tribe), the AI at the
instant pace; an army clicked, then where it may go with each move's cost; a
four-player game with three AIs through a reload and offline; axe on the map;
the map at phone width with nothing cut off; the embeds stepped through."""
import random
import time

import build
import kit
import pygame_core as pc
from test_browser_axe import violations

CLICKABLE = ":is(#board, #hand) button[data-target]"
SEED_2P = 22         # a game of ~530 moves with this test's clicking (seed 4 takes ~1800)
BUDGET = 330           # seconds: a whole game must end well inside the test's ~6 minutes


def drawn_targets(page) -> list:
    """The keys of the map's clickable elements (the person may act now)."""
    return page.evaluate("""() => [...new Set([...document.querySelectorAll(
        ':is(#board, #hand) button[data-target]')].map((b) => b.dataset.target))]""")


def click_on_map(page, key, rng) -> str:
    """Click a drawn target; when it offers several moves (a province's
    actions, say), pick one of the list shown beside it.  Returns the words of
    the move chosen."""
    before = kit.moves(page)
    said = page.get_attribute(f"{CLICKABLE}[data-target='{key}']", "aria-label") or key
    page.click(f"{CLICKABLE}[data-target='{key}']")
    page.wait_for_function(
        f"""() => Number(document.querySelector('#table').dataset.moves) > {before}
                  || document.querySelector('#choices')
                  || document.querySelector('#actions[data-mode=selected]')""", timeout=kit.MOVE_TIMEOUT)
    if page.locator("#actions[data-mode=selected]").count():     # a hand card chosen first
        said = kit.choose_selected(page, rng.randrange(len(kit.selected_moves(page))))
    elif page.locator("#choices").count():
        choices = page.locator("#choices button[data-index]")
        pick = rng.randrange(choices.count())
        said = choices.nth(pick).inner_text()
        choices.nth(pick).click()
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)
    kit.wait_for_turn(page)
    return said


def test_two_players_against_an_ai_by_clicking_the_map(page, site_url):
    """The map first: a drawn target is clicked 9 times in 10 (the button list
    only for a move the map has no target for, or the odd tenth); to the end."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy"], seed=SEED_2P, game="time-of-crisis")
    assert page.locator("#board .toc-map .toc-region").count() == 21
    rng = random.Random(SEED_2P)
    clicked, buttons, last = {}, 0, None
    t0 = time.time()
    while not kit.is_over(page):
        assert time.time() - t0 < BUDGET, ("not over", kit.moves(page), clicked, buttons)
        found = drawn_targets(page)
        # prefer the map (a region, an army, a tribe), else any card drawn; an
        # army's own "in or out of the capital" is not taken twice running
        keys = [k for k in sorted(found) if k != last]
        on_map = [k for k in keys if k.split(":")[0] in ("region", "army", "tribe", "leader")]
        if keys and rng.random() < 0.9:
            key = rng.choice(on_map) if on_map and rng.random() < 0.6 else rng.choice(keys)
            last = key
            click_on_map(page, key, rng)
            clicked[key.split(":")[0]] = clicked.get(key.split(":")[0], 0) + 1
        else:
            kit.person_move(page, rng)
            buttons += 1
    kit.shot(page, "toc-desktop-end", full_page=True)
    turns = int(page.get_attribute("#board .toc-turn", "data-turn"))
    print("clicked", clicked, "buttons", buttons, "moves", kit.moves(page), "turns", turns,
          "seconds", round(time.time() - t0))
    assert {"region", "card"} <= set(clicked), clicked
    assert sum(clicked.values()) > 2 * buttons            # played on the map, mostly
    # The end screen and the prompt say who won, with the engine's own result
    # (the autosave replayed on CPython).
    saved = kit.autosave(page)
    assert saved["over"] is True
    result = pc.load_match(saved["save"]).result()
    names = ["Player 1", "Player 2 (AI, easy)"]
    winner = names[result["winners"][0]]
    assert page.is_visible("#end")
    assert page.inner_text("#end .winner") == winner + " wins."
    points = page.locator("#end table.scores tbody tr td:nth-of-type(1)").all_inner_texts()
    assert [int(p) for p in points] == result["scores"]
    assert page.inner_text("#prompt-text").startswith("Game over: " + winner + " wins.")


def map_move(page, rng, last=None):
    """One move of the person to move: a drawn target when there is one (9 in
    10), else a button of the list; returns the key clicked (or None)."""
    if page.is_visible("#privacy"):
        page.click("#reveal-button")
        kit.wait_for_turn(page)
    found = drawn_targets(page)
    keys = [k for k in sorted(found) if k != last]
    if keys and rng.random() < 0.9:
        key = rng.choice(keys)
        click_on_map(page, key, rng)
        return key
    kit.person_move(page, rng)
    return None


def turn_of(page) -> int:
    return int(page.get_attribute("#board .toc-turn", "data-turn"))


def test_four_players_three_ais_through_a_reload_and_offline(context, page, site_url):
    """One person and three AIs: two rounds, a reload (the game goes on from
    its autosave at the same move), then offline (the service worker serves
    the page and the engine) and another round."""
    build.ensure_node_modules()
    kit.open_app(page, site_url)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    kit.start_game(page, ["person", "ai:easy", "ai:easy", "ai:easy"], seed=7,
                   game="time-of-crisis")
    rng, last = random.Random(7), None
    while turn_of(page) < 9 and not kit.is_over(page):          # two rounds of four turns
        last = map_move(page, rng, last)
    before, saved = kit.moves(page), kit.autosave(page)
    assert before > 40 and not kit.is_over(page)
    page.reload()
    page.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    kit.wait_for_turn(page)
    assert kit.moves(page) == before and kit.autosave(page)["save"] == saved["save"]
    assert page.locator("#board .toc-map .toc-region").count() == 21
    for _ in range(5):
        last = map_move(page, rng, last)
    at = kit.moves(page)
    assert at > before
    kit.reload_offline(context, page)
    assert kit.moves(page) == at
    turn = turn_of(page)
    while turn_of(page) < turn + 4 and not kit.is_over(page):   # one more round, offline
        last = map_move(page, rng, last)
    assert kit.moves(page) > at + 20
    assert violations(page, "time-of-crisis: four players, offline") == []      # axe
    # what the page played is the engine's game: the autosave replays on CPython
    replayed = pc.load_match(kit.autosave(page)["save"])
    assert len(replayed.actions) == kit.moves(page)


def test_an_army_then_where_it_may_go_with_the_cost(page, site_url):
    """The map's own menu: click the army, choose "Move an army" there (the
    action and its army as one choice), and every destination is drawn
    clickable with what the move costs; clicking one moves the army."""
    from pygame_core.games.time_of_crisis import data as D
    build.ensure_node_modules()
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy"], seed=4, game="time-of-crisis")
    while not ("Play cards from your hand" in page.text_content("#help-text") and
               page.locator(f"{CLICKABLE}[data-target='card:red_1']").count()):
        kit.first_move(page)                                            # the first choice
        kit.wait_for_turn(page)
    click_on_map(page, "card:red_1", random.Random(0))                  # 1 Military
    armies = [k for k in drawn_targets(page) if k.startswith("army:")]
    assert len(armies) == 1, drawn_targets(page)                        # his one army
    page.click(f"{CLICKABLE}[data-target='{armies[0]}']")
    page.wait_for_selector("#choices")
    assert violations(page, "time-of-crisis: an army's moves") == []          # axe
    offered = page.locator("#choices button[data-index]").all_inner_texts()
    move = [t for t in offered if t.startswith("Move an army: ")]
    assert len(move) == 1 and "Move the army out of the capital of Gallia" in offered, offered
    before = kit.moves(page)

    def move_an_army():
        page.locator("#choices button[data-do=choose]").filter(has_text="Move an army").click()
        page.wait_for_function(
            f"() => Number(document.querySelector('#table').dataset.moves) >= {before + 2}")
        kit.wait_for_turn(page)
    move_an_army()
    page.click("#undo-button")          # Undo takes back the one click: both of its actions
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) === {before}")
    kit.wait_for_turn(page)
    page.click(f"{CLICKABLE}[data-target='{armies[0]}']")
    page.wait_for_selector("#choices")
    move_an_army()
    costs = page.evaluate("""() => Object.fromEntries([...document.querySelectorAll(
        '#board .toc-region.target')].map((r) => [r.querySelector('button[data-target]')
        .dataset.target, r.querySelector('.toc-cost').title]))""")
    where = {"region:" + r for r in D.ADJ["gallia"]}
    assert set(costs) == where, costs
    for key, text in costs.items():
        sea = key.split(":")[1] in D.SEAS
        assert text == ("costs 1 Military; 1 more to land" if sea else "costs 1 Military"), (key, text)
    assert violations(page, "time-of-crisis: where the army may go") == []   # axe
    land = sorted(k for k in costs if k.split(":")[1] not in D.SEAS)[0]
    click_on_map(page, land, random.Random(0))
    assert f"moves an army to {M_NAME(land)}" in page.inner_text("#log")


def M_NAME(key):
    from pygame_core.games.time_of_crisis.data import NAME
    return NAME[key.split(":")[1]]


def test_phone_width_map_nothing_cut_off(browser, site_url):
    """At 390 px the page never scrolls sideways: the map keeps a readable
    size in its own frame, which scrolls (every region inside it), and the
    side panels fit the screen."""
    with kit.phone_game(browser, site_url, "time-of-crisis",
                        ["person", "ai:easy", "ai:easy", "ai:easy"], seed=3) as page:
        kit.play(page, random.Random(3), limit=6)
        kit.shot(page, "toc-phone", full_page=True)
        wide = page.evaluate("""() => {
            const w = innerWidth, out = [], frame = document.querySelector('#board .toc-frame');
            const f = frame.getBoundingClientRect(), inner = frame.scrollWidth;
            for (const e of document.querySelectorAll('#board .toc-side *, #board .toc-cards *, #board .toc-you *'))
                { const r = e.getBoundingClientRect();
                  if (r.width && (r.right > w + 1 || r.left < -1)) out.push(e.className); }
            for (const e of document.querySelectorAll('#board .toc-region'))
                { const r = e.getBoundingClientRect();     // (a phone draws no sea's label)
                  if (r.width && (r.left < f.left - 1 || r.right > f.left + inner + 1)) out.push(e.className); }
            return {sw: document.documentElement.scrollWidth, w, out,
                    font: parseFloat(getComputedStyle(document.querySelector('.toc-places')).fontSize)};
        }""")
        assert wide["sw"] <= wide["w"] and wide["out"] == [], wide
        assert wide["font"] >= 9, wide                      # the map's words stay readable


EMBEDS = {"combat": ("Red's army advances", "Macedonia"),
          "place-governor": ("Hispania is his", "Hispania"),
          "support-check": ("ends at 2", "Thracia"),
          "invasion": ("Sassanids", "Galatia")}


def test_each_embed_steps_through_on_the_map(page, site_url):
    for name, (words, region) in EMBEDS.items():
        page.goto(f"{site_url}embed.html?game=time-of-crisis&scenario={name}")
        page.wait_for_selector("body[data-step='0']", timeout=kit.APP_TIMEOUT)
        count = int(page.inner_text("#step-count").split(" of ")[1])
        assert page.locator("#board .toc-map .toc-region").count() == 21
        for step in range(1, count):
            page.keyboard.press("ArrowRight")
            page.wait_for_selector(f"body[data-step='{step}']", timeout=30_000)
        assert words in page.inner_text("#caption"), name
        assert region in page.inner_text("#board .toc-map"), name
        assert page.locator("#board button[data-target]").count() == 0   # nothing to click


def test_the_first_round_embed_opens_at_its_last_step(page, site_url):
    import pygame_core as pc
    _, steps = pc.load_scenario("time-of-crisis", "first-round")
    last = len(steps) - 1
    page.goto(f"{site_url}embed.html?game=time-of-crisis&scenario=first-round&step={last + 1}")   # 1-based
    page.wait_for_selector(f"body[data-step='{last}']", timeout=kit.APP_TIMEOUT)
    assert "first round is over" in page.inner_text("#caption")
    assert page.inner_text("#step-count") == f"Step {last + 1} of {last + 1}"
    assert "Syria" in page.inner_text("#board .toc-map")


def to_first_card_play(page):
    """A two-player game (seed 4) up to the person's first Take Actions with
    Red 1 in hand, then Red 1 played: his army in Gallia may move."""
    kit.start_game(page, ["person", "ai:easy"], seed=4, game="time-of-crisis")
    while not ("Play cards from your hand" in page.text_content("#help-text") and
               page.locator(f"{CLICKABLE}[data-target='card:red_1']").count()):
        kit.first_move(page)                                            # the first choice
        kit.wait_for_turn(page)
    click_on_map(page, "card:red_1", random.Random(0))


MENU = """() => { const m = document.querySelector('#board .toc-map').getBoundingClientRect(),
    c = document.querySelector('#choices').getBoundingClientRect(),
    p = document.querySelector('#prompt').getBoundingClientRect(),
    mid = document.elementFromPoint(c.left + c.width / 2, c.top + Math.min(c.height / 2, 20));
    return {map: [m.height, m.width], menu: [c.left, c.top, c.right, c.bottom],
            prompt_top: p.top, fixed: getComputedStyle(document.querySelector('#prompt')).position,
            w: innerWidth, h: innerHeight, seen: !!(mid && mid.closest('#choices'))}; }"""


def test_a_move_menu_floats_by_the_place_and_never_reflows_the_map(browser, site_url):
    """Issue 21, defects 3 and 9.  The menu of an army's moves opens by the
    army, over the map (its height unchanged), in view; on a phone above the
    prompt bar.  A click in the middle of a clickable province is the
    province's, not an army's drawn there."""
    for w, h in ((1280, 800), (390, 844)):
        with kit.screen(browser, site_url, w, h) as page:
            to_first_card_play(page)
            height = page.evaluate(MENU.replace("c = document.querySelector('#choices')"
                                                ".getBoundingClientRect(),", "c = m,"))["map"]
            army = [k for k in drawn_targets(page) if k.startswith("army:")][0]
            page.click(f"{CLICKABLE}[data-target='{army}']")
            page.wait_for_selector("#choices")
            got = page.evaluate(MENU)
            assert got["map"] == height, (w, got, height)               # no reflow
            left, top, right, bottom = got["menu"]
            assert 0 <= left and right <= got["w"] and 0 <= top and bottom <= got["h"], (w, got)
            assert got["seen"], (w, got)                                 # nothing over it
            if got["fixed"] == "fixed":                                  # a phone: above the bar
                assert bottom <= got["prompt_top"], (w, got)
            kit.shot(page, f"toc-menu-{w}")
            cut = page.evaluate("""() => [...document.querySelectorAll('#board .card .nm')]
                .filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent)""")
            assert cut == [], (w, cut)                                   # no card name cut
            # Move an army: its destinations are clickable provinces and seas
            before = kit.moves(page)
            page.locator("#choices button[data-do=choose]").filter(has_text="Move an army").click()
            page.wait_for_function(
                f"() => Number(document.querySelector('#table').dataset.moves) >= {before + 2}")
            kit.wait_for_turn(page)
            # the middle of each clickable region's box is that region, of each
            # clickable army that army (never under another region's label)
            hits = page.evaluate("""() => {
                const f = document.querySelector('#board .toc-frame').getBoundingClientRect(),
                    tabs = document.querySelector('#tabs').getBoundingClientRect(),
                    bar = document.querySelector('#prompt'), fixed = getComputedStyle(bar).position === 'fixed',
                    low = fixed ? bar.getBoundingClientRect().top : innerHeight,
                    high = Math.max(0, tabs.bottom);
                return [...document.querySelectorAll('#board .toc-map .toc-region[data-box], '
                    + '#board .toc-map button[data-target]:not(.handle)')].map((b) => {
                    const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
                    if (x < Math.max(f.left, 0) || x > Math.min(f.right, innerWidth) || y < high || y > low)
                        return null;                   // out of sight (the frame scrolls on a phone)
                    const e = document.elementFromPoint(x, y);
                    return [b.dataset.target, e && e.closest('[data-target]') &&
                            e.closest('[data-target]').dataset.target, e && e.className.baseVal === undefined
                            ? e.className + ' < ' + e.parentNode.className : 'svg']; }).filter((h) => h); }""")
            hits = [h[:2] if h[0] == h[1] else h for h in hits]
            kit.shot(page, f"toc-destinations-{w}")
            assert len(hits) >= 3 and all(h[0] == h[1] for h in hits), (w, hits)


def test_an_embed_at_the_readmes_size_shows_the_captions_region(browser, site_url):
    """Issue 21, defect 6: at 720x560 (the README's iframe) each embed's last
    step shows the map, with the region its caption speaks of on screen."""
    ctx = browser.new_context(viewport={"width": 720, "height": 560})
    try:
        page = ctx.new_page()
        for name, (words, region) in list(EMBEDS.items()) + [("first-round", ("first round", "Syria"))]:
            page.goto(f"{site_url}embed.html?game=time-of-crisis&scenario={name}&step=99")
            # A teaching embed is drawn at build time and steps with no engine.
            page.wait_for_selector("body[data-ui=ready] #board .toc-map", timeout=kit.APP_TIMEOUT)
            page.wait_for_function("() => document.querySelector('#step-count').textContent")
            at = page.evaluate("""(name) => {
                const b = [...document.querySelectorAll('#board .toc-region')].find(
                    (e) => e.querySelector('.toc-rhead').textContent.startsWith(name));
                const r = b.getBoundingClientRect(), m = document.querySelector('#board .toc-svg')
                    .getBoundingClientRect();
                return {box: [r.left, r.top, r.right, r.bottom], map: [m.width, m.height]}; }""", region)
            left, top, right, bottom = at["box"]
            assert 0 <= left and right <= 720 and 0 <= top and bottom <= 560, (name, at)
            assert at["map"][0] > 600, (name, at)            # the map, not a list
            if name == "combat":
                kit.shot(page, "toc-embed-720")
    finally:
        ctx.close()


# The map's elements as measured in the page: its width, what may be tapped (each
# target's box, unless it lets a tap through to the shape under it), and every
# counter (an army, barbarians, a leader, a tribe, a marker, a target) lying over
# another region's label.
MAP_BOXES = """() => {
  const map = document.querySelector('#board .toc-map'), m = map.getBoundingClientRect();
  const bar = document.querySelector('#prompt'), fixed = getComputedStyle(bar).position === 'fixed';
  const low = fixed ? bar.getBoundingClientRect().top : Infinity;
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const place = (e) => e.closest('.toc-place').dataset.r, R = (e) => e.getBoundingClientRect();
  const over = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > .5 &&
                         Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > .5;
  const labels = [...map.querySelectorAll('.toc-region')].filter(shown);
  const counters = [...map.querySelectorAll('.toc-army, .toc-barb, .toc-leader, .toc-tribe, .toc-mk, '
                                            + '.toc-places [data-target]')].filter(shown);
  const covered = [];
  for (const c of counters) for (const l of labels)
    if (place(c) !== place(l) && over(R(c), R(l))) covered.push(place(c) + ' ' + c.className + ' under ' + place(l));
  const targets = [...map.querySelectorAll('.toc-places [data-target]')].filter(
    (e) => shown(e) && getComputedStyle(e).pointerEvents !== 'none').map((e) => {
      const r = R(e); return {key: e.dataset.target, w: Math.round(r.width), h: Math.round(r.height),
                              under_bar: r.bottom > low}; });
  const fonts = [...map.querySelectorAll('.toc-places *')].filter(shown).map(
    (e) => parseFloat(getComputedStyle(e).fontSize));
  return {map: [m.left, m.right], w: innerWidth, sw: document.documentElement.scrollWidth,
          // (the frame's own width, in the board's CSS px: times the zoom the board is drawn at)
          frame_sw: document.querySelector('#board .toc-frame').scrollWidth *
                    (parseFloat((document.querySelector('#board-fit') || {style: {}}).style.zoom) || 1),
          covered, targets,
          font: Math.min(...fonts)}; }"""


def test_the_whole_map_fits_a_phone_and_every_target_is_tappable(browser, site_url):
    """Issue 21 ("scaled to the width from a phone to a desktop"): at 390x844 the
    whole map is in the width (no sideways scroll, of the page or of its frame),
    its words at least 8.5 px, and while the person picks where an army goes
    every target on it is at least 24 px and above the prompt bar; no counter is
    under another region's label, there or at 1280x800 (the crowded east)."""
    for w, h in ((390, 844), (1280, 800)):
        with kit.screen(browser, site_url, w, h) as page:
            to_first_card_play(page)
            army = [k for k in drawn_targets(page) if k.startswith("army:")][0]
            seen = [page.evaluate(MAP_BOXES)]
            page.click(f"{CLICKABLE}[data-target='{army}']")
            page.wait_for_selector("#choices")
            before = kit.moves(page)
            page.locator("#choices button[data-do=choose]").filter(has_text="Move an army").click()
            page.wait_for_function(
                f"() => Number(document.querySelector('#table').dataset.moves) >= {before + 2}")
            kit.wait_for_turn(page)
            page.locator("#board .toc-map").scroll_into_view_if_needed()
            got = page.evaluate(MAP_BOXES)
            seen.append(got)
            kit.shot(page, f"toc-fit-{w}")
            assert len([t for t in got["targets"] if t["key"].startswith("region:")]) >= 3, got
            for s in seen:
                assert s["covered"] == [], (w, "; ".join(s["covered"]))
                assert s["sw"] <= s["w"] and s["map"][0] >= 0 and s["map"][1] <= s["w"], (w, s)
                assert s["frame_sw"] <= s["map"][1] - s["map"][0] + 1, (w, s)      # no inner scroll
                assert s["font"] >= 8.5, (w, s)
            if w < 500:
                small = [t for t in got["targets"] if t["w"] < 24 or t["h"] < 24 or t["under_bar"]]
                assert small == [], small
