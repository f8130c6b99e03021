"""``fengsheng replay FILE``: the Chinese log of a saved record, from a chosen view."""
from __future__ import annotations

import json
import random
import re

import pytest

from fengsheng.engine import Config
from fengsheng.engine.abilities import Mission
from fengsheng.engine.ruleset import every_role
from fengsheng.i18n import zh_cn as zh
from fengsheng.record import Game
from fengsheng.roles.table import ROLE_SETS

from .test_play import _end_line


@pytest.fixture
def record(tmp_path):
    """A finished 5-player game (random answers, seed 4) saved to a file."""
    g = Game.new(Config(players=5), 4)
    rng = random.Random(4)
    while not g.state.over:
        g.play(rng.choice(g.state.pending.options))
    path = tmp_path / "game.json"
    g.save(path)
    return path, g


def test_replay_prints_log_and_result(run_cli, record):
    path, g = record
    res = run_cli(["replay", str(path)])
    assert res.exit_code == 0, res.output
    out = res.output
    assert "旁观者视角" in out and "╭─ 游戏结束" in out
    assert out.count("════") == 0   # turn lines are drawn as rules, not raw markers
    turns = len(re.findall(r"第\d+回合：\d号的回合", out))
    assert turns == g.state.turn_number + 1
    if g.state.winners:
        assert "胜利者：" + "、".join(f"{s}号" for s in g.state.winners) in out
    else:
        assert "平局" in out


def test_views_differ_in_what_they_show(run_cli, record):
    path, g = record
    public = run_cli(["replay", str(path)]).output
    seat1 = run_cli(["replay", str(path), "--seat", "1"]).output
    everything = run_cli(["replay", str(path), "--all"]).output
    # Draws: nobody's cards for the spectator, seat 1's own for seat 1, everyone's with --all.
    assert re.search(r"\d号抽了\d张牌：", public) is None
    assert re.search(r"1号抽了\d张牌：【", seat1)
    assert re.search(r"[02-9]号抽了\d张牌：", seat1) is None
    drawers = {int(s) for s in re.findall(r"(\d)号抽了\d张牌：【", everything)}
    assert len(drawers) >= 2


def test_step_stops_part_way_and_shows_the_table(run_cli, record):
    path, g = record
    res = run_cli(["replay", str(path), "--seat", "0", "--step", "5"])
    assert res.exit_code == 0, res.output
    assert "回放到第 5 个" in res.output
    assert "0号的手牌：" in res.output and "╭─ 游戏结束" not in res.output
    too_far = run_cli(["replay", str(path), "--step", str(len(g.answers) + 1)])
    assert too_far.exit_code == 1 and "超出了范围" in too_far.output


def test_record_from_another_engine_version_is_refused(run_cli, record, tmp_path):
    path, _ = record
    rec = json.loads(path.read_text())
    rec["engine"] = "0.0.1-other"
    bad = tmp_path / "other.json"
    bad.write_text(json.dumps(rec))
    res = run_cli(["replay", str(bad)])
    assert res.exit_code == 1
    assert "无法回放" in res.output and "'0.0.1-other'" in res.output
    assert "Traceback" not in res.output and isinstance(res.exception, SystemExit)


@pytest.mark.parametrize("text", ["{not json", "[]", json.dumps({"format": "fengsheng-record"})])
def test_malformed_record_is_refused(run_cli, tmp_path, text):
    bad = tmp_path / "bad.json"
    bad.write_text(text)
    res = run_cli(["replay", str(bad)])
    assert res.exit_code == 1
    assert "无法回放" in res.output and "Traceback" not in res.output


def test_a_json_array_is_refused_saying_a_record_is_an_object(run_cli, tmp_path):
    """Not "not a 风声 record": the file is no record of any game, and the message says why."""
    bad = tmp_path / "list.json"
    bad.write_text("[1, 2]")
    res = run_cli(["replay", str(bad)])
    assert res.exit_code == 1 and "Traceback" not in res.output
    assert "对局记录应是一个 JSON 对象" in res.output and "这里却是数组" in res.output
    assert "风声" not in res.output


def test_tampered_answers_are_refused(run_cli, record, tmp_path):
    path, _ = record
    rec = json.loads(path.read_text())
    rec["answers"][0] = "send secret c80"
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(rec))
    res = run_cli(["replay", str(bad)])
    assert res.exit_code == 1 and "无法回放" in res.output
    assert "第 1 个决定（'send secret c80'）" in res.output and "Traceback" not in res.output


