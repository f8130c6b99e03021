"""Bots that play 风声 from a seat's observation: ``random``, ``heuristic`` and ``ismcts``.

``make_bot(name, seat, seed)`` builds one; ``play_game(config, seed, bots)`` plays a whole
game with one bot per seat. Bots see only ``views.observe(state, seat)`` and the events
``views.visible_events(...)`` shows their seat, and each draws from its own
``random.Random(seed)``.
"""
from __future__ import annotations

from .base import Bot, pending_options, play_game
from .heuristic import HeuristicBot
from .ismcts import ISMCTSBot
from .random_bot import RandomBot

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "heuristic": HeuristicBot,
                              "ismcts": ISMCTSBot}


def make_bot(name: str, seat: int, seed: int = 0) -> Bot:
    """A new bot of kind ``name`` (a key of :data:`BOTS`) for ``seat``, seeded with ``seed``.

    Raises ValueError for an unknown name (listing the known ones) or a bad seat/seed."""
    try:
        cls = BOTS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown bot {name!r}; choose one of {', '.join(sorted(BOTS))}") from None
    return cls(seat, seed)


__all__ = ["BOTS", "Bot", "HeuristicBot", "ISMCTSBot", "RandomBot", "make_bot", "pending_options",
           "play_game"]
