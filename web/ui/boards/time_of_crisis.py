"""Time of Crisis, drawn as a map with panels under it.

First, beside the prompt: at the end, why the game ended and the legacy by
source; the viewer's unspent influence and political points, and the odds of
each Place a Governor the prompt offers.  Then the map (geometry in
``boards.toc_map``): each region an SVG shape of hexagons, placed as on the
Mediterranean, neighbours sharing a border; on it, in HTML, each region's
label box (its target: the name is the button; the shape answers a click
too) with the governor (colour AND the seat's number), support as pips and a
number, mobs, improvements, the Quaestor, Seat of Power / Breakaway, the
Militia, the capital's occupant, barbarians by tribe (active / inactive),
leaders and rival emperors, what changed there since the viewer's last turn;
and beside the box (never inside it) the armies in their player's colour.
Then the facts, the cards this step acts on, each with its effect, and the
side panel: players, the other piles, the events with their effects.

Clickable (when the viewer's actions target them): regions, armies, tribes
(in their homeland), barbarian leaders, cards (hand, Available Pile or
supply, by the step) and seats.
Only ``view(viewer)`` is drawn: other players' hands are counts.
"""
from boards.common import Targets, esc, fact, facts
from boards import draw as paint
from boards import toc_map as M

SPHERE = (("m", "Military", "red"), ("s", "Senate", "blue"), ("p", "Populace", "yellow"))
SPHERE_NAME = {k: name for k, name, _ in SPHERE}
IMPROVEMENT = {"amphitheater": ("Am", "Amphitheater"), "basilica": ("Ba", "Basilica"),
               "limes": ("Li", "Limes")}


def seat_tag(view, s, names, cls="") -> str:
    """A seat's mark: its colour and its number, readable without colour."""
    colour = (view.get("player_state") or [{}] * (s + 1))[s].get("colour", "")
    return ("<span class='toc-seat c-" + esc(colour) + (" " + cls if cls else "") +
            "' title='" + esc(names[s] + " (" + colour + ")") + "'>" + str(s + 1) + "</span>")


def pips(n, most=4) -> str:
    return ("<span class='toc-pips' aria-hidden='true'>" + "●" * max(0, min(n, 9)) +
            "○" * max(0, most - n) + "</span>")


def army_html(view, a, names, t) -> str:
    s = a["owner"]
    legs = "".join("■" if x else "□" for x in a["legions"])
    full = sum(1 for x in a["legions"] if x)
    reduced = len(a["legions"]) - full
    foed = len(a["foederati"])
    parts = [seat_tag(view, s, names), "<b class='gen'>G</b>"]
    if legs:
        parts.append("<span class='legs'>" + legs + "</span>")
    if foed:
        parts.append("<span class='foed' title='Foederati'>F" + str(foed) + "</span>")
    if a.get("castra"):
        parts.append("<span class='mk' title='Castra'>C</span>")
    if a["in_capital"]:
        parts.append("<span class='mk cap' title='in the capital'>cap</span>")
    if a.get("fought"):
        parts.append("<span class='mk' title='fought this turn'>⚔</span>")
    name = (names[s] + "'s army: General, " + str(full) + " full and " + str(reduced) +
            " reduced Legions" + (", " + str(foed) + " Foederati" if foed else "") +
            (", Castra" if a.get("castra") else "") + (", in the capital" if a["in_capital"] else ""))
    colour = (view.get("player_state") or [{}] * (s + 1))[s].get("colour", "")
    return t.item("army", a["id"], "".join(parts), name, cls="toc-army c-" + colour)


def barbarians_html(p, t) -> str:
    out = []
    for tribe in sorted(p.get("barbarians") or {}):
        act, ina = (p["barbarians"][tribe] + [0, 0])[:2]
        if not act and not ina:
            continue
        out.append("<span class='toc-barb b-" + esc(tribe) + "' title='" +
                   esc(M.TRIBE_NAME.get(tribe, tribe) + ": " + str(act) + " active, " +
                       str(ina) + " inactive") + "'>" + esc(M.TRIBE_LETTER.get(tribe, tribe)) +
                   " <b>" + str(act) + "</b>" + ("<i>+" + str(ina) + "</i>" if ina else "") +
                   "</span>")
    return "".join(out)


