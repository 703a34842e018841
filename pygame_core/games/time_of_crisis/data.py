"""Time of Crisis (2nd edition): every table the rules engine reads, in one place.

Source: ../shared/games/time-of-crisis-data.md (section numbers "§" below).
Each table carries the data sheet's mark: VERIFIED (the rulebook), REPORTED
(play reports, the online edition) or RECONSTRUCTED (our design).  Only this
module holds REPORTED and RECONSTRUCTED values; ``MARKS`` lists them for the
About page and the rules help.  A player who owns the printed components can
correct a value here and nothing else needs to change.
"""

# --- Seats and colours (§0.1, VERIFIED) -----------------------------------------
COLOURS = ("green", "blue", "yellow", "red")

# --- Regions (§1) -----------------------------------------------------------------
# 12 provinces VERIFIED; names of capitals are flavour only.
PROVINCES = ("britannia", "gallia", "hispania", "africa", "italia", "pannonia",
             "macedonia", "thracia", "asia", "galatia", "syria", "aegyptus")
# 4 sea zones: RECONSTRUCTED (§1.2)
SEAS = ("oceanus_britannicus", "mare_occidentale", "mare_orientale", "pontus_euxinus")
TRIBES = ("franks", "alamanni", "goths", "sassanids", "nomads")      # VERIFIED
HOMELAND = {t: "homeland_" + t for t in TRIBES}
HOMELANDS = tuple(HOMELAND[t] for t in TRIBES)
TRIBE_OF_HOMELAND = {h: t for t, h in HOMELAND.items()}
REGIONS = PROVINCES + SEAS + HOMELANDS

NAME = {
    "britannia": "Britannia", "gallia": "Gallia", "hispania": "Hispania", "africa": "Africa",
    "italia": "Italia", "pannonia": "Pannonia", "macedonia": "Macedonia",
    "thracia": "Thracia", "asia": "Asia", "galatia": "Galatia", "syria": "Syria",
    "aegyptus": "Aegyptus", "oceanus_britannicus": "Oceanus Britannicus",
    "mare_occidentale": "Mare Occidentale", "mare_orientale": "Mare Orientale",
    "pontus_euxinus": "Pontus Euxinus", "homeland_franks": "Frankish homeland",
    "homeland_alamanni": "Alamannic homeland", "homeland_goths": "Gothic homeland",
    "homeland_sassanids": "Sassanid homeland", "homeland_nomads": "Nomad homeland",
}
TRIBE_NAME = {"franks": "Franks", "alamanni": "Alamanni", "goths": "Goths",
              "sassanids": "Sassanids", "nomads": "Nomads"}

