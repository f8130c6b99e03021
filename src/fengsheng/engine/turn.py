"""A turn: 回合开始 → 抽牌 → 出牌(1) → 传递情报 → 出牌(2) → 回合结束 (rulebook 游戏流程).

If the turn player dies, the rest of their turn is skipped (ruling R18). A player who could
not send a message loses at the end of the turn (rulebook 传递情报阶段).
"""
from __future__ import annotations

from . import events, timing
from .abilities import has_flag
from .frames import Turn, ask
from .decisions import SEND, Decision, make
from .message import send_options, start_message
from .ops import draw, lose
from .state import DRAW, PLAY_1, PLAY_2, SEND_MESSAGE, TURN_END, TURN_START
from .triggers import fire
from .victory import end
from .window import open_window

END = "end"


def push_turn(state) -> None:
    state.frames.append(Turn(TURN_START))


def draw_count(state, seat: int) -> int:
    """Cards drawn in the 抽牌阶段: 2, or 3 with a role flag 'draw_three' (精明, 贪婪)."""
    return 3 if has_flag(state, seat, "draw_three") else 2


def _run(state, f):
    tp = state.turn_player
    ph = f.phase
    if not state.players[tp].alive and ph != END:
        f.phase = END
        return
    if ph == TURN_START:
        state.phase = TURN_START
        events.turn_start(state, tp, state.turn_number)
        f.phase = DRAW
        open_window(state, TURN_START)
        if state.roles_in_play:   # else nothing can trigger: no event to build
            fire(state, timing.phase_start(TURN_START, tp))
    elif ph == DRAW:
        state.phase = DRAW
        f.phase = PLAY_1
        draw(state, tp, draw_count(state, tp))
        if state.roles_in_play:   # else nothing can trigger: no event to build
            fire(state, timing.phase_start(DRAW, tp))
    elif ph == PLAY_1:
        state.phase = PLAY_1
        f.phase = SEND_MESSAGE
        open_window(state, PLAY_1)
    elif ph == SEND_MESSAGE:
        state.phase = SEND_MESSAGE
        opts = send_options(state, tp)
        if opts:
            ask(state, make(Decision, (tp, SEND, opts, "send_message")))
        else:
            state.cannot_send = True
            # No card, or only 直达 cards and nobody else alive (ruling R14).
            events.cannot_send(state, tp)
            f.phase = PLAY_2
    elif ph == PLAY_2:
        state.phase = PLAY_2
        f.phase = TURN_END
        open_window(state, PLAY_2)
    elif ph == TURN_END:
        state.phase = TURN_END
        f.phase = END
        open_window(state, TURN_END)
        if state.roles_in_play:   # else nothing can trigger: no event to build
            fire(state, timing.phase_start(TURN_END, tp))
    else:
        if state.cannot_send and state.players[tp].alive:
            lose(state, tp, "cannot_send")
            if state.over or state.frames[-1] is not f:
                return
        state.cannot_send = False
        state.locks = ()
        if state.marks:
            state.marks = {k: v for k, v in state.marks.items() if not k.startswith("turn:")}
        if state.turn_number + 1 >= state.config.max_turns:
            end(state, (), None, "turn_limit")
            return
        state.turn_number += 1
        state.turn_player = state.right_of(tp)
        f.phase = TURN_START


def _answer(state, f, option):
    f.phase = PLAY_2
    start_message(state, state.turn_player, option)


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {Turn: (_run, _answer)}
