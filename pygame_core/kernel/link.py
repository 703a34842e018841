"""A game as a short link: play by link between friends with no server (issue 23).

A save spells out every action as JSON (a finished Roman History game packs to
some 8,000 URL characters); a link needs only which of the legal actions each
move was.  ``encode`` writes the save's header (game, seed, players, options,
scenario, engine) and, per move, the mover's place among the seats to move
(only when several may) and the action's index among the legal actions, as
bytes, deflated and base64url-encoded.  ``decode`` replays it: every move is
legal by construction, and anything that does not replay is refused in words.

    text = encode(match)            # the fragment of a link: "1" + base64url
    match = decode(text, GAMES)     # a SaveError in words when damaged
    relation(mine.save(), other.save())   # is one the other's continuation?

``deflate`` / ``inflate`` are the one packer and the one bounded unpacker of
what travels in a URL: links, and whole saves (the page's embedded replays).
"""
import base64
import json
import zlib

from .errors import IllegalAction, SaveError
from .match import Match, begun_under
from .version import VERSION

LINK_FORMAT = "1"
MAX_LINK_CHARS = 100_000        # far above any game (the longest, Roman History, ~2,000)
MAX_RAW_BYTES = 200_000         # what a link may unpack to (a zip bomb is refused unread)
HEADER = ("game", "seed", "players", "options", "scenario", "engine")


def _varint(n: int, out: bytearray) -> None:
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return


def deflate(raw: bytes) -> str:
    """Bytes for a URL: deflated, base64url-encoded, unpadded."""
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def inflate(text, max_chars: int, max_bytes: int, what: str = "link", holds: str = "a game",
            prefix: str = "") -> bytes:
    """The bytes a ``deflate``d text holds after its ``prefix`` (a format mark).
    Untrusted: a text past ``max_chars`` or one that would unpack to more than
    ``max_bytes`` (a zip bomb) is refused unread, and every problem is a
    SaveError in words ("This {what} is damaged: it does not unpack to {holds}.")."""
    if not isinstance(text, str) or not text:
        raise SaveError(f"This {what} holds no game.")
    if len(text) > max_chars:
        raise SaveError(f"This {what} is too long to be a game; it was not opened.")
    if not text.startswith(prefix):
        raise SaveError(f"This {what} was made by another version of the site and cannot be "
                        "read here.")
    body = text[len(prefix):]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        d = zlib.decompressobj()
        raw = d.decompress(packed, max_bytes + 1)
    except (ValueError, zlib.error):
        raise SaveError(f"This {what} is damaged: it does not unpack to {holds}.") from None
    if len(raw) > max_bytes or d.unconsumed_tail:
        raise SaveError(f"This {what} unpacks to more than any game needs; it was not opened.")
    if not d.eof:
        raise SaveError(f"This {what} is damaged: it is cut short.")
    return raw


def encode(match: Match) -> str:
    """The link text of a match (its whole history, from its start)."""
    save = match.save()
    replay = Match(match.game, match.players, match.seed, match.options,
                   scenario=match.scenario)
    moves = bytearray()
    for seat, action in match.actions:
        movers = replay.to_move()
        if len(movers) > 1:
            moves.append(movers.index(seat))
        _varint(replay.legal_actions(seat).index(action), moves)
        replay.act(seat, action)
    head = {k: save.get(k) for k in HEADER if save.get(k) is not None}
    head["engine"] = VERSION
    raw = json.dumps(head, separators=(",", ":"), sort_keys=True).encode() + b"\n" + bytes(moves)
    return LINK_FORMAT + deflate(raw)


