"""Roman Empire (after Red Empire) on the flow spine (kernel/flow.py).

Sections named in comments follow rules/002_...txt: "Setting up", "Assigning
the Emperor", "Course of play", "Crisis cards", "Play at once cards", "Play,
hold or discard cards", "Challenging", "Victory".  Our readings of open points
are docs/rulings/roman-empire.md (E1, E2...).  What each playing card does,
and when it may be played, is the effects registry (effects.py); the table, its
readers and changers, table.py, which both import.

Card ids: playing cards 0..78 (data.CARDS), leaders 0..25 (data.LEADERS).

The table (its fields, readers and changers) is table.py.

Rules edition (``st["edition"]``): 1 for a game begun on engine 0.1.0, which
finishes under that engine's rules (ruling E25); 2 for every new game.  Each
difference is one ``if st["edition"] >= 2`` branch naming its ruling.

Steps and their verbs (each verb local to its step):
  must     play {card}                        Course of play 2
  option   play {card[, seat | leader]}, challenge {card, leader},
           discard {card}, pass                Course of play 3
  crisis   answer {card}, pass                 Crisis cards
  save     save, pass                          Diplomacy after a failed crisis
  place    place {leader}                      Assigning the Emperor
  sicken   sicken {leader}                     Sickness
"""
from ...kernel import Flow, Step, call, end, frame, game_over, goto, repeat, say, when
from ...kernel.rng import game_below
from . import data as D
from .data import BG, EFFECT, KIND, LBG, LNAME, LSTRENGTH, NAME, VALUE
from .effects import EFFECTS
from .table import (PATRICIAN, answers, challenge_total, collapse_words, effective,
                    emperor_seat, emperor_to, has_bg, on_tour, owner_of, place_card, points,
                    remove_leader, take_from_hand)

flow = Flow(game_note="(Card values reconstructed; see About.)")

def blame_emperor(st, emp, log):
    """Crisis cards: the crisis was not dealt with; the Emperor leader is
    discarded (E3) and the card goes to another faction, whose player puts
    it on a Patrician in place of the current frame (or it waits, E2)."""
    remove_leader(st, st["emperor"], None, log, "is removed as Emperor")
    st["barred"] = emp          # E22: not back to this faction while it waits
    holder = emperor_to(st, (emp,), log)
    if holder is None:
        end(st)
    else:
        goto(st, "place", seat=holder)


# ------------------------------------------------------------------ the end
def collapse(st, log):
    """Crisis cards: ongoing crises at XVIII or more; everybody loses (E18)."""
    say(log, "Ongoing crises reach XVIII: the Empire collapses and everybody loses.")
    st["collapsed"] = True
    st["final_scores"] = [points(st, s) for s in range(st["n"])]
    st["winners"] = []
    game_over(st)


