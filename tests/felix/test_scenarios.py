"""Every ``tests/felix/scenarios/*.yaml`` (the rules' worked examples) runs as expected."""
from pathlib import Path

import pytest

from fengsheng.games.scenario import load, run

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path):
    result = run(load(path), str(path))
    assert result.ok, "\n".join(result.problems)


def test_a_wrong_expectation_is_reported():
    doc = load(FILES[0])
    doc["expect"] = {"mice": [0, 0, 0, 0]}
    result = run(doc)
    assert not result.ok and "mice: expected [0, 0, 0, 0], actual [12, 17, 19, 21]" in result.problems[0]


def test_a_script_line_for_the_wrong_seat_is_reported():
    doc = load(FILES[0])
    doc["script"] = ["1: commit -5"]
    assert "seat 0 (commit) is asked, not seat 1" in run(doc).problems[0]
