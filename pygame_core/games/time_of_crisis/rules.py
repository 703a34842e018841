"""Time of Crisis (2nd edition) on the flow spine (kernel/flow.py).

Sections in comments ("ToC 6.3.2") follow rules/003_...txt; "§" and the
rulings R-xx follow games/time-of-crisis-data.md; our own gap rulings (T-xx)
are in docs/rulings/time-of-crisis.md.

The table (top level of the state, plain JSON data):
  n, names, rng, short, first, seat (whose turn), turns, last_round, over,
  winners, final, tribes, prov {p: {gov, sup, mobs, imp, q, mil, mf, mc, mark}}
  (gov: seat, -1 neutral, None No Place; q: Quaestor owner; mil: Militia;
  mf: the Militia fought this turn; mc: Castra on a lone Militia; mark:
  None, "seat" or "break"), armies [{id, o, r, cap, leg, foed, castra, fought}]
  (leg: 1 full / 0 reduced per Legion), next_id, barb {province: {tribe:
  [active, inactive]}}, home {tribe: [active, inactive]}, leaders {id: None
  | "home" | province | "out"}, lact {id: active on the map}, rivals {id:
  None | "in" | "out"}, pl [per seat: hand, avail, discard (card -> count),
  play [[card, event used]], pool {m, s, p}, pp, bought, disc {m, s},
  legacy, et, gov_un, gov_av, gen_un, gen_av, done (provinces targeted or
  recalled this turn)], supply, trashed, deck, lasting, out, dice, stack.
"""
from ...kernel import (Flow, Game, GameInfo, Step, call, copy_state, end, find, game_over,
                       goto, player_names, reseed, say)
from ...kernel.rng import game_below, game_shuffle
from . import data as D
from .data import NAME, PROVINCES, TRIBE_NAME, CARD_NAME

INFO = GameInfo("time-of-crisis", "Time of Crisis", 2, 4,
                options={"short": {"type": "bool", "default": False,
                                   "label": "Short game (40 legacy)"}})
flow = Flow(game_note="(Map, paths and several card effects reconstructed; see About.)")
NEUTRAL = -1
SEA = frozenset(D.SEAS)
HOMES = frozenset(D.HOMELANDS)


def die(st):
    return game_below(st, 6) + 1


def pname(st, s):
    return "the neutral faction" if s == NEUTRAL else st["names"][s]


# ============================================================ readers of the table
def emperor(st):
    g = st["prov"]["italia"]["gov"]
    return g if g is not None and g >= 0 else None


def governed(st, s):
    return [p for p, pr in st["prov"].items() if pr["gov"] == s]


def pretender(st, s):
    """ToC 4: a player with a Seat of Power in a province he governs."""
    for p in PROVINCES:
        pr = st["prov"][p]
        if pr["mark"] == "seat" and pr["gov"] == s:
            return True
    return False


def marked(st, s=None):
    return [p for p in PROVINCES if st["prov"][p]["mark"]
            and (s is None or st["prov"][p]["gov"] == s)]


def rivals_on_map(st):
    return [r for r in D.RIVALS if st["rivals"][r] == "in"]


def army(st, aid):
    for a in st["armies"]:
        if a["id"] == aid:
            return a
    return None


def armies_of(st, s):
    return [a for a in st["armies"] if a["o"] == s]


def capital_army(st, p):
    for a in st["armies"]:
        if a["r"] == p and a["cap"]:
            return a
    return None


def capital_taken_for(st, p, s):
    """Is the capital of ``p`` occupied for player ``s``?  His own lone
    Militia counts as vacant for him (R-H4)."""
    if capital_army(st, p) is not None:
        return True
    pr = st["prov"][p]
    return pr["mil"] and pr["gov"] != s


def militia_with(st, a):
    """The Militia that fights with a general's army in a capital (R-D11)."""
    if a["cap"]:
        pr = st["prov"][a["r"]]
        if pr["mil"] and pr["gov"] == a["o"]:
            return True
    return False


def units_in_capital(st, p, s):
    """Units commanded by ``s`` in the capital of ``p`` (ToC 6.3.2)."""
    n = 0
    a = capital_army(st, p)
    if a is not None and a["o"] == s:
        n += len(a["leg"]) + len(a["foed"])
    pr = st["prov"][p]
    if pr["mil"] and pr["gov"] == s:
        n += 1
    return n


def legions_in_play(st):
    return sum(len(a["leg"]) for a in st["armies"])


def militia_in_play(st):
    return sum(1 for p in PROVINCES if st["prov"][p]["mil"])


def active_barbarians(st, p):
    """Active non-Foederati barbarians (leaders included) in province ``p``."""
    for t, (act, _) in st["barb"][p].items():
        if act:
            return True
    for l in D.LEADERS:
        if st["leaders"][l] == p and st["lact"][l]:
            return True
    return False


def tribe_in(st, p, t):
    """Counters of tribe ``t`` in province ``p``, both states, leaders included (R-E7)."""
    a, i = st["barb"][p].get(t, (0, 0))
    return a + i + sum(1 for l in D.LEADERS if D.LEADER_TRIBE[l] == t and st["leaders"][l] == p)


