"""Rome in Crisis (Rick Heli, Spotlight on Games, 2014), for 2 to 4 players."""
