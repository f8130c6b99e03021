"""柒佰 (qi_bai): 敏锐, 联动, 风度 and the mission. Seed 000:
敏锐 "你可以在他人回合中使用锁定。这些【锁定】可以被【识破】。"
联动 "当你使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家。【锁定】被识破的情况下无法发动。该技能为强制发动，
使用【锁定】后必须抽牌，抽牌后必须分牌给另一个人。"
风度 "当你宣告胜利时，选择一位女性一同胜利。若场上存在女性时，此效果必须触发。盖伏状态下的角色失去性别……因此效果
一同胜利的女性之胜利只属于她个人，她所属阵营中的其他同伴不能因此而获得胜利。"
机密任务 "获得五张或以上的真情报。" """
from pathlib import Path

import pytest

from fengsheng.engine.window import window_options
from fengsheng.scenario import load_scenario, run_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "roles"
QI_BAI = {"role": "qi_bai"}


def run_file(name):
    result = run_scenario(load_scenario(SCENARIOS / name))
    assert result.passed, result.report()
    assert sorted(c for cs in result.state.zones().values() for c in cs) == list(range(81))
    return result


def test_rulebook_example_12_win_together():
    """001 宣告胜利: "柒佰宣告胜利的时候让老鬼和他一同胜利，老鬼同阵营的其他角色不能因为老鬼的胜利而获得胜利。\""""
    run_file("example_12_feng_du_win_together_qi_bai.yaml")


def test_rulebook_example_5_min_rui_and_lian_dong():
    """001 传递情报阶段游戏范例: "此时玩家E【柒佰】响应并利用角色技能【敏锐】，对玩家B使用【锁定】……触发【联动】
    马上结算抽二张牌，把手牌分给玩家A，然后开始结算【锁定】\""""
    run_file("example_05_message_phase_hei_mei_gui_qi_bai.yaml")


# -- 敏锐 -----------------------------------------------------------------------------------
def lock_targets(state, seat, ctx):
    return sorted(o.seat for o in window_options(state, seat, ctx) if o.func == "suo_ding")


@pytest.mark.parametrize("ctx, usable", [("play_1", True), ("transmit", True),
                                         ("play_2", True), ("arrive", False),
                                         ("turn_start", False), ("turn_end", False)])
