"""Time of Crisis data (invariant 1 of the data sheet's section 8): counts
against the component list, the map, the movement example, the invasion paths.
VERIFIED facts are pinned as facts; the rest is checked for consistency."""
from collections import deque

from pygame_core.games.time_of_crisis import data as D


def distances(start):
    dist = {start: 0}
    todo = deque([start])
    while todo:
        r = todo.popleft()
        for q in D.ADJ[r]:
            if q not in dist:
                dist[q] = dist[r] + 1
                todo.append(q)
    return dist


def test_component_counts():
    # ToC 2: 105 influence cards (12/9/8/6 per suit), 15 events, 33 Legions, 12 Militia,
    # 10 barbarians per tribe, 3 leaders, 3 Rival Emperors, 16 Mobs, 17 markers.
    assert sum(D.CARD_COUNT.values()) == 105
    for colour in ("red", "blue", "yellow"):
        counts = sorted((D.CARDS[c][1], D.CARD_COUNT[c]) for c in D.CARDS if D.CARDS[c][0] == colour)
        assert counts == [(1, 12), (2, 9), (3, 8), (4, 6)]
    assert len(D.EVENTS) == 15 and len(D.CARD_COUNT) + 0 == 12
    assert len(D.LEADERS) == 3 and len(D.RIVALS) == 3
    assert (D.LEGIONS, D.MILITIA, D.BARBARIANS_PER_TRIBE, D.MOB_COUNTERS, D.MARKERS) == \
        (33, 12, 10, 16, 17)
    assert D.IMPROVEMENT_COUNT == 12 and len(D.IMPROVEMENTS) == 3
    assert len(D.GOVERNOR_COSTS) + 1 == 6 and len(D.GENERAL_COSTS) + 1 == 6
    assert D.START_DECK == {"red_1": 3, "blue_1": 3, "yellow_1": 3}
    assert all(D.CARDS[c][1] > 1 for c in D.SUPPLY_CARDS) and len(D.SUPPLY_CARDS) == 9
    assert D.EMPEROR_BONUS == (10, 6, 3, 0)


def test_regions_and_adjacency_symmetric():
    assert len(D.PROVINCES) == 12 and len(D.REGIONS) == 21
    assert len(D.EDGES) == 41
    for r, ns in D.ADJ.items():
        for q in ns:
            assert r in D.ADJ[q], (r, q)
    for t, h in D.HOMELAND.items():
        assert not any(q in D.HOMELANDS for q in D.ADJ[h])


def test_movement_costs_from_africa_W1():
    # ToC 6.3.1 example (VERIFIED): Aegyptus 1, Italia 2, Asia 3, Britannia 4.
    d = distances("africa")
    assert (d["aegyptus"], d["italia"], d["asia"], d["britannia"]) == (1, 2, 3, 4)
    # Example of play, turn 6: Macedonia->Thracia and Galatia->Syria for 1.
    assert distances("macedonia")["thracia"] == 1 and distances("galatia")["syria"] == 1


def test_forbidden_edges_and_special_links():
    edges = {frozenset((a, b)) for a, b, _ in D.EDGES}
    for a, b in (("gallia", "britannia"), ("africa", "italia"), ("africa", "mare_orientale"),
                 ("africa", "pontus_euxinus"), ("aegyptus", "asia"),
                 ("mare_occidentale", "asia"), ("hispania", "oceanus_britannicus"),
                 ("mare_occidentale", "oceanus_britannicus")):
        assert frozenset((a, b)) not in edges, (a, b)
    # ToC 4: the two straits; ToC 12.1: Gallia-Britannia for Pretenders only.
    assert "africa" in D.ADJ["hispania"] and "asia" in D.ADJ["thracia"]
    assert "britannia" in D.PROVINCE_ADJ["gallia"] and "gallia" in D.PROVINCE_ADJ["britannia"]
    assert "britannia" not in D.ADJ["gallia"]
    assert all("italia" not in D.PROVINCE_ADJ[p] or p in ("gallia", "pannonia")
               for p in D.PROVINCES)


def test_the_province_table_of_the_data_sheet():
    d = distances("pannonia")
    assert [d[p] for p in D.PROVINCES] == [4, 2, 3, 3, 1, 0, 1, 1, 2, 3, 3, 3]


def test_invasion_paths_and_their_declared_exceptions():
    first_bad, step_bad = [], []
    seen = set()
    for t, paths in D.PATHS.items():
        assert sorted(paths) == [1, 2, 3, 4, 5, 6]
        home = D.HOMELAND[t]
        near = set(D.ADJ[home]) | {q for s in D.ADJ[home] if s in D.SEAS for q in D.ADJ[s]}
        for w, path in paths.items():
            assert 1 <= len(path) <= 3 and len(set(path)) == len(path)
            assert all(p in D.PROVINCES for p in path)
            seen |= set(path)
            if path[0] not in near:
                first_bad.append((t, w))
            if any(b not in D.ADJ[a] for a, b in zip(path, path[1:])):
                step_bad.append((t, w))
    assert first_bad == list(D.FIRST_PROVINCE_EXCEPTIONS) == [("goths", 6)]
    assert step_bad == list(D.CONSECUTIVE_EXCEPTIONS) == [("franks", 4)]
    assert seen == set(D.PROVINCES)
    # VERIFIED: Sassanids 3 is Galatia then Asia; Goths 1 and Sassanids 6 start as printed.
    assert D.PATHS["sassanids"][3] == ("galatia", "asia")
    assert D.PATHS["goths"][1][0] == "thracia" and D.PATHS["sassanids"][6][0] == "syria"


def test_crisis_tables():
    for n, table in D.CRISIS.items():
        assert sorted(table) == list(range(2, 13)) and table[7] == "event"
        assert all(r in D.TRIBES_IN_PLAY[n] or r in ("ira_deorum", "event", "pax_deorum")
                   for r in table.values())
    # VERIFIED entries of the 4-player table (example of play and rule 9 example).
    t4 = D.CRISIS[4]
    assert (t4[3], t4[5], t4[6], t4[7], t4[8], t4[10]) == \
        ("sassanids", "sassanids", "goths", "event", "alamanni", "franks")
    assert "nomads" not in D.CRISIS[3].values()
    assert not {"nomads", "sassanids"} & set(D.CRISIS[2].values())


def test_set_up_by_player_count():
    assert D.NO_PLACE[3] == ("hispania", "africa", "aegyptus")
    assert set(D.NO_PLACE[2]) == {"britannia", "hispania", "africa", "aegyptus", "syria",
                                  "galatia"}
    assert D.ITALIA_START == {4: 8, 3: 6, 2: 4}
    for n in (2, 3, 4):
        assert 12 - len(D.NO_PLACE[n]) - n == D.ITALIA_START[n]


def test_marks_list_the_unverified_values():
    assert D.MARKS and all(m in ("RECONSTRUCTED", "REPORTED", "REPORTED / RECONSTRUCTED")
                           for _, m, _ in D.MARKS)
