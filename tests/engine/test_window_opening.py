"""Without role cards a response window runs its first step where it opens (engine/window.py
``open_window``): one in which nobody can do more than pass is never pushed. The game must be
the one the plain rule gives — push the window frame and let the interpreter run it — at every
decision: same state hash, same pending decision, same events.

With role cards (since round 6b) the same where nothing can run between the opening and the
first run: not at 回合开始 and 回合结束 (their triggers fire after the opening), and only when
the mission check has seen the state (``GameState.unchecked`` clear): a mission met when a
window opens is declared before the window asks."""
from __future__ import annotations

import pytest
from helpers_random import game_trace, give_three_reds

import random

from fengsheng.engine import (Config, IllegalAction, apply, flow, message, new_game, turn,
                              window)
from fengsheng.engine.ops import set_hand
from fengsheng.engine.decisions import PASS, RESPOND
from fengsheng.engine.state import PLAY_1, TURN_END, TURN_START
from fengsheng.engine.frames import Window
from fengsheng.engine.window import SHOWN, first_to_act, resume


def plain_open_window(state, ctx):
    """The rule as written: the window opens (a public event) and is pushed; its first run
    happens in ``advance``."""
    state.events.append({"type": "window", "ctx": ctx})
    state.frames.append(Window(ctx, first_to_act(state)))


# 王田香 (禁闭) triggers at 回合结束; 大美女, 贪婪 and 截上截 give windows something to ask.
_TURN_END_TABLE = ("wang_tian_xiang", "da_mei_nv", "yi_xian_sheng", "e_mei_feng", "qi_bai",
                   "xiao_bai", "fu_she", "lao_qiang", "dao_feng", "shan_ling")


@pytest.mark.parametrize("players,deck,roles", [
    (3, "standard", False), (5, "promo", False), (9, "standard", False),
    (3, "promo", True), (5, "standard", True), (9, "promo", True), (5, "promo", _TURN_END_TABLE)])
def test_opening_a_window_in_place_gives_the_game_the_plain_frame_gives(monkeypatch, players,
                                                                       deck, roles):
    config = Config(players=players, deck=deck, roles=bool(roles),
                    role_pool=roles if isinstance(roles, tuple) else ())
    fast = [game_trace(config, seed, seed + 100) for seed in range(6)]
    monkeypatch.setattr(turn, "open_window", plain_open_window)
    monkeypatch.setattr(message, "open_window", plain_open_window)
    plain = [game_trace(config, seed, seed + 100) for seed in range(6)]
    assert fast == plain
    assert sum(len(t) for t in fast) > 200   # the games did run


def test_a_window_opened_on_a_state_not_checked_waits_for_the_check():
    """A copy taken before the 出牌阶段 window opens, given three red messages by hand, runs on
    (a copy, as a loaded position, is marked unchecked): the underground player declares
    victory before the window asks anything."""
    declared = 0
    for seed in range(12):
        state, rng = new_game(Config(players=5, roles=True), seed), random.Random(seed)
        while not state.over:
            d, frames = state.pending, state.frames
            if (d.kind == RESPOND and d.prompt == PLAY_1 and not state.stack
                    and frames[-1].kind == "window" and frames[-2].kind == "turn"):
                copy = state.clone()
                copy.frames.pop()
                copy.frames[-1].phase = PLAY_1   # the step that opens the window, again
                copy.pending = None
                if give_three_reds(copy):
                    assert copy.unchecked
                    flow.advance(copy)
                    assert copy.over or any(f.kind == "victory" for f in copy.frames), seed
                    declared += 1
                    break
            apply(state, rng.choice(state.pending.options))
    assert declared >= 5


def test_the_triggers_of_turn_start_and_end_fire_before_their_window_runs(monkeypatch):
    """"回合开始/回合结束时" skills trigger at the opening of those windows: at a table where a
    role listens to the phase's start, the window must not have asked anyone when they fire
    (it is pushed as written, its first run comes after)."""
    real, fired = turn.fire, []

    def checking_fire(state, event):
        if event["type"] == "phase_start" and event["phase"] in (TURN_START, TURN_END) and \
                state.listeners.get("phase_start", True):
            f = state.frames[-1]
            assert state.pending is None and f.kind == "window" and f.passes == 0
            fired.append(event["phase"])
        real(state, event)

    monkeypatch.setattr(turn, "fire", checking_fire)
    asked = {TURN_START: 0, TURN_END: 0}
    for seed in range(8):
        state, rng = new_game(Config(players=5, roles=True, role_pool=_TURN_END_TABLE), seed), \
            random.Random(seed)
        while not state.over:
            d = state.pending
            if d.kind == RESPOND and d.prompt in asked:
                asked[d.prompt] += 1
            apply(state, rng.choice(d.options))
    assert len(fired) > 100 and all(asked.values()), asked   # windows there did ask


@pytest.mark.parametrize("players,deck,roles", [
    (3, "standard", False), (9, "promo", False), (5, "promo", True), (9, "standard", True)])
def test_showing_every_round_of_priority_changes_no_game(players, deck, roles):
    """``show_windows`` (the server, the parallel RL form) stops at the start of every round of
    priority; resumed at once, every game goes through the same states, events and decisions
    as without it."""
    config = Config(players=players, deck=deck, roles=roles)
    shown = 0
    for seed in range(4):
        state = new_game(config, seed, show_windows=True)
        rng = random.Random(seed + 100)
        events = list(state.events)
        while state.pending is not None and state.pending.kind == SHOWN:
            shown += 1
            events += resume(state)
        trace = [(state.hash(), state.pending, events)]
        while not state.over:
            events = list(apply(state, rng.choice(state.pending.options)))
            while state.pending is not None and state.pending.kind == SHOWN:
                shown += 1
                with pytest.raises(IllegalAction, match="being shown"):
                    apply(state, PASS)
                events += resume(state)
            trace.append((state.hash(), state.pending, events))
        assert trace == game_trace(config, seed, seed + 100)
    assert shown > 50   # rounds were shown


def test_a_window_opened_on_a_stack_is_pushed_as_written():
    """No game opens a window on a non-empty stack (a position could), and there the window's
    first run would resolve the stack, so ``open_window`` must push it as written: with nobody
    able to answer, running it in place would close it at once and leave the stack unresolved."""
    checked = 0
    for seed in range(20):
        state, rng = new_game(Config(players=5), seed), random.Random(seed)
        while not state.over and checked < 10:
            if state.stack and state.pending.kind == RESPOND and \
                    state.frames[-1].kind == "window":
                copies = [state.clone(), state.clone()]
                for copy, opening in zip(copies, (window.open_window, plain_open_window)):
                    ctx = copy.frames.pop().ctx   # the window holding the stack, opened anew
                    for p in copy.players:
                        set_hand(copy, p.seat, ())   # nobody can answer the card on it
                    copy.pending = None
                    opening(copy, ctx)
                    flow.advance(copy)
                assert copies[0].hash() == copies[1].hash()
                assert copies[0].pending == copies[1].pending
                assert not copies[0].stack   # resolved by the window's run
                checked += 1
            apply(state, rng.choice(state.pending.options))
    assert checked == 10
