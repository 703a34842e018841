"""Time of Crisis (2nd edition) on the flow spine (kernel/flow.py): the Game.

The package in layers, each importing only those above it (issue 19 item 4):

- data.py: the rulebook's tables;
- table.py: the table (described there), its readers and changers, the
  game's ``flow`` and its card effects' moments (``EVENTS``, ``CARDS``);
- actions.py: the fourteen actions of Take Actions, one entry each;
- effects.py: what each event and influence card does, one class each,
  registered on ``EVENTS`` and ``CARDS``;
- ending.py: the last round and the winner (ToC 7.1);
- the phases, each registering its procedures and steps on ``flow``:
  turn.py (the game, its set-up and the turn, ToC 3.2, 6), crisis.py (ToC 6.2,
  9), take_actions.py (ToC 6.3), combat.py (ToC 8);
- schema, ai, positions, scenarios, tutorial, invariants, stats, speech: the
  view's contract, the AI's knowledge (and the review's chance to win),
  positions built by hand, teaching positions, the lesson, what holds after
  every step, the statistics at the end and the table read by ear;
- game.py (here): the Game the kernel plays, its view and hidden parts, and
  what the package declares on it.

Sections in comments ("ToC 6.3.2") follow rules/003_...txt; "§" and the
rulings R-xx follow games/time-of-crisis-data.md; our own gap rulings (T-xx)
are in docs/rulings/time-of-crisis.md.
"""
from ...kernel import Game, GameInfo, held
from ...kernel.flow import target
from ...kernel.match import copy_state
from ...kernel.rng import game_below
from . import (ai, combat, crisis, invariants, scenarios, schema, speech, stats, take_actions,
               turn, tutorial)
from . import data as D
from .actions import (basilica_dice, enemies, place_governor_targets, requirement, vote_chance,
                      votes_words)
from .combat import battle_chances, battle_words, enemy_words, side_of
from .data import PROVINCES
from .take_actions import options
from .turn import BEFORE_CHECK, support_check
from .table import (NEUTRAL, card_price, count, emperor, flow, fresh_state, governed,
                    legions_in_play, militia_with, mob_counters, political_points, pretender,
                    resample, scratch, shuffle_events, unit_region, unseen)

INFO = GameInfo("time-of-crisis", "Time of Crisis", 2, 4,
                options={"short": {"type": "bool", "default": False,
                                   "label": "Short game (40 legacy)"}},
                line=("The map game: build a deck of influence, govern provinces, lead "
                      "armies against barbarians and rivals, and take the throne for legacy."),
                moves=280)

# The phases whose procedures and steps are registered on ``flow``.
PHASES = (turn, crisis, take_actions, combat)


