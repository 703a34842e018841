"""The fuzz harness itself (kernel/fuzz.py)."""
import json

import pytest

import pygame_core as pc
from pygame_core.kernel.fuzz import fuzz_game


def test_fuzz_harness_catches_a_broken_invariant():
    m = pc.new_match("rome-in-crisis", 2, seed=1)

    def broken(match):
        assert len(match.actions) < 5, "tripped"
    with pytest.raises(AssertionError, match="tripped"):
        fuzz_game(m, 1, check=broken)


# --- what a failure leaves behind: the save, and the command that replays it ------
def _broken_after(game, moves, monkeypatch):
    """The game's invariants, failing from its ``moves``-th move on."""
    real = game.invariants.check

    def check(m):
        real(m)
        assert len(m.actions) < moves, f"planted: {len(m.actions)} moves"
    monkeypatch.setattr(game.invariants, "check", check)


def _replay(path, capsys):
    """``python3 -m pygame_core replay PATH --check``: (exit status, output)."""
    from pygame_core.__main__ import main
    status = main(["replay", str(path), "--check"])
    return status, capsys.readouterr().out


def test_a_failing_game_is_kept_and_its_replay_fails_at_the_same_state(tmp_path, monkeypatch,
                                                                        capsys):
    game = pc.GAMES["rome-in-crisis"]
    _broken_after(game, 7, monkeypatch)
    m = pc.new_match("rome-in-crisis", 2, seed=5)
    with pytest.raises(AssertionError, match="planted: 7 moves") as failed:
        fuzz_game(m, 5, check=game.invariants.check, keep=tmp_path)
    path = tmp_path / "rome-in-crisis-2p-seed5.json"
    command = f"python3 -m pygame_core replay {path} --check"
    assert command in "\n".join(failed.value.__notes__)
    data = json.loads(path.read_text())
    assert len(data["actions"]) == 7 and data["failure"]["after"] == 7
    assert "planted: 7 moves" in data["failure"]["error"] and "next" not in data["failure"]
    assert pc.load_match(data).state_hash() == m.state_hash()      # the save is the replay
    status, out = _replay(path, capsys)
    assert status == 1
    assert "Fails at move 7: AssertionError: planted: 7 moves" in out
    assert f"state hash {m.state_hash()}" in out


def test_a_move_that_raises_is_kept_beside_the_moves_before_it(tmp_path, monkeypatch, capsys):
    """A crash inside the rules (here: Game.apply raising on one position and
    move) leaves the match half-changed; the save holds the moves before it
    and the failure the move, which the replay plays again to the same crash."""
    from pygame_core.kernel.match import canonical_json
    game = pc.GAMES["roman-empire"]
    probe = pc.new_match("roman-empire", 3, seed=8)
    fuzz_game(probe, 8)
    plain = pc.new_match("roman-empire", 3, seed=8)
    for seat, action in probe.actions[:4]:
        plain.act(seat, action)
    before, (bad_seat, bad) = canonical_json(plain.state), probe.actions[4]
    real = type(game).apply

    def apply(self, state, seat, action, *rest):
        if public_move(rest) and action == bad and canonical_json(state) == before:
            raise RuntimeError("planted crash")
        return real(self, state, seat, action, *rest)

    def public_move(rest):              # Match.act's call, not its null-move probe
        return rest and rest[0] is not None
    monkeypatch.setattr(type(game), "apply", apply)
    m = pc.new_match("roman-empire", 3, seed=8)
    with pytest.raises(RuntimeError, match="planted crash"):
        fuzz_game(m, 8, keep=tmp_path)
    data = json.loads((tmp_path / "roman-empire-3p-seed8.json").read_text())
    assert len(data["actions"]) == 4 and data["failure"]["next"] == [bad_seat, bad]
    assert data["failure"]["error"] == "RuntimeError: planted crash"
    status, out = _replay(tmp_path / "roman-empire-3p-seed8.json", capsys)
    assert status == 1 and "Fails at move 5: RuntimeError: planted crash" in out
    assert f"state hash {m.state_hash()}" in out


def test_a_sound_save_replays_with_every_check(tmp_path, capsys):
    m = pc.new_match("roman-empire", 4, seed=3)
    fuzz_game(m, 3)
    path = tmp_path / "sound.json"
    path.write_text(json.dumps(m.save()))
    status, out = _replay(path, capsys)
    assert status == 0
    assert f"Replayed {len(m.actions)} moves: every check holds" in out
    assert f"state hash {m.state_hash()}" in out


def test_without_a_folder_nothing_is_kept(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    m = pc.new_match("rome-in-crisis", 2, seed=1)
    with pytest.raises(AssertionError) as failed:
        fuzz_game(m, 1, check=lambda m: None, max_steps=3)
    assert not getattr(failed.value, "__notes__", None) and list(tmp_path.iterdir()) == []
