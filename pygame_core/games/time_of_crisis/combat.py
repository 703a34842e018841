"""Time of Crisis: combat (ToC 8, R-D*): the battle procedure and its steps
(before the dice, the Flanking re-roll, hits, rewards, the advance)."""
from ...kernel import Step, call, end, find, note, repeat, say, when
from . import data as D
from .data import NAME, TRIBE_NAME
from .effects import CARDS  # the card effects, registered by then
from .table import (HOMES, army, army_words, capital_taken_for, card_events, die, earn, flow,
                    free_event, has_castra, militia_with, remove_army, scratch, unit_region,
                    use_event)

def augury(st):
    if st["lasting"]:
        return D.EVENTS[st["lasting"]]["params"].get("augury_modifier", 0)
    return 0


def side_dice(st, side):
    """The to-hit number of every base die of a side (ToC 8.1, §5.3)."""
    k = side["kind"]
    if k == "army" or k == "militia":
        mod = augury(st)
        out = []
        if k == "army":
            a = army(st, side["id"])
            out += [D.TO_HIT["full"] if x else D.TO_HIT["reduced"] for x in a["leg"]]
            out += [D.TO_HIT["foederati"]] * len(a["foed"])
            if militia_with(st, a):
                out.append(D.TO_HIT["militia"])
        else:
            out.append(D.TO_HIT["militia"])
        return [t + mod for t in out]
    if k == "rival":
        return [D.TO_HIT["rival"]] * D.DICE["rival"]
    r, t = side["region"], side["tribe"]
    n = st["home"][t][0] if r in HOMES else sum(st["barb"][r].get(t, (0, 0)))
    out = [D.TO_HIT["barbarian"]] * n
    for l in barb_leaders(st, side):
        hit = D.EVENTS[l]["params"].get("own_to_hit", D.TO_HIT["leader"])
        out += [hit] * D.DICE["leader"]
    return out


def barb_leaders(st, side):
    where = "home" if side["region"] in HOMES else side["region"]
    return [l for l in D.LEADERS if st["leaders"][l] == where
            and D.LEADER_TRIBE[l] == side["tribe"]]


def roll_hits(st, targets):
    """Each die hits on its number or more (a 1 never, a 6 always, with a bonus die):
    (the hits, the dice in the order rolled, 1 for each die that hit and 0 for a miss)."""
    hits, rolls, marks = 0, [], []
    todo = list(targets)
    while todo:
        t = todo.pop(0)
        d = die(st)
        rolls.append(d)
        hit = d == 6 or (d != 1 and d >= t)
        marks.append(int(hit))
        if hit:
            hits += 1
        if d == 6:
            todo.append(t)
    return hits, rolls, marks


def side_tag(side) -> str:
    """Who rolled a battle's dice, for the map's battle box: "seat:N" (an
    army or a Militia, by its owner), "tribe:goths", "rival:zenobia", or
    "neutral" (a neutral governor's Militia)."""
    if side["kind"] == "barb":
        return "tribe:" + side["tribe"]
    if side["kind"] == "rival":
        return "rival:" + side["id"]
    owner = side.get("owner")
    return "seat:" + str(owner) if owner is not None and owner >= 0 else "neutral"


def side_of(st, u):
    """A battle side from an action's unit or enemy description."""
    if isinstance(u, dict):
        if "tribe" in u:
            return {"kind": "barb", "region": None, "tribe": u["tribe"]}
        if "leader" in u:
            return {"kind": "rival", "id": u["leader"]}
        u = u["army"]
    if isinstance(u, str):
        p = u.split(":", 1)[1]
        return {"kind": "militia", "region": p, "owner": st["prov"][p]["gov"]}
    a = army(st, u)
    return {"kind": "army", "id": u, "owner": a["o"]}


