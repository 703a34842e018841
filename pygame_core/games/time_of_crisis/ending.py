"""Time of Crisis: the end of the game (ToC 7.1, R-F2..R-F5): the last round,
the Emperor Turns bonus and the winner."""
from ...kernel import say
from . import data as D
from .table import armies_of, die, earn, emperor, governed, pretender

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
