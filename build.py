#!/usr/bin/env python3
"""Ludi Romani's one entry point (standard library only).

    python3 build.py build              assemble dist/ (pages, engine wheel, Pyodide, PyScript)
    python3 build.py serve [--port N]   build, then serve dist/ at http://127.0.0.1:N (8000)
    python3 build.py test               set up what is missing, build, run all of pytest
    python3 build.py bench              run benchmarks/bench_*.py, write benchmarks/results.json

Nothing in dist/ points outside the site: the interpreters are vendored from
node_modules (package-lock.json pins them) and configured to load locally.
"""
import argparse
import base64
import contextlib
import functools
import gzip
import hashlib
import html
import http.server
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
PUBLIC = ROOT / "public"
NODE = ROOT / "node_modules"
PACKAGE = "pygame_core"

CHROMIUM = "/usr/bin/chromium"
FIREFOX = "/usr/bin/firefox-esr"     # driven by puppeteer-core through WebDriver BiDi
# Safari's engine: WebKitGTK's MiniBrowser driven by selenium through WebKitWebDriver.
WEBKIT = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
# Debian package -> the file it provides, for the browser tests.
DEBIAN_TEST_TOOLS = {"chromium": CHROMIUM, "firefox-esr": FIREFOX,
                     "webkit2gtk-driver": WEBKIT_DRIVER, "xvfb": "/usr/bin/Xvfb"}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]

PYODIDE_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
# PyScript chunks our pages never load: the code editor (CodeMirror, and its
# index-*.js) and the terminal (xterm); the browser tests fail on any 404.
PYSCRIPT_UNUSED = ("codemirror", "xterm", "index-")
# The table in the room (issue 47): a QR code per invited phone, and a QR reader for
# the browsers without BarcodeDetector; plain scripts that set a global each
# (qrcode, jsQR).  npm package -> its file -> its name under dist/vendor/.
QR_FILES = {"qrcode-generator": ("dist/qrcode.js", "qrcode.js"),
            "jsqr": ("dist/jsQR.js", "jsQR.js")}
# An XML namespace is a name, not a place to fetch from.
NAMESPACES = ("http://www.w3.org",)
# A URL naming another host by its domain (IP literals such as 0.0.0.0 are this machine).
EXTERNAL_URL = re.compile(r"https?://(?!localhost\b)(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}\b")


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


@contextlib.contextmanager
def one_at_a_time(name: str):
    """An exclusive lock across processes (build/<name>.lock): what it guards is
    made by one process at a time (the test suite's pytest-xdist workers), and
    the next one finds it made.  Without fcntl (not POSIX) nothing is locked."""
    path = ROOT / "build" / f"{name}.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as held:
        try:
            import fcntl
        except ImportError:
            fcntl = None
        if fcntl is not None:
            fcntl.flock(held, fcntl.LOCK_EX)
        yield


def version() -> str:
    """The engine's version, as pygame_core/kernel/version.py writes it."""
    text = (ROOT / PACKAGE / "kernel" / "version.py").read_text(encoding="utf-8")
    return re.search(r'^VERSION\s*=\s*"([^"]+)"', text, re.M).group(1)


def project() -> dict:
    """pyproject.toml's [project] table: the one source of the wheel's metadata."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def dist_name() -> str:
    """The wheel's normalized distribution name (PEP 427: "ludi_romani")."""
    return re.sub(r"[-_.]+", "_", project()["name"]).lower()


def wheel_name() -> str:
    return f"{dist_name()}-{version()}-py3-none-any.whl"


def metadata() -> bytes:
    """The wheel's METADATA: name, summary, Python and dependencies from
    pyproject.toml, the version pygame_core declares (pyproject's dynamic
    version).  The README and the test extra stay out: the page never reads them."""
    p = project()
    lines = ["Metadata-Version: 2.1", f"Name: {p['name']}", f"Version: {version()}",
             f"Summary: {p['description']}", f"Requires-Python: {p['requires-python']}"]
    lines += [f"Requires-Dist: {d}" for d in p.get("dependencies", [])]
    return ("\n".join(lines) + "\n").encode()