def side_alive(st, side):
    k = side["kind"]
    if k == "army":
        return army(st, side["id"]) is not None
    if k == "militia":
        return st["prov"][side["region"]]["mil"]
    if k == "rival":
        return st["rivals"][side["id"]] == "in"
    return bool(side_dice(st, side))


def owner_of_side(side):
    return side.get("owner")


@flow.sequence("battle")
class Battle:
    """ToC 6.3.1 Initiate Battle and 8: the attacker may use Castra and
    Flanking before the dice; both sides roll and hit at once; hits are
    taken; the winner, legacy, retreat, rewards and advance (R-D*, R-H2/3)."""

    def engage(st, f, result, log):
        att = side_of(st, f["att"])
        dfn = side_of(st, f["dfn"])
        r = unit_region(st, f["att"])
        if dfn["kind"] == "barb":
            dfn["region"] = r
        f["a"], f["d"], f["r"] = att, dfn, r
        say(log, f"{st['names'][f['seat']]} attacks in {NAME[r]}: {army_words(st, f['att'])} "
                 "against " + enemy_words(st, dfn) + ".")
        for side in (att, dfn):               # ToC 6.3.1: both are now in battle
            mark_fought(st, side)

    def before_dice(st, f):
        return bool(pre_options(st, f))

    def roll(st, f, result, log):
        f["araw"], f["arolls"], f["amarks"] = roll_hits(st, side_dice(st, f["a"]))
        f["draw"], f["drolls"], f["dmarks"] = roll_hits(st, side_dice(st, f["d"]))
        battle_totals(st, f, log)

    def flanking(st, f):
        return bool(f.get("flank"))

    def reroll(st, f, result, log):
        if result == "reroll":                # the flank step's choice
            f["araw"], f["arolls"], f["amarks"] = roll_hits(st, side_dice(st, f["a"]))
            say(log, "Flanking re-roll:")
            battle_totals(st, f, log)

    def hit_defender(st, f, result, log):
        f["removed"], f["figures"] = 0, []
        take_hits(st, f, "d", f["ah"], log)

    def hit_attacker(st, f, result, log):
        take_hits(st, f, "a", f["dh"], log)

    def outcome(st, f, result, log):
        a_alive, d_alive = side_alive(st, f["a"]), side_alive(st, f["d"])
        if not a_alive and not d_alive:
            win = None
        elif not d_alive:
            win = "a"
        elif not a_alive:
            win = "d"
        else:
            win = "a" if f["ah"] > f["dh"] else "d"                 # ties to the defender
        f["win"] = win
        note(log, "battle", owner_of_side(f["a"]), owner_of_side(f["d"]),
             owner_of_side(f[win]) if win else None)
        if win is None:
            say(log, "Both armies are destroyed: nobody wins.")
        winner = owner_of_side(f[win]) if win else None
        lose = {"a": "d", "d": "a"}.get(win)
        if winner is not None and winner >= 0:
            gain = D.BATTLE_LEGACY
            if f["d"]["kind"] == "barb" and win == "a":
                gain += f["removed"]                                 # ToC 8.2
            earn(st, winner, "Battles", gain)
            say(log, f"{st['names'][winner]} wins the battle: +{gain} legacy.")
            f["winner"] = winner
            f["rewards"] = list(f["figures"]) if win == "a" else []
            side = f[win]
            if side["kind"] == "army":
                f["advance"] = side["id"]
        elif win is not None:
            say(log, "The " + enemy_words(st, f[win]) + " win the battle.")
        if lose is not None:
            ls = f[lose]
            if ls["kind"] == "army":
                a = army(st, ls["id"])
                if a is not None:
                    a["castra"] = False
                    if militia_with(st, a):
                        st["prov"][a["r"]]["mc"] = False
                    if lose == "d" and a["cap"]:                    # ToC 8.3
                        a["cap"] = False
                        say(log, "The defeated army retreats out of the capital.")
            elif ls["kind"] == "militia":
                pr = st["prov"][ls["region"]]
                if pr["mil"] and lose == "d":                        # R-D5
                    pr["mil"] = pr["mc"] = pr["mf"] = False
                    say(log, f"The Militia of {NAME[ls['region']]} is destroyed.")
                else:
                    pr["mc"] = False
            elif ls["kind"] == "barb" and ls["region"] in st["prov"]:
                t, r = ls["tribe"], ls["region"]
                v = st["barb"][r].pop(t, None)
                if v:
                    st["home"][t][0] += v[0] + v[1]
                for l in barb_leaders(st, ls):
                    st["leaders"][l] = "home"
                    st["lact"][l] = True
                say(log, f"The surviving {TRIBE_NAME[t]} go home.")

    def reward(st, f, result, log):
        if f.get("rewards"):
            fig = f["rewards"].pop(0)
            call(st, "reward", seat=f["winner"], figure=fig[0], region=fig[1])

    def advance(st, f, result, log):
        adv = f.get("advance")
        if adv is not None:
            a = army(st, adv)
            if a is not None and not a["cap"] and a["r"] in st["prov"] \
                    and not capital_taken_for(st, a["r"], a["o"]):
                call(st, "advance", seat=a["o"], army=adv)

    parts = (engage, when("prebattle", before_dice), roll, when("flank", flanking), reroll,
             hit_defender, hit_attacker, outcome, repeat(reward), advance)


