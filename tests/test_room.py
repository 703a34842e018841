"""The table in the room (issue 47), the host's side: web/engine.py's room_* calls
take each phone's message as it arrived on that seat's channel, refuse what must
be refused (changing nothing), and answer each phone only what its seat may see."""
import json

import pytest

from engine_api import call

PHONE = 1                     # Rome in Crisis, 2 players: seat 2 plays from a phone


class Phone:
    """One phone's side of the messages: its table id, its seat and its count."""
    def __init__(self, eng, table, seat=PHONE):
        self.eng, self.table, self.seat, self.seq = eng, table, seat, -1

    def send(self, kind, via=None, **body):
        self.seq += 1
        msg = dict({"v": 1, "table": self.table, "seat": self.seat, "seq": self.seq, "kind": kind},
                   **body)
        return self.raw(json.dumps(msg), via)

    def raw(self, text, via=None):
        return call(self.eng, "room_message", via=self.seat if via is None else via, text=text,
                    viewer=None)


@pytest.fixture()
def table(eng):
    b = call(eng, "new_game", game="rome-in-crisis", players=2, seed=3, hold=[0, 1])
    room = call(eng, "room_open", seats=[PHONE])
    assert room["seats"] == [PHONE] and len(room["table"]) == 12
    return eng, b, Phone(eng, room["table"])


def cards(view, seat):
    return [c["id"] for c in view["hands"][seat]["cards"]]


def to_phone_seat(eng, b):
    """Play seat 1's moves (at the shared screen) until seat 2 is to move."""
    while PHONE not in b["to_move"]:
        seat = b["to_move"][0]
        b = call(eng, "view", viewer=seat)
        b = call(eng, "act", seat=seat, action=b["view"]["prompt"]["actions"][0]["action"])
    return b


def test_hello_answers_the_seats_view_and_never_the_save(table):
    eng, b, phone = table
    r = phone.send("hello")
    reply = r["reply"]
    assert r["changed"] is False and reply["kind"] == "view" and reply["seat"] == PHONE
    assert reply["view"] == call(eng, "view", viewer=PHONE)["view"]
    # its hand in words, each card with what it does: the game's speech for that seat alone
    assert reply["hand"] == eng._match.game.read(eng._match.state, PHONE, "hand")
    assert reply["hand"][0] == "You hold 2 cards." and len(reply["hand"]) == 3
    assert "save" not in json.dumps(reply) and reply["moves"] == 0


def test_no_message_to_a_phone_holds_another_seats_hand(table):
    """Every message to the phone is its seat's view as the engine draws it for that
    seat (Match.view(seat)), never the host's: seat 1's hidden cards never travel."""
    eng, b, phone = table
    first = phone.send("hello")["reply"]["view"]
    assert cards(call(eng, "view", viewer=0)["view"], 0) and cards(first, 0) == []
    hidden = 0
    for _ in range(12):
        b = to_phone_seat(eng, call(eng, "view", viewer=None))
        if b["over"]:
            break
        view = phone.send("hello")["reply"]["view"]     # rejoin: the same view as ever
        r = phone.send("act", action=view["prompt"]["actions"][0]["action"], at=b["moves"])
        assert r["changed"] and r["reply"]["kind"] == "view", r["reply"].get("reason")
        own = call(eng, "view", viewer=PHONE)["view"]
        host = call(eng, "view", viewer=0)["view"]
        for msg in (r["reply"], *call(eng, "room_views")["to"].values()):
            assert msg["seat"] == PHONE and msg["view"] == own
            if cards(own, 0) != cards(host, 0):
                hidden += 1
                assert set(cards(host, 0)) - set(cards(own, 0))     # cards the phone never got
    assert hidden >= 4          # seat 1 held cards the phone may not see, again and again


def test_a_move_out_of_turn_is_refused_and_changes_nothing(table):
    eng, b, phone = table
    phone.send("hello")
    assert b["to_move"] == [0]
    seat0 = call(eng, "view", viewer=0)["view"]["prompt"]["actions"][0]["action"]
    r = phone.send("act", action=seat0, at=0)
    assert r["changed"] is False and r["reply"]["kind"] == "refused"
    assert r["reply"]["reason"] == "It is not your turn."
    assert call(eng, "view")["moves"] == 0


@pytest.mark.parametrize("change, reason", [
    ({"table": "0123456789ab"}, "That message is for another table."),
    ({"seat": 0}, "This phone holds seat 2, not that one."),
    ({"v": 2}, "This phone's page speaks another version of the table's messages: reload it."),
    ({"kind": "shuffle"}, "The table does not know that message."),
    ({"at": 0}, "The table has moved on since that move was chosen: here it is now."),
])
def test_forged_and_stale_messages_are_refused(table, change, reason):
    eng, b, phone = table
    phone.send("hello")
    b = to_phone_seat(eng, b)
    save = b["save"]
    action = call(eng, "view", viewer=PHONE)["view"]["prompt"]["actions"][0]["action"]
    phone.seq += 1
    msg = dict({"v": 1, "table": phone.table, "seat": PHONE, "seq": phone.seq, "kind": "act",
                "action": action, "at": b["moves"]}, **change)
    r = phone.raw(json.dumps(msg))
    assert (r["changed"], r["reply"]["kind"], r["reply"]["reason"]) == (False, "refused", reason)
    assert r["reply"]["re"] == phone.seq and r["reply"]["view"]["hands"][0]["cards"] == []
    assert call(eng, "view")["save"] == save
    # The same move, sent right, is taken.
    assert phone.send("act", action=action, at=b["moves"])["changed"]


