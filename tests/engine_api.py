"""web/engine.py, the page's JSON API, loaded on CPython for the tests of its calls
(test_web_engine.py, test_room.py): ``load`` gives a fresh module (its state is
module-level, as in the page's worker), ``call`` one call, its JSON answer read."""
import importlib.util
import json
from pathlib import Path

SPEC = importlib.util.spec_from_file_location(
    "web_engine", Path(__file__).resolve().parent.parent / "web" / "engine.py")


def load():
    module = importlib.util.module_from_spec(SPEC)
    SPEC.loader.exec_module(module)
    return module


def call(eng, fn, **args):
    return json.loads(getattr(eng, fn)(json.dumps(args)))