def _start(text, games) -> tuple:
    """(the match at the start a link names, its move bytes); a SaveError in
    words when the link or its header is damaged."""
    raw = inflate(text, MAX_LINK_CHARS, MAX_RAW_BYTES, prefix=LINK_FORMAT)
    head, sep, moves = raw.partition(b"\n")
    try:
        head = json.loads(head.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        head = None
    if not sep or not isinstance(head, dict):
        raise SaveError("This link is damaged: its game cannot be read.")
    for key, kind in (("game", str), ("seed", int), ("players", int), ("engine", str)):
        if not isinstance(head.get(key), kind) or isinstance(head.get(key), bool):
            raise SaveError("This link is damaged: its game cannot be read.")
    game = games.get(head["game"])
    if game is None:
        raise SaveError(f"This link is for a game this site does not know: {head['game']!r}.")
    options = head.get("options") or {}
    if not isinstance(options, dict):
        raise SaveError("This link is damaged: its game cannot be read.")
    options = begun_under(game, options, head["engine"])
    scenario = head.get("scenario")
    if scenario is not None and scenario not in game.scenarios():
        raise SaveError("This link starts from a position this site does not have.")
    try:
        m = Match(game, head["players"], head["seed"], options, scenario=scenario)
    except ValueError as e:
        raise SaveError(f"This link cannot start its game: {e}") from None
    return m, moves, head["engine"]


def _moves(moves, to_move, legal_actions, engine):
    """Each move of a link's move bytes as (seat, action), read against the
    replay (``to_move()``, ``legal_actions(seat)``), which the caller plays
    on before asking for the next; a SaveError in words when damaged."""
    i, k = 0, 0
    while i < len(moves):
        k += 1
        movers = to_move()
        if not movers:
            raise SaveError(f"This link is damaged: it goes on after the game's end (move {k}).")
        seat = movers[0]
        if len(movers) > 1:
            if moves[i] >= len(movers):
                raise SaveError(f"This link is damaged at move {k}.")
            seat = movers[moves[i]]
            i += 1
        n, shift = 0, 0
        while True:
            if i >= len(moves) or shift > 28:
                raise SaveError(f"This link is damaged at move {k}.")
            b = moves[i]
            i += 1
            n |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                break
        legal = legal_actions(seat)
        if n >= len(legal):
            raise SaveError(f"This link does not replay: move {k} is not one of the legal moves "
                            f"(made by engine {engine}).")
        yield seat, legal[n]


def decode(text, games) -> Match:
    """The match a link holds, replayed move by move; every problem is a
    SaveError in words (damaged, cut short, a move that is not legal)."""
    m, moves, engine = _start(text, games)
    for k, (seat, action) in enumerate(_moves(moves, m.to_move, m.legal_actions, engine), 1):
        try:
            m.act(seat, action)
        except IllegalAction as e:                 # cannot happen: listed as legal
            raise SaveError(f"This link does not replay at move {k} ({e}).") from None
    return m


def replay(text, games):
    """The match a link holds at its start, and a generator that plays its
    moves on that match's table one by one with the game's own ``apply`` (no
    log, no undo, no position hashes: some ten times faster than ``decode``,
    for replaying many stored games), yielding (seat, action) after each.
    The match's ``state`` is the table after the move just yielded."""
    m, moves, engine = _start(text, games)
    game, st, hold = m.game, m.state, m.hold

    def plays():
        for seat, action in _moves(moves, lambda: game.to_move(st),
                                   lambda seat: game.legal_actions(st, seat), engine):
            game.apply(st, seat, action, None, hold)
            yield seat, action
    return m, plays()


def same_game(a: dict, b: dict) -> bool:
    """Do two saves begin the same game (game, seed, players, options, start)?"""
    keys = ("game", "seed", "players", "scenario")
    return (all(a.get(k) == b.get(k) for k in keys)
            and {k: v for k, v in (a.get("options") or {}).items() if k != "edition"}
            == {k: v for k, v in (b.get("options") or {}).items() if k != "edition"})


def relation(mine: dict, theirs: dict) -> dict:
    """How a save that arrived (``theirs``) stands to the one this device has:
    {"kind": "other"} (another game), "same", "ahead" (it continues mine by
    "moves"), "behind" (it is "moves" behind mine) or "diverged" (the two part
    at move "at")."""
    if not same_game(mine, theirs):
        return {"kind": "other"}
    a, b = mine["actions"], theirs["actions"]
    common = 0
    for x, y in zip(a, b):
        if x != y:
            break
        common += 1
    if common < min(len(a), len(b)):
        return {"kind": "diverged", "at": common + 1}
    if len(a) == len(b):
        return {"kind": "same"}
    if len(b) > len(a):
        return {"kind": "ahead", "moves": len(b) - len(a)}
    return {"kind": "behind", "moves": len(a) - len(b)}