class TimeOfCrisis(Game):
    info = INFO
    flow = flow
    # What the package declares beside its rules (kernel/game.py): nothing is
    # found by a module's name.
    heuristics = ai.HEURISTICS          # the kernel AI's game knowledge (pygame_core/ai)
    scenario_book = scenarios.SCENARIOS
    tutorial_book = tutorial.TUTORIALS
    invariants = invariants             # checked after every step by the conformance suite
    view_schema = schema.VIEW           # the view's keys and types, the boards' contract
    chances = ai.win_chances            # each seat's chance to win (the review, issue 35)
    tally = stats.Tally                 # its statistics at the end (the review)
    speech = speech                     # the table read by ear (issue 46: Game.read)
    score_name = "legacy"
    # Edition 3 (engine 0.3.0, issue 18): rulings T11 (a free capital move never
    # repeats a position), T1 narrowed and T5 (Undo instead of Back).  Engine
    # 0.4.0 moved the turn's scratch into the turn's frame (issue 19) and changed
    # no rule and no move: no new edition, so 0.3.0's games replay under 3.
    editions = {3: "0.3.0"}

    # No rule fixes the number of turns (the game ends on 60 legacy for an
    # Emperor, or on Diocletian from the event deck), so the whole game's bound
    # is stated, not derived: the longest games seen, 1,600 actions at random
    # (164 turns) and 2,903 with a hard seat against three normal (112 turns),
    # stay well inside it.
    action_bound = 10000

    def turn_of(self, st):
        return st["turns"]

    def turn_words(self, st):
        """The table counts rounds (ToC 6: each player one turn), not players' turns."""
        return f"Round {rounds(st)}"

    def turn_bound(self, players):
        """The most actions of one turn (edition 3), Pax Deorum's picks to the
        refill: every paid action spends at least 1 of the influence that the
        at most HAND + 1 cards played give (4 a card at most); each action or
        event takes its choice and at most 3 target parts; a free capital move
        is one per army between two other changes (ruling T11); a battle costs
        1 Military, each army or lone Militia fights once, and each hit taken
        is one choice of a unit's step (two steps a Legion)."""
        cards = D.HAND + 1                                  # the hand and Pax Deorum's card
        influence = cards * max(v for _, v, _ in D.CARDS.values())
        acts = influence + cards                            # paid actions and events
        armies = len(D.GENERAL_COSTS) + 1                   # generals in play
        provinces = len(PROVINCES)
        changes = 1 + cards + acts + provinces              # ... occupations among them
        battles = min(influence, armies + D.MILITIA)
        # hits on Legions (two steps each), barbarians or Foederati of any tribe,
        # leaders, Rival Emperors and a Militia; castra, flank, fight, reroll,
        # reward and advance
        per_battle = (2 * D.LEGIONS + D.BARBARIANS_PER_TRIBE * len(D.TRIBES) + len(D.LEADERS)
                      + len(D.RIVALS) + 1 + 6)
        buys = 1 + provinces * D.SUPPORT_MAX                # each costs a political point
        return (players + cards + 4 * acts + armies * changes + battles * per_battle
                + provinces + (cards + 1) + buys + 1 + (provinces + 1) + D.HAND + 1)

    emperor = staticmethod(emperor)
    governed = staticmethod(governed)
    pretender = staticmethod(pretender)

    def setup(self, players, rng, options):
        st = fresh_state(players, rng, options)
        shuffle_events(st)
        st["first"] = st["seat"] = game_below(st, players)             # ToC 3.2
        log = []
        self.flow.start(st, "game", log, held(options))
        st["setup_log"] = log
        return st

    def result(self, st):
        """The scores and winners, each seat's legacy by source and, once over,
        why the game ended (Diocletian, R-F4, or the last round, ToC 7.1)."""
        scores = st["final"] or [st["pl"][s]["legacy"] for s in range(st["n"])]
        res = {"scores": list(scores), "winners": list(st["winners"])}
        res["breakdown"] = []
        for s in range(st["n"]):
            src = st["pl"][s].get("src") or {}
            parts = [{"source": k, "points": v} for k, v in sorted(src.items())]
            rest = st["pl"][s]["legacy"] - sum(src.values())     # a scenario begins scored
            res["breakdown"].append(parts + ([{"source": "Earlier legacy", "points": rest}]
                                             if rest else []))
        if st["over"]:
            res["ended"] = ("Diocletian was drawn from the event deck: the game ended at once."
                            if "diocletian" in st["out"] else
                            "An Emperor reached " + str(D.LEGACY_END_SHORT if st["short"] else
                                                        D.LEGACY_END) +
                            " legacy and the last round was played out.")
        return res

    def phase_help(self, st):
        if not st["stack"]:
            return ("The most legacy wins; ties: the Emperor, a lone Pretender, provinces, "
                    "Legions, a die. " + self.flow.note).strip()
        return self.flow.help(st)

    # ------------------------------------------------------------ view
    def view(self, st, seat):
        n = st["n"]
        players = []
        for s in range(n):
            pl = st["pl"][s]
            mine = scratch(st, s)               # the turn's scratch: empty but in its turn
            players.append({
                "seat": s, "name": st["names"][s], "colour": D.COLOURS[s],
                "legacy": pl["legacy"], "emperor_turns": pl["et"],
                "hand_count": count(pl["hand"]), "available_count": count(pl["avail"]),
                "discard": dict(pl["discard"]), "play": [list(x) for x in pl["play"]],
                "pool": dict(pl["pool"]), "political_points": mine["pp"],
                # what buying would start with if it began now (ToC 5.3: support
                # less Mobs in the provinces governed), shown during the turn
                "points_now": political_points(st, s),
                "bought": mine["bought"], "rewards": dict(mine["disc"]),
                "governors_available": pl["gov_av"], "governors_unclaimed": list(pl["gov_un"]),
                "generals_available": pl["gen_av"], "generals_unclaimed": list(pl["gen_un"]),
                "provinces": governed(st, s), "pretender": pretender(st, s),
                "done": list(mine["done"]),
            })
        me = st["pl"][seat] if seat is not None else None
        return {
            "game": INFO.id, "players": n, "seat": seat, "names": list(st["names"]),
            "turn": st["turns"], "round": rounds(st), "active": st["seat"], "first": st["first"],
            "short": st["short"], "last_round": st["last_round"],
            "scores": [st["pl"][s]["legacy"] for s in range(n)],
            "emperor": emperor(st), "tribes": list(st["tribes"]),
            "provinces": {p: {"governor": st["prov"][p]["gov"], "support": st["prov"][p]["sup"],
                              "mobs": st["prov"][p]["mobs"],
                              "improvements": list(st["prov"][p]["imp"]),
                              "quaestor": st["prov"][p]["q"], "militia": st["prov"][p]["mil"],
                              "militia_castra": st["prov"][p]["mc"],
                              "marker": st["prov"][p]["mark"],
                              "barbarians": {t: list(v) for t, v in st["barb"][p].items()}}
                          for p in PROVINCES},
            "armies": [{"id": a["id"], "owner": a["o"], "region": a["r"], "in_capital": a["cap"],
                        "legions": list(a["leg"]), "foederati": list(a["foed"]),
                        "castra": a["castra"], "fought": a["fought"],
                        "militia": militia_with(st, a)} for a in st["armies"]],
            "homelands": {t: list(v) for t, v in st["home"].items()},
            "leaders": dict(st["leaders"]), "rivals": dict(st["rivals"]),
            "lasting_event": st["lasting"], "events_out": list(st["out"]),
            "event_deck_count": len(st["deck"]), "supply": dict(st["supply"]),
            "trashed": dict(st["trashed"]), "dice": st["dice"],
            "player_state": players,
            "hand": dict(me["hand"]) if me else {},
            "available": dict(me["avail"]) if me else {},
            "legions_supply": D.LEGIONS - legions_in_play(st),
            "mob_counters_used": mob_counters(st),
            # for the map's side panel: each card's colour and value, and what
            # the viewer would pay for each now (ToC 5.3)
            "card_values": {c: [D.CARDS[c][0], D.CARDS[c][1]] for c in D.CARD_IDS},
            "prices": ({c: card_price(st, seat, c) for c in D.SUPPLY_CARDS}
                       if seat is not None else {}),
            "legacy_end": D.LEGACY_END_SHORT if st["short"] else D.LEGACY_END,
            # for the table (issue 21): each card's and event's effect in short
            # words, and the viewer's odds in each Place a Governor open to him
            "card_text": dict(D.CARD_TEXT), "event_text": dict(D.EVENT_TEXT),
            # each region's name, as the labels and the log write it (the map's
            # labels take it from here, not from a copy of data.NAME)
            "region_names": dict(D.NAME),
            "governor_votes": governor_odds(st, seat),
            "battle_odds": battle_odds(st, seat),
            "support_check": support_forecast(st, seat),
        }

    # ------------------------------------------------------------ hidden parts
    def determinize(self, st, seat, rng):
        """Resample what ``seat`` cannot see (table.py ``resample``)."""
        return resample(st, seat, rng)

    def unseen(self, st, rng):
        """What no seat can see resampled (table.py ``unseen``)."""
        return unseen(st, rng)


