"""Issue 33: Time of Crisis's map zoomed and panned as on Rally the Troops
(web/toc-zoom.js), at 1280x800 and 390x844 in Chromium.  At "Fit" the whole
map is in its box and the box in view (at 1280x800 beside the status line,
the page not scrolled); + draws the map larger; a drag that starts on a target
moves the map and plays nothing; a key zooms while the map has the focus; the
wheel zooms around the pointer (the map's point under it stays under it);
two fingers zoom on a phone; a target clicked on the zoomed map plays its
move, and the zoom and pan survive the board drawn again after it; "Hide
counters" hides the armies and shows them again."""
import kit
from test_browser_time_of_crisis import CLICKABLE, drawn_targets, to_first_card_play

# The frame (the map's box), the map drawn in it, the status line, the view.
BOXES = """() => {
  const r = (s) => { const n = document.querySelector(s); if (!n) return null;
                     const b = n.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  return {frame: r('#board .toc-frame'), map: r('#board .toc-map'), prompt: r('#prompt'),
          fixed: getComputedStyle(document.querySelector('#prompt')).position === 'fixed',
          zoom: Number(document.querySelector('#board .toc-frame').dataset.zoom),
          page_y: document.scrollingElement.scrollTop, w: innerWidth, h: innerHeight}; }"""

# The centre of a drawn target of the map that lies inside the map's box (on
# the screen), away from the toolbar: [key, x, y], or null.
INSIDE = """(prefix) => {
  const f = document.querySelector('#board .toc-frame').getBoundingClientRect();
  const t = document.querySelector('#board .toc-tools').getBoundingClientRect();
  for (const n of document.querySelectorAll('#board .toc-map .toc-region[data-box], #board .toc-map button[data-target]:not(.handle)')) {
    const key = n.dataset.target;
    if (!key.startsWith(prefix)) continue;
    const b = n.getBoundingClientRect(), x = b.left + b.width / 2, y = b.top + b.height / 2;
    if (x < f.left + 10 || x > f.right - 10 || y < f.top + 10 || y > f.bottom - 10) continue;
    if (x > t.left - 6 && y < t.bottom + 6) continue;
    if (y > innerHeight - 10 || y < 0) continue;
    const e = document.elementFromPoint(x, y);
    if (e && e.closest('[data-target]') && e.closest('[data-target]').dataset.target === key) return [key, x, y];
  }
  return null; }"""


def drag(page, x, y, dx, dy, steps):
    """Press the mouse at (x, y) and move it ``steps`` times by (dx, dy) before letting go."""
    page.mouse.move(x, y)
    page.mouse.down()
    for i in range(1, steps + 1):
        page.mouse.move(x + dx * i, y + dy * i)
    page.mouse.up()


def boxes(page):
    return page.evaluate(BOXES)


def whole_map_in_view(got):
    """The map exactly in its box, the box on the screen (above a phone's bar)."""
    (fl, ft, fr, fb), (ml, mt, mr, mb) = got["frame"], got["map"]
    assert abs(ml - fl - 1) <= 1.5 and abs(mt - ft - 1) <= 1.5, got          # (its 1 px border)
    assert abs(mr - fr + 1) <= 1.5 and abs(mb - fb + 1) <= 2, got
    bottom = got["prompt"][1] if got["fixed"] else got["h"]
    assert 0 <= ft and fb <= bottom + 1 and 0 <= fl and fr <= got["w"], got


def relative(got):
    """The map's edges as distances from the box's top left corner, in widths of the box."""
    (fl, ft, fr, _), m = got["frame"], got["map"]
    return [(m[0] - fl) / (fr - fl), (m[1] - ft) / (fr - fl), (m[2] - fl) / (fr - fl), (m[3] - ft) / (fr - fl)]


def drawn_width(got):
    return got["map"][2] - got["map"][0]


