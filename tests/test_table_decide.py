"""Issue 21, the table on CPython: what a player decides with is drawn where
he decides (Rome in Crisis's draft pool, Roman Empire's hand card and its
moves) and the words of the page."""
import random
import re

import pygame_core as pc

from test_boards import parse

import boards
import boards.common


def rome_setup(players=4, seed=1):
    m = pc.new_match("rome-in-crisis", players=players, seed=seed)
    while m.view(m.to_move()[0])["phase"] != "setup":
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[0])
    return m


def test_rome_draft_pool_is_drawn_as_clickable_candidate_cards():
    """Defect 1: in the setup draft every candidate one may take is drawn as a
    candidate card (ratings, ability) that is itself the click target."""
    m = rome_setup()
    seat = m.to_move()[0]
    view = m.view(seat)
    actions = view["prompt"]["actions"]
    takes = {"candidate:" + str(a["target"]["id"]): a for a in actions
             if a["label"].startswith("Take ") and a["target"]}
    assert len(takes) >= 8
    html = boards.render("rome-in-crisis", view, seat, ["A", "B", "C", "D"], actions)
    page = parse(html)
    drawn = {a["data-target"] for tag, a in page.targets if tag == "button"}
    assert set(takes) <= drawn
    pool = html[html.index("<section class='area pool'>"):]
    pool = pool[:pool.index("</section>")]
    for key, a in takes.items():
        name = a["label"][len("Take "):]
        card = pool[pool.index("data-target='" + key + "' data-box"):]
        card = card[:card.index("</li>")]
        assert boards.common.esc(name) in card and card.count("class='rating ") == 3 and "class='ability'" in card
    # Not shown once the draft is over and no move takes a free candidate.
    while m.view(m.to_move()[0])["phase"] == "setup":
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[0])
    seat = m.to_move()[0]
    view = m.view(seat)
    later = boards.render("rome-in-crisis", view, seat, ["A", "B", "C", "D"],
                          view["prompt"]["actions"])
    assert "Candidates to draft" not in later


def roman_option_with_challenges(seed=2, players=3, limit=400):
    """A Roman Empire position at a seat's one option where a hand card can
    challenge a leader (so it has several moves)."""
    import random
    rng = random.Random(seed)
    m = pc.new_match("roman-empire", players=players, seed=seed)
    for _ in range(limit):
        seat = m.to_move()[0]
        view = m.view(seat)
        if (view["step"]["name"] == "option" and
                any(a["action"]["type"] == "challenge" for a in view["prompt"]["actions"])):
            return m, seat, view
        m.act(seat, rng.choice(m.legal_actions(seat)))
    raise AssertionError("no challenge offered")


def test_roman_empire_hand_card_offers_all_its_moves_and_plays_none_at_once():
    """Defect 2: a hand card is the handle of every move that uses it (its
    challenges target the leader, its discard the card): its button lists
    them all in data-moves, so a click selects it and offers them; and the
    prompt's moves are grouped by card."""
    m, seat, view = roman_option_with_challenges()
    actions = view["prompt"]["actions"]
    html = boards.render("roman-empire", view, seat, ["A", "B", "C"], actions)
    page = parse(html)
    by_card = {}
    for i, a in enumerate(actions):
        if "card" in a["action"]:
            by_card.setdefault(a["action"]["card"], []).append(i)
    challenged = [c for c, found in by_card.items()
                  if any(actions[i]["action"]["type"] == "challenge" for i in found)]
    assert challenged
    buttons = {a["data-target"]: a for tag, a in page.targets if tag == "button"}
    for card in challenged:
        b = buttons["card:" + str(card)]
        assert sorted(int(i) for i in b["data-moves"].split(",")) == by_card[card]
        assert f"{len(by_card[card])} moves" in b["aria-label"]
    # Every card drawn in hand selects (even one whose only move is its discard).
    for card, found in by_card.items():
        key = "card:" + str(card)
        if key in buttons:
            assert "data-moves" in buttons[key]
    groups = boards.action_groups("roman-empire", view, actions)
    hand = {c["id"]: c["name"] for c in view["hand"]}
    assert [t for t, _ in groups if t] == [hand[c] for c in by_card]
    assert sorted(i for _, found in groups for i in found) == list(range(len(actions)))
    # Elsewhere (another game, or another Roman Empire step) nothing changes.
    assert boards.action_groups("rome-in-crisis", rome_setup().view(0), []) is None


def _roman_history_to_age(age, seed=2, players=3):
    """A random Roman History game up to the first view of ``age``."""
    m = pc.new_match("roman-history", players=players, seed=seed)
    rng = random.Random(seed)
    while m.view(0)["age"] < age:
        seat = m.to_move()[0]
        m.act(seat, rng.choice(m.legal_actions(seat)))
    return m, rng


def test_roman_history_cards_are_cards_that_say_what_they_do():
    """Issue 21: the piles were chips of names; each card is now a card of its
    type with what it does (from the game's data: data.EFFECTS)."""
    from pygame_core.games.roman_history import data as D
    assert set(D.EFFECTS) == set(D.TYPES.values())
    m, _ = _roman_history_to_age(1)
    for _ in range(40):
        v = m.view(0)
        if sum(len(x) for x in v["available"].values()) >= 3:
            break
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[-1])
    v = m.view(0)
    html = boards.render("roman-history", v, 0, v["names"], v["prompt"]["actions"])
    page = parse(html)
    assert page.errors == []
    shown = [c for pile in v["available"].values() for c in pile]
    assert shown
    for c in shown:
        short, full = D.EFFECTS[c["type"]]
        assert "t-rh-" + c["type"] in html and boards.common.esc(short) in html
        assert boards.common.esc(full) in html            # its tooltip and spoken name
    assert html.count("card t-rh-") >= len(shown)


def test_roman_history_purse_is_beside_the_prompt():
    m, _ = _roman_history_to_age(1)
    for seat in range(3):
        v = m.view(seat)
        me = v["players_info"][seat]
        purse = boards.prompt_facts("roman-history", v, seat)
        text = re.sub("<[^>]+>", " ", purse)
        for label, key in (("Gold", "gold"), ("Ambition", "ambition"), ("Fate", "fate")):
            assert re.search(label + r"\s+" + str(me[key]) + r"\b", text), (label, text)
    assert boards.prompt_facts("roman-history", v, None) == ""
    assert boards.prompt_facts("rome-in-crisis", pc.new_match("rome-in-crisis", players=3,
                                                               seed=1).view(0), 0) == ""


def test_roman_history_a_new_age_says_what_was_scored_and_cleared():
    m, rng = _roman_history_to_age(2)
    v = m.view(0)
    html = boards.render("roman-history", v, 0, v["names"], None)
    assert "a new age begins" in html and "Early Republic" in html
    news = html[html.index("age-news"):html.index("</section>")]
    assert "Early Rome deck is used up" in news and "Cleared: " in news
    assert "Leader and Origin card(s) leave the collections" in news
    # Until the viewer acts in the new age.
    while not any(e["seat"] == 0 for e in m.view(0)["log"][
            max(i for i, e in enumerate(m.view(0)["log"]) if "the age ends" in e["text"]):]):
        seat = m.to_move()[0]
        m.act(seat, rng.choice(m.legal_actions(seat)))
    v = m.view(0)
    assert "age-news" not in boards.render("roman-history", v, 0, v["names"], None)