def _words(parts):
    """"a", "a and b", "a, b and c"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def collapse_story(st):
    """A collapsed game's end in words (the result's "ending", issue 45): when
    and at what total, then each ongoing crisis: whose turn played it, what
    was added to it and by whom, who passed holding a card he could have
    added.  A crisis without its record (a position built by hand) is named
    alone.  Its first sentence is the head of the end screen."""
    total = sum([VALUE[c] for c in st["ongoing"]])
    if not st["ongoing"]:
        return "The Empire collapsed: nobody wins."
    out = [f"The Empire collapsed in turn {st['turns']}: ongoing crises reached {total} "
           f"of {D.COLLAPSE_AT}, nobody wins."]
    records = {r["card"]: r for r in st.get("failed") or []}
    for c in st["ongoing"]:
        r = records.get(c)
        if r is None:
            out.append(f"{NAME[c]} failed.")
            continue
        added = sum([VALUE[x] for _, x in r["played"]])
        who = []
        if r["played"]:
            who.append(_words([f"{st['names'][s]} added {VALUE[x]}" for s, x in r["played"]]))
        if r["passed"]:
            who.append(_words([st["names"][s] for s in r["passed"]]) + " passed with " +
                       ("a card" if len(r["passed"]) == 1 else "cards") + " to add")
        out.append(f"{NAME[c]}, played by {st['names'][r['by']]} in turn {r['turn']}, "
                   f"failed at {added} of {VALUE[c]}: " +
                   ("; ".join(who) if who else "nobody had a card to add") + ".")
    return " ".join(out)


def finish(st, log):
    """Victory: V for the Emperor, crisis and Action values, 1 per leader.
    E7: tied players share the victory."""
    scores = [points(st, s) for s in range(st["n"])]
    top = max(scores)
    st["final_scores"] = scores
    st["winners"] = [s for s in range(st["n"]) if scores[s] == top]
    if log is not None:
        say(log, "The game ends. Winner: " + " and ".join(
            st["names"][s] for s in st["winners"]) + ".")
    game_over(st)


# ------------------------------------------------------------- procedures
@flow.sequence("game")
class Round:
    """Assigning the Emperor, then turns clockwise from the left of the
    Emperor's player (Course of play; E1) until the last card's turn ends."""

    def assign(st, f, result, log):
        holder = emperor_to(st, (), log)
        f["seat"] = (holder + 1) % st["n"] if holder is not None else 0   # E1
        place_card(st, holder)

    def fresh(st, f):
        return f.get("seat") is None        # a scenario names the seat to start

    def first_turn(st, f, result, log):
        call(st, "turn", seat=f["seat"])

    def turns(st, f, result, log):
        if st["last_turn"]:                 # Victory: the last card's turn is over
            finish(st, log)
            return
        f["seat"] = (f["seat"] + 1) % st["n"]
        call(st, "turn", seat=f["seat"])

    parts = (when(assign, fresh), first_turn, repeat(turns))


@flow.sequence("turn")
class Turn:
    """One player's turn: its start (lasting effects end, Sickness dice, a
    waiting Emperor card), Course of play 1-3, in that order.  The draw comes
    before a waiting Emperor card is placed (0.1.0 did so, and its saves
    replay)."""

    def start(st, f, result, log):
        s = f["seat"]
        st["turn_seat"] = s
        st["turns"] += 1
        say(log, f"{st['names'][s]}'s turn.")
        # Effects this player put out last turn end now (Play at once cards;
        # Citizens; Tour of the provinces).
        for e in [e for e in st["effects"] if e["owner"] == s]:
            st["effects"].remove(e)
            st["discard"].append(e["card"])
            say(log, f"{NAME[e['card']]} ends.")
        died = roll_sickness(st, s, log)
        holder = None
        if died:                             # E6: among all factions
            holder = emperor_to(st, (), log)
        elif st["emperor"] is None:          # E2: the waiting card
            exclude = ()
            if st["edition"] >= 2 and st["barred"] is not None:
                exclude = (st["barred"],)    # E22: not back where a crisis took it from
            holder = emperor_to(st, exclude, log)
        f["holder"] = holder

    def draws(st, f):                        # only when a card comes
        return len(st["hands"][f["seat"]]) < D.HAND_SIZE and st["deck"]

    def place(st, f, result, log):           # the Emperor card assigned as the turn began
        call(st, "place", seat=f["holder"])

    def assigned(st, f):
        return f["holder"] is not None

    parts = (start, when("draw", draws), when(place, assigned), "must", "option")


def roll_sickness(st, s, log):
    """Sickness: a die for each Sickness card on each of his leaders (E6,
    E24): 1 recovers (the card is discarded), 4-6 dies.  True if the
    Emperor died."""
    died = False
    for l in [l for l in st["faction"][s] if st["sick"][l]]:
        for card in list(st["sick"][l]):
            roll = 1 + game_below(st, 6)
            if roll in D.SICK_RECOVER:
                st["sick"][l].remove(card)
                st["discard"].append(card)
                say(log, f"Sickness: {roll}, {LNAME[l]} recovers." if not st["sick"][l]
                    else f"Sickness: {roll}, {LNAME[l]} shakes off one Sickness.")
            elif roll in D.SICK_DIES:
                say(log, f"Sickness: {roll}.")
                died |= remove_leader(st, l, None, log, "dies of sickness")
                break
            else:
                say(log, f"Sickness: {roll}, no change for {LNAME[l]}.")
    return died


@flow.proc("draw", reveal=True)
class Draw:
    """Course of play 1: draw up to five (called only when a card is drawn)."""

    def begin(st, f, log):
        s = f["seat"]
        hand, deck = st["hands"][s], st["deck"]
        while len(hand) < D.HAND_SIZE and deck:
            hand.append(deck.pop())
        if not deck and not st["last_turn"]:
            st["last_turn"] = True     # Victory: the last card drawn; finish this turn
            say(log, "The last playing card is drawn: this is the final turn.")
        end(st)


@flow.proc("draw_leader", reveal=True)
class DrawLeader:
    """New Leader: the top Leader card joins the faction (called only when
    the leader deck has one)."""

    def begin(st, f, log):
        s = f["seat"]
        l = st["leader_deck"].pop()
        st["faction"][s].append(l)
        say(log, f"{LNAME[l]} ({D.BG_NAME[LBG[l]]}, {LSTRENGTH[l]}) joins "
                 f"{st['names'][s]}'s faction.")
        end(st)


# ------------------------------------------------------------------ steps
def _card_words(st, f, a):
    w = {}
    if "card" in a:
        w["name"] = NAME[a["card"]]
    if "leader" in a:
        w["who"] = LNAME[a["leader"]]
        owner = owner_of(st, a["leader"])
        w["owner"] = st["names"][owner] if owner is not None else "?"
    if "seat" in a:
        w["player"] = st["names"][a["seat"]]
    return w


def challenge_label(st, f, a):
    """A challenge with what it leads to: the leader's strength, what is on him
    and the challenges' total once this card is added (E4: he falls at two or
    more reaching his strength)."""
    l, c = a["leader"], a["card"]
    w = _card_words(st, f, a)
    eff = effective(st, l)
    on = [f"strength {eff}"]
    if st["hero"][l] is not None:
        on.append("hero")
    if st["sick"][l]:
        on.append("sick")
    if st["challenges"][l]:
        on.append(f"challenged {challenge_total(st, l)}")
    total = challenge_total(st, l) + VALUE[c]
    if len(st["challenges"][l]) >= 1 and total >= eff:
        outcome = "he falls"
    elif total >= eff:
        outcome = "he stands: one card alone never brings a leader down"
    else:
        outcome = f"he stands, {eff - total} short"
    # No die in a challenge (Challenging; E4): the outcome is certain, so the
    # button says it in words rather than as a sum or a chance.
    return f"Challenge {w['who']} ({w['owner']}; {', '.join(on)}) with {w['name']}: {outcome}"


def play_label(st, f, a):
    """The words of a play: the card's effect may have its own."""
    label = EFFECTS.hook(EFFECT[a["card"]], "label")
    if label is not None:
        return label(st, a)
    if "seat" in a:
        return f"Play {NAME[a['card']]} on {st['names'][a['seat']]}"
    if "leader" in a:
        return f"Play {NAME[a['card']]} on {LNAME[a['leader']]}"
    return f"Play {NAME[a['card']]}"


