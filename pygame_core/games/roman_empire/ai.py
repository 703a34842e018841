"""Roman Empire heuristics: a rule-based policy per step (the easy level),
the rewards of a finished game, and the normal and hard levels' own search.

The policy reads only what ``seat`` may see: its own hand, the factions, the
crises, the effects and the open victory piles (ruling E10).  Interface (the
kernel AI, ``pygame_core/ai``): ``policy(st, seat, actions, rng)``,
``evaluate(game, st, players)``, ``horizon(st)``, ``epsilon``, ``obvious``,
``conceal``, ``levels`` and ``Search`` (paired playouts to the game's end, at
the end of this file).  ``POLICIES`` holds one rule of thumb per step of the
flow (rules.py), by step name.

Its judgement, in short:
- a crisis: help when my card finishes it, when I am Emperor, or when a
  failure would bring the Empire close to collapse; otherwise help if the
  players still to answer can plausibly finish it;
- the turn's option: bring a leader down when one card does it (the one
  closest to falling first); protect my own leaders (Hero, Diplomacy);
  discard the cards I can never use; with a full hand let the least useful
  card go (the rules insist from edition 2 on, ruling E21).
"""
from ...ai.chances import logit_chances
from ...ai.heuristics import Heuristics, Ladder, by_step
from ...ai.paired import PairedSearch
from ...kernel import copy_state
from ...kernel.rng import seed_state
from . import data as D
from .data import AMOUNT, EFFECT, KIND, LBG, VALUE
from .table import claim, effective, emperor_seat, has_bg, has_patrician, points, strength

epsilon = 0.0          # share of random moves in playouts (none: the easy seats' own play)


def usable(st, seat, c):
    """Could ``seat`` ever use this card as things stand?"""
    if KIND[c] == "action":
        return has_bg(st, seat, D.BG[c])
    eff = EFFECT[c]
    if eff == "diplomacy":
        return emperor_seat(st) == seat
    if eff == "leadership":
        return has_bg(st, seat, "praetorian")
    return True


def margin(st, l):
    """How close a leader is to falling: his strength left after his challenges."""
    return effective(st, l) - sum(VALUE[c] for c in st["challenges"][l])


def disposes(st, l, c):
    """Our fast copy of the disposal rule (E4): would Action card ``c`` on
    leader ``l`` bring him down now?  (tests/games/roman_empire/test_ai.py
    holds it to the rules.)"""
    return bool(st["challenges"][l]) and margin(st, l) - VALUE[c] <= 0


def _best(actions, score):
    return max(actions, key=score)


# --- one rule of thumb per step ------------------------------------------------------
def crisis(st, seat, actions, rng):
    f = st["stack"][-1]
    value = VALUE[f["card"]]
    need = value - sum(VALUE[c] for _, c in f["played"])
    cards = [a for a in actions if a["type"] == "answer"]
    if not cards:
        return {"type": "pass"}
    finishing = [a for a in cards if VALUE[a["card"]] >= need]
    if finishing:      # the smallest card that finishes it: points for me, none wasted
        return min(finishing, key=lambda a: VALUE[a["card"]])
    ongoing = sum(VALUE[c] for c in st["ongoing"])
    big = max(cards, key=lambda a: VALUE[a["card"]])
    if seat == emperor_seat(st) or ongoing + value >= D.COLLAPSE_AT:
        return big
    # Will the others still to answer likely cover the rest?  (~2 per player)
    if need - VALUE[big["card"]] <= 2 * len(f["queue"][1:]):
        return big
    return {"type": "pass"}


def heir(st):
    """Who would take the Emperor card if a crisis failed now (the rules'
    ``emperor_to`` without the Emperor's own faction, and without its coin
    for a tie; None when nobody can)."""
    emp = emperor_seat(st)
    if emp is None:          # E2: nobody to blame, the card does not move
        return None
    pool = [s for s in range(st["n"]) if s != emp and has_patrician(st, s)]
    return max(pool, key=lambda s: claim(st, s)) if pool else None     # a tie: the first


