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


def _candidates(state, ctx: str):
    """Functions someone might use in ``ctx`` now, or None when a role is in play (then every
    seat is checked in full). Drops 烧毁 with no black message on the table and 识破 with
    nothing to counter, which settles most windows without looking at any hand."""
    players = state.players
    if any(p.role is not None for p in players):
        return None
    allowed = _CTX_FUNCS[ctx]
    cards = state.cards
    if not any(cards[m].colour == "black" for p in players if p.alive for m in p.messages):
        allowed = allowed - {"shao_hui"}
    if not any(i.counterable and not i.nullified for i in state.stack):
        allowed = allowed - {"shi_po"}
    return allowed


def _may_act(state, seat: int, ctx: str, candidates) -> bool:
    """False only if ``seat`` surely has nothing but PASS (cheap test before window_options)."""
    if candidates is None:
        return True
    cards = state.cards
    seen = set()
    for c in state.players[seat].hand:
        f = cards[c].function
        if f in candidates and f not in seen:
            seen.add(f)
            if CARD_RULES[f].can_use(state, seat, ctx):
                return True
    return False


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
    ctx = f["ctx"]
    candidates = _candidates(state, ctx)
    if candidates is not None and not candidates:
        f["passes"] = alive   # nobody can do anything but pass
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
        if candidates is not None and (not candidates or not _may_act(state, seat, ctx,
                                                                       candidates)):
            opts = None
        else:
            opts = window_options(state, seat, ctx)
        if opts is None or len(opts) == 1:
            f["passes"] += 1
            f["prio"] = state.right_of(seat)
            continue
        ask(state, Decision(seat, RESPOND, tuple(opts), prompt=ctx))
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
