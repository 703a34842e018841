"""Roman History heuristics: a rule-based policy per step and a position evaluation.

Everything on the table is public (spec 3.6); only the order of the undrawn
deck is hidden, so ``conceal`` puts it in one fixed order.  Interface (the
kernel AI, ``pygame_core/ai``): ``policy(st, seat, actions, rng)``,
``evaluate(game, st, players)``, ``horizon(st)``, ``epsilon``, ``conceal``;
``POLICIES`` holds one rule of thumb per step of the flow (rules.py).

Its judgement, in short (what a good player does):
- keep Gold for legion upkeep and raise Legions while Threats wait, more when
  one of them carries two markers;
- fight a Threat only with Legions to spare, unless stopping would put a
  third marker on a Threat (three Disaster rolls on yourself);
- attack Conquests with a Leader or two Legions; press on with a Leader;
- seize power at once when a token is vacant, and by force when the Faction
  tokens on hand make the roll likely (bonus 2+: no roll of 1-2 can fail);
- buy every Religion, Culture and Origin card (cheap VP and majorities),
  Builds while Gold lasts; strike the leader in VP with Disasters and Death.
"""
import math

from ...ai.heuristics import Heuristics, by_step
from . import data as D
from .data import DESTROYED, TYPE
from .rules import count, find, has_leader, owner_of, turn_frame

epsilon = 0.1
SCALE = 12.0           # VP difference that is "clearly ahead"


def _p(st, seat):
    return st["players"][seat]


def leader_in_vp(st, seat):
    """The opponent with the most VP (ties: the lowest seat)."""
    others = [s for s in range(st["n"]) if s != seat]
    return max(others, key=lambda s: (st["players"][s]["vp"], -s))


def want_legions(st):
    threats = st["avail"]["threat"]
    if not threats:
        return 2 if st["avail"]["conquest"] else 1
    worst = max(st["markers"][t] for t in threats)
    return min(7, 2 + len(threats) + (1 if worst >= 2 else 0))


# --- one rule of thumb per step ------------------------------------------------------
def fate(st, seat, actions, rng):
    p = _p(st, seat)
    mine = count(p, "religion")
    others = max(count(q, "religion") for i, q in enumerate(st["players"]) if i != seat)
    if mine - 1 > others or mine + 2 <= others:     # the majority does not hang on it
        return actions[0]
    return {"type": "pass"}


def destiny(st, seat, actions, rng):
    p = _p(st, seat)
    for a in actions:
        if a["type"] == "reveal_extra":
            if a["pay"] == "ambition" and p["ambition"] >= 9:
                return a
            if a["pay"] == "fate" and p["fate"] >= 5:
                return a
    return {"type": "done"}


def disaster(st, seat, actions, rng):
    return max(actions, key=lambda a: (st["players"][a["seat"]]["vp"], -a["seat"]))


def lose_conquest(st, seat, actions, rng):
    return actions[0]


def leader(st, seat, actions, rng):
    return actions[0]


def senate(st, seat, actions, rng):
    return actions[0]


def benefit(st, seat, actions, rng):
    p = _p(st, seat)
    kinds = {a["benefit"]: a for a in actions}
    if st["avail"]["threat"] and p["legions"] < want_legions(st):
        return kinds["temp_legions"]
    if "steal" in kinds:
        return kinds["steal"]
    if p["legions"] < 2:
        return kinds["legion"]
    return kinds["gold"] if p["gold"] < 12 else kinds["ambition"]


def steal(st, seat, actions, rng):
    return max(actions, key=lambda a: (st["players"][a["seat"]]["vp"], -a["seat"]))


def legion(st, seat, actions, rng):
    p = _p(st, seat)
    n = min(want_legions(st) - p["legions"], len(actions) - 1)
    return actions[n - 1] if n > 0 else {"type": "done"}


def fight(st, seat, actions, rng):
    p = _p(st, seat)
    fights = [a for a in actions if a["type"] == "fight"]
    if any(a["type"] == "stop" for a in actions):
        danger = any(st["markers"][t] >= 2 for t in st["avail"]["threat"])
        spare = p["legions"] >= (2 if has_leader(p) else 3)
        if not (spare or (danger and p["legions"] >= 1)):
            return {"type": "stop"}
    # The Threat nearest to its third marker first.
    return max(fights, key=lambda a: st["markers"][a["card"]])


def battle(st, seat, actions, rng):
    return actions[0]


def attack(st, seat, actions, rng):
    p = _p(st, seat)
    targets = [a for a in actions if a["type"] == "attack"]
    if targets and (p["legions"] >= 2 or has_leader(p)):
        return max(targets, key=lambda a: a["card"] in DESTROYED)
    return {"type": "pass"}


