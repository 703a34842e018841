"""web/ui/shell.py on CPython: the lobby's lists and the end screen are built from
untrusted records and the engine's words, always escaped; a game whose result
has no breakdown or tie-break still gets its scores."""
from pathlib import Path

import shell

MARKUP = "<img src=x onerror=alert(1)>"
SEATS = [{"kind": "person"}, {"kind": "ai", "level": "easy"}]


def rec(moves, over=False, name=""):
    return {"app": "ludi-romani", "name": name, "time": 0, "seats": SEATS, "started": 0,
            "over": over, "save": {"game": "rome-in-crisis", "players": 2,
                                   "actions": [[0, {"type": "x"}]] * moves}}


def test_lobby_lists_games_in_progress_apart_and_escaped():
    entries = [("ludi-romani:auto:rome-in-crisis:1", "Autosave", rec(1), None),
               ("ludi-romani:auto:rome-in-crisis:2", "Autosave", rec(9, over=True), None),
               ("ludi-romani:slot:" + MARKUP, MARKUP, rec(3, name=MARKUP), None),
               ("ludi-romani:slot:cut", "cut", None, "damaged (not valid JSON)")]
    going, saved, damaged = shell.lobby_lists(entries, lambda g: "Rome in Crisis", lambda t: "today")
    assert going.count("<li") == 1 and "1 move ·" in going and "Continue" in going
    assert "Player 2 (AI, easy)" in going
    assert saved.count("<li") == 3 and "9 moves" in saved and "finished" in saved
    assert MARKUP not in saved and "&lt;img src=x onerror=alert(1)&gt;" in saved
    assert damaged == ["cut"]
    empty = shell.lobby_lists([], str, str)
    assert "No game in progress" in empty[0] and "No saved games" in empty[1]


def test_end_screen_with_and_without_the_optional_parts():
    names = ["Player 1", "Player 2"]
    full = shell.end_html({"scores": [46, 46], "winners": [1], "tiebreak": MARKUP,
                           "breakdown": [[{"source": MARKUP, "points": 46}],
                                         [{"source": "Last Emperor", "points": 5},
                                          {"source": "Crises", "points": 41}]]}, names)
    assert "Player 2 wins." in full and "Last Emperor 5, Crises 41" in full
    assert MARKUP not in full and full.count("&lt;img") == 2 and "Tie-break:" in full
    bare = shell.end_html({"scores": [30, 30], "winners": [0]}, names)
    assert "Player 1 wins." in bare and "<th scope='col'>From" not in bare
    assert "the game&#39;s tie-break rule decided" in bare
    shared = shell.end_html({"scores": [3, 3], "winners": [0, 1]}, names)
    assert "Player 1 and Player 2 share the win." in shared and "Tie-break" not in shared
    assert "Nobody wins." in shell.end_html({"scores": [1, 2], "winners": []}, names)


def test_embed_snippet_with_the_review_asks_for_it():
    code = shell.embed_snippet("https://example.org/ludi/", "eJzL", "Roman History", review=True)
    assert 'src="https://example.org/ludi/embed.html#save=eJzL&amp;review=1"' in code
    assert 'title="Roman History: a replay and its review"' in code


def test_embed_snippet_is_an_iframe_of_the_packed_save():
    code = shell.embed_snippet("https://example.org/ludi/", "eJzL", 'Rome "in" Crisis')
    assert code == ('<iframe src="https://example.org/ludi/embed.html#save=eJzL" width="720" '
                    'height="560" style="border:0" title="Rome &quot;in&quot; Crisis: a replay">'
                    '</iframe>')


def test_the_lobby_gives_each_game_a_line_and_its_rules_in_brief():
    """Issue 21: the lobby listed titles and player counts only."""
    import re
    import pygame_core as pc
    about = (Path(__file__).resolve().parent.parent / "web" / "about.html").read_text()
    for g in pc.list_games():
        line = shell.game_line_html(g.to_dict())
        what, moves = g.line, g.moves                   # the game's own declaration
        assert len(what.split()) >= 8 and moves > 0
        assert what.replace("'", "&#39;") in line and f"about {moves} moves a player" in line
        anchor = f"rules-{g.id}"
        assert f"href='about.html#{anchor}'" in line
        section = re.search(f'<h3 id="{anchor}">(.*?)</h3>\\s*<p>(.*?)</p>', about, re.S)
        assert section and g.title in section.group(1) and len(section.group(2).split()) > 40


def test_a_game_tried_again_from_the_review_says_from_which_move_of_which_length():
    tried = rec(83)
    tried["origin"] = {"move": 83, "of": 348}
    odd = rec(2)
    odd["origin"] = {"move": MARKUP}          # a damaged record's origin is left out, never shown
    going, saved, _ = shell.lobby_lists(
        [("ludi-romani:auto:rome-in-crisis:1", "Autosave", tried, None),
         ("ludi-romani:auto:rome-in-crisis:2", "Autosave", odd, None)],
        lambda g: "Rome in Crisis", lambda t: "today")
    assert "83 moves · last played today · tried again from move 83 of 348</span>" in going
    assert going.count("tried again") == 1 and "onerror" not in going


def test_each_game_lists_its_reviewed_games_accuracy_oldest_first():
    """Issue 44 item 6: a reviewed game's accuracy, kept in its record, is in its
    row and in its game's line, so a player sees himself improve."""
    def reviewed(t, acc, game="rome-in-crisis"):
        r = rec(9, over=True)
        r["time"], r["accuracy"] = t, acc
        r["save"]["game"] = game
        return ("k" + str(t), "Autosave", r, None)
    entries = [reviewed(3, {"0": 84.2}), reviewed(1, {"0": 71.0}), reviewed(2, {"1": 77.5, "0": 64}),
               reviewed(4, {"0": "x"}), reviewed(5, [MARKUP]),      # damaged: left out
               reviewed(6, {"2": 55}, game="roman-history"),
               ("k7", "Autosave", rec(2), None)]
    assert shell.accuracy_lines(entries) == {
        "rome-in-crisis": "Your accuracy in reviewed games, oldest first: 71 · 64/78 · 84",
        "roman-history": "Your accuracy in reviewed games, oldest first: 55"}
    _, saved, _ = shell.lobby_lists(entries[:1], str, lambda t: "today")
    assert "9 moves · last played today · finished · accuracy 84</span>" in saved
