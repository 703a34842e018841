"""Time of Crisis: the table, its readers and its changers; the lowest layer of
the package (issue 19 item 4): every other module imports from here, and this
module imports only the kernel and the data.

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
  play [[card, event used]], pool {m, s, p}, legacy, et, gov_un, gov_av,
  gen_un, gen_av, src (legacy by source)], supply, trashed, deck, lasting,
  out, dice, stack.

One turn's scratch is not on the table: it lives in the turn's frame (issue
19), from the turn's start to the end of buying, and belongs to the seat
whose turn it is; ``scratch(st, s)`` reads and changes it (``new_scratch``
says what it holds).

``flow`` is the game's one Flow: the phase modules (turn, crisis,
take_actions, combat) register their procedures and steps on it.  ``EVENTS``
and ``CARDS`` are its card effects (kernel/effects.py): effects.py registers
them, phase code asks for those acting at a moment and names no card.
"""
from types import MappingProxyType

from ...kernel import Flow, Step, copy_state, find, player_names, reseed, say
from ...kernel.effects import Effects
from ...kernel.rng import game_below, game_shuffle
from . import data as D
from .data import CARD_NAME, NAME, PROVINCES, TRIBE_NAME

flow = Flow(game_note="(Map, paths and several card effects reconstructed; see About.)")


NEUTRAL = -1


SEA = frozenset(D.SEAS)


HOMES = frozenset(D.HOMELANDS)


# The card effects (registered by effects.py), asked for by moment.
EVENTS = Effects("Time of Crisis event cards", moments={
    "drawn": "(st, e, log): what the card does when a Crisis draws it (§5.1)",
})
CARDS = Effects("Time of Crisis influence-card events", moments={
    "targets": "(st, s, sel, gov) -> the choices for the event's next part after the "
               "parts ``sel`` in Take Actions (None: complete)",
    "resolve": "(st, s, sel, log): the event carried out once its price is paid",
    "before_dice": "(st, b, s) -> may attacker ``s`` use it in battle frame ``b`` now",
    "use_before_dice": "(st, b, s, log): used before battle ``b``'s dice",
    "support_votes": "(sup) -> the votes a province's support counts in a Place a "
                     "Governor using it (R-A1: twice without)",
})
# When an influence card's event may be used, from its data timing (§6.2, §11.2):
# in Take Actions, before a battle's dice, inside a Place a Governor.
MOMENTS = {"take_actions": ("take_actions",), "own_action": ("take_actions",),
           "take_actions_or_battle_before_roll": ("take_actions", "battle_before_roll"),
           "battle_before_roll": ("battle_before_roll",),
           "during_place_governor": ("place_governor",)}


def card_events(moment):
    """The influence cards whose event may be used at ``moment`` ("take_actions",
    "battle_before_roll" or "place_governor"), in the data's order (a tuple:
    the data never changes, so each moment's is worked out once)."""
    return _BY_MOMENT[moment]


_BY_MOMENT = {m: tuple(c for c, ev in D.CARD_EVENTS.items() if m in MOMENTS[ev["timing"]])
              for m in {m for ms in MOMENTS.values() for m in ms}}


def die(st):
    return game_below(st, 6) + 1


def pname(st, s):
    return "the neutral faction" if s == NEUTRAL else st["names"][s]


# ============================================================ the fresh table (ToC 3.1)
def new_player():
    return {"hand": {}, "avail": dict(D.START_DECK), "discard": {}, "play": [],
            "pool": {"m": 0, "s": 0, "p": 0},
            "legacy": 0, "et": 0, "gov_un": list(D.GOVERNOR_COSTS), "gov_av": 1,
            "gen_un": list(D.GENERAL_COSTS), "gen_av": 1}


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


# ============================================================ one turn's scratch
def new_scratch():
    """A turn's scratch as the turn begins: ``pp`` the political points left to
    spend in Buy/Trash (ToC 5.3, 6.7), ``bought`` the cards bought (each adds 1
    to the next price), ``disc`` {sphere: battle rewards taken as 2 off the
    first card of that colour bought (ToC 10.2, R-G2, R-H8)}, ``done`` the
    provinces targeted by Place a Governor or recalled (no Place a Governor
    there again this turn, ToC 6.3.2)."""
    return {"pp": 0, "bought": 0, "disc": {}, "done": []}


# What a seat with no scratch reads: all empty, and any change refused.
NO_SCRATCH = MappingProxyType({"pp": 0, "bought": 0, "disc": MappingProxyType({}), "done": ()})


def scratch(st, s):
    """Seat ``s``'s scratch of this turn (``new_scratch``), to read or change.
    It lives in the turn's frame from the turn's start until buying ends
    (ToC 6.7: unspent points are lost, and the turn's discounts and targets
    with them) and belongs to the seat whose turn it is: any other seat, or
    any seat outside that span, has none (``NO_SCRATCH``)."""
    f = find(st, "turn")
    if f is not None and f["seat"] == s and "scratch" in f:
        return f["scratch"]
    return NO_SCRATCH


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
    mine = scratch(st, s)
    price += mine["bought"]
    sph = D.COLOUR_SPHERE[D.CARDS[card][0]]
    disc = mine["disc"].get(sph, 0)
    if disc:                                   # R-G2, R-H8
        price = max(0, price - D.REWARD_DISCOUNT * disc)
    return price


