"""Flow: the one control flow every game runs on.

In the manner of Rally the Troops' ``framework.js``: the game's position in
its procedures is a stack of *frames* on ``state["stack"]``, each a plain dict
``{"p": name, ...locals}``.  Scratch lives in frames and goes with them; the
top level of a state holds only what the rulebook calls the table.

Two kinds of frame, both registered by name on a game's ``Flow``:

- a **procedure** runs by itself: ``begin(st, f, log)`` when it starts and
  ``resume(st, f, result, log)`` when a procedure or step it called ends;
- a **step** is a decision point (a ``Step`` subclass): its rule citation,
  title, prompt, help, ``actors`` and ``actions``, one handler per verb
  (``on_<verb>``) and a label per verb, together.  Verbs are local to a step.
  A verb that only ends the step ("pass", "done": ``end(st)``, no result) has
  no handler: the step names it in ``ends`` and the kernel ends the step.

Procedures and handlers move on with three primitives, each the *last* thing
the function does (they only change the stack; ``run`` does the work):

- ``call(st, name, **locals)``: start a child frame above this one;
- ``goto(st, name, **locals)``: replace this frame by another;
- ``end(st, result=None)``: drop this frame and hand ``result`` to the
  parent's ``resume``;
- ``game_over(st)`` drops every frame: the game has ended.

A **sequence** is a procedure declared as its parts in order (Rally the
Troops' ``script()``): ``@flow.sequence(name)`` on a class whose ``parts`` lists
its own functions ``part(st, f, result, log)`` and the names of the steps and
procedures it only calls (``"draft"``: ``call(st, "draft")``, with the
sequence's ``seat`` when its frame has one); ``when(part, guard)`` runs a
part only when ``guard(st, f)`` holds, ``repeat(part)`` runs it again each time
the child it called ends.  A part does its work and may ``call`` one child; the
kernel keeps the place (``f["at"]``, the part's name), goes on to the next part
when the child ends (handing the next part run its result) or at once when the part
called nothing, and ends the sequence after the last.  A part may leave early
with ``end``, ``goto`` or ``game_over``.

The kernel alone writes a frame's ``"at"``.  A position built by hand (a
scenario, a test) enters the flow mid-game with ``flow.enter(st, name, at=part,
**locals)``: the frames it stacks wait in the part that called the next, and
the top one begins (at its part) when ``run`` comes to it; ``flow.at(frame)``
reads which part a sequence's frame is at (an invariant that holds only in
some part of a turn).

``run(st, log)`` plays everything that needs no decision: beginnings,
resumptions, and forced single choices (a step whose one actor has exactly one
legal action plays it for him and logs it, Rome in Crisis ruling R19), until a
decision needs a player or the stack is empty (the game is over).  A runaway
cap turns an endless loop into an error instead of a hang.

Nothing irreversible happens by accident: ``run(st, log, hold)`` never plays a
forced move for a seat in ``hold`` (the seats people play) when it is risky,
that is when it rolls dice, shuffles or turns hidden cards up before the next
decision (an undo barrier): it waits for his click, and ``risk`` says what the
click does.  The AI's searches run without ``hold``.

The undo barrier is the kernel's business: ``apply`` reports it when the
game's generator moved (dice, shuffles) or when a procedure or step declared
as revealing ran (``@flow.proc(name, reveal=True)``, ``Step.reveal = True``) (a card drawn from a hidden deck, secret choices
turned face up).  No game counts reveals by hand.
"""

import marshal
import re

NOUNS = ("card", "candidate", "office", "crisis", "leader", "seat", "region", "army",
         "tribe")
RUNAWAY = 100000        # automatic moves within one action before we call it a bug


class FlowError(RuntimeError):
    """A bug in a game's flow (unknown frame, no action for an actor, a loop)."""


