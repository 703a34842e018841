"""The shell around the table: the lobby's lists of games, the end of a game and
the replay.  Pure functions of their arguments returning HTML (every text from a
save or the engine escaped), so the page's state stays in app.py.

A game's result (``m.result()``) is {"scores", "winners"} and, optionally,
"breakdown" (per seat, a list of {"source", "points"} adding up to the score)
and "tiebreak" (a sentence); a game that gives neither gets the scores alone.
"ending" (sentences) says why a game ended with nobody winning (Roman Empire's
collapse): its first sentence heads the screen in place of "Nobody wins.", the
rest (Roman Empire: the crises that brought the Empire down, who played them
and who answered) follows it.
"""
from boards.common import ending_parts, html, join


def game_line_html(g) -> str:
    """A game's line in the lobby (under its title and players): what it is and
    its length, as the game declares them (its GameInfo's ``line`` and ``moves``,
    issue 21), and a link to its rules in brief (about.html#rules-<id>)."""
    what, moves = g.get("line", ""), g.get("moves", 0)
    length = ("about " + str(moves) + " moves a player · ") if moves else ""
    return str(html("<p class='game-line'>{}<span class='muted'>{}</span><a href='about.html#rules-{}'>"
                    "{}: the rules in brief</a></p>", what + " " if what else "", length, g["id"],
                    g["title"]))


def plural(n, word) -> str:
    return str(n) + " " + word + ("" if n == 1 else "s")


def seat_names(seats) -> list:
    out = []
    for i, seat in enumerate(seats):
        tag = (" (AI, " + seat["level"] + ")" if seat.get("kind") == "ai" else
               " (friend)" if seat.get("kind") == "friend" else
               " (phone)" if seat.get("kind") == "phone" else "")
        out.append("Player " + str(i + 1) + tag)
    return out


def _button(do, key, text):
    return html("<button type='button' data-do='{}' data-key='{}'>{}</button>", do, key, text)


def accuracy_text(rec) -> str:
    """"78", or "78/64" for two reviewed seats: a record's accuracy (kept by
    the review, issue 44 item 6), its seats in order; "" without one, or for
    a damaged one (a record is untrusted)."""
    try:
        acc = sorted((int(seat), float(v)) for seat, v in (rec.get("accuracy") or {}).items())
    except (AttributeError, TypeError, ValueError):
        return ""
    return "/".join(str(round(max(0.0, min(100.0, v)))) for _, v in acc)


ACCURACY_SHOWN = 8      # the lobby's line per game: the last reviewed games' accuracies


def accuracy_lines(entries) -> dict:
    """{game id: its lobby line} from store.entries(): the accuracies of its
    reviewed games, oldest first, so that a player sees himself improve."""
    per = {}
    for _, _, rec, _ in entries:
        text = accuracy_text(rec) if rec is not None else ""
        if text:
            per.setdefault(rec["save"].get("game"), []).append((rec.get("time", 0), text))
    return {g: "Your accuracy in reviewed games, oldest first: " +
            " · ".join(t for _, t in sorted(xs)[-ACCURACY_SHOWN:]) for g, xs in per.items()}


def tried_again(origin) -> str:
    """" · tried again from move 83 of 348" for a game the review reopened at a
    decision (its record's "origin"); nothing for any other game, or a damaged origin."""
    try:
        return f" · tried again from move {int(origin['move'])} of {int(origin['of'])}"
    except (TypeError, KeyError, ValueError):
        return ""


