"""Roman Empire, drawn as a table: the Empire's strip (the Emperor card, the
collapse meter, the piles), the crisis being answered ("3 of 4" asked), the
ongoing crises and lasting effects, then each faction: points and its leaders
as cards by background, strength large, challenges, Hero and Sickness on them.

Clickable (when the viewer's actions target them): cards (``card["id"]``),
leaders (``leader["id"]``) and factions (their seat).
"""
from boards.common import Targets, esc, facts
from boards import draw as paint

BG_SHORT = {"senator": "Senator", "praetorian": "Guard", "patrician": "Patrician",
            "rome": "Rome"}


def play_card(t, c, size=""):
    """A playing card: an Action by background with its value; a crisis with its
    value; the others (at once, hold) by kind with their name."""
    kind = c.get("kind")
    if kind == "action":
        return paint.card(t, c, type=c.get("bg"), name=BG_SHORT.get(c.get("bg"), ""), size=size)
    if kind == "crisis":
        return paint.card(t, c, type="crisis", name=c["name"], size=size)
    # "Corruption -1", "Hero +2": the amount large, the title below it.
    name, _, last = c["name"].rpartition(" ")
    if name and last[:1] in "+-" and last[1:].isdigit():
        return paint.card(t, c, type=kind or "card", value=last, name=name, size=size)
    return paint.card(t, c, type=kind or "card", value="", name=c["name"], size=size)


def play_cards(t, cs, empty="none", size=""):
    if not cs:
        return "<span class='muted'>" + esc(empty) + "</span>"
    return "<span class='cards'>" + "".join(play_card(t, c, size) for c in cs) + "</span>"


def leader_html(l, t) -> str:
    """A leader as a card of his background: name, strength large (printed when
    it differs), the Emperor card, Hero and Sickness, the challenges and their total."""
    box = t.box("leader", l["id"], l["name"])
    strength = "<b class='v'>" + str(l["effective"]) + "</b>"
    if l["effective"] != l["printed"]:
        strength += "<span class='printed' title='printed strength'>(" + str(l["printed"]) + ")</span>"
    marks = ""
    if l.get("emperor"):
        marks += paint.token("Emperor", "emperor", "holds the Emperor card")
    if l.get("hero"):
        marks += paint.token("Hero +" + str(l["hero"].get("amount", "")), "hero", l["hero"]["name"])
    if l.get("sick"):
        marks += paint.token("Sick" + (" ×" + str(l["sick_cards"]) if l.get("sick_cards", 0) > 1 else ""),
                            "sick", "Sickness: a die each of his player's turns")
    challenges = ""
    if l.get("challenges"):
        challenges = ("<div class='challenges'><span class='stack'>" +
                      "".join(play_card(t, c, "mini") for c in l["challenges"]) +
                      "</span><span class='ch-total' title='challenges against his strength'>" +
                      "challenged <b>" + str(l["challenge_total"]) + "</b> of " +
                      str(l["effective"]) + "</span></div>")
    return ("<li class='leader t-" + esc(l["bg"]) + (" is-emperor" if l.get("emperor") else "") +
            "'" + box.attrs + "><div class='leader-head'><span class='sym' aria-hidden='true'></span>" +
            strength + box.name(esc(l["name"])) +
            "</div><div class='bg'>" + esc(l.get("bg_name") or "") + "</div>" +
            ("<div class='marks'>" + marks + "</div>" if marks else "") + challenges + "</li>")


def strip(view, names, t) -> str:
    emp = view.get("emperor_seat")
    emperor = None
    for f in view.get("factions") or []:
        for l in f.get("leaders") or []:
            if l.get("emperor"):
                emperor = l["name"] + " (" + names[f["seat"]] + ")"
    total, most = view.get("ongoing_total", 0), view.get("collapse_at") or 18
    turn = view.get("turn_seat")
    parts = [("Turn of", esc(names[turn]) if turn is not None else "—"),
             ("Emperor", "<span class='emperor-card'>" + esc(emperor or (names[emp] if emp is not None
                                                                        else "waiting")) + "</span>"),
             ("Deck", paint.back(view.get("deck_count"), "cards in the deck")),
             ("Leaders left", str(view.get("leader_deck_count"))),
             ("Discards", str(view.get("discard_count")))]
    out = facts(parts)
    out += ("<div class='collapse'><span class='fl'>Ongoing crises</span> " +
            paint.meter(total, most, str(total) + " of " + str(most) + ": the Empire falls at " +
                       str(most)) + "</div>")
    if view.get("last_turn"):
        out += "<p class='last-round'><b>Last round.</b></p>"
    return out


