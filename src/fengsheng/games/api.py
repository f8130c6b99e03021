"""The game-neutral interface every shared layer speaks (design §7; OpenSpiel's Game/State in
spirit). A front end, bot, simulator, record or RL environment holds a :class:`Game` and the
states it makes, and uses nothing else:

- ``game.new_state(config, seed)`` → a state already run up to its first decision;
- ``state.pending`` → the :class:`Decision` (who, what kind, the complete legal options), or
  ``None`` once ``state.over``;
- ``game.apply(state, option, seat=None)`` → the events of the step; anything that is not one
  of ``state.pending.options`` (or from another seat) raises :class:`IllegalAction` before the
  state is touched. Events may hold secrets: show them to a seat only through
  ``game.visible_events(events, seat)``;
- ``state.clone()`` (independent copy), ``state.hash()`` (equal across processes);
- ``game.observe(state, seat)`` → a JSON-able dict of what ``seat`` may know (``None``: a
  spectator). It is the only way information leaves a state;
- ``game.reveal_all(state)`` / ``game.reveal_events(events)`` → everything, the observation's
  shape with every secret filled in (hands, face-down cards, hidden event fields): the
  all-visible view (全部公开) of a *finished* game's replay, never given to a live game's seat
  or spectator (``tests/server/test_felix_rooms.py``,
  ``test_the_all_visible_view_is_for_finished_games_only``);
- ``game.format_option`` / ``game.parse_option`` → an option's text, used by records;
- ``game.outcome(state)`` → ``{"scores": [...], "winners": [...]}`` of a finished game.

Randomness lives in the state (one seeded generator, :mod:`fengsheng.games.rng`): the same
seed and the same answers give the same game anywhere. A record (:mod:`.record`) is the game's
name, its rules version, the configuration, the seed and the answers.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Protocol


class IllegalAction(ValueError):
    """An answer that is not one of the pending options; the state is unchanged."""


class ConfigError(ValueError):
    """A configuration the game cannot be played with; the message says what is wrong."""


class Decision(NamedTuple):
    """The pending decision: ``seat`` answers ``kind`` with one of ``options`` (never empty)."""
    seat: int
    kind: str
    options: tuple


class State(Protocol):
    pending: Decision | None
    over: bool
    step: int      # decisions answered so far

    def clone(self) -> "State": ...
    def hash(self) -> str: ...


class Game(Protocol):
    name: str                   # registry key, e.g. "felix"
    title: str                  # its name for people, e.g. "菲力猫"
    rules_version: str          # a record replays only on the same rules version
    player_counts: tuple[int, ...]

    def config(self, **options: Any) -> dict: ...
    def new_state(self, config: dict, seed: int) -> State: ...
    def apply(self, state: State, option, seat: int | None = None) -> list[dict]: ...
    def observe(self, state: State, seat: int | None) -> dict: ...
    def visible_events(self, events: list[dict], seat: int | None) -> list[dict]: ...
    def reveal_all(self, state: State) -> dict: ...           # finished games' replays only
    def reveal_events(self, events: list[dict]) -> list[dict]: ...
    def format_option(self, option) -> str: ...
    def parse_option(self, text: str): ...
    def outcome(self, state: State) -> dict: ...
