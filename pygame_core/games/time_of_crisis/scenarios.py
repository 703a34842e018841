"""Time of Crisis: named teaching positions (none yet for the page; the
rulebook's worked examples are built as test positions in
tests/games/time_of_crisis/)."""

SCENARIOS = {}


def scenario_state(game, name, players, rng, options):
    raise ValueError(f"Time of Crisis has no scenario {name!r}")
