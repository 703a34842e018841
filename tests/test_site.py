"""dist/ as build.py assembles it: the wheel, the vendored runtimes, the
service worker, and no URL that points outside the site."""
import gzip
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile

import pytest

import build


@pytest.fixture(scope="module")
def dist():
    return build.ensure_dist()


def test_wheel_has_metadata_and_a_true_record(dist):
    wheel = dist / build.wheel_name()
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        info = f"ludi_romani-{build.version()}.dist-info"
        meta = z.read(f"{info}/METADATA").decode()
        assert "Name: ludi-romani" in meta and f"Version: {build.version()}" in meta
        assert "Requires-Python: >=3.11" in meta and "Requires-Dist" not in meta
        # pyproject.toml is the one source of the metadata (issue 19)
        assert f"Summary: {build.project()['description']}\n" in meta
        assert "Tag: py3-none-any" in z.read(f"{info}/WHEEL").decode()
        record = z.read(f"{info}/RECORD").decode().splitlines()
        listed = {line.split(",")[0] for line in record}
        assert listed == names
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name.endswith("RECORD"):
                continue
            data = z.read(name)
            assert digest == build._record_hash(data) and int(size) == len(data), name
        assert "pygame_core/__init__.py" in names
        # Compiled modules: only the page's Python's (Pyodide's), one per source, and
        # unchecked-hash (used as shipped, whatever the unpacked files' times).
        tag = "cpython-" + build.pyodide_python().replace(".", "")
        pycs = {n for n in names if n.endswith(".pyc")}
        assert pycs, "the wheel carries no compiled modules"
        for n in pycs:
            folder, _, base = n.rpartition("/__pycache__/")
            module, _, rest = base.partition(".")
            assert rest == tag + ".pyc" and f"{folder}/{module}.py" in names, n
            assert int.from_bytes(z.read(n)[4:8], "little") == 0b01, n
        assert {n for n in names if n.endswith(".py")} == {
            n.replace("/__pycache__", "").replace("." + tag + ".pyc", ".py") for n in pycs}


def test_wheel_installs_and_imports(dist, tmp_path):
    with zipfile.ZipFile(dist / build.wheel_name()) as z:
        z.extractall(tmp_path)
    out = subprocess.run([sys.executable, "-c", "import pygame_core as pc, json; "
                          "print(json.dumps([pc.__version__, [g.id for g in pc.list_games()]]))"],
                         cwd=tmp_path, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(tmp_path)})
    version, games = json.loads(out.stdout)
    assert version == build.version() and "rome-in-crisis" in games


def test_wheel_is_reproducible(tmp_path):
    a = build.build_wheel(tmp_path / "a").read_bytes()
    b = build.build_wheel(tmp_path / "b").read_bytes()
    assert a == b


def test_dist_holds_pages_runtimes_and_configs(dist):
    for rel in ("index.html", "embed.html", "about.html", "app.css", "engine.py", "sw.js",
                "register-sw.js", "dom-helpers.js", "manifest.webmanifest", "icon.svg", ".nojekyll",
                build.wheel_name(), "vendor/pyscript/core.js", "vendor/pyscript/core.css",
                "vendor/micropython/micropython.mjs", "vendor/micropython/micropython.wasm",
                *(f"vendor/pyodide/{f}" for f in build.PYODIDE_FILES),
                *(f"vendor/qr/{name}" for _, name in build.QR_FILES.values()), "room.js"):
        assert (dist / rel).is_file(), rel
    # The table in the room works offline: the service worker holds its QR libraries.
    sw = (dist / "sw.js").read_text(encoding="utf-8")
    for rel in ("vendor/qr/qrcode.js", "vendor/qr/jsQR.js", "room.js"):
        assert f'"{rel}"' in sw or f"'{rel}'" in sw or f"./{rel}" in sw, rel
    ui = json.loads((dist / "ui.json").read_text())
    assert (dist / ui["interpreter"]).is_file()
    for src in ui["files"]:
        assert (dist / src).is_file(), src
    # The engine worker's configuration (in the pages' boot data): the engine's
    # library (the trimmed standard library and the engine) and the snapshot key.
    engine = build.boot_data(dist)["engine"]
    for rel in ("engine-worker.js", engine["wheel"], engine["stdlib"], engine["lib"]):
        assert (dist / rel).is_file(), rel
    assert engine["lib"] == "./" + build.ENGINE_LIB
    assert engine["key"].startswith(build.version() + "-")
    with zipfile.ZipFile(io.BytesIO(gzip.decompress((dist / build.ENGINE_LIB).read_bytes()))) as z:
        names = set(z.namelist())
    assert {"engine.py", "pygame_core/__init__.pyc", "json/__init__.pyc", "_ludi_stdlib.py"} <= names
    assert "tkinter/__init__.pyc" not in names and "unittest/__init__.pyc" not in names
    assert json.dumps(build.boot_data(dist)) in (dist / "index.html").read_text()
    # The UI's modules keep their folders under ui/ (the boards are a package).
    sources = sorted(p.relative_to(build.WEB / "ui").as_posix()
                     for p in (build.WEB / "ui").rglob("*.py") if "__pycache__" not in p.parts)
    assert ui["files"] == {f"./ui/{name}": f"./{name}" for name in sources}
    assert {"./boards/__init__.py", "./boards/common.py", "./boards/rome_in_crisis.py",
            "./boards/roman_empire.py"} <= set(ui["files"].values())
    for page in dist.glob("*.html"):
        assert "{{" not in page.read_text(), page.name
    # build.py's own Node and Pyodide scripts (web/tools) are not part of the site.
    assert not (dist / "tools").exists()
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./"
    assert all((dist / icon["src"]).is_file() for icon in manifest["icons"])


