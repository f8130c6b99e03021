"""Registry of the nine card functions. Each function module (one per card, e.g. jie_huo.py)
provides ``can_use(state, seat, ctx) -> bool`` (timing: may ``seat`` use it in window ``ctx``),
``options(state, seat, card, func) -> list[Option]`` (one per legal target), and
``resolve(state, frame)`` / optionally ``answer(state, frame, option)`` for its effect."""
from __future__ import annotations

CARD_RULES: dict = {}


def register_card(module) -> None:
    from ..engine.effects import EFFECTS
    CARD_RULES[module.FUNC] = module
    EFFECTS[module.FUNC] = module


def other_living(state, seat: int) -> list[int]:
    """Targets for "另一位玩家": every other living seat, in seat order."""
    return [p.seat for p in state.players if p.alive and p.seat != seat]
