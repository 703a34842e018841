"""Roman Empire: every table the rules engine reads, in one place.

Source: ../shared/games/roman-empire-data.md.  No card list of the Roman
adaptation is public: leader strengths and the action cards follow the
original Red Empire (inferred); the split of the other play cards and their
amounts are our reconstruction.  Correct a value here and nothing else changes.
"""

BACKGROUNDS = ("senator", "praetorian", "patrician")
ACTION_BACKGROUNDS = BACKGROUNDS + ("rome",)      # Rome: the Emperor's player only
BG_NAME = {"senator": "Senator", "praetorian": "Praetorian Guard",
           "patrician": "Patrician", "rome": "Rome"}

# --- Leaders (26), ids 0..25: (name, background, strength) -------------------
# Strengths inferred from Red Empire (Party -> Patricians; KGB/Army -> the other
# two).  The names are ours: Roman families and office-holders of the era.
_PATRICIANS = (("Aemilius", 5), ("Cornelius", 5), ("Fabius", 5), ("Valerius", 6),
               ("Claudius", 6), ("Julius", 6), ("Junius", 6), ("Caecilius", 7),
               ("Licinius", 7), ("Calpurnius", 8), ("Domitius", 8), ("Sempronius", 9))
_PRAETORIANS = (("Macro", 6), ("Perennis", 6), ("Laetus", 7), ("Cleander", 7),
                ("Plautianus", 8), ("Aper", 8), ("Timesitheus", 9))
_SENATORS = (("Nerva", 6), ("Balbinus", 6), ("Pupienus", 7), ("Symmachus", 7),
             ("Pertinax", 8), ("Tacitus", 8), ("Gordianus", 9))
LEADERS = tuple([(n, "patrician", v) for n, v in _PATRICIANS]
                + [(n, "praetorian", v) for n, v in _PRAETORIANS]
                + [(n, "senator", v) for n, v in _SENATORS])
assert len(LEADERS) == 26

LEADERS_DEALT = {3: 5, 4: 4, 5: 3, 6: 3}   # verified (rules, Setting up)
HAND_SIZE = 5
EMPEROR_POINTS = 5                           # "V points" (verified)
COLLAPSE_AT = 18                             # ongoing crises total XVIII (verified)
ROMAN = {4: "IV", 5: "V", 6: "VI", 7: "VII", 8: "VIII"}

# --- Playing cards (79), ids 0..78 --------------------------------------------
# kind: crisis | action | at_once | hold.  Each card: dict(kind, name, effect,
# ...).  ``effect`` names the entry of the effects registry (effects.py) that
# says when the card may be played and what it does: crisis, challenge (an
# Action card used in the turn's option), penalty, new_leader, sickness,
# diplomacy, leadership, citizens, hero, tour.
_ACTION_SET = (1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 4)   # inferred (Red Empire)
_ROME_SET = (1, 1, 2, 2, 3, 3, 4)                           # reconstruction


def _build():
    cards = []
    for v in (4, 5, 6, 7, 8, 8):                          # crisis values: reconstruction
        cards.append({"kind": "crisis", "effect": "crisis", "name": f"Crisis {ROMAN[v]}",
                      "value": v})
    for bg in BACKGROUNDS:
        for v in _ACTION_SET:
            cards.append({"kind": "action", "effect": "challenge",
                          "name": f"{BG_NAME[bg]} action {v}", "bg": bg, "value": v})
    for v in _ROME_SET:
        cards.append({"kind": "action", "effect": "challenge", "name": f"Rome action {v}",
                      "bg": "rome", "value": v})
    # Play at once (reconstruction): a background weakened for one turn.
    for title, bg in (("Incompetence", "patrician"), ("Disrepute", "senator"),
                      ("Corruption", "praetorian")):
        for amount in (1, 2):
            cards.append({"kind": "at_once", "effect": "penalty", "bg": bg, "amount": amount,
                          "name": f"{title} -{amount}"})
    cards += [{"kind": "at_once", "effect": "new_leader", "name": "New Leader"}] * 4
    cards += [{"kind": "at_once", "effect": "sickness", "name": "Sickness"}] * 2
    # Play, hold or discard (effects verified; counts and amounts reconstruction).
    cards += [{"kind": "hold", "effect": "diplomacy", "name": "Diplomacy"}] * 2
    cards += [{"kind": "hold", "effect": "leadership", "name": "Leadership Challenged"}]
    cards += [{"kind": "hold", "effect": "citizens", "amount": 1,
               "name": "Citizens Dissatisfied"}] * 2
    cards += [{"kind": "hold", "effect": "citizens", "amount": 2,
               "name": "Citizens Outraged"}] * 2
    cards += [{"kind": "hold", "effect": "hero", "amount": a, "name": f"Hero +{a}"}
              for a in (1, 2, 3)]
    cards += [{"kind": "hold", "effect": "tour", "name": "Tour of the Provinces"}] * 2
    return tuple(dict(c) for c in cards)


