"""Rome in Crisis: candidate abilities, in the kernel's Effects style.

Each candidate side names an ``effect`` in ``data.CANDIDATES``; the class
registered under that name says what it does at the moments the rules ask
(data sheet 3.3, rulings R7, R15, R16, R28).  Phase code asks
``ask(st, k, moment, ...)`` and never names a candidate.
"""
from ...kernel.effects import Effects
from . import data as D
from .table import cand, ctype

ABILITIES = Effects("Rome in Crisis abilities", moments={
    "modify_total": "(st, k, ab, crisis) -> what he adds to the Emperor's total against "
                    "crisis (R9)",
    "cancels": "(st, k, ab, crisis) -> how many Goths crisis cards he cancels first (R15)",
    "before_address": "(st, k, ab) -> the step the Emperor takes before choosing a crisis "
                      "(R16)",
    "recalls": "(st, k, ab) -> the offices he takes back on becoming Emperor (R7, R28)",
    "text": "(ab) -> the ability in our own words, for the table",
})

# What a moment answers for an ability that does nothing then.
NOTHING = {"modify_total": 0, "cancels": 0, "before_address": None, "recalls": ()}


@ABILITIES.effect("against")
class Against:
    """+N / -N as Emperor against a crisis type."""
    def modify_total(st, k, ab, crisis):
        return ab["vs"].get(crisis, 0)

    def text(ab):
        return ", ".join(f"{v:+d} as Emperor against {D.TYPE_NAME[t]}"
                         for t, v in ab["vs"].items())


@ABILITIES.effect("seize_goths")
class SeizeGoths:
    """Aemilius Aemilianus: may move one Goths card from a rival's candidate
    onto himself (the step "seize")."""
    def before_address(st, k, ab):
        return "seize"

    def text(ab):
        return "As Emperor, may move one Goths card from a rival's candidate onto himself."


@ABILITIES.effect("recall_offices")
class RecallOffices:
    """Florianus: the three lesser offices are handed out again."""
    def recalls(st, k, ab):
        return tuple(ab["offices"])

    def text(ab):
        return ("As Emperor, recalls Cavalry Commander, Praetorian Prefect and Senate Leader "
                "to be handed out again.")


@ABILITIES.effect("gold_cancels_goths")
class GoldCancelsGoths:
    """Trebonianus Gallus: against the Goths each Gold he uses first cancels
    one Goths card."""
    def cancels(st, k, ab, crisis):
        if crisis != "goths":
            return 0
        return sum(1 for c in st["display"][k] if ctype(c) == "gold")

    def text(ab):
        return "As Emperor against the Goths, each Gold he uses first cancels one Goths card."


def ability(st, k):
    """The ability of the side of candidate ``k`` in use."""
    return cand(st, k)[4]


def acts_at(st, k, moment):
    """Whether candidate ``k``'s ability has a hook at ``moment``."""
    return ABILITIES.hook(ability(st, k)["effect"], moment) is not None


def ask(st, k, moment, *args):
    """What candidate ``k``'s ability answers at ``moment`` (NOTHING's
    answer when it does nothing then)."""
    ab = ability(st, k)
    hook = ABILITIES.hook(ab["effect"], moment)
    return NOTHING[moment] if hook is None else hook(st, k, ab, *args)


def text(ab):
    return ABILITIES.hook(ab["effect"], "text")(ab)
