"""Roman Empire (adapted from GDW's Red Empire, Frank Chadwick), for 3 to 6
players: the Game the kernel plays, and what the package declares on it (its AI
knowledge, scenarios, tutorials, invariants, view schema and the review's estimate and
statistics)."""
from ...kernel import Game, GameInfo, held, copy_state, player_names, reseed
from ...kernel.rng import game_shuffle
from . import ai, data as D, invariants, scenarios, schema, speech, stats, tutorial
from .data import CARDS, KIND, LEADERS, LNAME, VALUE
from .rules import MUST_KINDS, OVER_HELP, RENAMED, collapse_story, flow, unusable
from .table import (challenge_total, effective, emperor_seat, has_bg, new_table, on_tour,
                    owner_of, points, strength)

INFO = GameInfo("roman-empire", "Roman Empire", 3, 6,
                line=("A quick card game: win leaders to your faction and challenge your "
                      "rivals' while crises pile up; too many and the Empire collapses."),
                moves=11)


class RomanEmpire(Game):
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
        return st["turns"]

    def turn_bound(self, players):
        """The most actions of one turn: apart from a pass (one a seat in each
        of the turn's steps: option, crisis, save), every action moves a
        playing card out of a hand (Course of play 2-3, Crisis cards,
        Challenging) or names a leader for the Emperor card or a sickness,
        and none comes back within the turn."""
        return len(CARDS) + len(LEADERS) + 3 * players

    # the table's readers, for the AI, the tests and the invariants
    owner_of = staticmethod(owner_of)
    emperor_seat = staticmethod(emperor_seat)
    strength = staticmethod(strength)
    effective = staticmethod(effective)
    on_tour = staticmethod(on_tour)
    has_bg = staticmethod(has_bg)
    points = staticmethod(points)

    # ------------------------------------------------------------ setup
    def setup(self, players, rng, options):
        n = players
        edition = options.get("edition", 2)
        if edition not in (1, 2) or isinstance(edition, bool):
            raise ValueError(f"Roman Empire has rules editions 1 and 2, not {edition!r}")
        st = new_table(n, player_names(options, n), rng, edition)
        # Setting up: leaders face up by player count, five playing cards each.
        game_shuffle(st, st["leader_deck"])
        game_shuffle(st, st["deck"])
        for s in range(n):
            for _ in range(D.LEADERS_DEALT[n]):
                st["faction"][s].append(st["leader_deck"].pop())
            for _ in range(D.HAND_SIZE):
                st["hands"][s].append(st["deck"].pop())
        log = []
        self.flow.start(st, "game", log, held(options))
        st["setup_log"] = log       # the kernel moves it into the match's log
        return st

    def migrate(self, fmt, action):
        """Engine 0.1.0's spelling (save format 1) as this engine spells it:
        verbs are local to a step, and a play names the seat it acts on."""
        if fmt >= 2:
            return action
        a = dict(action)
        a["type"] = RENAMED.get(a["type"], a["type"])
        if a["type"] == "play" and "target" in a:
            a["seat"] = a.pop("target")
        return a

    # ---------------------------------------------------------- contract
    def result(self, st):
        scores = st["final_scores"] or [points(st, s) for s in range(st["n"])]
        res = {"scores": list(scores), "winners": list(st["winners"]),
               "breakdown": [self.breakdown(st, s, scores[s]) for s in range(st["n"])]}
        if st["collapsed"]:
            res["collapsed"] = True       # Crisis cards: nobody wins, no tie to break
            res["ending"] = collapse_story(st)   # which crises, who played and answered
        elif len(st["winners"]) > 1:
            res["tiebreak"] = ("E7: tied players share the victory (" + " and ".join(
                st["names"][s] for s in st["winners"]) + f", {scores[st['winners'][0]]} each).")
        return res

    def breakdown(self, st, s, total):
        """Victory points by source: crisis cards, Action cards, leaders, the
        Emperor's V (whatever of the total the others do not explain)."""
        parts = {"Crisis cards": 0, "Action cards": 0}
        for c in st["vp_cards"][s]:
            parts["Crisis cards" if KIND[c] == "crisis" else "Action cards"] += VALUE[c]
        parts["Leaders"] = len(st["vp_leaders"][s])
        parts["Emperor"] = total - sum(parts.values())
        return [{"source": k, "points": v} for k, v in parts.items() if v]

    def prompt(self, st, seat):
        if not st["stack"]:
            return "The Empire has collapsed." if st["collapsed"] else "The game is over."
        return self.flow.prompt(st, seat)

    def phase_help(self, st):
        if not st["stack"]:
            return (OVER_HELP + " " + self.flow.note).strip()
        return self.flow.help(st)

    # ---------------------------------------------------------- view
    def card_info(self, c):
        return dict(CARDS[c], id=c, text=D.TEXT[c])     # text: what it does, in words

    def hand_info(self, st, seat, c):
        """A card of the viewer's hand, with why it can only be discarded now
        (``unusable``, when it can do nothing else)."""
        out = self.card_info(c)
        why = unusable(st, seat, c) if st["stack"] else None     # (nothing is used once over)
        if why:
            out["unusable"] = why
        return out

    def leader_info(self, st, l):
        name, bg, v = LEADERS[l]
        return {"id": l, "name": name, "bg": bg, "bg_name": D.BG_NAME[bg], "printed": v,
                "strength": strength(st, l), "effective": effective(st, l),
                "hero": self.card_info(st["hero"][l]) if st["hero"][l] is not None else None,
                "sick": bool(st["sick"][l]), "sick_cards": len(st["sick"][l]),
                "challenges": [self.card_info(c) for c in st["challenges"][l]],
                "challenge_total": challenge_total(st, l),
                "emperor": st["emperor"] == l}

    def view(self, st, seat):
        n = st["n"]
        top = st["stack"][-1] if st["stack"] else None
        crisis = None             # answered: players already asked (or skipped), of n
        if top is not None and top["p"] == "crisis":
            crisis = {"card": self.card_info(top["card"]), "by": top["by"],
                      "queue": list(top["queue"]),
                      "played": [{"seat": s, "card": self.card_info(c)} for s, c in top["played"]],
                      "total": sum([VALUE[c] for _, c in top["played"]]),
                      "answered": n - len(top["queue"]), "of": n}
        actor = self.flow.to_move(st)
        return {
            "game": INFO.id, "players": n, "seat": seat, "names": list(st["names"]),
            "edition": st["edition"],
            "turn_seat": st["turn_seat"], "actor": actor[0] if actor else None,
            "step": top["p"] if top is not None else "over",
            "factions": [{"seat": s, "leaders": [self.leader_info(st, l) for l in st["faction"][s]],
                          "tour": on_tour(st, s), "hand_count": len(st["hands"][s]),
                          "points": points(st, s),
                          "victory_cards": [self.card_info(c) for c in st["vp_cards"][s]],
                          "victory_leaders": [LNAME[l] for l in st["vp_leaders"][s]]}
                         for s in range(n)],
            "hand": ([self.hand_info(st, seat, c) for c in st["hands"][seat]]
                     if seat is not None else []),
            "emperor_seat": emperor_seat(st),
            "ongoing": [self.card_info(c) for c in st["ongoing"]],
            "ongoing_total": sum([VALUE[c] for c in st["ongoing"]]),
            "collapse_at": D.COLLAPSE_AT, "crisis": crisis,
            "effects": [{"card": self.card_info(e["card"]), "owner": e["owner"],
                         "kind": e["kind"], "bg": e["bg"], "target": e["target"],
                         "amount": e["amount"]} for e in st["effects"]],
            "deck_count": len(st["deck"]), "leader_deck_count": len(st["leader_deck"]),
            "discard_count": len(st["discard"]), "last_turn": st["last_turn"],
            "collapsed": st["collapsed"], "winners": list(st["winners"]),
        }

    # ---------------------------------------------------------- hidden parts
    def determinize(self, st, seat, rng):
        """A copy as ``seat`` may believe it: the other hands dealt from the
        cards it cannot see, the rest the deck (shuffled), the leader deck
        shuffled, dice of its own.  What the table has shown is respected: a
        Crisis or Play-at-once card is played on its drawer's turn (Course of
        play 2), so only a hand that has not had its turn yet, or the hand of
        the player now playing his must cards, may hold one.  (Dealing every
        unseen card to any hand put crises in hands that had played theirs: in
        the AI's playouts crises came early and the others looked short of
        Action cards to answer them, issue 9.)"""
        s2 = copy_state(st)
        n, turn, turns = s2["n"], s2["turn_seat"], s2["turns"]
        # Who may hold a must card: whoever has not had a turn yet (the
        # opening hands) and the player on turn until his must cards are played.
        open_hand = {p for p in range(n) if turns < n and (turn - p) % n >= turns}
        if any(f["p"] == "must" for f in s2["stack"]):
            open_hand.add(turn)
        others = [p for p in range(n) if p != seat]
        pool = list(s2["deck"])
        for p in others:
            pool += s2["hands"][p]
        rng.shuffle(pool)
        free = [c for c in pool if KIND[c] not in MUST_KINDS]
        must = [c for c in pool if KIND[c] in MUST_KINDS]
        for p in others:
            if p in open_hand:
                continue                    # dealt below, from everything left
            k = len(s2["hands"][p])
            take, free = free[:k], free[k:]
            if len(take) < k:               # not enough: fill from the rest
                extra, must = must[:k - len(take)], must[k - len(take):]
                take += extra
            s2["hands"][p] = take
        rest = free + must
        rng.shuffle(rest)
        for p in others:
            if p in open_hand:
                k = len(s2["hands"][p])
                s2["hands"][p], rest = rest[:k], rest[k:]
        s2["deck"] = rest
        rng.shuffle(s2["leader_deck"])
        reseed(s2, rng)
        return s2

    def unseen(self, st, rng):
        """A copy with what no seat can see resampled (the account of luck,
        pygame_core/ai/account.py): the deck's and the leader deck's order;
        every hand is known to its holder."""
        s2 = copy_state(st)
        rng.shuffle(s2["deck"])
        rng.shuffle(s2["leader_deck"])
        reseed(s2, rng)
        return s2


GAME = RomanEmpire()
