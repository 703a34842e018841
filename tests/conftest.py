"""The suite's markers and order (pyproject.toml declares the markers).

- ``browser``: every test under tests/browser (they drive a browser against dist/);
- ``slow``: marked where the test is, on the tests of some ten CPU seconds or more.

A developer's quick loop leaves both out: ``python3 -m pytest -n auto -m "not slow
and not browser"``.  The slow tests run first, then the browser tests, then the
rest: pytest-xdist hands tests out in this order, so the longest ones start at
once and the many short ones fill the cores at the end, instead of one long test
running alone at the end."""
from pathlib import Path

import pytest

BROWSER = Path(__file__).resolve().parent / "browser"
FAILURES = Path(__file__).resolve().parent.parent / "test-results" / "failures"


@pytest.fixture
def failures():
    """The folder where a failing game's save is kept (test-results/failures/,
    git-ignored): the fuzz harness's ``keep`` and ``kept`` (kernel/fuzz.py)
    write it there and the failure names the command that replays it."""
    return FAILURES


@pytest.fixture
def eng():
    """A fresh web/engine.py (the page's JSON API) on CPython: tests/engine_api.py."""
    import engine_api
    return engine_api.load()


def rank(item):
    """0 for a slow test, 1 for a browser test, 2 for the rest."""
    return 0 if item.get_closest_marker("slow") else 1 if item.get_closest_marker("browser") else 2


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BROWSER in item.path.parents:
            item.add_marker(pytest.mark.browser)
    items.sort(key=rank)                # a stable sort: each group in collection order
