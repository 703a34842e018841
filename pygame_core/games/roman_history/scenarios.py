SCENARIOS = {}
def republic_turn_state(game, rng, options):
    raise ValueError("later")
