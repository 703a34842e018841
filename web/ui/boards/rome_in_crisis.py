"""Rome in Crisis, drawn as a table: the turn strip, the crisis being addressed,
the middle, the crises as stacks (total, tie letter, rank), the offices as
tokens, then each player's place: points, candidates as cards (three ratings as
bars, the ability in a line, office and cards on him) and the hand.

Clickable (when the viewer's actions target them): cards (``card["id"]``),
crises (their type, e.g. "spqr"), offices (keys of ``view["offices"]``),
candidates (``c["candidate"]``) and players (seats).
"""
from boards.common import Targets, facts, html, join
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
                         small="M" + str(c["military"]) + " S" + str(c["spqr"]) + " P" +
                         str(c["praetorian"]))
    return paint.card(t, c, kind=kind, name=TYPE_NAME.get(c.get("type"), c.get("name", "")),
                     size=size)


def influences(t, cs, empty="none", size=""):
    if not cs:
        return html("<span class='muted'>{}</span>", empty)
    return html("<span class='cards'>{}</span>", join(influence(t, c, size) for c in cs))


def candidate_html(c, offices, t, in_election, mine=False):
    """A candidate as a card: name and side, office token, ratings as bars, worth
    in the current method, the ability in a line, the cards on him (``mine``:
    the viewer's candidate, whose cards are his to use: marked "yours")."""
    box = t.box("candidate", c["candidate"], c["name"])
    office = c.get("office")
    marks = html("")
    if office:
        marks += paint.token(SHORT.get(office, offices.get(office, {}).get("name", office)),
                            "office o-" + office, offices.get(office, {}).get("name", ""))
    if c.get("nominee") and in_election:
        marks += paint.token("standing", "nominee", "standing for Emperor in this election")
    worth = ("" if c.get("worth") is None else
             html("<span class='worth' title='worth in this method'>worth <b>{}</b></span>",
                  c["worth"]))
    bars = paint.ratings([(short, c[key], 6, key, full) for short, key, full in RATINGS])
    on = (html("<div class='on{}'>{}{}</div>", " yours" if mine else "",
               html("<span class='fl on-whose'>On him, yours</span> ") if mine else "",
               join(influence(t, x, "mini") for x in c["cards"]))
          if c.get("cards") else "")
    return html("<li class='cand{}'{}><div class='cand-head'>{}<span class='side' title='side'>{}"
                "</span>{}</div>{}{}<div class='ability'>{}</div>{}</li>",
                " holds-" + office if office else "", box.attrs, box.name(c["name"]), c["side"],
                marks, bars, worth, c.get("ability") or "", on)


def crisis_html(c, t):
    """A crisis as a stack: total large, tie letter and rank, its cards."""
    box = t.box("crisis", c["type"], c["name"] + " crisis")
    pile = join(influence(t, x, "mini") for x in c["cards"])
    return html("<li class='crisis t-{}'{}><div class='crisis-head'><span class='sym' "
                "aria-hidden='true'></span>{}<span class='rank'>rank {}</span></div>"
                "<div class='crisis-total'><b>{}</b><span class='lt' title='tie letter'>{}</span>"
                "</div><div class='stack'>{}</div></li>", c["type"], box.attrs, box.name(c["name"]),
                c["rank"], c["total"], c["letter"], pile)


def offices_html(offices, t):
    items = []
    for key in [o for o in OFFICES if o in offices] + sorted(o for o in offices if o not in OFFICES):
        o = offices[key]
        holder = o.get("holder_name") or "vacant"
        inner = html("<span class='tk-name'>{}</span> <span class='tk-holder'>{}</span>",
                     o["name"], holder)
        items.append(t.item("office", key, inner, o["name"] + ": " + holder,
                            cls="token office o-" + key + ("" if o.get("holder_name") else " vacant")))
    return html("<div class='offices' aria-label='Offices'>{}</div>", join(items))


def strip(view, names, t):
    dealer = view.get("dealer")
    parts = [("Turn", view.get("turn")), ("Step", view.get("phase_name") or ""),
             ("Method", html("<span class='method m-{}'>{}</span>", view.get("method") or "none",
                             view.get("method_name") or "not chosen")),
             ("Dealer", names[dealer] if dealer is not None else "—"),
             ("Deck", paint.back(view.get("deck_count"), "cards in the deck")),
             ("Discards", html("{}", view.get("discard_count")) + (
                 html(" {}", influence(t, view["discard_top"], "mini"))
                 if view.get("discard_top") else "")),
             ("B sides out", str(view.get("removals", 0)) + " of 2")]
    return facts(parts)


def draw_now(view, names):
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
    return html("<p class='now'><b>Now:</b> {}'s {} takes on the {} crisis (rank {}): <b>{}</b>{}.</p>",
                who, role, crisis, (solving.get("rank") or 0) + 1, solving.get("total"), against)


