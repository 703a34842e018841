"""A save stepped through move by move (the page's replay, a save's embed).

    r = Replay(start, actions)      # start: the match before the save's first move
    m, caption = r.step(5)          # the position after 5 moves, and the log lines
                                    # the 5th move wrote (at 0: the set-up's)

Forward steps play on from the position shown before; a step back starts again
from a copy of the start.  The save is the replay: the moves are the save's.
"""


class Replay:
    def __init__(self, start, actions):
        self.start = start.clone()
        self.actions = [list(x) for x in actions]
        self.count = len(self.actions)
        self.match, self.at = None, 0

    def step(self, k: int):
        """(the match after the first ``k`` moves, clamped to the save; the log
        lines its last move wrote, or the set-up's at 0)."""
        k = max(0, min(int(k), self.count))
        if self.match is None or k < self.at:
            self.match, self.at = self.start.clone(), 0
        m = self.match
        while self.at < k - 1:
            m.act(*self.actions[self.at])
            self.at += 1
        before = len(m.log)
        if self.at < k:
            m.act(*self.actions[self.at])
            self.at += 1
        lines = [e["text"] for e in m.log[before:]] if k else [e["text"] for e in m.log]
        return m, lines
