"""Build Roman Empire positions for rules tests (the game's own builder, positions.build)."""
from pygame_core.games import GAMES
from pygame_core.games.roman_empire import data as D
from pygame_core.games.roman_empire.rules import emperor_to  # noqa: F401  (for the tests)
from pygame_core.games.roman_empire.positions import build, L
from pygame_core.kernel import Match
from pygame_core.kernel.rng import below, seed_state

G = GAMES["roman-empire"]


def pos(n=4, seed=1, edition=2, **kw):
    """A position whose next draws are harmless cards (no Crisis/Play at once),
    under rules ``edition`` (2: a new game; 1: a game begun on engine 0.1.0)."""
    return Match(G, n, seed, {"edition": edition},
                 _state=build(G, n, seed_state(seed), quiet=True, edition=edition, **kw))


def c(name, nth=0):
    return [x for x in range(79) if D.CARDS[x]["name"] == name][nth]


def held(m, seat, name):
    """The id of a card with this name in seat's hand."""
    return next(x for x in m.state["hands"][seat] if D.CARDS[x]["name"] == name)


def texts(m):
    return "\n".join(e["text"] for e in m.log)


def top(m):
    """The name of the frame on top of the flow's stack (the step asked now)."""
    return m.state["stack"][-1]["p"] if m.state["stack"] else None


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
    """End the current player's option step: pass, or, with five cards in hand
    (edition 2, ruling E21), discard the first card offered."""
    s = m.to_move()[0]
    acts = m.legal_actions(s)
    m.act(s, {"type": "pass"} if {"type": "pass"} in acts
          else next(a for a in acts if a["type"] == "discard"))