def test_a_replayed_message_is_stale(table):
    eng, b, phone = table
    phone.send("hello")
    b = to_phone_seat(eng, b)
    action = call(eng, "view", viewer=PHONE)["view"]["prompt"]["actions"][0]["action"]
    phone.seq += 1
    text = json.dumps({"v": 1, "table": phone.table, "seat": PHONE, "seq": phone.seq,
                       "kind": "act", "action": action, "at": b["moves"]})
    assert phone.raw(text)["changed"]
    moves = call(eng, "view")["moves"]
    r = phone.raw(text)
    assert r["reply"]["reason"] == "That message is stale: it was sent before one already taken."
    assert call(eng, "view")["moves"] == moves


def test_a_seat_without_a_phone_and_a_closed_seat_are_refused(table):
    eng, b, phone = table
    other = Phone(eng, phone.table, seat=0)
    assert other.send("hello")["reply"]["reason"] == "This seat is no longer played from a phone."
    phone.send("hello")
    call(eng, "room_close", seats=[PHONE])
    assert phone.send("hello")["reply"]["reason"] == "This seat is no longer played from a phone."
    call(eng, "room_close")
    assert phone.send("hello")["reply"]["reason"] == "This table takes no phones now."


def test_rejoin_after_a_drop_gets_the_seat_where_the_game_stands(table):
    eng, b, phone = table
    phone.send("hello")
    b = to_phone_seat(eng, b)
    action = call(eng, "view", viewer=PHONE)["view"]["prompt"]["actions"][0]["action"]
    phone.send("act", action=action, at=b["moves"])
    # The phone reloads: the host invites the seat again (the same table), the phone counts from 0.
    again = call(eng, "room_open", seats=[PHONE], table=phone.table)
    assert again["table"] == phone.table
    fresh = Phone(eng, phone.table)
    r = fresh.send("hello")
    assert r["reply"]["kind"] == "view" and r["reply"]["moves"] == call(eng, "view")["moves"]
    assert r["reply"]["view"] == call(eng, "view", viewer=PHONE)["view"]


def test_undo_takes_back_only_the_phones_own_move(table):
    eng, b, phone = table
    phone.send("hello")
    r = phone.send("undo", at=0)
    assert r["reply"]["reason"] == "That cannot be undone now."
    b = to_phone_seat(eng, b)
    view = call(eng, "view", viewer=PHONE)["view"]
    r = phone.send("act", action=view["prompt"]["actions"][0]["action"], at=b["moves"])
    if r["reply"]["view"]["can_undo"]:
        r = phone.send("undo", at=r["reply"]["moves"])
        assert r["changed"] and r["reply"]["moves"] == b["moves"]
        assert r["reply"]["view"] == view


def test_a_long_or_unreadable_message_is_refused(table):
    eng, b, phone = table
    assert phone.raw("x" * 30_000)["reply"]["reason"] == "That message is too long."
    assert phone.raw("{not json")["reply"]["reason"] == "That message could not be read."
    assert phone.raw("[1]")["reply"]["reason"] == "That message could not be read."


def test_hint_answers_the_phone_alone_and_only_on_its_turn(table):
    eng, b, phone = table
    phone.send("hello")
    r = phone.send("hint", at=0)
    assert r["reply"]["kind"] == "refused" and r["reply"]["reason"] == "It is not your turn."
    b = to_phone_seat(eng, b)
    r = phone.send("hint", at=b["moves"])
    legal = [a["action"] for a in call(eng, "view", viewer=PHONE)["view"]["prompt"]["actions"]]
    assert r["changed"] is False and r["reply"]["kind"] == "hint" and r["reply"]["seat"] == PHONE
    assert r["reply"]["action"] in legal and r["reply"]["text"]
    assert call(eng, "view")["moves"] == b["moves"]


def test_a_phone_seat_given_to_an_ai_is_the_ais_and_the_phone_is_refused_in_words(table):
    """The host gives a phone's seat to an AI (room_close, why "ai"): the phone is told
    so in a "gone" message, the AI plays the seat, and each later message from the
    phone is refused in those words, with no view of the seat, changing nothing."""
    eng, b, phone = table
    phone.send("hello")
    b = to_phone_seat(eng, b)
    r = call(eng, "room_close", seats=[PHONE], why="ai")
    gone = "The host gave this seat to an AI: this phone no longer plays it."
    assert r["seats"] == []
    msg = r["to"][str(PHONE)]
    assert (msg["kind"], msg["seat"], msg["table"], msg["reason"]) == ("gone", PHONE, phone.table, gone)
    assert "view" not in msg and "hand" not in msg
    action = call(eng, "view", viewer=PHONE)["view"]["prompt"]["actions"][0]["action"]
    for kind, body in (("act", {"action": action}), ("hint", {}), ("undo", {}), ("hello", {})):
        r = phone.send(kind, at=b["moves"], **body)
        assert (r["changed"], r["reply"]["kind"], r["reply"]["reason"]) == (False, "refused", gone)
        assert "view" not in r["reply"] and "hand" not in r["reply"]
    assert call(eng, "view")["moves"] == b["moves"]
    assert call(eng, "room_views")["to"] == {}          # the seat's views go to no phone
    moved = call(eng, "ai_move", seat=PHONE, level="easy", seed=1, viewer=None)
    assert moved["moves"] > b["moves"]                  # the AI plays the seat
    # Invited again (the host hands it back to a phone), a new phone takes it.
    call(eng, "room_open", seats=[PHONE], table=phone.table)
    assert Phone(eng, phone.table).send("hello")["reply"]["kind"] == "view"