def lobby_lists(entries, title_of, date_text):
    """(games in progress HTML, saved and finished games HTML, damaged names) from
    store.entries(): an autosave of a game not over is a game in progress."""
    going, saved, damaged = [], [], []
    for key, name, rec, why in entries:
        if rec is None:
            damaged.append(name)
            saved.append(html("<li data-key='{}'><span class='name'>{}</span><span class='damaged'>"
                              "{}</span>{}</li>", key, name, why, _button("delete", key, "Delete")))
            continue
        save = rec["save"]
        auto = name == "Autosave"
        moves = len(save.get("actions") or [])
        title = title_of(save.get("game"))
        over = bool(rec.get("over"))
        acc = accuracy_text(rec)
        facts = html("<span class='who'>{}</span><span class='facts'>{} · last played {}{}{}{}</span>",
                     ", ".join(seat_names(rec["seats"])), plural(moves, "move"),
                     date_text(rec.get("time", 0)), " · finished" if over else "",
                     tried_again(rec.get("origin")), " · accuracy " + acc if acc else "")
        buttons = ((_button("load", key, "Continue") if auto and not over else
                    _button("load", key, "Load")) +
                   _button("replay", key, "Replay") + _button("export", key, "Export") +
                   _button("delete", key, "Delete"))
        head = title if auto else html("{} <span class='muted'>({})</span>", name, title)
        row = html("<li data-key='{}'><span class='name'>{}</span>{}<span class='buttons'>{}</span>"
                   "</li>", key, head, facts, buttons)
        (going if auto and not over else saved).append(row)
    return (str(join(going) or html("<li class='muted'>No game in progress.</li>")),
            str(join(saved) or html("<li class='muted'>No saved games yet.</li>")), damaged)


def end_html(result, names) -> str:
    """The end screen: who won, each seat's score by source, the tie-break."""
    scores = result.get("scores") or []
    winners = result.get("winners") or []
    if winners:
        lead = (" and ".join(names[w] for w in winners) +
                (" wins" if len(winners) == 1 else " share the win") + ".")
    else:
        lead = ending_parts(result.get("ending"))[0] or "Nobody wins."
    out = [html("<p class='winner'>{}</p>", lead)]
    why = "" if winners else ending_parts(result.get("ending"))[1]
    if why:                  # a sentence a line (Roman Empire: one per crisis)
        lines = [x if x.endswith(".") else x + "." for x in why.split(". ")]
        out.append(html("<ul class='ending'>{}</ul>", join(html("<li>{}</li>", x) for x in lines)))
    breakdown = result.get("breakdown")
    rows = []
    for s, score in enumerate(scores):
        parts = ""
        if breakdown:
            parts = html("<td>{}</td>", ", ".join(p["source"] + " " + str(p["points"])
                                                  for p in breakdown[s]) or "nothing")
        rows.append(html("<tr{}><th scope='row'>{}</th><td>{}</td>{}</tr>",
                         html(" class='won'") if s in winners else "", names[s], score, parts))
    out.append(html("<table class='scores'><caption>Scores</caption><thead><tr><th scope='col'>"
                    "Player</th><th scope='col'>Points</th>{}</tr></thead><tbody>{}</tbody></table>",
                    html("<th scope='col'>From</th>") if breakdown else "", join(rows)))
    tie = result.get("tiebreak")
    if not tie and len(winners) == 1 and scores and scores.count(max(scores)) > 1:
        tie = "The top score was shared; the game's tie-break rule decided."
    if tie:
        out.append(html("<p class='tiebreak'><b>Tie-break:</b> {}</p>", tie))
    return str(join(out))


def caption_html(step, count, lines) -> str:
    if step == 0 and not lines:
        return "The start of the game."
    return str(join(lines, html("<br>")) or html("(no public change)"))


def embed_snippet(base_url, packed, title, review=False) -> str:
    """The <iframe> a page can paste to show this game step by step (``review``:
    with the finished game's review below it, issue 35)."""
    if review:
        return str(html('<iframe src="{}embed.html#save={}&amp;review=1" width="720" height="900" '
                        'style="border:0" title="{}: a replay and its review"></iframe>',
                        base_url, packed, title))
    return str(html('<iframe src="{}embed.html#save={}" width="720" height="560" '
                    'style="border:0" title="{}: a replay"></iframe>', base_url, packed, title))
