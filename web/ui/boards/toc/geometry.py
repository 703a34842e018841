"""Time of Crisis: the map's geometry, our own drawing (no publisher art).

The Mediterranean drawn on a grid of hexagons: ``MAP`` below, one character a
hexagon (odd rows half a hexagon to the right, north at the top), each region
the hexagons of its letter (``CODE``); "." is land and "~" water of no region.
Two hexagons touch only along a side, so two regions touch exactly when they
share a border, and the test checks that the borders drawn are the engine's
adjacency (data.py, EDGES), but for the one crossing drawn over a strait
(``STRAITS``: Thracia and Asia across the channel joining the two seas).
Each region's outline is traced once from its hexagons (``outline``) and its
name and counters sit at its most inland hexagon (``anchor``).  This module is
a helper of the board (boards.toc) and holds only places and the short
names a small map writes, no rules: a region's name is the view's
("region_names", the engine's data.NAME), not a copy kept here.
"""
CODE = {"B": "britannia", "G": "gallia", "H": "hispania", "A": "africa", "I": "italia",
        "P": "pannonia", "M": "macedonia", "T": "thracia", "S": "asia", "L": "galatia",
        "Y": "syria", "E": "aegyptus", "o": "oceanus_britannicus", "w": "mare_occidentale",
        "e": "mare_orientale", "p": "pontus_euxinus", "F": "homeland_franks",
        "K": "homeland_alamanni", "O": "homeland_goths", "R": "homeland_sassanids",
        "N": "homeland_nomads"}
MAP = (
    "~~~~ooBBBooo..................................",
    "~~~oBBBBooooo.................................",
    "~~~ooBBBBoooo.................................",
    "~~~oBBBBoooooFFF..............................",
    "~~~ooBBBoooooFFFF..KKKKK........OOOOOO........",
    "~~~~oooooooFFFFF..KKKKKKK......OOOOOOOO.......",
    "~~~~~~GGGGGGGFFF..KKKKKKKK.....OOOOOOOO.......",
    "~~~~~GGGGGGGGGGGGKKKKKKKKK......OOOOOO........",
    "~~~~~GGGGGGGGGGGGIIIKKKPPPPPPP...OOOOO........",
    "~~~~GGGGGGGGGGGGIIIIIPPPPPPPPPTTTppppppp......",
    "~~~HHHGGGGGGGGGIIIII..PPPPPPPPTTTTpppppppp....",
    "~~HHHHHHHHwwwwwwIIIII.MMMPPPTTTTTTppppppppp...",
    "~~HHHHHHHHHwwwwwwIIIIwwMMMMMTTTTTppppppppp....",
    "~~HHHHHHHHHwwwwwwwIIIIwwMMMMMeTTpSSSSLLLLLL...",
    "~~HHHHHHHHwwwwwwwwIIIIwwMMMMeeeeeSSSLLLLLLRR..",
    "~~~HHHHHHwwwwwwwwwwwIIwwwMMMeeeeSSSSLLLLLRRR..",
    "~~~~HHHHwwwwwwwwwwwwwIwwwMMeeeeeeSSSLLLLLRRR..",
    "~~~~AAAAAwwwwwwwwwwwwwwwwweeeeeeeeeeeYYYYRRR..",
    "~~~AAAAAAAAAAAwwwwwwwwwweeeeeeeeeeeYYYYYRRR...",
    "~~~AAAAAAAAAAAAAAAwwwwww.eeeeeeeeeeYYYYYRR....",
    "~~AAAAAAAAAAAAAAAAAA......eeeeeeeEEEYYYY......",
    "~~~AAAAAAAAAAAAAAAAAAAAAAEEEEEEEEEE...........",
    "~~~NNNNNNNNNNNNNNNNNNNNNEEEEEEEEEEEE..........",
    "~~~NNNNNNNNNNNNNNNNNNNNEEEEEEEEEEEE...........",
    "~~~~NNNNNNNNNNNNNNNNNNNNNEEEEEEEEEEE..........",
    "..............................................",
)

