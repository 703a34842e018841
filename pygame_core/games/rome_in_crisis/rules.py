"""Rome in Crisis: the rules as procedures and steps on the kernel's flow.

Section names in comments follow the rulebook (rules/000_...txt): "Setup 1-4",
"A. Reveal Cards and Draft", "B. Select Emperor", "C. Set Selection Method",
"D1 Assign Offices", "D2 Crises Mount", "D3 Emperor Addresses a Crisis",
"D4 Legatus Addresses a War", "D5 Emperor Dies", "E. Dealer Changes", "End".
Our readings of open points are in docs/rulings/rome-in-crisis.md (R1, R2...).

The table (the top level of the state), its readers and changers are in
table.py.  Everything else lives in frames: the turn (emperor_turn,
new_emperor), the election (nominees, who is still in, the leader), the draft
order, the office re-assignment, the face-down crisis cards, a crisis being
addressed.

``st["edition"]`` is 1 for games begun on engine 0.1.0 (their saves replay
under the rules they began with, ruling R27) and 2 otherwise; the readings
that changed are marked "edition 2" below.
"""
from ...kernel import (Flow, Step, call, copy_state, end, find, game_over, goto, note, repeat,
                       reseed, say, when)
from ...kernel.rng import game_below, game_shuffle
from . import data as D
from . import effects
from .data import CANDIDATE_BASE as CB
from .data import INFLUENCE
from .table import (attach_gold, card_name, cname, crisis_total, ctype, cval, distinct, earn,
                    emperor_seat, from_hand, from_left_of, in_play, influence_held,
                    left_order_key, office_of, owned, ranked_crises, rating, seizable,
                    snake_seat, take_office, worth)

RECON_NOTE = "(Card values reconstructed; see About.)"
flow = Flow(game_note=RECON_NOTE)


def removal_options(cards, total):
    """D3.3: the ways to discard crisis cards adding up to the largest sum that
    is at most ``total``.  Cards of the same type and value are interchangeable,
    so each way is listed once (as card ids, R23)."""
    whole = sum([INFLUENCE[c][1] for c in cards])
    if whole <= total:          # every card goes: the one way (every value is above 0)
        return whole, [sorted(cards)]
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


def outcome(st, role, t, total, rank, cancels=0):
    """What addressing crisis ``t`` with ``total`` would score now (D3.3-4, D4):
    (points, cleared).  Cancels (R15) are taken on the largest Goths cards, the
    player's best case.  The prompt's preview; ``Solve`` scores the real thing."""
    cards = sorted(st["crises"][t], key=cval, reverse=True)
    gone = [c for c in cards if ctype(c) == "goths"][:cancels]
    cards = [c for c in cards if c not in gone]
    _, ways = removal_options(cards, total)
    counts = sorted({len(gone) + len(w) for w in ways})
    if counts[-1] == len(st["crises"][t]):
        table = D.EMPEROR_POINTS if role == "emperor" else D.LEGATUS_POINTS
        return table[rank], True
    return (counts[0] if len(counts) == 1 else (counts[0], counts[-1])), False


def outcome_words(st, role, t, total, rank, cancels=0) -> str:
    pts, cleared = outcome(st, role, t, total, rank, cancels)
    against = f"{total} against {crisis_total(st['crises'][t])}"
    if cleared:
        return f"{against}: cleared, {pts} points"
    if isinstance(pts, tuple):       # ways of discarding with more or fewer cards
        return f"{against}: {pts[0]} to {pts[1]} points by the cards chosen"
    return f"{against}: {pts} point{'s' if pts != 1 else ''}"


def emperor_total(st, k, t):
    """D3.3: all cards on the Emperor plus his ability against this type
    (R9: never below 0)."""
    cards = sum(cval(c) for c in st["display"][k])
    return max(0, cards + effects.ask(st, k, "modify_total", t))


def military_quality(st, k):
    """D1: the Legatus goes to the best Military qualifications.  Edition 2
    (R30): rating, Military cards and the Cavalry Commander's bonus, as in an
    election, but not the Legatus's own +3.  Edition 1 (R5): rating and cards."""
    if st["edition"] >= 2:
        w = worth(st, k, "military")
        return w - D.OFFICES["legatus"][2] if office_of(st, k) == "legatus" else w
    counts = D.COUNTS_FOR["military"]
    return rating(st, k, "military") + sum(
        cval(c) for c in st["display"][k] if ctype(c) in counts)


# ================================================================ THE GAME
@flow.sequence("game")
class Play:
    """Setup 2 (the dealer picks the first method), Setup 3 (the draft of
    candidates and offices), Setup 4, then turns until the game ends (D5)."""
    def method(st, f, result, log):
        call(st, "method", seat=st["dealer"])

    def setup(st, f, result, log):
        call(st, "setup_draft")

    def undrafted(st, f, result, log):
        # Setup 4: the undrafted candidates, A side up, into the deck's middle.
        rest = [CB + k for k in range(10) if st["owner"][k] is None]
        game_shuffle(st, rest)
        half = len(st["deck"]) // 2
        st["deck"][half:half] = rest
        for o, k in st["offices"].items():
            if o != "emperor" and k is None:
                say(log, f"Nobody can hold the {D.OFFICES[o][0]}; it is set aside.")

    def turns(st, f, result, log):
        call(st, "turn")

    parts = (method, setup, undrafted, repeat(turns))


@flow.step("method")
class ChooseMethod(Step):
    rule = "Setup 2; C. Set Selection Method"
    title = "Choose the election method"
    prompt = "choose how the next Emperor is chosen."
    help = ("Three ways to choose an Emperor: Military (war cards and Gold count), SPQR "
            "(SPQR cards and Gold) or Praetorian (only Gold). The method chosen here must "
            "differ from the one just used.")
    labels = {"method": lambda st, f, a: f"Choose {D.METHOD_NAME[a['method']]}"}

    def actions(st, f, seat):
        return [{"type": "method", "method": m} for m in D.METHODS if m != st["method"]]

    def refuse(st, f, seat, a):
        if a.get("method") == st["method"]:
            return "The next method must differ from the one just used."
        return f"Choose one of {', '.join(m for m in D.METHODS if m != st['method'])}."

    def on_method(st, f, seat, a, log):
        st["method"] = a["method"]
        say(log, f"The next Emperor will be chosen by {D.METHOD_NAME[a['method']]}.")
        end(st)


