"""benchmarks/blunder_hunt.py lists each blunder with the position it was made in: the
position rebuilds, the blundering seat is the one to answer, and its answer is legal there."""
import json

from fengsheng.engine import Option
from fengsheng.engine.position import from_position

from . import load_script


def test_each_blunder_comes_with_the_position_of_its_decision(tmp_path, capsys):
    out = tmp_path / "hunt.jsonl"
    load_script("blunder_hunt").main(["--bots", "random", "--games", "3", "--out", str(out)])
    printed = capsys.readouterr().out
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert rows and "15 seats, per 100 seats" in printed
    for row in rows:
        state = from_position(row["position"])
        assert state.step == row["step"] and state.pending.seat == row["decider"]
        assert Option(*row["option"]) in state.pending.options
