"""Roman Empire, drawn as a table: the Empire's strip (the Emperor card, the
collapse meter, the piles), the crisis being answered ("3 of 4" asked), the
ongoing crises and lasting effects, then each faction: points and its leaders
as cards by background, strength large, challenges, Hero and Sickness on them.

Clickable (when the viewer's actions target them): cards (``card["id"]``),
leaders (``leader["id"]``) and factions (their seat).
"""
from boards.common import Targets, facts, html, join
from boards import draw as paint

BG_SHORT = {"senator": "Senator", "praetorian": "Guard", "patrician": "Patrician",
            "rome": "Rome"}


def card_tip(c) -> str:
    """A card's tooltip (and long press on a phone): its name and what it does
    (the view's "text"), first why it can only be discarded when it can do
    nothing else now (the engine's "unusable", issue 45)."""
    tip = c.get("name", "") + ": " + (c.get("text") or "")
    if c.get("unusable"):
        tip = c["unusable"] + " · " + tip
    return tip


def play_card(t, c, size="", small=""):
    """A playing card: an Action by background with its value; a crisis with its
    value; the others (at once, hold) by kind with their name.  What it does is
    its tooltip; a card of the hand that can only be discarded is drawn greyed,
    marked "discard only", its reason first in the tooltip."""
    kind = c.get("kind")
    tip = card_tip(c)
    if c.get("unusable"):
        size = (size + " unusable").strip()
        small = small or "discard only"
    full = c.get("name", "a card") + (" (discard only)" if c.get("unusable") else "")
    if kind == "action":
        return paint.card(t, c, type=c.get("bg"), name=BG_SHORT.get(c.get("bg"), ""), size=size,
                          small=small, tip=tip, full=full)
    if kind == "crisis":
        return paint.card(t, c, type="crisis", name=c["name"], size=size, small=small, tip=tip,
                          full=full)
    # "Corruption -1", "Hero +2": the amount large, the title below it.
    name, _, last = c["name"].rpartition(" ")
    if name and last[:1] in "+-" and last[1:].isdigit():
        return paint.card(t, c, type=kind or "card", value=last, name=name, size=size,
                          small=small, tip=tip, full=full)
    return paint.card(t, c, type=kind or "card", value="", name=c["name"], size=size,
                      small=small, tip=tip, full=full)


def pill(t, c, small=""):
    """A card in a row of small ones (crises in play, lasting effects, won
    piles) on one line: its value, its name, a few words (``small``); what it
    does is its tooltip.  Its print is at least 11 px on the screen whatever
    the board's zoom (app.css, ".card.pill"; issue 45)."""
    kind = c.get("kind")
    if kind == "action":
        typ, value, name = c.get("bg"), c.get("value", ""), BG_SHORT.get(c.get("bg"), "")
    elif kind == "crisis":
        typ, value, name = "crisis", c.get("value", ""), c["name"]
    else:
        typ, value, name = kind or "card", "", c["name"]
    return paint.card(t, c, type=typ, value=value, name=name, small=small, size="pill",
                      tip=card_tip(c))


def pills(t, cs, small=None):
    """A row of ``pill``s (``small``: the few words of each, by position)."""
    return html("<span class='cards pills'>{}</span>", join(
        pill(t, c, small[i] if small else "") for i, c in enumerate(cs)))


def effect_words(e, names) -> str:
    """A lasting effect in a few words: whom it weakens, by how much."""
    if e.get("kind") == "bg":
        return (BG_SHORT.get(e.get("bg"), "") + "s −" + str(e.get("amount", ""))).strip()
    if e.get("kind") == "player" and e.get("target") is not None:
        return names[e["target"]] + " −" + str(e.get("amount", ""))
    if e.get("kind") == "tour":
        return names[e["owner"]] + " on tour"
    return ""


def play_cards(t, cs, empty="none", size=""):
    if not cs:
        return html("<span class='muted'>{}</span>", empty)
    return html("<span class='cards'>{}</span>", join(play_card(t, c, size) for c in cs))


def leader_html(l, t):
    """A leader as a card of his background: name, strength large (printed when
    it differs), the Emperor card, Hero and Sickness, the challenges and their total."""
    box = t.box("leader", l["id"], l["name"])
    strength = html("<b class='v'>{}</b>", l["effective"])
    if l["effective"] != l["printed"]:
        strength += html("<span class='printed' title='printed strength'>({})</span>", l["printed"])
    marks = html("")
    if l.get("emperor"):
        marks += paint.token("Emperor", "emperor", "holds the Emperor card")
    if l.get("hero"):
        marks += paint.token("Hero +" + str(l["hero"].get("amount", "")), "hero", l["hero"]["name"])
    if l.get("sick"):
        marks += paint.token("Sick" + (" ×" + str(l["sick_cards"]) if l.get("sick_cards", 0) > 1 else ""),
                            "sick", "Sickness: a die each of his player's turns")
    challenges = ""
    if l.get("challenges"):
        challenges = html("<div class='challenges'><span class='stack'>{}</span>"
                          "<span class='ch-total' title='challenges against his strength'>"
                          "challenged <b>{}</b> of {}</span></div>",
                          join(play_card(t, c, "mini") for c in l["challenges"]),
                          l["challenge_total"], l["effective"])
    return html("<li class='leader t-{}{}'{}><div class='leader-head'><span class='sym' "
                "aria-hidden='true'></span>{}{}</div><div class='bg'>{}</div>{}{}</li>",
                l["bg"], " is-emperor" if l.get("emperor") else "", box.attrs, strength,
                box.name(l["name"]), l.get("bg_name") or "",
                html("<div class='marks'>{}</div>", marks) if marks else "", challenges)


