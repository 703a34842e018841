"""Time of Crisis's board: the pieces drawn on the map (CSS shapes, app.css
"pieces"), each readable without its colour.  A seat's mark (its colour and
number), support as pips, an army as a block in its player's colour (the
General, its Legions, Foederati, Castra), each tribe's barbarians (active
standing, inactive pale), the barbarian leaders and rival emperors, the
improvements' tiles; and the dice: a die with its pips, and the box the map
draws a battle's or a vote's dice in until the viewer's next move."""
from boards.common import Markup, html, join
from boards.toc import geometry as G
from boards.toc.words import region_names, roll_line, words

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
    fight = (view.get("battle_odds") or {}).get("army:" + str(a["id"]))
    tip = name + (" · against " + fight.get("against", "") + ": " + fight["words"]
                  if fight else "")
    return t.item("army", a["id"], join(parts), name, cls="toc-army c-" + colour, tip=tip)


def tribe_pieces(tribe, act, ina, where="") -> Markup:
    """A tribe's barbarians as its pieces (each tribe its colour and shape, its
    two letters): the active ones standing, the inactive ones pale and dashed,
    each stack with its count; the inactive one beside an active one is
    folded with a crowded label's markers (regions.py ``fold``)."""
    out = []
    for n, state in ((act, "active"), (ina, "inactive")):
        if n:
            out.append(piece("toc-barb b-{} {}{}{}".format(tribe, state[:3], " many" if n > 1 else "",
                                                           " in-fold" if state == "inactive" and act else ""),
                             html("<span class='sh'><span class='tl'>{}</span><b>{}</b></span>",
                                  G.TRIBE_LETTER.get(tribe, tribe), n),
                             "{} {}: {} {}".format(n, G.TRIBE_NAME.get(tribe, tribe), state, where)
                             .strip()))
    return join(out)


def barbarians_html(view, region, p, t):
    """A province's barbarians by tribe; a tribe the viewer may attack here
    (the battle's odds name this province: ``battle_odds``) is the target
    where its counters stand, not only its chip in its far homeland (issue 43,
    defect 4), its odds in its tooltip."""
    out = []
    odds = view.get("battle_odds") or {}
    for tribe in sorted(p.get("barbarians") or {}):
        act, ina = (p["barbarians"][tribe] + [0, 0])[:2]
        drawn = tribe_pieces(tribe, act, ina)
        fight = odds.get("tribe:" + tribe)
        if fight and fight.get("region") == region:
            drawn = t.item("tribe", tribe, drawn, G.TRIBE_NAME.get(tribe, tribe),
                           cls="toc-tribe-here", tip=fight["words"],
                           shows=G.TRIBE_NAME.get(tribe, tribe))
        out.append(drawn)
    return join(out)


def leaders_in(view, region, t):
    out = []
    for l, where in sorted((view.get("leaders") or {}).items()):
        home = G.HOMELAND.get(G.LEADER_TRIBE.get(l, ""), "")
        if where == region or (where == "home" and region == home):
            out.append(t.item("leader", l, html("<span aria-hidden='true'>★</span> "
                                                "<span class='nm'>{}</span>", words(l)),
                              "★ " + words(l),
                              cls="toc-leader b-" + G.LEADER_TRIBE.get(l, ""),
                              tip="barbarian leader" + (" at home" if where == "home" else "") +
                              ": " + (view.get("event_text") or {}).get(l, "")))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where == "in" and G.RIVAL_PROVINCE.get(r) == region:
            out.append(t.item("leader", r, html("<span aria-hidden='true'>♛</span> "
                                                "<span class='nm'>{}</span>", words(r)),
                              "♛ " + words(r), cls="toc-leader rival",
                              tip="rival emperor: " + (view.get("event_text") or {}).get(r, "")))
    return join(out)


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
    """The last roll, in words and dice, under the facts beside the map."""
    d = view.get("dice")
    if not d:
        return ""

    def faces(rolls, cls="", hits=None):
        return join(die_face(x, cls, None if hits is None else bool((hits + [0] * 99)[i]))
                    for i, x in enumerate(rolls or []))
    what = d.get("what")
    name = region_names(view)
    if what == "crisis":
        text = html("Crisis roll {}", faces(d.get("dice")))
    elif what == "invasion":
        text = html("{} invade: black {} white {}",
                    G.TRIBE_NAME.get(d.get("tribe"), d.get("tribe", "")),
                    faces((d.get("dice") or [])[:1], "black"), faces((d.get("dice") or [])[1:], "white"))
    elif what == "event":
        text = html("Event drawn: <b>{}</b>", words(d.get("event", "")))
    elif what == "votes":
        text = html("Votes in {} {} → {} of {} needed", name.get(d.get("region"), ""),
                    faces(d.get("dice")), d.get("votes", ""), d.get("need", ""))
    elif what == "battle":
        hits = d.get("hits") or ["", ""]
        text = html("Battle in {}: attacker {} defender {} → hits {} / {}",
                    name.get(d.get("region"), ""), faces(d.get("attacker"), "", d.get("attacker_hit")),
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
        return G.TRIBE_NAME.get(ident, ident), "b-" + ident
    if kind == "rival":
        return words(ident), "rival"
    return "Militia", "neutral"


def fresh_roll(view, viewer) -> bool:
    """Whether the last roll is a battle's or a vote's the viewer has not moved
    since (its dice stay drawn by the map until his next move; ``viewer``
    None: while it is the last roll)."""
    d = view.get("dice") or {}
    line = roll_line(view, d)
    if not line or d.get("region") not in G.REGIONS:
        return False
    log = view.get("log") or []
    at = [i for i, e in enumerate(log) if (e.get("text") or "").startswith(line) or
          (line[0] == " " and line in (e.get("text") or ""))]
    if not at:
        return False
    return viewer is None or not any(e.get("seat") == viewer for e in log[at[-1] + 1:])


def votes_html(view, d) -> Markup:
    """A vote's dice by the map: each die that gives a vote filled (ToC 6.3.2:
    2 to 5 a vote, 6 a vote and a die more, a 1 none but against a neutral
    governor), the votes won of those needed."""
    rolls = d.get("dice") or []
    marks = [x >= 2 for x in rolls]
    if sum(marks) != d.get("votes", 0):        # against a neutral governor every die is a vote
        marks = [True] * len(rolls)
    won = d.get("votes", 0) >= d.get("need", 0)
    name = region_names(view)[d["region"]]
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
        return votes_html(view, view["dice"])
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
    name = region_names(view)[d["region"]]
    return html("<div class='toc-battle' role='group' aria-label='The dice of the battle in {0}'>"
                "<div class='ttl'><span aria-hidden='true'>⚔</span> Battle in {0}</div>{1}</div>",
                name, join(rows))
