"""风声 presented through the game-neutral interface, for the shared layers that serve any
game (``games.record``, ``games.play``, the ``--game`` paths of the CLI). A thin veneer over
``fengsheng.engine``, ``views`` and ``notation``: no state is copied or converted, so the
engine's speed, tests, figures and records are untouched. 风声's own front ends still call the
engine directly until its engine moves under ``games/`` (issue 13 first)."""
from __future__ import annotations

from ..engine import ENGINE_VERSION, Config, IllegalAction as EngineIllegal, apply, new_game
from ..notation import format_option, parse_option
from ..views import observe, visible_events
from .api import ConfigError, IllegalAction


class Fengsheng:
    name = "fengsheng"
    title = "风声"
    rules_version = ENGINE_VERSION
    player_counts = tuple(range(3, 10))

    def config(self, **options) -> dict:
        try:
            return Config.from_dict(options).to_dict()
        except (TypeError, ValueError) as e:
            raise ConfigError(f"bad 风声 configuration: {e}") from None

    def new_state(self, config: dict, seed: int):
        return new_game(Config.from_dict(config), seed)

    def apply(self, state, option, seat=None) -> list[dict]:
        try:
            return apply(state, option, seat)
        except EngineIllegal as e:
            raise IllegalAction(str(e)) from None

    @staticmethod
    def observe(state, seat):
        return observe(state, seat)

    @staticmethod
    def visible_events(events, seat):
        return visible_events(events, seat)

    format_option = staticmethod(format_option)
    parse_option = staticmethod(parse_option)

    @staticmethod
    def outcome(state) -> dict:
        winners = sorted(state.winners)
        return {"scores": [int(p in winners) for p in range(state.config.players)],
                "winners": winners}


FENGSHENG = Fengsheng()
