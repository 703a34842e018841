"""One match of any game: the public contract of DESIGN.md.

The match keeps the game state, the list of actions (the save *is* this
replay), a public log, and which actions may still be undone.
"""
import hashlib
import json
import marshal
import re

from .errors import IllegalAction, SaveError
from .game import held
from .rng import Rng, seed_state, seed_state_v1
from .version import VERSION

# Save formats: 1, engine 0.1.0 (its seeding and action spellings; loaded as
# rules edition 1, see ``migrate``); 2, since the spine (engine 0.2.0).
SAVE_FORMAT = 2


def copy_state(state: dict) -> dict:
    """A deep copy of plain data (much faster than copy.deepcopy)."""
    return marshal.loads(marshal.dumps(state))


def canonical_json(data) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


class Match:
    def __init__(self, game, players: int, seed: int = 0, options=None, *, _state=None,
                 scenario=None):
        info = game.info
        if not isinstance(players, int) or not info.min_players <= players <= info.max_players:
            raise ValueError(f"{info.title} is for {info.min_players} to "
                             f"{info.max_players} players, not {players!r}")
        self.game = game
        self.players = players
        self.seed = int(seed)
        self.options = dict(options or {})
        self.scenario = scenario   # a named starting position instead of a fresh setup
        # The seats people play: their risky forced moves wait for a click (Flow.run).
        self.hold = held(self.options)
        if not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < players
                   for s in self.hold):
            raise ValueError(f"options['hold'] names seats of a {players}-player game, "
                             f"not {self.options.get('hold')!r}")
        # A game begun on engine 0.1.0 keeps that engine's seeding and rules
        # (rules edition 1) so that it replays to the same position.
        seeding = seed_state_v1 if self.options.get("edition") == 1 else seed_state
        if _state is not None:
            self.state = _state
        elif scenario is not None:
            self.state = game.scenario_state(scenario, players, seeding(self.seed), self.options)
        else:
            self.state = game.setup(players, seeding(self.seed), self.options)
        self.actions = []          # [[seat, action], ...]
        # [{"seat": s or None, "text": str, "phase": title}, ...] public only; the
        # phase is the step's title when the line was written (a table groups by it)
        self.log = []
        self._undoable = []        # parallel to actions: may this one be taken back?
        self._joined = None        # len(actions) when the last act ended a joined click
        self._legal = {}           # seat -> legal actions, valid until the next act
        self._turn = None          # the turn under way (game.turn_of) ...
        self._seen = set()         # ... and the positions (state hashes) it has had
        self.log.extend({"seat": None, "text": t, "phase": "Setup"}
                        for t in self.state.pop("setup_log", []))
        self._note()

    # --- reading -----------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.game.info.id

    def to_move(self) -> list:
        return self.game.to_move(self.state)

    def legal_actions(self, seat: int) -> list:
        acts = self._legal.get(seat)
        if acts is None:
            if seat not in self.game.to_move(self.state):
                return []
            acts = self._legal[seat] = self.game.legal_actions(self.state, seat)
        return list(acts)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def result(self) -> dict:
        return self.game.result(self.state)

    def describe(self, action: dict, seat=None) -> str:
        """The action's words: the public line, or ``seat``'s own wording of
        his move (his things named "your ...", ``Game.describe``)."""
        return self.game.describe(self.state, action, seat)

    def view(self, seat=None, log_from=None, look_ahead=False) -> dict:
        """What ``seat`` may see (None: a spectator), with the prompt, the rules
        help and the public log.  ``log_from``: only the log's entries from that
        index on, and "log_total", the log's length (the page sends the tail of
        a long game's log; the conformance suite checks each entry once).
        ``look_ahead``: the prompt's entries carry the click that follows them
        (``then``: one click, an action and its target), and a card's only move
        that cannot be taken back says why (``final``: ``_finals``)."""
        v = self.game.view(self.state, seat)
        moving = self.to_move()
        prompt = {"text": self.game.prompt(self.state, seat), "to_move": moving,
                  "actions": []}
        if seat is not None and seat in moving:
            prompt["actions"] = [self.game.entry(self.state, a, seat)
                                 for a in self.legal_actions(seat)]
            risk = self.risk(seat)
            if risk:             # a forced move that waits for his click: say what it does
                prompt["actions"][0]["risk"] = risk
            if look_ahead:
                self._then(seat, prompt["actions"])
                self._finals(seat, prompt["actions"])
        v["prompt"] = prompt
        v["step"] = self.game.step_info(self.state)
        v["help"] = self.game.phase_help(self.state)
        if log_from is None:
            v["log"] = list(self.log)
        else:
            v["log"] = self.log[max(0, log_from):]
            v["log_total"] = len(self.log)
        v["can_undo"] = self.can_undo(seat)
        v["over"] = self.is_over()
        if v["over"]:
            v["result"] = self.result()
        return v

    def _then(self, seat, entries) -> None:
        """One click, an action and its target: to each entry whose verb the step
        ``leads`` with (its next choice, by the same seat, names a board target)
        and which names no target itself, add "then": the targeted entries of
        that next choice, found on a copy of the state (nothing random is
        drawn: the copy is thrown away).  So a map offers "click Gallia: Place
        a Governor there, Build there, ..."."""
        game = self.game
        kinds = game.flow.leads(self.state)
        if not kinds:
            return
        for entry in entries:
            if entry["action"]["type"] not in kinds or entry.get("target"):
                continue
            st = copy_state(self.state)
            if game.apply(st, seat, entry["action"], None) or game.to_move(st) != [seat]:
                continue
            then = [game.entry(st, a, seat) for a in game.legal_actions(st, seat)]
            then = [t for t in then if t["target"]]
            if then:
                entry["then"] = then

    def _finals(self, seat, entries) -> None:
        """The page plays a card's only move at its click, since Undo takes it
        back (issue 43, 6): to each entry that is the only one naming its card
        (the card it uses, ``action["card"]``, or its target, a card) and that
        would be an undo barrier, add "final": "chance" (dice or a shuffle) or
        "reveal" (hidden cards turned up), found on a copy of the state; the
        page then asks before playing it."""
        named = {}
        for n, entry in enumerate(entries):
            card = entry["action"].get("card")
            keys = set()
            if card is not None and not isinstance(card, (list, dict)):
                keys.add(str(card))
            target = entry.get("target")
            if target and target.get("kind") == "card":
                keys.add(str(target.get("id")))
            for k in keys:
                named.setdefault(k, []).append(n)
        for found in named.values():
            entry = entries[found[0]]
            if len(found) != 1 or "final" in entry:
                continue
            st = copy_state(self.state)
            rng = st.get("rng")
            if self.game.apply(st, seat, entry["action"], None, self.hold):
                entry["final"] = "chance" if st.get("rng") != rng else "reveal"

    def state_hash(self) -> str:
        return hashlib.sha256(canonical_json(self.state).encode()).hexdigest()

    # --- positions of this turn (a move that changes nothing is never a loop) --
    def _note(self) -> None:
        """Count the position the table is now in among this turn's; ``repeated``
        says whether it had it already (the conformance suite asserts it never does)."""
        turn = self.game.turn_of(self.state)
        if turn != self._turn:
            self._turn, self._seen = turn, set()
        h = self.state_hash()
        self.repeated = h in self._seen
        self._seen.add(h)

    @property
    def turn_actions(self) -> int:
        """How many positions this turn has had (its actions so far, plus one)."""
        return len(self._seen)

    def repeats(self, seat: int, action: dict) -> bool:
        """Would this legal action bring the table back to a position it has
        already had this turn (a null move)?  The rules of every game are meant
        to leave none (the conformance suite checks it); the AI never plays one."""
        state = copy_state(self.state)
        self.game.apply(state, seat, action, None)
        if self.game.turn_of(state) != self._turn:
            return False
        return hashlib.sha256(canonical_json(state).encode()).hexdigest() in self._seen

    # --- acting ------------------------------------------------------------
    def act(self, seat: int, action: dict, joined: bool = False) -> None:
        """Play ``action`` for ``seat`` (IllegalAction, with the reason, when it
        is not legal).  ``joined``: it is the second half of one click (an
        action, then its target on the board: ``view(look_ahead=True)``), which
        ``undo_move`` takes back with the first."""
        if not isinstance(action, dict) or "type" not in action:
            raise IllegalAction("An action is a dict with a 'type' key.")
        if self.is_over():
            raise IllegalAction("The game is over.")
        legal = self._legal.get(seat)
        if legal is None:
            moving = self.game.to_move(self.state)
            if seat not in moving:
                raise IllegalAction(f"It is not seat {seat}'s turn to act "
                                    f"(waiting for {', '.join(map(str, moving))}).")
            legal = self.game.legal_actions(self.state, seat)
        if action not in legal:
            raise IllegalAction(self.game.refuse(self.state, seat, action))
        text = self.game.log_line(self.state, seat, action)
        phase = self.game.step_info(self.state)["title"]
        public = []
        self._legal = {}
        ran = self.game.apply(self.state, seat, action, public, self.hold)
        barrier = bool(ran)
        if ran.listed is not None:    # the flow already listed the next actor's actions
            self._legal[ran.listed[0]] = ran.listed[1]
        self.actions.append([seat, action])
        self._undoable.append(not barrier)
        if text:
            self.log.append({"seat": seat, "text": text, "phase": phase})
        self.log.extend({"seat": None, "text": t, "phase": phase} for t in public)
        self._joined = len(self.actions) if joined else None
        self._note()

    def risk(self, seat: int) -> str:
        """What the one move ``seat`` must click now does that cannot be undone
        ("chance": dice or a shuffle; "reveal": hidden cards turned up), when it
        is a forced move held for him (``hold``); else ""."""
        return self.game.flow.risk(self.state, seat, self.hold) if self.hold else ""

    def settle(self, seat=None, action=None) -> None:
        """Play the held forced moves that wait for a click (``risk``) until the
        next move of a script (``seat`` plays ``action``: a lesson's, a
        scenario's, written without them) is the one the match waits for."""
        while True:
            moving = self.to_move()
            if len(moving) != 1 or moving[0] not in self.hold:
                return
            legal = self.legal_actions(moving[0])
            if len(legal) != 1 or (moving[0] == seat and legal[0] == action) or \
                    not self.risk(moving[0]):
                return
            self.act(moving[0], legal[0])

    def describe_safe(self, action) -> str:
        try:
            return self.describe(action)
        except Exception:  # a malformed action cannot always be put in words
            return json.dumps(action)

    # --- undo --------------------------------------------------------------
    def can_undo(self, seat=None) -> bool:
        """The last action can be taken back if it revealed nothing, used no
        chance, and (when ``seat`` is given) it was that seat's own."""
        if not self.actions or not self._undoable[-1]:
            return False
        return seat is None or self.actions[-1][0] == seat

    def undo_move(self) -> bool:
        """Take back the last move: both actions of a joined click when both
        can be taken back, else the last action alone; False when not even
        that can."""
        both = self._joined == len(self.actions) and self.undo(2)
        self._joined = None
        return both or self.undo()

    def undo(self, count=1) -> bool:
        """Take back the last ``count`` actions (all of them undoable), or nothing."""
        if count < 1 or len(self.actions) < count or not all(self._undoable[-count:]):
            return False
        actions = self.actions[:-count]
        fresh = Match(self.game, self.players, self.seed, self.options, scenario=self.scenario)
        for s, a in actions:
            fresh.act(s, a)
        self.__dict__.update(fresh.__dict__)
        return True

    # --- saving ------------------------------------------------------------
    def save(self) -> dict:
        data = {"format": SAVE_FORMAT, "engine": VERSION, "game": self.game_id,
                "seed": self.seed, "players": self.players, "options": dict(self.options),
                "actions": [[s, dict(a)] for s, a in self.actions]}
        if self.scenario is not None:
            data["scenario"] = self.scenario
        return data

    def clone(self) -> "Match":
        """A full copy (state, log and history, and the undo of a joined click:
        its ``undo_move`` takes back what the original's would)."""
        m = Match(self.game, self.players, self.seed, self.options,
                  _state=copy_state(self.state), scenario=self.scenario)
        m.actions = [[s, dict(a)] for s, a in self.actions]
        m._undoable = list(self._undoable)
        m._joined = self._joined
        m.log = list(self.log)
        m._turn, m._seen, m.repeated = self._turn, set(self._seen), self.repeated
        return m

    def determinize(self, seat: int, rng) -> "Match":
        """A copy in which everything ``seat`` cannot see is resampled.  The
        copy has no history: it is for searching, not for saving."""
        if isinstance(rng, int):
            rng = Rng(rng)
        m = Match(self.game, self.players, self.seed, self.options,
                  _state=self.game.determinize(self.state, seat, rng))
        return m