class Ran:
    """What ``run`` (and so ``apply``) reports: ``barrier``, an undo barrier
    (something revealing ran, or the generator moved; also the report's truth),
    and ``listed``: (seat, actions) when it stopped at a step whose one actor
    it has just listed the actions of, so that the caller need not list them
    again (the match, the search); else None."""
    __slots__ = ("barrier", "listed")

    def __init__(self, barrier, listed=None):
        self.barrier, self.listed = barrier, listed

    def __bool__(self):
        return self.barrier


# --- the three primitives ----------------------------------------------------------
def call(st, name, **local):
    """Start procedure or step ``name`` above the current frame."""
    local["p"] = name
    local["_do"] = "begin"
    st["stack"].append(local)


def goto(st, name, **local):
    """Replace the current frame by ``name`` (no result is handed back)."""
    st["stack"].pop()
    call(st, name, **local)


def end(st, result=None):
    """Drop the current frame; its parent resumes with ``result``."""
    st["stack"].pop()
    if st["stack"]:
        parent = st["stack"][-1]
        parent["_do"] = "resume"
        parent["_ret"] = result


def game_over(st):
    """The game has ended: drop every frame (nothing is left to decide)."""
    st["stack"].clear()


def frame(st):
    """The current (top) frame, or None when the game is over."""
    return st["stack"][-1] if st["stack"] else None


def find(st, name):
    """The nearest frame of procedure or step ``name`` on the stack, or None
    (how a step reads the locals of the procedure it serves)."""
    for f in reversed(st["stack"]):
        if f["p"] == name:
            return f
    return None


def target(action, nouns=NOUNS):
    """What a board makes clickable for this action: the first noun it names,
    in the order ``nouns`` (a step's own preference, else NOUNS), e.g.
    {"kind": "candidate", "id": 3}; None when it names none."""
    for noun in nouns:
        if noun in action and not isinstance(action[noun], list):
            return {"kind": noun, "id": action[noun]}
    return None


def say(log, text):
    """Append a public line to ``log`` (None while the AI searches)."""
    if log is not None:
        log.append(text)


def yours(text, name):
    """A label as the mover reads it on his own button: his things named as
    his ("Green's army in Syria" -> "your army in Syria"; "Brutus (Green)" ->
    "Brutus (yours)"), "Your" at the start of the label or of its words after
    a colon ("Move an army: Your army in Syria, 1 legion").  The log keeps the
    public words (``Flow.log_line``): a label is also the line every seat
    reads, so a game writes it in the third person and the kernel gives the
    mover his own."""
    who = re.escape(name) + r"(?![\w])"
    text = re.sub(r"(?<![\w])" + who + r"'s(?![\w])", "your", text)
    text = re.sub(r"\((?:" + who + r")\)", "(yours)", text)
    return re.sub(r"(^|: )your\b", lambda m: m.group(1) + "Your", text)


class Record(list):
    """A log that also keeps what the rules ``note``: the review's replay
    passes one (``pygame_core/ai/review.py``: the statistics at the end)."""

    def __init__(self):
        super().__init__()
        self.notes = []


def note(log, *event):
    """Tell a ``Record`` what just happened, in the game's own terms (e.g.
    ``note(log, "battle", attacker, defender, winner)``); a plain log or None
    ignores it, so a match's table, log and save never change by it."""
    notes = getattr(log, "notes", None)
    if notes is not None:
        notes.append(event)


