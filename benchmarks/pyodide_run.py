"""A benchmark's workload run in Pyodide under Node: the one way the benchmarks
do it (``bench_ladder.py``'s move times, ``bench_review.py``'s review times).

``in_pyodide(file, expr)`` builds this checkout's engine wheel in a temporary
folder and runs ``node benchmarks/pyodide_run.mjs <wheel> <file> <expr>``: the
expression evaluated after importing the module of ``file`` (a .py in
benchmarks/, the other .py files there being the package ``benchmarks``).
"""
import json
import subprocess
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def in_pyodide(file, expr, timeout=3600):
    """(the expression's value, None), or (None, what went wrong) when Node, the
    front-end packages or the run fail: the last 500 characters of its stderr,
    or the error's repr."""
    import build
    try:
        build.ensure_node_modules()
        with tempfile.TemporaryDirectory() as tmp:
            wheel = build.build_wheel(Path(tmp))
            out = subprocess.run(["node", str(HERE / "pyodide_run.mjs"), str(wheel),
                                  str(HERE / file), expr],
                                 capture_output=True, text=True, timeout=timeout)
        if out.returncode != 0:
            return None, out.stderr[-500:]
        return json.loads(out.stdout.strip().splitlines()[-1]), None
    except (OSError, subprocess.SubprocessError) as e:
        return None, repr(e)
