"""``fengsheng play``: a human at one seat against bots, answering by number on stdin.

The bots are the first-option stand-in from conftest.py, so every run with the same seed and
the same input is the same game."""
from __future__ import annotations

import json
import re

import pytest

from fengsheng.i18n import zh_cn as zh
from fengsheng.record import load_record, replay

ALL_ONES = "1\n" * 600


def _end_line(output: str) -> str:
    """The result sentence printed on the end screen."""
    after = output.split("╭─ 游戏结束", 1)[1]
    return next(line.strip(" │") for line in after.splitlines()[1:] if line.strip(" │"))


def test_scripted_game_reaches_the_end_screen(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "game.json"
    res = run_cli(["play", "--seed", "1", "--players", "5", "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    out = res.output
    assert "Traceback" not in out
    assert len(stand_in_bots) == 4 and sum(b.calls for b in stand_in_bots) > 0
    assert "随机种子 1" in out and "你坐在0号" in out
    # The end screen names the real outcome of the game that was played.
    game = replay(load_record(path))
    assert game.state.over
    identities = [p.identity for p in game.state.players]
    names = zh.seat_names(5, you=0)
    expected = zh.result_text(game.state.winners, game.state.declarer, game.state.end_reason,
                              identities, names)
    assert "游戏结束" in out
    assert expected.rstrip("。") in _end_line(out)
    # Every identity is shown on the end screen.
    end = out.split("╭─ 游戏结束", 1)[1]
    for s, ident in enumerate(identities):
        row = next(line for line in end.splitlines() if re.search(rf"│ {s}号", line))
        assert zh.IDENTITIES[ident] in row
    assert f"对局记录已保存到：{path}" in end


def test_bad_entries_are_refused_and_the_game_is_unchanged(stand_in_bots, run_cli, tmp_path):
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    res = run_cli(["play", "--seed", "7", "--save", str(good)], ALL_ONES)
    assert res.exit_code == 0
    huge = "9" * 5000   # beyond the 4,300 digits Python converts
    res2 = run_cli(["play", "--seed", "7", "--save", str(bad)],
                   f"abc\n0\n{huge}\n99\n\n" + ALL_ONES)
    assert res2.exit_code == 0, res2.output
    out = res2.output
    assert "无法识别“abc”" in out
    assert "没有第 0 项" in out and "没有第 99 项" in out and "没有第 999999… 项" in out
    # An empty line is no error: the choices are shown again, briefly (without the table).
    assert "无法识别“”" not in out
    first_prompt = out.split("请选择 [1-", 1)[1].split("]", 1)[0]
    again = out.split("没有第 99 项", 1)[1].split(f"请选择 [1-{first_prompt}]", 2)[1]
    assert again.lstrip("：\n").startswith(f"请输入 1 到 {first_prompt} 之间的数字")
    assert "  1. " in again and "╭" not in again
    # The refused entries asked the same question again and changed nothing.
    assert out.count(f"请选择 [1-{first_prompt}]") >= 5
    a, b = json.loads(good.read_text()), json.loads(bad.read_text())
    assert a["answers"] == b["answers"] and a["final_hash"] == b["final_hash"]


def test_end_of_input_exits_cleanly(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "partial.json"
    res = run_cli(["play", "--seed", "3", "--save", str(path)], "1\n1\n")
    assert res.exit_code == 1
    assert "输入已结束" in res.output
    assert "Traceback" not in res.output
    assert isinstance(res.exception, SystemExit)
    rec = json.loads(path.read_text())
    assert rec["over"] is False and rec["answers"]


def test_help_and_quit_with_save(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "quit.json"
    res = run_cli(["play", "--seed", "2"], f"h\nq\n{path}\n")
    assert res.exit_code == 0, res.output
    out = res.output
    # 'h' re-draws the table with the victory condition and repeats the question.
    assert "你的身份：" in out and "集齐三张" in out
    assert "要保存对局记录吗" in out
    rec = load_record(path)
    assert rec["over"] is False
    # Nothing was answered by the human: the record holds only the bots' answers before it.
    g = replay(rec)
    assert g.state.pending.seat == 0


def test_quit_without_saving(stand_in_bots, run_cli, tmp_path):
    res = run_cli(["play", "--seed", "2"], "q\n\n")
    assert res.exit_code == 0
    assert "你退出了对局" in res.output
    assert "已保存" not in res.output


def test_save_then_replay_gives_the_same_winners(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "r.json"
    res = run_cli(["play", "--seed", "11", "--players", "6", "--deck", "promo", "--seat", "3",
                   "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    rep = run_cli(["replay", str(path)])
    assert rep.exit_code == 0, rep.output
    played = _end_line(res.output).replace("你", "3号")
    replayed = _end_line(rep.output)
    assert played == replayed
    assert "胜利者" in played or "平局" in played


def test_hidden_information_stays_hidden(stand_in_bots, run_cli):
    res = run_cli(["play", "--seed", "5", "--seat", "2"], ALL_ONES)
    assert res.exit_code == 0
    out = res.output
    # Other seats' draws and face-down messages never show their cards.
    assert re.search(r"[0-9]号抽了\d张牌：", out) is None
    assert "你抽了" in out and re.search(r"你抽了\d张牌：【", out)
    assert re.search(r"[0-9]号以(密电|直达)方式传出情报", out) is None
    # Bots' passes in response windows are not narrated (that would tell who was asked).
    assert re.search(r"\d号让过", out) is None


def test_bad_seat_is_refused(stand_in_bots, run_cli):
    res = run_cli(["play", "--players", "4", "--seat", "4"], "")
    assert res.exit_code == 2
    assert "座位号必须在 0 到 3 之间" in res.output


def test_random_seed_is_printed_and_reproduces_the_game(stand_in_bots, run_cli, tmp_path):
    a = tmp_path / "a.json"
    res = run_cli(["play", "--save", str(a)], ALL_ONES)
    assert res.exit_code == 0
    seed = int(re.search(r"随机种子 (\d+)", res.output).group(1))
    b = tmp_path / "b.json"
    res2 = run_cli(["play", "--seed", str(seed), "--save", str(b)], ALL_ONES)
    assert res2.exit_code == 0
    assert json.loads(a.read_text())["final_hash"] == json.loads(b.read_text())["final_hash"]


def test_any_input_ends_cleanly(monkeypatch):
    """Random numbers, junk and 'h' from the human: every game still runs to its end, every
    line is Chinese (no raw ids), and the engine never sees an illegal answer."""
    import io
    import random

    from rich.console import Console

    from fengsheng.cli.play import Session
    from fengsheng.engine import Config
    from fengsheng.record import Game

    from .conftest import FirstOptionBot

    for seed in range(4):
        rng = random.Random(seed)
        n = rng.randint(3, 9)
        human = rng.randrange(n)
        game = Game.new(Config(players=n, deck=rng.choice(["standard", "promo"])), seed)
        bots = {s: FirstOptionBot(s) for s in range(n) if s != human}
        buf = io.StringIO()
        junk = ["x", "0", "h", "?", "", "-1", "1.5", "²", "９"]

        def read(_prompt):
            return str(rng.randint(1, 4)) if rng.random() < 0.85 else rng.choice(junk)

        code = Session(game, human, bots, Console(file=buf, width=100), read=read).run()
        out = buf.getvalue()
        assert code == 0 and game.state.over
        assert "╭─ 游戏结束" in out
        assert not re.findall(r"[A-Za-z_]{3,}", out.replace("--seed", "")), seed


@pytest.mark.parametrize("bot", ["ismcts", "policy"])
def test_a_whole_game_against_the_search_bot_or_the_policy(run_cli, tmp_path, bot):
    """``--bots ismcts`` / ``--bots policy``: the real search bots, or the shipped RL policy,
    fill the other seats and the game reaches its end."""
    path = tmp_path / "game.json"
    res = run_cli(["play", "--seed", "4", "--players", "5", "--bots", bot, "--auto-pass",
                   "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output and "游戏结束" in res.output
    game = replay(load_record(path))
    assert game.state.over
    assert _end_line(res.output)


def test_a_whole_game_at_level_ru_men(run_cli, tmp_path):
    """``--bots 入门``: the level's bot (novice) fills the other seats and the game ends; an
    unknown level is refused with the list of levels."""
    path = tmp_path / "game.json"
    res = run_cli(["play", "--seed", "5", "--players", "5", "--bots", "入门", "--auto-pass",
                   "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    assert "游戏结束" in res.output
    assert replay(load_record(path)).state.over
    bad = run_cli(["play", "--bots", "大师"], "")
    assert bad.exit_code == 2 and "入门" in bad.output


def test_each_round_of_a_window_takes_the_window_time_whoever_was_asked(monkeypatch):
    """``--window-ms``: from the human's answer to what is printed next, the session waits
    until every round of priority gone through has had its time (a clock the test moves: the
    bots answer in no time), so the wait is the number of rounds, the same for everyone, times
    the window time, whether a bot was asked in them or not."""
    import io

    import pytest
    from rich.console import Console

    from fengsheng.cli import play as play_module
    from fengsheng.cli.play import Session
    from fengsheng.engine import Config
    from fengsheng.record import Game

    from .conftest import FirstOptionBot
    now = [0.0]
    slept = []
    monkeypatch.setattr(play_module.time, "monotonic", lambda: now[0])

    def sleep(s):
        slept.append(s)
        now[0] += s
    monkeypatch.setattr(play_module.time, "sleep", sleep)
    game = Game.new(Config(players=5), 3, show_windows=True)
    rounds = [len(game.rounds)]   # the start's rounds are shown in time too
    play = game.play

    def counting(option, seat=None):
        out = play(option, seat)
        rounds.append(len(game.rounds))
        return out
    monkeypatch.setattr(game, "play", counting)
    bots = {s: FirstOptionBot(s) for s in range(1, 5)}
    answers = iter(["1"] * 400)
    Session(game, 0, bots, Console(file=io.StringIO(), width=100),
            read=lambda _p: next(answers), window_ms=500).run()
    assert game.state.over and sum(rounds) > 20
    assert sum(slept) == pytest.approx(sum(rounds) * 0.5)


def test_the_intro_names_the_seed_only_of_a_game_dealt_from_one(stand_in_bots, run_cli):
    """A game dealt from a seed says which (``--seed`` deals it again); one started from a
    position was dealt by no seed, and its intro says where it starts instead."""
    from fengsheng.engine import Config, new_game
    from fengsheng.engine.position import to_position

    from .conftest import run_session

    dealt = run_cli(["play", "--seed", "7", "--players", "5"], "q\n\n").output
    assert "随机种子 7（用 --seed 7 可重现这局）" in dealt
    _, out, _, _ = run_session(to_position(new_game(Config(players=5), 7)))
    intro = out.split("\n", 2)[1]
    assert "5人局" in intro and "随机种子" not in intro and "--seed" not in intro, intro
    assert "从给定的局面开始" in intro, intro
