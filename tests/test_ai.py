"""pc.ai.choose on Roman Empire (the Rome in Crisis AI tests are in
tests/games/rome_in_crisis/test_ai.py)."""
import pygame_core as pc

LEVELS = ("easy", "normal", "hard")


def test_roman_empire_choices_are_legal_at_every_level():
    # (The generic fallback for a game without heuristics: test_ai_generic.py.)
    m = pc.new_match("roman-empire", players=4, seed=2)
    steps = 0
    while not m.is_over() and steps < 40:
        seat = m.to_move()[0]
        a = pc.ai.choose(m, seat, LEVELS[steps % 3], seed=steps, iterations=20)
        assert a in m.legal_actions(seat)
        m.act(seat, a)
        steps += 1
