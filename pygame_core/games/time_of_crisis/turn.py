"""Time of Crisis: the game's procedure, its set-up steps (ToC 3.2) and the
turn (ToC 6): upkeep, then the Crisis (crisis.py) and Take Actions
(take_actions.py), then the support check, a Pretender's empire, legacy,
discarding and buying, the end-of-turn Mobs and the refill.  The turn's frame
holds its scratch (table.py ``scratch``: political points, cards bought,
reward discounts, provinces targeted) from its start to the end of buying."""
from ...kernel import Step, call, end, game_over, repeat, say, when
from . import data as D
from .data import CARD_NAME, NAME, PROVINCES
from .ending import end_of_turn_check
from .table import (NEUTRAL, TakeIntoHand, active_barbarians, add_card, armies_of,
                    can_add_mob, capital_army, card_price, change_governor, count, earn, emperor, flow, governed,
                    italia_add, marked, mob_counters, new_army, new_scratch, political_points,
                    pretender, recompute_italia, rivals_on_map, scratch, take_card)


# ============================================================ the game and its set-up
@flow.sequence("game")
class GameProc:
    """ToC 3.2: provinces chosen in turn order from the First Player, the
    secret first hands, then turns clockwise until the end (ToC 7.1).  A
    scenario or test enters it at its turns (positions.py ``enter_turn``)."""

    def provinces(st, f, result, log):
        call(st, "start_province", seat=st["first"], left=st["n"])

    def hands(st, f, result, log):
        # ToC 3.2: neutral governors everywhere else; Italia = neutral count.
        for p in PROVINCES:
            pr = st["prov"][p]
            if pr["gov"] == NEUTRAL and p != "italia":
                pr["sup"] = 1
        recompute_italia(st)
        call(st, "first_hand")

    def first_turn(st, f, result, log):
        say(log, f"{st['names'][st['first']]} is the First Player.")
        call(st, "turn", seat=st["first"])

    def turns(st, f, result, log):
        if st["over"]:
            game_over(st)
            return
        call(st, "turn", seat=st["seat"])

    parts = (provinces, hands, first_turn, repeat(turns))


@flow.step("start_province")
class StartProvince(Step):
    rule = "ToC 3.2 Player Setup"
    title = "Set-up"
    prompt = "choose your starting province."
    help = ("In turn order from the First Player, each player picks a province other than "
            "Italia (and no No Place province): his Governor at support 1, his General with "
            "one Legion and a Militia in its capital.")
    labels = {"choose": lambda st, f, a: f"Start in {NAME[a['region']]}"}
    nouns = ("region",)

    def actions(st, f, seat):
        return [{"type": "choose", "region": p} for p in PROVINCES
                if p != "italia" and st["prov"][p]["gov"] == NEUTRAL]

    def on_choose(st, f, seat, a, log):
        p = a["region"]
        pr = st["prov"][p]
        pr["gov"], pr["sup"], pr["mil"] = seat, 1, True
        st["pl"][seat]["gov_av"] -= 1           # the at-start Governor and General
        st["pl"][seat]["gen_av"] -= 1
        new_army(st, seat, p, True, [1])
        recompute_italia(st)
        say(log, f"{st['names'][seat]} starts in {NAME[p]}.")
        f["left"] -= 1
        if f["left"] == 0:
            end(st)
        else:
            f["seat"] = (seat + 1) % st["n"]


@flow.step("first_hand")
class FirstHand(TakeIntoHand):
    rule = "ToC 3.2 Player Setup"
    title = "First hand"
    prompt = "choose, in secret, the cards of your first hand (five of your nine)."
    help = "Every player secretly picks five of his nine cards; the other four stay in his Available Pile."

    def actors(st, f):
        return [s for s in range(st["n"]) if count(st["pl"][s]["hand"]) < D.HAND]

    def on_take(st, f, seat, a, log):
        TakeIntoHand.take(st, seat, a["card"])
        if not StartFirst(st):
            end(st)


def StartFirst(st):
    return any(count(st["pl"][s]["hand"]) < D.HAND for s in range(st["n"]))


# ============================================================ the turn (ToC 6)
# The parts of the turn during which its frame holds the scratch.
SCRATCH_LIVES = ("start", "crisis", "actions", "after_actions", "discard", "buy")


