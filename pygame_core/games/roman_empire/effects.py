"""Roman Empire card effects: the kernel's ``Effects`` (kernel/effects.py), one
class per ``effect`` named in data.py, its hooks at the moments declared below.

Each class keeps a card's legality beside its resolution.  The must, option
and save steps (rules.py) ask ``EFFECTS.hook(EFFECT[card], moment)``, never a
card's name.  A resolution that needs a decision or draws a hidden card ends
by calling a step or procedure (``call``), which runs in a frame of its own.

Sections follow rules/002 ("Crisis cards", "Play at once cards", "Play, hold or
discard cards", "Challenging"); rulings are docs/rulings/roman-empire.md.
"""
from ...kernel import call, say
from ...kernel.effects import Effects
from ...kernel.rng import game_below
from . import data as D
from .data import AMOUNT, BG, LBG, LNAME, VALUE
from .table import (PATRICIAN, check_disposals, collapse_words, effective, emperor_falls,
                    emperor_seat, falls, has_bg, on_tour, place_card, remove_leader, strength,
                    touring)

EFFECTS = Effects("Roman Empire card effects", moments={
    "options": "(st, seat, card, memo) -> [action]: what the card offers its holder now, in "
               "a stable order ([]: not now); memo, a dict kept while one hand is listed",
    "resolve": "(st, seat, card, action, log): what it does once taken from the hand",
    "label": "(st, action) -> the words on its button (else the step's own)",
    "save": "(st, seat, card, log): a crisis not dealt with; the card saves the Emperor "
            "(the save step, E11)",
})
effect = EFFECTS.effect


def _percent(p):
    """A chance as a whole percentage ("33%")."""
    return f"{round(100 * p)}%"


def _play(c):
    return [{"type": "play", "card": c}]


# --- Crisis cards -----------------------------------------------------------------
@effect("crisis")
class Crisis:
    """Each player from the left of the one who played it, ending with him,
    may add one Action card; dealt with the moment the sum reaches its value
    (the ``crisis`` step)."""
    def options(st, seat, c, memo):
        return _play(c)

    def label(st, a):
        return f"Play {D.NAME[a['card']]}" + collapse_words(st, None, a["card"])

    def resolve(st, seat, c, a, log):
        n = st["n"]
        call(st, "crisis", card=c, by=seat, queue=[(seat + 1 + i) % n for i in range(n)],
             played=[])


# --- Play at once cards -------------------------------------------------------------
@effect("penalty")
class Penalty:
    """Disrepute, Corruption and Incompetence: every leader of the card's
    background loses its amount until its player's next turn; challenged
    leaders may fall (E4)."""
    def options(st, seat, c, memo):
        return _play(c)

    def resolve(st, seat, c, a, log):
        bg, amount = BG[c], AMOUNT[c]
        st["effects"].append({"card": c, "owner": seat, "kind": "bg", "bg": bg,
                              "target": None, "amount": amount})
        say(log, f"All {D.BG_NAME[bg]}s lose {amount} until {st['names'][seat]}'s next turn.")
        leaders = [l for f in st["faction"] for l in f if LBG[l] == bg]
        place_card(st, check_disposals(st, leaders, seat, log))


@effect("new_leader")
class NewLeader:
    """The card is discarded and the top Leader card joins the faction."""
    def options(st, seat, c, memo):
        return _play(c)

    def resolve(st, seat, c, a, log):
        st["discard"].append(c)
        if not st["leader_deck"]:
            say(log, "No leader is left to draw.")
            return
        call(st, "draw_leader", seat=seat)


@effect("sickness")
class Sickness:
    """On the player's own strongest leader, challenges ignored; he chooses
    among ties (the ``sicken`` step)."""
    def options(st, seat, c, memo):
        return _play(c)

    def resolve(st, seat, c, a, log):
        pool, measure = list(st["faction"][seat]), strength
        if st["edition"] >= 2:
            measure = effective           # E23: active penalties count; E24: sick or not
        else:
            pool = [l for l in pool if not st["sick"][l]]   # E6 (edition 1): one per leader
        if not pool:
            st["discard"].append(c)
            say(log, "Sickness finds nobody to strike.")
            return
        power = {l: measure(st, l) for l in pool}
        best = max(power.values())
        call(st, "sicken", seat=seat, card=c, options=[l for l in pool if power[l] == best])


# --- Play, hold or discard cards ----------------------------------------------------
@effect("diplomacy")
class Diplomacy:
    """The Emperor's player only: clear every challenge on one faction that
    has some (E11); or, held, save the Emperor from a crisis not dealt with
    (the ``save`` step)."""
    def options(st, seat, c, memo):
        if emperor_seat(st) != seat:
            return []
        return [{"type": "play", "card": c, "seat": t} for t in range(st["n"])
                if any(st["challenges"][l] for l in st["faction"][t])]

    def resolve(st, seat, c, a, log):
        t = a["seat"]
        for l in st["faction"][t]:
            st["discard"].extend(st["challenges"][l])
            st["challenges"][l] = []
        st["discard"].append(c)
        say(log, f"Diplomacy clears every challenge on {st['names'][t]}'s faction.")

    def label(st, a):
        return f"Diplomacy: clear the challenges on {st['names'][a['seat']]}'s faction"

    def save(st, seat, c, log):
        st["discard"].append(c)
        say(log, "Diplomacy saves the Emperor.")


