"""The mission check runs when something it reads has changed: the ops that change players'
cards, identities and lives, and the frames of deaths and landings, set ``state.unchecked``;
the check clears it once it has seen the state (engine/flow.py, victory.check_missions).

- Played with the check after every step and answer, the games are the same at every
  decision (also tests/engine/test_role_shortcuts.py, on tables of mission roles).
- Whenever the mark is clear, between steps and at decisions, the plain check finds nothing
  to declare.
- No mission is met by a card leaving a hand (the one change that sets no mark).
- Every op that changes what the check reads sets the mark; a clone and a state whose hands
  were set by hand start with it set.
"""
from __future__ import annotations

import random

from helpers_random import give_three_reds

from fengsheng.engine import Config, apply, flow, new_game, ops
from fengsheng.engine.ruleset import every_role
from fengsheng.engine.decisions import PASS
from fengsheng.engine.state import Hand

from .test_role_shortcuts import _mission_roles, _tables, plain_mission_check

RULES = every_role()   # every released role card


def _games(config, seeds):
    games = []
    for seed in seeds:
        state, rng = new_game(config, seed), random.Random(seed)
        trace = []
        while not state.over:
            option = rng.choice(state.pending.options)
            trace.append((state.hash(), option, apply(state, option)))
        games.append((seed, trace, state.hash(), state.end_reason))
    return games


def test_the_games_are_the_games_checked_after_every_step(monkeypatch):
    configs = _tables() + [Config(players=5, roles=True)]
    played = [(config, _games(config, range(8))) for config in configs]
    assert any(reason == "mission" for _, games in played for *_, reason in games)
    real = flow.check_missions

    def every_time(state):
        real(state)
        state.unchecked = True   # never cleared: the check runs after every step and answer

    monkeypatch.setattr(flow, "check_missions", every_time)
    for config, games in played:
        for seed, trace, final, _ in games:
            state = new_game(config, seed)
            for digest, option, events in trace:
                assert state.hash() == digest, (seed, state.step)
                assert apply(state, option) == events, (seed, state.step)
            assert state.over and state.hash() == final


def _nothing_to_declare(state) -> bool:
    copy = state.clone()
    copy.pending = None
    kinds = [f.kind for f in copy.frames]
    plain_mission_check(copy)
    return [f.kind for f in copy.frames] == kinds and not copy.over


def test_a_state_without_the_mark_has_nothing_to_declare():
    clear = 0
    for config in _tables():
        for seed in range(10):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                flow.answer(state, rng.choice(state.pending.options))
                while True:
                    if not state.over and not state.unchecked and state.frames and \
                            state.frames[-1].kind != "victory":
                        clear += 1
                        assert _nothing_to_declare(state), (seed, state.step)
                    if state.pending is not None or state.over:
                        break
                    flow.step(state)
    assert clear > 5000


def test_a_card_leaving_a_hand_meets_no_mission():
    roles = tuple(_mission_roles())
    tried = 0
    for players in (5, 7):
        config = Config(players=players, roles=True, role_pool=roles)
        for seed in range(6):
            state, rng = new_game(config, seed), random.Random(seed)
            while not state.over:
                owners = [p.seat for p in state.players
                          if p.role in RULES.missions
                          and not RULES.missions[p.role].achieved(state, p.seat)]
                for q in state.players:
                    hand = q.hand
                    for card in hand:
                        q.hand = Hand(hand ^ 1 << card)
                        try:
                            for seat in owners:
                                tried += 1
                                assert not RULES.missions[state.players[seat].role].achieved(
                                    state, seat), (state.players[seat].role, card)
                        finally:
                            q.hand = hand
                apply(state, rng.choice(state.pending.options))
    assert tried > 10000


def test_every_op_that_changes_what_the_check_reads_sets_the_mark():
    state = new_game(Config(players=5, roles=True), 2)
    rng = random.Random(2)
    while state.pending.prompt == "choose_role":
        apply(state, rng.choice(state.pending.options))
    holder = next(p.seat for p in state.players if p.hand)
    card = state.players[holder].hand[0]
    msg = state.deck[0]
    for op in (lambda s: ops.out_of_hand(s, holder, card) or ops.into_hand(s, 0, card),
               lambda s: ops.draw(s, 1, 1),
               lambda s: s.deck.remove(msg) or ops.place_messages(s, 2, [msg], -1, -1, "test"),
               lambda s: s.players[3].messages.append(msg) or ops.burn_message(s, 3, msg, 0),
               lambda s: ops.set_identity(s, 4, s.players[0].identity),
               lambda s: ops.clear_out(s, 1),
               lambda s: ops.lose(s, 1, "test"),
               lambda s: ops.revive(s, 1)):
        copy = state.clone()
        copy.unchecked = False
        op(copy)
        assert copy.unchecked
    copy = state.clone()
    assert copy.unchecked   # a copy may be changed by hand before its next step
    copy.unchecked = False
    ops.set_hand(copy, 1, list(copy.players[1].hand))   # positions, determinisation
    assert copy.unchecked


def test_a_question_asked_before_the_check_is_checked_after_its_answer():
    """A copy given three red messages by hand asks its window question again (the check waits
    for the question; its options may differ, a skill may now be usable): after the pass, the
    underground player declares victory at once."""
    declared = 0
    for seed in range(10):
        state, rng = new_game(Config(players=5, roles=True), seed), random.Random(seed)
        while not state.over and state.step < 60:
            d = state.pending
            if d.kind == "respond" and PASS in d.options and not state.stack:
                copy = state.clone()
                if give_three_reds(copy):
                    copy.pending = None
                    flow.advance(copy)
                    again = copy.pending
                    assert (again.seat, again.kind, again.prompt) == (d.seat, d.kind, d.prompt)
                    assert PASS in again.options
                    apply(copy, PASS)
                    assert copy.over or any(f.kind == "victory" for f in copy.frames), seed
                    declared += 1
                    break
            apply(state, rng.choice(state.pending.options))
    assert declared >= 5
