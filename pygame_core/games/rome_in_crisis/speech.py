"""Rome in Crisis by ear (issue 46): the table as short sentences, from what one
seat may see.

``answer(game, st, seat, query)`` answers one of the kernel's QUERIES
(kernel/game.py) for ``seat`` (None: a spectator, who holds no hand).  Every
sentence is read off ``game.view(st, seat)``, the prompt the seat is shown and
the words of its own legal moves, never off another hand.  The cards' words are
the table's own: a candidate's ability is ``effects.text`` (the line the board
draws under him), an influence card's use ``table.influence_words``.
"""
from ...kernel.speech import answering, lead, listing, plural
from . import data as D
from .data import CANDIDATE_BASE as CB
from .table import influence_words

# The verbs whose buttons say what a crisis or a war would pay (D3, D4:
# rules.outcome_words), read out as the odds.
PREVIEWS = ("address", "resolve", "fight")


# --- small readers of the view ----------------------------------------------------
def _name(v, s):
    return v["names"][s]


def _cards(cards):
    return ", ".join(c["name"] for c in cards)


def _office(v, key):
    return v["offices"][key]["name"] if key else None


def _candidate(v, c):
    """A candidate by the board's card: name and side, whose, office, ratings,
    worth in this election's method, ability, the cards on him."""
    head = f"{c['name']} (side {c['side']}, {_name(v, c['owner'])}'s)"
    if c.get("office"):
        head += ", " + _office(v, c["office"])
    parts = [head, f"Military {c['military']}, SPQR {c['spqr']}, Praetorian {c['praetorian']}"]
    if c.get("worth") is not None:
        parts.append(f"worth {c['worth']} by {v['method_name']}")
    if c.get("ability"):
        parts.append(c["ability"].rstrip("."))
    cards = c.get("cards")
    parts.append("on him: " + _cards(cards) if cards else "no cards on him")
    return "; ".join(parts) + "."


def _now(v):
    """The crisis being addressed (the board's "Now:" line)."""
    s = v["solving"]
    if not s:
        return None
    role = D.OFFICES[s["role"]][0]
    crisis = next((c for c in v["crises"] if c["type"] == s["crisis"]), None)
    against = f" against {crisis['total']}" if crisis else ""
    return (f"Now {_name(v, s['seat'])}'s {role} takes on the {D.TYPE_NAME[s['crisis']]} "
            f"crisis, rank {s['rank'] + 1}: {s['total']}{against}.")


def _election(v):
    """The nominees still standing and their worth, and who has passed."""
    a = v["auction"]
    if v["phase"] not in ("nominate", "bid") or not any(k is not None for k in a["nominee"]):
        return []
    byk = {c["candidate"]: c for c in v["candidates"]}
    out = [f"Election by {v['method_name']}."]
    for s, k in enumerate(a["nominee"]):
        if k is None:
            continue
        if a["active"][s]:
            first = ", leading" if a["leader"] == s else ""
            out.append(f"{byk[k]['name']} ({_name(v, s)}) stands at {byk[k]['worth']}{first}.")
        else:
            out.append(f"{_name(v, s)} has passed with {byk[k]['name']}.")
    return out


# --- the queries -------------------------------------------------------------------
def where(game, st, seat, v):
    if v["phase"] == "over":
        out = ["The game is over.", "Winner: " + listing(_name(v, s) for s in v["winners"])
               + "."]
    else:
        when = f"Turn {v['turn']}" if v["turn"] else "Setup"
        out = [f"{when}: {v['phase_name']}.", game.prompt(st, seat)]
    out.append(f"Method: {v['method_name']}." if v["method"] else "No method chosen yet.")
    out.append(f"Dealer: {_name(v, v['dealer'])}.")
    if seat is None:
        out.append("You are watching: you hold no hand.")
        return out
    mine = [c for c in v["candidates"] if c["owner"] == seat]
    out.append(f"You are {_name(v, seat)}: {plural(v['scores'][seat], 'point')}, "
               f"{plural(v['hands'][seat]['count'], 'card')} in hand.")
    out.append("Your candidates: " + "; ".join(
        c["name"] + (", " + _office(v, c["office"]) if c.get("office") else "") for c in mine)
        + "." if mine else "You have no candidate in play.")
    return out


def hand(game, st, seat, v):
    if seat is None:
        return ["You are watching: you hold no hand."]
    mine = v["hands"][seat]
    out = [f"You hold {plural(mine['count'], 'card')}."]
    # A card no move of this step can use: the step's own refusal says why.
    moves = game.legal_actions(st, seat) if seat in game.to_move(st) else []
    used = {a["card"] for a in moves if "card" in a} | {c for a in moves for c in a.get("cards", ())}
    verb = next((a["type"] for a in moves if a.get("card") in st["hands"][seat]), None)
    for c in mine["cards"]:
        line = f"{c['name']}: {influence_words(c['id'])}"
        if verb and c["id"] not in used and not any(
                u < CB and D.INFLUENCE[u] == D.INFLUENCE[c["id"]] for u in used):
            line += " Not now: " + game.refuse(st, seat, {"type": verb, "card": c["id"]})
        out.append(line)
    if mine.get("commit"):
        out.append(f"Face down for the crises: {mine['commit']['name']}.")
    return out


