"""`python3 build.py test` sets up a fresh machine: Debian's chromium, firefox-esr,
webkit2gtk-driver and xvfb are installed when missing (apt-get update first), selenium
and pytest-xdist from pip, nothing when present; it runs the suite on every core and
builds dist/ once."""
import build

WEBKIT_TOOLS = {build.WEBKIT_DRIVER, "/usr/bin/Xvfb"}


def _run(monkeypatch, present, have=lambda m: True):
    calls = []
    monkeypatch.setattr(build, "_have", have)
    monkeypatch.setattr(build, "ensure_node_modules", lambda: None)
    monkeypatch.setattr(build.os, "geteuid", lambda: 0)
    monkeypatch.setattr(build.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(build.subprocess, "run", lambda cmd, **kw: calls.append(cmd))
    monkeypatch.setattr(build, "Path", lambda p: type("P", (), {"exists": lambda self: p in present})())
    build.ensure_test_tools()
    return calls


def test_firefox_is_installed_when_missing(monkeypatch):
    calls = _run(monkeypatch, present={build.CHROMIUM} | WEBKIT_TOOLS)
    assert calls == [["apt-get", "update"], ["apt-get", "install", "-y", "firefox-esr"]]


def test_both_browsers_in_one_install(monkeypatch):
    calls = _run(monkeypatch, present=WEBKIT_TOOLS)
    assert calls == [["apt-get", "update"], ["apt-get", "install", "-y", "chromium", "firefox-esr"]]


def test_webkit_its_driver_and_xvfb_and_selenium_are_installed_when_missing(monkeypatch):
    """Issue 21: WebKit (Safari's engine) runs in the test command on a fresh machine."""
    calls = _run(monkeypatch, present={build.CHROMIUM, build.FIREFOX},
                 have=lambda m: m != "selenium")
    assert calls[0][-4:] == ["pip", "install", "--quiet", "selenium"]
    assert calls[1:] == [["apt-get", "update"],
                         ["apt-get", "install", "-y", "webkit2gtk-driver", "xvfb"]]


def test_nothing_to_install(monkeypatch):
    assert _run(monkeypatch, present={build.CHROMIUM, build.FIREFOX} | WEBKIT_TOOLS) == []


def test_a_first_build_installs_pyodide_before_it_compiles_the_engine(monkeypatch, tmp_path):
    """Issue 22: on a fresh clone the first build ran `npm ci` only when it
    vendored the interpreters, after the wheel, which then shipped without its
    compiled modules (and a second build differed)."""
    order = []
    monkeypatch.setattr(build, "ensure_node_modules", lambda: order.append("npm ci"))
    monkeypatch.setattr(build, "engine_facts", lambda: order.append("facts") or {})
    monkeypatch.setattr(build, "build_wheel", lambda dist: order.append("wheel"))
    for step in ("vendor", "render_pages", "write_configs", "engine_lib", "render_embeds"):
        monkeypatch.setattr(build, step, lambda *a, step=step: order.append(step))
    monkeypatch.setattr(build, "write_service_worker", lambda dist: "cache")
    monkeypatch.setattr(build, "_copy_tree", lambda *a, **k: None)
    monkeypatch.setattr(build, "site_files", lambda dist: [])
    build.build(tmp_path / "dist")
    assert order.index("npm ci") < order.index("wheel")
    # The engine's library (the trimmed standard library) is traced by the vendored Pyodide too.
    assert order.index("npm ci") < order.index("engine_lib")


def test_pytest_xdist_is_installed_when_missing_and_the_suite_runs_on_every_core(monkeypatch):
    """Issue 34: the test command spreads the suite over the cores (pytest-xdist,
    installed by it on a fresh machine) unless its arguments choose otherwise."""
    calls = _run(monkeypatch, present={build.CHROMIUM, build.FIREFOX} | WEBKIT_TOOLS,
                 have=lambda m: m != "xdist")
    assert calls == [[build.sys.executable, "-m", "pip", "install", "--quiet", "pytest-xdist"]]
    assert build.spread(["-m", "not slow"]) == ["-n", "auto", "--dist", "worksteal"]
    for own in (["-n", "0"], ["-n4"], ["--numprocesses=2"], ["-p", "no:xdist"], ["--dist", "loadfile"]):
        assert build.spread(own) == [], own


def test_dist_is_built_once_for_all_the_workers_of_a_run(monkeypatch, tmp_path):
    """Issue 34: pytest-xdist's workers each ask for dist/; the first builds it
    (one at a time, under a lock), the others of the same run find it built,
    and the next run builds it again."""
    built = []

    def fake_build():
        built.append(1)
        (tmp_path / "dist").mkdir(exist_ok=True)
        (tmp_path / "dist" / "sw.js").write_text("")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    monkeypatch.setattr(build, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build, "build", fake_build)
    for run in ("run-1", "run-1", "run-2"):        # two workers of one run, then a new run
        monkeypatch.delenv("LUDI_DIST_BUILT", raising=False)
        monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", run)
        assert build.ensure_dist() == tmp_path / "dist"
    assert len(built) == 2
