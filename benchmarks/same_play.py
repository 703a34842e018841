"""Same play, before and after a speed-up: a fingerprint of everything the
rules decide, to record before changing rules code and to check after.

For each game and player count it plays seeded random games through the
public contract and hashes, after every action, the state (canonical JSON),
who moves, their legal actions (in order), the label of each and the log
lines; and it hashes the AI's choice (``pc.ai.choose``) at each level's
iteration cap on fixed positions the levels search (``ai_moves.positions``
with ``searched``), where the three levels' choices differ.  Any change in a
legal action's order, a label, a log line, a state field or a random draw
changes a digest.

    python3 -m benchmarks.same_play --record /tmp/before.json     # before
    python3 -m benchmarks.same_play --check /tmp/before.json      # after: exit 1 on a difference

The state is hashed in two parts: the play (the table and the names of the
frames on the stack) and the frames' locals (the flow's bookkeeping).  A
refactor of how procedures keep their place (issue 19: sequences in the
kernel) changes only the second; ``--check F --frames-may-change`` then
accepts it while every other digest must stay the same.

A change that moves fields of the table elsewhere (issue 19: Time of
Crisis's turn scratch, ``pp``, ``bought``, ``disc`` and ``done`` of each
player, moved into the turn's frame) changes both of those digests while
the play may be the same.  ``--moved pl.pp,pl.bought,pl.disc,pl.done`` (each
``TOP.KEY``: the key of every entry of the table's list or dict ``TOP``) adds
a third digest, ``unmoved``: the play hashed as ``random`` is but with the
table's moved fields left out (wherever they now live, the frames' locals
are not in it).  Record the "before" with the same ``--moved`` on the older
code (``--root``) and check with it: the ``random`` and ``frames`` digests
may then differ where the ``unmoved`` one is the same, while the AI's
choices, the legal actions, labels, prompts and log (all in ``unmoved``)
must not.

``--games 300 --positions 16`` are the defaults; ``--only rome-in-crisis``
restricts the games; ``--root DIR`` fingerprints the ``pygame_core`` in DIR
instead of this checkout's, so the "before" can be recorded from an older
commit without checking it out:

    git archive c4021c3 pygame_core | tar -x -C /tmp/base
    python3 -m benchmarks.same_play --root /tmp/base --record /tmp/before.json

Recorded on c4021c3 and checked on the rules-speed branch (issue 9): 13 of 13
digests the same (300 games per count; 16 positions per AI level).  A
one-character change in one label makes every random-game digest of that
game differ (the check is sensitive).  Recorded on 1d413ea (engine 0.3.0) and
checked on the scratch branch (engine 0.4.0, Time of Crisis's turn scratch in
the turn's frame) with ``--only time-of-crisis --moved pl.pp,pl.bought,pl.disc,pl.done``:
the random and frames digests moved, the three unmoved and the three AI
digests the same (and the AI's on 64 positions, ``--games 0 --positions 64``).

The AI digests are taken on positions the levels search (issue 42): on
positions taken at random Time of Crisis's easy, normal and hard digests were
one (every sampled move its rule of thumb at every level), so they could not
see a change to its search.  On the searched positions each game's three
differ (tests/test_same_play.py).  A record made before that change has other
AI digests: record the "before" again with this file (``--root``).  Issue 42's
"before", on f3949a2, at 100 games a count (the default 300 took over 40
minutes on a loaded 2-core machine):

    python3 -m benchmarks.same_play --root /tmp/base42 --games 100 --record before.json
"""
import hashlib
import json
import sys
import time
from pathlib import Path


def cases():
    """Every game of the registry at every player count (the engine's own
    declarations: the one of ``--root`` when it is given)."""
    from pygame_core.games import GAMES
    return [(gid, n) for gid, g in GAMES.items()
            for n in range(g.info.min_players, g.info.max_players + 1)]


def without(table, moved):
    """``table`` without the ``moved`` fields ({TOP: {KEY, ...}}: KEY of every
    entry of the list or dict ``table[TOP]``), the rest untouched."""
    out = dict(table)
    for top, keys in moved.items():
        part = out.get(top)
        if isinstance(part, list):
            out[top] = [{k: v for k, v in e.items() if k not in keys} for e in part]
        elif isinstance(part, dict):
            out[top] = {n: {k: v for k, v in e.items() if k not in keys} for n, e in part.items()}
    return out


def play_digest(game, players, games, moved=None):
    """Digests over ``games`` seeded random games: the play (the table,
    the names of the frames on the stack, who moves, the legal actions, labels,
    prompts, log lines and the result), the frames (every frame's locals:
    the flow's bookkeeping, e.g. which part of a sequence a procedure is at)
    and, given ``moved`` ({TOP: {KEY, ...}}), the play with those fields of
    the table left out (None without it)."""
    import pygame_core as pc
    from pygame_core.kernel.match import canonical_json
    from pygame_core.kernel.rng import Rng
    h, hf = hashlib.sha256(), hashlib.sha256()
    hu = hashlib.sha256() if moved else None
    both = (h, hu) if moved else (h,)
    actions = 0
    for g in range(games):
        seed = 1000003 * g + players
        m = pc.new_match(game, players, seed=seed)
        r = Rng(seed)
        seen = 0
        while True:
            table = dict(m.state, stack=[fr["p"] for fr in m.state["stack"]])
            h.update(canonical_json(table).encode())
            if moved:
                hu.update(canonical_json(without(table, moved)).encode())
            hf.update(canonical_json(m.state["stack"]).encode())
            for entry in m.log[seen:]:
                for x in both:
                    x.update(json.dumps(entry, sort_keys=True).encode())
            seen = len(m.log)
            if m.is_over():
                for x in both:
                    x.update(canonical_json(m.result()).encode())
                break
            movers = m.to_move()
            legal = {s: m.legal_actions(s) for s in movers}
            for x in both:
                x.update(repr(movers).encode())
            for s in movers:
                said = (canonical_json(legal[s]), "\x1f".join(m.describe(a) for a in legal[s]),
                        m.game.prompt(m.state, s))
                for x in both:
                    for text in said:
                        x.update(text.encode())
            s = movers[r.below(len(movers))]
            m.act(s, legal[s][r.below(len(legal[s]))])
            actions += 1
    return h.hexdigest(), hf.hexdigest(), hu.hexdigest() if moved else None, actions