# How often a searching seat with nothing at stake let a crisis fail that the
# rule of thumb would answer (measured: 12 all-normal games, 5 players, 99
# such answers, 45 passed).
LET_FAIL = 0.45


def crisis_searching(st, seat, actions, rng):
    """A crisis as the searching levels play it (a model of normal and hard
    seats, for the other seats of the searching levels' playouts, OTHERS): the Emperor's player, and anybody
    when a failure would bring the Empire near collapse, answer as the rule
    of thumb; the heir to the Emperor card lets it fail unless his card
    finishes it; the others let it fail about half the time."""
    pick = crisis(st, seat, actions, rng)
    if pick["type"] == "pass" or seat == emperor_seat(st) or feared(st):
        return pick
    f = st["stack"][-1]
    value = VALUE[f["card"]]
    if heir(st) == seat:
        need = value - sum(VALUE[c] for _, c in f["played"])
        return pick if VALUE[pick["card"]] >= need else {"type": "pass"}
    return {"type": "pass"} if rng.random() < LET_FAIL else pick


def must(st, seat, actions, rng):
    # New leaders first (more backgrounds to answer crises with), crises last.
    order = {"at_once": 0, "crisis": 1}
    return _best(actions, lambda a: (-order[KIND[a["card"]]], EFFECT[a["card"]] == "new_leader"))


def option(st, seat, actions, rng):
    me_emperor = emperor_seat(st) == seat
    best, best_score = None, 0.0
    lead = None            # the top score, counted only when a Citizens card needs it
    # Each leader's margin, counted once per call (the same numbers as
    # ``margin`` and ``disposes``: a challenge list scanned per action was a
    # tenth of a rollout).
    challenges, emperor = st["challenges"], st["emperor"]
    margins = {}
    for a in actions:
        t, score = a["type"], 0.0
        if t == "challenge":
            l, c = a["leader"], a["card"]
            ch = challenges[l]
            rival_emperor = emperor == l and not me_emperor
            if ch or rival_emperor:        # else neither rule below applies
                m = margins.get(l)
                if m is None:
                    m = margins[l] = margin(st, l)
                if ch and m - VALUE[c] <= 0:                   # disposes(st, l, c)
                    score = 6.0 + (5.0 if emperor == l else 0.0) - VALUE[c] * 0.3
                elif rival_emperor and m - VALUE[c] <= 3:
                    score = 1.5 - VALUE[c] * 0.2
        elif t == "play":
            eff = EFFECT[a["card"]]
            if eff == "hero":
                l = a["leader"]
                if l in st["faction"][seat]:
                    score = (2.0 + (3.0 if st["challenges"][l] else 0.0)
                             + (1.0 if st["emperor"] == l else 0.0))
            elif eff == "diplomacy":
                if a["seat"] == seat:
                    score = 1.0 + sum(len(st["challenges"][l]) for l in st["faction"][seat])
            elif eff == "citizens":
                t_seat = a["seat"]
                weak = sum(1 for l in st["faction"][t_seat]
                           if len(st["challenges"][l]) >= 2
                           and margin(st, l) <= AMOUNT[a["card"]])
                if lead is None:
                    lead = max(points(st, s) for s in range(st["n"]))
                score = 4.0 * weak + (0.5 if points(st, t_seat) == lead else 0.0)
            elif eff == "leadership":
                mine = sum(1 for l in st["faction"][seat] if LBG[l] == "patrician")
                theirs = sum(1 for s in range(st["n"]) if s != seat
                             for l in st["faction"][s] if LBG[l] == "patrician")
                score = 0.6 * theirs - 1.2 * mine
            elif eff == "tour":
                score = 1.5 * sum(1 for l in st["faction"][seat] if st["challenges"][l])
        elif t == "discard":
            score = 0.5 if not usable(st, seat, a["card"]) else -1.0
        if score > best_score:
            best, best_score = a, score
    passing = {"type": "pass"}
    if best is None and passing in actions and len(st["hands"][seat]) < D.HAND_SIZE:
        return passing
    if best is None:
        # Keep the deck moving (nobody draws while every hand is full): let the
        # least useful card go rather than pass.
        discards = [a for a in actions if a["type"] == "discard"]
        if not discards:
            return passing
        best = min(discards, key=lambda a: (usable(st, seat, a["card"]),
                                            KIND[a["card"]] == "action", VALUE[a["card"]]))
    return best


