"""The auto-pass mode (command ``a``): it passes in response windows that do not concern the
player and stops, with a notice, in those that do (play.AUTO_PASS_RULE)."""
from __future__ import annotations

import re

from fengsheng.cli.play import AUTO_PASS_RULE, auto_pass_stop

from .conftest import ScriptBot, five_seats, run_session
from .test_play import ALL_ONES

# B's turn, 出牌阶段（1）: the human (A) holds only a 烧毁 and a black message lies in front of
# C, so the rules give A a choice at every window; B holds a 直达 that its bot sends to A.
BURN_ONLY = five_seats(hands={"A": ["烧毁"], "B": ["截获/黑/直达"]},
                       messages={"C": ["黑"]}, turn="B", phase="play_1")


def test_without_auto_pass_every_window_asks():
    game, out, asked, code = run_session(BURN_ONLY, answers=["1"] * 3)
    windows = [o["pending"]["prompt"] for o in asked[:3]]
    # 出牌阶段（1） of B, the 情报传递 of B's 直达, its 情报到达 at A: all asked.
    assert windows == ["play_1", "transmit", "arrive"]
    assert "（自动让过）" not in out and "自动让过暂停" not in out


def test_auto_pass_passes_until_the_message_reaches_you():
    game, out, asked, code = run_session(BURN_ONLY, auto_pass=True)
    assert code == 1                              # the input ended at the first question
    first = asked[0]
    assert first["pending"]["prompt"] == "arrive" and first["message"]["holder"] == 0
    assert any(o[2] == "shao_hui" for o in first["pending"]["options"])
    # The two windows before were passed for A, each with a one-line notice naming it.
    notices = re.findall(r"（自动让过）(.+)", out)
    assert notices == ["1号的回合：出牌阶段（1）。", "1号的回合·情报传递：情报在1号处，即将传出。"]
    assert "自动让过暂停：情报到达你面前" in out
    # Auto-passing changed nothing but A's answers: A still holds the 烧毁.
    assert [game.state.cards[c].function for c in game.state.players[0].hand] == ["shao_hui"]


def test_a_typed_at_a_window_turns_it_on_and_passes_that_window():
    game, out, asked, code = run_session(BURN_ONLY, answers=["a"])
    assert asked[0]["pending"]["prompt"] == "play_1"
    assert "已开启自动让过" in out
    for line in AUTO_PASS_RULE:
        assert line in out
    # The play_1 window was answered by the mode; the next question is the arrival at A.
    assert "（自动让过）1号的回合：出牌阶段（1）。" in out
    assert asked[-1]["pending"]["prompt"] == "arrive"


def test_a_again_turns_it_off():
    game, out, asked, code = run_session(BURN_ONLY, auto_pass=True, answers=["a", "1", "1"])
    assert "已关闭自动让过" in out
    # Off again: the question at the arrival is asked once more, then the next window too.
    assert [o["pending"]["prompt"] for o in asked[:2]] == ["arrive", "arrive"]


def test_a_card_aimed_at_you_stops_it():
    # B locks A in 出牌阶段（1）: A may not care about 烧毁 windows, but this concerns A.
    spec = five_seats(hands={"A": ["烧毁"], "B": ["锁定", "截获/黑/直达"]},
                      messages={"C": ["黑"]}, turn="B", phase="play_1")
    lock_a = ScriptBot(1, lambda o: o[0] == "use" and o[2] == "suo_ding" and o[3] == 0)
    game, out, asked, code = run_session(spec, bots={1: lock_a}, auto_pass=True)
    first = asked[0]
    assert first["pending"]["prompt"] == "play_1"
    assert [(it["func"], it["target"]) for it in first["stack"]] == [("suo_ding", 0)]
    assert "自动让过暂停：1号的【锁定】以你为目标" in out
    assert "（自动让过）" not in out


def test_a_burn_aimed_at_your_message_stops_it():
    spec = five_seats(hands={"A": ["烧毁"], "B": ["烧毁", "截获/黑/直达"]},
                      messages={"A": ["黑"], "C": ["黑"]}, turn="B", phase="play_1")
    burn_a = ScriptBot(1, lambda o: o[0] == "use" and o[2] == "shao_hui" and o[3] == 0)
    game, out, asked, code = run_session(spec, bots={1: burn_a}, auto_pass=True)
    assert asked[0]["stack"][0]["func"] == "shao_hui"
    assert "自动让过暂停：1号的【烧毁】要烧毁你面前的情报" in out


