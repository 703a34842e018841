"""Rome in Crisis: the rules as a state machine.

Section names in comments follow the rulebook (rules/000_...txt): "Setup 1-4",
"A. Reveal Cards and Draft", "B. Select Emperor", "C. Set Selection Method",
"D1 Assign Offices", "D2 Crises Mount", "D3 Emperor Addresses a Crisis",
"D4 Legatus Addresses a War", "D5 Emperor Dies", "E. Dealer Changes", "End".
Our readings of open points are in docs/rulings/rome-in-crisis.md (R1, R2...).

State (plain JSON data; card ids: influence 0..47, candidate card k is 100+k):
  n, names, rng, turn, phase, actor, dealer, method
  deck, discard (top = last), removed (candidate cards out of the game)
  side[k] "A"/"B"; owner[k] seat or None (in play when not None); display[k] cards
  hands[s]; known[s] (hand cards every seat saw being drafted)
  offices {office: k or None}; crises {type: [cards]}; loose_gold [cards]
  scores[s]; removals; last_emperor (seat); over; winners
  offer, order (draft); pick (setup draft); queue (nomination)
  nominee[s], active[s], leader, added, first_out
  pending, office, received, declined (office re-assignment)
  commits[s] (crises mount, hidden until all have committed)
  solve {role, seat, crisis, rank, total, cancels} (a crisis being addressed)

Actions ({"type": ..., ...}):
  method {method}              setup 2 / C: choose the (next) election method
  take {card} | office {office, candidate}       setup draft
  take_hand | take_display {card}                shortfall (A)
  draft {card}                                   A
  nominate {candidate}                           B
  bid {card} | done | pass                       B (auction)
  legatus_pick {candidate}                       D1 (own candidates tie)
  assign {office} | receive {candidate} | decline      D1 re-assignment
  commit {card}                                  D2 (simultaneous, secret)
  seize {card} | no_seize                        Aemilius Aemilianus
  address {crisis} | add {card} | resolve        D3
  cancel {card}                                  Trebonianus Gallus
  remove {cards}                                 D3/D4: which crisis cards go
  legatus {war, cards} | legatus_pass            D4
  dealer {seat}                                  E (tie)
"""
from ...kernel import Game, GameInfo, copy_state
from ...kernel.rng import seed_state, game_shuffle, game_below
from . import data as D
from .data import INFLUENCE, CANDIDATE_BASE as CB

INFO = GameInfo("rome-in-crisis", "Rome in Crisis", 2, 4)


# --- small readers ---------------------------------------------------------
def ctype(c):
    return INFLUENCE[c][0]


def cval(c):
    return INFLUENCE[c][1]


def card_name(c):
    if c >= CB:
        return f"candidate card {c - CB}"
    t, v = INFLUENCE[c]
    return f"{D.TYPE_NAME[t]} {v}"


def cand(state, k):
    """(name, military, spqr, praetorian, ability) of the side in use."""
    return D.CANDIDATES[k][state["side"][k]]


def cname(state, k):
    return cand(state, k)[0]


def rating(state, k, method):
    return cand(state, k)[D.RATING_INDEX[method]]


def office_of(state, k):
    for o, holder in state["offices"].items():
        if holder == k:
            return o
    return None


def in_play(state):
    return [k for k in range(10) if state["owner"][k] is not None]


def owned(state, s):
    return [k for k in range(10) if state["owner"][k] == s]


def worth(state, k, method):
    """B: rating + office bonus in its own category + counting cards on him."""
    w = rating(state, k, method)
    o = office_of(state, k)
    if o and D.OFFICES[o][1] == method:
        w += D.OFFICES[o][2]
    counts = D.COUNTS_FOR[method]
    return w + sum(cval(c) for c in state["display"][k] if ctype(c) in counts)


def from_left_of(state, seat):
    """Seats clockwise starting with the one left of ``seat``."""
    n = state["n"]
    return [(seat + 1 + i) % n for i in range(n)]


def left_order_key(state, s):
    """Position clockwise from the dealer's left (0 = dealer's left)."""
    return (s - state["dealer"] - 1) % state["n"]


def crisis_total(cards):
    return sum(cval(c) for c in cards)


def ranked_crises(state):
    """Existing crises, highest total first; ties by the earlier letter."""
    cs = [t for t in D.TYPES if state["crises"][t]]
    cs.sort(key=lambda t: (-crisis_total(state["crises"][t]), D.LETTER[t]))
    return cs


