// Playing by ear in Firefox (issue 46): axe-core (node_modules) on the ear mode of a
// Roman Empire table, with its text shown beside the board, and on a guided first
// game by ear; driven by tests/browser/test_browser_firefox.py:
//
//   node firefox_ear.mjs SITE_URL
//
// Its last line is JSON: {problems, screens: [{where, violations, options}]}.
import puppeteer from 'puppeteer-core';
import {T, startGame} from './firefox_kit.mjs';

const url = process.argv[2];
const FIREFOX = process.env.LUDI_FIREFOX || '/usr/bin/firefox-esr';   // build.FIREFOX
const AXE = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;
const problems = [];
const screens = [];

// axe's violations on the page as it is, with the move list's options counted
async function check(page, where) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({path: AXE});
  const violations = await page.evaluate(() => axe.run(document, {resultTypes: ['violations']})
    .then((r) => r.violations.map((v) => ({id: v.id, impact: v.impact,
                                           nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' '))}))));
  const options = await page.$$eval('#ear-moves [role=option]', (ns) => ns.length);
  screens.push({where, violations, options});
}

const myMove = (page) => page.waitForFunction(() => {
  const n = document.activeElement;
  return n && n.getAttribute('role') === 'option' && n.getAttribute('aria-disabled') !== 'true';
}, {timeout: T});

const browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
  page.setDefaultTimeout(T);
  await page.goto(url + '?pace=0');
  await page.waitForSelector('body[data-engine=ready]');
  await startGame(page, 'roman-empire', 3, 4);
  await page.click('#ear-button');
  await myMove(page);
  await check(page, 'ear');
  await page.click('#ear-text-button');
  await check(page, 'ear, its text shown');
  await page.click('#ear-text-button');
  // the lobby's Learn to play, a lesson's first step by ear (the mode remembered)
  await page.goto(url + '?pace=0');
  await page.waitForSelector('body[data-engine=ready]');
  await page.click('button[data-do=tutorial][data-game=roman-empire]');
  await page.waitForSelector('#lesson:not([hidden])');
  await myMove(page);
  await check(page, 'a lesson by ear');
  console.log(JSON.stringify({problems, screens}));
} finally {
  await browser.close();
}
