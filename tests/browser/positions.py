"""Decision positions for the table's layout tests (issue 33), built on CPython:
seeded games played at random, kept at the decisions of seat 0 (a person; the
others are easy AIs), and opened in the page from its storage, as a game in
progress is (no moves played in the browser to reach them).

    for save in positions.decisions("roman-empire", 4, seed=1, count=30): ...
    positions.open_position(page, save)          # the table, seat 0 to decide
"""
import json
import random

import kit
import pygame_core as pc

STARTED = 1_700_000_000_000


def seats_for(players) -> list:
    return [{"kind": "person"}] + [{"kind": "ai", "level": "easy"}] * (players - 1)


def decisions(game, players, seed, count, most_steps=4000) -> list:
    """``count`` saves of one seeded game, spread over it, each at a decision of
    seat 0 with two moves or more (the seats' risky forced moves held for seat
    0, as the page holds a person's)."""
    m = pc.new_match(game, players=players, seed=seed, options={"hold": [0]})
    rng = random.Random(seed)
    found = []
    steps = 0
    while not m.is_over() and steps < most_steps:
        seat = m.to_move()[0]
        legal = m.legal_actions(seat)
        if seat == 0 and len(legal) > 1:
            found.append(m.save())
        m.act(seat, rng.choice(legal))
        steps += 1
    if len(found) <= count:
        return found
    step = len(found) / count
    return [found[int(i * step)] for i in range(count)]


def find(game, test, players=4, seeds=range(1, 40), start=200, ai=False):
    """The first decision of seat 0 (two moves or more, after ``start`` steps)
    where ``test(match)`` holds: (its save, the view of seat 0).  The moves at
    random, or (``ai``) the easy AI's at every seat."""
    for seed in seeds:
        m = pc.new_match(game, players=players, seed=seed, options={"hold": [0]})
        rng = random.Random(seed)
        steps = 0
        while not m.is_over() and steps < 3000:
            seat = m.to_move()[0]
            legal = m.legal_actions(seat)
            if seat == 0 and len(legal) > 1 and steps >= start and test(m):
                return m.save(), m.view(0)
            m.act(seat, pc.ai.choose(m, seat, "easy", seed=steps) if ai else rng.choice(legal))
            steps += 1
    raise AssertionError("no such position")


def spread(game, sizes, count, seed=1) -> list:
    """``count`` positions or more of ``game`` over the player counts ``sizes``
    (as many from each; a short game, as Roman Empire's are, is followed by the
    next seed's), as (players, save)."""
    out = []
    each = -(-count // len(sizes))
    for k, players in enumerate(sizes):
        got, n = [], 0
        while len(got) < each and n < 20:
            got += decisions(game, players, seed + k + 100 * n, each - len(got))
            n += 1
        out += [(players, s) for s in got]
    return out


def open_position(page, save, players=None, key_no=[0]):
    """Open ``save`` at the table: stored as a game in progress (the only one),
    then loaded from the lobby (the engine replays it), seat 0 to decide.  The
    lobby is reached by the table's Lobby button when a table is open, else by
    a reload."""
    players = players or save["players"]
    key_no[0] += 1
    key = kit.AUTO + save["game"] + ":" + str(STARTED + key_no[0])
    rec = {"app": "ludi-romani", "name": "", "time": STARTED + key_no[0], "seats": seats_for(players),
           "save": save, "started": STARTED + key_no[0], "over": False}
    page.evaluate("""([k, v]) => { for (const old of Object.keys(localStorage))
        if (old.startsWith('ludi-romani:auto:')) localStorage.removeItem(old);
        localStorage.setItem(k, v); }""", [key, json.dumps(rec)])
    if page.is_visible("#table"):
        page.click("#table .tools button[data-do=lobby]")       # the lobby lists it anew
    else:
        page.reload()
        page.wait_for_selector("body[data-ui=ready]", timeout=kit.APP_TIMEOUT)
    page.wait_for_selector("#lobby:not([hidden])")
    page.locator(f"#in-progress li[data-key='{key}'] button[data-do=load]").click()
    page.wait_for_selector("#table:not([hidden])")
    page.wait_for_function(                 # (the AIs choose first when all choose at once)
        f"() => Number(document.querySelector('#table').dataset.moves) >= {len(save['actions'])}")
    kit.wait_for_turn(page)
    return key