# --- set-up ----------------------------------------------------------------------
def ensure_node_modules() -> None:
    """`npm ci` when the pinned front-end packages are not installed."""
    needed = [NODE / "pyodide" / "pyodide.mjs", NODE / "@pyscript" / "core" / "dist" / "core.js",
              NODE / "@micropython" / "micropython-webassembly-pyscript" / "micropython.mjs",
              NODE / "puppeteer-core" / "package.json", NODE / "axe-core" / "axe.min.js",
              *(NODE / pkg / src for pkg, (src, _) in QR_FILES.items())]
    if all(p.exists() for p in needed):
        return
    log("node_modules missing: npm ci")
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)


# --- the engine wheel ----------------------------------------------------------------
def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


# The Node and Pyodide scripts build.py runs (web/tools/, not part of the site).
TOOLS = WEB / "tools"


def _tools_digest(*names: str):
    """A sha256 begun with the named scripts of web/tools: a cache keyed by it is
    made again when one of them changes."""
    digest = hashlib.sha256()
    for name in names:
        digest.update((TOOLS / name).read_bytes())
    return digest


def precompiled(sources: dict) -> dict:
    """The engine's modules compiled by the page's own Python (Pyodide's, under Node):
    {path of the .pyc: bytes}.  Unchecked-hash .pyc files are used as they are, so
    the page imports the engine without compiling it on every visit (issue 8: a
    warm start).  Cached in build/pyc by the sources' and Pyodide's hash; {} when
    Node or Pyodide is missing (the page then compiles the sources, as before)."""
    digest = _tools_digest("precompile.mjs", "precompile.py")
    digest.update((NODE / "pyodide" / "package.json").read_bytes()
                  if (NODE / "pyodide" / "package.json").exists() else b"")
    for name in sorted(sources):
        digest.update(name.encode() + b"\0" + sources[name] + b"\0")
    cache = ROOT / "build" / "pyc" / f"{digest.hexdigest()[:20]}.zip"
    with one_at_a_time("pyc"):
        if not cache.exists():
            if not shutil.which("node") or not (NODE / "pyodide" / "pyodide.mjs").exists():
                log("no Node or Pyodide: the engine wheel ships without compiled modules")
                return {}
            cache.parent.mkdir(parents=True, exist_ok=True)
            src = cache.with_suffix(".src.zip")
            with zipfile.ZipFile(src, "w") as z:
                for name, data in sorted(sources.items()):
                    z.writestr(name, data)
            log("compiling the engine with Pyodide's Python (cached in build/pyc)")
            done = subprocess.run(["node", str(TOOLS / "precompile.mjs"), str(src), str(cache)],
                                  capture_output=True, text=True)
            src.unlink()
            if done.returncode != 0 or not cache.exists():
                log("compiling the engine failed; the wheel ships sources only:\n"
                    + done.stderr[-2000:])
                return {}
    with zipfile.ZipFile(cache) as z:
        return {name: z.read(name) for name in sorted(z.namelist())}


