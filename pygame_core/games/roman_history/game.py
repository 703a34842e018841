"""Roman History (six ages), for 2 to 6 players: the Game the kernel plays, and
what the package declares on it (its AI knowledge, scenarios, tutorials,
invariants, view schema, the review's estimate and statistics, and the table
read by ear)."""
from ...kernel import Game, GameInfo, held, find, player_names
from ...kernel.rng import game_shuffle
from . import ai, data as D, invariants, scenarios, schema, speech, stats, tutorial
from .data import NAME
from .rules import card_info, flow, turn_frame
from .table import count, new_table, owner_of, resample, tokens

INFO = GameInfo("roman-history", "Roman History", 2, 6,
                line=("Six ages from Rome's founding to its fall: fight Threats, conquer, "
                      "build and worship with your Gold, Ambition and Fate."), moves=510)


class RomanHistory(Game):
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
    score_name = "VP"

    def turn_of(self, st):
        return st["turns"]

    def turn_bound(self, players):
        """The most actions of one turn (a player's nineteen phases, 3.3, with
        the others' Faction tokens): one decision or pass a phase, and the
        phases that repeat are paid for from capped stocks (2.2: Gold 20,
        Ambition 12, Legions 10, Fate 7) or cards: Religion cards (1 Gold each),
        Culture (Fate), Builds (Ambition and Gold), Games rolls (Gold), attacks
        (Ambition and Gold) and rolls again (a Legion each), Threat rolls (a
        Legion or a Battle card each), Disaster targets (3), extra reveals,
        Battle and Politics cards from a hand of at most HAND_CAP.  A conquest
        refills Gold, so each paid phase may run twice over its cap."""
        c = D.CAPS
        paid = 2 * (c["gold"] + c["fate"] + c["ambition"] + c["gold"] + c["ambition"]
                    + c["legions"] + c["legions"])
        return 19 + paid + 3 + sum(D.EXTRA_REVEAL.values()) + 3 * D.HAND_CAP + 2 * players

    owner_of = staticmethod(owner_of)
    tokens = staticmethod(tokens)

    def setup(self, players, rng, options):
        st = new_table(players, player_names(options, players), rng)
        game_shuffle(st, st["deck"])        # 3.1: age 1 broken out and shuffled
        log = []
        self.flow.start(st, "game", log, held(options))
        st["setup_log"] = log
        return st

    def result(self, st):
        scores = st["final"] or [p["vp"] for p in st["players"]]
        return {"scores": list(scores), "winners": list(st["winners"])}

    def phase_help(self, st):
        if not st["stack"]:
            return "The game is over: the most VP wins; a tie is a shared victory (RH-36)."
        return self.flow.help(st)

    def view(self, st, seat):
        """3.6: everything is public except the order of the undrawn cards."""
        tf = turn_frame(st)
        actor = self.flow.to_move(st)
        top = st["stack"][-1] if st["stack"] else None
        seize = find(st, "seize") if st["stack"] else None
        players = []
        for s, p in enumerate(st["players"]):
            coll = p["coll"]
            players.append({
                "seat": s, "gold": p["gold"], "ambition": p["ambition"],
                "legions": p["legions"], "temp_legions": p["temp"], "fate": p["fate"],
                "faction": p["faction"], "vp": p["vp"],
                "collection": [card_info(c, st) for c in coll],
                "hand": [card_info(c) for c in p["hand"]],
                "in_power": [c for c in coll if c in st["power"]],
                "counts": {k: count(p, k) for k in ("conquest", "build", "religion", "culture",
                                                    "politics", "leader")}})
        return {
            "game": INFO.id, "players": st["n"], "seat": seat, "names": list(st["names"]),
            "age": st["age"], "age_name": D.AGES[st["age"]], "deck_count": len(st["deck"]),
            "unused_ages": list(st["unused"]), "discard_count": len(st["discard"]),
            "discard_top": [card_info(c) for c in st["discard"][-5:]],
            "available": {pile: [card_info(c, st) for c in st["avail"][pile]]
                          for pile in D.PILES},
            # [pile, its name, its price] as the table heads each, in the table's
            # order (data.PILE_HEAD; a list: the board keeps the order)
            "pile_heads": [[pile] + list(D.PILE_HEAD[pile]) for pile in D.PILES],
            "power_tokens": tokens(st), "power_title": D.TITLE[st["age"]],
            "power": list(st["power"]), "division": st["division"],
            "active": st["active"], "actor": actor[0] if actor else None,
            "phase": st["phase"], "phase_name": D.PHASES[st["phase"] - 1] if st["phase"] else "",
            "turn": ({"leader_taken": tf["leader"], "senate_used": tf["senate"],
                      "religion_discarded": tf["religion"], "power_attempted": tf["power"],
                      "builds_bought": tf["builds"], "games_rolls": tf["games"],
                      "won_fight": tf["won"]} if tf is not None and "won" in tf else None),
            "seize": ({"leader": seize["leader"], "target": seize["target"],
                       "leader_name": NAME[seize["leader"]],
                       "target_name": NAME[seize["target"]],
                       "bonus": seize["bonus"]} if seize is not None else None),
            "pending": top["card"] if top is not None and top["p"] in ("disaster", "death")
            else None,
            "rolls": [dict(r) for r in st["rolls"]],
            "players_info": players,
            "winners": list(st["winners"]), "turns": st["turns"],
            # by type: [on the card, in full, what owning it gives (D.OWNED)]
            "effects": {k: list(v) + [D.OWNED[k]] for k, v in D.EFFECTS.items()},
        }

    def determinize(self, st, seat, rng):
        """Resample what ``seat`` cannot see (table.py ``resample``)."""
        return resample(st, seat, rng)

    def unseen(self, st, rng):
        """What nobody can see is what no seat can (3.6: the undrawn deck's
        order, the one thing hidden): ``resample`` for any seat."""
        return resample(st, None, rng)


GAME = RomanHistory()
