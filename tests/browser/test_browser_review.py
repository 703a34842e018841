"""The review after a game (issue 35) in Chromium: from a finished game's end
screen, Review runs in the engine worker with a progress bar and a Cancel;
then the graph of each seat's chance to win (one line a seat, saying whose
view it draws), the statistics and the person's turning points, each shown
in the replay on a click; "Try this decision again" opens the position
before that move as a new game in progress, the finished game kept.  The
review is kept in the browser's storage; it opens from a finished game's
replay too, and embedded (embed.html#save=...&review=1)."""
import re

import kit
from test_browser_shell import finished_save, put_record

REVIEW_TIMEOUT = 240_000     # ms: the turning points of one seat of a 194-move game in Pyodide


def test_a_finished_game_reviewed_and_a_decision_tried_again(context, page, site_url):
    m = finished_save()          # Rome in Crisis, 2 players, 194 moves, Player 2 wins on R22
    kit.open_app(page, site_url)
    key = kit.AUTO + "rome-in-crisis:5"
    # The page's record of the moves where Player 1 played the Hint's (issue 44):
    # here his every other decision, so that the review marks them.
    mine = [k for k, (s, _) in enumerate(m.save()["actions"]) if s == 0]
    put_record(page, key, m.save(), [{"kind": "person"}, {"kind": "ai", "level": "easy"}],
               over=True, hinted=mine[::2])
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    page.locator(f"#saves li[data-key='{key}'] button[data-do=load]").click()
    page.wait_for_selector("#end:not([hidden])")
    # Cancel: the review stops and says so; the page answered while it ran.
    page.click("#end button[data-do=review]")
    page.wait_for_selector("#review[data-state=working]")
    assert page.is_visible("#review-progress") and page.is_visible("#review-phase")
    page.click("#review button[data-do=review-cancel]")
    page.wait_for_selector("#review[data-state=cancelled]")
    assert "Review cancelled." in page.inner_text("#review-note")
    assert page.is_hidden("#review-working")
    page.click("#review button[data-do=review-back]")
    page.wait_for_selector("#end:not([hidden])")
    # The whole review: the graph first, then the turning points.
    page.click("#end button[data-do=review]")
    page.wait_for_selector("#review-graph svg polyline.rv-line", timeout=REVIEW_TIMEOUT)
    assert page.locator("#review-graph figure").first.locator("polyline.rv-line").count() == 2
    graph = page.inner_text("#review-graph")
    assert "Points, move by move" in graph          # the second graph: the scores
    assert "every hand and hidden card included" in graph
    assert "Player 2 (AI, easy): 100% at the end" in graph
    # How it ended, in one line above the graph and at its end (issue 44).
    ending = page.inner_text("#review-ending")
    assert "Player 2 (AI, easy) won the tie on 46 points" in ending and "R22" in ending, ending
    assert "Elections won" in page.inner_text("#review-stats")
    page.wait_for_selector("#review[data-state=done]", timeout=REVIEW_TIMEOUT)
    assert page.is_hidden("#review-working")
    points = page.locator("#review-points li[data-move]")
    assert points.count() >= 3
    assert "Turning points: Player 1" in page.inner_text("#review-points")
    # Player 1's accuracy heads his turning points, and is kept in the game's record.
    acc = page.inner_text("#review-points .rv-accuracy")
    assert acc.startswith("Accuracy ") and " of 100, from the chance kept at " in acc, acc
    kept = kit.autosaves(page)[key]["accuracy"]
    assert list(kept) == ["0"] and 0 <= kept["0"] <= 100
    assert acc.startswith(f"Accuracy {round(kept['0'])} of 100")
    # The account of luck and skill (issue 44): a line a seat whose three
    # parts add up to its final chance minus its first.
    assert page.get_attribute("#review", "data-account") == "1"
    lines = page.locator("#review-account .rv-account-lines li").all_inner_texts()
    assert len(lines) == 2 and "Luck and skill" in page.inner_text("#review-account")
    for line in lines:
        parts = re.findall(r"(gained|cost|gave|took|did nothing) ?(\d*)", line)
        assert len(parts) >= 3, line
        signed = [0 if verb == "did nothing" else int(n) * (1 if verb in ("gained", "gave") else -1)
                  for verb, n in parts[:3]]
        first, last = (int(x) for x in re.search(r"from (\d+)% to (\d+)%", line).groups())
        assert sum(signed) == last - first, line
    assert "turning points cost" in lines[0]        # the person's decisions, split
    page.set_viewport_size({"width": 1280, "height": 800})
    page.locator("#review-account").scroll_into_view_if_needed()
    kit.shot(page, "review-account")
    first = points.first
    # lichess's form, in the order they happened, by the table's turn and the move's number.
    assert "You played: " in first.inner_text() and ". Better: " in first.inner_text()
    moves = [int(x) for x in points.evaluate_all("ns => ns.map(n => n.dataset.move)")]
    assert moves == sorted(moves)
    move = int(first.get_attribute("data-move"))
    assert re.match(rf"Turn \d+, move {move + 1}, ", first.inner_text()), first.inner_text()
    texts = points.all_inner_texts()
    assert all(("(you followed the Hint here)" in t) == (k in mine[::2])
               for k, t in zip(moves, texts)), texts
    assert not any(re.search(r"\((0|100)%\)", t) for t in texts), texts
    # Kept in the browser's storage: the same review again is shown at once.
    page.click("#review button[data-do=review-back]")
    page.wait_for_selector("#end:not([hidden])")
    page.click("#end button[data-do=review]")
    page.wait_for_selector("#review[data-state=done][data-done-ms]")
    assert int(page.get_attribute("#review", "data-done-ms")) < 2000
    assert points.all_inner_texts() == texts
    assert "ludi-romani:review" in kit.storage(page)
    # A turn's band on the graph: the replay at that turn's start.
    band = page.locator("#review-graph figure").first.locator("rect.rv-hit").nth(2)
    at = band.get_attribute("data-move")
    band.click()
    page.wait_for_selector(f"#replay:not([hidden])[data-step='{at}']")
    page.go_back()
    page.wait_for_selector("#review:not([hidden])")
    # See the position: the replay just before that move; Back returns to the review.
    first.locator("button[data-do=review-see]").click()
    page.wait_for_selector(f"#replay:not([hidden])[data-step='{move}']")
    assert page.inner_text("#replay-count").startswith(f"Before move {move + 1} ")   # as Try again
    page.go_back()
    page.wait_for_selector("#review:not([hidden])")
    first.locator("button[data-do=review-retry]").click()
    # Try again: the position before that move, Player 1 to decide, a new game in progress.
    page.wait_for_function("() => document.querySelector('#table').dataset.over === '0'")
    kit.wait_for_turn(page)
    assert kit.moves(page) == move
    assert page.is_hidden("#end") and page.is_hidden("#review")
    assert f"Try move {move + 1} again" in page.inner_text("#message")
    saves = kit.autosaves(page)
    assert key in saves and len(saves) == 2
    assert len(saves[key]["save"]["actions"]) == len(m.actions)      # the finished game kept
    retried = next(k for k in saves if k != key)
    assert saves[retried]["origin"] == {"move": move + 1, "of": len(m.actions)}
    # A finished game's replay offers the review too (the same game: the one kept).
    page.click("#table button[data-do=lobby]")
    # The lobby lists the reviewed game's accuracy, on its row and on its game's line.
    assert f"accuracy {round(kept['0'])}" in page.inner_text(f"#saves li[data-key='{key}']")
    assert page.inner_text("li.game[data-game='rome-in-crisis'] .accuracy") == \
        f"Your accuracy in reviewed games, oldest first: {round(kept['0'])}"
    # The lobby names the game tried again by where it came from.
    assert (f"tried again from move {move + 1} of {len(m.actions)}" in
            page.inner_text(f"#in-progress li[data-key='{retried}']"))
    page.locator(f"#saves li[data-key='{key}'] button[data-do=replay]").click()
    page.wait_for_selector(f"#replay[data-step='{len(m.actions)}']")
    page.click("#replay-review")
    page.wait_for_selector("#review[data-state=done]")
    assert page.locator("#review-graph polyline.rv-line").count() == 4
    assert points.all_inner_texts() == texts
    # Embedded: the replay's embed with &review=1 shows the review below the replay,
    # its turning points shown in the replay above (no game to try them again in).
    page.go_back()
    page.wait_for_selector("#replay:not([hidden])")
    page.click("#replay button[data-do=embed-review]")
    page.wait_for_selector("#embed-box:not([hidden])")
    src = re.search(r'src="([^"]+)"', page.input_value("#embed-code")).group(1)
    assert src.endswith("&amp;review=1")
    embed = context.watch.page(context.new_page())
    embed.goto(src.replace("&amp;", "&"))
    embed.wait_for_selector("body[data-step='0']", timeout=kit.APP_TIMEOUT)
    embed.wait_for_selector("#review[data-state=done]", timeout=REVIEW_TIMEOUT)
    assert embed.locator("#review-graph polyline.rv-line").count() == 4
    assert "every hand and hidden card included" in embed.inner_text("#review-graph")
    first = embed.locator("#review-points li[data-move]").first
    assert first.locator("button[data-do=review-retry]").count() == 0
    at = first.get_attribute("data-move")
    first.locator("button[data-do=review-see]").click()
    embed.wait_for_selector(f"body[data-step='{at}']")
    embed.close()
