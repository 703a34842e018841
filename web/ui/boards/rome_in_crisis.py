"""Rome in Crisis, drawn as a table: the turn strip, the crisis being addressed,
the middle, the crises as stacks (total, tie letter, rank), the offices as
tokens, then each player's place: points, candidates as cards (three ratings as
bars, the ability in a line, office and cards on him) and the hand.

Clickable (when the viewer's actions target them): cards (``card["id"]``),
crises (their type, e.g. "spqr"), offices (keys of ``view["offices"]``),
candidates (``c["candidate"]``) and players (seats).
"""
from boards.common import Targets, esc, facts
from boards import draw as paint

# The offices in the rulebook's order (MicroPython's dicts keep no order).
OFFICES = ("emperor", "legatus", "cavalry", "prefect", "senate")
SHORT = {"emperor": "Emperor", "legatus": "Legatus", "cavalry": "Cavalry",
         "prefect": "Prefect", "senate": "Senate"}
RATINGS = (("M", "military", "Military"), ("S", "spqr", "SPQR"),
           ("P", "praetorian", "Praetorian"))
TYPE_NAME = {"goths": "Goths", "persia": "Persia", "palmyra": "Palmyra", "spqr": "SPQR",
             "gold": "Gold"}


def influence(t, c, size="", kind="card"):
    """An influence card: type colour and symbol, value large, type and letter."""
    if c.get("kind") == "candidate":
        return paint.card(t, c, kind=kind, type="candidate", value="", name=c["name"],
                         letter=c.get("side", ""), size=size,
                         small=esc("M" + str(c["military"]) + " S" + str(c["spqr"]) + " P" +
                                   str(c["praetorian"])))
    return paint.card(t, c, kind=kind, name=TYPE_NAME.get(c.get("type"), c.get("name", "")),
                     size=size)


def influences(t, cs, empty="none", size=""):
    if not cs:
        return "<span class='muted'>" + esc(empty) + "</span>"
    return "<span class='cards'>" + "".join(influence(t, c, size) for c in cs) + "</span>"


def candidate_html(c, offices, t, in_election) -> str:
    """A candidate as a card: name and side, office token, ratings as bars, worth
    in the current method, the ability in a line, the cards on him."""
    box = t.box("candidate", c["candidate"], c["name"])
    office = c.get("office")
    marks = ""
    if office:
        marks += paint.token(SHORT.get(office, offices.get(office, {}).get("name", office)),
                            "office o-" + office, offices.get(office, {}).get("name", ""))
    if c.get("nominee") and in_election:
        marks += paint.token("standing", "nominee", "standing for Emperor in this election")
    worth = ("" if c.get("worth") is None else
             "<span class='worth' title='worth in this method'>worth <b>" + str(c["worth"]) +
             "</b></span>")
    bars = paint.ratings([(short, c[key], 6, key, full) for short, key, full in RATINGS])
    return ("<li class='cand" + (" holds-" + office if office else "") + "'" + box.attrs + ">" +
            "<div class='cand-head'>" + box.name(esc(c["name"])) +
            "<span class='side' title='side'>" + esc(c["side"]) + "</span>" + marks + "</div>" +
            bars + worth + "<div class='ability'>" + esc(c.get("ability") or "") + "</div>" +
            ("<div class='on'>" + "".join(influence(t, x, "mini") for x in c["cards"]) + "</div>"
             if c.get("cards") else "") + "</li>")


def crisis_html(c, t) -> str:
    """A crisis as a stack: total large, tie letter and rank, its cards."""
    box = t.box("crisis", c["type"], c["name"] + " crisis")
    pile = "".join(influence(t, x, "mini") for x in c["cards"])
    return ("<li class='crisis t-" + esc(c["type"]) + "'" + box.attrs + ">" +
            "<div class='crisis-head'><span class='sym' aria-hidden='true'></span>" +
            box.name(esc(c["name"])) + "<span class='rank'>rank " + str(c["rank"]) + "</span></div>" +
            "<div class='crisis-total'><b>" + str(c["total"]) + "</b><span class='lt' title='tie letter'>" +
            esc(c["letter"]) + "</span></div><div class='stack'>" + pile + "</div></li>")


def offices_html(offices, t) -> str:
    items = []
    for key in [o for o in OFFICES if o in offices] + sorted(o for o in offices if o not in OFFICES):
        o = offices[key]
        holder = o.get("holder_name") or "vacant"
        inner = ("<span class='tk-name'>" + esc(o["name"]) + "</span> <span class='tk-holder'>" +
                 esc(holder) + "</span>")
        items.append(t.item("office", key, inner, o["name"] + ": " + holder,
                            cls="token office o-" + key + ("" if o.get("holder_name") else " vacant")))
    return "<div class='offices' aria-label='Offices'>" + "".join(items) + "</div>"