def strip(view, names, t):
    emp = view.get("emperor_seat")
    emperor = None
    for f in view.get("factions") or []:
        for l in f.get("leaders") or []:
            if l.get("emperor"):
                emperor = l["name"] + " (" + names[f["seat"]] + ")"
    total, most = view.get("ongoing_total", 0), view.get("collapse_at") or 18
    turn = view.get("turn_seat")
    parts = [("Turn of", names[turn] if turn is not None else "—"),
             ("Emperor", html("<span class='emperor-card'>{}</span>",
                              emperor or (names[emp] if emp is not None else "waiting"))),
             ("Deck", paint.back(view.get("deck_count"), "cards in the deck")),
             ("Leaders left", str(view.get("leader_deck_count"))),
             ("Discards", str(view.get("discard_count")))]
    out = facts(parts)
    out += html("<div class='collapse'><span class='fl'>Ongoing crises</span> {}</div>",
                paint.meter(total, most, str(total) + " of " + str(most) +
                            ": the Empire falls at " + str(most)))
    if view.get("last_turn"):
        out += html("<p class='last-round'><b>Last round.</b></p>")
    return out


def crisis_now(view, names, t):
    crisis = view.get("crisis")
    if not crisis:
        return ""
    card = crisis["card"]
    played = crisis.get("played") or []
    asked = crisis.get("answered", 0)
    of = crisis.get("of", len(names))
    rows = join(html("<span class='answer'>{} {}</span>", names[p["seat"]],
                     play_card(t, p["card"], "mini")) for p in played)
    by = crisis.get("by")
    # The player now asked, counted from the first: "3 of 4" (E16 skips those
    # who have no Action card to add).
    asking = (("asking " + str(asked + 1) + " of " + str(of)) if crisis.get("queue")
              else (str(of) + " of " + str(of) + " asked"))
    return html("<section class='area crisis-now' aria-label='The crisis being answered'>"
                "<h4>Crisis{}</h4><div class='crisis-row'>{}<div class='crisis-count'><b>{}</b> of "
                "{} answered<br><span class='asked'>{}</span></div>{}</div></section>",
                " played by " + names[by] if by is not None else "", play_card(t, card),
                crisis.get("total", 0), card.get("value", ""), asking, rows)


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
        out.append(html("<div class='area inline'>{}{}</div>",
                        html("<div><h4>Crises in play</h4>{}</div>",
                             pills(t, ongoing)) if ongoing else "",
                        html("<div><h4>Lasting effects</h4>{}</div>",
                             pills(t, [e["card"] for e in effects],
                                   [effect_words(e, names) for e in effects]))
                        if effects else ""))
    factions = []
    for f in view.get("factions") or []:
        s = f["seat"]
        box = t.box("seat", s, names[s])
        cls = ("player" + (" me" if s == viewer else "") +
               (" active" if s == view.get("actor") else "") +
               (" emperor-faction" if s == view.get("emperor_seat") else ""))
        if t.docked:
            hand = ""          # the page docks the viewer's, its player column counts the others'
        elif s == viewer:
            hand = html("<span class='fl'>Hand</span> {}", play_cards(t, view.get("hand"), "empty"))
        else:
            hand = html("<span class='fl'>Hand</span> {}",
                        paint.back(f.get("hand_count", 0), "cards in hand"))
        won = f.get("victory_cards") or []
        won_leaders = f.get("victory_leaders") or []
        tour = paint.token("on tour", "tour", "Tour of the Provinces") if f.get("tour") else ""
        name = box.name(names[s])
        points = paint.points(f.get("points", 0), t.gained(s))
        leaders = join(leader_html(l, t) for l in f.get("leaders") or [])
        pile = ""
        if won or won_leaders:
            pile = html("<div class='won-pile'><span class='fl'>Won</span> {}{}</div>",
                        pills(t, won) if won else "",
                        html("<span class='won-leaders'>{}</span>", ", ".join(won_leaders))
                        if won_leaders else "")
        belongings = (html("<div class='belongings'>{}{}</div>",
                           html("<div class='hand'>{}</div>", hand) if hand else "", pile)
                      if hand or pile else "")
        factions.append(html("<div class='{}'{}><div class='player-head'><h5>{}</h5>{}{}</div>"
                             "<ul class='leaders'>{}</ul>{}</div>", cls, box.attrs, name, tour,
                             points, leaders, belongings))
    out.append(html("<h4 class='sr-only'>Factions</h4><div class='players-row factions'>{}</div>",
                    join(factions)))
    return str(join(out))


def hand(view, viewer, t) -> str:
    """The viewer's hand, docked by the page at the bottom of the view.  In the
    turn's option a card is chosen first: a click selects it and lights up the
    leaders it may challenge (its other moves, a discard, are the prompt's)."""
    if choosing_a_card(view):
        t.also("card", "card")
    return str(play_cards(t, view.get("hand"), "empty"))


def panels(view, viewer, names) -> list:
    """Each seat's panel: points, hand size, leaders and their strength, the
    cards won, the Emperor and a Tour of the Provinces."""
    out = []
    for f in sorted(view.get("factions") or [], key=lambda f: f["seat"]):
        s = f["seat"]
        leaders = f.get("leaders") or []
        held = len(view.get("hand") or []) if s == viewer else f.get("hand_count", 0)
        won = len(f.get("victory_cards") or []) + len(f.get("victory_leaders") or [])
        badges = []
        if s == view.get("emperor_seat"):
            badges.append("Emperor")
        if f.get("tour"):
            badges.append("On tour")
        out.append({"score": f.get("points", 0), "unit": "points", "badges": badges, "facts": [
            ("Hand", str(held)), ("Leaders", str(len(leaders))),
            ("Strength", str(sum(l.get("effective", 0) for l in leaders))), ("Won", str(won))]})
    return out
