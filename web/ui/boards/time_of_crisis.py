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
from boards.common import Markup, Targets, fact, facts, html, join
from boards import draw as paint
from boards import toc_map as M

SPHERE = (("m", "Military", "red"), ("s", "Senate", "blue"), ("p", "Populace", "yellow"))
SPHERE_NAME = {k: name for k, name, _ in SPHERE}
IMPROVEMENT = {"amphitheater": ("Am", "Amphitheater"), "basilica": ("Ba", "Basilica"),
               "limes": ("Li", "Limes")}


def seat_tag(view, s, names, cls=""):
    """A seat's mark: its colour and its number, readable without colour."""
    colour = (view.get("player_state") or [{}] * (s + 1))[s].get("colour", "")
    return html("<span class='toc-seat c-{}{}' title='{}'>{}</span>", colour,
                " " + cls if cls else "", names[s] + " (" + colour + ")", s + 1)


def pips(n, most=4):
    return html("<span class='toc-pips' aria-hidden='true'>{}</span>",
                "●" * max(0, min(n, 9)) + "○" * max(0, most - n))


def piece(cls, inner, words) -> Markup:
    """A counter drawn on the map (CSS shapes, app.css "pieces"): ``words`` say
    what it is, to a screen reader (its name) and a pointer (its tooltip)."""
    return html("<span class='{}' role='img' aria-label='{}' title='{}'>{}</span>", cls, words,
                words, inner)


def army_html(view, a, names, t):
    """An army as a block in its player's colour: the General (the seat's
    number), then a square for each Legion (full: solid; reduced: half), a
    triangle for each Foederati (its tribe's colour), the Castra, the capital."""
    s = a["owner"]
    full = sum(1 for x in a["legions"] if x)
    reduced = len(a["legions"]) - full
    foed = len(a["foederati"])
    parts = [html("<span class='gen' aria-hidden='true'>{}</span>", s + 1)]
    if a["legions"]:
        parts.append(html("<span class='legs' aria-hidden='true'>{}</span>", join(
            html("<i class='leg {}'></i>", "full" if x else "red") for x in a["legions"])))
    if foed:
        parts.append(html("<span class='legs' aria-hidden='true'>{}</span>", join(
            html("<i class='fd b-{}'></i>", tribe) for tribe in a["foederati"])))
    if a.get("castra"):
        parts.append(html("<i class='castra' aria-hidden='true'></i>"))
    if a["in_capital"]:
        parts.append(html("<i class='cap' aria-hidden='true'></i>"))
    if a.get("fought"):
        parts.append(html("<span class='mk' aria-hidden='true'>⚔</span>"))
    name = (names[s] + "'s army: General, " + str(full) + " full and " + str(reduced) +
            " reduced Legions" + (", " + str(foed) + " Foederati" if foed else "") +
            (", Castra" if a.get("castra") else "") + (", in the capital" if a["in_capital"] else "") +
            (", fought this turn" if a.get("fought") else ""))
    colour = (view.get("player_state") or [{}] * (s + 1))[s].get("colour", "")
    return t.item("army", a["id"], join(parts), name, cls="toc-army c-" + colour, tip=name)


def tribe_pieces(tribe, act, ina, where="") -> Markup:
    """A tribe's barbarians as its pieces (each tribe its colour and shape, its
    two letters): the active ones standing, the inactive ones pale and dashed,
    each stack with its count."""
    out = []
    for n, state in ((act, "active"), (ina, "inactive")):
        if n:
            out.append(piece("toc-barb b-{} {}{}".format(tribe, state[:3], " many" if n > 1 else ""),
                             html("<span class='sh'><span class='tl'>{}</span><b>{}</b></span>",
                                  M.TRIBE_LETTER.get(tribe, tribe), n),
                             "{} {}: {} {}".format(n, M.TRIBE_NAME.get(tribe, tribe), state, where)
                             .strip()))
    return join(out)


def barbarians_html(p, t):
    out = []
    for tribe in sorted(p.get("barbarians") or {}):
        act, ina = (p["barbarians"][tribe] + [0, 0])[:2]
        out.append(tribe_pieces(tribe, act, ina))
    return join(out)


def leaders_in(view, region, t):
    out = []
    for l, where in sorted((view.get("leaders") or {}).items()):
        home = M.HOMELAND.get(M.LEADER_TRIBE.get(l, ""), "")
        if where == region or (where == "home" and region == home):
            out.append(t.item("leader", l, html("<span aria-hidden='true'>★</span> "
                                                "<span class='nm'>{}</span>", M.words(l)),
                              "★ " + M.words(l),
                              cls="toc-leader b-" + M.LEADER_TRIBE.get(l, ""),
                              tip="barbarian leader" + (" at home" if where == "home" else "") +
                              ": " + (view.get("event_text") or {}).get(l, "")))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where == "in" and M.RIVAL_PROVINCE.get(r) == region:
            out.append(t.item("leader", r, html("<span aria-hidden='true'>♛</span> "
                                                "<span class='nm'>{}</span>", M.words(r)),
                              "♛ " + M.words(r), cls="toc-leader rival",
                              tip="rival emperor: " + (view.get("event_text") or {}).get(r, "")))
    return join(out)


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


