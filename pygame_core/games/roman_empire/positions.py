"""Roman Empire positions built by hand, for the scenarios and the rules
tests alike: factions, hands, the next cards drawn, an Emperor, challenges,
heroes and lasting effects set on a table, and play run from the start of a
turn to its first decision."""
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
