"""Time of Crisis read by ear (issue 46): the table as short sentences, for one
seat, from his view alone (game.view: other hands are counts, nothing hidden
is read), answering each of the kernel's QUERIES (kernel/game.py).

The words are the table's own: regions by data.NAME (the view's
"region_names"), tribes by data.TRIBE_NAME, cards by data.CARD_NAME with
data.CARD_TEXT, events by their names with data.EVENT_TEXT, an army as the log
writes it (table.army_words), the odds as the map and the panel write them
(actions.votes_words and combat.battle_words, carried by the view).
"""
from ...kernel.speech import answering, listing, plural, who
from . import data as D
from .table import army_words

# How near the legacy that brings the last round (ToC 7.1) a rival Emperor must
# be for the threats to name him: our own measure, a round or two of his gains.
NEAR_END = 10
MARKER = {"seat": "a Seat of Power", "break": "a Breakaway province"}   # ToC 6.2.1.3, R-H5


# ------------------------------------------------------------ words
def _name(v, s):
    return v["names"][s]


def _seat(ps):
    """A seat by its name, and its colour where the name does not say it."""
    return ps["name"] + ("" if ps["name"].lower() == ps["colour"] else f" ({ps['colour']})")


def _spheres(pool):
    """Unspent influence: "2 Military, 1 Populace" (data.SPHERE_NAME)."""
    return ", ".join(f"{pool[k]} {D.SPHERE_NAME[k]}" for k in D.SPHERES if pool[k])


def _event(e):
    return D.EVENTS[e]["name"]


def _barbarians(counts):
    """{tribe: [active, inactive]} -> "Goths 2 active, 1 inactive"."""
    out = []
    for t in D.TRIBES:
        act, ina = counts.get(t, [0, 0])
        if act or ina:
            out.append(D.TRIBE_NAME[t] + " " + ", ".join(
                [f"{act} active"] * bool(act) + [f"{ina} inactive"] * bool(ina)))
    return out


def _army(st, a):
    words = army_words(st, a["id"])
    return words + (", with a Castra" if a["castra"] else "") + \
        (", with the Militia" if a["militia"] else "")


def _governor(v, g, seat):
    if g is None:
        return "No Place"
    if g < 0:
        return "a neutral governor"
    return "governed by " + who(v["names"], g, seat)


# ------------------------------------------------------------ the queries
def where(game, st, seat, v):
    out = []
    scores = game.result(st)["scores"] if not st["stack"] else v["scores"]   # with 7.1's bonus
    if not st["stack"]:
        res = game.result(st)
        out.append("The game is over: " + listing(who(v["names"], w, seat) for w in res["winners"])
                   + (" wins." if res["winners"] != [seat] and len(res["winners"]) == 1
                      else " win.") + " " + res.get("ended", ""))
    else:
        step = game.step_info(st)
        last = ", the last round" if v["last_round"] else ""
        out.append(f"{game.turn_words(st)}{last}: {_name(v, v['active'])}'s turn, "
                   f"{step['title']}.")
        moving = game.to_move(st)
        if seat in moving:
            out.append("You are to move.")
        elif moving:
            out.append("Waiting for " + listing(_name(v, s) for s in moving) + ".")
    if seat is not None:
        ps = v["player_state"][seat]
        out.append(f"You are {_seat(ps)}, with {scores[seat]} legacy of "
                   f"{v['legacy_end']}.")
        if v["emperor"] == seat:
            out.append(f"You are the Emperor ({plural(ps['emperor_turns'], 'Emperor turn')}).")
        if ps["pretender"]:
            out.append("You are a Pretender.")
        out.append("Unspent influence: " + (_spheres(ps["pool"]) or "none") + ".")
        if v["active"] == seat and st["stack"]:
            check = v["support_check"]
            points = check["points"] if "points" in check else (
                ps["political_points"] if game.step_info(st)["name"] in ("discard", "buy")
                else ps["points_now"])
            out.append(f"Political points to buy with: {points}.")
        provinces = [v["region_names"][p] for p in ps["provinces"]]
        out.append("You govern " + (listing(provinces) if provinces else "no province") + ".")
        out.append(f"In reserve: {plural(ps['governors_available'], 'Governor')}, "
                   f"{plural(ps['generals_available'], 'General')}.")
    emp = v["emperor"]
    out.append("Emperor: " + (who(v["names"], emp, seat) if emp is not None else "none") + ".")
    out.append("Legacy: " + ", ".join(f"{_name(v, s)} {scores[s]}"
                                      for s in range(v["players"])) + ".")
    return out


