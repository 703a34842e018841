"""The engine wheel installed in real Pyodide (under Node, from node_modules/pyodide)
reproduces CPython's state_hash for seeded random games (DESIGN.md: same seed and
actions, same state_hash on CPython and Pyodide)."""
import json
import subprocess
from pathlib import Path

import pytest

import build
import random_games
from pygame_core.games import GAMES as REGISTRY

HERE = Path(__file__).resolve().parent / "pyodide"

GAMES = 24          # seeds 1..24 of each game, its player counts in turn


def run_in_pyodide(wheel: Path, count: int, repeats: int = 1) -> dict:
    build.ensure_node_modules()
    out = subprocess.run(["node", str(HERE / "parity.mjs"), str(wheel), str(count), str(repeats)],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_pyodide_reproduces_cpython_state_hashes(tmp_path):
    wheel = build.build_wheel(tmp_path)
    pyodide = run_in_pyodide(wheel, GAMES)
    cpython = random_games.workload(GAMES)
    assert len(cpython) == len(REGISTRY) * GAMES and GAMES >= 20
    assert {k.split("/")[0] for k in cpython} == set(REGISTRY)
    assert pyodide["python"].startswith("3.")
    assert pyodide["hashes"] == cpython
