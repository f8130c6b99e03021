"""The single-agent Gymnasium environment (fengsheng.rl.single_agent), its vector forms and the
opponents: Gymnasium's own checker, ``gymnasium.make`` / ``make_vec``, Stable-Baselines3's
``make_vec_env``, rewards from the learner seat's result, bots, policies and the self-play
pool in the other seats."""
from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from fengsheng import rl
from fengsheng.bots import make_bot
from fengsheng.rl.core import IllegalActionId, outcome_rewards
from fengsheng.rl.opponents import SelfPlayPool, random_masked_policy


def _play(env, seed, rng):
    """One game with uniform masked actions; returns (reward, learner decisions, info)."""
    _, info = env.reset(seed=seed)
    steps = 0
    while True:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        _, reward, terminated, truncated, info = env.step(action)
        steps += 1
        assert not truncated
        if terminated:
            return reward, steps, info
        assert reward == 0.0


@pytest.mark.parametrize("kwargs", [
    {}, dict(players=7, roles=True, observation="sequence", history_length=32, privileged=True),
    dict(players=3, deck="promo", observation="table", opponents="heuristic", seat=1)])
def test_gymnasiums_checker_passes(kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(gymnasium.make(rl.ENV_ID, **kwargs).unwrapped)


def test_the_reward_is_the_learner_seats_result_and_reset_is_seeded():
    env = gymnasium.make(rl.ENV_ID, players=5, opponents="random")
    rng = np.random.default_rng(0)
    seats = set()
    for seed in range(6):
        reward, steps, info = _play(env, seed, rng)
        game = env.unwrapped.aec.game
        assert game.over and steps >= 1
        assert reward == outcome_rewards(game)[info["seat"]]
        seats.add(info["seat"])
        with pytest.raises(gymnasium.error.ResetNeeded):
            env.step(0)                         # the game is over: reset first
    assert len(seats) > 1                       # seat=None: a seat drawn at every reset
    by_module = gymnasium.make(f"fengsheng.rl:{rl.ENV_ID}")
    a, info_a = env.reset(seed=11)
    assert np.array_equal(by_module.reset(seed=11)[0], a)
    b, info_b = env.reset(seed=11)
    assert np.array_equal(a, b) and info_a["seat"] == info_b["seat"]
    assert np.array_equal(info_a["action_mask"], env.unwrapped.action_masks())


def test_an_illegal_id_is_substituted_by_default_and_raises_on_request():
    env = gymnasium.make(rl.ENV_ID, seat=0)
    _, info = env.reset(seed=2)
    bad = int(np.flatnonzero(info["action_mask"] == 0)[-1])
    _, _, _, _, info = env.step(bad)
    assert info["illegal_action"] == bad
    strict = gymnasium.make(rl.ENV_ID, seat=0, on_illegal="raise")
    obs, info = strict.reset(seed=2)
    step = strict.unwrapped.aec.game.step
    with pytest.raises(IllegalActionId):
        strict.step(bad)
    assert strict.unwrapped.aec.game.step == step   # nothing changed


def test_bad_arguments_are_refused():
    for kwargs in (dict(seat=5), dict(seat=True), dict(opponents="nobody"), dict(opponents=3),
                   dict(observation="pixels")):
        with pytest.raises(ValueError):
            rl.SingleAgentEnv(**kwargs)


def test_the_vector_forms_step_whole_games():
    venv = gymnasium.make_vec(rl.ENV_ID, num_envs=2, vectorization_mode="sync",
                              observation="table")
    obs, info = venv.reset(seed=0)
    assert obs.shape == (2, rl.OBSERVATION_SIZE) and info["action_mask"].shape == (2, rl.NUM_ACTIONS)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(400):
        actions = [int(rng.choice(np.flatnonzero(m))) for m in info["action_mask"]]
        obs, reward, terminated, _, info = venv.step(np.array(actions))
        ended += int(terminated.sum())
        assert set(reward[terminated]) <= {-1.0, 0.0, 1.0}
    assert ended >= 2
    from stable_baselines3.common.env_util import make_vec_env
    sb3 = make_vec_env(rl.ENV_ID, n_envs=2, seed=0, env_kwargs={"render_mode": None})
    obs = sb3.reset()
    masks = np.stack(sb3.env_method("action_masks"))
    obs, reward, done, infos = sb3.step(np.array([int(np.flatnonzero(m)[0]) for m in masks]))
    assert obs.shape[0] == 2 and len(infos) == 2


def test_policies_and_past_versions_play_the_other_seats():
    calls = []

    def version(tag):
        inner = random_masked_policy(tag)

        def policy(observation):
            calls.append(tag)
            assert set(observation) == {"observation", "action_mask"}
            return inner(observation)
        return policy

    pool = SelfPlayPool(latest=0.5, seed=1)
    with pytest.raises(RuntimeError):
        pool(1, 0)
    for tag in range(3):
        pool.add(version(tag))
    env = gymnasium.make(rl.ENV_ID, opponents=pool, observation="table")
    rng = np.random.default_rng(1)
    for seed in range(4):
        _play(env, seed, rng)
    assert {0, 1, 2} <= set(calls) and calls.count(2) > calls.count(0)
    # A factory may mix bots and policies per seat.
    def mixed(seat, seed):
        return random_masked_policy(seed) if seat % 2 else make_bot("heuristic", seat, seed)

    assert _play(gymnasium.make(rl.ENV_ID, seat=0, opponents=mixed), 0, rng)[0] in (-1, 0, 1)
