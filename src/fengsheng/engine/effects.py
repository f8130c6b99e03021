"""Resolution of stack items and automatic skills (frame kinds 'resolve_stack' and 'effect').

``state.ruleset.effects`` maps a card function id or skill id to an object with
``resolve(state, frame)`` (set ``frame.done``) and optionally ``answer(state, frame,
option)``. The effect frame holds the item being resolved, so an effect can stop for a
question and resume.
"""
from __future__ import annotations

from . import events, timing
from .frames import Effect, ResolveStack


def push_effect(state, func: str, user: int, item=None, event=None) -> None:
    """Resolve ``func`` for ``user`` (frame Effect): ``item`` the stack item, or ``event`` the
    timing event a triggered skill answers."""
    f = Effect(func, user, item)
    if event is not None:
        f.event = event
    state.frames.append(f)


def _run_resolve_stack(state, f):
    frames = state.frames
    stack = state.stack
    while stack:
        item = stack.pop()
        e = Effect(item.func, item.user, item)
        frames.append(e)
        # Without roles nothing runs between the steps (no trigger, no mission check): the
        # effect runs here, and the next item after it if it asked nothing and left nothing
        # on top of this frame, as advance() would run them.
        if state.roles_in_play:
            return
        _run_effect(state, e)
        if state.pending is not None or state.over or frames[-1] is not f:
            return
    frames.pop()


def _run_effect(state, f):
    item = f.item
    if not f.started:
        f.started = True
        if item is not None:
            if item.nullified:
                events.item_nullified(state, item.uid, item.user, item.func)
                f.done = True
            elif not state.players[item.user].alive:
                # Rulebook 传递情报阶段范例: D's 截获 is void once D has died (ruling R8).
                events.fizzle(state, item.uid, item.user, item.func, "user_out")
                f.done = True
            elif state.roles_in_play and (item.seat < 0 or state.players[item.seat].alive):
                # (else nothing can trigger on it.) A card aimed at a player who is out fizzles
                # without taking effect, so "当你使用X时" skills and the target's own do not
                # trigger on it (ruling R50).
                n = len(state.frames)
                fire(state, timing.card_resolving(item))
                if len(state.frames) > n:
                    return   # "先结算【就计】效果再结算【试探】": triggers first, then the effect
    if not f.done:
        state.ruleset.effects[f.func].resolve(state, f)
    if f.done and state.frames and state.frames[-1] is f:
        state.frames.pop()
        card = -1 if item is None else item.card
        if card >= 0:
            # A fizzled or nullified 试探 goes to the discard pile too (ruling R9).
            zone = f.zone if not item.nullified else "discard"
            (state.removed if zone == "removed" else state.discard).append(card)


def _answer_effect(state, f, option):
    state.ruleset.effects[f.func].answer(state, f, option)


def fizzle(state, f, why: str) -> None:
    """End the effect in ``f`` without effect: its target is gone (design §3)."""
    item = f.item
    events.fizzle(state, item.uid if item else -1, f.user, f.func, why)
    f.done = True


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {ResolveStack: (_run_resolve_stack, None), Effect: (_run_effect, _answer_effect)}

from .triggers import fire  # noqa: E402  (triggers.py imports this module)
