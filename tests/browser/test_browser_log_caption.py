"""The log's caption (issue 43, 10; its closing note: Roman History's log showed
the same turn header twice in a row): the caption above the log names the turn
whose lines are at the top of the log's view once that turn's own title has
left the view, and never a turn whose title is (half or more) in view under
it.  Checked in Chromium at 1280x800 over seeded positions, the log scrolled
so that each turn's title lies just above, at and just below the view's top,
and to the middle of each turn's lines (a log too short to scroll: as it opens)."""
import pytest

import kit
import positions

pytestmark = pytest.mark.browser

# For each scroll of the log: the caption, the titles half or more in view, and
# the title of the turn the view's top lies in when that title is wholly out of view.
SWEEP = """() => {
  const log = document.querySelector('#log'), cap = document.querySelector('#log-turn'), out = [];
  const turns = [...log.querySelectorAll(':scope > li.turn')].slice(-12);
  const base = log.scrollTop, lt = log.getBoundingClientRect().top + log.clientTop;
  const tops = [log.scrollTop];
  for (const t of turns) {
    const y = t.querySelector('.turn-title').getBoundingClientRect().top - lt + base;
    tops.push(y - 6, y - 1, y, y + 2, y + t.getBoundingClientRect().height / 2);
  }
  for (const y of tops) {
    log.scrollTop = Math.max(0, y);
    window.ludiDom.logCaption();
    const top = log.getBoundingClientRect().top + log.clientTop, bottom = top + log.clientHeight;
    const shown = [], all = [...log.querySelectorAll(':scope > li.turn')];
    let within = null;
    for (const t of all) {
      const r = t.querySelector('.turn-title').getBoundingClientRect(), b = t.getBoundingClientRect();
      if (Math.min(r.bottom, bottom) - Math.max(r.top, top) >= r.height / 2) shown.push(r.top);
      if (b.top < top && b.bottom > top + 4 && r.bottom <= top) within = t.querySelector('.turn-title').textContent;
    }
    out.push({scroll: log.scrollTop, caption: cap.textContent, band: getComputedStyle(cap).backgroundColor,
              shown: all.filter((t) => shown.includes(t.querySelector('.turn-title').getBoundingClientRect().top))
                        .map((t) => t.querySelector('.turn-title').textContent),
              within});
  }
  log.scrollTop = log.scrollHeight;
  return out; }"""


@pytest.mark.parametrize("game,players", [("roman-history", 3), ("rome-in-crisis", 3)])
def test_the_log_caption_never_repeats_a_title_in_view(browser, site_url, game, players):
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = ctx.new_page()
        kit.open_app(page, site_url)
        twice, unnamed, named, bands = [], [], 0, set()
        saves = positions.decisions(game, players, seed=2, count=6)
        for k, save in enumerate([saves[0], saves[len(saves) // 2], saves[-1]]):
            positions.open_position(page, save)
            for s in page.evaluate(SWEEP):
                if s["caption"] and s["caption"] in s["shown"]:
                    twice.append((k, s))
                if not s["caption"]:
                    bands.add(s["band"])
                if s["within"]:
                    named += 1
                    if s["caption"] != s["within"]:
                        unnamed.append((k, s))
        assert named >= 10, named        # (the caption's other half: a turn scrolled past is named)
        assert twice == []
        assert unnamed == []
        assert bands == {"rgba(0, 0, 0, 0)"}     # an empty caption keeps its room, not a band
    finally:
        ctx.close()
