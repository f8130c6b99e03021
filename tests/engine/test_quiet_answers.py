"""The mission check is not run again after a quiet step (engine/flow.py QUIET) or a quiet answer (engine/flow.py QUIET_ANSWER: a pass
or a card used in a window, the message sent, a trigger's yes or no) to a question asked of a
state it has seen (``GameState.mission_checked``, set by ``advance``).

- Played with the check after every answer, the games are the same at every decision.
- What makes a card leaving a hand quiet: no mission is achieved with one card fewer in any
  hand where it is not achieved with it (Mission: hand conditions are "at least" ones).
- The answers registered quiet change nothing else the check reads; nor do the steps
  registered quiet (since round 6b the turn's end when its player could send, and 情报接收
  when it asks or moves the message on).
- Whenever a question is asked of a state marked checked, the check (the rule as written)
  finds nothing to declare in it.
- A clone, or a state whose hands were set by hand, is checked after its next answer; so is
  a question asked by the first step of ``advance`` (the state was not checked before it).
"""
from __future__ import annotations

import random

from helpers_random import give_three_reds

from fengsheng.engine import Config, apply, flow, new_game
from fengsheng.engine.abilities import MISSIONS
from fengsheng.engine.decisions import PASS

from .test_quiet_effects import _read_by_the_check
from .test_role_shortcuts import _mission_roles, _tables, plain_mission_check


def _games(config, seeds):
    """The decisions (state hash, option, events) of random games, and how each ended."""
    games = []
    for seed in seeds:
        state, rng = new_game(config, seed), random.Random(seed)
        trace = []
        while not state.over:
            option = rng.choice(state.pending.options)
            trace.append((state.hash(), option, apply(state, option)))
        games.append((seed, trace, state.hash(), state.end_reason))
    return games


def test_the_games_are_the_games_checked_after_every_answer(monkeypatch):
    skipped = 0
    real = flow.QUIET_ANSWER.copy()

    def counting(kind):
        def quiet(option):
            nonlocal skipped
            q = real[kind](option)
            skipped += q
            return q
        return quiet

    for kind in real:
        monkeypatch.setitem(flow.QUIET_ANSWER, kind, counting(kind))
    played = [(config, _games(config, range(12))) for config in _tables()]
    assert skipped > 1000
    assert any(reason == "mission" for _, games in played for *_, reason in games)
    monkeypatch.setattr(flow, "QUIET_ANSWER", {})   # the check after every answer
    for config, games in played:
        for seed, trace, final, _ in games:
            state = new_game(config, seed)
            for digest, option, events in trace:
                assert state.hash() == digest, (seed, state.step)
                assert apply(state, option) == events, (seed, state.step)
            assert state.over and state.hash() == final


def test_a_card_leaving_a_hand_meets_no_mission():
    roles = tuple(_mission_roles())
    tried = 0
    for players in (5, 7):
        config = Config(players=players, roles=True, role_pool=roles)
        for seed in range(6):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                owners = [p.seat for p in state.players
                          if p.role in MISSIONS and not MISSIONS[p.role].achieved(state, p.seat)]
                for q in state.players:
                    hand = q.hand
                    for i, card in enumerate(hand[:]):
                        del hand[i]
                        try:
                            for seat in owners:
                                tried += 1
                                assert not MISSIONS[state.players[seat].role].achieved(
                                    state, seat), (state.players[seat].role, card)
                        finally:
                            hand.insert(i, card)
                apply(state, rng.choice(state.pending.options))
    assert tried > 10000


def test_quiet_answers_change_nothing_else_the_check_reads():
    answered = dict.fromkeys(flow.QUIET_ANSWER, 0)
    for players in (5, 9):
        config = Config(players=players, roles=True)
        for seed in range(10):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                option = rng.choice(state.pending.options)
                kind = state.frames[-1]["kind"]
                quiet = kind in flow.QUIET_ANSWER and flow.QUIET_ANSWER[kind](option)
                before = _read_by_the_check(state)
                flow.answer(state, option)
                if quiet:
                    answered[kind] += 1
                    after = _read_by_the_check(state)
                    # Only a hand may change, and only by losing a card (the one used or sent).
                    for p, q in zip(before[0], after[0]):
                        assert p[1:] == q[1:] and set(q[0]) <= set(p[0]), (kind, option)
                    assert before[1:] == after[1:], (kind, option)
                flow.advance(state, checked=True)
    assert all(answered.values()), answered


def test_quiet_steps_change_nothing_the_check_reads():
    seen = {}
    for players in (5, 9):
        config = Config(players=players, roles=True)
        for seed in range(10):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                flow.answer(state, rng.choice(state.pending.options))
                while state.pending is None and not state.over:
                    f = state.frames[-1]
                    quiet = flow.QUIET.get(f["kind"])
                    if quiet is not None and quiet is not True:
                        quiet = quiet(state, f)
                    where = (f["kind"], f.get("phase") or f.get("step"))
                    before = _read_by_the_check(state)
                    flow.step(state)
                    if quiet and not state.over:   # the check does nothing once it is over
                        assert _read_by_the_check(state) == before, (where, seed)
                        seen[where] = seen.get(where, 0) + 1
    assert seen.get(("turn", "end"), 0) > 100 and seen.get(("message", "receive"), 0) > 100, seen


def test_a_state_marked_checked_has_nothing_to_declare():
    marked = 0
    for config in _tables():
        for seed in range(12):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                if state.mission_checked:
                    marked += 1
                    copy = state.clone()
                    copy.pending = None
                    plain_mission_check(copy)
                    assert copy.frames[-1]["kind"] != "victory", (seed, state.step)
                apply(state, rng.choice(state.pending.options))
    assert marked > 1000


def test_a_copy_or_a_state_set_by_hand_is_checked_after_its_next_answer():
    state, rng = new_game(Config(players=5, roles=True), 3), random.Random(3)
    seen = 0
    while not state.over and seen < 20:
        if state.mission_checked:
            seen += 1
            assert not state.clone().mission_checked
            copy = state.clone()
            copy.mission_checked = True
            copy.index_hands()   # after setting hands directly (positions, determinisation)
            assert not copy.mission_checked
        apply(state, rng.choice(state.pending.options))
    assert seen == 20


def test_a_question_asked_before_any_check_is_checked_after_its_answer():
    """A copy given three red messages by hand asks its window question again by the first
    step of ``advance(checked=False)`` (as a loaded position does): the pass is checked, and
    the underground player declares victory at once."""
    declared = 0
    for seed in range(10):
        state, rng = new_game(Config(players=5, roles=True), seed), random.Random(seed)
        while not state.over and state.step < 60:
            d = state.pending
            if d.kind == "respond" and PASS in d.options and not state.stack:
                copy = state.clone()
                if give_three_reds(copy):
                    copy.pending = None
                    flow.advance(copy, checked=False)
                    assert copy.pending == d
                    apply(copy, PASS)
                    # declared (the game is over, or a skill is asked at the declaration)
                    assert copy.over or any(
                        f["kind"] == "victory" for f in copy.frames), seed
                    declared += 1
                    break
            apply(state, rng.choice(state.pending.options))
    assert declared >= 5
