"""benchmarks/mission_rates.py counts, per role, the games a 打酱油的 held its 机密任务 and won:
every counted seat is a 打酱油的 with a mission, and a win is a real win of that seat."""
from fengsheng.bots import make_bot, play_game
from fengsheng.cards.deck import BYSTANDER
from fengsheng.engine import Config
from fengsheng.simulate import bot_seed, game_seed

from . import load_script


def test_mission_rates_count_the_bystanders_missions_and_their_wins(capsys):
    script = load_script("mission_rates")
    table = script.mission_rates("heuristic@5", 4, seed=3)
    held = sum(row["held"] for row in table.values())
    wins = sum(row["won"] + row["last_alive"] for row in table.values())
    assert 1 <= held <= 4 * 5 and 0 <= wins <= held
    # the same games replayed here: one held mission per 打酱油的 seat with a mission card
    expected = 0
    for i in range(4):
        state = play_game(Config(players=5, roles=True), game_seed(3, i),
                          [make_bot("heuristic@5", s, bot_seed(3, i, s)) for s in range(5)],
                          roles=script.random_roles(game_seed(3, i)))
        expected += sum(p.identity == BYSTANDER and p.role in state.ruleset.missions
                        for p in state.players)
    assert held == expected
    script.main(["--bots", "heuristic@5", "--games", "2"])
    assert "all" in capsys.readouterr().out
