"""Response windows and priority (rulebook 卡牌技能使用与结算的优先权, 后发先至; design §3).

A window opens with priority on the turn player. A player with priority uses one card or
skill (it goes on the stack and priority passes to their right-hand player) or passes. When
every living player has passed in a row, the stack resolves as a whole, last used first; the
window then opens again with the turn player. A full circle of passes over an empty stack
closes the window. Seats whose only option is to pass are skipped without being asked; no
view shows which seat is asked in a window (views.py), so the skip leaks nothing.
"""
from __future__ import annotations

from ..cards.rules import CARD_RULES
from .abilities import SKILLS, active_skills, functions_of
from .decisions import PASS, RESPOND, Decision
from .flow import ask, register
from .state import ARRIVE, TRANSMIT, StackItem


def open_window(state, ctx: str) -> None:
    """Push a response window for context ``ctx`` (a phase id, 'transmit' or 'arrive')."""
    state.frames.append({"kind": "window", "ctx": ctx, "prio": _first(state), "passes": 0})


def _first(state) -> int:
    tp = state.turn_player
    return tp if state.players[tp].alive else state.right_of(tp)


def window_options(state, seat: int, ctx: str) -> list:
    """Every legal option of ``seat`` holding priority in window ``ctx``; PASS first."""
    opts = [PASS]
    p = state.players[seat]
    if p.hand:
        usable: dict[str, bool] = {}
        for c in p.hand:
            for func in functions_of(state, seat, c):
                ok = usable.get(func)
                if ok is None:
                    ok = usable[func] = CARD_RULES[func].can_use(state, seat, ctx)
                if ok:
                    opts.extend(CARD_RULES[func].options(state, seat, c, func))
    if p.role is not None:
        for sk in active_skills(state, seat):
            if not sk.automatic:
                opts.extend(sk.window_options(state, seat, ctx))
    return opts


def use_card(state, seat: int, option, counterable: bool = True) -> StackItem:
    """Take ``option.card`` from ``seat``'s hand and put it on the stack as ``option.func``."""
    state.players[seat].hand.remove(option.card)
    item = StackItem(state.new_uid(), seat, option.card, option.func, option.seat, option.ref,
                     counterable)
    state.stack.append(item)
    card = state.cards[option.card]
    if option.func == "shi_tan":
        # 试探 is handed face down: only its user and target see which card it is.
        state.emit("used", private=(seat, option.seat), hide=("card",), uid=item.uid, seat=seat,
                   card=option.card, func=option.func, target=option.seat, ref=option.ref)
    else:
        state.emit("used", uid=item.uid, seat=seat, card=option.card, func=option.func,
                   target=option.seat, ref=option.ref, converted=card.function != option.func)
    return item


def _run(state, f):
    if f["ctx"] in (TRANSMIT, ARRIVE) and state.message is None and not state.stack:
        state.frames.pop()   # the message was taken (截获): nothing left to respond to
        return
    players = state.players
    alive = sum(1 for p in players if p.alive)
    while True:
        if f["passes"] >= alive:
            if state.stack:
                f["prio"] = _first(state)
                f["passes"] = 0
                state.frames.append({"kind": "resolve_stack"})
            else:
                state.frames.pop()
            return
        seat = f["prio"]
        if not players[seat].alive:
            f["prio"] = state.right_of(seat)
            continue
        opts = window_options(state, seat, f["ctx"])
        if len(opts) == 1:
            f["passes"] += 1
            f["prio"] = state.right_of(seat)
            continue
        ask(state, Decision(seat, RESPOND, tuple(opts), prompt=f["ctx"]))
        return


def _answer(state, f, option):
    seat = f["prio"]
    if option.kind == "pass":
        f["passes"] += 1
    else:
        if option.kind == "use":
            use_card(state, seat, option)
        else:
            SKILLS[option.func].use(state, seat, option)
        f["passes"] = 0
    f["prio"] = state.right_of(seat)


register("window", _run, _answer)