def _setup_picks(st, seat):
    """Setup 3 (R2), one pick at a time: a candidate while he has fewer than
    two, or an office for one of his candidates with a rating in its field and
    no office yet."""
    owner = st["owner"]
    mine = owned(st, seat)
    if len(mine) < 2:
        for k in range(10):
            if owner[k] is None:
                yield {"type": "take", "candidate": k}
    offices = st["offices"]
    free = [k for k in mine if k not in offices.values()]     # no office yet
    for o, holder in offices.items():
        if o == "emperor" or holder is not None:
            continue
        cat = D.OFFICES[o][1]
        for k in free:
            if rating(st, k, cat) > 0:
                yield {"type": "office", "office": o, "candidate": k}


def setup_picks(st, seat):
    return list(_setup_picks(st, seat))


def has_setup_pick(st, seat):
    """Whether ``setup_picks(st, seat)`` lists anything, without listing it
    all (the draft asks this of every seat before each pick)."""
    return next(_setup_picks(st, seat), None) is not None


@flow.proc("setup_draft")
class SetupDraft:
    """Setup 3: snake order from the dealer's left; a seat with no pick is
    skipped; when nobody can pick, the draft ends (R2)."""
    def begin(st, f, log):
        f["pick"] = 0
        SetupDraft.next(st, f)

    def resume(st, f, result, log):
        f["pick"] += 1
        SetupDraft.next(st, f)

    def next(st, f):
        # Any 2n picks in snake order name every seat, so when none of the
        # next 2n seats can pick, nobody can.
        n, can = st["n"], {}
        for i in range(f["pick"], f["pick"] + 2 * n):
            s = snake_seat(st, i)
            if s not in can:
                can[s] = has_setup_pick(st, s)
            if can[s]:
                f["pick"] = i
                call(st, "setup", seat=s)
                return
        end(st)


@flow.step("setup")
class SetupPick(Step):
    rule = "Setup 3 (R2)"
    title = "Setup draft"
    nouns = ("office", "candidate")     # click an office, then choose who takes it
    prompt = "draft a candidate, or an office for one of your candidates."
    help = ("In snake order each player takes an A-side candidate or an office. An office "
            "goes at once to one of your candidates with a rating in its field (Legatus and "
            "Cavalry Commander: Military; Prefect: Praetorian; Senate Leader: SPQR). "
            "Everyone ends with two candidates.")
    labels = {"take": lambda st, f, a: f"Take {cname(st, a['candidate'])}",
              "office": lambda st, f, a: (f"Take the {D.OFFICES[a['office']][0]} for "
                                          f"{cname(st, a['candidate'])}")}

    def actions(st, f, seat):
        return setup_picks(st, seat)

    def refuse(st, f, seat, a):
        if a.get("type") == "take" and len(owned(st, seat)) >= 2:
            return "You already have two candidates."
        return "That candidate or office cannot be taken now."

    def on_take(st, f, seat, a, log):
        st["owner"][a["candidate"]] = seat
        end(st)

    def on_office(st, f, seat, a, log):
        st["offices"][a["office"]] = a["candidate"]
        end(st)


# ================================================================ A TURN
@flow.sequence("turn", reveal=True)
class Turn:
    """A-E.  The stages in order; each ends by itself when it does not apply.
    A test or scenario may enter a turn at a stage (positions.py ``enter_turn``:
    the turn's locals, emperor_turn and new_emperor, are then its own)."""

    def deal(st, f, result, log):
        f.setdefault("emperor_turn", False)
        f.setdefault("new_emperor", None)
        # A: reveal three cards per player, reshuffling the discards as needed.
        st["turn"] += 1
        say(log, f"Turn {st['turn']} begins; {st['names'][st['dealer']]} deals.")
        need = 3 * st["n"]
        offer = []
        while len(offer) < need:
            if not st["deck"]:
                if not st["discard"]:
                    break
                st["deck"], st["discard"] = st["discard"], []
                game_shuffle(st, st["deck"])
                say(log, "The discards are shuffled into a new deck.")
            offer.append(st["deck"].pop())
        st["offer"] = offer
        if log is not None and offer:
            say(log, "Revealed for the draft: " + ", ".join(
                cname(st, c - CB) if c >= CB else card_name(c) for c in offer) + ".")
        if len(offer) < need:  # A: the shortfall rule
            say(log, "Too few cards: each player puts one of his left neighbour's cards "
                     "into the middle.")

    def too_few(st, f):
        return len(st["offer"]) < 3 * st["n"]

    def emperor_turn(st, f):
        """D1, D3 and D5 happen only in a turn with an Emperor (B may elect none, R17)."""
        return f["emperor_turn"]

    parts = (deal, when("shortfall", too_few), "draft", "election", when("offices", emperor_turn),
             "crises", when("emperor_acts", emperor_turn), "legatus_acts",
             when("emperor_dies", emperor_turn))


def shortfall_sources(st, seat):
    left = (seat + 1) % st["n"]
    disp = [c for k in owned(st, left) for c in st["display"][k]]
    return left, disp


@flow.step("shortfall")
class Shortfall(Step):
    rule = "A. Reveal Cards and Draft (R3)"
    title = "Too few cards"
    prompt = "put one of your left neighbour's cards into the middle."
    help = ("The deck and discards cannot fill the middle, so each player moves one card "
            "from his left neighbour (a random hand card or a card on a candidate) into "
            "the middle, round after round.")
    labels = {"draw": lambda st, f, a: (f"Take a random card from "
                                        f"{st['names'][(f['queue'][0] + 1) % st['n']]}'s hand"),
              "take": lambda st, f, a: (f"Take {card_name(a['card'])} from "
                                        f"{st['names'][(f['queue'][0] + 1) % st['n']]}'s "
                                        f"candidates")}

    def begin(st, f, log):
        f["queue"], f["taken"] = from_left_of(st, st["dealer"]), 0
        Shortfall.next(st, f)

    def next(st, f):
        """R3: rounds from the dealer's left until the middle is full or a round
        moves nothing; a seat with nothing to take is passed over."""
        need = 3 * st["n"]
        while True:
            if not f["queue"]:
                if len(st["offer"]) >= need or not f["taken"]:
                    end(st)
                    return
                f["queue"], f["taken"] = from_left_of(st, st["dealer"]), 0
            left, disp = shortfall_sources(st, f["queue"][0])
            if st["hands"][left] or disp:
                return
            f["queue"].pop(0)

    def actors(st, f):
        return f["queue"][:1]

    def actions(st, f, seat):
        left, disp = shortfall_sources(st, seat)
        acts = [{"type": "draw"}] if st["hands"][left] else []
        return acts + [{"type": "take", "card": c} for c in sorted(set(disp))]

    def on_draw(st, f, seat, a, log):
        left = (seat + 1) % st["n"]
        hand = st["hands"][left]
        c = hand[game_below(st, len(hand))]       # R3: a hand card is taken unseen
        from_hand(st, left, c)
        st["offer"].append(c)
        if log is not None:
            say(log, f"{st['names'][seat]} draws {card_name(c)} from {st['names'][left]}'s hand "
                     f"into the middle.")
        Shortfall.done(st, f)

    def on_take(st, f, seat, a, log):
        c = a["card"]
        for k in range(10):
            if c in st["display"][k]:
                st["display"][k].remove(c)
        st["offer"].append(c)
        Shortfall.done(st, f)

    def done(st, f):
        f["queue"].pop(0)
        f["taken"] += 1
        Shortfall.next(st, f)


