"""What Roman History's view holds, key by key: the contract its board reads
(kernel/schema.py; the conformance suite checks every view it takes)."""
from ...kernel.schema import Map, Opt

# A card as the table shows it; a flag is there only when it applies (a leader's
# death card, a destroyed card, markers on an available card, a leader in power).
CARD = {"id": str, "name": str, "type": str, "age": int, "death?": bool, "destroyed?": bool,
        "markers?": int, "power?": bool}
COUNTS = {"conquest": int, "build": int, "religion": int, "culture": int, "politics": int,
          "leader": int}
PLAYER = {"seat": int, "gold": int, "ambition": int, "legions": int, "temp_legions": int,
          "fate": int, "faction": int, "vp": int, "collection": [CARD], "hand": [CARD],
          "in_power": [str], "counts": COUNTS}
TURN = {"leader_taken": bool, "senate_used": bool, "religion_discarded": bool,
        "power_attempted": bool, "builds_bought": int, "games_rolls": int, "won_fight": bool}

VIEW = {
    "game": str, "players": int, "seat": Opt(int), "names": [str],
    "age": int, "age_name": str, "deck_count": int, "unused_ages": [int],
    "discard_count": int, "discard_top": [CARD],
    "available": Map([CARD]),                   # by pile: leader, threat, conquest...
    "pile_heads": [[str]],                      # [pile, its name, its price], in order
    "power_tokens": int, "power_title": str, "power": [str], "division": bool,
    "active": int, "actor": Opt(int), "phase": int, "phase_name": str,
    "turn": Opt(TURN),                          # this turn's once-only actions
    "seize": Opt({"leader": str, "target": str, "leader_name": str, "target_name": str,
                  "bonus": int}),
    "pending": Opt(str), "rolls": [{"what": str, "die": int, "total": int}],
    "players_info": [PLAYER], "winners": [int], "turns": int,
    "effects": Map([str]),                      # by card type: what it does, in our words
}
