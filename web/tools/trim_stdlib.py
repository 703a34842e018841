# Run in Pyodide by engine-lib.mjs after engine_workload.py: the standard library
# modules it saw imported (and the packages above them), without docstrings,
# compiled into sourceless unchecked-hash .pyc files, with the names of the whole
# library's top-level modules (_ludi_stdlib_names.json, for _ludi_stdlib.py's
# finder) and the engine's files (/lib/engine.zip), into one stored zip,
# /tmp/lib.zip.
import ast, importlib.util, json, marshal, sys, zipfile
zipname = "/lib/python%d%d.zip" % sys.version_info[:2]
whole = zipfile.ZipFile(zipname)
names = set(whole.namelist())
used = set()
for m in list(sys.modules.values()):
    origin = getattr(getattr(m, "__spec__", None), "origin", None) or ""
    if origin.startswith(zipname + "/"):
        rel = origin[len(zipname) + 1:]
        used.add(rel)
        parts = rel.split("/")[:-1]            # the packages above it
        for i in range(1, len(parts) + 1):
            init = "/".join(parts[:i]) + "/__init__.py"
            if init in names:
                used.add(init)

def bare(rel, source):
    # The module without its docstrings and comments: the same code, fewer bytes.
    # (Pyodide's own modules are kept whole: they read their docstrings.)
    if rel.split("/")[0] in ("_pyodide", "pyodide"):
        return source
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(body, list) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)
                and not isinstance(node, ast.Expression)):
            body[0] = ast.Pass() if len(body) == 1 else None
            if body[0] is None:
                del body[0]
    try:
        return ast.unparse(tree).encode()
    except Exception:
        return source

tops = sorted({n.split("/")[0].removesuffix(".py") for n in names if n.endswith(".py")})
stamp = (1980, 1, 1, 0, 0, 0)
with zipfile.ZipFile("/tmp/lib.zip", "w", zipfile.ZIP_STORED) as z:
    for rel in sorted(used):
        code = compile(bare(rel, whole.read(rel)), rel, "exec", dont_inherit=True)
        data = importlib.util.MAGIC_NUMBER + (0b01).to_bytes(4, "little") + bytes(8) + marshal.dumps(code)
        z.writestr(zipfile.ZipInfo(rel + "c", stamp), data)   # unchecked hash: read as it is
    z.writestr(zipfile.ZipInfo("_ludi_stdlib_names.json", stamp), json.dumps(tops))
    eng = zipfile.ZipFile("/lib/engine.zip")
    for n in sorted(eng.namelist()):
        z.writestr(zipfile.ZipInfo(n, stamp), eng.read(n))
