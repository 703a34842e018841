"""Time of Crisis's statistics at the end (the review, issue 35), counted from
the replay: battles won and lost (the rules ``note`` each battle), the most
provinces each player governed at once, Emperor Turns and the result's legacy
by source.  Nothing of it is on the table."""
from ...kernel import Tally as _Tally
from .table import governed


class Tally(_Tally):
    def __init__(self, st):
        super().__init__(st)
        self.won = [0] * self.n
        self.lost = [0] * self.n
        self.most = [len(governed(st, s)) for s in range(self.n)]

    def after(self, st, seat, action, notes):
        for s in range(self.n):
            k = len(governed(st, s))
            if k > self.most[s]:
                self.most[s] = k
        for e in notes:
            if e[0] == "battle":
                _, att, dfn, winner = e
                for s in (att, dfn):
                    if s is not None and s >= 0:
                        if s == winner:
                            self.won[s] += 1
                        else:
                            self.lost[s] += 1

    def rows(self, st, result):
        return ([{"label": "Battles won", "values": self.won},
                 {"label": "Battles lost", "values": self.lost},
                 {"label": "Provinces governed at most", "values": self.most},
                 {"label": "Emperor Turns", "values": [pl["et"] for pl in st["pl"]]}]
                + self.by_source(result, "Legacy by source"))