def battle_totals(st, f, log):
    """R-D1: successes, +1 each under Plague, -1 for a Castra on the target
    and for Shapur I with the barbarians, floored at 0."""
    more_a, more_d = hit_changes(st, f["a"], f["d"])
    f["ah"], f["dh"] = max(0, f["araw"] + more_a), max(0, f["draw"] + more_d)
    st["dice"] = {"what": "battle", "region": f["r"], "attacker": f["arolls"],
                  "defender": f["drolls"], "hits": [f["ah"], f["dh"]],
                  # which die hit, and whose dice they are (the map's battle box)
                  "attacker_hit": f["amarks"], "defender_hit": f["dmarks"],
                  "sides": [side_tag(f["a"]), side_tag(f["d"])]}
    say(log, f"Dice: attacker {', '.join(map(str, f['arolls'])) or '-'}; defender "
             f"{', '.join(map(str, f['drolls'])) or '-'}. Hits: attacker {f['ah']}, "
             f"defender {f['dh']}.")


def hit_changes(st, a, d):
    """R-D1: what is added to the successes of attacker ``a`` and defender
    ``d`` (their sides): +1 each under Plague, -1 for a Castra on the side
    hit, and Shapur I's -1 against the barbarians (§5.3 #5, data)."""
    plague = D.EVENTS[st["lasting"]]["params"].get("extra_hits_each_side", 0) \
        if st["lasting"] else 0
    more_a, more_d = plague, plague
    if has_castra(st, d):
        more_a -= 1
    if d["kind"] == "barb":
        more_a += sum(D.EVENTS[l]["params"].get("hits_against_player_side", 0)
                      for l in barb_leaders(st, d))
    if has_castra(st, a):
        more_d -= 1
    return more_a, more_d


# ------------------------------------------------------------ the odds (the view's)
def side_holds(st, side) -> int:
    """The hits that destroy ``side`` (take_hits): an army its Militia, its
    Foederati and each Legion (a full one 2, a reduced one 1; an army with no
    Legion goes at the first hit), a lone Militia or a Rival Emperor 1,
    barbarians one a counter (leaders included)."""
    k = side["kind"]
    if k == "army":
        a = army(st, side["id"])
        if not a["leg"]:
            return 1
        return (1 if militia_with(st, a) else 0) + len(a["foed"]) + \
            sum(2 if x else 1 for x in a["leg"])
    if k in ("militia", "rival"):
        return 1
    return len(side_dice_units(st, side))


