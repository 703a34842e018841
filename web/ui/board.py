"""The board: a seat's view (m.view(seat)) as HTML.

The view's keys come from the game; keys the kernel adds (prompt, log, help,
can_undo, over, result) are drawn elsewhere.  Games without a drawing of their
own get a readable listing of their view.
"""
from dom import esc

KERNEL_KEYS = ("prompt", "log", "help", "can_undo", "over", "result")


def value_html(v) -> str:
    if isinstance(v, dict):
        return "<dl class='kv'>" + "".join(
            "<dt>" + esc(k) + "</dt><dd>" + value_html(v[k]) + "</dd>" for k in sorted(v)) + "</dl>"
    if isinstance(v, list):
        if all(not isinstance(x, (dict, list)) for x in v):
            return esc(", ".join(str(x) for x in v)) if v else "—"
        return "<ol>" + "".join("<li>" + value_html(x) + "</li>" for x in v) + "</ol>"
    if v is None:
        return "—"
    if v is True or v is False:
        return "yes" if v else "no"
    return esc(v)


def generic(view) -> str:
    keys = sorted(k for k in view if k not in KERNEL_KEYS)
    return "<dl class='kv'>" + "".join(
        "<dt>" + esc(k) + "</dt><dd>" + value_html(view[k]) + "</dd>" for k in keys) + "</dl>"


def chip(card) -> str:
    """One card as a small labelled chip (influence cards coloured by type)."""
    if card is None:
        return ""
    kind = card.get("type") or card.get("bg") or card.get("kind", "")
    tip = card.get("ability") or ("tie letter " + card["letter"] if card.get("letter") else "")
    return ("<span class='chip " + esc(kind) + "' title='" + esc(tip) + "'>" +
            esc(card.get("name", "a card")) + "</span>")


def chips(cards, empty="none") -> str:
    if not cards:
        return "<span class='muted'>" + empty + "</span>"
    return "<span class='chips'>" + " ".join(chip(c) for c in cards) + "</span>"


def fact(label, value) -> str:
    return "<span><b>" + esc(label) + ":</b> " + value + "</span>"


def candidate_html(c, offices) -> str:
    office = offices.get(c["office"], {}).get("name") if c.get("office") else None
    head = esc(c["name"]) + " (" + esc(c["side"]) + ")"
    if office:
        head += " · <b>" + esc(office) + "</b>"
    if c.get("nominee"):
        head += " · candidate for Emperor"
    ratings = ("Military " + str(c["military"]) + ", SPQR " + str(c["spqr"]) +
               ", Praetorian " + str(c["praetorian"]))
    worth = "" if c.get("worth") is None else "; worth " + str(c["worth"]) + " now"
    return ("<li>" + head + "<br><span class='muted'>" + ratings + worth + ". " +
            esc(c.get("ability") or "") + "</span><br>Cards: " + chips(c["cards"]) + "</li>")


def rome(view, viewer, names) -> str:
    """Rome in Crisis: turn facts, crises by rank, then each player's candidates and hand."""
    offices = view.get("offices") or {}
    out = ["<p class='facts'>",
           fact("Turn", str(view.get("turn"))),
           fact("Step", esc(view.get("phase_name") or "")),
           fact("Method", esc(view.get("method_name") or "not chosen")),
           fact("Dealer", esc(names[view["dealer"]]) if view.get("dealer") is not None else "—"),
           fact("Deck", str(view.get("deck_count"))),
           fact("Discards", str(view.get("discard_count")) + (
               " (top " + chip(view["discard_top"]) + ")" if view.get("discard_top") else "")),
           fact("B sides removed", str(view.get("removals", 0)) + " of 2"),
           "</p>"]
    solving = view.get("solving")
    if solving:
        who = names[solving["seat"]] if solving.get("seat") is not None else ""
        crisis = solving.get("crisis") or ""
        for c in view.get("crises") or []:
            if c["type"] == crisis:
                crisis = c["name"]
        out.append("<p><b>Now:</b> " + esc(who) + "'s " + esc(solving.get("role", "")) +
                   " addresses the " + esc(crisis) + " crisis (rank " +
                   str(solving.get("rank")) + "), total " + str(solving.get("total")) + ".</p>")
    if view.get("offer"):
        out.append("<h4>In the middle</h4><p>" + chips(view["offer"]) + "</p>")
    out.append("<h4>Crises</h4>")
    crises = view.get("crises") or []
    if crises:
        out.append("<ol>" + "".join(
            "<li><b>" + esc(c["name"]) + "</b> " + str(c["total"]) + " (letter " +
            esc(c["letter"]) + "): " + chips(c["cards"]) + "</li>" for c in crises) + "</ol>")
    else:
        out.append("<p class='muted'>No crisis.</p>")
    if view.get("loose_gold"):
        out.append("<p>Loose Gold: " + chips(view["loose_gold"]) + "</p>")
    out.append("<h4>Players</h4><div class='players-row'>")
    cands = view.get("candidates") or []
    hands = view.get("hands") or []
    to_move = (view.get("prompt") or {}).get("to_move") or []
    for s in range(view.get("players", len(names))):
        cls = "player" + (" me" if s == viewer else "") + (" active" if s in to_move else "")
        mine = [c for c in cands if c.get("owner") == s]
        hand = hands[s] if s < len(hands) else {"count": 0, "cards": []}
        if s == viewer:
            hand_html = "Hand (" + str(hand["count"]) + "): " + chips(hand["cards"], "empty")
        else:
            known = " · known: " + chips(hand["cards"]) if hand.get("cards") else ""
            hand_html = "Hand: " + str(hand["count"]) + " cards" + known
        if hand.get("commit"):
            hand_html += "<br>Your crisis card: " + chip(hand["commit"])
        elif hand.get("committed"):
            hand_html += "<br><i>has chosen a crisis card</i>"
        dealer = " (dealer)" if s == view.get("dealer") else ""
        score = (view.get("scores") or [0] * len(names))[s]
        out.append("<div class='" + cls + "'><h5>" + esc(names[s]) + dealer + "</h5>" +
                   "<div>Points: <b>" + str(score) + "</b></div>" +
                   "<ul>" + ("".join(candidate_html(c, offices) for c in mine) or
                             "<li class='muted'>no candidates in play</li>") + "</ul>" +
                   "<div>" + hand_html + "</div></div>")
    out.append("</div>")
    if view.get("removed"):
        out.append("<p class='muted'>Out of the game: " + esc(", ".join(view["removed"])) + "</p>")
    return "".join(out)


