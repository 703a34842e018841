"""Time of Crisis: the Crisis phase (ToC 6.2, 9): the crisis roll, a tribe's
invasion, an event drawn (what the card does is effects.py's) and Pax Deorum."""
from ...kernel import call, end, say
from . import data as D
from . import effects as E
from .data import TRIBE_NAME
from .ending import finish
from .table import TakeIntoHand, die, flip_home, flow, invade

@flow.proc("crisis")
class Crisis:
    def begin(st, f, log):
        w, b = die(st), die(st)
        res = D.CRISIS[st["n"]][w + b]
        st["dice"] = {"what": "crisis", "dice": [w, b]}
        say(log, f"Crisis roll {w + b}: {res.replace('_', ' ').title()}.")
        if res == "ira_deorum":
            for t in st["tribes"]:               # R-E1, R-E4: non-leaders, tribes in play
                flip_home(st, t, 1)
            end(st)
        elif res == "pax_deorum":
            f["pax"] = True
            if any(st["pl"][s]["avail"] for s in range(st["n"])):   # R-E6
                call(st, "pax", waiting=[s for s in range(st["n"]) if st["pl"][s]["avail"]])
                return
            end(st)
        elif res == "event":
            draw_event(st, log)
            end(st)
        else:
            tribe_crisis(st, res, log)
            end(st)


def tribe_crisis(st, t, log):
    """ToC 9: flip one, roll black and white, invade if black <= active."""
    flip_home(st, t, 1)
    black, white = die(st), die(st)
    st["dice"] = {"what": "invasion", "tribe": t, "dice": [black, white]}
    leaders = [l for l in D.LEADERS if D.LEADER_TRIBE[l] == t and st["leaders"][l] == "home"]
    active = st["home"][t][0] + len(leaders)
    if black > active:                            # R-E2
        say(log, f"{TRIBE_NAME[t]}: black {black}, white {white}: no invasion "
                 f"({active} active).")
        return
    k = black
    if any(D.EVENTS[l]["params"].get("all_active_invade") for l in leaders):
        # §5.3 #2 Ardashir (data): all active invade
        k = active
    invade(st, t, k, white, log, leaders)


def draw_event(st, log):
    """ToC 9 Event; §5.1 handling by kind."""
    e = st["deck"].pop(0)
    ev = D.EVENTS[e]
    say(log, f"Event: {ev['name']}.")
    st["dice"] = {"what": "event", "event": e}
    kind = ev["kind"]
    if kind == "end":                             # R-F4
        st["out"].append(e)
        finish(st, log)
        return
    if kind == "lasting":
        if st["lasting"]:
            st["out"].append(st["lasting"])
        st["lasting"] = e
        return
    st["out"].append(e)
    E.on_draw(st, e, log)                         # effects.py: what the card does


@flow.step("pax")
class Pax(TakeIntoHand):
    rule = "ToC 9 Pax Deorum; R-E6"
    title = "Pax Deorum"
    prompt = "choose, in secret, one card of your Available Pile to add to your hand."
    help = "Pax Deorum: every player secretly moves one card from his Available Pile to his hand."

    def actors(st, f):
        return list(f["waiting"])

    def on_take(st, f, seat, a, log):
        TakeIntoHand.take(st, seat, a["card"])
        f["waiting"].remove(seat)
        if not f["waiting"]:
            end(st)
