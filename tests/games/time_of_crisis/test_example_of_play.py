"""W12: the rulebook's example of play (ToC 13), four players: the set-up and
round 1 turn by turn through the public actions, with the printed dice."""
from pygame_core.games.time_of_crisis import GAME, actions as A, data as D, table as T
from pygame_core.kernel import Match
from pygame_core.kernel.rng import seed_state
from pygame_core.games.time_of_crisis.turn import upkeep

from .table import NAMES, act

GREEN, BLUE, YELLOW, RED = 0, 1, 2, 3


def start(dice):
    st = T.fresh_state(4, seed_state(13), {"names": NAMES})
    T.shuffle_events(st)
    st["first"] = st["seat"] = GREEN                   # Wray was chosen to go first
    GAME.flow.start(st, "game", [])
    m = Match(GAME, 4, 0, {"names": NAMES}, _state=st)
    for seat, p in ((GREEN, "aegyptus"), (BLUE, "hispania"), (YELLOW, "pannonia"),
                    (RED, "asia")):
        act(m, seat, type="choose", region=p)
    assert m.state["prov"]["italia"]["sup"] == 8
    for p in D.PROVINCES:
        if p not in ("aegyptus", "hispania", "pannonia", "asia"):
            assert m.state["prov"][p]["gov"] == T.NEUTRAL and \
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
    assert st["pl"][GREEN]["legacy"] == 2 and T.scratch(st, GREEN)["pp"] == 2
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
    assert st["pl"][BLUE]["legacy"] == 2 and T.scratch(st, BLUE)["pp"] == 3
    act(m, BLUE, type="buy", card="castra")            # for 2; the last point buys nothing
    assert m.log[-1]["text"] == ("Blue: End buying: 1 point; the cheapest card costs 3: "
                                  "+1 for the card bought this turn (only choice).")
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
    assert st["pl"][YELLOW]["legacy"] == 2 and T.scratch(st, YELLOW)["pp"] == 3
    act(m, YELLOW, type="buy", card="castra")
    assert m.log[-1]["text"] == ("Yellow: End buying: 1 point; the cheapest card costs 3: "
                                  "+1 for the card bought this turn (only choice).")
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
    assert st["pl"][RED]["legacy"] == 2 and T.scratch(st, RED)["pp"] == 3
    act(m, RED, type="buy", card="tribute")
    assert m.log[-1]["text"] == ("Red: End buying: 1 point; the cheapest card costs 3: "
                                  "+1 for the card bought this turn (only choice).")
    dice(3, 3, 6, 6)                                    # Green 2's crisis (a test choice)
    refill(m, RED)
    # End of round 1: 2 legacy and 2 provinces each; Italia 4 (Britannia, Italia,
    # Macedonia and Galatia neutral); no Mobs; everybody holds 5 cards.
    assert [st["pl"][s]["legacy"] for s in range(4)] == [2, 2, 2, 2]
    assert [len(T.governed(st, s)) for s in range(4)] == [2, 2, 2, 2]
    assert sorted(p for p in D.PROVINCES if st["prov"][p]["gov"] == T.NEUTRAL) == \
        ["britannia", "galatia", "italia", "macedonia"]
    assert st["prov"]["italia"]["sup"] == 4
    assert all(st["prov"][p]["mobs"] == 0 for p in D.PROVINCES)
    assert all(sum(st["pl"][s]["hand"].values()) == 5 for s in (BLUE, YELLOW, RED))