def hand(game, st, seat, v):
    if seat is None:
        return ["A spectator holds no hand."]
    cards = v["hand"]
    n = sum(cards.values())
    out = [f"Your hand: {plural(n, 'card')}." if n else "Your hand is empty."]
    for c in D.CARD_IDS:
        if cards.get(c):
            many = f", {cards[c]} of them" if cards[c] > 1 else ""
            out.append(f"{D.CARD_NAME[c]}{many}: {D.CARD_TEXT[c]}")
    ps = v["player_state"][seat]
    if ps["play"]:
        out.append("Played this turn: " + ", ".join(
            D.CARD_NAME[c] + (" as an event" if used else "") for c, used in ps["play"]) + ".")
    left = sum(v["available"].values())
    out.append(f"Your Available Pile: {plural(left, 'card')}; your discard: "
               f"{plural(sum(ps['discard'].values()), 'card')}.")
    return out


def others(game, st, seat, v):
    out = []
    for ps in v["player_state"]:
        s = ps["seat"]
        if s == seat:
            continue
        parts = [f"{_seat(ps)}: {ps['legacy']} legacy"]
        if v["emperor"] == s:
            parts.append("the Emperor")
        if ps["pretender"]:
            parts.append("a Pretender")
        provinces = [v["region_names"][p] for p in ps["provinces"]]
        parts.append("governs " + (listing(provinces) if provinces else "no province"))
        armies = [a for a in v["armies"] if a["owner"] == s]
        parts.append(plural(len(armies), "army", "armies"))
        parts.append(f"{plural(ps['hand_count'], 'card')} in hand")
        if ps["play"]:
            parts.append("played " + ", ".join(D.CARD_NAME[c] for c, _ in ps["play"]))
        if _spheres(ps["pool"]):
            parts.append("unspent " + _spheres(ps["pool"]))
        out.append("; ".join(parts) + ".")
    return out or ["Nobody else is at the table."]


def board(game, st, seat, v):
    names = v["region_names"]
    out = []
    by_region = {}
    for a in v["armies"]:
        by_region.setdefault(a["region"], []).append(a)
    for p in D.PROVINCES:
        pr = v["provinces"][p]
        parts = [_governor(v, pr["governor"], seat)]
        if pr["governor"] is None:
            out.append(f"{names[p]}: No Place.")
            continue
        parts.append(f"support {pr['support']}")
        if pr["mobs"]:
            parts.append(plural(pr["mobs"], "Mob"))
        parts += [i.capitalize() for i in pr["improvements"]]
        if pr["quaestor"] is not None:
            parts.append("a Quaestor of " + who(v["names"], pr["quaestor"], seat))
        if pr["militia"]:
            parts.append("the Militia" + (" with a Castra" if pr["militia_castra"] else ""))
        if pr["marker"]:
            parts.append(MARKER[pr["marker"]])
        parts += _barbarians(pr["barbarians"])
        parts += [_event(l) + ", barbarian leader" for l in D.LEADERS if v["leaders"][l] == p]
        parts += [_event(r) + ", rival emperor" for r in D.RIVALS
                  if v["rivals"][r] == "in" and D.RIVAL_PROVINCE[r] == p]
        parts += [_army(st, a) for a in by_region.get(p, [])]
        out.append(f"{names[p]}: " + "; ".join(parts) + ".")
    for sea in D.SEAS:
        if by_region.get(sea):
            out.append(f"{names[sea]}: " + "; ".join(_army(st, a) for a in by_region[sea]) + ".")
    for t in v["tribes"]:
        h = D.HOMELAND[t]
        act, ina = v["homelands"][t]
        parts = [f"{act} active, {ina} inactive"]
        parts += [_event(l) + ", barbarian leader" for l in D.LEADERS
                  if v["leaders"][l] == "home" and D.LEADER_TRIBE[l] == t]
        parts += [_army(st, a) for a in by_region.get(h, [])]
        out.append(f"{names[h]}: " + "; ".join(parts) + ".")
    emp = v["emperor"]
    out.append("The Emperor: " + (who(v["names"], emp, seat) if emp is not None else "none") + ".")
    if v["lasting_event"]:
        e = v["lasting_event"]
        out.append(f"Lasting event: {_event(e)}. {D.EVENT_TEXT[e]}")
    out.append(f"Events left: {v['event_deck_count']}; Legions left: {v['legions_supply']}.")
    return out


