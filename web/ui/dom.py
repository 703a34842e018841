"""DOM helpers for the MicroPython UI.

MicroPython in the browser cannot catch an exception thrown by a JavaScript
call: it stops the interpreter.  So every browser call that may throw (storage,
downloads, event targets) goes through a small JavaScript function below that
catches and answers with a plain value.
"""
import json

import js
from pyscript import document
from pyscript.ffi import create_proxy



def el(id):
    return document.getElementById(id)


def show(id, visible=True):
    el(id).hidden = not visible


def set_attr(id, name, value):
    node = document.body if id == "body" else el(id)
    node.setAttribute(name, str(value))


def html(id, *parts):
    """The element's content becomes ``parts``: HTML, each Markup (``boards.common.html``)
    or the str a drawing function returns (``boards.render``, ``table.log_html``)."""
    el(id).innerHTML = "".join(str(p) for p in parts)


def text(id, value):
    el(id).textContent = str(value)


# Focus without scrolling: the page stays where the player is (the prompt gets
# the keyboard's focus after a move, the page does not jump up to it).
_focus = js.Function("n", "n.focus({preventScroll: true})")


def focus_first(id, selector="button"):
    node = el(id).querySelector(selector)
    if node is not None:
        _focus(node)


# Integral JS numbers above 2**31 do not survive the trip into MicroPython (nor
# big ints the trip back), so times cross as text and go back as floats.
_now = js.Function("return String(Date.now())")


def now_ms() -> float:
    return float(_now())


def date_text(ms) -> str:
    return js.Date.new(float(ms)).toLocaleString()


def query_param(name: str):
    """A parameter of the page's query string (or None)."""
    for part in str(js.location.search).lstrip("?").split("&"):
        key, _, value = part.partition("=")
        if key == name:
            return js.decodeURIComponent(value.replace("+", " "))
    return None


# --- calls that may throw, made safe --------------------------------------------
_store_set = js.Function("k", "v", "try { localStorage.setItem(k, v); return ''; }"
                         " catch (e) { return (e && e.name) || String(e); }")
_store_get = js.Function("k", "try { return localStorage.getItem(k); } catch (e) { return null; }")
_store_del = js.Function("k", "try { localStorage.removeItem(k); return ''; }"
                         " catch (e) { return String(e); }")
_store_keys = js.Function("try { return JSON.stringify(Object.keys(localStorage)); }"
                          " catch (e) { return '[]'; }")
_download = js.Function("name", "text", """
  try {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], {type: 'application/json'}));
    a.download = name; document.body.appendChild(a); a.click(); a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000); return '';
  } catch (e) { return String(e); }""")
_read_file = js.Function("id", """
  const input = document.getElementById(id);
  const file = input && input.files && input.files[0];
  if (!file) return Promise.resolve('');
  return file.text().then((t) => JSON.stringify([file.name, t]),
                          (e) => JSON.stringify(['', '', String(e)]));""")
_bridge = js.Function("handler", """
  const data = (t, extra) => JSON.stringify(Object.assign({}, t.dataset, extra || {}));
  document.addEventListener('click', (ev) => {
    const t = ev.target && ev.target.closest ? ev.target.closest('[data-do]') : null;
    if (!t || t.disabled || t.tagName === 'FORM') return;
    ev.preventDefault();
    handler(data(t));
  });
  document.addEventListener('submit', (ev) => {
    ev.preventDefault();
    if (ev.target.dataset && ev.target.dataset.do) handler(data(ev.target));
  });
  document.addEventListener('change', (ev) => {
    const t = ev.target;
    if (t && t.dataset && t.dataset.change) handler(data(t, {do: t.dataset.change, value: t.value}));
  });
  document.addEventListener('keydown', (ev) => {
    const t = ev.target, tag = t && t.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (ev.key === 'ArrowLeft' || ev.key === 'ArrowRight' || ev.key === 'Escape')
      handler(JSON.stringify({do: 'key', key: ev.key}));
  });""")


def store_get(key):
    return _store_get(key)


def store_set(key, value) -> str:
    """'' when stored, else the error's name (e.g. QuotaExceededError)."""
    return _store_set(key, value)


def store_del(key) -> str:
    return _store_del(key)


def store_keys() -> list:
    return json.loads(_store_keys())


def download(name: str, content: str) -> str:
    return _download(name, content)


async def read_file(input_id: str):
    """(file name, text) of the file chosen in an <input type=file>, or None."""
    raw = await _read_file(input_id)
    if not raw:
        return None
    parts = json.loads(raw)
    return None if len(parts) > 2 else (parts[0], parts[1])


def on_event(handler):
    """handler(dict) for clicks on [data-do], form submits, changes on
    [data-change], the arrow keys and Escape; the dict is the element's data-* attributes."""
    def call(raw):
        handler(json.loads(raw))
    _bridge(create_proxy(call))
