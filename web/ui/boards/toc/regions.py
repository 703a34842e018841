"""Time of Crisis's board: the map drawn (its geometry in ``boards.toc.geometry``).
Each region an SVG shape of hexagons, placed as on the Mediterranean,
neighbours sharing a border; on it, in HTML, each region's label box (its
target: the name is the button; the shape answers a click too) with the
governor (colour AND the seat's number), support as pips and a number, mobs,
improvements, the Quaestor, Seat of Power / Breakaway, the Militia, the
capital's occupant, barbarians by tribe (active / inactive), leaders and
rival emperors, what changed there since the viewer's last turn, and where a
move may go, what it costs; beside the box (never inside it) the armies in
their player's colour; in the corner, the dice of the last battle or vote
(the pieces: ``boards.toc.pieces``)."""
from boards.common import Markup, html, join
from boards.toc import geometry as G
from boards.toc.pieces import (IMPROVEMENT, army_html, barbarians_html, battle_html, leaders_in,
                               piece, pips, seat_tag, tribe_pieces)
from boards.toc.words import cost_of, governor_seeking, region_names

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
                "{} {}".format(*G.middle(region)),
                ";".join("{} {}".format(x, y) for x, y in G.spots(region, 10)),
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


def coming_check(view, viewer) -> dict:
    """{province: {"support", "lost"}} the Support Check at the end of the
    viewer's turn would change if his actions ended now (the view's
    "support_check": the engine forecasts it in his turn before the check,
    turn.BEFORE_CHECK; issue 43, defect 10)."""
    return (view.get("support_check") or {}).get("provinces") or {}


def fold(folded) -> Markup:
    """A crowded label's markers (class in-fold) folded into one counter, "+N"
    (issue 43, defect 3): where a phone's map at Fit has no room for them all,
    web/toc-map.js shows it in their stead (the place's data-fold); what they
    are is its tooltip (a long press on a phone) and its spoken name, and the
    map zoomed in shows them again.  Hidden otherwise (app.css).  Who governs,
    the active barbarians and the leaders stay in view."""
    return piece("toc-mk toc-fold", "+" + str(len(folded)), "also here: " + ", ".join(folded))


def region_html(view, region, names, t, changed=None, falls=None) -> tuple:
    """A region's place on the map: (its label box, the SVG classes of its
    shape).  The label box (name, governor, support, markers, barbarians,
    leaders) is the region's target; its armies are drawn beside it, each its
    own target, never inside it (a click on the province is never an army's)."""
    kind = G.kind(region)
    names_of = region_names(view)
    name = names_of[region]
    cost = cost_of(t, "region:" + region)
    abbr = G.SHORT[region]
    box = t.box("region", region, name, shown=abbr)     # a phone shows the short name
    cls = ["toc-region", "k-" + kind]
    shape = ["k-" + kind]
    inner = []
    # its tooltip the move in full words (its spoken name holds the phone's
    # short name too: "Pann: ..." is no tooltip, issue 43 defect 10)
    head = box.name(html("<span class='nm'>{}</span><span class='nm-s' aria-hidden='true'>{}</span>",
                         name, abbr), t.what(box.key, name) if box.key else None)
    if box.key:
        shape.append("target")
    if cost:                   # where an army may go (or what an action here costs)
        cls.append("target")
        # the price on the map, its note ("1 more to land") in the tooltip and the prompt
        head += html("<span class='toc-cost' title='{}'>{}</span>", cost["words"], cost["short"])
    seek = (view.get("governor_votes") or {}).get(region)
    tip = html("")
    if seek and box.key and region in governor_seeking(view, t):
        # the odds in the label's tooltip and beside the prompt (you_html), never
        # widening the label over a neighbour's counters (issue 32, defect 3)
        cls.append("target")
        tip = html(" title='{}'", "Place a Governor in " + name + ": " + seek["words"])
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
        # the markers a crowded label folds into one "+N" (``fold``)
        folded = []

        def mark(cls, inner, words):
            folded.append(words)
            marks.append(piece("toc-mk in-fold " + cls, inner, words))
        mobs = p.get("mobs") or 0
        if mobs:               # a dark disc a Mob (its count on the third and after)
            mark("mob", join(html("<i></i>") for _ in range(min(mobs, 2))) +
                 (html("<b>{}</b>", mobs) if mobs > 2 else ""), str(mobs) + " Mob" + ("s" if mobs > 1 else ""))
        for imp in p.get("improvements") or []:
            short, full = IMPROVEMENT.get(imp, (imp[:2], imp))
            mark("imp i-" + imp, short, full)
        if p.get("quaestor") is not None:
            q = p["quaestor"]
            mark("q c-" + view["player_state"][q]["colour"], "Q", "Quaestor of " + names[q])
        if p.get("marker") == "seat":
            folded.append("Seat of Power")
            marks.append(html("<span class='toc-mk in-fold seat' title='Seat of Power'>Seat</span>"))
        elif p.get("marker") == "break":
            folded.append("Breakaway")
            marks.append(html("<span class='toc-mk in-fold break' title='Breakaway'>Br<span class='nm'>"
                              "eakaway</span></span>"))
        if p.get("militia"):
            castra = bool(p.get("militia_castra"))
            mark("mil" + (" castra" if castra else ""), "M", "Militia" + (" with Castra" if castra else ""))
        at = len(marks)
        occupant = [a for a in view.get("armies") or [] if a["region"] == region and a["in_capital"]]
        if occupant:
            marks.append(html("<span class='toc-mk cap' title='in the capital'>Capital {}</span>",
                              join(seat_tag(view, a["owner"], names) for a in occupant)))
        fall = (falls or {}).get(region)
        if fall:               # the coming Support Check lowers its support, or loses it
            says = ("the Support Check at the end of your turn loses it" if fall["lost"] else
                    "the Support Check at the end of your turn lowers its support to " +
                    str(fall["support"]))
            marks.append(html("<span class='toc-mk fall' role='img' aria-label='{0}' title='{0}'>"
                              "▼{1}</span>", says, " lost" if fall["lost"] else fall["support"]))
        barb = barbarians_html(view, region, p, t)
        if barb:
            marks.append(barb)
        for tribe in sorted(p.get("barbarians") or {}):
            act, ina = (list(p["barbarians"][tribe]) + [0, 0])[:2]
            if act and ina:    # folded, a tribe shows its active stack alone (tribe_pieces)
                folded.append("{} {}: inactive".format(ina, G.TRIBE_NAME.get(tribe, tribe)))
        if folded:
            marks.insert(at, fold(folded))
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
                          t.tag("tribe", tribe, G.TRIBE_NAME[tribe], cls="toc-tribe b-" + tribe,
                                tip=str(act) + " active, " + str(ina) + " inactive at home"),
                          tribe_pieces(tribe, act, ina, "at home") if in_play
                          else html(" <span class='toc-home'>not in play</span>")))
    lead = leaders_in(view, region, t)
    if lead:
        inner.append(html("<span class='toc-leaders'>{}</span>", lead))
    inner.append(html("<span class='toc-adj sr-only'>next to {}</span>",
                      ", ".join(names_of[r] for r in G.ADJ[region])))
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


