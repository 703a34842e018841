"""The players' strip on a phone (issue 33): at 390x844 each seat's panel shows all
its facts whole, none cut by an ellipsis or by its box, in every game at its
fewest and most players, over a few seeded positions each (a game whose facts
have long names gives the strip short ones, its board's ``panels`` "short", as
Roman History's "G", "A", "F"); the strip stays a strip (at most a fifth of the
screen)."""
import pytest

import positions

PHONE = (390, 844)
GAMES = {"rome-in-crisis": (2, 4), "roman-empire": (3, 6), "time-of-crisis": (2, 4),
         "roman-history": (2, 6)}
EACH = 3            # positions a player count

# Every element of the strip whose text is cut: wider than its own box when the
# box clips it, or reaching past its panel's edge.
CUT = """() => {
  const bad = [];
  const panels = [...document.querySelectorAll('#panel-list > li')];
  for (const p of panels) {
    const pr = p.getBoundingClientRect();
    if (pr.left < -1 || pr.right > innerWidth + 1) bad.push('panel outside the screen: ' + p.innerText);
    for (const n of [p, ...p.querySelectorAll('*')]) {
      if (!n.offsetParent && n !== p) continue;
      const cs = getComputedStyle(n);
      if (cs.position === 'absolute' && cs.clip !== 'auto') continue;   // read aloud only
      const r = n.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const clips = /(hidden|clip|auto|scroll)/.test(cs.overflowX);
      if (clips && n.scrollWidth > n.clientWidth + 1)
        bad.push('cut (' + cs.textOverflow + '): ' + n.innerText.replace(/\\s+/g, ' '));
      else if (n !== p && (r.right > pr.right + 1 || r.left < pr.left - 1))
        bad.push('past its panel: ' + n.innerText.replace(/\\s+/g, ' '));
    }
  }
  const strip = document.querySelector('#panels').getBoundingClientRect();
  return {bad, panels: panels.length, height: strip.height,
          text: panels.map((p) => p.innerText.replace(/\\s+/g, ' '))};
}"""


@pytest.mark.parametrize("game", list(GAMES))
def test_the_phone_strip_shows_every_fact_whole(browser, site_url, game):
    ctx = browser.new_context(viewport={"width": PHONE[0], "height": PHONE[1]},
                              is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.goto(site_url)
    seen = 0
    try:
        for players in GAMES[game]:
            for save in positions.decisions(game, players, seed=3, count=EACH):
                positions.open_position(page, save)
                got = page.evaluate(CUT)
                assert got["panels"] == players, got
                assert got["bad"] == [], (game, players, got)
                assert got["height"] <= PHONE[1] / 5, (game, players, got)
                seen += 1
    finally:
        ctx.close()
    print(game, seen, "positions, last strip:", got["text"], round(got["height"]), "px")
    assert seen == EACH * len(GAMES[game])
