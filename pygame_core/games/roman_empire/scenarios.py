"""Teaching positions for Roman Empire, and the position builder they use.

"crisis-and-challenge": four players.  Marcus draws a Crisis VII; three
players answer it and it is dealt with; then a Praetorian leader falls to two
challenges from two different players.
"""
from ...kernel.rng import game_shuffle
from .data import CARDS, LEADERS

L = {LEADERS[l][0]: l for l in range(26)}


def card_ids(name, used):
    """The lowest unused playing card id with this name."""
    return next(c for c in range(79) if CARDS[c]["name"] == name and c not in used)


def build(game, n, rng=1, names=None, factions=None, hands=None, deck_top=None,
          emperor=None, challenges=None, turn=0, ongoing=None, effects=None,
          vp_cards=None, hero=None, quiet=False, edition=2):
    """A position: factions [[leader names]], hands [[card names]], deck_top
    [card names, the next one drawn first], emperor (leader name), challenges
    {leader: [card names]}, turn (whose turn starts now), ongoing [crisis names],
    effects [(card name, owner, target)], vp_cards [[card names]], hero
    {leader: card name}, edition (the rules edition).  Everything else is
    shuffled into the decks with the game's generator, which starts at
    ``rng``; with ``quiet`` the Crisis and Play-at-once cards go to the bottom,
    so the next draws hold no surprise (for rules tests).  Play then runs from
    the start of ``turn``'s turn to the first decision."""
    options = {"edition": edition}
    if names:
        options["names"] = names
    st = game.setup(n, rng, options)
    st.pop("setup_log", None)
    used = set()

    def take(name):
        c = card_ids(name, used)
        used.add(c)
        return c
    st["hands"] = [[take(x) for x in h] for h in (hands or [[]] * n)]
    st["faction"] = [[L[x] for x in f] for f in (factions or [[]] * n)]
    st["challenges"] = [[] for _ in range(26)]
    for leader, cards in (challenges or {}).items():
        st["challenges"][L[leader]] = [take(x) for x in cards]
    st["hero"], st["sick"] = [None] * 26, [[] for _ in range(26)]
    for leader, name in (hero or {}).items():
        st["hero"][L[leader]] = take(name)
    st["ongoing"] = [take(x) for x in (ongoing or [])]
    st["vp_cards"] = [[take(x) for x in v] for v in (vp_cards or [[]] * n)]
    st["vp_leaders"] = [[] for _ in range(n)]
    st["effects"] = []
    for name, owner, target in (effects or []):
        c = take(name)
        card = CARDS[c]
        kind = {"tour": "tour", "citizens": "player"}.get(card.get("effect"), "bg")
        st["effects"].append({"card": c, "owner": owner, "kind": kind,
                              "bg": card.get("bg") if kind == "bg" else None,
                              "target": target, "amount": card.get("amount", 0)})
    top = [take(x) for x in (deck_top or [])]
    rest = [c for c in range(79) if c not in used]
    game_shuffle(st, rest)
    if quiet:
        rest.sort(key=lambda c: CARDS[c]["kind"] not in ("crisis", "at_once"))
    st["deck"], st["discard"] = rest + top[::-1], []
    in_play = {l for f in st["faction"] for l in f}
    st["leader_deck"] = [l for l in range(26) if l not in in_play]
    game_shuffle(st, st["leader_deck"])
    st["leader_discard"] = []
    st["emperor"] = L[emperor] if emperor else None
    st.update(barred=None, last_turn=False, collapsed=False, winners=[], final_scores=None)
    log = []
    game.flow.start(st, "game", log, seat=turn)
    st["setup_log"] = log
    return st


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
    "crisis-and-challenge": {
        "title": "A crisis answered by three players; a leader brought down",
        "players": 4,
        "options": {"names": NAMES},
        "build": crisis_and_challenge_state,
        "steps": _steps(),
    },
}
