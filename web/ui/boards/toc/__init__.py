"""Time of Crisis's board in layers (the board itself, ``draw`` and what the
page asks of it, is boards/time_of_crisis.py).  A layer uses only the ones
above it in this list:

- ``geometry``: the map's hexagons, the regions' outlines and label spots
  (places only: a region's name comes with the view);
- ``words``: the spheres, an id as words, a region's name, a move's cost, the
  odds of a Place a Governor, what changed since the viewer's last turn;
- ``pieces``: the counters on the map (seats, support, armies, barbarians,
  leaders, improvements) and the dice;
- ``regions``: the map drawn, each region its shape, label box and armies;
- ``supply``: the cards and the piles;
- ``panels``: beside the prompt, the side panel, the page's player column.

A folder, not a board: the board registry (boards/__init__.py) reads only the
``.py`` files beside it.
"""
