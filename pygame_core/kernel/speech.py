"""What every game's speech module does alike (issue 46: the table as text,
``Game.read``): its ``answer`` dispatching each query, a count with its noun, a
seat named "you" to itself, a list in words, and who leads, told to one seat."""


def answering(answers):
    """A speech module's ``answer(game, st, seat, query)``: ``answers[query]``
    called with ``seat``'s view, the one source of what it may hear."""
    def answer(game, st, seat, query):
        return answers[query](game, st, seat, game.view(st, seat))
    return answer


def plural(n, word, words=None):
    """"1 card", "3 cards"; ``words`` where the plural is not ``word`` + "s"
    ("1 army", "2 armies")."""
    return f"{n} {word}" if n == 1 else f"{n} {words or word + 's'}"


def who(names, s, seat):
    """A seat as a sentence names it: "you" for the one it is told to."""
    return "you" if s == seat else names[s]


def listing(words):
    """"a", "a and b", "a, b and c"."""
    words = list(words)
    return " and ".join(words) if len(words) < 3 else ", ".join(words[:-1]) + " and " + words[-1]


def lead(names, scores, seat, unit="point"):
    """Who leads in ``scores``, in one sentence for ``seat`` (None: a
    spectator): "You lead with 12 points, 3 ahead.", "Player 2 leads with 12
    points, 5 more than you.", "You share the lead with Player 3 at 4 points."."""
    top = max(scores)
    first = [s for s in range(len(scores)) if scores[s] == top]
    rivals = listing(names[s] for s in first if s != seat)
    at = plural(top, unit)
    if seat is None or seat not in first:
        verb = "leads" if len(first) == 1 else "share the lead"
        gap = f", {top - scores[seat]} more than you" if seat is not None else ""
        return f"{rivals} {verb} with {at}{gap}."
    if len(first) > 1:
        return f"You share the lead with {rivals} at {at}."
    second = max(scores[s] for s in range(len(scores)) if s != seat)
    return f"You lead with {at}, {top - second} ahead."
