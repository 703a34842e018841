"""The review of a finished game as the page shows it (issue 35): each seat's
chance to win as a graph (inline SVG, one line per seat in its colour), the
statistics at the end as a table, and each person's turning points with their
"Try this decision again".  The review itself is the engine's
(pygame_core/ai/review.py, through the worker's review_* calls); here is only
its HTML.

Pure Python on plain data (no browser calls), so it runs on CPython in the
tests as in MicroPython in the page.
"""
import boards
from boards.common import html, join
from frame import PALETTE

W, H = 600, 200              # the graph's drawing box (viewBox units); it scales to its column
LEFT, BOTTOM = 34, 18        # room for the percentages and the turns along the bottom


def colours(game, view, ns) -> list:
    """Each seat's colour as the player column shows it (the board's panels)."""
    module = boards.board(game)
    maker = getattr(module, "panels", None) if module is not None else None
    rows = []
    if maker is not None:
        try:
            rows = maker(view, None, ns) or []
        except Exception:           # a drawing bug must not stop the review
            rows = []
    return [(rows[s].get("colour") if s < len(rows) and rows[s] else None) or
            PALETTE[s % len(PALETTE)] for s in range(len(ns))]


def _x(k, count) -> float:
    return LEFT + (W - LEFT - 4) * (k / count if count else 0)


def _y(p) -> float:
    return 4 + (H - BOTTOM - 4) * (1 - p)


def _pct(p, over=True) -> str:
    """A chance in words; before the end (``over`` False) never 0% nor 100%:
    the game is undecided (issue 44)."""
    pc = round(100 * p)
    return str(pc if over else min(99, max(1, pc))) + "%"


def undecided(chances, over) -> list:
    """The chances to draw: every position before the last (and the last too
    when the game did not end) held within 1%..99%, as they are said."""
    n = len(chances)
    return [row if over and k == n - 1 else [min(0.99, max(0.01, p)) for p in row]
            for k, row in enumerate(chances)]