def hit_chances(targets, most):
    """[P(k successes)] for k = 0 .. most (the last: ``most`` or more) of dice
    rolled as ``roll_hits`` rolls them (each hits on its number or more, a 1
    never, a 6 always and with one die more), computed exactly (no sampling)."""
    dist = [1.0] + [0.0] * most
    for t in targets:
        six = 1 / 6
        plain = sum(1 for face in range(2, 6) if face >= t) / 6
        miss = 1 - six - plain
        # one die and its extra dice: k hits after k - 1 sixes and a plain hit,
        # or after k sixes and a miss
        die = [miss] + [six ** (k - 1) * plain + six ** k * miss for k in range(1, most + 1)]
        die[most] = 1 - sum(die[:most])
        out = [0.0] * (most + 1)
        for i, p in enumerate(dist):
            if p:
                for k, q in enumerate(die):
                    out[min(most, i + k)] += p * q
        dist = out
    return dist


def battle_chances(st, att, dfn):
    """The odds of unit ``att`` attacking ``dfn`` (an enemy as actions.enemies
    gives it) before the dice and before any card (ToC 8.1, R-D1; Flanking,
    the Castra a card places, are not counted): {"win", "lose", "none" (both
    destroyed): whole percentages, "hits": [the chance of dealing 0, 1, ...
    hits, the last "enough to destroy them"], "taken": the same of the hits
    taken}, as the battle counts them (``battle_totals``, ``outcome``)."""
    a, d = side_of(st, att), side_of(st, dfn)
    if d["kind"] == "barb":
        d["region"] = unit_region(st, att)
    hold_a, hold_d = side_holds(st, a), side_holds(st, d)
    more_a, more_d = hit_changes(st, a, d)

    def dealt(side, more, most):
        """[P(hits = k)], k = 0 .. most (the last: most or more), after the changes."""
        raw = hit_chances(side_dice(st, side), most + max(0, -more))
        out = [0] * (most + 1)
        for k, p in enumerate(raw):
            out[min(most, max(0, k + more))] += p
        return out
    ah, dh = dealt(a, more_a, hold_d), dealt(d, more_d, hold_a)
    win = lose = none = 0
    for i, p in enumerate(ah):
        for j, q in enumerate(dh):
            d_gone, a_gone = i >= hold_d, j >= hold_a
            if d_gone and a_gone:
                none += p * q
            elif d_gone or (not a_gone and i > j):       # ties to the defender
                win += p * q
            else:
                lose += p * q
    pct = lambda x: int(round(100 * x))
    return {"win": pct(win), "lose": pct(lose), "none": pct(none),
            "hits": [pct(x) for x in ah], "taken": [pct(x) for x in dh]}


def battle_words(odds):
    """A battle's odds (``battle_chances``) in words, as the map's tooltip, the
    panel beside the prompt and the table read by ear all say them: "you win
    82%, lose 18%; your hits: 0 4%, 1 19%, 2+ 78%" (the last count of hits is
    the one that destroys them)."""
    out = "you win " + str(odds["win"]) + "%, lose " + str(odds["lose"]) + "%"
    if odds["none"]:
        out += ", both destroyed " + str(odds["none"]) + "%"
    hits = odds["hits"]
    if hits:
        out += "; your hits: " + ", ".join(
            str(k) + ("+" if k == len(hits) - 1 and k else "") + " " + str(c) + "%"
            for k, c in enumerate(hits))
    return out


def mark_fought(st, side):
    if side["kind"] == "army":
        a = army(st, side["id"])
        a["fought"] = True
        if militia_with(st, a):
            st["prov"][a["r"]]["mf"] = True                         # R-H5
    elif side["kind"] == "militia":
        st["prov"][side["region"]]["mf"] = True


def enemy_words(st, side):
    k = side["kind"]
    if k == "barb":
        return TRIBE_NAME[side["tribe"]]
    if k == "rival":
        return D.EVENTS[side["id"]]["name"]
    return army_words(st, side["id"] if k == "army" else "militia:" + side["region"])


