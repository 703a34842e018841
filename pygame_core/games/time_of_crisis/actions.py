"""Time of Crisis: the fourteen actions of Take Actions (ToC 6.3), one entry each.

An entry (``Act``) holds all there is to one action:

- ``words``: its name (the "do" button, the target prompt, each pick's label);
- ``price``: the influence it spends (``sphere``: m Military, s Senate,
  p Populace), how much (``amount(st, sel)``, from ``data.COSTS`` where the
  rulebook fixes it) and which of its parts settles it (``at``): that pick's
  label says "(costs 1 Military)" and its prompt entry carries it as
  ``{"sphere", "amount"}`` for the map's badge (take_actions ``price``).  What
  pays it (``funds``): the pool of its sphere, and for Military the part of it
  not kept to bring armies at sea back to land (ruling T1), except for a move,
  which the whole pool pays (``whole_pool``);
- ``targets(st, s, sel, gov)``: the choices for its next part after the parts
  ``sel`` (each a dict naming a region, an army, a counter's cost...), None
  once complete; the price is checked once, from ``price``, by
  take_actions.options: a choice it cannot pay for is never offered, and no
  targets function checks a cost;
- ``perform(st, s, sel, log)``: what it does once ``take_actions.perform`` has paid
  its price (``flows``: it moves the flow on itself, as a battle does);
- for the AI: ``defend`` (its rank in answering a threat to one's provinces,
  whose target is then a threatened province) and ``rank`` (its rank
  otherwise); 0 for neither.

The Take Actions steps (take_actions.py), the AI and the board read this
table; none lists the actions.  The influence-card events acted on in the
same step are effects.py's ``CARDS``.
"""
from dataclasses import dataclass
from typing import Callable, Optional

from ...kernel import goto, say
from . import data as D
from .data import NAME, PROVINCES
from .table import (CARDS, HOMES, NEUTRAL, SEA, active_barbarians, armies_of, army, at_sea,
                    build_cost, capital_army, card_events, change_governor, die, emperor,
                    free_event, governed, improvements_of, italia_add, legions_in_play,
                    lose_governor_elsewhere, may_move_to, military, militia_in_play, my_units,
                    new_army, recompute_italia, scratch, tribe_in, unit_count, unit_fought,
                    unit_region, units_in_capital, use_event)


@dataclass(frozen=True)
class Price:
    sphere: str
    amount: Callable            # (st, sel) -> int, ``sel`` the parts up to the priced one
    at: int = 0                 # the part whose pick settles the price
    shown: bool = True          # its label says it (False: the part's words name it)
    note: Optional[Callable] = None     # (st, sel) -> words after the price, or ""
    whole_pool: bool = False    # ruling T1: paid from the whole pool, Military kept for
                                # armies at sea included (a move)

    def funds(self, st, s):
        """What seat ``s`` may spend on this price now."""
        if self.sphere == "m" and not self.whole_pool:
            return military(st, s)
        return st["pl"][s]["pool"][self.sphere]


@dataclass(frozen=True)
class Act:
    words: str
    price: Price
    targets: Callable
    perform: Callable
    flows: bool = False
    defend: int = 0
    rank: int = 0

    @property
    def sphere(self):
        return self.price.sphere


def fixed(key):
    """A price the rulebook fixes (data.COSTS)."""
    return lambda st, sel: D.COSTS[key]


def one_part(choices):
    """Targets of one part: ``choices(st, s, gov)``, then complete."""
    return lambda st, s, sel, gov: None if sel else choices(st, s, gov)


def legion_price(a):
    """ToC 6.3.1 Add a Legion: as many Military as the army's Legions after it."""
    return len(a["leg"]) + 1


def governor_parts(st, s, sel, have):
    """ToC 6.3.2 Place a Governor, part by part: the province, the dice (one
    influence each, as many as ``have``), then whether to use a card event whose
    data timing acts inside it (Damnatio Memoriae) while that event is unused."""
    k = len(sel)
    if k == 0:
        return [{"region": p} for p in place_governor_targets(st, s)]
    if k == 1:
        return [{"dice": n} for n in range(1, have + 1)]
    if k == 2:
        for c in card_events("place_governor"):
            if free_event(st, s, c) is not None:
                return [{CARDS[c].field: False}, {CARDS[c].field: True}]
    return None


