"""Rome in Crisis: every table the rules engine reads, in one place.

Source: ../shared/games/rome-in-crisis-data.md.  The card sheets are not public,
so many values are reconstructed; each table says which.  A player who owns the
physical game can correct a value here and nothing else needs to change.
"""

# --- Influence cards (48) ----------------------------------------------------
# Types in the rulebook's order; the tie-break letter follows that order
# (SPQR = D is verified on the sample card, the others are inferred).
TYPES = ("goths", "persia", "palmyra", "spqr", "gold")
TYPE_NAME = {"goths": "Goths", "persia": "Persia", "palmyra": "Palmyra",
             "spqr": "SPQR", "gold": "Gold"}
LETTER = {"goths": "A", "persia": "B", "palmyra": "C", "spqr": "D", "gold": "E"}
WARS = ("goths", "persia", "palmyra")

# Values, one entry per card (reconstructed: data sheet 2.3; SPQR range 3-9 verified).
_WAR_VALUES = (1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8)
VALUES = {
    "goths": _WAR_VALUES,
    "persia": _WAR_VALUES,
    "palmyra": _WAR_VALUES,
    "spqr": (3, 4, 5, 6, 7, 8, 9),
    "gold": (2,) * 8,
}

# Card id -> (type, value).  Influence cards are ids 0..47.
INFLUENCE = tuple((t, v) for t in TYPES for v in VALUES[t])
assert len(INFLUENCE) == 48

# --- Election methods --------------------------------------------------------
METHODS = ("military", "spqr", "praetorian")
METHOD_NAME = {"military": "Military", "spqr": "SPQR", "praetorian": "Praetorian"}
# Which influence types count in an election of each method (verified).
COUNTS_FOR = {
    "military": frozenset(("goths", "persia", "palmyra", "gold")),
    "spqr": frozenset(("spqr", "gold")),
    "praetorian": frozenset(("gold",)),
}

# --- Offices -----------------------------------------------------------------
# office -> (name, category, election bonus in its own category).
# Legatus +3 verified, Cavalry +2 inferred, Prefect/Senate +2 reconstructed.
OFFICES = {
    "emperor": ("Emperor", None, 0),
    "legatus": ("Legatus", "military", 3),
    "cavalry": ("Cavalry Commander", "military", 2),
    "prefect": ("Praetorian Prefect", "praetorian", 2),
    "senate": ("Senate Leader", "spqr", 2),
}
DRAFTED_OFFICES = ("legatus", "cavalry", "prefect", "senate")  # Legatus only with 3+

# Crisis points by rank (verified: rulebook tables).
EMPEROR_POINTS = (21, 15, 10, 6)
LEGATUS_POINTS = (15, 10, 6, 3)
LAST_EMPEROR_BONUS = 3

# --- Candidates (10 two-sided cards) ----------------------------------------
# Candidate card k is id 100 + k wherever cards are listed (deck, offer,
# discard).  Each side: (name, military, spqr, praetorian, ability).
# ability: {"effect": name, ...its data}; the name is an entry of the effects
# registry (effects.py): "against" with {crisis type: modifier to the
# Emperor's total}, "seize_goths" (Aemilius Aemilianus), "recall_offices"
# (Florianus), "gold_cancels_goths" (Trebonianus Gallus).  Texts verified;
# timings are our rulings (docs/rulings/rome-in-crisis.md).  Ratings are
# reconstructed except Probus (verified), Gordian I Military 0 (verified),
# Claudius II, Valerian and Aurelian Military (inferred from the worked example).
CANDIDATE_BASE = 100
CANDIDATES = (
    {"A": ("Aemilius Aemilianus", 2, 1, 1, {"effect": "seize_goths"}),
     "B": ("Tacitus", 1, 4, 0, {"effect": "against", "vs": {"goths": 2}})},
    {"A": ("Aurelian", 2, 1, 1, {"effect": "against", "vs": {"goths": 4}}),
     "B": ("Probus", 2, 2, 0, {"effect": "against", "vs": {"goths": 6, "persia": -3}})},
    {"A": ("Claudius II", 1, 2, 1, {"effect": "against", "vs": {"goths": 5}}),
     "B": ("Quintillus", 1, 2, 1, {"effect": "against", "vs": {"goths": -2}})},
    {"A": ("Decius", 2, 3, 0, {"effect": "against", "vs": {"goths": -3}}),
     "B": ("Trebonianus Gallus", 2, 1, 1, {"effect": "gold_cancels_goths"})},
    {"A": ("Gordian I", 0, 4, 0, {"effect": "against", "vs": {"spqr": 3}}),
     "B": ("Gordian II", 1, 3, 0, {"effect": "against", "vs": {"spqr": 2}})},
    {"A": ("Maximinus Thrax", 3, 0, 1, {"effect": "against", "vs": {"goths": 3, "spqr": -2}}),
     "B": ("Carus", 2, 1, 2, {"effect": "against", "vs": {"persia": 6}})},
    {"A": ("Numerian", 1, 2, 1, {"effect": "against", "vs": {"persia": -2}}),
     "B": ("Carinus", 2, 0, 2, {"effect": "against", "vs": {"spqr": -3}})},
    {"A": ("Philip the Arab", 0, 1, 4, {"effect": "against", "vs": {"persia": 3}}),
     "B": ("Florianus", 1, 1, 2, {"effect": "recall_offices", "offices": ("cavalry", "prefect", "senate")})},
    {"A": ("Pupienus & Balbinus", 1, 3, 0, {"effect": "against", "vs": {"goths": 2}}),
     "B": ("Gordian III", 0, 2, 3, {"effect": "against", "vs": {"persia": 3}})},
    {"A": ("Valerian", 2, 2, 0, {"effect": "against", "vs": {"persia": -4}}),
     "B": ("Gallienus", 2, 1, 1, {"effect": "against", "vs": {"goths": 3, "palmyra": -3}})},
)
RATING_INDEX = {"military": 1, "spqr": 2, "praetorian": 3}

# Which values are reconstructed, for the About page and the rules help.
RECONSTRUCTED = (
    "Influence card values and counts per type (SPQR's 3-9 range is verified).",
    "Tie-break letters other than SPQR's D.",
    "Candidate ratings and abilities, except Probus (verified), Gordian I's "
    "Military 0 (verified) and the Military ratings of Claudius II, Valerian "
    "and Aurelian (inferred from the rulebook's example).",
    "Office bonuses of the Praetorian Prefect and the Senate Leader (+2); the "
    "Cavalry Commander's +2 is inferred; the Legatus's +3 is verified.",
)
