"""The shell around the table (issue 8): a game in progress per autosave, the
browser's Back, the end screen, replays and their embed, untrusted saves, and
the smaller defects (plural moves, the log by keyboard, the privacy screen read
by no one, export names, the engine's status)."""
import json
import random
import re

import kit
import pygame_core as pc

MARKUP = "<img src=x onerror=\"window.__pwned=1\"><script>window.__pwned=2</script>"


def finished_save(game="rome-in-crisis", players=2, seed=183):
    """A game played to its end at random (seed 183, 2 players: a tie on 46 broken by R22)."""
    m = pc.new_match(game, players=players, seed=seed)
    rng = random.Random(seed)
    while not m.is_over():
        s = m.to_move()[0]
        m.act(s, rng.choice(m.legal_actions(s)))
    return m


def put_record(page, key, save, seats, over=False, started=1_700_000_000_000, hinted=None):
    rec = {"app": "ludi-romani", "name": "", "time": started + 60_000, "seats": seats,
           "save": save, "started": started, "over": over}
    if hinted is not None:
        rec["hinted"] = hinted          # the moves where the Hint's move was played (issue 44)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(rec)])


def in_progress(page) -> list:
    return page.locator("#in-progress li[data-key]").all_inner_texts()


def test_a_new_game_never_deletes_another(page, site_url):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=3)
    kit.play(page, random.Random(3), limit=3)
    rome_key = page.evaluate("() => history.state.key")
    rome_moves = kit.moves(page)
    page.click("#table button[data-do=lobby]")
    rows = in_progress(page)
    assert len(rows) == 1 and "Rome in Crisis" in rows[0] and f"{rome_moves} moves" in rows[0]
    assert "Player 2 (AI, easy)" in rows[0] and "last played" in rows[0]
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=4, game="roman-empire")
    kit.play(page, random.Random(4), limit=1)
    page.click("#table button[data-do=lobby]")
    saves = kit.autosaves(page)
    assert len(saves) == 2 and len(saves[rome_key]["save"]["actions"]) == rome_moves
    assert len(in_progress(page)) == 2
    page.locator(f"#in-progress li[data-key='{rome_key}'] button[data-do=load]").click()
    page.wait_for_selector("#table:not([hidden])")
    kit.wait_for_turn(page)
    assert kit.moves(page) == rome_moves and page.inner_text("#table-title") == "Rome in Crisis"


def test_back_from_the_table_returns_to_the_lobby_never_leaving(page, site_url):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy"], seed=2)
    kit.play(page, random.Random(2), limit=2)
    page.go_back()
    page.wait_for_selector("#lobby:not([hidden])")
    assert page.url.startswith(site_url) and page.is_hidden("#table")
    page.go_forward()
    page.wait_for_selector("#table:not([hidden])")
    kit.wait_for_turn(page)
    # A game opened by a reload (or a link to #play) still has the lobby under it.
    page.reload()
    page.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    kit.wait_for_turn(page)
    page.go_back()
    page.wait_for_selector("#lobby:not([hidden])")
    assert page.url.startswith(site_url)
    # Setup and About are entries too.
    page.click("button[data-do=new][data-game=roman-empire]")
    page.wait_for_selector("#setup:not([hidden])")
    page.go_back()
    page.wait_for_selector("#lobby:not([hidden])")
    page.click("header a[href='./about.html']")
    page.wait_for_url("**/about.html")
    page.go_back()
    page.wait_for_selector("#lobby:not([hidden])", timeout=kit.APP_TIMEOUT)


def test_the_old_single_autosave_becomes_a_game_in_progress(page, site_url):
    """A game begun on the previous page (one "ludi-romani:auto" slot) survives the update."""
    m = finished_save()
    old = pc.load_match(dict(m.save(), actions=m.save()["actions"][:7]))
    rec = {"app": "ludi-romani", "name": "Autosave", "time": 1_700_000_000_000,
           "seats": [{"kind": "person"}, {"kind": "ai", "level": "easy"}], "save": old.save()}
    page.goto(site_url + "?pace=0")
    page.evaluate("(v) => localStorage.setItem('ludi-romani:auto', v)", json.dumps(rec))
    # the updated page opened afresh (a reload: a goto that changes only the hash
    # navigates within the page already booting, which may have read the storage)
    page.evaluate("() => { history.replaceState(null, '', '#play'); }")
    page.reload()
    page.wait_for_selector("#table:not([hidden])", timeout=kit.APP_TIMEOUT)
    kit.wait_for_turn(page)
    assert kit.moves(page) >= 7
    store = kit.storage(page)
    assert "ludi-romani:auto" not in store
    (key,) = kit.autosaves(page)
    assert key.startswith(kit.AUTO + "rome-in-crisis:")
    assert kit.autosaves(page)[key]["save"]["actions"][:7] == old.save()["actions"]


