"""Time of Crisis's board: the cards.  A card as drawn (its colour, value,
name and effect; with its count and the viewer's price in the supply), a
pile of them, the piles beside the map in the order the step acts on them,
and the viewer's own cards docked at the bottom of the view (``hand``)."""
from boards.common import html, join
from boards import draw as paint
from boards.toc.words import words

def card_of(view, cid, t, count=None, price=None, kind_note="", size="mini"):
    colour, value = (view.get("card_values") or {}).get(cid, ["", ""])
    small = ""
    if count is not None:
        small += "×" + str(count)
    if price is not None:
        small += (" · " if small else "") + "cost " + str(price)
    name = words(cid)
    text = (view.get("card_text") or {}).get(cid, "")
    small = html("{}", small)
    if size == "wide" and text:        # the effect on the card itself
        small += html(" <span class='tx'>{}</span>", text)
    return paint.card(t, {"id": cid, "name": name}, type="toc-" + (colour or "card"),
                      value=value, name=name if value != 1 else colour[:1].upper() + colour[1:],
                      small=small, size=size, tip=kind_note or text)


def pile(view, d, t, empty="none", prices=None, size="mini", kept=False):
    """The cards of ``d`` ({card: count}) in the game's order of the cards, or
    (``kept``: a hand) in the order they came, a new card at the end, so that
    nothing moves under the finger as cards are taken (issue 43, defect 5)."""
    if not d:
        return html("<span class='muted'>{}</span>", empty)
    order = list(view.get("card_values") or {})
    keys = list(d) if kept else sorted(d, key=lambda c: order.index(c) if c in order else 99)
    return html("<span class='cards'>{}</span>", join(
        card_of(view, c, t, d[c], (prices or {}).get(c), size=size) for c in keys))

def piles(view, viewer, t, step) -> tuple:
    """(the cards this step acts on, the other piles) beside the map: buying,
    the supply first; taking a card, the Available Pile; otherwise the hand.
    The viewer's own piles only when the page does not dock them (``hand``)."""
    mine = viewer is not None and not t.docked       # (docked: the page draws them, ``hand``)
    # taking a card, the Available Pile's cards are the targets (drawn first:
    # a target is clickable where it is first drawn), not the hand's of the same name
    avail = html("<div class='toc-hand'><span class='fl'>Your Available Pile</span> {}</div>",
                 pile(view, view.get("available"), t, "empty", size="wide")) if mine else ""
    hand = html("<div class='toc-hand'><span class='fl'>Your hand</span> {}</div>",
                pile(view, view.get("hand"), t, "empty", size="wide", kept=True)) if mine else ""
    supply = html("<div class='toc-supply'><span class='fl'>Supply (count · your price)</span> {}</div>",
                  pile(view, view.get("supply"), t, "empty", view.get("prices"), size="wide"))
    if step == "buy":
        return supply, hand + avail
    if step in ("first_hand", "refill", "pax"):
        return avail + hand, supply
    return hand + avail, supply


TAKING = ("first_hand", "refill", "pax")        # the steps that take cards from the Available Pile


def hand(view, viewer, t) -> str:
    """The viewer's cards, docked by the page at the bottom of the view: his
    hand, then his Available Pile (the pile he takes cards from).  While he
    takes cards, the Available Pile first and its cards the targets (not the
    hand's card of the same name), the hand after it, each new card at its
    end: nothing shifts under the finger from one take to the next (issue 43,
    defect 5)."""
    step = (view.get("step") or {}).get("name") if isinstance(view.get("step"), dict) else None
    avail = (html("<span class='dock-part'><span class='fl'>Available Pile</span> {}</span>",
                  pile(view, view.get("available"), t, "empty", size="wide"))
             if view.get("available") else html(""))
    own = html("<span class='dock-part'><span class='fl'>Hand</span> {}</span>",
               pile(view, view.get("hand"), t, "empty", size="wide", kept=True))
    if step in TAKING:
        return str(avail + own)
    return str(own + avail)
