// The page in Firefox (Debian's firefox-esr) through WebDriver BiDi: puppeteer-core
// with browser "firefox".  Driven by tests/browser/test_browser_firefox.py:
//
//   node firefox_game.mjs SITE_URL
//
// The lobby, then a whole Rome in Crisis game (one person, two easy AIs, no
// pacing) with a reload part-way and the rest played offline, then its review: once the service
// worker holds the site this script prints "OFFLINE?" and waits for a line on
// stdin (the test has stopped the server by then).  Any page error, console
// error or refused request fails it.  The last line of stdout is a JSON summary.
import puppeteer from 'puppeteer-core';
import readline from 'node:readline';
import {T, startGame, turn as turnOf, moves as movesOf, over as overOf, playMove} from './firefox_kit.mjs';

const url = process.argv[2];
const FIREFOX = process.env.LUDI_FIREFOX || '/usr/bin/firefox-esr';   // build.FIREFOX
const problems = [];
const lines = readline.createInterface({input: process.stdin});
const nextLine = () => new Promise((resolve) => lines.once('line', resolve));

let seed = 7;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: FIREFOX, headless: true,
  extraPrefsFirefox: {'dom.serviceWorkers.testing.enabled': true},
});
let offline = false;
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !offline) problems.push('console error: ' + m.text());
  });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`); });
  page.setDefaultTimeout(T);

  await page.goto(url + '?pace=0');
  await page.waitForSelector('body[data-ui=ready]');
  const titles = await page.$$eval('#games li .title', (ns) => ns.map((n) => n.textContent));
  await page.waitForSelector('body[data-engine=ready]');
  const status = await page.$eval('#engine-text', (n) => n.textContent);

  await startGame(page, 'rome-in-crisis', 3, 7);

  const turn = () => turnOf(page);
  const moves = () => movesOf(page);
  const over = () => overOf(page);
  // How each start of the engine went (web/boot.js): "fresh" or "snapshot".
  const starts = [];
  const started = async () => starts.push(await page.evaluate(() =>
    Object.keys(window.__bootStages).filter((k) => k.startsWith('engine ')).join(',')));
  await started();
  let played = 0, reloaded = false;
  await turn();
  while (!(await over())) {
    if (played === 8 && !reloaded) {
      reloaded = true;
      // The service worker holds the site before we go offline.
      await page.waitForFunction(async () => {
        const keys = await caches.keys();
        return !!navigator.serviceWorker.controller && keys.some((k) => k.startsWith('ludi-romani-'));
      }, {timeout: T, polling: 250});
      const before = await moves();
      await page.reload();
      await page.waitForSelector('#table:not([hidden])');
      await turn();
      await started();
      if ((await moves()) !== before) problems.push(`reload: ${before} moves became ${await moves()}`);
      console.log('OFFLINE?');
      await nextLine();
      offline = true;
      await page.reload();
      await page.waitForSelector('body[data-engine=ready]');
      await page.waitForSelector('#table:not([hidden])');
      await turn();
      await started();
      if ((await moves()) !== before) problems.push(`offline: ${before} moves became ${await moves()}`);
    }
    await playMove(page, random);
    played += 1;
  }
  const end = await page.$eval('#end', (n) => (n.hidden ? '' : n.innerText));
  const total = await moves();
  // The review (issue 35), worked out in the engine worker (offline: nothing fetched).
  let review = {};
  if (end) {
    await page.click('#end button[data-do=review]');
    await page.waitForSelector('#review[data-state=done]', {timeout: 300_000});
    review = await page.evaluate(() => ({
      lines: document.querySelectorAll('#review-graph polyline.rv-line').length,
      points: document.querySelectorAll('#review-points li[data-move]').length,
      view: document.querySelector('#review-graph').innerText.includes('every hand and hidden card'),
      ms: Number(document.querySelector('#review').dataset.doneMs)}));
  }
  console.log(JSON.stringify({titles, status, played, moves: total, reloaded, offline, end, starts,
                              review, problems}));
} finally {
  lines.close();
  await browser.close();
}
