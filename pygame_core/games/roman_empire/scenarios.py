"""Teaching positions for Roman Empire (built with positions.py).

"crisis-and-challenge": four players.  Marcus draws a Crisis VII; three
players answer it and it is dealt with; then a Praetorian leader falls to two
challenges from two different players.
"""
from ...kernel.game import Scenario
from .data import CARDS
from .positions import L, build

NAMES = ["Marcus", "Livia", "Gaius", "Julia"]

FACTIONS = [["Domitius", "Nerva", "Macro"],          # Marcus: Emperor Domitius
            ["Calpurnius", "Perennis", "Pupienus"],  # Livia
            ["Fabius", "Aper", "Tacitus"],           # Gaius
            ["Valerius", "Symmachus", "Laetus"]]     # Julia


def crisis_and_challenge_state(game, rng, options):
    return build(
        game, 4, rng, names=NAMES, factions=FACTIONS, emperor="Domitius", turn=0,
        edition=options.get("edition", 2),
        hands=[["Senator action 3", "Hero +1", "Patrician action 1", "Diplomacy"],
               ["Senator action 2", "Praetorian Guard action 1", "Patrician action 2",
                "Tour of the Provinces", "Citizens Dissatisfied"],
               ["Praetorian Guard action 3", "Patrician action 3", "Senator action 1",
                "Hero +2", "Rome action 1"],
               ["Patrician action 1", "Senator action 1", "Praetorian Guard action 2",
                "Citizens Outraged", "Hero +3"]],
        deck_top=["Crisis VII",                       # Marcus draws it
                  "Praetorian Guard action 1",              # Livia's draw
                  "Rome action 2"])                   # Gaius's draw


def _steps():
    def c(name, nth=0):
        return [x for x in range(79) if CARDS[x]["name"] == name][nth]
    s = lambda caption, seat=None, action=None: {"caption": caption, "seat": seat,
                                                 "action": action}
    return [
        s("Four factions. Marcus holds the Emperor card on Domitius. It is his turn: he "
          "drew up to five cards, among them a Crisis VII, which must be played at once. "
          "From his left, each player may add one Action card of a background he has a "
          "leader of."),
        s("Livia adds a Senator action 2 (she has the Senator Pupienus): 2 of 7.", 1,
          {"type": "answer", "card": c("Senator action 2")}),
        s("Gaius adds a Praetorian action 3 (he has the Praetorian Aper): 5 of 7.", 2,
          {"type": "answer", "card": c("Praetorian Guard action 3")}),
        s("Julia adds a Praetorian action 2 (Laetus): 7 of 7. The crisis is dealt with "
          "at once. The Emperor's player, Marcus, keeps the Crisis VII (7 points) and "
          "each helper keeps his Action card as points.", 3,
          {"type": "answer", "card": c("Praetorian Guard action 2")}),
        s("Marcus may still do one thing. He challenges Livia's Praetorian Perennis "
          "(strength 6) with a Senator action 3. The first challenge may not be of the "
          "leader's own background, and one card alone never brings a leader down. "
          "That ends his turn.", 0,
          {"type": "challenge", "card": c("Senator action 3"), "leader": L["Perennis"]}),
        s("Livia draws up to five, has no Hero or Diplomacy to save Perennis, and ends "
          "her turn. With five cards in hand she must let one go: a Praetorian Guard "
          "action 1.", 1, {"type": "discard", "card": c("Praetorian Guard action 1")}),
        s("Gaius adds a Patrician action 3 on Perennis (he has the Patrician Fabius): "
          "3 + 3 = 6 reaches his strength. Perennis falls and goes to Gaius's victory "
          "pile, 1 point; the two Action cards are discarded.", 2,
          {"type": "challenge", "card": c("Patrician action 3"), "leader": L["Perennis"]}),
    ]


SCENARIOS = {
    "crisis-and-challenge": Scenario(
        title="A crisis answered by three players; a leader brought down",
        players=4,
        options={"names": NAMES},
        build=crisis_and_challenge_state,
        steps=_steps(),
    ),
}
