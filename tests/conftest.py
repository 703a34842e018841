"""The suite's markers and order (pyproject.toml declares the markers).

- ``browser``: every test under tests/browser (they drive a browser against dist/);
- ``slow``: marked where the test is, on the tests of some ten CPU seconds or more.

A developer's quick loop leaves both out: ``python3 -m pytest -n auto -m "not slow
and not browser"``.  The slow and browser tests run first: pytest-xdist hands
tests out in this order, so the longest ones start at once and the many short
ones fill the cores at the end, instead of one long test running alone at the end."""
from pathlib import Path

import pytest

BROWSER = Path(__file__).resolve().parent / "browser"


def pytest_collection_modifyitems(config, items):
    for item in items:
        if BROWSER in item.path.parents:
            item.add_marker(pytest.mark.browser)
    first = [i for i in items if i.get_closest_marker("slow") or i.get_closest_marker("browser")]
    rest = [i for i in items if not (i.get_closest_marker("slow") or i.get_closest_marker("browser"))]
    items[:] = first + rest