def build_wheel(out_dir: Path, compiled: bool = True) -> Path:
    """A pure-Python wheel of pygame_core, reproducible (fixed timestamps, sorted),
    with the modules compiled for the page's Python beside their sources."""
    ver = version()
    info = f"{dist_name()}-{ver}.dist-info"
    files = {}
    for path in sorted((ROOT / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
            files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    if compiled:
        files.update(precompiled({k: v for k, v in files.items() if k.endswith(".py")}))
    files[f"{info}/METADATA"] = metadata()
    files[f"{info}/WHEEL"] = ("Wheel-Version: 1.0\nGenerator: ludi-romani build.py\n"
                              "Root-Is-Purelib: true\nTag: py3-none-any\n").encode()
    files[f"{info}/top_level.txt"] = f"{PACKAGE}\n".encode()
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in files.items())
    files[f"{info}/RECORD"] = (record + f"{info}/RECORD,,\n").encode()
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / wheel_name()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files.items():
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            z.writestr(entry, data)
    return target


# --- the engine's library: the standard library it needs, and the engine ---------
# web/tools/engine-lib.mjs (under Node with the vendored Pyodide) plays a workload
# through engine.py's API and keeps the standard library modules it saw imported,
# compiled; web/tools/_ludi_stdlib.py, carried in the library, finds a module it
# lacks in the whole python_stdlib.zip, fetched once, synchronously (a worker
# may), so a rare path of the engine never fails.


def engine_zip(wheel: Path) -> bytes:
    """The engine as the worker imports it from a zip: the wheel's compiled
    modules in the sourceless layout zipimport reads (pkg/mod.pyc; it ignores
    __pycache__), and engine.py."""
    stamp = (1980, 1, 1, 0, 0, 0)
    out = io.BytesIO()
    with zipfile.ZipFile(wheel) as w, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as z:
        for name in sorted(w.namelist()):
            if name.endswith(".pyc"):
                folder, _, base = name.rpartition("/__pycache__/")
                z.writestr(zipfile.ZipInfo(f"{folder}/{base.split('.')[0]}.pyc", stamp), w.read(name))
        z.writestr(zipfile.ZipInfo("engine.py", stamp), (WEB / "engine.py").read_bytes())
    return out.getvalue()


def engine_lib(wheel: Path) -> bytes | None:
    """The engine's library (web/tools/engine-lib.mjs): the standard library trimmed to what the
    engine imports, the engine and engine.py, one zip gzipped whole (a static host
    sends a .zip as it is; one gzip stream over the lot is smaller than a zip's
    files each deflated).  Cached in build/lib by the inputs' hash; None without
    Node or compiled modules (the worker then unpacks the wheel on the whole
    standard library)."""
    eng = engine_zip(wheel)
    if not any(n.endswith(".pyc") for n in zipfile.ZipFile(io.BytesIO(eng)).namelist()):
        return None
    digest = _tools_digest("engine-lib.mjs", "engine_workload.py", "trim_stdlib.py")
    digest.update(eng)
    for path in (NODE / "pyodide" / "python_stdlib.zip", NODE / "pyodide" / "pyodide.asm.wasm"):
        digest.update(path.read_bytes() if path.exists() else b"")
    cache = ROOT / "build" / "lib" / f"{digest.hexdigest()[:20]}.zip"
    with one_at_a_time("lib"):
        if not cache.exists():
            if not shutil.which("node") or not (NODE / "pyodide" / "pyodide.mjs").exists():
                log("no Node or Pyodide: the engine starts with the whole standard library")
                return None
            cache.parent.mkdir(parents=True, exist_ok=True)
            src = cache.with_suffix(".engine.zip")
            src.write_bytes(eng)
            log("trimming the standard library to what the engine imports (cached in build/lib)")
            done = subprocess.run(["node", str(TOOLS / "engine-lib.mjs"), str(src), str(cache)],
                                  capture_output=True, text=True)
            src.unlink()
            if done.returncode != 0 or not cache.exists():
                cache.unlink(missing_ok=True)
                log("trimming the standard library failed; the whole one is used:\n"
                    + done.stderr[-2000:])
                return None
    with zipfile.ZipFile(cache) as z:
        files = {n: z.read(n) for n in z.namelist()}
    files["_ludi_stdlib.py"] = (TOOLS / "_ludi_stdlib.py").read_bytes()
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as z:
        for name in sorted(files):
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), files[name])
    return gzip.compress(out.getvalue(), 9, mtime=0)


# --- the site --------------------------------------------------------------------
def _copy_tree(src: Path, dst: Path, skip=lambda p: False) -> None:
    for path in sorted(src.rglob("*")):
        rel = path.relative_to(src)
        if path.is_dir() or "__pycache__" in rel.parts or skip(path):
            continue
        (dst / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dst / rel)


def _localize(path: Path) -> None:
    """Vendored code keeps no absolute URL to another host: defaults that would
    fetch from a CDN (we configure local interpreters anyway) and links in its
    messages lose their scheme, so nothing can reach outside the site."""
    text = path.read_text(encoding="utf-8")

    def strip(m):
        return m.group(0) if m.group(0).startswith(NAMESPACES) else m.group(0).split("://", 1)[1]
    new = EXTERNAL_URL.sub(strip, text)
    new = re.sub(r"\n?//# sourceMappingURL=\S+", "", new)
    if new != text:
        path.write_text(new, encoding="utf-8")


