"""The rules engine: pure, no I/O. Drive it with ``new_game`` → ``state.pending`` → ``apply``."""
from .decisions import Decision, IllegalAction, Option
from .flow import advance, apply
from .setup import new_game
from .state import ENGINE_VERSION, Config, GameState

__all__ = ["Config", "Decision", "ENGINE_VERSION", "GameState", "IllegalAction", "Option",
           "advance", "apply", "new_game"]
