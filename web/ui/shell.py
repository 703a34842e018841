"""The shell around the table: the lobby's lists of games, the end of a game and
the replay.  Pure functions of their arguments returning HTML (every text from a
save or the engine escaped), so the page's state stays in app.py.

A game's result (``m.result()``) is {"scores", "winners"} and, optionally,
"breakdown" (per seat, a list of {"source", "points"} adding up to the score)
and "tiebreak" (a sentence); a game that gives neither gets the scores alone.
"""
from boards.common import esc


# The lobby's line for each game (issue 21): what it is, in our words, and its
# length as the moves a player makes in a 3-player game (benchmarks/results.json,
# engine_random_games: actions per game / 3, rounded), and where its rules are told
# in brief (about.html#rules-<id>).
GAME_LINES = {
    "rome-in-crisis": ("Back would-be Emperors, bid your influence and clear the Empire's "
                       "crises for points, until two Emperors have fallen.", 70),
    "roman-empire": ("A quick card game: win leaders to your faction and challenge your "
                     "rivals' while crises pile up; too many and the Empire collapses.", 11),
    "time-of-crisis": ("The map game: build a deck of influence, govern provinces, lead "
                       "armies against barbarians and rivals, and take the throne for legacy.",
                       280),
    "roman-history": ("Six ages from Rome's founding to its fall: fight Threats, conquer, "
                      "build and worship with your Gold, Ambition and Fate.", 510),
}


def game_line_html(g) -> str:
    """A game's line in the lobby (under its title and players): what it is, its
    length, and a link to its rules in brief."""
    what, moves = GAME_LINES.get(g["id"], ("", 0))
    length = ("about " + str(moves) + " moves a player · ") if moves else ""
    return ("<p class='game-line'>" + (esc(what) + " " if what else "") +
            "<span class='muted'>" + length + "</span><a href='about.html#rules-" +
            esc(g["id"]) + "'>" + esc(g["title"]) + ": the rules in brief</a></p>")


def plural(n, word) -> str:
    return str(n) + " " + word + ("" if n == 1 else "s")


def seat_names(seats) -> list:
    out = []
    for i, seat in enumerate(seats):
        tag = (" (AI, " + seat["level"] + ")" if seat.get("kind") == "ai" else
               " (friend)" if seat.get("kind") == "friend" else "")
        out.append("Player " + str(i + 1) + tag)
    return out


def _button(do, key, text, extra=""):
    return ("<button type='button' data-do='" + do + "' data-key='" + esc(key) + "'" + extra +
            ">" + text + "</button>")


def lobby_lists(entries, title_of, date_text):
    """(games in progress HTML, saved and finished games HTML, damaged names) from
    store.entries(): an autosave of a game not over is a game in progress."""
    going, saved, damaged = [], [], []
    for key, name, rec, why in entries:
        if rec is None:
            damaged.append(name)
            saved.append("<li data-key='" + esc(key) + "'><span class='name'>" + esc(name) +
                         "</span><span class='damaged'>" + esc(why) + "</span>" +
                         _button("delete", key, "Delete") + "</li>")
            continue
        save = rec["save"]
        auto = name == "Autosave"
        moves = len(save.get("actions") or [])
        title = esc(title_of(save.get("game")))
        who = esc(", ".join(seat_names(rec["seats"])))
        when = esc(date_text(rec.get("time", 0)))
        over = bool(rec.get("over"))
        facts = ("<span class='who'>" + who + "</span><span class='facts'>" +
                 plural(moves, "move") + " · last played " + when +
                 (" · finished" if over else "") + "</span>")
        buttons = ((_button("load", key, "Continue") if auto and not over else
                    _button("load", key, "Load")) +
                   _button("replay", key, "Replay") + _button("export", key, "Export") +
                   _button("delete", key, "Delete"))
        head = title if auto else esc(name) + " <span class='muted'>(" + title + ")</span>"
        row = ("<li data-key='" + esc(key) + "'><span class='name'>" + head + "</span>" + facts +
               "<span class='buttons'>" + buttons + "</span></li>")
        (going if auto and not over else saved).append(row)
    return ("".join(going) or "<li class='muted'>No game in progress.</li>",
            "".join(saved) or "<li class='muted'>No saved games yet.</li>", damaged)


def end_html(result, names) -> str:
    """The end screen: who won, each seat's score by source, the tie-break."""
    scores = result.get("scores") or []
    winners = result.get("winners") or []
    if winners:
        lead = (" and ".join(names[w] for w in winners) +
                (" wins" if len(winners) == 1 else " share the win") + ".")
    else:
        lead = "Nobody wins."
    out = ["<p class='winner'>" + esc(lead) + "</p>"]
    breakdown = result.get("breakdown")
    out.append("<table class='scores'><caption>Scores</caption><thead><tr><th scope='col'>Player"
               "</th><th scope='col'>Points</th>" +
               ("<th scope='col'>From</th>" if breakdown else "") + "</tr></thead><tbody>")
    for s, score in enumerate(scores):
        parts = ""
        if breakdown:
            parts = "<td>" + (", ".join(esc(p["source"]) + " " + str(p["points"])
                                        for p in breakdown[s]) or "nothing") + "</td>"
        cls = " class='won'" if s in winners else ""
        out.append("<tr" + cls + "><th scope='row'>" + esc(names[s]) + "</th><td>" + str(score) +
                   "</td>" + parts + "</tr>")
    out.append("</tbody></table>")
    tie = result.get("tiebreak")
    if not tie and len(winners) == 1 and scores and scores.count(max(scores)) > 1:
        tie = "The top score was shared; the game's tie-break rule decided."
    if tie:
        out.append("<p class='tiebreak'><b>Tie-break:</b> " + esc(tie) + "</p>")
    return "".join(out)


def caption_html(step, count, lines) -> str:
    if step == 0 and not lines:
        return "The start of the game."
    return "<br>".join(esc(t) for t in lines) or "(no public change)"


def embed_snippet(base_url, packed, title) -> str:
    """The <iframe> a page can paste to show this game step by step."""
    return ('<iframe src="' + base_url + 'embed.html#save=' + packed + '" width="720" '
            'height="560" style="border:0" title="' + title.replace('"', "'") + ': a replay">'
            '</iframe>')