# The movement graph, 41 undirected edges (§1.4).  Mark per edge.
EDGES = (
    ("gallia", "hispania", "REPORTED"), ("gallia", "italia", "REPORTED"),
    ("hispania", "africa", "VERIFIED"), ("africa", "aegyptus", "VERIFIED"),
    ("italia", "pannonia", "RECONSTRUCTED"), ("pannonia", "macedonia", "RECONSTRUCTED"),
    ("pannonia", "thracia", "RECONSTRUCTED"), ("macedonia", "thracia", "VERIFIED"),
    ("thracia", "asia", "VERIFIED"), ("asia", "galatia", "RECONSTRUCTED"),
    ("galatia", "syria", "VERIFIED"), ("syria", "aegyptus", "RECONSTRUCTED"),
    ("britannia", "oceanus_britannicus", "RECONSTRUCTED"),
    ("gallia", "oceanus_britannicus", "RECONSTRUCTED"),
    ("hispania", "mare_occidentale", "RECONSTRUCTED"),
    ("gallia", "mare_occidentale", "RECONSTRUCTED"),
    ("italia", "mare_occidentale", "RECONSTRUCTED"),
    ("africa", "mare_occidentale", "RECONSTRUCTED"),
    ("macedonia", "mare_occidentale", "RECONSTRUCTED"),
    ("macedonia", "mare_orientale", "RECONSTRUCTED"),
    ("thracia", "mare_orientale", "RECONSTRUCTED"),
    ("asia", "mare_orientale", "RECONSTRUCTED"),
    ("galatia", "mare_orientale", "RECONSTRUCTED"),
    ("syria", "mare_orientale", "RECONSTRUCTED"),
    ("aegyptus", "mare_orientale", "RECONSTRUCTED"),
    ("thracia", "pontus_euxinus", "RECONSTRUCTED"),
    ("asia", "pontus_euxinus", "RECONSTRUCTED"),
    ("galatia", "pontus_euxinus", "RECONSTRUCTED"),
    ("mare_occidentale", "mare_orientale", "RECONSTRUCTED"),
    ("mare_orientale", "pontus_euxinus", "RECONSTRUCTED"),
    ("homeland_franks", "gallia", "RECONSTRUCTED"),
    ("homeland_franks", "oceanus_britannicus", "RECONSTRUCTED"),
    ("homeland_alamanni", "gallia", "RECONSTRUCTED"),
    ("homeland_alamanni", "italia", "RECONSTRUCTED"),
    ("homeland_alamanni", "pannonia", "RECONSTRUCTED"),
    ("homeland_goths", "thracia", "REPORTED"),
    ("homeland_goths", "pontus_euxinus", "RECONSTRUCTED"),
    ("homeland_sassanids", "galatia", "RECONSTRUCTED"),
    ("homeland_sassanids", "syria", "RECONSTRUCTED"),
    ("homeland_nomads", "africa", "RECONSTRUCTED"),
    ("homeland_nomads", "aegyptus", "RECONSTRUCTED"),
)
ADJ = {r: [] for r in REGIONS}
for _a, _b, _m in EDGES:
    ADJ[_a].append(_b)
    ADJ[_b].append(_a)
ADJ = {r: tuple(sorted(v, key=REGIONS.index)) for r, v in ADJ.items()}

# Province adjacency for Pretenders (§1.5): the province-province edges plus
# the special Gallia-Britannia link (rule 12.1, VERIFIED); Italia never joins.
PROVINCE_ADJ = {p: tuple(q for q in ADJ[p] if q in PROVINCES) for p in PROVINCES}
PROVINCE_ADJ["gallia"] = PROVINCE_ADJ["gallia"] + ("britannia",)
PROVINCE_ADJ["britannia"] = PROVINCE_ADJ["britannia"] + ("gallia",)

# --- Invasion paths (§2.2): tribe -> white die -> provinces in order ---------------
PATHS = {
    "franks": {1: ("britannia",), 2: ("gallia",), 3: ("gallia", "hispania"),
               4: ("britannia", "gallia"), 5: ("gallia", "italia"),
               6: ("gallia", "hispania", "africa")},
    "alamanni": {1: ("pannonia",), 2: ("pannonia", "italia"), 3: ("italia", "pannonia"),
                 4: ("gallia",), 5: ("gallia", "italia"), 6: ("pannonia", "thracia")},
    "goths": {1: ("thracia", "macedonia"), 2: ("thracia", "pannonia"), 3: ("asia", "galatia"),
              4: ("galatia", "asia"), 5: ("thracia", "asia"), 6: ("macedonia", "thracia")},
    "sassanids": {1: ("syria",), 2: ("syria", "galatia"), 3: ("galatia", "asia"),
                  4: ("galatia", "syria"), 5: ("syria", "aegyptus"),
                  6: ("syria", "galatia", "asia")},
    "nomads": {1: ("africa",), 2: ("africa", "hispania"), 3: ("aegyptus",),
               4: ("aegyptus", "africa"), 5: ("africa", "aegyptus"), 6: ("aegyptus", "syria")},
}
# VERIFIED parts: sassanids 3 complete; the first province of goths 1 and sassanids 6.
# The rest RECONSTRUCTED.  Declared exceptions to the design properties (§2.2):
FIRST_PROVINCE_EXCEPTIONS = (("goths", 6),)
CONSECUTIVE_EXCEPTIONS = (("franks", 4),)

# --- Set-up by player count (§0.2, VERIFIED) ---------------------------------------
NO_PLACE = {4: (), 3: ("hispania", "africa", "aegyptus"),
            2: ("britannia", "hispania", "africa", "aegyptus", "syria", "galatia")}
