"""The PettingZoo AEC environment: one agent per seat, ``agent_selection`` is whoever the game
asks next (the turn player, a seat in a response window, the holder of a message, …).

``env(**kwargs)`` is ``raw_env`` behind PettingZoo's order-enforcing wrapper. See docs/rl.md.
"""
from __future__ import annotations

import hashlib

import numpy as np
from gymnasium import logger, spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..engine import Config, GameState, Option
from ..engine.decisions import RESPOND
from .actions import NUM_ACTIONS
from . import history, privileged as priv, vocab
from .core import SEATS, Episode, agent_name, check_integer, seat_of
from .observation import HIGH, SIZE

ENV_VERSION = 2   # bumped whenever action ids or observation slots change meaning


def encoding_checksum() -> str:
    """A checksum of everything that gives action ids and observation slots their meaning:
    the codec's keys, the table layout, the history summary's fields and the vocabularies
    they number: the encoding of one role set (``vocab.ROLE_SET``; a role added in a new set
    changes no other set's). Trained weights record it (``bots/policy.py``); a change that
    moves an id or a slot changes it (and must bump :data:`ENV_VERSION`)."""
    from ..cards.deck import FUNCTIONS, IDENTITIES
    from . import actions, observation
    parts = (actions.KEYS, observation.LAYOUT, observation.STACK_SHOWN, history.SEAT_FIELDS,
             history.PAIR_FIELDS, history.SUMMARY_HIGH, vocab.FACES, vocab.PROMPTS,
             vocab.PHASE_IDS, vocab.ROLE_IDS, vocab.DECISION_KINDS, vocab.HIDDEN_KINDS,
             vocab.IDENTITY_TABLES, vocab.TRANSMISSIONS, vocab.MESSAGE_STEPS, FUNCTIONS,
             IDENTITIES)
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


def _box(high: np.ndarray) -> spaces.Box:
    return spaces.Box(low=np.zeros(high.shape, high.dtype), high=high, dtype=high.dtype)


def observation_space(observation: str = "history", history_length: int = 256,
                      privileged: bool = False) -> spaces.Dict:
    """The observation space of a mode (docs/rl.md): ``observation`` (float32: the table
    vector, then the history summary unless the mode is 'table'), ``action_mask`` (int8),
    ``events`` (int16 tokens, 'sequence' only), ``privileged`` (float32, if asked)."""
    high = HIGH if observation == "table" else np.concatenate(
        [HIGH, np.full(history.SUMMARY_SIZE, history.SUMMARY_HIGH, np.float32)])
    entries = {"observation": _box(high),
               "action_mask": spaces.Box(low=0, high=1, shape=(NUM_ACTIONS,), dtype=np.int8)}
    if observation == "sequence":
        entries["events"] = _box(np.tile(history.TOKEN_HIGH, (history_length, 1)))
    if privileged:
        entries["privileged"] = _box(priv.HIGH)
    return spaces.Dict(entries)