@flow.sequence("turn")
class Turn:
    """ToC 6: Upkeep, Crisis, Take Actions, Support Check, Expand Pretender
    Empire, Gain Legacy, Buy/Trash Cards, End of Turn, in that order.  Its
    frame's ``scratch`` (table.py) is the turn's from its start until buying
    ends (``SCRATCH_LIVES``).  A scenario or test enters a turn at the part that
    calls a phase's step, with the scratch the turn has by then
    (positions.py ``enter_turn``)."""

    def start(st, f, result, log):
        s = f["seat"]
        st["seat"] = s
        st["turns"] += 1
        f["scratch"] = new_scratch()
        say(log, f"— {st['names'][s]}'s turn.")
        upkeep(st, s, log)

    def actions(st, f, result, log):
        s = f["seat"]
        if st["over"]:                      # Diocletian (R-F4)
            end(st)
            return
        for a in armies_of(st, s):          # ToC 6.3.1: battle flags end now
            a["fought"] = False
        for p in PROVINCES:
            if st["prov"][p]["gov"] == s:
                st["prov"][p]["mf"] = False
        call(st, "actions", seat=s)

    def after_actions(st, f, result, log):
        s = f["seat"]
        # R-H14: unused events lapse with the played cards (below); influence too.
        st["pl"][s]["pool"] = {"m": 0, "s": 0, "p": 0}
        support_check(st, s, log)
        expand_pretender(st, s, log)
        gain_legacy(st, s, log)

    def discard(st, f, result, log):
        # ToC 6.7: played cards to the Discard Pile, then voluntary discards.
        s = f["seat"]
        pl = st["pl"][s]
        for c, _ in pl["play"]:
            add_card(pl["discard"], c)
        pl["play"] = []
        f["scratch"]["pp"] = political_points(st, s)
        call(st, "discard", seat=s)

    def mobs(st, f, result, log):
        # Buying has ended: unspent points are lost (ToC 6.7), and the turn's
        # discounts and targets with them.
        del f["scratch"]
        s = f["seat"]
        call(st, "end_mobs", seat=s, left=mob_provinces(st, s))

    def barbarians(st, f, result, log):
        # ToC 6.8: inactive barbarians in provinces he governs turn active.
        for p in governed(st, f["seat"]):
            for t, v in st["barb"][p].items():
                v[0], v[1] = v[0] + v[1], 0
            for l in D.LEADERS:
                if st["leaders"][l] == p:
                    st["lact"][l] = True

    def short_hand(st, f):
        pl = st["pl"][f["seat"]]
        return count(pl["hand"]) < D.HAND and bool(pl["avail"] or pl["discard"])

    def last_round(st, f, result, log):
        end_of_turn_check(st, f["seat"], log)

    parts = (start, "crisis", actions, after_actions, discard, "buy", mobs, barbarians,
             when("refill", short_hand), last_round)


def upkeep(st, s, log):
    """ToC 6.1: Quaestors in his provinces and his Castras go (R-G8)."""
    for p in PROVINCES:
        pr = st["prov"][p]
        if pr["q"] == s:
            pr["q"] = None
            say(log, f"The Quaestor leaves {NAME[p]}.")
        if pr["mc"] and pr["gov"] == s:
            pr["mc"] = False
    for a in armies_of(st, s):
        if a["castra"]:
            a["castra"] = False
            say(log, f"The Castra of the army in {NAME[a['r']]} is removed.")


def mob_provinces(st, s):
    return [p for p in governed(st, s)
            if st["prov"][p]["mobs"] and "amphitheater" not in st["prov"][p]["imp"]]


@flow.step("end_mobs")
class EndMobs(Step):
    rule = "ToC 6.8 End of Turn; R-G6"
    title = "End of Turn"
    prompt = "the Mob counters run short: choose the province that gets the next Mob."
    help = ("Every province you govern that holds a Mob and no Amphitheater gets one more "
            "Mob. When the counters run short you choose the order.")
    labels = {"mob": lambda st, f, a: f"Add a Mob in {NAME[a['region']]}",
              "done": "No more Mobs can be placed"}
    nouns = ("region",)
    ends = ("done",)

    def begin(st, f, log):
        left = [p for p in f["left"] if can_add_mob(st, p)]
        # Enough counters for all: no choice to make.
        need = sum(1 for p in left if st["prov"][p]["mobs"] % 2 == 0)
        if mob_counters(st) + need <= D.MOB_COUNTERS:
            for p in left:
                st["prov"][p]["mobs"] += 1
                say(log, f"A Mob gathers in {NAME[p]} ({st['prov'][p]['mobs']}).")
            end(st)
            return
        f["left"] = left

    def actions(st, f, seat):
        acts = [{"type": "mob", "region": p} for p in f["left"] if can_add_mob(st, p)]
        return acts or [{"type": "done"}]

    def on_mob(st, f, seat, a, log):
        st["prov"][a["region"]]["mobs"] += 1
        f["left"].remove(a["region"])
        if not any(can_add_mob(st, p) for p in f["left"]):
            end(st)


