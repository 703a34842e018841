"""The rooms of the page's UI (web/ui, issue 42): each room keeps its own state
in a class of its own module, which no other room touches; what the rooms share
is ``page.S`` alone, and ``page.SHARED`` says which rooms write and read each of
its fields.  Read from the sources (the UI runs under MicroPython in the
browser), so that a reader learns from a room's file, and page.py's table, what
it may touch.

The rooms are the modules whose ``EVENTS`` app.py joins, and ``page``."""
import ast
from pathlib import Path

UI = Path(__file__).resolve().parent.parent / "web" / "ui"

# Methods that change the object they are called on.
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault",
            "add", "discard", "sort", "reverse"}


def tree(name) -> ast.Module:
    return ast.parse((UI / (name + ".py")).read_text(encoding="utf-8"))


def rooms() -> list:
    """The modules whose EVENTS app.py joins into HANDLERS, and page."""
    found = []
    for node in ast.walk(tree("app")):
        if isinstance(node, ast.Assign) and [t.id for t in node.targets
                                              if isinstance(t, ast.Name)] == ["HANDLERS"]:
            found = [a.value.id for a in node.value.args
                     if isinstance(a, ast.Attribute) and a.attr == "EVENTS"]
    return sorted(found + ["page"])


def shared() -> dict:
    """page.SHARED: {field: (writers, readers)}, each a set of room names."""
    for node in tree("page").body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "SHARED":
            table = ast.literal_eval(node.value)
            return {f: (set(w.split()), set(r.split())) for f, (w, r) in table.items()}
    raise AssertionError("page.py declares no SHARED table")


def state_classes(module) -> dict:
    """{name: the fields its body declares} for each top-level class of a room."""
    out = {}
    for node in module.body:
        if isinstance(node, ast.ClassDef):
            fields = set()
            for stmt in node.body:
                targets = stmt.targets if isinstance(stmt, ast.Assign) else []
                for t in targets:
                    fields |= {n.id for n in ast.walk(t) if isinstance(n, ast.Name)}
            out[node.name] = fields
    return out


def imported(module) -> dict:
    """{local name: (module, name or None)} for the room's imports."""
    out = {}
    for node in module.body:
        if isinstance(node, ast.Import):
            for a in node.names:
                out[a.asname or a.name] = (a.name, None)
        elif isinstance(node, ast.ImportFrom):
            for a in node.names:
                out[a.asname or a.name] = (node.module, a.name)
    return out


def chain(node):
    """``a.b.c`` or ``a.b["k"]``: ["a", "b", "c"] / ["a", "b"]; None when the
    root is not a name (a call's result, ``el("x").value``)."""
    names = []
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        if isinstance(node, ast.Attribute):
            names.append(node.attr)
        else:
            names = []                  # what lies under a subscript belongs to the object above
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    return [node.id] + names[::-1]


