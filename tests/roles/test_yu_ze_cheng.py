"""余则成 (yu_ze_cheng): 城府, 时差 and the mission. Seed 000:
"城府：你被试探时可以隐瞒身份。" / "时差：当你获得假情报时，可以把另一位玩家的一张情报加入牌。" (手 restored) /
机密任务 "一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。" """

from functools import partial

import pytest

from fengsheng.engine.abilities import Mission, Role
from fengsheng.engine.ruleset import every_role

YZC = {"role": "yu_ze_cheng"}


class FirstToDie(Mission):
    """Test-only stand-in for 小白's "你第一个死亡" (a mission met by dying of a message)."""

    def on_death(self, state, seat, victim, killer):
        return victim == seat and len(state.deaths) == 1


RULES = every_role().with_roles(Role("test_yzc_first_to_die", "测试丙", "M", False, (),
                                     FirstToDie()))


@pytest.fixture(name="table")
def _table_with_test_roles(table):
    """The shared ``table``, playing by this file's ruleset."""
    return partial(table, ruleset=RULES)


def _at(table, holder, card, sender="A", **seats):
    return table(seats, turn=sender, phase="send_message",
                 message={"card": card, "holder": holder, "step": "receive"})


# -- 城府 ------------------------------------------------------------------------------------
def test_cheng_fu_hides_the_identity_when_probed(table, act, h):
    """"你被试探时可以隐瞒身份" — B (军情处) may act as if the 潜伏战线 bet were right."""
    s = table({"A": {"hand": ["试探/潜伏战线/抽牌"]}, "B": YZC})
    act(s, "A", "use 试探 @B")
    assert s.pending.seat == 1 and s.pending.prompt == "probe_hide"
    events = act(s, "B", "choose comply")
    assert h.of_type(events, "probe_draws", seat=1)


# -- 时差 ------------------------------------------------------------------------------------
def test_getting_a_fake_lets_him_take_another_players_message_into_hand(table, act, h):
    """"当你获得假情报时，可以把另一位玩家的一张情报加入手牌"."""
    s = _at(table, "B", "锁定/黑/密电", B=YZC, C={"messages": ["红"]}, D={"messages": ["蓝"]})
    act(s, "B", "take")
    assert s.pending.kind == "trigger" and s.pending.prompt == "shi_cha"
    act(s, "B", "yes")
    assert s.pending.prompt == "shi_cha"
    red = s.players[2].messages[0]
    assert sorted(o.card for o in s.pending.options) == sorted([red] + s.players[3].messages)
    events = act(s, "B", f"choose c{red}")
    assert red in s.players[1].hand and s.players[2].messages == []
    assert h.of_type(events, "message_to_hand", seat=2, to=1)


def test_not_for_a_true_message(table, act, h):
    s = _at(table, "B", "锁定/红/密电", B=YZC, C={"messages": ["红"]})
    events = act(s, "B", "take")
    assert not (s.pending and s.pending.prompt == "shi_cha")
    assert not h.of_type(events, "message_to_hand") and len(s.players[2].messages) == 1


def test_not_when_nobody_else_has_a_message(table, act):
    """Only "另一位玩家的" messages: his own are no target."""
    s = _at(table, "B", "锁定/黑/密电", B=dict(YZC, messages=["红"]))
    act(s, "B", "take")
    assert not (s.pending and s.pending.prompt == "shi_cha")


def test_not_when_the_fake_kills_him(table, act):
    s = _at(table, "B", "锁定/黑/密电", B=dict(YZC, messages=["黑", "黑"]), C={"messages": ["红"]})
    act(s, "B", "take")
    assert not s.players[1].alive and len(s.players[2].messages) == 1


# -- 机密任务 ----------------------------------------------------------------------------------
BYSTANDER_YZC = dict(YZC, identity="打酱油的")


def test_a_win_by_his_message_is_his(table, act):
    """C (潜伏战线) takes his red, her third: "你的胜利会导致他的宣告失败"."""
    s = _at(table, "C", "锁定/红/密电", sender="B", B=BYSTANDER_YZC,
            C={"messages": ["红", "红"]}, E={"identity": "军情处"})
    act(s, "C", "take")
    assert s.over and s.winners == (1,) and s.declarer == 1


def test_a_win_by_someone_elses_message_is_not_his(table, act):
    s = _at(table, "C", "锁定/红/密电", sender="A", B=BYSTANDER_YZC,
            C={"messages": ["红", "红"]}, E={"identity": "军情处"})
    act(s, "C", "take")
    assert s.over and s.declarer == 2 and 1 not in s.winners


def test_a_win_by_intercepting_his_message_is_his(table, act):
    """截获 takes the message he sent: the interceptor "获得你传出的情报"."""
    s = table({"B": BYSTANDER_YZC, "C": {"messages": ["红", "红"], "hand": ["截获"]},
               "E": {"identity": "军情处"}},
              turn="B", phase="send_message", message={"card": "锁定/红/密电", "holder": "B"})
    act(s, "C", "use 截获")
    assert s.over and s.winners == (1,)


def test_a_mission_met_by_dying_of_his_message_counts(table, act):
    """"包括一些通过【】胜利的角色（例如小白等）" — D (a 小白-like 打酱油的) dies first, of his message, and
    declares: he takes it."""
    s = _at(table, "D", "锁定/黑/密电", sender="B", B=BYSTANDER_YZC,
            D={"identity": "打酱油的", "role": "test_yzc_first_to_die", "messages": ["黑", "黑"]},
            E={"identity": "军情处"})
    act(s, "D", "take")
    assert s.over and s.winners == (1,) and s.declarer == 1


def test_the_same_mission_by_someone_elses_message_is_not_his(table, act):
    s = _at(table, "D", "锁定/黑/密电", sender="A", B=BYSTANDER_YZC,
            D={"identity": "打酱油的", "role": "test_yzc_first_to_die", "messages": ["黑", "黑"]},
            E={"identity": "军情处"})
    act(s, "D", "take")
    assert s.over and s.winners == (3,)


def test_no_steal_unless_a_bystander(table, act):
    """As 潜伏战线 he wins with C's faction, but C is the declarer: no 机密任务 applies."""
    s = _at(table, "C", "锁定/红/密电", sender="B", B=dict(YZC, identity="潜伏战线"),
            C={"identity": "潜伏战线", "messages": ["红", "红"]}, E={"identity": "军情处"})
    act(s, "C", "take")
    assert s.over and s.declarer == 2


def test_no_steal_when_he_is_dead(table, act):
    """"假如传出情报者在传递过程中死亡": his message still wins for C, and a dead 余则成 takes nothing."""
    s = _at(table, "C", "锁定/红/密电", sender="B", B=dict(BYSTANDER_YZC, alive=False),
            C={"messages": ["红", "红"]}, E={"identity": "军情处"})
    act(s, "C", "take")
    assert s.over and s.declarer == 2 and 1 not in s.winners
