"""Roman Empire (after Red Empire): the rules as a state machine with a stack.

Sections named in comments follow rules/002_...txt: "Setting up", "Assigning
the Emperor", "Course of play", "Crisis cards", "Play at once cards", "Play,
hold or discard cards", "Challenging", "Victory".  Our readings of open points
are docs/rulings/roman-empire.md (E1, E2...).

Card ids: playing cards 0..78 (data.CARDS), leaders 0..25 (data.LEADERS).

State (plain JSON data):
  n, names, rng, reveals, deck, discard, leader_deck, leader_discard
  hands[s]; faction[s] (leader ids); hero[l], sick[l] (card or None),
  challenges[l] (cards); emperor (leader id or None)
  effects [{card, owner, kind: "bg"|"player"|"tour", bg, target, amount}]
  ongoing (crisis cards); vp_cards[s], vp_leaders[s]
  turn_seat, last_turn, over, collapsed, winners, final_scores
  stack: pending decisions, the top one is asked now:
    {"k": "turn", "seat", "step": "start"|"must"|"option"|"done"}
    {"k": "respond", "card", "by", "queue", "played": [[seat, card]]}
    {"k": "save", "seat"}             the Emperor's player may use Diplomacy
    {"k": "place", "seat"}            put the Emperor card on a Patrician
    {"k": "sicken", "seat", "card", "options"}

Actions:
  play {card[, target | leader]}   a Crisis / Play-at-once / Play-hold-or-discard card
  challenge {card, leader}         an Action card on an opponent's leader
  discard {card} | end             the turn's other options
  respond {card} | decline         an Action card against the crisis, or not
  diplomacy_save | no_save         after a failed crisis
  place {leader} | sicken {leader}
"""
from ...kernel import Game, GameInfo, copy_state
from ...kernel.rng import seed_state, game_shuffle, game_below
from . import data as D
from .data import CARDS, LEADERS

INFO = GameInfo("roman-empire", "Roman Empire", 3, 6)


def lname(l):
    return LEADERS[l][0]


def lbg(l):
    return LEADERS[l][1]


def cname(c):
    return CARDS[c]["name"]


