"""Play by link (issue 23), the page's part: pure functions of their arguments.

A link is ``<page>#link=<text>&seats=<code>``: ``text`` is the game as
pygame_core/kernel/link.py writes it (the engine decodes and replays it), and
``code`` says who plays each seat, "p" a person (on one device or another) or
the AI's level ("easy", "normal", "hard"), since the engine's save does not
say.  The fragment never reaches a server.  On the device that opens the link
the seats to move become "person" (his) and the other people "friend"; a device
that already has the game keeps its own seats.
"""
def seats_code(seats) -> str:
    return ",".join(s["level"] if s.get("kind") == "ai" else "p" for s in seats)


def url(base, text, seats) -> str:
    return base + "#link=" + text + "&seats=" + seats_code(seats)


def parse(fragment):
    """(text, seat codes) from a page's ``location.hash``; None when it holds no
    link.  The engine refuses a text that is too long (the browser bounds a URL)."""
    frag = str(fragment or "")
    if not frag.startswith("#link="):
        return None
    text, codes = frag[len("#link="):], []
    if "&seats=" in text:
        text, _, rest = text.partition("&seats=")
        codes = rest.split("&")[0].split(",")
    return text.strip(), codes


def seats_here(codes, players, to_move, levels=("easy", "normal", "hard"), over=False):
    """The seats of a game a link brings to a device that does not have it yet:
    the people to move are this device's, the other people friends; in a
    finished game (``over``: nobody is to move) every person is this device's
    to see and review (issue 44: they all became friends, and the review
    found no person's seat).  None when the code does not fit the game (a
    damaged link)."""
    if len(codes) != players:
        return None
    out = []
    for i, c in enumerate(codes):
        if c == "p":
            out.append({"kind": "person" if over or i in to_move else "friend"})
        elif c in levels:
            out.append({"kind": "ai", "level": c})
        else:
            return None
    if not any(s["kind"] == "person" for s in out) and to_move:
        return None          # the seat to move is an AI's: no link is sent then
    return out


def choose(relations):
    """Which of this device's saves of the game a link continues.  ``relations``:
    {key: kernel relation}.  Returns ("accept", key, moves ahead), ("behind",
    key, moves), ("diverged", key, the move where they part) or ("new", None, 0)."""
    rels = [(k, r) for k, r in relations.items() if r.get("kind") != "other"]
    going = [(k, r) for k, r in rels if r["kind"] in ("same", "ahead")]
    if going:
        going.sort(key=lambda kr: kr[1].get("moves", 0))     # the save the link is closest to
        k, r = going[0]
        return "accept", k, r.get("moves", 0)
    behind = sorted([(r["moves"], k) for k, r in rels if r["kind"] == "behind"])
    if behind:
        return "behind", behind[0][1], behind[0][0]
    parted = sorted([(-r["at"], k) for k, r in rels if r["kind"] == "diverged"])
    if parted:
        return "diverged", parted[0][1], -parted[0][0]
    return "new", None, 0


def plural(n, word) -> str:
    return str(n) + " " + word + ("" if n == 1 else "s")


def refusal(kind, n) -> str:
    if kind == "behind":
        return ("This link is " + plural(n, "move") + " behind your game, so it was not opened: "
                "your game is newer and stays as it is. Ask for the latest link, or continue "
                "your game.")
    return ("This link parts from your game at move " + str(n) + ": someone played on from an "
            "earlier position. It was not opened over your game; you may open it as a copy.")


def arrived_words(over) -> str:
    """What the page says of a game a link brought to this device (issue 44: a
    finished game was told "play your move and send it on")."""
    if over:
        return ("The game from the link is over and saved on this device: see how it ended, "
                "and Review it for the turning points of the people who played.")
    return "The game from the link is saved on this device; play your move and send it on."


# The ruling on Undo once a link has left the device (README, "How to play by link").
SENT_UNDO = ("These moves were sent by link (copied or shared): Undo no longer takes them "
             "back, since your friend may already have them.")


def sender_words(name) -> str:
    return ("Copy the link and send it to " + name + " by any messenger. It opens the game at " +
            name + "'s seat; once " + name + " has played, the game comes back to you the same "
            "way.")