@flow.step("refill")
class Refill(TakeIntoHand):
    rule = "ToC 6.8 End of Turn"
    title = "End of Turn"
    prompt = "choose, in secret, a card from your Available Pile for your hand."
    help = ("Refill your hand to five by choosing cards from your Available Pile; when it "
            "runs out your Discard Pile becomes your Available Pile.")

    def begin(st, f, log):
        Refill.turn_over(st, f["seat"], log)

    def turn_over(st, s, log):
        pl = st["pl"][s]
        if not pl["avail"] and pl["discard"]:
            pl["avail"], pl["discard"] = pl["discard"], {}
            say(log, f"{st['names'][s]} turns his Discard Pile into his Available Pile.")

    def on_take(st, f, seat, a, log):
        pl = TakeIntoHand.take(st, seat, a["card"])
        if count(pl["hand"]) < D.HAND:         # ToC 6.8: only when a card is still needed
            Refill.turn_over(st, seat, log)
        if count(pl["hand"]) >= D.HAND or not pl["avail"]:
            end(st)


# ============================================================ after the actions
# The steps of a turn before its Support Check (ToC 6.2 Crisis, 6.3 Take
# Actions and its battles, 12.2 Occupation): while the flow waits at one of
# them, the table forecasts the check (game.support_forecast).
BEFORE_CHECK = ("pax", "actions", "target", "occupy", "prebattle", "flank", "hits",
                "hit_barbarians", "reward", "advance")


def support_check(st, s, log):
    """ToC 6.4 with R-A5, R-B1..R-B4, R-C4."""
    emp = emperor(st) == s
    for p in governed(st, s):                                         # step 1
        pr = st["prov"][p]
        ca = capital_army(st, p)
        cause = (active_barbarians(st, p) or (ca is not None and ca["o"] != s)
                 or any(st["rivals"][r] == "in" and D.RIVAL_PROVINCE[r] == p
                        for r in D.RIVALS))
        if cause and pr["sup"] > 0:
            pr["sup"] -= 1
            say(log, f"Support in {NAME[p]} falls to {pr['sup']}.")
    if emp:                                                           # step 2
        opposing = any(st["prov"][p]["mark"] == "seat" and st["prov"][p]["gov"] != s
                       for p in PROVINCES)
        if opposing or rivals_on_map(st):
            italia_add(st, -1)
            say(log, f"Italia's support falls to {st['prov']['italia']['sup']}.")
    removed = 0                                                       # step 3
    lost_italia = False
    for p in governed(st, s):
        pr = st["prov"][p]
        if pr["sup"] == 0 or pr["mobs"] >= pr["sup"]:
            change_governor(st, p, NEUTRAL, 1, log)
            say(log, f"{st['names'][s]} loses {NAME[p]}.")
            removed += 1
            if p == "italia":
                lost_italia = True
    recompute_italia(st)
    if emp and not lost_italia and removed:                           # step 4
        italia_add(st, -removed)
        say(log, f"Italia's support falls to {st['prov']['italia']['sup']}.")
        if st["prov"]["italia"]["sup"] == 0:
            change_governor(st, "italia", NEUTRAL, 1, log)
            recompute_italia(st)
            say(log, f"{st['names'][s]} is no longer Emperor.")


def expand_pretender(st, s, log):
    """ToC 6.5, R-C6: adjacent to the empire as it stood at the phase's start."""
    if not pretender(st, s):
        return
    empire = set(marked(st, s))
    used = len(empire)
    for p in governed(st, s):
        if used >= D.PRETENDER_MARKERS:
            break
        pr = st["prov"][p]
        if p != "italia" and not pr["mark"] and pr["sup"] >= D.PRETENDER_MIN_SUPPORT \
                and any(q in empire for q in D.PROVINCE_ADJ[p]):
            pr["mark"] = "break"
            used += 1
            say(log, f"{NAME[p]} breaks away to {st['names'][s]}'s empire.")


def gain_legacy(st, s, log):
    """ToC 6.6 in its printed order (§10.1, R-C3, R-F1)."""
    pl = st["pl"][s]
    gain = 0
    if pretender(st, s) and not any(pretender(st, o) for o in range(st["n"]) if o != s):
        gain += earn(st, s, "A Pretender's provinces", len(marked(st, s)))
    if emperor(st) == s:
        for p in marked(st, s):
            st["prov"][p]["mark"] = None
        gain += earn(st, s, "Italia as Emperor", max(0, st["prov"]["italia"]["sup"] - len(marked(st))))
        if not marked(st) and not rivals_on_map(st):
            pl["et"] += 1
            say(log, f"{st['names'][s]} is undisputed Emperor: Emperor Turns {pl['et']}.")
    mine = governed(st, s)
    gain += earn(st, s, "Provinces", len(mine))
    gain += earn(st, s, "Improvements", sum(len(st["prov"][p]["imp"]) for p in mine))
    say(log, f"{st['names'][s]} gains {gain} legacy ({pl['legacy']}).")