def pre_options(st, f):
    """The attacker's card events that may act before battle ``f``'s dice (their
    data timing), each offered while unused and while it would change something."""
    s = f["seat"]
    return [{"type": CARDS[c].verb} for c in card_events("battle_before_roll")
            if free_event(st, s, c) is not None and CARDS.hook(c, "before_dice")(st, f, s)]


def use_before_dice(card):
    """PreBattle's handler for ``card``'s verb: the event is spent, then acts."""
    def handler(st, f, seat, a, log):
        use_event(st, seat, card)
        CARDS.hook(card, "use_before_dice")(st, find(st, "battle"), seat, log)
    return handler


# The handlers of the cards whose events may act before a battle's dice: one verb
# a card, named by its effect (the kernel takes a step's handlers from its bases).
BeforeDice = type("BeforeDice", (Step,), {"on_" + CARDS[c].verb: use_before_dice(c)
                                          for c in card_events("battle_before_roll")})


@flow.step("prebattle")
class PreBattle(BeforeDice):
    rule = "ToC 8; §6.2 Castra and Flanking Maneuver"
    title = "Battle"
    prompt = "before the dice: use Castra or Flanking Maneuver, or fight."
    help = ("After paying for the battle and before anyone rolls you may put a Castra on your "
            "army (one hit less against it) and declare a Flanking Maneuver (you may re-roll "
            "all your dice once after seeing both rolls).")
    labels = dict({CARDS[c].verb: CARDS[c].label for c in card_events("battle_before_roll")},
                  fight="Roll the dice")
    ends = ("fight",)

    def actions(st, f, seat):
        return pre_options(st, find(st, "battle")) + [{"type": "fight"}]


@flow.step("flank")
class Flank(Step):
    rule = "ToC 8; §6.2 Flanking Maneuver"
    title = "Battle"
    prompt = "keep your roll or re-roll all your dice (Flanking Maneuver)."
    help = "The Flanking Maneuver lets you throw away your whole roll once and roll all your dice again."
    labels = {"reroll": "Re-roll all the dice", "keep": "Keep the roll"}   # log lines too

    def actions(st, f, seat):
        return [{"type": "keep"}, {"type": "reroll"}]

    def on_keep(st, f, seat, a, log):
        end(st, "keep")

    def on_reroll(st, f, seat, a, log):
        end(st, "reroll")


def take_hits(st, f, which, hits, log):
    """Apply ``hits`` to side ``which``; returns True when a step was called
    for a choice (ToC 8.1: Militia, then Foederati, then Legions, the
    owner choosing among Legions; the winner allocates on barbarians)."""
    side = f[which]
    k = side["kind"]
    if hits <= 0:
        return False
    if k == "rival":
        st["rivals"][side["id"]] = "out"
        f["figures"].append([side["id"], f["r"]])
        say(log, f"{D.EVENTS[side['id']]['name']} falls.")
        return False
    if k == "militia":
        pr = st["prov"][side["region"]]
        pr["mil"] = pr["mc"] = pr["mf"] = False
        say(log, f"The Militia of {NAME[side['region']]} is destroyed.")
        return False
    if k == "army":
        a = army(st, side["id"])
        if militia_with(st, a):
            pr = st["prov"][a["r"]]
            pr["mil"] = pr["mc"] = pr["mf"] = False
            hits -= 1
            say(log, f"The Militia of {NAME[a['r']]} is lost.")
        hits = foederati_hits(st, a, hits, log)
        if hits and a["foed"]:                 # the owner picks the tribe (ToC 8.1, T2)
            call(st, "hits", seat=a["o"], army=a["id"], left=hits)
            return True
        if hits >= sum(2 if x else 1 for x in a["leg"]):
            a["leg"] = []
            remove_army(st, a, log)
            return False
        if hits:
            call(st, "hits", seat=a["o"], army=a["id"], left=hits)
            return True
        return False
    # barbarians: the player who inflicted the hits allocates them
    units = sum(1 for _ in side_dice_units(st, side))
    if hits >= units:
        for u in list(side_dice_units(st, side)):
            kill_barbarian(st, f, side, u, log)
        return False
    call(st, "hit_barbarians", seat=f["seat"], left=hits)
    return True


