"""What Time of Crisis's view holds, key by key: the contract its board and map
read (kernel/schema.py; the conformance suite checks every view it takes).
Keys by region, tribe, card or event id are maps; the ids are data.py's."""
from ...kernel.schema import Either, Map, Opt

SPHERES = {"m": int, "s": int, "p": int}        # Military, Senate, Populace (data.SPHERES)

PROVINCE = {"governor": Opt(int), "support": int, "mobs": int, "improvements": [str],
            "quaestor": Opt(int), "militia": bool, "militia_castra": bool,
            "marker": Opt(str),                 # "seat" or "break" (ToC 6.2.1.3, R-H5)
            "barbarians": Map([int])}           # tribe -> [active, inactive]

ARMY = {"id": int, "owner": int, "region": str, "in_capital": bool,
        "legions": [int],                       # 1 a full Legion, 0 a reduced one
        "foederati": [str],                     # the tribe of each Foederati
        "castra": bool, "fought": bool, "militia": bool}

# political_points, bought, rewards (sphere -> discounts won) and done (provinces
# targeted): the turn's scratch (table.py), empty but for the seat whose turn it
# is, until his buying ends.
PLAYER = {"seat": int, "name": str, "colour": str, "legacy": int, "emperor_turns": int,
          "hand_count": int, "available_count": int, "discard": Map(int),
          "play": [[Either(str, bool)]],        # [card, played as an event]
          "pool": SPHERES, "political_points": int, "points_now": int, "bought": int, "rewards": Map(int),
          "governors_available": int, "governors_unclaimed": [int],
          "generals_available": int, "generals_unclaimed": [int],
          "provinces": [str], "pretender": bool, "done": [str]}

DICE = {"what": str, "tribe?": str, "dice?": [int], "event?": str, "region?": str,
        "need?": int, "votes?": int, "attacker?": [int], "defender?": [int], "hits?": [int],
        "attacker_hit?": [int], "defender_hit?": [int], "sides?": [str]}

VIEW = {
    "game": str, "players": int, "seat": Opt(int), "names": [str],
    "turn": int, "round": int, "active": int, "first": int, "short": bool, "last_round": bool,
    "scores": [int], "emperor": Opt(int), "tribes": [str],
    "provinces": Map(PROVINCE), "armies": [ARMY],
    "homelands": Map([int]), "leaders": Map(Opt(str)), "rivals": Map(Opt(str)),
    "lasting_event": Opt(str), "events_out": [str], "event_deck_count": int,
    "supply": Map(int), "trashed": Map(int), "dice": Opt(DICE),
    "player_state": [PLAYER],
    "hand": Map(int), "available": Map(int),       # the viewer's own cards (empty if none)
    "legions_supply": int, "mob_counters_used": int,
    "card_values": Map([Either(int, str)]), "prices": Map(int), "legacy_end": int,
    "card_text": Map(str), "event_text": Map(str),
    "region_names": Map(str),                   # region id -> its name (data.NAME)
    "governor_votes": Map({"need": int, "neutral": bool, "bonus": int, "chance": [int],
                              "words": str}),
    # target key ("tribe:goths") -> the odds of that battle (game.battle_odds)
    "battle_odds": Map({"win": int, "lose": int, "none": int, "hits": [int], "taken": [int],
                        "region": str, "against": str, "words": str}),
    # what the Support Check would do if the viewer's actions ended now (game.support_forecast)
    "support_check": {"points?": int, "provinces?": Map({"support": int, "lost": bool})},
}
