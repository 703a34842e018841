"""How often Roman Empire's Empire collapses, by table (issue 45).

A collapse (ongoing crises reach XVIII) is a loss for every seat.  This plays
whole games with every seat at one level (all easy, all normal, all hard, each
at its iteration cap) and a cooperative floor (every seat answers every crisis
it can with the card that finishes it, else its biggest, whatever its score;
the rule of thumb elsewhere), at 3 to 6 players, on seeds no screen or tuning
played (``SEED_BASE``).  Per table it reports the games that collapsed (95%
Wilson interval), the mean move of the collapse, and the games that collapsed
before a given seat's third decision (a decision: that seat to move with more
than one legal action), counted for every seat of every game: the game a
person in that seat remembers.

    python3 -m benchmarks.collapse --games 300 --tables easy,coop,normal,hard \
        --players 3,4,5,6 --workers 16 [--out F.json]

One line per finished game goes to stderr (a JSON object), so a run cut short
still leaves what it played.
"""
import argparse
import json
import sys
import time

GAME = "roman-empire"
SEED_BASE = 12000017          # a seed set of its own: no screen or tuning played it
SEED_STRIDE = 7919


def cooperative(st, seat, actions, rng):
    """The cooperative floor's crisis: answer whenever a card can be added
    (the smallest that finishes the crisis, else the biggest)."""
    from pygame_core.games.roman_empire.data import VALUE
    cards = [a for a in actions if a["type"] == "answer"]
    if not cards:
        return {"type": "pass"}
    f = st["stack"][-1]
    need = VALUE[f["card"]] - sum(VALUE[c] for _, c in f["played"])
    finishing = [a for a in cards if VALUE[a["card"]] >= need]
    if finishing:
        return min(finishing, key=lambda a: VALUE[a["card"]])
    return max(cards, key=lambda a: VALUE[a["card"]])


def variant(name):
    """Set the AI's knobs for a variant: 'shipped' (as the code stands),
    'base' (no fear: FEAR_AT None), 'fearN' (FEAR_AT N), 'optrule' (the turn's
    option by the rule of thumb: with the fear at every crisis, nothing is
    searched), 'keepact' and 'nochal' (``_keeping``), 'switchN' (leave the rule of
    thumb's choice only for a lead of N standard errors), '+model' for normal's
    own later moves in its playouts by the model of searching seats, '+others' /
    '+norule' for the other seats there by that model (shipped since session 11)
    / by the rule of thumb (before), 'lossN' for a loss worth at least N.  Returns a function that puts the previous
    knobs back."""
    from pygame_core.games.roman_empire import ai as reai
    before = (reai.FEAR_AT, reai.MODEL["normal"], reai.OBVIOUS, reai.candidates,
              reai.Search.switch_z, dict(reai.OTHERS), reai.LOSS_FLOOR)

    def restore():
        (reai.FEAR_AT, reai.MODEL["normal"], reai.OBVIOUS, reai.candidates,
         reai.Search.switch_z, others, reai.LOSS_FLOOR) = before
        reai.OTHERS.clear()
        reai.OTHERS.update(others)
    for part in name.split("+"):
        if part == "optrule":               # the turn's option by the rule of thumb too (no search)
            reai.OBVIOUS = reai.OBVIOUS | {"option"}
        elif part in ("keepact", "nochal"):
            reai.candidates = _keeping(reai.candidates, ("discard",) if part == "keepact" else ("challenge",))
        elif part == "base":
            reai.FEAR_AT = None
        elif part.startswith("fear"):
            reai.FEAR_AT = int(part[4:])
        elif part.startswith("loss"):       # a loss worth at least N (a collapse 0): 'loss0.4'
            reai.LOSS_FLOOR = float(part[4:])
        elif part.startswith("switch"):     # leave the rule's choice only for a lead of N s.e.
            reai.Search.switch_z = float(part[6:])
        elif part == "model":
            reai.MODEL["normal"] = reai.searching
        elif part == "others":              # the other seats in the playouts by the model of searching seats
            reai.OTHERS.update(normal=reai.searching, hard=reai.searching)
        elif part == "norule":              # ... by the rule of thumb (before session 11)
            reai.OTHERS.clear()
        elif part != "shipped":
            raise ValueError(f"unknown variant {part!r}")
    return restore


def _keeping(candidates, types):
    """The option's search without the moves of ``types`` that spend an Action
    card (a crisis answer) while the hand is not full, unless the rule of
    thumb picks one (variants 'keepact': discards, 'nochal': challenges).
    Since session 11 ``ai.candidates`` keeps a short hand's Action cards out of
    its discards itself, so 'keepact' changes nothing on the shipped code; it
    stays for the rows measured before."""
    from pygame_core.games.roman_empire import ai as reai, data as D

    def kept(st, seat, legal, pick):
        out = candidates(st, seat, legal, pick)
        if st["stack"][-1]["p"] != "option" or len(st["hands"][seat]) >= D.HAND_SIZE:
            return out
        return [a for a in out if a == pick or a["type"] not in types
                or reai.KIND[a["card"]] != "action"] or out
    return kept


