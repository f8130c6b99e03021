"""The PettingZoo AEC environment: one agent per seat, ``agent_selection`` is whoever the game
asks next (the turn player, a seat in a response window, the holder of a message, …).

``env(**kwargs)`` is ``raw_env`` behind PettingZoo's order-enforcing wrapper. See docs/rl.md.
"""
from __future__ import annotations

import numpy as np
from gymnasium import logger, spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..engine import Config, Option
from .actions import NUM_ACTIONS
from .core import Episode, agent_name, seat_of
from .observation import HIGH, SIZE

ENV_VERSION = 0   # bumped whenever action ids or observation slots change meaning


def observation_space() -> spaces.Dict:
    """``Dict(observation=Box(0, HIGH, (SIZE,), float32), action_mask=Box(0, 1, (N,), int8))``."""
    return spaces.Dict({
        "observation": spaces.Box(low=np.zeros(SIZE, np.float32), high=HIGH, dtype=np.float32),
        "action_mask": spaces.Box(low=0, high=1, shape=(NUM_ACTIONS,), dtype=np.int8),
    })


def make_config(players: int, deck: str, identity_table: str, roles: bool,
                max_turns: int) -> Config:
    """The engine configuration of an environment; raises ValueError on a bad combination."""
    return Config(players=players, deck=deck, identity_table=identity_table, roles=roles,
                  max_turns=max_turns)


def check_common(max_cycles, render_mode) -> None:
    """Check the arguments both forms share besides the table; raises ValueError."""
    if max_cycles is not None and (isinstance(max_cycles, bool) or
                                   not isinstance(max_cycles, int) or max_cycles < 1):
        raise ValueError(f"max_cycles must be a positive integer or None, got {max_cycles!r}")
    if render_mode not in (None, "ansi"):
        raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")


class raw_env(AECEnv):
    """风声 as an AEC environment.

    Keyword arguments: ``players`` 3..9, ``deck`` 'standard' | 'promo', ``identity_table``
    'standard' | 'first_game' | 'alternative', ``roles`` (role cards in play), ``max_turns``
    (the engine's turn cap: the game is a draw after it, ruling R20), ``max_cycles`` (None, or
    truncate every agent after this many decisions), ``render_mode`` None | 'ansi' (the
    spectator's log in Chinese), ``on_illegal`` 'raise' | 'substitute' (what an id outside the
    mask does: raise :class:`~fengsheng.rl.core.IllegalActionId` leaving everything unchanged,
    or take the lowest legal id, noted in ``infos[agent]['illegal_action']``).

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
                 on_illegal: str = "raise"):
        super().__init__()
        check_common(max_cycles, render_mode)
        self.episode = Episode(make_config(players, deck, identity_table, roles, max_turns),
                               on_illegal)
        self.max_cycles = max_cycles
        self.render_mode = render_mode
        self.possible_agents = [agent_name(s) for s in range(players)]
        self.observation_spaces = {a: observation_space() for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(NUM_ACTIONS) for a in self.possible_agents}

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def game(self):
        """The engine :class:`GameState` (for tools and tests; agents must use ``observe``)."""
        return self.episode.state

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a new game; ``seed`` determines it and the games of later ``reset()``s.
        ``options={'state': GameState}`` starts from a copy of that position instead (other
        option keys are ignored). Raises ValueError for a bad seed or state."""
        self.episode.reset(seed, (options or {}).get("state"))
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
        replaced = self.episode.act(seat_of(agent), action)
        self._clear_rewards()
        self._cumulative_rewards[agent] = 0.0
        self.infos[agent] = {} if replaced is None else {"illegal_action": replaced}
        self.decisions += 1
        game = self.game
        if game.over:
            for a, r in zip(self.possible_agents, self.episode.rewards()):
                self.rewards[a] = r
                self.terminations[a] = True
        elif self.max_cycles is not None and self.decisions >= self.max_cycles:
            self.truncations = {a: True for a in self.agents}
        else:
            self.agent_selection = agent_name(self.episode.deciding)
        self._accumulate_rewards()

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


def env(**kwargs) -> AECEnv:
    """``raw_env(**kwargs)`` wrapped in PettingZoo's OrderEnforcingWrapper (use before reset,
    or after the game, raises a clear error)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
