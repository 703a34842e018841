# Run in Pyodide by precompile.mjs: the sources in /tmp/src.zip compiled by
# Pyodide's own Python into unchecked-hash .pyc files (used as they are, never
# checked against a source), zipped to /tmp/pyc.zip by their paths.
import compileall, py_compile, zipfile, os
zipfile.ZipFile("/tmp/src.zip").extractall("/tmp/src")
compileall.compile_dir("/tmp/src", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
with zipfile.ZipFile("/tmp/pyc.zip", "w") as z:
    for d, _, names in os.walk("/tmp/src"):
        for n in sorted(names):
            if n.endswith(".pyc"):
                z.write(os.path.join(d, n), os.path.relpath(os.path.join(d, n), "/tmp/src"))
