"""benchmarks/message_model.py: the shipped model of the message in transit scores better
than the unfitted colour weights on games it was not fitted on (another dev seed), and the
script fits and prints its table."""
from fengsheng.bots.transit import weights

from . import load_script


def test_the_shipped_model_beats_the_colour_weights_on_games_not_fitted():
    script = load_script("message_model")
    rows = [r for i in range(8) for r in script.play((False, 5, i, True))]
    assert len(rows) > 100 and all(r["mix"] for r in rows)
    scores = script.evaluate(rows, weights()["off"])
    for which in (0, 1):    # the true identities; the seat's identity posterior
        (fitted, _), (colour, _) = scores["fitted"][which], scores["SENT_COLOUR_WEIGHT"][which]
        assert fitted < colour - 0.05 and colour < scores["pool"][which][0]
    # heuristic@5's hand-set guess, with its own beliefs: no better than the pool (so
    # heuristic@7 reads the model instead)
    own = scores["heuristic@5's own guess"][1][0]
    assert scores["fitted"][1][0] < own - 0.1 and own > scores["pool"][1][0] - 0.02


def test_the_script_fits_and_scores(capsys):
    load_script("message_model").main(["--games", "10", "--workers", "1"])
    out = capsys.readouterr().out
    assert "roles off, faction sender:" in out and "roles on: " in out
    assert out.count("fitted ") >= 2    # a row of the fitted model per setting
