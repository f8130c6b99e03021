"""风声 as a single-agent Gymnasium environment: the learner plays one seat, the others are played
by bots or policies (``opponents.py``). Registered as ``fengsheng/Fengsheng-v2``:

    import gymnasium as gym, fengsheng.rl
    env = gym.make("fengsheng/Fengsheng-v2", players=5, opponents="heuristic")
    obs, info = env.reset(seed=1)             # info["action_mask"]; env.unwrapped.action_masks()
    obs, reward, terminated, truncated, info = env.step(action)

Each step is one decision of the learner's seat; the other seats' decisions in between are
played inside ``step`` (and ``reset``). The reward is the learner seat's result when the game
ends (+1 win, −1 loss, 0 draw; docs/rl.md). See docs/rl.md for the vector forms.
"""
from __future__ import annotations

import random

import gymnasium
import numpy as np
from gymnasium import spaces

from .actions import NUM_ACTIONS
from .aec import ENV_VERSION, raw_env
from .core import agent_name
from .opponents import act, opponent_factory

ENV_ID = f"fengsheng/Fengsheng-v{ENV_VERSION}"


class SingleAgentEnv(gymnasium.Env):
    """One learner seat against opponents.

    Arguments: ``players``, ``deck``, ``identity_table``, ``roles``, ``max_turns``,
    ``observation``, ``history_length``, ``privileged``, ``render_mode`` as in
    :class:`~fengsheng.rl.aec.raw_env`; ``seat``: the learner's seat, or None (default) for a
    seat drawn anew at every reset; ``opponents``: an opponent spec (``opponents.py``: a bot
    name, a factory ``f(seat, seed)``, a :class:`~fengsheng.rl.opponents.SelfPlayPool`);
    ``on_illegal``: 'substitute' (default here: an id outside the mask is replaced by the
    lowest legal one and ``info['illegal_action']`` names it, as unmasked learners and
    Gymnasium's checker sample the whole action space) or 'raise'.

    The observation is the AEC observation without its mask: the ``'observation'`` vector
    alone (a ``Box``) in the 'table' and 'history' modes, else a ``Dict`` of the other
    entries. The mask is ``info['action_mask']`` and :meth:`action_masks` (sb3-contrib's
    name). A deal in which the learner never decides (the game ends first) is skipped:
    ``reset`` deals the next one. Raises ValueError for bad arguments."""
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, players: int = 5, seat: int | None = None, opponents="random",
                 deck: str = "standard", identity_table: str = "standard", roles: bool = False,
                 max_turns: int = 120, observation: str = "history", history_length: int = 256,
                 privileged: bool = False, on_illegal: str = "substitute",
                 render_mode: str | None = None):
        self.aec = raw_env(players=players, deck=deck, identity_table=identity_table,
                           roles=roles, max_turns=max_turns, render_mode=render_mode,
                           on_illegal=on_illegal, observation=observation,
                           history_length=history_length, privileged=privileged)
        n = self.aec.episode.config.players
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, (int, np.integer))
                                 or not 0 <= seat < n):
            raise ValueError(f"seat must be None or 0..{n - 1}, got {seat!r}")
        self.fixed_seat = None if seat is None else int(seat)
        self.seat = self.fixed_seat if seat is not None else 0
        self.make_opponent = opponent_factory(opponents)
        self.render_mode = render_mode
        full = self.aec.observation_space(agent_name(0))
        rest = {k: v for k, v in full.spaces.items() if k != "action_mask"}
        self._flat = list(rest) == ["observation"]
        self.observation_space = rest["observation"] if self._flat else spaces.Dict(rest)
        self.action_space = spaces.Discrete(NUM_ACTIONS)
        self._deals = random.Random()
        self._players: dict[int, object] = {}
        self._playing = False     # a game in which the learner still has to act

    # -- Gymnasium API ----------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """Deal a game (``seed`` determines it and every later unseeded reset's; ``options``
        as in the AEC env: ``{'state': GameState}``), let the opponents play up to the
        learner's first decision. Returns (observation, info)."""
        super().reset(seed=seed)
        if seed is not None:
            self._deals = random.Random(int(seed))
        while True:
            game_seed = self._deals.getrandbits(63)
            self.aec.reset(seed=game_seed, options=options)
            rng = random.Random(game_seed)
            self.seat = self.fixed_seat if self.fixed_seat is not None else \
                rng.randrange(self.aec.episode.config.players)
            self._players = {s: self.make_opponent(s, rng.getrandbits(31))
                             for s in range(self.aec.episode.config.players) if s != self.seat}
            if self._play_others():
                self._playing = True
                break
            if options is not None:   # a given position in which the learner never decides
                raise ValueError("the learner's seat never decides in the given position")
        return self._observation(), self._info({})

    def step(self, action):
        """The learner's action id; then the other seats play until the learner's next
        decision or the end. Returns (observation, reward, terminated, truncated, info)."""
        if not self._playing:
            raise gymnasium.error.ResetNeeded("call reset() before step(), and after the game")
        aec = self.aec
        agent = agent_name(self.seat)
        aec.step(action)
        info = dict(aec.infos[agent])
        self._play_others()
        over = aec.game.over
        reward = float(aec.episode.rewards()[self.seat]) if over else 0.0
        self._playing = not over
        return self._observation(), reward, over, False, self._info(info)

    def action_masks(self) -> np.ndarray:
        """The learner's action mask now (bool, for sb3-contrib's MaskablePPO)."""
        return self._mask.astype(bool)

    def render(self):
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()

    # -- inside -----------------------------------------------------------------------------
    def _play_others(self) -> bool:
        """Let the other seats answer until the learner must decide (True) or the game is
        over (False)."""
        aec = self.aec
        while not aec.game.over:
            seat = aec.episode.deciding
            if seat == self.seat:
                return True
            act(aec, seat, self._players[seat])
        return False

    def _observation(self):
        obs = self.aec.observe(agent_name(self.seat))
        self._mask = obs.pop("action_mask")
        return obs["observation"] if self._flat else obs

    def _info(self, info: dict) -> dict:
        info["action_mask"] = self._mask
        info["seat"] = self.seat
        return info


def register() -> None:
    """Register :data:`ENV_ID` with Gymnasium (once)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="fengsheng.rl.single_agent:SingleAgentEnv")