def leaders_in(view, region, t) -> str:
    out = []
    for l, where in sorted((view.get("leaders") or {}).items()):
        home = M.HOMELAND.get(M.LEADER_TRIBE.get(l, ""), "")
        if where == region or (where == "home" and region == home):
            out.append(t.tag("leader", l, "★ " + M.words(l), cls="toc-leader",
                             tip="barbarian leader" + (" at home" if where == "home" else "") +
                             ": " + (view.get("event_text") or {}).get(l, "")))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where == "in" and M.RIVAL_PROVINCE.get(r) == region:
            out.append(t.tag("leader", r, "♛ " + M.words(r), cls="toc-leader rival",
                             tip="rival emperor: " + (view.get("event_text") or {}).get(r, "")))
    return "".join(out)


def cost_of(t, key) -> str:
    """What the one move that targets ``key`` costs, from its prompt entry's
    "cost" (rules.price): "costs 1 Military"; "" when none or several."""
    found = t.groups.get(key) or []
    if len(found) != 1 or key in t.drawn:
        return ""
    c = t.actions[found[0]].get("cost")
    if not c:
        return ""
    return ("costs " + str(c["amount"]) + " " + SPHERE_NAME[c["sphere"]] +
            ("; " + c["note"] if c.get("note") else ""))


# Where the east is crowded, a label moved off its region's middle so that no
# counter lies under a neighbour's label (issue 21): (right, down) in hundredths
# of the map's width, on a wide map and on a phone's (labels larger for the map).
NUDGE = {"homeland_sassanids": (0, 9), "galatia": (0, -1.5), "oceanus_britannicus": (8, 0),
         "homeland_alamanni": (5, 0)}
NUDGE_SMALL = {"thracia": (2, 0), "galatia": (0.5, -4), "homeland_sassanids": (0, 10), "syria": (-2, -1.5),
               "homeland_franks": (0, -3), "homeland_alamanni": (0, -2.5), "asia": (-1, 0)}


def nudge(region) -> str:
    """The CSS of a label's move (``NUDGE``), "" where none."""
    out = ""
    for names, table in (("--dx:{};--dy:{};", NUDGE), ("--sx:{};--sy:{};", NUDGE_SMALL)):
        if region in table:
            out += names.format(*table[region])
    return out


