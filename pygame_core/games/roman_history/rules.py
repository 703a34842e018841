"""Roman History (six ages) on the flow spine (kernel/flow.py), 2 to 6 players.

Sections in comments follow our specification of the designer's rules
(../shared/games/roman-history-data.md): 3.1 setup, 3.2 the age check, 3.3 the
nineteen phases (P1 ... P19), 3.4 age end, 3.5 game end, tables 4.1-4.7, and
the rulings RH-1 ... RH-44 (our additions RH-45 ... in docs/rulings/roman-history.md).
No card has text of its own: a card does what its type does (data.py).

The table (its fields, the fresh state, readers and changers) is table.py.

The turn's scratch (Leader taken, Senate used, Builds bought, Games rolls, a
fight won...) lives in the "turn" frame; a fight, an attack and a seizure of
power in their own procedure frames.
"""
from ...kernel import Flow, Step, call, end, find, game_over, goto, repeat, say, when
from ...kernel.flow import Part
from ...kernel.rng import game_shuffle
from . import data as D
from .data import AGE, DEATH, DESTROYED, NAME, TYPE
from .table import (count, d6, discard_leader, has_leader, lose, lose_legion, of_type,
                    owner_of, place, roll, score, vacancy)

flow = Flow()


# --- the turn's scratch ----------------------------------------------------------------
def turn_frame(st):
    return find(st, "turn")


def games_price(f):
    return D.GAMES_PRICE[f["games"]] if f["games"] < len(D.GAMES_PRICE) else D.GAMES_LATER_PRICE


# --- the game ------------------------------------------------------------------------
@flow.sequence("game")
class Round:
    """3.1: first player by high die (ties re-roll, RH-37); then turns clockwise."""

    def first_player(st, f, result, log):
        rollers = list(range(st["n"]))
        while len(rollers) > 1:
            dice = {s: d6(st) for s in rollers}
            say(log, "First player roll: " + ", ".join(
                f"{st['names'][s]} {dice[s]}" for s in rollers) + ".")
            top = max(dice.values())
            rollers = [s for s in rollers if dice[s] == top]
        f["seat"] = rollers[0]
        say(log, f"{st['names'][f['seat']]} goes first.")

    def fresh(st, f):
        return f.get("seat") is None        # a scenario names the seat to start

    def first_turn(st, f, result, log):
        call(st, "turn", seat=f["seat"])

    def turns(st, f, result, log):          # the game ends within a turn (3.5)
        f["seat"] = (f["seat"] + 1) % st["n"]
        call(st, "turn", seat=f["seat"])

    parts = (when(first_player, fresh), first_turn, repeat(turns))


def age_end(st, log):
    """3.4 (RH-34): Leaders and Origins out, Available piles out, Build and
    Culture scoring; then the next deck, or the end of the game (3.5, RH-7).
    True when the game is over."""
    n = st["n"]
    say(log, f"The {D.AGES[st['age']]} deck is used up: the age ends.")
    left = 0
    for p in st["players"]:
        gone = [c for c in p["coll"] if TYPE[c] in ("leader", "origin")]
        for c in gone:
            p["coll"].remove(c)
        st["discard"].extend(gone)
        left += len(gone)
    st["power"] = []
    cleared = 0
    for pile in D.PILES:
        st["discard"].extend(st["avail"][pile])
        cleared += len(st["avail"][pile])
        st["avail"][pile] = []
    say(log, f"Cleared: {left} Leader and Origin card(s) leave the collections, "
             f"{cleared} card(s) of the Available piles are discarded, nobody holds Power.")
    st["markers"] = {}
    for s, p in enumerate(st["players"]):
        b = count(p, "build") * D.AGE_BUILD_VP
        if b:
            score(st, s, b, "Build cards at the age's end", log)
            say(log, f"{st['names'][s]}: +{b} VP for Build cards.")
    culture = [count(p, "culture") for p in st["players"]]
    best = max(culture)
    if culture.count(best) == 1:
        s = culture.index(best)
        score(st, s, D.AGE_CULTURE_BEST, "Most Culture cards at the age's end", log)
        say(log, f"{st['names'][s]} has the most Culture cards: +{D.AGE_CULTURE_BEST} VP.")
    if n >= 3:
        worst = min(culture)
        if culture.count(worst) == 1:
            s = culture.index(worst)
            score(st, s, -D.AGE_CULTURE_WORST, "Fewest Culture cards at the age's end", log)
            say(log, f"{st['names'][s]} has the fewest Culture cards: "
                     f"-{D.AGE_CULTURE_WORST} VP.")
    if st["age"] == D.LAST_AGE:
        finish(st, log)
        return True
    st["age"] += 1
    st["unused"].remove(st["age"])
    st["deck"] = list(D.BY_AGE[st["age"]])
    game_shuffle(st, st["deck"])            # RH-6: shuffled when broken out
    st["division"] = False
    say(log, f"The {D.AGES[st['age']]} deck comes out.")
    return False


def finish(st, log):
    """3.5: most VP wins; a tie is a shared win (RH-36)."""
    scores = [p["vp"] for p in st["players"]]
    top = max(scores)
    st["final"] = scores
    st["winners"] = [s for s in range(st["n"]) if scores[s] == top]
    st["phase"] = 0
    say(log, "The game ends. " + " and ".join(st["names"][s] for s in st["winners"]) +
        (" wins" if len(st["winners"]) == 1 else " share the victory") + f" with {top} VP.")
    game_over(st)


# --- the turn: 3.2 the age check, then the nineteen phases in order (3.3; RH-1) -------
def phase(n, when=None):
    """Phase ``n`` of the turn (3.3) as a part of the turn's sequence: the
    table shows the phase while it runs; ``when(st, f)``: it is played only
    when this holds (else it passes by itself).  The function is
    ``(st, f, s, log)``, ``s`` the active player; it does the phase's automatic
    part and may call one step or procedure (the turn goes on when that ends)."""
    def mark(fn):
        def part(st, f, result, log):
            st["phase"] = n
            fn(st, f, f["seat"], log)
        part.__name__, part.__doc__ = fn.__name__, fn.__doc__
        return Part(part, guard=when)
    return mark


@phase(1)
def p1_fate(st, f, s, log):
    """P1 Fate (RH-1): +1 Fate; may discard one Religion card for one more (RH-42)."""
    p = st["players"][s]
    p["fate"] += 1
    if count(p, "religion"):
        call(st, "fate", seat=s)


@phase(2)
def p2_destiny(st, f, s, log):
    """P2 Destiny: two cards revealed; then extra reveals (RH-43)."""
    call(st, "reveal", seat=s)