def must_actions(st, seat):
    """Course of play 2: every Crisis and Play-at-once card (one action per
    card name: identical cards are one choice), in hand order."""
    acts, seen, memo = [], set(), {}
    for c in st["hands"][seat]:
        if KIND[c] in MUST_KINDS and NAME[c] not in seen:
            seen.add(NAME[c])
            acts += EFFECTS.hook(EFFECT[c], "options")(st, seat, c, memo)
    return acts


MUST_KINDS = ("crisis", "at_once")


@flow.step("must")
class MustPlay(Step):
    rule = "Course of play 2"
    title = "Crises and Play-at-once cards"
    prompt = "play your Crisis and Play-at-once cards, one at a time."
    help = ("Crises and Play-at-once cards in your hand must be played now, in the "
            "order you like. A crisis asks every player, from your left round to you, "
            "for one Action card; it is dealt with as soon as the total reaches its "
            "value.")
    labels = {"play": play_label}

    def actions(st, f, seat):
        return must_actions(st, seat)

    def begin(st, f, log):
        if not must_actions(st, f["seat"]):
            end(st)

    def resume(st, f, result, log):
        MustPlay.begin(st, f, log)

    def on_play(st, f, seat, a, log):
        c = a["card"]
        take_from_hand(st, seat, c)
        EFFECTS.hook(EFFECT[c], "resolve")(st, seat, c, a, log)
        if frame(st) is f and not must_actions(st, seat):
            end(st)

    def refuse(st, f, seat, a):
        return "Play your Crisis and Play-at-once cards first, one at a time."