@flow.step("draft")
class Draft(Step):
    rule = "A. Reveal Cards and Draft"
    title = "Draft"
    prompt = "draft a card from the middle."
    help = ("Cards are drafted in snake order: clockwise, back anticlockwise, then "
            "clockwise again. You may not take a candidate while someone has fewer "
            "candidates than you, unless only candidates are left. A drafted candidate "
            "enters play at once.")
    labels = {"draft": lambda st, f, a: (f"Draft {cname(st, a['card'] - CB)}"
                                         if a["card"] >= CB else f"Draft {card_name(a['card'])}")}

    def begin(st, f, log):
        order = [snake_seat(st, i) for i in range(3 * st["n"])]
        f["order"] = order[:len(st["offer"])]
        if not f["order"]:
            end(st)

    def actors(st, f):
        return f["order"][:1]

    def actions(st, f, seat):
        owner = st["owner"]
        count = [owner.count(s) for s in range(st["n"])]      # candidates per seat
        offer = st["offer"]
        ok_cand = min(count) >= count[seat] or all(c >= CB for c in offer)
        seen, acts = set(), []
        for c in offer:                 # each kind of card once (R23); candidates each
            if c >= CB:
                if ok_cand:
                    acts.append({"type": "draft", "card": c})
            else:
                kind = INFLUENCE[c]
                if kind not in seen:
                    seen.add(kind)
                    acts.append({"type": "draft", "card": c})
        return acts

    def refuse(st, f, seat, a):
        c = a.get("card")
        if c not in st["offer"]:
            return "That card is not in the middle."
        return "You may not draft a candidate while another player has fewer."

    def on_draft(st, f, seat, a, log):
        c = a["card"]
        st["offer"].remove(c)
        if c >= CB:  # A: a drafted candidate enters play at once
            st["owner"][c - CB] = seat
        else:
            st["hands"][seat].append(c)
            st["known"][seat].append(c)
        f["order"].pop(0)
        if f["order"]:
            return
        if st["offer"]:  # R4: leftovers re-form the deck
            st["deck"] = st["offer"] + st["deck"]
            st["offer"] = []
            game_shuffle(st, st["deck"])
        end(st)


# ============================================================ B. ELECTION
def eligible(st, e, seat):
    mine = owned(st, seat)
    if e["all_eligible"]:
        return mine
    return [k for k in mine if rating(st, k, st["method"]) > 0]


def nominee_worth(st, e, s):
    return worth(st, e["nominee"][s], st["method"])


def max_other(st, e, seat):
    """The best worth among the other nominees (-1 without one)."""
    method, best = st["method"], None
    for s, k in enumerate(e["nominee"]):
        if s != seat and k is not None:
            w = worth(st, k, method)
            if best is None or w > best:
                best = w
    return -1 if best is None else best


@flow.sequence("election")
class Election:
    """B, then C: nominations, the auction, the first out sets the next
    method.  Ends with the new Emperor's candidate (None: no election, R17)."""
    def nominate(st, f, result, log):
        n = st["n"]
        f.update(nominee=[None] * n, active=[False] * n, first_out=None, leader=None)
        cands = in_play(st)
        if not cands:  # B: no candidates at all; C and E are skipped (R17)
            say(log, "No candidates are in play: no Emperor this turn.")
            end(st, None)
            return
        f["all_eligible"] = not any(rating(st, k, st["method"]) > 0 for k in cands)
        if f["all_eligible"]:
            say(log, "No candidate has a rating for this method: all are eligible this turn.")
        call(st, "nominate")

    def open_bidding(st, f, result, log):
        noms = [s for s in range(st["n"]) if f["nominee"][s] is not None]
        for s in noms:
            if log is not None:
                say(log, f"{cname(st, f['nominee'][s])} ({st['names'][s]}) starts at "
                         f"{nominee_worth(st, f, s)}.")
        noms.sort(key=lambda s: (-nominee_worth(st, f, s), left_order_key(st, s)))
        f["leader"] = noms[0]

    def bid(st, f, result, log):
        """B: bidding goes clockwise, from the leader and then from each seat
        that has just bid or passed, among those still in (R12)."""
        after = f["leader"] if result is None else result
        for s in from_left_of(st, after):
            if f["active"][s] and s != f["leader"]:
                call(st, "bid", seat=s, added=[])
                return

    def crown(st, f, result, log):
        s = f["leader"]
        k = f["emperor"] = f["nominee"][s]
        note(log, "elected", s)
        if log is not None:
            say(log, f"{cname(st, k)} ({st['names'][s]}) becomes Emperor with "
                     f"{nominee_worth(st, f, s)}.")
        turn = find(st, "turn")
        turn["emperor_turn"], turn["new_emperor"] = True, k
        # C: the first to pass (or without a candidate) sets the next method (R13).
        call(st, "method", seat=f["first_out"] if f["first_out"] is not None else st["dealer"])

    def elected(st, f, result, log):
        end(st, f["emperor"])

    parts = (nominate, open_bidding, repeat(bid), crown, elected)


@flow.step("nominate")
class Nominate(Step):
    rule = "B. Select Emperor"
    title = "Put forward candidates"
    prompt = "put forward one of your eligible candidates."
    help = ("Each player puts forward one candidate with a rating above zero for this "
            "method (if none has one, all are eligible this turn).")
    labels = {"nominate": lambda st, f, a: f"Put forward {cname(st, a['candidate'])}"}

    def begin(st, f, log):
        f["queue"] = from_left_of(st, st["dealer"])
        Nominate.next(st, f)

    def next(st, f):
        e = find(st, "election")
        while f["queue"]:
            s = f["queue"][0]
            if eligible(st, e, s):
                return
            f["queue"].pop(0)
            if e["first_out"] is None:  # C: first without a candidate (R13)
                e["first_out"] = s
        end(st)

    def actors(st, f):
        return f["queue"][:1]

    def actions(st, f, seat):
        return [{"type": "nominate", "candidate": k}
                for k in eligible(st, find(st, "election"), seat)]

    def refuse(st, f, seat, a):
        return f"Put forward one of your candidates with a {D.METHOD_NAME[st['method']]} rating."

    def on_nominate(st, f, seat, a, log):
        e = find(st, "election")
        e["nominee"][seat] = a["candidate"]
        e["active"][seat] = True
        f["queue"].pop(0)
        Nominate.next(st, f)