PROVINCES = ("britannia", "gallia", "hispania", "africa", "italia", "pannonia",
             "macedonia", "thracia", "asia", "galatia", "syria", "aegyptus")
SEAS = ("oceanus_britannicus", "mare_occidentale", "mare_orientale", "pontus_euxinus")
TRIBES = ("franks", "alamanni", "goths", "sassanids", "nomads")
HOMELAND = {t: "homeland_" + t for t in TRIBES}
REGIONS = PROVINCES + SEAS + tuple(HOMELAND[t] for t in TRIBES)

# A region's name where the map is drawn small (a phone): three or four letters.
SHORT = {"britannia": "Brit", "gallia": "Gall", "hispania": "Hisp", "africa": "Afr",
         "italia": "Ital", "pannonia": "Pann", "macedonia": "Mac", "thracia": "Thr",
         "asia": "Asia", "galatia": "Gal", "syria": "Syr", "aegyptus": "Aeg",
         "oceanus_britannicus": "Oc. Br.", "mare_occidentale": "M. Occ.",
         "mare_orientale": "M. Or.", "pontus_euxinus": "Pontus",
         "homeland_franks": "Franks", "homeland_alamanni": "Alam.",
         "homeland_goths": "Goths", "homeland_sassanids": "Sass.",
         "homeland_nomads": "Nomads"}
TRIBE_NAME = {"franks": "Franks", "alamanni": "Alamanni", "goths": "Goths",
              "sassanids": "Sassanids", "nomads": "Nomads"}
TRIBE_LETTER = {"franks": "Fr", "alamanni": "Al", "goths": "Go", "sassanids": "Sa",
                "nomads": "No"}

# The movement graph (the engine's data.py EDGES, without their marks): the
# tests check that the two agree.
EDGES = (
    ("gallia", "hispania"), ("gallia", "italia"), ("hispania", "africa"),
    ("africa", "aegyptus"), ("italia", "pannonia"), ("pannonia", "macedonia"),
    ("pannonia", "thracia"), ("macedonia", "thracia"), ("thracia", "asia"),
    ("asia", "galatia"), ("galatia", "syria"), ("syria", "aegyptus"),
    ("britannia", "oceanus_britannicus"), ("gallia", "oceanus_britannicus"),
    ("hispania", "mare_occidentale"), ("gallia", "mare_occidentale"),
    ("italia", "mare_occidentale"), ("africa", "mare_occidentale"),
    ("macedonia", "mare_occidentale"), ("macedonia", "mare_orientale"),
    ("thracia", "mare_orientale"), ("asia", "mare_orientale"),
    ("galatia", "mare_orientale"), ("syria", "mare_orientale"),
    ("aegyptus", "mare_orientale"), ("thracia", "pontus_euxinus"),
    ("asia", "pontus_euxinus"), ("galatia", "pontus_euxinus"),
    ("mare_occidentale", "mare_orientale"), ("mare_orientale", "pontus_euxinus"),
    ("homeland_franks", "gallia"), ("homeland_franks", "oceanus_britannicus"),
    ("homeland_alamanni", "gallia"), ("homeland_alamanni", "italia"),
    ("homeland_alamanni", "pannonia"), ("homeland_goths", "thracia"),
    ("homeland_goths", "pontus_euxinus"), ("homeland_sassanids", "galatia"),
    ("homeland_sassanids", "syria"), ("homeland_nomads", "africa"),
    ("homeland_nomads", "aegyptus"),
)
# Britannia and Gallia count as neighbours for a Pretender (rule 12.1) though
# no army crosses there without the sea: drawn dotted.  Thracia and Asia are
# neighbours across the strait where the two seas meet: drawn as a crossing.
PRETENDER_LINKS = (("britannia", "gallia"),)
STRAITS = (("thracia", "asia"),)

