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
