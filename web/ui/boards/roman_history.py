"""Roman History: the age and its deck, the turn's phase and dice, the eight
Available piles, then each player's tokens, collection and hand.

Clickable (when the viewer's actions target them): cards (``card["id"]``: in the
piles, collections and hands), Leaders in collections (``leader``: who seizes
power, who falls to a Death card) and players (seats: a Disaster's target).
"""
from boards.common import Targets, esc, facts

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


def chip(t, c, kind="card") -> str:
    shown = dict(c, name=card_name(c))
    return t.chip(shown, kind=kind, id=c["id"])


def chips(t, cards, empty="none", held=False) -> str:
    """Cards as chips; in a collection (``held``) a Leader is clicked as a leader."""
    if not cards:
        return "<span class='muted'>" + empty + "</span>"
    return "<span class='chips'>" + " ".join(
        chip(t, c, "leader" if held and c.get("type") == "leader" else "card")
        for c in cards) + "</span>"


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
            "<div>Collection: " + chips(t, v.get("collection"), "empty", held=True) + "</div>" +
            "<div class='hand'>Battle cards: " + chips(t, v.get("hand"), "none") + "</div></div>")


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    active = view.get("active")
    out = [facts([
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
    out.append("<h4>Available</h4><ul class='piles'>")
    avail = view.get("available") or {}
    for key, label, cost in PILES:
        out.append("<li><b>" + esc(label) + "</b> <span class='muted'>(" + esc(cost) +
                   ")</span>: " + chips(t, avail.get(key), "none") + "</li>")
    out.append("</ul><h4>Players</h4><div class='players-row'>")
    for v in view.get("players_info") or []:
        out.append(player_html(v, v["seat"], names, viewer, view, t))
    out.append("</div>")
    if view.get("discard_top"):
        out.append("<p class='muted'>Last discarded: " +
                   ", ".join(esc(c["name"]) for c in view["discard_top"]) + "</p>")
    return "".join(out)
