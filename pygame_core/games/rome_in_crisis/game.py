"""Rome in Crisis (Rick Heli, Spotlight on Games, 2014), for 2 to 4 players: the
Game the kernel plays, and what the package declares on it (its AI knowledge,
scenarios, tutorials, invariants, view schema and the review's estimate and
statistics)."""
from ...kernel import Game, GameInfo, held, find, player_names
from ...kernel.rng import game_shuffle
from . import ai, data as D, effects, invariants, scenarios, schema, speech, stats, tutorial
from .data import CANDIDATE_BASE as CB
from .data import INFLUENCE
from .rules import emperor_total, flow, resample, unseen
from .table import (cand, card_name, cname, crisis_total, fresh, from_left_of, in_play,
                    influence_held, office_of, ranked_crises, worth)

INFO = GameInfo("rome-in-crisis", "Rome in Crisis", 2, 4,
                line=("Back would-be Emperors, bid your influence and clear the Empire's "
                      "crises for points, until two Emperors have fallen."), moves=70)


MIGRATE_1 = {   # engine 0.1.0's spellings of actions that changed
    "take": lambda a: {"type": "take", "candidate": a["card"]},
    "take_hand": lambda a: {"type": "draw"},
    "take_display": lambda a: {"type": "take", "card": a["card"]},
    "legatus_pick": lambda a: {"type": "appoint", "candidate": a["candidate"]},
    "no_seize": lambda a: {"type": "pass"},
    "legatus": lambda a: {"type": "fight", "crisis": a["war"], "cards": a["cards"]},
    "legatus_pass": lambda a: {"type": "pass"},
}