def _plot(rows, top, ticks, turns, colours, at=None) -> tuple:
    """The SVG's grid and lines: ``rows`` [[value per seat] per position] on a
    scale from 0 to ``top``; ``ticks`` [(value, its words)] for the left axis;
    ``turns`` [{"move", "turn"}] marked along the bottom, each turn's band a
    click that shows the position at its start in the replay (review-see)."""
    at = at or list(range(len(rows)))      # the move of each row (the graph may be cut)
    count = max(at[-1] if at else 0, 1)
    seats = len(rows[0]) if rows else 0
    grid = []
    for v, words in ticks:
        y = round(_y(v / top), 1)
        grid.append(html("<line class='rv-grid' x1='{}' y1='{}' x2='{}' y2='{}'/>"
                         "<text class='rv-axis' x='{}' y='{}' text-anchor='end'>{}</text>",
                         LEFT, y, W - 4, y, LEFT - 4, round(y + 4, 1), words))
    every = max(1, (len(turns) + 11) // 12)          # at most some twelve turn labels
    for i, t in enumerate(turns):
        x = round(_x(t["move"], count), 1)
        grid.append(html("<line class='rv-turn' x1='{0}' y1='{1}' x2='{0}' y2='{2}'/>",
                         x, round(_y(1), 1), round(_y(0) + 3, 1)))
        if i % every == 0 and t.get("turn"):
            grid.append(html("<text class='rv-axis' x='{}' y='{}' text-anchor='middle'>{}</text>",
                             x, H - 3, t["turn"]))
        end = _x(turns[i + 1]["move"] if i + 1 < len(turns) else count, count)
        if end > x:
            grid.append(html("<rect class='rv-hit' data-do='review-see' data-move='{}' x='{}' "
                             "y='{}' width='{}' height='{}'><title>{}: see its start in "
                             "the replay</title></rect>", t["move"], x, round(_y(1), 1),
                             round(end - x, 1), round(_y(0) - _y(1), 1),
                             "Turn " + str(t["turn"]) if t.get("turn") else "The set-up"))
    lines = []
    for s in range(seats):
        pts = " ".join(str(round(_x(k, count), 1)) + "," + str(round(_y(row[s] / top), 1))
                       for k, row in zip(at, rows))
        lines.append(html("<polyline class='rv-line c-{}' data-seat='{}' points='{}'/>",
                          colours[s] if s < len(colours) else "grey", s, pts))
    return join(grid), join(lines)


def _legend(names, colours, words) -> object:
    return join(html("<li><span class='pn-dot c-{}' aria-hidden='true'>{}</span> {}: "
                     "<b>{}</b> at the end</li>",
                     colours[s] if s < len(colours) else "grey", s + 1, names[s], words[s])
                for s in range(len(words)))


def graph_svg(graph, names, colours, ending="") -> str:
    """Each seat's chance to win after every move (``graph``: the review's
    "chances", [[p per seat] per position], position 0 the start; "turns",
    [{"move", "turn"}]; "view", whose view it draws, in words), one line per
    seat in its colour (``colours``: a seat's colour name, the panels'), the
    turns marked along the bottom, a legend with the chance at the end, and
    the graph in sentences (``graph_words``, its description for the ear);
    ``ending``: how the game ended in words (``ending_text``), above the graph
    and at its end.  No chance is drawn or said as 0% or 100% before the end."""
    over = bool(graph.get("over"))
    chances = undecided(graph.get("chances") or [], over)
    grid, lines = _plot(chances, 1, [(p, _pct(p)) for p in (0, 0.25, 0.5, 0.75, 1)],
                        graph.get("turns") or [], colours, graph.get("at"))
    last = [_pct(p, over) for p in (chances[-1] if chances else [])]
    label = "; ".join(names[s] + " " + last[s] for s in range(len(last)))
    end = ""
    if ending:                  # how the game ended, at its end on the graph (issue 44)
        x = round(_x(1, 1), 1)
        end = html("<line class='rv-end' x1='{0}' y1='{1}' x2='{0}' y2='{2}'/>"
                   "<text class='rv-end-label' x='{3}' y='12' text-anchor='end'>{4}</text>",
                   x, round(_y(1), 1), round(_y(0), 1), round(x - 3, 1), _short(ending))
    return str(html(
        "<figure class='rv-graph'><figcaption><b>Chance to win, move by move</b> "
        "<span class='muted'>(a mark along the bottom for each turn)</span></figcaption>"
        "{}<div class='rv-plot'><svg viewBox='0 0 {} {}' role='img' aria-label='{}' "
        "aria-describedby='review-graph-words'>{}{}{}</svg></div>"
        "<ul class='rv-legend'>{}</ul><p class='rv-words' id='review-graph-words'>{}</p>"
        "<p class='rv-view'>{}</p></figure>",
        html("<p class='rv-ending' id='review-ending'>{}</p>", ending) if ending else "",
        W, H, "Chance to win at the end: " + label + (". " + ending if ending else ""), grid,
        lines, end, _legend(names, colours, last), graph_words(graph, names, ending),
        graph.get("view") or ""))


MOST_TOLD = 8          # the lead's spells told one by one; more: the count and the last ones


def graph_words(graph, names, ending="") -> str:
    """The graph of chances as sentences (its text alternative, issue 46): who
    led, by the chance to win, from which turn and move to which, the chances at
    the end and how the game ended.  A tie at the top is nobody ahead.  E.g.
    "Who led, by the chance to win: Ann from the start; Bo from turn 3 (move 7)
    to the end. At the end: Ann 0%, Bo 100%. Bo won with 41 points." """
    over = bool(graph.get("over"))
    chances = undecided(graph.get("chances") or [], over)
    if not chances:
        return ending
    at = graph.get("at") or list(range(len(chances)))
    turns = graph.get("turns") or []

    def leader(row):
        top = max(row)
        ahead = [s for s, p in enumerate(row) if round(100 * p) == round(100 * top)]
        return ahead[0] if len(ahead) == 1 else None

    def since(k):
        if k == 0:
            return "from the start"
        move = at[k] - 1                         # the move that made position k
        turn = [t for t in turns if t["move"] <= move]
        where = ("turn " + str(turn[-1]["turn"]) if turn and turn[-1].get("turn")
                 else "the set-up")
        return "from " + where + " (move " + str(move + 1) + ")"

    spells = []                                 # [leader, the position it began]
    for k, row in enumerate(chances):
        who = leader(row)
        if not spells or spells[-1][0] != who:
            spells.append([who, k])
    told = [("nobody ahead" if who is None else names[who]) + " " + since(k)
            for who, k in spells]
    told[-1] += " to the end"
    head = "Who led, by the chance to win: "
    if len(told) > MOST_TOLD:
        head += ("the lead changed " + str(len(told) - 1) + " times; the last " +
                 str(MOST_TOLD) + " spells: ")
        told = told[-MOST_TOLD:]
    last = chances[-1]
    words = (head + "; ".join(told) + ". At the end: " +
             ", ".join(names[s] + " " + _pct(p, over) for s, p in enumerate(last)) + ".")
    return words + (" " + ending if ending else "")


def _short(words, most=60) -> str:
    """The ending's first sentence, cut to fit the graph's corner."""
    first = str(words).split(". ")[0].rstrip(".")
    return first if len(first) <= most else first[:most - 1] + "\u2026"


def ending_text(stats, names) -> str:
    """How the game ended, in one line (the review's "statistics"): the game's own
    sentence where it gives one (a Roman Empire collapse: "ending"), else the
    winner and the score that won, a tie-break in words ("tiebreak") and why the
    game stopped ("ended", Time of Crisis)."""
    if not stats or not stats.get("over"):
        return "The game was not played to its end."
    unit = stats.get("score_name") or "points"
    scores, winners = stats.get("scores") or [], stats.get("winners") or []
    if stats.get("ending"):
        words = [stats["ending"]]
    elif winners:
        top = scores[winners[0]] if winners[0] < len(scores) else ""
        who = " and ".join(names[w] for w in winners if w < len(names))
        if len(winners) == 1:
            rest = sorted((v for s, v in enumerate(scores) if s not in winners), reverse=True)
            if rest and rest[0] == top:         # a tie broken: its words follow ("tiebreak")
                words = [who + " won the tie on " + str(top) + " " + unit + "."]
            else:
                words = [who + " won with " + str(top) + " " + unit +
                         ((" (next best " + str(rest[0]) + ")") if rest else "") + "."]
        else:
            words = [who + " shared the win with " + str(top) + " " + unit + " each."]
    else:
        words = ["Nobody won."]
    for key in ("tiebreak", "ended"):
        if stats.get(key) and stats[key] not in words:
            words.append(stats[key])
    return " ".join(words)


def score_svg(graph, names, colours) -> str:
    """The second graph: each seat's score after every move (the review's
    "scores", named by "score_name": points, legacy, VP), on the same turns."""
    scores = graph.get("scores") or []
    unit = graph.get("score_name") or "points"
    top = max([max(row) for row in scores if row] + [1])
    step = max(1, (top + 3) // 4)
    top = max(top, step * 4)
    grid, lines = _plot(scores, top, [(v, str(v)) for v in range(0, top + 1, step)],
                        graph.get("turns") or [], colours, graph.get("at"))
    last = [str(v) for v in (scores[-1] if scores else [])]
    label = "; ".join(names[s] + " " + last[s] for s in range(len(last)))
    return str(html(
        "<figure class='rv-graph rv-scores'><figcaption><b>{}, move by move</b></figcaption>"
        "<div class='rv-plot'><svg viewBox='0 0 {} {}' role='img' aria-label='{}'>{}{}</svg></div>"
        "<ul class='rv-legend'>{}</ul></figure>",
        _upper_first(unit), W, H, _upper_first(unit) + " at the end: " + label, grid, lines,
        _legend(names, colours, last)))


def _upper_first(word) -> str:
    return word[:1].upper() + word[1:]        # MicroPython's str has no capitalize


def stats_html(stats, names) -> str:
    """The statistics at the end (the review's "statistics": "scores",
    "score_name", "winners", "rows" [{"label", "values", "group"?}]) as one
    table, a column per seat; the rows of a group under its heading."""
    n = len(names)
    head = join(html("<th scope='col'{}>{}</th>",
                     html(" class='won'") if s in (stats.get("winners") or []) else "", names[s])
                for s in range(n))
    rows = [html("<tr class='rv-score'><th scope='row'>{}</th>{}</tr>",
                 _upper_first(stats.get("score_name") or "score"),
                 join(html("<td>{}</td>", v) for v in stats.get("scores") or []))]
    group = None
    for r in stats.get("rows") or []:
        if r.get("group") != group:
            group = r.get("group")
            if group:
                rows.append(html("<tr class='rv-group'><th scope='rowgroup' colspan='{}'>{}</th></tr>",
                                 n + 1, group))
        rows.append(html("<tr{}><th scope='row'>{}</th>{}</tr>",
                         html(" class='rv-in'") if group else "", r["label"],
                         join(html("<td>{}</td>", v) for v in r["values"])))
    return str(html("<table class='scores rv-stats'><caption>Statistics</caption><thead><tr>"
                    "<th scope='col'>Player</th>{}</tr></thead><tbody>{}</tbody></table>",
                    head, join(rows)))


def when(p) -> str:
    """A turning point's time as the table names it: its turn or round (the
    game's ``turn_words``: "Round 5" in Time of Crisis) and the move's number
    counted from 1, the number See the position and Try again say too."""
    turn = p.get("when") or ("Turn " + str(p.get("turn", "?")))
    return turn + ", move " + str(p["move"] + 1)


def accuracy_words(entry) -> str:
    """A seat's accuracy line ({"seat", "accuracy", "decisions"}: the review's
    "accuracy", issue 44 item 6), or nothing where it had no real decision."""
    if not entry or entry.get("accuracy") is None:
        return ""
    return ("Accuracy " + str(round(entry["accuracy"])) + " of 100, from the chance kept at " +
            str(entry["decisions"]) + " decision" + ("" if entry["decisions"] == 1 else "s") +
            " (100: every move as good as the best the AI found).")


def points_html(turning, names, retry=True, hinted=(), accuracy=()) -> str:
    """Each person's turning points (the review's "turning_points": [{"seat",
    "points": [{"move", "turn", "when", "step", "text", ...}]}]), in the order
    they happened, each with "See the position" (the replay just before it) and
    "Try this decision again" (``data-move``: the move's index in the save;
    ``retry``: False in an embed, which plays no game); a move of ``hinted``
    (the moves where the Hint's move was played) is marked so; each seat's
    ``accuracy`` (the review's "accuracy") heads its points."""
    out = []
    hinted = set(hinted or ())
    acc = {a["seat"]: accuracy_words(a) for a in accuracy or ()}
    for entry in turning:
        s = entry["seat"]
        pts = sorted(entry.get("points") or [], key=lambda p: p["move"])
        items = join(html(
            "<li data-move='{0}'{5}><span class='rv-when'>{1}, {2}:</span> {3}{6} "
            "<span class='rv-do'><button type='button' data-do='review-see' data-move='{0}'>"
            "See the position</button>{4}</span></li>",
            p["move"], when(p), p.get("step") or "a decision", p["text"],
            html(" <button type='button' data-do='review-retry' data-move='{}'>Try this decision "
                 "again</button>", p["move"]) if retry else "",
            html(" data-hinted='1'") if p["move"] in hinted else "",
            html(" <span class='rv-hinted'>(you followed the Hint here)</span>")
            if p["move"] in hinted else "")
            for p in pts)
        body = (html("<ol class='rv-points'>{}</ol>", items) if pts else
                html("<p class='muted'>No decision where the AI, searching from what {} knew then, "
                     "clearly preferred another move.</p>", names[s]))
        out.append(html("<section class='rv-seat' data-seat='{}'><h3>Turning points: {}</h3>"
                        "{}<p class='muted'>Judged from what {} could see at the time; the chances "
                        "say how the move chosen and the move the AI prefers would have stood."
                        "</p>{}</section>", s, names[s],
                        html("<p class='rv-accuracy'>{}</p>", acc[s]) if acc.get(s) else "",
                        names[s], body))
    return str(join(out))


def _signed(n) -> str:
    return ("+" if n > 0 else "\u2212" if n < 0 else "") + str(abs(n))


def _part(n, gain, loss) -> str:
    return (gain + " " + str(n) if n > 0 else loss + " " + str(-n) if n < 0 else
            "did nothing")


def account_line(e, name) -> str:
    """One seat's account in words (the review's "account" seat entry: its
    "points", whole percentage points adding up to its "total"), e.g.
    "Player 1: decisions cost 14 points, the dice and draws took 22, the
    others' moves gave 9 (from 33% to 0%)"."""
    p = e["points"]
    words = (name + ": decisions " + _part(p["decisions"], "gained", "cost") +
             (" points" if p["decisions"] else "") + ", the dice and draws " +
             _part(p["luck"], "gave", "took") + ", the others' moves " +
             _part(p["others"], "gave", "took") + " (from " + _pct(e["initial"]) + " to " +
             _pct(e["final"]) + ").")
    t = e.get("turning")
    if t:
        words += (" Of its decisions, the " + str(t["count"]) + " turning points " +
                  _part(t["cost"], "gained", "cost") + " against the best moves found.")
    return words


def _events(e, names, colours):
    """A seat's luckiest and unluckiest events, each named by the log lines
    its move wrote, with "See the position"."""
    rows = []
    for kind, evs in (("Luckiest", e.get("lucky") or []), ("Unluckiest", e.get("unlucky") or [])):
        for x in evs:
            rows.append(html(
                "<li data-move='{0}'><span class='rv-when'>{1}, turn {2}:</span> {3} "
                "<b class='rv-swing'>{4}</b> <span class='rv-do'><button type='button' "
                "data-do='review-see' data-move='{0}'>See the position</button></span></li>",
                x["move"], kind, x.get("turn", "?"), x["text"], _signed(round(100 * x["luck"]))))
    return join(rows)


def account_html(account, names, colours, seats=None) -> str:
    """The account of luck and skill (the review's "account": {"seats": [...]}):
    one line per seat, then the luckiest and unluckiest events of ``seats``
    (the people's; None: every seat's)."""
    entries = (account or {}).get("seats") or []
    if not entries:
        return ""
    lines = join(html("<li data-seat='{}'><span class='pn-dot c-{}' aria-hidden='true'>{}</span> "
                      "{}</li>", e["seat"], colours[e["seat"]] if e["seat"] < len(colours)
                      else "grey", e["seat"] + 1, account_line(e, names[e["seat"]]))
                 for e in entries)
    shown = [e for e in entries if seats is None or e["seat"] in seats]
    events = join(html("<section class='rv-seat' data-seat='{}'><h4>Luck of {}</h4>"
                       "<ol class='rv-points rv-events'>{}</ol></section>", e["seat"],
                       names[e["seat"]], _events(e, names, colours))
                  for e in shown if e.get("lucky") or e.get("unlucky"))
    return str(html(
        "<section class='rv-account'><h3>Luck and skill</h3><p class='muted'>Each player's "
        "chance to win, from the first move to the last, split three ways that add up: what "
        "his own decisions did, what the dice, draws and invasions did (each against what "
        "the same move could have rolled or drawn), and what the other players' moves and "
        "his forced moves did. In percentage points.</p><ul class='rv-account-lines'>{}</ul>"
        "{}</section>", lines, events))


PHASES = {"replay": "Replaying the game", "account": "Weighing luck and skill", "screen": "Looking over the decisions of",
          "search": "Searching the closest decisions of", "measure": "Measuring the best moves of",
          "done": "Done"}


def progress_words(step, names) -> str:
    """What the review is doing now, from ``review_step``'s answer."""
    words = PHASES.get(step.get("phase"), "Working")
    seat = step.get("seat")
    if seat is not None and 0 <= seat < len(names):
        words += " " + names[seat]
    return words + " (" + str(round(100 * (step.get("progress") or 0))) + "%)"