TRIBES_IN_PLAY = {4: TRIBES, 3: ("franks", "alamanni", "goths", "sassanids"),
                  2: ("franks", "alamanni", "goths")}
ITALIA_START = {4: 8, 3: 6, 2: 4}

# --- Crisis tables (§3), 2d6 -> result ---------------------------------------------
# 4 players: 3, 5, 6, 7, 8, 10 VERIFIED; 2, 4, 9, 11 RECONSTRUCTED; 12 REPORTED.
# 3 and 2 players: RECONSTRUCTED (the card is not available).
CRISIS = {
    4: {2: "ira_deorum", 3: "sassanids", 4: "nomads", 5: "sassanids", 6: "goths",
        7: "event", 8: "alamanni", 9: "goths", 10: "franks", 11: "alamanni",
        12: "pax_deorum"},
    3: {2: "ira_deorum", 3: "sassanids", 4: "franks", 5: "sassanids", 6: "goths",
        7: "event", 8: "alamanni", 9: "goths", 10: "franks", 11: "alamanni",
        12: "pax_deorum"},
    2: {2: "ira_deorum", 3: "franks", 4: "alamanni", 5: "goths", 6: "goths", 7: "event",
        8: "alamanni", 9: "goths", 10: "franks", 11: "alamanni", 12: "pax_deorum"},
}

# --- Counters, costs and limits (§4) ------------------------------------------------
# Governor and General costs of the bought counters: 1 VERIFIED; 2 REPORTED;
# Governor 3 REPORTED, General 3 RECONSTRUCTED; 4 and 5 RECONSTRUCTED.
GOVERNOR_COSTS = (1, 2, 3, 4, 5)
GENERAL_COSTS = (1, 2, 3, 4, 5)
LEGIONS = 33
MILITIA = 12
BARBARIANS_PER_TRIBE = 10
MOB_COUNTERS = 16              # double-sided; ceil(m / 2) counters per province (R-G6)
MARKERS = 17                   # Quaestor / Castra, shared
PRETENDER_MARKERS = 6
IMPROVEMENTS = ("amphitheater", "basilica", "limes")
IMPROVEMENT_COUNT = 12
SUPPORT_MAX = 4
ITALIA_MAX = 8
HAND = 5
START_DECK = {"red_1": 3, "blue_1": 3, "yellow_1": 3}
COSTS = {"recruit": None, "create_army": 1, "train": 1, "move": 1, "battle": 1,
         "disperse": 1, "recall": 2, "militia": 2, "games": 2, "build": 3, "trash": 3}
EMPEROR_BONUS = (10, 6, 3, 0)       # VERIFIED (7.1)
LEGACY_END = 60
LEGACY_END_SHORT = 40

# --- Influence cards (§4.5: counts and names VERIFIED) ---------------------------------
SPHERES = ("m", "s", "p")
SPHERE_NAME = {"m": "Military", "s": "Senate", "p": "Populace"}
COLOUR_SPHERE = {"red": "m", "blue": "s", "yellow": "p"}
# card id -> (colour, value, event); "value 1 has no event" RECONSTRUCTED;
# damnatio_memoriae's value 4 RECONSTRUCTED (inferred, strong).
CARDS = {
    "red_1": ("red", 1, None), "castra": ("red", 2, "castra"),
    "flanking_maneuver": ("red", 3, "flanking_maneuver"),
    "praetorian_guard": ("red", 4, "praetorian_guard"),
    "blue_1": ("blue", 1, None), "tribute": ("blue", 2, "tribute"),
    "foederati": ("blue", 3, "foederati"), "damnatio_memoriae": ("blue", 4, "damnatio_memoriae"),
    "yellow_1": ("yellow", 1, None), "quaestor": ("yellow", 2, "quaestor"),
    "mob": ("yellow", 3, "mob"), "pretender": ("yellow", 4, "pretender"),
}
CARD_IDS = tuple(CARDS)
CARD_NAME = {"red_1": "Red 1", "castra": "Castra", "flanking_maneuver": "Flanking Maneuver",
             "praetorian_guard": "Praetorian Guard", "blue_1": "Blue 1", "tribute": "Tribute",
             "foederati": "Foederati", "damnatio_memoriae": "Damnatio Memoriae",
             "yellow_1": "Yellow 1", "quaestor": "Quaestor", "mob": "Mob",
             "pretender": "Pretender"}
