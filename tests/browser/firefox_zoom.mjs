// Time of Crisis's map zoomed and panned in Firefox (issue 33; Chromium's own test:
// test_browser_toc_zoom.py).  Driven by test_browser_firefox.py:
//
//   node firefox_zoom.mjs SITE_URL [SHOTS_DIR]
//
// At 1280x800 with the mouse: + and - (its buttons), Fit, the wheel around the
// pointer, a drag that starts on a target (it moves the map and plays nothing),
// the keys + and -.  At 390x844 with fingers (WebDriver BiDi's "touch" pointers,
// which Firefox turns into pointer events of type "touch"): two fingers moved
// apart zoom the map in its box (the page's own zoom untouched), one finger moved
// pans the zoomed map and plays nothing.  The last line of stdout is a JSON
// summary of what was measured; the test asserts on it.
import puppeteer from 'puppeteer-core';
import {T, startGame, turn, moves} from './firefox_kit.mjs';

const [url, shots] = process.argv.slice(2);
const FIREFOX = process.env.LUDI_FIREFOX || '/usr/bin/firefox-esr';   // build.FIREFOX
const problems = [];
const out = {};

// The frame (the map's box), the map drawn in it, the zoom, the page's scroll and scale.
const BOXES = () => {
  const r = (s) => { const n = document.querySelector(s); if (!n) return null;
                     const b = n.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  return {frame: r('#board .toc-frame'), map: r('#board .toc-map'),
          zoom: Number(document.querySelector('#board .toc-frame').dataset.zoom),
          pageY: document.scrollingElement.scrollTop,
          scale: window.visualViewport ? visualViewport.scale : 1,
          pointerTypes: window.__pointerTypes ? [...window.__pointerTypes] : []};
};
// The kinds of pointer the page has seen (to tell what the driver synthesised).
const WATCH = () => {
  window.__pointerTypes = new Set();
  document.addEventListener('pointerdown', (e) => window.__pointerTypes.add(e.pointerType), true);
};
// The centre of a map target inside the box, away from its tools and hit there: [key, x, y].
const INSIDE = (prefix) => {
  const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
  const t = document.querySelector('#board .toc-tools').getBoundingClientRect();
  for (const n of document.querySelectorAll('#board .toc-map .toc-region[data-box], #board .toc-map button[data-target]:not(.handle)')) {
    const key = n.dataset.target;
    if (!key || !key.startsWith(prefix)) continue;
    const b = n.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
    if (x < f.left + 10 || x > f.right - 10 || y < f.top + 10 || y > f.bottom - 10) continue;
    if (x > t.left - 6 && y < t.bottom + 6) continue;
    if (y > innerHeight - 10 || y < 0) continue;
    const e = document.elementFromPoint(x, y);
    if (e && e.closest('[data-target]') && e.closest('[data-target]').dataset.target === key) return [key, x, y];
  }
  return null;
};
const boxes = (page) => page.evaluate(BOXES);
const zoomAbove = (page, z) => page.waitForFunction(
  (v) => Number(document.querySelector('#board .toc-frame').dataset.zoom) > v, {timeout: 10_000}, z);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function open(page, width, height) {
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
  page.setDefaultTimeout(T);
  await page.setViewport({width, height, hasTouch: width < 500, isMobile: width < 500});
  await page.goto(url + '?pace=0');
  await page.waitForSelector('body[data-engine=ready]');
  await startGame(page, 'time-of-crisis', 2, 4);
  await turn(page);
  await page.evaluate(WATCH);
}

const browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true});
try {
  // --- a desktop, the mouse and the keys ---------------------------------------------
  {
    const page = await browser.newPage();
    await open(page, 1280, 800);
    await page.click('#board .toc-tools [data-zoom=fit]');
    const fit = await boxes(page);
    await page.click('#board .toc-tools [data-zoom=in]');
    await page.click('#board .toc-tools [data-zoom=in]');
    const plus = await boxes(page);
    await page.click('#board .toc-tools [data-zoom=out]');
    const minus = await boxes(page);
    await page.click('#board .toc-tools [data-zoom=fit]');
    const refit = await boxes(page);
    out.buttons = {fit, plus, minus, refit};

    // the wheel over a point of the map: that point stays under the pointer
    const f = fit.map;
    const x = f[0] + (f[2] - f[0]) * 0.3, y = f[1] + (f[3] - f[1]) * 0.6;
    await page.mouse.move(x, y);
    await page.mouse.wheel({deltaY: -240});
    await zoomAbove(page, 1.5);
    const wheeled = await boxes(page);
    out.wheel = {x, y, before: f, after: wheeled};

    // a drag that starts on a target: the map follows the pointer, no move is played
    const target = await page.evaluate(INSIDE, 'region:') || await page.evaluate(INSIDE, '');
    const before = await moves(page);
    const start = await boxes(page);
    const [sx, sy] = target ? [target[1], target[2]] : [x, y];
    await page.mouse.move(sx, sy);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(sx - 5 * i, sy - 4 * i);
    await page.mouse.up();
    await pause(300);
    const dragged = await boxes(page);
    out.drag = {target, start, dragged, movesBefore: before, movesAfter: await moves(page),
                choices: await page.$('#choices') !== null,
                selected: await page.$('#actions[data-mode=selected]') !== null};

    // the keys while the map has the focus
    await page.focus('#board .toc-frame');
    const keyed0 = await boxes(page);
    await page.keyboard.press('+');
    const keyedIn = await boxes(page);
    await page.keyboard.press('-');
    const keyedOut = await boxes(page);
    out.keys = {before: keyed0.zoom, in: keyedIn.zoom, out: keyedOut.zoom};
    out.desktopPointers = (await boxes(page)).pointerTypes;
    if (shots) await page.screenshot({path: `${shots}/firefox-toc-zoom-1280x800.png`});
    await page.close();
  }

  // --- a phone, two fingers and one ---------------------------------------------------
  {
    const page = await browser.newPage();
    await open(page, 390, 844);
    await page.evaluate(() => document.querySelector('#board .toc-frame').scrollIntoView({block: 'center'}));
    await pause(200);
    const fit = await boxes(page);
    const [fl, ft, fr, fb] = fit.frame;
    const cx = (fl + fr) / 2, cy = (ft + fb) / 2;
    const a = await page.touchscreen.touchStart(cx - 30, cy);
    const b = await page.touchscreen.touchStart(cx + 30, cy);
    for (let d = 40; d <= 100; d += 10) {
      await a.move(cx - d, cy);
      await b.move(cx + d, cy);
    }
    await a.end();
    await b.end();
    await pause(200);
    const pinched = await boxes(page);
    out.pinch = {fit, pinched};

    // one finger: the zoomed map pans with it, and nothing is played
    const before = await moves(page);
    const f1 = await page.touchscreen.touchStart(cx, cy);
    for (let i = 1; i <= 6; i++) await f1.move(cx - 10 * i, cy - 8 * i);
    await f1.end();
    await pause(300);
    const swiped = await boxes(page);
    out.swipe = {before: pinched, after: swiped, movesBefore: before, movesAfter: await moves(page),
                 choices: await page.$('#choices') !== null};
    out.phonePointers = swiped.pointerTypes;
    if (shots) await page.screenshot({path: `${shots}/firefox-toc-pinch-390x844.png`});
    await page.close();
  }
  console.log(JSON.stringify({...out, problems}));
} finally {
  await browser.close();
}
