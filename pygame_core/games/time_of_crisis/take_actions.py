"""Time of Crisis: the Take Actions phase (ToC 6.3): its steps (cards played,
an action or card event chosen, its targets part by part, an occupation) and
how an action's parts are offered, priced, named and carried out.  The
fourteen actions are the table of actions.py; the influence-card events
acted on beside them are effects.py's ``CARDS`` whose data timing says so."""
from ...kernel import Step, call, end, say
from . import actions as A
from . import data as D
from .data import CARD_NAME, NAME, TRIBE_NAME
from .effects import CARDS  # the card effects, registered by then
from .table import (NEUTRAL, armies_of, army, army_words, at_sea, capital_taken_for,
                    card_events, change_governor, flow, governed, lose_governor_elsewhere,
                    recompute_italia, take_card, unit_region, use_event)


def options(st, s, act, sel, gov=None):
    """The choices for the next part of ``act`` (an action of actions.py or a
    card event of effects.py) after the parts ``sel`` (a list of picked option
    dicts); None when ``sel`` is complete.  Its price is checked here, once: at
    the part that settles it only the choices it can pay for (``Price.funds``),
    and before that only the choices that lead to one."""
    if gov is None:
        gov = governed(st, s)
    entry = A.ACTIONS.get(act)
    targets = entry.targets if entry is not None else CARDS.hook(act, "targets")
    choices = targets(st, s, sel, gov)
    p = price_rule(act)
    if choices is None or p is None or len(sel) > p.at:
        return choices
    if len(sel) < p.at:
        return [c for c in choices if options(st, s, act, sel + [c], gov)]
    have = p.funds(st, s)
    return [c for c in choices if p.amount(st, sel + [c]) <= have]


def perform(st, s, act, sel, log):
    """Carry out ``act`` with its chosen parts (each part already legal): it
    pays its price, then acts; its last move may be a flow primitive (a battle)."""
    p = price_rule(act)
    if p is not None:
        st["pl"][s]["pool"][p.sphere] -= p.amount(st, sel)
    entry = A.ACTIONS.get(act)
    if entry is None:                             # an influence-card event (effects.py)
        use_event(st, s, act)
        CARDS.hook(act, "resolve")(st, s, sel, log)
    else:
        entry.perform(st, s, sel, log)
        if entry.flows:
            return
    end(st)


def occupation_pending(st, s):
    """R-C5 trigger: his army in the capital of a marked province he does not govern."""
    for a in armies_of(st, s):
        if a["cap"] and a["r"] in st["prov"]:
            pr = st["prov"][a["r"]]
            if pr["mark"] and pr["gov"] != s:
                return a["r"]
    return None


@flow.step("actions")
class Actions(Step):
    rule = "ToC 6.3 Take Actions"
    title = "Take Actions"
    prompt = "play cards and spend their influence, or end your actions."
    help = ("Play cards from your hand for Military (red), Senate (blue) and Populace "
            "(yellow) influence, and spend it on actions in any order; a played card's "
            "event may be used once this phase. Unspent influence is lost.")
    labels = {
        "play": lambda st, f, a: f"Play {CARD_NAME[a['card']]}",
        "do": lambda st, f, a: A.ACTIONS[a["act"]].words + price_span(st, f["seat"], a["act"]),
        "event": lambda st, f, a: f"Use the {CARD_NAME[a['card']]} event",
        "capital": lambda st, f, a: capital_words(st, a),
        "end": "End the actions",      # third person: it is also the log line (issue 43, 10)
    }
    nouns = ("card", "army")
    leads = ("do", "event")         # an action's target is chosen next: click it first
    ends = ("end",)

    # Ruling T11 (edition 3): f["free"] lists the armies that made a free
    # capital move since anything else last changed (a card played, an action
    # or event carried out); each may make one such move until then, so that
    # a free move never brings back a position of this turn.
    def begin(st, f, log):
        if st["edition"] >= 3:
            f["free"] = []
        Actions.resume(st, f, None, log)

    def resume(st, f, result, log):
        if st["over"]:
            end(st)
            return
        if "free" in f:                 # an action, event or occupation was carried out
            f["free"] = []
        Actions.occupy_if_due(st, f)

    def occupy_if_due(st, f):
        p = occupation_pending(st, f["seat"])
        if p is not None:
            call(st, "occupy", seat=f["seat"], region=p)

    def actions(st, f, seat):
        pl = st["pl"][seat]
        out = [{"type": "play", "card": c} for c in D.CARD_IDS if pl["hand"].get(c)]
        sea = at_sea(st, seat)
        if sea and st["edition"] < 3:           # R-G4 and ruling T1 (edition 2)
            if options(st, seat, "move", []):
                out.append({"type": "do", "act": "move"})
            return out
        gov = governed(st, seat)
        pool = pl["pool"]
        for act, entry in A.ACTIONS.items():    # a choice it cannot pay is never offered
            # (every action costs 1 influence or more: none with its sphere's pool empty)
            if pool[entry.price.sphere] and options(st, seat, act, [], gov):
                out.append({"type": "do", "act": act})
        seen, events = set(), card_events("take_actions")
        for c, used in pl["play"]:
            if not used and c in events and c not in seen:
                seen.add(c)
                if options(st, seat, c, [], gov):
                    out.append({"type": "event", "card": c})
        moved = f.get("free", ())
        for a in armies_of(st, seat):
            if a["fought"] or a["r"] not in st["prov"] or a["id"] in moved:
                continue
            if a["cap"] or not capital_taken_for(st, a["r"], seat):
                out.append({"type": "capital", "army": a["id"]})
        if not sea:                             # R-G4: no army may end the turn at sea
            out.append({"type": "end"})
        return out

    def on_play(st, f, seat, a, log):
        if "free" in f:
            f["free"] = []
        pl = st["pl"][seat]
        c = a["card"]
        take_card(pl["hand"], c)
        pl["play"].append([c, D.CARDS[c][2] is None])
        colour, v, _ = D.CARDS[c]
        pl["pool"][D.COLOUR_SPHERE[colour]] += v

    def on_do(st, f, seat, a, log):
        call(st, "target", seat=seat, act=a["act"], sel=[])

    def on_event(st, f, seat, a, log):
        call(st, "target", seat=seat, act=a["card"], sel=[])

    def on_capital(st, f, seat, a, log):
        ar = army(st, a["army"])
        ar["cap"] = not ar["cap"]
        say(log, f"{st['names'][seat]}'s army moves {'into' if ar['cap'] else 'out of'} "
                 f"the capital of {NAME[ar['r']]}.")
        if "free" in f:
            f["free"].append(ar["id"])
        Actions.occupy_if_due(st, f)


