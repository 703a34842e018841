"""Time of Crisis's board: its words.  The spheres' names and colours, an id
as words, a region's name (the view's: the engine's data.NAME, no copy
here), what a move on the map costs (the prompt entry's own words, never
read back out of a label), what the log
says changed where since the viewer's last turn, and the names the log's
tooltips explain."""
from boards.toc import geometry as G

SPHERE = (("m", "Military", "red"), ("s", "Senate", "blue"), ("p", "Populace", "yellow"))
SPHERE_NAME = {k: name for k, name, _ in SPHERE}


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


def region_names(view) -> dict:
    """{region id: its name} as the engine's labels and log write it (the view's
    "region_names", data.NAME)."""
    return view["region_names"]


def cost_of(t, key):
    """What the one move that targets ``key`` costs: its prompt entry's "cost"
    (take_actions.price), which carries its own words ("short": "1 Military",
    the map's badge; "words": "costs 1 Military; 1 more to land", its
    tooltip); None when none or several moves target it."""
    found = t.groups.get(key) or []
    if len(found) != 1 or key in t.drawn:
        return None
    return t.actions[found[0]].get("cost") or None


def governor_seeking(view, t) -> list:
    """The provinces the prompt's moves would Place a Governor in (a pick of
    the province, or of the dice once it is chosen), in the prompt's order."""
    out = []
    names = region_names(view)
    for a in t.actions:
        label = a.get("label") or ""
        if label.startswith("Place a Governor: "):
            name = label[len("Place a Governor: "):].split(",")[0].split(" (")[0]
            for r in G.PROVINCES:
                if names[r] == name and r not in out:
                    out.append(r)
    return out


# What a log line since the viewer's last turn did to a region, by its words.
CHANGE_WORDS = (("battle", "battle"), ("invade", "invaded"), ("barbarian", "barbarians"),
                ("army", "army"), ("governor", "governor"), ("Senate", "governor"),
                ("support", "support"), ("Mob", "mob"), ("Militia", "militia"),
                ("Pretender", "pretender"), ("break", "pretender"))


def since_changes(view, viewer) -> dict:
    """{region: [what happened there]} in the log since the viewer's last own
    move (issue 21, defect 7): the map marks those regions."""
    log = view.get("log") or []
    if viewer is None or not log:
        return {}
    start = 0
    for i in range(len(log) - 1, -1, -1):
        if log[i].get("seat") == viewer:
            start = i + 1
            break
    if start == 0:
        return {}
    out = {}
    name = region_names(view)
    for e in log[start:]:
        text = e.get("text", "")
        tag = "changed"
        for word, what in CHANGE_WORDS:
            if word.lower() in text.lower():
                tag = what
                break
        for r in G.REGIONS:
            if name[r] in text and tag not in out.get(r, []):
                out.setdefault(r, []).append(tag)
    # "changed" only where nothing more telling is known; at most two words
    return {r: ([x for x in tags if x != "changed"] or tags)[:2] for r, tags in out.items()}


def roll_line(view, d) -> str:
    """How the log opens the line of the roll ``d`` (combat.battle_totals,
    actions.place_governor), "" for a roll not drawn by the map."""
    if d.get("what") == "battle":
        return "Dice: attacker"
    name = region_names(view)
    if d.get("what") == "votes" and d.get("dice") and d.get("region") in name:
        return " seeks " + name[d["region"]] + ": needs"
    return ""


def terms(view) -> dict:
    """Each card's and event's name as the log writes it ("Flanking Maneuver",
    "Plague of Cyprian") -> its effect, for the log's tooltips (issue 21, 4)."""
    out = {}
    for kind, key in (("card", "card_text"), ("event", "event_text")):
        for ident, text in (view.get(key) or {}).items():
            if text:
                out[words(ident)] = "(" + kind + ") " + text
    return out
