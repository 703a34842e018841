"""The ladder's bookkeeping (benchmarks/bench_ladder.py): recording a run merges it
into the recorded ladder, and a seed base other than the ladder's plays other games."""

from benchmarks import bench_ladder


def test_recording_a_run_replaces_its_pairings_and_games_and_keeps_the_rest():
    ladder = {"pairings": [{"name": "a", "wins": 1}, {"name": "b", "wins": 2}],
              "moves": {"positions": 6, "pyodide": {"g1": {"normal": 1}, "g2": {"normal": 2}}}}
    bench_ladder.merge(ladder, {"pairings": [{"name": "b", "wins": 5}],
                                "moves": {"positions": 6, "pyodide": {"g2": {"normal": 9}}}})
    assert ladder["pairings"] == [{"name": "a", "wins": 1}, {"name": "b", "wins": 5}]
    assert ladder["moves"]["pyodide"] == {"g1": {"normal": 1}, "g2": {"normal": 9}}
    bench_ladder.merge(ladder, {"pairings": [{"name": "c", "wins": 0}], "seeds": "s"})
    assert [r["name"] for r in ladder["pairings"]] == ["a", "b", "c"] and ladder["seeds"] == "s"


def test_the_seed_base_chooses_the_games(monkeypatch):
    import pygame_core as pc
    seeds, real = [], pc.new_match

    def spy(game, players, seed):
        seeds.append(seed)
        return real(game, players=players, seed=seed)
    monkeypatch.setattr(pc, "new_match", spy)
    bench_ladder.play("roman-empire", 3, "easy", "easy", 2)
    monkeypatch.setattr(bench_ladder, "SEED_BASE", 300007)
    bench_ladder.play("roman-empire", 3, "easy", "easy", 2)
    assert seeds == [100003 + 7919 * 2, 300007 + 7919 * 2]
    row = bench_ladder.pairing("roman-empire", 3, "easy", 2, workers=1)
    assert row["seeds"] == "300007 + 7919 * g" and row["games"] == 2


def test_the_ladder_plays_every_pairing_in_one_pool_and_regroups_the_games(monkeypatch):
    """The costliest pairings' games go first, yet each row counts its own games,
    in game order (here a fake game: the hero wins game 0 of a hard pairing only)."""
    from benchmarks import ai_moves
    played = []

    def fake(game, players, hero, below, g):
        played.append((game, hero, g))
        return {"won": hero == "hard" and g == 0, "collapsed": False, "score": g,
                "times": {hero: [0.5, 1]}, "actions": 10 + g, "cpu_s": 1.0}
    monkeypatch.setattr(bench_ladder, "play", fake)
    monkeypatch.setattr(ai_moves, "games_with_heuristics",
                        lambda: [("roman-empire", 5), ("rome-in-crisis", 4)])
    res = bench_ladder.run(games=3, hard_games=2, workers=1, pyodide=False)
    assert played[:2] == [("rome-in-crisis", "hard", 0), ("rome-in-crisis", "hard", 1)]
    rows = {r["name"]: r for r in res["pairings"]}
    assert sorted(rows) == ["roman-empire/5p easy vs 4 easy", "roman-empire/5p hard vs 4 normal",
                            "roman-empire/5p normal vs 4 easy", "roman-empire/5p normal vs 4 normal",
                            "rome-in-crisis/4p hard vs 3 normal",
                            "rome-in-crisis/4p normal vs 3 easy"]
    assert [rows[n]["games"] for n in sorted(rows)] == [3, 2, 3, 2, 2, 3]
    assert rows["rome-in-crisis/4p hard vs 3 normal"]["wins"] == 1
    assert rows["roman-empire/5p normal vs 4 easy"]["wins"] == 0
    assert rows["roman-empire/5p easy vs 4 easy"]["actions_max"] == 12
    assert res["cpu_s"] == 15.0 and res["wall_s"] >= 0