def others(game, st, seat, v):
    out = []
    for s in range(v["players"]):
        if s == seat:
            continue
        h = v["hands"][s]
        line = f"{_name(v, s)}: {plural(v['scores'][s], 'point')}, " \
               f"{plural(h['count'], 'card')} in hand"
        if h["cards"]:
            line += ", seen drafting " + _cards(h["cards"])
        if h["committed"]:
            line += ", has chosen a crisis card"
        if s == v["dealer"]:
            line += ", the dealer"
        out.append(line + ".")
        mine = [c for c in v["candidates"] if c["owner"] == s]
        out += [_candidate(v, c) for c in mine] or [f"{_name(v, s)} has no candidate in play."]
    return out


def board(game, st, seat, v):
    out = [x for x in [_now(v)] if x]
    if v["offer"]:
        out.append("In the middle: " + _cards(v["offer"]) + ".")
    if v["phase"] == "setup" and v["pool"]:
        out.append("Candidates to draft: " + ", ".join(c["name"] for c in v["pool"]) + ".")
    if v["crises"]:
        out.append("Crises, highest first:")
        out += [f"Rank {c['rank']}: {c['name']}, {c['total']} (letter {c['letter']}): "
                f"{_cards(c['cards'])}." for c in v["crises"]]
    else:
        out.append("No crisis.")
    if v["loose_gold"]:
        out.append("Loose Gold: " + _cards(v["loose_gold"]) + ".")
    for key in [o for o in D.OFFICES if o in v["offices"]]:
        o = v["offices"][key]
        holder = (f"{o['holder_name']} ({_name(v, st['owner'][o['holder']])})"
                  if o["holder"] is not None else "vacant")
        out.append(f"{o['name']}: {holder}.")
    out += [_candidate(v, c) for c in v["candidates"]]
    top = f", the top one {v['discard_top']['name']}" if v["discard_top"] else ""
    out.append(f"Deck: {plural(v['deck_count'], 'card')}. "
               f"Discards: {v['discard_count']}{top}.")
    out.append(f"Emperors gone for good: {v['removals']} of 2.")
    if v["removed"]:
        out.append("Out of the game: " + ", ".join(v["removed"]) + ".")
    return out


def threats(game, st, seat, v):
    if v["phase"] == "over":
        return ["The game is over."]
    out = []
    # End: the second Emperor to die on his B side ends the game (D5).
    emp = v["offices"]["emperor"]["holder"]
    if emp is not None and st["side"][emp] == "B":
        ends = "ends the game" if v["removals"] == 1 else "takes him out of the game"
        out.append(f"Emperor {v['offices']['emperor']['holder_name']} is on his B side: "
                   f"his death at the end of this turn {ends}.")
    out.append(f"Emperors gone for good: {v['removals']} of 2; the second ends the game.")
    # A rival's Emperor scores for a crisis this turn (D3): the top one's share.
    emp_seat = st["owner"][emp] if emp is not None else None
    if emp_seat is not None and emp_seat != seat and v["crises"] and v["phase"] in (
            "legatus_pick", "recall", "assign", "receive", "mount", "seize", "address"):
        top = v["crises"][0]
        out.append(f"{_name(v, emp_seat)}'s Emperor may clear the {top['name']} crisis, "
                   f"{top['total']}, for {D.EMPEROR_POINTS[0]} points.")
    # The election: a rival's nominee at or above mine (B).
    a = v["auction"]
    if seat is not None and a["active"][seat] and v["phase"] == "bid":
        byk = {c["candidate"]: c for c in v["candidates"]}
        mine = byk[a["nominee"][seat]]
        for s, k in enumerate(a["nominee"]):
            if s != seat and k is not None and a["active"][s] and byk[k]["worth"] >= mine["worth"]:
                out.append(f"{_name(v, s)}'s {byk[k]['name']} stands at {byk[k]['worth']}, "
                           f"against your {mine['name']} at {mine['worth']}.")
    out.append(lead(v["names"], v["scores"], seat))
    return out


def odds(game, st, seat, v):
    out = _election(v)
    now = _now(v)
    if now:
        out.append(now)
    if seat is not None and seat in game.to_move(st):
        out += [game.describe(st, a, seat) + "." for a in game.legal_actions(st, seat)
                if a["type"] in PREVIEWS]
    return out or ["No odds are shown now."]


ANSWERS = {"where": where, "hand": hand, "others": others, "board": board,
           "threats": threats, "odds": odds}
answer = answering(ANSWERS)
