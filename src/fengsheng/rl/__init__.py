"""风声 for reinforcement learning: a PettingZoo AEC environment (``env``, ``raw_env``), its
lockstep parallel form (``parallel_env``), the action codec and the observation encoder.

    from fengsheng import rl
    e = rl.env(players=5)
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else policy(obs)   # obs['action_mask']
        e.step(action)

See docs/rl.md for the action ids, the observation layout and the rewards.
"""
from __future__ import annotations

from .actions import NUM_ACTIONS, WAIT, CodecError, describe, legal_actions
from .aec import ENV_VERSION, env, raw_env
from .core import IllegalActionId, outcome_rewards
from .observation import SIZE as OBSERVATION_SIZE, encode_observation
from .parallel import parallel_env

__all__ = ["ENV_VERSION", "NUM_ACTIONS", "OBSERVATION_SIZE", "WAIT", "CodecError",
           "IllegalActionId", "describe", "encode_observation", "env", "legal_actions",
           "outcome_rewards", "parallel_env", "raw_env"]