# Where each region's label and its armies sit, so that no label lies over
# another region's counters or targets (issue 32, defect 3; placed against the
# labels and armies of many positions of seeded play, 2 to 4 players): from the
# region's anchor, (right, down) in hundredths of the map's width; which way
# the label grows from there, across ("l" rightwards, "c" centred, "r"
# leftwards) then down ("t" downwards, "c", "b" upwards); and where its armies
# are: "below" or "above" the label, or "right" or "left" of it.  WIDE on a
# map drawn wide, SMALL on a phone's (its labels larger for the map).
WIDE = {"britannia": (1, 0, "rc", "below"), "gallia": (2, 1, "cc", "below"),
        "hispania": (0, 0.5, "cc", "below"), "italia": (4.5, 9, "rt", "above"),
        "pannonia": (-1, -3, "rt", "below"), "macedonia": (0, 2, "rc", "below"),
        "thracia": (0, -2, "cc", "below"), "asia": (6, 2, "rb", "above"),
        "galatia": (-2.5, 2, "lb", "below"), "syria": (-3, -0.5, "lt", "above"),
        "aegyptus": (0, 0.5, "cc", "below"), "oceanus_britannicus": (2, 0, "cc", "below"),
        "mare_occidentale": (0, -3, "cc", "below"), "pontus_euxinus": (-4, -3.5, "lt", "below"),
        "homeland_franks": (-5, 1, "cc", "below"), "homeland_alamanni": (0.5, 0, "cc", "below"),
        "homeland_nomads": (-0.5, 0, "cc", "above")}
SMALL = {"britannia": (0, 1.5, "lb", "right"), "gallia": (0.5, 0.5, "rc", "above"),
        "hispania": (0, -1, "ct", "right"), "africa": (0.5, 0, "cc", "right"),
        "italia": (1.5, 1, "ct", "left"), "pannonia": (3.5, 0, "rc", "left"),
        "macedonia": (1, 6.5, "rt", "above"), "thracia": (-6, 1.5, "lb", "above"),
        "asia": (1.5, -2, "cc", "below"), "galatia": (-1, -0.5, "lb", "below"),
        "syria": (-0.5, 2, "cc", "left"), "aegyptus": (-0.5, 4, "cc", "right"),
        "homeland_franks": (-1, 0.5, "ct", "right"), "homeland_alamanni": (0, 0, "cb", "right"),
        "homeland_goths": (0, -0.5, "cb", "right"),
        "homeland_sassanids": (-0.5, -2.5, "cc", "right")}
DEFAULT = {"w": (0, 0, "cc", "below"), "s": (0, 0, "cc", "right")}
FLEX = {"l": "flex-start", "t": "flex-start", "c": "center", "r": "flex-end", "b": "flex-end"}


def spots(region) -> Markup:
    """The data toc-map.js moves a crowded place with: the region's middle
    (no other label may lie over it), its other spots, and the board's own
    place for it on each map (``WIDE``, ``SMALL``)."""
    return html(" data-mid='{}' data-spots='{}' data-w='{}' data-s='{}'",
                "{} {}".format(*M.middle(region)),
                ";".join("{} {}".format(x, y) for x, y in M.spots(region, 10)),
                " ".join(str(v) for v in WIDE.get(region, DEFAULT["w"])),
                " ".join(str(v) for v in SMALL.get(region, DEFAULT["s"])))


def placement(region) -> str:
    """The CSS variables that place the region's label and armies (``WIDE``,
    ``SMALL``; app.css, "where a label sits"), "" where all are the defaults."""
    out = ""
    for pre, table in (("w", WIDE), ("s", SMALL)):
        dx, dy, grows, armies = table.get(region, DEFAULT[pre])
        column = armies in ("below", "above")
        across, down = FLEX[grows[0]], FLEX[grows[1]]
        main, cross = (down, across) if column else (across, down)
        for name, value, default in (("x", dx, 0), ("y", dy, 0),
                                     ("d", "column" if column else "row", DEFAULT[pre][3] in ("below", "above") and "column" or "row"),
                                     ("j", main, "center"), ("i", cross, "center"),
                                     ("o", -1 if armies in ("above", "left") else 0, 0)):
            if value != default:
                out += "--" + pre + name + ":" + str(value) + ";"
    return out


