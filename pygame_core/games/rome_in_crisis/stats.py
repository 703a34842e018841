"""Rome in Crisis's statistics at the end (the review, issue 35), counted from
the replay: what the rules ``note`` (an election won, a crisis scored) and
the result's points by source.  Nothing of it is on the table."""
from ...kernel import Tally as _Tally


class Tally(_Tally):
    def __init__(self, st):
        super().__init__(st)
        self.elected = [0] * self.n
        self.cleared = [0] * self.n
        self.partly = [0] * self.n

    def after(self, st, seat, action, notes):
        for e in notes:
            if e[0] == "elected":
                self.elected[e[1]] += 1
            elif e[0] == "crisis":
                _, s, role, cleared, pts = e
                if cleared:
                    self.cleared[s] += 1
                elif pts > 0:
                    self.partly[s] += 1

    def rows(self, st, result):
        return ([{"label": "Elections won", "values": self.elected},
                 {"label": "Crises cleared", "values": self.cleared},
                 {"label": "Crises scored in part (cards discarded)", "values": self.partly}]
                + self.by_source(result, "Points by source"))
