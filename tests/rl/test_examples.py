"""The training examples run end to end at a tiny size: a short training run, then the paired
evaluation against the random and the heuristic bot on the same deals. (The claim that they
beat random rests on the measured runs in docs/rl.md, not on this test.)"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.mark.parametrize("script, args", [
    ("sb3_maskable_ppo.py", ["--timesteps", "128", "--envs", "2", "--n-steps", "64"]),
    ("cleanrl_ppo_masked.py", ["--total-timesteps", "128", "--num-envs", "2",
                               "--num-steps", "64"]),
])
def test_example_trains_and_reports_paired_scores(tmp_path, script, args):
    weights = tmp_path / "model"
    run = subprocess.run([sys.executable, str(EXAMPLES / script), *args, "--deals", "6",
                          "--save", str(weights)],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert re.search(r"trained \d+s: \d+ timesteps", run.stdout), run.stdout
    for bot in ("random", "heuristic"):
        block = run.stdout.split(f"against {bot} bots, 6 deals")[1]
        assert re.search(r"policy +wins \d/6 = ", block), run.stdout
        assert re.search(rf"{bot} bot +wins \d/6 = ", block), run.stdout
        assert "paired difference (same deals)" in block
    assert any(tmp_path.iterdir())


def test_the_exported_actor_is_the_trained_one_run_with_numpy(tmp_path):
    """``cleanrl_ppo_masked.py --export``: the numpy ``policy`` bot's logits from the exported
    file equal the torch actor's (float16 weights: to 1e-2) on real observations."""
    import runpy

    import numpy as np
    import torch

    from fengsheng import rl
    from fengsheng.bots import policy

    run = subprocess.run([sys.executable, str(EXAMPLES / "cleanrl_ppo_masked.py"),
                          "--total-timesteps", "64", "--num-envs", "2", "--num-steps", "32",
                          "--actor-hidden", "16", "--players", "5,9", "--opponents",
                          "random,heuristic", "--deals", "0", "--save", str(tmp_path / "a.pt"),
                          "--export", str(tmp_path / "a.npz")],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    example = runpy.run_path(str(EXAMPLES / "cleanrl_ppo_masked.py"))
    space = rl.SingleAgentEnv().observation_space
    agent = example["Agent"](space, rl.NUM_ACTIONS, 256, 16)
    agent.load_state_dict(torch.load(tmp_path / "a.pt"))
    layers, meta = policy.load_weights(tmp_path / "a.npz")
    assert meta["timesteps"] == 64 and meta["seed"] == 0
    bot = policy.PolicyBot(0)
    bot.layers = layers
    env = rl.raw_env(players=5)
    env.reset(seed=2)
    x = env.observe(env.agent_selection)["observation"]
    with torch.no_grad():
        want = agent.actor(torch.as_tensor(x * space.high.clip(1) ** -1)[None])[0].numpy()
    np.testing.assert_allclose(bot.logits(x, list(range(rl.NUM_ACTIONS))), want, atol=1e-2)
