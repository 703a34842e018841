"""Playing by ear (issue 46) in Chromium: a person plays a whole game against AI
seats by keyboard alone, finding what he needs only by its role and accessible
name (as a screen reader does) and hearing only what the page announces: the
lines appended to its live regions (the events, a ``role=log``; the ear's status
line), captured in the page as they come.  No mouse event, no CSS selector.

Asserted: an AI's move announced, a roll of the dice with its result, a refusal
with its reason, the end; the keys' questions answered; the focus on the move
list after each move.  And axe finds no violation in the mode."""
import json
import random
import re
import time

import pytest
from playwright.sync_api import expect

import kit
import pygame_core as pc
from test_browser_axe import violations


pytestmark = pytest.mark.browser

# Each announcement as it comes: the text a live region gained (a line appended to a
# log, a status line's new words), with the region's role.  Installed before the page.
LISTEN = """
window.heard = [];
const live = (n) => {
  const region = n && n.nodeType === 1 && n.closest &&
    n.closest('[role=log], [role=status], [role=alert], [aria-live]');
  return region && region.getAttribute('aria-live') !== 'off' ? region : null;
};
new MutationObserver((records) => {
  const changed = new Set();
  for (const r of records) {
    const region = live(r.target.nodeType === 1 ? r.target : r.target.parentElement);
    if (!region || region.closest('[hidden], [aria-hidden=true]')) continue;
    if (region.getAttribute('role') === 'log') {
      for (const n of r.addedNodes) if (n.nodeType === 1 && !n.hidden && n.textContent.trim())
        window.heard.push({role: 'log', text: n.textContent.trim(), line: n.dataset.i});
    } else {
      changed.add(region);
    }
  }
  for (const region of changed) if (region.textContent.trim())
    window.heard.push({role: region.getAttribute('role') || 'live', text: region.textContent.trim()});
}).observe(document, {subtree: true, childList: true, characterData: true});
"""


def heard(page, since=0) -> list:
    return page.evaluate("(k) => window.heard.slice(k)", since)


def press(page, key):
    page.keyboard.press(key)


def tab_to(page, role, name, limit=80):
    """Tab (only the keyboard) until the focus is on the element of ``role`` named
    ``name``; the focused element compared by its role and name as the
    accessibility tree gives them."""
    for _ in range(limit):
        focused = page.evaluate("""() => { const n = document.activeElement;
            return n ? [n.getAttribute('role') || n.tagName, n.getAttribute('aria-label') ||
                        n.textContent.trim()] : null; }""")
        target = page.get_by_role(role, name=name, exact=True)
        if target.count() and target.first.evaluate("(n) => n === document.activeElement"):
            return
        press(page, "Tab")
    raise AssertionError(f"Tab never reached the {role} {name!r} (last: {focused})")


def focused_option(page):
    """The move list's focused option, or None: (its name, disabled)."""
    return page.evaluate("""() => { const n = document.activeElement;
        if (!n || n.getAttribute('role') !== 'option') return null;
        return [n.textContent, n.getAttribute('aria-disabled') === 'true']; }""")


def start_by_keyboard(page, game, players, seed=1):
    """From the lobby: New game, the player count typed in its list, the shuffle
    number typed, Start (the seats as the setup offers them: Player 1 a person,
    the others AI)."""
    page.get_by_role("button", name="New game of " + game).focus()
    press(page, "Enter")
    players_box = page.get_by_role("combobox", name="Players")
    players_box.wait_for()
    assert players_box.evaluate("(n) => n === document.activeElement")
    press(page, str(players))
    assert players_box.input_value() == str(players)
    tab_to(page, "spinbutton", "Shuffle number")
    press(page, "Control+A")
    page.keyboard.type(str(seed))
    tab_to(page, "button", "Start")
    press(page, "Enter")
    page.get_by_role("button", name="Play by ear").wait_for()


def turn_on_ear(page):
    tab_to(page, "button", "Play by ear")
    press(page, "Enter")
    assert page.get_by_role("button", name="Play by ear").get_attribute("aria-pressed") == "true"
    page.wait_for_function("""() => { const n = document.activeElement;   // my move
        return n && n.getAttribute('role') === 'option' &&
          n.getAttribute('aria-disabled') !== 'true'; }""", timeout=kit.MOVE_TIMEOUT)


def play_move(page):
    """Enter on the focused move; back once its events are announced and the focus is
    on the move list again, mine to move (or the game is over)."""
    before = page.evaluate("() => window.heard.length")
    press(page, "Enter")
    page.wait_for_function("""(k) => window.heard.length > k && (() => {
        const n = document.activeElement;
        return n && n.getAttribute('role') === 'option' &&
          (n.getAttribute('aria-disabled') !== 'true' ||
           window.heard.slice(-3).some((h) => h.text.startsWith('The game is over.'))); })()""",
                           arg=before, timeout=kit.MOVE_TIMEOUT)