COUNT_BY_VALUE = {1: 12, 2: 9, 3: 8, 4: 6}
CARD_COUNT = {c: COUNT_BY_VALUE[v] for c, (_, v, _) in CARDS.items()}
SUPPLY_CARDS = tuple(c for c in CARD_IDS if CARDS[c][1] > 1)

# Influence-card events (§6.2, §11.2): timing and the marker placed.
CARD_EVENTS = {
    "castra": {"timing": "take_actions_or_battle_before_roll", "marker": "castra"},
    "flanking_maneuver": {"timing": "battle_before_roll", "marker": None},
    "praetorian_guard": {"timing": "own_action", "marker": None, "pays_with": "m"},
    "tribute": {"timing": "take_actions", "marker": None},
    "foederati": {"timing": "take_actions", "marker": None, "reach_adjacent": True},
    "damnatio_memoriae": {"timing": "during_place_governor", "marker": None},
    "quaestor": {"timing": "take_actions", "marker": "quaestor", "extra_votes": 2},
    "mob": {"timing": "take_actions", "marker": "mob"},
    "pretender": {"timing": "take_actions", "marker": "seat_or_breakaway", "min_support": 3},
}
QUAESTOR_VOTES = 2                    # RECONSTRUCTED (§6.2)
PRETENDER_MIN_SUPPORT = 3             # RECONSTRUCTED (mirrors 6.5)
PRETENDER_REQUIRES_CONNECTION = True  # R-H10
FOEDERATI_REACH_ADJACENT = True       # RECONSTRUCTED (§6.2)

