// Each game's table in Firefox (issue 33): the four games, one person against
// easy AIs, a dozen moves each through the status line and the table, at a
// desktop's 1280x800 and a phone's 390x844.  Driven by test_browser_firefox.py:
//
//   node firefox_tables.mjs SITE_URL [SHOTS_DIR]
//
// After the moves, what the player decides with must be in view without
// scrolling: the status line (#prompt) and its buttons, the player column
// (#panels) and, when the game docks a hand, the hand.  With SHOTS_DIR a
// screenshot of each table is written there.  The last line of stdout is a
// JSON summary: per game and size the moves played and what was out of view.
import puppeteer from 'puppeteer-core';
import {T, startGame, turn, moves, playMove} from './firefox_kit.mjs';

const [url, shots] = process.argv.slice(2);
const FIREFOX = process.env.LUDI_FIREFOX || '/usr/bin/firefox-esr';   // build.FIREFOX
const GAMES = [['rome-in-crisis', 3], ['roman-empire', 4], ['time-of-crisis', 3], ['roman-history', 3]];
// LUDI_SIZES="1920x1080,...": other sizes (for screenshots; the test uses these two)
const SIZES = process.env.LUDI_SIZES
  ? process.env.LUDI_SIZES.split(',').map((s) => s.split('x').map(Number))
  : [[1280, 800], [390, 844]];
const MOVES = 12;
const problems = [];
const tables = [];

let seed = 11;
const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };

// The parts of the frame that are shown, and those of them not wholly in view.
const OUT_OF_VIEW = () => {
  const parts = ['#prompt-text', '#actions', '#panels', '#hand-dock'];
  const shown = parts.filter((q) => {
    const e = document.querySelector(q);
    return e && !e.hidden && e.getBoundingClientRect().height > 0;
  });
  const out = shown.filter((q) => {
    const r = document.querySelector(q).getBoundingClientRect();
    return r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1;
  });
  return {shown, out};
};

const browser = await puppeteer.launch({browser: 'firefox', executablePath: FIREFOX, headless: true});
try {
  for (const [width, height] of SIZES) {
    const page = await browser.newPage();
    page.on('pageerror', (e) => problems.push('page error: ' + e.message));
    page.on('console', (m) => { if (m.type() === 'error') problems.push('console error: ' + m.text()); });
    page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`); });
    page.setDefaultTimeout(T);
    await page.setViewport({width, height});
    for (const [game, players] of GAMES) {
      await page.goto(url + '?pace=0');
      await page.waitForSelector('body[data-engine=ready]');
      await startGame(page, game, players, 5);
      let played = 0;
      await turn(page);
      while (played < MOVES && !(await page.$eval('#table', (n) => n.dataset.over === '1'))) {
        await playMove(page, random);
        played += 1;
      }
      // Close "All moves" if a move left it open, and look from the table's top.
      await page.evaluate(() => {
        const b = document.querySelector('#actions button.all-moves[aria-expanded=true]');
        if (b) b.click();
        scrollTo(0, 0);
      });
      await new Promise((r) => setTimeout(r, 400));          // the slides end
      const view = await page.evaluate(OUT_OF_VIEW);
      if (shots) await page.screenshot({path: `${shots}/firefox-${game}-${width}x${height}.png`});
      tables.push({game, width, height, played, moves: await moves(page), ...view});
    }
    await page.close();
  }
  console.log(JSON.stringify({tables, problems}));
} finally {
  await browser.close();
}