def touches(room) -> dict:
    """What a room's module does to names beyond its own locals:
    {"writes": [(chain, line)], "reads": [(chain, line)]}."""
    module = tree(room)
    writes, reads = [], []

    def targets(t):
        if isinstance(t, (ast.Tuple, ast.List)):
            for x in t.elts:
                yield from targets(x)
        elif isinstance(t, ast.Starred):
            yield from targets(t.value)
        else:
            yield t

    for node in ast.walk(module):
        tlist = (node.targets if isinstance(node, ast.Assign) else
                 [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else [])
        for t in tlist:
            for x in targets(t):
                c = chain(x) if isinstance(x, (ast.Attribute, ast.Subscript)) else None
                if c is not None and len(c) > 1:
                    writes.append((c, node.lineno))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
                node.func.attr in MUTATORS:
            c = chain(node.func.value)
            if c is not None and len(c) > 1:
                writes.append((c, node.lineno))
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            c = chain(node)
            if c is not None and len(c) > 1:
                reads.append((c, node.lineno))
    return {"writes": writes, "reads": reads, "module": module}


def shared_field(c, names):
    """The field of page.S that chain ``c`` reaches (``S.x``, ``page.S.x``), else None."""
    if names.get(c[0]) == ("page", "S") and len(c) > 1:
        return c[1]
    if names.get(c[0]) == ("page", None) and len(c) > 2 and c[1] == "S":
        return c[2]
    return None


def test_the_rooms_are_the_modules_app_joins():
    assert rooms() == ["bylink", "ear", "lessons", "lobby", "page", "play", "replay",
                       "review_room", "saves"]
    assert set(shared()) == state_classes(tree("page"))["S"], \
        "page.SHARED names every field of page.S, and no other"


def test_each_room_writes_only_its_own_state_and_the_shared_fields_given_it():
    """A room assigns (or changes in place) the fields of its own state classes,
    declared in their bodies, and the fields of page.S that page.SHARED lets it
    write; never another module's state (as lessons once filled play.Plug)."""
    table = shared()
    wrong = []
    for room in rooms():
        t = touches(room)
        own = state_classes(t["module"])
        names = imported(t["module"])
        if room == "page":
            names = dict(names, S=("page", "S"))
        for c, line in t["writes"]:
            where = f"{room}.py:{line}: {'.'.join(c)}"
            field = shared_field(c, names)
            if field is not None:
                if field not in table or room not in table[field][0]:
                    wrong.append(where + " (page.SHARED does not give it this field to write)")
            elif c[0] in own and c[0] != "S":
                if c[1] not in own[c[0]]:
                    wrong.append(where + " (not a field its class declares)")
            elif c[0] in names:
                wrong.append(where + " (another module's state)")
    assert not wrong, "\n".join(wrong)


def test_each_room_reads_only_the_shared_fields_page_gives_it():
    """page.SHARED is exact: a room reads or writes a field of page.S only when the
    table names it, and every room the table names does."""
    table = shared()
    used = {}
    for room in rooms():
        t = touches(room)
        names = imported(t["module"])
        if room == "page":
            names = dict(names, S=("page", "S"))
        for kind, found in (("writes", t["writes"]), ("reads", t["reads"])):
            for c, line in found:
                field = shared_field(c, names)
                if field is not None:
                    used.setdefault(field, {}).setdefault(room, set()).add(kind)
    wrong = [f"{room} uses S.{field}, which page.SHARED does not declare"
             for field in sorted(set(used) - set(table)) for room in sorted(used[field])]
    for field, (writers, readers) in sorted(table.items()):
        rooms_at = used.get(field, {})
        for room, kinds in sorted(rooms_at.items()):
            if room not in writers | readers:
                wrong.append(f"{room} uses S.{field}, which page.SHARED does not give it")
        for room in sorted(writers):
            if "writes" not in rooms_at.get(room, set()):
                wrong.append(f"page.SHARED says {room} writes S.{field}; it does not")
        for room in sorted(readers - writers):
            if room not in rooms_at:
                wrong.append(f"page.SHARED says {room} reads S.{field}; it does not")
            elif "writes" in rooms_at[room]:
                wrong.append(f"{room} writes S.{field}; page.SHARED lists it as a reader")
    assert not wrong, "\n".join(wrong)


def test_no_room_reaches_into_another_rooms_state():
    """A room's state class is its own: another room neither imports it nor
    reads it through the module (it asks the room's functions, or page's doors:
    ``page.after_table``, ``page.lesson_room``, ``page.keep_screen``)."""
    classes = {room: set(state_classes(tree(room))) for room in rooms()}
    classes["page"].discard("S")            # the shared one
    wrong = []
    for room in rooms():
        t = touches(room)
        names = imported(t["module"])
        for local, (mod, name) in names.items():
            if mod in classes and mod != room and name in classes[mod]:
                wrong.append(f"{room}.py imports {mod}.{name}")
        for c, line in t["reads"] + t["writes"]:
            mod = names.get(c[0], (None, None))
            if mod[1] is None and mod[0] in classes and mod[0] != room and \
                    c[1] in classes[mod[0]]:
                wrong.append(f"{room}.py:{line}: {c[0]}.{c[1]}")
    assert not wrong, "\n".join(sorted(set(wrong)))
