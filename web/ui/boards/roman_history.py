"""Roman History: the age and its deck, the turn's phase and dice, the eight
Available piles, then each player's tokens, collection and hand.

Clickable (when the viewer's actions target them): cards (``card["id"]``: in the
piles, collections and hands), Leaders in collections (``leader``: who seizes
power, who falls to a Death card) and players (seats: a Disaster's target).
"""
from boards import draw as dr
from boards.common import Targets, esc, fact, facts

PHASES = ("Fate", "Destiny", "Ambition", "Taxes", "Disaster", "Leader", "Senate", "Legion",
          "Threat", "Conquest", "Politics", "Power", "Build", "Religion", "Culture", "Games",
          "Scoring", "Corruption", "End")
PILES = (("leader", "Leaders", "1 Fate"), ("threat", "Threats", "fight: 6+ on 1d6"),
         ("conquest", "Conquests", "1 Ambition + 1 Gold, 5+"),
         ("disaster", "Disasters and Defects", "on an opponent"),
         ("politics", "Politics", "all for 1 Fate"),
         ("build", "Builds", "1 Ambition + 4 Gold"), ("religion", "Religion", "1 Gold"),
         ("culture", "Culture and Origins", "1 Fate"))
TOKENS = (("gold", "Gold"), ("ambition", "Ambition"), ("fate", "Fate"), ("faction", "Faction"))
AGE_ENDS = "deck is used up: the age ends."
AGE_COMES = "deck comes out."


def card_name(c) -> str:
    name = c.get("name", "a card")
    if c.get("death"):
        name += " ✝"
    if c.get("destroyed"):
        name += " (destroyed city)"
    if c.get("markers"):
        name += " ●" * c["markers"]
    if c.get("power"):
        name += " ♛"
    return name


def effect(view, c):
    """(on the card, in full): what card ``c`` does, by its type (the view's
    "effects", written from the game's data)."""
    e = (view.get("effects") or {}).get(c.get("type")) or ("", "")
    return e[0], e[1]


def chip(t, c, kind="card", view=None) -> str:
    shown = dict(c, name=card_name(c))
    if view is not None:
        shown["ability"] = effect(view, c)[1]
    return t.chip(shown, kind=kind, id=c["id"])


def chips(t, cards, empty="none", held=False, view=None) -> str:
    """Cards as chips; in a collection (``held``) a Leader is clicked as a leader."""
    if not cards:
        return "<span class='muted'>" + empty + "</span>"
    return "<span class='chips'>" + " ".join(
        chip(t, c, "leader" if held and c.get("type") == "leader" else "card", view)
        for c in cards) + "</span>"


def card(t, view, c, size="") -> str:
    """A card as a card: its type's colour and symbol, its name, and what it does
    (in short on it, in full in its tooltip and accessible name)."""
    short, full = effect(view, c)
    kind = "card"
    name = card_name(c)
    return dr.card(t, c, kind=kind, id=c["id"], type="rh-" + str(c.get("type")), value="",
                   name=name, small=esc(short), size=("rh " + size).strip(),
                   tip=full, full=name + ", " + str(c.get("type")) + ": " + full)


def cards(t, view, cs, empty="none") -> str:
    if not cs:
        return "<span class='muted'>" + esc(empty) + "</span>"
    return "<span class='cards'>" + "".join(card(t, view, c) for c in cs) + "</span>"


def age_news(view, viewer) -> str:
    """A new age began: what the age end scored and cleared (the log's lines
    from "the age ends" to the next deck), shown until the viewer has acted in
    the new age (to a spectator, while the lines are among the log's last)."""
    log = view.get("log") or []
    end = None
    for i in range(len(log) - 1, -1, -1):
        if log[i]["text"].endswith(AGE_ENDS):
            end = i
            break
    if end is None:
        return ""
    after = log[end + 1:]
    if viewer is not None and any(e.get("seat") == viewer for e in after):
        return ""
    if viewer is None and len(log) - end > 40:
        return ""
    lines, came = [], ""
    for e in after:
        if e["text"].endswith(AGE_COMES):
            came = e["text"]
            break
        lines.append(e["text"])
    head = log[end]["text"]
    if not came:
        return ""                     # the last age: the end screen tells the rest
    return ("<section class='age-news' role='status' aria-label='A new age'><h4>" +
            esc(came.replace(" deck comes out.", "")) + ": a new age begins</h4><p>" +
            esc(head) + "</p><ul>" + "".join("<li>" + esc(x) + "</li>" for x in lines) +
            "</ul></section>")


