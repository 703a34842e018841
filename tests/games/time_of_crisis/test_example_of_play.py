"""W12: the rulebook's example of play (ToC 13), four players: the set-up and
round 1 turn by turn through the public actions, with the printed dice."""
from pygame_core.games.time_of_crisis import GAME, rules as R
from pygame_core.kernel import Match
from pygame_core.kernel.rng import seed_state

from .table import NAMES, act

GREEN, BLUE, YELLOW, RED = 0, 1, 2, 3


def start(dice):
    st = R.fresh_state(4, seed_state(13), {"names": NAMES})
    R.shuffle_events(st)
    st["first"] = st["seat"] = GREEN                   # Wray was chosen to go first
    GAME.flow.start(st, "game", [])
    m = Match(GAME, 4, 0, {"names": NAMES}, _state=st)
    for seat, p in ((GREEN, "aegyptus"), (BLUE, "hispania"), (YELLOW, "pannonia"),
                    (RED, "asia")):
        act(m, seat, type="choose", region=p)
    assert m.state["prov"]["italia"]["sup"] == 8
    for p in R.PROVINCES:
        if p not in ("aegyptus", "hispania", "pannonia", "asia"):
            assert m.state["prov"][p]["gov"] == R.NEUTRAL and \
                (p == "italia" or m.state["prov"][p]["sup"] == 1)
    hands = {GREEN: ["blue_1"] * 3 + ["red_1"] * 2}
    for s in (BLUE, YELLOW, RED):
        hands[s] = ["blue_1"] * 3 + ["yellow_1"] * 2
    # The first hands are chosen in secret and at once (any seat may go first).
    dice(1, 2, 5, 5)                                   # Green's crisis, rolled once all chose
    for s in (RED, BLUE, GREEN, YELLOW):
        for c in hands[s]:
            act(m, s, type="take", card=c)
    return m


def place_two_dice(m, s, p):
    act(m, s, type="play", card="blue_1")
    act(m, s, type="do", act="recruit_governor")
    act(m, s, type="pick", cost=1)
    act(m, s, type="play", card="blue_1")
    act(m, s, type="play", card="blue_1")
    act(m, s, type="do", act="place_governor")
    act(m, s, type="pick", region=p)
    act(m, s, type="pick", dice=2)                      # 2 dice >= 2 votes: no roll (R-A2)
    assert m.state["prov"][p]["gov"] == s and m.state["prov"][p]["sup"] == 1


def refill(m, s):
    while m.to_move() == [s] and m.state["stack"][-1]["p"] == "refill":
        act(m, s, **m.legal_actions(s)[0])


def test_W12_setup_and_round_1(dice):
    m = start(dice)
    st = m.state
    assert st["home"]["sassanids"] == [1, 9]            # Green 1: 3, Sassanids, 5-5 no invasion
    # Green 1: Africa, a General and a 1-Legion army there.
    place_two_dice(m, GREEN, "africa")
    assert st["prov"]["italia"]["sup"] == 7
    act(m, GREEN, type="play", card="red_1")
    act(m, GREEN, type="do", act="recruit_general")
    act(m, GREEN, type="pick", cost=1)
    act(m, GREEN, type="play", card="red_1")
    act(m, GREEN, type="do", act="create_army")
    act(m, GREEN, type="pick", region="africa")
    assert any(a["o"] == GREEN and a["r"] == "africa" and a["leg"] == [1]
               for a in st["armies"])
    act(m, GREEN, type="end")
    assert st["pl"][GREEN]["legacy"] == 2 and st["pl"][GREEN]["pp"] == 2
    act(m, GREEN, type="buy", card="tribute")           # 2 <= 2 provinces: costs 2
    dice(4, 6, 5, 2)                                    # Blue's crisis (Franks, no invasion)
    refill(m, GREEN)
    assert sum(st["pl"][GREEN]["hand"].values()) == 5
    # Blue 1: Gallia; Hispania 1 -> 2.
    assert st["home"]["franks"] == [1, 9]
    place_two_dice(m, BLUE, "gallia")
    assert st["prov"]["italia"]["sup"] == 6
    act(m, BLUE, type="play", card="yellow_1")
    act(m, BLUE, type="play", card="yellow_1")
    act(m, BLUE, type="do", act="support")
    act(m, BLUE, type="pick", region="hispania")
    assert st["prov"]["hispania"]["sup"] == 2
    act(m, BLUE, type="end")
    assert st["pl"][BLUE]["legacy"] == 2 and st["pl"][BLUE]["pp"] == 3
    act(m, BLUE, type="buy", card="castra")            # for 2; the last point buys nothing
    assert m.log[-1]["text"] == "Blue: End buying (only choice)."
    dice(2, 3, 1, 3)                                    # Yellow: Sassanids, 1 invades Galatia
    refill(m, BLUE)
    assert st["barb"]["galatia"]["sassanids"] == [1, 0] and st["home"]["sassanids"] == [1, 8]
    # Yellow 1: Thracia; Thracia 1 -> 2.
    place_two_dice(m, YELLOW, "thracia")
    assert st["prov"]["italia"]["sup"] == 5
    act(m, YELLOW, type="play", card="yellow_1")
    act(m, YELLOW, type="play", card="yellow_1")
    act(m, YELLOW, type="do", act="support")
    act(m, YELLOW, type="pick", region="thracia")
    act(m, YELLOW, type="end")
    assert st["pl"][YELLOW]["legacy"] == 2 and st["pl"][YELLOW]["pp"] == 3
    act(m, YELLOW, type="buy", card="castra")
    assert m.log[-1]["text"] == "Yellow: End buying (only choice)."
    dice(4, 4, 4, 6)                                    # Red: Alamanni, no invasion
    refill(m, YELLOW)
    assert st["home"]["alamanni"] == [1, 9]
    # Red 1: Syria (the invasion of Galatia changed his plans); Syria 1 -> 2.
    place_two_dice(m, RED, "syria")
    assert st["prov"]["italia"]["sup"] == 4
    act(m, RED, type="play", card="yellow_1")
    act(m, RED, type="play", card="yellow_1")
    act(m, RED, type="do", act="support")
    act(m, RED, type="pick", region="syria")
    act(m, RED, type="end")
    assert st["pl"][RED]["legacy"] == 2 and st["pl"][RED]["pp"] == 3
    act(m, RED, type="buy", card="tribute")
    assert m.log[-1]["text"] == "Red: End buying (only choice)."
    dice(3, 3, 6, 6)                                    # Green 2's crisis (a test choice)
    refill(m, RED)
    # End of round 1: 2 legacy and 2 provinces each; Italia 4 (Britannia, Italia,
    # Macedonia and Galatia neutral); no Mobs; everybody holds 5 cards.
    assert [st["pl"][s]["legacy"] for s in range(4)] == [2, 2, 2, 2]
    assert [len(R.governed(st, s)) for s in range(4)] == [2, 2, 2, 2]
    assert sorted(p for p in R.PROVINCES if st["prov"][p]["gov"] == R.NEUTRAL) == \
        ["britannia", "galatia", "italia", "macedonia"]
    assert st["prov"]["italia"]["sup"] == 4
    assert all(st["prov"][p]["mobs"] == 0 for p in R.PROVINCES)
    assert all(sum(st["pl"][s]["hand"].values()) == 5 for s in (BLUE, YELLOW, RED))