@phase(3)
def p3_ambition(st, f, s, log):
    """P3: +2 Ambition, +1 with strictly the most Faction tokens (RH-35)."""
    p = st["players"][s]
    gain = D.AMBITION_GAIN
    if all(p["faction"] > q["faction"] for i, q in enumerate(st["players"]) if i != s):
        gain += 1
    p["ambition"] += gain
    say(log, f"Ambition: +{gain}.")


@phase(4)
def p4_taxes(st, f, s, log):
    """P4: 1d6 Gold plus 1 per Conquest card."""
    p = st["players"][s]
    die = d6(st)
    k = count(p, "conquest")
    roll(st, "Taxes", die, die + k)
    p["gold"] += die + k
    say(log, f"Taxes: {die} + {k} Conquest = {die + k} Gold.")


@phase(5, when=lambda st, f: st["avail"]["disaster"])
def p5_disaster(st, f, s, log):
    """P5: every Disaster/Defect card, in arrival order, on an opponent (RH-10)."""
    call(st, "disasters", seat=s)


@phase(6, when=lambda st, f: (st["avail"]["leader"] and
                              st["players"][f["seat"]]["fate"] >= D.LEADER_COST_FATE))
def p6_leader(st, f, s, log):
    """P6: one Leader for 1 Fate (RH-12)."""
    call(st, "leader", seat=s)


@phase(7, when=lambda st, f: count(st["players"][f["seat"]], "politics"))
def p7_senate(st, f, s, log):
    """P7 Senate (RH-3): discard one Politics card of your collection for a benefit."""
    call(st, "senate", seat=s)


@phase(8)
def p8_legion(st, f, s, log):
    """P8: upkeep 1 Gold per Legion (RH-14, RH-15); then raise at 4 Gold each."""
    p = st["players"][s]
    cost = p["legions"]
    if cost:
        if p["gold"] >= cost:
            p["gold"] -= cost
            say(log, f"Legion upkeep: {cost} Gold.")
        else:
            short = cost - p["gold"]
            p["gold"] = 0
            for _ in range(short):
                lose_legion(p)
            say(log, f"Legion upkeep: {cost - short} Gold paid, {short} Legion(s) "
                     f"disbanded (RH-15).")
    if p["gold"] >= D.LEGION_COST:
        call(st, "legion", seat=s)


@phase(9, when=lambda st, f: st["avail"]["threat"])
def p9_threat(st, f, s, log):
    """P9: fight the Threats (RH-17 ... RH-21)."""
    call(st, "threat", seat=s, rolled=0, stop=False)


@phase(10, when=lambda st, f: not st["avail"]["threat"] and can_attack(st, f["seat"]))
def p10_conquest(st, f, s, log):
    """P10: only with no Threat left (RH-22)."""
    call(st, "conquest", seat=s, target=None, outcome=None)


@phase(11, when=lambda st, f: st["avail"]["politics"] and st["players"][f["seat"]]["fate"] >= 1)
def p11_politics(st, f, s, log):
    """P11: the whole Politics pile for 1 Fate; Death cards (RH-24)."""
    call(st, "politics", seat=s)


@phase(12, when=lambda st, f: seize_actions(st, f["seat"]))
def p12_power(st, f, s, log):
    """P12: one attempt to seize power (RH-25 ... RH-28)."""
    call(st, "power", seat=s)


@phase(13, when=lambda st, f: Build.actions(st, None, f["seat"])[:-1])
def p13_build(st, f, s, log):
    call(st, "build", seat=s)


@phase(14, when=lambda st, f: Religion.actions(st, None, f["seat"])[:-1])
def p14_religion(st, f, s, log):
    call(st, "religion", seat=s)


@phase(15, when=lambda st, f: Culture.actions(st, None, f["seat"])[:-1])
def p15_culture(st, f, s, log):
    call(st, "culture", seat=s)


@phase(16, when=lambda st, f: st["players"][f["seat"]]["gold"] >= games_price(f))
def p16_games(st, f, s, log):
    call(st, "games", seat=s)


@phase(17)
def p17_scoring(st, f, s, log):
    """P17 (RH-31): every player with a Leader in Power +1 VP +1 Gold (once);
    strictly the most Religion cards +1 VP."""
    holders = {owner_of(st, c) for c in st["power"]}
    for h in sorted(holders):
        p = st["players"][h]
        score(st, h, 1, "Power", log)
        p["gold"] += 1
        say(log, f"Scoring: {st['names'][h]} holds power, +1 VP +1 Gold.")
    rel = [count(p, "religion") for p in st["players"]]
    best = max(rel)
    if best and rel.count(best) == 1:
        w = rel.index(best)
        score(st, w, 1, "Most Religion cards", log)
        say(log, f"Scoring: {st['names'][w]} has the most Religion cards, +1 VP.")


@phase(18)
def p18_corruption(st, f, s, log):
    """P18 (RH-32): every player down to the caps; extra Battle cards chosen."""
    for i, p in enumerate(st["players"]):
        for key, cap in D.CAPS.items():
            if p[key] > cap:
                excess = p[key] - cap
                say(log, f"Corruption: {st['names'][i]} loses {excess} {key}.")
                if key == "legions":                # temporary Legions go first
                    p["temp"] -= min(p["temp"], excess)
                p[key] = cap
    if len(st["players"][s]["hand"]) > D.HAND_CAP:
        call(st, "corrupt", seat=s)


@phase(19)
def p19_end(st, f, s, log):
    """P19 (RH-33): a survival die per Leader of the active player (+1 in the
    Republic); temporary Legions go."""
    p = st["players"][s]
    plus = 1 if st["age"] in D.REPUBLIC else 0
    for c in [c for c in p["coll"] if TYPE[c] == "leader"]:
        die = d6(st)
        roll(st, f"Survival of {NAME[c]}", die, die + plus)
        if die + plus >= D.LEADER_DIES_ON:
            discard_leader(st, c, log, f"dies ({die}{' + 1' if plus else ''})")
        else:
            say(log, f"{NAME[c]} survives ({die}{' + 1' if plus else ''}).")
    if p["temp"]:
        p["legions"] -= p["temp"]
        p["temp"] = 0


@flow.sequence("turn")
class Turn:
    """3.2 the age check, then the nineteen phases in order (3.3; RH-1).  The
    turn's scratch (Leader taken, Senate used, ...) is this frame's."""

    def start(st, f, result, log):
        s = f["seat"]
        if not st["deck"] and age_end(st, log):
            return                          # the game is over (3.5)
        st["active"], st["rolls"] = s, []
        st["turns"] += 1
        say(log, f"{st['names'][s]}'s turn ({D.AGES[st['age']]}).")
        f.update(leader=False, senate=False, religion=False, power=False, builds=0,
                 games=0, won=False)

    def between(st, f, result, log):
        st["phase"] = 0                     # no phase between turns

    parts = (start, p1_fate, p2_destiny, p3_ambition, p4_taxes, p5_disaster, p6_leader,
             p7_senate, p8_legion, p9_threat, p10_conquest, p11_politics, p12_power,
             p13_build, p14_religion, p15_culture, p16_games, p17_scoring, p18_corruption,
             p19_end, between)


