"""The pace of AI moves (issue 21, defect 10): the pause the page waits after an
AI move (web/ui/table.py's pause_after, applied in app.advance) is spent on what
a person wants to see, not on secret picks nor on moves the rules made."""

import re

import pygame_core as pc

import table

NORMAL_MS = 800          # pace.py's "normal"


def watch(game, players, moves, viewer=0, seed=3):
    """Play ``moves`` easy-AI moves (the viewer's too) as the page would pace
    them for ``viewer``: [(lines the move wrote, the pause after it)]."""
    m = pc.new_match(game, players=players, seed=seed)
    out = []
    for i in range(moves):
        if m.is_over():
            break
        seat = m.to_move()[0]
        before = m.view(viewer)
        m.act(seat, pc.ai.choose(m, seat, level="easy", seed=i))
        after = m.view(viewer)
        out.append((table.fresh_lines(before, after),
                    table.pause_after(before, after, seat in m.to_move())))
    return out


def test_secret_picks_and_forced_moves_take_no_pause():
    seen = watch("time-of-crisis", 4, 120)
    secret = [p for lines, p in seen
              if lines and all(e["text"].endswith(table.SECRET) for e in lines)]
    assert len(secret) >= 20 and set(secret) == {table.PAUSE_NONE}
    only = {"log": [{"seat": None, "text": "Player 2: Go on to buying (only choice)."}]}
    assert table.pause_after({"log": []}, only, True) == table.PAUSE_NONE
    assert table.pause_after(only, only, False) == table.PAUSE_NONE


def test_what_changes_the_table_is_paused_on_in_full():
    seen = watch("time-of-crisis", 4, 200)
    full = [lines for lines, p in seen if p == table.PAUSE_FULL]
    assert any(any(e["seat"] is None and " moves " in e["text"] or "governs" in e["text"]
                   for e in lines) for lines in full)
    # A card played waits less; choosing an action, before its target, not at all.
    steps = [lines for lines, p in seen if p == table.PAUSE_STEP]
    assert steps and all(all(e["seat"] is not None for e in lines) for lines in steps)
    assert any(lines[0]["text"].endswith(": Play Red 1.") for lines in steps)
    opened = [p for lines, p in seen if len(lines) == 1 and re.search(
        r": (Recruit a General|Create an army|Increase support) \([^)]*\)\.$", lines[0]["text"])]
    assert opened and set(opened) == {table.PAUSE_NONE}


def test_a_time_of_crisis_round_is_not_half_a_minute_of_watching():
    """At the normal pace every AI move waited 800 ms: a round of four players
    (from the first turn's start to the second's) was ~30 s of watching."""
    seen = watch("time-of-crisis", 4, 400)
    starts = [i for i, (lines, _) in enumerate(seen)
              if any(e["text"].startswith("— ") and e["text"].endswith("'s turn.") for e in lines)]
    a, b = starts[0], starts[4]               # one round: four turns
    before = (b - a) * NORMAL_MS / 1000
    after = sum(p for _, p in seen[a:b]) * NORMAL_MS / 1000
    print(f"a Time of Crisis round at the normal pace: {before:.1f} s before, {after:.1f} s now")
    assert after < 0.5 * before


def test_a_roman_history_round_of_three_ais_is_brisk_at_normal_pace():
    """Issue 43, 10: three Roman History AIs took 22-24 s at the normal pace.
    Paced as the page paces them (``table.wait_share`` after ``pause_after``,
    play.advance), the longest round of a game's first rounds waits at most
    10 s (AI thinking apart), every move that changed the table still waits."""
    m = pc.new_match("roman-history", players=4, seed=3)
    rounds, cur = [], []
    for i in range(300):
        if m.is_over():
            break
        seat = m.to_move()[0]
        before = m.view(0)
        m.act(seat, pc.ai.choose(m, seat, level="easy", seed=i))
        after = m.view(0)
        if seat == 0:
            if cur:
                rounds.append(cur)
            cur = []
            continue
        cur.append((seat, table.pause_after(before, after, seat in m.to_move())))
    worst_before = max(sum(p for _, p in r) for r in rounds) * NORMAL_MS / 1000
    assert worst_before > 15                  # the round that was slow to watch
    for r in rounds:
        spent, last = [0.0, 0.0], None
        for seat, pause in r:
            if seat != last:
                spent[0], last = 0.0, seat
            share = table.wait_share(pause, spent[0], spent[1])
            assert share == pause or share == table.BRISK < pause
            assert share > 0 or pause == 0     # what changed the table is still seen
            spent[0] += share
            spent[1] += share
        assert spent[1] * NORMAL_MS / 1000 <= 10, spent      # under half of it