def press(st, seat, actions, rng):
    p = _p(st, seat)
    return {"type": "continue"} if has_leader(p) or p["legions"] >= 2 else {"type": "stop"}


def politics(st, seat, actions, rng):
    cards = st["avail"]["politics"]
    deaths = sum(1 for c in cards if c in D.DEATH)
    if deaths:
        theirs = [c for s, q in enumerate(st["players"]) if s != seat
                  for c in q["coll"] if TYPE[c] == "leader"]
        if not theirs and has_leader(_p(st, seat)) and len(cards) < 3:
            return {"type": "pass"}
    if len(cards) >= 2 or _p(st, seat)["fate"] >= 2 or deaths:
        return {"type": "take_politics"}
    return {"type": "pass"}


def death(st, seat, actions, rng):
    def score(a):
        owner = owner_of(st, a["leader"])
        mine = owner == seat
        return (not mine, a["leader"] in st["power"], st["players"][owner]["vp"])
    return max(actions, key=score)


def power(st, seat, actions, rng):
    seizes = [a for a in actions if a["type"] == "seize"]
    if not seizes:
        return {"type": "pass"}
    if seizes[0]["target"] == "vacancy":
        return seizes[0]
    if _p(st, seat)["faction"] >= 2:
        return max(seizes, key=lambda a: st["players"][owner_of(st, a["target"])]["vp"])
    return {"type": "pass"}


def offer(st, seat, actions, rng):
    sf = find(st, "seize")
    target_owner = owner_of(st, sf["target"])
    me = st["players"][seat]["vp"]
    if (st["players"][target_owner]["vp"] > me >= st["players"][sf["seat"]]["vp"]
            and len(actions) > 1):
        return actions[1]
    return actions[0]


def commit(st, seat, actions, rng):
    bonus = find(st, "seize")["bonus"]
    want = max(0, 4 - bonus)            # 4: every roll succeeds
    return actions[min(want, len(actions) - 1)]


def buy(st, seat, actions, rng):
    buys = [a for a in actions if a["type"] == "buy"]
    if not buys:
        return {"type": "done"}
    return max(buys, key=lambda a: TYPE[a["card"]] == "origin")


def build(st, seat, actions, rng):
    p = _p(st, seat)
    if len(actions) > 1 and p["gold"] - 4 >= 0:
        return actions[0]
    return {"type": "done"}


def games(st, seat, actions, rng):
    p = _p(st, seat)
    tf = turn_frame(st)
    if len(actions) > 1 and (tf["games"] < 3 or p["gold"] > D.CAPS["gold"] + 1):
        return actions[0]
    return {"type": "done"}


def corrupt(st, seat, actions, rng):
    return actions[0]


POLICIES = {"fate": fate, "destiny": destiny, "disaster": disaster,
            "lose_conquest": lose_conquest, "leader": leader, "senate": senate,
            "benefit": benefit, "steal": steal, "legion": legion, "fight": fight,
            "battle": battle, "attack": attack, "press": press, "politics": politics,
            "death": death, "power": power, "offer": offer, "commit": commit,
            "build": build, "religion": buy, "culture": buy, "games": games,
            "corrupt": corrupt}


policy = by_step(POLICIES)          # the easy bot: the rule of thumb of the step on top


# --- search support ------------------------------------------------------------------
def conceal(st, seat):
    """The one hidden part, the undrawn deck's order, in a fixed order."""
    from ...kernel import copy_state
    s2 = copy_state(st)
    s2["deck"].sort()
    return s2


def horizon(st):
    """A rollout runs to the end of the turn under way (or of the next one)."""
    start = st["turns"]
    return lambda s: s["turns"] > start


def worth(st, s):
    """VP now plus what the holdings are likely to turn into."""
    p = st["players"][s]
    v = p["vp"] + 0.6 * p["gold"] + 3.0 * p["legions"] + 0.4 * p["ambition"]
    v += 1.2 * p["fate"] + 0.5 * p["faction"] + 0.8 * len(p["hand"])
    for c in p["coll"]:
        t = TYPE[c]
        if t == "leader":
            v += 5.0 + (6.0 if c in st["power"] else 0.0)
        elif t == "conquest":
            v += 2.0
        elif t == "build":
            v += 1.0
        elif t in ("politics", "religion", "culture"):
            v += 1.0
    return v


def evaluate(game, st, players):
    if not st["stack"]:
        winners = st["winners"]
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    vs = [worth(st, s) for s in range(players)]
    out = []
    for s in range(players):
        rival = max(vs[j] for j in range(players) if j != s)
        out.append(1.0 / (1.0 + math.exp(-(vs[s] - rival) / SCALE)))
    return out


HEURISTICS = Heuristics(policies=POLICIES, evaluate=evaluate, horizon=horizon, epsilon=epsilon,
                        conceal=conceal)
