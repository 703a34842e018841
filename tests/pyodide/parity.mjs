// Plays the seeded random games of random_games.py in Pyodide under Node.
//   node tests/pyodide/parity.mjs <engine wheel> <count> [repeats]
// prints one JSON line: {"hashes": {"seed/players": state_hash}, "seconds": the
// best of `repeats` timed runs, "load_seconds": s, "python": version}.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [wheel, count = "20", repeats = "1"] = process.argv.slice(2);
const { loadPyodide } = await import(join(here, "..", "..", "node_modules", "pyodide", "pyodide.mjs"));

const t0 = performance.now();
const py = await loadPyodide();
const site = py.runPython("import site; site.getsitepackages()[0]");
py.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
py.FS.writeFile("/home/pyodide/random_games.py", readFileSync(join(here, "random_games.py"), "utf8"));
py.runPython("import sys; sys.path.insert(0, '/home/pyodide'); import random_games");
const loaded = performance.now();
let hashes, best = Infinity;
for (let i = 0; i < Number(repeats); i++) {
  const t1 = performance.now();
  hashes = JSON.parse(py.runPython(
    `import json; json.dumps(random_games.workload(${Number(count)}))`));
  best = Math.min(best, (performance.now() - t1) / 1000);
}
console.log(JSON.stringify({
  hashes, seconds: best, load_seconds: (loaded - t0) / 1000,
  python: py.runPython("import sys; sys.version.split()[0]"),
}));