def test_zoom_pan_fit_keys_and_a_click_on_the_zoomed_map(browser, site_url):
    for w, h in ((1280, 800), (390, 844)):
        with kit.screen(browser, site_url, w, h) as page:
            to_first_card_play(page)                     # Red 1 played: his army may move
            if w < 1000:           # a phone opens with the map the board's width
                page.click("#board .toc-tools [data-zoom=fit]")
            else:                  # a desktop at Fit, nothing pressed (issue 33)
                assert page.get_attribute("#board .toc-tools [data-zoom=fit]", "aria-pressed") == "true"
            fit = boxes(page)
            whole_map_in_view(fit)
            if w > 1000:               # beside the status line, the page never scrolled
                assert fit["page_y"] == 0 and fit["prompt"][3] <= fit["h"], fit
                assert fit["prompt"][3] <= fit["frame"][1] or fit["prompt"][2] <= fit["frame"][0], fit
            kit.shot(page, f"toc-zoom-fit-{w}")

            # + draws the map larger in the same box
            page.click("#board .toc-tools [data-zoom=in]")
            page.click("#board .toc-tools [data-zoom=in]")
            big = boxes(page)
            assert all(abs(p - q) <= 1.5 for p, q in zip(big["frame"], fit["frame"])), (fit, big)
            assert drawn_width(big) > 1.8 * drawn_width(fit), (fit, big)
            assert big["zoom"] > 1.9, big

            # Fit, then the wheel over the army: the army stays under the pointer
            page.click("#board .toc-tools [data-zoom=fit]")
            key, x, y = page.evaluate(INSIDE, "army:")
            page.mouse.move(x, y)
            page.mouse.wheel(0, -280)
            page.wait_for_function(
                "() => Number(document.querySelector('#board .toc-frame').dataset.zoom) > 1.9")
            big = boxes(page)
            assert page.evaluate(INSIDE, "army:")[0] == key, big

            # a drag that starts on that target moves the map with the pointer, and plays nothing
            before = kit.moves(page)
            drag(page, x, y, -5, -4, 8)
            dragged = boxes(page)
            assert abs(dragged["map"][0] - big["map"][0] + 40) <= 2, (key, big, dragged)
            assert (abs(dragged["map"][1] - big["map"][1] + 32) <= 2 or         # (or as far as it goes)
                    abs(dragged["map"][3] - dragged["frame"][3] + 1) <= 1.5), (key, big, dragged)
            page.wait_for_timeout(300)
            assert kit.moves(page) == before and page.locator("#choices").count() == 0, key
            assert page.locator("#actions[data-mode=selected]").count() == 0, key

            # a key zooms while the map has the focus: + in, - out
            page.focus("#board .toc-frame")
            page.keyboard.press("+")
            assert boxes(page)["zoom"] > big["zoom"] * 1.3
            page.keyboard.press("-")
            keyed = boxes(page)
            assert abs(keyed["zoom"] - big["zoom"]) < 0.01, (big, keyed)

            # the army clicked on the zoomed map: its moves; "Move an army" played
            found = page.evaluate(INSIDE, "army:")
            if found is None:          # dragged out of the box: Fit, then zoom in where it is
                page.click("#board .toc-tools [data-zoom=fit]")
                army = page.evaluate(INSIDE, "army:")
                page.mouse.move(army[1], army[2])
                page.mouse.wheel(0, -300)
                found = page.evaluate(INSIDE, "army:")
            assert found is not None, boxes(page)
            page.mouse.click(found[1], found[2])
            page.wait_for_selector("#choices")
            page.locator("#choices button[data-do=choose]").filter(has_text="Move an army").click()
            page.wait_for_function(
                f"() => Number(document.querySelector('#table').dataset.moves) >= {before + 2}")
            kit.wait_for_turn(page)
            zoomed = boxes(page)
            assert zoomed["zoom"] > 1.3, zoomed

            # where it may go, clicked on the zoomed map: the move is played, and the
            # board drawn again keeps the zoom and the pan
            dest = page.evaluate(INSIDE, "region:")
            assert dest is not None, (zoomed, drawn_targets(page))
            kit.shot(page, f"toc-zoom-in-{w}")
            before = kit.moves(page)
            page.mouse.click(dest[1], dest[2])
            page.wait_for_function(
                f"""() => Number(document.querySelector('#table').dataset.moves) > {before}
                          || document.querySelector('#choices')""", timeout=kit.MOVE_TIMEOUT)
            if page.locator("#choices").count():
                page.locator("#choices button[data-index]").first.click()
            page.wait_for_function(
                f"() => Number(document.querySelector('#table').dataset.moves) > {before}",
                timeout=kit.MOVE_TIMEOUT)
            kit.wait_for_turn(page)
            after = boxes(page)
            assert abs(after["zoom"] - zoomed["zoom"]) < 0.01, (zoomed, after)
            # (the box follows the board's room, which the status line's words change:
            # the same part of the map in it, in widths of the box)
            assert all(abs(a - b) <= 0.005 for a, b in zip(relative(after), relative(zoomed))), \
                (zoomed, after)

            # "Hide counters": the armies hidden, then shown again
            shown = """() => [...document.querySelectorAll('#board .toc-army')].filter(
                (a) => getComputedStyle(a).visibility === 'visible').length"""
            armies = page.evaluate(shown)
            assert armies >= 1
            page.click("#board .toc-tools [data-zoom=bare]")
            assert page.evaluate(shown) == 0
            assert page.get_attribute("#board .toc-tools [data-zoom=bare]", "aria-pressed") == "true"
            kit.shot(page, f"toc-zoom-bare-{w}")
            page.click("#board .toc-tools [data-zoom=bare]")
            assert page.evaluate(shown) == armies

            # Fit: the whole map in view again
            page.click("#board .toc-tools [data-zoom=fit]")
            whole_map_in_view(boxes(page))


