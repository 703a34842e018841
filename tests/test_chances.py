"""pygame_core/ai/chances.py: the conditional logit, and the contest of two
that Rome in Crisis's and Time of Crisis's tree searches evaluate with."""
import math

from pygame_core.ai.chances import against_best_rival, fair, logit_chances


def test_logit_chances_is_a_softmax_over_the_seats_and_nobody():
    p = logit_chances([[1.0, 0.0], [0.0, 1.0]], [2.0, 1.0])
    assert math.isclose(p[0], math.e / (math.e + 1)) and math.isclose(sum(p), 1.0)
    q = logit_chances([[0.0], [0.0]], [1.0], nobody=[0.0], nobody_weights=[1.0])
    assert all(math.isclose(x, 1 / 3) for x in q)


def test_against_best_rival_is_the_logit_of_two_each_seat_against_the_best_other():
    values, scale = [12.0, 6.0, 6.0, -3.0], 6.0
    p = against_best_rival(values, scale)
    assert math.isclose(p[0], 1 / (1 + math.exp(-1)))          # 12 against 6
    assert p[1] == p[2] and math.isclose(p[1], 1 / (1 + math.exp(1)))   # 6 against 12
    assert math.isclose(p[3], 1 / (1 + math.exp(2.5)))          # -3 against 12
    for s, v in enumerate(values):
        rival = max(values[j] for j in range(len(values)) if j != s)
        assert math.isclose(p[s], logit_chances([[v], [rival]], [1 / scale])[0])
    assert against_best_rival([5.0, 5.0], 6.0) == [0.5, 0.5] and fair(2) == [0.5, 0.5]