def region_html(view, region, names, t, changed=None) -> tuple:
    """A region's place on the map: (its label box, the SVG classes of its
    shape).  The label box (name, governor, support, markers, barbarians,
    leaders) is the region's target; its armies are drawn beside it, each its
    own target, never inside it (a click on the province is never an army's)."""
    kind = M.kind(region)
    name = M.NAME[region]
    cost = cost_of(t, "region:" + region)
    box = t.box("region", region, name)
    abbr = M.SHORT[region]
    if box.key and abbr not in box.what.replace(":", " ").replace(",", " ").split():
        box.what = abbr + ": " + box.what   # a phone shows the short name: it is in the spoken one (WCAG 2.5.3)
    cls = ["toc-region", "k-" + kind]
    shape = ["k-" + kind]
    inner = []
    head = box.name("<span class='nm'>" + esc(name) + "</span><span class='nm-s' aria-hidden='true'>" +
                    esc(abbr) + "</span>")
    if box.key:
        shape.append("target")
    if cost:                   # where an army may go (or what an action here costs)
        cls.append("target")
        # the price on the map, its note ("1 more to land") in the tooltip and the prompt
        head += ("<span class='toc-cost' title='" + esc(cost) + "'>" +
                 esc(cost[len("costs "):].split("; ")[0]) + "</span>")
    seek = (view.get("governor_votes") or {}).get(region)
    if seek and box.key and region in governor_seeking(t):
        cls.append("target")
        head += "<span class='toc-cost odds'>" + esc(odds_words(seek, 1)) + "</span>"
    if kind == "province":
        p = (view.get("provinces") or {}).get(region) or {}
        gov = p.get("governor")
        if gov is None:
            shape.append("noplace")
            head += "<span class='toc-gov none'>No Place</span>"
        elif gov < 0:
            shape.append("neutral")
            head += "<span class='toc-gov neutral' title='neutral governor'>N</span>"
        else:
            colour = view["player_state"][gov]["colour"]
            cls.append("g-" + colour)
            shape.append("g-" + colour)
            head += seat_tag(view, gov, names, "gov")
            if view["player_state"][gov].get("pretender"):
                shape.append("pretender")
        if gov is not None:
            sup = p.get("support", 0)
            head += ("<span class='toc-sup' title='support " + str(sup) + "'>" +
                     pips(sup, 8 if region == "italia" else 4) +
                     "<span class='sr-only'>support </span><b>" + str(sup) + "</b></span>")
        if view.get("emperor") is not None and region == "italia":
            inner.append("<span class='toc-emp'>Emperor " + seat_tag(view, view["emperor"], names) +
                         "</span>")
        marks = []
        if p.get("mobs"):
            marks.append("<span class='toc-mk mob' title='mobs'>Mob " + str(p["mobs"]) + "</span>")
        for imp in p.get("improvements") or []:
            short, full = IMPROVEMENT.get(imp, (imp[:2], imp))
            marks.append("<span class='toc-mk imp' title='" + esc(full) + "'>" + esc(short) + "</span>")
        if p.get("quaestor") is not None:
            marks.append("<span class='toc-mk q' title='Quaestor of " + esc(names[p["quaestor"]]) +
                         "'>Q" + str(p["quaestor"] + 1) + "</span>")
        if p.get("marker") == "seat":
            marks.append("<span class='toc-mk seat' title='Seat of Power'>Seat</span>")
        elif p.get("marker") == "break":
            marks.append("<span class='toc-mk break' title='Breakaway'>Br<span class='nm'>eakaway</span></span>")
        if p.get("militia"):
            marks.append("<span class='toc-mk mil' title='Militia" +
                         (" with Castra" if p.get("militia_castra") else "") + "'>Mil<span class='nm'>itia</span>" +
                         (" C" if p.get("militia_castra") else "") + "</span>")
        occupant = [a for a in view.get("armies") or [] if a["region"] == region and a["in_capital"]]
        if occupant:
            marks.append("<span class='toc-mk cap' title='in the capital'>Capital " +
                         "".join(seat_tag(view, a["owner"], names) for a in occupant) + "</span>")
        barb = barbarians_html(p, t)
        if barb:
            marks.append(barb)
        if marks:
            inner.append("<span class='toc-marks'>" + "".join(marks) + "</span>")
    elif kind == "homeland":
        tribe = region[len("homeland_"):]
        act, ina = ((view.get("homelands") or {}).get(tribe) or [0, 0])[:2]
        in_play = tribe in (view.get("tribes") or [])
        if not in_play:
            cls.append("out")
            shape.append("out")
        inner.append("<span class='toc-marks'>" +
                     t.tag("tribe", tribe, M.TRIBE_NAME[tribe], cls="toc-tribe b-" + tribe,
                           tip=str(act) + " active, " + str(ina) + " inactive at home") +
                     (" <span class='toc-home' title='" + str(act) + " active, " + str(ina) +
                      " inactive'><b>" + str(act) + "</b>+" + str(ina) + "</span>" if in_play
                      else " <span class='toc-home'>not in play</span>") +
                     "</span>")
    lead = leaders_in(view, region, t)
    if lead:
        inner.append("<span class='toc-leaders'>" + lead + "</span>")
    inner.append("<span class='toc-adj sr-only'>next to " +
                 esc(", ".join(M.NAME[r] for r in M.ADJ[region])) + "</span>")
    news = (changed or {}).get(region)
    if news:                   # what changed here since the viewer's last turn
        cls.append("changed")
        shape.append("changed")
        inner.append("<span class='toc-new' title='since your last turn'>" +
                     "<span class='sr-only'>since your last turn: </span>" +
                     esc(", ".join(news)) + "</span>")
    armies = [a for a in view.get("armies") or [] if a["region"] == region]
    army_row = ("<span class='toc-armies'>" + "".join(army_html(view, a, names, t) for a in armies) +
                "</span>") if armies else ""
    x, y = ANCHOR[region]
    if x > 72:                 # the menu of a move opens towards the middle of the map
        cls.append("east")
    elif x < 28:
        cls.append("west")
    edge = ""                  # near the map's edge, the label grows inwards
    if x > 86:
        x, edge = 99, " east"
    elif x < 8:
        x, edge = 1, " west"
    if y > 85:
        y, edge = 99, edge + " south"
    label = ("<div class='toc-place k-" + kind + edge + "' data-r='" + region + "' style='left:" + str(x) + "%;top:" + str(y) +
             "%;" + nudge(region) + "'><div class='" + " ".join(cls) + "'" + box.attrs + "><div class='toc-rhead'>" +
             head + "</div>" + "".join(inner) + "</div>" + army_row + "</div>")
    return label, " ".join(shape), box.key


