// Runs one Python expression in Pyodide under Node, with the engine wheel
// installed and benchmarks/ on the path; prints its JSON result on one line.
//   node benchmarks/pyodide_run.mjs <engine wheel> <python file> <expression>
// The expression is evaluated after `import <module of the python file>`; the
// .py files beside it are the (namespace) package `benchmarks` there too, as in
// the repository (review_timing imports benchmarks.ai_moves).
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [wheel, file, expr] = process.argv.slice(2);
const { loadPyodide } = await import(join(here, "..", "node_modules", "pyodide", "pyodide.mjs"));
const py = await loadPyodide();
const site = py.runPython("import site; site.getsitepackages()[0]");
py.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
const mod = basename(file).replace(/\.py$/, "");
py.FS.writeFile(`/home/pyodide/${mod}.py`, readFileSync(file, "utf8"));
py.FS.mkdirTree("/home/pyodide/benchmarks");
for (const name of readdirSync(dirname(file)).filter((n) => n.endsWith(".py"))) {
  py.FS.writeFile(`/home/pyodide/benchmarks/${name}`, readFileSync(join(dirname(file), name), "utf8"));
}
py.runPython(`import sys; sys.path.insert(0, '/home/pyodide'); import ${mod}`);
const out = py.runPython(`import json; json.dumps(${mod}.${expr})`);
console.log(out);