def region_html(view, region, names, t, changed=None) -> tuple:
    """A region's place on the map: (its label box, the SVG classes of its
    shape).  The label box (name, governor, support, markers, barbarians,
    leaders) is the region's target; its armies are drawn beside it, each its
    own target, never inside it (a click on the province is never an army's)."""
    kind = M.kind(region)
    name = M.NAME[region]
    cost = cost_of(t, "region:" + region)
    abbr = M.SHORT[region]
    box = t.box("region", region, name, shown=abbr)     # a phone shows the short name
    cls = ["toc-region", "k-" + kind]
    shape = ["k-" + kind]
    inner = []
    head = box.name(html("<span class='nm'>{}</span><span class='nm-s' aria-hidden='true'>{}</span>",
                         name, abbr))
    if box.key:
        shape.append("target")
    if cost:                   # where an army may go (or what an action here costs)
        cls.append("target")
        # the price on the map, its note ("1 more to land") in the tooltip and the prompt
        head += html("<span class='toc-cost' title='{}'>{}</span>", cost,
                     cost[len("costs "):].split("; ")[0])
    seek = (view.get("governor_votes") or {}).get(region)
    tip = html("")
    if seek and box.key and region in governor_seeking(t):
        # the odds in the label's tooltip and beside the prompt (you_html), never
        # widening the label over a neighbour's counters (issue 32, defect 3)
        cls.append("target")
        tip = html(" title='{}'", "Place a Governor in " + name + ": " + odds_words(seek))
    if kind == "province":
        p = (view.get("provinces") or {}).get(region) or {}
        gov = p.get("governor")
        if gov is None:
            shape.append("noplace")
            head += html("<span class='toc-gov none'>No Place</span>")
        elif gov < 0:
            shape.append("neutral")
            head += piece("toc-seat gov neutral", "N", "a neutral governor")
        else:
            colour = view["player_state"][gov]["colour"]
            cls.append("g-" + colour)
            shape.append("g-" + colour)
            head += piece("toc-seat gov c-" + colour, str(gov + 1),
                          "governor: " + names[gov] + " (" + colour + ")")
            if view["player_state"][gov].get("pretender"):
                shape.append("pretender")
        if gov is not None:
            sup = p.get("support", 0)
            head += html("<span class='toc-sup' title='support {0}'>{1}<span class='sr-only'>"
                         "support </span><b>{0}</b></span>", sup,
                         pips(sup, 8 if region == "italia" else 4))
        if view.get("emperor") is not None and region == "italia":
            inner.append(html("<span class='toc-emp'>Emperor {}</span>",
                              seat_tag(view, view["emperor"], names)))
        marks = []
        mobs = p.get("mobs") or 0
        if mobs:               # a dark disc a Mob (its count on the third and after)
            marks.append(piece("toc-mk mob", join(html("<i></i>") for _ in range(min(mobs, 2))) +
                               (html("<b>{}</b>", mobs) if mobs > 2 else ""),
                               str(mobs) + " Mob" + ("s" if mobs > 1 else "")))
        for imp in p.get("improvements") or []:
            short, full = IMPROVEMENT.get(imp, (imp[:2], imp))
            marks.append(piece("toc-mk imp i-" + imp, short, full))
        if p.get("quaestor") is not None:
            q = p["quaestor"]
            marks.append(piece("toc-mk q c-" + view["player_state"][q]["colour"], "Q",
                               "Quaestor of " + names[q]))
        if p.get("marker") == "seat":
            marks.append(html("<span class='toc-mk seat' title='Seat of Power'>Seat</span>"))
        elif p.get("marker") == "break":
            marks.append(html("<span class='toc-mk break' title='Breakaway'>Br<span class='nm'>"
                              "eakaway</span></span>"))
        if p.get("militia"):
            castra = bool(p.get("militia_castra"))
            marks.append(piece("toc-mk mil" + (" castra" if castra else ""), "M",
                               "Militia" + (" with Castra" if castra else "")))
        occupant = [a for a in view.get("armies") or [] if a["region"] == region and a["in_capital"]]
        if occupant:
            marks.append(html("<span class='toc-mk cap' title='in the capital'>Capital {}</span>",
                              join(seat_tag(view, a["owner"], names) for a in occupant)))
        barb = barbarians_html(p, t)
        if barb:
            marks.append(barb)
        if marks:
            inner.append(html("<span class='toc-marks'>{}</span>", join(marks)))
    elif kind == "homeland":
        tribe = region[len("homeland_"):]
        act, ina = ((view.get("homelands") or {}).get(tribe) or [0, 0])[:2]
        in_play = tribe in (view.get("tribes") or [])
        if not in_play:
            cls.append("out")
            shape.append("out")
        inner.append(html("<span class='toc-marks'>{}{}</span>",
                          t.tag("tribe", tribe, M.TRIBE_NAME[tribe], cls="toc-tribe b-" + tribe,
                                tip=str(act) + " active, " + str(ina) + " inactive at home"),
                          tribe_pieces(tribe, act, ina, "at home") if in_play
                          else html(" <span class='toc-home'>not in play</span>")))
    lead = leaders_in(view, region, t)
    if lead:
        inner.append(html("<span class='toc-leaders'>{}</span>", lead))
    inner.append(html("<span class='toc-adj sr-only'>next to {}</span>",
                      ", ".join(M.NAME[r] for r in M.ADJ[region])))
    news = (changed or {}).get(region)
    if news:                   # what changed here since the viewer's last turn
        cls.append("changed")
        shape.append("changed")
        inner.append(html("<span class='toc-new' title='since your last turn'><span class='sr-only'>"
                          "since your last turn: </span>{}</span>", ", ".join(news)))
    armies = [a for a in view.get("armies") or [] if a["region"] == region]
    army_row = (html("<span class='toc-armies'>{}</span>",
                     join(army_html(view, a, names, t) for a in armies)) if armies else "")
    x, y = ANCHOR[region]
    edge = ""                  # the menu of a move opens towards the middle of the map
    if x > 72:
        edge = " east"
    elif x < 28:
        edge = " west"
    label = html("<div class='toc-place k-{}{}' data-r='{}'{} style='left:{}%;top:{}%;{}'>"
                 "<div class='{}'{}{}><div class='toc-rhead'>{}</div>{}</div>{}</div>", kind, edge,
                 region, SPOTS[region], x, y, placement(region), " ".join(cls), box.attrs, tip, head,
                 join(inner), army_row)
    return label, " ".join(shape), box.key


