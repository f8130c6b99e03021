"""Victory, draws and the end of the game (rulebook 宣告胜利 / 结束游戏; rulings R9, R10)."""
from __future__ import annotations

from ..cards.deck import BLUE, BYSTANDER, MILITARY, RED, UNDERGROUND

FACTION_COLOUR = {UNDERGROUND: RED, MILITARY: BLUE}


def meets_condition(state, seat: int) -> bool:
    """Has ``seat`` met its identity's victory condition (≥3 of its faction's colour)?"""
    p = state.players[seat]
    colour = FACTION_COLOUR.get(p.identity)
    return colour is not None and p.alive and state.colour_count(seat, colour) >= 3


def declare_victory(state, seat: int, reason: str) -> None:
    """``seat`` declares victory: the game ends at once. Faction wins include dead members but
    not those who lost (ruling R9); a 打酱油的 wins alone."""
    p = state.players[seat]
    if p.identity == BYSTANDER:
        winners = (seat,)
    else:
        winners = tuple(q.seat for q in state.players if q.identity == p.identity and not q.lost)
    end(state, winners, seat, reason)


def end(state, winners: tuple[int, ...], declarer: int | None, reason: str) -> None:
    state.over = True
    state.pending = None
    state.winners = winners
    state.declarer = declarer
    state.end_reason = reason
    for p in state.players:
        p.identity_revealed = True
    state.emit("game_over", winners=list(winners), declarer=declarer, reason=reason,
               identities=[p.identity for p in state.players])


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
