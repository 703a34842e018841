"""Steps a person takes on the page, shared by the browser tests."""
import contextlib
import os
import random

APP_TIMEOUT = 60_000        # ms: the engine's first load in a cold profile
MOVE_TIMEOUT = 60_000       # ms: one person move plus the AI moves that follow


def open_app(page, site_url, pace=0):
    """The lobby with the engine ready; ``pace`` is the AI pacing in ms."""
    page.goto(f"{site_url}?pace={pace}")
    page.wait_for_selector("body[data-ui=ready]", timeout=APP_TIMEOUT)
    page.wait_for_selector("body[data-engine=ready]", timeout=APP_TIMEOUT)


def reload_offline(context, page):
    """Cut the network and reload: the page must come back from its service
    worker's cache, at the game in progress, waiting for a move."""
    context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=APP_TIMEOUT)
    page.wait_for_selector("#table:not([hidden])", timeout=APP_TIMEOUT)
    wait_for_turn(page)


def start_game(page, seats, seed=1, game="rome-in-crisis", wait=True):
    """``seats``: one entry per seat, "person", "friend" or "ai:easy" / "ai:normal" /
    "ai:hard"; ``wait``: until a person here must act (not when a friend may be first)."""
    page.click(f"button[data-do=new][data-game={game}]")
    page.select_option("#setup-players", str(len(seats)))
    for i, seat in enumerate(seats):
        page.select_option(f"#seat-{i}", seat)
    page.fill("#setup-seed", str(seed))
    page.click("#start-button")
    page.wait_for_selector("#table:not([hidden])")
    if wait:
        wait_for_turn(page)


def moves(page) -> int:
    return int(page.get_attribute("#table", "data-moves") or 0)


def is_over(page) -> bool:
    return page.get_attribute("#table", "data-over") == "1"


def wait_for_turn(page):
    """Until a person must act (action buttons, or the privacy screen) or the game is over."""
    page.wait_for_function(
        """() => document.querySelector('#table').dataset.over === '1'
              || document.querySelector('#actions button[data-do=act]')
              || !document.querySelector('#privacy').hidden""", timeout=MOVE_TIMEOUT)


def person_move(page, rng: random.Random):
    """Reveal the hand if the privacy screen is up, then click one legal action (the
    same draw among all the moves, whether the status line shows it or it is
    chosen on the table: then "All moves" lists it first)."""
    if page.is_visible("#privacy"):
        page.click("#reveal-button")
        page.wait_for_selector("#actions button[data-do=act]", state="attached", timeout=MOVE_TIMEOUT)
    buttons = page.query_selector_all("#actions button[data-do=act]")
    before = moves(page)
    choice = buttons[rng.randrange(len(buttons))]
    if not choice.is_visible():        # a move chosen on the table: every move listed
        page.click("#actions button.all-moves")
    choice.click()
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                           timeout=MOVE_TIMEOUT)
    wait_for_turn(page)


def show_all(page):
    """Every move of the decision as a button: "All moves" clicked when the status
    line keeps the many chosen on the table off it (issue 33)."""
    if page.locator("#actions button.all-moves[aria-expanded=false]").count():
        page.click("#actions button.all-moves")


def first_move(page):
    """Click the decision's first move (listing them all first when need be), and
    wait until the page has taken it."""
    before = moves(page)
    show_all(page)
    page.locator("#actions button[data-do=act]").first.click()
    page.wait_for_function(f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                           timeout=MOVE_TIMEOUT)


# The moves a selected hand card offers: the status line's buttons (visible) and
# the places lit on the table (each named by its move when it has one).
SELECTED = """() => {
  const out = [];
  for (const b of document.querySelectorAll('#actions button[data-do=act]'))
    if (b.offsetParent) out.push({label: b.title || [...b.childNodes].filter((n) => n.nodeName !== 'SMALL')
                                  .map((n) => n.textContent).join('').trim(), index: b.dataset.index, lit: ''});
  for (const n of document.querySelectorAll('[data-lit]'))
    for (const i of n.dataset.lit.split(','))
      out.push({label: document.querySelector(`#actions button[data-index="${i}"]`).title ||
                [...document.querySelector(`#actions button[data-index="${i}"]`).childNodes]
                .filter((c) => c.nodeName !== 'SMALL').map((c) => c.textContent).join('').trim(),
                index: i, lit: n.dataset.target});
  return out;
}"""


def selected_moves(page) -> list:
    """[{"label", "index", "lit": the key of the place lit for it, or ""}] of the
    hand card selected."""
    return page.evaluate(SELECTED)


def choose_selected(page, pick) -> str:
    """Play the ``pick``-th move of the selected hand card: its button, or the
    place lit for it (a place with several of its moves opens their list).
    Returns the move's label."""
    m = selected_moves(page)[pick]
    if not m["lit"]:
        page.click(f"#actions button[data-do=act][data-index='{m['index']}']")
        return m["label"]
    spot = page.locator(f":is(#board, #hand) [data-target='{m['lit']}']").first
    handle = spot.locator("button[data-target]").first if spot.get_attribute("data-box") is not None \
        else spot
    handle.click()
    if page.locator("#choices").count():
        page.click(f"#choices button[data-index='{m['index']}']")
    return m["label"]


def play(page, rng, limit=None):
    """Person moves until the game ends (or ``limit`` moves); returns how many."""
    done = 0
    while not is_over(page) and (limit is None or done < limit):
        person_move(page, rng)
        done += 1
    return done


def in_view(page, selector) -> bool:
    """Is the element's box wholly inside the viewport (not scrolled off)?"""
    return page.evaluate("""(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth; }""",
                         selector)


def storage(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


AUTO = "ludi-romani:auto:"


def autosaves(page) -> dict:
    """{key: record} of every game's autosave (one per game in progress)."""
    import json
    return {k: json.loads(v) for k, v in storage(page).items() if k.startswith(AUTO)}


def autosave(page) -> dict:
    """The autosave of the game on the table (its key is in the history entry)."""
    key = page.evaluate("() => history.state && history.state.key")
    return autosaves(page)[key]


@contextlib.contextmanager
def screen(browser, site_url, width, height):
    """A page of the app in a context of its own, ``width`` x ``height`` (a phone,
    with touch, below 500 px)."""
    ctx = browser.new_context(viewport={"width": width, "height": height},
                              is_mobile=width < 500, has_touch=width < 500)
    try:
        page = ctx.new_page()
        open_app(page, site_url)
        yield page
    finally:
        ctx.close()


@contextlib.contextmanager
def phone_game(browser, site_url, game, seats, seed):
    """A page in a phone's context (390 x 844, touch) at a new game's table."""
    with screen(browser, site_url, 390, 844) as page:
        start_game(page, seats, seed=seed, game=game)
        yield page


def shot(page, name, **kw):
    """A screenshot to look at, only when asked: LUDI_SHOTS=DIR keeps it there as
    NAME.png (as the Firefox tests do); a test run writes none."""
    if os.environ.get("LUDI_SHOTS"):
        page.screenshot(path=os.path.join(os.environ["LUDI_SHOTS"], name + ".png"), **kw)
