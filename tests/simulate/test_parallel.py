"""Backends: results in task order whatever finishes first; errors reach the caller; a
missing Ray is named with the extra to install."""
from __future__ import annotations

import math
import sys

import pytest
from click.testing import CliRunner

from fengsheng.cli.main import main
from fengsheng.parallel import InlineBackend, LocalBackend, open_backend, run_in_order


def test_local_processes_give_results_in_task_order():
    tasks = [10 ** 5 - i * 997 for i in range(30)]
    seen = []
    with open_backend("local", 2) as backend:
        assert isinstance(backend, LocalBackend) and backend.workers == 2
        out = run_in_order(backend, math.isqrt, tasks, lambda i, r: seen.append(i))
    assert out == [math.isqrt(t) for t in tasks]
    assert sorted(seen) == list(range(30))


def test_one_local_worker_runs_in_this_process():
    with open_backend("local", 1) as backend:
        assert isinstance(backend, InlineBackend)
        assert run_in_order(backend, math.isqrt, [16, 81]) == [4, 9]


def test_a_failing_task_raises_in_the_caller():
    with open_backend("local", 2) as backend:
        with pytest.raises(ValueError, match="math domain error"):
            run_in_order(backend, math.sqrt, [4.0, -1.0, 9.0])
        assert run_in_order(backend, math.sqrt, [4.0]) == [2.0]   # still usable


@pytest.mark.parametrize("kwargs, message", [
    (dict(name="spark"), "unknown backend 'spark'"),
    (dict(name="local", workers=0), "workers must be a positive integer"),
    (dict(name="local", address="10.0.0.1:6379"), "only for the ray backend"),
])
def test_bad_backend_options(kwargs, message):
    with pytest.raises(ValueError, match=message):
        open_backend(**kwargs)


def test_missing_ray_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)   # as if not installed
    with pytest.raises(ImportError, match=r"fengsheng\[ray\]"):
        open_backend("ray", 1)
    res = CliRunner().invoke(main, ["simulate", "--games", "1", "--backend", "ray"])
    assert res.exit_code == 1 and "fengsheng[ray]" in res.output


def test_an_address_where_no_ray_listens_fails_fast():
    # Ray itself would retry for minutes; port 1 on this machine refuses at once.
    with pytest.raises(ConnectionError, match="no Ray cluster answers at 127.0.0.1:1"):
        open_backend("ray", address="127.0.0.1:1")
    res = CliRunner().invoke(main, ["simulate", "--games", "1", "--backend", "ray",
                                    "--ray-address", "127.0.0.1:1"])
    assert res.exit_code == 1 and "cannot start or reach Ray" in res.output