def threats(game, st, seat, v):
    if seat is None:
        return ["A spectator has nothing to lose."]
    names = v["region_names"]
    mine = v["player_state"][seat]["provinces"]
    out = []
    seen = set()
    for p in mine:
        pr = v["provinces"][p]
        for t in _barbarians(pr["barbarians"]):
            out.append(f"In your {names[p]}: {t}.")
        if pr["mobs"]:
            out.append(f"In your {names[p]}: {plural(pr['mobs'], 'Mob')}, support {pr['support']}.")
        for a in v["armies"]:
            if a["owner"] != seat and a["region"] == p:
                out.append(f"In your {names[p]}: {army_words(st, a['id'])}.")
        for r in D.RIVALS:
            if v["rivals"][r] == "in" and D.RIVAL_PROVINCE[r] == p:
                out.append(f"In your {names[p]}: {_event(r)}, rival emperor.")
    for p in mine:
        for q in D.ADJ[p]:
            if q in mine or q in seen:
                continue
            near = []
            if q in v["provinces"]:
                near += _barbarians(v["provinces"][q]["barbarians"])
            elif q in D.TRIBE_OF_HOMELAND and v["homelands"].get(D.TRIBE_OF_HOMELAND[q]):
                act = v["homelands"][D.TRIBE_OF_HOMELAND[q]][0]
                if act:
                    near.append(f"{D.TRIBE_NAME[D.TRIBE_OF_HOMELAND[q]]} {act} active at home")
            near += [army_words(st, a["id"]) for a in v["armies"]
                     if a["owner"] != seat and a["region"] == q]
            if near:
                seen.add(q)
                out.append(f"Next to your {names[p]}, in {names[q]}: " + "; ".join(near) + ".")
    lost = [names[p] for p, c in sorted(v["support_check"].get("provinces", {}).items())
            if c["lost"]]
    if lost:
        out.append("If your actions ended now, the Support Check would take " + listing(lost)
                   + ".")
    emp = v["emperor"]
    if emp is not None and emp != seat and v["legacy_end"] - v["scores"][emp] <= NEAR_END:
        out.append(f"{_name(v, emp)} is the Emperor, with {v['scores'][emp]} of the "
                   f"{v['legacy_end']} legacy that bring the last round.")
    if v["last_round"]:
        out.append("This is the last round.")
    return out or ["Nothing threatens you now."]


def odds(game, st, seat, v):
    names = v["region_names"]
    out = []
    f = st["stack"][-1] if st["stack"] else None
    if (seat is not None and f is not None and f["p"] == "target"
            and f.get("act") == "place_governor" and v["active"] == seat):
        picked = [x["region"] for x in f["sel"] if "region" in x]
        for p in D.PROVINCES:
            if p in v["governor_votes"] and (not picked or p in picked):
                out.append(f"Place a Governor in {names[p]}: {v['governor_votes'][p]['words']}.")
    for _key, o in sorted(v["battle_odds"].items()):
        out.append(f"Battle against {o['against']} in {names[o['region']]}: {o['words']}.")
    check = v["support_check"]
    if "points" in check:
        lost = [names[p] for p, c in sorted(check["provinces"].items()) if c["lost"]]
        fall = [f"{names[p]} to {c['support']}" for p, c in sorted(check["provinces"].items())
                if not c["lost"]]
        out.append(f"The Support Check, if your actions ended now: {check['points']} political "
                   "points to buy with" + ("; support falls in " + listing(fall) if fall else "")
                   + ("; you lose " + listing(lost) if lost else "")
                   + ("" if check["provinces"] else "; it changes no province") + ".")
    return out or ["No odds are shown now."]


ANSWERS = {"where": where, "hand": hand, "others": others, "board": board,
           "threats": threats, "odds": odds}
answer = answering(ANSWERS)
