"""What Rome in Crisis's view holds, key by key: the contract its board reads
(kernel/schema.py; the conformance suite checks every view it takes)."""
from ...kernel.schema import Opt

CARD = {"id": int, "kind": str, "type": str, "value": int, "name": str, "letter": str}
RATINGS = {"candidate": int, "name": str, "side": str, "military": int, "spqr": int,
           "praetorian": int, "ability": str}
# a card of the offer or the discard pile: a crisis or gold card, or a candidate
ANY_CARD = {"id": int, "kind": str, "name": str, "type?": str, "value?": int, "letter?": str,
            "candidate?": int, "side?": str, "military?": int, "spqr?": int,
            "praetorian?": int, "ability?": str}
OFFICE = {"name": str, "holder": Opt(int), "holder_name": Opt(str)}

VIEW = {
    "game": str, "players": int, "seat": Opt(int), "names": [str],
    "turn": int, "phase": str, "phase_name": str, "actor": Opt(int), "dealer": int,
    "method": Opt(str), "method_name": Opt(str), "scores": [int], "winners": [int],
    "candidates": [dict(RATINGS, owner=int, office=Opt(str), cards=[CARD], worth=int,
                        nominee=bool)],
    "pool": [RATINGS],                                   # the blind draft's candidates
    "offices": {"emperor": OFFICE, "cavalry": OFFICE, "prefect": OFFICE, "senate": OFFICE,
                "legatus?": OFFICE},                     # the Legatus: 4 players only
    "hands": [{"count": int, "cards": [CARD], "committed": bool, "commit": Opt(CARD)}],
    "crises": [{"type": str, "name": str, "letter": str, "rank": int, "total": int,
                "cards": [CARD]}],
    "loose_gold": [CARD],
    "offer": [ANY_CARD], "draft_order": [int],
    "deck_count": int, "discard_count": int, "discard_top": Opt(ANY_CARD),
    "removed": [str], "removals": int,
    "auction": {"nominee": [Opt(int)], "active": [bool], "leader": Opt(int),
                "first_out": Opt(int)},
    "solving": Opt({"role": str, "seat": int, "crisis": str, "rank": int, "total": int}),
}