# --------------------------------------------------------------------- Military
def _recruit(counters):
    """Recruit a General / a Governor: one of his bought counters (its cost the price)."""
    return one_part(lambda st, s, gov: [{"cost": c} for c in sorted(set(st["pl"][s][counters]))])


def _recruited(counters, avail, what):
    def perform(st, s, sel, log):
        pl, c = st["pl"][s], sel[0]["cost"]
        pl[counters].remove(c)
        pl[avail] += 1
        say(log, f"{st['names'][s]} recruits his cost-{c} {what}.")
    return perform


def _add_legion_targets(st, s, gov):
    if legions_in_play(st) >= D.LEGIONS:
        return []
    return [{"army": a["id"]} for a in armies_of(st, s) if a["r"] in gov]


def _add_legion(st, s, sel, log):
    a = army(st, sel[0]["army"])
    a["leg"].append(1)
    say(log, f"{st['names'][s]} adds a Legion in {NAME[a['r']]} ({len(a['leg'])}).")


def _create_army_targets(st, s, gov):
    if st["pl"][s]["gen_av"] <= 0 or legions_in_play(st) >= D.LEGIONS:
        return []
    return [{"region": p} for p in gov]


def _create_army(st, s, sel, log):
    p = sel[0]["region"]
    st["pl"][s]["gen_av"] -= 1
    new_army(st, s, p, False, [1])              # R-G3: in the province area
    say(log, f"{st['names'][s]} creates an army in {NAME[p]}.")


def _train_targets(st, s, gov):
    return [{"army": a["id"]} for a in armies_of(st, s) if 0 in a["leg"]]


def _train(st, s, sel, log):
    a = army(st, sel[0]["army"])
    a["leg"][a["leg"].index(0)] = 1
    say(log, f"{st['names'][s]} trains a Legion in {NAME[a['r']]}.")


def _move_targets(st, s, sel, gov):
    """An army (one with somewhere to go: take_actions.options), then an
    adjacent region it may enter."""
    if not sel:
        sea = at_sea(st, s) if st["edition"] < 3 else None   # edition 2: those first
        cand = sea if sea else [a for a in armies_of(st, s) if not a["fought"]]
        return [{"army": a["id"]} for a in cand]
    if len(sel) == 1:
        a = army(st, sel[0]["army"])
        return [{"region": r} for r in D.ADJ[a["r"]] if may_move_to(st, s, a, r)]
    return None


def _move(st, s, sel, log):
    a = army(st, sel[0]["army"])
    a["r"], a["cap"] = sel[1]["region"], False
    say(log, f"{st['names'][s]} moves an army to {NAME[a['r']]}.")


def _to_land(st, sel):
    """Ruling T1: an army moved into a sea zone must pay again to land."""
    return f"{D.COSTS['move']} more to land" if sel[1]["region"] in SEA else ""


def enemies(st, s, u):
    """What army ``u`` may attack in its region (ToC 6.3.1 Initiate Battle; R-D3)."""
    r = unit_region(st, u)
    out = []
    if r in SEA:
        return out
    for a in st["armies"]:
        if a["r"] == r and a["o"] != s:
            out.append({"army": a["id"]})
    if r in st["prov"]:
        pr = st["prov"][r]
        if pr["mil"] and pr["gov"] != s and pr["gov"] is not None and pr["gov"] >= 0 \
                and capital_army(st, r) is None:
            out.append({"army": "militia:" + r})
        for t in D.TRIBES:
            if tribe_in(st, r, t):
                out.append({"tribe": t})
        for rv in D.RIVALS:
            if st["rivals"][rv] == "in" and D.RIVAL_PROVINCE[rv] == r:
                out.append({"leader": rv})
    elif r in HOMES:
        t = D.TRIBE_OF_HOMELAND[r]
        if st["home"][t][0] or any(st["leaders"][l] == "home" and D.LEADER_TRIBE[l] == t
                                   for l in D.LEADERS):
            out.append({"tribe": t})
    return out


def _battle_targets(st, s, sel, gov):
    """One of his units that has not fought (and has an enemy to attack:
    take_actions.options), then what it attacks (ToC 6.3.1, R-D3)."""
    if not sel:
        return [{"army": u} for u in my_units(st, s) if not unit_fought(st, u)]
    if len(sel) == 1:
        return enemies(st, s, sel[0]["army"])
    return None