# --- steps ---------------------------------------------------------------------------
class Step:
    """A decision point.  Subclass it and register it with ``@flow.step``.

    Class attributes: ``rule`` (the rulebook section), ``title`` (the phase's
    name), ``prompt`` (what the actor must decide, lower case, or a function
    ``prompt(st, f, seat)``), ``help`` (our own summary of the rule),
    ``labels`` ({verb: template or function(st, f, action)}; a template is
    formatted with the action's fields and ``words(st, f, action)``),
    ``nouns`` (which noun of an action a board makes clickable first, e.g.
    ("leader", "card") to click the leader a card is played on), ``secret``
    (verbs whose choice the log must not name), ``ends`` (verbs that only end
    the step, with no result: the kernel's handler, ``end(st)``, stands for
    theirs; a step that writes one of its own for such a verb fails at
    registration), ``told`` (verbs whose moves write no log line of their own,
    forced or not: the rules tell them, e.g. Rome in Crisis's crisis told in one
    sentence once resolved), ``reveal`` (every
    action here turns hidden information face up: an undo barrier), ``auto``
    (False: never play a single choice for the player, e.g. a secret choice
    made at the same time as others; or a function ``auto(st, f)``), ``leads`` (verbs whose next choice, by
    the same seat, names a board target: the page offers the two as one
    click, e.g. a province, then "Place a Governor" on it).

    Functions (written without ``self``; the kernel calls them on the class):
    ``actors(st, f)`` (default: ``[f["seat"]]``), ``actions(st, f, seat)``,
    ``on_<verb>(st, f, seat, action, log)``, and optionally
    ``begin(st, f, log)``, ``resume(st, f, result, log)``,
    ``refuse(st, f, seat, action)`` (why an action is not allowed, in words),
    ``words(st, f, action)`` (extra fields for the labels) and
    ``cost(st, f, action)`` (what the action spends, e.g. {"sphere": "m",
    "amount": 1}, or None: its prompt entry carries it, so a board never reads
    it out of a label).
    """
    rule = ""
    title = ""
    prompt = ""
    help = ""
    labels = {}
    nouns = NOUNS
    secret = ()
    ends = ()
    told = ()
    reveal = False
    auto = True
    leads = ()
    begin = None            # or a function: what the step does when it starts
    words = None            # or a function: extra fields for the label templates
    refuse = None           # or a function: why an action is refused, in words
    cost = None             # or a function: what an action spends, for its prompt entry

    def actors(st, f):
        return [f["seat"]]

    def actions(st, f, seat):
        return []

    def resume(st, f, result, log):
        """A procedure the step called has ended: wait for the decision again."""


def end_step(st, f, seat, action, log):
    """The handler of a verb a step names in ``ends``: the step ends, with no
    result."""
    end(st)