def play(players, table, g, var="shipped"):
    """One game of ``table`` ('easy', 'normal', 'hard' or 'coop') at seed g,
    the AI's knobs set by ``var`` (``variant``).  Returns a plain dict:
    collapsed, the move of the end, and per seat the number of its decisions
    taken before the game ended."""
    restore = variant(var)
    try:
        return _game(players, table, g, var)
    finally:
        restore()


def _game(players, table, g, var):
    import pygame_core as pc
    from benchmarks.ai_moves import cap
    from pygame_core.games.roman_empire import ai as reai
    from pygame_core.kernel.rng import Rng
    m = pc.new_match(GAME, players=players, seed=SEED_BASE + SEED_STRIDE * g)
    decisions = [0] * players
    rng = Rng(g)
    step = 0
    cpu = time.process_time()
    while not m.is_over():
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        if len(legal) > 1:
            decisions[seat] += 1
        if table == "coop":
            st = m.state
            if st["stack"][-1]["p"] == "crisis":
                a = cooperative(st, seat, legal, rng)
            else:
                a = reai.policy(st, seat, legal, rng)
        else:
            a = pc.ai.choose(m, seat, table, seed=SEED_STRIDE * g + step,
                             iterations=cap(table, GAME))
        m.act(seat, a)
        step += 1
    res = m.result()
    return {"players": players, "table": table, "variant": var, "g": g,
            "collapsed": bool(res.get("collapsed")), "moves": step,
            "decisions": decisions, "cpu_s": round(time.process_time() - cpu, 2)}


def _play(job):
    return play(*job)


def wilson(k, n, z=1.96):
    from benchmarks.bench_ladder import wilson as w
    return w(k, n, z)


def summarise(rows):
    """Per (players, table): games, collapses with their interval, the mean
    move of a collapse, and the seats whose game collapsed before their third
    decision (of all seats of all games)."""
    out = {}
    for r in rows:
        out.setdefault((r["players"], r["table"], r.get("variant", "shipped")), []).append(r)
    table = []
    for (players, t, var), rs in sorted(out.items()):
        n = len(rs)
        col = [r for r in rs if r["collapsed"]]
        seats = n * players
        early = sum(1 for r in col for d in r["decisions"] if d < 3)
        seat0 = sum(1 for r in col if r["decisions"][0] < 3)
        lo, hi = wilson(len(col), n)
        table.append({"players": players, "table": t, "variant": var, "games": n, "collapsed": len(col),
                      "rate": round(len(col) / n, 3), "ci95": [round(lo, 3), round(hi, 3)],
                      "mean_collapse_move": round(sum(r["moves"] for r in col) / len(col), 1)
                      if col else None,
                      "before_third_decision": {"seats": early, "of": seats,
                                                "rate": round(early / seats, 4),
                                                "seat1_games": seat0},
                      "cpu_s_per_game": round(sum(r["cpu_s"] for r in rs) / n, 2)})
    return table


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", default="3,4,5,6")
    ap.add_argument("--tables", default="easy,coop,normal,hard")
    ap.add_argument("--variants", default="shipped",
                    help="the searching tables' AI knobs, comma-separated (see variant)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out")
    a = ap.parse_args(argv)
    jobs = [(p, t, g, v) for t in a.tables.split(",") for p in map(int, a.players.split(","))
            for v in (a.variants.split(",") if t in ("normal", "hard") else ["shipped"])
            for g in range(a.games)]
    # The dearest first, so that the workers end together.
    cost = {"easy": 1, "coop": 1, "normal": 20, "hard": 90}
    jobs.sort(key=lambda j: -cost[j[1]] * j[0])
    t0 = time.time()
    rows = []
    if a.workers > 1:
        import multiprocessing as mp
        with mp.get_context("fork").Pool(a.workers) as pool:
            for r in pool.imap_unordered(_play, jobs):
                print(json.dumps(r), file=sys.stderr, flush=True)
                rows.append(r)
    else:
        for j in jobs:
            r = _play(j)
            print(json.dumps(r), file=sys.stderr, flush=True)
            rows.append(r)
    res = {"seed_base": SEED_BASE, "games": a.games, "wall_s": round(time.time() - t0, 1),
           "workers": a.workers, "table": summarise(rows)}
    for r in res["table"]:
        b = r["before_third_decision"]
        print(f"{r['players']}p {r['table']:6s} {r['variant']:12s}: {r['collapsed']}/{r['games']} collapsed "
              f"({100 * r['rate']:.1f}%, 95% {100 * r['ci95'][0]:.0f}-{100 * r['ci95'][1]:.0f}%), "
              f"mean move {r['mean_collapse_move']}; before a seat's third decision "
              f"{b['seats']}/{b['of']} seats ({100 * b['rate']:.2f}%); "
              f"{r['cpu_s_per_game']} CPU s a game")
    if a.out:
        with open(a.out, "w") as fh:
            json.dump(res, fh, indent=1)
    return res


if __name__ == "__main__":
    main()
