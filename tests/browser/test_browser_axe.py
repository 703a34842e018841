"""axe-core (pinned in package.json, run from node_modules) finds no violation on
any screen: lobby, setup, both games' tables with and without the privacy
screen, the end screen, the review, a replay, About and the embed."""
import json

import build
import kit
from test_browser_shell import finished_save, put_record

AXE = build.NODE / "axe-core" / "axe.min.js"


def violations(page, where):
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""() => axe.run(document, {resultTypes: ['violations']}).then((r) =>
        r.violations.map((v) => ({id: v.id, impact: v.impact,
                                  nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' '))})))""")
    return [dict(v, where=where) for v in found]


def test_no_axe_violation_on_any_screen(page, site_url):
    build.ensure_node_modules()
    found = []
    kit.open_app(page, site_url)
    found += violations(page, "lobby")
    page.click("button[data-do=new][data-game=rome-in-crisis]")
    page.wait_for_selector("#setup:not([hidden])")
    found += violations(page, "setup")
    page.click("#setup button[data-do=lobby]")
    kit.start_game(page, ["person", "person", "ai:easy"], seed=2)
    seen = set()
    for _ in range(12):
        shown = "privacy" if page.is_visible("#privacy") else "table"
        if shown not in seen:
            seen.add(shown)
            found += violations(page, "rome-in-crisis " + shown)
        if seen == {"privacy", "table"}:
            break
        kit.person_move(page, __import__("random").Random(2))
    assert seen == {"privacy", "table"}
    page.click("#privacy button[data-do=lobby]" if page.is_visible("#privacy")
               else "#table button[data-do=lobby]")
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=3, game="roman-empire")
    found += violations(page, "roman-empire table")
    page.click("#table button[data-do=lobby]")
    key = kit.AUTO + "rome-in-crisis:9"
    put_record(page, key, finished_save().save(),
               [{"kind": "person"}, {"kind": "ai", "level": "easy"}], over=True)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    page.locator(f"#saves li[data-key='{key}'] button[data-do=load]").click()
    page.wait_for_selector("#end:not([hidden])")
    found += violations(page, "end")
    page.click("#end button[data-do=review]")          # the review (issue 35), when done
    page.wait_for_selector("#review[data-state=done]", timeout=240_000)
    found += violations(page, "review")
    page.click("#review button[data-do=review-back]")
    page.wait_for_selector("#end:not([hidden])")
    page.click("#end button[data-do=replay-current]")
    page.wait_for_selector("#replay:not([hidden])")
    page.wait_for_selector("#replay[data-step]")
    page.click("#replay button[data-do=embed]")
    page.wait_for_selector("#embed-box:not([hidden])")
    found += violations(page, "replay")
    page.goto(site_url + "about.html")
    found += violations(page, "about")
    page.goto(site_url + "embed.html?game=rome-in-crisis&scenario=rulebook-example&step=24")
    page.wait_for_selector("body[data-step]", timeout=kit.APP_TIMEOUT)
    found += violations(page, "embed")
    # The caption's 11 is the "Now:" line's total; the top crisis is ranked 1, not 0.
    now = page.locator("#board p", has_text="Now:").inner_text()
    assert "total 11" in page.inner_text("#caption") or "11" in page.inner_text("#caption")
    assert "(rank 1): 11" in now and "rank 0" not in now
    assert found == [], json.dumps(found, indent=1)
