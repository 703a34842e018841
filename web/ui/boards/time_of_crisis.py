"""Time of Crisis, drawn as a map with panels under it.

First, beside the prompt: at the end, why the game ended and the legacy by
source; the viewer's unspent influence and political points, and the odds of
each Place a Governor the prompt offers.  Then the map (geometry in
``boards.toc.geometry``): each region an SVG shape of hexagons, placed as on the
Mediterranean, neighbours sharing a border; on it, in HTML, each region's
label box (its target: the name is the button; the shape answers a click
too) with the governor (colour AND the seat's number), support as pips and a
number, mobs, improvements, the Quaestor, Seat of Power / Breakaway, the
Militia, the capital's occupant, barbarians by tribe (active / inactive),
leaders and rival emperors, what changed there since the viewer's last turn;
and beside the box (never inside it) the armies in their player's colour.
Then the facts, the cards this step acts on, each with its effect, and the
side panel: players, the other piles, the events with their effects.

Clickable (when the viewer's actions target them): regions, armies, tribes
(in their homeland), barbarian leaders, cards (hand, Available Pile or
supply, by the step) and seats.
Only ``view(viewer)`` is drawn: other players' hands are counts.

This module puts the board together (``draw``) and hands the page its parts
(``hand``, ``panels``, ``terms``: boards/__init__.py); each layer is a module
of ``boards.toc``: ``geometry`` (the hexagons), ``words``, ``pieces`` (the
counters and dice), ``regions`` (the map drawn), ``supply`` (the cards) and
``panels`` (beside the prompt, the side panel, the player column).
"""
from boards.common import Targets, facts, html, join
from boards import draw as paint
from boards.toc.panels import ended_html, events_html, players_html, you_html
from boards.toc.panels import panels  # noqa: F401  (the page's: each seat's panel)
from boards.toc.pieces import dice_html, seat_tag
from boards.toc.regions import the_map
from boards.toc.supply import piles
from boards.toc.supply import hand  # noqa: F401  (the page's: the docked hand)
from boards.toc.words import since_changes, words
from boards.toc.words import terms  # noqa: F401  (the page's: the log's tooltips)


def draw(view, viewer, names, t=None) -> str:
    t = t or Targets()
    step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
    turn = view.get("active")
    parts = [("Round", html("<b class='toc-turn' data-turn='{}'>{}</b>", view.get("turn", 0),
                            view.get("round", view.get("turn", 0)))),
             ("Player", html("{} {}", seat_tag(view, turn, names), names[turn])
              if turn is not None else "—"),
             ("Emperor", html("{} {}", seat_tag(view, view["emperor"], names), names[view["emperor"]])
              if view.get("emperor") is not None else "none"),
             ("Lasting event", html("<span title='{}'>{}</span>",
                                    (view.get("event_text") or {}).get(view["lasting_event"], ""),
                                    words(view["lasting_event"]))
              if view.get("lasting_event") else "none"),
             ("Events left", paint.back(view.get("event_deck_count", 0), "events in the deck")),
             ("Legions left", str(view.get("legions_supply", "")))]
    # what the viewer may spend beside the prompt; while he buys, over the supply
    # (the board scrolls to the cards, his points stay in view with them: issue 43, 8)
    you = you_html(view, viewer, t)
    out = [ended_html(view, names), "" if step == "buy" else you,
           the_map(view, names, t, since_changes(view, viewer), viewer), facts(parts)]
    if view.get("last_round"):
        out.append(html("<p class='last-round'><b>Last round.</b></p>"))
    out.append(dice_html(view, names))
    # The map first (beside the prompt on a desktop, in view while a move is
    # chosen on it), then the cards this step acts on (buy: the supply; taking
    # a card: the Available Pile; otherwise the hand); the other piles, the
    # players and the events after.
    top, rest = piles(view, viewer, t, step)
    if step == "buy":
        top = you + top
    out.append(html("<div class='toc-layout'><section class='toc-cards' aria-label='Cards'>{}</section>"
                    "<aside class='toc-side' aria-label='Players, cards and events'>{}{}{}{}</aside>"
                    "</div>", top, rest, players_html(view, viewer, names, t), events_html(view, t),
                    LEGEND))
    return str(join(out))


LEGEND = html(
    "<details class='toc-legend'><summary>How to read the map</summary><ul>"
    "<li>Regions that share a border are neighbours; Thracia and Asia also, across the "
    "strait (the dashed crossing); Britannia and Gallia only for a Pretender (the dotted "
    "line). Plain land and the grey water belong to no region.</li>"
    "<li>A province's colour and the disc on its label: its governor (the player's colour "
    "and number); N: a neutral governor; hatched: No Place (not in play with this many "
    "players); a purple dashed border: a Pretender's province.</li>"
    "<li>● ○: support (Italia up to 8). Dark discs: Mobs. Stone tiles Am, Ba, Li: "
    "Amphitheater, Basilica, Limes. Q: a player's Quaestor. A green shield M: the Militia "
    "(a dark foot: with a Castra). Capital n: player n's army holds the capital.</li>"
    "<li>An army: a block in its player's colour with the General's number, a white square "
    "a full Legion and a half one a reduced Legion, a triangle a Foederati, a notched mark a "
    "Castra, a house: in the capital, ⚔: fought this turn.</li>"
    "<li>Barbarians: a piece for each tribe (Fr Franks, Al Alamanni, Go Goths, Sa Sassanids, "
    "No Nomads, each its colour and shape) with the count: solid active, pale and dashed "
    "inactive. ★ a barbarian leader in its tribe's colour, ♛ a rival emperor. After a battle "
    "its dice are drawn in the map's corner until your next move (a hit dark red). An orange "
    "outline: where your move may go, with its cost; a yellow mark: what changed there since "
    "your last turn.</li></ul></details>")