def mob_counters(st):
    return sum((st["prov"][p]["mobs"] + 1) // 2 for p in PROVINCES)


def can_add_mob(st, p):
    m = st["prov"][p]["mobs"]
    return mob_counters(st) - (m + 1) // 2 + (m + 2) // 2 <= D.MOB_COUNTERS


def markers_used(st):
    return (sum(1 for p in PROVINCES if st["prov"][p]["q"] is not None)
            + sum(1 for a in st["armies"] if a["castra"])
            + sum(1 for p in PROVINCES if st["prov"][p]["mc"]))


def improvements_of(st, kind):
    return sum(1 for p in PROVINCES if kind in st["prov"][p]["imp"])


def political_points(st, s):
    """ToC 5.3, R-B7: support minus Mobs, floored at 0, summed."""
    return sum(max(0, st["prov"][p]["sup"] - st["prov"][p]["mobs"]) for p in governed(st, s))


def card_price(st, s, card, ngov=None):
    """ToC 5.3: value (doubled above the provinces governed) + cards bought."""
    v = D.CARDS[card][1]
    if ngov is None:
        ngov = len(governed(st, s))
    price = v if v <= ngov else 2 * v
    price += st["pl"][s]["bought"]
    sph = D.COLOUR_SPHERE[D.CARDS[card][0]]
    disc = st["pl"][s]["disc"].get(sph, 0)
    if disc:                                   # R-G2, R-H8
        price = max(0, price - D.REWARD_DISCOUNT * disc)
    return price


def build_cost(st):
    """ToC 6.3.3; Inflation adds 1 (§5.3 #13)."""
    c = D.COSTS["build"]
    if st["lasting"]:
        c += D.EVENTS[st["lasting"]]["params"].get("cost_changes", {}).get("build", 0)
    return c


def region_name(r):
    return NAME[r]


# ============================================================ cards
def add_card(pile, c, k=1):
    pile[c] = pile.get(c, 0) + k


def take_card(pile, c):
    pile[c] -= 1
    if not pile[c]:
        del pile[c]


def count(pile):
    return sum(pile.values())


# ============================================================ Italia and governors
def recompute_italia(st):
    """R-A4: a neutral Italia's support is the number of neutral provinces."""
    if st["prov"]["italia"]["gov"] == NEUTRAL:
        st["prov"]["italia"]["sup"] = min(D.ITALIA_MAX, sum(
            1 for p in PROVINCES if st["prov"][p]["gov"] == NEUTRAL))


def italia_add(st, k):
    pr = st["prov"]["italia"]
    pr["sup"] = max(0, min(D.ITALIA_MAX, pr["sup"] + k))


def remove_marker(st, p, log):
    """R-C4: a marked province changes hands; a Seat takes the Breakaways with it."""
    pr = st["prov"][p]
    if pr["mark"] == "seat":
        owner = pr["gov"]
        for q in PROVINCES:
            if st["prov"][q]["mark"] == "break" and st["prov"][q]["gov"] == owner:
                st["prov"][q]["mark"] = None
        say(log, f"{pname(st, owner)} is no longer a Pretender.")
    pr["mark"] = None


def change_governor(st, p, new, sup, log):
    """Replace the governor of ``p`` (R-B5 clean-up); the old one goes to his
    owner's Available Leaders box.  Returns the old governor.  Italia's
    support is the caller's business (it depends on the cause)."""
    pr = st["prov"][p]
    old = pr["gov"]
    if pr["mark"]:
        remove_marker(st, p, log)
    pr["mobs"] = 0
    pr["mil"] = pr["mf"] = pr["mc"] = False
    pr["q"] = None
    if old is not None and old >= 0:
        st["pl"][old]["gov_av"] += 1
    if new >= 0:
        st["pl"][new]["gov_av"] -= 1
    pr["gov"] = new
    pr["sup"] = sup
    say(log, f"{NAME[p]}: {pname(st, new)} governs at support {sup}.")
    return old


def lose_governor_elsewhere(st, old, log):
    """R-A5: the player Emperor loses a governor: Italia -1 at once."""
    if old is not None and old >= 0 and emperor(st) == old:
        italia_add(st, -1)


# ============================================================ setup helpers
def new_player():
    return {"hand": {}, "avail": dict(D.START_DECK), "discard": {}, "play": [],
            "pool": {"m": 0, "s": 0, "p": 0}, "pp": 0, "bought": 0, "disc": {},
            "legacy": 0, "et": 0, "gov_un": list(D.GOVERNOR_COSTS), "gov_av": 1,
            "gen_un": list(D.GENERAL_COSTS), "gen_av": 1, "done": []}


def new_army(st, s, p, cap, legions):
    aid = st["next_id"]
    st["next_id"] += 1
    a = {"id": aid, "o": s, "r": p, "cap": cap, "leg": list(legions), "foed": [],
         "castra": False, "fought": False}
    st["armies"].append(a)
    return a


def remove_army(st, a, log):
    """R-D4: all units gone; the General returns to the Available Leaders box."""
    st["armies"].remove(a)
    st["pl"][a["o"]]["gen_av"] += 1
    for t in a["foed"]:
        st["home"][t][1] += 1
    a["foed"] = []
    say(log, f"{pname(st, a['o'])}'s army in {NAME[a['r']]} is destroyed; the General "
             f"goes home.")


# ============================================================ the game and its set-up
@flow.proc("game")
class GameProc:
    """ToC 3.2: provinces chosen in turn order from the First Player, the
    secret first hands, then turns clockwise until the end (ToC 7.1)."""

    def begin(st, f, log):
        if f.get("ready"):                    # a scenario starts at a turn
            call(st, "turn", seat=st["seat"])
            return
        f["stage"] = "choose"
        call(st, "start_province", seat=st["first"], left=st["n"])

    def resume(st, f, result, log):
        if f["stage"] == "choose":
            # ToC 3.2: neutral governors everywhere else; Italia = neutral count.
            for p in PROVINCES:
                pr = st["prov"][p]
                if pr["gov"] == NEUTRAL and p != "italia":
                    pr["sup"] = 1
            recompute_italia(st)
            f["stage"] = "hands"
            call(st, "first_hand")
            return
        if f["stage"] == "hands":
            f["stage"] = "play"
            say(log, f"{st['names'][st['first']]} is the First Player.")
            call(st, "turn", seat=st["first"])
            return
        if st["over"]:
            game_over(st)
            return
        call(st, "turn", seat=st["seat"])


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


def pick_actions(pile):
    return [{"type": "take", "card": c} for c in D.CARD_IDS if pile.get(c)]


@flow.step("first_hand")
class FirstHand(Step):
    rule = "ToC 3.2 Player Setup"
    title = "First hand"
    prompt = "choose, in secret, the cards of your first hand (five of your nine)."
    help = "Every player secretly picks five of his nine cards; the other four stay in his Available Pile."
    labels = {"take": lambda st, f, a: f"Take {CARD_NAME[a['card']]} into your hand"}
    nouns = ("card",)
    secret = ("take",)
    auto = False

    def actors(st, f):
        return [s for s in range(st["n"]) if count(st["pl"][s]["hand"]) < D.HAND]

    def actions(st, f, seat):
        return pick_actions(st["pl"][seat]["avail"])

    def on_take(st, f, seat, a, log):
        pl = st["pl"][seat]
        take_card(pl["avail"], a["card"])
        add_card(pl["hand"], a["card"])
        if not StartFirst(st):
            end(st)


def StartFirst(st):
    return any(count(st["pl"][s]["hand"]) < D.HAND for s in range(st["n"]))


# ============================================================ the turn (ToC 6)
@flow.proc("turn")
class Turn:
    """ToC 6: Upkeep, Crisis, Take Actions, Support Check, Expand Pretender
    Empire, Gain Legacy, Buy/Trash Cards, End of Turn, in that order."""

    def begin(st, f, log):
        s = f["seat"]
        st["seat"] = s
        st["turns"] += 1
        say(log, f"— {st['names'][s]}'s turn.")
        upkeep(st, s, log)
        f["stage"] = "crisis"
        call(st, "crisis", seat=s)

    def resume(st, f, result, log):
        s = f["seat"]
        stage = f["stage"]
        if stage == "crisis":
            if st["over"]:                      # Diocletian (R-F4)
                end(st)
                return
            for a in armies_of(st, s):          # ToC 6.3.1: battle flags end now
                a["fought"] = False
            for p in PROVINCES:
                if st["prov"][p]["gov"] == s:
                    st["prov"][p]["mf"] = False
            f["stage"] = "actions"
            call(st, "actions", seat=s)
        elif stage == "actions":
            # R-H14: unused events lapse with the played cards (below); influence too.
            st["pl"][s]["pool"] = {"m": 0, "s": 0, "p": 0}
            support_check(st, s, log)
            expand_pretender(st, s, log)
            gain_legacy(st, s, log)
            # ToC 6.7: played cards to the Discard Pile, then voluntary discards.
            pl = st["pl"][s]
            for c, _ in pl["play"]:
                add_card(pl["discard"], c)
            pl["play"] = []
            pl["pp"] = political_points(st, s)
            f["stage"] = "discard"
            call(st, "discard", seat=s)
        elif stage == "discard":
            f["stage"] = "buy"
            call(st, "buy", seat=s)
        elif stage == "buy":
            pl = st["pl"][s]
            pl["pp"], pl["bought"], pl["disc"], pl["done"] = 0, 0, {}, []
            f["stage"] = "mobs"
            call(st, "end_mobs", seat=s, left=mob_provinces(st, s))
        elif stage == "mobs":
            # ToC 6.8: inactive barbarians in provinces he governs turn active.
            for p in governed(st, s):
                for t, v in st["barb"][p].items():
                    v[0], v[1] = v[0] + v[1], 0
                for l in D.LEADERS:
                    if st["leaders"][l] == p:
                        st["lact"][l] = True
            f["stage"] = "refill"
            if count(st["pl"][s]["hand"]) < D.HAND and (st["pl"][s]["avail"]
                                                         or st["pl"][s]["discard"]):
                call(st, "refill", seat=s)
            else:
                Turn.resume(st, f, None, log)
        elif stage == "refill":
            end_of_turn_check(st, s, log)
            end(st)


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


def end_of_turn_check(st, s, log):
    """ToC 7.1, R-F3: the last round, and the game's end after it."""
    target = D.LEGACY_END_SHORT if st["short"] else D.LEGACY_END
    if not st["last_round"] and emperor(st) == s and st["pl"][s]["legacy"] >= target:
        st["last_round"] = True
        say(log, f"{st['names'][s]} is Emperor with {st['pl'][s]['legacy']} legacy: "
                 f"the last round begins.")
    last = (st["first"] - 1) % st["n"]
    if st["last_round"] and s == last:
        finish(st, log)
        return
    st["seat"] = (s + 1) % st["n"]


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

    def on_done(st, f, seat, a, log):
        end(st)


@flow.step("refill")
class Refill(Step):
    rule = "ToC 6.8 End of Turn"
    title = "End of Turn"
    prompt = "choose, in secret, a card from your Available Pile for your hand."
    help = ("Refill your hand to five by choosing cards from your Available Pile; when it "
            "runs out your Discard Pile becomes your Available Pile.")
    labels = {"take": lambda st, f, a: f"Take {CARD_NAME[a['card']]} into your hand"}
    nouns = ("card",)
    secret = ("take",)
    auto = False

    def begin(st, f, log):
        Refill.turn_over(st, f["seat"], log)

    def turn_over(st, s, log):
        pl = st["pl"][s]
        if not pl["avail"] and pl["discard"]:
            pl["avail"], pl["discard"] = pl["discard"], {}
            say(log, f"{st['names'][s]} turns his Discard Pile into his Available Pile.")

    def actions(st, f, seat):
        return pick_actions(st["pl"][seat]["avail"])

    def on_take(st, f, seat, a, log):
        pl = st["pl"][seat]
        take_card(pl["avail"], a["card"])
        add_card(pl["hand"], a["card"])
        if count(pl["hand"]) < D.HAND:         # ToC 6.8: only when a card is still needed
            Refill.turn_over(st, seat, log)
        if count(pl["hand"]) >= D.HAND or not pl["avail"]:
            end(st)


# ============================================================ Crisis (ToC 6.2, 9)
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


def flip_home(st, t, k):
    h = st["home"][t]
    n = min(k, h[1])
    h[0] += n
    h[1] -= n
    return n


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


def invade(st, t, k, white, log, leaders=()):
    """§2.1: walk the path, filling each province to 3 of the tribe, leaders
    first; after a Limes every counter is placed inactive (R-E3)."""
    group = list(leaders)[:k]
    plain = k - len(group)
    st["home"][t][0] -= plain
    for l in group:
        st["leaders"][l] = None                   # in transit
    limes = False
    placed = []
    for p in D.PATHS[t][white]:
        if "limes" in st["prov"][p]["imp"]:
            limes = True
        room = 3 - tribe_in(st, p, t)
        while room > 0 and (group or plain):
            if group:
                l = group.pop(0)
                st["leaders"][l] = p
                st["lact"][l] = not limes
                placed.append(f"{D.EVENTS[l]['name']} to {NAME[p]}")
            else:
                plain -= 1
                v = st["barb"][p].setdefault(t, [0, 0])
                v[1 if limes else 0] += 1
                placed.append(f"1 to {NAME[p]}" + (" (inactive)" if limes else ""))
            room -= 1
    for l in group:                               # leftovers go home active
        st["leaders"][l] = "home"
        st["lact"][l] = True
    st["home"][t][0] += plain
    say(log, f"{TRIBE_NAME[t]} invade along path {white}: " + ", ".join(placed)
        + (f"; {plain + len(group)} return home" if plain or group else "") + ".")


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
class Pax(Step):
    rule = "ToC 9 Pax Deorum; R-E6"
    title = "Pax Deorum"
    prompt = "choose, in secret, one card of your Available Pile to add to your hand."
    help = "Pax Deorum: every player secretly moves one card from his Available Pile to his hand."
    labels = {"take": lambda st, f, a: f"Take {CARD_NAME[a['card']]} into your hand"}
    nouns = ("card",)
    secret = ("take",)
    auto = False

    def actors(st, f):
        return list(f["waiting"])

    def actions(st, f, seat):
        return pick_actions(st["pl"][seat]["avail"])

    def on_take(st, f, seat, a, log):
        pl = st["pl"][seat]
        take_card(pl["avail"], a["card"])
        add_card(pl["hand"], a["card"])
        f["waiting"].remove(seat)
        if not f["waiting"]:
            end(st)


# ============================================================ Take Actions (ToC 6.3)
# The fourteen actions are the table of actions.py; the influence-card events
# acted on beside them are effects.py's CARD_EVENTS.
EVENT_ACTS = ("castra", "praetorian_guard", "tribute", "foederati", "quaestor", "mob",
              "pretender")


def pool(st, s):
    return st["pl"][s]["pool"]


def at_sea(st, s):
    return [a for a in armies_of(st, s) if a["r"] in SEA]


def red_in_hand(st, s):
    """The Military the red cards in his hand would give if played."""
    return sum(D.CARDS[c][1] * k for c, k in st["pl"][s]["hand"].items()
               if D.CARDS[c][0] == "red")


def military(st, s):
    """The Military he may spend on anything but a move (ruling T1, edition 3):
    his pool, less what must stay to bring each of his armies at sea back to
    land, which his pool and the red cards in his hand pay for (1 each)."""
    po = st["pl"][s]["pool"]["m"]
    sea = len(at_sea(st, s))
    if not sea or st["edition"] < 3:
        return po
    return max(0, min(po, po + red_in_hand(st, s) - sea))


def may_move_to(st, s, a, r):
    """Ruling T1: may army ``a`` move to region ``r`` (paying 1 Military)?
    Edition 3: if afterwards his pool and red cards still pay 1 for each of his
    armies at sea.  Edition 2: into a sea zone only with Military left after the
    move, or a red card in hand."""
    po = st["pl"][s]["pool"]["m"]
    if st["edition"] < 3:
        return r not in SEA or po - 1 >= 1 or red_in_hand(st, s) > 0
    sea = len(at_sea(st, s)) - (a["r"] in SEA) + (r in SEA)
    return po - 1 + red_in_hand(st, s) >= sea


def free_event(st, s, card):
    """Index of a played card of this name whose event is unused, or None."""
    for i, (c, used) in enumerate(st["pl"][s]["play"]):
        if c == card and not used:
            return i
    return None


def use_event(st, s, card):
    st["pl"][s]["play"][free_event(st, s, card)][1] = True


def my_units(st, s):
    """The armies ``s`` commands that may act: general armies (ids) and lone
    Militia (ids "militia:<province>")."""
    out = [a["id"] for a in armies_of(st, s)]
    for p in PROVINCES:
        pr = st["prov"][p]
        if pr["mil"] and pr["gov"] == s:
            ca = capital_army(st, p)
            if ca is None:
                out.append("militia:" + p)
    return out


def unit_region(st, u):
    if isinstance(u, str):
        return u.split(":", 1)[1]
    return army(st, u)["r"]


def unit_count(st, u):
    if isinstance(u, str):
        return 1
    a = army(st, u)
    return len(a["leg"]) + len(a["foed"]) + (1 if militia_with(st, a) else 0)


def unit_fought(st, u):
    if isinstance(u, str):
        return st["prov"][u.split(":", 1)[1]]["mf"]
    a = army(st, u)
    return a["fought"] or (militia_with(st, a) and st["prov"][a["r"]]["mf"])


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


def place_governor_targets(st, s):
    pl = st["pl"][s]
    if pl["gov_av"] <= 0:
        return []
    return [p for p in PROVINCES
            if st["prov"][p]["gov"] is not None and st["prov"][p]["gov"] != s
            and not st["prov"][p]["mark"] and p not in pl["done"]]


def requirement(st, s, p, damnatio=False):
    """R-A1: the votes a Place Governor in ``p`` needs."""
    pr = st["prov"][p]
    base = pr["sup"] if damnatio else 2 * pr["sup"]
    if pr["gov"] is not None and pr["gov"] >= 0:
        base += units_in_capital(st, p, pr["gov"])
    if pr["q"] is not None:
        base += D.QUAESTOR_VOTES
    base -= units_in_capital(st, p, s)
    return max(1, base)


def basilica_dice(st, s):
    return sum(1 for p in governed(st, s) if "basilica" in st["prov"][p]["imp"])


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


def options(st, s, act, sel, gov=None):
    """The choices for the next part of ``act`` (an action of actions.py or a
    card event of effects.py) after the parts ``sel`` (a list of picked option
    dicts); None when ``sel`` is complete."""
    if gov is None:
        gov = governed(st, s)
    entry = A.ACTIONS.get(act)
    targets = entry.targets if entry is not None else E.CARD_EVENTS[act]["targets"]
    return targets(st, s, sel, gov)


def merged(sel):
    out = {}
    for part in sel:
        out.update(part)
    return out


def perform(st, s, act, sel, log):
    """Carry out ``act`` with its chosen parts (each part already legal): it
    pays its price, then acts; its last move may be a flow primitive (a battle)."""
    p = price_rule(act)
    if p is not None:
        st["pl"][s]["pool"][p.sphere] -= p.amount(st, sel)
    entry = A.ACTIONS.get(act)
    if entry is None:                             # an influence-card event (effects.py)
        use_event(st, s, act)
        E.CARD_EVENTS[act]["resolve"](st, s, sel, log)
    else:
        entry.perform(st, s, sel, log)
        if entry.flows:
            return
    end(st)


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


def place_governor(st, s, p, dice, damnatio, log):
    """ToC 6.3.2 Place Governor with R-A1..R-A3, R-A9."""
    pl = st["pl"][s]
    pl["done"].append(p)
    pr = st["prov"][p]
    need = requirement(st, s, p, damnatio)
    n = dice + (basilica_dice(st, s) if p == "italia" else 0)     # R-A7
    neutral = pr["gov"] == NEUTRAL
    if neutral and n >= need:                                      # R-A2
        votes, rolls = n, []
    else:
        votes, rolls = roll_votes(st, n, neutral)
    st["dice"] = {"what": "votes", "region": p, "dice": rolls, "need": need, "votes": votes}
    say(log, f"{st['names'][s]} seeks {NAME[p]}: needs {need}, "
             + (f"rolls {', '.join(map(str, rolls))}: " if rolls else "no roll needed: ")
             + f"{votes} vote(s).")
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
        "do": lambda st, f, a: A.ACTIONS[a["act"]].words,
        "event": lambda st, f, a: f"Use the {CARD_NAME[a['card']]} event",
        "capital": lambda st, f, a: capital_words(st, a),
        "end": "End your actions",
    }
    nouns = ("card", "army")
    leads = ("do", "event")         # an action's target is chosen next: click it first

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
        for act in A.ACTIONS:                   # a choice it cannot pay is never offered
            if options(st, seat, act, [], gov):
                out.append({"type": "do", "act": act})
        seen = set()
        for c, used in pl["play"]:
            if not used and c in EVENT_ACTS and c not in seen:
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

    def on_end(st, f, seat, a, log):
        end(st)