def test_a_record_cut_short_says_answers_are_missing(run_cli, record, tmp_path):
    path, g = record
    rec = json.loads(path.read_text())
    rec["answers"] = rec["answers"][:-3]
    bad = tmp_path / "short.json"
    bad.write_text(json.dumps(rec))
    res = run_cli(["replay", str(bad)])
    assert res.exit_code == 1
    assert f"记录里的 {len(g.answers) - 3} 个决定没有下完这局（缺少决定）" in res.output


def test_seat_and_all_are_exclusive_and_seat_is_checked(run_cli, record):
    path, _ = record
    assert run_cli(["replay", str(path), "--seat", "1", "--all"]).exit_code == 2
    res = run_cli(["replay", str(path), "--seat", "5"])
    assert res.exit_code == 2 and "这局只有 5 个座位" in res.output


@pytest.mark.parametrize("roles", [False, True])
def test_the_deal_is_shown_to_its_seat_and_to_all_never_to_the_spectator(run_cli, tmp_path,
                                                                          roles):
    g = Game.new(Config(players=5, roles=roles), 9)
    rng = random.Random(9)
    first = None   # the hands at the first question after the deal, and the cards drawn by then
    while not g.state.over:
        if first is None and g.state.players[0].identity:
            drawn = [c for ev in g.events if ev["type"] == "draw" for c in ev["cards"]]
            first = [(p.identity, set(p.hand)) for p in g.state.players], drawn
        g.play(rng.choice(g.state.pending.options))
    path = tmp_path / "game.json"
    g.save(path)
    hands, drawn = first
    assert drawn or roles   # without roles the turn player drew before the first question

    def line(seat):
        identity = hands[seat][0]
        return f"{seat}号：身份 {zh.identity_name(identity)}，起始手牌 "

    def dealt(out, seat):
        shown = out.split(line(seat), 1)[1].split("\n", 1)[0]
        return {int(c) for c in re.findall(r"#(\d+)", shown)}

    public = run_cli(["replay", str(path)]).output
    seat3 = run_cli(["replay", str(path), "--seat", "3"]).output
    everything = run_cli(["replay", str(path), "--all"]).output
    assert ("使用角色牌" if roles else "不用角色牌") in public
    assert "发牌：" not in public
    assert line(3) in seat3 and seat3.count("起始手牌") == 1
    assert dealt(seat3, 3) == hands[3][1] - set(drawn)
    for s in range(5):
        assert len(dealt(everything, s)) == 3          # 3 starting cards each
        assert dealt(everything, s) | (hands[s][1] & set(drawn)) == hands[s][1]
    # Shown where the deal happens: after the game starts, before the first turn.
    assert everything.index("游戏开始") < everything.index("发牌：") < everything.index("第1回合")


# The roles whose 机密任务 may take a victory declared by another seat (Mission.steals).
TAKERS = tuple(sorted(k for k, m in every_role().missions.items()
                      if type(m).steals is not Mission.steals))


def test_the_end_screen_of_a_taken_victory_names_the_declarer_and_the_taker(run_cli, tmp_path):
    """A record is a seed and its answers, so the case is found by play, not pinned: random
    4-player games with the taking roles in the pool (about one in eight ends so), the first
    whose declaration a 机密任务 took, replayed to its end screen."""
    pool = TAKERS + tuple(r for r in ROLE_SETS["all30"] if r not in TAKERS)[:4]
    for seed in range(200):
        g = Game.new(Config(players=4, roles=True, role_pool=pool), seed)
        rng = random.Random(seed)
        while not g.state.over:
            g.play(rng.choice(g.state.pending.options))
        taken = [e for e in g.events if e["type"] == "victory_taken"]
        if taken:
            break
    assert taken, "no game of 200 ended in a taken victory"
    taker, frm = taken[0]["seat"], taken[0]["from_seat"]
    path = tmp_path / "game.json"
    g.save(path)
    res = run_cli(["replay", str(path)])
    assert res.exit_code == 0, res.output
    end = _end_line(res.output)
    assert "；" in end, end   # "<declarer>…宣告胜利；<taker>的机密任务…"
    declared, took = end.split("；", 1)
    assert declared.startswith(f"{frm}号（") and "宣告胜利" in declared, end
    assert f"{taker}号（打酱油的）的机密任务" in took and f"胜利者：{taker}号" in took, end
    rows = res.output.split("╭─ 游戏结束", 1)[1].splitlines()
    assert "胜利（夺得）" in next(r for r in rows if re.search(rf"│ {taker}号", r))
    assert "宣告失败" in next(r for r in rows if re.search(rf"│ {frm}号", r))
