"""benchmarks/bots.py times a search bot built with the given ``--param`` options."""
from . import BENCHMARKS, load_script


def test_param_options_reach_the_search_bot_timed(monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(BENCHMARKS))     # it imports search_strength's parser
    script = load_script("bots")
    plain = script.time_bot("ismcts@4", 1, 5, False)
    wider = script.time_bot("ismcts@4", 1, 5, False,
                            {"iterations": 4, "search": ("send", "receive", "transit")})
    assert wider["searched"] > plain["searched"] > 0    # the windows in transit are searched
    script.main(["--bots", "ismcts@4", "--games", "1", "--rl-games", "0",
                 "--param", "iterations=4"])
    assert "ismcts@4" in capsys.readouterr().out