ANCHOR = {r: M.anchor(r) for r in M.REGIONS}
SPOTS = {r: spots(r) for r in M.REGIONS}
PATH = {r: M.path_d(r) for r in M.REGIONS}


def links_svg():
    """The crossing over the strait and the Pretender's link by sea (dotted)."""
    out = []
    for group, cls in ((M.STRAITS, "strait"), (M.PRETENDER_LINKS, "pret")):
        for a, b in group:
            (x1, y1), (x2, y2) = M.nearest(a, b)
            out.append(html("<line class='{}' x1='{}' y1='{}' x2='{}' y2='{}'></line>", cls,
                            M.fmt(x1), M.fmt(y1), M.fmt(x2), M.fmt(y2)))
    return join(out)


LINKS = links_svg()


def the_map(view, names, t, changed=None, viewer=None):
    """The map: each region's shape (an SVG path, clickable anywhere when a move
    targets the region) under its label box and armies (HTML, the keyboard's
    handles), both scaled with the map's width; in its frame, the box that
    web/toc-zoom.js zooms and pans it in (the zoom is the page's, kept while
    the board is drawn again after each move)."""
    places, shapes = [], []
    battle = battle_html(view, viewer, names)
    fought = view["dice"]["region"] if battle else None
    for r in M.REGIONS:
        label, shape, key = region_html(view, r, names, t, changed)
        places.append(label)
        if r == fought:
            shape += " battle"
        hit = html(" data-do='target' data-target='{}'", key) if key else ""
        shapes.append(html("<path class='{}' d='{}'{}></path>", shape, PATH[r], hit))
    return html("<div class='toc-frame'><section class='toc-map' aria-label='The map'>"
                "<div class='toc-places'>{}{}</div><svg class='toc-svg' viewBox='0 0 {} {}' "
                "preserveAspectRatio='none' aria-hidden='true' focusable='false'>{}<rect class='bg' "
                "width='100%' height='100%'></rect>{}{}{}</svg></section></div>", join(places), battle,
                M.fmt(M.WIDTH),
                M.fmt(M.HEIGHT), SVG_DEFS, LAND, join(shapes), LINKS)


SVG_DEFS = html("<defs><pattern id='toc-hatch' width='6' height='6' patternUnits='userSpaceOnUse' "
                "patternTransform='rotate(45)'><rect width='6' height='6' fill='#ddd6c6'></rect>"
                "<line x1='0' y1='0' x2='0' y2='6' stroke='#b9b09c' stroke-width='3'></line>"
                "</pattern></defs>")


def land_svg():
    """The land of no region (Germania, the deserts), drawn plain under the regions."""
    out = []
    for r, row in enumerate(M.MAP):
        for c, ch in enumerate(row):
            if ch == ".":
                x, y = M.centre(c, r)
                out.append("M" + " L".join(M.fmt((x + dx) * M.UX) + " " + M.fmt((y + dy) * M.UY)
                                           for dx, dy in M.CORNERS) + "Z")
    return html("<path class='land' d='{}'></path>", "".join(out))


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
    small = html("{}", small)
    if size == "wide" and text:        # the effect on the card itself
        small += html(" <span class='tx'>{}</span>", text)
    return paint.card(t, {"id": cid, "name": name}, type="toc-" + (colour or "card"),
                      value=value, name=name if value != 1 else colour[:1].upper() + colour[1:],
                      small=small, size=size, tip=kind_note or text)