def test_a_finished_game_replayed_embedded_ended_rematched_deleted(context, page, site_url):
    """One finished game (a tie on 46 broken by R22): its replay from the lobby, the
    embed of that replay, its end screen, a rematch that keeps it, and deleting it."""
    m = finished_save()
    count = len(m.actions)
    first = pc.load_match(dict(m.save(), actions=m.save()["actions"][:1]))
    kit.open_app(page, site_url)
    key = kit.AUTO + "rome-in-crisis:5"
    put_record(page, key, m.save(), [{"kind": "person"}, {"kind": "ai", "level": "easy"}],
               over=True)
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    # The replay, move by move (buttons and arrow keys), in the browser's history.
    page.locator(f"#saves li[data-key='{key}'] button[data-do=replay]").click()
    page.wait_for_selector(f"#replay[data-step='{count}']")
    assert page.inner_text("#replay-count") == f"Move {count} of {count}"
    page.click("#replay-first")
    page.wait_for_selector("#replay[data-step='0']")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#replay[data-step='1']")
    assert page.inner_text("#replay-caption").split("\n")[-1] == first.log[-1]["text"]
    page.click("#replay-next")
    page.wait_for_selector("#replay[data-step='2']")
    page.go_back()
    page.wait_for_selector("#lobby:not([hidden])")
    page.go_forward()
    page.wait_for_selector("#replay:not([hidden])")
    # Its embed: the whole save in the link's fragment, stepped the same way.
    page.click("#replay button[data-do=embed]")
    page.wait_for_selector("#embed-box:not([hidden])")
    code = page.input_value("#embed-code")
    src = re.search(r'src="([^"]+)"', code).group(1)
    assert code.startswith("<iframe ") and "embed.html#save=" in src and len(src) < 4000
    embed = context.watch.page(context.new_page())
    embed.goto(src)
    embed.wait_for_selector("body[data-step='0']", timeout=kit.APP_TIMEOUT)
    assert embed.inner_text("#step-count") == f"Move 0 of {count}"
    embed.keyboard.press("ArrowRight")
    embed.wait_for_selector("body[data-step='1']")
    assert embed.inner_text("#caption").split("\n")[-1] == first.log[-1]["text"]
    embed.close()
    # The end screen: the winner, points by source, the tie-break in words.
    page.click("#replay button[data-do=lobby]")
    page.locator(f"#saves li[data-key='{key}'] button[data-do=load]").click()
    page.wait_for_selector("#end:not([hidden])")
    text = page.inner_text("#end")
    assert "Player 2 (AI, easy) wins." in text
    assert "Ruling R22" in text and "tied on 46 points" in text and "Last Emperor" in text
    rows = page.locator("#end table.scores tbody tr").all_inner_texts()
    assert len(rows) == 2 and all("46" in r for r in rows)
    # Rematch: same seats, a new game beside the finished one.
    page.click("#end button[data-do=rematch]")
    page.wait_for_function("() => document.querySelector('#table').dataset.over === '0'")
    kit.wait_for_turn(page)
    assert page.is_hidden("#end")
    saves = kit.autosaves(page)
    assert key in saves and len(saves) == 2
    seats = [x["seats"] for x in saves.values()]
    assert seats[0] == seats[1]
    # Deleting asks first.
    page.click("#table button[data-do=lobby]")
    button = page.locator(f"#saves li[data-key='{key}'] button[data-do=delete]")
    button.click()
    assert button.inner_text() == "Really delete?" and key in kit.storage(page)
    button.click()
    page.wait_for_function(f"() => !localStorage.getItem({json.dumps(key)})")
    assert len(kit.autosaves(page)) == 1


