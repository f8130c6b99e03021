"""风声 for reinforcement learning: a PettingZoo AEC environment (``env``, ``raw_env``), its
lockstep parallel form (``parallel_env``), a single-agent Gymnasium environment registered as
``fengsheng/Fengsheng-v2`` (``SingleAgentEnv``; other seats played by bots, policies or a
``SelfPlayPool``), the action codec and the observation encoder.

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
from .observation import SIZE as OBSERVATION_SIZE, encode_observation   # the table vector's size
from .opponents import SelfPlayPool, random_masked_policy
from .parallel import parallel_env
from .single_agent import ENV_ID, SingleAgentEnv, register

register()

__all__ = ["ENV_ID", "ENV_VERSION", "NUM_ACTIONS", "OBSERVATION_SIZE", "WAIT", "CodecError",
           "IllegalActionId", "SelfPlayPool", "SingleAgentEnv", "describe",
           "encode_observation", "env", "legal_actions", "outcome_rewards", "parallel_env",
           "random_masked_policy", "raw_env"]