@flow.step("bid")
class Bid(Step):
    rule = "B. Select Emperor (R12)"
    title = "Election"
    def prompt(st, f, seat):
        e = find(st, "election")
        s = f["seat"]
        rivals = [r for r in range(st["n"]) if r != s and e["nominee"][r] is not None]
        best = max(rivals, key=lambda r: nominee_worth(st, e, r)) if rivals else None
        beat = (f"; to beat: {nominee_worth(st, e, best)} ({cname(st, e['nominee'][best])})"
                if best is not None else "")
        return (f"play matching cards to top every other candidate, or pass "
                f"({cname(st, e['nominee'][s])} stands at {nominee_worth(st, e, s)}{beat}).")

    help = ("A candidate's worth is his rating, his office's bonus for this method and "
            "the counting cards on him. In turn, play one or more matching cards so your "
            "candidate tops every other, or pass and drop out. Keep at least one card. The "
            "first to pass sets the next method.")
    def label_bid(st, f, a):
        e = find(st, "election")
        k = e["nominee"][f["seat"]]
        to = f"to {nominee_worth(st, e, f['seat']) + cval(a['card'])}"
        hand = st["hands"][f["seat"]]
        if len(hand) == 2:      # R12: the last card stays in hand, so this is the last bid
            # (the label is also the public log line: it names no hidden card)
            to += "; the last bid: the one card left must stay in hand"
        return f"Play {card_name(a['card'])} on {cname(st, k)} ({to})"

    labels = {"bid": label_bid,
              "done": "Finish bidding", "pass": "Pass (drop out of the election)"}

    def actions(st, f, seat):
        e = find(st, "election")
        hand = st["hands"][seat]
        counts = D.COUNTS_FOR[st["method"]]
        now, top = nominee_worth(st, e, seat), max_other(st, e, seat)
        acts = [] if f["added"] else [{"type": "pass"}]
        if f["added"] and now > top:
            acts.append({"type": "done"})
        if len(hand) >= 2:  # B: each must keep at least one card (R12)
            vals = sorted([INFLUENCE[c][1] for c in hand if INFLUENCE[c][0] in counts],
                          reverse=True)
            # The most the other cards could still add, one card being kept:
            # the best ``room`` values once this card's value is taken out.
            room = len(hand) - 2
            without = sum(vals[:room + 1])
            kept = sum(vals[:room])
            seen = set()
            for c in hand:
                kind = INFLUENCE[c]
                if kind[0] not in counts or kind in seen:
                    continue
                v = kind[1]
                rest = without - v if room >= len(vals) or v >= vals[room - 1] else kept
                if now + v + (rest if room else 0) > top:
                    seen.add(kind)
                    acts.append({"type": "bid", "card": c})
        return acts

    def refuse(st, f, seat, a):
        t = a.get("type")
        if t == "bid":
            c = a.get("card")
            if not isinstance(c, int) or c not in st["hands"][seat]:
                return "That card is not in your hand."
            if ctype(c) not in D.COUNTS_FOR[st["method"]]:
                return (f"{card_name(c)} does not count in a {D.METHOD_NAME[st['method']]} "
                        f"election.")
            if len(st["hands"][seat]) < 2:
                return "You must keep at least one card in hand."
            return "That bid cannot top the other candidates while you keep a card."
        if t == "done":
            return "Your candidate must exceed every other candidate before you finish."
        return "Once you have played a card you must go on until you top the others."

    def on_bid(st, f, seat, a, log):
        c = a["card"]
        from_hand(st, seat, c)
        st["display"][find(st, "election")["nominee"][seat]].append(c)
        f["added"].append(c)

    def on_done(st, f, seat, a, log):
        e = find(st, "election")
        if log is not None:
            say(log, f"{cname(st, e['nominee'][seat])} now stands at {nominee_worth(st, e, seat)}.")
        e["leader"] = seat
        end(st, seat)

    def on_pass(st, f, seat, a, log):
        e = find(st, "election")
        e["active"][seat] = False
        if e["first_out"] is None:  # C: the first to pass sets the next method
            e["first_out"] = seat
        end(st, seat)


# ======================================================= D1. OFFICES
def office_candidates(st, o, seat, office):
    """R14: a player's candidates that may take ``office`` in this re-assignment."""
    cat = D.OFFICES[office][1]
    barred = (st["offices"]["emperor"], st["offices"].get("legatus"))
    return [k for k in owned(st, seat) if rating(st, k, cat) > 0
            and k not in barred and k not in o["received"]]


@flow.sequence("offices")
class Offices:
    """D1 (in a turn with a new Emperor): the Emperor's office, the Legatus by
    Military qualifications, Florianus's recall (R7, R28), then the vacant
    offices handed out one at a time (R14)."""
    def emperor(st, f, result, log):
        take_office(st, find(st, "turn")["new_emperor"], "emperor", log)
        f["received"] = []

    def has_legatus(st, f):
        return "legatus" in st["offices"]       # Setup 3: none with two players

    def legatus(st, f, result, log):
        emp = st["offices"]["emperor"]
        pool = [k for k in in_play(st) if k != emp and rating(st, k, "military") > 0]
        if pool:
            quality = {k: military_quality(st, k) for k in pool}
            best = max(quality.values())
            top = [k for k in pool if quality[k] == best]
            top.sort(key=lambda k: left_order_key(st, st["owner"][k]))
            first = st["owner"][top[0]]
            mine = [k for k in top if st["owner"][k] == first]
            if len(mine) > 1:  # R6: his own candidates tie: he chooses
                call(st, "legatus_pick", seat=first, options=mine)
                return
            take_office(st, mine[0], "legatus", log)
        elif st["offices"]["legatus"] is not None:
            st["offices"]["legatus"] = None

    def recall(st, f, result, log):
        emp = st["offices"]["emperor"]
        recalled = effects.ask(st, emp, "recalls")
        if not recalled:
            return
        for o in recalled:
            st["offices"][o] = None
        if log is not None:
            say(log, f"{cname(st, emp)} takes back the "
                     + ", the ".join(D.OFFICES[o][0] for o in recalled) + ".")
        if st["edition"] >= 2:  # R28: the Emperor's player hands them out himself
            call(st, "recall", seat=st["owner"][emp], offices=list(recalled))

    def vacancies(st, f, result, log):
        # R28: a recalled office its player could not give is set aside.
        emp = st["offices"]["emperor"]
        done = effects.ask(st, emp, "recalls") if st["edition"] >= 2 else ()
        f["pending"] = [o for o in st["offices"]
                        if o != "emperor" and st["offices"][o] is None and o not in done]

    def hand_out(st, f, result, log):
        """The Emperor names a vacant office (assign), which is offered
        (receive); ``result``: who took the last one (None: set aside)."""
        if result is not None:
            o, k = result["office"], result["candidate"]
            old = office_of(st, k)
            take_office(st, k, o, log)
            f["received"].append(k)
            f["pending"].remove(o)
            if old:
                f["pending"].append(old)
        if f["pending"]:
            call(st, "assign", seat=emperor_seat(st))

    parts = (emperor, when(legatus, has_legatus), recall, vacancies, repeat(hand_out))