def place(st, seat, actions, rng):
    return _best(actions, lambda a: strength(st, a["leader"]))


def save(st, seat, actions, rng):
    return {"type": "save"}


def sicken(st, seat, actions, rng):
    # Spare the Emperor if possible.
    return _best(actions, lambda a: st["emperor"] != a["leader"])


POLICIES = {"crisis": crisis, "must": must, "option": option, "place": place,
            "save": save, "sicken": sicken}


policy = by_step(POLICIES)          # the easy bot: the rule of thumb of the step on top


SEARCHING = dict(POLICIES, crisis=crisis_searching)


def searching(st, seat, actions, rng):
    """A model of a searching seat (normal or hard) for the other seats of the
    searching levels' playouts (OTHERS): the rule of thumb except at a crisis
    (crisis_searching)."""
    return SEARCHING[st["stack"][-1]["p"]](st, seat, actions, rng)


# Steps where the rule of thumb is the move at every level (no search): save
# one's Emperor with Diplomacy, the Emperor card on the strongest Patrician,
# Sickness on a leader other than the Emperor, the order of must-play cards.
OBVIOUS = frozenset({"save", "place", "sicken", "must"})

# The fear of the fall (issue 45).  A collapse is a loss for every seat, but a
# searching seat that weighs a crisis alone lets it fail whenever its playouts
# see the others answer it (they model the others by the rule of thumb, which
# answers more than searching seats do): each leaves the crisis to the next,
# and tables of searching seats collapsed more often than tables of the rule
# of thumb.  At a crisis whose failure would bring the ongoing crises to
# FEAR_AT or more, every level plays the rule of thumb (answer with the card
# that finishes it, or the biggest when the Empire is at stake or the others
# can plausibly finish it); below that the search weighs it.  None: never.
# Measured (benchmarks/collapse.py, five players, all-normal tables, seeds of
# its own; all-easy tables 44 of 300 = 14.7%): no fear 43/200 = 21.5%, at
# the brink (18) 40/200 = 20%, from 12 31/177 = 17.5%, at every crisis (0)
# 30/200 = 15.0%; normal's playouts by the model of searching seats instead
# 44/195 = 22.6%.  FEAR_AT 0 brought the tables level, but left the searching
# levels no better than the rule of thumb (the paired margin, below).  Since
# 2026-11-28 (session 11) the fear lives in the playouts instead: they play
# the other seats as searching seats (OTHERS: they let a crisis fail at times),
# so a seat no longer counts on the next to save the Empire, and the search
# weighs every crisis again (None), the brink too, where a collapse valued below
# any loss makes it answer.  Three-player all-normal tables collapse 53 of 300,
# as all-easy ones do (docs/ai-roman-empire.md, "The fear in the playouts");
# 42 with a loss worth at least 0.40 (LOSS_FLOOR, session 12).
FEAR_AT = None


def feared(st):
    """Is the step on top a crisis whose failure would bring the ongoing
    crises to FEAR_AT or more (the collapse at D.COLLAPSE_AT, at the most)?"""
    f = st["stack"][-1]
    if f["p"] != "crisis":
        return False
    at = D.COLLAPSE_AT if FEAR_AT is None else min(FEAR_AT, D.COLLAPSE_AT)
    return sum(VALUE[c] for c in st["ongoing"]) + VALUE[f["card"]] >= at


def obvious(st, seat, actions):
    return st["stack"][-1]["p"] in OBVIOUS or (FEAR_AT is not None and feared(st))