def crisis_now(view, names, t) -> str:
    crisis = view.get("crisis")
    if not crisis:
        return ""
    card = crisis["card"]
    played = crisis.get("played") or []
    asked = crisis.get("answered", 0)
    of = crisis.get("of", len(names))
    rows = "".join("<span class='answer'>" + esc(names[p["seat"]]) + " " +
                   play_card(t, p["card"], "mini") + "</span>" for p in played)
    by = crisis.get("by")
    # The player now asked, counted from the first: "3 of 4" (E16 skips those
    # who have no Action card to add).
    asking = (("asking " + str(asked + 1) + " of " + str(of)) if crisis.get("queue")
              else (str(of) + " of " + str(of) + " asked"))
    return ("<section class='area crisis-now' aria-label='The crisis being answered'>" +
            "<h4>Crisis" + (" played by " + esc(names[by]) if by is not None else "") + "</h4>" +
            "<div class='crisis-row'>" + play_card(t, card) +
            "<div class='crisis-count'><b>" + str(crisis.get("total", 0)) + "</b> of " +
            str(card.get("value", "")) + " answered<br><span class='asked'>" + asking + "</span></div>" +
            rows + "</div></section>")


def choosing_a_card(view) -> bool:
    """The turn's one option: a hand card is played, put on a leader or discarded."""
    return (view.get("step") or {}).get("name") == "option"


def action_groups(view, actions):
    """The option's moves by the card they use (its play, its challenges, its
    discard), in hand order; moves with no card (End the turn) last, untitled."""
    if not choosing_a_card(view):
        return None
    names = {c["id"]: c["name"] for c in view.get("hand") or []}
    order, groups, rest = [], {}, []
    for i, a in enumerate(actions):
        card = (a.get("action") or {}).get("card")
        if card is None:
            rest.append(i)
            continue
        if card not in groups:
            order.append(card)
            groups[card] = []
        groups[card].append(i)
    out = [(names.get(c, "Card"), groups[c]) for c in order]
    return out + ([("", rest)] if rest else [])


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    if choosing_a_card(view):       # a hand card offers all its moves, none played at once
        t.also("card", "card")
    out = [strip(view, names, t), crisis_now(view, names, t)]
    ongoing = view.get("ongoing") or []
    effects = view.get("effects") or []
    if ongoing or effects:
        out.append("<div class='area inline'>" +
                   ("<div><h4>Crises in play</h4>" + play_cards(t, ongoing, size="mini") + "</div>"
                    if ongoing else "") +
                   ("<div><h4>Lasting effects</h4>" +
                    play_cards(t, [e["card"] for e in effects], size="mini") + "</div>"
                    if effects else "") + "</div>")
    out.append("<h4 class='sr-only'>Factions</h4><div class='players-row factions'>")
    for f in view.get("factions") or []:
        s = f["seat"]
        box = t.box("seat", s, names[s])
        cls = ("player" + (" me" if s == viewer else "") +
               (" active" if s == view.get("actor") else "") +
               (" emperor-faction" if s == view.get("emperor_seat") else ""))
        if s == viewer:
            hand = "<span class='fl'>Hand</span> " + play_cards(t, view.get("hand"), "empty")
        else:
            hand = "<span class='fl'>Hand</span> " + paint.back(f.get("hand_count", 0), "cards in hand")
        won = f.get("victory_cards") or []
        won_leaders = f.get("victory_leaders") or []
        tour = paint.token("on tour", "tour", "Tour of the Provinces") if f.get("tour") else ""
        out.append("<div class='" + cls + "'" + box.attrs + "><div class='player-head'><h5>" +
                   box.name(esc(names[s])) + "</h5>" + tour +
                   paint.points(f.get("points", 0), t.gained(s)) + "</div><ul class='leaders'>" +
                   "".join(leader_html(l, t) for l in f.get("leaders") or []) +
                   "</ul><div class='belongings'><div class='hand'>" + hand + "</div>" +
                   ("<div class='won-pile'><span class='fl'>Won</span> " +
                    ("<span class='stack'>" + "".join(play_card(t, c, "mini") for c in won) +
                     "</span>" if won else "") +
                    (" " + esc(", ".join(won_leaders)) if won_leaders else "") + "</div>"
                    if won or won_leaders else "") + "</div></div>")
    out.append("</div>")
    return "".join(out)