def offer_office(st, o, declined, log):
    """D1: office ``o`` is offered to the player with an eligible candidate and
    the fewest offices, then fewest points, then nearest the dealer's right,
    passing over those who ``declined`` it (R14); when nobody can take it, it
    is set aside.  The last thing the assign or receive step does."""
    offices = find(st, "offices")
    pool = [s for s in range(st["n"])
            if s not in declined and office_candidates(st, offices, s, o)]
    if not pool:
        offices["pending"].remove(o)
        say(log, f"Nobody can take the {D.OFFICES[o][0]}; it is set aside.")
        end(st)
        return
    held = lambda s: sum(1 for k in st["offices"].values()
                         if k is not None and st["owner"][k] == s)
    pool.sort(key=lambda s: (held(s), st["scores"][s], (st["dealer"] - 1 - s) % st["n"]))
    goto(st, "receive", seat=pool[0], office=o, declined=declined)


@flow.step("legatus_pick")
class LegatusPick(Step):
    rule = "D1 Assign Offices (R6)"
    title = "Legatus"
    prompt = "choose which of your tied candidates becomes Legatus."
    help = ("The Legatus goes to the other candidate with the best Military "
            "qualifications (rating, Military cards on him and the Cavalry Commander's "
            "bonus).")
    labels = {"appoint": lambda st, f, a: f"Make {cname(st, a['candidate'])} Legatus"}

    def actions(st, f, seat):
        return [{"type": "appoint", "candidate": k} for k in f["options"]]

    def on_appoint(st, f, seat, a, log):
        take_office(st, a["candidate"], "legatus", log)
        end(st)


@flow.step("recall")
class Recall(Step):
    rule = "D1 Assign Offices; Florianus (data sheet 3.3, R28)"
    title = "Recalled offices"
    nouns = ("office", "candidate")
    prompt = "give each recalled office to a candidate of your choice."
    help = ("Florianus took back the Cavalry Commander, the Praetorian Prefect and the "
            "Senate Leader. His player gives each, in any order, to any candidate in play "
            "with a rating in the office's field (not the Emperor or the Legatus, one "
            "office each).")
    labels = {"give": lambda st, f, a: (f"Give the {D.OFFICES[a['office']][0]} to "
                                        f"{cname(st, a['candidate'])} "
                                        f"({st['names'][st['owner'][a['candidate']]]})")}

    def begin(st, f, log):
        Recall.next(st, f, log)

    def takers(st, o):
        barred = (st["offices"]["emperor"], st["offices"].get("legatus"))
        cat = D.OFFICES[o][1]
        return [k for k in in_play(st) if k not in barred and office_of(st, k) is None
                and rating(st, k, cat) > 0]

    def next(st, f, log):
        for o in [o for o in f["offices"] if not Recall.takers(st, o)]:
            f["offices"].remove(o)
            say(log, f"Nobody can take the {D.OFFICES[o][0]}; it is set aside.")
        if not f["offices"]:
            end(st)

    def actions(st, f, seat):
        return [{"type": "give", "office": o, "candidate": k}
                for o in f["offices"] for k in Recall.takers(st, o)]

    def on_give(st, f, seat, a, log):
        take_office(st, a["candidate"], a["office"], log)
        f["offices"].remove(a["office"])
        Recall.next(st, f, log)


@flow.step("assign")
class Assign(Step):
    rule = "D1 Assign Offices"
    title = "Offices"
    prompt = "choose which vacant office is handed out next."
    help = ("Vacant offices go, in the order the Emperor picks, to the player with an "
            "eligible candidate and the fewest offices (then fewest points, then nearest "
            "the dealer's right).")
    labels = {"assign": lambda st, f, a: f"Hand out the {D.OFFICES[a['office']][0]} next"}

    def actions(st, f, seat):
        return [{"type": "assign", "office": o} for o in find(st, "offices")["pending"]]

    def on_assign(st, f, seat, a, log):
        offer_office(st, a["office"], [], log)


@flow.step("receive")
class Receive(Step):
    rule = "D1 Assign Offices (R14)"
    title = "Offices"
    prompt = "choose which of your candidates takes the office."
    help = ("Pick the candidate who takes the office. Giving it to a candidate who already "
            "holds an office makes him give up the old one, which is then handed out again.")

    def label_receive(st, f, a):
        k = a["candidate"]
        old = office_of(st, k)
        extra = f" (giving up the {D.OFFICES[old][0]})" if old else ""
        return f"Give the {D.OFFICES[f['office']][0]} to {cname(st, k)}{extra}"

    labels = {"receive": label_receive,
              "decline": lambda st, f, a: f"Refuse the {D.OFFICES[f['office']][0]}"}

    def actions(st, f, seat):
        ks = office_candidates(st, find(st, "offices"), seat, f["office"])
        acts = [{"type": "receive", "candidate": k} for k in ks]
        if all(office_of(st, k) for k in ks):  # only by relinquishing: may refuse
            acts.append({"type": "decline"})
        return acts

    def on_receive(st, f, seat, a, log):
        end(st, {"office": f["office"], "candidate": a["candidate"]})

    def on_decline(st, f, seat, a, log):
        offer_office(st, f["office"], f["declined"] + [seat], log)


# ======================================================= D2. CRISES MOUNT
def mount_cards(st, cards, log):
    """D2: the revealed cards join their crises; Gold goes last, to the crisis
    then ranked top, with any loose Gold (R8)."""
    for c in cards:
        if ctype(c) != "gold":
            st["crises"][ctype(c)].append(c)
    gold = [c for c in cards if ctype(c) == "gold"] + st["loose_gold"]
    st["loose_gold"] = []
    attach_gold(st, gold, log)