# --- labels ---------------------------------------------------------------------------
def _words(st, f, a):
    w = {}
    for key in ("card", "leader", "target"):
        if key in a and a[key] in NAME:
            w[key + "_name"] = NAME[a[key]]
    if "seat" in a:
        w["who"] = st["names"][a["seat"]]
    return w


# --- P1 Fate ------------------------------------------------------------------------
@flow.step("fate")
class Fate(Step):
    rule = "3.3 P1 Fate; RH-1, RH-42"
    title = "1 Fate"
    prompt = "discard a Religion card for 1 more Fate, or keep them."
    help = ("You gained 1 Fate. Once a turn you may give up one Religion card of your "
            "collection for 1 more Fate (it then no longer counts for the Religion bonus).")
    labels = {"discard_religion": "Discard {card_name} for 1 Fate",
              "pass": "Keep the Religion cards"}   # also the log line: third person
    words = _words
    ends = ("pass",)

    def actions(st, f, seat):
        return ([{"type": "discard_religion", "card": c}
                 for c in of_type(st["players"][seat], "religion")] + [{"type": "pass"}])

    def on_discard_religion(st, f, seat, a, log):
        p = st["players"][seat]
        p["coll"].remove(a["card"])
        st["discard"].append(a["card"])
        p["fate"] += 1
        turn_frame(st)["religion"] = True
        end(st)


# --- P2 Destiny -----------------------------------------------------------------------
@flow.proc("reveal", reveal=True)
class Reveal:
    """The two free cards (fewer if the deck is short, RH-6)."""

    def begin(st, f, log):
        s = f["seat"]
        for _ in range(D.REVEALS):
            if st["deck"]:
                place(st, st["deck"].pop(), s, log)
        if Destiny.actions(st, f, s)[:-1]:
            goto(st, "destiny", seat=s)
        else:
            end(st)


@flow.step("destiny")
class Destiny(Step):
    rule = "3.3 P2 Destiny; RH-43, RH-6"
    title = "2 Destiny"
    prompt = "reveal another card (2 Ambition or 1 Fate), or stop."
    help = ("Two cards were revealed and placed by type (Battle cards into your hand). "
            "You may reveal more, one at a time, each for 2 Ambition or 1 Fate, while the "
            "deck lasts.")
    labels = {"reveal_extra": lambda st, f, a: ("Reveal a card for 2 Ambition"
                                                if a["pay"] == "ambition"
                                                else "Reveal a card for 1 Fate"),
              "done": "Reveal no more"}
    reveal = True
    ends = ("done",)

    def actions(st, f, seat):
        out = []
        if st["deck"]:
            p = st["players"][seat]
            if p["ambition"] >= D.EXTRA_REVEAL["ambition"]:
                out.append({"type": "reveal_extra", "pay": "ambition"})
            if p["fate"] >= D.EXTRA_REVEAL["fate"]:
                out.append({"type": "reveal_extra", "pay": "fate"})
        return out + [{"type": "done"}]

    def on_reveal_extra(st, f, seat, a, log):
        st["players"][seat][a["pay"]] -= D.EXTRA_REVEAL[a["pay"]]
        place(st, st["deck"].pop(), seat, log)
        if not Destiny.actions(st, f, seat)[:-1]:
            end(st)


# --- P5 Disaster and the Disaster table ------------------------------------------------
@flow.sequence("disasters")
class Disasters:
    """Each card of the Disaster pile in arrival order (RH-10)."""

    def each(st, f, result, log):
        if st["avail"]["disaster"]:
            call(st, "disaster", seat=f["seat"], card=st["avail"]["disaster"][0])

    parts = (repeat(each),)


@flow.step("disaster")
class Disaster(Step):
    rule = "3.3 P5 Disaster; RH-10, table 4.1"
    title = "5 Disaster"
    prompt = lambda st, f, seat: f"choose who suffers {NAME[f['card']]}."
    help = ("Each Disaster (three rolls) or Defect (one roll) card available strikes an "
            "opponent of your choice: he rolls on the Disaster table (1 Legion, 2 Faction, "
            "3 Ambition, 4 Gold, 5 VP, 6 a Conquest card) and the card is discarded.")
    labels = {"disaster_target": "{card_name} strikes {who}"}
    nouns = ("seat", "card")
    words = _words

    def actions(st, f, seat):
        return [{"type": "disaster_target", "card": f["card"], "seat": t}
                for t in range(st["n"]) if t != seat]

    def on_disaster_target(st, f, seat, a, log):
        goto(st, "calamity", seat=a["seat"], left=D.DISASTER_ROLLS[TYPE[a["card"]]],
             card=a["card"])


@flow.sequence("calamity")
class Calamity:
    """Table 4.1, rolled ``left`` times by ``seat`` (RH-9, RH-11); then the
    Disaster/Defect ``card`` is discarded."""

    def rolls(st, f, result, log):
        s = f["seat"]
        p = st["players"][s]
        while f["left"] > 0:
            f["left"] -= 1
            die = d6(st)
            roll(st, f"Disaster table ({st['names'][s]})", die)
            key, n = D.DISASTER_TABLE[die]
            if key == "legions":
                lose_legion(p)
                say(log, f"Disaster roll {die}: {st['names'][s]} loses a Legion.")
            elif key == "conquest":
                mine = of_type(p, "conquest")
                if len(mine) >= 2:
                    say(log, f"Disaster roll {die}: {st['names'][s]} loses a Conquest card.")
                    call(st, "lose_conquest", seat=s, why="disaster")
                    return
                if mine:
                    p["coll"].remove(mine[0])
                    st["discard"].append(mine[0])
                say(log, f"Disaster roll {die}: {st['names'][s]} loses "
                         f"{NAME[mine[0]] if mine else 'no Conquest card (has none)'}.")
            elif key == "vp":
                score(st, s, -n, "Disasters", log)
                say(log, f"Disaster roll {die}: {st['names'][s]} loses {n} {key}.")
            else:
                lose(p, key, n)
                say(log, f"Disaster roll {die}: {st['names'][s]} loses {n} {key}.")

    def discard(st, f, result, log):
        card = f.get("card")
        if card is not None:
            st["avail"]["disaster"].remove(card)
            st["discard"].append(card)

    parts = (repeat(rolls), discard)