def play_by_ear(page, rng, limit_s):
    """Moves chosen from the list by keyboard (Down a random number of times, or a
    move's first letters typed) until the game ends; each move waits until its
    events are announced and the focus is back on the list.  The number of moves."""
    moves = page.get_by_role("listbox", name="Your moves")
    t0 = time.monotonic()
    played = 0
    while time.monotonic() - t0 < limit_s:
        if page.evaluate("() => window.heard.slice(-4).some((h) => h.text.startsWith('The game is over.'))"):
            return played                     # (the last lines only: the whole list grows)
        option = focused_option(page)
        assert option is not None, "the focus left the move list"
        if option[1]:                         # "Waiting for ...": the AI still moving
            page.wait_for_timeout(50)
            continue
        names = moves.get_by_role("option").all_inner_texts()
        pick = rng.randrange(len(names))
        if pick and rng.random() < 0.3 and names[pick][:1].isalpha():
            press(page, "Home")               # type-ahead: the first letters of a move
            for ch in names[pick][:6].lower():
                press(page, ch if ch != " " else "Space")
            # (no wait for the typed word to be forgotten: the Enter below clears it)
        else:
            press(page, "Home")
            for _ in range(pick):
                press(page, "ArrowDown")
        chosen = focused_option(page)[0]
        assert chosen == names[pick] or chosen.lower().startswith(names[pick][:6].lower()), \
            (chosen, names, pick, page.get_by_role("status").all_inner_texts())
        play_move(page)
        played += 1
    raise AssertionError(f"no end after {played} moves in {limit_s} s")


def ask(page, key) -> list:
    """What the status line says after ``key`` (the events that came meanwhile left out)."""
    mark = len(heard(page))
    press(page, key)
    page.wait_for_function("(k) => window.heard.slice(k).some((h) => h.role === 'status')",
                           arg=mark)
    return [h for h in heard(page, mark) if h["role"] == "status"]


def whole_game(page, site_url, game, players, seed):
    page.add_init_script(LISTEN)
    kit.open_app(page, site_url, pace=0)
    start_by_keyboard(page, game, players, seed)
    turn_on_ear(page)
    # nothing to take back yet: refused, with why; then the last moves, where I stand
    refusal = [h["text"] for h in ask(page, "Shift+U")]
    last = ask(page, "Shift+L") + ask(page, "Shift+W")
    n = play_by_ear(page, random.Random(seed), 900)
    return refusal, last, n


def check_heard(page, refusal, last, rolls=True):
    said = heard(page)
    events = [h["text"] for h in said if h["role"] == "log"]
    status = [h["text"] for h in said if h["role"] == "status"]
    assert refusal == ["That cannot be undone now."]
    assert len(last) == 2 and {h["role"] for h in last} == {"status"} and last[0]["text"]
    ai = [t for t in events if t.startswith(("Player 2", "Player 3"))]
    assert ai, "no AI move was announced"
    if rolls:
        assert [t for t in events if re.search(r"\broll\b.*\d", t)], "no roll with its result"
    assert status[-1].startswith("The game is over. ") and " wins" in status[-1] or \
        "nobody" in status[-1], status[-1]
    # short, each event told once (the same line again is told counted, "(twice)", as
    # the log writes "(×2)": never the same words twice running), and no status said
    # twice with nothing between
    assert max(len(t) for t in events) < 200
    lines = [h["line"] for h in said if h["role"] == "log"]
    assert len(lines) == len(set(lines))
    assert [a for a, b in zip(events, events[1:]) if a == b] == []
    spoken = [h for h in said if h["role"] in ("log", "status")]
    assert [a for a, b in zip(spoken, spoken[1:]) if a == b and a["role"] == "status"] == []
    assert page.get_by_role("button", name="Rematch").is_visible()


@pytest.mark.slow
def test_roman_history_played_to_its_end_by_ear(page, site_url):
    refusal, last, n = whole_game(page, site_url, "Roman History", 2, seed=3)
    check_heard(page, refusal, last)
    # its speech module answers where I stand (pygame_core/games/roman_history/speech.py)
    assert last[1]["text"].startswith("Age 1 of 6, Early Rome: ")
    assert "You are Player 1: " in last[1]["text"]
    assert n > 50


@pytest.mark.slow
def test_rome_in_crisis_played_to_its_end_by_ear(page, site_url):
    refusal, last, n = whole_game(page, site_url, "Rome in Crisis", 2, seed=5)
    check_heard(page, refusal, last, rolls=False)
    # its speech module answers where I stand (pygame_core/games/rome_in_crisis/speech.py)
    assert last[1]["text"] and "cannot answer" not in last[1]["text"], last[1]
    assert n > 10