# --- what the seat cannot see -------------------------------------------------------
def conceal(st, seat):
    """A copy in which everything ``seat`` cannot see is put in one fixed
    arrangement: the other hands and the deck (one pool, sorted, dealt back
    in seat order), the leader deck sorted, the game's generator reset.  The
    search then depends only on what the seat may see (its hand, the table,
    the open victory piles, E10)."""
    s2 = copy_state(st)
    others = [p for p in range(s2["n"]) if p != seat]
    pool = sorted(s2["deck"] + [c for p in others for c in s2["hands"][p]])
    for p in others:
        k = len(s2["hands"][p])
        s2["hands"][p], pool = pool[:k], pool[k:]
    s2["deck"] = pool
    s2["leader_deck"] = sorted(s2["leader_deck"])
    s2["rng"] = seed_state(0)
    return s2


# --- search support ------------------------------------------------------------------
# Rewards in [0, 1] per seat, in three bands, so that the search never prefers
# a collapse (Crisis cards: everybody loses) to losing on points, nor losing to
# winning: a win 1 (shared equally, E7), a loss LOSS_FLOOR up to LOSS_FLOOR +
# LOSS_SPAN by how close the seat came to the winner, a collapse 0.  (With a
# collapse worth the same as a loss, a seat behind was indifferent to the
# Empire's fall and let crises fail: issue 9.)  The floor is 0.40 since session
# 12 (it was 0.15): with the fear in the playouts (below) a loss worth little
# more than the fall left four-player all-normal tables collapsing more often
# than all-easy ones (48 of 300 against 37); at 0.40, 32 (collapse.py's
# 'loss0.4' rows, docs/ai-roman-empire.md).
LOSS_FLOOR = 0.40
LOSS_SPAN = 0.15


# Iteration caps of this game's levels (``pygame_core.ai.level_config``), set so
# that a move meets issue 9's waits in the page (Pyodide): normal's median
# within 400 ms, hard within 2 s.  An iteration is one playout to the game's
# end (see Search below), some 200-230 per CPU second in Pyodide under Node
# (benchmarks/bench_ladder.py --games 0 --positions 6): CPU medians 340 and
# 1668 ms at 70 and 320 (hard's playouts by the model of searching seats; 1437
# ms by the rule of thumb; 416 and 1717 ms before the rules' speed-ups); 107 and
# 504 ms with session 11's playouts (the other seats by that model).  More
# playouts buy no strength: normal at 210 won 42 of 240 games against four easy
# seats where 70 won 48 (issue 9, docs/ai-roman-empire.md).  The ladder measures the levels at these caps.
levels = {"normal": {"budget_ms": 400, "max_iterations": 70},
          "hard": {"budget_ms": 2000, "max_iterations": 320}}


def horizon(st):
    """Playouts run to the game's end (it is short: some 35 turns)."""
    return lambda s: False


def _loss(score, top):
    return LOSS_FLOOR + LOSS_SPAN * max(0.0, min(1.0, score / top)) if top > 0 else LOSS_FLOOR


def evaluate(game, st, players):
    """Rewards per seat at the game's end (a state before it is scored as if
    the game ended there: Victory, points now)."""
    if not st["stack"]:
        winners = st["winners"]
        if not winners:          # the Empire collapsed: everybody lost, worse than any loss
            return [0.0] * players
        scores = st["final_scores"]
        top = max(scores)
    else:
        scores = [points(st, s) for s in range(players)]
        top = max(scores)
        winners = [s for s in range(players) if scores[s] == top]     # E7
    return [1.0 / len(winners) if s in winners else _loss(scores[s], top)
            for s in range(players)]