@flow.step("lose_conquest")
class LoseConquest(Step):
    rule = "Table 4.1 roll 6; RH-11, RH-21"
    title = "Lose a Conquest"
    prompt = "choose the Conquest card you lose."
    help = ("A Disaster roll of 6 (or an unbeaten Threat in the Decline) costs one of your "
            "Conquest cards; you choose which. It is discarded.")
    labels = {"lose_conquest": "Lose {card_name}"}
    words = _words

    def actions(st, f, seat):
        return [{"type": "lose_conquest", "card": c}
                for c in of_type(st["players"][seat], "conquest")]

    def on_lose_conquest(st, f, seat, a, log):
        st["players"][seat]["coll"].remove(a["card"])
        st["discard"].append(a["card"])
        say(log, f"{st['names'][seat]} loses {NAME[a['card']]}.")
        end(st)


# --- P6 Leader -------------------------------------------------------------------------
@flow.step("leader")
class Leader(Step):
    rule = "3.3 P6 Leader; RH-12"
    title = "6 Leader"
    prompt = "take a Leader for 1 Fate, or none."
    help = ("One Leader a turn, for 1 Fate: at once 1d6+1 Ambition and 2 VP. A Leader "
            "gives +1 to Threat and Conquest rolls and can seize power.")
    labels = {"take_leader": "Take {card_name} (1 Fate)", "pass": "Take no Leader"}
    words = _words
    ends = ("pass",)

    def actions(st, f, seat):
        return ([{"type": "take_leader", "card": c} for c in st["avail"]["leader"]] +
                [{"type": "pass"}])

    def on_take_leader(st, f, seat, a, log):
        p = st["players"][seat]
        c = a["card"]
        p["fate"] -= D.LEADER_COST_FATE
        st["avail"]["leader"].remove(c)
        p["coll"].append(c)
        die = d6(st)
        roll(st, "Leader's Ambition", die, die + 1)
        p["ambition"] += die + 1
        score(st, seat, D.LEADER_VP, "Leaders", log)
        turn_frame(st)["leader"] = True
        say(log, f"{NAME[c]} joins {st['names'][seat]}: +{die + 1} Ambition, "
                 f"+{D.LEADER_VP} VP.")
        end(st)


# --- P7 Senate --------------------------------------------------------------------------
BENEFIT_WORDS = {"legion": "1 Legion", "temp_legions": "2 temporary Legions",
                 "steal": "steal a Conquest card", "faction": "2 Faction tokens",
                 "gold": "3 Gold", "ambition": "2 Ambition"}


@flow.step("senate")
class Senate(Step):
    rule = "3.3 P7 Senate; RH-3"
    title = "7 Senate"
    prompt = "discard a Politics card of your collection for a benefit, or keep them."
    help = ("Once a turn, give up one Politics card you took in an earlier turn for one "
            "benefit: 1 Legion, 2 temporary Legions (gone at the end of the turn), steal "
            "a Conquest card, 2 Faction, 3 Gold or 2 Ambition.")
    labels = {"discard_politics": "Discard {card_name} in the Senate",
              "pass": "Keep the Politics cards"}   # also the log line: third person
    words = _words
    ends = ("pass",)

    def actions(st, f, seat):
        return ([{"type": "discard_politics", "card": c}
                 for c in of_type(st["players"][seat], "politics")] + [{"type": "pass"}])

    def on_discard_politics(st, f, seat, a, log):
        st["players"][seat]["coll"].remove(a["card"])
        st["discard"].append(a["card"])
        turn_frame(st)["senate"] = True
        goto(st, "benefit", seat=seat)


def stealable(st, seat):
    """RH-38: Conquest cards in the opponents' collections."""
    return [(t, c) for t in range(st["n"]) if t != seat
            for c in st["players"][t]["coll"] if TYPE[c] == "conquest"]


@flow.step("benefit")
class Benefit(Step):
    rule = "3.3 P7 Senate; RH-3, RH-14, RH-38"
    title = "7 Senate"
    prompt = "choose the Senate's benefit."
    help = Senate.help
    labels = {"benefit": lambda st, f, a: ("Steal a Conquest card" if a["benefit"] == "steal"
                                           else "Take " + BENEFIT_WORDS[a["benefit"]])}

    def actions(st, f, seat):
        steal = bool(stealable(st, seat))
        return [{"type": "benefit", "benefit": b} for b in D.SENATE if b != "steal" or steal]

    def on_benefit(st, f, seat, a, log):
        p = st["players"][seat]
        b = a["benefit"]
        if b == "steal":
            goto(st, "steal", seat=seat)
            return
        n = D.SENATE_AMOUNT[b]
        if b == "legion":
            p["legions"] += n
        elif b == "temp_legions":
            p["legions"] += n
            p["temp"] += n
        else:
            p[b] += n
        end(st)


@flow.step("steal")
class Steal(Step):
    rule = "3.3 P7 Senate; RH-38"
    title = "7 Senate"
    prompt = "choose the Conquest card to steal."
    help = ("You take one Conquest card from an opponent's collection into yours; VP do "
            "not change.")
    labels = {"steal": "Steal {card_name} from {who}"}
    nouns = ("card",)
    words = _words

    def actions(st, f, seat):
        return [{"type": "steal", "seat": t, "card": c} for t, c in stealable(st, seat)]

    def on_steal(st, f, seat, a, log):
        st["players"][a["seat"]]["coll"].remove(a["card"])
        st["players"][seat]["coll"].append(a["card"])
        say(log, f"{st['names'][seat]} takes {NAME[a['card']]} from "
                 f"{st['names'][a['seat']]}.")
        end(st)


# --- P8 Legion ---------------------------------------------------------------------------
@flow.step("legion")
class Legion(Step):
    rule = "3.3 P8 Legion; RH-15, RH-16"
    title = "8 Legion"
    prompt = "raise Legions for 4 Gold each, or none."
    help = ("Upkeep is paid (1 Gold a Legion). Now raise as many Legions as you like for "
            "4 Gold each; above 10 they are lost in the Corruption phase. Each Legion costs "
            "1 Gold upkeep every turn.")
    labels = {"raise_legions": lambda st, f, a: (f"Raise {a['n']} Legion"
                                                 f"{'s' if a['n'] > 1 else ''} "
                                                 f"({a['n'] * D.LEGION_COST} Gold)"),
              "done": "Raise no Legion"}
    ends = ("done",)

    def actions(st, f, seat):
        most = st["players"][seat]["gold"] // D.LEGION_COST
        return ([{"type": "raise_legions", "n": k} for k in range(1, most + 1)] +
                [{"type": "done"}])

    def on_raise_legions(st, f, seat, a, log):
        p = st["players"][seat]
        p["gold"] -= D.LEGION_COST * a["n"]
        p["legions"] += a["n"]
        say(log, f"{st['names'][seat]} raises {a['n']} Legion(s).")
        end(st)


