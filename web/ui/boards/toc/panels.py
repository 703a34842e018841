"""Time of Crisis's board: the panels.  Beside the prompt, at the end why the
game ended and the legacy by source, and the viewer's unspent influence,
political points and the odds of each Place a Governor the prompt offers;
the side panel's players (legacy, tokens, counts, cards played, unspent
influence) and events (drawn, lasting, the leaders and rivals to come or
gone); and each seat's panel in the page's player column (``panels``)."""
from boards.common import Markup, Targets, fact, html, join
from boards import draw as paint
from boards.toc import geometry as G
from boards.toc.pieces import seat_tag
from boards.toc.supply import card_of
from boards.toc.words import SPHERE, governor_seeking, region_names, words

def legacy_bar(value, end):
    share = max(0, min(100, int(100 * value / (end or 60))))
    return html("<span class='toc-legacy' role='meter' aria-valuemin='0' aria-valuemax='{1}' "
                "aria-valuenow='{0}' aria-label='legacy {0} of {1}'><span class='fill' "
                "style='width:{2}%'></span><span class='mtext'>{0} / {1}</span></span>",
                value, end, share)


def players_html(view, viewer, names, t):
    out = []
    end = view.get("legacy_end") or 60
    for ps in view.get("player_state") or []:
        s = ps["seat"]
        box = t.box("seat", s, names[s])
        cls = ("player toc-player c-" + ps.get("colour", "") + (" me" if s == viewer else "") +
               (" active" if s == view.get("active") else ""))
        tokens = html("")
        if view.get("emperor") == s:
            tokens += paint.token("Emperor", "emperor", "holds Italia's capital as Emperor")
        if ps.get("pretender"):
            tokens += paint.token("Pretender", "pretender", "a Pretender: the dashed provinces")
        pool = ps.get("pool") or {}
        spend = join((html("<span class='toc-inf c-{}' title='{} influence'>{} {}</span>", colour,
                           full, full[0], pool.get(k, 0))
                      for k, full, colour in SPHERE if pool.get(k)), " ")
        played = [c for c, _used in ps.get("play") or []]
        mine = [("Emperor turns", str(ps.get("emperor_turns", 0))),
                ("Provinces", str(len(ps.get("provinces") or []))),
                ("Hand", paint.back(ps.get("hand_count", 0), "cards in hand")),
                ("Available", str(ps.get("available_count", 0))),
                ("Discard", str(sum((ps.get("discard") or {}).values()))),
                ("Governors in reserve", str(ps.get("governors_available", 0))),
                ("Generals in reserve", str(ps.get("generals_available", 0)))]
        body = join(fact(k, v) for k, v in mine)
        if played:
            body += html("<div class='toc-played'><span class='fl'>Played</span> {}</div>",
                         join(card_of(view, c, Targets()) for c in played))
        if spend:
            body += html("<div class='toc-pool'><span class='fl'>Unspent</span> {}</div>", spend)
        out.append(html("<div class='{}'{}><div class='player-head'>{}<h5>{}</h5>{}</div>{}"
                        "<div class='strip'>{}</div></div>", cls, box.attrs, seat_tag(view, s, names),
                        box.name(names[s]), tokens, legacy_bar(ps.get("legacy", 0), end), body))
    return html("<h4 class='sr-only'>Players</h4><div class='players-row toc-players'>{}</div>",
                join(out))


def events_html(view, t):
    """The events drawn (the latest first, each with what it does), the lasting
    event, and the leaders and rivals still to come or gone."""
    out = html("")
    texts = view.get("event_text") or {}
    gone = view.get("events_out") or []
    lasting = view.get("lasting_event")
    if lasting:
        out += html("<div class='toc-events'><span class='fl'>Lasting event</span> <b>{}</b> "
                    "<span class='tx'>{}</span></div>", words(lasting), texts.get(lasting, ""))
    if gone:
        out += html("<div class='toc-events'><span class='fl'>Events drawn</span>"
                    "<ul class='toc-evlist'>{}</ul></div>", join(
                        html("<li><b>{}</b> <span class='tx'>{}</span></li>", words(e),
                             texts.get(e, "")) for e in reversed(gone)))
    left = []
    for l, where in sorted((view.get("leaders") or {}).items()):
        if where not in (None, "home", "out") and where not in G.REGIONS:
            left.append(t.tag("leader", l, words(l), cls="toc-leader", tip=texts.get(l, "")))
        elif where is None or where == "out":
            left.append(t.tag("leader", l, words(l) + (" (gone)" if where == "out" else " (to come)"),
                              cls="toc-leader off", tip=texts.get(l, "")))
    for r, where in sorted((view.get("rivals") or {}).items()):
        if where != "in":
            left.append(t.tag("leader", r, words(r) + (" (gone)" if where == "out" else " (to come)"),
                              cls="toc-leader rival off", tip=texts.get(r, "")))
    if left:
        out += html("<div class='toc-events'><span class='fl'>Leaders and rivals</span> {}</div>",
                    join(left, " "))
    return out