def pile(view, d, t, empty="none", prices=None, size="mini"):
    if not d:
        return html("<span class='muted'>{}</span>", empty)
    order = list(view.get("card_values") or {})
    keys = sorted(d, key=lambda c: order.index(c) if c in order else 99)
    return html("<span class='cards'>{}</span>", join(
        card_of(view, c, t, d[c], (prices or {}).get(c), size=size) for c in keys))


def legacy_bar(value, end):
    share = max(0, min(100, int(100 * value / (end or 60))))
    return html("<span class='toc-legacy' role='meter' aria-valuemin='0' aria-valuemax='{1}' "
                "aria-valuenow='{0}' aria-label='legacy {0} of {1}'><span class='fill' "
                "style='width:{2}%'></span><span class='mtext'>{0} / {1}</span></span>",
                value, end, share)


def players_html(view, viewer, names, t):
    out = []
    end = view.get("legacy_end") or 60
    for ps in view.get("player_state") or []:
        s = ps["seat"]
        box = t.box("seat", s, names[s])
        cls = ("player toc-player c-" + ps.get("colour", "") + (" me" if s == viewer else "") +
               (" active" if s == view.get("active") else ""))
        tokens = html("")
        if view.get("emperor") == s:
            tokens += paint.token("Emperor", "emperor", "holds Italia's capital as Emperor")
        if ps.get("pretender"):
            tokens += paint.token("Pretender", "pretender", "a Pretender: the dashed provinces")
        pool = ps.get("pool") or {}
        spend = join((html("<span class='toc-inf c-{}' title='{} influence'>{} {}</span>", colour,
                           full, full[0], pool.get(k, 0))
                      for k, full, colour in SPHERE if pool.get(k)), " ")
        played = [c for c, _used in ps.get("play") or []]
        mine = [("Emperor turns", str(ps.get("emperor_turns", 0))),
                ("Provinces", str(len(ps.get("provinces") or []))),
                ("Hand", paint.back(ps.get("hand_count", 0), "cards in hand")),
                ("Available", str(ps.get("available_count", 0))),
                ("Discard", str(sum((ps.get("discard") or {}).values()))),
                ("Governors in reserve", str(ps.get("governors_available", 0))),
                ("Generals in reserve", str(ps.get("generals_available", 0)))]
        body = join(fact(k, v) for k, v in mine)
        if played:
            body += html("<div class='toc-played'><span class='fl'>Played</span> {}</div>",
                         join(card_of(view, c, Targets()) for c in played))
        if spend:
            body += html("<div class='toc-pool'><span class='fl'>Unspent</span> {}</div>", spend)
        out.append(html("<div class='{}'{}><div class='player-head'>{}<h5>{}</h5>{}</div>{}"
                        "<div class='strip'>{}</div></div>", cls, box.attrs, seat_tag(view, s, names),
                        box.name(names[s]), tokens, legacy_bar(ps.get("legacy", 0), end), body))
    return html("<h4 class='sr-only'>Players</h4><div class='players-row toc-players'>{}</div>",
                join(out))


PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8),
        6: (0, 2, 3, 5, 6, 8)}


def die_face(value, cls="", hit=None, says=("a hit", "a miss")) -> Markup:
    """A die drawn with its pips (a 3 by 3 grid); ``hit``: True a die that hit
    (filled dark), False one that missed, None a roll with no hits; ``says``:
    the words of a hit and a miss."""
    words = "die " + str(value) + ("" if hit is None else ", " + says[0] if hit else ", " + says[1])
    cells = join(html("<i class='{}'></i>", "p" if i in PIPS.get(value, ()) else "o") for i in range(9))
    if value not in PIPS:
        cells = html("{}", value)
    more = (" hit" if hit else " miss") if hit is not None else ""
    return piece("die pips " + cls + more, cells, words)


def dice_html(view, names):
    d = view.get("dice")
    if not d:
        return ""

    def faces(rolls, cls="", hits=None):
        return join(die_face(x, cls, None if hits is None else bool((hits + [0] * 99)[i]))
                    for i, x in enumerate(rolls or []))
    what = d.get("what")
    if what == "crisis":
        text = html("Crisis roll {}", faces(d.get("dice")))
    elif what == "invasion":
        text = html("{} invade: black {} white {}",
                    M.TRIBE_NAME.get(d.get("tribe"), d.get("tribe", "")),
                    faces((d.get("dice") or [])[:1], "black"), faces((d.get("dice") or [])[1:], "white"))
    elif what == "event":
        text = html("Event drawn: <b>{}</b>", M.words(d.get("event", "")))
    elif what == "votes":
        text = html("Votes in {} {} → {} of {} needed", M.NAME.get(d.get("region"), ""),
                    faces(d.get("dice")), d.get("votes", ""), d.get("need", ""))
    elif what == "battle":
        hits = d.get("hits") or ["", ""]
        text = html("Battle in {}: attacker {} defender {} → hits {} / {}",
                    M.NAME.get(d.get("region"), ""), faces(d.get("attacker"), "", d.get("attacker_hit")),
                    faces(d.get("defender"), "", d.get("defender_hit")), hits[0], hits[1])
    else:
        text = what or ""
    return html("<div class='toc-dice'><span class='fl'>Last roll</span> {}</div>", text)