# --- the review's estimate of the chance to win (issue 35) -----------------------------
# ``Game.win_chances``: a conditional logit (pygame_core/ai/chances.py) of each seat's
# points and faction, with an outcome "nobody" (the Empire collapses: everybody
# loses) weighed by the ongoing crises, one model per third of the deck drawn;
# CHANCES fitted by benchmarks/fit_chances.py on AI games, checked for calibration on
# others by benchmarks/bench_review.py.
def chance_features(st):
    """(stage, a row per seat, the table's row for "nobody").  A seat: its
    points, whether it holds the Emperor, its leaders' strength and number,
    whether it has a Patrician (it may take the Emperor card), its hand, and
    how near its leaders are to falling.  Nobody: the ongoing crises against
    the collapse, the share of the deck drawn."""
    drawn = 1.0 - len(st["deck"]) / len(D.CARDS)
    stage = min(2, int(3 * drawn))
    emp = emperor_seat(st)
    rows = []
    for s in range(st["n"]):
        leaders = st["faction"][s]
        near = sum(min(1.0, sum(VALUE[c] for c in st["challenges"][l]) / max(1, effective(st, l)))
                   for l in leaders)
        rows.append((points(st, s), 1.0 if emp == s else 0.0,
                     sum(effective(st, l) for l in leaders) / 10.0, len(leaders),
                     1.0 if has_patrician(st, s) else 0.0, len(st["hands"][s]), near))
    ongoing = sum(VALUE[c] for c in st["ongoing"]) / D.COLLAPSE_AT
    return stage, rows, (1.0, ongoing, ongoing * ongoing, drawn)


def win_chances(game, st):
    """Each seat's chance to win (``Game.win_chances``; see above): less than
    1 in all, the rest being the Empire's collapse."""
    stage, rows, table = chance_features(st)
    weights, nobody = CHANCES[stage]
    return logit_chances(rows, weights, table, nobody)


# Fitted by benchmarks/fit_chances.py on the fit set of benchmarks/review_games.py.
CHANCES = {
    0: ((0.0952, 0.1143, 0.6198, -0.0806, 1.6471, -0.0176, -0.8059), (2.9851, 2.017, -0.9504, -1.2162)),
    1: ((0.1654, 0.2936, 0.7114, 0.0004, 1.3221, 0.1, -1.4955), (3.5177, 3.1053, -1.1726, -1.4308)),
    2: ((0.2454, 0.197, 0.4309, 0.0548, 0.5469, 0.007, -0.8855), (2.8198, 1.8541, -1.5475, 0.031)),
}


# --- the search of the normal and hard levels ----------------------------------------
# Why the tree search (pygame_core/ai/mcts.py) played no better than this policy
# (issue 9; measured, see docs/ai-roman-empire.md): at 80 iterations it spread
# its visits over 3-46 root actions and over the other seats' replies, and its
# one-round rollouts ended in an evaluation whose differences between root
# actions (a few hundredths) were far below the noise of one rollout, so it left
# the policy's choice about half the time on noise.  What decides a Roman Empire
# game comes late (crises dealt with or failed, the Emperor card moving), so a
# short rollout cannot see it.
#
# The levels' search here is flat and paired: each sample is one
# determinization (hidden hands and decks drawn from what the seat cannot see)
# on which every candidate move is played to the game's end by this policy for
# every seat (the easy level's play), so all candidates meet the same cards and
# dice and their difference is measured with little noise ("common random
# numbers").  A candidate clearly worse than the best is dropped as samples come
# in; the move chosen is the policy's own unless another beats it by more than
# the noise of the paired difference.  An iteration is one playout.
# Issue 45: the policy's choice is left only for a lead of SWITCH_Z standard errors.
# With 0 (leave it for any better mean) the turn's option went to whichever of a
# dozen near-equal candidates led on noise, mostly a discard: three searching seats
# spent the Action cards that answer crises and collapsed 88 of 282 three-player
# games where three rule-of-thumb seats collapsed 53 of 300.  At 2 (with the fear
# at every crisis) they collapsed 50, but the levels then played as the rule of
# thumb (paired margin over easy +0.4 points).  Shipped since session 11: 1, with
# the other seats played as searching seats (OTHERS) and no Action card discarded
# on a hand that is not full (``candidates``): +7.1 points over easy on a screen,
# 53 of 300 three-player all-normal tables collapsed (docs/ai-roman-empire.md).
SWITCH_Z = 1.0
DROP_Z = 2.0              # drop a candidate behind the best by this many standard errors
DROP_AFTER = 4            # samples before any candidate is dropped


