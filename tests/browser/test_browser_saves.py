"""Saves in local storage: named slots, export and import of a save file,
damaged or foreign entries, and a full storage."""
import json
import random

import kit


def play_a_little(page, site_url, seed=6):
    kit.open_app(page, site_url)
    kit.start_game(page, ["person", "ai:easy", "ai:easy"], seed=seed)
    kit.play(page, random.Random(seed), limit=4)


def save_as(page, name):
    if page.is_hidden("#save-name"):          # the table's bar: "Save as…" opens the form
        page.click("#save-open")
    page.fill("#save-name", name)
    page.click("button[data-do=save-slot]")
    page.wait_for_selector("#message.ok")


def test_named_slot_export_then_import(page, site_url, tmp_path):
    play_a_little(page, site_url)
    save_as(page, "Before the election")
    moves = kit.moves(page)
    page.click("#table button[data-do=lobby]")
    slot = "ludi-romani:slot:Before the election"
    row = page.locator(f"#saves li[data-key='{slot}']")
    with page.expect_download() as info:
        row.locator("button[data-do=export]").click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported["save"]["actions"] and len(exported["save"]["actions"]) == moves
    page.set_input_files("#import-file", str(path))
    # The export left "#message.ok" up already: wait for the import's own words.
    page.wait_for_function(
        "() => document.querySelector('#message.ok')?.textContent.startsWith('Imported')")
    assert info.value.suggested_filename.startswith("ludi-romani-rome-in-crisis-before-the-election-")
    imported = "ludi-romani:slot:" + info.value.suggested_filename[:-len(".json")]
    assert json.loads(kit.storage(page)[imported])["save"] == exported["save"]
    page.locator(f"#saves li[data-key='{imported}'] button[data-do=load]").click()
    page.wait_for_selector("#table:not([hidden])")
    kit.wait_for_turn(page)
    assert kit.moves(page) == moves


def test_import_refuses_a_foreign_or_cut_file(page, site_url, tmp_path):
    kit.open_app(page, site_url)
    for name, content, words in (
            ("cut.json", '{"app": "ludi-romani", "save": {"form', "not valid JSON"),
            ("other.json", '{"hello": "world"}', "cannot be imported"),
            ("bad-move.json", json.dumps({"format": 1, "engine": "0.1.0", "game": "rome-in-crisis",
                                          "seed": 1, "players": 2, "options": {},
                                          "actions": [[0, {"type": "fly"}]]}), "move 1")):
        path = tmp_path / name
        path.write_text(content)
        page.set_input_files("#import-file", str(path))
        page.wait_for_function(f"() => document.querySelector('#message').textContent.includes({json.dumps(words)})")
        assert page.get_attribute("#message", "class") != "ok"
    assert not any(k.startswith("ludi-romani:slot:") for k in kit.storage(page))


def test_damaged_saves_give_a_message_and_the_others_survive(page, site_url):
    play_a_little(page, site_url)
    save_as(page, "good")
    good = kit.storage(page)["ludi-romani:slot:good"]
    page.evaluate("""() => {
        localStorage.setItem('ludi-romani:slot:cut', '{"app": "ludi-romani", "save": {"ga');
        localStorage.setItem('ludi-romani:slot:foreign', '{"app": "other-app"}');
        const rec = JSON.parse(localStorage.getItem('ludi-romani:slot:good'));
        rec.save.actions.push([0, {"type": "teleport"}]);
        localStorage.setItem('ludi-romani:slot:illegal', JSON.stringify(rec));
    }""")
    page.goto(site_url + "?pace=0")
    page.wait_for_selector("body[data-ui=ready]", timeout=kit.APP_TIMEOUT)
    message = page.inner_text("#message")
    assert "damaged" in message and "cut" in message and "foreign" in message
    page.wait_for_selector("body[data-engine=ready]", timeout=kit.APP_TIMEOUT)
    page.locator("#saves li[data-key='ludi-romani:slot:illegal'] button[data-do=load]").click()
    page.wait_for_function("() => document.querySelector('#message').textContent.includes('could not be loaded')")
    assert page.is_visible("#lobby")
    page.locator("#saves li[data-key='ludi-romani:slot:good'] button[data-do=load]").click()
    page.wait_for_selector("#table:not([hidden])")
    store = kit.storage(page)
    assert store["ludi-romani:slot:good"] == good
    assert {"ludi-romani:slot:cut", "ludi-romani:slot:foreign",
            "ludi-romani:slot:illegal"} <= set(store)


def test_full_storage_says_so_and_keeps_the_other_saves(page, site_url):
    play_a_little(page, site_url)
    save_as(page, "keep me")
    kept = kit.storage(page)["ludi-romani:slot:keep me"]
    # Fill the rest of local storage.
    page.evaluate("""() => {
        let size = 1 << 22, n = 0;
        while (size > 16) {
            try { localStorage.setItem('filler-' + n++, 'x'.repeat(size)); } catch (e) { size >>= 1; }
        }
    }""")
    kit.person_move(page, random.Random(1))
    assert "storage is full" in page.inner_text("#message")
    assert kit.storage(page)["ludi-romani:slot:keep me"] == kept


def test_a_table_opens_with_its_prompt_in_view(browser, site_url):
    """Issue 32, defect 4: Continue (or Load) from a lobby scrolled down opened
    the table 623 px down, its prompt off-screen.  A table opens at its top."""
    with kit.screen(browser, site_url, 1280, 800) as page:
        for seed in (1, 2, 3):                 # games in progress: a lobby taller than the view
            kit.start_game(page, ["person", "ai:easy"], seed=seed)
            page.click(".tools button[data-do=lobby]")
            page.wait_for_selector("#lobby:not([hidden])")
        page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
        assert page.evaluate("() => window.scrollY") > 200
        page.click("#in-progress button[data-do=load]")
        page.wait_for_selector("#table:not([hidden])")
        kit.wait_for_turn(page)
        assert page.evaluate("() => window.scrollY") == 0
        assert kit.in_view(page, "#prompt-text") and kit.in_view(page, "#actions button[data-do=act]")