# ============================================================ the table's odds (view only)
def governor_odds(st, s):
    """{province: {"need", "neutral", "bonus", "chance", "words"}} for each
    province ``s`` may seek with Place a Governor: the votes needed (R-A1), the
    extra Basilica dice in Italia (R-A7), the chance with 1, 2, ... Senate
    dice, and all that in words (actions.votes_words: the map's, the panel's
    and the ear's)."""
    if s is None:
        return {}
    have = st["pl"][s]["pool"]["s"]
    out = {}
    for p in place_governor_targets(st, s):
        need = requirement(st, s, p)
        neutral = st["prov"][p]["gov"] == NEUTRAL
        bonus = basilica_dice(st, s) if p == "italia" else 0
        chance = [vote_chance(n + bonus, need, neutral) for n in range(1, have + 1)]
        out[p] = {"need": need, "neutral": neutral, "bonus": bonus, "chance": chance,
                  "words": votes_words(need, chance, bonus)}
    return out


def support_forecast(st, s):
    """What the Support Check (ToC 6.4) would do to ``s``'s provinces if his
    actions ended now: {"points": the political points buying would then
    start with (ToC 5.3), "provinces": {province: {"support": after the
    check, "lost": whether he loses it}} for each province it changes}, in
    his own turn before the check (turn.BEFORE_CHECK); {} otherwise and for no
    seat.  Played on a copy of the table (turn.support_check), nothing
    logged."""
    node = flow.current(st)[0] if st["stack"] else None
    if s is None or st["seat"] != s or node is None or node.name not in BEFORE_CHECK:
        return {}
    after = copy_state(st)
    support_check(after, s, None)
    changed = {}
    for p in PROVINCES:
        was, now = st["prov"][p], after["prov"][p]
        if was["gov"] == s and (now["gov"] != s or now["sup"] != was["sup"]):
            changed[p] = {"support": now["sup"] if now["gov"] == s else 0, "lost": now["gov"] != s}
    return {"points": political_points(after, s), "provinces": changed}


