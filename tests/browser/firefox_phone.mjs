// A phone's page in Firefox (issue 47), driven through WebDriver BiDi by puppeteer-core:
//   node firefox_phone.mjs INVITATION_LINK MOVES
// opens the table's invitation, prints its answer ("ANSWER <payload>") for the test to
// give the table (as the table's camera would read it), waits until joined ("JOINED"),
// then plays MOVES of its seat's moves (the first each time, "MOVED n") and prints one
// JSON line: {made, moves, hand, problems}.  The table is the test's Chromium page.
import puppeteer from 'puppeteer-core';

const [link, count] = [process.argv[2], Number(process.argv[3] || 2)];
const T = 60_000;
const browser = await puppeteer.launch({
  browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true,
  // Firefox hides host addresses behind mDNS names (.local) unless told not to; on one
  // machine, with no multicast responder, those would not resolve (real phones on a
  // home network do resolve them).
  extraPrefsFirefox: {'media.peerconnection.ice.obfuscate_host_addresses': false},
});
const problems = [];
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => problems.push('page error: ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
  await page.goto(link);
  await page.waitForSelector('body[data-answer]', {timeout: T});
  console.log('ANSWER ' + await page.$eval('body', (b) => b.dataset.answer));
  await page.waitForSelector('body[data-joined=yes]', {timeout: T});
  console.log('JOINED');
  let made = 0;
  while (made < count) {
    await page.waitForSelector('#phone-actions .phone-act', {timeout: T});
    const before = await page.$eval('body', (b) => Number(b.dataset.moves));
    await page.$eval('#phone-actions .phone-act', (b) => b.click());
    await page.waitForFunction((b) => Number(document.body.dataset.moves) > b, {timeout: T}, before);
    made += 1;
    console.log('MOVED ' + made);
  }
  const hand = await page.$$eval('#phone-hand .phone-card', (ns) => ns.map((n) => n.textContent));
  const moves = await page.$eval('body', (b) => Number(b.dataset.moves));
  console.log(JSON.stringify({made, moves, hand, problems}));
} finally {
  await browser.close();
}
