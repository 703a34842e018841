"""Roman History read by ear (issue 46): the table as short sentences, for one
seat, from his view (game.view: everything is public but the undrawn deck's
order, 3.6), answering each of the kernel's QUERIES (kernel/game.py).

The words are the table's own: the ages and phases (data.AGES, data.PHASES),
each pile's name and price (data.PILE_HEAD), each card by its name and type
(data.TYPE_NAME) with what it does or gives its owner (data.EFFECTS,
data.OWNED, as the view carries them in "effects").
"""
from ...kernel.speech import answering, plural, who
from . import data as D

TOKENS = (("gold", "Gold"), ("ambition", "Ambition"), ("fate", "Fate"), ("faction", "Faction"))


# ------------------------------------------------------------ words
def _name(v, s):
    return v["names"][s]


def _card(c):
    """A card as the table names it: "Romulus (Origin)", with its marks."""
    marks = [D.TYPE_NAME[c["type"]]]
    if c.get("death"):
        marks.append("a Death card")
    if c.get("destroyed"):
        marks.append("a destroyed city")
    if c.get("markers"):
        marks.append(plural(c["markers"], "marker"))
    if c.get("power"):
        marks.append("in power")
    return f"{c['name']} ({', '.join(marks)})"


def _holdings(p):
    """A player's tokens: "5 Gold, 3 Ambition, 2 Fate, 4 Legions (1 temporary), 2 Faction"."""
    legions = plural(p["legions"], "Legion") + (f" ({p['temp_legions']} temporary)"
                                                if p["temp_legions"] else "")
    tokens = [f"{p[k]} {label}" for k, label in TOKENS]
    return ", ".join(tokens[:3] + [legions, tokens[3]])


def _leaders(p):
    return [c for c in p["collection"] if c["type"] == "leader"]


# ------------------------------------------------------------ the queries
def where(game, st, seat, v):
    out = [f"Age {v['age']} of {D.LAST_AGE}, {v['age_name']}: "
           f"{plural(v['deck_count'], 'card')} left in its deck."]
    if game.is_over(st):
        won = [who(v["names"], w, seat) for w in v["winners"]]
        out.append("The game is over: " + " and ".join(won)
                   + (" wins." if len(won) == 1 and won != ["you"] else " win."))
    else:
        phase = (f", phase {v['phase']} of {len(D.PHASES)}: {v['phase_name']}"
                 if v["phase"] else "")
        out.append(f"{_name(v, v['active'])}'s turn{phase}.")
        if v["actor"] == seat:
            out.append("You are to move.")
        elif v["actor"] is not None:
            out.append(f"Waiting for {_name(v, v['actor'])}.")
    if seat is not None:
        p = v["players_info"][seat]
        out.append(f"You are {_name(v, seat)}: {p['vp']} VP; {_holdings(p)}.")
        if p["in_power"]:
            out.append(f"You hold power as {v['power_title']}.")
    scores = game.result(st)["scores"]          # at the end, the final count
    out.append("VP: " + ", ".join(f"{_name(v, p['seat'])} {scores[p['seat']]}"
                                  for p in v["players_info"]) + ".")
    return out


def hand(game, st, seat, v):
    if seat is None:
        return ["A spectator holds no hand."]
    p = v["players_info"][seat]
    names = [c["name"] for c in p["hand"]]
    out = [f"Your Battle cards: {', '.join(names)}." if names else "You hold no Battle card."]
    if names:                   # a card does what its type does (data.EFFECTS)
        out.append(("Each: " if len(names) > 1 else "It: ") + v["effects"]["battle"][1])
    out.append(f"Your collection: {plural(len(p['collection']), 'card')}.")
    for c in p["collection"]:
        out.append(f"{_card(c)}: {v['effects'][c['type']][2]}")
    return out


def others(game, st, seat, v):
    out = []
    for p in v["players_info"]:
        s = p["seat"]
        if s == seat:
            continue
        c = p["counts"]
        parts = [f"{_name(v, s)}: {p['vp']} VP", _holdings(p)]
        parts.append(f"Conquest {c['conquest']}, Build {c['build']}, Religion {c['religion']}, "
                     f"Culture {c['culture']}, Politics {c['politics']}")
        leaders = _leaders(p)
        if leaders:
            parts.append("Leaders " + ", ".join(_card(x) for x in leaders))
        if p["hand"]:
            parts.append("Battle cards " + ", ".join(x["name"] for x in p["hand"]))
        out.append("; ".join(parts) + ".")
    return out or ["Nobody else is at the table."]


