"""``--save`` and the record file: checked before the game starts, never overwritten without
consent, and never lost when writing fails at the end."""
from __future__ import annotations

import io
import json
import tempfile

from rich.console import Console

from fengsheng.cli.play import Session, save_path_problem
from fengsheng.engine import Config
from fengsheng.record import Game, load_record, replay

from .conftest import FirstOptionBot
from .test_play import ALL_ONES


def test_an_unwritable_save_path_fails_before_the_game(stand_in_bots, run_cli, tmp_path):
    missing = tmp_path / "no such dir" / "x.json"
    res = run_cli(["play", "--seed", "1", "--save", str(missing)], ALL_ONES)
    assert res.exit_code == 2
    assert f"错误：无法把对局记录保存到 {missing}：目录 {missing.parent} 不存在" in res.output
    assert "游戏开始" not in res.output and not stand_in_bots   # no game, no bots
    assert not missing.parent.exists()
    res = run_cli(["play", "--save", str(tmp_path)], ALL_ONES)
    assert res.exit_code == 2 and "这是一个目录" in res.output


def test_the_startup_check_leaves_no_file_behind(tmp_path):
    path = tmp_path / "new.json"
    assert save_path_problem(str(path), overwrite=False) is None
    assert not path.exists()
    path.write_text("keep")
    assert save_path_problem(str(path), overwrite=False) == "文件已经存在"
    assert save_path_problem(str(path), overwrite=True) is None
    assert path.read_text() == "keep"


def test_an_existing_file_is_kept_unless_forced(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "old.json"
    path.write_text("an older record")
    res = run_cli(["play", "--seed", "1", "--save", str(path)], ALL_ONES)
    assert res.exit_code == 2
    assert "文件已经存在" in res.output and "--force" in res.output
    assert path.read_text() == "an older record"
    res = run_cli(["play", "--seed", "1", "--save", str(path), "--force"], ALL_ONES)
    assert res.exit_code == 0, res.output
    assert replay(load_record(path)).state.over


def test_the_name_given_after_q_is_not_overwritten_without_a_yes(stand_in_bots, run_cli,
                                                                 tmp_path):
    old, other = tmp_path / "old.json", tmp_path / "other.json"
    old.write_text("an older record")
    # q → a name that exists → refuse to overwrite (empty answer) → another name.
    res = run_cli(["play", "--seed", "2"], f"q\n{old}\n\n{other}\n")
    assert res.exit_code == 0, res.output
    assert f"文件 {old} 已经存在。要覆盖它吗" in res.output
    assert old.read_text() == "an older record"
    assert load_record(other)["over"] is False
    # The same with y: overwritten.
    res = run_cli(["play", "--seed", "2"], f"q\n{old}\ny\n")
    assert res.exit_code == 0, res.output
    assert load_record(old)["over"] is False


def test_a_bad_name_after_q_asks_again(stand_in_bots, run_cli, tmp_path):
    bad, good = tmp_path / "missing" / "x.json", tmp_path / "good.json"
    res = run_cli(["play", "--seed", "2"], f"q\n{bad}\n{good}\n")
    assert res.exit_code == 0, res.output
    assert f"无法保存对局记录到 {bad}：路径不存在" in res.output
    assert "请输入保存对局记录的文件名" in res.output
    assert load_record(good)["over"] is False


def _game_to_the_end(save_path, after_end):
    """A 4-seat game, the human answering 1 until it is over, then ``after_end()`` for every
    question (the prompts asked once the game has ended). Returns (game, output)."""
    game = Game.new(Config(players=4), 3)
    bots = {s: FirstOptionBot(s) for s in range(1, 4)}

    def read(_prompt):
        return after_end() if game.state.over else "1"

    buf = io.StringIO()
    code = Session(game, 0, bots, Console(file=buf, width=150), save_path=str(save_path),
                   read=read).run()
    assert code == 0 and game.state.over
    return game, buf.getvalue()


def test_a_failed_save_at_the_end_asks_for_another_path(tmp_path):
    # The directory vanished during the game (the check at the start passed).
    bad, good = tmp_path / "gone" / "x.json", tmp_path / "rescued.json"
    answers = iter([str(good)])
    game, out = _game_to_the_end(bad, lambda: next(answers))
    assert f"无法保存对局记录到 {bad}" in out
    assert "请输入保存对局记录的文件名" in out
    rec = load_record(good)
    assert rec["over"] is True and rec["answers"] == game.answers
    assert f"对局记录已保存到：{good}" in out.replace("\n", "").replace("│", "").replace(" ", "")


def test_a_failed_save_with_no_more_input_goes_to_the_temporary_directory(tmp_path,
                                                                          monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))

    def no_more_input():
        raise EOFError

    game, out = _game_to_the_end(tmp_path / "gone" / "x.json", no_more_input)
    saved = list(tmp_path.glob("fengsheng-3-*.json"))
    assert len(saved) == 1
    assert json.loads(saved[0].read_text())["answers"] == game.answers
    assert "对局记录改存到临时目录" in out


def test_an_empty_answer_at_the_end_means_no_record(tmp_path):
    game, out = _game_to_the_end(tmp_path / "gone" / "x.json", lambda: "")
    assert "对局记录没有保存" in out
    assert not list(tmp_path.rglob("*.json"))