def foederati_hits(st, a, hits, log):
    """ToC 8.1: Foederati take hits after the Militia and before the Legions;
    only the order is the rule's, so the owner chooses among Foederati of
    different tribes (T2). Hits that leave no choice are taken here; the
    hits still to take are returned."""
    while hits and a["foed"] and (len(set(a["foed"])) == 1 or hits >= len(a["foed"])):
        send_foederati_home(st, a, a["foed"][-1], log)
        hits -= 1
    return hits


def send_foederati_home(st, a, t, log):
    a["foed"].reverse()
    a["foed"].remove(t)                        # the latest of that tribe
    a["foed"].reverse()
    st["home"][t][1] += 1
    say(log, f"A Foederati {TRIBE_NAME[t][:-1]} goes home.")


def side_dice_units(st, side):
    """The counters of a barbarian army: {"leader": id} or {"state": s}."""
    r, t = side["region"], side["tribe"]
    out = [{"leader": l} for l in barb_leaders(st, side)]
    if r in HOMES:
        out += [{"state": "active"}] * st["home"][t][0]
    else:
        v = st["barb"][r].get(t, (0, 0))
        out += [{"state": "active"}] * v[0] + [{"state": "inactive"}] * v[1]
    return out


def kill_barbarian(st, f, side, u, log):
    r, t = side["region"], side["tribe"]
    f["removed"] += 1
    if "leader" in u:
        st["leaders"][u["leader"]] = "out"
        f["figures"].append([u["leader"], r])
        say(log, f"{D.EVENTS[u['leader']]['name']} is killed.")
        return
    if r in HOMES:                                                   # R-D8
        st["home"][t][0] -= 1
        st["home"][t][1] += 1
    else:
        v = st["barb"][r][t]
        v[0 if u["state"] == "active" else 1] -= 1
        if not sum(v):
            del st["barb"][r][t]
        st["home"][t][1] += 1


@flow.step("hits")
class Hits(Step):
    rule = "ToC 8.1; R-D2"
    title = "Battle"
    prompt = lambda st, f, seat: (
        "take a hit on your Foederati: choose the one that goes home."
        if army(st, f["army"])["foed"] else
        "take a hit on your Legions: flip a full Legion or remove a reduced one.")
    help = ("Hits fall on the Militia, then the Foederati, then the Legions. Among Foederati "
            "of different tribes you choose who goes home; each hit then flips a "
            "full-strength Legion to reduced or removes a reduced Legion; you choose.")
    labels = {"flip": "Flip a full Legion",
              "remove": lambda st, f, a: (f"Send the Foederati {TRIBE_NAME[a['tribe']][:-1]} home"
                                          if "tribe" in a else "Remove a reduced Legion")}
    nouns = ("army", "tribe")

    def actions(st, f, seat):
        a = army(st, f["army"])
        if a["foed"]:                          # ToC 8.1: barbarians before Legions (T2)
            return [{"type": "remove", "army": a["id"], "tribe": t}
                    for t in sorted(set(a["foed"]), key=D.TRIBES.index)]
        out = []
        if 1 in a["leg"]:
            out.append({"type": "flip", "army": a["id"]})
        if 0 in a["leg"]:
            out.append({"type": "remove", "army": a["id"]})
        return out

    def on_flip(st, f, seat, act, log):
        a = army(st, f["army"])
        a["leg"][a["leg"].index(1)] = 0
        Hits.next(st, f, a, log)

    def on_remove(st, f, seat, act, log):
        a = army(st, f["army"])
        if "tribe" in act:
            send_foederati_home(st, a, act["tribe"], log)
            f["left"] = foederati_hits(st, a, f["left"] - 1, log) + 1
        else:
            a["leg"].remove(0)
        Hits.next(st, f, a, log)

    def next(st, f, a, log):
        f["left"] -= 1
        if f["left"] and a["foed"]:
            return
        if not a["leg"]:
            remove_army(st, a, log)
            end(st)
        elif f["left"] == 0:
            end(st)
        elif f["left"] >= sum(2 if x else 1 for x in a["leg"]):
            a["leg"] = []
            remove_army(st, a, log)
            end(st)


