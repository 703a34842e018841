"""Time of Crisis, drawn as a map with a side panel.

The map (geometry in ``boards.toc_map``): the twelve provinces, four sea zones
and five barbarian homelands as boxes placed like the Mediterranean, with the
adjacency drawn as lines behind them and written as "next to" in each box.
A province shows its governor (colour AND the seat's number, so it reads
without colour), support as pips and a number, the capital's occupant,
armies (General, Legions full ■ / reduced □, Foederati, Castra), the Militia,
barbarians by tribe (active / inactive), leaders and rival emperors, mobs,
improvements, the Quaestor, Seat of Power / Breakaway, a Pretender's border
(dashed) and No Place (hatched).
The side panel: each player (legacy against the end line, Emperor Turns,
piles, played cards, unspent influence), the viewer's own hand and Available
Pile, the supply with the viewer's prices, the events, the last dice.

Clickable (when the viewer's actions target them): regions (the box; its
name is the button), armies, tribes (in their homeland), barbarian leaders,
cards (hand, Available Pile or supply, by the step) and seats.
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
    s = a["o"]
    legs = "".join("■" if x else "□" for x in a.get("leg") or [])
    full = sum(1 for x in a.get("leg") or [] if x)
    reduced = len(a.get("leg") or []) - full
    foed = len(a.get("foed") or [])
    parts = [seat_tag(view, s, names), "<b class='gen'>G</b>"]
    if legs:
        parts.append("<span class='legs'>" + legs + "</span>")
    if foed:
        parts.append("<span class='foed' title='Foederati'>F" + str(foed) + "</span>")
    if a.get("castra"):
        parts.append("<span class='mk' title='Castra'>C</span>")
    if a.get("cap"):
        parts.append("<span class='mk' title='in the capital'>cap</span>")
    if a.get("fought"):
        parts.append("<span class='mk' title='fought this turn'>⚔</span>")
    name = (names[s] + "'s army: General, " + str(full) + " full and " + str(reduced) +
            " reduced Legions" + (", " + str(foed) + " Foederati" if foed else "") +
            (", Castra" if a.get("castra") else "") + (", in the capital" if a.get("cap") else ""))
    return t.item("army", a["id"], "".join(parts), name, cls="toc-army")


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
                             tip="barbarian leader" + (" at home" if where == "home" else "")))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where == "in" and M.RIVAL_PROVINCE.get(r) == region:
            out.append(t.tag("leader", r, "♛ " + M.words(r), cls="toc-leader rival",
                             tip="rival emperor"))
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


def region_html(view, region, names, t) -> str:
    kind = M.kind(region)
    name = M.NAME[region]
    cost = cost_of(t, "region:" + region)
    box = t.box("region", region, name)
    cls = ["toc-region", "k-" + kind]
    inner = []
    head = box.name(esc(name))
    if cost:                   # where an army may go (or what an action here costs)
        cls.append("target")
        head += "<span class='toc-cost'>" + esc(cost) + "</span>"
    if kind == "province":
        p = (view.get("provinces") or {}).get(region) or {}
        gov = p.get("governor")
        if gov is None:
            cls.append("noplace")
            head += "<span class='toc-gov none'>No Place</span>"
        elif gov < 0:
            head += "<span class='toc-gov neutral' title='neutral governor'>N</span>"
        else:
            colour = view["player_state"][gov]["colour"]
            cls.append("g-" + colour)
            head += seat_tag(view, gov, names, "gov")
            if view["player_state"][gov].get("pretender"):
                cls.append("pretender")
        if gov is not None:
            sup = p.get("support", 0)
            inner.append("<span class='toc-sup' title='support " + str(sup) + "'>" +
                         pips(sup, 8 if region == "italia" else 4) + "<b>" + str(sup) + "</b></span>")
        if view.get("emperor") is not None and region == "italia":
            inner.append("<span class='toc-emp'>Emperor: " + seat_tag(view, view["emperor"], names) +
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
            marks.append("<span class='toc-mk seat' title='Seat of Power'>Seat of Power</span>")
        elif p.get("marker") == "break":
            marks.append("<span class='toc-mk break' title='Breakaway'>Breakaway</span>")
        if p.get("militia"):
            marks.append("<span class='toc-mk mil' title='Militia" +
                         (" with Castra" if p.get("militia_castra") else "") + "'>Militia" +
                         (" C" if p.get("militia_castra") else "") + "</span>")
        if marks:
            inner.append("<span class='toc-marks'>" + "".join(marks) + "</span>")
        occupant = [a for a in view.get("armies") or [] if a.get("r") == region and a.get("cap")]
        if occupant:
            inner.append("<span class='toc-cap'>Capital: " +
                         ", ".join(esc(names[a["o"]]) for a in occupant) + "</span>")
        barb = barbarians_html(p, t)
        if barb:
            inner.append("<span class='toc-barbs'>" + barb + "</span>")
    elif kind == "homeland":
        tribe = region[len("homeland_"):]
        act, ina = ((view.get("homelands") or {}).get(tribe) or [0, 0])[:2]
        in_play = tribe in (view.get("tribes") or [])
        if not in_play:
            cls.append("out")
        inner.append(t.tag("tribe", tribe, M.TRIBE_NAME[tribe], cls="toc-tribe b-" + tribe,
                           tip=str(act) + " active, " + str(ina) + " inactive at home") +
                     (" <span class='toc-home'>" + str(act) + " active · " + str(ina) +
                      " inactive</span>" if in_play else " <span class='muted'>not in play</span>"))
    lead = leaders_in(view, region, t)
    if lead:
        inner.append("<span class='toc-leaders'>" + lead + "</span>")
    armies = [a for a in view.get("armies") or [] if a.get("r") == region]
    if armies:
        inner.append("<span class='toc-armies'>" +
                     "".join(army_html(view, a, names, t) for a in armies) + "</span>")
    inner.append("<span class='toc-adj'>next to " +
                 esc(", ".join(M.NAME[r] for r in M.ADJ[region])) + "</span>")
    return ("<div class='" + " ".join(cls) + "' style='" + M.grid_style(region) + "'" +
            box.attrs + "><div class='toc-rhead'>" + head + "</div>" + "".join(inner) + "</div>")


def the_map(view, names, t) -> str:
    regions = [r for r in M.PLACE]
    # provinces first, so a clickable barbarian leader or army is drawn where it stands
    return ("<section class='toc-map' aria-label='The map'>" + M.lines_svg() +
            "".join(region_html(view, r, names, t) for r in regions) + "</section>")


def card_of(view, cid, t, count=None, price=None, kind_note="", size="mini"):
    colour, value = (view.get("card_values") or {}).get(cid, ["", ""])
    small = ""
    if count is not None:
        small += "×" + str(count)
    if price is not None:
        small += (" · " if small else "") + "cost " + str(price)
    name = M.words(cid)
    return paint.card(t, {"id": cid, "name": name}, type="toc-" + (colour or "card"),
                      value=value, name=name if value != 1 else colour[:1].upper() + colour[1:],
                      small=esc(small), size=size, tip=kind_note)


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
                ("Governors", str(ps.get("governors_available", 0))),
                ("Generals", str(ps.get("generals_available", 0)))]
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
             ("Lasting event", esc(M.words(view["lasting_event"])) if view.get("lasting_event")
              else "none"),
             ("Events left", paint.back(view.get("event_deck_count", 0), "events in the deck")),
             ("Legions left", str(view.get("legions_supply", "")))]
    out = [facts(parts)]
    if view.get("last_round"):
        out.append("<p class='last-round'><b>Last round.</b></p>")
    out.append(dice_html(view, names))
    # The cards this step acts on (buy: the supply; taking a card: the
    # Available Pile; otherwise the hand) come before the map: where the map
    # takes the table's width (below 110rem, e.g. a 1280 px laptop) they are
    # then above the fold; wider, the stylesheet puts them at the top of the
    # side column.  The other piles go to the side column.
    hand = ("<div class='toc-hand'><span class='fl'>Your hand</span> " +
            pile(view, view.get("hand"), t, "empty") + "</div>") if viewer is not None else ""
    avail = ("<div class='toc-hand'><span class='fl'>Your Available Pile</span> " +
             pile(view, view.get("available"), t, "empty") + "</div>") if viewer is not None else ""
    supply = ("<div class='toc-supply'><span class='fl'>Supply (count · your price)</span> " +
              pile(view, view.get("supply"), t, "empty", view.get("prices"), size="") + "</div>")
    if step == "buy":
        top, rest = supply, hand + avail
    elif step in ("first_hand", "refill", "pax"):
        top, rest = avail + hand, supply
    else:
        top, rest = hand + avail, supply
    out.append("<div class='toc-layout'><section class='toc-cards' aria-label='Cards'>" +
               top + "</section>" + the_map(view, names, t) +
               "<aside class='toc-side' aria-label='Players, cards and events'>" + rest +
               players_html(view, viewer, names, t) + events_html(view, t) + LEGEND +
               "</aside></div>")
    return "".join(out)


LEGEND = (
    "<details class='toc-legend'><summary>How to read the map</summary><ul>"
    "<li>A province's border and number: its governor (1 green circle, 2 blue square, "
    "3 yellow diamond, 4 red square corner); N: a neutral governor; hatched: No Place "
    "(not in play with this many players); dashed border: a Pretender's province.</li>"
    "<li>● ○: support (Italia up to 8). Mob n: mobs. Am, Ba, Li: Amphitheater, Basilica, "
    "Limes. Qn: player n's Quaestor. Militia (C: with a Castra).</li>"
    "<li>An army: its player, G the General, ■ a full and □ a reduced Legion, Fn "
    "Foederati, C a Castra, cap: in the capital, ⚔: fought this turn.</li>"
    "<li>Barbarians by tribe: active, +inactive. ★ a barbarian leader, ♛ a rival "
    "emperor. Lines: land borders (solid), by sea (dashed), from a homeland (dotted), "
    "Gallia and Britannia for a Pretender (dotted purple).</li></ul></details>")


def events_html(view, t) -> str:
    out = ""
    gone = view.get("events_out") or []
    if gone:
        out += ("<div class='toc-events'><span class='fl'>Events drawn</span> " +
                esc(", ".join(M.words(e) for e in gone)) + "</div>")
    left = []
    for l, where in sorted((view.get("leaders") or {}).items()):
        if where not in (None, "home", "out") and where not in M.PLACE:
            left.append(t.tag("leader", l, M.words(l), cls="toc-leader"))
        elif where is None or where == "out":
            left.append(t.tag("leader", l, M.words(l) + (" (gone)" if where == "out" else " (to come)"),
                              cls="toc-leader off"))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where != "in":
            left.append(t.tag("leader", r, M.words(r) + (" (gone)" if where == "out" else " (to come)"),
                              cls="toc-leader rival off"))
    if left:
        out += "<div class='toc-events'><span class='fl'>Leaders and rivals</span> " + " ".join(left) + "</div>"
    return out