CARDS = _build()
assert len(CARDS) == 79
assert all("effect" in c for c in CARDS)

# Columns of CARDS and LEADERS by id, for the rules' inner loops.
NAME = tuple(c["name"] for c in CARDS)
KIND = tuple(c["kind"] for c in CARDS)
VALUE = tuple(c.get("value", 0) for c in CARDS)
BG = tuple(c.get("bg") for c in CARDS)
EFFECT = tuple(c["effect"] for c in CARDS)
AMOUNT = tuple(c.get("amount", 0) for c in CARDS)
LNAME = tuple(x[0] for x in LEADERS)
LBG = tuple(x[1] for x in LEADERS)
LSTRENGTH = tuple(x[2] for x in LEADERS)

# --- What each card does, in our words (the board's tooltips, issue 45) -----------
# By effect; {value}, {amount}, {bg} (the background's name) and {short} (its short
# name) are the card's own.  Said for the player holding the card.
BG_SHORT = {"senator": "Senator", "praetorian": "Guard", "patrician": "Patrician",
            "rome": "Rome"}
WORDS = {
    "crisis": ("Must be played at once. Each player in turn may add one Action card; "
               "at {value} it is dealt with and the Emperor's player keeps it ({value} "
               "points). If not, it stays in play, the Emperor falls, and ongoing crises "
               "at 18 bring the Empire down: nobody wins."),
    "challenge": ("Needs a {bg} in your faction. Add it against a crisis (+{value}; you "
                  "keep it for its points if the crisis is dealt with), or put it on a "
                  "rival's leader: two or more Actions whose total reaches his strength "
                  "bring him down."),
    "challenge_rome": ("Only for the player who holds the Emperor card. Add it against a "
                       "crisis (+{value}; you keep it for its points if the crisis is dealt "
                       "with), or put it on a rival's leader: two or more Actions whose total "
                       "reaches his strength bring him down."),
    "penalty": ("Must be played at once: every {bg} loses {amount} strength until your "
                "next turn, so a challenged one may fall."),
    "new_leader": "Must be played at once: the top leader card joins your faction.",
    "sickness": ("Must be played at once: your strongest leader falls sick. At each of "
                 "your turns a die for him: 1 he recovers, 4 to 6 he dies."),
    "diplomacy": ("For the Emperor's player: clear every challenge from one faction; or "
                  "keep it to save your Emperor when a crisis is not dealt with."),
    "leadership": ("Needs a Praetorian Guard in your faction: a die for every Patrician "
                   "in play; on 5 or 6 he is killed (a rival's goes to your pile)."),
    "citizens": ("On another player: all his leaders lose {amount} strength until your "
                 "next turn, so a challenged one may fall."),
    "hero": ("On any leader without a Hero: +{amount} strength for good, and the "
             "challenges on him are cleared."),
    "tour": ("Until your next turn nobody may challenge your leaders, and you add no "
             "Action cards, against crises or leaders."),
}


def words(c):
    """What playing card ``c`` does, in words (WORDS filled with its own values)."""
    card = CARDS[c]
    key = card["effect"]
    if key == "challenge" and card.get("bg") == "rome":
        key = "challenge_rome"
    bg = card.get("bg")
    return WORDS[key].format(value=card.get("value", 0), amount=card.get("amount", 0),
                             bg=BG_NAME.get(bg, ""), short=BG_SHORT.get(bg, ""))


TEXT = tuple(words(c) for c in range(len(CARDS)))

# Sickness: d6 at the start of each later turn of the sick leader's owner.
SICK_RECOVER = (1,)
SICK_DIES = (4, 5, 6)
ASSASSINATED_ON = (5, 6)                      # Leadership Challenged

RECONSTRUCTED = (
    "The crisis values IV, V, VI, VII, VIII and VIII (six crisis cards and the "
    "collapse at XVIII are verified).",
    "Leader strengths and the 14-card action sets per background follow the "
    "original Red Empire; the seven Rome actions are our proposal.",
    "How many of each other card, and their amounts (penalties -1/-2, Citizens "
    "-1/-2, Hero +1/+2/+3).",
    "The leaders' names are ours.",
)
