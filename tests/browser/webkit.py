"""Safari's engine for the browser tests: Debian's WebKitGTK MiniBrowser driven by
selenium through WebKitWebDriver (build.WEBKIT, build.WEBKIT_DRIVER), on a virtual
display of its own (Xvfb, started here on a free display number).

    with webkit.driver(1280, 800) as d:
        d.get(url)

``python3 build.py test`` installs webkit2gtk-driver, xvfb and selenium when missing
(build.ensure_test_tools)."""
import contextlib
import os
import subprocess
import time

import build

# Collected in the page: errors and rejected promises after the hooks are set,
# and the console's errors (the WebKitGTK driver hands no browser log to us).
HOOKS = """
if (!window.__problems) {
  window.__problems = [];
  addEventListener('error', (e) => __problems.push('page error: ' + (e.message || e.type)));
  addEventListener('unhandledrejection', (e) => __problems.push('rejected: ' + e.reason));
  const err = console.error.bind(console);
  console.error = (...a) => { __problems.push('console error: ' + a.join(' ')); err(...a); };
}
"""


@contextlib.contextmanager
def display():
    """An Xvfb server on a free display (-displayfd): yields ":N"."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24",
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        yield ":" + number
    finally:
        xvfb.terminate()
        xvfb.wait(10)


@contextlib.contextmanager
def driver(width=1280, height=800):
    """A WebKit window whose page (the viewport) is ``width`` x ``height``."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    with display() as disp:
        options = Options()
        options.binary_location = build.WEBKIT
        options.add_argument("--automation")
        service = Service(executable_path=build.WEBKIT_DRIVER,
                          env={**os.environ, "DISPLAY": disp})
        d = webdriver.WebKitGTK(options=options, service=service)
        try:
            d.set_page_load_timeout(120)
            d.set_script_timeout(120)
            size(d, width, height)
            yield d
        finally:
            d.quit()


def size(d, width, height):
    """Resize the window so that the page's viewport is ``width`` x ``height``
    (MiniBrowser's toolbar takes some of the window)."""
    d.set_window_size(width, height)
    for _ in range(3):
        inner = d.execute_script("return [innerWidth, innerHeight]")
        if inner == [width, height]:
            return
        r = d.get_window_size()
        d.set_window_size(r["width"] + width - inner[0], r["height"] + height - inner[1])
        time.sleep(0.2)


def wait(d, script, timeout=90, every=0.2):
    """Until the JavaScript expression ``script`` is truthy; returns its value."""
    end = time.monotonic() + timeout
    while True:
        got = d.execute_script("return (" + script + ")")
        if got:
            return got
        if time.monotonic() > end:
            raise TimeoutError("waited " + str(timeout) + " s for " + script)
        time.sleep(every)


def hook(d):
    d.execute_script(HOOKS)


def problems(d) -> list:
    return d.execute_script("return window.__problems || []")


# Issue 33: a decision with many moves keeps those chosen on the table off the
# status line; "All moves" lists them all as buttons.
SHOW_ALL = """const b = document.querySelector('#actions button.all-moves[aria-expanded=false]');
if (b) b.click();"""


def show_all(d):
    d.execute_script(SHOW_ALL)


def click_move(d, button):
    """Click a move's button of the status line (all listed first when it is one
    of those chosen on the table)."""
    if not button.is_displayed():
        show_all(d)
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
