"""菲力猫 in the terminal: ``fengsheng play/replay/simulate/tournament --game felix`` (real bots:
they are fast), through click's runner."""
import json

from click.testing import CliRunner

from fengsheng.cli.main import main
from fengsheng.games.record import load_record, replay
from fengsheng.i18n import felix_zh


def cli(args, text=""):
    return CliRunner().invoke(main, args, input=text)


def test_a_whole_game_against_bots_saved_and_replayed(tmp_path):
    path = tmp_path / "g.json"
    res = cli(["play", "--game", "felix", "--seed", "3", "--save", str(path)], "1\n" * 200)
    assert res.exit_code == 0, res.output
    assert "翻开第1张牌" in res.output and "最终得分" in res.output and "获胜" in res.output
    rec = load_record(path)
    assert rec["game"] == "felix" and rec["over"] and replay(rec).state.over
    out = cli(["replay", str(path)])
    assert out.exit_code == 0 and "菲力猫 · 对局回放" in out.output and "最终得分" in out.output
    seat = cli(["replay", str(path), "--seat", "2", "--step", "6"])
    assert seat.exit_code == 0 and "2号的视角" in seat.output and "你的手牌" in seat.output


def test_replay_all_shows_the_dummys_face_down_card_and_no_other_view_does(tmp_path):
    """3 players: the dummy's card lies face down under the sack from the deal. ``replay --all``
    (the game's reveal_all) names it; the spectator's and a seat's replay show its back."""
    path = tmp_path / "g.json"
    assert cli(["play", "--game", "felix", "--seed", "3", "--players", "3", "--save", str(path)],
               "q\n").exit_code == 0
    s = replay(load_record(path)).state
    dummy = felix_zh.card(s.row[0])
    assert s.owners[0] == -1 and not s.up[0]
    assert f"1.{dummy}（未翻开）←假人" in cli(["replay", str(path), "--all"]).output
    for view in ([], ["--seat", "0"], ["--seat", "1"]):
        assert "1.暗牌←假人" in cli(["replay", str(path), *view]).output


def test_bad_answers_are_asked_again_and_notation_is_accepted(tmp_path):
    path = tmp_path / "g.json"
    res = cli(["play", "--game", "felix", "--seed", "3", "--players", "3", "--save",
               str(path)], "99\nfoo\nr\nh\ncommit 15\nq\n")
    assert res.exit_code == 0
    assert "“99”不是可选的答案" in res.output and "“foo”不是可选的答案" in res.output
    assert "规则摘要" in res.output
    rec = json.loads(path.read_text())
    s = replay(rec).state
    assert 6 not in [c % 10 for c in s.hands[0]] and len(s.hands[0]) == 8   # the 15 went out
    assert rec["over"] is False and s.hash() == rec["final_hash"]


def test_input_ending_keeps_the_record(tmp_path):
    path = tmp_path / "g.json"
    res = cli(["play", "--game", "felix", "--seed", "1", "--save", str(path)], "1\n")
    assert res.exit_code == 1 and "输入已结束" in res.output
    assert load_record(path)["answers"]


def test_bad_command_lines(tmp_path):
    for args, words in ((["--players", "6"], "3–5人游戏"), (["--bots", "heuristic"], "没有机器人"),
                        (["--seat", "4"], "座位号必须在 0 到 3"),
                        (["--seed", str(2 ** 64)], "随机种子必须是 0 到 2**64 - 1 之间的整数"),
                        (["--seed", "-1"], "随机种子必须是 0 到 2**64 - 1 之间的整数")):
        res = cli(["play", "--game", "felix", *args])
        assert res.exit_code == 2 and words in res.output


def test_a_tampered_record_is_refused(tmp_path):
    path = tmp_path / "g.json"
    cli(["play", "--game", "felix", "--seed", "5", "--save", str(path)], "1\n" * 200)
    rec = json.loads(path.read_text())
    rec["answers"][-1] = "bid 999"
    path.write_text(json.dumps(rec))
    res = cli(["replay", str(path)])
    assert res.exit_code == 1 and "is not legal" in res.output
    rec["seed"] += 2 ** 64                  # would be the same game, wrapped to 64 bits
    path.write_text(json.dumps(rec))
    res = cli(["replay", str(path)])
    assert res.exit_code == 1 and "bad seed in record" in res.output


