"""Time of Crisis: what each card does, as registries looked up by card id.

- ``ON_DRAW``: the event cards (data sheet §5, fields of §11.1), by kind and
  then by id: ``fn(st, e, log)`` when the card is drawn in a Crisis phase;
  lasting events act through their data ``params`` where the rules consult
  them (Auguries and Plague in battle, Inflation in the cost of building).
- ``CARD_EVENTS``: the influence-card events used as actions of their own in
  Take Actions (§6.2, §11.2): ``targets(st, s, sel, gov)`` gives the choices
  for the next part after the parts ``sel`` (None: complete) and
  ``resolve(st, s, sel, log)`` carries the event out.  Castra and Flanking
  Maneuver are also offered before a battle's dice (combat ``prebattle``),
  Damnatio Memoriae inside a Place Governor, and Praetorian Guard starts a
  Place Governor in Italia paid with Military (R-H9): those hooks live with
  the rules they change.

Phase code asks these registries and never names a card here.
"""
from ...kernel import say
from . import actions as A
from . import data as D
from .actions import one_part as _one_part
from .actions import place_governor_targets
from .data import NAME, PROVINCES, TRIBE_NAME
from .table import (HOMES, armies_of, army, can_add_mob, die, emperor, flip_home, governed,
                    invade, italia_add, markers_used, military, my_units, pretender,
                    unit_region)


# ------------------------------------------------------------------ event cards (§5)
def _leader(st, e, log):
    """§5.4: a leader enters active in its tribe's homeland."""
    st["leaders"][e] = "home"
    st["lact"][e] = True


def _rival(st, e, log):
    """§5.5: a Rival Emperor stands in its province, outside the capital."""
    st["rivals"][e] = "in"


def _palmyra_allies(st, e, log):
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


def _ludi_saeculares(st, e, log):
    """§5.3 #7 (placeholder): no Mobs in Italia; +1 there if a player governs it."""
    pr = st["prov"]["italia"]
    pr["mobs"] = 0
    if pr["gov"] is not None and pr["gov"] >= 0:
        italia_add(st, D.EVENTS[e]["params"]["italia_support"])


def _raiding_parties(st, e, log):
    """§5.3 #11: one active plain counter per tribe in play, along a white die's path."""
    for t in D.TRIBES:
        if t in st["tribes"] and st["home"][t][0] > 0:
            invade(st, t, 1, die(st), log)


def _preparing_for_war(st, e, log):
    """§5.3 #12: up to two counters flipped active in every homeland in play."""
    for t in st["tribes"]:
        flip_home(st, t, D.EVENTS[e]["params"]["flip_per_homeland"])


ON_DRAW = {
    "barbarian_leader": _leader,
    "rival_emperor": _rival,
    "palmyra_allies": _palmyra_allies,
    "ludi_saeculares": _ludi_saeculares,
    "raiding_parties": _raiding_parties,
    "preparing_for_war": _preparing_for_war,
}


def on_draw(st, e, log):
    fn = ON_DRAW.get(D.EVENTS[e]["kind"]) or ON_DRAW.get(e)
    if fn is not None:
        fn(st, e, log)


# ------------------------------------------------------------ influence-card events (§6.2)
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


def _castra_targets(st, s, gov):
    if markers_used(st) >= D.MARKERS:
        return []
    out = [{"army": a["id"]} for a in armies_of(st, s) if not a["castra"]]
    out += [{"army": u} for u in my_units(st, s)
            if isinstance(u, str) and not st["prov"][u.split(":", 1)[1]]["mc"]]
    return out


def _castra(st, s, sel, log):
    put_castra(st, sel[0]["army"], log)


def _tribute_targets(st, s, gov):
    """Any province and tribe with an active counter there (leaders included)."""
    out = []
    for p in PROVINCES:
        for t in D.TRIBES:
            v = st["barb"][p].get(t)
            if (v and v[0]) or any(st["leaders"][l] == p and st["lact"][l]
                                   and D.LEADER_TRIBE[l] == t for l in D.LEADERS):
                out.append({"region": p, "tribe": t})
    return out


