"""The game table of issue 33, in Chromium: for each game, over 30 or more decision
positions from seeded play (built on CPython, opened from storage), at 1280x800,
1440x900, 1920x1080 and a phone's 390x844:

1. one view per decision: without scrolling, the prompt and its buttons, the
   places and cards the decision acts on, the hand and the player column lie
   inside the viewport (and inside the box that scrolls them); on a phone (where
   the page scrolls, and scrolls itself to the places to choose from when the
   turn comes) the status bar, its buttons whole, the hand and the players'
   strip are in view, and nothing to choose from lies under the bar or the hand
   once scrolled to (the share of places in view is printed);
2. the player column: a panel per seat, whose facts are the game's (the board
   module's ``panels`` of the same position, on CPython);
3. the hand docked: at the bottom of the view on a desktop, above the bar on a phone;
4. few buttons: a decision with many moves keeps only those acting on nothing
   drawn, and a card chosen first plays the right move (Roman Empire, Roman History).

And the follow-ups (items 5 and 6): the tab title marks your turn; the log can be
hidden and its turn titles never cover a line; the lines since your last turn
start at it."""
import json
import random
import sys
from pathlib import Path

import pytest

import kit
import positions
import pygame_core as pc

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web" / "ui"))
import boards  # noqa: E402

DESKTOPS = [(1280, 800), (1440, 900), (1920, 1080)]
PHONE = (390, 844)
COUNT = 30
GAMES = {"rome-in-crisis": (3, 4), "roman-empire": (4, 6), "time-of-crisis": (2, 4),
         "roman-history": (3, 5)}

# What lies outside the view, or outside the box that scrolls it, at a decision.
MEASURE = """(phone) => {
  const vw = innerWidth, vh = innerHeight, bad = [];
  const shown = (n) => n && n.offsetParent !== null && getComputedStyle(n).visibility !== 'hidden';
  const name = (n) => (n.id ? '#' + n.id : '') + (n.getAttribute('aria-label') || n.textContent || '')
      .trim().slice(0, 50);
  const clip = (n) => {
    const r = n.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return 'no size';
    if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1)
      return 'outside the view ' + JSON.stringify([Math.round(r.left), Math.round(r.top),
                                                    Math.round(r.right), Math.round(r.bottom)]);
    for (let a = n.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (!/(auto|scroll|hidden)/.test(cs.overflowX + ' ' + cs.overflowY)) continue;
      const b = a.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1 || r.right > b.right + 1)
        return 'cut by ' + (a.id || a.className);
    }
    return '';
  };
  const check = (what, n) => { const why = clip(n); if (why) bad.push(what + ' ' + name(n) + ': ' + why); };
  check('prompt', document.querySelector('#prompt-text'));
  const buttons = [...document.querySelectorAll('#actions button, #hint-button, #undo-button')].filter(shown);
  for (const b of buttons) check('button', b);
  const dock = document.querySelector('#hand-dock');
  if (shown(dock)) check('hand', dock);
  check('players', document.querySelector('#panels'));
  if (!phone) for (const p of document.querySelectorAll('#panel-list > li')) check('panel', p);
  const targets = [...document.querySelectorAll('#board [data-target], #hand [data-target]')]
      .filter((n) => shown(n) && !(n.closest('[data-box]') && n.closest('[data-box]') !== n));
  let inView = 0;
  for (const t of targets) {
    const why = clip(t);
    if (!why) inView += 1;
    else if (!phone) bad.push('target ' + name(t) + ': ' + why);
  }
  const bar = document.querySelector('#prompt');
  return {bad, targets: targets.length, inView, scrollY: scrollY,
          pageTall: document.scrollingElement.scrollHeight > vh + 1,
          barCut: phone && bar.scrollHeight > bar.clientHeight + 1,
          zoom: (document.querySelector('#board') || {dataset: {}}).dataset.zoom,
          buttons: buttons.length};
}"""

# On a phone: each target scrolled to the middle of the screen is the element hit
# there (not the bar, the hand or the players' strip over it).
UNDER = """() => {
  const out = [];
  for (const n of document.querySelectorAll('#board button[data-target]')) {
    if (!n.offsetParent) continue;
    n.scrollIntoView({block: 'center', inline: 'center'});
    const r = n.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === n || n.contains(hit)))
      out.push((n.getAttribute('aria-label') || '').slice(0, 50) + ' under ' +
               (hit ? (hit.closest('[id]') || hit).id : 'nothing'));
  }
  scrollTo(0, 0);
  return out;
}"""

PANELS = """() => [...document.querySelectorAll('#panel-list > li')].map((p) => p.innerText)"""


def expected_panels(save) -> list:
    """The board module's panels of the position the page shows (for seat 0)."""
    m = pc.load_match(save)
    view = m.view(0)
    module = boards.board(save["game"])
    names = view.get("names") or ["Player " + str(i + 1) for i in range(m.players)]
    return module.panels(view, 0, names)


