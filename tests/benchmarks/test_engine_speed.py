"""The engine benchmark runs and prints every figure the engine issue asks for (no timing is
asserted: speed targets live in the benchmark's output, not in tests)."""
import re

from . import load_script


def load():
    return load_script("engine_speed")


def test_benchmark_prints_every_figure_with_the_reference(capsys):
    load().main(["--games", "2", "--repeats", "2", "--reference"])
    out = capsys.readouterr().out
    for players in (5, 9):
        for label in ("no role cards", "with role cards"):
            assert f"{players} players, {label}" in out
    assert len(re.findall(r"decisions/s +[\d,]+ +\(median", out)) == 4
    assert len(re.findall(r"RLCard UNO just before each run: [\d,]+ decisions/s \(fastest\); "
                          r"this table is [\d.]+ of it, target ≥ 0\.(65|37)", out)) == 4
    assert len(re.findall(r"clone\(\) mid-game +[\d.]+ µs   target < 5 µs", out)) == 4
    assert len(re.findall(r"state memory +[\d.]+ KB   target < 8 KB", out)) == 4



def test_the_recursive_size_leaves_out_what_every_state_shares():
    """The ruleset (and the card tables) are one object for every game of a configuration, as
    the configuration and the cards are: a state's recursive size must not count them."""
    from fengsheng.engine import Config, new_game
    es = load()
    one, two = (new_game(Config(players=5, roles=True), seed) for seed in (1, 2))
    assert one.ruleset is two.ruleset and one.colour_ids is two.colour_ids
    assert es.state_deep_size(one) < 32 * 1024
