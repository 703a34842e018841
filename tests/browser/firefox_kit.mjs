// What the Firefox scripts (firefox_game.mjs, firefox_tables.mjs) do alike: start
// a game from the lobby's setup, wait for a turn, count the moves, play one.
export const T = 90_000;

// A new game of ``game`` from the lobby: seat 0 a person, the others easy AIs.
export async function startGame(page, game, players, seed) {
  await page.click(`button[data-do=new][data-game=${game}]`);
  await page.waitForSelector('#setup:not([hidden])');
  await page.select('#setup-players', String(players));
  for (let s = 0; s < players; s++) await page.select(`#seat-${s}`, s === 0 ? 'person' : 'ai:easy');
  await page.$eval('#setup-seed', (n, v) => { n.value = v; }, String(seed));
  await page.click('#start-button');
  await page.waitForSelector('#table:not([hidden])');
}

export const turn = (page) => page.waitForFunction(() =>
  document.querySelector('#table').dataset.over === '1'
  || document.querySelector('#actions button[data-do=act]'), {timeout: T});
export const moves = (page) => page.$eval('#table', (n) => Number(n.dataset.moves || 0));
export const over = (page) => page.$eval('#table', (n) => n.dataset.over === '1');

// One of the status line's moves, drawn by ``random``; a move chosen on the table
// (issue 33) is listed with the others by "All moves".
export async function playMove(page, random) {
  const buttons = await page.$$('#actions button[data-do=act]');
  const before = await moves(page);
  const choice = buttons[Math.floor(random() * buttons.length)];
  if (!(await choice.evaluate((b) => b.offsetParent !== null))) await page.click('#actions button.all-moves');
  await choice.evaluate((b) => b.scrollIntoView({block: 'center'}));
  await choice.click();
  await page.waitForFunction((b) => Number(document.querySelector('#table').dataset.moves) > b,
                             {timeout: T}, before);
  await turn(page);
}