@effect("leadership")
class Leadership:
    """Needs a Praetorian Guard leader: a die for each Patrician in play, in
    seat order (E12); 5-6 assassinates him, to the player's pile unless his own."""
    def options(st, seat, c, memo):
        return _play(c) if has_bg(st, seat, "praetorian") else []

    def label(st, a):
        """The chance, from the dice (E12), that at least one rival Patrician
        falls, and that one of the player's own does."""
        seat = st["turn_seat"]
        pats = [(t, l) for t in range(st["n"]) for l in st["faction"][t] if LBG[l] == PATRICIAN]
        theirs = sum(1 for t, _ in pats if t != seat)
        mine = len(pats) - theirs
        each = len(D.ASSASSINATED_ON) / 6
        words = [f"each Patrician falls on {' or '.join(map(str, D.ASSASSINATED_ON))} "
                 f"({_percent(each)})"]
        # (third person: the label is the public log line too)
        if theirs:
            words.append(f"{theirs} rival Patrician{'s' if theirs > 1 else ''}, one or more "
                         f"fall: {_percent(1 - (1 - each) ** theirs)}")
        if mine:
            words.append(f"{mine} own, one or more fall: {_percent(1 - (1 - each) ** mine)}")
        return f"Play {D.NAME[a['card']]}: " + "; ".join(words)

    def resolve(st, seat, c, a, log):
        st["discard"].append(c)
        fallen = False
        for t in range(st["n"]):
            for l in [l for l in st["faction"][t] if LBG[l] == PATRICIAN]:
                roll = 1 + game_below(st, 6)
                if roll in D.ASSASSINATED_ON:
                    say(log, f"{LNAME[l]} rolls {roll}.")
                    fallen |= remove_leader(st, l, None if t == seat else seat, log,
                                            "is assassinated")
                else:
                    say(log, f"{LNAME[l]} rolls {roll} and survives.")
        if fallen:
            place_card(st, emperor_falls(st, seat, log))


@effect("citizens")
class Citizens:
    """On any other player: all his leaders lose its amount until the card's
    player's next turn; challenged leaders may fall (E4)."""
    def options(st, seat, c, memo):
        return [{"type": "play", "card": c, "seat": t} for t in range(st["n"]) if t != seat]

    def resolve(st, seat, c, a, log):
        t, amount = a["seat"], AMOUNT[c]
        st["effects"].append({"card": c, "owner": seat, "kind": "player", "bg": None,
                              "target": t, "amount": amount})
        say(log, f"{st['names'][t]}'s leaders lose {amount} until "
                 f"{st['names'][seat]}'s next turn.")
        place_card(st, check_disposals(st, list(st["faction"][t]), seat, log))


@effect("hero")
class Hero:
    """On any leader in play without a Hero (E14): his strength rises for
    good and his challenges are discarded."""
    def options(st, seat, c, memo):
        return [{"type": "play", "card": c, "leader": l}
                for f in st["faction"] for l in f if st["hero"][l] is None]

    def resolve(st, seat, c, a, log):
        l = a["leader"]
        st["hero"][l] = c
        st["discard"].extend(st["challenges"][l])
        st["challenges"][l] = []
        if log is not None:
            say(log, f"{LNAME[l]} is a hero: strength {strength(st, l)}, challenges cleared.")


@effect("tour")
class Tour:
    """Until its player's next turn: no new challenges on his leaders and no
    Action cards from him (E13)."""
    def options(st, seat, c, memo):
        return [] if on_tour(st, seat) else _play(c)

    def resolve(st, seat, c, a, log):
        st["effects"].append({"card": c, "owner": seat, "kind": "tour", "bg": None,
                              "target": seat, "amount": 0})
        say(log, f"{st['names'][seat]}'s faction tours the provinces until his next turn.")


# --- Challenging ------------------------------------------------------------------
def challengeable(st, seat, c):
    """Challenging: the leaders ``seat`` may put Action card c on (E17):
    nobody on Tour (E13), one Action of each background on a leader (E5),
    the first not of his own background."""
    bg = BG[c]
    away = touring(st) if st["effects"] else ()
    if seat in away or not has_bg(st, seat, bg):
        return []
    out = []
    challenges = st["challenges"]
    for t, faction in enumerate(st["faction"]):
        if t == seat or t in away:
            continue
        for l in faction:
            ch = challenges[l]
            if ch:
                for x in ch:
                    if BG[x] == bg:
                        break         # one Action of each background
                else:
                    out.append(l)
            elif bg != LBG[l]:        # the first may not match his background
                out.append(l)
    return out


@effect("challenge")
class Challenge:
    """An Action card on an opponent's leader: he falls when two or more reach
    his strength (to the pile of the last card's player, who also takes a
    fallen Emperor's card); all four backgrounds without a fall are discarded
    (E5)."""
    def options(st, seat, c, memo):
        """The leaders open to a background are looked for once while one hand
        is listed (kept in ``memo`` by background)."""
        leaders = memo.get(BG[c])
        if leaders is None:
            leaders = memo[BG[c]] = challengeable(st, seat, c)
        return [{"type": "challenge", "card": c, "leader": l} for l in leaders]

    def resolve(st, seat, c, a, log):
        l = a["leader"]
        ch = st["challenges"][l]
        ch.append(c)
        total = sum([VALUE[x] for x in ch])
        if log is not None:
            say(log, f"Challenges on {LNAME[l]}: {total} against strength {effective(st, l)}.")
        if falls(st, l):
            if remove_leader(st, l, seat, log, "is disposed"):
                place_card(st, emperor_falls(st, seat, log))
        elif {BG[x] for x in ch} == set(D.ACTION_BACKGROUNDS):
            st["discard"].extend(ch)   # E5: every background tried without success
            st["challenges"][l] = []
            say(log, f"{LNAME[l]} survives every background: the challenges are discarded.")


assert set(EFFECTS.by_name) == set(D.EFFECT), "every card's effect has an entry"