def _version(text: str) -> tuple:
    return tuple(int(x) for x in re.findall(r"\d+", text)[:3])


def edition_of(editions: dict, engine: str) -> int:
    """The rules edition a game saved by engine version ``engine`` began under
    (``Game.editions``: {edition: the engine version that brought it}; before
    the first listed, the one before it)."""
    began = _version(engine)
    return max((e for e, since in editions.items() if _version(since) <= began),
               default=min(editions) - 1)


def begun_under(game, options: dict, engine: str, fmt: int = SAVE_FORMAT) -> dict:
    """A saved game's options with the rules edition it began under: engine
    0.1.0's (format 1) is edition 1 (its seeding and rules); a game whose rules
    changed since (``Game.editions``) keeps the edition of the engine that saved it."""
    if fmt == 1:
        return dict(options, edition=1)
    if "edition" not in options and game.editions:
        began = edition_of(game.editions, engine)
        if began < max(game.editions):
            return dict(options, edition=began)
    return options


def load_match(data, games) -> Match:
    """Rebuild a match by replaying a save; every problem is a SaveError."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except ValueError as e:
            raise SaveError(f"This save is not valid JSON (it may be truncated): {e}") from None
    if not isinstance(data, dict):
        raise SaveError("This save is not a Ludi Romani save (expected a JSON object).")
    fmt = data.get("format")
    if fmt not in (1, SAVE_FORMAT) or isinstance(fmt, bool):
        raise SaveError(f"Unknown save format {fmt!r}; this engine reads formats 1 to "
                        f"{SAVE_FORMAT}.")
    for key, kind, what in (("game", str, "a text"), ("seed", int, "a whole number"),
                            ("players", int, "a whole number"), ("actions", list, "a list"),
                            ("engine", str, "a text")):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise SaveError(f"This save is damaged: '{key}' is missing or not {what}.")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError("This save is damaged: 'options' is not an object.")
    game = games.get(data["game"])
    if game is None:
        raise SaveError(f"This save is for a game this engine does not know: {data['game']!r}.")
    options = begun_under(game, options, data["engine"], fmt)
    scenario = data.get("scenario")
    if scenario is not None and scenario not in game.scenarios():
        raise SaveError(f"This save starts from a scenario this engine does not have: {scenario!r}.")
    try:
        m = Match(game, data["players"], data["seed"], options, scenario=scenario)
    except ValueError as e:
        raise SaveError(f"This save cannot start its game: {e}") from None
    older = data["engine"] != VERSION
    for i, entry in enumerate(data["actions"]):
        if (not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[0], int)
                or not isinstance(entry[1], dict)):
            raise SaveError(f"This save is damaged at move {i + 1}.")
        try:
            action = entry[1] if fmt == SAVE_FORMAT else game.migrate(fmt, entry[1])
        except (KeyError, TypeError, ValueError, AttributeError):
            raise SaveError(f"This save is damaged at move {i + 1}.") from None
        try:
            m.act(entry[0], action)
        except IllegalAction as e:
            if older:
                raise SaveError(f"This save comes from engine {data['engine']} and no longer "
                                f"replays on engine {VERSION} (move {i + 1}: {e}).") from None
            raise SaveError(f"This save does not replay: move {i + 1} is illegal ({e}).") from None
    return m