# --- rolls with a Battle card (P9, P10) ---------------------------------------------------
def fight_roll(st, f, seat, kind, card, log):
    """A Threat or Conquest roll: 1d6 +1 with a Leader (RH-13); when the total
    is one short, the player may add one Battle card (RH-19)."""
    p = st["players"][seat]
    die = d6(st)
    total = die + (1 if has_leader(p) else 0)
    need = D.THREAT_WIN if kind == "threat" else D.CONQUEST_WIN
    if total == need - 1 and p["hand"]:
        call(st, "battle", seat=seat, kind=kind, card=card, die=die, total=total)
        return
    settle(st, seat, kind, card, die, total, log)


def settle(st, seat, kind, card, die, total, log):
    what = ("Threat roll against " if kind == "threat" else "Conquest roll against ") + NAME[card]
    roll(st, what, die, total)
    if kind == "threat":
        threat_result(st, seat, card, die, total, log)
    else:
        conquest_result(st, seat, card, die, total, log)


@flow.step("battle")
class Battle(Step):
    rule = "3.3 P9/P10; RH-19"
    title = "Battle card"
    prompt = lambda st, f, seat: (f"the total is {f['total']}, one short: play a Battle card "
                                  f"for +1?")
    help = ("One Battle card per roll adds 1 after you see the die; it is offered only "
            "when it turns a failure into a success. It is discarded when played.")
    labels = {"play_battle": "Play {card_name} (+1)", "accept": "Keep the roll as it is"}
    words = lambda st, f, a: _words(st, f, a)

    def actions(st, f, seat):
        return ([{"type": "play_battle", "card": c} for c in st["players"][seat]["hand"]] +
                [{"type": "accept"}])

    def on_play_battle(st, f, seat, a, log):
        st["players"][seat]["hand"].remove(a["card"])
        say(log, f"{NAME[a['card']]} adds 1.")
        kind, card, die, total = f["kind"], f["card"], f["die"], f["total"] + 1
        end(st)
        settle(st, seat, kind, card, die, total, log)
        st["discard"].append(a["card"])         # discarded once played (spec 7.3 order)

    def on_accept(st, f, seat, a, log):
        kind, card, die, total = f["kind"], f["card"], f["die"], f["total"]
        end(st)
        settle(st, seat, kind, card, die, total, log)


# --- P9 Threat ------------------------------------------------------------------------------
def threat_result(st, seat, card, die, total, log):
    p = st["players"][seat]
    tf = find(st, "threat")
    tf["rolled"] += 1
    if total >= D.THREAT_WIN:
        st["avail"]["threat"].remove(card)
        del st["markers"][card]
        st["discard"].append(card)
        score(st, seat, D.THREAT_VP, "Threats defeated", log)
        turn_frame(st)["won"] = True
        say(log, f"Threat roll {die} (total {total}): {NAME[card]} is defeated, "
                 f"+{D.THREAT_VP} VP.")
    else:
        lost = lose_legion(p)
        say(log, f"Threat roll {die} (total {total}): "
                 + ("a Legion is lost." if lost else "no Legion to lose (RH-18)."))


@flow.sequence("threat")
class Threat:
    """P9: a series of rolls, each against a named Threat (RH-17); the first is
    compulsory (RH-18); unfinished: a marker on each Threat left, three markers
    bring three Disaster rolls (RH-20); the Decline penalty (RH-21)."""

    def first(st, f, result, log):
        call(st, "fight", seat=f["seat"])

    def fights(st, f, result, log):
        s = f["seat"]
        if not st["avail"]["threat"]:
            end(st)                         # every Threat beaten
            return
        if not f["stop"] and st["players"][s]["legions"] >= 1:
            call(st, "fight", seat=s)
            return
        # The fight ends with Threats left: a marker on each (RH-17).
        for t in st["avail"]["threat"]:
            st["markers"][t] += 1
        say(log, "The fight ends: a marker on each Threat left.")
        # RH-20: a third marker discards the Threat at once; each brings three
        # Disaster rolls on the player who fought (one after another).
        full = [t for t in st["avail"]["threat"] if st["markers"][t] >= D.MARKERS_TO_DISASTER]
        for t in full:
            st["avail"]["threat"].remove(t)
            del st["markers"][t]
            st["discard"].append(t)
            say(log, f"{NAME[t]} has three markers: discarded, and "
                     f"{st['names'][s]} rolls three times on the Disaster table.")
        f["pending"] = len(full)

    def disasters(st, f, result, log):
        if f["pending"]:
            f["pending"] -= 1
            call(st, "calamity", seat=f["seat"], left=3, card=None)

    def decline(st, f, result, log):
        s = f["seat"]
        p = st["players"][s]
        score(st, s, -D.DECLINE_VP_LOSS, "Decline", log)
        mine = of_type(p, "conquest")
        say(log, f"Decline: {st['names'][s]} loses {D.DECLINE_VP_LOSS} VP and a "
                 f"Conquest card (RH-21).")
        if len(mine) >= 2:
            call(st, "lose_conquest", seat=s, why="decline")
        elif mine:
            p["coll"].remove(mine[0])
            st["discard"].append(mine[0])

    def in_decline(st, f):
        return st["age"] == D.LAST_AGE

    parts = (first, repeat(fights), repeat(disasters), when(decline, in_decline))


@flow.step("fight")
class Fight(Step):
    rule = "3.3 P9 Threat; RH-17, RH-18, table 4.3"
    title = "9 Threat"
    prompt = lambda st, f, seat: ("choose the Threat to roll against (the first roll is "
                                  "compulsory)." if not find(st, "threat")["rolled"]
                                  else "roll again against a Threat, or stop.")
    help = ("Roll 1d6 (+1 with a Leader) against a Threat: 6 or more beats it (+10 VP), "
            "less costs a Legion. The first roll is compulsory; you may go on while you "
            "have Legions. If you stop with Threats left, each gets a marker; a third "
            "marker brings three Disaster rolls on you. In the Decline, stopping also "
            "costs a Conquest card and 2 VP.")
    labels = {"fight": "Roll against {card_name}",
              "stop": "Stop fighting (a marker on each Threat left)"}
    words = _words

    def actions(st, f, seat):
        out = [{"type": "fight", "card": c} for c in st["avail"]["threat"]]
        if find(st, "threat")["rolled"]:
            out.append({"type": "stop"})
        return out

    def on_fight(st, f, seat, a, log):
        end(st)
        fight_roll(st, f, seat, "threat", a["card"], log)

    def on_stop(st, f, seat, a, log):
        find(st, "threat")["stop"] = True
        end(st)


