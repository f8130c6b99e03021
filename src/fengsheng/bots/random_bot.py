"""The random bot: a uniform choice among the legal options, from its own seeded RNG."""
from __future__ import annotations

from ..engine import Option
from .base import Bot, pending_options


class RandomBot(Bot):
    """Picks uniformly among ``observation['pending']['options']``; ignores events."""
    name = "random"

    def choose(self, observation: dict, events: list[dict]) -> Option:
        options = pending_options(observation)
        return options[self.rng.randrange(len(options))]
