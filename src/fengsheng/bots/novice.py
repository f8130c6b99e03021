"""The novice bot (level 入门): the heuristic bot that, now and then, plays a legal answer at
random instead of its own — a table a new player can beat, without the random bot's
nonsense on every move.

It keeps the heuristic's memory complete (it always lets the heuristic decide first) and
replaces that answer by a uniform one with probability :data:`SLIP`, drawn from its own RNG.
"""
from __future__ import annotations

from ..engine import Option
from .base import pending_options
from .heuristic import HeuristicBot

SLIP = 0.3     # share of decisions with more than one option answered at random


class NoviceBot(HeuristicBot):
    """``heuristic@2`` with random slips (module text)."""
    name = "novice"

    def __init__(self, seat: int, seed: int = 0, version: int = 1):
        super().__init__(seat, seed, version=2)

    def choose(self, observation: dict, events: list[dict]) -> Option:
        answer = super().choose(observation, events)
        options = pending_options(observation)
        if len(options) > 1 and self.rng.random() < SLIP:
            return options[self.rng.randrange(len(options))]
        return answer
