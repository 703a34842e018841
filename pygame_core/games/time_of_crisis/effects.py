"""Time of Crisis: what each card does, in the kernel's one style of card
effect (kernel/effects.py): a class per card (or per kind of card), registered
on table.py's ``EVENTS`` and ``CARDS`` by the data's name, its functions its
hooks at the moments declared there.

- ``EVENTS``: the event cards (data sheet §5, fields of §11.1), by kind
  (a barbarian leader, a Rival Emperor) or by id: ``drawn`` when a Crisis
  draws one; lasting events act through their data ``params`` where the
  rules consult them (Auguries and Plague in battle, Inflation in the cost
  of building).
- ``CARDS``: the influence-card events (§6.2, §11.2), used when their data
  ``timing`` says (table.card_events): in Take Actions (``targets``, then
  ``resolve``; a ``price`` when one is paid, Praetorian Guard's in Military,
  R-H9), before a battle's dice (``before_dice``, ``use_before_dice``, the
  step's ``verb`` and ``label``) or inside a Place a Governor (its parts'
  ``field`` and ``support_votes``).

Phase code asks these registries by moment and never names a card.
"""
from ...kernel import say
from . import actions as A
from . import data as D
from .actions import place_governor_targets
from .data import NAME, PROVINCES, TRIBE_NAME
from .table import (CARDS, EVENTS, HOMES, armies_of, army, can_add_mob, die, emperor, flip_home,
                    governed, has_castra, invade, italia_add, markers_used, military, my_units,
                    pretender, unit_region)


# ------------------------------------------------------------------ event cards (§5)
@EVENTS.effect("barbarian_leader")
class BarbarianLeader:
    def drawn(st, e, log):
        """§5.4: a leader enters active in its tribe's homeland."""
        st["leaders"][e] = "home"
        st["lact"][e] = True


@EVENTS.effect("rival_emperor")
class RivalEmperor:
    def drawn(st, e, log):
        """§5.5: a Rival Emperor stands in its province, outside the capital."""
        st["rivals"][e] = "in"


@EVENTS.effect("palmyra_allies")
class PalmyraAllies:
    def drawn(st, e, log):
        """§5.3 #4: the tribe's counters in provinces go home, then all inactive."""
        t = D.EVENTS[e]["params"]["tribe"]
        if t not in st["tribes"]:
            return
        for p in PROVINCES:
            v = st["barb"][p].pop(t, None)
            if v:
                st["home"][t][1] += v[0] + v[1]
        h = st["home"][t]
        h[1] += h[0]
        h[0] = 0


@EVENTS.effect("ludi_saeculares")
class LudiSaeculares:
    def drawn(st, e, log):
        """§5.3 #7 (placeholder): no Mobs in Italia; +1 there if a player governs it."""
        pr = st["prov"]["italia"]
        pr["mobs"] = 0
        if pr["gov"] is not None and pr["gov"] >= 0:
            italia_add(st, D.EVENTS[e]["params"]["italia_support"])


@EVENTS.effect("raiding_parties")
class RaidingParties:
    def drawn(st, e, log):
        """§5.3 #11: one active plain counter per tribe in play, along a white die's path."""
        for t in D.TRIBES:
            if t in st["tribes"] and st["home"][t][0] > 0:
                invade(st, t, 1, die(st), log)


@EVENTS.effect("preparing_for_war")
class PreparingForWar:
    def drawn(st, e, log):
        """§5.3 #12: up to two counters flipped active in every homeland in play."""
        for t in st["tribes"]:
            flip_home(st, t, D.EVENTS[e]["params"]["flip_per_homeland"])


def on_draw(st, e, log):
    """Event card ``e`` drawn: what its kind does, else what the card itself does."""
    hook = EVENTS.hook(D.EVENTS[e]["kind"], "drawn") or EVENTS.hook(e, "drawn")
    if hook is not None:
        hook(st, e, log)