def _tribute(st, s, sel, log):
    p, t = sel[0]["region"], sel[0]["tribe"]
    v = st["barb"][p].get(t)
    if v:
        v[1] += v[0]
        v[0] = 0
    for l in D.LEADERS:                                   # ruling T4
        if st["leaders"][l] == p and D.LEADER_TRIBE[l] == t:
            st["lact"][l] = False
    say(log, f"{st['names'][s]} pays Tribute: the {TRIBE_NAME[t]} in {NAME[p]} turn inactive.")


def _foederati_targets(st, s, sel, gov):
    if not sel:
        return [{"army": a["id"]} for a in armies_of(st, s) if foederati_candidates(st, a)]
    if len(sel) == 1:
        return foederati_candidates(st, army(st, sel[0]["army"]))
    return None


def _foederati(st, s, sel, log):
    """Joins if the army has fewer barbarians than Legions, else goes home inactive."""
    a = army(st, sel[0]["army"])
    r, t, state = sel[1]["region"], sel[1]["tribe"], sel[1]["state"]
    v = st["barb"][r][t] if r in st["prov"] else st["home"][t]
    v[0 if state == "active" else 1] -= 1
    if r in st["prov"] and not sum(v):
        del st["barb"][r][t]
    if len(a["foed"]) < len(a["leg"]):
        a["foed"].append(t)
        say(log, f"A {TRIBE_NAME[t][:-1]} joins {st['names'][s]}'s army in {NAME[a['r']]} "
                   f"as Foederati.")
    else:
        st["home"][t][1] += 1
        say(log, f"The {TRIBE_NAME[t][:-1]} is sent home (the army has as many barbarians "
                   f"as Legions).")


def _quaestor_targets(st, s, gov):
    if markers_used(st) >= D.MARKERS:
        return []
    return [{"region": p} for p in gov if st["prov"][p]["q"] is None]


def _quaestor(st, s, sel, log):
    st["prov"][sel[0]["region"]]["q"] = s
    say(log, f"{st['names'][s]} puts a Quaestor in {NAME[sel[0]['region']]}.")


def _mob_targets(st, s, gov):
    """Any province a player governs, within the Mob counters."""
    return [{"region": p} for p in PROVINCES
            if st["prov"][p]["gov"] is not None and st["prov"][p]["gov"] >= 0
            and can_add_mob(st, p)]


def _mob(st, s, sel, log):
    st["prov"][sel[0]["region"]]["mobs"] += 1
    say(log, f"{st['names'][s]} stirs up a Mob in {NAME[sel[0]['region']]}.")


def _pretender_targets(st, s, gov):
    """Not the Emperor, not already a Pretender: a Seat among his eligible provinces."""
    if emperor(st) == s or pretender(st, s):
        return []
    return [{"region": p} for p in pretender_eligible(st, s)]


def _pretender(st, s, sel, log):
    make_pretender(st, s, sel[0]["region"], log)


def _praetorian_targets(st, s, sel, gov):
    """Place Governor in Italia with Military dice (R-H9): dice, then Damnatio."""
    if not sel and "italia" not in place_governor_targets(st, s):
        return []
    return A.governor_parts(st, s, [{"region": "italia"}] + sel, military(st, s))


def _praetorian(st, s, sel, log):
    """Paid (its price, in Military) by take_actions.perform."""
    A.seek_governorship(st, s, [{"region": "italia"}] + sel, log)


CARD_EVENTS = {
    "castra": {"targets": _one_part(_castra_targets), "resolve": _castra},
    "praetorian_guard": {"targets": _praetorian_targets, "resolve": _praetorian,
                         "price": A.Price("m", lambda st, sel: sel[0]["dice"])},
    "tribute": {"targets": _one_part(_tribute_targets), "resolve": _tribute},
    "foederati": {"targets": _foederati_targets, "resolve": _foederati},
    "quaestor": {"targets": _one_part(_quaestor_targets), "resolve": _quaestor},
    "mob": {"targets": _one_part(_mob_targets), "resolve": _mob},
    "pretender": {"targets": _one_part(_pretender_targets), "resolve": _pretender},
}