def round_6():
    """The position at the start of round 6 (data sheet W12; the rest test choices)."""
    from pygame_core.games.time_of_crisis.positions import army, govern
    from .table import table
    st = table()
    st["seat"] = GREEN
    for s, provs in ((GREEN, (("africa", 2), ("aegyptus", 2), ("macedonia", 2))),
                     (BLUE, (("hispania", 2), ("gallia", 2), ("britannia", 2))),
                     (YELLOW, (("italia", 3), ("thracia", 3), ("pannonia", 2))),
                     (RED, (("galatia", 1), ("syria", 2), ("asia", 4)))):
        for p, sup in provs:
            govern(st, s, p, sup)
    st["prov"]["italia"]["sup"] = 3
    st["pl"][YELLOW]["et"] = 1
    st["lasting"] = "good_auguries"
    st["deck"].remove("good_auguries")
    st["deck"].remove("inflation")
    st["deck"].insert(0, "inflation")
    green = army(st, GREEN, "macedonia", [1, 1, 1])
    yellow = army(st, YELLOW, "thracia", [1, 1], cap=True)
    st["barb"]["thracia"]["goths"] = [1, 0]
    st["barb"]["gallia"]["franks"] = [3, 0]
    st["barb"]["hispania"]["franks"] = [1, 0]
    st["home"]["franks"] = [0, 6]
    st["home"]["goths"] = [3, 6]
    st["pl"][GREEN]["hand"] = {"flanking_maneuver": 1, "foederati": 1, "tribute": 1,
                               "mob": 1, "yellow_1": 1}
    st["pl"][GREEN]["gov_av"] = 1
    for s, leg in ((GREEN, 3), (BLUE, 0), (YELLOW, 0), (RED, 0)):
        st["pl"][s]["legacy"] = 10
    return st, green, yellow


def round_6_after_green(seat):
    """Round 6 once Green's turn has drawn Inflation (the lasting event since),
    at ``seat``'s turn."""
    st, green, yellow = round_6()
    st["seat"] = seat
    st["lasting"] = "inflation"
    st["deck"].remove("inflation")
    st["out"].append("good_auguries")
    return st, green, yellow


def test_W12_round_6_green(dice):
    from .table import match_at
    st, green, yellow = round_6()
    dice(3, 4)                                           # crisis 7: the event
    m = match_at(st, "crisis", stage="crisis", seat=GREEN)
    st = m.state
    assert st["lasting"] == "inflation" and "good_auguries" in st["out"]
    # 2. Flanking: move to Thracia, attack Yellow's army in the capital.
    act(m, GREEN, type="play", card="flanking_maneuver")
    act(m, GREEN, type="do", act="move")
    act(m, GREEN, type="pick", army=green["id"])
    act(m, GREEN, type="pick", region="thracia")
    act(m, GREEN, type="do", act="battle")
    act(m, GREEN, type="pick", army=green["id"])
    dice(1, 1, 2, 2, 2)                                  # 0 hits each: a tie, to the defender
    act(m, GREEN, type="pick", army=yellow["id"])
    act(m, GREEN, type="flank")                           # then the roll is his only choice
    assert st["dice"]["hits"] == [0, 0]
    dice(6, 6, 3, 4, 3)
    act(m, GREEN, type="reroll")
    assert st["dice"]["hits"] == [5, 0]
    assert T.army(st, yellow["id"]) is None and st["pl"][YELLOW]["gen_av"] == 1
    assert st["pl"][GREEN]["legacy"] == 12
    act(m, GREEN, type="advance", army=green["id"])
    # 3. Foederati: the Goth in Thracia joins (0 barbarians < 3 Legions).
    act(m, GREEN, type="play", card="foederati")
    act(m, GREEN, type="event", card="foederati")
    act(m, GREEN, type="pick", army=green["id"])
    act(m, GREEN, type="pick", region="thracia", tribe="goths", state="active")
    assert T.army(st, green["id"])["foed"] == ["goths"] and "goths" not in st["barb"]["thracia"]
    # 4. Tribute: the three Franks in Gallia turn inactive.
    act(m, GREEN, type="play", card="tribute")
    act(m, GREEN, type="event", card="tribute")
    act(m, GREEN, type="pick", region="gallia", tribe="franks")
    assert st["barb"]["gallia"]["franks"] == [0, 3]
    # 5. 5 Senate: Thracia needs 3 x 2 - 4 units = 2 votes.
    assert A.requirement(st, GREEN, "thracia") == 2
    act(m, GREEN, type="do", act="place_governor")
    act(m, GREEN, type="pick", region="thracia")
    dice(2, 3, 4, 5, 5)
    act(m, GREEN, type="pick", dice=5)
    assert st["prov"]["thracia"]["gov"] == GREEN and st["prov"]["thracia"]["sup"] == 2
    assert st["prov"]["italia"]["sup"] == 2
    # 6. Mob in Italia; Basilica in Aegyptus for 3 + 1 (Inflation).
    act(m, GREEN, type="play", card="mob")
    act(m, GREEN, type="event", card="mob")
    act(m, GREEN, type="pick", region="italia")
    assert st["prov"]["italia"]["mobs"] == 1
    act(m, GREEN, type="play", card="yellow_1")
    assert T.build_cost(st) == 4
    act(m, GREEN, type="do", act="build")
    act(m, GREEN, type="pick", region="aegyptus")
    act(m, GREEN, type="pick", improvement="basilica")
    # 7-8. The last Military buys nothing (the army fought): the phase ends by itself
    # and the point is lost; no support loss; +5 legacy: +7 this turn.
    texts = [e["text"] for e in m.log]
    assert "Green: End the actions (only choice)." in texts
    assert st["pl"][GREEN]["legacy"] == 17 and st["pl"][GREEN]["pool"]["m"] == 0
    assert [st["prov"][p]["sup"] for p in ("africa", "aegyptus", "macedonia", "thracia")] == \
        [2, 2, 2, 2]
    # 9. 8 points (his hand is empty: nothing to discard): Red 4 for 4, then Blue 3 for 3 + 1.
    assert T.scratch(st, GREEN)["pp"] == 8
    act(m, GREEN, type="buy", card="praetorian_guard")
    assert T.scratch(st, GREEN)["pp"] == 4
    act(m, GREEN, type="buy", card="foederati")
    texts = [e["text"] for e in m.log]
    assert "Green buys Praetorian Guard for 4." in texts and "Green buys Foederati for 4." in texts
    # Both went to his Discard Pile, which (his Available Pile being empty) is now
    # turned over for the refill.
    pile = st["pl"][GREEN]["avail"]
    assert pile["praetorian_guard"] == 1 and pile["foederati"] == 2