def side_words(view, names, tag) -> tuple:
    """A battle side's tag ("seat:1", "tribe:goths", "rival:zenobia",
    "neutral": combat.side_tag) as (its name, its colour's class)."""
    kind, _, ident = (tag or "").partition(":")
    if kind == "seat" and ident.isdigit() and int(ident) < len(names):
        colour = ((view.get("player_state") or [])[int(ident)] or {}).get("colour", "")
        return names[int(ident)], "c-" + colour
    if kind == "tribe":
        return M.TRIBE_NAME.get(ident, ident), "b-" + ident
    if kind == "rival":
        return M.words(ident), "rival"
    return "Militia", "neutral"


def roll_line(d) -> str:
    """How the log opens the line of the roll ``d`` (combat.battle_totals,
    actions.place_governor), "" for a roll not drawn by the map."""
    if d.get("what") == "battle":
        return "Dice: attacker"
    if d.get("what") == "votes" and d.get("dice") and d.get("region") in M.NAME:
        return " seeks " + M.NAME[d["region"]] + ": needs"
    return ""


def fresh_roll(view, viewer) -> bool:
    """Whether the last roll is a battle's or a vote's the viewer has not moved
    since (its dice stay drawn by the map until his next move; ``viewer``
    None: while it is the last roll)."""
    d = view.get("dice") or {}
    line = roll_line(d)
    if not line or d.get("region") not in M.REGIONS:
        return False
    log = view.get("log") or []
    at = [i for i, e in enumerate(log) if (e.get("text") or "").startswith(line) or
          (line[0] == " " and line in (e.get("text") or ""))]
    if not at:
        return False
    return viewer is None or not any(e.get("seat") == viewer for e in log[at[-1] + 1:])


def votes_html(d) -> Markup:
    """A vote's dice by the map: each die that gives a vote filled (ToC 6.3.2:
    2 to 5 a vote, 6 a vote and a die more, a 1 none but against a neutral
    governor), the votes won of those needed."""
    rolls = d.get("dice") or []
    marks = [x >= 2 for x in rolls]
    if sum(marks) != d.get("votes", 0):        # against a neutral governor every die is a vote
        marks = [True] * len(rolls)
    won = d.get("votes", 0) >= d.get("need", 0)
    name = M.NAME[d["region"]]
    return html("<div class='toc-battle votes' role='group' aria-label='The votes rolled in {0}'>"
                "<div class='ttl'>Votes in {0}</div><div class='row'><span class='dice'>{1}</span>"
                "<span class='hits'>{2} of {3} needed: {4}</span></div></div>", name,
                join(die_face(x, "", m, ("a vote", "no vote")) for x, m in zip(rolls, marks)),
                d.get("votes", 0),
                d.get("need", 0), "placed" if won else "refused")


def battle_html(view, viewer, names) -> Markup:
    """The battle's dice on the map, in its box in the south-east (land of no
    region): each side's name in its colour, its dice with the hits filled,
    and the hits it scored (ToC 8.1; the Plague and a Castra change the count:
    combat.battle_totals); a vote's dice the same way (``votes_html``)."""
    if not fresh_roll(view, viewer):
        return html("")
    if view["dice"]["what"] == "votes":
        return votes_html(view["dice"])
    d = view["dice"]
    sides = (d.get("sides") or []) + ["", ""]
    hits = (d.get("hits") or []) + [0, 0]
    rows = []
    for i, (role, rolls, marks) in enumerate((("attacker", d.get("attacker"), d.get("attacker_hit")),
                                              ("defender", d.get("defender"), d.get("defender_hit")))):
        who, colour = side_words(view, names, sides[i])
        faces = join(die_face(x, "", None if marks is None else bool((marks + [0] * 99)[k]))
                     for k, x in enumerate(rolls or []))
        rows.append(html("<div class='row'><span class='who {}' title='{}'>{}</span>"
                         "<span class='dice'>{}</span><span class='hits'>{} hit{}</span></div>",
                         colour, role, who, faces or html("<span class='muted'>no dice</span>"),
                         hits[i], "" if hits[i] == 1 else "s"))
    name = M.NAME[d["region"]]
    return html("<div class='toc-battle' role='group' aria-label='The dice of the battle in {0}'>"
                "<div class='ttl'><span aria-hidden='true'>⚔</span> Battle in {0}</div>{1}</div>",
                name, join(rows))


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