@flow.sequence("crises")
class Crises:
    """D2: everyone adds a card face down at once (R18: an empty hand adds
    nothing); then they are turned up together."""
    def mount(st, f, result, log):
        call(st, "mount", commits=[None] * st["n"])

    def turn_up(st, f, result, log):
        cards = [c for c in result if c is not None]
        if cards:
            goto(st, "turn_up", cards=cards)
        else:
            mount_cards(st, [], log)

    parts = (mount, turn_up)


@flow.proc("turn_up", reveal=True)
class TurnUp:
    def begin(st, f, log):
        if log is not None:
            say(log, "Revealed for the crises: "
                + ", ".join(card_name(c) for c in f["cards"]) + ".")
        mount_cards(st, f["cards"], log)
        end(st)


@flow.step("mount")
class Mount(Step):
    rule = "D2 Crises Mount"
    title = "Crises mount"
    prompt = "choose a card to put face down into the crises."
    help = ("Everyone secretly adds one card from hand to the crises; they are revealed "
            "together. Gold joins the top crisis after the others.")
    labels = {"commit": lambda st, f, a: f"Add {card_name(a['card'])} to the crises"}
    secret = ("commit",)
    auto = False        # a secret choice made together: never played for anyone

    def begin(st, f, log):
        if not Mount.actors(st, f):
            end(st, f["commits"])

    def actors(st, f):
        return [s for s in range(st["n"]) if f["commits"][s] is None and st["hands"][s]]

    def actions(st, f, seat):
        return [{"type": "commit", "card": c} for c in distinct(st["hands"][seat])]

    def refuse(st, f, seat, a):
        return "Commit one card from your own hand."

    def on_commit(st, f, seat, a, log):
        from_hand(st, seat, a["card"])
        f["commits"][seat] = a["card"]
        if not Mount.actors(st, f):
            end(st, f["commits"])


# ================================================ D3. EMPEROR ADDRESSES
@flow.sequence("emperor_acts")
class EmperorActs:
    """D3 (in a turn with an Emperor): he addresses one crisis (R25); his
    ability may give him a step first (R16)."""
    def ability_first(st, f):
        return effects.ask(st, st["offices"]["emperor"], "before_address") is not None

    def before_address(st, f, result, log):
        call(st, effects.ask(st, st["offices"]["emperor"], "before_address"),
             seat=emperor_seat(st))

    def address(st, f, result, log):
        if not ranked_crises(st):
            say(log, "There is no crisis to address.")
            end(st)
            return
        call(st, "address", seat=emperor_seat(st))

    def add(st, f, result, log):
        call(st, "add", seat=emperor_seat(st), crisis=result,
             rank=ranked_crises(st).index(result))

    def solve(st, f, result, log):
        k, t = st["offices"]["emperor"], result["crisis"]
        total = emperor_total(st, k, t)
        # The resolution is told in one line, by Solve (issue 43, 9).
        call(st, "solve", role="emperor", seat=emperor_seat(st), crisis=t, rank=result["rank"],
             total=total, cancels=effects.ask(st, k, "cancels", t), removed=0,
             against=crisis_total(st["crises"][t]), used=[], told=False, cancelled=[])

    parts = (when(before_address, ability_first), address, add, solve)


@flow.step("seize")
class Seize(Step):
    rule = "D3; Aemilius Aemilianus (R16)"
    title = "Aemilius Aemilianus"
    prompt = "you may take one Goths card from a rival's candidate."
    help = ("Aemilius Aemilianus may move one Goths card from a rival's candidate onto "
            "himself before addressing a crisis.")
    ends = ("pass",)
    def label_seize(st, f, a):
        """The Goths card and whose candidate it leaves."""
        c = a["card"]
        k = next(k for k in range(len(st["display"])) if c in st["display"][k])
        return (f"Take {card_name(c)} from {st['names'][st['owner'][k]]}'s candidate "
                f"{cname(st, k)}")

    labels = {"seize": label_seize, "pass": "Take no Goths card"}

    def begin(st, f, log):
        if not seizable(st):        # no rival's candidate holds a Goths card
            end(st)

    def actions(st, f, seat):
        return [{"type": "seize", "card": c} for c in seizable(st)] + [{"type": "pass"}]

    def on_seize(st, f, seat, a, log):
        c = a["card"]
        for k in range(10):
            if c in st["display"][k]:
                st["display"][k].remove(c)
        st["display"][st["offices"]["emperor"]].append(c)
        end(st)


@flow.step("address")
class Address(Step):
    rule = "D3 Emperor Addresses a Crisis (R25)"
    title = "Emperor addresses a crisis"
    prompt = "choose the crisis your Emperor addresses."
    help = ("The Emperor takes on one crisis. Success pays 21, 15, 10 or 6 by the crisis's "
            "rank; otherwise 1 point per crisis card discarded.")
    def label_address(st, f, a):
        k, t = st["offices"]["emperor"], a["crisis"]
        words = outcome_words(st, "emperor", t, emperor_total(st, k, t),
                              ranked_crises(st).index(t), effects.ask(st, k, "cancels", t))
        return f"Address the {D.TYPE_NAME[t]} crisis: {words}"

    labels = {"address": label_address}

    def actions(st, f, seat):
        return [{"type": "address", "crisis": t} for t in ranked_crises(st)]

    def on_address(st, f, seat, a, log):
        end(st, a["crisis"])


@flow.step("add")
class Add(Step):
    rule = "D3.2 (R24)"
    title = "Emperor addresses a crisis"
    prompt = "add matching or Gold cards from your hand, then resolve."
    help = ("All cards on the Emperor count, plus his ability against this crisis. Add "
            "cards of the crisis's type or Gold from your hand, then resolve: crisis cards "
            "worth exactly your total, or the most below it, are discarded.")
    def label_add(st, f, a):
        k = st["offices"]["emperor"]
        total = max(0, emperor_total(st, k, f["crisis"]) + cval(a["card"]))
        return f"Add {card_name(a['card'])} to the Emperor (to {total})"

    def label_resolve(st, f, a):
        k, t = st["offices"]["emperor"], f["crisis"]
        return "Resolve the crisis now: " + outcome_words(
            st, "emperor", t, emperor_total(st, k, t), f["rank"],
            effects.ask(st, k, "cancels", t))

    labels = {"add": label_add, "resolve": label_resolve}
    told = ("resolve",)         # Solve tells the crisis in one line (issue 43, 9)

    def actions(st, f, seat):
        t = f["crisis"]
        return ([{"type": "add", "card": c}
                 for c in distinct(c for c in st["hands"][seat] if ctype(c) in (t, "gold"))]
                + [{"type": "resolve"}])

    def refuse(st, f, seat, a):
        return (f"Only {D.TYPE_NAME[f['crisis']]} or Gold cards from your hand can be added "
                f"against this crisis.")

    def on_add(st, f, seat, a, log):
        from_hand(st, seat, a["card"])
        st["display"][st["offices"]["emperor"]].append(a["card"])

    def on_resolve(st, f, seat, a, log):
        end(st, {"crisis": f["crisis"], "rank": f["rank"]})


