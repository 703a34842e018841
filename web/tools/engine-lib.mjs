// Run by build.py (engine_lib) under Node with the vendored Pyodide:
//   node web/tools/engine-lib.mjs <engine.zip> <out.zip>
// The first zip is the engine, stored (pygame_core as sourceless unchecked-hash
// .pyc files, engine.py).  Starts the engine as web/engine-worker.js does (the
// engine's zip on sys.path, every module of it and engine.py imported), plays
// a workload through engine.py's API (engine_workload.py: every game, the AI,
// hints, undo, the scenarios, replays, errors), and writes the standard
// library modules it saw imported, docstrings left out (ast) and compiled by
// that Python (no column ranges: PYTHONNODEBUGRANGES) into sourceless
// unchecked-hash .pyc files (no module is compiled in the browser: that was
// half of a first start), beside the engine's files, as one stored zip
// (trim_stdlib.py): what Pyodide mounts as its standard library (stdLibURL).
// Then it starts Pyodide again on that zip alone and plays the workload once
// more, so a module left out fails the build.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [engineZip, out] = process.argv.slice(2);
const { loadPyodide } = await import(join(here, "..", "..", "node_modules", "pyodide", "pyodide.mjs"));
const WORKLOAD = readFileSync(join(here, "engine_workload.py"), "utf8");
const first = await loadPyodide({ env: { HOME: "/home/pyodide", PYTHONNODEBUGRANGES: "1" } });
first.FS.writeFile("/lib/engine.zip", new Uint8Array(readFileSync(engineZip)));
first.runPython('import sys; sys.path.insert(0, "/lib/engine.zip")');
first.runPython(WORKLOAD);
first.runPython(readFileSync(join(here, "trim_stdlib.py"), "utf8"));
const lib = first.FS.readFile("/tmp/lib.zip");
writeFileSync(out, lib);
const second = await loadPyodide({ env: { HOME: "/home/pyodide" }, stdLibURL: out });
second.runPython(WORKLOAD);