def _battle(st, s, sel, log):
    goto(st, "battle", seat=s, att=sel[0]["army"], dfn=sel[1])


def _disperse_targets(st, s, gov):
    return [{"army": u} for u in my_units(st, s)
            if unit_region(st, u) in gov and st["prov"][unit_region(st, u)]["mobs"]]


def _disperse(st, s, sel, log):
    u = sel[0]["army"]
    p = unit_region(st, u)
    pr = st["prov"][p]
    gone = min(pr["mobs"], unit_count(st, u))       # R-H11
    pr["mobs"] -= gone
    pr["sup"] = max(0, pr["sup"] - 1)
    say(log, f"{st['names'][s]} disperses {gone} Mob(s) in {NAME[p]}; support {pr['sup']}.")


# ----------------------------------------------------------------------- Senate
def place_governor_targets(st, s):
    if st["pl"][s]["gov_av"] <= 0:
        return []
    done = scratch(st, s)["done"]               # ToC 6.3.2: once a province a turn
    return [p for p in PROVINCES
            if st["prov"][p]["gov"] is not None and st["prov"][p]["gov"] != s
            and not st["prov"][p]["mark"] and p not in done]


def requirement(st, s, p, used=()):
    """R-A1: the votes a Place Governor in ``p`` needs, with the card events
    ``used`` inside it (Damnatio Memoriae: the support counts once)."""
    pr = st["prov"][p]
    base = 2 * pr["sup"]
    for c in used:
        base = CARDS.hook(c, "support_votes")(pr["sup"])
    if pr["gov"] is not None and pr["gov"] >= 0:
        base += units_in_capital(st, p, pr["gov"])
    if pr["q"] is not None:
        base += D.QUAESTOR_VOTES
    base -= units_in_capital(st, p, s)
    return max(1, base)


def basilica_dice(st, s):
    return sum(1 for p in governed(st, s) if "basilica" in st["prov"][p]["imp"])


def merged(sel):
    out = {}
    for part in sel:
        out.update(part)
    return out


# How a roll counts, said beside it (ToC 6.3.2, roll_votes).
VOTE_RULE = "2 to 5 a vote, 6 a vote and one more die, 1 nothing"
VOTE_RULE_NEUTRAL = "each die a vote against a neutral governor, 6 one more die"


def roll_votes(st, n, neutral):
    """ToC 6.3.2: 2-5 a vote, 6 a vote and a bonus die, 1 only against a neutral."""
    votes, rolls = 0, []
    while n:
        n -= 1
        d = die(st)
        rolls.append(d)
        if d == 6:
            votes += 1
            n += 1
        elif d > 1 or neutral:
            votes += 1
    return votes, rolls


def vote_chance(dice, need, neutral):
    """The chance that ``dice`` vote dice bring ``need`` votes (ToC 6.3.2 as
    roll_votes counts them: 2-5 a vote, 6 a vote and one more die, 1 a vote
    only against a neutral governor; R-A2: against a neutral, enough dice win
    without a roll), as a whole percentage."""
    if neutral and dice >= need:
        return 100
    p1 = 1 / 6 if neutral else 0
    memo = {}

    def chance(d, k):
        if k <= 0:
            return 1.0
        if d <= 0:
            return 0.0
        if (d, k) not in memo:
            memo[(d, k)] = (p1 + 4 / 6) * chance(d - 1, k - 1) + (1 / 6 - p1) * chance(d - 1, k) \
                + (1 / 6) * chance(d, k - 1)
        return memo[(d, k)]
    return int(round(100 * chance(dice, need)))


def votes_words(need, chance, bonus=0):
    """A Place a Governor's odds in words, as the map's tooltip, the panel
    beside the prompt and the table read by ear all say them: "needs 3 votes:
    1 die 17%, 2 dice 45%" (``chance``: the whole percentages with 1, 2, ...
    Senate dice; ``bonus``: Italia's extra Basilica dice, R-A7)."""
    rolls = [str(n) + (" die" if n == 1 else " dice") +
             (" +" + str(bonus) + " Basilica" if bonus else "") + " " + str(c) + "%"
             for n, c in enumerate(chance, 1)]
    return ("needs " + str(need) + " vote" + ("s" if need != 1 else "") +
            (": " + ", ".join(rolls) if rolls else ""))


