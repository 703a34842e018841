"""Issue 21, the table: what a player decides with and how the page behaves
around it (the end screen's winner row, Rome in Crisis's draft pool, Roman
Empire's hand card selected before it is played, the page kept in place)."""
import random

import kit


def test_the_end_screens_winner_row_is_a_table_row(page, site_url):
    """Roman Empire's won pile (.won-pile) is a flex box; the end screen's
    winner row (tr.won) must stay a row of its table."""
    kit.open_app(page, site_url)
    page.evaluate("""() => {
        const end = document.querySelector('#end');
        end.hidden = false;
        document.querySelector('#end-body').innerHTML =
            "<table class='scores'><tbody><tr class='won'><th>A</th><td>3</td></tr>" +
            "<tr><th>B</th><td>1</td></tr></tbody></table>";
    }""")
    rows = page.locator("#end-body tr")
    assert rows.nth(0).evaluate("e => getComputedStyle(e).display") == "table-row"
    a, b = rows.nth(0).bounding_box(), rows.nth(1).bounding_box()
    assert abs(a["width"] - b["width"]) < 1
