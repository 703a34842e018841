"""The page's screens as entries in the browser's history (pushState / popstate).

Each entry's state is {"screen": name, ...} (plus "key", the autosave of the game
on the table, so a reload continues that game).  The table is never the first
entry: a page opened on a game gets a lobby entry under it, so Back from a game
returns to the lobby instead of leaving the site.
"""
import json

import js
from pyscript.ffi import create_proxy

HASH = {"table": "#play", "replay": "#replay"}

def _write(how, state, url):
    return js.ludiDom.historyWrite(how, state, url)   # (web/dom-helpers.js: may throw)


def _state():
    return js.ludiDom.historyState()


def _listen(handler):
    js.ludiDom.onPopState(handler)


def state() -> dict:
    try:
        got = json.loads(_state())
    except ValueError:
        return {}
    return got if isinstance(got, dict) else {}


def url_for(name) -> str:
    return str(js.location.pathname) + str(js.location.search) + HASH.get(name, "")


def go(name, how="push", **extra):
    """Record screen ``name``: "push" a new entry, "replace" this one, or "none"
    (the browser has already moved, on Back or Forward).  Pushing the screen
    already shown replaces it instead, so a screen is never twice in a row."""
    if how == "none":
        return
    st = dict(extra, screen=name)
    if how == "push" and state().get("screen") == name:
        how = "replace"
    _write(how, json.dumps(st), url_for(name))


def under(name):
    """Make the current entry ``name`` (the page was opened on a deeper screen)."""
    _write("replace", json.dumps({"screen": name}), url_for(name))


def listen(handler):
    """handler(state dict) whenever Back or Forward changes the entry."""
    def call(raw):
        try:
            handler(json.loads(raw))
        except ValueError:
            handler({})
    _listen(create_proxy(call))
