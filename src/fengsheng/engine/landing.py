"""What follows 获得情报: victory at once, death at three fakes, then receipt triggers.

Order (ruling R15): victory is checked first (a landing card has one colour, so it cannot
both win and kill); then death (宣告死亡时 allows no insertion, so no 烧毁 can save a third
black); then automatic skills that trigger on getting a message.
"""
from __future__ import annotations

from . import events, timing
from .abilities import has_flag
from .frames import FIRST, THEN, Death, Landed
from .triggers import fire
from .ops import clear_out, death_averted, die, lose
from .victory import check_death_missions, check_end, declare_victory, meets_condition


def _run_landed(state, f):
    seat = f.seat
    if f.step == FIRST:
        f.step = THEN
        p = state.players[seat]
        if p.role is not None and p.alive and len(p.messages) >= 6 and \
                has_flag(state, seat, "lose_at_six_messages"):
            # 小白's 败露: "当获得六张情报并同时达到胜利条件时，视为输掉游戏" — before victory.
            state.frames.pop()
            lose(state, seat, "lose_at_six_messages")
            return
        if meets_condition(state, seat):
            declare_victory(state, seat, "messages", via=f.sender)
            return
        p = state.players[seat]
        if p.alive and state.black_count(seat) >= 3:
            state.frames.append(Death(seat, f.killer, f.via))
            return
    state.frames.pop()
    state.unchecked = True   # the mission check waits for no landing now
    if state.roles_in_play and state.players[seat].alive:
        fire(state, timing.message_received(seat, f.cards, f.sender, f.via))


def _run_death(state, f):
    """Rulebook 死亡: 1. death-triggered skills from the turn player rightwards;
    2. all the dead player's cards to the discard pile, role and identity shown."""
    seat = f.seat
    p = state.players[seat]
    if f.step == FIRST:
        f.step = THEN
        # "他就会被杀害（死亡），然后按以下顺序进行": dead from now on, in this order, even if a
        # death trigger kills someone else before this death is over.
        die(state, seat, f.killer)
        m = state.ruleset.missions.get(p.role)
        if m is not None and m.shows_hand:
            f.hand = tuple(p.hand)   # the hand at the moment of death (R45)
        events.dying(state, seat, f.killer)
        fire(state, timing.death(seat, f.killer, f.via))
        return
    state.frames.pop()
    state.unchecked = True   # a death settled (landing.settled_deaths)
    if p.alive:   # saved by a skill during step 1 (e.g. 救美): not a death after all
        death_averted(state, seat)
        events.saved(state, seat)
        return
    events.died(state, seat, f.killer)
    if state.roles_in_play:
        if check_death_missions(state, seat, f.killer, getattr(f, "hand", None)):
            return
    clear_out(state, seat)
    check_end(state)


def settled_deaths(state) -> tuple[tuple[int, int], ...]:
    """``state.deaths`` without the deaths still being declared (their death triggers, such
    as 救美 or 临危受命, may yet change them): for missions and skills that count who died."""
    dying = {f.seat for f in state.frames if f.kind == "death"}
    return tuple(d for d in state.deaths if d[0] not in dying)


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {Landed: (_run_landed, None), Death: (_run_death, None)}