def price_span(st, s, act):
    """What an action will cost, said on its first button (before its target is
    chosen): " (1 Senate)", " (2 to 3 Populace)" over the targets ``s`` may pay
    for now (``options``), " (1 Senate a die)" for Place a Governor (ToC 6.3.2)."""
    p = price_rule(act)
    if p is None:
        return ""
    sphere = D.SPHERE_NAME[p.sphere]
    if act == "place_governor":
        return f" (1 {sphere} a die)"
    gov = governed(st, s)
    sels = [[]]
    for _ in range(p.at + 1):
        sels = [sel + [c] for sel in sels for c in options(st, s, act, sel, gov) or ()]
    amounts = {p.amount(st, sel) for sel in sels}
    if not amounts:
        return ""
    low, high = min(amounts), max(amounts)
    return f" ({low} {sphere})" if low == high else f" ({low} to {high} {sphere})"


def capital_words(st, a):
    ar = army(st, a["army"])
    return (f"Move the army out of the capital of {NAME[ar['r']]}" if ar["cap"]
            else f"Move the army into the capital of {NAME[ar['r']]}")


def option_words(st, f, a):
    parts = []
    if "cost" in a:             # a bought counter, named by what recruiting it costs
        parts.append(f"one for {a['cost']} {D.SPHERE_NAME[price_rule(f['act']).sphere]}")
    if "army" in a:
        parts.append(army_words(st, a["army"]))
    if "tribe" in a:
        parts.append(TRIBE_NAME[a["tribe"]] + (f" ({a['state']})" if "state" in a else ""))
    if "leader" in a:
        parts.append(D.EVENTS[a["leader"]]["name"])
    if "region" in a:
        parts.append(("in " if "tribe" in a else "") + NAME[a["region"]] + hopeless_words(st, f, a))
    if "improvement" in a:
        parts.append(a["improvement"].title())
    if "dice" in a:
        parts.append(dice_words(st, f, a["dice"]))
    for c in card_events("place_governor"):            # a card event used inside the action
        if CARDS[c].field in a:
            parts.append(("use " if a[CARDS[c].field] else "without ") + CARD_NAME[c])
    return ", ".join(parts)


def votes(n):
    return f"{n} vote{'s' if n != 1 else ''}"


def dice_words(st, f, n):
    """A Place a Governor's dice, with what they risk (ToC 6.3.2): "Thracia, roll
    1 die; needs 4 votes, 0% chance" (third person: also the log line)."""
    dice = f"{n} {'die' if n == 1 else 'dice'}"
    if f["act"] != "place_governor" or not f["sel"]:
        return dice
    p = f["sel"][0]["region"]
    need, chance = A.governor_chance(st, f["seat"], p, n)
    return f"{NAME[p]}, roll {dice}; needs {votes(need)}, {chance}% chance"


def hopeless_words(st, f, a):
    """A Place a Governor's province that no roll of his can win says so before
    he commits to it: " (0% chance: 4 votes needed)"."""
    if f["act"] != "place_governor" or f["sel"]:
        return ""
    need, chance = A.governor_chance(st, f["seat"], a["region"], st["pl"][f["seat"]]["pool"]["s"])
    return f" (0% chance: {votes(need)} needed)" if chance == 0 else ""


def pick_words(st, f, a):
    """A target's label, named with its action so that the log reads on its
    own ("Player 2: Place a Governor: Italia, 2 dice (costs 2 Senate)")."""
    act = f["act"]
    words = A.ACTIONS[act].words if act in A.ACTIONS else CARD_NAME[act]
    return f"{words}: {option_words(st, f, a) or 'choose'}{cost_words(st, f, a)}"


