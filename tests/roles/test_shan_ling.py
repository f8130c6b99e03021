"""闪灵 (shan_ling): 狙击 and the mission. Seed 000:
狙击 "翻开此角色牌，然后烧毁另一位玩家面前的最多三张情报。可以在任何可响应的时机翻开角色牌（宣告胜利和死亡时不可
响应）。可以选择烧毁一到三张。只能烧毁别人面前的情报，不能烧毁自己面前的情报。"
机密任务 "亲手让一位没有获得真情报的玩家死亡。" """
from pathlib import Path

import pytest

from fengsheng.engine.decisions import Option
from fengsheng.engine.window import window_options
from fengsheng.scenario import load_scenario, run_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "roles"
SNIPER = {"role": "shan_ling", "face_up": False}


def skill_targets(state, seat, ctx="play_1"):
    return sorted(o.seat for o in window_options(state, seat, ctx) if o.func == "ju_ji")


def run_file(name):
    result = run_scenario(load_scenario(SCENARIOS / name))
    assert result.passed, result.report()
    assert sorted(c for cs in result.state.zones().values() for c in cs) == list(range(81))
    return result


def test_rulebook_example_4_with_the_real_role():
    """001 出牌阶段游戏范例: "玩家C响应翻开【闪灵】使用角色技能【狙击】……最后出现的【识破】先结算……然后【闪灵】
    的技能【狙击】结算，最后的【烧毁】由于已经不存在"."""
    run_file("example_04_play_phase_priority_shan_ling.yaml")


# -- 狙击: when and at whom ----------------------------------------------------------------
@pytest.mark.parametrize("ctx", ["turn_start", "play_1", "transmit", "arrive", "play_2",
                                 "turn_end"])
def test_usable_in_every_window_by_anyone(table, ctx):
    """"可以在任何可响应的时机翻开角色牌" — C in A's turn, in every window."""
    s = table({"C": SNIPER, "D": {"messages": ["红"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "arrive"}, advance=False)
    assert skill_targets(s, 2, ctx) == [3]


def test_only_other_players_with_messages_are_targets(table):
    """"只能烧毁别人面前的情报，不能烧毁自己面前的情报" — C's own messages are no target, nor a player
    with nothing in front of them."""
    s = table({"C": dict(SNIPER, messages=["黑"]), "A": {"messages": ["红"]},
               "E": {"messages": ["黑", "蓝"]}}, advance=False)
    assert skill_targets(s, 2) == [0, 4]


def test_not_offered_face_up(table):
    """The skill is "翻开此角色牌，然后……": a role already face up cannot be turned face up, so it is
    spent (盖伏 rules: the reveal skill is how a hidden role acts)."""
    s = table({"C": {"role": "shan_ling", "face_up": True}, "D": {"messages": ["红"]}},
              advance=False)
    assert skill_targets(s, 2) == []


def test_reveal_on_use_and_burn_up_to_three_of_any_colour(table, act, h):
    """"烧毁另一位玩家面前的最多三张情报" — 情报, not 假情报: true messages burn too; three at most."""
    s = table({"C": dict(SNIPER, hand=["烧毁"]),
               "D": {"messages": ["红", "蓝", "黑", "红/锁定"]}})
    act(s, "C", "skill ju_ji @D")
    assert s.players[2].face_up            # revealed as it is used
    h.play(s, until={"asked": "C ju_ji_burn"})
    before = list(s.players[3].messages)
    for _ in range(3):
        act(s, "C", f"choose c{s.players[3].messages[0]}")
    # After the third card it ends by itself: the fourth message stays.
    assert s.players[3].messages == before[3:]
    assert all(c in s.discard for c in before[:3])
    assert s.pending is None or s.pending.prompt != "ju_ji_burn"


def test_at_least_one_then_may_stop(table, act, h):
    """"可以选择烧毁一到三张" — no stopping before the first, stopping after it."""
    s = table({"C": SNIPER, "D": {"messages": ["红", "黑"]}})
    act(s, "C", "skill ju_ji @D")
    h.play(s, until={"asked": "C ju_ji_burn"})
    assert Option("choose", func="done") not in s.pending.options
    act(s, "C", "choose 黑")
    assert Option("choose", func="done") in s.pending.options
    act(s, "C", "choose done")
    assert [s.cards[c].colour for c in s.players[3].messages] == ["red"]


def test_skill_cannot_be_seen_through(table, act):
    """Rulebook R7 / brief: "识破 cannot target skills: 角色技能不属于卡牌" — D's 识破 is offered only
    against B's 烧毁, never against 狙击."""
    s = table({"B": {"hand": ["烧毁"], "messages": ["黑"]}, "C": SNIPER,
               "D": {"hand": ["识破"], "messages": ["红"]}})
    act(s, "B", "use 烧毁 @B #黑")
    act(s, "C", "skill ju_ji @D")
    snipe = s.stack[-1]
    assert snipe.func == "ju_ji" and not snipe.counterable
    refs = {o.ref for o in s.pending.options if o.func == "shi_po"}
    assert s.pending.seat == 3 and refs == {s.stack[0].uid}


def test_target_dead_before_it_resolves_fizzles(table, h):
    """An item whose target is gone fizzles (design §3): B's 血染玫瑰, used after 狙击, resolves
    first (后发先至) and kills D."""
    s = table({"B": {"role": "hei_mei_gui", "face_up": False, "hand": ["截获/黑"]},
               "C": SNIPER, "D": {"messages": ["红", "黑", "黑"]}})
    log = h.play(s, "B: pass", "C: skill ju_ji @D", "B: skill xue_ran_mei_gui @D",
                 "B xue_ran_mei_gui_place: choose 截获/黑", until="send_message")
    assert s.deaths == ((3, 1),)
    assert h.of_type(log, "fizzle", func="ju_ji", why="target_out")
    assert not h.of_type(log, "ju_ji_burned")


# -- 机密任务 -------------------------------------------------------------------------------
def _kill(table, h, victim_messages, identity="打酱油的"):
    """E (闪灵, 打酱油的) has sent a black message that A takes with two fakes already."""
    s = table({"E": dict(SNIPER, identity=identity), "A": {"messages": victim_messages}},
              turn="E", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "A", "step": "receive"})
    h.play(s, "A: take", until="next_turn")
    return s


def test_mission_kill_a_player_with_no_true_message(table, h):
    """"亲手让一位没有获得真情报的玩家死亡" — A dies of E's message (亲手: 传出的情报) holding fakes
    only: E declares victory and wins alone."""
    s = _kill(table, h, ["黑", "黑"])
    assert s.deaths == ((0, 4),)
    assert s.over and s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_met_when_the_victim_had_a_true_message(table, h):
    """"没有获得真情报" — A had a red message: no victory."""
    s = _kill(table, h, ["黑", "黑", "红"])
    assert s.deaths == ((0, 4),) and not s.over


def test_mission_only_for_a_bystander(table, h):
    """机密任务 "当你的身份为打酱油的时，机密任务就是你的胜利条件" — a 潜伏战线 闪灵 does not win by it."""
    s = _kill(table, h, ["黑", "黑"], identity="潜伏战线")
    assert s.deaths == ((0, 4),) and not s.over


def test_mission_not_by_killing_oneself(table, h):
    """Ruling: a 闪灵 who takes her own third fake is dead, not a killer of someone else."""
    s = table({"E": dict(SNIPER, identity="打酱油的", messages=["黑", "黑"])},
              turn="E", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive", "hops": 1})
    h.play(s, until="next_turn")
    assert s.deaths == ((4, 4),) and s.winners == ()
