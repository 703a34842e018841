"""Time of Crisis: a minimal rule-based policy for the kernel AI (pygame_core/ai).

The full heuristics are the next issue's; this policy lets the shared AI
play the game: one rule of thumb per step (``POLICIES``), reading only what
the seat may see (its hand and the open table).  Interface: ``policy(st,
seat, actions, rng)``, ``evaluate(game, st, players)``, ``horizon(st)``,
``epsilon``, ``conceal(st, seat)``.
"""
from ...kernel import copy_state
from . import data as D

epsilon = 0.2
MAX_ROLLOUT = 400


def _first_of(actions, verbs):
    for v in verbs:
        for a in actions:
            if a["type"] == v:
                return a
    return None


def _random(st, seat, actions, rng):
    return actions[rng.below(len(actions))]


def actions_step(st, seat, actions, rng):
    """Play a card, then spend: take provinces, raise support, build; end when spent."""
    pref = ("place_governor", "support", "recruit_governor", "create_army", "build",
            "add_legion", "militia", "games", "recruit_general")
    for act in pref:
        for a in actions:
            if a["type"] == "do" and a["act"] == act:
                return a
    for a in actions:
        if a["type"] == "event" and a["card"] in ("quaestor", "tribute", "castra"):
            return a
    play = [a for a in actions if a["type"] == "play"]
    if play:
        return play[rng.below(len(play))]
    return _first_of(actions, ("end",)) or actions[0]


def target_step(st, seat, actions, rng):
    picks = [a for a in actions if a["type"] == "pick"]
    if not picks:
        return actions[0]
    if "dice" in picks[0]:
        return max(picks, key=lambda a: a["dice"])
    if "region" in picks[0] and all("region" in a and len(a) == 2 for a in picks):
        # prefer the lowest support target (cheapest votes), else the first
        return min(picks, key=lambda a: st["prov"].get(a["region"], {}).get("sup", 9))
    return picks[rng.below(len(picks))]


def buy_step(st, seat, actions, rng):
    buys = [a for a in actions if a["type"] == "buy"]
    if buys:
        return max(buys, key=lambda a: (D.CARDS[a["card"]][1], a["card"]))
    return _first_of(actions, ("done",))


def take_step(st, seat, actions, rng):
    return max(actions, key=lambda a: (D.CARDS[a["card"]][1], a["card"]))


POLICIES = {
    "start_province": _random,
    "first_hand": take_step,
    "refill": take_step,
    "pax": take_step,
    "actions": actions_step,
    "target": target_step,
    "occupy": lambda st, seat, actions, rng: _first_of(actions, ("mine", "neutral")),
    "prebattle": lambda st, seat, actions, rng: _first_of(actions, ("castra", "flank", "fight")),
    "flank": lambda st, seat, actions, rng: _first_of(actions, ("reroll",)),
    "hits": lambda st, seat, actions, rng: _first_of(actions, ("remove", "flip")),
    "hit_barbarians": lambda st, seat, actions, rng: actions[0],
    "reward": lambda st, seat, actions, rng: actions[0],
    "advance": lambda st, seat, actions, rng: _first_of(actions, ("advance",)),
    "discard": lambda st, seat, actions, rng: _first_of(actions, ("done",)),
    "buy": buy_step,
    "end_mobs": lambda st, seat, actions, rng: actions[0],
}


def policy(st, seat, actions, rng):
    f = st["stack"][-1]
    return POLICIES[f["p"]](st, seat, actions, rng)


def evaluate(game, st, players):
    if game.is_over(st):
        w = st["winners"]
        return [(1.0 / len(w) if s in w else 0.0) for s in range(players)]
    leg = [st["pl"][s]["legacy"] for s in range(players)]
    top = max(leg) or 1
    return [0.5 * (x / top) for x in leg]


def horizon(st):
    steps = [0]

    def stop(_state):
        steps[0] += 1
        return steps[0] > MAX_ROLLOUT
    return stop


def conceal(st, seat):
    """The other players' hands and Available Piles pooled in one fixed
    arrangement, and the event deck in a fixed order."""
    s2 = copy_state(st)
    for p in range(s2["n"]):
        if p == seat:
            continue
        pl = s2["pl"][p]
        cards = [c for pile in (pl["hand"], pl["avail"]) for c in sorted(pile)
                 for _ in range(pile[c])]
        cards.sort(key=D.CARD_IDS.index)
        k = sum(pl["hand"].values())
        pl["hand"], pl["avail"] = {}, {}
        for i, c in enumerate(cards):
            pile = pl["hand"] if i < k else pl["avail"]
            pile[c] = pile.get(c, 0) + 1
    s2["deck"] = sorted(s2["deck"], key=D.EVENT_IDS.index)
    return s2
