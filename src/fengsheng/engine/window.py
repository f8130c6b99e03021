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


# Card functions whose timing can ever allow them in a context: lets the window skip, without
# building option lists, a role-less seat that can only pass (the common case).
_CTX_FUNCS = {
    "turn_start": frozenset({"shao_hui", "shi_po"}),
    "turn_end": frozenset({"shao_hui", "shi_po"}),
    "play_1": frozenset({"suo_ding", "shi_tan", "zhen_wei_mo_bian", "shao_hui", "shi_po"}),
    "play_2": frozenset({"suo_ding", "shi_tan", "zhen_wei_mo_bian", "shao_hui", "shi_po"}),
    TRANSMIT: frozenset({"suo_ding", "diao_hu_li_shan", "jie_huo", "shao_hui", "shi_po"}),
    ARRIVE: frozenset({"tui_hui", "po_yi", "shao_hui", "shi_po"}),
}


_BURN = frozenset({"shao_hui"})
_SEE_THROUGH = frozenset({"shi_po"})


def _candidates(state, ctx: str):
    """Functions someone might use in ``ctx`` now, or None when a role is in play (then every
    seat is checked in full). Drops 烧毁 with no black message on the table and 识破 with
    nothing to counter, which settles most windows without looking at any hand."""
    if state.roles_in_play:
        return None
    players = state.players
    allowed = _CTX_FUNCS[ctx]
    black = state.black_ids
    for p in players:
        if p.alive and not black.isdisjoint(p.messages):
            break
    else:
        allowed = allowed - _BURN
    for i in state.stack:
        if i.counterable and not i.nullified:
            break
    else:
        allowed = allowed - _SEE_THROUGH
    return allowed


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
        waiting = {it.func for it in state.stack if it.user == seat and it.source == "skill"}
        for sk in active_skills(state, seat):
            # One use of a skill at a time: its cost may be paid only when it resolves (掩护,
            # 合谋, 收买), so a second use before that would spend the same cost twice.
            if not sk.automatic and sk.id not in waiting:
                opts.extend(sk.window_options(state, seat, ctx))
    return opts


def use_card(state, seat: int, option) -> StackItem:
    """Take ``option.card`` from ``seat``'s hand and put it on the stack as ``option.func``."""
    state.players[seat].hand.remove(option.card)
    item = StackItem(state.new_uid(), seat, option.card, option.func, option.seat, option.ref)
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
    ctx = f["ctx"]
    if not state.stack:
        if ctx in (TRANSMIT, ARRIVE):
            if state.message is None:
                state.frames.pop()   # the message was taken (截获): nothing left to respond to
                return
        elif not state.players[state.turn_player].alive:
            state.frames.pop()       # the turn player died: the rest of the turn is skipped (R18)
            return
    players = state.players
    n = len(players)
    alive = 0
    for p in players:
        if p.alive:
            alive += 1
    candidates = _candidates(state, ctx)
    funcs = state.function_of.__getitem__
    seat = f["prio"]
    passes = f["passes"]
    while True:
        if passes >= alive:
            if state.stack:
                f["prio"] = _first(state)
                f["passes"] = 0
                state.frames.append({"kind": "resolve_stack"})
            else:
                state.frames.pop()
            return
        p = players[seat]
        if p.alive:
            if candidates is None:
                opts = window_options(state, seat, ctx)
                asked = len(opts) > 1
            else:
                # Cheap test first: does the hand hold a function usable here at all?
                asked = False
                for func in candidates.intersection(map(funcs, p.hand)):
                    if CARD_RULES[func].can_use(state, seat, ctx):
                        opts = window_options(state, seat, ctx)
                        asked = len(opts) > 1
                        break
            if asked:
                f["prio"] = seat
                f["passes"] = passes
                ask(state, Decision(seat, RESPOND, tuple(opts), prompt=ctx))
                return
            passes += 1
        seat = (seat + 1) % n


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
