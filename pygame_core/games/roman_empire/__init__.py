"""Roman Empire (adapted from GDW's Red Empire, Frank Chadwick), for 3 to 6 players."""
from .rules import RomanEmpire
from ...ai import roman_empire as ai     # moves into this package with the port

RomanEmpire.heuristics = ai
GAME = RomanEmpire()