def test_untrusted_saves_are_refused_or_shown_as_text(page, site_url, tmp_path):
    kit.open_app(page, site_url)
    # A sound save whose file name is markup: imported, its name shown as text.
    rec = {"app": "ludi-romani", "name": MARKUP, "time": 1, "seats": [{"kind": "person"},
           {"kind": "ai", "level": "easy"}], "save": finished_save().save()}
    path = tmp_path / (MARKUP.replace("/", "") + ".json")
    path.write_text(json.dumps(rec))
    page.set_input_files("#import-file", str(path))
    page.wait_for_function("() => document.querySelector('#message.ok')")
    assert MARKUP.replace("/", "") in page.inner_text("#saves")
    # Damaged, oversized, or with markup as a move: refused with words.
    for name, content, words in (
            ("big.json", json.dumps(dict(rec, pad="x" * 1_100_000)), "too large"),
            ("move.json", json.dumps(dict(rec, save=dict(rec["save"], actions=[[0, {"type": MARKUP}]]))),
             "cannot be imported")):
        p = tmp_path / name
        p.write_text(content)
        page.evaluate("() => { document.querySelector('#message').textContent = ''; }")
        page.set_input_files("#import-file", str(p))
        page.wait_for_function(f"() => document.querySelector('#message').textContent.includes({json.dumps(words)})")
    # A link whose packed save is damaged or is markup.
    page.goto(site_url + "embed.html#save=" + MARKUP)
    page.wait_for_function("() => !document.querySelector('#message').hidden",
                           timeout=kit.APP_TIMEOUT)
    assert "damaged" in page.inner_text("#message")
    assert page.locator("#main img, #main script").count() == 0
    page.goto(site_url)
    page.wait_for_selector("body[data-ui=ready]")
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator("#lobby img, #lobby script").count() == 0


def test_small_defects(page, site_url):
    kit.open_app(page, site_url)
    # The engine's status: ready, with this engine's version, no interpreter trivia.
    status = page.inner_text("#engine-text")
    assert status == f"Ready to play (engine {pc.__version__})." and "Python" not in status
    # A first visit's progress went through its stages, in order (web/boot.js).
    stages = page.evaluate("() => window.__bootStages")
    assert stages["Downloading the engine"] <= stages["Starting Python"] <= stages["Loading the engine"]
    kit.start_game(page, ["person", "person", "ai:easy"], seed=2)
    # The log box is reachable by keyboard.
    assert page.get_attribute("#log", "tabindex") == "0"
    # Under the privacy screen nothing of the table is readable (inert, aria-hidden).
    if not page.is_visible("#privacy"):
        kit.person_move(page, random.Random(2))
    for _ in range(10):
        if page.is_visible("#privacy"):
            break
        kit.person_move(page, random.Random(2))
    assert page.is_visible("#privacy")
    assert page.get_attribute("#table", "aria-hidden") == "true"
    assert page.get_attribute("#table", "inert") == ""
    page.click("#reveal-button")
    page.wait_for_selector("#actions button[data-do=act]")
    assert page.get_attribute("#table", "aria-hidden") is None
    kit.person_move(page, random.Random(2))
    # "1 move", not "1 moves"; an export named by game, players and date.
    page.click("#privacy button[data-do=lobby]" if page.is_visible("#privacy")
               else "#table button[data-do=lobby]")
    page.evaluate("""() => { for (const k of Object.keys(localStorage)) if (k.startsWith('ludi-romani:auto:')) {
        const r = JSON.parse(localStorage.getItem(k)); r.save.actions = r.save.actions.slice(0, 1);
        localStorage.setItem(k, JSON.stringify(r)); } }""")
    page.reload()
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    assert "\n1 move · last played" in in_progress(page)[0]
    with page.expect_download() as info:
        page.locator("#in-progress button[data-do=export]").click()
    name = info.value.suggested_filename
    assert re.fullmatch(r"ludi-romani-rome-in-crisis-3p-2-person-1-ai-\d{4}-\d\d-\d\dt\d\d-\d\d\.json", name), name
    page.locator("#in-progress button[data-do=load]").click()
    kit.wait_for_turn(page)
    if page.is_visible("#privacy"):
        page.click("#reveal-button")
    with page.expect_download() as info:
        page.click("#table button[data-do=export-current]")
    assert "current" not in info.value.suggested_filename
