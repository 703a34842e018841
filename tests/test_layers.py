"""The engine's layers: no import cycle among ``pygame_core``'s modules and no
import inside a function or class (docs/adding-a-game.md, "The package": each
module imports only the ones above it, from the top of the file).

The check reads the sources with ``ast`` (nothing is imported): ``import_edges``
lists a module's module-level imports of the package's own modules,
``cycles`` finds the strongly connected components of that graph (Tarjan),
``nested_imports`` the import statements inside a def or a class.  The
synthetic packages below show that each check bites.
"""
import ast
from pathlib import Path

PACKAGE = "pygame_core"
ROOT = Path(__file__).resolve().parent.parent / PACKAGE


def sources(root=ROOT, package=PACKAGE):
    """{dotted module name: (source, is_package)} for every .py under ``root``."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        is_pkg = parts[-1] == "__init__"
        name = ".".join((package,) + (parts[:-1] if is_pkg else parts))
        out[name] = (path.read_text(encoding="utf-8"), is_pkg)
    return out


def _absolute(module, is_pkg, level, target):
    """The dotted name a ``from`` import with ``level`` dots names."""
    if not level:
        return target
    base = module.split(".") if is_pkg else module.split(".")[:-1]
    base = base[:len(base) - (level - 1)]
    return ".".join(base + ([target] if target else []))


def import_edges(modules):
    """{module: set of the package's modules it imports at its top level}.
    ``from X import a`` counts as an import of ``X.a`` when that is a module,
    else of ``X``; ``import X.Y`` of ``X.Y``.  Imports nested in a def or a
    class are not edges (``nested_imports`` refuses them)."""
    edges = {}
    for name, (source, is_pkg) in modules.items():
        out = set()
        for node in _top_level(ast.parse(source)):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = _absolute(name, is_pkg, node.level, node.module)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                           for a in node.names]
            out.update(t for t in targets if t in modules and t != name)
        edges[name] = out
    return edges


def _top_level(tree):
    """The import statements of a module outside any def or class (inside a
    module-level ``if`` or ``try`` included)."""
    todo = list(tree.body)
    while todo:
        node = todo.pop(0)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))


def cycles(edges):
    """The import cycles: each strongly connected component of more than one
    module (or a module importing itself), as a sorted list; Tarjan's
    algorithm."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in edges.get(v, ()):
                out.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(out)


def nested_imports(modules):
    """["module:line import ... (in scope)"] for every import statement inside
    a def or a class (a method's included), named by its innermost scope."""
    out = []

    def walk(node, module, scope):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)) and scope:
                out.append(f"{module}:{child.lineno} {ast.unparse(child)} (in {scope})")
            inner = isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
            walk(child, module, child.name if inner else scope)

    for name, (source, _) in sorted(modules.items()):
        walk(ast.parse(source), name, None)
    return out


# --- the engine -----------------------------------------------------------------
def test_the_engine_has_no_import_cycle():
    modules = sources()
    edges = import_edges(modules)
    assert "pygame_core.games.roman_empire.rules" in modules          # the walk found the games
    assert "pygame_core.games.roman_empire.table" in edges["pygame_core.games.roman_empire.effects"]
    assert cycles(edges) == []


def test_the_engine_imports_nothing_inside_a_function():
    assert nested_imports(sources()) == []


# --- the checks bite ------------------------------------------------------------
def _package(**files):
    """A synthetic package ``pkg``: {module name: source}; ``__init__`` is the
    package's own module."""
    return {("pkg" if n == "__init__" else f"pkg.{n}"): (src, n == "__init__")
            for n, src in files.items()}


def test_a_layered_package_passes():
    mods = _package(__init__="from .game import GAME\n",
                    data="X = 1\n",
                    table="from . import data as D\nfrom .data import X\n",
                    effects="from .table import *\n",
                    rules="from .effects import *\nfrom .table import *\n",
                    game="from .rules import *\nGAME = 1\n")
    edges = import_edges(mods)
    assert edges["pkg.table"] == {"pkg.data"}
    assert edges["pkg.rules"] == {"pkg.effects", "pkg.table"}
    assert cycles(edges) == []
    assert nested_imports(mods) == []


def test_a_planted_circle_is_found():
    """Roman Empire's old circle: rules imports effects at the top, effects
    imports rules (here at the top too, so that it is an edge)."""
    mods = _package(__init__="",
                    table="",
                    effects="from .table import x\nfrom .rules import collapse_words\n",
                    rules="from . import effects\n",
                    game="from .rules import flow\n")
    assert cycles(import_edges(mods)) == [["pkg.effects", "pkg.rules"]]


def test_a_longer_circle_through_parents_and_absolute_imports():
    mods = _package(__init__="",
                    a="import pkg.b\n",
                    b="from pkg import c\n",
                    c="try:\n    from .a import f\nexcept ImportError:\n    pass\n",
                    d="from .a import f\n")
    assert cycles(import_edges(mods)) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_relative_imports_resolve_across_packages():
    mods = {"p": ("", True), "p.kernel": ("", True),
            "p.kernel.flow": ("from ..games.g import r\n", False),
            "p.games": ("", True), "p.games.g": ("", True),
            "p.games.g.r": ("from ...kernel import flow\n", False)}
    edges = import_edges(mods)
    assert edges["p.games.g.r"] == {"p.kernel.flow"}
    assert cycles(edges) == [["p.games.g.r", "p.kernel.flow"]]


def test_an_import_inside_a_function_or_method_is_found():
    mods = _package(__init__="",
                    effects=("class Crisis:\n"
                             "    def label(st, a):\n"
                             "        from .rules import collapse_words\n"
                             "        return collapse_words\n"
                             "def helper():\n"
                             "    import json\n"),
                    rules="")
    assert nested_imports(mods) == ["pkg.effects:3 from .rules import collapse_words (in label)",
                                    "pkg.effects:6 import json (in helper)"]
    assert import_edges(mods)["pkg.effects"] == set()       # not an edge: refused on its own
