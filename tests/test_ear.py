"""Playing by ear (issue 46), on CPython: web/ui/table.py's words for the ear's mode
(the keys, the events as heard and filtered, each move's spoken name) and what the
page's switch, log and move list are made of (web/index.html)."""
import re
from pathlib import Path

import pygame_core as pc

import table

WEB = Path(__file__).resolve().parent.parent / "web"


def test_every_question_of_the_kernel_has_a_key_and_no_key_is_taken_twice():
    asked = [q for _, q, _ in table.EAR_KEYS]
    assert set(pc.kernel.QUERIES) <= set(asked)
    assert set(asked) - set(pc.kernel.QUERIES) == {"last", "moves", "undo"}
    keys = [k for k, _, _ in table.EAR_KEYS]
    assert len(set(keys)) == len(keys) and all(re.fullmatch("[A-Z]", k) for k in keys)
    shown = table.ear_keys_html()
    assert "<li><kbd>Shift</kbd>+<kbd>W</kbd>: where I stand: the phase, whose turn, my " \
           "resources and score</li>" in shown
    assert "<li><kbd>Enter</kbd>: play the move</li>" in shown


def test_a_line_is_filed_as_another_players_move_a_roll_or_what_names_me():
    ns = ["Player 1", "Player 2", "Player 3"]
    assert table.ear_kinds("Player 2: Roll on the Games table (1 Gold).", 1, 0, ns) == \
        ["others", "dice"]
    assert table.ear_kinds("Conquest roll 5 (total 5): Ostia is conquered.", None, 0, ns) == \
        ["dice"]
    assert table.ear_kinds("Player 3 attacks Player 1 in Gallia.", None, 0, ns) == \
        ["others", "me"]
    assert table.ear_kinds("Player 1: Play Red 3.", 0, 0, ns) == []
    # "Player 1" is not read in "Player 12"; a die that dies is not a die
    assert table.ear_kinds("Player 3 passes to Player 12.", None, 0, ns + ["x"] * 9) == \
        ["others"]
    assert table.ear_kinds("Etruscan King (Player 2) dies (6).", None, 0, ns) == []


def test_the_events_heard_tell_a_move_of_several_choices_once_and_gather_secrets():
    log = [{"seat": 2, "text": "Player 3: Move an army.", "phase": "Actions"},
           {"seat": 2, "text": "Player 3: Move an army: Gallia (costs 1 Military).",
            "phase": "Actions"},
           {"seat": None, "text": "Player 3 moves an army to Gallia.", "phase": "Actions"},
           {"seat": None, "text": "Player 2 makes a secret choice.", "phase": "Actions"},
           {"seat": None, "text": "Player 2 makes a secret choice.", "phase": "Actions"}]
    assert [(e["text"], e["i"], e["seat"]) for e in table.heard(log)] == [
        ("Player 3 moves an army to Gallia.", 2, 2), ("Player 2 makes 2 secret choices.", 4, None)]


def test_the_same_line_twice_running_is_told_once_with_its_count():
    """Where the log writes "(×2)", the ear tells the line once, counted; the same line
    coming in the next move's lines counts the one told before (told in its place)."""
    draw = {"seat": None, "text": "Player 2 draws a card.", "phase": "Draw"}
    log = [draw, draw, {"seat": None, "text": "Player 3 passes.", "phase": "Draw"}, draw]
    told = table.heard(log)
    assert [(e["text"], e["i"], e.get("again")) for e in told][:1] == [
        ("Player 2 draws a card. (twice)", 1, None)]
    assert [(e["text"], e["i"]) for e in told] == [
        ("Player 2 draws a card. (twice)", 1), ("Player 3 passes.", 2),
        ("Player 2 draws a card.", 3)]
    assert "(×2)" in table.log_html(log)
    more = table.heard([draw, draw], told[-1])
    assert [(e["text"], e["i"], e.get("again")) for e in more] == [
        ("Player 2 draws a card. (3 times)", 1, True)]
    # the same words of another phase, or told by a move's own line (its seat), are
    # counted too (the ear tells no phase); a turn's opening is another turn
    assert [e["text"] for e in table.heard([dict(draw, phase="Buy", seat=1)], told[-1])] == [
        "Player 2 draws a card. (twice)"]
    turn = {"seat": None, "text": "Player 2's turn.", "phase": None}
    assert [e["text"] for e in table.heard([turn, turn])] == ["Player 2's turn."] * 2


