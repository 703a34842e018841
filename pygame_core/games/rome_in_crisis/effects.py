"""Rome in Crisis: candidate abilities as hooks, looked up through the card.

Each candidate side names an ``effect`` in ``data.CANDIDATES``; this registry
says what it does, at the moments the rules ask (data sheet 3.3, rulings
R7, R15, R16):

- ``modify_total(st, k, ab, crisis)``: added to the Emperor's total (R9);
- ``cancels(st, k, ab, crisis)``: crisis cards of the Goths he cancels first (R15);
- ``before_address``: a step the Emperor takes before choosing a crisis (R16);
- ``recalls(ab)``: offices taken back when he becomes Emperor (R7, R28);
- ``text(ab)``: the ability in our own words, for the table.

Phase code asks these hooks and never names a candidate.
"""
from . import data as D


def _against_text(ab):
    return ", ".join(f"{v:+d} as Emperor against {D.TYPE_NAME[t]}" for t, v in ab["vs"].items())


ABILITIES = {
    # "+N / -N as Emperor against a crisis type"
    "against": {
        "modify_total": lambda st, k, ab, crisis: ab["vs"].get(crisis, 0),
        "text": _against_text,
    },
    # Aemilius Aemilianus: may move one Goths card from a rival's candidate onto himself.
    "seize_goths": {
        "before_address": "seize",
        "text": lambda ab: "As Emperor, may move one Goths card from a rival's candidate "
                           "onto himself.",
    },
    # Florianus: the three lesser offices are handed out again.
    "recall_offices": {
        "recalls": lambda ab: tuple(ab["offices"]),
        "text": lambda ab: "As Emperor, recalls Cavalry Commander, Praetorian Prefect and "
                           "Senate Leader to be handed out again.",
    },
    # Trebonianus Gallus: against the Goths each Gold he uses first cancels one Goths card.
    "gold_cancels_goths": {
        "cancels": lambda st, k, ab, crisis: (
            sum(1 for c in st["display"][k] if D.INFLUENCE[c][0] == "gold")
            if crisis == "goths" else 0),
        "text": lambda ab: "As Emperor against the Goths, each Gold he uses first cancels "
                           "one Goths card.",
    },
}


def ability(st, k):
    """The ability of the side of candidate ``k`` in use."""
    return D.CANDIDATES[k][st["side"][k]][4]


def _hook(st, k, name):
    ab = ability(st, k)
    return ABILITIES[ab["effect"]].get(name), ab


def modify_total(st, k, crisis):
    fn, ab = _hook(st, k, "modify_total")
    return fn(st, k, ab, crisis) if fn else 0


def cancels(st, k, crisis):
    fn, ab = _hook(st, k, "cancels")
    return fn(st, k, ab, crisis) if fn else 0


def before_address(st, k):
    """The step to take before addressing a crisis, or None."""
    step, _ = _hook(st, k, "before_address")
    return step


def recalls(st, k):
    fn, ab = _hook(st, k, "recalls")
    return fn(ab) if fn else ()


def text(ab):
    return ABILITIES[ab["effect"]]["text"](ab)