def battle_odds(st, s):
    """The odds of each battle the prompt offers ``s`` (Initiate a battle,
    ToC 6.3.1, 8), before he commits: {target key ("army:3", "tribe:goths",
    the key the board outlines): combat.battle_chances, with "region" where it
    is fought, "against" (the enemy's words) and "words" (the odds in words,
    combat.battle_words)}.  Picking the army: each
    army with a single enemy (the pick starts the battle); picking the enemy:
    each enemy of the army picked."""
    f = st["stack"][-1] if st["stack"] else None
    if s is None or f is None or f["p"] != "target" or f.get("act") != "battle" \
            or st["seat"] != s:
        return {}
    if f["sel"]:
        u = f["sel"][0]["army"]
        fights = [(u, e, e) for e in enemies(st, s, u)]
    else:
        fights = []
        for pick in options(st, s, "battle", []) or []:
            found = enemies(st, s, pick["army"])
            if len(found) == 1:
                fights.append((pick["army"], found[0], pick))
    out = {}
    for u, e, pick in fights:
        key = target(pick, take_actions.Target.nouns)
        odds = battle_chances(st, u, e)
        odds["region"] = unit_region(st, u)
        odds["against"] = enemy_words(st, side_of(st, e))
        odds["words"] = battle_words(odds)
        out[key["kind"] + ":" + str(key["id"])] = odds
    return out


GAME = TimeOfCrisis()


def rounds(st):
    """The round under way (ToC 6: each player one turn, clockwise from the
    First Player; 0 during set-up): the table counts players' turns."""
    return (st["turns"] + st["n"] - 1) // st["n"]