def candidates(st, seat, legal, pick):
    """The moves worth a playout: every crisis answer; at the option the
    policy's choice, ending the turn, each discard (not of an Action card
    while the hand is short of five: it would have answered a crisis), each
    challenge that brings a leader down or weakens a rival's Emperor, and each
    hold card's plays that can matter (Hero on one's own or the Emperor,
    Diplomacy, Citizens, Leadership, Tour).  Other challenges only spend a
    card that could score on a crisis (Victory: challenges score nothing
    unless the leader falls)."""
    if st["stack"][-1]["p"] != "option":
        return list(legal)
    out = []
    emperor = st["emperor"]
    short = len(st["hands"][seat]) < D.HAND_SIZE
    for a in legal:
        t = a["type"]
        keep = a == pick or t == "pass" or (
            t == "discard" and not (short and KIND[a["card"]] == "action"))
        if t == "challenge":
            l = a["leader"]
            keep = keep or l == emperor or disposes(st, l, a["card"])
        elif t == "play":
            eff = EFFECT[a["card"]]
            if eff == "hero":
                keep = keep or a["leader"] in st["faction"][seat] or a["leader"] == emperor
            else:
                keep = True
        if keep:
            out.append(a)
    return out


# Per level, how its playouts play its own seat: the rule of thumb (its own later
# moves by the model of searching seats won 26 of 120 where the rule won 27:
# docs/ai-roman-empire.md) ...
MODEL = {"normal": policy, "hard": policy}
# ... and the other seats: as searching seats, who let a crisis fail at times
# (``crisis_searching``), so that no seat counts on the next to save the Empire
# (issue 45; by the rule of thumb, which answers more, tables of searching seats
# each left the crisis to the next and collapsed more often).
OTHERS = {"normal": searching, "hard": searching}


class Search(PairedSearch):
    """The normal and hard levels' search (the kernel's ``choose`` uses a
    game's own ``Search`` when its heuristics give one): the shared paired
    playouts (pygame_core/ai/paired.py) of this game's candidates, each to the
    game's end (``horizon``) by the level's MODEL with ``epsilon`` random moves;
    it drops by DROP_Z after DROP_AFTER rounds, never settles early on close
    means, and switches from the policy's choice by SWITCH_Z, see above."""

    drop_z = DROP_Z
    drop_after = DROP_AFTER
    switch_z = SWITCH_Z
    epsilon = epsilon
    models = MODEL

    def __init__(self, m, seat, rng, heur, prior=None, level="normal", **kw):
        super().__init__(m, seat, rng, heur, prior=prior, level=level, **kw)
        other = OTHERS.get(level)
        if other is not None:
            own = self.play
            self.play = lambda st, s, legal, r: (own if s == seat else other)(st, s, legal, r)

    def candidates(self, st, seat, legal, pick):
        return candidates(st, seat, legal, pick)


# The ladder at five players, an all-easy table too (the Empire may collapse).  Normal's
# target closes half the gap between the fair share (20%) and the clairvoyant's
# ceiling against easy seats (22/60 = 37%, results.json bench_ai.clairvoyant).  Hard
# against four normal seats has no target (issue 36): the clairvoyant itself wins
# only the fair share there (12/60, docs/ai-roman-empire.md "The ceiling above hard").
# The strength run plays 300 games of normal and of the baseline (a game costs
# about a CPU second; 300 tell 28% from 20%).
ladder = Ladder(players=5, targets={"normal": 0.285},
                cost={"normal": 5.0, "hard": 10.0}, vs_random=("easy", "normal"), baseline=True,
                strength={"normal": 300, "easy": 300})

HEURISTICS = Heuristics(policies=POLICIES, evaluate=evaluate, horizon=horizon, epsilon=epsilon,
                        obvious=obvious, conceal=conceal, levels=levels, search=Search,
                        ladder=ladder)
