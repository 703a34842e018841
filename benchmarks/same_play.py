"""Same play, before and after a speed-up: a fingerprint of everything the
rules decide, to record before changing rules code and to check after.

For each game and player count it plays seeded random games through the
public contract and hashes, after every action, the state (canonical JSON),
who moves, their legal actions (in order), the label of each and the log
lines; and it hashes the AI's choice (``pc.ai.choose``) at each level's
iteration cap on fixed positions (``ai_moves.positions``).  Any change in a
legal action's order, a label, a log line, a state field or a random draw
changes a digest.

    python3 benchmarks/same_play.py --record /tmp/before.json     # before
    python3 benchmarks/same_play.py --check /tmp/before.json      # after: exit 1 on a difference

The state is hashed in two parts: the play (the table and the names of the
frames on the stack) and the frames' locals (the flow's bookkeeping).  A
refactor of how procedures keep their place (issue 19: sequences in the
kernel) changes only the second; ``--check F --frames-may-change`` then
accepts it while every other digest must stay the same.

``--games 300 --positions 16`` are the defaults; ``--only rome-in-crisis``
restricts the games; ``--root DIR`` fingerprints the ``pygame_core`` in DIR
instead of this checkout's, so the "before" can be recorded from an older
commit without checking it out:

    git archive c4021c3 pygame_core | tar -x -C /tmp/base
    python3 benchmarks/same_play.py --root /tmp/base --record /tmp/before.json

Recorded on c4021c3 and checked on the rules-speed branch (issue 9): 13 of 13
digests the same (300 games per count; 16 positions per AI level).  A
one-character change in one label makes every random-game digest of that
game differ (the check is sensitive).
"""
import hashlib
import json
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = (sys.argv[sys.argv.index("--root") + 1] if "--root" in sys.argv[:-1]
        else str(HERE.parent))        # read before the imports below
sys.path.insert(0, str(HERE))
sys.path.insert(0, ROOT)

import pygame_core as pc                      # noqa: E402
from pygame_core.kernel.match import canonical_json   # noqa: E402
from pygame_core.kernel.rng import Rng         # noqa: E402
import ai_moves                                # noqa: E402

CASES = ([("rome-in-crisis", n) for n in (2, 3, 4)] + [("roman-empire", n) for n in (3, 4, 5, 6)]
         + [("time-of-crisis", n) for n in (2, 3, 4)]
         + [("roman-history", n) for n in (2, 3, 4, 5, 6)])


def play_digest(game, players, games):
    """Two digests over ``games`` seeded random games: the play (the table,
    the names of the frames on the stack, who moves, the legal actions, labels,
    prompts, log lines and the result) and the frames (every frame's locals:
    the flow's bookkeeping, e.g. which part of a sequence a procedure is at)."""
    h, hf = hashlib.sha256(), hashlib.sha256()
    actions = 0
    for g in range(games):
        seed = 1000003 * g + players
        m = pc.new_match(game, players, seed=seed)
        r = Rng(seed)
        seen = 0
        while True:
            table = dict(m.state, stack=[fr["p"] for fr in m.state["stack"]])
            h.update(canonical_json(table).encode())
            hf.update(canonical_json(m.state["stack"]).encode())
            for entry in m.log[seen:]:
                h.update(json.dumps(entry, sort_keys=True).encode())
            seen = len(m.log)
            if m.is_over():
                h.update(canonical_json(m.result()).encode())
                break
            movers = m.to_move()
            h.update(repr(movers).encode())
            legal = {s: m.legal_actions(s) for s in movers}
            for s in movers:
                h.update(canonical_json(legal[s]).encode())
                h.update("\x1f".join(m.describe(a) for a in legal[s]).encode())
                h.update(m.game.prompt(m.state, s).encode())
            s = movers[r.below(len(movers))]
            m.act(s, legal[s][r.below(len(legal[s]))])
            actions += 1
    return h.hexdigest(), hf.hexdigest(), actions


def ai_digest(game, players, count, levels=("easy", "normal", "hard")):
    """One digest per level over the AI's choices on ``count`` positions."""
    sample = ai_moves.positions(game, players, count)
    out = {}
    for level in levels:
        choices = [pc.ai.choose(m, seat, level, seed=i, iterations=ai_moves.cap(level, game))
                   for i, (m, seat) in enumerate(sample)]
        out[level] = hashlib.sha256(canonical_json(choices).encode()).hexdigest()
    return out


def fingerprint(games=300, positions=16, only=None):
    out = {}
    for game, players in CASES:
        if only and game not in only:
            continue
        t = time.time()
        d, df, n = play_digest(game, players, games)
        out[f"{game}/{players}p/random"] = {"digest": d, "games": games, "actions": n}
        out[f"{game}/{players}p/frames"] = {"digest": df, "games": games}
        print(f"{game} {players}p: {games} games, {n} actions, {time.time() - t:.0f} s",
              file=sys.stderr, flush=True)
        if players == dict(ai_moves.games_with_heuristics()).get(game):
            t = time.time()
            for level, d in ai_digest(game, players, positions).items():
                out[f"{game}/{players}p/ai-{level}"] = {"digest": d, "positions": positions}
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
    a = ap.parse_args()
    fp = fingerprint(a.games, a.positions, [g for g in a.only.split(",") if g])
    if a.record:
        Path(a.record).write_text(json.dumps(fp, indent=1, sort_keys=True))
    if a.check:
        before = json.loads(Path(a.check).read_text())
        bad = [k for k in fp if before.get(k) != fp[k]]
        allowed = [k for k in bad if a.frames_may_change and k.endswith("/frames")]
        for k in sorted(fp):
            word = "same" if k not in bad else "frames changed" if k in allowed else "DIFFERENT"
            print(f"{k:40s} {word:14s} {fp[k]['digest'][:16]}")
        print(f"{len(fp) - len(bad)} same, {len(bad)} different"
              + (f" ({len(allowed)} of them frames only, allowed)" if allowed else ""))
        sys.exit(1 if len(bad) > len(allowed) else 0)
    print(json.dumps(fp, indent=1, sort_keys=True))
