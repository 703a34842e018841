"""Roman Empire heuristics: a rule-based policy and a position evaluation.

The policy reads only what ``seat`` may see: its own hand, the factions, the
crises, the effects and the open victory piles (ruling E10).  Interface:
``ai/generic.py``.

Its judgement, in short:
- a crisis: help when my card finishes it, when I am Emperor, or when a
  failure would bring the Empire close to collapse; otherwise help if the
  players still to answer can plausibly finish it;
- the turn's option: bring a leader down when one card does it (the one
  closest to falling first); protect my own leaders (Hero, Diplomacy);
  discard the cards I can never use; with a full hand let the least useful
  card go (if every hand stays full nobody draws and the game never ends).
"""
import math

from ..games.roman_empire import data as D
from ..games.roman_empire.rules import RomanEmpire, lbg

CARDS = D.CARDS
G = RomanEmpire()
epsilon = 0.1          # share of random moves in rollouts
SCALE = 6.0            # points difference that is "clearly ahead"


def _val(c):
    return CARDS[c].get("value", 0)


def _usable(st, seat, c):
    """Could ``seat`` ever use this card as things stand?"""
    card = CARDS[c]
    if card["kind"] == "action":
        return G.has_bg(st, seat, card["bg"])
    eff = card.get("effect")
    if eff == "diplomacy":
        return G.emperor_seat(st) == seat
    if eff == "leadership":
        return G.has_bg(st, seat, "praetorian")
    return True


def policy(st, seat, actions, rng):
    top = st["stack"][-1]
    kind = top["k"] if top["k"] != "turn" else "turn_" + top["step"]
    pick = _PICK.get(kind)
    return pick(st, seat, actions) if pick else actions[0]


def _best(actions, score):
    return max(actions, key=score)


def _respond(st, seat, actions):
    top = st["stack"][-1]
    value = _val(top["card"])
    total = sum(_val(c) for _, c in top["played"])
    need = value - total
    cards = [a for a in actions if a["type"] == "respond"]
    decline = {"type": "decline"}
    if not cards:
        return decline
    finishing = [a for a in cards if _val(a["card"]) >= need]
    if finishing:      # the smallest card that finishes it: points for me, none wasted
        return min(finishing, key=lambda a: _val(a["card"]))
    ongoing = sum(_val(c) for c in st["ongoing"])
    emperor = G.emperor_seat(st)
    danger = ongoing + value >= D.COLLAPSE_AT
    after = top["queue"][1:]
    if seat == emperor or danger:
        return max(cards, key=lambda a: _val(a["card"]))
    # Will the others still to answer likely cover the rest?  (~2 per player)
    big = max(cards, key=lambda a: _val(a["card"]))
    if need - _val(big["card"]) <= 2 * len(after):
        return big
    return decline


def _must(st, seat, actions):
    # New leaders first (more backgrounds to answer crises with), crises last.
    order = {"at_once": 0, "crisis": 1}

    def score(a):
        card = CARDS[a["card"]]
        return (-order[card["kind"]], card.get("effect") == "new_leader")
    return _best(actions, score)


def _leader_threat(st, l):
    """How close a leader is to falling: strength left after his challenges."""
    return G.effective(st, l) - sum(_val(c) for c in st["challenges"][l])


def _option(st, seat, actions):
    me_emperor = G.emperor_seat(st) == seat
    best, best_score = {"type": "end"}, 0.0
    lead = max(G.points(st, s) for s in range(st["n"]))
    for a in actions:
        t, score = a["type"], 0.0
        if t == "challenge":
            l = a["leader"]
            ch = st["challenges"][l]
            left = _leader_threat(st, l) - _val(a["card"])
            if ch and left <= 0:
                score = 6.0 + (5.0 if st["emperor"] == l else 0.0) - _val(a["card"]) * 0.3
            elif st["emperor"] == l and not me_emperor and left <= 3:
                score = 1.5 - _val(a["card"]) * 0.2
        elif t == "play":
            eff = CARDS[a["card"]].get("effect")
            if eff == "hero":
                l = a["leader"]
                mine = l in st["faction"][seat]
                if mine:
                    score = 2.0 + (3.0 if st["challenges"][l] else 0.0) + (1.0 if st["emperor"] == l else 0.0)
            elif eff == "diplomacy":
                if a["target"] == seat:
                    score = 1.0 + sum(len(st["challenges"][l]) for l in st["faction"][seat])
            elif eff == "citizens":
                t_seat = a["target"]
                weak = sum(1 for l in st["faction"][t_seat]
                           if len(st["challenges"][l]) >= 2
                           and _leader_threat(st, l) <= CARDS[a["card"]]["amount"])
                score = 4.0 * weak + (0.5 if G.points(st, t_seat) == lead else 0.0)
            elif eff == "leadership":
                mine = sum(1 for l in st["faction"][seat] if lbg(l) == "patrician")
                theirs = sum(1 for s in range(st["n"]) if s != seat
                             for l in st["faction"][s] if lbg(l) == "patrician")
                score = 0.6 * theirs - 1.2 * mine
            elif eff == "tour":
                threatened = sum(1 for l in st["faction"][seat] if st["challenges"][l])
                score = 1.5 * threatened
        elif t == "discard":
            score = 0.5 if not _usable(st, seat, a["card"]) else -1.0
        if score > best_score:
            best, best_score = a, score
    if best["type"] == "end" and len(st["hands"][seat]) >= D.HAND_SIZE:
        # Keep the deck moving (nobody draws while every hand is full): let the
        # least useful card go rather than pass.
        discards = [a for a in actions if a["type"] == "discard"]
        best = min(discards, key=lambda a: (_usable(st, seat, a["card"]),
                                            CARDS[a["card"]]["kind"] == "action",
                                            _val(a["card"])))
    return best


def _place(st, seat, actions):
    return _best(actions, lambda a: G.strength(st, a["leader"]))


def _save(st, seat, actions):
    return {"type": "diplomacy_save"}


def _sicken(st, seat, actions):
    # Spare the Emperor if possible.
    return _best(actions, lambda a: st["emperor"] != a["leader"])


_PICK = {"respond": _respond, "turn_must": _must, "turn_option": _option,
         "place": _place, "save": _save, "sicken": _sicken}


def horizon(st):
    """A rollout runs for about one round of turns (or to the end)."""
    start = st["turns"]
    return lambda s: s["turns"] >= start + s["n"]


def potential(st, s):
    hand = sum(_val(c) * 0.5 for c in st["hands"][s]
               if CARDS[c]["kind"] == "action" and _usable(st, s, c))
    return G.points(st, s) + hand + 0.3 * len(st["faction"][s])


def evaluate(game, st, players):
    if st["over"]:
        winners = st["winners"]
        if not winners:          # the Empire collapsed: everybody lost
            return [0.0] * players
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    vs = [potential(st, s) for s in range(players)]
    danger = sum(_val(c) for c in st["ongoing"]) / D.COLLAPSE_AT
    out = []
    for s in range(players):
        rival = max(vs[j] for j in range(players) if j != s)
        out.append((1.0 - 0.5 * danger ** 3) / (1.0 + math.exp(-(vs[s] - rival) / SCALE)))
    return out
