"""What Roman Empire's view holds, key by key: the contract its board reads
(kernel/schema.py; the conformance suite checks every view it takes)."""
from ...kernel.schema import Opt

# a card as the table shows it; which of the optional fields it has depends on
# its kind (a crisis has a value, a leadership card an amount and background...)
CARD = {"kind": str, "effect": str, "name": str, "id": int, "bg?": str, "amount?": int,
        "value?": int, "text": str}        # text: what the card does, in words
# a card of the viewer's hand: with why it can only be discarded now, when so
HAND_CARD = dict(CARD, **{"unusable?": str})
LEADER = {"id": int, "name": str, "bg": str, "bg_name": str, "printed": int, "strength": int,
          "effective": int, "hero": Opt(CARD), "sick": bool, "sick_cards": int,
          "challenges": [CARD], "challenge_total": int, "emperor": bool}

VIEW = {
    "game": str, "players": int, "seat": Opt(int), "names": [str], "edition": int,
    "turn_seat": int, "actor": Opt(int),
    "factions": [{"seat": int, "leaders": [LEADER], "tour": bool, "hand_count": int,
                  "points": int, "victory_cards": [CARD], "victory_leaders": [str]}],
    "hand": [HAND_CARD], "emperor_seat": Opt(int),
    "ongoing": [CARD], "ongoing_total": int, "collapse_at": int,
    "crisis": Opt({"card": CARD, "by": int, "queue": [int],
                   "played": [{"seat": int, "card": CARD}], "total": int, "answered": int,
                   "of": int}),
    "effects": [{"card": CARD, "owner": int, "kind": str, "bg": Opt(str), "target": Opt(int),
                 "amount": int}],
    "deck_count": int, "leader_deck_count": int, "discard_count": int,
    "last_turn": bool, "collapsed": bool, "winners": [int],
}