def capital_words(st, a):
    ar = army(st, a["army"])
    return (f"Move the army out of the capital of {NAME[ar['r']]}" if ar["cap"]
            else f"Move the army into the capital of {NAME[ar['r']]}")


def option_words(st, f, a):
    parts = []
    if "cost" in a:
        parts.append(f"the cost-{a['cost']} counter")
    if "army" in a:
        parts.append(army_words(st, a["army"]))
    if "tribe" in a:
        parts.append(TRIBE_NAME[a["tribe"]] + (f" ({a['state']})" if "state" in a else ""))
    if "leader" in a:
        parts.append(D.EVENTS[a["leader"]]["name"])
    if "region" in a:
        parts.append(("in " if "tribe" in a else "") + NAME[a["region"]])
    if "improvement" in a:
        parts.append(a["improvement"].title())
    if "dice" in a:
        parts.append(f"{a['dice']} {'die' if a['dice'] == 1 else 'dice'}")
    if "damnatio" in a:
        parts.append("use Damnatio Memoriae" if a["damnatio"] else "without Damnatio Memoriae")
    return ", ".join(parts)


def pick_words(st, f, a):
    """A target's label, named with its action so that the log reads on its
    own ("Player 2: Place a Governor: Italia, 2 dice (costs 2 Senate)")."""
    act = f["act"]
    words = A.ACTIONS[act].words if act in A.ACTIONS else CARD_NAME[act]
    return f"{words}: {option_words(st, f, a) or 'choose'}{cost_words(st, f, a)}"