# --- P10 Conquest ------------------------------------------------------------------------------
def can_attack(st, s):
    p = st["players"][s]
    return (bool(st["avail"]["conquest"]) and p["legions"] >= 1 and p["ambition"] >= 1
            and p["gold"] >= 1)


def conquest_result(st, seat, card, die, total, log):
    p = st["players"][seat]
    cf = find(st, "conquest")
    if total >= D.CONQUEST_WIN:
        st["avail"]["conquest"].remove(card)
        score(st, seat, D.CONQUEST_VP, "Conquests", log)
        plunder = d6(st)
        roll(st, "Plunder", plunder)
        extra = 0
        if card in DESTROYED:               # RH-23
            st["discard"].append(card)
            extra = d6(st)
            roll(st, "Plunder of a Destroyed City", extra)
        else:
            p["coll"].append(card)
        p["gold"] += plunder + extra
        turn_frame(st)["won"] = True
        say(log, f"Conquest roll {die} (total {total}): {NAME[card]} is conquered, "
                 f"+{D.CONQUEST_VP} VP, {plunder + extra} Gold plunder"
                 + (" (a Destroyed City, discarded)." if extra else "."))
        cf["outcome"] = "won"
    else:
        lose_legion(p)
        say(log, f"Conquest roll {die} (total {total}): a Legion is lost.")
        cf["outcome"] = "lost"


@flow.sequence("conquest")
class Conquest:
    """P10 (RH-22): attack, roll until conquered, out of Legions or stopped;
    after a success a new attack may be paid for."""

    def rolls(st, f, result, log):
        s = f["seat"]
        out = f["outcome"]
        f["outcome"] = None
        if out == "won" and can_attack(st, s):
            call(st, "attack", seat=s)
        elif out == "lost" and st["players"][s]["legions"] >= 1:
            call(st, "press", seat=s)

    parts = ("attack", repeat(rolls))


@flow.step("attack")
class Attack(Step):
    rule = "3.3 P10 Conquest; RH-22, RH-23, table 4.4"
    title = "10 Conquest"
    prompt = "attack a Conquest card (1 Ambition and 1 Gold), or not."
    help = ("With no Threat left you may attack a Conquest card for 1 Ambition and 1 Gold: "
            "1d6 (+1 with a Leader), 5 or more conquers it (+7 VP and 1d6 Gold; a Destroyed "
            "City is discarded and gives 1d6 Gold more); less costs a Legion, and you may "
            "roll again or stop (-1 VP).")
    labels = {"attack": "Attack {card_name}", "pass": "Attack nothing"}
    words = _words
    ends = ("pass",)

    def actions(st, f, seat):
        return ([{"type": "attack", "card": c} for c in st["avail"]["conquest"]] +
                [{"type": "pass"}])

    def on_attack(st, f, seat, a, log):
        p = st["players"][seat]
        p["ambition"] -= 1
        p["gold"] -= 1
        find(st, "conquest")["target"] = a["card"]
        end(st)
        fight_roll(st, f, seat, "conquest", a["card"], log)


@flow.step("press")
class Press(Step):
    rule = "3.3 P10 Conquest; RH-22"
    title = "10 Conquest"
    prompt = lambda st, f, seat: (f"roll again against {NAME[find(st, 'conquest')['target']]},"
                                  f" or stop (-1 VP).")
    help = Attack.help
    labels = {"continue": lambda st, f, a: "Roll again against " +
              NAME[find(st, "conquest")["target"]],
              "stop": "Stop the attack (-1 VP)"}

    def actions(st, f, seat):
        return [{"type": "continue"}, {"type": "stop"}]

    def on_continue(st, f, seat, a, log):
        card = find(st, "conquest")["target"]
        end(st)
        fight_roll(st, f, seat, "conquest", card, log)

    def on_stop(st, f, seat, a, log):
        score(st, seat, -D.STOP_VP_LOSS, "Attacks stopped", log)
        say(log, f"{st['names'][seat]} stops the attack: -{D.STOP_VP_LOSS} VP.")
        end(st)


# --- P11 Politics ---------------------------------------------------------------------------------
@flow.step("politics")
class Politics(Step):
    rule = "3.3 P11 Politics; RH-24"
    title = "11 Politics"
    prompt = "take every Politics card available for 1 Fate, or none."
    help = ("All the Politics cards available, or none, for 1 Fate: +1 Ambition and +1 VP "
            "each. For each Death card among them you choose a Leader in any collection "
            "(yours too) to be discarded.")
    labels = {"take_politics": lambda st, f, a: "Take the Politics cards (" + ", ".join(
        NAME[c] for c in st["avail"]["politics"]) + ") for 1 Fate",
              "pass": "Leave the Politics cards"}
    ends = ("pass",)

    def actions(st, f, seat):
        return [{"type": "take_politics"}, {"type": "pass"}]

    def on_take_politics(st, f, seat, a, log):
        p = st["players"][seat]
        cards = st["avail"]["politics"]
        st["avail"]["politics"] = []
        p["fate"] -= 1
        p["coll"].extend(cards)
        p["ambition"] += len(cards)
        score(st, seat, len(cards), "Politics cards", log)
        say(log, f"{st['names'][seat]} takes {len(cards)} Politics card(s): "
                 f"+{len(cards)} Ambition, +{len(cards)} VP.")
        deaths = [c for c in cards if c in DEATH]
        if deaths:
            goto(st, "deaths", seat=seat, cards=deaths)
        else:
            end(st)


def leaders_in_play(st):
    return [c for p in st["players"] for c in p["coll"] if TYPE[c] == "leader"]


@flow.sequence("deaths")
class Deaths:
    """Each Death card taken, in arrival order: one Leader in any collection."""

    def each(st, f, result, log):
        while f["cards"]:
            c = f["cards"].pop(0)
            if leaders_in_play(st):
                call(st, "death", seat=f["seat"], card=c)
                return
            say(log, f"{NAME[c]}: no Leader in play.")

    parts = (repeat(each),)


@flow.step("death")
class Death(Step):
    rule = "3.3 P11 Politics; RH-24"
    title = "11 Politics: a Death card"
    prompt = lambda st, f, seat: f"{NAME[f['card']]}: choose the Leader who is discarded."
    help = Politics.help
    labels = {"death_target": lambda st, f, a: (
        f"{NAME[a['leader']]} ({st['names'][owner_of(st, a['leader'])]}) is discarded")}
    nouns = ("leader",)

    def actions(st, f, seat):
        return [{"type": "death_target", "leader": c} for c in leaders_in_play(st)]

    def on_death_target(st, f, seat, a, log):
        discard_leader(st, a["leader"], log, f"falls to {NAME[f['card']]}")
        end(st)