def strip(view, names, t) -> str:
    dealer = view.get("dealer")
    parts = [("Turn", esc(view.get("turn"))), ("Step", esc(view.get("phase_name") or "")),
             ("Method", "<span class='method m-" + esc(view.get("method") or "none") + "'>" +
              esc(view.get("method_name") or "not chosen") + "</span>"),
             ("Dealer", esc(names[dealer]) if dealer is not None else "—"),
             ("Deck", paint.back(view.get("deck_count"), "cards in the deck")),
             ("Discards", str(view.get("discard_count")) + (
                 " " + influence(t, view["discard_top"], "mini") if view.get("discard_top") else "")),
             ("B sides out", str(view.get("removals", 0)) + " of 2")]
    return facts(parts)


def draw_now(view, names) -> str:
    solving = view.get("solving")
    if not solving:
        return ""
    who = names[solving["seat"]] if solving.get("seat") is not None else ""
    crisis = solving.get("crisis") or ""
    total = None
    for c in view.get("crises") or []:
        if c["type"] == crisis:
            crisis, total = c["name"], c["total"]
    role = {"emperor": "Emperor", "legatus": "Legatus"}.get(solving.get("role"), solving.get("role", ""))
    against = (" against " + str(total) if total is not None else "")
    return ("<p class='now'><b>Now:</b> " + esc(who) + "'s " + esc(role) + " takes on the " +
            esc(crisis) + " crisis (rank " + str((solving.get("rank") or 0) + 1) + "): <b>" +
            str(solving.get("total")) + "</b>" + against + ".</p>")


def pool_html(view, offices, t) -> str:
    """The candidates nobody holds, as candidate cards (clickable when one may be
    taken): shown in the setup draft, or whenever a move takes one of them."""
    pool = view.get("pool") or []
    takeable = [c for c in pool if "candidate:" + str(c["candidate"]) in t.groups]
    if not pool or (view.get("phase") != "setup" and not takeable):
        return ""
    return ("<section class='area pool'><h4>Candidates to draft (" + str(len(pool)) +
            ")</h4><ul class='cands pool-cands'>" +
            "".join(candidate_html(c, offices, t, False) for c in pool) + "</ul></section>")


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    offices = view.get("offices") or {}
    out = [strip(view, names, t), draw_now(view, names)]
    if view.get("offer"):
        out.append("<section class='area'><h4>In the middle</h4><div class='offer'>" +
                   influences(t, view["offer"]) + "</div></section>")
    out.append(pool_html(view, offices, t))
    crises = view.get("crises") or []
    out.append("<section class='area'><h4>Crises</h4>")
    out.append("<ol class='crises'>" + "".join(crisis_html(c, t) for c in crises) + "</ol>"
               if crises else "<p class='muted'>No crisis.</p>")
    if view.get("loose_gold"):
        out.append("<p>Loose Gold: " + influences(t, view["loose_gold"], size="mini") + "</p>")
    out.append("</section>")
    if offices:
        out.append("<section class='area'><h4>Offices</h4>" + offices_html(offices, t) + "</section>")
    out.append("<h4 class='sr-only'>Players</h4><div class='players-row'>")
    cands = view.get("candidates") or []
    hands = view.get("hands") or []
    to_move = (view.get("prompt") or {}).get("to_move") or []
    in_election = view.get("phase") in ("nominate", "bid")
    for s in range(view.get("players", len(names))):
        box = t.box("seat", s, names[s])
        cls = "player" + (" me" if s == viewer else "") + (" active" if s in to_move else "")
        mine = [c for c in cands if c.get("owner") == s]
        hand = hands[s] if s < len(hands) else {"count": 0, "cards": []}
        if s == viewer:
            hand_html = ("<span class='fl'>Hand (" + str(hand["count"]) + ")</span> " +
                         influences(t, hand["cards"], "empty"))
        else:
            known = (" <span class='fl'>known</span> " + influences(t, hand["cards"], size="mini")
                     if hand.get("cards") else "")
            hand_html = "<span class='fl'>Hand</span> " + paint.back(hand["count"], "cards in hand") + known
        if hand.get("commit"):
            hand_html += "<div><span class='fl'>Your crisis card</span> " + influence(t, hand["commit"]) + "</div>"
        elif hand.get("committed"):
            hand_html += "<div><i>has chosen a crisis card</i></div>"
        dealer = paint.token("dealer", "dealer") if s == view.get("dealer") else ""
        score = (view.get("scores") or [0] * len(names))[s]
        out.append("<div class='" + cls + "'" + box.attrs + "><div class='player-head'><h5>" +
                   box.name(esc(names[s])) + "</h5>" + dealer +
                   paint.points(score, t.gained(s)) + "</div>" +
                   "<ul class='cands'>" + ("".join(candidate_html(c, offices, t, in_election)
                                                   for c in mine) or
                                           "<li class='muted'>no candidates in play</li>") + "</ul>" +
                   "<div class='hand'>" + hand_html + "</div></div>")
    out.append("</div>")
    if view.get("removed"):
        out.append("<p class='muted'>Out of the game: " + esc(", ".join(view["removed"])) + "</p>")
    return "".join(out)