def _accounted(game, players, hero, below, g):
    """A fake game whose hero's luck-corrected margin is g / 10, and 0.05 more
    for a hard hero or a normal hero among easy seats."""
    better = 0.05 if (hero, below) in (("hard", "normal"), ("normal", "easy")) else 0.0
    return {"won": False, "collapsed": False, "score": 0, "times": {}, "actions": 1,
            "cpu_s": 0.0, "account": {"initial": 0.2, "final": 0.0, "luck": 0.1,
                                      "decisions": g / 10 + better, "others": 0.0}}


def test_a_level_is_judged_against_the_level_below_in_the_same_seat(monkeypatch):
    """Issue 45: where the ladder plays a baseline (Roman Empire), each pairing's
    seeds are played by the level below's own table too, and the row's paired
    margin is, seed by seed, the hero's luck-corrected margin minus that seat's
    there: in the whole ladder and in one pairing (--only)."""
    from benchmarks import ai_moves
    monkeypatch.setattr(bench_ladder, "play", _accounted)
    monkeypatch.setattr(ai_moves, "games_with_heuristics", lambda: [("roman-empire", 5)])
    res = bench_ladder.run(games=4, hard_games=3, workers=1, pyodide=False)
    rows = {r["name"]: r for r in res["pairings"]}
    hard = rows["roman-empire/5p hard vs 4 normal"]["margin_paired"]
    assert hard["over"] == "roman-empire/5p normal vs 4 normal" and hard["games"] == 3
    assert hard["mean"] == 0.05 and hard["sd"] == 0 and hard["corr"] == 1.0
    assert hard["base_corrected"]["mean"] == 0.1            # (0 + 0.1 + 0.2) / 3
    normal = rows["roman-empire/5p normal vs 4 easy"]["margin_paired"]
    assert normal["over"] == "roman-empire/5p easy vs 4 easy" and normal["mean"] == 0.05
    assert "margin_paired" not in rows["roman-empire/5p easy vs 4 easy"]
    row = bench_ladder.pairing("roman-empire", 5, "hard", 3, workers=1)
    assert row["games"] == 3 and row["margin_paired"]["mean"] == 0.05
    assert "paired margin over roman-empire/5p normal vs 4 normal" in bench_ladder.table(res)


def test_the_strength_run_gives_each_pairing_its_games_on_either_seed_set(monkeypatch):
    """Issue 36: 300 games for Roman Empire's normal and baseline, 120 a hard
    pairing; the second seed set's rows are named apart from the ladder's, and
    the two sets never share a game."""
    from benchmarks import ai_moves
    played = []

    def fake(game, players, hero, below, g):
        played.append((game, hero, g))
        return {"won": False, "collapsed": False, "score": 0, "times": {}, "actions": 1,
                "cpu_s": 0.0}
    monkeypatch.setattr(bench_ladder, "play", fake)
    monkeypatch.setattr(ai_moves, "games_with_heuristics",
                        lambda: [("roman-empire", 5), ("rome-in-crisis", 4)])
    res = bench_ladder.run(workers=1, pyodide=False, strength=True, only=["roman-empire"])
    assert {r["name"]: r["games"] for r in res["pairings"]} == {
        "roman-empire/5p normal vs 4 easy": 300, "roman-empire/5p easy vs 4 easy": 300,
        "roman-empire/5p hard vs 4 normal": 120, "roman-empire/5p normal vs 4 normal": 120}
    assert bench_ladder.strength_counts("rome-in-crisis")["hard"] == 120
    monkeypatch.setattr(bench_ladder, "SEED_BASE", bench_ladder.SEED_SETS["second"])
    row = bench_ladder.summary("roman-empire", 5, "hard", [], None)
    assert row["name"] == "roman-empire/5p hard vs 4 normal [second seeds]"
    assert row["target"] is None        # retired: the ceiling against normal seats is the fair share
    ladder = {bench_ladder.SEED_SETS["ladder"] + 7919 * g for g in range(1000)}
    assert not ladder & {bench_ladder.SEED_SETS["second"] + 7919 * g for g in range(1000)}
