"""Roman Empire by ear (issue 46): the table as short sentences, from what one
seat may see.

``answer(game, st, seat, query)`` answers one of the kernel's QUERIES
(kernel/game.py) for ``seat`` (None: a spectator, who holds no hand).  Every
sentence is read off ``game.view(st, seat)``, the prompt the seat is shown and
the words of its own legal moves, never off another hand.  A card's words are
the table's own: what it does is the view's ``text`` (data.WORDS, the board's
tooltip) and why it can only be discarded its ``unusable`` (rules.unusable).
"""
from ...kernel.speech import answering, lead, listing, plural
from . import data as D
from .data import EFFECT
from .effects import _percent

DICE = 6
SMALLEST = min(c["value"] for c in D.CARDS if c["kind"] == "crisis")
LARGEST = max(c["value"] for c in D.CARDS if c["kind"] == "crisis")


# --- small readers of the view ----------------------------------------------------
def _name(v, s):
    return v["names"][s]


def _cards(cards):
    return ", ".join(c["name"] for c in cards)



def _emperor(v):
    """The Emperor card's leader and seat, or (None, None) while it waits."""
    for f in v["factions"]:
        for l in f["leaders"]:
            if l["emperor"]:
                return l, f["seat"]
    return None, None


def _leader(l):
    """A leader as the board draws him: background, strength (the printed one
    when it differs), the Emperor card, Hero, Sickness, the challenges."""
    strength = f"strength {l['effective']}"
    if l["effective"] != l["printed"]:
        strength += f" (printed {l['printed']})"
    parts = [f"{l['name']}, {l['bg_name']}, {strength}"]
    if l["emperor"]:
        parts.append("Emperor")
    if l["hero"]:
        parts.append(l["hero"]["name"])
    if l["sick"]:
        parts.append("sick" if l["sick_cards"] == 1 else f"sick {l['sick_cards']} times")
    if l["challenges"]:
        parts.append(f"challenged {l['challenge_total']} by {_cards(l['challenges'])}")
    return ", ".join(parts)


def _faction(v, f):
    """A faction's leaders in one sentence, and its won pile in another."""
    who = _name(v, f["seat"])
    out = [f"{who}'s leaders: " + "; ".join(_leader(l) for l in f["leaders"]) + "."
           if f["leaders"] else f"{who} has no leader."]
    won = [_cards(f["victory_cards"])] if f["victory_cards"] else []
    if f["victory_leaders"]:
        won.append("the leaders " + listing(f["victory_leaders"]))
    if won:
        out.append(f"{who} has won: " + "; ".join(won) + ".")
    return out


def _effect(v, e):
    """A lasting effect: whom it weakens, until whose turn (effects.py's log lines)."""
    owner = _name(v, e["owner"])
    if e["kind"] == "bg":
        return (f"{e['card']['name']}: every {D.BG_NAME[e['bg']]} loses {e['amount']} "
                f"until {owner}'s next turn.")
    if e["kind"] == "player":
        return (f"{e['card']['name']}: {_name(v, e['target'])}'s leaders lose {e['amount']} "
                f"until {owner}'s next turn.")
    return f"{owner}'s faction is on Tour of the Provinces until {owner}'s next turn."


def _crisis(v):
    """The crisis being answered: its total against its value, who is asked."""
    c = v["crisis"]
    if not c:
        return []
    need = c["card"]["value"]
    out = [f"{c['card']['name']}, played by {_name(v, c['by'])}: {c['total']} of {need}, "
           f"{need - c['total']} more needed."]
    if c["played"]:
        out.append("Added: " + ", ".join(f"{p['card']['name']} by {_name(v, p['seat'])}"
                                         for p in c["played"]) + ".")
    if c["queue"]:
        out.append("Still to be asked: " + ", ".join(_name(v, s) for s in c["queue"]) + ".")
    after = v["ongoing_total"] + need
    fall = (": the Empire falls, nobody wins" if after >= v["collapse_at"]
            else ", and the Emperor falls" if _emperor(v)[0] else "")
    out.append(f"If it is not dealt with, ongoing crises reach {after} of "
               f"{v['collapse_at']}{fall}.")
    return out


def _sickness(v, f, l, mine=False):
    """A sick leader's dice at his player's turns (E6: data.SICK_RECOVER, SICK_DIES)."""
    who = f"Your {l['name']}" if mine else f"{l['name']} ({_name(v, f['seat'])})"
    turn = "your" if mine else f"{_name(v, f['seat'])}'s"
    return (f"{who} is sick: at {turn} next turn a die, "
            f"{'/'.join(map(str, D.SICK_RECOVER))} he recovers "
            f"({_percent(len(D.SICK_RECOVER) / DICE)}), "
            f"{D.SICK_DIES[0]} to {D.SICK_DIES[-1]} he dies ({_percent(len(D.SICK_DIES) / DICE)}).")