ANCHOR = {r: G.anchor(r) for r in G.REGIONS}
SPOTS = {r: spots(r) for r in G.REGIONS}
PATH = {r: G.path_d(r) for r in G.REGIONS}


def links_svg():
    """The crossing over the strait and the Pretender's link by sea (dotted)."""
    out = []
    for group, cls in ((G.STRAITS, "strait"), (G.PRETENDER_LINKS, "pret")):
        for a, b in group:
            (x1, y1), (x2, y2) = G.nearest(a, b)
            out.append(html("<line class='{}' x1='{}' y1='{}' x2='{}' y2='{}'></line>", cls,
                            G.fmt(x1), G.fmt(y1), G.fmt(x2), G.fmt(y2)))
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
    falls = coming_check(view, viewer)
    for r in G.REGIONS:
        label, shape, key = region_html(view, r, names, t, changed, falls)
        places.append(label)
        if r == fought:
            shape += " battle"
        hit = html(" data-do='target' data-target='{}'", key) if key else ""
        shapes.append(html("<path class='{}' data-r='{}' d='{}'{}></path>", shape, r, PATH[r], hit))
    return html("<div class='toc-frame'><section class='toc-map' aria-label='The map'>"
                "<div class='toc-places'>{}{}</div><svg class='toc-svg' viewBox='0 0 {} {}' "
                "preserveAspectRatio='none' aria-hidden='true' focusable='false'>{}<rect class='bg' "
                "width='100%' height='100%'></rect>{}{}{}</svg></section></div>", join(places), battle,
                G.fmt(G.WIDTH),
                G.fmt(G.HEIGHT), SVG_DEFS, LAND, join(shapes), LINKS)


SVG_DEFS = html("<defs><pattern id='toc-hatch' width='6' height='6' patternUnits='userSpaceOnUse' "
                "patternTransform='rotate(45)'><rect width='6' height='6' fill='#ddd6c6'></rect>"
                "<line x1='0' y1='0' x2='0' y2='6' stroke='#b9b09c' stroke-width='3'></line>"
                "</pattern></defs>")


def land_svg():
    """The land of no region (Germania, the deserts), drawn plain under the regions."""
    out = []
    for r, row in enumerate(G.MAP):
        for c, ch in enumerate(row):
            if ch == ".":
                x, y = G.centre(c, r)
                out.append("M" + " L".join(G.fmt((x + dx) * G.UX) + " " + G.fmt((y + dy) * G.UY)
                                           for dx, dy in G.CORNERS) + "Z")
    return html("<path class='land' d='{}'></path>", "".join(out))


LAND = land_svg()