def vendor(dist: Path) -> None:
    vend = dist / "vendor"
    for name in PYODIDE_FILES:
        (vend / "pyodide").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(NODE / "pyodide" / name, vend / "pyodide" / name)
    _copy_tree(NODE / "@pyscript" / "core" / "dist", vend / "pyscript",
               skip=lambda p: p.suffix == ".map" or p.name.startswith(PYSCRIPT_UNUSED))
    mpy = NODE / "@micropython" / "micropython-webassembly-pyscript"
    _copy_tree(mpy, vend / "micropython", skip=lambda p: p.suffix not in (".mjs", ".wasm"))
    (vend / "qr").mkdir(parents=True, exist_ok=True)
    for pkg, (src, name) in QR_FILES.items():
        shutil.copyfile(NODE / pkg / src, vend / "qr" / name)
    for path in vend.rglob("*"):
        if path.suffix in (".js", ".mjs", ".css"):
            _localize(path)


def pyodide_python() -> str:
    """The Python version inside the vendored Pyodide ("3.14"), for site-packages."""
    lock = json.loads((NODE / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    return ".".join(lock["info"]["python"].split(".")[:2])


def engine_facts() -> dict:
    """What the pages show before the engine has loaded, from the games'
    declarations: the lobby's game list (each game's GameInfo, its line among
    them) and its Learn to play list (each game's tutorials)."""
    sys.path.insert(0, str(ROOT))
    try:
        import pygame_core as pc
        return {"version": pc.__version__, "games": [g.to_dict() for g in pc.list_games()],
                "tutorials": [{"game": gid, "title": game.info.title, "name": name,
                               "lobby": t.lobby}
                              for gid, game in pc.GAMES.items()
                              for name, t in game.tutorial_book.items()]}
    finally:
        sys.path.remove(str(ROOT))


def lobby_html(games: list) -> str:
    rows = []
    for g in games:
        players = f"{g['min_players']}–{g['max_players']} players"
        title = html.escape(g["title"])
        if g["playable"]:
            # named with its game: four buttons all "New game" told a listener nothing
            button = (f'<button type="button" data-do="new" data-game="{g["id"]}" '
                      f'aria-label="New game of {title}">New game</button>')
        else:
            button = '<span class="coming">coming</span>'
        rows.append(f'<li class="game" data-game="{g["id"]}"><span class="title">{title}</span> '
                    f'<span class="players">{players}</span> {button}</li>')
    return "\n".join(rows)


def learn_html(tutorials: list) -> str:
    """The lobby's Learn to play list: a line and a button per tutorial (named
    with its game: a screen reader's list of buttons tells them apart)."""
    return "\n".join(
        f'    <li class="game"><span class="title">{html.escape(t["title"], quote=False)}</span>\n'
        f'      <span class="players">{html.escape(t["lobby"], quote=False)}</span>\n'
        f'      <button type="button" data-do="tutorial" data-game="{t["game"]}" '
        f'data-name="{t["name"]}" aria-label="Learn to play {html.escape(t["title"])}">'
        f'Learn to play</button></li>' for t in tutorials)


# What a first visit downloads before the engine can start, counted by web/boot.js.
ENGINE_LIB = "engine-lib.zip.gz"     # the trimmed standard library and the engine
BOOT_FILES = ("vendor/pyodide/pyodide.asm.wasm",)
# What an engine snapshot depends on: a snapshot is kept under a hash of these and
# the engine's files (web/engine-worker.js), so a new build never starts from an
# older one's.
SNAPSHOT_INPUTS = ("vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/pyodide.asm.mjs",
                   "vendor/pyodide/pyodide.mjs", "engine.py", "engine-worker.js")


def engine_files(dist: Path) -> list:
    """What the worker loads besides the runtime: the engine's library, or (a
    build without Node) the whole standard library and the wheel."""
    if (dist / ENGINE_LIB).exists():
        return [ENGINE_LIB]
    return ["vendor/pyodide/python_stdlib.zip", wheel_name()]


def boot_data(dist: Path) -> dict:
    """web/boot.js's data: the files a first visit waits for (counted as they
    arrive) and the engine worker's configuration."""
    rels = list(BOOT_FILES) + engine_files(dist)
    digest = hashlib.sha256()
    for rel in (*SNAPSHOT_INPUTS, *engine_files(dist)):
        digest.update(rel.encode() + b"\0" + (dist / rel).read_bytes() + b"\0")
    lock = json.loads((dist / "vendor" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    engine = {"key": f"{version()}-{digest.hexdigest()[:16]}", "wheel": "./" + wheel_name(),
              "stdlib": "./vendor/pyodide/python_stdlib.zip",
              # No package is loaded: the lock file's header is all Pyodide needs.
              "lock": {"info": lock["info"], "packages": {}}}
    if (dist / ENGINE_LIB).exists():
        engine["lib"] = "./" + ENGINE_LIB
    return {"files": [{"url": "./" + rel, "bytes": (dist / rel).stat().st_size} for rel in rels],
            "engine": engine}


def render_embeds(dist: Path) -> dict:
    """Every step of every teaching scenario drawn now, in CPython, by the page's
    own boards (web/ui/boards), so that embed.html?game=...&scenario=... shows and
    steps a scenario with no interpreter: embeds/<game>/<scenario>.json holds the
    captions and each step's board (a step's index into the distinct boards).
    Step k is the position after the actions of steps 0..k, as engine.scenario
    gives it.  Returns {game: [scenario names]}."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(WEB / "ui"))
    try:
        import pygame_core as pc
        import boards
        index = {}
        for g in pc.list_games():
            names = pc.scenarios(g.id)
            if not names:
                continue
            index[g.id] = names
            for name in names:
                m, steps = pc.load_scenario(g.id, name)
                drawn, at = [], []
                for step in steps:
                    if step.get("action") is not None:
                        m.act(step["seat"], step["action"])
                    view = m.view(None)
                    seats = view.get("names") or [f"Player {i + 1}" for i in range(m.players)]
                    board = boards.render(g.id, view, None, seats)
                    if board not in drawn:
                        drawn.append(board)
                    at.append(drawn.index(board))
                out = dist / "embeds" / g.id / f"{name}.json"
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_text(json.dumps({"game": g.id, "name": name, "boards": drawn, "at": at,
                                           "captions": [s["caption"] for s in steps]},
                                          separators=(",", ":")), encoding="utf-8")
        return index
    finally:
        sys.path.remove(str(WEB / "ui"))
        sys.path.remove(str(ROOT))


def render_pages(dist: Path, facts: dict, scenarios: dict) -> None:
    values = {"VERSION": facts["version"], "GAMES_HTML": lobby_html(facts["games"]),
              "LEARN_HTML": learn_html(facts.get("tutorials", [])),
              "SCENARIOS_JSON": json.dumps(scenarios),
              "GAMES_JSON": json.dumps(facts["games"]).replace("</", "<\\/"),
              "BOOT_JSON": json.dumps(boot_data(dist)).replace("</", "<\\/")}
    for page in dist.glob("*.html"):
        text = page.read_text(encoding="utf-8")
        for key, val in values.items():
            text = text.replace("{{" + key + "}}", val)
        page.write_text(text, encoding="utf-8")


def write_configs(dist: Path) -> None:
    """The UI's PyScript config: the local MicroPython and the UI modules.  (The
    engine runs in web/engine-worker.js, which loads Pyodide itself.)

    ui/ is the UI's import root: ui/app.py is imported as ``app``, and a
    package such as ui/boards/ keeps its folder (``boards.rome_in_crisis``)."""
    ui_modules = sorted(p.relative_to(dist / "ui").as_posix() for p in (dist / "ui").rglob("*.py"))
    ui = {"interpreter": "./vendor/micropython/micropython.mjs",
          "files": {f"./ui/{name}": f"./{name}" for name in ui_modules}}
    (dist / "ui.json").write_text(json.dumps(ui, indent=1), encoding="utf-8")


def site_files(dist: Path) -> list:
    return sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*")
                  if p.is_file() and p.name not in ("sw.js", ".nojekyll"))


def write_service_worker(dist: Path) -> str:
    """sw.js pre-caches every file under a cache name carrying the build's hash."""
    files = site_files(dist)
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0" + (dist / rel).read_bytes() + b"\0")
    cache = f"ludi-romani-{version()}-{digest.hexdigest()[:16]}"
    urls = ["./"] + [f"./{rel}" for rel in files]
    template = (WEB / "sw.template.js").read_text(encoding="utf-8")
    text = (template.replace("__CACHE__", json.dumps(cache))
                    .replace("__FILES__", json.dumps(urls, indent=1)))
    (dist / "sw.js").write_text(text, encoding="utf-8")
    return cache


def build(dist: Path = DIST) -> dict:
    """Assemble the site in ``dist``; returns a summary."""
    t0 = time.perf_counter()
    ensure_node_modules()        # first: the wheel is compiled by the vendored Pyodide
    facts = engine_facts()
    if dist.exists():
        shutil.rmtree(dist)
    dist.mkdir(parents=True)
    _copy_tree(WEB, dist, skip=lambda p: p.name.endswith(".template.js") or p.is_relative_to(TOOLS))
    _copy_tree(PUBLIC, dist)
    wheel = build_wheel(dist)
    vendor(dist)
    lib = engine_lib(wheel)
    if lib:
        (dist / ENGINE_LIB).write_bytes(lib)
    render_pages(dist, facts, render_embeds(dist))
    write_configs(dist)
    (dist / ".nojekyll").write_text("", encoding="utf-8")
    cache = write_service_worker(dist)
    size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    log(f"dist/ ready: {len(site_files(dist)) + 2} files, {size / 1e6:.1f} MB, cache {cache}, "
        f"{time.perf_counter() - t0:.1f} s")
    return {"cache": cache, "bytes": size}


def ensure_dist() -> Path:
    """dist/ for the tests, built once a run: `build.py test` builds it before
    pytest starts (LUDI_DIST_BUILT); a pytest run of its own builds it at the
    first test that needs it, one worker at a time, and pytest-xdist's other
    workers (the same PYTEST_XDIST_TESTRUNUID) find it built."""
    if os.environ.get("LUDI_DIST_BUILT") and (DIST / "sw.js").exists():
        return DIST
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    stamp = ROOT / "build" / "dist-run"
    with one_at_a_time("dist"):
        if not (run and (DIST / "sw.js").exists() and stamp.exists()
                and stamp.read_text(encoding="utf-8") == run):
            build()
            if run:
                stamp.write_text(run, encoding="utf-8")
    os.environ["LUDI_DIST_BUILT"] = "1"
    return DIST


# --- serving -----------------------------------------------------------------------
class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".json": "application/json",
                      ".webmanifest": "application/manifest+json", ".py": "text/plain",
                      ".whl": "application/zip", ".svg": "image/svg+xml"}
    quiet = False

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if not self.quiet:
            super().log_message(fmt, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            super().handle_error(request, client_address)   # a browser hanging up is not one


def make_server(root: Path = DIST, port: int = 0, quiet: bool = True):
    """A threaded static server for ``root`` on 127.0.0.1 (port 0: any free port)."""
    handler = type("Handler", (SiteHandler,), {"quiet": quiet})
    return SiteServer(("127.0.0.1", port), functools.partial(handler, directory=str(root)))


def serve(port: int) -> None:
    build()
    server = make_server(DIST, port, quiet=False)
    log(f"serving dist/ at http://127.0.0.1:{server.server_address[1]}/  (Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


# --- tests -------------------------------------------------------------------------
def _have(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


# The test suite's Python packages: {module: pip package}.
PIP_TEST_TOOLS = {"pytest": "pytest", "xdist": "pytest-xdist", "playwright": "playwright",
                  "selenium": "selenium"}


def ensure_test_tools() -> None:
    """Everything the test suite needs, installed when missing (fresh machine, CI):
    pytest, pytest-xdist (the suite on every core), Playwright and selenium
    (WebKitGTK's WebDriver client) from pip; Debian's Chromium, Firefox ESR,
    WebKitGTK's MiniBrowser and driver, and Xvfb (WebKit runs on a virtual display
    of its own) from apt."""
    missing = [pkg for m, pkg in PIP_TEST_TOOLS.items() if not _have(m)]
    if missing:
        log(f"pip install {' '.join(missing)}")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", *missing], check=True)
    ensure_node_modules()
    wanted = [pkg for pkg, path in DEBIAN_TEST_TOOLS.items() if not Path(path).exists()]
    if wanted:
        if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
            log(f"installing Debian's {' and '.join(wanted)}")
            env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
            subprocess.run(["apt-get", "update"], check=True, env=env)
            subprocess.run(["apt-get", "install", "-y", *wanted],
                           check=True, env=env)
        else:
            log(f"{', '.join(DEBIAN_TEST_TOOLS[w] for w in wanted)} missing and cannot be "
                "installed here (not root); the browser tests will fail")


def spread(extra: list) -> list:
    """pytest-xdist's options: a worker per core, each starting on its share of
    the suite in order (the longest tests, which tests/conftest.py puts first,
    start at once) and taking over half of a busy worker's queue when its own
    is done (worksteal: the tests' lengths differ a thousandfold, so a fixed
    share left one core idle for minutes); none when ``extra`` chooses for
    itself (-n, or -p no:xdist)."""
    chosen = any(a.startswith(("--numprocesses", "--dist")) or a in ("no:xdist", "-pno:xdist")
                 or (a.startswith("-n") and not a.startswith("--")) for a in extra)
    return [] if chosen else ["-n", "auto", "--dist", "worksteal"]


def test(extra: list) -> int:
    ensure_test_tools()
    build()
    env = {**os.environ, "LUDI_DIST_BUILT": "1"}
    # --durations: the slowest tests at the end of every run, so the suite's 20 minutes
    # are watched where they are spent (a later --durations in ``extra`` wins)
    return subprocess.run([sys.executable, "-m", "pytest", "tests", "-q", "--durations=15",
                           *spread(extra), *extra], cwd=ROOT, env=env).returncode


# --- benchmarks ----------------------------------------------------------------------
BENCHES = ("bench_engine", "bench_ai", "bench_ends", "bench_review", "bench_page",
           "hint_agreement")


def _load_bench(name: str):
    if not (ROOT / "benchmarks" / f"{name}.py").exists():
        return None
    return importlib.import_module(f"benchmarks.{name}")     # ROOT is on sys.path


def _flatten(prefix: str, value, rows: list) -> None:
    """(dotted key, value) rows; a list of records is keyed by its "level",
    "name" or "id" field (else its index), a list of numbers joined."""
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        value = {str(v.get("level", v.get("name", v.get("id", i)))): v
                 for i, v in enumerate(value)}
    if isinstance(value, dict):
        for key, val in value.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), val, rows)
    elif isinstance(value, list):
        rows.append((prefix, ", ".join(str(v) for v in value)))
    else:
        rows.append((prefix, value))


def bench() -> int:
    sys.path.insert(0, str(ROOT))
    results = {"engine_version": version(), "when": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
    for name in BENCHES:
        module = _load_bench(name)
        if module is None:
            log(f"benchmarks/{name}.py not found: skipped")
            results[name] = {"skipped": "not written yet"}
            continue
        log(f"running {name}")
        results[name] = module.run()
    out = ROOT / "benchmarks" / "results.json"
    out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    rows = []
    _flatten("", results, rows)
    width = max(len(k) for k, _ in rows)
    for key, val in rows:
        shown = f"{val:.4g}" if isinstance(val, float) else str(val)
        print(f"{key:<{width}}  {shown}")
    log(f"wrote {out.relative_to(ROOT)}")
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("build", help="assemble dist/")
    p_serve = sub.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    p_serve.add_argument("--port", type=int, default=8000)
    p_test = sub.add_parser("test", help="set up, build, run pytest")
    p_test.add_argument("pytest_args", nargs=argparse.REMAINDER)
    sub.add_parser("bench", help="run the benchmarks")
    args = parser.parse_args(argv)
    if args.command == "build":
        build()
        return 0
    if args.command == "serve":
        serve(args.port)
        return 0
    if args.command == "test":
        return test(args.pytest_args)
    return bench()


if __name__ == "__main__":
    sys.exit(main())