# --- P12 Power ------------------------------------------------------------------------------------
def seize_actions(st, s):
    """RH-26: one attempt a turn with a Leader not in Power, for 3 Ambition;
    a vacancy succeeds at once, else the target is an opponent's Leader in Power."""
    p = st["players"][s]
    if p["ambition"] < D.POWER_COST or turn_frame(st)["power"]:
        return []
    mine = [c for c in p["coll"] if TYPE[c] == "leader" and c not in st["power"]]
    if not mine:
        return []
    if vacancy(st):
        targets = ["vacancy"]
    else:
        targets = [c for c in st["power"] if c not in p["coll"]]
    return [{"type": "seize", "leader": c, "target": t} for c in mine for t in targets]


@flow.step("power")
class Power(Step):
    rule = "3.3 P12 Power; RH-25, RH-26, table 4.5"
    title = "12 Power"
    prompt = "send a Leader to seize power (3 Ambition), or not."
    help = ("A Leader not in Power may try to seize it once a turn for 3 Ambition. With a "
            "Power token unheld he takes it at once. Otherwise he challenges a Leader in "
            "Power: other players may give Faction tokens, then you; each adds 1 to every "
            "roll. 1-2 your Leader falls; 3 you lose a Legion, 4 the holder loses one, and "
            "roll again; 5+ he takes the token. A side out of Legions loses.")
    labels = {"seize": lambda st, f, a: (
        f"{NAME[a['leader']]} takes the vacant Power token" if a["target"] == "vacancy"
        else f"{NAME[a['leader']]} challenges {NAME[a['target']]} "
             f"({st['names'][owner_of(st, a['target'])]})"),
              "pass": "Make no attempt"}
    nouns = ("leader",)
    ends = ("pass",)

    def actions(st, f, seat):
        return seize_actions(st, seat) + [{"type": "pass"}]

    def on_seize(st, f, seat, a, log):
        p = st["players"][seat]
        p["ambition"] -= D.POWER_COST
        turn_frame(st)["power"] = True
        c = a["leader"]
        if a["target"] == "vacancy":
            st["power"].append(c)
            say(log, f"{NAME[c]} takes the vacant Power token: "
                     f"{D.TITLE[st['age']]}.")
            end(st)
            return
        d = owner_of(st, a["target"])
        n = st["n"]
        queue = [(seat + k) % n for k in range(1, n)]
        queue = [q for q in queue if q != d]
        goto(st, "seize", seat=seat, leader=c, target=a["target"], defender=d,
             queue=queue, bonus=0)


@flow.sequence("seize")
class Seize:
    """RH-27 the Faction offers, then the attacker's; RH-28 the rolls."""

    def offers(st, f, result, log):
        while f["queue"]:
            q = f["queue"].pop(0)
            if st["players"][q]["faction"] >= 1:
                call(st, "offer", seat=q)
                return

    def has_faction(st, f):
        return st["players"][f["seat"]]["faction"] >= 1

    def war(st, f, result, log):
        civil_war(st, f, log)

    parts = (repeat(offers), when("commit", has_faction), war)


def civil_war(st, f, log):
    """Table 4.5 with the committed bonus on every roll (RH-27, RH-28)."""
    s, d, c, t = f["seat"], f["defender"], f["leader"], f["target"]
    att, dfn = st["players"][s], st["players"][d]
    while True:
        die = d6(st)
        total = die + f["bonus"]
        roll(st, f"Power: {NAME[c]} against {NAME[t]}", die, total)
        if total <= 2:
            say(log, f"Power roll {die} + {f['bonus']} = {total}: the attempt fails.")
            discard_leader(st, c, log, "is discarded")
            return
        if total >= D.POWER_WIN:
            say(log, f"Power roll {die} + {f['bonus']} = {total}: success.")
            break
        loser = att if total == D.POWER_ATTACKER_LOSS else dfn
        who = s if total == D.POWER_ATTACKER_LOSS else d
        lost = lose_legion(loser)
        say(log, f"Power roll {die} + {f['bonus']} = {total}: civil war, "
                 f"{st['names'][who]} " + ("loses a Legion." if lost else "has no Legion."))
        if loser["legions"] == 0:
            if loser is att:
                say(log, f"{st['names'][s]} is out of Legions.")
                discard_leader(st, c, log, "is discarded")
                return
            say(log, f"{st['names'][d]} is out of Legions.")
            break
    discard_leader(st, t, log, "is overthrown")
    st["power"].append(c)
    say(log, f"{NAME[c]} holds a Power token: {D.TITLE[st['age']]}.")


def _faction_actions(verb, st, seat):
    return [{"type": verb, "n": k} for k in range(st["players"][seat]["faction"] + 1)]


@flow.step("offer")
class Offer(Step):
    rule = "3.3 P12 Power; RH-27"
    title = "12 Power: Faction tokens"
    prompt = lambda st, f, seat: (
        f"{NAME[find(st, 'seize')['leader']]} ({st['names'][find(st, 'seize')['seat']]}) "
        f"challenges {NAME[find(st, 'seize')['target']]}: give Faction tokens to help?")
    help = ("Before the first roll each other player (not the holder's) may discard any "
            "number of his Faction tokens; each adds 1 to every roll of the attempt. A free "
            "gift: nothing is promised in return.")
    labels = {"offer_faction": lambda st, f, a: ("Give no Faction token" if not a["n"] else
                                                 f"Give {a['n']} Faction token(s)")}

    def actions(st, f, seat):
        return _faction_actions("offer_faction", st, seat)

    def on_offer_faction(st, f, seat, a, log):
        st["players"][seat]["faction"] -= a["n"]
        find(st, "seize")["bonus"] += a["n"]
        end(st)


@flow.step("commit")
class Commit(Step):
    rule = "3.3 P12 Power; RH-27"
    title = "12 Power: Faction tokens"
    prompt = lambda st, f, seat: (f"the others gave {find(st, 'seize')['bonus']}: how many "
                                  f"of your Faction tokens do you add?")
    help = Offer.help
    labels = {"commit_faction": lambda st, f, a: ("Add no Faction token" if not a["n"] else
                                                  f"Add {a['n']} Faction token(s)")}

    def actions(st, f, seat):
        return _faction_actions("commit_faction", st, seat)

    def on_commit_faction(st, f, seat, a, log):
        st["players"][seat]["faction"] -= a["n"]
        find(st, "seize")["bonus"] += a["n"]
        end(st)