ANCHOR = {r: M.anchor(r) for r in M.REGIONS}
PATH = {r: M.path_d(r) for r in M.REGIONS}


def links_svg() -> str:
    """The crossing over the strait and the Pretender's link by sea (dotted)."""
    out = []
    for group, cls in ((M.STRAITS, "strait"), (M.PRETENDER_LINKS, "pret")):
        for a, b in group:
            (x1, y1), (x2, y2) = M.nearest(a, b)
            out.append("<line class='" + cls + "' x1='" + M.fmt(x1) + "' y1='" + M.fmt(y1) +
                       "' x2='" + M.fmt(x2) + "' y2='" + M.fmt(y2) + "'></line>")
    return "".join(out)


LINKS = links_svg()


def the_map(view, names, t, changed=None) -> str:
    """The map: each region's shape (an SVG path, clickable anywhere when a move
    targets the region) under its label box and armies (HTML, the keyboard's
    handles), both scaled with the map's width."""
    places, shapes = [], []
    for r in M.REGIONS:
        label, shape, key = region_html(view, r, names, t, changed)
        places.append(label)
        hit = (" data-do='target' data-target='" + esc(key) + "'") if key else ""
        shapes.append("<path class='" + shape + "' d='" + PATH[r] + "'" + hit + "></path>")
    return ("<div class='toc-frame'><section class='toc-map' aria-label='The map'><div class='toc-places'>" +
            "".join(places) + "</div><svg class='toc-svg' viewBox='0 0 " + M.fmt(M.WIDTH) + " " +
            M.fmt(M.HEIGHT) + "' aria-hidden='true' focusable='false'>" + SVG_DEFS +
            "<rect class='bg' width='100%' height='100%'></rect>" + LAND + "".join(shapes) + LINKS +
            "</svg></section></div>")


SVG_DEFS = ("<defs><pattern id='toc-hatch' width='6' height='6' patternUnits='userSpaceOnUse' "
            "patternTransform='rotate(45)'><rect width='6' height='6' fill='#ddd6c6'></rect>"
            "<line x1='0' y1='0' x2='0' y2='6' stroke='#b9b09c' stroke-width='3'></line>"
            "</pattern></defs>")


def land_svg() -> str:
    """The land of no region (Germania, the deserts), drawn plain under the regions."""
    out = []
    for r, row in enumerate(M.MAP):
        for c, ch in enumerate(row):
            if ch == ".":
                x, y = M.centre(c, r)
                out.append("M" + " L".join(M.fmt((x + dx) * M.UX) + " " + M.fmt((y + dy) * M.UY)
                                           for dx, dy in M.CORNERS) + "Z")
    return "<path class='land' d='" + "".join(out) + "'></path>"