# ======================================= D3.3-5 / D4: crisis cards removed
@flow.sequence("solve")
class Solve:
    """D3.3-4 / D4: cancels first (R15), then the crisis cards worth the total
    (exactly, or the most below it) are discarded; the player chooses among
    equal ways; points by rank on success, else one per card (R10, R20).

    The whole of it is told in one log line (the moves that resolve, fight,
    cancel or choose the cards write none of their own, ``Game.log_line``):
    "Caesar's Emperor brings 15 against 14 and clears the SPQR crisis (ranked
    1): 21 points."  Only when the player must still choose (a cancel, or
    which cards go) is what he brings told first, and the rest after."""
    def brings(st, f) -> str:
        """"Caesar's Legatus brings 9 (Persia 4 + Persia 5) against 12"."""
        used = (" (" + " + ".join(card_name(c) for c in f["used"]) + ")") if f["used"] else ""
        return (f"{st['names'][f['seat']]}'s {f['role'].capitalize()} brings "
                f"{f['total']}{used} against {f['against']}")

    def tell(st, f, log):
        """A choice follows: what he brings against which crisis, told now."""
        if not f["told"] and log is not None:
            head, against = Solve.brings(st, f).rsplit(" against ", 1)
            say(log, f"{head} against the {D.TYPE_NAME[f['crisis']]} crisis ({against}).")
        f["told"] = True

    def cancel(st, f, result, log):
        if f["cancels"] and any(ctype(c) == "goths" for c in st["crises"][f["crisis"]]):
            Solve.tell(st, f, log)
            call(st, "cancel", seat=f["seat"])

    def choose(st, f, result, log):
        _, ways = removal_options(st["crises"][f["crisis"]], f["total"])
        if len(ways) > 1:
            Solve.tell(st, f, log)
            call(st, "remove", seat=f["seat"], ways=ways)

    def discard(st, f, result, log):
        t = f["crisis"]
        cards = result if result is not None else removal_options(st["crises"][t], f["total"])[1][0]
        for c in cards:
            st["crises"][t].remove(c)
            st["discard"].append(c)
        removed = len(cards) + f["removed"]
        table = D.EMPEROR_POINTS if f["role"] == "emperor" else D.LEGATUS_POINTS
        head = st["names"][f["seat"]] if f["told"] else Solve.brings(st, f) + " and"
        gone = f["cancelled"] + ([card_name(c) for c in cards] if st["crises"][t] else [])
        named = (" (" + " + ".join(gone) + ")") if gone else ""
        if not st["crises"][t]:
            pts = table[f["rank"]]
            say(log, f"{head} clears the {D.TYPE_NAME[t]} crisis (ranked {f['rank'] + 1})"
                     f"{named}: {pts} points.")
        else:
            pts = removed
            say(log, f"{head} discards {removed} card{'s' if removed != 1 else ''} of the "
                     f"{D.TYPE_NAME[t]} crisis{named}: {pts} point{'s' if pts != 1 else ''}.")
        note(log, "crisis", f["seat"], f["role"], not st["crises"][t], pts)
        earn(st, f["seat"], ("Crises cleared as " if not st["crises"][t] else
                             "Crisis cards discarded as ") + f["role"].capitalize(), pts)
        # D3.5: Gold left without its crisis joins the top remaining crisis (R10).
        if st["crises"][t] and all(ctype(c) == "gold" for c in st["crises"][t]):
            gold, st["crises"][t] = st["crises"][t], []
            attach_gold(st, gold, log)

    parts = (repeat(cancel), choose, discard)


@flow.step("cancel")
class Cancel(Step):
    rule = "D3; Trebonianus Gallus (R15)"
    title = "Trebonianus Gallus"
    prompt = "choose a Goths card to cancel with your Gold."
    help = "Each Gold on Trebonianus Gallus first cancels one Goths crisis card."
    labels = {"cancel": lambda st, f, a: f"Cancel {card_name(a['card'])}"}
    told = ("cancel",)          # named in Solve's line

    def actions(st, f, seat):
        return [{"type": "cancel", "card": c}
                for c in distinct((c for c in st["crises"]["goths"] if ctype(c) == "goths"),
                                  key=cval)]

    def on_cancel(st, f, seat, a, log):
        s = find(st, "solve")
        st["crises"]["goths"].remove(a["card"])
        st["discard"].append(a["card"])
        s["cancels"] -= 1
        s["removed"] += 1
        s["cancelled"].append(card_name(a["card"]) + " cancelled")   # told by Solve
        end(st)


@flow.step("remove")
class Remove(Step):
    rule = "D3.3 (R23)"
    title = "Discard crisis cards"
    prompt = "choose which crisis cards are discarded."
    help = "Several sets of crisis cards reach the same total; choose which go."
    labels = {"remove": lambda st, f, a: ("Discard " + " + ".join(card_name(c) for c in a["cards"])
                                          if a["cards"] else "Discard nothing")}
    told = ("remove",)          # named in Solve's line

    def actions(st, f, seat):
        return [{"type": "remove", "cards": w} for w in f["ways"]]

    def on_remove(st, f, seat, a, log):
        end(st, a["cards"])


# ================================================ D4. LEGATUS
@flow.sequence("legatus_acts")
class LegatusActs:
    """D4: the Legatus may fight one war (edition 2, R29: he must when he holds
    an applicable card)."""
    def a_war_stands(st, f):
        return (st["offices"].get("legatus") is not None
                and any(st["crises"][w] for w in D.WARS))

    def fight(st, f, result, log):
        call(st, "legatus", seat=st["owner"][st["offices"]["legatus"]])

    def solve(st, f, result, log):
        if result is not None:      # None: he stayed idle
            call(st, "solve", role="legatus", removed=0, cancels=0, **result)

    parts = (when(fight, a_war_stands), solve)


def legatus_fights(st, seat):
    """R11: one or two cards of that war's type or Gold, from his candidate
    and/or the hand (each way offered once, R23)."""
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
                    acts.append({"type": "fight", "crisis": w,
                                 "cards": sorted(c for _, c in combo)})
    return acts