def test_a_card_you_could_see_through_stops_it_and_one_you_could_not_does_not():
    # B locks C. Holding 识破, A is asked (it could answer); holding only 烧毁, A is not.
    lock_c = lambda: ScriptBot(1, lambda o: o[0] == "use" and o[2] == "suo_ding" and o[3] == 2)
    for hand, stops in ((["识破"], True), (["烧毁"], False)):
        spec = five_seats(hands={"A": hand, "B": ["锁定", "截获/黑/直达"]},
                          messages={"C": ["黑"]}, turn="B", phase="play_1")
        game, out, asked, code = run_session(spec, bots={1: lock_c()}, auto_pass=True)
        first = asked[0]
        if stops:
            assert first["pending"]["prompt"] == "play_1" and first["stack"]
            assert "自动让过暂停：你可以用【识破】响应1号的【锁定】（目标：2号）" in out
        else:
            assert first["pending"]["prompt"] == "arrive"
            assert "（自动让过）1号的回合：出牌阶段（1）。" in out


def test_your_own_turn_stops_it_once_per_turn():
    spec = five_seats(hands={"A": ["锁定", "烧毁", "截获/黑/直达"]}, messages={"C": ["黑"]},
                      turn="A", phase="play_1")
    game, out, asked, code = run_session(spec, auto_pass=True, answers=["1", "1"])
    assert asked[0]["pending"]["prompt"] == "play_1"
    assert out.count("自动让过暂停：这是你的回合") == 1


def test_auto_pass_stop_reads_the_observation_only():
    """auto_pass_stop on a hand-made observation: what it may see decides."""
    base = {"seat": 0, "turn_player": 1, "message": None, "stack": [],
            "players": [{"seat": s, "messages": []} for s in range(3)],
            "pending": {"kind": "respond", "prompt": "play_1",
                        "options": [["pass", -1, "", -1, -1]]}}
    names = ["你", "1号", "2号"]
    assert auto_pass_stop(base, names) is None
    assert auto_pass_stop({**base, "turn_player": 0}, names) == "这是你的回合"
    # A 识破 of 2号 aimed at A's own card on the stack.
    stack = [{"uid": 5, "user": 0, "func": "suo_ding", "target": 1, "ref": -1},
             {"uid": 6, "user": 2, "func": "shi_po", "target": -1, "ref": 5}]
    assert auto_pass_stop({**base, "stack": stack}, names) == "2号的【识破】要让你使用的牌无效"


def test_auto_pass_from_the_command_line(stand_in_bots, run_cli):
    """``a`` and ``--auto-pass`` pass for the player, in the first dealt game where a window
    that does not concern them comes (most games: a search over seeds, not one seed's deal)."""
    for seed in map(str, range(7, 27)):
        flag = run_cli(["play", "--seed", seed, "--auto-pass"], ALL_ONES)
        if "（自动让过）" in flag.output:
            break
    assert "（自动让过）" in flag.output, "no game of 20 had a window to pass for the player"
    plain = run_cli(["play", "--seed", seed], ALL_ONES)
    auto = run_cli(["play", "--seed", seed], "a\n" + ALL_ONES)
    for res in (plain, auto, flag):
        assert res.exit_code == 0, res.output
        assert "╭─ 游戏结束" in res.output
    assert "已开启自动让过" in auto.output and "（自动让过）" in auto.output
    assert flag.output.count("请选择") < plain.output.count("请选择")


def test_a_at_another_question_toggles_and_asks_it_again():
    # At the 情报接收 question (not a window) 'a' only switches the mode, then asks again.
    game, out, asked, code = run_session(BURN_ONLY, auto_pass=True, answers=["1", "a", "1"])
    assert [o["pending"]["kind"] for o in asked[1:3]] == ["receive", "receive"]
    assert "已关闭自动让过" in out
    assert any(e["type"] == "message_taken" and e["seat"] == 0 for e in game.events)