def ended_html(view, names):
    """At the end: why the game ended, and each player's legacy by source."""
    res = view.get("result") or {}
    if not res.get("ended"):
        return ""
    rows = []
    for s, parts in enumerate(res.get("breakdown") or []):
        rows.append(html("<li><b>{}</b> {}: {}</li>",
                         names[s] if s < len(names) else "Player " + str(s + 1),
                         (res.get("scores") or [0] * (s + 1))[s],
                         ", ".join(p["source"] + " " + str(p["points"]) for p in parts) or "nothing"))
    return html("<div class='toc-ended'><p><b>The game is over.</b> {}</p><p class='fl'>Legacy by "
                "source</p><ul>{}</ul></div>", res["ended"], join(rows))


BUYING_STEPS = ("discard", "buy")


def points_html(view, ps) -> Markup:
    """The political points a player buys cards with (ToC 5.3: support less
    Mobs in the provinces he governs): while he buys, those left; before, in
    his turn, those buying would start with if it began now."""
    step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
    if step in BUYING_STEPS and ps.get("seat") == view.get("active"):
        return html("<span class='toc-pp' title='political points left to buy cards with'>"
                    "Political points <b>{}</b></span>", ps.get("political_points", 0))
    now = ps.get("points_now", 0)
    check = view.get("support_check") or {}
    if ps.get("seat") == view.get("active") and "points" in check:
        # the Support Check comes first (ToC 6.4): the points it leaves (issue 43,
        # 10), forecast by the engine in his turn before the check
        after = check["points"]
        lost = [region_names(view)[p] for p, c in sorted(check.get("provinces", {}).items())
                if c["lost"]]
        why = ("after the Support Check (" + str(now) + " now" +
               ("; loses " + ", ".join(lost) if lost else "") + ")" if after != now or lost
               else "(the Support Check takes none)")
        return html("<span class='toc-pp' title='support less Mobs in the provinces governed, "
                    "after the Support Check at the end of your actions: the political points "
                    "buying starts with (ToC 5.3, 6.4) if the actions ended now'>"
                    "Points to buy with <b>{}</b> <span class='toc-pp-why'>{}</span></span>",
                    after, why)
    return html("<span class='toc-pp' title='support less Mobs in the provinces governed: the "
                "political points buying starts with (ToC 5.3) if the actions ended now'>"
                "Points to buy with <b>{}</b></span>", now)


def you_html(view, viewer, t):
    """Beside the prompt: the viewer's unspent influence and political points,
    and the odds of each Place a Governor and each battle the prompt offers
    (before the roll)."""
    if viewer is None:
        return ""
    ps = (view.get("player_state") or [])[viewer] if viewer < len(view.get("player_state") or []) else {}
    pool = ps.get("pool") or {}
    parts = [html("<span class='toc-inf c-{}' title='unspent {} influence'>{} <b>{}</b></span>",
                  colour, full, full, pool.get(k, 0)) for k, full, colour in SPHERE]
    parts.append(points_html(view, ps))
    out = html("<div class='toc-you' aria-label='What you may spend'><span class='fl'>You have</span> "
               "{}</div>", join(parts, " "))
    votes = view.get("governor_votes") or {}
    seeking = [r for r in governor_seeking(view, t) if r in votes]
    if seeking:
        out += html("<div class='toc-odds'><span class='fl'>Place a Governor</span> {}</div>", join(
            (html("<span><b>{}</b> {}</span>", region_names(view)[r], votes[r]["words"])
             for r in seeking),
            " · "))
    fights = view.get("battle_odds") or {}
    if fights:                 # a battle's odds before the army or its enemy is picked
        names = region_names(view)
        # short beside the prompt (who, win, lose), the hits in its tooltip (the
        # engine's words, combat.battle_words: the table read by ear says the same)
        out += html("<div class='toc-odds toc-battle-odds'><span class='fl'>Initiate a battle</span> "
                    "{}</div>", join((html("<span title='{} in {}: {}'><b>{}</b> {}</span>",
                                           o.get("against", ""), names.get(o.get("region"), ""),
                                           o["words"], o.get("against", ""),
                                           o["words"].split(";")[0])
                                      for _key, o in sorted(fights.items()))))
    return out


def panels(view, viewer, names) -> list:
    """Each seat's panel: legacy, provinces, hand, the governors and generals in
    reserve, unspent influence; the Emperor and a Pretender; the seat's colour."""
    out = []
    for ps in view.get("player_state") or []:
        pool = ps.get("pool") or {}
        badges = []
        if view.get("emperor") == ps["seat"]:
            badges.append("Emperor")
        if ps.get("pretender"):
            badges.append("Pretender")
        facts = [("Provinces", str(len(ps.get("provinces") or []))),
                 ("Hand", str(ps.get("hand_count", 0))),
                 ("Governors", str(ps.get("governors_available", 0))),
                 ("Generals", str(ps.get("generals_available", 0)))]
        spare = " ".join(full[0] + str(pool.get(k, 0)) for k, full, _ in SPHERE if pool.get(k))
        if spare:
            facts.append(("Unspent", spare))
        if ps["seat"] == view.get("active"):       # in his turn: the points he buys with (5.3)
            step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
            facts.append(("Points left" if step in BUYING_STEPS else "Points to buy",
                          str(ps.get("political_points" if step in BUYING_STEPS else "points_now", 0))))
        out.append({"score": ps.get("legacy", 0), "unit": "legacy", "colour": ps.get("colour"),
                    "badges": badges, "facts": facts})
    return out