@flow.step("discard")
class Discard(Step):
    rule = "ToC 6.7 Buy/Trash Cards"
    title = "Buy/Trash Cards"
    prompt = "discard cards from your hand if you wish, then go on to buying."
    help = ("Your played cards go to your Discard Pile; you may discard more from your hand "
            "before you spend your political points.")
    labels = {"discard": lambda st, f, a: f"Discard {CARD_NAME[a['card']]}",
              "done": "Go on to buying"}
    nouns = ("card",)
    ends = ("done",)

    def actions(st, f, seat):
        return [{"type": "discard", "card": c} for c in D.CARD_IDS
                if st["pl"][seat]["hand"].get(c)] + [{"type": "done"}]

    def on_discard(st, f, seat, a, log):
        pl = st["pl"][seat]
        take_card(pl["hand"], a["card"])
        add_card(pl["discard"], a["card"])
        say(log, f"{st['names'][seat]} discards {CARD_NAME[a['card']]}.")


def nothing_to_buy(st, s):
    """Why the points buy nothing, when they do not (ToC 5.3, 6.7): the points,
    the cheapest card's price and, when its value is doubled, the rule that
    doubles it; "" when a card or a trash is within reach.  Third person: the
    label is the log line too."""
    pp = scratch(st, s)["pp"]
    if not pp:
        return ": no political points"
    ngov = len(governed(st, s))
    prices = {c: card_price(st, s, c, ngov) for c in D.SUPPLY_CARDS if st["supply"][c]}
    if pp >= D.COSTS["trash"] and any(st["pl"][s]["discard"].values()):
        return ""
    if not prices:
        return f": {_points(pp)}; the supply is empty"
    cheapest = min(prices, key=lambda c: (prices[c], c))
    if prices[cheapest] <= pp:
        return ""
    reasons = []
    if D.CARDS[cheapest][1] > ngov:
        reasons.append(f"values above the {ngov} province{'s' if ngov != 1 else ''} governed "
                       f"cost double")
    bought = scratch(st, s)["bought"]
    if bought:
        reasons.append(f"+{bought} for the card{'s' if bought != 1 else ''} bought this turn")
    return (f": {_points(pp)}; the cheapest card costs {prices[cheapest]}"
            + (": " + ", ".join(reasons) if reasons else ""))


def _points(n):
    return f"{n} point{'s' if n != 1 else ''}" if n else "no points"


@flow.step("buy")
class Buy(Step):
    rule = "ToC 5.3, 6.7 Buy/Trash Cards"
    title = "Buy/Trash Cards"
    prompt = lambda st, f, seat: (f"spend your {scratch(st, f['seat'])['pp']} political "
                                  "points: buy or trash cards.")
    help = ("A card costs its value, doubled if the value exceeds the provinces you govern, "
            "plus 1 for each card already bought this turn; trashing a Discard Pile card "
            "costs 3. Unspent points are lost.")
    labels = {"buy": lambda st, f, a: f"Buy {CARD_NAME[a['card']]} for "
              f"{card_price(st, f['seat'], a['card'])}",
              "trash": lambda st, f, a: f"Trash {CARD_NAME[a['card']]} for 3",
              "done": lambda st, f, a: "End buying" + nothing_to_buy(st, f["seat"])}
    nouns = ("card",)
    ends = ("done",)

    def actions(st, f, seat):
        pp = scratch(st, seat)["pp"]
        ngov = len(governed(st, seat))
        out = [{"type": "buy", "card": c} for c in D.SUPPLY_CARDS
               if st["supply"][c] and card_price(st, seat, c, ngov) <= pp]
        if pp >= D.COSTS["trash"]:
            out += [{"type": "trash", "card": c} for c in D.CARD_IDS
                    if st["pl"][seat]["discard"].get(c)]
        return out + [{"type": "done"}]

    def on_buy(st, f, seat, a, log):
        mine = scratch(st, seat)
        c = a["card"]
        price = card_price(st, seat, c)
        mine["pp"] -= price
        sph = D.COLOUR_SPHERE[D.CARDS[c][0]]
        mine["disc"].pop(sph, None)                 # R-G2: only the first card
        mine["bought"] += 1
        st["supply"][c] -= 1
        add_card(st["pl"][seat]["discard"], c)
        say(log, f"{st['names'][seat]} buys {CARD_NAME[c]} for {price}.")

    def on_trash(st, f, seat, a, log):
        pl = st["pl"][seat]
        scratch(st, seat)["pp"] -= D.COSTS["trash"]
        take_card(pl["discard"], a["card"])
        add_card(st["trashed"], a["card"])
        say(log, f"{st['names'][seat]} trashes {CARD_NAME[a['card']]}.")