def test_W12_round_6_blue(dice):
    from pygame_core.games.time_of_crisis.positions import army
    from .table import match_at
    st, green, yellow = round_6_after_green(BLUE)
    gal = army(st, BLUE, "gallia", [1, 1], cap=True)
    gal["castra"] = True
    his = army(st, BLUE, "hispania", [1, 1], cap=True)
    st["prov"]["hispania"]["mil"] = True
    st["home"]["alamanni"] = [2, 8]
    st["pl"][BLUE]["hand"] = {"quaestor": 1, "red_1": 2, "blue_1": 1, "mob": 1}
    st["pl"][BLUE]["discard"] = {"blue_1": 1}
    st["pl"][BLUE]["gov_av"] = 1                        # a Governor to place (test choice)
    st["stack"] = []
    # 1. Upkeep removes the Castra; crisis 8: Alamanni, a 3rd flipped; 4, 5: no invasion.
    upkeep(st, BLUE, [])
    assert not gal["castra"]
    dice(4, 4, 4, 5)
    m = match_at(st, "crisis", stage="crisis", seat=BLUE)
    st = m.state
    assert st["home"]["alamanni"] == [3, 7]
    # 2. Quaestor: 2 Populace for a Militia with the army in Gallia (Franks in the area).
    act(m, BLUE, type="play", card="quaestor")
    act(m, BLUE, type="do", act="militia")
    act(m, BLUE, type="pick", region="gallia")
    assert st["prov"]["gallia"]["mil"] and st["pl"][BLUE]["pool"]["p"] == 0
    # 3. Red 1: attack the three inactive Franks in Gallia (Green's Tribute).
    st["barb"]["gallia"]["franks"] = [0, 3]
    act(m, BLUE, type="play", card="red_1")
    act(m, BLUE, type="do", act="battle")
    dice(5, 3, 5, 2, 4, 3)
    act(m, BLUE, type="pick", army=gal["id"])            # the Franks, the only enemy there
    assert st["dice"]["hits"] == [3, 1]
    assert not st["prov"]["gallia"]["mil"] and "franks" not in st["barb"]["gallia"]
    assert st["pl"][BLUE]["legacy"] == 15 and st["home"]["franks"] == [0, 9]
    # 4. Red 1: the lone Frank in Hispania wins 2 to 0 as defender.
    act(m, BLUE, type="play", card="red_1")
    act(m, BLUE, type="do", act="battle")
    dice(2, 1, 4, 6, 4)
    act(m, BLUE, type="pick", army=his["id"])
    st = m.state
    assert st["dice"]["hits"] == [0, 2]
    assert not st["prov"]["hispania"]["mil"] and T.army(st, his["id"])["leg"] == [0, 1]
    assert st["barb"]["hispania"]["franks"] == [1, 0] and st["pl"][BLUE]["legacy"] == 15
    # 5. Blue 1: Macedonia (Green's, support 2) needs 4; one die fails.
    act(m, BLUE, type="play", card="blue_1")
    act(m, BLUE, type="do", act="place_governor")
    dice(5)
    act(m, BLUE, type="pick", region="macedonia")        # one die is his only choice
    assert st["dice"]["need"] == 4 and st["prov"]["macedonia"]["gov"] == GREEN
    # 6. Mob in Pannonia; Hispania 2 -> 3 for 3 under Inflation.
    act(m, BLUE, type="play", card="mob")
    act(m, BLUE, type="event", card="mob")
    act(m, BLUE, type="pick", region="pannonia")
    act(m, BLUE, type="do", act="support")
    act(m, BLUE, type="pick", region="hispania")
    assert st["prov"]["hispania"]["sup"] == 3 and st["prov"]["pannonia"]["mobs"] == 1
    # 7. The Quaestor event, still unused this phase, goes to Britannia.
    act(m, BLUE, type="event", card="quaestor")
    act(m, BLUE, type="pick", region="britannia")
    assert st["prov"]["britannia"]["q"] == BLUE
    # 8. Nothing left to do: the phase ends. Support Check: Hispania 3 -> 2 (the
    # active Frank); +3 legacy: +8 in the turn.
    assert m.log[-1]["text"] != "" and "Blue: End the actions (only choice)." in \
        [e["text"] for e in m.log]
    assert st["prov"]["hispania"]["sup"] == 2 and st["pl"][BLUE]["legacy"] == 18
    # 9. 6 points: Blue 3 for 3, then trash a Blue 1 for 3.
    assert T.scratch(st, BLUE)["pp"] == 6
    act(m, BLUE, type="buy", card="foederati")
    act(m, BLUE, type="trash", card="blue_1")
    assert st["trashed"] == {"blue_1": 1}