@pytest.mark.parametrize("game", list(GAMES))
def test_each_decision_in_one_view(browser, site_url, game):
    saves = positions.spread(game, GAMES[game], COUNT)
    assert len(saves) >= COUNT
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    page = ctx.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        kit.open_app(page, site_url)
        failures, seen, panels_seen, few, under = [], 0, set(), [], []
        in_view = {}            # size -> [targets in view without scrolling, targets]
        for k, (players, save) in enumerate(saves):
            positions.open_position(page, save, players)
            if kit.is_over(page):
                continue
            seen += 1
            # 2: the panels are the game's, for this very position (the page's own save)
            shown = page.evaluate(PANELS)
            want = expected_panels(kit.autosave(page)["save"])
            assert len(shown) == len(want) == players
            for text, row in zip(shown, want):
                assert str(row["score"]) in text and all(v in text for _, v in row["facts"]), \
                    (text, row)
            panels_seen.add(json.dumps(shown))
            # every position at the smallest desktop and the phone; the larger desktops
            # (more room, the same layout) on every third position
            for w, h in DESKTOPS[:1] + [PHONE] + (DESKTOPS[1:] if k % 3 == 0 else []):
                page.set_viewport_size({"width": w, "height": h})
                page.wait_for_timeout(200)           # the board fits itself again (resize)
                phone = w < 500
                got = page.evaluate(MEASURE, phone)
                where = f"{game} position {k} ({players}p, move {len(save['actions'])}) at {w}x{h}"
                if got["bad"]:
                    failures.append({"where": where, "bad": got["bad"][:6], "zoom": got["zoom"]})
                if not phone and (got["scrollY"] or got["pageTall"]):
                    failures.append({"where": where, "bad": ["the page scrolls"]})
                if phone and got["barCut"]:
                    failures.append({"where": where, "bad": ["the bar's buttons are cut"]})
                if phone and k % 3 == 0:
                    under += [where + ": " + u for u in page.evaluate(UNDER)]
                if (w, h) == (1280, 800):
                    few.append(got["buttons"])
                tally = in_view.setdefault(f"{w}x{h}", [0, 0])
                tally[0] += got["inView"]
                tally[1] += got["targets"]
            page.set_viewport_size({"width": 1280, "height": 800})
        print(game, seen, "positions; targets in view without scrolling:",
              {k: f"{a}/{b}" for k, (a, b) in in_view.items()})
        assert seen >= COUNT - 2, seen
        assert len(panels_seen) >= seen // 2, "the panels did not change with the table"
        # 4: a decision has few buttons (Hint and Undo included): the many are on the table
        assert max(few) <= 10, few
        assert failures == [], json.dumps(failures[:12], indent=1) + f"\n{len(failures)} failures"
        assert under == [], under[:10]
        assert errors == []
    finally:
        ctx.close()


def card_first_position(game, players, seed_from=1):
    """A decision of seat 0 chosen card first (``boards.card_first``), with the
    card to choose and one of its moves: (save, card id, move label, the card's
    number of moves, is the move on a place of the table)."""
    for seed in range(seed_from, seed_from + 40):
        m = pc.new_match(game, players=players, seed=seed, options={"hold": [0]})
        rng = random.Random(seed)
        while not m.is_over():
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if seat == 0 and len(legal) > 1:
                view = m.view(0, look_ahead=True)      # (a move's "final", as the page gets it)
                actions = view["prompt"]["actions"]
                probe = boards.common.Targets(None, None, docked=True)
                boards.board(game).hand(view, 0, probe)
                if boards.card_first(actions, probe.seen) and m.to_move() == [0]:
                    # a card that rises at a click (issue 43, 6): several moves, or one for good
                    def rises(card):
                        mine = [a for a in actions if (a["action"] or {}).get("card") == card]
                        return len(mine) > 1 or any(a.get("final") for a in mine)
                    cards = [a["action"]["card"] for a in actions
                             if "card:" + str((a["action"] or {}).get("card")) in probe.seen
                             and rises(a["action"]["card"])]
                    if not cards:
                        m.act(seat, rng.choice(legal))
                        continue
                    # a card with a move on a place of the table when there is one (Roman
                    # Empire's challenge: the leader lit), else a card's own move (confirmed)
                    def moves_of(card):
                        return [a for a in actions if (a["action"] or {}).get("card") == card]

                    def elsewhere(card):
                        return [a for a in moves_of(card) if a.get("target") and
                                boards.target_key(a["target"]) != "card:" + str(card)]
                    card = ([c for c in cards if elsewhere(c)] or cards)[0]
                    pick = (elsewhere(card) or moves_of(card))[-1]
                    return m.save(), card, pick["label"], len(moves_of(card)), bool(elsewhere(card))
            m.act(seat, rng.choice(legal))
    raise AssertionError("no card-first decision in 40 games of " + game)


