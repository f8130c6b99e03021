"""The rules engine: pure, no I/O. Drive it with ``new_game`` → ``state.pending`` → ``apply``."""
from .. import cards as _cards  # noqa: F401  (registers the card functions)
from . import effects, landing, message, triggers, turn, window  # noqa: F401
from .decisions import Decision, IllegalAction, Option
from .flow import advance, apply
from .setup import new_game
from .state import ENGINE_VERSION, Config, GameState

__all__ = ["Config", "Decision", "ENGINE_VERSION", "GameState", "IllegalAction", "Option",
           "advance", "apply", "new_game"]