def ended_html(view, names):
    """At the end: why the game ended, and each player's legacy by source."""
    res = view.get("result") or {}
    if not res.get("ended"):
        return ""
    rows = []
    for s, parts in enumerate(res.get("breakdown") or []):
        rows.append(html("<li><b>{}</b> {}: {}</li>",
                         names[s] if s < len(names) else "Player " + str(s + 1),
                         (res.get("scores") or [0] * (s + 1))[s],
                         ", ".join(p["source"] + " " + str(p["points"]) for p in parts) or "nothing"))
    return html("<div class='toc-ended'><p><b>The game is over.</b> {}</p><p class='fl'>Legacy by "
                "source</p><ul>{}</ul></div>", res["ended"], join(rows))


BUYING_STEPS = ("discard", "buy")


def points_html(view, ps) -> Markup:
    """The political points a player buys cards with (ToC 5.3: support less
    Mobs in the provinces he governs): while he buys, those left; before, in
    his turn, those buying would start with if it began now."""
    step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
    if step in BUYING_STEPS and ps.get("seat") == view.get("active"):
        return html("<span class='toc-pp' title='political points left to buy cards with'>"
                    "Political points <b>{}</b></span>", ps.get("political_points", 0))
    now = ps.get("points_now", 0)
    return html("<span class='toc-pp' title='support less Mobs in the provinces governed: the "
                "political points buying starts with (ToC 5.3) if the actions ended now'>"
                "Points to buy with <b>{}</b></span>", now)


def you_html(view, viewer, t):
    """Beside the prompt: the viewer's unspent influence and political points,
    and the odds of each Place a Governor the prompt offers (before the roll)."""
    if viewer is None:
        return ""
    ps = (view.get("player_state") or [])[viewer] if viewer < len(view.get("player_state") or []) else {}
    pool = ps.get("pool") or {}
    parts = [html("<span class='toc-inf c-{}' title='unspent {} influence'>{} <b>{}</b></span>",
                  colour, full, full, pool.get(k, 0)) for k, full, colour in SPHERE]
    parts.append(points_html(view, ps))
    out = html("<div class='toc-you' aria-label='What you may spend'><span class='fl'>You have</span> "
               "{}</div>", join(parts, " "))
    votes = view.get("governor_votes") or {}
    seeking = [r for r in governor_seeking(t) if r in votes]
    if seeking:
        out += html("<div class='toc-odds'><span class='fl'>Place a Governor</span> {}</div>", join(
            (html("<span><b>{}</b> {}</span>", M.NAME[r], odds_words(votes[r])) for r in seeking),
            " · "))
    return out


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
    turn = view.get("active")
    parts = [("Round", html("<b class='toc-turn' data-turn='{}'>{}</b>", view.get("turn", 0),
                            view.get("round", view.get("turn", 0)))),
             ("Player", html("{} {}", seat_tag(view, turn, names), names[turn])
              if turn is not None else "—"),
             ("Emperor", html("{} {}", seat_tag(view, view["emperor"], names), names[view["emperor"]])
              if view.get("emperor") is not None else "none"),
             ("Lasting event", html("<span title='{}'>{}</span>",
                                    (view.get("event_text") or {}).get(view["lasting_event"], ""),
                                    M.words(view["lasting_event"]))
              if view.get("lasting_event") else "none"),
             ("Events left", paint.back(view.get("event_deck_count", 0), "events in the deck")),
             ("Legions left", str(view.get("legions_supply", "")))]
    out = [ended_html(view, names), you_html(view, viewer, t),
           the_map(view, names, t, since_changes(view, viewer), viewer), facts(parts)]
    if view.get("last_round"):
        out.append(html("<p class='last-round'><b>Last round.</b></p>"))
    out.append(dice_html(view, names))
    # The map first (beside the prompt on a desktop, in view while a move is
    # chosen on it), then the cards this step acts on (buy: the supply; taking
    # a card: the Available Pile; otherwise the hand); the other piles, the
    # players and the events after.
    mine = viewer is not None and not t.docked       # (docked: the page draws them, ``hand``)
    hand = html("<div class='toc-hand'><span class='fl'>Your hand</span> {}</div>",
                pile(view, view.get("hand"), t, "empty", size="wide")) if mine else ""
    avail = html("<div class='toc-hand'><span class='fl'>Your Available Pile</span> {}</div>",
                 pile(view, view.get("available"), t, "empty", size="wide")) if mine else ""
    supply = html("<div class='toc-supply'><span class='fl'>Supply (count · your price)</span> {}</div>",
                  pile(view, view.get("supply"), t, "empty", view.get("prices"), size="wide"))
    if step == "buy":
        top, rest = supply, hand + avail
    elif step in ("first_hand", "refill", "pax"):
        top, rest = avail + hand, supply
    else:
        top, rest = hand + avail, supply
    out.append(html("<div class='toc-layout'><section class='toc-cards' aria-label='Cards'>{}</section>"
                    "<aside class='toc-side' aria-label='Players, cards and events'>{}{}{}{}</aside>"
                    "</div>", top, rest, players_html(view, viewer, names, t), events_html(view, t),
                    LEGEND))
    return str(join(out))