def make_config(players: int, deck: str, identity_table: str, roles: bool,
                max_turns: int) -> Config:
    """The engine configuration of an environment (``players`` and ``max_turns`` may be NumPy
    integers), dealing roles from the set the encoding covers (``vocab.ROLE_SET``); raises
    ValueError on a bad value or combination."""
    for name, value in (("players", players), ("max_turns", max_turns)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
            raise ValueError(f"{name} must be an integer, got {value!r}")
    return Config(players=int(players), deck=deck, identity_table=identity_table, roles=roles,
                  max_turns=int(max_turns), role_set=vocab.ROLE_SET)


def check_common(max_cycles, render_mode) -> int | None:
    """Check the arguments both forms share besides the table; returns ``max_cycles`` as an
    int (or None). Raises ValueError."""
    if max_cycles is not None:
        max_cycles = check_integer("max_cycles", max_cycles, low=1)
    if render_mode not in (None, "ansi"):
        raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
    return max_cycles


def reset_state(options) -> GameState | None:
    """The starting position ``options`` ask for (``options['state']``, or None). Raises
    ValueError if ``options`` is neither None nor a dict."""
    if options is None:
        return None
    if not isinstance(options, dict):
        raise ValueError(f"options must be a dict or None, got {options!r}")
    return options.get("state")


class EnvCommon:
    """What the AEC and the parallel form share: the arguments, the episode, the agents and
    their spaces, and the engine state for tools."""

    def set_up(self, players, deck, identity_table, roles, max_turns, max_cycles, render_mode,
               on_illegal, observation, history_length, privileged) -> None:
        """Check the arguments (ValueError) and build the episode, agents and spaces."""
        self.max_cycles = check_common(max_cycles, render_mode)
        self.episode = Episode(make_config(players, deck, identity_table, roles, max_turns),
                               on_illegal, observation=observation,
                               history_length=history_length, privileged=privileged)
        self.render_mode = render_mode
        self.possible_agents = [agent_name(s) for s in range(self.episode.config.players)]
        space = observation_space(observation, self.episode.history_length, privileged)
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(NUM_ACTIONS) for a in self.possible_agents}
        self.state_space = _box(priv.STATE_HIGH)

    def state(self) -> np.ndarray:
        """The global state (``privileged.global_state``: the table with nothing hidden, every
        hand, identity and role), for centralised critics at training time only."""
        return self.episode.global_state()

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def game(self):
        """The engine :class:`GameState` (for tools and tests; agents must use ``observe``)."""
        return self.episode.state