def price_rule(act):
    """The ``Price`` of an action (actions.py) or of a card event that has one."""
    entry = A.ACTIONS.get(act)
    return entry.price if entry is not None else getattr(CARDS[act], "price", None)


def price(st, f, a):
    """What the pick ``a`` of the action (or card event) in frame ``f`` settles,
    as perform() charges it: {"sphere", "amount"}, a "note" when there is one
    ("1 more to land"), and its own words: "short", the price ("1 Military"),
    and "words", the whole of it ("costs 1 Military; 1 more to land"); None
    when this pick settles no price.  The pick's label says its words
    (cost_words) and its prompt entry carries it all (the map's badge is the
    short price, its tooltip the words: nothing reads the words back)."""
    p = price_rule(f["act"])
    if p is None or len(f["sel"]) != p.at:
        return None
    sel = f["sel"] + [a]
    amount = p.amount(st, sel)
    short = f"{amount} {D.SPHERE_NAME[p.sphere]}"
    out = {"sphere": p.sphere, "amount": amount, "short": short, "words": "costs " + short}
    note = p.note(st, sel) if p.note is not None else ""
    if note:
        out["note"] = note
        out["words"] += "; " + note
    return out


def cost_words(st, f, a):
    """A pick's price in words for its label: " (costs 1 Military)"."""
    p = price_rule(f["act"])
    c = price(st, f, a) if p is not None and p.shown else None
    if c is None:
        return ""
    return f" ({c['words']})"


@flow.step("target")
class Target(Step):
    rule = "ToC 6.3 Take Actions"
    title = "Take Actions"
    help = ("Choose what the action acts on, part by part; nothing is paid before the "
            "last part, and Undo takes the choice back.")
    labels = {"pick": lambda st, f, a: pick_words(st, f, a),
              "back": "Back"}
    nouns = ("region", "army", "tribe", "leader", "card")
    ends = ("back",)

    def auto(st, f):
        """Ruling T5: the first target is always the player's to click, even when
        there is one (edition 2 offered Back beside it); later parts with one
        choice are played for him."""
        return bool(f["sel"])

    def prompt(st, f, seat):
        act = f["act"]
        words = A.ACTIONS[act].words if act in A.ACTIONS else f"the {CARD_NAME[act]} event"
        words = words[:1].lower() + words[1:]
        first = f["sel"][0] if f["sel"] else {}
        # once a part is chosen the prompt names it (issue 43, defect 10)
        if act == "place_governor" and "region" in first:
            return f"place a Governor in {NAME[first['region']]}: choose how many Senate dice to roll."
        if act == "battle" and "army" in first:
            return f"initiate a battle in {NAME[unit_region(st, first['army'])]}: choose what you attack."
        if "region" in first and first["region"] in NAME:
            return f"{words} in {NAME[first['region']]}: choose its target."
        return f"{words}: choose its target."

    def actions(st, f, seat):
        opts = options(st, seat, f["act"], f["sel"])
        out = [dict(o, type="pick") for o in opts]
        if not f["sel"] and st["edition"] < 3:      # ruling T5: Undo does it since edition 3
            out.append({"type": "back"})
        return out

    def cost(st, f, a):
        return price(st, f, a) if a["type"] == "pick" else None

    def on_pick(st, f, seat, a, log):
        part = {k: v for k, v in a.items() if k != "type"}
        f["sel"].append(part)
        if options(st, seat, f["act"], f["sel"]) is None:
            perform(st, seat, f["act"], f["sel"], log)


@flow.step("occupy")
class Occupy(Step):
    rule = "ToC 12.2 Occupation; R-C5"
    title = "Occupation"
    prompt = "your army holds a Pretender's capital: choose who governs it now."
    help = ("An army in the capital of a Pretender province you do not govern removes its "
            "marker and its governor; you may put in a Governor of yours at support 1, "
            "else a neutral one.")
    labels = {"mine": lambda st, f, a: f"Put {st['names'][f['seat']]}'s Governor in {NAME[a['region']]}",
              "neutral": lambda st, f, a: f"Put a neutral Governor in {NAME[a['region']]}"}
    nouns = ("region",)

    def actions(st, f, seat):
        out = []
        if st["pl"][seat]["gov_av"] > 0:
            out.append({"type": "mine", "region": f["region"]})
        out.append({"type": "neutral", "region": f["region"]})
        return out

    def on_mine(st, f, seat, a, log):
        Occupy.occupy(st, seat, f["region"], seat, log)
        end(st)

    def on_neutral(st, f, seat, a, log):
        Occupy.occupy(st, seat, f["region"], NEUTRAL, log)
        end(st)

    def occupy(st, s, p, new, log):
        say(log, f"{st['names'][s]} occupies the capital of {NAME[p]}.")
        old = change_governor(st, p, new, 1, log)      # R-A8: Italia not raised
        lose_governor_elsewhere(st, old, log)
        recompute_italia(st)