def price_rule(act):
    """The ``Price`` of an action (actions.py) or of a card event that has one."""
    entry = A.ACTIONS.get(act)
    return entry.price if entry is not None else E.CARD_EVENTS[act].get("price")


def price(st, f, a):
    """What the pick ``a`` of the action (or card event) in frame ``f`` settles,
    as perform() charges it: {"sphere", "amount"} and a "note" when there is
    one ("1 more to land"); None when this pick settles no price.  The pick's
    label says it (cost_words) and its prompt entry carries it (the map's badge)."""
    p = price_rule(f["act"])
    if p is None or len(f["sel"]) != p.at:
        return None
    sel = f["sel"] + [a]
    out = {"sphere": p.sphere, "amount": p.amount(st, sel)}
    note = p.note(st, sel) if p.note is not None else ""
    if note:
        out["note"] = note
    return out


def cost_words(st, f, a):
    """A pick's price in words for its label: " (costs 1 Military)"."""
    p = price_rule(f["act"])
    c = price(st, f, a) if p is not None and p.shown else None
    if c is None:
        return ""
    return (f" (costs {c['amount']} {D.SPHERE_NAME[c['sphere']]}"
            + (f"; {c['note']})" if "note" in c else ")"))


def upper_first(text):
    return text[:1].upper() + text[1:]


