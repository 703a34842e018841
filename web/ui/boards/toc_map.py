"""Time of Crisis: the map's geometry, our own schematic drawing (no publisher art).

The Mediterranean as a grid of 7 columns and 5 rows: each region sits in a
cell (or a span of cells) placed roughly where it lies, north at the top; the
adjacency of the engine (data.py, EDGES) is drawn as lines between cell
centres in an SVG behind the regions.  On a narrow screen the stylesheet lets
the regions flow as a list and each region's "next to" line carries the
adjacency instead.  This module is a helper of the board (not a board: see
boards._NOT_BOARDS) and holds only names and places, no rules.
"""
COLS, ROWS = 7, 5

# region -> (column, row, column span), 1-based like CSS grid lines.
PLACE = {
    "britannia": (1, 1, 1), "homeland_franks": (2, 1, 1), "homeland_alamanni": (3, 1, 2),
    "homeland_goths": (5, 1, 2),
    "oceanus_britannicus": (1, 2, 1), "gallia": (2, 2, 1), "italia": (3, 2, 1),
    "pannonia": (4, 2, 1), "thracia": (5, 2, 1), "pontus_euxinus": (6, 2, 1),
    "hispania": (1, 3, 1), "mare_occidentale": (2, 3, 2), "macedonia": (4, 3, 1),
    "asia": (5, 3, 1), "galatia": (6, 3, 1), "homeland_sassanids": (7, 3, 1),
    "africa": (1, 4, 2), "mare_orientale": (3, 4, 3), "syria": (6, 4, 1),
    "homeland_nomads": (1, 5, 2), "aegyptus": (5, 5, 2),
}

PROVINCES = ("britannia", "gallia", "hispania", "africa", "italia", "pannonia",
             "macedonia", "thracia", "asia", "galatia", "syria", "aegyptus")
SEAS = ("oceanus_britannicus", "mare_occidentale", "mare_orientale", "pontus_euxinus")
TRIBES = ("franks", "alamanni", "goths", "sassanids", "nomads")
HOMELAND = {t: "homeland_" + t for t in TRIBES}

NAME = {
    "britannia": "Britannia", "gallia": "Gallia", "hispania": "Hispania", "africa": "Africa",
    "italia": "Italia", "pannonia": "Pannonia", "macedonia": "Macedonia",
    "thracia": "Thracia", "asia": "Asia", "galatia": "Galatia", "syria": "Syria",
    "aegyptus": "Aegyptus", "oceanus_britannicus": "Oceanus Britannicus",
    "mare_occidentale": "Mare Occidentale", "mare_orientale": "Mare Orientale",
    "pontus_euxinus": "Pontus Euxinus", "homeland_franks": "Frankish homeland",
    "homeland_alamanni": "Alamannic homeland", "homeland_goths": "Gothic homeland",
    "homeland_sassanids": "Sassanid homeland", "homeland_nomads": "Nomad homeland",
}
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
# no army crosses there without the sea: drawn dotted.
PRETENDER_LINKS = (("britannia", "gallia"),)

ADJ = {r: [] for r in PLACE}
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


def centre(region):
    """The centre of a region's cell(s) in the SVG's units (100 per cell)."""
    c, r, span = PLACE[region]
    return (c - 1) * 100 + span * 50, (r - 1) * 100 + 50


def lines_svg() -> str:
    """The adjacency as lines behind the regions (decoration: the same facts
    are in each region's "next to" line for screen readers and phones)."""
    out = ["<svg class='toc-lines' viewBox='0 0 " + str(COLS * 100) + " " + str(ROWS * 100) +
           "' preserveAspectRatio='none' aria-hidden='true' focusable='false'>"]
    for a, b in EDGES:
        (x1, y1), (x2, y2) = centre(a), centre(b)
        cls = "sea" if kind(a) == "sea" or kind(b) == "sea" else (
            "home" if kind(a) == "homeland" or kind(b) == "homeland" else "land")
        out.append("<line class='" + cls + "' x1='" + str(x1) + "' y1='" + str(y1) + "' x2='" +
                   str(x2) + "' y2='" + str(y2) + "'></line>")
    for a, b in PRETENDER_LINKS:
        (x1, y1), (x2, y2) = centre(a), centre(b)
        out.append("<line class='pret' x1='" + str(x1) + "' y1='" + str(y1) + "' x2='" +
                   str(x2) + "' y2='" + str(y2) + "'></line>")
    out.append("</svg>")
    return "".join(out)


def grid_style(region) -> str:
    c, r, span = PLACE[region]
    return "grid-column:" + str(c) + " / span " + str(span) + ";grid-row:" + str(r)


def words(ident) -> str:
    """An id as words: "flanking_maneuver" -> "Flanking Maneuver", "shapur_i" -> "Shapur I"."""
    out = []
    for w in str(ident).split("_"):
        if w in ("i", "ii", "iii"):
            out.append(w.upper())
        elif w in ("of", "for", "the"):
            out.append(w)
        else:
            out.append(w[:1].upper() + w[1:])
    return " ".join(out)
