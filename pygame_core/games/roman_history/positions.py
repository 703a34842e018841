"""Roman History positions built by hand, for the scenarios and the rules
tests alike: the players' holdings, the available piles, Threat markers, the
next cards revealed and the dice set on a table of an age, and play run from
the start of a turn to its first decision."""
from ...kernel.rng import game_shuffle
from . import data as D
from .data import AGE, BY_AGE
from .table import new_table


def build(game, names, age, players, avail=None, markers=None, power=(), deck_top=(),
          dice=(), turn=0, rng=1, division=False, rest=None):
    """A position at the start of ``turn``'s turn: ``players`` [{gold, ambition,
    legions, fate, faction, vp, coll, hand[, temp]}], ``avail`` {pile: [ids]},
    ``markers`` {threat: n}, ``power`` (Leaders holding a token), ``deck_top`` (the
    next cards revealed, first first).  The other cards of ``age`` make the rest
    of the deck (shuffled by the game's generator, which starts at ``rng``);
    the earlier ages' cards not named are in the discard pile.  ``dice``: the
    d6 results the next rolls use, in order.  ``rest``: the cards under
    ``deck_top`` instead (the age's other cards are then in the discard pile)."""
    n = len(players)
    st = new_table(n, list(names), rng)
    named = set(deck_top)
    for p in players:
        named.update(p.get("coll", ()))
        named.update(p.get("hand", ()))
    for cards in (avail or {}).values():
        named.update(cards)
    st["age"] = age
    st["unused"] = list(range(age + 1, D.LAST_AGE + 1))
    st["players"] = [dict(D.START, temp=0, coll=[], hand=[]) for _ in range(n)]
    for mine, p in zip(st["players"], players):
        mine.update({k: (list(v) if isinstance(v, (list, tuple)) else v)
                     for k, v in p.items()})
    for pile in D.PILES:
        st["avail"][pile] = list((avail or {}).get(pile, ()))
    st["markers"] = {t: (markers or {}).get(t, 0) for t in st["avail"]["threat"]}
    st["power"] = list(power)
    st["division"] = division
    if rest is None:
        rest = [c for c in BY_AGE[age] if c not in named]
        game_shuffle(st, rest)
    named.update(rest)
    st["deck"] = rest + list(reversed(deck_top))
    st["discard"] = [c for c in D.ALL if AGE[c] <= age and c not in named]
    st["dice"] = list(dice)
    log = []
    game.flow.start(st, "game", log, seat=turn)
    st["setup_log"] = log
    return st
