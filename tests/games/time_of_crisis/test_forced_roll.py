"""Time of Crisis's forced roll (issue 32, defect 2): a Place a Governor whose
dice are no longer a choice waits for the person's click, with its odds."""
from pygame_core.games.time_of_crisis import GAME as TOC
from pygame_core.games.time_of_crisis.positions import govern
from pygame_core.kernel import Match

from . import table as T


def test_a_place_a_governor_roll_waits_and_says_its_odds(monkeypatch):
    """The defect: Place a Governor's province chosen with one Senate influence,
    the one die was rolled at once at 0% odds, past Undo.  Now the province
    pick says the odds first, the roll waits for the click and says what it
    risks, and Undo takes the province back."""
    st = T.table()
    govern(st, 1, "thracia", 2)                     # Blue's Thracia: 4 votes needed
    st["pl"][0]["gov_av"] = 1
    st["pl"][0]["pool"]["s"] = 1
    m = T.match_at(st, "actions", seat=0)
    m = Match(TOC, 4, 0, {"names": T.NAMES, "hold": [0]}, _state=m.state)
    T.act(m, 0, type="do", act="place_governor")
    picks = {e["action"].get("region"): e["label"] for e in m.view(0)["prompt"]["actions"]}
    assert picks["thracia"] == "Place a Governor: Thracia (0% chance: 4 votes needed)"
    T.act(m, 0, type="pick", region="thracia")
    assert m.to_move() == [0] and m.legal_actions(0) == [{"type": "pick", "dice": 1}]
    entry = m.view(0)["prompt"]["actions"][0]
    assert entry["risk"] == "chance"
    assert entry["label"].startswith("Place a Governor: Thracia, roll 1 die; needs 4 votes, 0% chance")
    assert m.state["prov"]["thracia"]["gov"] == 1 and m.can_undo(0)    # the province: undoable
    T.act(m, 0, type="pick", dice=1)                                    # his click rolls
    assert not m.can_undo(0) and m.state["dice"]["region"] == "thracia"