# --- P13-15 buying ----------------------------------------------------------------------------------
class Shop(Step):
    """Buy cards of one pile, one at a time, while the price can be paid;
    ``done`` stops.  The three piles' steps (P13-15) are Shops declared by
    their data alone: ``pile`` (its key in ``st["avail"]``), ``price``
    ({resource: amount} paid for each card), ``per_legion`` (no more cards a
    turn than the player holds Legions, counted in the turn frame's
    ``builds``: Build, RH-29), ``vp`` ({card type: the VP it gives at once})
    and ``source`` (what those VP count as in the statistics at the end).
    ``actions`` and ``on_buy`` are class methods: one function reads the
    data of the pile whose step it is."""
    pile = ""
    price = {}
    per_legion = False
    vp = {}
    source = ""
    labels = {}
    ends = ("done",)

    @classmethod
    def actions(cls, st, f, seat):
        p = st["players"][seat]
        if all(p[r] >= n for r, n in cls.price.items()) and (
                not cls.per_legion or turn_frame(st)["builds"] < p["legions"]):
            return [{"type": "buy", "card": c} for c in st["avail"][cls.pile]] + [{"type": "done"}]
        return [{"type": "done"}]

    @classmethod
    def on_buy(cls, st, f, seat, a, log):
        p = st["players"][seat]
        c = a["card"]
        st["avail"][cls.pile].remove(c)
        p["coll"].append(c)
        for r, n in cls.price.items():
            p[r] -= n
        if cls.per_legion:
            turn_frame(st)["builds"] += 1
        score(st, seat, cls.vp[TYPE[c]], cls.source, log)
        if len(cls.actions(st, f, seat)) == 1:
            end(st)


@flow.step("build")
class Build(Shop):
    rule = "3.3 P13 Build; RH-29"
    title = "13 Build"
    prompt = "buy a Build card (1 Ambition, 4 Gold: 5 VP), or stop."
    help = ("Each Build card costs 1 Ambition and 4 Gold and gives 5 VP at once, and 1 VP at "
            "every age end. You cannot buy more Builds in a turn than you hold Legions.")
    labels = {"buy": "Buy {card_name} (1 Ambition, 4 Gold)", "done": "Buy no more Builds"}
    words = _words
    pile, price, per_legion = "build", D.BUILD_COST, True
    vp, source = {"build": D.BUILD_VP}, "Build cards"


@flow.step("religion")
class Religion(Shop):
    rule = "3.3 P14 Religion"
    title = "14 Religion"
    prompt = "buy a Religion card (1 Gold: 2 VP), or stop."
    help = ("Religion cards cost 1 Gold each and give 2 VP. The player with the most "
            "Religion cards gains 1 VP every turn.")
    labels = {"buy": "Buy {card_name} (1 Gold)", "done": "Buy no more Religion cards"}
    words = _words
    pile, price = "religion", {"gold": D.RELIGION_COST_GOLD}
    vp, source = {"religion": D.RELIGION_VP}, "Religion cards"


@flow.step("culture")
class Culture(Shop):
    rule = "3.3 P15 Culture"
    title = "15 Culture"
    prompt = "buy a Culture or Origin card (1 Fate), or stop."
    help = ("Culture and Origin cards cost 1 Fate each: a Culture card gives 1 VP (and counts "
            "for the 10 VP at each age end), an Origin card 3 VP.")
    labels = {"buy": lambda st, f, a: (f"Buy {NAME[a['card']]} (1 Fate, "
                                       f"{D.CULTURE_VP[TYPE[a['card']]]} VP)"),
              "done": "Buy no more Culture cards"}
    pile, price = "culture", {"fate": D.CULTURE_COST_FATE}
    vp, source = D.CULTURE_VP, "Culture and Origin cards"


# --- P16 Games ------------------------------------------------------------------------------------
@flow.step("games")
class Games(Step):
    rule = "3.3 P16 Games; RH-30, table 4.2"
    title = "16 Games"
    prompt = lambda st, f, seat: (f"roll on the Games table for {games_price(turn_frame(st))} "
                                  f"Gold, or stop.")
    help = ("Each roll costs 1 Gold (2 Gold from the fourth roll of the turn): 1 nothing, "
            "2-3 1 VP, 4 1 Ambition, 5 1 Fate, 6+ 1 Faction; +1 to the roll if you beat a "
            "Threat or made a Conquest this turn.")
    labels = {"games_roll": lambda st, f, a: (f"Roll on the Games table "
                                              f"({games_price(turn_frame(st))} Gold)"),
              "done": "Stop the Games"}
    ends = ("done",)

    def actions(st, f, seat):
        if st["players"][seat]["gold"] >= games_price(turn_frame(st)):
            return [{"type": "games_roll"}, {"type": "done"}]
        return [{"type": "done"}]

    def on_games_roll(st, f, seat, a, log):
        tf = turn_frame(st)
        p = st["players"][seat]
        p["gold"] -= games_price(tf)
        tf["games"] += 1
        die = d6(st)
        total = min(6, die + (1 if tf["won"] else 0))
        roll(st, "Games", die, total)
        gain = D.GAMES_TABLE[total]
        if gain and gain[0] == "vp":
            score(st, seat, gain[1], "Games", log)
        elif gain:
            p[gain[0]] += gain[1]
        say(log, f"Games roll {die} (total {total}): " +
            (f"+{gain[1]} {gain[0]}." if gain else "nothing."))
        if p["gold"] < games_price(tf):
            end(st)


# --- P18 Corruption: Battle cards over five ------------------------------------------------------
@flow.step("corrupt")
class Corrupt(Step):
    rule = "3.3 P18 Corruption; RH-32"
    title = "18 Corruption"
    prompt = "you hold more than five Battle cards: choose one to discard."
    help = ("At the Corruption phase every player keeps at most 20 Gold, 12 Ambition, 10 "
            "Legions, 7 Fate and 5 Battle cards; you choose which Battle cards go.")
    labels = {"discard_battle": "Discard {card_name}"}
    words = _words

    def actions(st, f, seat):
        return [{"type": "discard_battle", "card": c} for c in st["players"][seat]["hand"]]

    def on_discard_battle(st, f, seat, a, log):
        st["players"][seat]["hand"].remove(a["card"])
        st["discard"].append(a["card"])
        if len(st["players"][seat]["hand"]) <= D.HAND_CAP:
            end(st)


# --- the game object ---------------------------------------------------------------------------------
def card_info(c, st=None):
    info = {"id": c, "name": NAME[c], "type": TYPE[c], "age": AGE[c]}
    if c in DEATH:
        info["death"] = True
    if c in DESTROYED:
        info["destroyed"] = True
    if st is not None:
        if c in st["power"]:
            info["power"] = True
        if c in st["markers"]:
            info["markers"] = st["markers"][c]
    return info
