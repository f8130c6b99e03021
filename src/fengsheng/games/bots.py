"""Bots for any game, and the loop that lets them play a whole game (the game-neutral side of
``fengsheng.bots``). A bot answers its seat's decisions from ``game.observe(state, seat)`` and
the events ``game.visible_events`` shows that seat since its last decision; it never touches the
state. ``bot_kinds(game)`` lists a game's bots by name."""
from __future__ import annotations

import importlib
import random

# game -> the module whose ``BOTS`` maps bot names to classes ``cls(seat, seed)``
_BOT_MODULES = {"felix": "fengsheng.games.felix.bots", "fengsheng": "fengsheng.bots"}


def bot_kinds(game) -> dict:
    return importlib.import_module(_BOT_MODULES[game.name]).BOTS


def make_bot(game, name: str, seat: int, seed: int = 0):
    module = importlib.import_module(_BOT_MODULES[game.name])
    if hasattr(module, "make_bot"):     # 风声's: versions (heuristic@2), levels (普通)
        return module.make_bot(name, seat, seed)
    kinds = bot_kinds(game)
    if name not in kinds:
        raise ValueError(f"unknown {game.name} bot {name!r}; choose one of "
                         f"{', '.join(sorted(kinds))}")
    return kinds[name](seat, seed)


class GameBot:
    """A seat and its own seeded ``random.Random``; subclasses implement ``choose``."""
    name = ""

    def __init__(self, seat: int, seed: int = 0):
        if isinstance(seat, bool) or not isinstance(seat, int) or seat < 0:
            raise ValueError(f"seat must be a non-negative integer, got {seat!r}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed must be an integer, got {seed!r}")
        self.seat = seat
        self.rng = random.Random(seed)

    def choose(self, observation: dict, events: list[dict]):
        raise NotImplementedError


def play_game(game, config: dict, seed: int, bots: list, max_decisions: int = 100_000):
    """Play one whole game, asking ``bots[seat]`` for each decision; returns the final state.
    RuntimeError names a bot that answers illegally or a game that does not end."""
    config = game.config(**config)
    if len(bots) != config["players"]:
        raise ValueError(f"{config['players']} players need {config['players']} bots, "
                         f"got {len(bots)}")
    state = game.new_state(config, seed)
    log = list(getattr(state, "events", ()))
    seen = [0] * config["players"]
    while not state.over:
        if state.step >= max_decisions:
            raise RuntimeError(f"game with seed {seed} did not end within {max_decisions} decisions")
        seat = state.pending.seat
        events = game.visible_events(log[seen[seat]:], seat)
        seen[seat] = len(log)
        option = bots[seat].choose(game.observe(state, seat), events)
        if option not in state.pending.options:
            raise RuntimeError(f"bot {type(bots[seat]).__name__} at seat {seat} answered "
                               f"{option!r}, which is not a legal option")
        log.extend(game.apply(state, option, seat))
    return state