@pytest.mark.parametrize("game,players", [("roman-empire", 4), ("roman-history", 3)])
def test_a_card_chosen_first_plays_the_right_move(page, site_url, game, players):
    """Many moves naming hand cards: the status line lists none of them but says to
    choose a card; a click on a highlighted card selects it (Escape unselects); its
    moves on places light those places up and its other moves are the few buttons
    (one to confirm for a card whose one move cannot be undone: issue 43, 6); the
    move chosen is the one stored."""
    save, card, label, count, on_place = card_first_position(game, players)
    assert on_place or game == "roman-history"      # Roman Empire: a challenge, its leader lit
    kit.open_app(page, site_url)
    positions.open_position(page, save, players)
    assert page.get_attribute("#actions", "data-mode") == "table"
    assert "Choose a card of your hand" in page.inner_text("#act-line")
    key = "card:" + str(card)
    node = f"#hand [data-target='{key}']"
    assert page.get_attribute(node, "data-moves")
    visible = page.locator("#actions button[data-do=act]:visible").count()
    assert visible < len(page.query_selector_all("#actions button[data-do=act]"))
    before = kit.moves(page)
    # the keyboard: Enter on the card selects it, Escape unselects it
    page.focus(node)
    page.keyboard.press("Enter")
    page.wait_for_selector("#actions[data-mode=selected]")
    assert page.get_attribute(node, "aria-pressed") == "true"
    page.keyboard.press("Escape")
    page.wait_for_selector("#actions[data-mode=table]")
    assert kit.moves(page) == before
    page.click(node)
    page.wait_for_selector("#actions[data-mode=selected]")
    lit = page.locator("[data-lit]")
    buttons = page.locator("#actions button[data-do=act]:visible")
    def said(n):            # a lit place's name: its own, or its handle's (a leader's box)
        return n.get_attribute("aria-label") or n.locator("button[data-target]").first.get_attribute(
            "aria-label") or ""
    names = [said(lit.nth(i)) for i in range(lit.count())]
    texts = [b.get_attribute("title") or b.inner_text() for b in buttons.all()]
    assert lit.count() + buttons.count() >= 1 and page.is_visible("#actions button.cancel")
    if count == 1:
        assert lit.count() == 0 and texts == [label]          # one button to confirm
    spot = [i for i in range(lit.count()) if label in names[i]]
    if on_place:
        assert label not in texts                       # chosen on the place lit for it
    if label in texts:
        buttons.nth(texts.index(label)).click()
    else:
        assert spot, (label, names, texts)
        target = lit.nth(spot[0])
        handle = target.locator("button[data-target]").first if target.get_attribute("data-box") \
            is not None else target
        handle.click()
    page.wait_for_function(
        f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
        timeout=kit.MOVE_TIMEOUT)
    stored = kit.autosave(page)["save"]
    m = pc.load_match({**stored, "actions": stored["actions"][:before]})
    assert m.describe(stored["actions"][before][1]) == label


def test_title_log_and_the_lines_since_your_last_turn(page, site_url):
    """5: the tab's title marks your turn; 6: the log hides and shows (remembered),
    its turn titles are not sticky (the one at the top of its view is named above
    it), and "Since your last turn" starts at your last turn."""
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=11)
    kit.play(page, random.Random(11), limit=8)
    assert page.title().startswith("● Your turn · Rome in Crisis")
    assert page.evaluate("() => getComputedStyle(document.querySelector('.log .turn-title')).position") \
        == "static"
    assert page.inner_text("#log-turn").strip()
    since = page.locator("#since-list li").all_inner_texts()
    assert since and not any("earlier line" in t for t in since)
    page.click("#log-toggle")
    assert page.is_hidden("#log") and page.get_attribute("#log-toggle", "aria-expanded") == "false"
    # the hidden log's room goes to the player column: every panel whole, none scrolled away
    assert page.evaluate("""() => { const p = document.querySelector('.panels');
        return getComputedStyle(p).maxHeight === 'none' && p.scrollHeight <= p.clientHeight + 1; }""")
    page.reload()
    page.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    kit.wait_for_turn(page)
    assert page.is_hidden("#log")
    page.click("#log-toggle")
    assert page.is_visible("#log")
    # the sound of your turn: off unless chosen, remembered
    assert page.get_attribute("#sound-button", "aria-pressed") == "false"
    page.click("#sound-button")
    assert page.get_attribute("#sound-button", "aria-pressed") == "true"
    assert kit.storage(page)["ludi-romani:sound"] == "on"
    page.click("#table .tools button[data-do=lobby]")
    assert page.title() == "Ludi Romani"


def test_what_moves_slides_unless_reduced_motion(browser, site_url):
    """5: at a pace a person follows, a card or counter the AI moves slides from
    where it was (the page counts them in body[data-slid]); none when the browser
    asks for reduced motion."""
    for reduced, want in (("no-preference", True), ("reduce", False)):
        ctx = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion=reduced)
        page = ctx.new_page()
        try:
            kit.open_app(page, site_url, pace=250)
            kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=5, game="roman-empire")
            page.evaluate("""() => { window.__slid = 0; new MutationObserver(() => {
                window.__slid = Math.max(window.__slid, Number(document.body.dataset.slid || 0)); })
                .observe(document.body, {attributes: true, attributeFilter: ['data-slid']}); }""")
            kit.play(page, random.Random(5), limit=6)
            slid = page.evaluate("() => window.__slid")
            assert (slid > 0) == want, (reduced, slid)
        finally:
            ctx.close()
