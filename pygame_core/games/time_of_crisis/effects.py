"""Time of Crisis: what each card does, as registries looked up by card id.

- ``ON_DRAW``: the event cards (data sheet §5, fields of §11.1), by kind and
  then by id: ``fn(st, e, log)`` when the card is drawn in a Crisis phase;
  lasting events act through their data ``params`` where the rules consult
  them (Auguries and Plague in battle, Inflation in the cost of building).
- ``CARD_EVENTS``: the influence-card events used as actions of their own in
  Take Actions (§6.2, §11.2): ``targets(st, s, sel, gov)`` gives the choices
  for the next part after the parts ``sel`` (None: complete) and
  ``resolve(st, s, sel, log)`` carries the event out.  Castra and Flanking
  Maneuver are also offered before a battle's dice (rules ``prebattle``),
  Damnatio Memoriae inside a Place Governor, and Praetorian Guard starts a
  Place Governor in Italia paid with Military (R-H9): those hooks live with
  the rules they change.

Phase code asks these registries and never names a card here.
"""
from . import actions as A
from . import data as D
from . import rules as R
from .actions import one_part as _one_part
from .data import NAME, TRIBE_NAME


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
    for p in R.PROVINCES:
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
        R.italia_add(st, D.EVENTS[e]["params"]["italia_support"])


def _raiding_parties(st, e, log):
    """§5.3 #11: one active plain counter per tribe in play, along a white die's path."""
    for t in D.TRIBES:
        if t in st["tribes"] and st["home"][t][0] > 0:
            R.invade(st, t, 1, R.die(st), log)


def _preparing_for_war(st, e, log):
    """§5.3 #12: up to two counters flipped active in every homeland in play."""
    for t in st["tribes"]:
        R.flip_home(st, t, D.EVENTS[e]["params"]["flip_per_homeland"])


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
def _castra_targets(st, s, gov):
    if R.markers_used(st) >= D.MARKERS:
        return []
    out = [{"army": a["id"]} for a in R.armies_of(st, s) if not a["castra"]]
    out += [{"army": u} for u in R.my_units(st, s)
            if isinstance(u, str) and not st["prov"][u.split(":", 1)[1]]["mc"]]
    return out


def _castra(st, s, sel, log):
    R.put_castra(st, sel[0]["army"], log)


def _tribute_targets(st, s, gov):
    """Any province and tribe with an active counter there (leaders included)."""
    out = []
    for p in R.PROVINCES:
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
    R.say(log, f"{st['names'][s]} pays Tribute: the {TRIBE_NAME[t]} in {NAME[p]} turn inactive.")


def _foederati_targets(st, s, sel, gov):
    if not sel:
        return [{"army": a["id"]} for a in R.armies_of(st, s) if R.foederati_candidates(st, a)]
    if len(sel) == 1:
        return R.foederati_candidates(st, R.army(st, sel[0]["army"]))
    return None


def _foederati(st, s, sel, log):
    """Joins if the army has fewer barbarians than Legions, else goes home inactive."""
    a = R.army(st, sel[0]["army"])
    r, t, state = sel[1]["region"], sel[1]["tribe"], sel[1]["state"]
    v = st["barb"][r][t] if r in st["prov"] else st["home"][t]
    v[0 if state == "active" else 1] -= 1
    if r in st["prov"] and not sum(v):
        del st["barb"][r][t]
    if len(a["foed"]) < len(a["leg"]):
        a["foed"].append(t)
        R.say(log, f"A {TRIBE_NAME[t][:-1]} joins {st['names'][s]}'s army in {NAME[a['r']]} "
                   f"as Foederati.")
    else:
        st["home"][t][1] += 1
        R.say(log, f"The {TRIBE_NAME[t][:-1]} is sent home (the army has as many barbarians "
                   f"as Legions).")


def _quaestor_targets(st, s, gov):
    if R.markers_used(st) >= D.MARKERS:
        return []
    return [{"region": p} for p in gov if st["prov"][p]["q"] is None]


def _quaestor(st, s, sel, log):
    st["prov"][sel[0]["region"]]["q"] = s
    R.say(log, f"{st['names'][s]} puts a Quaestor in {NAME[sel[0]['region']]}.")


def _mob_targets(st, s, gov):
    """Any province a player governs, within the Mob counters."""
    return [{"region": p} for p in R.PROVINCES
            if st["prov"][p]["gov"] is not None and st["prov"][p]["gov"] >= 0
            and R.can_add_mob(st, p)]


def _mob(st, s, sel, log):
    st["prov"][sel[0]["region"]]["mobs"] += 1
    R.say(log, f"{st['names'][s]} stirs up a Mob in {NAME[sel[0]['region']]}.")


def _pretender_targets(st, s, gov):
    """Not the Emperor, not already a Pretender: a Seat among his eligible provinces."""
    if R.emperor(st) == s or R.pretender(st, s):
        return []
    return [{"region": p} for p in R.pretender_eligible(st, s)]


def _pretender(st, s, sel, log):
    R.make_pretender(st, s, sel[0]["region"], log)


def _praetorian_targets(st, s, sel, gov):
    """Place Governor in Italia with Military dice (R-H9): dice, then Damnatio."""
    if not sel and "italia" not in R.place_governor_targets(st, s):
        return []
    return A.governor_parts(st, s, [{"region": "italia"}] + sel, R.military(st, s))


def _praetorian(st, s, sel, log):
    """Paid (its price, in Military) by rules.perform."""
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
