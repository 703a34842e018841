"""Build Roman Empire positions for rules tests (see scenarios.build)."""
from pygame_core.games import GAMES
from pygame_core.games.roman_empire import data as D
from pygame_core.games.roman_empire.scenarios import build, L
from pygame_core.kernel import Match
from pygame_core.kernel.rng import below

G = GAMES["roman-empire"]


def pos(n=4, seed=1, **kw):
    """A position whose next draws are harmless cards (no Crisis/Play at once)."""
    return Match(G, n, seed, {}, _state=build(G, n, seed, quiet=True, **kw))


def c(name, nth=0):
    return [x for x in range(79) if D.CARDS[x]["name"] == name][nth]


def held(m, seat, name):
    """The id of a card with this name in seat's hand."""
    return next(x for x in m.state["hands"][seat] if D.CARDS[x]["name"] == name)


def texts(m):
    return "\n".join(e["text"] for e in m.log)


def rig_die(m, *rolls):
    """Set the game's generator so the next d6 rolls are ``rolls`` (test only)."""
    for x in range(1, 10 ** 6):
        s, ok = x, True
        for r in rolls:
            s, v = below(s, 6)
            if v + 1 != r:
                ok = False
                break
        if ok:
            m.state["rng"] = x
            return
    raise AssertionError("no state found")


def finish_turn(m):
    """End the current player's option step."""
    s = m.to_move()[0]
    m.act(s, {"type": "end"})
