"""Rome in Crisis: turn facts, the middle, crises by rank, the offices, then each
player's candidates and hand.

Clickable (when the viewer's actions target them): cards (``card["id"]``),
crises (their type, e.g. "spqr"), offices (keys of ``view["offices"]``),
candidates (``c["candidate"]``) and players (seats).
"""
from boards.common import Targets, esc, fact


def candidate_html(c, offices, t) -> str:
    box = t.box("candidate", c["candidate"], c["name"])
    office = offices.get(c["office"], {}).get("name") if c.get("office") else None
    head = box.name(esc(c["name"])) + " (" + esc(c["side"]) + ")"
    if office:
        head += " · <b>" + esc(office) + "</b>"
    if c.get("nominee"):
        head += " · candidate for Emperor"
    ratings = ("Military " + str(c["military"]) + ", SPQR " + str(c["spqr"]) +
               ", Praetorian " + str(c["praetorian"]))
    worth = "" if c.get("worth") is None else "; worth " + str(c["worth"]) + " now"
    return ("<li" + box.attrs + ">" + head + "<br><span class='muted'>" + ratings + worth +
            ". " + esc(c.get("ability") or "") + "</span><br>Cards: " + t.chips(c["cards"]) +
            "</li>")


def crisis_html(c, t) -> str:
    box = t.box("crisis", c["type"], c["name"] + " crisis")
    return ("<li" + box.attrs + "><b>" + box.name(esc(c["name"])) + "</b> " + str(c["total"]) +
            " (letter " + esc(c["letter"]) + "): " + t.chips(c["cards"]) + "</li>")


# The offices in the rulebook's order (MicroPython's dicts keep no order).
OFFICES = ("emperor", "legatus", "cavalry", "prefect", "senate")


def offices_html(offices, t) -> str:
    items = []
    for key in [o for o in OFFICES if o in offices] + sorted(o for o in offices if o not in OFFICES):
        o = offices[key]
        text = o["name"] + ": " + (o.get("holder_name") or "vacant")
        items.append(t.tag("office", key, text, name=o["name"], cls="chip office"))
    return "<p class='offices'><b>Offices:</b> <span class='chips'>" + " ".join(items) + "</span></p>"


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    offices = view.get("offices") or {}
    out = ["<p class='facts'>",
           fact("Turn", str(view.get("turn"))),
           fact("Step", esc(view.get("phase_name") or "")),
           fact("Method", esc(view.get("method_name") or "not chosen")),
           fact("Dealer", esc(names[view["dealer"]]) if view.get("dealer") is not None else "—"),
           fact("Deck", str(view.get("deck_count"))),
           fact("Discards", str(view.get("discard_count")) + (
               " (top " + t.chip(view["discard_top"]) + ")" if view.get("discard_top") else "")),
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
                   " addresses the " + esc(crisis) + " crisis (ranked " +
                   str((solving.get("rank") or 0) + 1) + "), total " + str(solving.get("total")) +
                   ".</p>")
    if view.get("offer"):
        out.append("<h4>In the middle</h4><p class='offer'>" + t.chips(view["offer"]) + "</p>")
    out.append("<h4>Crises</h4>")
    crises = view.get("crises") or []
    if crises:
        out.append("<ol>" + "".join(crisis_html(c, t) for c in crises) + "</ol>")
    else:
        out.append("<p class='muted'>No crisis.</p>")
    if view.get("loose_gold"):
        out.append("<p>Loose Gold: " + t.chips(view["loose_gold"]) + "</p>")
    if offices:
        out.append(offices_html(offices, t))
    out.append("<h4>Players</h4><div class='players-row'>")
    cands = view.get("candidates") or []
    hands = view.get("hands") or []
    to_move = (view.get("prompt") or {}).get("to_move") or []
    for s in range(view.get("players", len(names))):
        box = t.box("seat", s, names[s])
        cls = "player" + (" me" if s == viewer else "") + (" active" if s in to_move else "")
        mine = [c for c in cands if c.get("owner") == s]
        hand = hands[s] if s < len(hands) else {"count": 0, "cards": []}
        if s == viewer:
            hand_html = "Hand (" + str(hand["count"]) + "): " + t.chips(hand["cards"], "empty")
        else:
            known = " · known: " + t.chips(hand["cards"]) if hand.get("cards") else ""
            hand_html = "Hand: " + str(hand["count"]) + " cards" + known
        if hand.get("commit"):
            hand_html += "<br>Your crisis card: " + t.chip(hand["commit"])
        elif hand.get("committed"):
            hand_html += "<br><i>has chosen a crisis card</i>"
        dealer = " (dealer)" if s == view.get("dealer") else ""
        score = (view.get("scores") or [0] * len(names))[s]
        out.append("<div class='" + cls + "'" + box.attrs + "><h5>" + box.name(esc(names[s])) +
                   dealer + "</h5>" + "<div>Points: <b>" + str(score) + "</b></div>" +
                   "<ul>" + ("".join(candidate_html(c, offices, t) for c in mine) or
                             "<li class='muted'>no candidates in play</li>") + "</ul>" +
                   "<div class='hand'>" + hand_html + "</div></div>")
    out.append("</div>")
    if view.get("removed"):
        out.append("<p class='muted'>Out of the game: " + esc(", ".join(view["removed"])) + "</p>")
    return "".join(out)
