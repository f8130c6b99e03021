"""The same run gives the same JSON on one process, two local processes and a local Ray
instance (started and stopped by the command, whatever other cluster the environment names)."""
from __future__ import annotations

import json

from click.testing import CliRunner

from fengsheng.cli.main import main


def test_local_and_ray_backends_give_identical_results(monkeypatch):
    monkeypatch.setenv("RAY_ADDRESS", "127.0.0.1:1")   # a stray cluster must not be joined
    args = ["tournament", "--bots", "heuristic,random", "--players", "4,5", "--games", "4",
            "--seed", "21", "--json"]
    outputs = {}
    for name, extra in {"one process": ["--workers", "1"],
                        "two processes": ["--workers", "2"],
                        "ray": ["--backend", "ray", "--workers", "2"]}.items():
        res = CliRunner().invoke(main, args + extra)
        assert res.exit_code == 0, (name, res.output)
        outputs[name] = json.loads(res.stdout)
    assert outputs["one process"] == outputs["two processes"] == outputs["ray"]
    assert [d["games"] for d in outputs["ray"]] == [4, 10]   # whole blocks: 2 and 10