def build_cost(st):
    """ToC 6.3.3; Inflation adds 1 (§5.3 #13)."""
    c = D.COSTS["build"]
    if st["lasting"]:
        c += D.EVENTS[st["lasting"]]["params"].get("cost_changes", {}).get("build", 0)
    return c


# ============================================================ units and influence (ToC 6.3)
def at_sea(st, s):
    return [a for a in st["armies"] if a["o"] == s and a["r"] in SEA]


def red_in_hand(st, s):
    """The Military the red cards in his hand would give if played."""
    return sum(D.CARDS[c][1] * k for c, k in st["pl"][s]["hand"].items()
               if D.CARDS[c][0] == "red")


def military(st, s):
    """The Military he may spend on anything but a move (ruling T1, edition 3):
    his pool, less what must stay to bring each of his armies at sea back to
    land, which his pool and the red cards in his hand pay for (1 each)."""
    po = st["pl"][s]["pool"]["m"]
    if st["edition"] < 3:
        return po
    sea = sum(1 for a in st["armies"] if a["o"] == s and a["r"] in SEA)
    if not sea:
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


def has_castra(st, side):
    if side["kind"] == "army":
        a = army(st, side["id"])
        return a["castra"] or (militia_with(st, a) and st["prov"][a["r"]]["mc"])
    if side["kind"] == "militia":
        return st["prov"][side["region"]]["mc"]
    return False


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


def army_words(st, u):
    if isinstance(u, str):
        p = u.split(":", 1)[1]
        return f"the Militia of {NAME[p]} ({pname(st, st['prov'][p]['gov'])})"
    a = army(st, u)
    n = len(a["leg"])
    reduced = n - sum(a["leg"])
    where = ("the capital of " if a["cap"] else "") + NAME[a["r"]]
    return (f"{pname(st, a['o'])}'s army in {where}, {n} legion{'s' if n != 1 else ''}"
            + (f" ({reduced} reduced)" if reduced else "")
            + (f", {len(a['foed'])} Foederati" if a["foed"] else ""))


# ============================================================ cards
def add_card(pile, c, k=1):
    pile[c] = pile.get(c, 0) + k


def take_card(pile, c):
    pile[c] -= 1
    if not pile[c]:
        del pile[c]


def count(pile):
    return sum(pile.values())


def pick_actions(pile):
    return [{"type": "take", "card": c} for c in D.CARD_IDS if pile.get(c)]


class TakeIntoHand(Step):
    """The shape of the three steps in which players secretly take cards from
    their Available Pile into their hand (the first hand, ToC 3.2; Pax Deorum,
    ToC 9; the refill, ToC 6.8): each adds its rule, prompt, actors and what
    follows a take (its ``on_take``, which calls ``take``)."""
    labels = {"take": lambda st, f, a: f"Take {CARD_NAME[a['card']]} into your hand"}
    nouns = ("card",)
    secret = ("take",)
    auto = False

    def actions(st, f, seat):
        return pick_actions(st["pl"][seat]["avail"])

    def take(st, seat, card):
        """Move ``card`` from the seat's Available Pile into his hand; his pile."""
        pl = st["pl"][seat]
        take_card(pl["avail"], card)
        add_card(pl["hand"], card)
        return pl


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


# ============================================================ armies, barbarians, legacy
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


def flip_home(st, t, k):
    h = st["home"][t]
    n = min(k, h[1])
    h[0] += n
    h[1] -= n
    return n


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


def earn(st, s, source, n):
    """``n`` legacy to ``s``, noted by source for the end screen (issue 21)."""
    st["pl"][s]["legacy"] += n
    if n:
        src = st["pl"][s].setdefault("src", {})
        src[source] = src.get(source, 0) + n
    return n


# ============================================================ hidden parts
def resample(st, seat, rng):
    """A copy with what ``seat`` cannot see resampled by ``rng`` (the Game's
    determinize; with the kernel's ``Fixed``, the AI's conceal), §9: the other
    players' split between hand and Available Pile and the event deck's order
    (Diocletian among the bottom four)."""
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
    _shuffle_events(s2, rng)
    return s2


def _shuffle_events(s2, rng):
    """The event deck's order resampled (Diocletian among the bottom four,
    ToC 3.1) and a generator of its own."""
    deck = [e for e in s2["deck"] if e != "diocletian"]
    rng.shuffle(deck)
    if "diocletian" in s2["deck"]:
        tail = min(D.DIOCLETIAN_BOTTOM, len(deck) + 1)
        deck.insert(len(deck) + 1 - tail + rng.below(tail), "diocletian")
    s2["deck"] = deck
    reseed(s2, rng)


def unseen(st, rng):
    """A copy with what no seat can see resampled (the Game's ``unseen``): the
    event deck's order; a player knows his own hand and what is left in his
    Available Pile (drawn from by the generator, not in a fixed order)."""
    s2 = copy_state(st)
    _shuffle_events(s2, rng)
    return s2