def hand_must_go(st, seat):
    """E21 (edition 2): with five cards at the option, ending the turn is not
    allowed: the deck must run down."""
    return st["edition"] >= 2 and len(st["hands"][seat]) >= D.HAND_SIZE


def option_actions(st, seat):
    """Course of play 3 (E19): one hold card, or one challenge, or one
    discard, or nothing; what each card allows is its effect's business."""
    hand = st["hands"][seat]
    distinct, seen = [], set()
    for c in hand:
        if NAME[c] not in seen:
            seen.add(NAME[c])
            distinct.append(c)
    acts, memo = [], {}
    for c in distinct:
        acts += EFFECTS.hook(EFFECT[c], "options")(st, seat, c, memo)
    acts += [{"type": "discard", "card": c} for c in distinct]
    if not hand_must_go(st, seat):
        acts.append({"type": "pass"})
    return acts


@flow.step("option")
class Option(Step):
    rule = "Course of play 3"
    title = "The one option"
    nouns = ("leader", "seat", "card")   # click the leader or faction a card goes on
    help = ("Then you may do one thing: play a Play-hold-or-discard card, put an "
            "Action card on an opponent's leader (one per background; the first not "
            "of his own background), or discard a card. An Action card needs a leader "
            "of its background in your faction, and a Rome action the Emperor card; "
            "without one, or while your faction is on Tour, it can only be discarded "
            "(such a card is drawn greyed, with the reason). In new games a player with five cards must do one of "
            "these, so that the deck runs down. A leader falls when two or more Actions "
            "on him reach his strength. The game ends after the turn that draws the "
            "last card.")
    ends = ("pass",)

    def prompt(st, f, seat):
        if hand_must_go(st, f["seat"]):
            return ("with five cards in hand, play a hold card, challenge a leader, or "
                    "discard a card.")
        return "play a hold card, challenge a leader, discard a card, or end the turn."

    labels = {"play": play_label,
              "challenge": challenge_label,
              "discard": "Discard {name}",
              "pass": "End the turn"}
    words = _card_words

    def actions(st, f, seat):
        return option_actions(st, seat)

    def on_play(st, f, seat, a, log):
        Option._use(st, f, seat, a, log)

    def on_challenge(st, f, seat, a, log):
        Option._use(st, f, seat, a, log)

    def _use(st, f, seat, a, log):
        c = a["card"]
        take_from_hand(st, seat, c)
        EFFECTS.hook(EFFECT[c], "resolve")(st, seat, c, a, log)
        if frame(st) is f:
            end(st)

    def on_discard(st, f, seat, a, log):
        take_from_hand(st, seat, a["card"])
        st["discard"].append(a["card"])
        end(st)

    def resume(st, f, result, log):
        end(st)                          # the option's card has done its work

    def refuse(st, f, seat, a):
        if a.get("type") == "pass" and hand_must_go(st, seat):
            return "With five cards in hand you must play, challenge or discard (E21)."
        if a.get("type") == "challenge":
            return ("That challenge is not allowed: you need a leader of the card's "
                    "background (Rome: the Emperor's player), one Action per background "
                    "on a leader, the first not of his own background, and nobody on Tour.")
        return None