def removal_options(cards, total):
    """D3.3: the ways to discard crisis cards adding up to the largest sum that
    is at most ``total``.  Cards of the same type and value are interchangeable,
    so each way is listed once (as card ids)."""
    groups = {}
    for c in sorted(cards):
        groups.setdefault(INFLUENCE[c], []).append(c)
    keys = sorted(groups)
    sums = {0}
    for key in keys:
        v, cnt = key[1], len(groups[key])
        sums = {s + v * i for s in sums for i in range(cnt + 1) if s + v * i <= total}
    best = max(sums)
    out = []

    def walk(i, left, chosen):
        if i == len(keys):
            if left == 0:
                out.append(sorted(chosen))
            return
        key = keys[i]
        v = key[1]
        for j in range(min(len(groups[key]), left // v if v else 0) + 1):
            walk(i + 1, left - v * j, chosen + groups[key][:j])

    walk(0, best, [])
    return best, out


class RomeInCrisis(Game):
    info = INFO

    # ------------------------------------------------------------------ setup
    def setup(self, players, seed, options):
        n = players
        names = options.get("names") or [f"Player {i + 1}" for i in range(n)]
        if len(names) != n or not all(isinstance(x, str) for x in names):
            raise ValueError("options['names'] must list one name per player")
        st = {
            "n": n, "names": list(names), "rng": seed_state(seed), "turn": 0,
            "phase": "method", "actor": 0, "dealer": 0, "method": None,
            "deck": list(range(48)), "discard": [], "removed": [],
            "side": ["A"] * 10, "owner": [None] * 10, "display": [[] for _ in range(10)],
            "hands": [[] for _ in range(n)], "known": [[] for _ in range(n)],
            "offices": {o: None for o in D.OFFICES},
            "crises": {t: [] for t in D.TYPES}, "loose_gold": [],
            "scores": [0] * n, "removals": 0, "last_emperor": None,
            "over": False, "winners": [],
            "offer": [], "order": [], "pick": 0, "queue": [],
            "nominee": [None] * n, "active": [False] * n, "leader": None,
            "added": [], "first_out": None,
            "pending": [], "office": None, "received": [], "declined": [],
            "commits": [None] * n, "solve": None, "reveals": 0,
            "all_eligible": False, "emperor_turn": False, "new_emperor": None,
            "ways": [], "taken": 0,
        }
        if n == 2:  # Setup 3: no Legatus with two players
            del st["offices"]["legatus"]
        # Setup 1: the oldest player (seat 0, R1) deals two cards to each.
        game_shuffle(st, st["deck"])
        for _ in range(2):
            for s in from_left_of(st, st["dealer"]):
                st["hands"][s].append(st["deck"].pop())
        return st  # Setup 2: the dealer now picks the first method

    # -------------------------------------------------------------- contract
    def to_move(self, st):
        if st["over"]:
            return []
        if st["phase"] == "mount":
            return [s for s in range(st["n"]) if st["commits"][s] is None and st["hands"][s]]
        return [st["actor"]]

    def is_over(self, st):
        return st["over"]

    def result(self, st):
        return {"scores": list(st["scores"]), "winners": list(st["winners"])}

    def legal_actions(self, st, seat):
        if st["over"] or seat not in self.to_move(st):
            return []
        return getattr(self, "_legal_" + st["phase"])(st, seat)

    def apply(self, st, seat, action, log):
        before = st["reveals"]
        getattr(self, "_do_" + action["type"])(st, seat, action, log)
        self._advance(st, log)
        return st["reveals"] != before

    def _say(self, log, text):
        if log is not None:
            log.append(text)

    def _reveal(self, st):
        st["reveals"] += 1

    # ---------------------------------------------------- automatic progress
    def _advance(self, st, log):
        """Play what needs no decision: skipped seats, forced single choices,
        and the steps with nothing to decide."""
        while not st["over"]:
            ph = st["phase"]
            if ph == "setup" and not self._setup_next(st, log):
                continue
            if ph == "mount":
                if any(st["commits"][s] is None and st["hands"][s] for s in range(st["n"])):
                    return
                self._mount_reveal(st, log)
                continue
            acts = self.legal_actions(st, st["actor"])
            if len(acts) != 1:
                return
            # A forced move is played for the player (it decides nothing).
            a = acts[0]
            self._say(log, f"{st['names'][st['actor']]}: {self.describe(st, a)} (only choice)")
            getattr(self, "_do_" + a["type"])(st, st["actor"], a, log)

    # ================================================================ SETUP
    def _legal_method(self, st, seat):
        return [{"type": "method", "method": m} for m in D.METHODS if m != st["method"]]

    def _do_method(self, st, seat, a, log):
        first = st["turn"] == 0
        st["method"] = a["method"]
        self._say(log, f"The next Emperor will be chosen by {D.METHOD_NAME[a['method']]}.")
        if first:  # Setup 3: the draft of candidates and offices
            st["phase"], st["pick"] = "setup", 0
            st["actor"] = self._snake_seat(st, 0)
        else:
            self._begin_offices(st, log)

    def _snake_seat(self, st, i):
        """Snake order from the dealer's left: forward, backward, forward..."""
        n, r, j = st["n"], i // st["n"], i % st["n"]
        return (st["dealer"] + 1 + j) % n if r % 2 == 0 else (st["dealer"] - j) % n

    def _setup_next(self, st, log):
        """Setup 3: find the next seat with a pick; end the draft when none has.
        Returns False when it moved on (the caller loops)."""
        if not any(self._legal_setup(st, s) for s in range(st["n"])):
            self._end_setup(st, log)
            return False
        while not self._legal_setup(st, st["actor"]):
            st["pick"] += 1
            st["actor"] = self._snake_seat(st, st["pick"])
        acts = self._legal_setup(st, st["actor"])
        if len(acts) == 1:
            self._say(log, f"{st['names'][st['actor']]}: {self.describe(st, acts[0])} (only choice)")
            getattr(self, "_do_" + acts[0]["type"])(st, st["actor"], acts[0], log)
            return False
        return True

    def _legal_setup(self, st, seat):
        acts = []
        mine = owned(st, seat)
        if len(mine) < 2:  # R2: two candidates each in the setup draft
            acts += [{"type": "take", "card": k} for k in range(10)
                     if st["owner"][k] is None]
        for o in st["offices"]:
            if o == "emperor" or st["offices"][o] is not None:
                continue
            cat = D.OFFICES[o][1]
            acts += [{"type": "office", "office": o, "candidate": k} for k in mine
                     if rating(st, k, cat) > 0 and office_of(st, k) is None]
        return acts

    def _do_take(self, st, seat, a, log):
        st["owner"][a["card"]] = seat
        self._setup_pick_done(st)

    def _do_office(self, st, seat, a, log):
        st["offices"][a["office"]] = a["candidate"]
        self._setup_pick_done(st)

    def _setup_pick_done(self, st):
        st["pick"] += 1
        st["actor"] = self._snake_seat(st, st["pick"])

    def _end_setup(self, st, log):
        # Setup 4: the undrafted candidates, A side up, into the deck's middle.
        rest = [CB + k for k in range(10) if st["owner"][k] is None]
        game_shuffle(st, rest)
        half = len(st["deck"]) // 2
        st["deck"][half:half] = rest
        self._reveal(st)
        for o, k in st["offices"].items():
            if o != "emperor" and k is None:
                self._say(log, f"Nobody can hold the {D.OFFICES[o][0]}; it is set aside.")
        self._start_turn(st, log)

    # ======================================================= A. REVEAL, DRAFT
    def _start_turn(self, st, log):
        st["turn"] += 1
        self._say(log, f"Turn {st['turn']} begins; {st['names'][st['dealer']]} deals.")
        need = 3 * st["n"]
        offer = []
        while len(offer) < need:
            if not st["deck"]:
                if not st["discard"]:
                    break
                st["deck"], st["discard"] = st["discard"], []
                game_shuffle(st, st["deck"])
                self._say(log, "The discards are shuffled into a new deck.")
            offer.append(st["deck"].pop())
        st["offer"] = offer
        self._reveal(st)
        if len(offer) < need:  # A: the shortfall rule
            self._say(log, "Too few cards: each player puts one of his left "
                           "neighbour's cards into the middle.")
            st["queue"] = from_left_of(st, st["dealer"])
            st["phase"] = "shortfall"
            st["taken"] = 0
            self._next_shortfall(st, log)
        else:
            self._begin_draft(st, log)

    def _shortfall_sources(self, st, seat):
        left = (seat + 1) % st["n"]
        disp = [c for k in owned(st, left) for c in st["display"][k]]
        return left, disp

    def _next_shortfall(self, st, log):
        need = 3 * st["n"]
        while True:
            if not st["queue"]:
                if len(st["offer"]) >= need or not st["taken"]:
                    self._begin_draft(st, log)
                    return
                st["queue"], st["taken"] = from_left_of(st, st["dealer"]), 0
            s = st["queue"][0]
            left, disp = self._shortfall_sources(st, s)
            if st["hands"][left] or disp:
                st["actor"] = s
                return
            st["queue"].pop(0)

    def _legal_shortfall(self, st, seat):
        left, disp = self._shortfall_sources(st, seat)
        acts = [{"type": "take_hand"}] if st["hands"][left] else []
        return acts + [{"type": "take_display", "card": c} for c in sorted(set(disp))]

    def _do_take_hand(self, st, seat, a, log):
        left = (seat + 1) % st["n"]
        hand = st["hands"][left]
        c = hand.pop(game_below(st, len(hand)))  # R3: a hand card is taken unseen
        if c in st["known"][left]:
            st["known"][left].remove(c)
        st["offer"].append(c)
        self._reveal(st)
        self._say(log, f"{st['names'][seat]} draws {card_name(c)} from "
                       f"{st['names'][left]}'s hand into the middle.")
        self._shortfall_done(st, log)

    def _do_take_display(self, st, seat, a, log):
        c = a["card"]
        for k in range(10):
            if c in st["display"][k]:
                st["display"][k].remove(c)
        st["offer"].append(c)
        self._shortfall_done(st, log)

    def _shortfall_done(self, st, log):
        st["queue"].pop(0)
        st["taken"] += 1
        self._next_shortfall(st, log)

    def _begin_draft(self, st, log):
        n = st["n"]
        order = [self._snake_seat(st, i) for i in range(3 * n)]
        st["order"] = order[:len(st["offer"])]
        if not st["order"]:
            self._begin_election(st, log)
            return
        st["phase"] = "draft"
        st["actor"] = st["order"][0]

    def _legal_draft(self, st, seat):
        count = [0] * st["n"]
        for o in st["owner"]:
            if o is not None:
                count[o] += 1
        fewer = min(count) < count[seat]
        ok_cand = not fewer or all(c >= CB for c in st["offer"])
        seen, acts = set(), []
        for c in st["offer"]:
            key = c if c >= CB else INFLUENCE[c]
            if key in seen or (c >= CB and not ok_cand):
                continue
            seen.add(key)
            acts.append({"type": "draft", "card": c})
        return acts

    def _do_draft(self, st, seat, a, log):
        c = a["card"]
        st["offer"].remove(c)
        if c >= CB:  # A: a drafted candidate enters play at once
            st["owner"][c - CB] = seat
        else:
            st["hands"][seat].append(c)
            st["known"][seat].append(c)
        st["order"].pop(0)
        if st["order"]:
            st["actor"] = st["order"][0]
            return
        if st["offer"]:  # leftovers re-form the deck
            st["deck"] = st["offer"] + st["deck"]
            st["offer"] = []
            game_shuffle(st, st["deck"])
            self._reveal(st)
        self._begin_election(st, log)

    # ============================================================ B. ELECTION
    def _eligible(self, st, seat):
        mine = owned(st, seat)
        if st["all_eligible"]:
            return mine
        return [k for k in mine if rating(st, k, st["method"]) > 0]

    def _begin_election(self, st, log):
        n = st["n"]
        st["nominee"], st["active"] = [None] * n, [False] * n
        st["first_out"], st["leader"], st["added"] = None, None, []
        st["emperor_turn"] = False
        cands = in_play(st)
        if not cands:  # B: no candidates at all; C and E are skipped
            self._say(log, "No candidates are in play: no Emperor this turn.")
            self._begin_mount(st, log)
            return
        st["all_eligible"] = not any(rating(st, k, st["method"]) > 0 for k in cands)
        if st["all_eligible"]:
            self._say(log, "No candidate has a rating for this method: all are eligible this turn.")
        st["queue"] = from_left_of(st, st["dealer"])
        st["phase"] = "nominate"
        self._next_nominee(st, log)

    def _next_nominee(self, st, log):
        while st["queue"]:
            s = st["queue"][0]
            if self._eligible(st, s):
                st["actor"] = s
                return
            st["queue"].pop(0)
            if st["first_out"] is None:  # C: first without a candidate
                st["first_out"] = s
        self._begin_auction(st, log)

    def _legal_nominate(self, st, seat):
        return [{"type": "nominate", "candidate": k} for k in self._eligible(st, seat)]

    def _do_nominate(self, st, seat, a, log):
        st["nominee"][seat] = a["candidate"]
        st["active"][seat] = True
        st["queue"].pop(0)
        self._next_nominee(st, log)

    def _worth_of(self, st, s):
        return worth(st, st["nominee"][s], st["method"])

    def _begin_auction(self, st, log):
        noms = [s for s in range(st["n"]) if st["nominee"][s] is not None]
        for s in noms:
            self._say(log, f"{cname(st, st['nominee'][s])} ({st['names'][s]}) starts at "
                           f"{self._worth_of(st, s)}.")
        noms.sort(key=lambda s: (-self._worth_of(st, s), left_order_key(st, s)))
        st["leader"] = noms[0]
        st["phase"] = "bid"
        self._next_bidder(st, st["leader"], log)

    def _next_bidder(self, st, after, log):
        """B: bidding goes clockwise from ``after`` among those still in."""
        for s in from_left_of(st, after):
            if st["active"][s] and s != st["leader"]:
                st["actor"], st["added"] = s, []
                return
        self._elected(st, log)

    def _max_other(self, st, seat):
        return max((self._worth_of(st, s) for s in range(st["n"])
                    if s != seat and st["nominee"][s] is not None), default=-1)

    def _legal_bid(self, st, seat):
        hand = st["hands"][seat]
        counts = D.COUNTS_FOR[st["method"]]
        now, top = self._worth_of(st, seat), self._max_other(st, seat)
        acts = [] if st["added"] else [{"type": "pass"}]
        if st["added"] and now > top:
            acts.append({"type": "done"})
        if len(hand) >= 2:  # B: each must keep at least one card
            vals = sorted((cval(c) for c in hand if ctype(c) in counts), reverse=True)
            room = len(hand) - 2
            seen = set()
            for c in hand:
                if ctype(c) not in counts or INFLUENCE[c] in seen:
                    continue
                rest = list(vals)
                rest.remove(cval(c))
                if now + cval(c) + sum(rest[:room]) > top:
                    seen.add(INFLUENCE[c])
                    acts.append({"type": "bid", "card": c})
        return acts

    def _do_bid(self, st, seat, a, log):
        c = a["card"]
        st["hands"][seat].remove(c)
        if c in st["known"][seat]:
            st["known"][seat].remove(c)
        st["display"][st["nominee"][seat]].append(c)
        st["added"].append(c)

    def _do_done(self, st, seat, a, log):
        self._say(log, f"{cname(st, st['nominee'][seat])} now stands at "
                       f"{self._worth_of(st, seat)}.")
        st["leader"] = seat
        self._next_bidder(st, seat, log)

    def _do_pass(self, st, seat, a, log):
        st["active"][seat] = False
        if st["first_out"] is None:  # C: the first to pass sets the next method
            st["first_out"] = seat
        self._next_bidder(st, seat, log)

    def _elected(self, st, log):
        s = st["leader"]
        k = st["nominee"][s]
        self._say(log, f"{cname(st, k)} ({st['names'][s]}) becomes Emperor with "
                       f"{self._worth_of(st, s)}.")
        st["emperor_turn"] = True
        st["new_emperor"] = k
        # C: the first to pass (or without a candidate) sets the next method.
        st["phase"] = "method"
        st["actor"] = st["first_out"] if st["first_out"] is not None else st["dealer"]

    # ======================================================= D1. OFFICES
    def _take_office(self, st, k, office, log):
        """Give ``office`` to candidate k; an office k held is relinquished."""
        old = office_of(st, k)
        if old and old != office:
            st["offices"][old] = None
            self._say(log, f"{cname(st, k)} gives up the {D.OFFICES[old][0]}.")
        st["offices"][office] = k
        self._say(log, f"{cname(st, k)} ({st['names'][st['owner'][k]]}) is now "
                       f"{D.OFFICES[office][0]}.")

    def _military_quality(self, st, k):
        """R5: Military rating plus the Military cards on him (no office bonus)."""
        counts = D.COUNTS_FOR["military"]
        return rating(st, k, "military") + sum(
            cval(c) for c in st["display"][k] if ctype(c) in counts)

    def _begin_offices(self, st, log):
        emp = st["new_emperor"]
        self._take_office(st, emp, "emperor", log)
        st["received"] = []
        if "legatus" in st["offices"]:
            pool = [k for k in in_play(st) if k != emp and rating(st, k, "military") > 0]
            if pool:
                best = max(self._military_quality(st, k) for k in pool)
                top = [k for k in pool if self._military_quality(st, k) == best]
                top.sort(key=lambda k: left_order_key(st, st["owner"][k]))
                first = st["owner"][top[0]]
                mine = [k for k in top if st["owner"][k] == first]
                if len(mine) > 1:  # R6: his own candidates tie: he chooses
                    st["phase"], st["actor"], st["queue"] = "legatus_pick", first, mine
                    return
                self._take_office(st, mine[0], "legatus", log)
            elif st["offices"]["legatus"] is not None:
                st["offices"]["legatus"] = None
        self._after_legatus(st, log)

    def _legal_legatus_pick(self, st, seat):
        return [{"type": "legatus_pick", "candidate": k} for k in st["queue"]]

    def _do_legatus_pick(self, st, seat, a, log):
        self._take_office(st, a["candidate"], "legatus", log)
        self._after_legatus(st, log)

    def _after_legatus(self, st, log):
        emp = st["offices"]["emperor"]
        if cand(st, emp)[4].get("special") == "florianus":
            # Florianus: takes back three offices to be handed out again (R7).
            for o in ("cavalry", "prefect", "senate"):
                st["offices"][o] = None
            self._say(log, "Florianus takes back the Cavalry Commander, the Praetorian "
                           "Prefect and the Senate Leader.")
        st["pending"] = [o for o in st["offices"] if o != "emperor" and st["offices"][o] is None]
        self._next_assignment(st, log)

    def _next_assignment(self, st, log):
        if not st["pending"]:
            self._begin_mount(st, log)
            return
        st["phase"] = "assign"
        st["actor"] = st["owner"][st["offices"]["emperor"]]

    def _legal_assign(self, st, seat):
        return [{"type": "assign", "office": o} for o in st["pending"]]

    def _do_assign(self, st, seat, a, log):
        st["office"], st["declined"] = a["office"], []
        self._find_recipient(st, log)

    def _office_candidates(self, st, seat, office):
        cat = D.OFFICES[office][1]
        barred = (st["offices"]["emperor"], st["offices"].get("legatus"))
        return [k for k in owned(st, seat) if rating(st, k, cat) > 0
                and k not in barred and k not in st["received"]]

    def _find_recipient(self, st, log):
        """D1: fewest offices, then fewest points, then nearest the dealer's right."""
        o = st["office"]
        pool = [s for s in range(st["n"])
                if s not in st["declined"] and self._office_candidates(st, s, o)]
        if not pool:
            st["pending"].remove(o)
            self._say(log, f"Nobody can take the {D.OFFICES[o][0]}; it is set aside.")
            self._next_assignment(st, log)
            return
        held = lambda s: sum(1 for k in st["offices"].values()
                             if k is not None and st["owner"][k] == s)
        pool.sort(key=lambda s: (held(s), st["scores"][s], (st["dealer"] - 1 - s) % st["n"]))
        st["phase"], st["actor"] = "receive", pool[0]

    def _legal_receive(self, st, seat):
        ks = self._office_candidates(st, seat, st["office"])
        acts = [{"type": "receive", "candidate": k} for k in ks]
        if all(office_of(st, k) for k in ks):  # only by relinquishing: may refuse
            acts.append({"type": "decline"})
        return acts

    def _do_receive(self, st, seat, a, log):
        k, o = a["candidate"], st["office"]
        old = office_of(st, k)
        self._take_office(st, k, o, log)
        st["received"].append(k)
        st["pending"].remove(o)
        if old:
            st["pending"].append(old)
        self._next_assignment(st, log)

    def _do_decline(self, st, seat, a, log):
        st["declined"].append(seat)
        self._find_recipient(st, log)

    # ======================================================= D2. CRISES MOUNT
    def _begin_mount(self, st, log):
        st["phase"] = "mount"
        st["commits"] = [None] * st["n"]

    def _legal_mount(self, st, seat):
        seen, acts = set(), []
        for c in st["hands"][seat]:
            if INFLUENCE[c] not in seen:
                seen.add(INFLUENCE[c])
                acts.append({"type": "commit", "card": c})
        return acts

    def _do_commit(self, st, seat, a, log):
        st["hands"][seat].remove(a["card"])
        if a["card"] in st["known"][seat]:
            st["known"][seat].remove(a["card"])
        st["commits"][seat] = a["card"]

    def _mount_reveal(self, st, log):
        cards = [c for c in st["commits"] if c is not None]
        st["commits"] = [None] * st["n"]
        if cards:
            self._reveal(st)
            self._say(log, "Revealed for the crises: " + ", ".join(card_name(c) for c in cards) + ".")
        for c in cards:
            if ctype(c) != "gold":
                st["crises"][ctype(c)].append(c)
        # D2: Gold goes last, to the crisis then ranked top (R8: with loose Gold).
        gold = [c for c in cards if ctype(c) == "gold"] + st["loose_gold"]
        st["loose_gold"] = []
        self._attach_gold(st, gold, log)
        self._begin_emperor(st, log)

    def _attach_gold(self, st, gold, log):
        if not gold:
            return
        ranked = ranked_crises(st)
        if ranked:
            st["crises"][ranked[0]].extend(gold)
            self._say(log, f"{len(gold)} Gold card(s) join the {D.TYPE_NAME[ranked[0]]} crisis.")
        else:
            st["loose_gold"].extend(gold)

    # ================================================ D3. EMPEROR ADDRESSES
    def _emperor_seat(self, st):
        k = st["offices"]["emperor"]
        return None if k is None else st["owner"][k]

    def _begin_emperor(self, st, log):
        if not st["emperor_turn"]:
            self._begin_legatus(st, log)
            return
        k = st["offices"]["emperor"]
        st["actor"] = st["owner"][k]
        if cand(st, k)[4].get("special") == "aemilianus" and self._seizable(st):
            st["phase"] = "seize"
            return
        self._emperor_choose(st, log)

    def _seizable(self, st):
        me = self._emperor_seat(st)
        return sorted({c for k in in_play(st) if st["owner"][k] != me
                       for c in st["display"][k] if ctype(c) == "goths"})

    def _legal_seize(self, st, seat):
        return [{"type": "seize", "card": c} for c in self._seizable(st)] + [{"type": "no_seize"}]

    def _do_seize(self, st, seat, a, log):
        c = a["card"]
        for k in range(10):
            if c in st["display"][k]:
                st["display"][k].remove(c)
        st["display"][st["offices"]["emperor"]].append(c)
        self._emperor_choose(st, log)

    def _do_no_seize(self, st, seat, a, log):
        self._emperor_choose(st, log)

    def _emperor_choose(self, st, log):
        if not ranked_crises(st):
            self._say(log, "There is no crisis to address.")
            self._begin_legatus(st, log)
            return
        st["phase"] = "address"

    def _legal_address(self, st, seat):
        return [{"type": "address", "crisis": t} for t in ranked_crises(st)]

    def _do_address(self, st, seat, a, log):
        t = a["crisis"]
        st["solve"] = {"role": "emperor", "seat": seat, "crisis": t,
                       "rank": ranked_crises(st).index(t), "total": 0, "cancels": 0}
        st["phase"] = "add"

    def _legal_add(self, st, seat):
        t = st["solve"]["crisis"]
        seen, acts = set(), []
        for c in st["hands"][seat]:
            if ctype(c) in (t, "gold") and INFLUENCE[c] not in seen:
                seen.add(INFLUENCE[c])
                acts.append({"type": "add", "card": c})
        return acts + [{"type": "resolve"}]

    def _do_add(self, st, seat, a, log):
        c = a["card"]
        st["hands"][seat].remove(c)
        if c in st["known"][seat]:
            st["known"][seat].remove(c)
        st["display"][st["offices"]["emperor"]].append(c)

    def emperor_total(self, st, k, t):
        """D3.3: all cards on the Emperor plus his ability against this type
        (R9: never below 0)."""
        cards = sum(cval(c) for c in st["display"][k])
        return max(0, cards + cand(st, k)[4].get("vs", {}).get(t, 0))

    def _do_resolve(self, st, seat, a, log):
        sv = st["solve"]
        k = st["offices"]["emperor"]
        sv["total"] = self.emperor_total(st, k, sv["crisis"])
        self._say(log, f"The Emperor brings {sv['total']} against the "
                       f"{D.TYPE_NAME[sv['crisis']]} crisis "
                       f"({crisis_total(st['crises'][sv['crisis']])}).")
        if cand(st, k)[4].get("special") == "gallus" and sv["crisis"] == "goths":
            # Trebonianus Gallus: each Gold he uses first cancels one Goths card.
            sv["cancels"] = sum(1 for c in st["display"][k] if ctype(c) == "gold")
        self._next_removal(st, log)

    def _legal_cancel(self, st, seat):
        seen, acts = set(), []
        for c in st["crises"]["goths"]:
            if ctype(c) == "goths" and cval(c) not in seen:
                seen.add(cval(c))
                acts.append({"type": "cancel", "card": c})
        return acts

    def _do_cancel(self, st, seat, a, log):
        sv = st["solve"]
        st["crises"]["goths"].remove(a["card"])
        st["discard"].append(a["card"])
        sv["cancels"] -= 1
        sv.setdefault("removed", 0)
        sv["removed"] += 1
        self._say(log, f"Trebonianus Gallus cancels {card_name(a['card'])}.")
        self._next_removal(st, log)

    def _next_removal(self, st, log):
        sv = st["solve"]
        cards = st["crises"][sv["crisis"]]
        if sv["cancels"] and any(ctype(c) == "goths" for c in cards):
            st["phase"], st["actor"] = "cancel", sv["seat"]
            return
        best, ways = removal_options(cards, sv["total"])
        if len(ways) == 1:
            self._remove(st, ways[0], log)
        else:
            st["phase"], st["actor"], st["ways"] = "remove", sv["seat"], ways

    def _legal_remove(self, st, seat):
        return [{"type": "remove", "cards": w} for w in st["ways"]]

    def _do_remove(self, st, seat, a, log):
        self._remove(st, a["cards"], log)

    def _remove(self, st, cards, log):
        """D3.3-4 / D4: discard the chosen crisis cards and score."""
        sv = st["solve"]
        t = sv["crisis"]
        for c in cards:
            st["crises"][t].remove(c)
            st["discard"].append(c)
        removed = len(cards) + sv.get("removed", 0)
        table = D.EMPEROR_POINTS if sv["role"] == "emperor" else D.LEGATUS_POINTS
        who = st["names"][sv["seat"]]
        if not st["crises"][t]:
            pts = table[sv["rank"]]
            self._say(log, f"{who} clears the {D.TYPE_NAME[t]} crisis (ranked "
                           f"{sv['rank'] + 1}): {pts} points.")
        else:
            pts = removed
            self._say(log, f"{who} discards {removed} card(s) of the {D.TYPE_NAME[t]} "
                           f"crisis: {pts} point(s).")
        st["scores"][sv["seat"]] += pts
        # D3.5: Gold left without its crisis joins the top remaining crisis.
        if st["crises"][t] and all(ctype(c) == "gold" for c in st["crises"][t]):
            gold, st["crises"][t] = st["crises"][t], []
            self._attach_gold(st, gold, log)
        st["solve"] = None
        if sv["role"] == "emperor":
            self._begin_legatus(st, log)
        else:
            self._emperor_dies(st, log)

    # ================================================ D4. LEGATUS
    def _begin_legatus(self, st, log):
        k = st["offices"].get("legatus")
        if k is None or not any(st["crises"][w] for w in D.WARS):
            self._emperor_dies(st, log)
            return
        st["phase"], st["actor"] = "legatus", st["owner"][k]

    def _legal_legatus(self, st, seat):
        k = st["offices"]["legatus"]
        acts = []
        for w in D.WARS:
            if not st["crises"][w]:
                continue
            usable = [("d", c) for c in st["display"][k] if ctype(c) in (w, "gold")]
            usable += [("h", c) for c in st["hands"][seat] if ctype(c) in (w, "gold")]
            seen = set()
            for i, (wi, ci) in enumerate(usable):
                combos = [[(wi, ci)]] + [[(wi, ci), u] for u in usable[i + 1:]]
                for combo in combos:
                    key = tuple(sorted((where, INFLUENCE[c]) for where, c in combo))
                    if key not in seen:
                        seen.add(key)
                        acts.append({"type": "legatus", "war": w,
                                     "cards": sorted(c for _, c in combo)})
        return acts + [{"type": "legatus_pass"}]

    def _do_legatus(self, st, seat, a, log):
        k = st["offices"]["legatus"]
        for c in a["cards"]:
            if c in st["display"][k]:
                st["display"][k].remove(c)
            else:
                st["hands"][seat].remove(c)
                if c in st["known"][seat]:
                    st["known"][seat].remove(c)
            st["discard"].append(c)
        w = a["war"]
        total = sum(cval(c) for c in a["cards"])
        st["solve"] = {"role": "legatus", "seat": seat, "crisis": w,
                       "rank": ranked_crises(st).index(w), "total": total, "cancels": 0}
        self._say(log, f"The Legatus brings {total} against the {D.TYPE_NAME[w]} war "
                       f"({crisis_total(st['crises'][w])}).")
        self._next_removal(st, log)

    def _do_legatus_pass(self, st, seat, a, log):
        self._emperor_dies(st, log)

    # ================================================ D5. EMPEROR DIES, E, END
    def _emperor_dies(self, st, log):
        k = st["offices"]["emperor"]
        if not st["emperor_turn"] or k is None:
            self._start_turn(st, log)
            return
        seat = st["owner"][k]
        st["last_emperor"] = seat
        st["discard"].extend(st["display"][k])
        st["display"][k] = []
        st["owner"][k] = None
        st["offices"]["emperor"] = None
        st["emperor_turn"] = False
        if st["side"][k] == "A":
            st["side"][k] = "B"
            st["discard"].append(CB + k)
            self._say(log, f"Emperor {D.CANDIDATES[k]['A'][0]} dies; the card turns to "
                           f"{D.CANDIDATES[k]['B'][0]} and is discarded.")
        else:
            st["removed"].append(k)
            st["removals"] += 1
            self._say(log, f"Emperor {D.CANDIDATES[k]['B'][0]} dies and leaves the game.")
            if st["removals"] == 2:  # End: the second removal ends the game
                self._end_game(st, log)
                return
        self._change_dealer(st, log)

    def _change_dealer(self, st, log):
        """E: the leader in points deals; a tie is broken by the dealer."""
        top = max(st["scores"])
        tied = [s for s in range(st["n"]) if st["scores"][s] == top]
        if len(tied) == 1:
            self._set_dealer(st, tied[0], log)
        else:
            st["phase"], st["actor"] = "dealer", st["dealer"]
            st["queue"] = [s for s in tied if s != st["dealer"]]

    def _legal_dealer(self, st, seat):
        return [{"type": "dealer", "seat": s} for s in st["queue"]]

    def _do_dealer(self, st, seat, a, log):
        self._set_dealer(st, a["seat"], log)

    def _set_dealer(self, st, s, log):
        st["dealer"] = s
        self._start_turn(st, log)

    def _end_game(self, st, log):
        st["scores"][st["last_emperor"]] += D.LAST_EMPEROR_BONUS
        self._say(log, f"The game ends. {st['names'][st['last_emperor']]} was the last "
                       f"Emperor: +{D.LAST_EMPEROR_BONUS}.")
        top = max(st["scores"])
        tied = [s for s in range(st["n"]) if st["scores"][s] == top]
        if len(tied) > 1:  # End: most influence in hand and on candidates
            held = {s: self.influence_held(st, s) for s in tied}
            best = max(held.values())
            tied = [s for s in tied if held[s] == best]
        st["winners"] = tied
        st["over"] = True
        st["phase"], st["actor"] = "over", None
        self._say(log, "Winner: " + " and ".join(st["names"][s] for s in tied) + ".")

    def influence_held(self, st, s):
        return (sum(cval(c) for c in st["hands"][s])
                + sum(cval(c) for k in owned(st, s) for c in st["display"][k]))

    # ================================================ views and words
    def card_info(self, st, c):
        if c >= CB:
            k = c - CB
            name, mil, spqr, pra, ab = D.CANDIDATES[k][st["side"][k]]
            return {"id": c, "kind": "candidate", "candidate": k, "name": name,
                    "side": st["side"][k], "military": mil, "spqr": spqr,
                    "praetorian": pra, "ability": ability_text(ab)}
        t, v = INFLUENCE[c]
        return {"id": c, "kind": "influence", "type": t, "value": v, "name": card_name(c),
                "letter": D.LETTER[t]}

    def view(self, st, seat):
        n = st["n"]
        ci = lambda c: self.card_info(st, c)
        cands = []
        for k in in_play(st):
            name, mil, spqr, pra, ab = cand(st, k)
            cands.append({
                "candidate": k, "name": name, "side": st["side"][k], "owner": st["owner"][k],
                "military": mil, "spqr": spqr, "praetorian": pra, "ability": ability_text(ab),
                "office": office_of(st, k), "cards": [ci(c) for c in st["display"][k]],
                "worth": worth(st, k, st["method"]) if st["method"] else None,
                "nominee": st["nominee"][st["owner"][k]] == k})
        hands = []
        for s in range(n):
            mine = seat == s
            hands.append({"count": len(st["hands"][s]),
                          "cards": [ci(c) for c in (st["hands"][s] if mine else st["known"][s])],
                          "committed": st["commits"][s] is not None,
                          "commit": ci(st["commits"][s]) if mine and st["commits"][s] is not None else None})
        crises = [{"type": t, "name": D.TYPE_NAME[t], "letter": D.LETTER[t], "rank": i + 1,
                   "total": crisis_total(st["crises"][t]),
                   "cards": [ci(c) for c in st["crises"][t]]}
                  for i, t in enumerate(ranked_crises(st))]
        return {
            "game": INFO.id, "players": n, "seat": seat, "names": list(st["names"]),
            "turn": st["turn"], "phase": st["phase"], "phase_name": PHASE_NAME[st["phase"]],
            "actor": st["actor"], "dealer": st["dealer"],
            "method": st["method"], "method_name": D.METHOD_NAME.get(st["method"]),
            "scores": list(st["scores"]), "candidates": cands,
            "offices": {o: {"name": D.OFFICES[o][0], "holder": k,
                            "holder_name": cname(st, k) if k is not None else None}
                        for o, k in st["offices"].items()},
            "hands": hands, "crises": crises, "loose_gold": [ci(c) for c in st["loose_gold"]],
            "offer": [ci(c) for c in st["offer"]], "draft_order": list(st["order"]),
            "deck_count": len(st["deck"]), "discard_count": len(st["discard"]),
            "discard_top": ci(st["discard"][-1]) if st["discard"] else None,
            "removed": [D.CANDIDATES[k]["B"][0] for k in st["removed"]],
            "removals": st["removals"],
            "auction": {"nominee": list(st["nominee"]), "active": list(st["active"]),
                        "leader": st["leader"], "first_out": st["first_out"]},
            "solving": dict(st["solve"]) if st["solve"] else None,
            "winners": list(st["winners"]),
        }

    def prompt(self, st, seat):
        if st["over"]:
            return "The game is over."
        movers = self.to_move(st)
        names = " and ".join(st["names"][s] for s in movers)
        if seat not in movers:
            return f"Waiting for {names}: {PROMPTS[st['phase']]}"
        return PROMPTS[st["phase"]][0].upper() + PROMPTS[st["phase"]][1:]

    def describe(self, st, a):
        t = a["type"]
        cn = lambda c: self.card_info(st, c)["name"]
        if t == "method":
            return f"Choose {D.METHOD_NAME[a['method']]}"
        if t == "take":
            return f"Take {D.CANDIDATES[a['card']][st['side'][a['card']]][0]}"
        if t == "office":
            return f"Take the {D.OFFICES[a['office']][0]} for {cname(st, a['candidate'])}"
        if t == "take_hand":
            return "Take a random card from your left neighbour's hand"
        if t == "take_display":
            return f"Take {cn(a['card'])} from your left neighbour's candidates"
        if t == "draft":
            return f"Draft {cn(a['card'])}"
        if t == "nominate":
            return f"Put forward {cname(st, a['candidate'])}"
        if t == "bid":
            return f"Play {cn(a['card'])} on your candidate"
        if t == "done":
            return "Finish bidding"
        if t == "pass":
            return "Pass (drop out of the election)"
        if t == "legatus_pick":
            return f"Make {cname(st, a['candidate'])} Legatus"
        if t == "assign":
            return f"Hand out the {D.OFFICES[a['office']][0]} next"
        if t == "receive":
            k = a["candidate"]
            old = office_of(st, k)
            extra = f" (giving up the {D.OFFICES[old][0]})" if old else ""
            return f"Give the {D.OFFICES[st['office']][0]} to {cname(st, k)}{extra}"
        if t == "decline":
            return "Keep your offices (refuse this one)"
        if t == "commit":
            return f"Add {cn(a['card'])} to the crises"
        if t == "seize":
            return f"Take {cn(a['card'])} from a rival's candidate"
        if t == "no_seize":
            return "Take no Goths card"
        if t == "address":
            return f"Address the {D.TYPE_NAME[a['crisis']]} crisis"
        if t == "add":
            return f"Add {cn(a['card'])} to the Emperor"
        if t == "resolve":
            return "Resolve the crisis now"
        if t == "cancel":
            return f"Cancel {cn(a['card'])}"
        if t == "remove":
            return "Discard " + " + ".join(cn(c) for c in a["cards"]) if a["cards"] else "Discard nothing"
        if t == "legatus":
            return (f"Fight the {D.TYPE_NAME[a['war']]} war with "
                    + " + ".join(cn(c) for c in a["cards"]))
        if t == "legatus_pass":
            return "The Legatus stays idle"
        if t == "dealer":
            return f"Give the deck to {st['names'][a['seat']]}"
        return t

    def log_line(self, st, seat, a):
        who = st["names"][seat]
        if a["type"] == "commit":   # a secret choice: say nothing of the card
            return f"{who} puts a card face down for the crises."
        return f"{who}: {self.describe(st, a)}."

    def why_illegal(self, st, seat, a):
        t = a.get("type")
        if st["phase"] == "bid" and t == "bid":
            c = a.get("card")
            if isinstance(c, int) and 0 <= c < 48:
                if c not in st["hands"][seat]:
                    return "That card is not in your hand."
                if ctype(c) not in D.COUNTS_FOR[st["method"]]:
                    return (f"{card_name(c)} does not count in a "
                            f"{D.METHOD_NAME[st['method']]} election.")
                if len(st["hands"][seat]) < 2:
                    return "You must keep at least one card in hand."
                return "That bid cannot top the other candidates while you keep a card."
        if st["phase"] == "bid" and t == "done":
            return "Your candidate must exceed every other candidate before you finish."
        if st["phase"] == "draft" and t == "draft" and a.get("card", -1) >= CB:
            return "You may not draft a candidate while another player has fewer."
        if st["phase"] == "mount" and t == "commit":
            return "Commit one card from your own hand."
        return None

    def scenarios(self):
        from .scenarios import SCENARIOS
        return SCENARIOS

    def scenario_state(self, name, players, seed, options):
        from .scenarios import rulebook_example_state
        if name != "rulebook-example" or players != 3:
            raise ValueError(f"Rome in Crisis has no {players}-player scenario {name!r}")
        return rulebook_example_state(self, seed)

    def phase_help(self, st):
        return HELP.get(st["phase"], "") + " " + RECON_NOTE

    # ================================================ determinization
    def determinize(self, st, seat, rng):
        """Resample what ``seat`` cannot see: other hands (but cards they were
        seen drafting), their face-down crisis cards, and the deck's order."""
        s2 = copy_state(st)
        pool = [c for c in s2["deck"] if c < CB]
        cands = [c for c in s2["deck"] if c >= CB]
        slots = []
        for p in range(s2["n"]):
            if p == seat:
                continue
            hidden = [c for c in s2["hands"][p] if c not in s2["known"][p]]
            pool += hidden
            slots.append(("h", p, len(hidden)))
            if s2["commits"][p] is not None and s2["phase"] == "mount":
                pool.append(s2["commits"][p])
                slots.append(("c", p, 1))
        rng.shuffle(pool)
        for kind, p, cnt in slots:
            take, pool = pool[:cnt], pool[cnt:]
            if kind == "h":
                s2["hands"][p] = list(s2["known"][p]) + take
            else:
                s2["commits"][p] = take[0]
        deck = pool + cands
        rng.shuffle(deck)
        s2["deck"] = deck
        s2["rng"] = (s2["rng"] ^ (rng.below(1 << 30) << 17)) & ((1 << 64) - 1)
        return s2


def ability_text(ab):
    if "special" in ab:
        return SPECIAL_TEXT[ab["special"]]
    if not ab.get("vs"):
        return ""
    return ", ".join(f"{v:+d} as Emperor against {D.TYPE_NAME[t]}" for t, v in ab["vs"].items())


SPECIAL_TEXT = {
    "aemilianus": "As Emperor, may move one Goths card from a rival's candidate onto himself.",
    "florianus": "As Emperor, recalls Cavalry Commander, Praetorian Prefect and Senate Leader "
                 "to be handed out again.",
    "gallus": "As Emperor against the Goths, each Gold he uses first cancels one Goths card.",
}

PHASE_NAME = {
    "method": "Choose the election method", "setup": "Setup draft",
    "shortfall": "Too few cards", "draft": "Draft", "nominate": "Put forward candidates",
    "bid": "Election", "legatus_pick": "Legatus", "assign": "Offices",
    "receive": "Offices", "mount": "Crises mount", "seize": "Aemilius Aemilianus",
    "address": "Emperor addresses a crisis", "add": "Emperor addresses a crisis",
    "cancel": "Trebonianus Gallus", "remove": "Discard crisis cards",
    "legatus": "Legatus fights a war", "dealer": "New dealer", "over": "Game over",
}

PROMPTS = {
    "method": "choose how the next Emperor is chosen.",
    "setup": "draft a candidate, or an office for one of your candidates.",
    "shortfall": "put one of your left neighbour's cards into the middle.",
    "draft": "draft a card from the middle.",
    "nominate": "put forward one of your eligible candidates.",
    "bid": "play matching cards to top every other candidate, or pass.",
    "legatus_pick": "choose which of your tied candidates becomes Legatus.",
    "assign": "choose which vacant office is handed out next.",
    "receive": "choose which of your candidates takes the office.",
    "mount": "choose a card to put face down into the crises.",
    "seize": "you may take one Goths card from a rival's candidate.",
    "address": "choose the crisis your Emperor addresses.",
    "add": "add matching or Gold cards from your hand, then resolve.",
    "cancel": "choose a Goths card to cancel with your Gold.",
    "remove": "choose which crisis cards are discarded.",
    "legatus": "fight a war with one or two cards, or stay idle.",
    "dealer": "choose who deals next among the tied leaders.",
    "over": "the game is over.",
}

# Rules help in our own words, per step.
HELP = {
    "method": "Three ways to choose an Emperor: Military (war cards and Gold count), "
              "SPQR (SPQR cards and Gold) or Praetorian (only Gold). The method chosen "
              "here must differ from the one just used.",
    "setup": "In snake order each player takes an A-side candidate or an office. An "
             "office goes at once to one of your candidates with a rating in its field "
             "(Legatus and Cavalry Commander: Military; Prefect: Praetorian; Senate "
             "Leader: SPQR). Everyone ends with two candidates.",
    "shortfall": "The deck and discards cannot fill the middle, so each player moves one "
                 "card from his left neighbour (a random hand card or a card on a "
                 "candidate) into the middle, round after round.",
    "draft": "Cards are drafted in snake order: clockwise, back anticlockwise, then "
             "clockwise again. You may not take a candidate while someone has fewer "
             "candidates than you, unless only candidates are left. A drafted candidate "
             "enters play at once.",
    "nominate": "Each player puts forward one candidate with a rating above zero for "
                "this method (if none has one, all are eligible this turn).",
    "bid": "A candidate's worth is his rating, his office's bonus for this method and "
           "the counting cards on him. In turn, play one or more matching cards so "
           "your candidate tops every other, or pass and drop out. Keep at least one "
           "card. The first to pass sets the next method.",
    "legatus_pick": "The Legatus goes to the other candidate with the best Military "
                    "(rating plus Military cards on him).",
    "assign": "Vacant offices go, in the order the Emperor picks, to the player with "
              "an eligible candidate and the fewest offices (then fewest points, then "
              "nearest the dealer's right).",
    "receive": "Pick the candidate who takes the office. Giving it to a candidate who "
               "already holds an office makes him give up the old one, which is then "
               "handed out again.",
    "mount": "Everyone secretly adds one card from hand to the crises; they are "
             "revealed together. Gold joins the top crisis after the others.",
    "seize": "Aemilius Aemilianus may move one Goths card from a rival's candidate "
             "onto himself before addressing a crisis.",
    "address": "The Emperor takes on one crisis. Success pays 21, 15, 10 or 6 by the "
               "crisis's rank; otherwise 1 point per crisis card discarded.",
    "add": "All cards on the Emperor count, plus his ability against this crisis. Add "
           "cards of the crisis's type or Gold from your hand, then resolve: crisis "
           "cards worth exactly your total, or the most below it, are discarded.",
    "cancel": "Each Gold on Trebonianus Gallus first cancels one Goths crisis card.",
    "remove": "Several sets of crisis cards reach the same total; choose which go.",
    "legatus": "The Legatus may fight one war with one or two cards of that war or "
               "Gold, from his candidate or your hand. Clearing it pays 15, 10, 6 or 3 "
               "by rank; otherwise 1 point per card discarded.",
    "dealer": "The player with the most points deals; on a tie the dealer chooses "
              "among the others tied.",
    "over": "The second Emperor to leave the game ends it; the last Emperor scores 3 "
            "more. Most points wins; ties go to the most influence held.",
}
RECON_NOTE = "(Card values reconstructed; see About.)"
