"""Roman Empire: the Empire's crises, lasting effects, then each faction.

Clickable (when the viewer's actions target them): cards (``card["id"]``),
leaders (``leader["id"]``) and factions (their seat).
"""
from boards.common import Targets, esc, fact


def leader_html(l, t) -> str:
    box = t.box("leader", l["id"], l["name"])
    marks = [esc(l.get("bg_name") or ""), "strength " + str(l["effective"]) +
             (" (printed " + str(l["printed"]) + ")" if l["effective"] != l["printed"] else "")]
    if l.get("hero"):
        marks.append("hero: " + esc(l["hero"]["name"]))
    if l.get("sick"):
        marks.append("sick")
    head = ("<b>Emperor</b> " if l.get("emperor") else "") + box.name(esc(l["name"]))
    challenged = ("<br>Challenges (" + str(l["challenge_total"]) + "): " +
                  t.chips(l["challenges"]) if l.get("challenges") else "")
    return ("<li" + box.attrs + ">" + head + "<br><span class='muted'>" + ", ".join(marks) +
            "</span>" + challenged + "</li>")


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
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
        out.append("<p><b>Crisis now:</b> " + t.chip(crisis["card"]) + ", answered with " +
                   str(crisis.get("total", 0)) + " so far" +
                   (": " + t.chips(answered) if answered else "") + ".</p>")
    out.append("<h4>Crises in play</h4><p>" + t.chips(view.get("ongoing")) + "</p>")
    if view.get("effects"):
        out.append("<h4>Lasting effects</h4><p>" +
                   t.chips([e["card"] for e in view["effects"]]) + "</p>")
    out.append("<h4>Factions</h4><div class='players-row'>")
    for f in view.get("factions") or []:
        s = f["seat"]
        box = t.box("seat", s, names[s])
        cls = "player" + (" me" if s == viewer else "") + (" active" if s == view.get("actor") else "")
        hand = ("Hand: " + t.chips(view.get("hand"), "empty") if s == viewer
                else "Hand: " + str(f.get("hand_count", 0)) + " cards")
        won = f.get("victory_cards") or []
        out.append("<div class='" + cls + "'" + box.attrs + "><h5>" + box.name(esc(names[s])) +
                   "</h5><div>Points: <b>" + str(f.get("points", 0)) + "</b>" +
                   (" · on tour" if f.get("tour") else "") + "</div><ul>" +
                   "".join(leader_html(l, t) for l in f.get("leaders") or []) +
                   "</ul><div class='hand'>" + hand + "</div>" +
                   ("<div>Won: " + t.chips(won) + "</div>" if won else "") + "</div>")
    out.append("</div>")
    return "".join(out)
