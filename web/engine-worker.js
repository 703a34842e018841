// The engine worker: Pyodide with pygame_core and engine.py, in a plain module
// worker that calls loadPyodide itself (issue 22), so that it can start from a
// memory snapshot.  web/boot.js starts it before the MicroPython UI and relays
// the UI's calls: {id, fn, arg} in (one JSON string), {id, result} out (one JSON
// string), the JSON-in/JSON-out API of engine.py's __export__.
//
// Python's standard library is the engine's library (build.py's engine_lib: the
// modules the engine imports, the engine's compiled modules and engine.py in one
// gzipped zip), with a finder that fetches the whole standard library should
// anything else be imported.  A start is one of two:
// - from this device's snapshot: the interpreter's memory as it was just after
//   the engine was imported, kept in Cache Storage under the build's key (a hash
//   of the runtime, the engine's library and this file, from build.py), so a new
//   build never starts from an old snapshot; Pyodide refuses one of another
//   runtime build too.  Anything wrong: a fresh start, in a new worker.
// - fresh: loadPyodide, every module of the engine and engine.py imported, then
//   (when Cache Storage is there) the snapshot taken before the engine has served
//   any call, and kept for the next visit.
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

const config = JSON.parse(self.name || "{}");   // from web/boot.js: build.py's boot data
const here = (rel) => new URL(rel, self.location.href).href;
const SNAPSHOTS = "ludi-snapshots";              // not "ludi-romani-…": sw.js clears those
const snapshotURL = here("./snapshot/" + config.key + ".bin");
const say = (stage) => self.postMessage({ stage, ms: Math.round(performance.now()) });

// Pyodide asks for its standard library at LIBRARY, a name only: the engine's
// library, unzipped here while the runtime compiles, is handed over from memory.
const LIBRARY = here("./engine-lib.zip");
const realFetch = self.fetch.bind(self);
// On a first visit every download is counted as it arrives ({got, url}), for
// boot.js's progress bar.  (Not later: a response made here has no URL, and the
// browser keeps compiled WebAssembly only for one fetched straight from its URL.)
self.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), self.location.href).href;
  if (url === LIBRARY) return new Response(await library);
  const response = await realFetch(input, init);
  if (!config.count || !response.body) return response;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) { controller.close(); return; }
      self.postMessage({ got: value.length, url });
      controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); },
  });
  return new Response(counted, { status: response.status, statusText: response.statusText,
                                 headers: response.headers });
};

// The engine's library, unzipped from its gzip (unless the host already did).
async function unzipLibrary() {
  const response = await fetch(here(config.lib));
  if (!response.ok) throw new Error("HTTP " + response.status + " for " + config.lib);
  let bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    const plain = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    bytes = new Uint8Array(await new Response(plain).arrayBuffer());
  }
  return bytes;
}

const library = config.lib ? unzipLibrary() : null;            // begun at once
if (library) library.catch(() => {});                           // seen by Pyodide's fetch

function options() {
  return { indexURL: here("./vendor/pyodide/"), env: { HOME: "/home/pyodide" },
           lockFileContents: config.lock, stdLibURL: config.lib ? LIBRARY : here(config.stdlib) };
}

// Imports the engine and all its modules (the games import their scenarios
// lazily), so that a snapshot holds them all.
const IMPORT_ENGINE = `
import importlib, pkgutil
import pygame_core
for _m in pkgutil.walk_packages(pygame_core.__path__, "pygame_core."):
    if not _m.name.endswith("__main__"):
        importlib.import_module(_m.name)
import engine
`;

async function cached() {
  try {
    return (await (await caches.open(SNAPSHOTS)).match(snapshotURL)) || null;
  } catch (e) {
    return null;                                  // no Cache Storage (private mode, file:)
  }
}

async function keep(bytes) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) {      // another build's, of this site
      if (old.url !== snapshotURL && old.url.startsWith(here("./snapshot/"))) await cache.delete(old);
    }
    await cache.put(snapshotURL, new Response(bytes, {
      headers: { "Content-Type": "application/octet-stream" } }));
  } catch (e) {
    console.warn("engine snapshot not kept:", e);
  }
}

async function forget() {
  try { await (await caches.open(SNAPSHOTS)).delete(snapshotURL); } catch (e) { /* none */ }
}

async function fromSnapshot(hit) {
  say("restore");
  // Read while the runtime compiles; checked before Pyodide uses it.
  const snapshot = hit.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer);
    if (!plausible(bytes)) throw new Error("not a snapshot");
    return bytes;
  });
  snapshot.catch(() => {});                       // seen by loadPyodide's await
  const py = await loadPyodide({ ...options(), _loadSnapshot: snapshot });
  const engine = py.pyimport("engine");
  if (!JSON.parse(engine.hello("{}")).version) throw new Error("the engine did not answer");
  return engine;
}

async function fresh(snapshotting) {
  say("python");
  const wheel = config.lib ? null : fetch(here(config.wheel)).then((r) => r.arrayBuffer());
  const source = config.lib ? null : fetch(here("./engine.py")).then((r) => r.arrayBuffer());
  const py = await loadPyodide({ ...options(), _makeSnapshot: snapshotting });
  say("engine");
  if (config.lib) {
    py.runPython("import _ludi_stdlib; _ludi_stdlib.install(" +
                 JSON.stringify(here("./vendor/pyodide/python_stdlib.zip")) + ")");
  } else {                                        // a build without Node: the wheel
    py.unpackArchive(await wheel, "wheel", {
      extractDir: py.runPython("import sysconfig; sysconfig.get_paths()['purelib']") });
    py.FS.writeFile("/home/pyodide/engine.py", new Uint8Array(await source));
    py.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
  }
  py.runPython(IMPORT_ENGINE);
  if (snapshotting) keep(py.makeMemorySnapshot());
  return py.pyimport("engine");
}

// A snapshot as Pyodide writes it: its magic number first, then at least the
// interpreter's memory.  Anything else is not handed to loadPyodide.
const SNAPSHOT_MAGIC = 0x706e7300;
const plausible = (bytes) => bytes.byteLength > (1 << 20) && bytes.byteLength % 4 === 0 &&
  new Uint32Array(bytes.buffer, bytes.byteOffset, 1)[0] === SNAPSHOT_MAGIC;
const RESTORE_LIMIT_MS = 30000;      // a restore that hangs is abandoned for a fresh start

async function start() {
  const caching = !!config.key && typeof caches !== "undefined";
  if (caching && !config.noSnapshot) {
    const hit = await cached();
    if (hit) {
      try {
        const engine = await Promise.race([fromSnapshot(hit), new Promise((_, no) =>
          setTimeout(() => no(new Error("the restore took too long")), RESTORE_LIMIT_MS))]);
        return { engine, from: "snapshot" };
      } catch (e) {
        console.warn("engine snapshot refused, starting afresh:", e);
        await forget();
        self.postMessage({ restart: true });      // this worker's Pyodide may be spent
        return null;
      }
    }
  }
  return { engine: await fresh(caching), from: "fresh" };
}

const started = start();
self.onmessage = async (event) => {
  const { id, fn, arg } = event.data;
  const { engine } = await started;
  let result;
  try {
    result = engine[fn](arg);
  } catch (e) {
    result = JSON.stringify({ error: "Engine error: " + e });
  }
  self.postMessage({ id, result });
};
started.then((got) => {
  if (!got) return;
  const names = got.engine.__export__.toJs();
  self.postMessage({ ready: true, from: got.from, names, ms: Math.round(performance.now()) });
}, (e) => self.postMessage({ failed: String((e && e.stack) || e) }));
