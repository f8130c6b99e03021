"""End-of-game texts: a declaration taken by a 机密任务, the ``r`` command without role cards,
``simulate``'s end reasons in Chinese, and 城府's answer to a 试探 (event 'probe_hidden')."""
from __future__ import annotations

import dataclasses
import io
import json
import pathlib
import re

import pytest
from rich.console import Console

import fengsheng
from fengsheng.cli import simulate as simulate_cli
from fengsheng.cli.play import Session
from fengsheng.engine import Config
from fengsheng.engine.position import from_position
from fengsheng.engine.ruleset import every_role
from fengsheng.i18n import zh_cn as zh
from fengsheng.notation import parse_option
from fengsheng.record import Game
from fengsheng.simulate import simulate as run_simulation
from fengsheng.views import visible_events

from .conftest import FirstOptionBot, ScriptBot, run_session
from .test_i18n import _check_line
from .test_play import _end_line

RULES = every_role()   # every released role card

POSITIONS = pathlib.Path(__file__).parent / "positions"
PACKAGE = pathlib.Path(fengsheng.__file__).parent
IDS = ["underground", "military", "bystander", "bystander"]


# -- 1. a victory taken by a 机密任务 -------------------------------------------------------
@pytest.mark.parametrize("reason, what", [
    ("messages", "集齐三张蓝色情报"), ("mission", "完成了机密任务"),
    ("last_alive", "成为最后存活的玩家"), ("lan_sha", "发动【滥杀】"), ("qing_chou", "发动【情仇】"),
])
def test_a_taken_victory_names_the_real_declarer_and_the_taker(reason, what):
    # 1号 (军情处) or 3号 declared; 2号's 机密任务 took it.
    frm = 3 if reason in ("mission", "last_alive", "lan_sha", "qing_chou") else 1
    text = zh.result_text([2], 2, reason, IDS, zh.seat_names(4), taken_from=frm)
    declared, taken = text.split("；", 1)
    assert declared.startswith(f"{frm}号（{zh.IDENTITIES[IDS[frm]]}）")
    assert what in declared and "宣告胜利" in declared
    assert "2号（打酱油的）的机密任务" in taken and "胜利者：2号" in taken
    assert what not in taken
    _check_line(text, {"reason": reason})


def test_an_ordinary_declaration_is_unchanged():
    text = zh.result_text([3], 3, "lan_sha", IDS, zh.seat_names(4))
    assert text == "3号（打酱油的）发动【滥杀】，宣告胜利！胜利者：3号。"


@pytest.mark.parametrize("fixture, taker, frm, what, human", [
    ("lan_sha_taken.json", 2, 0, "0号（潜伏战线）发动【滥杀】", 5),
    ("red_messages_taken.json", 1, 0, "0号（潜伏战线）集齐三张红色情报", 3),
])
def test_the_end_of_a_taken_victory_says_who_declared(fixture, taker, frm, what, human):
    """Dealt games (positions/: the position before the answer that ends the game, written by
    ``to_position`` from a saved game, which could not replay under another rules version)
    played to the end at the terminal by a player who is neither the declarer nor the taker."""
    fix = json.loads((POSITIONS / fixture).read_text("utf-8"))
    state = from_position(fix["position"])
    answer = tuple(parse_option(fix["answer"]))
    asker = state.pending.seat
    bot = ScriptBot(asker, lambda o: tuple(o) == answer)
    game, out, asked, code = run_session(fix["position"], human=human, bots={asker: bot})
    st = game.state
    assert code == 0 and not asked and bot.calls == 1
    assert st.over and st.declarer == taker and st.winners == (taker,)
    assert zh.victory_taken_from(visible_events(game.events, human)) == frm
    end = _end_line(out)
    assert end.startswith(what), end
    assert f"{taker}号（打酱油的）的机密任务" in end
    log_end = next(line for line in out.splitlines() if line.startswith("游戏结束："))
    assert log_end.startswith("游戏结束：" + what)
    rows = out.split("╭─ 游戏结束", 1)[1].splitlines()
    assert "胜利（夺得）" in next(r for r in rows if re.search(rf"│ {taker}号", r))
    assert "宣告失败" in next(r for r in rows if re.search(rf"│ {frm}号", r))


