"""Roman History: the age and its deck, the turn's phase and dice, the eight
Available piles, then each player's tokens, collection and hand.

Clickable (when the viewer's actions target them): cards (``card["id"]``: in the
piles, collections and hands), Leaders in collections (``leader``: who seizes
power, who falls to a Death card) and players (seats: a Disaster's target).
"""
from boards import draw as dr
from boards.common import Targets, facts, html, join

# Never drawn smaller than its own size to fit the view (boards.table's "least"):
# at the page's 0.72 its print read 8-10 px on a 1280x800 screen (issue 43, 8);
# a board taller than its room scrolls in it.
LEAST = 1.0
PHASES = ("Fate", "Destiny", "Ambition", "Taxes", "Disaster", "Leader", "Senate", "Legion",
          "Threat", "Conquest", "Politics", "Power", "Build", "Religion", "Culture", "Games",
          "Scoring", "Corruption", "End")
TOKENS = (("gold", "Gold"), ("ambition", "Ambition"), ("fate", "Fate"), ("faction", "Faction"))
# The panel facts' names on a phone's strip, where every seat's must fit.
SHORT = {"Gold": "G", "Ambition": "A", "Fate": "F", "Legions": "L", "Faction": "Fn"}
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


def owned(view, c) -> str:
    """What card ``c`` gives its owner, in a collection (the view's "effects",
    third words); "" when the view does not say."""
    e = (view.get("effects") or {}).get(c.get("type")) or ()
    return e[2] if len(e) > 2 else ""


def chip(t, c, kind="card", view=None, held=False):
    """A card as a chip, its tooltip what it does (``held``, in a collection:
    what owning it gives, then what it did)."""
    shown = dict(c, name=card_name(c))
    if view is not None:
        shown["ability"] = effect(view, c)[1]
        if held and owned(view, c):
            shown["ability"] = owned(view, c) + " " + shown["ability"]
    return t.chip(shown, kind=kind, id=c["id"])


def chips(t, cards, empty="none", held=False, view=None):
    """Cards as chips; in a collection (``held``) a Leader is clicked as a leader."""
    if not cards:
        return html("<span class='muted'>{}</span>", empty)
    return html("<span class='chips'>{}</span>", join((
        chip(t, c, "leader" if held and c.get("type") == "leader" else "card", view, held)
        for c in cards), " "))


def card(t, view, c, size=""):
    """A card as a card: its type's colour and symbol, its name, and what it does
    (in short on it, in full in its tooltip and accessible name)."""
    short, full = effect(view, c)
    kind = "card"
    name = card_name(c)
    return dr.card(t, c, kind=kind, id=c["id"], type="rh-" + str(c.get("type")), value="",
                   name=name, small=short, size=("rh " + size).strip(),
                   tip=full, full=name + ", " + str(c.get("type")) + ": " + full)


def cards(t, view, cs, empty="none"):
    if not cs:
        return html("<span class='muted'>{}</span>", empty)
    return html("<span class='cards'>{}</span>", join(card(t, view, c) for c in cs))


def age_news(view, viewer):
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
    return html("<section class='age-news' role='status' aria-label='A new age'><h4>{}: a new "
                "age begins</h4><p>{}</p><ul>{}</ul></section>",
                came.replace(" deck comes out.", ""), head,
                join(html("<li>{}</li>", x) for x in lines))


def purse(view, viewer):
    """The viewer's Gold, Ambition, Fate, Legions and Faction, and VP: drawn
    beside the prompt that spends them (boards.prompt_facts)."""
    for v in view.get("players_info") or []:
        if v["seat"] == viewer:
            parts = [(label, str(v[key])) for key, label in TOKENS[:3]]
            legions = str(v["legions"]) + ("+" + str(v["temp_legions"]) if v.get("temp_legions")
                                           else "")
            parts += [("Legions", legions), ("Faction", str(v["faction"])), ("VP", str(v["vp"]))]
            return html("<span class='purse' aria-label='Yours: {}'>{}</span>",
                        ", ".join(k + " " + x for k, x in parts),
                        join(html("<span class='coin c-{}'><span class='fl'>{}</span> <b>{}</b>"
                                  "</span>", k.lower(), k, x) for k, x in parts))
    return html("")


def prompt_facts(view, viewer):
    return purse(view, viewer)


def phase_strip(current):
    """The turn's nineteen phases as a track, the current one marked (a phone
    reads it as one wrapped line)."""
    items = []
    for i, name in enumerate(PHASES):
        now = i + 1 == current
        items.append(html("<li class='{}'{}><span class='rh-n'>{}</span> {}</li>",
                          "now" if now else ("done" if current and i + 1 < current else ""),
                          html(" aria-current='step'") if now else "", i + 1, name))
    return html("<ol class='rh-track' aria-label='The turn: its phases'>{}</ol>", join(items, " "))


def piles_html(t, view):
    """The eight Available piles as places on the table: each a tile, its name and
    price on top (the view's "pile_heads", the engine's data.PILE_HEAD) and its
    cards (or an empty slot) below."""
    avail = view.get("available") or {}
    return html("<h4>Available</h4><ul class='piles rh-piles'>{}</ul>", join(
        html("<li class='rh-pile{}'><div class='rh-pile-head'><b>{}</b> <span class='muted'>{}</span>"
             "</div><div class='rh-pile-cards'>{}</div></li>", "" if avail.get(key) else " empty",
             label, cost, cards(t, view, avail.get(key), "none"))
        for key, label, cost in view.get("pile_heads") or []))


