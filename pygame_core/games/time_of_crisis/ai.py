"""Time of Crisis: the rule-based policy of the kernel AI (pygame_core/ai).

Heuristics a good player would recognise (defend your provinces and Italia
as Emperor, take provinces, build the deck early, spend late only on cards
that act, a Pretender when it pays): one rule of thumb per step (``POLICIES``), reading only what
the seat may see (its hand and the open table).  Interface: ``policy(st,
seat, actions, rng)``, ``evaluate(game, st, players)``, ``horizon(st)``,
``epsilon``, ``conceal(st, seat)``.
"""
from ...kernel import copy_state
from . import data as D
from . import rules as R

epsilon = 0.2
MAX_ROLLOUT = 80        # about one player's turn: a whole game is ~1,100 decisions


def _first_of(actions, verbs):
    for v in verbs:
        for a in actions:
            if a["type"] == v:
                return a
    return None


def _random(st, seat, actions, rng):
    return actions[rng.below(len(actions))]


def _threats(st, seat):
    """Provinces a good player defends first: his own with barbarians or
    rivals' armies in them, Italia above all while he is Emperor (ToC 7)."""
    mine = [p for p, v in st["prov"].items() if v["gov"] == seat]
    emp = R.emperor(st) == seat
    out = []
    for p in mine + (["italia"] if emp and "italia" not in mine else []):
        barb = sum(v[0] for v in st["barb"].get(p, {}).values())
        foes = sum(1 for a in st["armies"] if a["r"] == p and a["o"] != seat)
        if barb or foes:
            out.append((-(barb + 2 * foes) - (5 if p == "italia" else 0), p))
    return [p for _, p in sorted(out)]


def _late(st):
    """Late in the game: someone has three quarters of the legacy to end it."""
    end_at = D.LEGACY_END_SHORT if st["short"] else D.LEGACY_END
    return max(pl["legacy"] for pl in st["pl"]) * 4 >= end_at * 3


def actions_step(st, seat, actions, rng):
    """Defend first (battle where the threats are), then take and hold
    provinces (Place a Governor, raise support), then armies, buildings;
    a Pretender when it pays: two or more provinces held and late enough."""
    do = {a["act"]: a for a in actions if a["type"] == "do"}
    ev = {a["card"]: a for a in actions if a["type"] == "event"}
    if _threats(st, seat):
        for act in ("battle", "move", "militia"):
            if act in do:
                return do[act]
    if "pretender" in ev and len(R.governed(st, seat)) >= 2 and (
            _late(st) or R.emperor(st) not in (None, seat)):
        return ev["pretender"]
    pref = ("place_governor", "support", "recruit_governor", "create_army", "build",
            "add_legion", "games", "recruit_general", "militia")
    for act in pref:
        if act in do:
            return do[act]
    for c in ("quaestor", "tribute", "castra", "foederati", "mob", "praetorian_guard"):
        if c in ev:
            return ev[c]
    play = [a for a in actions if a["type"] == "play"]
    if play:
        # the colour the next wanted action needs: Senate early (provinces),
        # Military when threatened, else the highest value
        want = "red" if _threats(st, seat) else ("blue" if len(R.governed(st, seat)) < 3 else None)
        return max(play, key=lambda a: (D.CARDS[a["card"]][0] == want, D.CARDS[a["card"]][1],
                                        -D.CARD_IDS.index(a["card"])))
    return _first_of(actions, ("end",)) or actions[0]


def target_step(st, seat, actions, rng):
    picks = [a for a in actions if a["type"] == "pick"]
    if not picks:
        return actions[0]
    if "dice" in picks[0]:
        return max(picks, key=lambda a: a["dice"])
    threats = _threats(st, seat)
    act = st["stack"][-1].get("act")
    if "region" in picks[0] and all("region" in a for a in picks):
        if act in ("move", "battle", "militia") and threats:
            for p in threats:
                for a in picks:
                    if a["region"] == p:
                        return a
        if len(picks[0]) == 2:
            # Italia when it is open to us, else the cheapest votes
            return min(picks, key=lambda a: (a["region"] != "italia" or act != "place_governor",
                                             st["prov"].get(a["region"], {}).get("sup", 9),
                                             a["region"]))
    if "cost" in picks[0]:
        return max(picks, key=lambda a: a["cost"])
    return picks[0]


def buy_step(st, seat, actions, rng):
    """Build the deck early (the strongest card we can pay); late, only a
    value-3 or -4 card that acts at once, never the influence we cannot use."""
    buys = [a for a in actions if a["type"] == "buy"]
    if buys:
        best = max(buys, key=lambda a: (D.CARDS[a["card"]][1], a["card"]))
        if not _late(st) or D.CARDS[best["card"]][1] >= 3:
            return best
    return _first_of(actions, ("done",)) or actions[-1]


def take_step(st, seat, actions, rng):
    """Into the hand: Military when our provinces are threatened, else the
    highest value."""
    red = bool(_threats(st, seat))
    return max(actions, key=lambda a: (red and D.CARDS[a["card"]][0] == "red",
                                       D.CARDS[a["card"]][1], a["card"]))


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
    """A finished game: its winners.  Else each seat's legacy plus what its
    position promises (its provinces' political points, the throne), scaled
    against the best seat; a cut-off rollout never scores a win."""
    if game.is_over(st):
        w = st["winners"]
        return [(1.0 / len(w) if s in w else 0.0) for s in range(players)]
    emp = R.emperor(st)
    worth = [st["pl"][s]["legacy"] + R.political_points(st, s) + (4 if emp == s else 0)
             for s in range(players)]
    top = max(worth) or 1
    return [0.5 * (x / top) for x in worth]


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
