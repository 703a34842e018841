"""Roman Empire's statistics at the end (the review, issue 35), counted from
the replay: the leaders each faction brought in, the challenges made and
those that brought their leader down, the crises answered, and the result's
points by source.  Nothing of it is on the table."""
from ...kernel import Tally as _Tally


class Tally(_Tally):
    def __init__(self, st):
        super().__init__(st)
        self.brought = [0] * self.n
        self.challenges = [0] * self.n
        self.won = [0] * self.n
        self.answered = [0] * self.n
        self.factions = None

    def before(self, st, seat, action):
        self.factions = [set(f) for f in st["faction"]]

    def after(self, st, seat, action, notes):
        for s, f in enumerate(st["faction"]):
            self.brought[s] += sum(1 for l in f if l not in self.factions[s])
        t = action["type"]
        if t == "challenge":
            self.challenges[seat] += 1
            if not any(action["leader"] in f for f in st["faction"]):
                self.won[seat] += 1          # the challenge brought him down
        elif t == "answer":
            self.answered[seat] += 1

    def rows(self, st, result):
        return ([{"label": "Leaders brought in", "values": self.brought},
                 {"label": "Challenges made", "values": self.challenges},
                 {"label": "Challenges that brought a leader down", "values": self.won},
                 {"label": "Crises answered", "values": self.answered}]
                + self.by_source(result, "Points by source"))