def unusable(st, seat, c):
    """Why card ``c`` in ``seat``'s hand can do nothing but be discarded now
    (None when it can be used): an Action card needs a leader of its
    background, a Rome action the Emperor card, and none is used on Tour
    (Crisis cards; Challenging; E13); Diplomacy is the Emperor's player's and
    Leadership Challenged needs a Praetorian Guard (Play, hold or discard
    cards).  The same readers as ``answers`` and the cards' effects; the
    board draws such a card as unusable, with this reason (issue 45)."""
    kind, bg = KIND[c], BG[c]
    if kind == "action":
        if on_tour(st, seat):
            return ("Your faction is on Tour of the Provinces: it uses no Action "
                    "cards until your next turn.")
        if bg == "rome" and not has_bg(st, seat, bg):
            return "You do not hold the Emperor card: Rome actions can only be discarded."
        if not has_bg(st, seat, bg):
            return (f"No {D.BG_NAME[bg]} in your faction: {D.BG_SHORT[bg]} actions can "
                    "only be discarded.")
        return None
    if EFFECT[c] == "diplomacy" and emperor_seat(st) != seat:
        return "You do not hold the Emperor card: Diplomacy can only be discarded."
    if EFFECT[c] == "leadership" and not has_bg(st, seat, "praetorian"):
        return ("No Praetorian Guard in your faction: Leadership Challenged can only "
                "be discarded.")
    return None


def nothing_to_add(st, seat, card):
    """The log's line for a player a crisis passes by (E16)."""
    name = st["names"][seat]
    if on_tour(st, seat):
        return f"{name} is on Tour of the Provinces: no card to add against {NAME[card]}."
    return f"{name} has no card to add against {NAME[card]}."


def next_answer(st, f, log):
    """E16: skip players with no Action card they may add (the log says so);
    when nobody is left, the crisis has not been dealt with."""
    q = f["queue"]
    while q and not answers(st, q[0]):
        s = q.pop(0)
        if log is not None:
            say(log, nothing_to_add(st, s, f["card"]))
    if not q:
        crisis_fails(st, f, log)


def crisis_fails(st, f, log):
    """Crisis cards: not dealt with.  It joins the ongoing crises, the played
    Actions are discarded; at XVIII the Empire collapses; else the Emperor
    falls (unless his player saves him with Diplomacy, E11)."""
    st["ongoing"].append(f["card"])
    # Who played it and who answered how (the end of a collapsed game names
    # them, issue 45): kept on the table, since the frame ends here.
    st["failed"].append(
        {"card": f["card"], "by": f["by"], "turn": st["turns"],
         "played": [list(p) for p in f["played"]], "passed": list(f.get("passed", []))})
    st["discard"].extend(c for _, c in f["played"])
    total = sum([VALUE[c] for c in st["ongoing"]])
    say(log, f"{NAME[f['card']]} is not dealt with: ongoing crises now total {total}.")
    if total >= D.COLLAPSE_AT:
        collapse(st, log)
        return
    emp = emperor_seat(st)
    if emp is None:                       # E2: nobody to blame
        end(st)
    elif any(EFFECTS.hook(EFFECT[c], "save") for c in st["hands"][emp]):
        goto(st, "save", seat=emp)
    else:
        blame_emperor(st, emp, log)