LAND = land_svg()


def card_of(view, cid, t, count=None, price=None, kind_note="", size="mini"):
    colour, value = (view.get("card_values") or {}).get(cid, ["", ""])
    small = ""
    if count is not None:
        small += "×" + str(count)
    if price is not None:
        small += (" · " if small else "") + "cost " + str(price)
    name = M.words(cid)
    text = (view.get("card_text") or {}).get(cid, "")
    small = esc(small)
    if size == "wide" and text:        # the effect on the card itself
        small += " <span class='tx'>" + esc(text) + "</span>"
    return paint.card(t, {"id": cid, "name": name}, type="toc-" + (colour or "card"),
                      value=value, name=name if value != 1 else colour[:1].upper() + colour[1:],
                      small=small, size=size, tip=kind_note or text)


def pile(view, d, t, empty="none", prices=None, size="mini"):
    if not d:
        return "<span class='muted'>" + esc(empty) + "</span>"
    order = list(view.get("card_values") or {})
    keys = sorted(d, key=lambda c: order.index(c) if c in order else 99)
    return "<span class='cards'>" + "".join(
        card_of(view, c, t, d[c], (prices or {}).get(c), size=size) for c in keys) + "</span>"


def legacy_bar(value, end) -> str:
    share = max(0, min(100, int(100 * value / (end or 60))))
    return ("<span class='toc-legacy' role='meter' aria-valuemin='0' aria-valuemax='" + str(end) +
            "' aria-valuenow='" + str(value) + "' aria-label='legacy " + str(value) + " of " +
            str(end) + "'><span class='fill' style='width:" + str(share) + "%'></span>"
            "<span class='mtext'>" + str(value) + " / " + str(end) + "</span></span>")


def players_html(view, viewer, names, t) -> str:
    out = ["<h4 class='sr-only'>Players</h4><div class='players-row toc-players'>"]
    end = view.get("legacy_end") or 60
    for ps in view.get("player_state") or []:
        s = ps["seat"]
        box = t.box("seat", s, names[s])
        cls = ("player toc-player c-" + esc(ps.get("colour", "")) + (" me" if s == viewer else "") +
               (" active" if s == view.get("active") else ""))
        tokens = ""
        if view.get("emperor") == s:
            tokens += paint.token("Emperor", "emperor", "holds Italia's capital as Emperor")
        if ps.get("pretender"):
            tokens += paint.token("Pretender", "pretender", "a Pretender: the dashed provinces")
        pool = ps.get("pool") or {}
        spend = " ".join("<span class='toc-inf c-" + colour + "' title='" + full +
                         " influence'>" + full[0] + " " + str(pool.get(k, 0)) + "</span>"
                         for k, full, colour in SPHERE if pool.get(k))
        played = [c for c, _used in ps.get("play") or []]
        mine = [("Emperor turns", str(ps.get("emperor_turns", 0))),
                ("Provinces", str(len(ps.get("provinces") or []))),
                ("Hand", paint.back(ps.get("hand_count", 0), "cards in hand")),
                ("Available", str(ps.get("available_count", 0))),
                ("Discard", str(sum((ps.get("discard") or {}).values()))),
                ("Governors in reserve", str(ps.get("governors_available", 0))),
                ("Generals in reserve", str(ps.get("generals_available", 0)))]
        body = "".join(fact(k, v) for k, v in mine)
        if played:
            body += ("<div class='toc-played'><span class='fl'>Played</span> " +
                     "".join(card_of(view, c, Targets()) for c in played) + "</div>")
        if spend:
            body += "<div class='toc-pool'><span class='fl'>Unspent</span> " + spend + "</div>"
        out.append("<div class='" + cls + "'" + box.attrs + "><div class='player-head'>" +
                   seat_tag(view, s, names) + "<h5>" + box.name(esc(names[s])) + "</h5>" + tokens +
                   "</div>" + legacy_bar(ps.get("legacy", 0), end) +
                   "<div class='strip'>" + body + "</div></div>")
    out.append("</div>")
    return "".join(out)