# --- the queries -------------------------------------------------------------------
def where(game, st, seat, v):
    if v["step"] == "over":
        out = ["The Empire has collapsed: nobody wins." if v["collapsed"] else
               "The game is over. Winner: " + listing(_name(v, s) for s in v["winners"])
               + "."]
    else:
        out = [f"{_name(v, v['turn_seat'])}'s turn: {game.step_info(st)['title']}.",
               game.prompt(st, seat)]
        if v["last_turn"]:
            out.append("The last card has been drawn: this is the final turn.")
    if seat is None:
        out.append("You are watching: you hold no hand.")
        return out
    f = v["factions"][seat]
    out.append(f"You are {_name(v, seat)}: {plural(f['points'], 'point')}, "
               f"{plural(len(v['hand']), 'card')} in hand, {plural(len(f['leaders']), 'leader')}.")
    if v["emperor_seat"] == seat:
        out.append(f"You hold the Emperor card: {D.EMPEROR_POINTS} points at the end.")
    if f["tour"]:
        out.append("Your faction is on Tour of the Provinces.")
    return out


def hand(game, st, seat, v):
    if seat is None:
        return ["You are watching: you hold no hand."]
    out = [f"You hold {plural(len(v['hand']), 'card')}."]
    for c in v["hand"]:
        line = f"{c['name']}: {c['text']}"
        if c.get("unusable"):
            line += " Discard only now: " + c["unusable"]
        out.append(line)
    return out


def others(game, st, seat, v):
    out = []
    for f in v["factions"]:
        s = f["seat"]
        if s == seat:
            continue
        line = (f"{_name(v, s)}: {plural(f['points'], 'point')}, "
                f"{plural(f['hand_count'], 'card')} in hand")
        if v["emperor_seat"] == s:
            line += ", holds the Emperor card"
        if f["tour"]:
            line += ", on tour"
        out.append(line + ".")
        out += _faction(v, f)
    return out


def board(game, st, seat, v):
    leader, holder = _emperor(v)
    if leader:
        out = [f"Emperor: {leader['name']} ({_name(v, holder)})."]
    elif v["emperor_seat"] is not None:
        out = [f"{_name(v, v['emperor_seat'])} holds the Emperor card, to place."]
    else:
        out = ["The Emperor card waits."]
    out += _crisis(v)
    ongoing = v["ongoing"]
    out.append(f"Ongoing crises: {v['ongoing_total']} of {v['collapse_at']}"
               + (": " + _cards(ongoing) if ongoing else "") + ".")
    out += [_effect(v, e) for e in v["effects"]]
    for f in v["factions"]:
        out += _faction(v, f)
    out.append(f"Deck: {plural(v['deck_count'], 'card')}. Leaders left: "
               f"{v['leader_deck_count']}. Discards: {v['discard_count']}.")
    return out


def threats(game, st, seat, v):
    if v["step"] == "over":
        return [where(game, st, seat, v)[0]]
    out = []
    c = v["crisis"]
    if c:
        out += [_crisis(v)[0], _crisis(v)[-1]]
    left = v["collapse_at"] - v["ongoing_total"]
    if left > LARGEST:
        which = "no crisis alone brings the Empire down if it is not dealt with."
    else:
        which = ("any crisis" if left <= SMALLEST else f"a crisis of {left} or more") + \
            " not dealt with brings the Empire down."
    out.append(f"Ongoing crises: {v['ongoing_total']} of {v['collapse_at']}; {which}")
    if seat is not None:
        f = v["factions"][seat]
        if v["emperor_seat"] == seat:
            out.append("You hold the Emperor card: a crisis not dealt with makes your "
                       "Emperor fall.")
        for l in f["leaders"]:
            if l["challenges"]:
                out.append(f"Your {l['name']} is challenged {l['challenge_total']} against "
                           f"strength {l['effective']}.")
            if l["sick"]:
                out.append(_sickness(v, f, l, mine=True))
        mine = {l["bg"] for l in f["leaders"]}
        out += [_effect(v, e) for e in v["effects"]
                if (e["kind"] == "bg" and e["bg"] in mine)
                or (e["kind"] == "player" and e["target"] == seat)]
    out.append(lead(v["names"], [f["points"] for f in v["factions"]], seat))
    out.append(f"Deck: {plural(v['deck_count'], 'card')}; the game ends after the turn "
               f"that draws the last." if not v["last_turn"] else "This is the final turn.")
    return out


def odds(game, st, seat, v):
    if v["step"] == "over":
        return ["No odds are shown now: the game is over."]
    out = _crisis(v)
    if seat is not None and seat in game.to_move(st):
        # Leadership Challenged: its button gives the dice's chances (E12).
        out += [game.describe(st, a, seat) + "." for a in game.legal_actions(st, seat)
                if "card" in a and EFFECT[a["card"]] == "leadership" and a["type"] == "play"]
    for f in v["factions"]:
        out += [_sickness(v, f, l, f["seat"] == seat) for l in f["leaders"] if l["sick"]]
    return out or ["No odds are shown now."]


ANSWERS = {"where": where, "hand": hand, "others": others, "board": board,
           "threats": threats, "odds": odds}
answer = answering(ANSWERS)