# ------------------------------------------------------------ what the card events change
def foederati_candidates(st, a):
    """§6.2 Foederati: non-leader barbarians in the army's region or an adjacent one."""
    regions = (a["r"],) + (D.ADJ[a["r"]] if D.FOEDERATI_REACH_ADJACENT else ())
    out = []
    for r in regions:
        if r in st["prov"]:
            for t in D.TRIBES:
                v = st["barb"][r].get(t)
                if v:
                    for state, k in (("active", v[0]), ("inactive", v[1])):
                        if k:
                            out.append({"region": r, "tribe": t, "state": state})
        elif r in HOMES:
            t = D.TRIBE_OF_HOMELAND[r]
            for state, k in zip(("active", "inactive"), st["home"][t]):
                if k:
                    out.append({"region": r, "tribe": t, "state": state})
    return out


def pretender_eligible(st, s):
    return [p for p in governed(st, s)
            if p != "italia" and st["prov"][p]["sup"] >= D.PRETENDER_MIN_SUPPORT]


def put_castra(st, u, log):
    if isinstance(u, str):
        st["prov"][u.split(":", 1)[1]]["mc"] = True
    else:
        army(st, u)["castra"] = True
    say(log, f"A Castra is built in {NAME[unit_region(st, u)]}.")


def make_pretender(st, s, seat_p, log):
    """§6.2 Pretender, R-H10: the Seat, then connected eligible provinces."""
    st["prov"][seat_p]["mark"] = "seat"
    elig = set(pretender_eligible(st, s))
    empire, todo = [seat_p], [seat_p]
    while todo and D.PRETENDER_REQUIRES_CONNECTION:
        p = todo.pop(0)
        for q in D.PROVINCE_ADJ[p]:
            if q in elig and q not in empire:
                empire.append(q)
                todo.append(q)
    if not D.PRETENDER_REQUIRES_CONNECTION:
        empire += [q for q in sorted(elig, key=PROVINCES.index) if q != seat_p]
    for q in empire[1:D.PRETENDER_MARKERS]:
        st["prov"][q]["mark"] = "break"
    say(log, f"{st['names'][s]} declares himself Pretender in {NAME[seat_p]} ("
        + ", ".join(NAME[q] for q in empire[:D.PRETENDER_MARKERS]) + ").")


# ------------------------------------------------------------ influence-card events (§6.2)
@CARDS.effect("castra")
class Castra:
    """On one of his armies or lone Militia in Take Actions, or on the
    attacking army before a battle's dice."""

    def targets(st, s, sel, gov):
        if sel:
            return None
        if markers_used(st) >= D.MARKERS:
            return []
        out = [{"army": a["id"]} for a in armies_of(st, s) if not a["castra"]]
        out += [{"army": u} for u in my_units(st, s)
                if isinstance(u, str) and not st["prov"][u.split(":", 1)[1]]["mc"]]
        return out

    def resolve(st, s, sel, log):
        put_castra(st, sel[0]["army"], log)

    verb, label = "castra", "Use Castra on the attacking army"

    def before_dice(st, b, s):
        return not has_castra(st, b["a"]) and markers_used(st) < D.MARKERS

    def use_before_dice(st, b, s, log):
        put_castra(st, b["att"], log)


@CARDS.effect("flanking_maneuver")
class FlankingManeuver:
    """Declared before a battle's dice: the attacker may re-roll all his dice
    once after seeing both rolls (combat ``flank``)."""
    verb, label = "flank", "Declare a Flanking Maneuver"

    def before_dice(st, b, s):
        return not b.get("flank")

    def use_before_dice(st, b, s, log):
        b["flank"] = True
        say(log, f"{st['names'][s]} declares a Flanking Maneuver.")


@CARDS.effect("praetorian_guard")
class PraetorianGuard:
    """A Place a Governor in Italia with Military dice (R-H9): dice, then Damnatio."""
    price = A.Price("m", lambda st, sel: sel[0]["dice"])

    def targets(st, s, sel, gov):
        if not sel and "italia" not in place_governor_targets(st, s):
            return []
        return A.governor_parts(st, s, [{"region": "italia"}] + sel, military(st, s))

    def resolve(st, s, sel, log):
        """Paid (its price, in Military) by take_actions.perform."""
        A.seek_governorship(st, s, [{"region": "italia"}] + sel, log)