class Flow:
    """The procedures and steps of one game, by name."""

    def __init__(self, game_note=""):
        self.procs = {}
        self.steps = {}
        self.note = game_note       # appended to every step's help (e.g. reconstructed values)

    # registration -------------------------------------------------------------
    def proc(self, name, reveal=False):
        """Register a procedure: a class with ``begin`` (and ``resume``);
        ``reveal``: when it begins, hidden information is turned up (an undo
        barrier)."""
        def register(cls):
            cls.name, cls.reveal = name, getattr(cls, "reveal", reveal) or reveal
            if not hasattr(cls, "resume"):
                cls.resume = _pass_result
            self.procs[name] = cls
            return cls
        return register

    def sequence(self, name, reveal=False):
        """Register a sequence: a class whose ``parts`` lists its functions in
        order (plain, ``when(part, guard)`` or ``repeat(part)``).  A misspelt or
        repeated part fails here, at import."""
        def register(cls):
            parts = tuple(Part(p) for p in cls.parts)
            if not parts:
                raise FlowError(f"sequence {name!r} has no parts")
            index = {p.name: i for i, p in enumerate(parts)}
            if len(index) != len(parts):
                raise FlowError(f"sequence {name!r} names a part twice")
            for attr in ("begin", "resume"):
                if attr in vars(cls):
                    raise FlowError(f"sequence {name!r} defines {attr}: its parts are its "
                                    "procedure")
            cls.parts, cls.part_index = parts, index
            cls.begin, cls.resume = staticmethod(_seq_begin(cls)), staticmethod(_seq_resume(cls))
            return self.proc(name, reveal)(cls)
        return register

    def step(self, name):
        """Register a ``Step`` subclass under ``name``; its verbs are its
        ``on_<verb>`` handlers, its base classes' included (a shape of step
        several share, e.g. a shop, or handlers made from a table), and the
        verbs of its ``ends``, each given the kernel's handler that only ends
        the step (``end_step``)."""
        def register(cls):
            for verb in cls.ends:
                own = getattr(cls, "on_" + verb, end_step)
                if own is not end_step:
                    raise FlowError(f"step {name!r} names {verb!r} in ends and handles it too")
                setattr(cls, "on_" + verb, end_step)
            cls.name = name
            cls.verbs = tuple(sorted(v[3:] for v in dir(cls) if v.startswith("on_")))
            self.steps[name] = cls
            return cls
        return register

    # entering the flow mid-game ------------------------------------------------
    def enter(self, st, name, at=None, **local):
        """Stack a frame of procedure or step ``name`` as though the flow had
        come to it (a scenario or test that starts mid-game): a sequence at its
        part ``at`` (a part it does not have fails here).  The frame begins, at
        that part, when ``run`` comes to it; entering another frame above it
        leaves it waiting in that part instead, for the one above to end."""
        node = self.procs.get(name) or self.steps.get(name)
        if node is None:
            raise FlowError(f"no procedure or step named {name!r}")
        if at is not None:
            if at not in getattr(node, "part_index", ()):
                raise FlowError(f"{name!r} has no part {at!r}")
            local["at"] = at
        stack = st["stack"]
        if stack and stack[-1].get("_do") == "begin":
            del stack[-1]["_do"]            # entered below: it waits in its part
        call(st, name, **local)

    @staticmethod
    def at(f):
        """The part a sequence's frame ``f`` is at (None before its first)."""
        return f.get("at")

    # the loop -----------------------------------------------------------------
    def run(self, st, log, hold=()):
        """Play everything that needs no decision.  Returns a ``Ran`` whose
        barrier says that something declared as revealing ran.  A forced move
        of a seat in ``hold`` that is risky (``risk``) waits for that seat."""
        revealed = False
        stack = st["stack"]
        steps, procs = self.steps, self.procs
        for _ in range(RUNAWAY):
            if not stack:
                return Ran(revealed)
            f = stack[-1]
            name = f["p"]
            node = steps.get(name)
            todo = f.pop("_do", None)              # what the frame was left to do
            if node is None:                       # a procedure
                node = procs.get(name)
                if node is None:
                    raise FlowError(f"no procedure or step named {name!r}")
                if todo == "begin":
                    revealed |= node.reveal
                    node.begin(st, f, log)
                elif todo == "resume":
                    node.resume(st, f, f.pop("_ret"), log)
                else:
                    raise FlowError(f"procedure {name!r} neither ended nor called anything")
                continue
            if todo is not None:                   # a step starting or resuming
                if todo == "begin":
                    if node.begin is not None:
                        node.begin(st, f, log)
                else:
                    node.resume(st, f, f.pop("_ret"), log)
                continue
            actors = node.actors(st, f)
            if not actors:
                raise FlowError(f"step {name!r} waits for nobody")
            auto = node.auto(st, f) if callable(node.auto) else node.auto
            if len(actors) != 1 or not auto:
                return Ran(revealed)
            seat = actors[0]
            acts = node.actions(st, f, seat)
            if not acts:
                raise FlowError(f"step {name!r}: seat {seat} must act but has no action")
            if len(acts) != 1:
                return Ran(revealed, (seat, acts))
            if seat in hold and self._risk(st, f, node, seat, acts[0], hold):
                return Ran(revealed, (seat, acts))     # his click: it cannot be undone
            # A forced move is played for the player (it decides nothing).
            if log is not None and acts[0]["type"] not in node.told:
                say(log, f"{st['names'][seat]}: {self.label(st, acts[0])} (only choice).")
            revealed |= node.reveal
            getattr(node, "on_" + acts[0]["type"])(st, f, seat, acts[0], log)
        raise FlowError(f"runaway flow: {RUNAWAY} automatic moves in one action "
                        f"(stack {[fr['p'] for fr in stack]})")

    def _risk(self, st, f, node, seat, action, hold):
        """What a forced move would do that cannot be undone, played on a copy up
        to the next decision: "reveal" (hidden cards turned up), "chance" (the
        generator moved: dice or a shuffle) or "" (nothing: it may be played)."""
        if node.reveal:
            return "reveal"
        trial = marshal.loads(marshal.dumps(st))
        rng = trial.get("rng")
        getattr(node, "on_" + action["type"])(trial, trial["stack"][-1], seat, action, None)
        ran = self.run(trial, None, hold)
        if trial.get("rng") != rng:
            return "chance"
        return "reveal" if ran.barrier else ""

    def risk(self, st, seat, hold):
        """Why the one move ``seat`` has now waits for him (``run``'s ``hold``):
        "reveal", "chance", or "" when it is no forced move held for him."""
        node, f = self.current(st)
        if node is None or seat not in hold or node.actors(st, f) != [seat]:
            return ""
        auto = node.auto(st, f) if callable(node.auto) else node.auto
        acts = node.actions(st, f, seat) if auto else ()
        return self._risk(st, f, node, seat, acts[0], hold) if len(acts) == 1 else ""

    def start(self, st, name, log, hold=(), **local):
        """Begin the game's root procedure and play on to the first decision."""
        st["stack"] = []
        call(st, name, **local)
        return self.run(st, log, hold)

    # what the kernel derives from the steps ----------------------------------
    def current(self, st):
        """(step class, frame) on top, or (None, None) when the game is over."""
        if not st["stack"]:
            return None, None
        f = st["stack"][-1]
        return self.steps.get(f["p"]), f

    def to_move(self, st):
        stack = st["stack"]
        if not stack:
            return []
        f = stack[-1]
        node = self.steps.get(f["p"])
        return node.actors(st, f) if node is not None else []

    def actions(self, st, seat):
        stack = st["stack"]
        if not stack:
            return []
        f = stack[-1]
        node = self.steps.get(f["p"])
        if node is None or seat not in node.actors(st, f):
            return []
        return node.actions(st, f, seat)

    def apply(self, st, seat, action, log, hold=()):
        """Carry out an action already known to be legal: a ``Ran`` (true for
        an undo barrier)."""
        f = st["stack"][-1]
        node = self.steps[f["p"]]
        rng = st.get("rng")
        getattr(node, "on_" + action["type"])(st, f, seat, action, log)
        ran = self.run(st, log, hold)
        ran.barrier = bool(node.reveal or ran.barrier or st.get("rng") != rng)
        return ran

    def label(self, st, action, seat=None):
        """The action's words: the public line's, or (``seat``: the mover who
        reads them on his own button) with his own things named as his
        (``yours``)."""
        node, f = self.current(st)
        words = self._label(node, st, f, action)
        return words if seat is None else yours(words, st["names"][seat])

    def _label(self, node, st, f, action):
        if node is None:
            return action.get("type", "?")
        tmpl = node.labels.get(action["type"])
        if tmpl is None:
            return action["type"]
        if callable(tmpl):
            return tmpl(st, f, action)
        fields = dict(action)
        if node.words is not None:
            fields.update(node.words(st, f, action))
        return tmpl.format(**fields)

    def prompt(self, st, seat):
        node, f = self.current(st)
        if node is None:
            return ""
        p = node.prompt(st, f, seat) if callable(node.prompt) else node.prompt
        movers = node.actors(st, f)
        if seat in movers:
            return p[:1].upper() + p[1:]
        return "Waiting for " + " and ".join(st["names"][s] for s in movers) + ": " + p

    def help(self, st):
        node, _ = self.current(st)
        text = node.help if node is not None else ""
        return (text + " " + self.note).strip()

    def refuse(self, st, seat, action):
        """Why ``action`` is not legal, in words from the step."""
        node, f = self.current(st)
        if node is None:
            return "The game is over."
        verb = action.get("type")
        if verb not in node.verbs:
            return (f"'{verb}' is not possible now ({node.title or node.name}); possible: "
                    f"{', '.join(node.verbs)}.")
        why = node.refuse(st, f, seat, action) if node.refuse is not None else None
        return why or f"That {verb} is not allowed now."

    def leads(self, st):
        """The current step's ``leads`` (() when the game is over)."""
        node, _ = self.current(st)
        return node.leads if node is not None else ()

    def entry(self, st, action, label):
        """A prompt entry: {"action", "label", "target"} and, when the step
        prices the action, "cost"."""
        node, f = self.current(st)
        out = {"action": action, "label": label,
               "target": target(action, node.nouns if node is not None else NOUNS)}
        if node is not None and node.cost is not None:
            c = node.cost(st, f, action)
            if c is not None:
                out["cost"] = c
        return out

    def log_line(self, st, seat, action):
        """The public log line for an action about to be applied; a secret
        choice is not named."""
        who = st["names"][seat]
        node, f = self.current(st)
        if node is not None and action["type"] in node.secret:
            return f"{who} makes a secret choice."
        if node is not None and action["type"] in node.told:
            return None           # the rules write its line (``Step.told``)
        return f"{who}: {self._label(node, st, f, action)}."