def dice_html(view, names) -> str:
    d = view.get("dice")
    if not d:
        return ""

    def faces(rolls, cls=""):
        return "".join("<span class='die " + cls + "' role='img' aria-label='die " + str(x) +
                       "'>" + str(x) + "</span>" for x in rolls or [])
    what = d.get("what")
    if what == "crisis":
        text = "Crisis roll " + faces(d.get("dice"))
    elif what == "invasion":
        text = (esc(M.TRIBE_NAME.get(d.get("tribe"), d.get("tribe", ""))) +
                " invade: black " + faces((d.get("dice") or [])[:1], "black") + " white " +
                faces((d.get("dice") or [])[1:], "white"))
    elif what == "event":
        text = "Event drawn: <b>" + esc(M.words(d.get("event", ""))) + "</b>"
    elif what == "votes":
        text = ("Votes in " + esc(M.NAME.get(d.get("region"), "")) + " " + faces(d.get("dice")) +
                " → " + esc(d.get("votes", "")) + " of " + esc(d.get("need", "")) + " needed")
    elif what == "battle":
        hits = d.get("hits") or ["", ""]
        text = ("Battle in " + esc(M.NAME.get(d.get("region"), "")) + ": attacker " +
                faces(d.get("attacker")) + " defender " + faces(d.get("defender")) +
                " → hits " + esc(hits[0]) + " / " + esc(hits[1]))
    else:
        text = esc(what or "")
    return "<div class='toc-dice'><span class='fl'>Last roll</span> " + text + "</div>"


# What a log line since the viewer's last turn did to a region, by its words.
CHANGE_WORDS = (("battle", "battle"), ("invade", "invaded"), ("barbarian", "barbarians"),
                ("army", "army"), ("governor", "governor"), ("Senate", "governor"),
                ("support", "support"), ("Mob", "mob"), ("Militia", "militia"),
                ("Pretender", "pretender"), ("break", "pretender"))


def since_changes(view, viewer) -> dict:
    """{region: [what happened there]} in the log since the viewer's last own
    move (issue 21, defect 7): the map marks those regions."""
    log = view.get("log") or []
    if viewer is None or not log:
        return {}
    start = 0
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("seat") == viewer:
            start = i + 1
            break
    if start == 0:
        return {}
    out = {}
    for e in log[start:]:
        text = e.get("text", "")
        tag = "changed"
        for word, what in CHANGE_WORDS:
            if word.lower() in text.lower():
                tag = what
                break
        for r in M.REGIONS:
            if M.NAME[r] in text and tag not in out.get(r, []):
                out.setdefault(r, []).append(tag)
    # "changed" only where nothing more telling is known; at most two words
    return {r: ([x for x in tags if x != "changed"] or tags)[:2] for r, tags in out.items()}


def governor_seeking(t) -> list:
    """The provinces the prompt's moves would Place a Governor in (a pick of
    the province, or of the dice once it is chosen), in the prompt's order."""
    out = []
    for a in t.actions:
        label = a.get("label") or ""
        if label.startswith("Place a Governor: "):
            name = label[len("Place a Governor: "):].split(",")[0].split(" (")[0]
            for r in M.PROVINCES:
                if M.NAME[r] == name and r not in out:
                    out.append(r)
    return out


def odds_words(info, most=None) -> str:
    """"needs 3 votes: 1 die 17%, 2 dice 45%" (the dice one may spend)."""
    need = info.get("need", 0)
    chance = info.get("chance") or []
    bonus = info.get("bonus", 0)
    words = "needs " + str(need) + " vote" + ("s" if need != 1 else "")
    rolls = []
    for i, c in enumerate(chance):
        n = i + 1
        rolls.append(str(n) + (" die" if n == 1 else " dice") +
                     (" +" + str(bonus) + " Basilica" if bonus else "") + " " + str(c) + "%")
    if most is not None:
        rolls = rolls[-most:]
    return words + (": " + ", ".join(rolls) if rolls else "")