@flow.step("legatus")
class Legatus(Step):
    rule = "D4 Legatus Addresses a War (R11, R29)"
    title = "Legatus fights a war"
    ends = ("pass",)

    def prompt(st, f, seat):
        if st["edition"] >= 2:
            return "fight a war with one or two cards."
        return "fight a war with one or two cards, or stay idle."

    help = ("The Legatus fights one war with one or two cards of that war or Gold, from "
            "his candidate or your hand; he stays idle only without such a card. Clearing "
            "it pays 15, 10, 6 or 3 by rank; otherwise 1 point per card discarded.")
    labels = {"fight": lambda st, f, a: (
        f"Fight the {D.TYPE_NAME[a['crisis']]} war with "
        + " + ".join(card_name(c) for c in a["cards"]) + " ("
        + outcome_words(st, "legatus", a["crisis"], sum(cval(c) for c in a["cards"]),
                        ranked_crises(st).index(a["crisis"])) + ")"),
              "pass": "The Legatus stays idle"}
    told = ("fight",)           # Solve tells the fight in one line (issue 43, 9)

    def actions(st, f, seat):
        acts = legatus_fights(st, seat)
        if st["edition"] < 2 or not acts:   # R29: idle only without an applicable card
            acts.append({"type": "pass"})
        return acts

    def refuse(st, f, seat, a):
        if a.get("type") == "pass":
            return "The Legatus must fight: he holds a card for one of the wars."
        return "Fight a war that stands with one or two of its cards or Gold."

    def on_fight(st, f, seat, a, log):
        k = st["offices"]["legatus"]
        for c in a["cards"]:
            if c in st["display"][k]:
                st["display"][k].remove(c)
            else:
                from_hand(st, seat, c)
            st["discard"].append(c)
        w = a["crisis"]
        total = sum(cval(c) for c in a["cards"])
        # The fight is told in one line, by Solve (issue 43, 9).
        end(st, {"seat": seat, "crisis": w, "rank": ranked_crises(st).index(w), "total": total,
                 "against": crisis_total(st["crises"][w]), "used": list(a["cards"]),
                 "told": False, "cancelled": []})


# ================================================ D5. EMPEROR DIES, E, END
@flow.sequence("emperor_dies")
class EmperorDies:
    """D5 (in a turn with an Emperor): his card turns to its B side and is
    discarded, or leaves the game; the second to leave ends it.  E: the leader
    in points deals."""
    def dies(st, f, result, log):
        turn = find(st, "turn")
        k = st["offices"]["emperor"]
        if k is None:
            end(st)
            return
        seat = st["owner"][k]
        st["last_emperor"] = seat
        st["discard"].extend(st["display"][k])
        st["display"][k] = []
        st["owner"][k] = None
        st["offices"]["emperor"] = None
        turn["emperor_turn"] = False
        if st["side"][k] == "A":
            st["side"][k] = "B"
            st["discard"].append(CB + k)
            say(log, f"Emperor {D.CANDIDATES[k]['A'][0]} dies; the card turns to "
                     f"{D.CANDIDATES[k]['B'][0]} and is discarded.")
        else:
            st["removed"].append(k)
            st["removals"] += 1
            say(log, f"Emperor {D.CANDIDATES[k]['B'][0]} dies and leaves the game.")
            if st["removals"] == 2:  # End: the second removal ends the game
                EmperorDies.end_game(st, log)

    def dealer(st, f, result, log):
        # E: the leader in points deals; a tie is broken by the dealer (R21).
        top = max(st["scores"])
        tied = [s for s in range(st["n"]) if st["scores"][s] == top]
        if len(tied) == 1:
            st["dealer"] = tied[0]
        else:
            call(st, "dealer", seat=st["dealer"],
                 options=[s for s in tied if s != st["dealer"]])

    parts = (dies, dealer)

    def end_game(st, log):
        earn(st, st["last_emperor"], "Last Emperor", D.LAST_EMPEROR_BONUS)
        say(log, f"The game ends. {st['names'][st['last_emperor']]} was the last Emperor: "
                 f"+{D.LAST_EMPEROR_BONUS}.")
        top = max(st["scores"])
        tied = [s for s in range(st["n"]) if st["scores"][s] == top]
        if len(tied) > 1:  # End: most influence in hand and on candidates (R22)
            held = {s: influence_held(st, s) for s in tied}
            best = max(held.values())
            tied = [s for s in tied if held[s] == best]
        st["winners"] = tied
        st["over"] = True
        if log is not None:
            say(log, "Winner: " + " and ".join(st["names"][s] for s in tied) + ".")
        game_over(st)


@flow.step("dealer")
class Dealer(Step):
    rule = "E. Dealer Changes (R21)"
    title = "New dealer"
    prompt = "choose who deals next among the tied leaders."
    help = ("The player with the most points deals; on a tie the dealer chooses among the "
            "others tied.")
    labels = {"dealer": lambda st, f, a: f"Give the deck to {st['names'][a['seat']]}"}

    def actions(st, f, seat):
        return [{"type": "dealer", "seat": s} for s in f["options"]]

    def on_dealer(st, f, seat, a, log):
        st["dealer"] = a["seat"]
        end(st)


# ================================================================ hidden parts
def resample(st, seat, rng):
    """A copy with what ``seat`` cannot see resampled by ``rng``: other hands
    (but cards they were seen drafting), their face-down crisis cards, and the
    deck's order (the Game's determinize; with the kernel's ``Fixed``, the AI's
    conceal: those in one fixed arrangement)."""
    s2 = copy_state(st)
    mount = find(s2, "mount")
    pool = [c for c in s2["deck"] if c < CB]
    cands = [c for c in s2["deck"] if c >= CB]
    slots = []
    for p in range(s2["n"]):
        if p == seat:
            continue
        hidden = [c for c in s2["hands"][p] if c not in s2["known"][p]]
        pool += hidden
        slots.append(("h", p, len(hidden)))
        if mount is not None and mount["commits"][p] is not None:
            pool.append(mount["commits"][p])
            slots.append(("c", p, 1))
    rng.shuffle(pool)
    for kind, p, cnt in slots:
        take, pool = pool[:cnt], pool[cnt:]
        if kind == "h":
            s2["hands"][p] = list(s2["known"][p]) + take
        else:
            mount["commits"][p] = take[0]
    deck = pool + cands
    rng.shuffle(deck)
    s2["deck"] = deck
    reseed(s2, rng)
    return s2


def unseen(st, rng):
    """A copy with what no seat can see resampled (the Game's ``unseen``): the
    deck's order, as ``resample`` deals it; every hand and face-down crisis
    card is known to its holder."""
    s2 = copy_state(st)
    rng.shuffle(s2["deck"])
    reseed(s2, rng)
    return s2
