"""Roman History's statistics at the end (the review, issue 35), counted from
the replay: every VP a player gained or lost, by source and by age (the
rules ``note`` each with its source and age).  Nothing of it is on the table."""
from ...kernel import Tally as _Tally
from . import data as D


class Tally(_Tally):
    def __init__(self, st):
        super().__init__(st)
        self.start = [p["vp"] for p in st["players"]]
        self.sources = []               # in the order they first come
        self.vp_source = [{} for _ in range(self.n)]
        self.by_age = [{} for _ in range(self.n)]

    def after(self, st, seat, action, notes):
        for e in notes:
            if e[0] == "vp" and e[2]:
                _, s, n, source, age = e
                if source not in self.sources:
                    self.sources.append(source)
                self.vp_source[s][source] = self.vp_source[s].get(source, 0) + n
                self.by_age[s][age] = self.by_age[s].get(age, 0) + n

    def rows(self, st, result):
        out = [{"label": "At the start", "group": "VP by source", "values": self.start}]
        out += [{"label": src, "group": "VP by source",
                 "values": [self.vp_source[s].get(src, 0) for s in range(self.n)]}
                for src in self.sources]
        out += [{"label": f"Age {age}: {D.AGES[age]}", "group": "VP by age",
                 "values": [self.by_age[s].get(age, 0) for s in range(self.n)]}
                for age in range(1, st["age"] + 1)]
        return out