def governor_chance(st, s, p, dice):
    """(votes needed, chance in whole percent) of a Place a Governor in ``p``
    with ``dice`` Senate dice (R-A1, R-A2, R-A7; no card event used)."""
    need = requirement(st, s, p)
    bonus = basilica_dice(st, s) if p == "italia" else 0
    return need, vote_chance(dice + bonus, need, st["prov"][p]["gov"] == NEUTRAL)


def place_governor(st, s, p, dice, used, log):
    """ToC 6.3.2 Place Governor with R-A1..R-A3, R-A9; ``used``: the card events
    used inside it."""
    scratch(st, s)["done"].append(p)
    pr = st["prov"][p]
    need = requirement(st, s, p, used)
    n = dice + (basilica_dice(st, s) if p == "italia" else 0)     # R-A7
    neutral = pr["gov"] == NEUTRAL
    if neutral and n >= need:                                      # R-A2
        votes, rolls = n, []
    else:
        votes, rolls = roll_votes(st, n, neutral)
    st["dice"] = {"what": "votes", "region": p, "dice": rolls, "need": need, "votes": votes}
    say(log, f"{st['names'][s]} seeks {NAME[p]}: needs {need}, "
             + (f"rolls {', '.join(map(str, rolls))}: " if rolls else
                "no roll needed (a neutral governor, as many dice as votes needed): ")
             + f"{votes} vote{'s' if votes != 1 else ''}"
             + (f" ({VOTE_RULE_NEUTRAL if neutral else VOTE_RULE})" if rolls else "") + ".")
    if votes < need:
        say(log, "The Senate refuses.")
        return False
    emp = emperor(st)
    if p == "italia":
        change_governor(st, p, s, 1, log)
        pr["sup"] = min(D.ITALIA_MAX, len(governed(st, s)))
        say(log, f"{st['names'][s]} is Emperor; Italia's support is {pr['sup']}.")
    else:
        old = change_governor(st, p, s, max(1, pr["sup"] - 1), log)
        if emp is not None and emp == s:                           # R-A3, R-A9
            italia_add(st, 1)
        lose_governor_elsewhere(st, old, log)
        recompute_italia(st)
    return True


def seek_governorship(st, s, sel, log):
    """Place a Governor once paid: the card events chosen inside it spent
    (Damnatio Memoriae), then the vote."""
    m = merged(sel)
    used = [c for c in card_events("place_governor") if m.get(CARDS[c].field)]
    for c in used:
        use_event(st, s, c)
    place_governor(st, s, m["region"], m["dice"], used, log)


def _recall_targets(st, s, gov):
    return [{"region": p} for p in gov]


def _recall(st, s, sel, log):
    p = sel[0]["region"]
    done = scratch(st, s)["done"]
    if p not in done:                 # no Place Governor here this turn any more
        done.append(p)
    old = change_governor(st, p, NEUTRAL, 1, log)
    if p != "italia":
        lose_governor_elsewhere(st, old, log)
    recompute_italia(st)
    say(log, f"{st['names'][s]} recalls his Governor from {NAME[p]}.")


# --------------------------------------------------------------------- Populace
def _support_price(st, sel):
    """ToC 6.3.3 Increase Support: the support it reaches."""
    return st["prov"][sel[0]["region"]]["sup"] + 1


def _support_targets(st, s, gov):
    return [{"region": p} for p in gov
            if p != "italia" and st["prov"][p]["sup"] < D.SUPPORT_MAX]


def _support(st, s, sel, log):
    p = sel[0]["region"]
    pr = st["prov"][p]
    pr["sup"] += 1
    say(log, f"{st['names'][s]} raises support in {NAME[p]} to {pr['sup']}.")


def _militia_targets(st, s, gov):
    if militia_in_play(st) >= D.MILITIA:
        return []
    out = []
    for p in gov:
        ca = capital_army(st, p)
        if not st["prov"][p]["mil"] and (ca is None or ca["o"] == s):   # R-G10
            out.append({"region": p})
    return out


def _militia(st, s, sel, log):
    p = sel[0]["region"]
    st["prov"][p]["mil"] = True
    say(log, f"{st['names'][s]} places a Militia in {NAME[p]}.")