# --- Event cards (§5, §11.1) ---------------------------------------------------------
EVENTS = {
    "plague_of_cyprian": {"n": 1, "name": "Plague of Cyprian", "kind": "lasting",
                          "duration": "until_replaced", "trigger": "battle_hits",
                          "placement": None, "legacy_effect": "none",
                          "params": {"extra_hits_each_side": 1}},
    "ardashir": {"n": 2, "name": "Ardashir", "kind": "barbarian_leader",
                 "duration": "while_counter_in_play", "trigger": "crisis_invasion",
                 "placement": "homeland_sassanids", "legacy_effect": "none",
                 "params": {"tribe": "sassanids", "all_active_invade": True}},
    "priest_king_of_emesa": {"n": 3, "name": "Priest King of Emesa", "kind": "rival_emperor",
                             "duration": "while_counter_in_play", "trigger": "support_check",
                             "placement": "syria", "legacy_effect": "none", "params": {}},
    "palmyra_allies": {"n": 4, "name": "Palmyra Allies", "kind": "immediate",
                       "duration": "instant", "trigger": "on_draw", "placement": None,
                       "legacy_effect": "none", "params": {"tribe": "sassanids"}},
    "shapur_i": {"n": 5, "name": "Shapur I", "kind": "barbarian_leader",
                 "duration": "while_counter_in_play", "trigger": "battle_hits",
                 "placement": "homeland_sassanids", "legacy_effect": "none",
                 "params": {"tribe": "sassanids", "hits_against_player_side": -1}},
    "postumus": {"n": 6, "name": "Postumus", "kind": "rival_emperor",
                 "duration": "while_counter_in_play", "trigger": "support_check",
                 "placement": "gallia", "legacy_effect": "none", "params": {}},
    "ludi_saeculares": {"n": 7, "name": "Ludi Saeculares", "kind": "immediate",
                        "duration": "instant", "trigger": "on_draw", "placement": None,
                        "legacy_effect": "none",
                        "params": {"italia_mobs": "remove_all", "italia_support": 1}},
    "cniva": {"n": 8, "name": "Cniva", "kind": "barbarian_leader",
              "duration": "while_counter_in_play", "trigger": "battle_dice",
              "placement": "homeland_goths", "legacy_effect": "none",
              "params": {"tribe": "goths", "own_to_hit": 3}},
    "zenobia": {"n": 9, "name": "Zenobia", "kind": "rival_emperor",
                "duration": "while_counter_in_play", "trigger": "support_check",
                "placement": "aegyptus", "legacy_effect": "none", "params": {}},
    "bad_auguries": {"n": 10, "name": "Bad Auguries", "kind": "lasting",
                     "duration": "until_replaced", "trigger": "battle_dice", "placement": None,
                     "legacy_effect": "none",
                     "params": {"augury_modifier": 1, "augury_scope": "all_player_units"}},
    "raiding_parties": {"n": 11, "name": "Raiding Parties", "kind": "immediate",
                        "duration": "instant", "trigger": "on_draw", "placement": None,
                        "legacy_effect": "none", "params": {"one_counter_per_tribe": True}},
    "preparing_for_war": {"n": 12, "name": "Preparing for War", "kind": "immediate",
                          "duration": "instant", "trigger": "on_draw", "placement": None,
                          "legacy_effect": "none", "params": {"flip_per_homeland": 2}},
    "inflation": {"n": 13, "name": "Inflation", "kind": "lasting", "duration": "until_replaced",
                  "trigger": "action_cost", "placement": None, "legacy_effect": "none",
                  "params": {"cost_changes": {"build": 1}}},
    "good_auguries": {"n": 14, "name": "Good Auguries", "kind": "lasting",
                      "duration": "until_replaced", "trigger": "battle_dice",
                      "placement": None, "legacy_effect": "none",
                      "params": {"augury_modifier": -1, "augury_scope": "all_player_units"}},
    "diocletian": {"n": 15, "name": "Diocletian", "kind": "end", "duration": "game_end",
                   "trigger": "on_draw", "placement": None, "legacy_effect": "none",
                   "params": {}},
}
EVENT_IDS = tuple(sorted(EVENTS, key=lambda e: EVENTS[e]["n"]))
LEADERS = tuple(e for e in EVENT_IDS if EVENTS[e]["kind"] == "barbarian_leader")
RIVALS = tuple(e for e in EVENT_IDS if EVENTS[e]["kind"] == "rival_emperor")
LEADER_TRIBE = {e: EVENTS[e]["params"]["tribe"] for e in LEADERS}
RIVAL_PROVINCE = {e: EVENTS[e]["placement"] for e in RIVALS}
DIOCLETIAN_BOTTOM = 4          # Diocletian shuffled among the bottom four (3.1, VERIFIED)

# --- Combat (8.1, VERIFIED; leader and rival dice VERIFIED) --------------------------
TO_HIT = {"full": 3, "reduced": 5, "militia": 5, "barbarian": 4, "foederati": 4,
          "leader": 4, "rival": 4}
DICE = {"leader": 2, "rival": 3}
BATTLE_LEGACY = 2
REWARD_DISCOUNT = 2

# --- Marks: what is not VERIFIED, for the About page and the help (one place) ----------
MARKS = (
    ("Sea zones and most adjacencies", "RECONSTRUCTED",
     "four sea zones; only Hispania-Africa, Africa-Aegyptus, Macedonia-Thracia, "
     "Thracia-Asia and Galatia-Syria are printed facts; Gallia-Hispania, Gallia-Italia "
     "and Goths-Thracia are reported"),
    ("Invasion paths", "RECONSTRUCTED",
     "all but Sassanids 3 and the first province of Goths 1 and Sassanids 6"),
    ("Crisis table, 4 players", "RECONSTRUCTED",
     "2 Ira Deorum, 4 Nomads, 9 Goths, 11 Alamanni; 12 Pax Deorum reported"),
    ("Crisis tables, 2 and 3 players", "RECONSTRUCTED", "the separate cards"),
    ("Governor and General costs 2-5", "REPORTED / RECONSTRUCTED",
     "2 reported; Governor 3 reported; the rest reconstructed"),
    ("Damnatio Memoriae", "RECONSTRUCTED",
     "value 4; effect: the base requirement is the support level instead of twice it"),
    ("Quaestor", "RECONSTRUCTED", "+2 votes needed against its province"),
    ("Foederati", "RECONSTRUCTED", "reaches adjacent regions, either state, legions cap"),
    ("Praetorian Guard", "RECONSTRUCTED", "dice paid with Military only (R-H9)"),
    ("Pretender", "RECONSTRUCTED", "support 3+, connected provinces (R-H10)"),
    ("Event kinds and effects", "RECONSTRUCTED",
     "Plague, Palmyra Allies, Ludi Saeculares, Raiding Parties, Preparing for War, "
     "Shapur I, Cniva; Good and Bad Auguries as +-1 to hit (low confidence); "
     "Priest King and Zenobia as Rival Emperors and their provinces (reported)"),
)