def leader_html(l) -> str:
    marks = [esc(l.get("bg_name") or ""), "strength " + str(l["effective"]) +
             (" (printed " + str(l["printed"]) + ")" if l["effective"] != l["printed"] else "")]
    if l.get("hero"):
        marks.append("hero: " + esc(l["hero"]["name"]))
    if l.get("sick"):
        marks.append("sick")
    head = ("<b>Emperor</b> " if l.get("emperor") else "") + esc(l["name"])
    challenged = ("<br>Challenges (" + str(l["challenge_total"]) + "): " + chips(l["challenges"])
                  if l.get("challenges") else "")
    return "<li>" + head + "<br><span class='muted'>" + ", ".join(marks) + "</span>" + challenged + "</li>"


def roman_empire(view, viewer, names) -> str:
    """Roman Empire: the Empire's crises, lasting effects, then each faction."""
    emp = view.get("emperor_seat")
    out = ["<p class='facts'>",
           fact("Turn of", esc(names[view["turn_seat"]]) if view.get("turn_seat") is not None else "—"),
           fact("Emperor's faction", esc(names[emp]) if emp is not None else "none"),
           fact("Crises", str(view.get("ongoing_total", 0)) + " (the Empire falls at " +
                str(view.get("collapse_at")) + ")"),
           fact("Deck", str(view.get("deck_count"))),
           fact("Leaders left", str(view.get("leader_deck_count"))),
           fact("Discards", str(view.get("discard_count"))),
           "</p>"]
    if view.get("last_turn"):
        out.append("<p><b>Last round.</b></p>")
    crisis = view.get("crisis")
    if crisis:
        answered = [p["card"] for p in crisis.get("played") or []]
        out.append("<p><b>Crisis now:</b> " + chip(crisis["card"]) + ", answered with " +
                   str(crisis.get("total", 0)) + " so far" +
                   (": " + chips(answered) if answered else "") + ".</p>")
    out.append("<h4>Crises in play</h4><p>" + chips(view.get("ongoing")) + "</p>")
    if view.get("effects"):
        out.append("<h4>Lasting effects</h4><p>" + chips([e["card"] for e in view["effects"]]) + "</p>")
    out.append("<h4>Factions</h4><div class='players-row'>")
    for f in view.get("factions") or []:
        s = f["seat"]
        cls = "player" + (" me" if s == viewer else "") + (" active" if s == view.get("actor") else "")
        hand = ("Hand: " + chips(view.get("hand"), "empty") if s == viewer
                else "Hand: " + str(f.get("hand_count", 0)) + " cards")
        won = f.get("victory_cards") or []
        out.append("<div class='" + cls + "'><h5>" + esc(names[s]) + "</h5><div>Points: <b>" +
                   str(f.get("points", 0)) + "</b>" + (" · on tour" if f.get("tour") else "") +
                   "</div><ul>" + "".join(leader_html(l) for l in f.get("leaders") or []) +
                   "</ul><div>" + hand + "</div>" +
                   ("<div>Won: " + chips(won) + "</div>" if won else "") + "</div>")
    out.append("</div>")
    return "".join(out)


DRAWINGS = {"rome-in-crisis": rome, "roman-empire": roman_empire}


def render(game: str, view: dict, viewer, names: list) -> str:
    """HTML of the board for ``viewer`` (a seat, or None for a spectator)."""
    draw = DRAWINGS.get(game)
    return draw(view, viewer, names) if draw else generic(view)


def result_text(result: dict, names: list) -> str:
    scores = result.get("scores", [])
    winners = result.get("winners", [])
    who = " and ".join(names[w] for w in winners) if winners else "nobody"
    verb = "wins" if len(winners) == 1 else "win"
    parts = [names[i] + " " + str(s) for i, s in enumerate(scores)]
    return "Game over: " + who + " " + verb + ". Scores: " + ", ".join(parts) + "."