def test_simulate_and_tournament_json():
    res = cli(["simulate", "--game", "felix", "--games", "4", "--players", "4", "--json"])
    assert res.exit_code == 0, res.output
    d = json.loads(res.output)
    assert d["game"] == "felix" and d["bots"] == ["counting", "random"] and d["games"] == 4
    res = cli(["tournament", "--game", "felix", "--games", "2", "--players", "3",
               "--bots", "random,counting"])
    assert res.exit_code == 0 and "counting − random" in res.output


def test_every_event_type_has_a_chinese_line():
    """Every event a random game emits is told in Chinese, except the face-down commit (the
    table shows the row), and no option label is left in notation."""
    import random

    from fengsheng.games.felix import FELIX
    from fengsheng.i18n import felix_zh as zh
    names = zh.seat_names(5)
    seen = set()
    for n in (3, 4, 5):
        for seed in range(20):
            s, rng = FELIX.new_state({"players": n}, seed), random.Random(seed)
            events = list(s.events)
            while not s.over:
                for o in s.pending.options:
                    assert not any(ch.isascii() and ch.isalpha() for ch in zh.option_label(o))
                events += FELIX.apply(s, rng.choice(s.pending.options))
            for ev in events:
                seen.add(ev["type"])
                line = zh.event_line(ev, names)
                assert (line is None) == (ev["type"] == "commit"), ev
    assert seen == {"setup", "round", "commit", "reveal", "bid", "pass", "win", "discard",
                    "refill", "game_over"}


def test_results_do_not_depend_on_the_workers():
    args = ["simulate", "--game", "felix", "--games", "4", "--players", "4", "--json"]
    one, two = cli(args + ["--workers", "1"]), cli(args + ["--workers", "2"])
    assert one.exit_code == two.exit_code == 0
    assert json.loads(one.output) == json.loads(two.output)


def test_scenario_command_runs_felix_scenarios(tmp_path):
    from pathlib import Path
    folder = Path(__file__).parent / "scenarios"
    res = cli(["scenario", str(folder)])
    assert res.exit_code == 0 and "5 of 5 scenario(s) as expected" in res.output
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text((folder / "dogs_example_small_dog.yaml").read_text("utf-8")
                     .replace("mice: [12, 17, 19, 21]", "mice: [12, 17, 19, 20]"), "utf-8")
    res = cli(["scenario", str(wrong)])
    assert res.exit_code == 1 and "FAIL" in res.output and "actual [12, 17, 19, 21]" in res.output


def test_simulate_and_tournament_refuse_the_options_of_fengsheng_alone_with_felix(tmp_path):
    """--deck, --identities, --roles, --mode, --plot and --split do nothing to a 菲力猫 match:
    refused (they were silently ignored), nothing run, no plot written."""
    plot = tmp_path / "p.png"
    for command, args in (("simulate", ["--deck", "promo"]), ("simulate", ["--roles"]),
                          ("simulate", ["--identities", "first_game"]),
                          ("simulate", ["--mode", "faction"]),
                          ("tournament", ["--plot", str(plot)]),
                          ("tournament", ["--split", "validation"])):
        res = cli([command, "--game", "felix", "--games", "1", "--players", "3", *args])
        assert res.exit_code == 2 and f"{args[0]} 只用于风声" in res.output, (args, res.output)
    assert not plot.exists()
    assert cli(["simulate", "--game", "felix", "--games", "1", "--players", "3", "--json",
                "--workers", "1"]).exit_code == 0                  # what a match reads


def test_options_of_fengsheng_alone_are_refused_with_felix():
    """--gender, --roles, --role-set, --deck, --identities, --auto-pass and --window-ms (风声's
    response windows) mean nothing to 菲力猫: a new player who gives one is told so instead of
    playing a game that silently ignored it."""
    for args in (["--gender", "女"], ["--roles"], ["--deck", "standard"],
                 ["--identities", "first_game"], ["--auto-pass"],
                 ["--role-set", "standard25"], ["--window-ms", "100"]):
        res = cli(["play", "--game", "felix", *args], "q\n")
        assert res.exit_code == 2 and f"{args[0]} 只用于风声" in res.output, (args, res.output)