def board(game, st, seat, v):
    out = [f"Age {v['age']} of {D.LAST_AGE}, {v['age_name']}: "
           f"{plural(v['deck_count'], 'card')} left in its deck, "
           f"{plural(len(v['unused_ages']), 'age')} to come, {v['discard_count']} discarded."]
    if v["phase"]:
        nxt = D.PHASES[v["phase"]] if v["phase"] < len(D.PHASES) else None
        out.append(f"The turn: phase {v['phase']} of {len(D.PHASES)}, {v['phase_name']}"
                   + (f"; next {nxt}." if nxt else "."))
    holders = []
    for p in v["players_info"]:
        for c in p["collection"]:
            if c["id"] in v["power"]:
                holders.append(f"{c['name']} ({who(v['names'], p['seat'], seat)})")
    out.append(f"Power tokens: {v['power_tokens']} ({v['power_title']})"
               + ("; the Empire is divided" if v["division"] else "")
               + "; held by " + (", ".join(holders) if holders else "nobody") + ".")
    for pile, label, price in v["pile_heads"]:
        cards = v["available"][pile]
        out.append(f"{label} ({price}): " + (", ".join(_card(c) for c in cards)
                                             if cards else "none") + ".")
    for p in v["players_info"]:
        whose = "Your" if p["seat"] == seat else _name(v, p["seat"]) + "'s"
        out.append(f"{whose} collection: " + (", ".join(_card(c) for c in p["collection"])
                                            if p["collection"] else "empty") + ".")
    if v["rolls"]:
        out.append("Dice this turn: " + "; ".join(
            f"{r['what']} {r['die']}" + (f" (total {r['total']})" if r["total"] != r["die"] else "")
            for r in v["rolls"][-6:]) + ".")
    return out


def threats(game, st, seat, v):
    if seat is None:
        return ["A spectator has nothing to lose."]
    me = v["players_info"][seat]
    out = []
    rivals = [p for p in v["players_info"] if p["seat"] != seat]
    strikes = v["available"]["disaster"]
    if strikes:
        out.append("A rival may strike you with " + ", ".join(
            f"{c['name']} ({v['effects'][c['type']][0]})" for c in strikes) + ".")
    for c in v["available"]["threat"]:
        if c.get("markers"):
            out.append(f"{c['name']} has {plural(c['markers'], 'marker')}: at "
                       f"{D.MARKERS_TO_DISASTER} it brings Disasters on the one who stopped.")
    if _leaders(me):
        deaths = [c["name"] for c in v["available"]["politics"] if c.get("death")]
        if deaths:
            out.append("A Death card waits in Politics: " + ", ".join(deaths)
                       + "; it may bring down your Leader.")
    if me["in_power"]:
        seizers = [f"{_name(v, p['seat'])} ({', '.join(x['name'] for x in _leaders(p))})"
                   for p in rivals if any(x["id"] not in v["power"] for x in _leaders(p))]
        if seizers:
            out.append("You hold power; a Leader may seize it: " + ", ".join(seizers) + ".")
    # the majorities that score (data.OWNED): Religion each turn, Culture at an age end
    taking = {"religion": "Religion cards", "culture": "Culture cards"}
    for kind, words in taking.items():
        best = max(rivals, key=lambda p: p["counts"][kind], default=None)
        if best is not None and best["counts"][kind] > me["counts"][kind]:
            out.append(f"{_name(v, best['seat'])} holds the most {words}: "
                       f"{best['counts'][kind]} to your {me['counts'][kind]}.")
    lead = max(rivals, key=lambda p: p["vp"], default=None)
    if lead is not None and lead["vp"] > me["vp"]:
        out.append(f"{_name(v, lead['seat'])} leads with {lead['vp']} VP to your {me['vp']}.")
    return out or ["Nothing threatens you now."]


# The phases whose rolls the table heads with their odds (the pile's price, the
# type's full words: data.PILE_HEAD, data.EFFECTS).
ROLLED = {"Threat": "threat", "Conquest": "conquest"}


def odds(game, st, seat, v):
    out = []
    seize = v["seize"]
    if seize:
        out.append(f"Seizing power: {seize['leader_name']} against {seize['target_name']}, "
                   f"+{seize['bonus']} from Faction tokens.")
    pile = ROLLED.get(v["phase_name"])
    if pile and v["actor"] is not None and v["available"][pile]:
        label = [head[1] for head in v["pile_heads"] if head[0] == pile][0]
        out.append(f"{label}: " + ", ".join(_card(c) for c in v["available"][pile]) + ". "
                   + v["effects"][pile][1])
    return out or ["No odds are shown now."]


ANSWERS = {"where": where, "hand": hand, "others": others, "board": board,
           "threats": threats, "odds": odds}
answer = answering(ANSWERS)