def test_W12_round_6_yellow(dice):
    from pygame_core.games.time_of_crisis.positions import army
    from .table import match_at
    st, green, yellow = round_6_after_green(YELLOW)
    st["armies"].remove(yellow)
    st["pl"][YELLOW]["gen_av"] = 1                       # the General lost in Green 6
    # Green took Thracia; Italia at 2 with a Mob; a Mob in Pannonia (Blue 6).
    st["prov"]["thracia"].update(gov=GREEN, sup=2)
    st["pl"][YELLOW]["gov_av"] = 1                       # his Thracia Governor, back in his box
    st["prov"]["italia"].update(sup=2, mobs=1, q=YELLOW)
    st["prov"]["pannonia"]["mobs"] = 1
    ita = army(st, YELLOW, "italia", [1, 1], cap=True)
    ita["castra"] = True
    pan = army(st, YELLOW, "pannonia", [1])
    st["leaders"]["ardashir"] = "home"
    st["lact"]["ardashir"] = True
    st["home"]["sassanids"] = [1, 9]
    st["home"]["alamanni"] = [3, 7]
    st["pl"][YELLOW]["hand"] = {"quaestor": 2, "flanking_maneuver": 1, "foederati": 1,
                                "castra": 1}
    st["pl"][YELLOW]["discard"] = {"yellow_1": 1}
    # 1. Upkeep: the Castra and the Quaestor in Italia go.
    upkeep(st, YELLOW, [])
    assert not ita["castra"] and st["prov"]["italia"]["q"] is None
    # Crisis 5: Sassanids, a 2nd flipped; 1, 6: Ardashir takes all active with him.
    dice(2, 3, 1, 6)
    m = match_at(st, "crisis", stage="crisis", seat=YELLOW)
    st = m.state
    assert st["leaders"]["ardashir"] == "syria" and st["barb"]["syria"]["sassanids"] == [2, 0]
    assert st["home"]["sassanids"] == [0, 8]
    # 2. Two Hold Games at 2 each; the Quaestors to Italia and Pannonia.
    act(m, YELLOW, type="play", card="quaestor")
    act(m, YELLOW, type="play", card="quaestor")
    for p in ("italia", "pannonia"):
        act(m, YELLOW, type="do", act="games")
        act(m, YELLOW, type="pick", region=p)
    assert st["prov"]["italia"]["mobs"] == st["prov"]["pannonia"]["mobs"] == 0
    for p in ("italia", "pannonia"):
        act(m, YELLOW, type="event", card="quaestor")
        act(m, YELLOW, type="pick", region=p)
    assert st["prov"]["italia"]["q"] == st["prov"]["pannonia"]["q"] == YELLOW
    # 3. A third Legion for the Italia army costs 3.
    act(m, YELLOW, type="play", card="flanking_maneuver")
    act(m, YELLOW, type="do", act="add_legion")
    act(m, YELLOW, type="pick", army=ita["id"])
    assert T.army(st, ita["id"])["leg"] == [1, 1, 1] and st["pl"][YELLOW]["pool"]["m"] == 0
    # 4. Foederati: an Alamanni from its homeland joins the army in Pannonia; then
    # 3 Senate on Macedonia (2 x 2 = 4 votes): 5, 2, 5 is 3 votes, a failure.
    act(m, YELLOW, type="play", card="foederati")
    act(m, YELLOW, type="event", card="foederati")
    act(m, YELLOW, type="pick", army=pan["id"])
    act(m, YELLOW, type="pick", region="homeland_alamanni", tribe="alamanni", state="active")
    assert T.army(st, pan["id"])["foed"] == ["alamanni"]
    act(m, YELLOW, type="do", act="place_governor")
    act(m, YELLOW, type="pick", region="macedonia")
    dice(5, 2, 5)
    act(m, YELLOW, type="pick", dice=3)
    assert st["dice"]["need"] == 4 and st["dice"]["votes"] == 3
    assert st["prov"]["macedonia"]["gov"] == GREEN
    # 5. Castra on the Italia army; Create Army in Pannonia; the last Military is lost.
    act(m, YELLOW, type="play", card="castra")
    act(m, YELLOW, type="event", card="castra")
    act(m, YELLOW, type="pick", army=ita["id"])
    act(m, YELLOW, type="do", act="create_army")
    act(m, YELLOW, type="pick", region="pannonia")
    assert len(T.armies_of(st, YELLOW)) == 3 and T.army(st, ita["id"])["castra"]
    act(m, YELLOW, type="end")
    # 6-7. No support loss; Italia 2 - 0 + 2 provinces = +4; Emperor Turns 1 -> 2.
    assert st["pl"][YELLOW]["legacy"] == 14 and st["pl"][YELLOW]["et"] == 2
    # 8. 4 points (his hand is empty: nothing to discard): trash a Yellow 1 for 3, 1 lost.
    assert T.scratch(st, YELLOW)["pp"] == 4
    act(m, YELLOW, type="trash", card="yellow_1")
    assert st["trashed"] == {"yellow_1": 1}


