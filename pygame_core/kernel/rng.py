"""Our own small PRNG (SplitMix64) whose whole state is one int.

We do not use ``random.Random``: its algorithm and seeding may change between
Python versions, and the game's generator must give the same numbers on
CPython and on Pyodide.  The state lives in the game state (``state["rng"]``),
so shuffles and dice replay exactly from a save.
"""

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state_v1(seed: int) -> int:
    """Engine 0.1.0's seeding, kept so that its saves replay (rules edition 1).
    Seed s + 1 gave seed s's stream shifted by one draw: neighbouring seeds
    were correlated."""
    return (int(seed) * GOLDEN + 0x1234567) & MASK


def seed_state(seed: int) -> int:
    """A generator state for an integer seed (any size, any sign): one
    SplitMix64 output of it, so that neighbouring seeds give unrelated streams."""
    return next_u64(seed_state_v1(seed))[1]


def next_u64(x: int) -> tuple[int, int]:
    """Advance state ``x``; return (new state, 64-bit output)."""
    x = (x + GOLDEN) & MASK
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return x, z ^ (z >> 31)


def below(x: int, n: int) -> tuple[int, int]:
    """Uniform integer in [0, n) without modulo bias; returns (new state, value)."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x, r = next_u64(x)
        if r < limit:
            return x, r % n


class Rng:
    """A stream of its own, e.g. for an AI or a fuzzer (never the game's)."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed_state(seed)

    def below(self, n: int) -> int:
        self.state, v = below(self.state, n)
        return v

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, seq: list) -> None:
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def random(self) -> float:
        """A float in [0, 1) (for the AI only; game rules use integers)."""
        self.state, v = next_u64(self.state)
        return (v >> 11) / float(1 << 53)


def game_below(state: dict, n: int) -> int:
    """Draw from the game's own generator, kept in ``state["rng"]``."""
    state["rng"], v = below(state["rng"], n)
    return v


def game_shuffle(state: dict, seq: list) -> None:
    """Fisher-Yates with the game's generator (in place)."""
    for i in range(len(seq) - 1, 0, -1):
        j = game_below(state, i + 1)
        seq[i], seq[j] = seq[j], seq[i]
