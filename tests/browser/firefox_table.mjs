// The table in Firefox (issue 47), a phone elsewhere: driven by
// tests/browser/test_browser_room.py through stdin and stdout:
//
//   node firefox_table.mjs SITE_URL
//
// starts Rome in Crisis (seat 1 a person here, seat 2 a phone), prints
// "LINK <invitation>", reads "ANSWER <payload>" (the phone's, as the table's camera
// would), waits until joined ("JOINED"), then plays seat 1 whenever it must, until
// "DONE" on stdin; its last line is JSON: {problems, moves, wire (what the page sent
// on each data channel), record (the game's autosave)}.
import puppeteer from 'puppeteer-core';
import readline from 'node:readline';
import {T, moves as movesOf} from './firefox_kit.mjs';

const url = process.argv[2];
const FIREFOX = process.env.LUDI_FIREFOX || '/usr/bin/firefox-esr';   // build.FIREFOX
const problems = [];
const lines = readline.createInterface({input: process.stdin});
const queued = [];
lines.on('line', (l) => queued.push(l));
const nextLine = async () => {
  while (!queued.length) await new Promise((r) => setTimeout(r, 50));
  return queued.shift();
};
let seed = 11;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: FIREFOX, headless: true,
  // Firefox hides host addresses behind mDNS names unless told not to; on one machine,
  // without a multicast responder, those would not resolve (a home network's phones do).
  extraPrefsFirefox: {'media.peerconnection.ice.obfuscate_host_addresses': false},
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
  page.setDefaultTimeout(T);
  await page.evaluateOnNewDocument(`(() => {
    window.__wire = [];
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      window.__wire.push({ label: this.label, data: String(data) });
      return send.call(this, data);
    };
  })();`);
  await page.goto(url + '?pace=0');
  await page.waitForSelector('body[data-engine=ready]');
  await page.click('button[data-do=new][data-game=rome-in-crisis]');
  await page.waitForSelector('#setup:not([hidden])');
  await page.select('#setup-players', '2');
  await page.select('#seat-0', 'person');
  await page.select('#seat-1', 'phone');
  await page.$eval('#setup-seed', (n) => { n.value = '9'; });
  await page.click('#start-button');
  await page.waitForSelector('#table:not([hidden])');
  await page.waitForFunction(() => { const n = document.querySelector(".room-seat[data-seat='1'] .room-link");
                                     return n && n.value; });
  console.log('LINK ' + await page.$eval(".room-seat[data-seat='1'] .room-link", (n) => n.value));
  const answer = (await nextLine()).replace(/^ANSWER /, '');
  await page.$eval(".room-seat[data-seat='1'] .room-answer", (n, v) => { n.value = v; }, answer);
  await page.click(".room-seat[data-seat='1'] .room-join");
  await page.waitForSelector(".room-seat[data-seat='1'][data-state=joined]");
  console.log('JOINED');
  while (!queued.includes('DONE')) {
    const buttons = await page.$$('#actions button[data-do=act]');
    if (buttons.length) {               // seat 1's move (kit's playMove would wait for its next turn)
      const before = await movesOf(page);
      const choice = buttons[Math.floor(random() * buttons.length)];
      if (!(await choice.evaluate((b) => b.offsetParent !== null))) await page.click('#actions button.all-moves');
      await choice.evaluate((b) => b.click());
      await page.waitForFunction((b) => Number(document.querySelector('#table').dataset.moves) > b,
                                 {timeout: T}, before);
    } else {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const wire = await page.evaluate(() => window.__wire);
  const record = await page.evaluate(() => localStorage.getItem(history.state.key));
  console.log(JSON.stringify({problems, moves: await movesOf(page), wire, record: JSON.parse(record)}));
} finally {
  await browser.close();
}
