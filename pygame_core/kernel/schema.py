"""The view as a contract (issue 19 item 6): what a game's ``view`` holds, key
by key, written as plain data and checked by the conformance suite on every
view of every random game, so that a board reading a key can rely on it.

A schema is one of:

- a type: ``int``, ``str``, ``bool``, ``float``, ``list``, ``dict``, or ``None``
  (the value None); ``int`` does not accept a bool;
- ``Opt(s)``: None or what ``s`` accepts;
- ``Either(s, t, ...)``: what any of them accepts;
- ``[s]``: a list whose every item ``s`` accepts;
- ``{"key": s, ...}``: a dict with exactly these keys (a key written ``"key?"``
  may be missing);
- ``Map(s)`` or ``Map(s, keys=k)``: a dict of any keys (each ``k`` accepts
  it, str by default) whose every value ``s`` accepts.

``check(value, schema)`` raises ``SchemaError`` naming the path of the first
value that does not fit (``view.armies[3].owner: expected int, got 'x'``).
"""


class SchemaError(AssertionError):
    """A view does not fit its schema."""


class Opt:
    __slots__ = ("schema",)

    def __init__(self, schema):
        self.schema = schema


class Either:
    __slots__ = ("schemas",)

    def __init__(self, *schemas):
        self.schemas = schemas


class Map:
    __slots__ = ("schema", "keys")

    def __init__(self, schema, keys=str):
        self.schema, self.keys = schema, keys


def _fits(value, schema, path):
    """None when ``value`` fits ``schema``, else why not (with its path)."""
    if schema is None:
        return None if value is None else f"{path}: expected None, got {value!r:.40}"
    if isinstance(schema, type):
        ok = (isinstance(value, schema) and not (schema is int and isinstance(value, bool))
              or schema is float and isinstance(value, int) and not isinstance(value, bool))
        return None if ok else f"{path}: expected {schema.__name__}, got {value!r:.40}"
    if isinstance(schema, Opt):
        return None if value is None else _fits(value, schema.schema, path)
    if isinstance(schema, Either):
        whys = [_fits(value, s, path) for s in schema.schemas]
        return None if None in whys else whys[0]
    if isinstance(schema, list):
        if not isinstance(value, list):
            return f"{path}: expected a list, got {value!r:.40}"
        for i, item in enumerate(value):
            why = _fits(item, schema[0], f"{path}[{i}]")
            if why:
                return why
        return None
    if isinstance(schema, Map):
        if not isinstance(value, dict):
            return f"{path}: expected a dict, got {value!r:.40}"
        for k, v in value.items():
            why = _fits(k, schema.keys, f"{path} key") or _fits(v, schema.schema, f"{path}.{k}")
            if why:
                return why
        return None
    if isinstance(schema, dict):
        if not isinstance(value, dict):
            return f"{path}: expected a dict, got {value!r:.40}"
        keys = {k.rstrip("?"): s for k, s in schema.items()}
        needed = {k for k in schema if not k.endswith("?")}
        extra, missing = set(value) - set(keys), needed - set(value)
        if extra or missing:
            return (f"{path}: keys not in the schema {sorted(extra)}, "
                    f"missing {sorted(missing)}")
        for k, v in value.items():
            why = _fits(v, keys[k], f"{path}.{k}")
            if why:
                return why
        return None
    raise TypeError(f"not a schema: {schema!r}")


def check(value, schema, path="view"):
    """Raise ``SchemaError`` when ``value`` does not fit ``schema``."""
    why = _fits(value, schema, path)
    if why:
        raise SchemaError(why)


# What the kernel adds to every game's view (Match.view): the prompt and its
# entries, the step, the rules help, the log, undo, and the result at the end.
ENTRY = {"action": Map(Either(int, str, bool, None, list, dict)), "label": str,
         "target": Opt({"kind": str, "id": Either(int, str)}),
         "cost?": Map(Either(int, str))}
KERNEL_VIEW = {
    "prompt": {"text": str, "to_move": [int], "actions": [ENTRY]},
    "step": Opt({"name": str, "title": str, "rule": str}),
    "help": str,
    "log": [Either(str, Map(Either(int, str, None)))],
    "log_total?": int,
    "can_undo": bool,
    "over": bool,
    "result?": Map(Either(int, str, bool, list, dict, None)),
}


def view_schema(game_schema):
    """A game's whole view: its own keys and the kernel's."""
    clash = set(game_schema) & {k.rstrip("?") for k in KERNEL_VIEW}
    if clash:
        raise ValueError(f"a game's view schema repeats the kernel's keys {sorted(clash)}")
    return dict(game_schema, **KERNEL_VIEW)