LEGEND = html(
    "<details class='toc-legend'><summary>How to read the map</summary><ul>"
    "<li>Regions that share a border are neighbours; Thracia and Asia also, across the "
    "strait (the dashed crossing); Britannia and Gallia only for a Pretender (the dotted "
    "line). Plain land and the grey water belong to no region.</li>"
    "<li>A province's colour and the disc on its label: its governor (the player's colour "
    "and number); N: a neutral governor; hatched: No Place (not in play with this many "
    "players); a purple dashed border: a Pretender's province.</li>"
    "<li>● ○: support (Italia up to 8). Dark discs: Mobs. Stone tiles Am, Ba, Li: "
    "Amphitheater, Basilica, Limes. Q: a player's Quaestor. A green shield M: the Militia "
    "(a dark foot: with a Castra). Capital n: player n's army holds the capital.</li>"
    "<li>An army: a block in its player's colour with the General's number, a white square "
    "a full Legion and a half one a reduced Legion, a triangle a Foederati, a notched mark a "
    "Castra, a house: in the capital, ⚔: fought this turn.</li>"
    "<li>Barbarians: a piece for each tribe (Fr Franks, Al Alamanni, Go Goths, Sa Sassanids, "
    "No Nomads, each its colour and shape) with the count: solid active, pale and dashed "
    "inactive. ★ a barbarian leader in its tribe's colour, ♛ a rival emperor. After a battle "
    "its dice are drawn in the map's corner until your next move (a hit dark red). An orange "
    "outline: where your move may go, with its cost; a yellow mark: what changed there since "
    "your last turn.</li></ul></details>")


def terms(view) -> dict:
    """Each card's and event's name as the log writes it ("Flanking Maneuver",
    "Plague of Cyprian") -> its effect, for the log's tooltips (issue 21, 4)."""
    out = {}
    for kind, key in (("card", "card_text"), ("event", "event_text")):
        for ident, text in (view.get(key) or {}).items():
            if text:
                out[M.words(ident)] = "(" + kind + ") " + text
    return out


def events_html(view, t):
    """The events drawn (the latest first, each with what it does), the lasting
    event, and the leaders and rivals still to come or gone."""
    out = html("")
    texts = view.get("event_text") or {}
    gone = view.get("events_out") or []
    lasting = view.get("lasting_event")
    if lasting:
        out += html("<div class='toc-events'><span class='fl'>Lasting event</span> <b>{}</b> "
                    "<span class='tx'>{}</span></div>", M.words(lasting), texts.get(lasting, ""))
    if gone:
        out += html("<div class='toc-events'><span class='fl'>Events drawn</span>"
                    "<ul class='toc-evlist'>{}</ul></div>", join(
                        html("<li><b>{}</b> <span class='tx'>{}</span></li>", M.words(e),
                             texts.get(e, "")) for e in reversed(gone)))
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
        out += html("<div class='toc-events'><span class='fl'>Leaders and rivals</span> {}</div>",
                    join(left, " "))
    return out


def hand(view, viewer, t) -> str:
    """The viewer's cards, docked by the page at the bottom of the view: his
    hand, then his Available Pile (the pile he takes cards from)."""
    out = html("<span class='dock-part'><span class='fl'>Hand</span> {}</span>",
               pile(view, view.get("hand"), t, "empty", size="wide"))
    if view.get("available"):
        out += html("<span class='dock-part'><span class='fl'>Available Pile</span> {}</span>",
                    pile(view, view.get("available"), t, "empty", size="wide"))
    return str(out)


def panels(view, viewer, names) -> list:
    """Each seat's panel: legacy, provinces, hand, the governors and generals in
    reserve, unspent influence; the Emperor and a Pretender; the seat's colour."""
    out = []
    for ps in view.get("player_state") or []:
        pool = ps.get("pool") or {}
        badges = []
        if view.get("emperor") == ps["seat"]:
            badges.append("Emperor")
        if ps.get("pretender"):
            badges.append("Pretender")
        facts = [("Provinces", str(len(ps.get("provinces") or []))),
                 ("Hand", str(ps.get("hand_count", 0))),
                 ("Governors", str(ps.get("governors_available", 0))),
                 ("Generals", str(ps.get("generals_available", 0)))]
        spare = " ".join(full[0] + str(pool.get(k, 0)) for k, full, _ in SPHERE if pool.get(k))
        if spare:
            facts.append(("Unspent", spare))
        if ps["seat"] == view.get("active"):       # in his turn: the points he buys with (5.3)
            step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
            facts.append(("Points left" if step in BUYING_STEPS else "Points to buy",
                          str(ps.get("political_points" if step in BUYING_STEPS else "points_now", 0))))
        out.append({"score": ps.get("legacy", 0), "unit": "legacy", "colour": ps.get("colour"),
                    "badges": badges, "facts": facts})
    return out