# --- sequences ---------------------------------------------------------------------
class Part:
    """One part of a sequence: its function (or the name of the step or
    procedure it calls), its guard (or None: always), and whether it runs again
    after the child it called ends."""
    __slots__ = ("fn", "name", "guard", "again", "calls")

    def __init__(self, fn, guard=None, again=False):
        if isinstance(fn, Part):
            guard, again, fn = guard or fn.guard, again or fn.again, fn.calls or fn.fn
        self.calls = fn if isinstance(fn, str) else None     # the step or procedure it names
        if isinstance(fn, str):
            fn = _calls(fn)
        if not callable(fn):
            raise TypeError(f"a sequence's part must be a function or a name, not {fn!r}")
        self.fn, self.name, self.guard, self.again = fn, fn.__name__, guard, again


def _calls(name):
    """The part named ``name`` that only calls the step or procedure ``name``,
    handing it the sequence's ``seat`` when its frame has one."""
    def part(st, f, result, log):
        if "seat" in f:
            call(st, name, seat=f["seat"])
        else:
            call(st, name)
    part.__name__ = name
    return part


def when(part, guard):
    """A part that runs only when ``guard(st, f)`` holds (else it is skipped)."""
    return Part(part, guard=guard)


def repeat(part):
    """A part that runs again each time the child it called ends; when it calls
    nothing (or leaves the sequence), the sequence goes on."""
    return Part(part, again=True)


def _seq_advance(cls, st, f, i, result, log):
    """Run the parts of sequence ``cls`` from index ``i`` until one calls a child
    or leaves the frame; after the last part the sequence ends."""
    stack, parts = st["stack"], cls.parts
    while i < len(parts):
        part = parts[i]
        if part.guard is None or part.guard(st, f):
            f["at"] = part.name
            depth = len(stack)
            part.fn(st, f, result, log)
            if len(stack) != depth or stack[-1] is not f:
                return                      # a child was called, or the frame left
            result = None                   # a child's result goes to the next part run
        i += 1
    end(st)


def _seq_begin(cls):
    def begin(st, f, log):
        start = cls.part_index[f["at"]] if "at" in f else 0
        _seq_advance(cls, st, f, start, None, log)
    return begin


def _seq_resume(cls):
    def resume(st, f, result, log):
        i = cls.part_index[f["at"]]
        _seq_advance(cls, st, f, i if cls.parts[i].again else i + 1, result, log)
    return resume


def _pass_result(st, f, result, log):
    """The default resume: a procedure that called one child ends with its result."""
    end(st, result)
