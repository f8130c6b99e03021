"""风声 presented through the game-neutral interface: the one door by which every front end
(the browser server, the terminal, the simulator and tournaments, the scenario command)
reaches 风声. A thin veneer over ``fengsheng.engine``, ``views`` and ``notation``: no state is
copied or converted, so the engine's speed, tests, figures and records are untouched.

Besides the interface (``games/api.py``), the object hands out 风声's own particulars, which
only its front ends show — the response windows, the Chinese and English narration and option
labels, the identity tables and role sets, its record format, its bots, blunders and
scenario language. They are listed below, and the front ends take them from here, never from
the engine's modules (``tests/games/test_boundary.py``): what is listed is all they use."""
from __future__ import annotations

from functools import cached_property

from .. import i18n
from .. import record as _record
from ..cards import deck as _deck
from ..engine import ENGINE_VERSION, Config, IllegalAction as EngineIllegal, apply, new_game
from ..engine.decisions import RESPOND, TRIGGER, Option
from ..engine.ruleset import every_role
from ..engine.setup import IDENTITY_TABLES
from ..engine.window import SHOWN
from ..notation import format_option, parse_option
from ..roles.table import DEFAULT_ROLE_SET, ROLE_CARD, ROLE_CARDS, ROLE_SETS
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

    @staticmethod
    def reveal_all(state):
        return observe(state, None, omniscient=True)

    @staticmethod
    def reveal_events(events):
        return visible_events(events, None, omniscient=True)

    format_option = staticmethod(format_option)
    parse_option = staticmethod(parse_option)

    @staticmethod
    def outcome(state) -> dict:
        winners = sorted(state.winners)
        return {"scores": [int(p in winners) for p in range(state.config.players)],
                "winners": winners}

    # -- 风声's particulars, for its front ends ------------------------------------------------
    # The configuration and the option as the engine takes them (a room builds a Config; an
    # answer frame names an Option by its fields).
    Config, Option = Config, Option
    # Decision kinds asked in secret (response windows, timing points) and the pause that
    # shows a round of priority (docs/architecture.md, "Response windows seen from outside").
    RESPOND, TRIGGER, SHOWN = RESPOND, TRIGGER, SHOWN
    IDENTITY_TABLES = IDENTITY_TABLES
    ROLE_SETS, DEFAULT_ROLE_SET = ROLE_SETS, DEFAULT_ROLE_SET
    ROLE_CARD, ROLE_CARDS = ROLE_CARD, ROLE_CARDS
    every_role = staticmethod(every_role)
    # The cards: ``deck(edition)``, the editions, the identities and factions.
    deck, DECKS = staticmethod(_deck.deck), _deck.DECKS
    IDENTITIES = _deck.IDENTITIES
    UNDERGROUND, MILITARY, BYSTANDER = _deck.UNDERGROUND, _deck.MILITARY, _deck.BYSTANDER
    # Words: the narration, option labels and prompts (``texts(lang)``), the role cards' texts,
    # the terminal's own words.
    texts = staticmethod(i18n.texts)
    role_texts = staticmethod(i18n.role_texts)
    terminal_strings = staticmethod(i18n.terminal_strings)
    # Records with response windows (``fengsheng.record``: Game, replay, load_record, FORMAT,
    # RecordError); ``games.record`` records do not hold the rounds a room shows.
    records = _record

    # Loaded on first use: a front end that does not need them does not import them.
    @cached_property
    def bots(self):
        """``fengsheng.bots``: BOTS, make_bot, parse_name, play_game (the simulator's fast loop)."""
        from .. import bots
        return bots

    @cached_property
    def Beliefs(self):
        from ..bots.belief import Beliefs
        return Beliefs

    @cached_property
    def ROLE_PREFERENCE(self):
        from ..bots.role_play import ROLE_PREFERENCE
        return ROLE_PREFERENCE

    @cached_property
    def blunders(self):
        """``fengsheng.blunders``: KINDS, Blunders (the lab's counters)."""
        from .. import blunders
        return blunders

    @cached_property
    def scenarios(self):
        """``fengsheng.scenario``: 风声's scenario language (positions, scripts, expectations)."""
        from .. import scenario
        return scenario


FENGSHENG = Fengsheng()