def test_a_saved_game_opened_says_which_and_how_far_it_went():
    assert table.opened_words("Roman Empire", 12, False) == \
        "Your saved game of Roman Empire is open: 12 moves played."
    assert table.opened_words("Time of Crisis", 1, False) == \
        "Your saved game of Time of Crisis is open: 1 move played."
    assert table.opened_words("Roman History", 0, False) == \
        "Your saved game of Roman History is open: no move played yet."
    assert table.opened_words("Rome in Crisis", 80, True) == \
        "Your saved game of Rome in Crisis is open: 80 moves played; it is over."


def test_an_undo_says_what_it_took_back():
    assert table.undone_words(["Player 1 plays Red 3.", "Player 1 gains 3 support."]) == \
        "Taken back: Player 1 plays Red 3."
    assert table.undone_words([]) == "Your last move is taken back."


def test_a_move_is_named_by_its_label_its_cost_and_what_the_cards_it_names_do():
    terms = {"Red 1": "gains 1 support", "Red 10": "gains 10 support", "Senate": "the assembly"}
    assert table.ear_move_name({"label": "Play Red 10"}, terms) == \
        "Play Red 10; Red 10: gains 10 support"
    assert table.ear_move_name({"label": "Move an army: Gallia",
                                "cost": {"short": "1 Military",
                                         "words": "costs 1 Military; 1 more to land"}}, {}) == \
        "Move an army: Gallia; costs 1 Military; 1 more to land"
    # a label that says its price already is not told it twice
    assert table.ear_move_name({"label": "Reveal a card for 2 Ambition", "cost": "2 Ambition"},
                               {}) == "Reveal a card for 2 Ambition"


def test_the_page_has_the_switch_the_log_the_list_and_no_live_prompt():
    page = (WEB / "index.html").read_text(encoding="utf-8")
    assert '<button type="button" data-do="ear" id="ear-button" aria-pressed="false"' in page
    assert 'aria-label="Show the text beside the board" hidden>Show the text<span ' \
           'class="ear-long"> beside the board</span></button>' in page
    assert '<div id="ear-log" class="ear-log" role="log"' in page
    assert '<ul id="ear-moves" class="ear-moves" role="listbox" aria-label="Your moves">' in page
    assert '<p id="say" class="ear-say" role="status">' in page
    # the whole prompt is no live region: it spoke the whole status line at every drawing
    prompt = re.search(r'<section id="prompt"[^>]*>', page).group(0)
    assert "aria-live" not in prompt


def test_the_keys_are_documented_where_a_player_looks():
    """Every key of the mode is in the About page and the README ("Playing by ear")."""
    about = (WEB / "about.html").read_text(encoding="utf-8")
    readme = (WEB.parent / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("### Playing by ear"):readme.index("## How to play by link")]
    for key, _, _ in table.EAR_KEYS:
        assert f"<kbd>Shift</kbd>+<kbd>{key}</kbd>" in about, key
        assert f"Shift+{key} " in section, key


def test_the_lobby_names_each_new_game_button_by_its_game():
    import build
    row = build.lobby_html([{"id": "roman-history", "title": "Roman History", "playable": True,
                             "min_players": 2, "max_players": 4}])
    assert '<button type="button" data-do="new" data-game="roman-history" ' \
           'aria-label="New game of Roman History">New game</button>' in row