def test_min_rui_locks_in_another_players_turn(table, ctx, usable):
    """"你可以在他人回合中使用锁定" — the card's other limit stays ("只能在…出牌阶段和情报传递时使用");
    without 柒佰 a player may not lock in another's turn."""
    s = table({"E": dict(QI_BAI, hand=["锁定"]), "D": {"hand": ["锁定"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "arrive"}, advance=False)
    assert lock_targets(s, 4, ctx) == ([0, 1, 2, 3] if usable else [])
    assert lock_targets(s, 3, ctx) == []


def test_min_rui_lock_can_be_seen_through_and_then_lian_dong_does_not_trigger(table, h):
    """"这些【锁定】可以被【识破】" and 联动 "【锁定】被识破的情况下无法发动"."""
    s = table({"E": dict(QI_BAI, hand=["锁定"]), "A": {"hand": ["识破"]}})
    log = h.play(s, "E: use 锁定 @B", "A: use 识破 #1st", until="send_message")
    assert h.of_type(log, "nullified", func="suo_ding")
    assert s.locks == () and not h.of_type(log, "draw", seat=4)
    assert s.players[4].hand == []


# -- 联动 -----------------------------------------------------------------------------------
def test_lian_dong_draws_two_gives_one_then_the_lock(table, h):
    """"当你使用锁定时，抽二张牌，然后选择一张手牌分给另一位玩家" — compulsory (no yes/no question), and
    before the 锁定 takes effect ("触发【联动】马上结算……然后开始结算【锁定】")."""
    s = table({"E": dict(QI_BAI, hand=["锁定"])}, deck=["截获/黑", "退回/红"])
    log = h.play(s, "E: use 锁定 @B", until={"asked": "E lian_dong_card"})
    assert not h.of_type(log, "decision", kind="trigger")
    assert h.descs(s, s.players[4].hand) == ["截获/黑/直达", "退回/红/文本"]
    assert s.locks == ()
    h.play(s, "E: choose 退回/红", until={"asked": "E lian_dong_to"})
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 2, 3]   # "另一位玩家"
    log = h.play(s, "E: choose @C", until="send_message")
    assert h.descs(s, s.players[2].hand) == ["退回/红/文本"]
    assert h.descs(s, s.players[4].hand) == ["截获/黑/直达"]
    assert s.locks == (1,)
    types = [e["type"] for e in log]
    assert types.index("card_given") < types.index("locked")


def test_lian_dong_also_in_his_own_turn(table, h):
    s = table({"E": dict(QI_BAI, hand=["锁定"])}, turn="E", deck=["截获/黑", "退回/红"])
    log = h.play(s, "E: use 锁定 @B", "E: choose 截获/黑", "E: choose @A", until="send_message")
    assert h.of_type(log, "card_given", seat=4, to=0) and s.locks == (1,)


def test_lian_dong_only_for_his_own_lock(table, h):
    """"当你使用锁定时" — A's 锁定 gives 柒佰 nothing."""
    s = table({"A": {"hand": ["锁定"]}, "E": QI_BAI})
    log = h.play(s, "A: use 锁定 @B", until="send_message")
    assert s.locks == (1,) and not h.of_type(log, "draw")


# -- 风度 -----------------------------------------------------------------------------------
def _fifth_true(table, seats, identity="打酱油的", messages=("红", "红", "蓝", "蓝"),
                card="锁定/蓝/密电"):
    """E (柒佰) holds four true messages and must take a fifth (locked)."""
    seats = dict(seats)
    seats["E"] = dict(QI_BAI, identity=identity, messages=list(messages))
    return table(seats, phase="send_message", locks=["E"],
                 message={"card": card, "holder": "E", "step": "receive"})


def test_feng_du_chooses_among_the_women(table, h):
    """"选择一位女性一同胜利" — every face-up woman (小白's 乔装 counts, "此角色既视为男性也视为女性"),
    not a face-down one (no gender), not a dead one (not 场上); the choice is his."""
    s = _fifth_true(table, {"A": {"role": "da_mei_nv"}, "B": {"role": "xiao_bai"},
                            "C": {"role": "lao_gui", "face_up": False},
                            "D": {"alive": False, "role": "hei_mei_gui", "face_up": True}})
    h.play(s, until={"asked": "E feng_du_with"})
    assert sorted(o.seat for o in s.pending.options) == [0, 1]
    h.play(s, "E: choose @B", until="game_over")
    assert s.winners == (4, 1) and s.declarer == 4


def test_feng_du_without_a_woman_nothing_is_asked(table, h):
    """"若场上存在女性时，此效果必须触发" — with none, the declaration ends the game at once."""
    s = _fifth_true(table, {"C": {"role": "lao_gui", "face_up": False}})
    log = h.play(s, until="game_over")
    assert s.winners == (4,) and not h.of_type(log, "feng_du")
    assert [e["prompt"] for e in h.of_type(log, "decision")] == []


def test_feng_du_when_winning_with_his_faction(table, h):
    """A 潜伏战线 柒佰 with three red: his faction wins, and the woman he picks (军情处 大美女) wins
    alone: "她所属阵营中的其他同伴不能因此而获得胜利" (D, her 军情处 mate, does not)."""
    s = table({"C": dict(QI_BAI, messages=["红", "红"]), "B": {"role": "da_mei_nv"}},
              phase="send_message",
              message={"card": "锁定/红/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", "C: choose @B", until="game_over")
    assert sorted(s.winners) == [0, 1, 2] and s.declarer == 2


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_five_true_messages(table, h):
    """"获得五张或以上的真情报" — red and blue both count."""
    s = _fifth_true(table, {})
    h.play(s, until="game_over")
    assert s.winners == (4,) and s.end_reason == "mission"


def test_mission_four_are_not_enough(table, h):
    """Four true messages and a fake: no victory."""
    s = _fifth_true(table, {}, messages=("红", "蓝", "蓝", "黑"))
    h.play(s, until="play_2")
    assert not s.over and s.colour_count(4, "blue") == 3


def test_mission_only_as_a_bystander(table, h):
    """机密任务 "当你的身份为打酱油的时" only: a 军情处 柒佰 with five true messages, two blue, plays on."""
    s = _fifth_true(table, {}, identity="军情处", messages=("红", "红", "红", "蓝"),
                    card="锁定/红/密电")
    h.play(s, until="play_2")
    assert not s.over and len(s.players[4].messages) == 5
