"""Command line: python -m pygame_core {list, play, simulate, replay}.

  list                         the games
  play GAME [-n N] [--seed S] [--ai LEVEL]   play in the terminal (you are seat 1)
  simulate GAME [-n N] [--games G] [--level L]   AIs (or random) play whole games
  replay SAVE.json [--check]   replay a save and print its log and result; with
                               --check, every move checked as the fuzz harness
                               does (kernel/fuzz.py's recheck): the first failure
                               and the state hash there, exit status 1 on one
"""
import argparse
import json
import sys

import pygame_core as pc
from pygame_core.kernel.fuzz import recheck
from pygame_core.kernel.rng import Rng


def _print_table(m, seat):
    v = m.view(seat)
    print(f"\n--- Turn {v.get('turn')} · {v.get('phase_name', '')} · scores {v.get('scores')}")
    for e in v["log"][-6:]:
        print("  ·", e["text"])
    print(v["prompt"]["text"])


def cmd_play(args):
    m = pc.new_match(args.game, args.players, seed=args.seed)
    while not m.is_over():
        seat = m.to_move()[0]
        if seat != 0:
            m.act(seat, pc.ai.choose(m, seat, level=args.ai, seed=len(m.actions)))
            continue
        _print_table(m, 0)
        v = m.view(0)
        for i, a in enumerate(v["prompt"]["actions"]):
            print(f"  {i + 1}. {a['label']}")
        choice = input("> ").strip()
        if choice == "u":
            m.undo()
            continue
        if choice == "q":
            return
        try:
            m.act(0, v["prompt"]["actions"][int(choice) - 1]["action"])
        except (ValueError, IndexError, pc.IllegalAction) as e:
            print("!", e)
    print(json.dumps(m.result()))


def cmd_simulate(args):
    wins = [0] * args.players
    for g in range(args.games):
        m = pc.new_match(args.game, args.players, seed=g)
        r = Rng(g)
        while not m.is_over():
            s = m.to_move()[0]
            if args.level == "random":
                acts = m.legal_actions(s)
                m.act(s, acts[r.below(len(acts))])
            else:
                m.act(s, pc.ai.choose(m, s, level=args.level, seed=g))
        for w in m.result()["winners"]:
            wins[w] += 1
    print(json.dumps({"games": args.games, "wins_by_seat": wins}))


def cmd_replay(args):
    with open(args.save) as f:
        text = f.read()
    if args.check:
        return cmd_recheck(text)
    m = pc.load_match(text)
    for e in m.log:
        print(e["text"])
    print(json.dumps(m.result() if m.is_over() else {"to_move": m.to_move()}))
    return 0


def cmd_recheck(text):
    """The save replayed with every check after every move (a failure the
    fuzz harness or the conformance suite kept: test-results/failures/)."""
    try:
        data = json.loads(text)
    except ValueError as e:
        raise pc.SaveError(f"This save is not valid JSON (it may be truncated): {e}") from None
    kept = data.get("failure") if isinstance(data, dict) else None
    if isinstance(kept, dict):
        print(f"Kept failure: {kept.get('error')} (after {kept.get('after')} moves)")
    report = recheck(data, pc.GAMES)
    if report["error"]:
        print(f"Fails at {report['error']}")
        print(f"state hash {report['state_hash']}")
        return 1
    print(f"Replayed {report['moves']} moves: every check holds")
    print(f"state hash {report['state_hash']}")
    if isinstance(kept, dict):          # a check of the test's own (e.g. the AI's), not repeated
        print("The kept failure is not one of the checks the replay repeats; the game above "
              "stands where it failed.")
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m pygame_core")
    sub = p.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list")
    pl = sub.add_parser("play")
    pl.add_argument("game")
    pl.add_argument("-n", "--players", type=int, default=3)
    pl.add_argument("--seed", type=int, default=1)
    pl.add_argument("--ai", default="easy")
    si = sub.add_parser("simulate")
    si.add_argument("game")
    si.add_argument("-n", "--players", type=int, default=4)
    si.add_argument("--games", type=int, default=10)
    si.add_argument("--level", default="random")
    rp = sub.add_parser("replay")
    rp.add_argument("save")
    rp.add_argument("--check", action="store_true",
                    help="check every move as the fuzz harness does; report the first failure")
    args = p.parse_args(argv)
    try:
        if args.cmd == "list":
            for g in pc.list_games():
                state = "" if g.playable else " (coming)"
                print(f"{g.id:16} {g.title}, {g.min_players}-{g.max_players} players{state}")
        elif args.cmd == "play":
            cmd_play(args)
        elif args.cmd == "simulate":
            cmd_simulate(args)
        else:
            return cmd_replay(args)
    except (ValueError, pc.SaveError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