def ended_html(view, names) -> str:
    """At the end: why the game ended, and each player's legacy by source."""
    res = view.get("result") or {}
    if not res.get("ended"):
        return ""
    rows = []
    for s, parts in enumerate(res.get("breakdown") or []):
        rows.append("<li><b>" + esc(names[s] if s < len(names) else "Player " + str(s + 1)) + "</b> " +
                    str((res.get("scores") or [0] * (s + 1))[s]) + ": " +
                    esc(", ".join(p["source"] + " " + str(p["points"]) for p in parts) or "nothing") +
                    "</li>")
    return ("<div class='toc-ended'><p><b>The game is over.</b> " + esc(res["ended"]) +
            "</p><p class='fl'>Legacy by source</p><ul>" + "".join(rows) + "</ul></div>")


def you_html(view, viewer, t) -> str:
    """Beside the prompt: the viewer's unspent influence and political points,
    and the odds of each Place a Governor the prompt offers (before the roll)."""
    if viewer is None:
        return ""
    ps = (view.get("player_state") or [])[viewer] if viewer < len(view.get("player_state") or []) else {}
    pool = ps.get("pool") or {}
    parts = ["<span class='toc-inf c-" + colour + "' title='unspent " + full + " influence'>" + full +
             " <b>" + str(pool.get(k, 0)) + "</b></span>" for k, full, colour in SPHERE]
    parts.append("<span class='toc-pp' title='political points, to buy cards'>Political points <b>" +
                 str(ps.get("political_points", 0)) + "</b></span>")
    out = ("<div class='toc-you' aria-label='What you may spend'><span class='fl'>You have</span> " +
           " ".join(parts) + "</div>")
    votes = view.get("governor_votes") or {}
    seeking = [r for r in governor_seeking(t) if r in votes]
    if seeking:
        out += ("<div class='toc-odds'><span class='fl'>Place a Governor</span> " + " · ".join(
            "<span><b>" + esc(M.NAME[r]) + "</b> " + esc(odds_words(votes[r])) + "</span>"
            for r in seeking) + "</div>")
    return out


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
    turn = view.get("active")
    parts = [("Turn", "<b class='toc-turn' data-turn='" + str(view.get("turn", 0)) + "'>" +
              str(view.get("turn", 0)) + "</b>"),
             ("Player", (seat_tag(view, turn, names) + " " + esc(names[turn]))
              if turn is not None else "—"),
             ("Emperor", (seat_tag(view, view["emperor"], names) + " " + esc(names[view["emperor"]]))
              if view.get("emperor") is not None else "none"),
             ("Lasting event", ("<span title='" + esc((view.get("event_text") or {}).get(
                 view["lasting_event"], "")) + "'>" + esc(M.words(view["lasting_event"])) + "</span>")
              if view.get("lasting_event") else "none"),
             ("Events left", paint.back(view.get("event_deck_count", 0), "events in the deck")),
             ("Legions left", str(view.get("legions_supply", "")))]
    out = [ended_html(view, names), you_html(view, viewer, t),
           the_map(view, names, t, since_changes(view, viewer)), facts(parts)]
    if view.get("last_round"):
        out.append("<p class='last-round'><b>Last round.</b></p>")
    out.append(dice_html(view, names))
    # The map first (beside the prompt on a desktop, in view while a move is
    # chosen on it), then the cards this step acts on (buy: the supply; taking
    # a card: the Available Pile; otherwise the hand); the other piles, the
    # players and the events after.
    hand = ("<div class='toc-hand'><span class='fl'>Your hand</span> " +
            pile(view, view.get("hand"), t, "empty", size="wide") + "</div>") if viewer is not None else ""
    avail = ("<div class='toc-hand'><span class='fl'>Your Available Pile</span> " +
             pile(view, view.get("available"), t, "empty", size="wide") + "</div>") if viewer is not None else ""
    supply = ("<div class='toc-supply'><span class='fl'>Supply (count · your price)</span> " +
              pile(view, view.get("supply"), t, "empty", view.get("prices"), size="wide") + "</div>")
    if step == "buy":
        top, rest = supply, hand + avail
    elif step in ("first_hand", "refill", "pax"):
        top, rest = avail + hand, supply
    else:
        top, rest = hand + avail, supply
    out.append("<div class='toc-layout'><section class='toc-cards' aria-label='Cards'>" +
               top + "</section><aside class='toc-side' aria-label='Players, cards and events'>" +
               rest + players_html(view, viewer, names, t) + events_html(view, t) + LEGEND +
               "</aside></div>")
    return "".join(out)