def test_W12_round_6_red(dice):
    from pygame_core.games.time_of_crisis.positions import army
    from .table import match_at
    st, green, yellow = round_6_after_green(RED)
    st["armies"].remove(yellow)
    st["prov"]["thracia"].update(gov=GREEN, sup=2)
    st["barb"]["thracia"] = {}
    st["home"]["goths"] = [3, 7]
    green["r"], green["cap"], green["foed"] = "thracia", True, ["goths"]
    st["home"]["goths"] = [3, 6]
    st["prov"]["syria"]["q"] = RED
    gal = army(st, RED, "galatia", [1, 1])
    asia = army(st, RED, "asia", [1])
    st["leaders"]["ardashir"] = "syria"
    st["lact"]["ardashir"] = True
    st["barb"]["syria"]["sassanids"] = [2, 0]
    st["home"]["sassanids"] = [0, 8]
    st["pl"][RED]["hand"] = {"flanking_maneuver": 1, "red_1": 2, "castra": 1, "blue_1": 1}
    st["pl"][RED]["gov_av"] = 1
    upkeep(st, RED, [])
    assert st["prov"]["syria"]["q"] is None
    # 1. Crisis 6: Goths, a 4th flipped; 1, 1: one Goth into Thracia (Green's Foederati
    # Goth does not count).
    dice(3, 3, 1, 1)
    m = match_at(st, "crisis", stage="crisis", seat=RED)
    st = m.state
    assert st["barb"]["thracia"]["goths"] == [1, 0] and st["home"]["goths"] == [3, 5]
    # 2. A third Legion in Galatia (3); move to Syria; attack with Flanking declared.
    act(m, RED, type="play", card="flanking_maneuver")
    act(m, RED, type="do", act="add_legion")
    act(m, RED, type="pick", army=gal["id"])
    act(m, RED, type="play", card="red_1")
    act(m, RED, type="do", act="move")
    act(m, RED, type="pick", army=gal["id"])
    act(m, RED, type="pick", region="syria")
    act(m, RED, type="play", card="red_1")
    act(m, RED, type="do", act="battle")
    act(m, RED, type="pick", army=gal["id"])             # the Sassanids, the only enemy
    dice(2, 5, 4, 4, 1, 2, 3)
    act(m, RED, type="flank")
    # 3. Red 2 hits, the Sassanids 1 (Ardashir rolls two dice): no re-roll.
    assert st["dice"]["hits"] == [2, 1]
    act(m, RED, type="keep")
    act(m, RED, type="hit", leader="ardashir", tribe="sassanids")
    # (the second hit can only remove a plain Sassanid: played for him)
    assert st["leaders"]["ardashir"] == "out" and T.army(st, gal["id"])["leg"].count(0) == 1
    assert st["pl"][RED]["legacy"] == 14                 # +2 and +2 counters
    assert st["home"]["sassanids"] == [1, 9]             # the survivor went home active
    # 4. The reward: Syria 2 -> 3 for free.
    act(m, RED, type="support", region="syria")
    assert st["prov"]["syria"]["sup"] == 3
    act(m, RED, type="stay")
    # 5. Castra on the army in Asia; Train the reduced Legion in Syria (it fought).
    act(m, RED, type="play", card="castra")
    act(m, RED, type="event", card="castra")
    act(m, RED, type="pick", army=asia["id"])
    act(m, RED, type="do", act="train")
    act(m, RED, type="pick", army=gal["id"])
    assert T.army(st, gal["id"])["leg"] == [1, 1, 1]
    # 6. Blue 1: Macedonia needs 4; one die fails; the last Military is lost.
    act(m, RED, type="play", card="blue_1")
    act(m, RED, type="do", act="place_governor")
    dice(4)
    act(m, RED, type="pick", region="macedonia")
    assert st["dice"]["need"] == 4 and st["prov"]["macedonia"]["gov"] == GREEN
    act(m, RED, type="end")
    # 7. No support loss; +3 legacy (+7 in the turn).
    assert st["pl"][RED]["legacy"] == 17
    # 8. 8 points: the Pretender for 8 (value 4 above 3 provinces: doubled).
    assert T.scratch(st, RED)["pp"] == 8
    act(m, RED, type="buy", card="pretender")
    assert "Red buys Pretender for 8." in [e["text"] for e in m.log]