def test_the_wheel_zooms_around_the_pointer_and_two_fingers_on_a_phone(browser, site_url):
    """The map's point under the pointer stays under it as the wheel zooms; on a
    phone two fingers moved apart zoom the map (inside its box, the page's own
    zoom untouched)."""
    with kit.screen(browser, site_url, 1280, 800) as page:
        kit.start_game(page, ["person", "ai:easy"], seed=4, game="time-of-crisis")
        f = boxes(page)["map"]
        x, y = f[0] + (f[2] - f[0]) * 0.3, f[1] + (f[3] - f[1]) * 0.6
        u = ((x - f[0]) / (f[2] - f[0]), (y - f[1]) / (f[3] - f[1]))
        page.mouse.move(x, y)
        page.mouse.wheel(0, -240)
        page.wait_for_function("() => Number(document.querySelector('#board .toc-frame').dataset.zoom) > 1.5")
        m = boxes(page)["map"]
        assert drawn_width({"map": m}) > 1.5 * (f[2] - f[0])
        assert abs(m[0] + u[0] * (m[2] - m[0]) - x) <= 2 and abs(m[1] + u[1] * (m[3] - m[1]) - y) <= 2, (f, m)
    with kit.screen(browser, site_url, 390, 844) as page:
        kit.start_game(page, ["person", "ai:easy"], seed=4, game="time-of-crisis")
        page.locator("#board .toc-frame").scroll_into_view_if_needed()
        fit = boxes(page)
        (fl, ft, fr, fb) = fit["frame"]
        cx, cy = (fl + fr) / 2, (ft + fb) / 2
        cdp = page.context.new_cdp_session(page)

        def touch(kind, d):
            points = [] if kind == "touchEnd" else [{"x": cx - d, "y": cy, "id": 1},
                                                    {"x": cx + d, "y": cy, "id": 2}]
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        touch("touchStart", 30)
        for d in range(40, 101, 10):
            touch("touchMove", d)
        touch("touchEnd", 0)
        got = boxes(page)
        assert got["zoom"] > 2.5, (fit, got)
        assert all(abs(p - q) <= 1.5 for p, q in zip(got["frame"], fit["frame"])), (fit, got)
        assert page.evaluate("() => visualViewport.scale") == 1
        kit.shot(page, "toc-zoom-pinch-390")
        # dragged far up and left: the map's bottom right corner stops at the box's
        # (the map zoomed past 40rem is drawn as a desktop's, of another shape)
        drag(page, cx, cy, -60, -60, 10)
        end = boxes(page)
        assert abs(end["map"][2] - end["frame"][2] + 1) <= 1.5, end
        assert abs(end["map"][3] - end["frame"][3] + 1) <= 1.5, end
