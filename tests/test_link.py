"""Play by link (issue 23, the engine's part): a game as a short link that
replays move by move, refused in words when damaged; and how a link that
arrives stands to the game this device has (ahead, behind, diverged)."""
import base64
import json
import zlib
from pathlib import Path

import pytest

import pygame_core as pc
from pygame_core.kernel import SaveError
from pygame_core.kernel.link import LINK_FORMAT, relation

FIXTURES = sorted(path for made_by in ("saves_0_2_0", "saves_0_3_0")
                  for path in (Path(__file__).resolve().parent / "fixtures" / made_by).glob("*.json"))
# The longest link a game may need: 2,000 characters, the URL length that the
# widest range of browsers, messengers and mail clients carries whole (older
# browsers stop at 2,083); a finished game of each game is well inside it.
LINK_LIMIT = 2000


@pytest.mark.parametrize("path", FIXTURES, ids=[f"{p.parent.name}/{p.stem}" for p in FIXTURES])
def test_a_link_replays_to_the_same_game(path):
    m = pc.load_match(json.loads(path.read_text())["save"])
    text = pc.to_link(m)
    again = pc.from_link(text)
    assert again.state_hash() == m.state_hash() and again.actions == m.actions
    assert again.options.get("edition") == m.options.get("edition")
    assert len(text) <= LINK_LIMIT


@pytest.mark.slow
@pytest.mark.parametrize("gid", sorted(pc.GAMES))
def test_the_link_of_a_finished_ai_game_stays_short(gid):
    game = pc.GAMES[gid]
    m = pc.new_match(gid, game.info.max_players, seed=77)
    while not m.is_over():
        seat = m.to_move()[0]
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    text = pc.to_link(m)
    assert len(text) <= LINK_LIMIT, (gid, len(m.actions), len(text))
    assert pc.from_link(text).state_hash() == m.state_hash()


def _pack(raw: bytes) -> str:
    return LINK_FORMAT + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_a_damaged_link_is_refused_in_words():
    m = pc.new_match("rome-in-crisis", 3, seed=5)
    for _ in range(30):
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[-1])
    text = pc.to_link(m)
    head = json.dumps({"game": "rome-in-crisis", "seed": 5, "players": 3,
                       "engine": pc.__version__}).encode()
    cases = {
        "": "holds no game",
        text[:len(text) // 2]: "damaged",
        "9" + text[1:]: "another version",
        text[:-3] + ("A" if text[-3] != "A" else "B") + text[-2:]: "damaged",
        "1!!!": "damaged",
        "1" + "A" * 200_000: "too long",
        _pack(b"not a header\n\x00"): "cannot be read",
        _pack(head + b"\n\x7f"): "not one of the legal moves",
        _pack(head + b"\n\x80"): "damaged at move 1",
        _pack(head.replace(b"rome-in-crisis", b"chess") + b"\n"): "does not know",
        _pack(b"0" * 300_000): "more than any game needs",
    }
    for bad, words in cases.items():
        with pytest.raises(SaveError) as e:
            pc.from_link(bad)
        assert words in str(e.value), (bad[:40], str(e.value))


def test_a_link_after_the_game_ends_is_refused():
    m = pc.new_match("roman-empire", 3, seed=1)
    while not m.is_over():
        seat = m.to_move()[0]
        m.act(seat, m.legal_actions(seat)[0])
    raw = zlib.decompress(base64.urlsafe_b64decode(pc.to_link(m)[1:] + "=="))
    with pytest.raises(SaveError, match="after the game's end"):
        pc.from_link(_pack(raw + b"\x00"))


def test_how_an_arriving_link_stands_to_this_devices_game():
    m = pc.new_match("time-of-crisis", 2, seed=9)
    for _ in range(40):
        seat = m.to_move()[0]
        m.act(seat, pc.ai.choose(m, seat, "easy", seed=len(m.actions)))
    mine = m.save()
    later = m.clone()
    for _ in range(3):
        seat = later.to_move()[0]
        later.act(seat, pc.ai.choose(later, seat, "easy", seed=len(later.actions)))
    ahead = pc.from_link(pc.to_link(later)).save()
    assert relation(mine, ahead) == {"kind": "ahead", "moves": 3}
    assert relation(ahead, mine) == {"kind": "behind", "moves": 3}
    assert relation(mine, mine) == {"kind": "same"}
    other = dict(mine, actions=mine["actions"][:30] + [[0, {"type": "end"}]])
    assert relation(mine, other) == {"kind": "diverged", "at": 31}
    assert relation(mine, dict(mine, seed=10)) == {"kind": "other"}