def test_the_ear_mode_passes_axe_and_is_remembered(page, site_url):
    import build
    build.ensure_node_modules()
    page.add_init_script(LISTEN)
    kit.open_app(page, site_url, pace=0)
    start_by_keyboard(page, "Roman Empire", 3)
    turn_on_ear(page)
    found = violations(page, "ear")
    tab_to(page, "button", "Show the text beside the board")
    press(page, "Enter")
    found += violations(page, "ear, its text shown")
    assert found == [], json.dumps(found, indent=1)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    assert page.evaluate("() => document.body.dataset.ear") == "on"


@pytest.mark.slow
def test_time_of_crisis_played_to_its_end_by_ear(page, site_url):
    """The map game by ear: no map needed, its moves (a province's too) in the list."""
    refusal, last, n = whole_game(page, site_url, "Time of Crisis", 2, seed=7)
    check_heard(page, refusal, last)
    assert "cannot answer" not in last[1]["text"] and "You are Player 1" in last[1]["text"]
    assert n > 50


@pytest.mark.slow
def test_roman_empire_played_to_its_end_by_ear(page, site_url):
    """The card game of three: its auctions and votes by ear, to the end."""
    refusal, last, n = whole_game(page, site_url, "Roman Empire", 3, seed=4)
    check_heard(page, refusal, last, rolls=False)       # cards, no dice
    # its review by ear: begun and done said once each (no percentage spoken), and
    # the graph of chances described in sentences (who led when, the ending)
    tab_to(page, "button", "Review")
    mark = len(heard(page))
    press(page, "Enter")
    page.wait_for_function("(k) => window.heard.slice(k).some((h) => "
                           "h.text.startsWith('The review is done'))", arg=mark, timeout=180_000)
    said = [h["text"] for h in heard(page, mark) if h["role"] == "status"]
    assert said == ["Reviewing the game: the graph comes first, then the turning points.",
                    "The review is done: the graph of chances in words, the statistics, the "
                    "luck and skill and the turning points follow."], said
    graph = page.get_by_role("img", name=re.compile("^Chance to win at the end: "))
    expect(graph).to_have_accessible_description(re.compile(
        r"^Who led, by the chance to win: .+ to the end\. At the end: Player 1 0%, "
        r"Player 2 \(AI, normal\) 0%, Player 3 \(AI, normal\) 0%\. The Empire collapsed "))
    assert "cannot answer" not in last[1]["text"] and "You are Player 1" in last[1]["text"]
    assert n > 10


@pytest.mark.parametrize("game", ["Roman Empire", "Rome in Crisis", "Time of Crisis",
                                  "Roman History"])
def test_a_first_game_learned_by_ear(page, site_url, game):
    """Each game's guided first game by keyboard alone: each step spoken when it
    comes (its words as the lesson's script has them), with the move it teaches as
    the move list names it; that move found by typing its name and played with
    Enter; a wrong move refused aloud with what comes first; the lesson's end
    spoken."""
    gid = [g.id for g in pc.list_games() if g.title == game][0]
    lesson = pc.GAMES[gid].tutorial_book["first-game"]
    says = [step["say"] for step in lesson.steps if "say" in step]
    count = len(says)
    page.add_init_script(LISTEN)
    kit.open_app(page, site_url, pace=0)
    page.get_by_role("button", name="Learn to play " + game).focus()
    press(page, "Enter")
    page.get_by_role("button", name="Play by ear").wait_for()
    turn_on_ear(page)
    moves = page.get_by_role("listbox", name="Your moves")
    refused = []
    for k in range(1, count + 1):
        head = f"Step {k} of {count}. "
        page.wait_for_function(
            "(k) => window.heard.some((h) => h.role === 'status' && h.text.includes(k))",
            arg=head, timeout=kit.MOVE_TIMEOUT)
        said = [h["text"][h["text"].index(head):] for h in heard(page)
                if h["role"] == "status" and head in h["text"]]
        assert len(said) == 1, said
        words = head + (lesson.intro + " " if k == 1 else "") + says[k - 1] + " The move: "
        assert said[0].startswith(words), (said[0], words)
        rest = said[0][len(words):]
        names = moves.get_by_role("option").all_inner_texts()
        taught = [n for n in names if rest.startswith(n + ". ")]
        assert len(taught) == 1, (rest, names)
        if not refused and len(names) > 1:      # another move than the step's: refused
            press(page, "Home")
            for _ in range(next(i for i, n in enumerate(names) if n != taught[0])):
                press(page, "ArrowDown")
            mark = len(heard(page))
            press(page, "Enter")
            page.wait_for_function(
                "(k) => window.heard.slice(k).some((h) => h.role === 'status')", arg=mark)
            refused = [h["text"] for h in heard(page, mark) if h["role"] == "status"]
            page.wait_for_function("""() => { const n = document.activeElement;
                return n && n.getAttribute('role') === 'option' &&
                  n.getAttribute('aria-disabled') !== 'true'; }""")
        press(page, "Home")
        page.keyboard.type(taught[0].lower())    # type-ahead: the move's name
        assert focused_option(page) == [taught[0], False]
        press(page, "Enter")
    page.wait_for_function(
        "() => window.heard.some((h) => h.text.startsWith('The lesson is played through. '))",
        timeout=kit.MOVE_TIMEOUT)
    end = [h["text"] for h in heard(page) if h["text"].startswith("The lesson is played")]
    # (with the question of the learner's own game when it is his to play on)
    assert len(end) == 1 and end[0].startswith("The lesson is played through. " + lesson.end), end
    assert refused and refused[0].startswith("Not yet: first "), refused


