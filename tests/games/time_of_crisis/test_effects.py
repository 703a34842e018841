"""The cards' effects in the kernel's one style (effects.py, issue 19 item 3):
every card the data names is registered, each acts at the moments its data
timing names with the hooks those moments need, and the rules modules ask by
moment instead of naming a card."""
import re
from pathlib import Path

from pygame_core.games.time_of_crisis import data as D, effects as E, table as T

# What a card acting at a moment must answer (hooks and declared fields).
NEEDS = {"take_actions": ("targets", "resolve"),
         "battle_before_roll": ("before_dice", "use_before_dice", "verb", "label"),
         "place_governor": ("support_votes", "field")}


def test_every_influence_card_event_is_registered_with_what_its_timing_needs():
    assert set(T.CARDS.by_name) == set(D.CARD_EVENTS)
    for ev in D.CARD_EVENTS.values():
        assert set(T.MOMENTS[ev["timing"]]) <= set(NEEDS)
    for moment, needs in NEEDS.items():
        cards = T.card_events(moment)
        assert cards, moment
        for c in cards:
            for name in needs:
                assert hasattr(T.CARDS[c], name), (c, moment, name)
    # the Take Actions events in the data's order; the battle's two before the dice
    assert list(T.card_events("take_actions")) == ["castra", "praetorian_guard", "tribute",
                                             "foederati", "quaestor", "mob", "pretender"]
    assert list(T.card_events("battle_before_roll")) == ["castra", "flanking_maneuver"]
    assert list(T.card_events("place_governor")) == ["damnatio_memoriae"]


def test_every_event_card_effect_names_a_kind_or_a_card_of_the_data():
    kinds = {ev["kind"] for ev in D.EVENTS.values()}
    for name in T.EVENTS.by_name:
        assert name in kinds or name in D.EVENTS, name
    assert E.on_draw is not None and T.EVENTS.with_moment("drawn")


def test_the_rules_modules_name_no_card_that_acts_outside_take_actions():
    """Battle and Place a Governor ask the effects by moment: Castra, Flanking
    Maneuver, Praetorian Guard and Damnatio Memoriae are named only by the data
    and effects.py (a state field such as an army's "castra" is not the card)."""
    pkg = Path(T.__file__).parent
    cards = [c for c, ev in D.CARD_EVENTS.items() if ev["timing"] != "take_actions"]
    assert sorted(cards) == ["castra", "damnatio_memoriae", "flanking_maneuver",
                             "praetorian_guard"]
    for module in ("actions", "combat", "take_actions", "turn", "crisis", "table", "game",
                   "ending"):
        text = (pkg / f"{module}.py").read_text()
        for card in cards:
            assert not re.search(rf"(?<!\[)[\"']{card}[\"'](?!\]|:)", text), (module, card)
