"""Speed of the RL environment: steps per second of the AEC env against decisions per second of
the bare engine on games of the same table, and of a PettingZoo classic environment driven by
the same loop (for ``benchmarks/rl_env.py`` and ``benchmarks/bots.py``)."""
from __future__ import annotations

import importlib
import random
import time

import numpy as np

from ..engine import Config, apply, new_game
from .aec import raw_env


def _check_games(games) -> None:
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, got {games!r}")


def _play(env, games: int, seed: int, rng, masks: list) -> None:
    """Play ``games`` games with a uniformly random masked policy, calling ``last()`` before
    every step as a learner would; each decision's mask is appended to ``masks``."""
    for g in range(games):
        env.reset(seed=seed + g)
        for _ in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            mask = obs["action_mask"]
            masks.append(mask)
            legal = np.flatnonzero(mask)
            env.step(int(legal[rng.integers(len(legal))]))


def aec_steps_per_second(env, games: int, seed: int = 0, warmup: int = 0) -> dict:
    """Play ``games`` whole games of the PettingZoo AEC env ``env`` with a uniformly random
    masked policy, calling ``last()`` before every step, as a learner would, after
    ``warmup`` games on other seeds that are not timed (the environment's caches filled,
    as in a long run).

    Returns {'steps_per_second', 'steps_per_cpu_second', 'env_steps_per_cpu_second',
    'steps', 'seconds', 'cpu_seconds', 'env_cpu_seconds', 'games'}: a step is one decision
    (each agent's final ``step(None)`` is not counted, though its time is); ``seconds`` is
    the loop's wall-clock time, ``cpu_seconds`` its CPU time (steadier on a shared machine),
    ``env_cpu_seconds`` the environment's own share: the loop's CPU time less the random
    policy's (its NumPy calls replayed on the same masks, with the same draws, and timed
    alone; a timer around each call would cost about a microsecond a call, a tenth of a
    step, and count it as the environment's). Raises ValueError for ``games < 1``."""
    _check_games(games)
    _play(env, warmup, seed + 10**6, np.random.default_rng(seed + 10**6), [])
    clock = time.process_time
    masks = []
    start, cpu = time.perf_counter(), clock()
    _play(env, games, seed, np.random.default_rng(seed), masks)
    seconds, cpu = time.perf_counter() - start, clock() - cpu
    rng = np.random.default_rng(seed)
    policy = clock()
    for mask in masks:
        legal = np.flatnonzero(mask)
        int(legal[rng.integers(len(legal))])
    inside = cpu - (clock() - policy)
    steps = len(masks)
    return {"steps_per_second": steps / seconds, "steps_per_cpu_second": steps / cpu,
            "env_steps_per_cpu_second": steps / inside, "steps": steps, "seconds": seconds,
            "cpu_seconds": cpu, "env_cpu_seconds": inside, "games": games}


def env_steps_per_second(players: int = 5, roles: bool = False, games: int = 20,
                         seed: int = 0, observation: str = "history",
                         warmup: int = 0) -> dict:
    """:func:`aec_steps_per_second` of ``raw_env(players, roles, observation=...)``. Raises
    ValueError for a bad table (as ``raw_env``) or ``games < 1``."""
    return aec_steps_per_second(raw_env(players=players, roles=roles, observation=observation),
                                games, seed, warmup)


def pettingzoo_steps_per_second(name: str = "classic.texas_holdem_v4", games: int = 200,
                                seed: int = 0, warmup: int = 0) -> dict:
    """:func:`aec_steps_per_second` of a PettingZoo environment, by module under
    ``pettingzoo`` (e.g. 'classic.texas_holdem_v4', which needs rlcard, or
    'classic.connect_four_v3'). Raises ImportError if it is not installed."""
    module = importlib.import_module(f"pettingzoo.{name}")
    return aec_steps_per_second(module.raw_env(), games, seed, warmup)


def engine_decisions_per_second(players: int = 5, roles: bool = False, games: int = 20,
                                seed: int = 0, warmup: int = 0) -> dict:
    """The bare engine, same table: a uniform choice among ``state.pending.options``, after
    ``warmup`` games that are not timed. Returns {'decisions_per_second',
    'decisions_per_cpu_second', 'decisions', 'seconds', 'cpu_seconds', 'games'}."""
    _check_games(games)
    config = Config(players=players, roles=roles)

    def play(seeds) -> int:
        decisions = 0
        for s in seeds:
            state = new_game(config, s)
            rng = random.Random(s)
            while not state.over:
                options = state.pending.options
                apply(state, options[rng.randrange(len(options))])
            decisions += state.step
        return decisions

    play(range(seed + 10**6, seed + 10**6 + warmup))
    start, cpu = time.perf_counter(), time.process_time()
    decisions = play(range(seed, seed + games))
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {"decisions_per_second": decisions / seconds,
            "decisions_per_cpu_second": decisions / cpu, "decisions": decisions,
            "seconds": seconds, "cpu_seconds": cpu, "games": games}