def army_words(st, u):
    if isinstance(u, str):
        p = u.split(":", 1)[1]
        return f"the Militia of {NAME[p]} ({pname(st, st['prov'][p]['gov'])})"
    a = army(st, u)
    full = sum(a["leg"])
    where = ("capital of " if a["cap"] else "") + NAME[a["r"]]
    return (f"{pname(st, a['o'])}'s army in {where} ({full} full, "
            f"{len(a['leg']) - full} reduced" + (f", {len(a['foed'])} Foederati" if a["foed"]
                                                  else "") + ")")


@flow.step("target")
class Target(Step):
    rule = "ToC 6.3 Take Actions"
    title = "Take Actions"
    help = ("Choose what the action acts on, part by part; nothing is paid before the "
            "last part, and Undo takes the choice back.")
    labels = {"pick": lambda st, f, a: pick_words(st, f, a),
              "back": "Back"}
    nouns = ("region", "army", "tribe", "leader", "card")

    def auto(st, f):
        """Ruling T5: the first target is always the player's to click, even when
        there is one (edition 2 offered Back beside it); later parts with one
        choice are played for him."""
        return bool(f["sel"])

    def prompt(st, f, seat):
        act = f["act"]
        words = A.ACTIONS[act].words if act in A.ACTIONS else f"the {CARD_NAME[act]} event"
        return f"{words[:1].lower() + words[1:]}: choose its target."

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

    def on_back(st, f, seat, a, log):
        end(st)


