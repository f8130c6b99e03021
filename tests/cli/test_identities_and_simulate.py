"""``--identities`` for play and simulate, faction runs with an odd game count, and the
bilingual help of ``fengsheng simulate``."""
from __future__ import annotations

import json
import re
from collections import Counter

import click
import pytest

from fengsheng.cli.simulate import simulate as simulate_command
from fengsheng.i18n import zh_cn as zh
from fengsheng.record import load_record, replay

from .test_play import ALL_ONES


@pytest.mark.parametrize("table, players, counts", [
    ("first_game", 4, {"underground": 2, "military": 2}),
    ("first_game", 6, {"underground": 3, "military": 3}),
    ("alternative", 7, {"underground": 2, "military": 2, "bystander": 3}),
])
def test_play_deals_the_chosen_identity_table(stand_in_bots, run_cli, tmp_path, table, players,
                                              counts):
    path = tmp_path / "g.json"
    res = run_cli(["play", "--seed", "5", "--players", str(players), "--identities", table,
                   "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    rec = load_record(path)
    assert rec["config"]["identity_table"] == table
    game = replay(rec)
    assert Counter(p.identity for p in game.state.players) == counts
    intro = res.output.split("游戏开始", 1)[0]
    assert "身份牌：潜伏战线" in intro
    assert ("打酱油的" in intro.split("身份牌：", 1)[1].split("（", 1)[0]) == ("bystander" in counts)
    rep = run_cli(["replay", str(path)])
    assert rep.exit_code == 0 and zh.IDENTITY_TABLE_NAMES[table] in rep.output


@pytest.mark.parametrize("table, players, allowed", [
    ("first_game", 5, "4人或6人"), ("first_game", 3, "4人或6人"), ("alternative", 6, "7人"),
])
def test_play_refuses_an_identity_table_without_that_many_players(stand_in_bots, run_cli, table,
                                                                  players, allowed):
    res = run_cli(["play", "--players", str(players), "--identities", table], ALL_ONES)
    assert res.exit_code == 2
    assert f"只适用于{allowed}局，不能用于{players}人局" in res.output
    assert "游戏开始" not in res.output


def test_simulate_uses_the_identity_table(run_cli):
    res = run_cli(["simulate", "--games", "2", "--players", "6", "--identities", "first_game",
                   "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["config"]["identity_table"] == "first_game"
    assert all(data["bot_identity"][b]["bystander"]["n"] == 0 for b in data["bot_identity"])
    assert sum(data["bot_identity"][b]["underground"]["n"] for b in data["bot_identity"]) == 2 * 3


def test_simulate_refuses_a_bad_identity_combination(run_cli):
    res = run_cli(["simulate", "--games", "2", "--players", "5", "--identities", "alternative"])
    assert res.exit_code == 2
    assert "只适用于7人局" in res.output and "for 7 players only" in res.output


def test_an_odd_faction_run_is_rounded_up_with_a_warning(run_cli):
    res = run_cli(["simulate", "--games", "3", "--players", "4", "--mode", "faction", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["games"] == 4
    assert "--games 3 已改为 4" in res.stderr and "rounded up" in res.stderr
    even = run_cli(["simulate", "--games", "2", "--players", "4", "--mode", "faction", "--json"])
    assert json.loads(even.stdout)["games"] == 2 and "已改为" not in even.stderr


def test_simulate_help_and_output_speak_chinese(run_cli):
    ctx = click.Context(simulate_command)
    for param in simulate_command.params:
        if param.help:
            assert re.search(r"[\u4e00-\u9fff]", param.help), param.name
    assert re.search(r"[\u4e00-\u9fff]", simulate_command.get_help(ctx).split("Options")[0])
    res = run_cli(["simulate", "--games", "2", "--players", "4"])
    assert res.exit_code == 0, res.output
    for text in ("胜方", "各座位胜率", "各机器人胜率", "平均对局长度", "结束原因"):
        assert text in res.output