def test_an_undo_by_ear_says_what_it_took_back(page, site_url):
    """Shift+U after a move of mine that can be taken back: the move said as taken
    back (its line of the events), then the question put to me again; its line gone
    from the events."""
    page.add_init_script(LISTEN)
    kit.open_app(page, site_url, pace=0)
    start_by_keyboard(page, "Time of Crisis", 2, seed=7)
    turn_on_ear(page)
    undo = page.get_by_role("button", name="Undo")
    log = page.get_by_role("log")
    for _ in range(20):                   # my first moves, until one can be taken back
        if undo.is_visible():
            break
        press(page, "Home")
        play_move(page)
    mine = [h["text"] for h in heard(page) if h["role"] == "log"][-1]
    lines = log.get_by_role("paragraph").all_inner_texts()
    assert lines[-1] == mine == "Player 1 makes a secret choice."
    said = ask(page, "Shift+U")
    assert [h["text"] for h in said] == [
        "Taken back: Player 1 makes a secret choice. Choose, in secret, the cards of your "
        "first hand (five of your nine). 3 moves."]
    assert log.get_by_role("paragraph").all_inner_texts() == lines[:-1]
    assert focused_option(page)[1] is False


def test_a_save_continued_and_a_link_opened_by_ear_are_said(page, site_url):
    """Saves and play by link by ear: a game continued from the lobby says which
    game it is and how far it went, then its question; a game a link brings says
    where it came from, then its question; a damaged link is refused aloud."""
    page.add_init_script(LISTEN)
    kit.open_app(page, site_url, pace=0)
    start_by_keyboard(page, "Roman Empire", 3)
    turn_on_ear(page)
    play_move(page)                           # my first move; the AI's follow
    question = [h["text"] for h in heard(page) if h["role"] == "status"][-1]
    tab_to(page, "button", "Lobby")
    press(page, "Enter")
    page.get_by_role("button", name="Continue").focus()
    mark = len(heard(page))
    press(page, "Enter")
    page.wait_for_function("(k) => window.heard.slice(k).some((h) => h.role === 'status')",
                           arg=mark, timeout=kit.APP_TIMEOUT)
    said = [h["text"] for h in heard(page, mark) if h["role"] == "status"]
    assert len(said) == 1 and re.fullmatch(
        r"Your saved game of Roman Empire is open: \d+ moves played\. " + re.escape(question),
        said[0]), (said, question)
    # a link's game, on a device that has not got it: said, then its question
    m = pc.new_match("rome-in-crisis", 2, seed=5)
    while len(m.actions) < 4 or m.to_move() != [0]:
        seat = m.to_move()[0]
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    mark = len(heard(page))
    page.goto(site_url + "?pace=0#link=" + pc.to_link(m) + "&seats=p,easy")
    page.wait_for_function("(k) => window.heard.slice(k).some((h) => h.role === 'status' && "
                           "h.text.startsWith('The game from the link'))", arg=mark,
                           timeout=kit.APP_TIMEOUT)
    said = [h["text"] for h in heard(page, mark) if h["role"] == "status"]
    assert said[-1].startswith("The game from the link is saved on this device; play your move "
                               "and send it on. "), said
    assert said[-1].endswith(" moves."), said
    mark = len(heard(page))
    page.goto(site_url + "?pace=0#link=1!!!&seats=p,p")
    page.wait_for_function("(k) => window.heard.slice(k).some((h) => h.role === 'status' && "
                           "h.text.includes('damaged'))", arg=mark, timeout=kit.APP_TIMEOUT)