LEGEND = (
    "<details class='toc-legend'><summary>How to read the map</summary><ul>"
    "<li>Regions that share a border are neighbours; Thracia and Asia also, across the "
    "strait (the dashed crossing); Britannia and Gallia only for a Pretender (the dotted "
    "line). Plain land and the grey water belong to no region.</li>"
    "<li>A province's colour and number: its governor (1 green circle, 2 blue square, "
    "3 yellow diamond, 4 red square corner); N: a neutral governor; hatched: No Place "
    "(not in play with this many players); a purple dashed border: a Pretender's province.</li>"
    "<li>● ○: support (Italia up to 8). Mob n: mobs. Am, Ba, Li: Amphitheater, Basilica, "
    "Limes. Qn: player n's Quaestor. Militia (C: with a Castra). Capital n: player n's "
    "army holds the capital.</li>"
    "<li>An army, in its player's colour: G the General, ■ a full and □ a reduced Legion, Fn "
    "Foederati, C a Castra, cap: in the capital, ⚔: fought this turn.</li>"
    "<li>Barbarians by tribe, in a province or at home: active +inactive. ★ a barbarian leader, ♛ a rival "
    "emperor. An orange outline: where your move may go, with its cost; a yellow mark: "
    "what changed there since your last turn.</li></ul></details>")


def terms(view) -> dict:
    """Each card's and event's name as the log writes it ("Flanking Maneuver",
    "Plague of Cyprian") -> its effect, for the log's tooltips (issue 21, 4)."""
    out = {}
    for kind, key in (("card", "card_text"), ("event", "event_text")):
        for ident, text in (view.get(key) or {}).items():
            if text:
                out[M.words(ident)] = "(" + kind + ") " + text
    return out


def events_html(view, t) -> str:
    """The events drawn (the latest first, each with what it does), the lasting
    event, and the leaders and rivals still to come or gone."""
    out = ""
    texts = view.get("event_text") or {}
    gone = view.get("events_out") or []
    lasting = view.get("lasting_event")
    if lasting:
        out += ("<div class='toc-events'><span class='fl'>Lasting event</span> <b>" +
                esc(M.words(lasting)) + "</b> <span class='tx'>" + esc(texts.get(lasting, "")) +
                "</span></div>")
    if gone:
        out += ("<div class='toc-events'><span class='fl'>Events drawn</span><ul class='toc-evlist'>" +
                "".join("<li><b>" + esc(M.words(e)) + "</b> <span class='tx'>" +
                        esc(texts.get(e, "")) + "</span></li>" for e in reversed(gone)) + "</ul></div>")
    left = []
    for l, where in sorted((view.get("leaders") or {}).items()):
        if where not in (None, "home", "out") and where not in M.REGIONS:
            left.append(t.tag("leader", l, M.words(l), cls="toc-leader", tip=texts.get(l, "")))
        elif where is None or where == "out":
            left.append(t.tag("leader", l, M.words(l) + (" (gone)" if where == "out" else " (to come)"),
                              cls="toc-leader off", tip=texts.get(l, "")))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where != "in":
            left.append(t.tag("leader", r, M.words(r) + (" (gone)" if where == "out" else " (to come)"),
                              cls="toc-leader rival off", tip=texts.get(r, "")))
    if left:
        out += "<div class='toc-events'><span class='fl'>Leaders and rivals</span> " + " ".join(left) + "</div>"
    return out