class RomanEmpire(Game):
    info = INFO

    # ------------------------------------------------------------ setup
    def setup(self, players, seed, options):
        n = players
        names = options.get("names") or [f"Player {i + 1}" for i in range(n)]
        if len(names) != n or not all(isinstance(x, str) for x in names):
            raise ValueError("options['names'] must list one name per player")
        st = {
            "n": n, "names": list(names), "rng": seed_state(seed), "reveals": 0,
            "deck": list(range(79)), "discard": [],
            "leader_deck": list(range(26)), "leader_discard": [],
            "hands": [[] for _ in range(n)], "faction": [[] for _ in range(n)],
            "hero": [None] * 26, "sick": [None] * 26, "challenges": [[] for _ in range(26)],
            "emperor": None, "effects": [], "ongoing": [],
            "vp_cards": [[] for _ in range(n)], "vp_leaders": [[] for _ in range(n)],
            "turn_seat": 0, "last_turn": False, "over": False, "collapsed": False,
            "winners": [], "final_scores": None, "stack": [], "turns": 0,
        }
        # Setting up: leaders face up by player count, five playing cards each.
        game_shuffle(st, st["leader_deck"])
        game_shuffle(st, st["deck"])
        for s in range(n):
            for _ in range(D.LEADERS_DEALT[n]):
                st["faction"][s].append(st["leader_deck"].pop())
            for _ in range(D.HAND_SIZE):
                st["hands"][s].append(st["deck"].pop())
        log = []
        self._assign_emperor(st, (), log)
        # The card's new holder (he places it on a Patrician before play begins).
        owner = st["stack"][-1]["seat"] if st["stack"] else None
        first = (owner + 1) % n if owner is not None else 0   # E1 without an Emperor
        st["stack"].insert(0, {"k": "turn", "seat": first, "step": "start"})
        self._advance(st, log)
        st["setup_log"] = log       # the kernel moves it into the match's log
        return st

    # ---------------------------------------------------------- readers
    def emperor_seat(self, st):
        e = st["emperor"]
        if e is None:
            return None
        for s in range(st["n"]):
            if e in st["faction"][s]:
                return s
        return None

    def owner_of(self, st, l):
        for s in range(st["n"]):
            if l in st["faction"][s]:
                return s
        return None

    def strength(self, st, l):
        """Printed strength plus Hero (permanent), before temporary penalties."""
        h = st["hero"][l]
        return LEADERS[l][2] + (CARDS[h]["amount"] if h is not None else 0)

    def effective(self, st, l):
        """Current strength: penalties on his background and on his faction count."""
        s, owner = self.strength(st, l), self.owner_of(st, l)
        for e in st["effects"]:
            if e["kind"] == "bg" and e["bg"] == lbg(l):
                s -= e["amount"]
            elif e["kind"] == "player" and e["target"] == owner:
                s -= e["amount"]
        return s

    def on_tour(self, st, s):
        return any(e["kind"] == "tour" and e["owner"] == s for e in st["effects"])

    def has_bg(self, st, s, bg):
        if bg == "rome":  # only the Emperor's player plays Rome actions
            return self.emperor_seat(st) == s
        return any(lbg(l) == bg for l in st["faction"][s])

    def points(self, st, s):
        p = sum(CARDS[c]["value"] for c in st["vp_cards"][s]) + len(st["vp_leaders"][s])
        return p + (D.EMPEROR_POINTS if self.emperor_seat(st) == s else 0)

    # ---------------------------------------------------------- contract
    def to_move(self, st):
        if st["over"]:
            return []
        return [self._actor(st)]

    def _actor(self, st):
        top = st["stack"][-1]
        return top["queue"][0] if top["k"] == "respond" else top["seat"]

    def is_over(self, st):
        return st["over"]

    def result(self, st):
        scores = st["final_scores"] or [self.points(st, s) for s in range(st["n"])]
        res = {"scores": list(scores), "winners": list(st["winners"])}
        if st["collapsed"]:
            res["collapsed"] = True
        return res

    def legal_actions(self, st, seat):
        if st["over"] or seat != self._actor(st):
            return []
        top = st["stack"][-1]
        if top["k"] == "turn":
            return self._legal_must(st, seat) if top["step"] == "must" else self._legal_option(st, seat)
        return getattr(self, "_legal_" + top["k"])(st, seat, top)

    def apply(self, st, seat, a, log):
        before = st["reveals"]
        getattr(self, "_do_" + a["type"])(st, seat, a, log)
        self._advance(st, log)
        return st["reveals"] != before

    def _say(self, log, text):
        if log is not None:
            log.append(text)

    def _advance(self, st, log):
        """Play what needs no decision: turn starts and ends, forced choices."""
        while not st["over"]:
            top = st["stack"][-1]
            if top["k"] == "turn" and top["step"] == "start":
                self._turn_start(st, top, log)
                continue
            if top["k"] == "turn" and top["step"] == "must" and not self._legal_must(st, top["seat"]):
                top["step"] = "option"
                continue
            if top["k"] == "turn" and top["step"] == "done":
                self._turn_end(st, log)
                continue
            if top["k"] == "respond" and not self._queue_ready(st, top, log):
                continue
            acts = self.legal_actions(st, self._actor(st))
            if len(acts) != 1:
                return
            a = acts[0]
            self._say(log, f"{st['names'][self._actor(st)]}: {self.describe(st, a)} (only choice)")
            getattr(self, "_do_" + a["type"])(st, self._actor(st), a, log)

    # ----------------------------------------------------- the Emperor card
    def _assign_emperor(self, st, exclude, log):
        """Assigning the Emperor: highest total strength with a Patrician; ties
        by Patrician total, then the strongest Patrician, then a coin."""
        pool = [s for s in range(st["n"]) if s not in exclude
                and any(lbg(l) == "patrician" for l in st["faction"][s])]
        if not pool:
            st["emperor"] = None
            self._say(log, "No faction can take the Emperor card: it waits (E2).")
            return

        def key(s):
            pats = [self.strength(st, l) for l in st["faction"][s] if lbg(l) == "patrician"]
            return (sum(self.strength(st, l) for l in st["faction"][s]), sum(pats), max(pats))
        best = max(key(s) for s in pool)
        tied = [s for s in pool if key(s) == best]
        if len(tied) > 1:
            winner = tied[game_below(st, len(tied))]
            st["reveals"] += 1
            self._say(log, "A coin decides the tie for the Emperor card.")
        else:
            winner = tied[0]
        self._give_emperor(st, winner, log)

    def _give_emperor(self, st, s, log):
        """The Emperor card goes to player s, who puts it on one of his Patricians."""
        st["emperor"] = None
        self._say(log, f"{st['names'][s]} takes the Emperor card.")
        st["stack"].append({"k": "place", "seat": s})

    def _legal_place(self, st, seat, top):
        return [{"type": "place", "leader": l} for l in st["faction"][seat]
                if lbg(l) == "patrician"]

    def _do_place(self, st, seat, a, log):
        st["stack"].pop()
        st["emperor"] = a["leader"]
        self._say(log, f"{lname(a['leader'])} ({st['names'][seat]}) is Emperor.")

    def _emperor_falls(self, st, taker, log):
        """The Emperor leader is gone: the card goes to ``taker`` for one of his
        Patricians, or else by the assignment rules among all players."""
        if taker is not None and any(lbg(l) == "patrician" for l in st["faction"][taker]):
            self._give_emperor(st, taker, log)
        else:
            self._assign_emperor(st, (), log)

    # -------------------------------------------------------- leaving play
    def _remove_leader(self, st, l, to_seat, log, why):
        """A leader leaves play: to ``to_seat``'s victory pile, or discarded.
        His challenges, Hero and Sickness are discarded.  True if he was Emperor."""
        owner = self.owner_of(st, l)
        st["faction"][owner].remove(l)
        st["discard"].extend(st["challenges"][l])
        st["challenges"][l] = []
        for k in ("hero", "sick"):
            if st[k][l] is not None:
                st["discard"].append(st[k][l])
                st[k][l] = None
        if to_seat is None:
            st["leader_discard"].append(l)
            self._say(log, f"{lname(l)} ({st['names'][owner]}) {why}.")
        else:
            st["vp_leaders"][to_seat].append(l)
            self._say(log, f"{lname(l)} ({st['names'][owner]}) {why}: to "
                           f"{st['names'][to_seat]}'s victory pile.")
        if st["emperor"] == l:
            st["emperor"] = None
            return True
        return False

    def _check_disposals(self, st, leaders, credit, log):
        """E4: a leader carrying two or more Action cards whose total reaches
        his current strength is disposed (after a penalty card)."""
        fallen = False
        for l in list(leaders):
            ch = st["challenges"][l]
            if len(ch) >= 2 and sum(CARDS[c]["value"] for c in ch) >= self.effective(st, l):
                owner = self.owner_of(st, l)
                to = (credit + 1) % st["n"] if owner == credit else credit
                fallen |= self._remove_leader(st, l, to, log, "is disposed")
        if fallen:
            self._emperor_falls(st, credit, log)

    # ----------------------------------------------------------- the turn
    def _turn_start(self, st, top, log):
        s = top["seat"]
        st["turn_seat"] = s
        st["turns"] += 1
        self._say(log, f"{st['names'][s]}'s turn.")
        # Effects this player put out last turn end now.
        for e in [e for e in st["effects"] if e["owner"] == s]:
            st["effects"].remove(e)
            st["discard"].append(e["card"])
            self._say(log, f"{cname(e['card'])} ends.")
        # Sickness: a die for each sick leader of his (E6).
        died = False
        for l in [l for l in st["faction"][s] if st["sick"][l] is not None]:
            roll = 1 + game_below(st, 6)
            st["reveals"] += 1
            if roll in D.SICK_RECOVER:
                st["discard"].append(st["sick"][l])
                st["sick"][l] = None
                self._say(log, f"Sickness: {roll}, {lname(l)} recovers.")
            elif roll in D.SICK_DIES:
                self._say(log, f"Sickness: {roll}.")
                died |= self._remove_leader(st, l, None, log, "dies of sickness")
            else:
                self._say(log, f"Sickness: {roll}, no change for {lname(l)}.")
        top["step"] = "must"
        if died:
            self._emperor_falls(st, None, log)
        elif st["emperor"] is None and not any(f["k"] == "place" for f in st["stack"]):
            self._assign_emperor(st, (), log)
        # Course of play 1: draw up to five.
        need = D.HAND_SIZE - len(st["hands"][s])
        drew = 0
        while need > 0 and st["deck"]:
            st["hands"][s].append(st["deck"].pop())
            need -= 1
            drew += 1
        if drew:
            st["reveals"] += 1
        if not st["deck"] and not st["last_turn"] and drew:
            st["last_turn"] = True    # Victory: the last card drawn; finish this turn
            self._say(log, "The last playing card is drawn: this is the final turn.")

    def _turn_end(self, st, log):
        s = st["stack"].pop()["seat"]
        if st["last_turn"]:
            self._end_game(st, log)
            return
        st["stack"].append({"k": "turn", "seat": (s + 1) % st["n"], "step": "start"})

    def _legal_must(self, st, seat):
        """Course of play 2: every Crisis and Play-at-once card, in any order."""
        seen, acts = set(), []
        for c in st["hands"][seat]:
            if CARDS[c]["kind"] in ("crisis", "at_once") and cname(c) not in seen:
                seen.add(cname(c))
                acts.append({"type": "play", "card": c})
        return acts

    def _legal_option(self, st, seat):
        """Course of play 3: one hold card, or one challenge, or one discard."""
        acts, seen = [], set()
        hand = st["hands"][seat]
        me_emperor = self.emperor_seat(st) == seat
        others = [t for t in range(st["n"]) if t != seat]
        for c in hand:
            card = CARDS[c]
            if cname(c) in seen:
                continue
            seen.add(cname(c))
            eff = card.get("effect")
            if eff == "diplomacy" and me_emperor:
                acts += [{"type": "play", "card": c, "target": t} for t in range(st["n"])
                         if any(st["challenges"][l] for l in st["faction"][t])]
            elif eff == "leadership" and self.has_bg(st, seat, "praetorian"):
                acts.append({"type": "play", "card": c})
            elif eff == "citizens":
                acts += [{"type": "play", "card": c, "target": t} for t in others]
            elif eff == "hero":
                acts += [{"type": "play", "card": c, "leader": l}
                         for t in range(st["n"]) for l in st["faction"][t]
                         if st["hero"][l] is None]
            elif eff == "tour" and not self.on_tour(st, seat):
                acts.append({"type": "play", "card": c})
            elif card["kind"] == "action":
                acts += [{"type": "challenge", "card": c, "leader": l}
                         for l in self._challengeable(st, seat, c)]
        seen = set()
        for c in hand:
            if cname(c) not in seen:
                seen.add(cname(c))
                acts.append({"type": "discard", "card": c})
        return acts + [{"type": "end"}]

    def _challengeable(self, st, seat, c):
        """Challenging: the leaders ``seat`` may put Action card c on."""
        bg = CARDS[c]["bg"]
        if not self.has_bg(st, seat, bg) or self.on_tour(st, seat):
            return []
        out = []
        for t in range(st["n"]):
            if t == seat or self.on_tour(st, t):
                continue
            for l in st["faction"][t]:
                ch = st["challenges"][l]
                if any(CARDS[x]["bg"] == bg for x in ch):
                    continue          # one Action of each background
                if not ch and bg == lbg(l):
                    continue          # the first may not match his background
                out.append(l)
        return out

    def _from_hand(self, st, seat, c):
        st["hands"][seat].remove(c)

    def _do_end(self, st, seat, a, log):
        st["stack"][-1]["step"] = "done"

    def _do_discard(self, st, seat, a, log):
        self._from_hand(st, seat, a["card"])
        st["discard"].append(a["card"])
        st["stack"][-1]["step"] = "done"

    def _do_challenge(self, st, seat, a, log):
        c, l = a["card"], a["leader"]
        self._from_hand(st, seat, c)
        st["stack"][-1]["step"] = "done"
        ch = st["challenges"][l]
        ch.append(c)
        total = sum(CARDS[x]["value"] for x in ch)
        self._say(log, f"Challenges on {lname(l)}: {total} against strength "
                       f"{self.effective(st, l)}.")
        if len(ch) >= 2 and total >= self.effective(st, l):
            if self._remove_leader(st, l, seat, log, "is disposed"):
                self._emperor_falls(st, seat, log)
        elif {CARDS[x]["bg"] for x in ch} == set(D.ACTION_BACKGROUNDS):
            st["discard"].extend(ch)   # E5: every background tried without success
            st["challenges"][l] = []
            self._say(log, f"{lname(l)} survives every background: the challenges are discarded.")

    # ---------------------------------------------------------- playing cards
    def _do_play(self, st, seat, a, log):
        c = a["card"]
        card = CARDS[c]
        self._from_hand(st, seat, c)
        top = st["stack"][-1]
        if card["kind"] == "hold":
            top["step"] = "done"
        getattr(self, "_card_" + (card.get("effect") or card["kind"]))(st, seat, c, a, log)

    def _card_crisis(self, st, seat, c, a, log):
        """Crisis cards: each player from the left of ``seat``, ending with him,
        may add one Action card; resolved the moment the sum reaches the value."""
        n = st["n"]
        order = [(seat + 1 + i) % n for i in range(n)]
        st["stack"].append({"k": "respond", "card": c, "by": seat, "queue": order, "played": []})

    def _respond_options(self, st, seat, top):
        if self.on_tour(st, seat):
            return []
        seen, out = set(), []
        for c in st["hands"][seat]:
            card = CARDS[c]
            if card["kind"] == "action" and self.has_bg(st, seat, card["bg"]) and cname(c) not in seen:
                seen.add(cname(c))
                out.append(c)
        return out

    def _queue_ready(self, st, top, log):
        """Skip players who have no Action card they may play; fail at the end.
        Returns False when the stack changed (the caller loops)."""
        while top["queue"] and not self._respond_options(st, top["queue"][0], top):
            top["queue"].pop(0)
        if top["queue"]:
            return True
        self._crisis_fails(st, top, log)
        return False

    def _legal_respond(self, st, seat, top):
        return ([{"type": "respond", "card": c} for c in self._respond_options(st, seat, top)]
                + [{"type": "decline"}])

    def _do_respond(self, st, seat, a, log):
        top = st["stack"][-1]
        self._from_hand(st, seat, a["card"])
        top["played"].append([seat, a["card"]])
        total = sum(CARDS[c]["value"] for _, c in top["played"])
        value = CARDS[top["card"]]["value"]
        if total >= value:
            st["stack"].pop()
            emp = self.emperor_seat(st)
            if emp is None:
                st["discard"].append(top["card"])   # E2: nobody to take it
            else:
                st["vp_cards"][emp].append(top["card"])
            for s, c in top["played"]:
                st["vp_cards"][s].append(c)
            who = st["names"][emp] if emp is not None else "nobody"
            self._say(log, f"{cname(top['card'])} is dealt with ({total}); the Emperor's "
                           f"player ({who}) takes it.")
            return
        top["queue"].pop(0)

    def _do_decline(self, st, seat, a, log):
        st["stack"][-1]["queue"].pop(0)

    def _crisis_fails(self, st, top, log):
        st["stack"].pop()
        st["ongoing"].append(top["card"])
        st["discard"].extend(c for _, c in top["played"])
        total = sum(CARDS[c]["value"] for c in st["ongoing"])
        self._say(log, f"{cname(top['card'])} is not dealt with: ongoing crises now total {total}.")
        if total >= D.COLLAPSE_AT:
            self._collapse(st, log)
            return
        emp = self.emperor_seat(st)
        if emp is None:
            return
        if any(CARDS[c].get("effect") == "diplomacy" for c in st["hands"][emp]):
            st["stack"].append({"k": "save", "seat": emp})
        else:
            self._emperor_blamed(st, emp, log)

    def _emperor_blamed(self, st, emp, log):
        self._remove_leader(st, st["emperor"], None, log, "is removed as Emperor (E3)")
        self._assign_emperor(st, (emp,), log)

    def _legal_save(self, st, seat, top):
        return [{"type": "diplomacy_save"}, {"type": "no_save"}]

    def _do_diplomacy_save(self, st, seat, a, log):
        st["stack"].pop()
        c = next(c for c in st["hands"][seat] if CARDS[c].get("effect") == "diplomacy")
        self._from_hand(st, seat, c)
        st["discard"].append(c)
        self._say(log, "Diplomacy saves the Emperor.")

    def _do_no_save(self, st, seat, a, log):
        st["stack"].pop()
        self._emperor_blamed(st, seat, log)

    # Play at once ----------------------------------------------------------
    def _card_penalty(self, st, seat, c, log):
        card = CARDS[c]
        st["effects"].append({"card": c, "owner": seat, "kind": "bg", "bg": card["bg"],
                              "target": None, "amount": card["amount"]})
        self._say(log, f"All {D.BG_NAME[card['bg']]}s lose {card['amount']} until "
                       f"{st['names'][seat]}'s next turn.")
        leaders = [l for t in range(st["n"]) for l in st["faction"][t] if lbg(l) == card["bg"]]
        self._check_disposals(st, leaders, seat, log)

    def _card_incompetence(self, st, seat, c, a, log):
        self._card_penalty(st, seat, c, log)

    _card_disrepute = _card_corruption = _card_incompetence

    def _card_new_leader(self, st, seat, c, a, log):
        st["discard"].append(c)
        if not st["leader_deck"]:
            self._say(log, "No leader is left to draw.")
            return
        l = st["leader_deck"].pop()
        st["reveals"] += 1
        st["faction"][seat].append(l)
        self._say(log, f"{lname(l)} ({D.BG_NAME[lbg(l)]}, {LEADERS[l][2]}) joins "
                       f"{st['names'][seat]}'s faction.")

    def _card_sickness(self, st, seat, c, a, log):
        """On his own strongest leader (challenges ignored; E6: one per leader)."""
        pool = [l for l in st["faction"][seat] if st["sick"][l] is None]
        if not pool:
            st["discard"].append(c)
            self._say(log, "Sickness finds nobody to strike.")
            return
        best = max(self.strength(st, l) for l in pool)
        top = [l for l in pool if self.strength(st, l) == best]
        st["stack"].append({"k": "sicken", "seat": seat, "card": c, "options": top})

    def _legal_sicken(self, st, seat, top):
        return [{"type": "sicken", "leader": l} for l in top["options"]]

    def _do_sicken(self, st, seat, a, log):
        top = st["stack"].pop()
        st["sick"][a["leader"]] = top["card"]
        self._say(log, f"{lname(a['leader'])} falls sick.")

    # Play, hold or discard ---------------------------------------------------
    def _card_diplomacy(self, st, seat, c, a, log):
        t = a["target"]
        for l in st["faction"][t]:
            st["discard"].extend(st["challenges"][l])
            st["challenges"][l] = []
        st["discard"].append(c)
        self._say(log, f"Diplomacy clears every challenge on {st['names'][t]}'s faction.")

    def _card_leadership(self, st, seat, c, a, log):
        st["discard"].append(c)
        fallen = False
        for t in range(st["n"]):
            for l in [l for l in st["faction"][t] if lbg(l) == "patrician"]:
                roll = 1 + game_below(st, 6)
                st["reveals"] += 1
                if roll in D.ASSASSINATED_ON:
                    self._say(log, f"{lname(l)} rolls {roll}.")
                    fallen |= self._remove_leader(st, l, None if t == seat else seat, log,
                                                  "is assassinated")
                else:
                    self._say(log, f"{lname(l)} rolls {roll} and survives.")
        if fallen:
            self._emperor_falls(st, seat, log)

    def _card_citizens(self, st, seat, c, a, log):
        t, amount = a["target"], CARDS[c]["amount"]
        st["effects"].append({"card": c, "owner": seat, "kind": "player", "bg": None,
                              "target": t, "amount": amount})
        self._say(log, f"{st['names'][t]}'s leaders lose {amount} until "
                       f"{st['names'][seat]}'s next turn.")
        self._check_disposals(st, list(st["faction"][t]), seat, log)

    def _card_hero(self, st, seat, c, a, log):
        l = a["leader"]
        st["hero"][l] = c
        st["discard"].extend(st["challenges"][l])
        st["challenges"][l] = []
        self._say(log, f"{lname(l)} is a hero: strength {self.strength(st, l)}, challenges cleared.")

    def _card_tour(self, st, seat, c, a, log):
        st["effects"].append({"card": c, "owner": seat, "kind": "tour", "bg": None,
                              "target": seat, "amount": 0})
        self._say(log, f"{st['names'][seat]}'s faction tours the provinces until his next turn.")

    # ---------------------------------------------------------- the end
    def _collapse(self, st, log):
        self._say(log, "Ongoing crises reach XVIII: the Empire collapses and everybody loses.")
        st["collapsed"], st["over"] = True, True
        st["final_scores"] = [self.points(st, s) for s in range(st["n"])]
        st["winners"] = []

    def _end_game(self, st, log):
        """Victory: V for the Emperor, crisis and action values, 1 per leader.
        E7: tied players share the victory."""
        scores = [self.points(st, s) for s in range(st["n"])]
        top = max(scores)
        st["final_scores"] = scores
        st["winners"] = [s for s in range(st["n"]) if scores[s] == top]
        st["over"] = True
        self._say(log, "The game ends. Winner: " + " and ".join(
            st["names"][s] for s in st["winners"]) + ".")

    def scenarios(self):
        from .scenarios import SCENARIOS
        return SCENARIOS

    def scenario_state(self, name, players, seed, options):
        from .scenarios import crisis_and_challenge_state
        if name != "crisis-and-challenge" or players != 4:
            raise ValueError(f"Roman Empire has no {players}-player scenario {name!r}")
        return crisis_and_challenge_state(self, seed)

    # ---------------------------------------------------------- words
    def describe(self, st, a):
        t = a["type"]
        if t == "play":
            c = CARDS[a["card"]]
            if "target" in a:
                if c.get("effect") == "diplomacy":
                    return f"Diplomacy: clear the challenges on {st['names'][a['target']]}'s faction"
                return f"Play {c['name']} on {st['names'][a['target']]}"
            if "leader" in a:
                return f"Play {c['name']} on {lname(a['leader'])}"
            return f"Play {c['name']}"
        if t == "challenge":
            l = a["leader"]
            return (f"Challenge {lname(a['leader'])} ({st['names'][self.owner_of(st, l)]}) "
                    f"with {cname(a['card'])}")
        if t == "discard":
            return f"Discard {cname(a['card'])}"
        if t == "end":
            return "End your turn"
        if t == "respond":
            return f"Add {cname(a['card'])} against the crisis"
        if t == "decline":
            return "Add nothing to the crisis"
        if t == "diplomacy_save":
            return "Play Diplomacy: the Emperor survives"
        if t == "no_save":
            return "Keep Diplomacy: the Emperor falls"
        if t == "place":
            return f"Put the Emperor card on {lname(a['leader'])}"
        if t == "sicken":
            return f"The Sickness strikes {lname(a['leader'])}"
        return t

    def log_line(self, st, seat, a):
        return f"{st['names'][seat]}: {self.describe(st, a)}."

    def prompt(self, st, seat):
        if st["over"]:
            return "The Empire has collapsed." if st["collapsed"] else "The game is over."
        actor = self._actor(st)
        top = st["stack"][-1]
        what = PROMPTS[top["k"] if top["k"] != "turn" else "turn_" + top["step"]]
        if seat != actor:
            return f"Waiting for {st['names'][actor]}: {what}"
        return what[0].upper() + what[1:]

    def phase_help(self, st):
        top = st["stack"][-1] if st["stack"] else {"k": "over"}
        key = top["k"] if top["k"] != "turn" else "turn_" + top.get("step", "must")
        return HELP.get(key, HELP["turn_option"]) + " (Card values reconstructed; see About.)"

    def card_info(self, c):
        return dict(CARDS[c], id=c)

    def leader_info(self, st, l):
        name, bg, v = LEADERS[l]
        return {"id": l, "name": name, "bg": bg, "bg_name": D.BG_NAME[bg], "printed": v,
                "strength": self.strength(st, l), "effective": self.effective(st, l),
                "hero": self.card_info(st["hero"][l]) if st["hero"][l] is not None else None,
                "sick": st["sick"][l] is not None,
                "challenges": [self.card_info(c) for c in st["challenges"][l]],
                "challenge_total": sum(CARDS[c]["value"] for c in st["challenges"][l]),
                "emperor": st["emperor"] == l}

    def view(self, st, seat):
        n = st["n"]
        top = st["stack"][-1] if st["stack"] else None
        crisis = None
        if top and top["k"] == "respond":
            crisis = {"card": self.card_info(top["card"]), "by": top["by"],
                      "queue": list(top["queue"]),
                      "played": [{"seat": s, "card": self.card_info(c)} for s, c in top["played"]],
                      "total": sum(CARDS[c]["value"] for _, c in top["played"])}
        ongoing = sum(CARDS[c]["value"] for c in st["ongoing"])
        return {
            "game": INFO.id, "players": n, "seat": seat, "names": list(st["names"]),
            "turn_seat": st["turn_seat"], "actor": None if st["over"] else self._actor(st),
            "step": (top["k"] if top["k"] != "turn" else top["step"]) if top else "over",
            "factions": [{"seat": s, "leaders": [self.leader_info(st, l) for l in st["faction"][s]],
                          "tour": self.on_tour(st, s), "hand_count": len(st["hands"][s]),
                          "points": self.points(st, s),
                          "victory_cards": [self.card_info(c) for c in st["vp_cards"][s]],
                          "victory_leaders": [lname(l) for l in st["vp_leaders"][s]]}
                         for s in range(n)],
            "hand": [self.card_info(c) for c in st["hands"][seat]] if seat is not None else [],
            "emperor_seat": self.emperor_seat(st),
            "ongoing": [self.card_info(c) for c in st["ongoing"]], "ongoing_total": ongoing,
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
        """Resample the other hands from the unseen cards, the deck's order and
        the leader deck's order."""
        s2 = copy_state(st)
        pool = list(s2["deck"])
        for p in range(s2["n"]):
            if p != seat:
                pool += s2["hands"][p]
        rng.shuffle(pool)
        for p in range(s2["n"]):
            if p != seat:
                k = len(s2["hands"][p])
                s2["hands"][p], pool = pool[:k], pool[k:]
        s2["deck"] = pool
        rng.shuffle(s2["leader_deck"])
        s2["rng"] = (s2["rng"] ^ (rng.below(1 << 30) << 17)) & ((1 << 64) - 1)
        return s2


PROMPTS = {
    "turn_must": "play your Crisis and Play-at-once cards, one at a time.",
    "turn_option": "play a hold card, challenge a leader, discard a card, or end the turn.",
    "respond": "add one Action card against the crisis, or pass.",
    "save": "play Diplomacy to save your Emperor, or let him fall.",
    "place": "put the Emperor card on one of your Patricians.",
    "sicken": "choose which of your strongest leaders falls sick.",
}

HELP = {
    "turn_must": "Crises and Play-at-once cards in your hand must be played now, in the "
                 "order you like. A crisis asks every player, from your left round to you, "
                 "for one Action card; it is dealt with as soon as the total reaches its "
                 "value.",
    "turn_option": "Then you may do one thing: play a Play-hold-or-discard card, put an "
                   "Action card on an opponent's leader (one per background; the first not "
                   "of his own background; only the Emperor's player uses Rome actions), or "
                   "discard a card. A leader falls when two or more Actions on him reach "
                   "his strength. The game ends after the turn that draws the last card.",
    "respond": "You may add one Action card of a background you have a leader of (Rome: "
               "the Emperor's player only; none while on Tour). Dealt with: the Emperor's "
               "player keeps the crisis, each helper his Action, as points. Not dealt "
               "with: it stays as an ongoing crisis, the Emperor falls, and at XVIII "
               "ongoing the Empire collapses and everybody loses.",
    "save": "Diplomacy can save the Emperor from a crisis that was not dealt with.",
    "place": "The Emperor card sits on a Patrician of the faction that holds it; the "
             "Emperor scores V at the end.",
    "sicken": "Sickness strikes your strongest leader; each of your later turns a die: "
              "1 recovers, 4-6 dies.",
    "over": "Points: V for the Emperor, each crisis and Action card its value, each "
            "leader 1.",
}