# The same list as plain sentences, as the other games keep it (About page, help).
RECONSTRUCTED = tuple(f"{what}: {mark.lower()} ({detail})." for what, mark, detail in MARKS)

# --- What each card and event does, in our own short words (for the table: on
# the card, in the supply, in the events list).  Not the printed texts; the
# rules code above and the rulings are the reference. ------------------------------
CARD_TEXT = {
    "red_1": "1 Military influence.",
    "blue_1": "1 Senate influence.",
    "yellow_1": "1 Populace influence.",
    "castra": "2 Military. Event, once: a Castra on one of your armies or Militia "
              "(the side with it takes one hit fewer in battle).",
    "flanking_maneuver": "3 Military. Event, once in a battle: throw away your whole "
                         "roll and roll all your dice again.",
    "praetorian_guard": "4 Military. Event, once: seek Italia with Military dice "
                        "instead of Senate ones.",
    "tribute": "2 Senate. Event, once: the active barbarians of one tribe in one "
               "province turn inactive.",
    "foederati": "3 Senate. Event, once: a barbarian in or next to your army's region "
                 "joins it (if it has fewer barbarians than Legions; else it goes home).",
    "damnatio_memoriae": "4 Senate. Event, once, with a Place a Governor: the votes "
                         "needed are the support, not twice it.",
    "quaestor": "2 Populace. Event, once: a Quaestor in a province you govern; a rival "
                "needs 2 more votes there.",
    "mob": "3 Populace. Event, once: a Mob in a province a player governs.",
    "pretender": "4 Populace. Event, once: become a Pretender, with a Seat of Power in a "
                 "province of support 3 or more; your provinces joined to it break away.",
}
EVENT_TEXT = {
    "plague_of_cyprian": "Lasting: every battle deals one more hit to each side.",
    "ardashir": "A Sassanid leader at home: when the Sassanids invade, all their active "
                "counters go.",
    "priest_king_of_emesa": "A rival emperor in Syria: while he stands nobody scores Emperor "
                            "Turns and nothing is built there; he fights with 3 dice.",
    "palmyra_allies": "The Sassanids on the map go home, and all at home turn inactive.",
    "shapur_i": "A Sassanid leader at home: a player attacking his Sassanids scores one hit "
                "fewer.",
    "postumus": "A rival emperor in Gallia: while he stands nobody scores Emperor Turns and "
                "nothing is built there; he fights with 3 dice.",
    "ludi_saeculares": "The Mobs leave Italia; if a player governs it, its support rises by 1.",
    "cniva": "A Gothic leader at home: his two dice hit on 3 or more.",
    "zenobia": "A rival emperor in Aegyptus: while she stands nobody scores Emperor Turns "
               "and nothing is built there; she fights with 3 dice.",
    "bad_auguries": "Lasting: the players' units need one more to hit.",
    "raiding_parties": "Each tribe in play sends one active counter from home along a "
                       "white die's path.",
    "preparing_for_war": "In each homeland in play, up to two counters turn active.",
    "inflation": "Lasting: building an improvement costs 1 more Populace.",
    "good_auguries": "Lasting: the players' units need one less to hit.",
    "diocletian": "Diocletian takes power: the game ends at once.",
}