# -- 2. the r command without role cards ---------------------------------------------------
def test_r_in_a_game_without_roles_says_there_are_no_role_cards():
    game = Game.new(Config(players=5), 3)
    bots = {s: FirstOptionBot(s) for s in range(1, 5)}
    answers = ["r", "q", ""]   # r, quit, then do not save
    buf = io.StringIO()
    Session(game, 0, bots, Console(file=buf, width=150), read=lambda _p: answers.pop(0)).run()
    panel = buf.getvalue().split("╭─ 角色技能", 1)[1].split("╰", 1)[0]
    assert "本局不使用角色牌" in panel
    assert "盖伏" not in panel


# -- 3. simulate's end reasons ------------------------------------------------------------
def engine_end_reasons() -> set[str]:
    """Literal reasons passed to declare_victory / end / lose anywhere in the package."""
    found = set()
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text("utf-8")
        found.update(re.findall(r"\b(?:declare_victory|end|lose)\(state,[^\n]*?[ (]\"([a-z_]+)\"\s*[,)]", text))
    return found


def test_every_end_reason_has_a_chinese_name():
    reasons = engine_end_reasons()
    assert {"messages", "mission", "last_alive", "all_out", "turn_limit",
            "lose_at_six_messages"} <= reasons   # the grep finds them
    # Skills declare with their own id (滥杀, 情仇): every skill must read as its name.
    for r in sorted(reasons | set(RULES.skills)):
        name = zh.end_reason_name(r)
        assert re.search(r"[\u4e00-\u9fff]", name) and not re.search(r"[a-z_]{3,}", name), r
        assert name != "其他原因", r
    assert zh.end_reason_name("lan_sha") == "【滥杀】单独胜利"


def test_simulate_prints_end_reasons_in_chinese_and_ids_only_in_json(run_cli):
    args = ["simulate", "--roles", "--games", "12", "--players", "6", "--seed", "0"]
    res = run_cli(args)
    assert res.exit_code == 0, res.output
    line = next(x for x in res.output.splitlines() if x.startswith("结束原因"))
    data = json.loads(run_cli(args + ["--json"]).stdout)
    assert sum(data["end_reasons"].values()) == 12   # the ids stay in the JSON
    for k, v in data["end_reasons"].items():
        assert f"{zh.end_reason_name(k)} {v}" in line and k not in line, line
    # Every reason the engine can end with, as the text table prints it.
    summary = run_simulation(Config(players=4, roles=True), ("random",), 1, 0)
    reasons = sorted(engine_end_reasons() | {"lan_sha", "qing_chou"})
    summary = dataclasses.replace(summary, end_reasons={r: 1 for r in reasons})
    buf = io.StringIO()
    simulate_cli._print(Console(file=buf, width=400, highlight=False), summary)
    line = next(x for x in buf.getvalue().splitlines() if x.startswith("结束原因"))
    assert not re.search(r"[a-z]+_[a-z_]+", line), line
    assert "【滥杀】单独胜利 1" in line and "【情仇】单独胜利 1" in line and "集齐情报 1" in line


# -- 4. 城府 answering a 试探 ---------------------------------------------------------------
STORED = {"type": "probe_hidden", "seat": 4, "choice": "declare", "private": (4,),
          "hide": ("choice",)}


def test_probe_hidden_tells_only_the_target_what_they_chose():
    names = zh.seat_names(6)
    own = zh.describe_event(visible_events([STORED], 4)[0], names)
    assert own == "4号发动【城府】，可以不按身份回应【试探】：选择宣称（不执行要求）。"
    comply = zh.describe_event({**STORED, "choice": "comply"}, zh.seat_names(6, 4))
    assert comply == "你发动【城府】，可以不按身份回应【试探】：选择照【试探】上的要求执行。"
    seen_all = zh.describe_event(visible_events([STORED], None, omniscient=True)[0], names)
    assert seen_all == own
    for seat in (None, 0, 3):
        other = zh.describe_event(visible_events([STORED], seat)[0], names)
        assert other == "4号发动【城府】，可以不按身份回应【试探】。"
        _check_line(other, STORED)