@CARDS.effect("tribute")
class Tribute:
    def targets(st, s, sel, gov):
        """Any province and tribe with an active counter there (leaders included)."""
        if sel:
            return None
        led = {(st["leaders"][l], D.LEADER_TRIBE[l]) for l in D.LEADERS if st["lact"][l]}
        out = []
        for p in PROVINCES:
            barb = st["barb"][p]
            for t in D.TRIBES:
                v = barb.get(t)
                if (v and v[0]) or (p, t) in led:
                    out.append({"region": p, "tribe": t})
        return out

    def resolve(st, s, sel, log):
        p, t = sel[0]["region"], sel[0]["tribe"]
        v = st["barb"][p].get(t)
        if v:
            v[1] += v[0]
            v[0] = 0
        for l in D.LEADERS:                                   # ruling T4
            if st["leaders"][l] == p and D.LEADER_TRIBE[l] == t:
                st["lact"][l] = False
        say(log, f"{st['names'][s]} pays Tribute: the {TRIBE_NAME[t]} in {NAME[p]} turn "
                 "inactive.")


@CARDS.effect("foederati")
class Foederati:
    def targets(st, s, sel, gov):
        if not sel:
            return [{"army": a["id"]} for a in armies_of(st, s) if foederati_candidates(st, a)]
        if len(sel) == 1:
            return foederati_candidates(st, army(st, sel[0]["army"]))
        return None

    def resolve(st, s, sel, log):
        """Joins if the army has fewer barbarians than Legions, else goes home inactive."""
        a = army(st, sel[0]["army"])
        r, t, state = sel[1]["region"], sel[1]["tribe"], sel[1]["state"]
        v = st["barb"][r][t] if r in st["prov"] else st["home"][t]
        v[0 if state == "active" else 1] -= 1
        if r in st["prov"] and not sum(v):
            del st["barb"][r][t]
        if len(a["foed"]) < len(a["leg"]):
            a["foed"].append(t)
            say(log, f"A {TRIBE_NAME[t][:-1]} joins {st['names'][s]}'s army in "
                     f"{NAME[a['r']]} as Foederati.")
        else:
            st["home"][t][1] += 1
            say(log, f"The {TRIBE_NAME[t][:-1]} is sent home (the army has as many "
                     f"barbarians as Legions).")


@CARDS.effect("damnatio_memoriae")
class DamnatioMemoriae:
    """Inside a Place a Governor: the province's support counts once (R-A1)."""
    field = "damnatio"

    def support_votes(sup):
        return sup


@CARDS.effect("quaestor")
class Quaestor:
    def targets(st, s, sel, gov):
        if sel:
            return None
        if markers_used(st) >= D.MARKERS:
            return []
        return [{"region": p} for p in gov if st["prov"][p]["q"] is None]

    def resolve(st, s, sel, log):
        st["prov"][sel[0]["region"]]["q"] = s
        say(log, f"{st['names'][s]} puts a Quaestor in {NAME[sel[0]['region']]}.")


@CARDS.effect("mob")
class Mob:
    def targets(st, s, sel, gov):
        """Any province a player governs, within the Mob counters."""
        if sel:
            return None
        return [{"region": p} for p in PROVINCES
                if st["prov"][p]["gov"] is not None and st["prov"][p]["gov"] >= 0
                and can_add_mob(st, p)]

    def resolve(st, s, sel, log):
        st["prov"][sel[0]["region"]]["mobs"] += 1
        say(log, f"{st['names'][s]} stirs up a Mob in {NAME[sel[0]['region']]}.")


@CARDS.effect("pretender")
class Pretender:
    def targets(st, s, sel, gov):
        """Not the Emperor, not already a Pretender: a Seat among his eligible provinces."""
        if sel:
            return None
        if emperor(st) == s or pretender(st, s):
            return []
        return [{"region": p} for p in pretender_eligible(st, s)]

    def resolve(st, s, sel, log):
        make_pretender(st, s, sel[0]["region"], log)