@flow.step("occupy")
class Occupy(Step):
    rule = "ToC 12.2 Occupation; R-C5"
    title = "Occupation"
    prompt = "your army holds a Pretender's capital: choose who governs it now."
    help = ("An army in the capital of a Pretender province you do not govern removes its "
            "marker and its governor; you may put in a Governor of yours at support 1, "
            "else a neutral one.")
    labels = {"mine": lambda st, f, a: f"Put your Governor in {NAME[a['region']]}",
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


# ============================================================ Combat (ToC 8, R-D*)
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
    """Each die hits on its number or more (a 1 never, a 6 always, with a bonus die)."""
    hits, rolls = 0, []
    todo = list(targets)
    while todo:
        t = todo.pop(0)
        d = die(st)
        rolls.append(d)
        if d == 6:
            hits += 1
            todo.append(t)
        elif d != 1 and d >= t:
            hits += 1
    return hits, rolls


def has_castra(st, side):
    if side["kind"] == "army":
        a = army(st, side["id"])
        return a["castra"] or (militia_with(st, a) and st["prov"][a["r"]]["mc"])
    if side["kind"] == "militia":
        return st["prov"][side["region"]]["mc"]
    return False


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


@flow.proc("battle")
class Battle:
    """ToC 6.3.1 Initiate Battle and 8: the attacker may use Castra and
    Flanking before the dice; both sides roll and hit at once; hits are
    taken; the winner, legacy, retreat, rewards and advance (R-D*, R-H2/3)."""

    def begin(st, f, log):
        s = f["seat"]
        att = side_of(st, f["att"])
        dfn = side_of(st, f["dfn"])
        r = unit_region(st, f["att"])
        if dfn["kind"] == "barb":
            dfn["region"] = r
        f["a"], f["d"], f["r"] = att, dfn, r
        f["stage"] = "pre"
        say(log, f"{st['names'][s]} attacks in {NAME[r]}: {army_words(st, f['att'])} against "
                 + enemy_words(st, dfn) + ".")
        for side in (att, dfn):               # ToC 6.3.1: both are now in battle
            mark_fought(st, side)
        if pre_options(st, f):
            call(st, "prebattle", seat=s)
            return
        Battle.resume(st, f, None, log)

    def resume(st, f, result, log):
        s = f["seat"]
        stage = f["stage"]
        if stage == "pre":
            f["stage"] = "rolled"
            f["araw"], f["arolls"] = roll_hits(st, side_dice(st, f["a"]))
            f["draw"], f["drolls"] = roll_hits(st, side_dice(st, f["d"]))
            battle_totals(st, f, log)
            if f.get("flank"):
                call(st, "flank", seat=s)
                return
            stage = "rolled"
        if stage == "rolled":
            if result == "reroll":
                f["araw"], f["arolls"] = roll_hits(st, side_dice(st, f["a"]))
                say(log, "Flanking re-roll:")
                battle_totals(st, f, log)
            f["removed"], f["figures"] = 0, []
            f["stage"] = "hit_d"
            if take_hits(st, f, "d", f["ah"], log):
                return
            stage = "hit_d"
        if stage == "hit_d":
            f["stage"] = "hit_a"
            if take_hits(st, f, "a", f["dh"], log):
                return
            stage = "hit_a"
        if stage == "hit_a":
            f["stage"] = "after"
            if Battle.outcome(st, f, log):
                return
            stage = "after"
        if stage == "after":
            if f.get("rewards"):
                fig = f["rewards"].pop(0)
                call(st, "reward", seat=f["winner"], figure=fig[0], region=fig[1])
                return
            f["stage"] = "done"
            adv = f.get("advance")
            if adv is not None:
                a = army(st, adv)
                if a is not None and not a["cap"] and a["r"] in st["prov"] \
                        and not capital_taken_for(st, a["r"], a["o"]):
                    call(st, "advance", seat=a["o"], army=adv)
                    return
            end(st)
            return
        end(st)

    def outcome(st, f, log):
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
        return False


def battle_totals(st, f, log):
    """R-D1: successes, +1 each under Plague, -1 for a Castra on the target
    and for Shapur I with the barbarians, floored at 0."""
    plague = D.EVENTS[st["lasting"]]["params"].get("extra_hits_each_side", 0) \
        if st["lasting"] else 0
    ah, dh = f["araw"] + plague, f["draw"] + plague
    if has_castra(st, f["d"]):
        ah -= 1
    if f["d"]["kind"] == "barb":                  # §5.3 #5 Shapur I (data)
        ah += sum(D.EVENTS[l]["params"].get("hits_against_player_side", 0)
                  for l in barb_leaders(st, f["d"]))
    if has_castra(st, f["a"]):
        dh -= 1
    f["ah"], f["dh"] = max(0, ah), max(0, dh)
    st["dice"] = {"what": "battle", "region": f["r"], "attacker": f["arolls"],
                  "defender": f["drolls"], "hits": [f["ah"], f["dh"]]}
    say(log, f"Dice: attacker {', '.join(map(str, f['arolls'])) or '-'}; defender "
             f"{', '.join(map(str, f['drolls'])) or '-'}. Hits: attacker {f['ah']}, "
             f"defender {f['dh']}.")


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
    s = f["seat"]
    out = []
    if free_event(st, s, "castra") is not None and not has_castra(st, f["a"]) \
            and markers_used(st) < D.MARKERS:
        out.append({"type": "castra"})
    if free_event(st, s, "flanking_maneuver") is not None and not f.get("flank"):
        out.append({"type": "flank"})
    return out


@flow.step("prebattle")
class PreBattle(Step):
    rule = "ToC 8; §6.2 Castra and Flanking Maneuver"
    title = "Battle"
    prompt = "before the dice: use Castra or Flanking Maneuver, or fight."
    help = ("After paying for the battle and before anyone rolls you may put a Castra on your "
            "army (one hit less against it) and declare a Flanking Maneuver (you may re-roll "
            "all your dice once after seeing both rolls).")
    labels = {"castra": "Use Castra on the attacking army",
              "flank": "Declare a Flanking Maneuver", "fight": "Roll the dice"}

    def actions(st, f, seat):
        return pre_options(st, find(st, "battle")) + [{"type": "fight"}]

    def on_castra(st, f, seat, a, log):
        b = find(st, "battle")
        use_event(st, seat, "castra")
        put_castra(st, b["att"], log)

    def on_flank(st, f, seat, a, log):
        b = find(st, "battle")
        use_event(st, seat, "flanking_maneuver")
        b["flank"] = True
        say(log, f"{st['names'][seat]} declares a Flanking Maneuver.")

    def on_fight(st, f, seat, a, log):
        end(st)


@flow.step("flank")
class Flank(Step):
    rule = "ToC 8; §6.2 Flanking Maneuver"
    title = "Battle"
    prompt = "keep your roll or re-roll all your dice (Flanking Maneuver)."
    help = "The Flanking Maneuver lets you throw away your whole roll once and roll all your dice again."
    labels = {"reroll": "Re-roll all your dice", "keep": "Keep your roll"}

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
        d = st["pl"][seat]["disc"]
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

    def actions(st, f, seat):
        return [{"type": "advance", "army": f["army"]}, {"type": "stay"}]

    def on_advance(st, f, seat, a, log):
        army(st, f["army"])["cap"] = True
        say(log, "The victorious army advances into the capital.")
        end(st)

    def on_stay(st, f, seat, a, log):
        end(st)


# ============================================================ after the actions
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


def earn(st, s, source, n):
    """``n`` legacy to ``s``, noted by source for the end screen (issue 21)."""
    st["pl"][s]["legacy"] += n
    if n:
        src = st["pl"][s].setdefault("src", {})
        src[source] = src.get(source, 0) + n
    return n


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

    def actions(st, f, seat):
        return [{"type": "discard", "card": c} for c in D.CARD_IDS
                if st["pl"][seat]["hand"].get(c)] + [{"type": "done"}]

    def on_discard(st, f, seat, a, log):
        pl = st["pl"][seat]
        take_card(pl["hand"], a["card"])
        add_card(pl["discard"], a["card"])
        say(log, f"{st['names'][seat]} discards {CARD_NAME[a['card']]}.")

    def on_done(st, f, seat, a, log):
        end(st)


@flow.step("buy")
class Buy(Step):
    rule = "ToC 5.3, 6.7 Buy/Trash Cards"
    title = "Buy/Trash Cards"
    prompt = lambda st, f, seat: (f"spend your {st['pl'][f['seat']]['pp']} political points: "
                                  "buy or trash cards.")
    help = ("A card costs its value, doubled if the value exceeds the provinces you govern, "
            "plus 1 for each card already bought this turn; trashing a Discard Pile card "
            "costs 3. Unspent points are lost.")
    labels = {"buy": lambda st, f, a: f"Buy {CARD_NAME[a['card']]} for "
              f"{card_price(st, f['seat'], a['card'])}",
              "trash": lambda st, f, a: f"Trash {CARD_NAME[a['card']]} for 3",
              "done": "End buying"}
    nouns = ("card",)

    def actions(st, f, seat):
        pl = st["pl"][seat]
        ngov = len(governed(st, seat))
        out = [{"type": "buy", "card": c} for c in D.SUPPLY_CARDS
               if st["supply"][c] and card_price(st, seat, c, ngov) <= pl["pp"]]
        if pl["pp"] >= D.COSTS["trash"]:
            out += [{"type": "trash", "card": c} for c in D.CARD_IDS if pl["discard"].get(c)]
        return out + [{"type": "done"}]

    def on_buy(st, f, seat, a, log):
        pl = st["pl"][seat]
        c = a["card"]
        price = card_price(st, seat, c)
        pl["pp"] -= price
        sph = D.COLOUR_SPHERE[D.CARDS[c][0]]
        pl["disc"].pop(sph, None)                   # R-G2: only the first card
        pl["bought"] += 1
        st["supply"][c] -= 1
        add_card(pl["discard"], c)
        say(log, f"{st['names'][seat]} buys {CARD_NAME[c]} for {price}.")

    def on_trash(st, f, seat, a, log):
        pl = st["pl"][seat]
        pl["pp"] -= D.COSTS["trash"]
        take_card(pl["discard"], a["card"])
        add_card(st["trashed"], a["card"])
        say(log, f"{st['names'][seat]} trashes {CARD_NAME[a['card']]}.")

    def on_done(st, f, seat, a, log):
        end(st)


# ============================================================ the end (ToC 7.1)
def emperor_bonus(et):
    """R-F2: competition ranking, 10/6/3/0, nothing for 0 turns."""
    out = []
    for x in et:
        rank = sum(1 for y in et if y > x)
        out.append(D.EMPEROR_BONUS[rank] if x > 0 and rank < len(D.EMPEROR_BONUS) else 0)
    return out


def legions_of(st, s):
    return sum(len(a["leg"]) for a in armies_of(st, s))


def finish(st, log):
    """Emperor Turns bonus, then the winner with R-F5's tie-breaks."""
    n = st["n"]
    bonus = emperor_bonus([st["pl"][s]["et"] for s in range(n)])
    for s in range(n):
        earn(st, s, "Emperor Turns bonus", bonus[s])      # (the fuzz checks legacy never falls)
        if bonus[s]:
            say(log, f"{st['names'][s]}: +{bonus[s]} for Emperor Turns.")
    scores = [st["pl"][s]["legacy"] for s in range(n)]
    tied = [s for s in range(n) if scores[s] == max(scores)]
    emp = emperor(st)
    if len(tied) > 1 and emp in tied:
        tied = [emp]
    if len(tied) > 1:
        pre = [s for s in tied if pretender(st, s)]
        if len(pre) == 1:
            tied = pre
    for key in (lambda s: len(governed(st, s)), lambda s: legions_of(st, s)):
        if len(tied) > 1:
            best = max(key(s) for s in tied)
            tied = [s for s in tied if key(s) == best]
    while len(tied) > 1:                                   # die roll-off
        rolls = {s: die(st) for s in tied}
        best = max(rolls.values())
        tied = [s for s in tied if rolls[s] == best]
        say(log, "Roll-off: " + ", ".join(f"{st['names'][s]} {r}" for s, r in rolls.items()) + ".")
    st["over"] = True
    st["final"] = scores
    st["winners"] = tied
    say(log, f"The game ends. {st['names'][tied[0]]} wins with {scores[tied[0]]} legacy.")


# ============================================================ the game object
def fresh_state(players, rng, options):
    n = players
    st = {
        "n": n, "names": player_names(options, n), "rng": rng,
        "short": bool(options.get("short", False)), "first": 0, "seat": 0, "turns": 0,
        "last_round": False, "over": False, "winners": [], "final": None,
        "tribes": list(D.TRIBES_IN_PLAY[n]),
        "prov": {p: {"gov": None if p in D.NO_PLACE[n] else NEUTRAL,
                     "sup": 0 if p in D.NO_PLACE[n] else 1, "mobs": 0, "imp": [],
                     "q": None, "mil": False, "mf": False, "mc": False, "mark": None}
                 for p in PROVINCES},
        "armies": [], "next_id": 1,
        "barb": {p: {} for p in PROVINCES},
        "home": {t: [0, D.BARBARIANS_PER_TRIBE if t in D.TRIBES_IN_PLAY[n] else 0]
                 for t in D.TRIBES},
        "leaders": {l: None for l in D.LEADERS}, "lact": {l: False for l in D.LEADERS},
        "rivals": {r: None for r in D.RIVALS},
        "pl": [new_player() for _ in range(n)],
        "supply": {c: D.CARD_COUNT[c] for c in D.SUPPLY_CARDS}, "trashed": {},
        "deck": [], "lasting": None, "out": [], "dice": None, "stack": [],
        # the rules edition (kernel/game.py): 2 for a game begun on engine 0.2.0
        "edition": options.get("edition", 3),
    }
    return st


def shuffle_events(st):
    """ToC 3.1: Diocletian shuffled in with three cards at the bottom."""
    rest = [e for e in D.EVENT_IDS if e != "diocletian"]
    game_shuffle(st, rest)
    bottom = rest[:3] + ["diocletian"]
    game_shuffle(st, bottom)
    st["deck"] = rest[3:] + bottom


class TimeOfCrisis(Game):
    info = INFO
    flow = flow
    # Edition 3 (engine 0.3.0, issue 18): rulings T11 (a free capital move never
    # repeats a position), T1 narrowed and T5 (Undo instead of Back).
    editions = {3: "0.3.0"}

    # No rule fixes the number of turns (the game ends on 60 legacy for an
    # Emperor, or on Diocletian from the event deck), so the whole game's bound
    # is stated, not derived: the longest games seen, 1,600 actions at random
    # (164 turns) and 2,903 with a hard seat against three normal (112 turns),
    # stay well inside it.
    action_bound = 10000

    def turn_of(self, st):
        return st["turns"]

    def turn_bound(self, players):
        """The most actions of one turn (edition 3), Pax Deorum's picks to the
        refill: every paid action spends at least 1 of the influence that the
        at most HAND + 1 cards played give (4 a card at most); each action or
        event takes its choice and at most 3 target parts; a free capital move
        is one per army between two other changes (ruling T11); a battle costs
        1 Military, each army or lone Militia fights once, and each hit taken
        is one choice of a unit's step (two steps a Legion)."""
        cards = D.HAND + 1                                  # the hand and Pax Deorum's card
        influence = cards * max(v for _, v, _ in D.CARDS.values())
        acts = influence + cards                            # paid actions and events
        armies = len(D.GENERAL_COSTS) + 1                   # generals in play
        provinces = len(PROVINCES)
        changes = 1 + cards + acts + provinces              # ... occupations among them
        battles = min(influence, armies + D.MILITIA)
        # hits on Legions (two steps each), barbarians or Foederati of any tribe,
        # leaders, Rival Emperors and a Militia; castra, flank, fight, reroll,
        # reward and advance
        per_battle = (2 * D.LEGIONS + D.BARBARIANS_PER_TRIBE * len(D.TRIBES) + len(D.LEADERS)
                      + len(D.RIVALS) + 1 + 6)
        buys = 1 + provinces * D.SUPPORT_MAX                # each costs a political point
        return (players + cards + 4 * acts + armies * changes + battles * per_battle
                + provinces + (cards + 1) + buys + 1 + (provinces + 1) + D.HAND + 1)

    emperor = staticmethod(emperor)
    governed = staticmethod(governed)
    pretender = staticmethod(pretender)

    def setup(self, players, rng, options):
        st = fresh_state(players, rng, options)
        shuffle_events(st)
        st["first"] = st["seat"] = game_below(st, players)             # ToC 3.2
        log = []
        self.flow.start(st, "game", log)
        st["setup_log"] = log
        return st

    def result(self, st):
        """The scores and winners, each seat's legacy by source and, once over,
        why the game ended (Diocletian, R-F4, or the last round, ToC 7.1)."""
        scores = st["final"] or [st["pl"][s]["legacy"] for s in range(st["n"])]
        res = {"scores": list(scores), "winners": list(st["winners"])}
        res["breakdown"] = []
        for s in range(st["n"]):
            src = st["pl"][s].get("src") or {}
            parts = [{"source": k, "points": v} for k, v in sorted(src.items())]
            rest = st["pl"][s]["legacy"] - sum(src.values())     # a scenario begins scored
            res["breakdown"].append(parts + ([{"source": "Earlier legacy", "points": rest}]
                                             if rest else []))
        if st["over"]:
            res["ended"] = ("Diocletian was drawn from the event deck: the game ended at once."
                            if "diocletian" in st["out"] else
                            "An Emperor reached " + str(D.LEGACY_END_SHORT if st["short"] else
                                                        D.LEGACY_END) +
                            " legacy and the last round was played out.")
        return res

    def phase_help(self, st):
        if not st["stack"]:
            return ("The most legacy wins; ties: the Emperor, a lone Pretender, provinces, "
                    "Legions, a die. " + self.flow.note).strip()
        return self.flow.help(st)

    # ------------------------------------------------------------ view
    def view(self, st, seat):
        n = st["n"]
        players = []
        for s in range(n):
            pl = st["pl"][s]
            players.append({
                "seat": s, "name": st["names"][s], "colour": D.COLOURS[s],
                "legacy": pl["legacy"], "emperor_turns": pl["et"],
                "hand_count": count(pl["hand"]), "available_count": count(pl["avail"]),
                "discard": dict(pl["discard"]), "play": [list(x) for x in pl["play"]],
                "pool": dict(pl["pool"]), "political_points": pl["pp"],
                "bought": pl["bought"], "rewards": dict(pl["disc"]),
                "governors_available": pl["gov_av"], "governors_unclaimed": list(pl["gov_un"]),
                "generals_available": pl["gen_av"], "generals_unclaimed": list(pl["gen_un"]),
                "provinces": governed(st, s), "pretender": pretender(st, s),
                "done": list(pl["done"]),
            })
        me = st["pl"][seat] if seat is not None else None
        return {
            "game": INFO.id, "players": n, "seat": seat, "names": list(st["names"]),
            "turn": st["turns"], "active": st["seat"], "first": st["first"],
            "short": st["short"], "last_round": st["last_round"],
            "scores": [st["pl"][s]["legacy"] for s in range(n)],
            "emperor": emperor(st), "tribes": list(st["tribes"]),
            "provinces": {p: {"governor": st["prov"][p]["gov"], "support": st["prov"][p]["sup"],
                              "mobs": st["prov"][p]["mobs"],
                              "improvements": list(st["prov"][p]["imp"]),
                              "quaestor": st["prov"][p]["q"], "militia": st["prov"][p]["mil"],
                              "militia_castra": st["prov"][p]["mc"],
                              "marker": st["prov"][p]["mark"],
                              "barbarians": {t: list(v) for t, v in st["barb"][p].items()}}
                          for p in PROVINCES},
            "armies": [{"id": a["id"], "owner": a["o"], "region": a["r"], "in_capital": a["cap"],
                        "legions": list(a["leg"]), "foederati": list(a["foed"]),
                        "castra": a["castra"], "fought": a["fought"],
                        "militia": militia_with(st, a)} for a in st["armies"]],
            "homelands": {t: list(v) for t, v in st["home"].items()},
            "leaders": dict(st["leaders"]), "rivals": dict(st["rivals"]),
            "lasting_event": st["lasting"], "events_out": list(st["out"]),
            "event_deck_count": len(st["deck"]), "supply": dict(st["supply"]),
            "trashed": dict(st["trashed"]), "dice": st["dice"],
            "player_state": players,
            "hand": dict(me["hand"]) if me else {},
            "available": dict(me["avail"]) if me else {},
            "legions_supply": D.LEGIONS - legions_in_play(st),
            "mob_counters_used": mob_counters(st),
            # for the map's side panel: each card's colour and value, and what
            # the viewer would pay for each now (ToC 5.3)
            "card_values": {c: [D.CARDS[c][0], D.CARDS[c][1]] for c in D.CARD_IDS},
            "prices": ({c: card_price(st, seat, c) for c in D.SUPPLY_CARDS}
                       if seat is not None else {}),
            "legacy_end": D.LEGACY_END_SHORT if st["short"] else D.LEGACY_END,
            # for the table (issue 21): each card's and event's effect in short
            # words, and the viewer's odds in each Place a Governor open to him
            "card_text": dict(D.CARD_TEXT), "event_text": dict(D.EVENT_TEXT),
            "governor_votes": governor_odds(st, seat),
        }

    # ------------------------------------------------------------ hidden parts
    def determinize(self, st, seat, rng):
        """§9: the other players' split between hand and Available Pile and
        the event deck's order (Diocletian among the bottom four) are resampled."""
        s2 = copy_state(st)
        for p in range(s2["n"]):
            if p == seat:
                continue
            pl = s2["pl"][p]
            cards = [c for pile in (pl["hand"], pl["avail"]) for c in sorted(pile)
                     for _ in range(pile[c])]
            k = count(pl["hand"])
            rng.shuffle(cards)
            pl["hand"], pl["avail"] = {}, {}
            for i, c in enumerate(cards):
                add_card(pl["hand"] if i < k else pl["avail"], c)
        deck = [e for e in s2["deck"] if e != "diocletian"]
        rng.shuffle(deck)
        if "diocletian" in s2["deck"]:
            tail = min(D.DIOCLETIAN_BOTTOM, len(deck) + 1)
            deck.insert(len(deck) + 1 - tail + rng.below(tail), "diocletian")
        s2["deck"] = deck
        reseed(s2, rng)
        return s2


# ============================================================ the table's odds (view only)
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


def governor_odds(st, s):
    """{province: {"need", "neutral", "bonus", "chance"}} for each province
    ``s`` may seek with Place a Governor: the votes needed (R-A1), the extra
    Basilica dice in Italia (R-A7) and the chance with 1, 2, ... Senate dice."""
    if s is None:
        return {}
    have = st["pl"][s]["pool"]["s"]
    out = {}
    for p in place_governor_targets(st, s):
        need = requirement(st, s, p)
        neutral = st["prov"][p]["gov"] == NEUTRAL
        bonus = basilica_dice(st, s) if p == "italia" else 0
        out[p] = {"need": need, "neutral": neutral, "bonus": bonus,
                  "chance": [vote_chance(n + bonus, need, neutral) for n in range(1, have + 1)]}
    return out


from . import actions as A  # noqa: E402  (the registries read the table helpers above)
from . import effects as E  # noqa: E402