class RomeInCrisis(Game):
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
    speech = speech                     # the table in words, for a player by ear (issue 46)
    score_name = "points"

    def turn_of(self, st):
        return st["turn"]

    def turn_bound(self, players):
        """The most actions of one turn (A to E): apart from the passes and
        closing choices a seat makes at most once a step (method, nomination,
        pass or finish bidding, office order, Legatus, dealer), every action
        takes a card (48 influence, 10 candidates) out of the offer, a hand, a
        candidate or the crises, and a card does so at most three times a turn
        (drafted, played on a candidate or a crisis, then seized or removed)."""
        return 3 * (len(INFLUENCE) + len(D.CANDIDATES)) + 10 * players + 16

    def setup(self, players, rng, options):
        st = fresh(players, player_names(options, players), rng, options.get("edition", 2))
        # Setup 1: the oldest player (seat 0, R1) deals two cards to each.
        game_shuffle(st, st["deck"])
        for _ in range(2):
            for s in from_left_of(st, st["dealer"]):
                st["hands"][s].append(st["deck"].pop())
        log = []
        self.flow.start(st, "game", log, held(options))   # Setup 2: the dealer picks the first method
        st["setup_log"] = log
        return st

    def migrate(self, fmt, action):
        change = MIGRATE_1.get(action["type"]) if fmt == 1 else None
        return change(action) if change else action

    def result(self, st):
        """The kernel's result, with each seat's points by source and, when the
        top score is shared, the tie-break in words (End; R22)."""
        res = {"scores": list(st["scores"]), "winners": list(st["winners"])}
        earned = st.get("earned") or [{} for _ in range(st["n"])]
        res["breakdown"] = []
        for s, e in enumerate(earned):
            parts = [{"source": k, "points": v} for k, v in sorted(e.items())]
            rest = st["scores"][s] - sum(e.values())   # a scenario's position begins scored
            res["breakdown"].append(parts + ([{"source": "Earlier points", "points": rest}]
                                             if rest else []))
        top = max(st["scores"])
        tied = [s for s in range(st["n"]) if st["scores"][s] == top]
        if st["over"] and len(tied) > 1:
            names = st["names"]
            held = ", ".join(f"{names[s]} {influence_held(st, s)}" for s in tied)
            who = " and ".join(names[s] for s in st["winners"])
            res["tiebreak"] = (
                f"{' and '.join(names[s] for s in tied)} tied on {top} points. Ruling R22 "
                f"breaks the tie: the most influence value in hand and on one's candidates "
                f"({held}), so {who} {'wins' if len(st['winners']) == 1 else 'share the win'}.")
        return res

    def is_over(self, st):
        return st["over"]

    # --- views and words --------------------------------------------------------
    def card_info(self, st, c):
        if c >= CB:
            k = c - CB
            name, mil, spqr, pra, ab = D.CANDIDATES[k][st["side"][k]]
            return {"id": c, "kind": "candidate", "candidate": k, "name": name,
                    "side": st["side"][k], "military": mil, "spqr": spqr,
                    "praetorian": pra, "ability": effects.text(ab)}
        t, v = INFLUENCE[c]
        return {"id": c, "kind": "influence", "type": t, "value": v, "name": card_name(c),
                "letter": D.LETTER[t]}

    def view(self, st, seat):
        n = st["n"]
        ci = lambda c: self.card_info(st, c)
        e = find(st, "election")
        nominee = e["nominee"] if e else [None] * n
        cands = []
        for k in in_play(st):
            name, mil, spqr, pra, ab = cand(st, k)
            cands.append({
                "candidate": k, "name": name, "side": st["side"][k], "owner": st["owner"][k],
                "military": mil, "spqr": spqr, "praetorian": pra, "ability": effects.text(ab),
                "office": office_of(st, k), "cards": [ci(c) for c in st["display"][k]],
                "worth": worth(st, k, st["method"]) if st["method"] else None,
                "nominee": nominee[st["owner"][k]] == k and e is not None
                and e.get("emperor") is None and bool(e["active"][st["owner"][k]])})
        # The candidates nobody holds (not out of the game): the setup draft's pool.
        pool = []
        for k, owner in enumerate(st["owner"]):
            if owner is None and k not in st["removed"]:
                name, mil, spqr, pra, ab = cand(st, k)
                pool.append({"candidate": k, "name": name, "side": st["side"][k],
                             "military": mil, "spqr": spqr, "praetorian": pra,
                             "ability": effects.text(ab)})
        mount = find(st, "mount")
        commits = mount["commits"] if mount else [None] * n
        hands = []
        for s in range(n):
            mine = seat == s
            hands.append({"count": len(st["hands"][s]),
                          "cards": [ci(c) for c in (st["hands"][s] if mine else st["known"][s])],
                          "committed": commits[s] is not None,
                          "commit": ci(commits[s]) if mine and commits[s] is not None else None})
        crises = [{"type": t, "name": D.TYPE_NAME[t], "letter": D.LETTER[t], "rank": i + 1,
                   "total": crisis_total(st["crises"][t]),
                   "cards": [ci(c) for c in st["crises"][t]]}
                  for i, t in enumerate(ranked_crises(st))]
        step = self.step_info(st)
        draft = find(st, "draft")
        return {
            "game": INFO.id, "players": n, "seat": seat, "names": list(st["names"]),
            "turn": st["turn"], "phase": step["name"], "phase_name": step["title"],
            "actor": (self.to_move(st) or [None])[0], "dealer": st["dealer"],
            "method": st["method"], "method_name": D.METHOD_NAME.get(st["method"]),
            "scores": list(st["scores"]), "candidates": cands, "pool": pool,
            "offices": {o: {"name": D.OFFICES[o][0], "holder": k,
                            "holder_name": cname(st, k) if k is not None else None}
                        for o, k in st["offices"].items()},
            "hands": hands, "crises": crises, "loose_gold": [ci(c) for c in st["loose_gold"]],
            "offer": [ci(c) for c in st["offer"]],
            "draft_order": list(draft["order"]) if draft else [],
            "deck_count": len(st["deck"]), "discard_count": len(st["discard"]),
            "discard_top": ci(st["discard"][-1]) if st["discard"] else None,
            "removed": [D.CANDIDATES[k]["B"][0] for k in st["removed"]],
            "removals": st["removals"],
            "auction": {"nominee": list(nominee),
                        "active": list(e["active"]) if e else [False] * n,
                        "leader": e["leader"] if e else None,
                        "first_out": e["first_out"] if e else None},
            "solving": self.solving(st),
            "winners": list(st["winners"]),
        }

    def solving(self, st):
        """The crisis being addressed: who, which, its rank (0 = top) and the
        total brought against it so far."""
        s = find(st, "solve")
        if s is not None:
            return {k: s[k] for k in ("role", "seat", "crisis", "rank", "total")}
        f = find(st, "add")
        if f is not None:
            k = st["offices"]["emperor"]
            return {"role": "emperor", "seat": f["seat"], "crisis": f["crisis"],
                    "rank": f["rank"], "total": emperor_total(st, k, f["crisis"])}
        return None

    # --- hidden parts -------------------------------------------------------------
    def determinize(self, st, seat, rng):
        """Resample what ``seat`` cannot see (rules.py ``resample``)."""
        return resample(st, seat, rng)

    def unseen(self, st, rng):
        """What no seat can see resampled (rules.py ``unseen``)."""
        return unseen(st, rng)


GAME = RomeInCrisis()