ADJ = {r: [] for r in REGIONS}
for _a, _b in EDGES:
    ADJ[_a].append(_b)
    ADJ[_b].append(_a)

# Barbarian leaders' tribes and the provinces where rival emperors appear.
LEADER_TRIBE = {"ardashir": "sassanids", "shapur_i": "sassanids", "cniva": "goths"}
RIVAL_PROVINCE = {"priest_king_of_emesa": "syria", "postumus": "gallia", "zenobia": "aegyptus"}


def kind(region) -> str:
    if region in SEAS:
        return "sea"
    if region.startswith("homeland_"):
        return "homeland"
    return "province"


# --- the hexagons ------------------------------------------------------------------
# A hexagon (column c, row r) has its centre at (2c + r % 2 + 1, 3r + 2) in
# lattice units (half a hexagon's width across, a quarter of its height down),
# so every corner is a whole point of the lattice and two hexagons sharing a
# side share its two corners exactly.  ``UX``, ``UY``: a lattice unit in the
# SVG's units (a hexagon of side 10).
UX, UY = 8.66, 5.0
CORNERS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))    # clockwise from the top
COLS, ROWS = len(MAP[0]), len(MAP)
WIDTH = round((2 * COLS + 1) * UX, 1)
HEIGHT = round((3 * ROWS + 1) * UY, 1)


def neighbours(c, r):
    if r % 2 == 0:
        return ((c - 1, r), (c + 1, r), (c - 1, r - 1), (c, r - 1), (c - 1, r + 1), (c, r + 1))
    return ((c - 1, r), (c + 1, r), (c, r - 1), (c + 1, r - 1), (c, r + 1), (c + 1, r + 1))


CELLS = {region: [] for region in REGIONS}     # region -> its hexagons
for _r, _row in enumerate(MAP):
    for _c, _ch in enumerate(_row):
        if _ch in CODE:
            CELLS[CODE[_ch]].append((_c, _r))


def at(c, r) -> str:
    """The region of hexagon (c, r), or "" (land or water of no region, off the map)."""
    if 0 <= r < ROWS and 0 <= c < COLS:
        return CODE.get(MAP[r][c], "")
    return ""


def centre(c, r):
    return 2 * c + r % 2 + 1, 3 * r + 2


def outline(region) -> list:
    """The region's outline as closed loops of lattice points: the sides of
    its hexagons that no other of its hexagons shares, chained end to end."""
    step = {}
    for c, r in CELLS[region]:
        x, y = centre(c, r)
        pts = [(x + dx, y + dy) for dx, dy in CORNERS]
        for i in range(6):
            step[pts[i]] = step.get(pts[i], []) + [pts[(i + 1) % 6]]
    # a side shared by two of the region's hexagons is walked both ways: drop it
    for a in list(step):
        for b in list(step[a]):
            if a in step.get(b, []):
                step[a].remove(b)
                step[b].remove(a)
    loops = []
    for a in sorted(step):
        while step[a]:
            loop, p = [a], step[a].pop()
            while p != a:
                loop.append(p)
                p = step[p].pop()
            loops.append(loop)
    return loops


def path_d(region) -> str:
    """The SVG path of the region's outline (corners where the outline turns)."""
    out = []
    for loop in outline(region):
        pts = []
        n = len(loop)
        for i in range(n):
            a, b, c = loop[i - 1], loop[i], loop[(i + 1) % n]
            if (b[0] - a[0]) * (c[1] - b[1]) != (b[1] - a[1]) * (c[0] - b[0]):
                pts.append(b)              # a turn (a straight run needs no corner)
        out.append("M" + " L".join(fmt(x * UX) + " " + fmt(y * UY) for x, y in pts) + "Z")
    return "".join(out)


def fmt(v) -> str:
    v = round(v, 1)
    return str(int(v)) if v == int(v) else str(v)


