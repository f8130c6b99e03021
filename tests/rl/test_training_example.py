"""The training example runs end to end: a short PPO run, then the paired evaluation against
the random bot on the same deals (issue 5: "a short example that trains a masked policy")."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_masked_policy.py"


def test_training_example_trains_and_evaluates(tmp_path):
    weights = tmp_path / "policy.pt"
    run = subprocess.run(
        [sys.executable, str(EXAMPLE), "--updates", "1", "--games-per-update", "8",
         "--eval-games", "10", "--save", str(weights)],
        capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    assert re.search(r"trained \d+s: 1 updates, 8 games", run.stdout), run.stdout
    rates = re.findall(r"wins (\d+)/10 = ", run.stdout)
    assert len(rates) == 2, run.stdout          # the trained policy and the random bot
    assert "paired difference (same deals)" in run.stdout
    assert weights.stat().st_size > 0
