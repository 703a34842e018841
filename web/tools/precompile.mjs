// Run by build.py (precompiled) under Node with the vendored Pyodide:
//   node web/tools/precompile.mjs <sources.zip> <out.zip>
// compiles the sources in the first zip with Pyodide's own Python
// (precompile.py beside this file) into unchecked-hash .pyc files, zipped to
// the second.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [src, out] = process.argv.slice(2);
const { loadPyodide } = await import(join(here, "..", "..", "node_modules", "pyodide", "pyodide.mjs"));
// No column ranges in the code objects (PYTHONNODEBUGRANGES, as python -X
// no_debug_ranges): a fifth fewer bytes, tracebacks keep their line numbers.
const py = await loadPyodide({ env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.writeFile("/tmp/src.zip", new Uint8Array(readFileSync(src)));
py.runPython(readFileSync(join(here, "precompile.py"), "utf8"));
writeFileSync(out, py.FS.readFile("/tmp/pyc.zip"));
