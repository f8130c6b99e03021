"""Victory, draws and the end of the game (rulebook 宣告胜利 / 结束游戏; rulings R19, R20).

A declaration (宣告胜利) is a frame because roles act at that moment: skills that trigger
"当你宣告胜利时" (风度), 机密任务 that take the victory ("你的胜利会导致他的宣告失败") or join it
("一位女性宣告胜利"). Without roles it ends the game at once.
"""
from __future__ import annotations

from . import events, timing
from ..cards.deck import BLUE, BYSTANDER, MILITARY, RED, UNDERGROUND
from .frames import FIRST, THEN, Victory
from .state import from_seat

FACTION_COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}


def meets_condition(state, seat: int) -> bool:
    """Has ``seat`` met its identity's victory condition (≥3 of its faction's colour)?"""
    p = state.players[seat]
    colour = FACTION_COLOUR.get(p.identity)
    return (colour is not None and p.alive and len(p.messages) >= 3
            and state.colour_count(seat, colour) >= 3)


def base_winners(state, seat: int) -> tuple[int, ...]:
    """Who wins with ``seat``'s declaration: its whole faction (dead members too, not those
    who lost: ruling R19), or a 打酱油的 alone."""
    p = state.players[seat]
    if p.identity == BYSTANDER:
        return (seat,)
    return tuple(q.seat for q in state.players if q.identity == p.identity and not q.lost)


def declare_victory(state, seat: int, reason: str, via: int = -1, alone: bool = False) -> None:
    """``seat`` declares victory (mandatory, rulebook 结束游戏). ``reason``: 'messages',
    'mission', 'last_alive', or a skill id; ``via``: the sender of the message that made it
    (for missions such as 余则成's), else -1; ``alone``: a 单独胜利 (滥杀, 情仇) — the declarer's
    faction does not win with them (a 打酱油的 whose mission the declaration meets still joins:
    R32). Callers must return to the interpreter."""
    if not state.roles_in_play:
        end(state, base_winners(state, seat), seat, reason)
        return
    if any(f.kind == "victory" for f in state.frames):
        return   # "每次游戏只有一位玩家能成功宣告胜利": the first declaration stands
    state.frames.append(Victory(seat, reason, via, alone))


def end(state, winners: tuple[int, ...], declarer: int | None, reason: str,
        taken_from: int | None = None) -> None:
    """The game is over. ``taken_from``: whose declaration a mission took (else None)."""
    state.over = True
    state.pending = None
    state.winners = winners
    state.declarer = declarer
    state.end_reason = reason
    for p in state.players:
        p.identity_revealed = True
    events.game_over(state, list(winners), declarer, reason,
                     [p.identity for p in state.players], taken_from)


def check_end(state) -> None:
    """After a death or loss: nobody left → draw; the last player alive being 打酱油的 wins
    (the common victory condition, roles.md)."""
    if state.over:
        return
    alive = state.alive_seats()
    if not alive:
        end(state, (), None, "all_out")
    elif len(alive) == 1 and state.players[alive[0]].identity == BYSTANDER:
        declare_victory(state, alive[0], "last_alive")


def _run_victory(state, f):
    """Step 0: skills that trigger on the declaration (they may add co-winners to
    ``f['extra']``). Step 1: missions that take or join the victory. Then the game ends."""
    seat = f.seat
    if f.step == FIRST:
        f.step = THEN
        events.victory_declared(state, seat, f.reason)
        fire(state, timing.victory(seat, f.reason, f.via))
        return
    winners = ((seat,) if f.alone else base_winners(state, seat)) + f.extra
    declarer = seat
    stolen = False
    declared = f
    for p in _bystanders_from_turn_player(state):
        m = state.ruleset.missions.get(p.role)
        if m is None or p.seat == seat:
            continue
        if m.steals(state, p.seat, f):
            events.victory_taken(state, p.seat, seat)
            winners, declarer, stolen = (p.seat,), p.seat, True
            # The declaration that stands is the taker's (R49): "一同胜利" missions join it.
            declared = Victory(p.seat, "mission", -1, False, f.step)
            break
    for p in _bystanders_from_turn_player(state):   # a failed declaration is nothing to join
        m = state.ruleset.missions.get(p.role)
        if m is not None and p.seat not in winners and m.joins(state, p.seat, declared):
            winners = winners + (p.seat,)
    state.frames.pop()
    end(state, tuple(dict.fromkeys(winners)), declarer, f.reason,
        taken_from=seat if stolen else None)


def _from_turn_player(state):
    n = state.n
    for i in range(n):
        yield state.players[(state.turn_player + i) % n]


def _bystanders_from_turn_player(state):
    for p in _from_turn_player(state):
        if p.identity == BYSTANDER and p.role is not None and not p.lost:
            yield p


def check_missions(state) -> None:
    """A player who meets their faction's condition other than by getting a message (an
    identity taken by 临危受命), or a living 打酱油的 whose 机密任务 is met now (a condition on hands,
    messages or deaths), declares victory at once ("当任意一位玩家达到胜利条件，就必须立刻宣告胜利").
    The interpreter runs it when ``state.unchecked`` (engine/flow.py); it clears the mark once
    it has seen the state."""
    if state.over or state.pending is not None:
        return   # a question under way is answered first; the check runs again after it
    state.unchecked = False
    if state.frames[-1].kind == "victory":
        return
    qualified = False
    by_role = state.ruleset.missions
    missions = []   # living 打酱油的 whose mission has a condition on the table, in seat order
    for p in state.players:
        if not p.alive:
            continue
        if p.identity == BYSTANDER:
            m = by_role.get(p.role)
            if m is not None and m.on_table:
                missions.append(p.seat)
        elif len(p.messages) >= 3:
            colour = FACTION_COLOUR.get(p.identity)
            if colour is not None and \
                    len(state.colour_ids[colour].intersection(p.messages)) >= 3:
                qualified = True
    if qualified and not any(f.kind == "landed" for f in state.frames):
        # A landing under way checks its own, in its own order (R15, 败露).
        for p in _from_turn_player(state):
            if meets_condition(state, p.seat):
                declare_victory(state, p.seat, "messages")
                return
    players = state.players
    for seat in from_seat(missions, state.turn_player):   # tried in turn order
        if by_role[players[seat].role].achieved(state, seat):
            declare_victory(state, seat, "mission")
            return


def check_death_missions(state, victim: int, killer: int, hand=None) -> bool:
    """Missions met by a death (亲手 kills, "第二位或以后死亡", factions dying…). ``hand``: the
    victim's hand when the death began, for a mission that shows it (老鬼's "当你死亡时，展示手牌";
    Mission.shows_hand). True if someone declared victory."""
    for p in _bystanders_from_turn_player(state):
        m = state.ruleset.missions.get(p.role)
        if m is not None and (m.on_death(state, p.seat, victim, killer) or (
                hand is not None and p.seat == victim and m.hand_shown(state, p.seat, hand))):
            declare_victory(state, p.seat, "mission")
            return True
    return False


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {Victory: (_run_victory, None)}
from .triggers import fire  # noqa: E402  (triggers.py imports effects.py, which needs this one)
