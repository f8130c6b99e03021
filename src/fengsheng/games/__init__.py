"""The games on the platform and the game-neutral layer they share (``api``: the interface;
``record``: records and replay; ``bots``/``play``: bots and the loop that runs them).

``GAMES`` maps a game's name to its :class:`~fengsheng.games.api.Game` object; a shared layer
looks a game up here and never imports a game's modules itself."""
from __future__ import annotations

import importlib

# name -> (module, attribute); imported on first use so that one game does not load the other
_REGISTRY = {
    "felix": ("fengsheng.games.felix", "FELIX"),
    "fengsheng": ("fengsheng.games.fengsheng_adapter", "FENGSHENG"),
}
GAME_NAMES = tuple(_REGISTRY)


def get_game(name: str):
    """The Game object called ``name``; ValueError naming the known games otherwise."""
    if name not in _REGISTRY:
        raise ValueError(f"unknown game {name!r} (known: {', '.join(GAME_NAMES)})")
    module, attr = _REGISTRY[name]
    return getattr(importlib.import_module(module), attr)
