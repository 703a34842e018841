"""Playwright driving Debian's Chromium against dist/, served on 127.0.0.1 by
build.py's own server (started here).  Every page is watched: a request to any
other host, an HTTP error, or an uncaught page error fails the test."""
import threading

import pytest
from playwright.sync_api import sync_playwright

import build


@pytest.fixture(scope="session")
def site_url():
    dist = build.ensure_dist()
    server = build.make_server(dist, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def pw():
    """The one Playwright of a test process: a second sync_playwright() started
    while it runs is refused ("Sync API inside the asyncio loop"), so a test that
    needs a browser launched otherwise launches it from this one."""
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(pw):
    b = pw.chromium.launch(executable_path=build.CHROMIUM, headless=True,
                           args=build.CHROMIUM_ARGS)
    yield b
    b.close()


class Watch:
    """What went wrong on the pages of one browser context."""

    def __init__(self, context, site_url):
        self.problems = []
        self.offline = False
        self.site_url = site_url
        context.on("request", self._request)
        context.on("response", self._response)

    def _request(self, request):
        if not request.url.startswith((self.site_url, "data:", "blob:")):
            self.problems.append(f"request outside the site: {request.url}")

    def _response(self, response):
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status} for {response.url}")

    def page(self, page):
        page.on("pageerror", lambda e: self.problems.append(f"page error: {e}"))
        page.on("console", lambda m: self.problems.append(f"console error: {m.text}")
                if m.type == "error" and not (self.offline and "ERR_INTERNET_DISCONNECTED" in m.text)
                else None)
        return page


@pytest.fixture()
def context(browser, site_url):
    """A fresh browser profile (empty storage, no service worker) per test."""
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, accept_downloads=True)
    ctx.watch = Watch(ctx, site_url)
    yield ctx
    ctx.close()
    assert ctx.watch.problems == []


@pytest.fixture()
def page(context):
    return context.watch.page(context.new_page())