def ai_digest(game, players, count, levels=("easy", "normal", "hard")):
    """One digest per level over the AI's choices on ``count`` positions that
    the levels search (``ai_moves.positions(searched=True)``: more than one
    legal action and a step the game's heuristics do not call obvious).  On
    the others every level plays the rule of thumb at once, so a sample of
    them gives three equal digests that say nothing of the search: Time of
    Crisis's, whose ``obvious`` leaves only the actions and target steps to
    the search, did so on the positions taken at random."""
    import pygame_core as pc
    from pygame_core.kernel.match import canonical_json
    from benchmarks import ai_moves
    sample = ai_moves.positions(game, players, count, searched=True)
    out = {}
    for level in levels:
        choices = [pc.ai.choose(m, seat, level, seed=i, iterations=ai_moves.cap(level, game))
                   for i, (m, seat) in enumerate(sample)]
        out[level] = hashlib.sha256(canonical_json(choices).encode()).hexdigest()
    return out


def fingerprint(games=300, positions=16, only=None, moved=()):
    """The digests by "game/Np/kind"; ``moved``: the fields "TOP.KEY" the
    ``unmoved`` digest leaves out."""
    from benchmarks import ai_moves
    out = {}
    spec = {}
    for field in moved:
        top, key = field.split(".", 1)
        spec.setdefault(top, set()).add(key)
    for game, players in cases():
        if only and game not in only:
            continue
        t = time.time()
        d, df, du, n = play_digest(game, players, games, spec)
        out[f"{game}/{players}p/random"] = {"digest": d, "games": games, "actions": n}
        out[f"{game}/{players}p/frames"] = {"digest": df, "games": games}
        if spec:
            out[f"{game}/{players}p/unmoved"] = {"digest": du, "games": games,
                                                 "moved": sorted(moved)}
        print(f"{game} {players}p: {games} games, {n} actions, {time.time() - t:.0f} s",
              file=sys.stderr, flush=True)
        if players == dict(ai_moves.games_with_heuristics()).get(game):
            t = time.time()
            for level, d in ai_digest(game, players, positions).items():
                out[f"{game}/{players}p/ai-{level}"] = {"digest": d, "positions": positions,
                                                        "sample": "searched"}
            print(f"{game} {players}p AI: {positions} positions, {time.time() - t:.0f} s",
                  file=sys.stderr, flush=True)
    return out


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--record", help="write the fingerprint to this file")
    ap.add_argument("--check", help="compare with a fingerprint recorded before")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--positions", type=int, default=16)
    ap.add_argument("--only", default="", help="comma-separated game ids")
    ap.add_argument("--root", default=None, help="a directory holding the pygame_core to check")
    ap.add_argument("--frames-may-change", action="store_true",
                    help="a change of the flow's bookkeeping only (how procedures keep their "
                         "place): the frames digests are shown but do not fail the check")
    ap.add_argument("--moved", default="",
                    help="comma-separated fields TOP.KEY (KEY of every entry of the table's "
                         "TOP) moved out of the table: adds the unmoved digest (the play "
                         "without them); with --check, random and frames digests may then "
                         "differ where the unmoved one is the same")
    a = ap.parse_args()
    if a.root:                  # another checkout's engine, imported before this one's
        sys.path.insert(0, a.root)
    moved = [x for x in a.moved.split(",") if x]
    fp = fingerprint(a.games, a.positions, [g for g in a.only.split(",") if g], moved)
    if a.record:
        Path(a.record).write_text(json.dumps(fp, indent=1, sort_keys=True))
    if a.check:
        before = json.loads(Path(a.check).read_text())
        bad = [k for k in fp if before.get(k) != fp[k]]

        def moved_only(k):          # the state moved, the play (without it) is the same
            case = k.rsplit("/", 1)[0] + "/unmoved"
            return (moved and k.endswith(("/random", "/frames")) and case in fp
                    and case not in bad)
        allowed = [k for k in bad if (a.frames_may_change and k.endswith("/frames"))
                   or moved_only(k)]
        for k in sorted(fp):
            word = ("same" if k not in bad else "DIFFERENT" if k not in allowed
                    else "state moved" if moved_only(k) else "frames changed")
            print(f"{k:40s} {word:14s} {fp[k]['digest'][:16]}")
        print(f"{len(fp) - len(bad)} same, {len(bad)} different"
              + (f" ({len(allowed)} of them allowed: frames only or moved fields)"
                 if allowed else ""))
        sys.exit(1 if len(bad) > len(allowed) else 0)
    print(json.dumps(fp, indent=1, sort_keys=True))