def player_html(v, s, names, viewer, view, t):
    box = t.box("seat", s, names[s])
    cls = ("player" + (" me" if s == viewer else "") +
           (" active" if s == view.get("active") else ""))
    if t.docked and s == viewer and not box.key:
        return ""            # his cards are docked, his counts in the player column
    if t.docked:         # the page's player column has the counts, its dock the viewer's cards
        return html("<div class='{}'{}><h5>{}</h5>{}</div>", cls, box.attrs, box.name(names[s]),
                    "" if s == viewer else html(
                        "<div class='rh-held'>{}{}</div>",
                        chips(t, v.get("collection"), "no cards", held=True, view=view),
                        html(" <span class='fl'>Battle cards</span> {}",
                             chips(t, v.get("hand"), "none", view=view)) if v.get("hand") else ""))
    legions = str(v["legions"]) + (" (" + str(v["temp_legions"]) + " temporary)"
                                   if v.get("temp_legions") else "")
    tokens = ", ".join(label + " " + str(v[key]) for key, label in TOKENS)
    counts = v.get("counts") or {}
    tally = ("Conquest " + str(counts.get("conquest", 0)) + ", Build " +
             str(counts.get("build", 0)) + ", Religion " + str(counts.get("religion", 0)) +
             ", Culture " + str(counts.get("culture", 0)))
    docked = s == viewer and t.docked         # the page draws his cards (``hand``)
    return html("<div class='{}'{}><h5>{}</h5><div>VP <b>{}</b> · Legions {}</div><div>{}</div>"
                "<div class='muted'>{}</div>{}</div>", cls, box.attrs, box.name(names[s]), v["vp"],
                legions, tokens, tally, "" if docked else html(
                    "<div>Collection: {}</div><div class='hand'>Battle cards: {}</div>",
                    chips(t, v.get("collection"), "empty", held=True, view=view),
                    chips(t, v.get("hand"), "none", view=view)))


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    active = view.get("active")
    out = [age_news(view, viewer), facts([
        ("Age", str(view.get("age")) + " of 6, " + str(view.get("age_name"))),
        ("Deck", str(view.get("deck_count")) + " cards left"),
        ("Ages to come", str(len(view.get("unused_ages") or []))),
        ("Discards", str(view.get("discard_count"))),
        ("Power tokens", str(view.get("power_tokens")) + " (" + (view.get("power_title") or "") +
         ")" + (" · the Empire is divided" if view.get("division") else "")),
        ("Turn of", names[active] if active is not None else "—")])]
    if view.get("phase"):
        out.append(phase_strip(view["phase"]))
    rolls = view.get("rolls") or []
    if rolls:
        out.append(html("<p><b>Dice this turn:</b> {}</p>", "; ".join(
            r["what"] + " " + str(r["die"]) +
            (" (total " + str(r["total"]) + ")" if r["total"] != r["die"] else "")
            for r in rolls[-6:])))
    seize = view.get("seize")
    if seize:
        out.append(html("<p><b>Seizing power:</b> {} against {}, +{} from Faction tokens.</p>",
                        seize["leader_name"], seize["target_name"], seize["bonus"]))
    out.append(piles_html(t, view))
    out.append(html("<h4>Players</h4><div class='players-row'>{}</div>", join(
        player_html(v, v["seat"], names, viewer, view, t) for v in view.get("players_info") or [])))
    if view.get("discard_top"):
        out.append(html("<p class='muted'>Last discarded: {}</p>",
                        ", ".join(c["name"] for c in view["discard_top"])))
    return str(html("<div class='rh-table'>{}</div>", join(out)))   # (app.css: its width lays it out)


def hand(view, viewer, t) -> str:
    """The viewer's cards, docked by the page at the bottom of the view: his
    collection (a Leader in it is clicked as a leader) and his Battle cards."""
    for v in view.get("players_info") or []:
        if v["seat"] == viewer:
            out = html("<span class='dock-part'><span class='fl'>Collection</span> {}</span>",
                       chips(t, v.get("collection"), "empty", held=True, view=view))
            if v.get("hand"):
                out += html("<span class='dock-part'><span class='fl'>Battle cards</span> {}</span>",
                            cards(t, view, v.get("hand")))
            return str(out)
    return ""


def panels(view, viewer, names) -> list:
    """Each seat's panel: VP, Gold, Ambition, Fate, Legions and Faction tokens;
    who holds power."""
    out = []
    for v in sorted(view.get("players_info") or [], key=lambda v: v["seat"]):
        legions = str(v["legions"]) + ("+" + str(v["temp_legions"]) if v.get("temp_legions") else "")
        facts = [(label, str(v[key])) for key, label in TOKENS[:3]]
        facts += [("Legions", legions), ("Faction", str(v["faction"]))]
        badges = [view.get("power_title") or "In power"] if v.get("in_power") else []
        out.append({"score": v["vp"], "unit": "VP", "facts": facts, "badges": badges,
                    "short": SHORT})
    return out
