"""The 菲力猫 benchmark runs and prints its figures beside RLCard's UNO (nothing timed is
asserted: speed figures live in the benchmark's output)."""
import importlib.util
import re
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "felix_speed.py"


def test_benchmark_prints_games_and_decisions_per_second_beside_uno(capsys):
    spec = importlib.util.spec_from_file_location("felix_speed", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.main(["--games", "3", "--repeats", "1"])
    out = capsys.readouterr().out
    for players in (3, 4, 5):
        assert f"菲力猫 {players} players" in out
    assert len(re.findall(r"games/s +[\d,.]+", out)) == 3
    assert len(re.findall(r"decisions/s +[\d,]+", out)) == 3
    assert len(re.findall(r"RLCard UNO in the same run: [\d,]+ decisions/s", out)) == 3