def _games_targets(st, s, gov):
    return [{"region": p} for p in gov if st["prov"][p]["mobs"]]


def _games(st, s, sel, log):
    p = sel[0]["region"]
    st["prov"][p]["mobs"] -= 1
    say(log, f"{st['names'][s]} holds games in {NAME[p]}.")


def can_build(st, s, p, kind):
    """ToC 6.3.3 Build an Improvement, §4.4."""
    pr = st["prov"][p]
    if kind in pr["imp"] or pr["mobs"] or active_barbarians(st, p):
        return False
    if improvements_of(st, kind) >= D.IMPROVEMENT_COUNT:
        return False
    if any(st["rivals"][r] == "in" and D.RIVAL_PROVINCE[r] == p for r in D.RIVALS):
        return False
    ca = capital_army(st, p)
    return ca is None or ca["o"] == s


def _build_targets(st, s, sel, gov):
    """A province of his (one where an improvement may stand: take_actions.options),
    then which (ToC 6.3.3, §4.4)."""
    if not sel:
        return [{"region": p} for p in gov]
    if len(sel) == 1:
        return [{"improvement": i} for i in D.IMPROVEMENTS
                if can_build(st, s, sel[0]["region"], i)]
    return None


def _build(st, s, sel, log):
    p, kind = sel[0]["region"], sel[1]["improvement"]
    st["prov"][p]["imp"].append(kind)
    say(log, f"{st['names'][s]} builds {'an' if kind[0] in 'aeiou' else 'a'} {kind.title()} in {NAME[p]}.")


# ------------------------------------------------------------------------ the table
# In the order of the rulebook (ToC 6.3.1-6.3.3): the order of the "do" actions.
ACTIONS = {
    "recruit_general": Act(
        "Recruit a General",
        Price("m", lambda st, sel: sel[0]["cost"], shown=False),
        _recruit("gen_un"),
        _recruited("gen_un", "gen_av", "General"), rank=8),
    "add_legion": Act(
        "Add a Legion to an army",
        Price("m", lambda st, sel: legion_price(army(st, sel[0]["army"]))),
        one_part(_add_legion_targets), _add_legion, rank=6),
    "create_army": Act(
        "Create an army", Price("m", fixed("create_army")),
        one_part(_create_army_targets), _create_army, rank=4),
    "train": Act(
        "Train a Legion", Price("m", fixed("train")), one_part(_train_targets), _train),
    "move": Act(
        "Move an army", Price("m", fixed("move"), at=1, note=_to_land, whole_pool=True),
        _move_targets, _move, defend=2),
    "battle": Act(
        "Initiate a battle", Price("m", fixed("battle"), at=1),
        _battle_targets, _battle, flows=True, defend=1),
    "disperse": Act(
        "Disperse a Mob", Price("m", fixed("disperse")), one_part(_disperse_targets), _disperse),
    "recruit_governor": Act(
        "Recruit a Governor",
        Price("s", lambda st, sel: sel[0]["cost"], shown=False),
        _recruit("gov_un"),
        _recruited("gov_un", "gov_av", "Governor"), rank=3),
    "place_governor": Act(
        "Place a Governor", Price("s", lambda st, sel: sel[1]["dice"], at=1),
        lambda st, s, sel, gov: governor_parts(st, s, sel, st["pl"][s]["pool"]["s"]),
        seek_governorship, rank=1),
    "recall": Act(
        "Recall a Governor", Price("s", fixed("recall")), one_part(_recall_targets), _recall),
    "support": Act(
        "Increase support", Price("p", _support_price), one_part(_support_targets), _support,
        rank=2),
    "militia": Act(
        "Place a Militia", Price("p", fixed("militia")), one_part(_militia_targets), _militia,
        defend=3, rank=9),
    "games": Act(
        "Hold Games", Price("p", fixed("games")), one_part(_games_targets), _games, rank=7),
    "build": Act(
        "Build an improvement", Price("p", lambda st, sel: build_cost(st), at=1),
        _build_targets, _build, rank=5),
}


def ranked(field):
    """The actions the AI weighs by ``field`` ("defend" or "rank"), first first."""
    return tuple(sorted((a for a in ACTIONS if getattr(ACTIONS[a], field)),
                        key=lambda a: getattr(ACTIONS[a], field)))