@flow.step("crisis")
class Crisis(Step):
    rule = "Crisis cards"
    title = "A crisis"
    prompt = "add one Action card against the crisis, or pass."
    help = ("You may add one Action card of a background you have a leader of (a Rome "
            "action: only with the Emperor card; none while on Tour). A player with no "
            "such card is passed by, and the log says so. Dealt with: the Emperor's "
            "player keeps the crisis, each helper his Action, as points. Not dealt "
            "with: it stays as an ongoing crisis, the Emperor falls, and at XVIII "
            "ongoing the Empire collapses and everybody loses.")
    def label_answer(st, f, a):
        total = sum([VALUE[c] for _, c in f["played"]]) + VALUE[a["card"]]
        need = VALUE[f["card"]]
        if total >= need:
            return f"Add {NAME[a['card']]} against {NAME[f['card']]}: {total} of {need}, dealt with"
        return (f"Add {NAME[a['card']]} against {NAME[f['card']]}: {total} of {need}" +
                collapse_words(st, f, f["card"]))

    def label_pass(st, f, a):
        return "Add nothing to the crisis" + collapse_words(st, f, f["card"])

    labels = {"answer": label_answer, "pass": label_pass}
    words = _card_words

    def actors(st, f):
        return f["queue"][:1]

    def actions(st, f, seat):
        return [{"type": "answer", "card": c} for c in answers(st, seat)] + [{"type": "pass"}]

    def begin(st, f, log):
        next_answer(st, f, log)

    def on_answer(st, f, seat, a, log):
        take_from_hand(st, seat, a["card"])
        f["played"].append([seat, a["card"]])
        total = sum([VALUE[c] for _, c in f["played"]])
        if total >= VALUE[f["card"]]:       # dealt with the moment it reaches the value
            emp = emperor_seat(st)
            if emp is None:
                st["discard"].append(f["card"])     # E2: nobody to take it
            else:
                st["vp_cards"][emp].append(f["card"])
            for s, c in f["played"]:
                st["vp_cards"][s].append(c)
            who = st["names"][emp] if emp is not None else "nobody"
            say(log, f"{NAME[f['card']]} is dealt with ({total}); the Emperor's "
                     f"player ({who}) takes it.")
            end(st)
            return
        f["queue"].pop(0)
        next_answer(st, f, log)

    def on_pass(st, f, seat, a, log):
        f["queue"].pop(0)
        # only a player with a card to add is asked (E16): he passed with one
        f.setdefault("passed", []).append(seat)
        next_answer(st, f, log)

    def refuse(st, f, seat, a):
        if a.get("type") == "answer":
            return ("Only an Action card of a background you have a leader of may be "
                    "added (Rome: the Emperor's player; nothing while on Tour).")
        return None


@flow.step("save")
class Save(Step):
    rule = "Play, hold or discard cards: Diplomacy"
    title = "Save the Emperor?"
    prompt = "play Diplomacy to save your Emperor, or let him fall."
    help = "Diplomacy can save the Emperor from a crisis that was not dealt with."
    labels = {"save": "Play Diplomacy: the Emperor survives",
              "pass": "Keep Diplomacy: the Emperor falls"}

    def actions(st, f, seat):
        return [{"type": "save"}, {"type": "pass"}]

    def on_save(st, f, seat, a, log):
        c = next(c for c in st["hands"][seat] if EFFECTS.hook(EFFECT[c], "save"))
        take_from_hand(st, seat, c)
        EFFECTS.hook(EFFECT[c], "save")(st, seat, c, log)
        end(st)

    def on_pass(st, f, seat, a, log):
        blame_emperor(st, seat, log)


@flow.step("place")
class Place(Step):
    rule = "Assigning the Emperor"
    title = "The Emperor card"
    prompt = "put the Emperor card on one of your Patricians."
    help = ("The Emperor card sits on a Patrician of the faction that holds it; the "
            "Emperor scores V at the end.")
    labels = {"place": "Put the Emperor card on {who}"}
    words = _card_words

    def actions(st, f, seat):
        return [{"type": "place", "leader": l} for l in st["faction"][seat]
                if LBG[l] == PATRICIAN]

    def on_place(st, f, seat, a, log):
        st["emperor"] = a["leader"]
        say(log, f"{LNAME[a['leader']]} ({st['names'][seat]}) is Emperor.")
        end(st)


@flow.step("sicken")
class Sicken(Step):
    rule = "Play at once cards: Sickness"
    title = "Sickness"
    prompt = "choose which of your strongest leaders falls sick."
    help = ("Sickness strikes your strongest leader; each of your later turns a die "
            "for each Sickness on him: 1 recovers, 4-6 dies.")
    labels = {"sicken": "The Sickness strikes {who}"}
    words = _card_words

    def actions(st, f, seat):
        return [{"type": "sicken", "leader": l} for l in f["options"]]

    def on_sicken(st, f, seat, a, log):
        st["sick"][a["leader"]].append(f["card"])
        say(log, f"{LNAME[a['leader']]} falls sick.")
        end(st)


OVER_HELP = ("Points: V for the Emperor, each crisis and Action card its value, each "
             "leader 1.")

# 0.1.0's verbs (save format 1) and this engine's: see RomanEmpire.migrate.
RENAMED = {"end": "pass", "respond": "answer", "decline": "pass",
           "diplomacy_save": "save", "no_save": "pass"}