# A few labels placed by hand where the deepest hexagon crowds a neighbour's.
PIN = {"oceanus_britannicus": (10, 1), "asia": (32, 15), "homeland_sassanids": (42, 17)}


def depths(region) -> dict:
    """{hexagon: how many hexagons of the region lie between it and the region's edge}."""
    depth = {}
    edge = [h for h in CELLS[region] if any(at(*n) != region for n in neighbours(*h))]
    for h in edge:
        depth[h] = 0
    frontier, d = edge, 0
    while frontier:
        d += 1
        nxt = []
        for h in frontier:
            for n in neighbours(*h):
                if at(*n) == region and n not in depth:
                    depth[n] = d
                    nxt.append(n)
        frontier = nxt
    return depth


def percent(c, r):
    """Hexagon (c, r)'s centre as (x, y) in % of the map's width and height."""
    x, y = centre(c, r)
    return round(100 * x * UX / WIDTH, 2), round(100 * y * UY / HEIGHT, 2)


def distance(a, b) -> float:
    """Between the centres of hexagons a and b, in the SVG's units."""
    (xa, ya), (xb, yb) = centre(*a), centre(*b)
    return (((xa - xb) * UX) ** 2 + ((ya - yb) * UY) ** 2) ** .5


def anchor(region):
    """Where the region's name and counters go, as (x, y) in % of the map: its
    hexagon farthest from its edge (the middle of those, where several are)."""
    return percent(*anchor_hex(region))


def anchor_hex(region):
    return PIN[region] if region in PIN else deepest(region)


def deepest(region):
    """The region's hexagon farthest from its edge (the middle one, where several are)."""
    cells = CELLS[region]
    depth = depths(region)
    most = max(depth.values())
    deep = [h for h in cells if depth[h] == most]
    mx = sum(centre(*h)[0] for h in cells) / len(cells)
    my = sum(centre(*h)[1] for h in cells) / len(cells)
    return min(deep, key=lambda h: ((centre(*h)[0] - mx) * UX) ** 2 + ((centre(*h)[1] - my) * UY) ** 2)


def spots(region, n=5, off=4) -> list:
    """Other places for the region's name and counters where the anchor's is
    crowded: its ``n`` hexagons farthest from its edge, the nearest the
    anchor first, then (a land region's) the ``off`` hexagons of a sea
    beside it nearest the anchor, as (x, y) in % of the map."""
    home, depth = anchor_hex(region), depths(region)
    cells = sorted(CELLS[region], key=lambda h: (-depth[h], distance(h, home), h))
    own = [h for h in cells if h != home][:n]
    shore = set()
    if kind(region) != "sea":
        for h in CELLS[region]:
            for a in neighbours(*h):
                if at(*a) in SEAS:
                    shore.add(a)
    return [percent(*h) for h in own + sorted(shore, key=lambda h: (distance(h, home), h))[:off]]


def middle(region):
    """The middle of the region, where a player clicks it (its hexagon farthest
    from its edge), as (x, y) in % of the map: no other region's name or
    counters may lie over it."""
    return percent(*deepest(region))


def borders() -> set:
    """The pairs of regions whose hexagons share a side: the borders drawn."""
    out = set()
    for region in REGIONS:
        for h in CELLS[region]:
            for n in neighbours(*h):
                other = at(*n)
                if other and other != region:
                    out.add(tuple(sorted((region, other))))
    return out


def nearest(a, b):
    """The centres (SVG units) of the closest hexagons of regions a and b."""
    best = None
    for ha in CELLS[a]:
        for hb in CELLS[b]:
            xa, ya = centre(*ha)
            xb, yb = centre(*hb)
            d = ((xa - xb) * UX) ** 2 + ((ya - yb) * UY) ** 2
            if best is None or d < best[0]:
                best = (d, (xa * UX, ya * UY), (xb * UX, yb * UY))
    return best[1], best[2]