class raw_env(EnvCommon, AECEnv):
    """风声 as an AEC environment.

    Arguments (by keyword, or positional in this order): ``players`` 3..9, ``deck``
    'standard' | 'promo', ``identity_table`` 'standard' | 'first_game' | 'alternative',
    ``roles`` (role cards in play), ``max_turns`` (the engine's turn cap: the game is a draw
    after it, ruling R20), ``max_cycles`` (None, or truncate every agent after this many
    decisions, passes in response windows not counted), ``render_mode`` None | 'ansi' (the spectator's log in Chinese),
    ``on_illegal`` 'raise' | 'substitute' (what an id outside the mask does: raise
    :class:`~fengsheng.rl.core.IllegalActionId` leaving everything unchanged, or take the
    lowest legal id, noted in ``infos[agent]['illegal_action']``), ``observation`` 'table' |
    'history' | 'sequence' (what an observation holds, docs/rl.md), ``history_length`` (event
    tokens in a 'sequence' observation), ``privileged`` (add the training-only true
    identities, roles and hands: never at play time). Integers may be NumPy integers, not
    bools.

    Agents ``seat_0`` … ``seat_{n-1}``; every agent has ``Discrete(NUM_ACTIONS)`` and the
    observation space of :func:`observation_space`. Rewards come once, when the game ends: +1
    per winning seat, −1 per losing seat, 0 to all on a draw; every agent (dead ones too, whose
    faction may still win) is terminated then. Raises ValueError for bad arguments.
    """
    metadata = {"name": f"fengsheng_v{ENV_VERSION}", "render_modes": ["ansi"],
                "is_parallelizable": False}

    def __init__(self, players: int = 5, deck: str = "standard",
                 identity_table: str = "standard", roles: bool = False, max_turns: int = 120,
                 max_cycles: int | None = None, render_mode: str | None = None,
                 on_illegal: str = "raise", observation: str = "history",
                 history_length: int = 256, privileged: bool = False):
        super().__init__()
        self.set_up(players, deck, identity_table, roles, max_turns, max_cycles, render_mode,
                    on_illegal, observation, history_length, privileged)

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new game; ``seed`` determines it and the games of later ``reset()``s.
        ``options={'state': GameState}`` starts from a copy of that position instead (dealt
        with this environment's configuration; other option keys are ignored). Raises
        ValueError for a bad seed, options or state, and changes nothing then."""
        self.episode.reset(seed, reset_state(options))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.decisions = 0
        self.agent_selection = agent_name(self.episode.deciding)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s observation, built from ``views.observe(game, seat)`` only."""
        return self.episode.observation(seat_of(agent))

    def last(self, observe: bool = True) -> tuple:
        """(observation, cumulative reward, terminated, truncated, info) of
        ``agent_selection``, as PettingZoo's ``last()`` (whose name needs no check)."""
        agent = self.agent_selection
        return (self.episode.observation(SEATS[agent]) if observe else None,
                self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def view(self, agent: str) -> dict:
        """``views.observe(game, seat)`` of ``agent``: what engine-level bots read."""
        return self.episode.view(seat_of(agent))

    def events_for(self, agent: str) -> list[dict]:
        """Events ``agent`` was shown since it last asked (for engine-level bots)."""
        return self.episode.events_for(seat_of(agent))

    def action_of(self, agent: str, option: Option) -> int:
        """The action id of the legal engine ``option`` for ``agent``."""
        return self.episode.action_of(seat_of(agent), option)

    def step(self, action) -> None:
        """Apply ``agent_selection``'s action id (``None`` for a terminated or truncated
        agent). An id outside the mask raises IllegalActionId and changes nothing (or is
        replaced, with ``on_illegal='substitute'``); a non-integer always raises."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        episode = self.episode
        state = episode.state
        seat = SEATS[agent]   # agent_selection is always one of the agents
        window = state.pending.kind == RESPOND
        option, replaced = episode.checked(seat, action)
        episode.play(seat, option)
        self.infos[agent] = {} if replaced is None else {"illegal_action": replaced}
        # A pass in a response window is not counted: nobody else may learn that a seat was
        # asked (ruling R6), and the truncation would show it.
        if not (window and option.kind == "pass"):
            self.decisions += 1
        # The one reward comes when the game ends: until then every reward and cumulative
        # reward is 0 (as reset() sets them), so a step has nothing to clear or add.
        if state.over:
            for a, r in zip(self.possible_agents, episode.rewards()):
                self.rewards[a] = r
                self.terminations[a] = True
            self._accumulate_rewards()
        elif self.max_cycles is not None and self.decisions >= self.max_cycles:
            self.truncations = {a: True for a in self.agents}
        else:   # no round is shown in the AEC form: a seat is asked
            self.agent_selection = self.possible_agents[state.pending.seat]

    def render(self) -> str | None:
        """'ansi': the events since the last call as a spectator sees them, one line each in
        Chinese (the last one says who won). Without a render mode: a warning, None."""
        return render(self.episode, self.render_mode)

    def close(self) -> None:
        """Nothing to release (the game lives in memory)."""


def render(episode: Episode, render_mode: str | None) -> str | None:
    """What both forms' ``render()`` return: the episode's new log lines, or a warning and
    None without a render mode."""
    if render_mode is None:
        logger.warn("render() called without a render_mode; pass render_mode='ansi'")
        return None
    return episode.narrate()


class OrderEnforcingWrapper(wrappers.OrderEnforcingWrapper):
    """PettingZoo's order-enforcing wrapper, except that a ``reset()`` that raises (a bad
    seed, options or state) leaves the wrapper as it was: still "reset() needs to be called
    first" if no game was started before, still in the previous game otherwise."""

    def reset(self, seed=None, options=None) -> None:
        had_reset, had_updated = self._has_reset, self._has_updated
        try:
            super().reset(seed=seed, options=options)
        except Exception:
            self._has_reset, self._has_updated = had_reset, had_updated
            raise


def env(*args, **kwargs) -> AECEnv:
    """``raw_env(*args, **kwargs)`` wrapped in :class:`OrderEnforcingWrapper` (use before
    reset, or after the game, raises a clear error)."""
    return OrderEnforcingWrapper(raw_env(*args, **kwargs))