def test_no_url_points_outside_the_site(dist):
    """Every text file of the site, and every file of the engine wheel, is read.
    The interpreters' binaries (.wasm, python_stdlib.zip) are not text; the
    browser tests check that no request ever leaves 127.0.0.1."""
    found = []

    def scan(name, data):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return
        for m in build.EXTERNAL_URL.finditer(text):
            if not m.group(0).startswith(build.NAMESPACES):
                found.append((name, m.group(0)))
    for path in sorted(dist.rglob("*")):
        if path.is_file() and path.suffix not in (".wasm", ".zip", ".whl"):
            scan(path.relative_to(dist).as_posix(), path.read_bytes())
    with zipfile.ZipFile(dist / build.wheel_name()) as z:
        for name in z.namelist():
            scan(f"wheel:{name}", z.read(name))
    assert found == []


def test_the_url_check_would_catch_a_cdn():
    assert build.EXTERNAL_URL.search("import('https://cdn.jsdelivr.net/pyodide/v1/full/')")
    assert build.EXTERNAL_URL.search("see http://example.org/page")
    assert not build.EXTERNAL_URL.search("location.href.startsWith('http://0.0.0.0')")
    assert not build.EXTERNAL_URL.search("fetch('https://' + host)")


def test_service_worker_precaches_every_file_under_a_content_hash(dist, tmp_path):
    sw = (dist / "sw.js").read_text()
    cache = json.loads(re.search(r"const CACHE = (.+);", sw).group(1))
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert cache.startswith(f"ludi-romani-{build.version()}-")
    assert sorted(files) == sorted(["./"] + [f"./{f}" for f in build.site_files(dist)])
    copy = tmp_path / "site"
    shutil.copytree(dist, copy)
    assert build.write_service_worker(copy) == cache          # same content, same name
    (copy / "app.css").write_text((copy / "app.css").read_text() + "\n/* changed */\n")
    assert build.write_service_worker(copy) != cache          # new content, new cache


def test_each_scenario_embed_is_drawn_at_build_time_as_the_engine_steps_it(dist):
    """Issue 22: embed.html steps a teaching scenario with no interpreter, from
    embeds/<game>/<scenario>.json; each step's caption and board are what the
    engine's own scenario call (web/engine.py, as the page used it) and the
    page's boards give for that step."""
    import importlib.util
    import boards
    spec = importlib.util.spec_from_file_location("web_engine_embeds", build.WEB / "engine.py")
    eng = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(eng)
    page = (dist / "embed.html").read_text()
    index = json.loads(re.search(r'id="scenarios-data">(.*?)</script>', page).group(1))
    import pygame_core as pc
    assert index == {g.id: pc.scenarios(g.id) for g in pc.list_games() if pc.scenarios(g.id)}
    assert index and all(index.values())
    for game, names in index.items():
        for name in names:
            data = json.loads((dist / "embeds" / game / f"{name}.json").read_text())
            first = json.loads(eng.scenario(json.dumps({"game": game, "name": name})))
            assert data["captions"] == first["captions"] and len(data["at"]) == len(first["captions"])
            for step in range(len(data["at"])):
                r = json.loads(eng.scenario(json.dumps({"game": game, "name": name, "step": step})))
                seats = r["view"].get("names") or [f"Player {i + 1}" for i in range(r["players"])]
                assert data["boards"][data["at"][step]] == boards.render(game, r["view"], None, seats), \
                    (game, name, step)


def test_the_ui_finds_its_browser_calls_loaded_before_it(dist):
    """ui/dom.py calls web/dom-helpers.js's functions (window.ludiDom): each one it
    calls is there, and both pages that run the UI load that script before it."""
    called = set(re.findall(r"_js\(\)\.(\w+)\(", (build.WEB / "ui" / "dom.py").read_text()))
    helpers = (build.WEB / "dom-helpers.js").read_text()
    exported = re.search(r"window\.ludiDom = \{(.*?)\};", helpers, re.S).group(1)
    assert called and called <= set(re.findall(r"\w+", exported)), called
    index = (dist / "index.html").read_text()
    assert -1 < index.index('src="./dom-helpers.js"') < index.index('type="mpy"')
    embed = (dist / "embed.js").read_text()
    assert -1 < embed.index("'./dom-helpers.js'") < embed.index("'./ui/embed.py'")


def test_every_javascript_file_parses():
    """node --check on the site's scripts (web/*.js, dom-helpers.js among them),
    build.py's (web/tools/*.mjs) and the benchmarks' and tests' Node scripts."""
    files = sorted([*build.WEB.glob("*.js"), *(build.WEB / "tools").glob("*.mjs"),
                    *(build.ROOT / "benchmarks").glob("*.mjs"),
                    *(build.ROOT / "tests").rglob("*.mjs")])
    assert build.WEB / "dom-helpers.js" in files
    bad = {}
    for f in files:
        done = subprocess.run(["node", "--check", str(f)], capture_output=True, text=True)
        if done.returncode != 0:
            bad[f.relative_to(build.ROOT).as_posix()] = done.stderr[-300:]
    assert bad == {}
