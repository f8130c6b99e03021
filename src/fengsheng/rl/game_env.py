"""A PettingZoo AEC environment for any game of the platform, through the game-neutral
interface and a codec module (action ids, observation vector, rewards) per game: ``CODECS``.
One agent per seat; ``agent_selection`` is whoever the game asks next; rewards come once, at
the end. ``felix_env(players=4)`` is 菲力猫's (docs/rl.md).

(风声's own environment, ``fengsheng.rl.env``, keeps its richer options until its engine moves
under ``games/``.)"""
from __future__ import annotations

import importlib
import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..games import get_game
from .aec import OrderEnforcingWrapper
from .core import IllegalActionId, agent_name, check_integer, seat_of

CODECS = {"felix": "fengsheng.rl.felix_codec"}


class GameAECEnv(AECEnv):
    """Arguments: ``game`` (a name in ``CODECS``), ``players``, ``render_mode`` None | 'ansi'
    (the log in the game's Chinese words). Observations: ``{"observation": Box(0, 1, (SIZE,)),
    "action_mask": Box(0, 1, (NUM_ACTIONS,), int8)}``, built from ``game.observe`` only. An id
    outside the mask raises IllegalActionId and changes nothing."""
    metadata = {"name": "platform_game_v1", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, game: str = "felix", players: int = 4, render_mode: str | None = None):
        super().__init__()
        self.g = get_game(game)
        self.codec = importlib.import_module(CODECS[game])
        self.config = self.g.config(players=check_integer("players", players, low=1))
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"{game}_v1"}
        self.possible_agents = [agent_name(s) for s in range(self.config["players"])]
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (self.codec.SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (self.codec.NUM_ACTIONS,), np.int8)})
        self.observation_spaces = {a: space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.NUM_ACTIONS)
                              for a in self.possible_agents}
        self._seeds = random.Random()
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._seeds = random.Random(check_integer("seed", seed))
        self.state = self.g.new_state(self.config, self._seeds.getrandbits(63))
        self._log, self._told = list(self.state.events), 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = agent_name(self.state.pending.seat)

    def view(self, agent: str) -> dict:
        """``game.observe(state, seat)``: what the game's own bots read."""
        return self.g.observe(self.state, seat_of(agent))

    def observe(self, agent: str) -> dict:
        view = self.view(agent)
        return {"observation": self.codec.encode(view), "action_mask": self.codec.mask(view)}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if isinstance(action, bool) or not isinstance(action, (int, np.integer)) or \
                not 0 <= action < self.codec.NUM_ACTIONS:
            raise IllegalActionId(f"action must be an integer id in [0, "
                                  f"{self.codec.NUM_ACTIONS}), got {action!r}")
        option = self.codec.option_of(int(action))
        if option not in self.state.pending.options:
            raise IllegalActionId(f"action {action} ({self.g.format_option(option)}) is not in "
                                  f"{agent}'s action mask")
        self._log.extend(self.g.apply(self.state, option, seat_of(agent)))
        self._clear_rewards()
        self._cumulative_rewards[agent] = 0.0
        if self.state.over:
            n = self.config["players"]
            for a, r in zip(self.possible_agents,
                            self.codec.rewards(self.g.outcome(self.state), n)):
                self.rewards[a] = r
                self.terminations[a] = True
        else:
            self.agent_selection = agent_name(self.state.pending.seat)
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        from ..cli.game_play import TEXTS
        text = importlib.import_module(TEXTS[self.g.name])
        names = text.seat_names(self.config["players"])
        lines = [text.event_line(e, names) for e in
                 self.g.visible_events(self._log[self._told:], None)]
        self._told = len(self._log)
        return "\n".join(x for x in lines if x)

    def close(self) -> None:
        pass


def felix_env(players: int = 4, render_mode: str | None = None) -> AECEnv:
    """菲力猫's AEC environment behind PettingZoo's order-enforcing wrapper."""
    return OrderEnforcingWrapper(GameAECEnv("felix", players, render_mode))