def purse(view, viewer) -> str:
    """The viewer's Gold, Ambition, Fate, Legions and Faction, and VP: drawn
    beside the prompt that spends them (boards.prompt_facts)."""
    for v in view.get("players_info") or []:
        if v["seat"] == viewer:
            parts = [(label, str(v[key])) for key, label in TOKENS[:3]]
            legions = str(v["legions"]) + ("+" + str(v["temp_legions"]) if v.get("temp_legions")
                                           else "")
            parts += [("Legions", legions), ("Faction", str(v["faction"])), ("VP", str(v["vp"]))]
            return ("<span class='purse' aria-label='Yours: " +
                    esc(", ".join(k + " " + x for k, x in parts)) + "'>" +
                    "".join("<span class='coin c-" + esc(k.lower()) + "'><span class='fl'>" +
                            esc(k) + "</span> <b>" + x + "</b></span>" for k, x in parts) +
                    "</span>")
    return ""


def prompt_facts(view, viewer) -> str:
    return purse(view, viewer)


def phase_strip(current) -> str:
    items = []
    for i, name in enumerate(PHASES):
        text = str(i + 1) + " " + name
        items.append("<b>" + esc(text) + "</b>" if i + 1 == current else esc(text))
    return "<p class='muted'>" + " · ".join(items) + "</p>"


def player_html(v, s, names, viewer, view, t) -> str:
    box = t.box("seat", s, names[s])
    cls = ("player" + (" me" if s == viewer else "") +
           (" active" if s == view.get("active") else ""))
    legions = str(v["legions"]) + (" (" + str(v["temp_legions"]) + " temporary)"
                                   if v.get("temp_legions") else "")
    tokens = ", ".join(esc(label) + " " + str(v[key]) for key, label in TOKENS)
    counts = v.get("counts") or {}
    tally = ("Conquest " + str(counts.get("conquest", 0)) + ", Build " +
             str(counts.get("build", 0)) + ", Religion " + str(counts.get("religion", 0)) +
             ", Culture " + str(counts.get("culture", 0)))
    return ("<div class='" + cls + "'" + box.attrs + "><h5>" + box.name(esc(names[s])) +
            "</h5><div>VP <b>" + str(v["vp"]) + "</b> · Legions " + legions + "</div>" +
            "<div>" + tokens + "</div><div class='muted'>" + tally + "</div>" +
            "<div>Collection: " + chips(t, v.get("collection"), "empty", held=True, view=view) +
            "</div><div class='hand'>Battle cards: " + chips(t, v.get("hand"), "none", view=view) +
            "</div></div>")


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    active = view.get("active")
    out = [age_news(view, viewer), facts([
        ("Age", esc(str(view.get("age")) + " of 6, " + str(view.get("age_name")))),
        ("Deck", str(view.get("deck_count")) + " cards left"),
        ("Ages to come", str(len(view.get("unused_ages") or []))),
        ("Discards", str(view.get("discard_count"))),
        ("Power tokens", str(view.get("power_tokens")) + " (" + esc(view.get("power_title") or "") +
         ")" + (" · the Empire is divided" if view.get("division") else "")),
        ("Turn of", esc(names[active]) if active is not None else "—")])]
    if view.get("phase"):
        out.append(phase_strip(view["phase"]))
    rolls = view.get("rolls") or []
    if rolls:
        out.append("<p><b>Dice this turn:</b> " + "; ".join(
            esc(r["what"]) + " " + str(r["die"]) +
            (" (total " + str(r["total"]) + ")" if r["total"] != r["die"] else "")
            for r in rolls[-6:]) + "</p>")
    seize = view.get("seize")
    if seize:
        out.append("<p><b>Seizing power:</b> " + esc(seize["leader_name"]) + " against " +
                   esc(seize["target_name"]) + ", +" + str(seize["bonus"]) + " from Faction tokens.</p>")
    out.append("<h4>Available</h4><ul class='piles rh-piles'>")
    avail = view.get("available") or {}
    for key, label, cost in PILES:
        out.append("<li><b>" + esc(label) + "</b> <span class='muted'>(" + esc(cost) +
                   ")</span> " + cards(t, view, avail.get(key), "none") + "</li>")
    out.append("</ul><h4>Players</h4><div class='players-row'>")
    for v in view.get("players_info") or []:
        out.append(player_html(v, v["seat"], names, viewer, view, t))
    out.append("</div>")
    if view.get("discard_top"):
        out.append("<p class='muted'>Last discarded: " +
                   ", ".join(esc(c["name"]) for c in view["discard_top"]) + "</p>")
    return "".join(out)