def pool_html(view, offices, t):
    """The candidates nobody holds, as candidate cards (clickable when one may be
    taken): shown in the setup draft, or whenever a move takes one of them."""
    pool = view.get("pool") or []
    takeable = [c for c in pool if "candidate:" + str(c["candidate"]) in t.groups]
    if not pool or (view.get("phase") != "setup" and not takeable):
        return ""
    return html("<section class='area pool'><h4>Candidates to draft ({})</h4>"
                "<ul class='cands pool-cands'>{}</ul></section>", len(pool),
                join(candidate_html(c, offices, t, False) for c in pool))


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    offices = view.get("offices") or {}
    out = [strip(view, names, t), draw_now(view, names)]
    if view.get("offer"):
        out.append(html("<section class='area'><h4>In the middle</h4><div class='offer'>{}</div>"
                        "</section>", influences(t, view["offer"])))
    out.append(pool_html(view, offices, t))
    crises = view.get("crises") or []
    out.append(html("<section class='area'><h4>Crises</h4>{}{}</section>",
                    html("<ol class='crises'>{}</ol>", join(crisis_html(c, t) for c in crises))
                    if crises else html("<p class='muted'>No crisis.</p>"),
                    html("<p>Loose Gold: {}</p>", influences(t, view["loose_gold"], size="mini"))
                    if view.get("loose_gold") else ""))
    if offices:
        out.append(html("<section class='area'><h4>Offices</h4>{}</section>",
                        offices_html(offices, t)))
    cands = view.get("candidates") or []
    hands = view.get("hands") or []
    to_move = (view.get("prompt") or {}).get("to_move") or []
    in_election = view.get("phase") in ("nominate", "bid")
    players = []
    for s in range(view.get("players", len(names))):
        box = t.box("seat", s, names[s])
        cls = "player" + (" me" if s == viewer else "") + (" active" if s in to_move else "")
        mine = [c for c in cands if c.get("owner") == s]
        hand = hands[s] if s < len(hands) else {"count": 0, "cards": []}
        if s == viewer and t.docked:
            hand_html = html("")          # the page docks it (``hand``)
        elif s == viewer:
            hand_html = html("<span class='fl'>Hand ({})</span> {}", hand["count"],
                             influences(t, hand["cards"], "empty"))
        else:
            known = (html(" <span class='fl'>known</span> {}", influences(t, hand["cards"], size="mini"))
                     if hand.get("cards") else "")
            hand_html = html("<span class='fl'>Hand</span> {}{}",
                             paint.back(hand["count"], "cards in hand"), known)
        if hand.get("commit") and not (s == viewer and t.docked):
            hand_html += html("<div><span class='fl'>Your crisis card</span> {}</div>",
                              influence(t, hand["commit"]))
        elif hand.get("committed"):
            hand_html += html("<div><i>has chosen a crisis card</i></div>")
        dealer = paint.token("dealer", "dealer") if s == view.get("dealer") else ""
        score = (view.get("scores") or [0] * len(names))[s]
        players.append(html(
            "<div class='{}'{}><div class='player-head'><h5>{}</h5>{}{}</div><ul class='cands'>{}"
            "</ul>{}</div>", cls, box.attrs, box.name(names[s]), dealer,
            paint.points(score, t.gained(s)),
            join(candidate_html(c, offices, t, in_election, s == viewer) for c in mine) or
            html("<li class='muted'>no candidates in play</li>"),
            html("<div class='hand'>{}</div>", hand_html) if hand_html else ""))
    out.append(html("<h4 class='sr-only'>Players</h4><div class='players-row'>{}</div>",
                    join(players)))
    if view.get("removed"):
        out.append(html("<p class='muted'>Out of the game: {}</p>", ", ".join(view["removed"])))
    return str(join(out))


def hand(view, viewer, t) -> str:
    """The viewer's hand, docked by the page at the bottom of the view (and the
    crisis card he has set aside, face up to him only)."""
    hands = view.get("hands") or []
    mine = hands[viewer] if viewer is not None and viewer < len(hands) else {"cards": []}
    out = influences(t, mine.get("cards"), "empty")
    if mine.get("commit"):
        out += html("<span class='dock-part'><span class='fl'>Your crisis card</span> {}</span>",
                    influence(t, mine["commit"]))
    return str(out)


def panels(view, viewer, names) -> list:
    """Each seat's panel in the player column: points, hand size, candidates in
    play and the offices they hold, the dealer."""
    cands = view.get("candidates") or []
    hands = view.get("hands") or []
    scores = view.get("scores") or []
    out = []
    for s in range(view.get("players", len(names))):
        mine = [c for c in cands if c.get("owner") == s]
        held = [o for o in OFFICES if any(c.get("office") == o for c in mine)]
        badges = [SHORT[o] for o in held]
        if s == view.get("dealer"):
            badges.append("Dealer")
        facts = [("Hand", str((hands[s] if s < len(hands) else {}).get("count", 0))),
                 ("Candidates", str(len(mine)))]
        out.append({"score": scores[s] if s < len(scores) else 0, "unit": "points",
                    "facts": facts, "badges": badges})
    return out
