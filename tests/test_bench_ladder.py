"""The ladder's bookkeeping (benchmarks/bench_ladder.py): recording a run merges it
into the recorded ladder, and a seed base other than the ladder's plays other games."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import bench_ladder  # noqa: E402


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