@flow.step("hit_barbarians")
class HitBarbarians(Step):
    rule = "ToC 8.1; R-D2"
    title = "Battle"
    prompt = "allocate your hits on the barbarians."
    help = "You choose which barbarian counters your hits remove (a leader included)."
    labels = {"hit": lambda st, f, a: ("Kill " + D.EVENTS[a["leader"]]["name"]) if "leader" in a
              else f"Remove an {a['state']} {TRIBE_NAME[a['tribe']][:-1]}"}
    nouns = ("leader", "tribe")

    def actions(st, f, seat):
        side = find(st, "battle")["d"]
        out, seen = [], []
        for u in side_dice_units(st, side):
            if u not in seen:
                seen.append(u)
                out.append(dict(u, type="hit", tribe=side["tribe"]))
        return out

    def on_hit(st, f, seat, a, log):
        b = find(st, "battle")
        u = {"leader": a["leader"]} if "leader" in a else {"state": a["state"]}
        kill_barbarian(st, b, b["d"], u, log)
        f["left"] -= 1
        if f["left"] == 0 or not side_dice_units(st, b["d"]):
            end(st)


@flow.step("reward")
class Reward(Step):
    rule = "ToC 10.1, 10.2; R-H8"
    title = "Battle reward"
    prompt = "choose your reward for removing a leader or Rival Emperor."
    help = ("A free support increase in the province where it fell, or 2 off the first Military "
            "(leader) or Senate (Rival Emperor) card you buy this turn.")
    labels = {"support": lambda st, f, a: f"Raise support in {NAME[a['region']]} for free",
              "discount": lambda st, f, a: "Take 2 off your first "
              + ("Military" if f["figure"] in D.LEADERS else "Senate") + " card this turn"}
    nouns = ("region",)

    def actions(st, f, seat):
        out = []
        p = f["region"]
        if p in st["prov"] and p != "italia" and st["prov"][p]["gov"] == seat \
                and st["prov"][p]["sup"] < D.SUPPORT_MAX:
            out.append({"type": "support", "region": p})
        out.append({"type": "discount"})
        return out

    def on_support(st, f, seat, a, log):
        st["prov"][a["region"]]["sup"] += 1
        say(log, f"Support in {NAME[a['region']]} rises to {st['prov'][a['region']]['sup']}.")
        end(st)

    def on_discount(st, f, seat, a, log):
        sph = "m" if f["figure"] in D.LEADERS else "s"
        d = scratch(st, seat)["disc"]
        d[sph] = d.get(sph, 0) + 1
        end(st)


@flow.step("advance")
class Advance(Step):
    rule = "ToC 8.4; R-H3"
    title = "Battle"
    prompt = "advance into the vacant capital?"
    help = "A victorious Roman army may move into the province's capital if it is vacant."
    labels = {"advance": "Advance into the capital", "stay": "Stay outside the capital"}
    nouns = ("army",)
    ends = ("stay",)

    def actions(st, f, seat):
        return [{"type": "advance", "army": f["army"]}, {"type": "stay"}]

    def on_advance(st, f, seat, a, log):
        army(st, f["army"])["cap"] = True
        say(log, "The victorious army advances into the capital.")
        end(st)
