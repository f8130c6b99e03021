"""黑玫瑰 (hei_mei_gui): 血染玫瑰 and the mission. Seed 000:
血染玫瑰 "翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌，若那张牌是黑色，你可以在他面前放置最多三张假情报，
否则你只能放置一张。可以在任何可响应的时机翻开角色牌（宣告胜利和死亡时不可响应）。翻开角色牌必须执行展示牌库顶的
过程，但之后可以选择不放假情报。展示的牌在展示后盖回牌库顶。★如果放置三张假情报视为同时放置，被放置对象立即死亡，
不能对其使用【烧毁】。★情报传递途中某角色因为【黑玫瑰】技能导致死亡，情报将继续传递（直达情报返回传出者手中），
如果死亡的是传出者，情报传递一圈后如无人接收则放入弃牌堆。"
机密任务 "亲手让一位获得了三张或以上真情报的玩家死亡。" """
from pathlib import Path

import pytest

import fengsheng.roles.hei_mei_gui  # noqa: F401  (registers the role)
import fengsheng.roles.qi_bai  # noqa: F401
import fengsheng.roles.shan_ling  # noqa: F401
from fengsheng.engine.decisions import Option
from fengsheng.engine.window import window_options
from fengsheng.scenario import load_scenario, run_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "roles"
ROSE = {"role": "hei_mei_gui", "face_up": False}
DONE = Option("choose", func="done")


def run_file(name):
    result = run_scenario(load_scenario(SCENARIOS / name))
    assert result.passed, result.report()
    assert sorted(c for cs in result.state.zones().values() for c in cs) == list(range(81))
    return result


@pytest.mark.parametrize("name", [
    "example_05_message_phase_hei_mei_gui_qi_bai.yaml",       # 001 传递情报阶段游戏范例
    "example_14_three_fakes_at_once_hei_mei_gui.yaml",        # examples.md #14
    "example_15a_death_in_transit_secret_hei_mei_gui.yaml",   # examples.md #15
    "example_15b_death_in_transit_direct_hei_mei_gui.yaml",
    "example_15c_dead_sender_hei_mei_gui.yaml",
])
def test_rulebook_examples(name):
    run_file(name)


def targets(state, seat, ctx="play_1"):
    return sorted(o.seat for o in window_options(state, seat, ctx) if o.func == "xue_ran_mei_gui")


@pytest.mark.parametrize("ctx", ["turn_start", "play_1", "transmit", "arrive", "play_2",
                                 "turn_end"])
def test_any_window_any_player_including_herself(table, ctx):
    """"可以在任何可响应的时机翻开角色牌"; "指定一位玩家" (not "另一位"): every living player."""
    s = table({"B": ROSE, "E": {"alive": False}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "C", "step": "arrive"}, advance=False)
    assert targets(s, 1, ctx) == [0, 1, 2, 3]


def test_not_offered_face_up(table):
    """"翻开此角色牌，…": once face up it has been used."""
    s = table({"B": {"role": "hei_mei_gui", "face_up": True}}, advance=False)
    assert targets(s, 1) == []


def _resolve(table, h, top, hand, d_messages=(), script=()):
    s = table({"B": dict(ROSE, hand=list(hand)), "D": {"messages": list(d_messages)}},
              deck=[top])
    log = h.play(s, "B: skill xue_ran_mei_gui @D", *script,
                 until={"asked": "B xue_ran_mei_gui_place"})
    return s, log


def test_black_top_card_up_to_three(table, h, act):
    """"若那张牌是黑色，你可以在他面前放置最多三张假情报" — from her hand ("放置情报…都由手牌中放置");
    after the third she is not asked again."""
    s, log = _resolve(table, h, "识破/黑", ["截获/黑", "调虎离山/黑", "试探/黑", "锁定/黑", "锁定/红"])
    assert h.of_type(log, "top_shown")
    assert all(s.cards[o.card].colour == "black" for o in s.pending.options if o.card >= 0)
    blacks = {c for c in s.players[1].hand if s.cards[c].colour == "black"}
    act(s, "B", "choose 黑")
    act(s, "B", "choose 黑")
    events = act(s, "B", "choose 黑")
    placed = h.of_type(events, "message_placed", seat=3)
    assert [s.cards[c].colour for c in placed[0]["cards"]] == ["black"] * 3
    assert s.deaths == ((3, 1),)
    left = blacks - set(placed[0]["cards"])     # three of her four blacks; one stayed in hand
    assert len(left) == 1 and left <= set(s.players[1].hand)


def test_other_top_card_only_one(table, h, act):
    """"否则你只能放置一张" — one placed, then it ends."""
    s, _ = _resolve(table, h, "锁定/红", ["截获/黑", "调虎离山/黑"])
    log = h.play(s, "B: choose 截获/黑", until="send_message")
    assert h.descs(s, s.players[3].messages) == ["截获/黑/直达"]
    assert h.descs(s, s.players[1].hand) == ["调虎离山/黑/密电"]
    assert len(h.of_type(log, "decision")) == 1     # not asked for a second card


def test_may_place_nothing_but_the_card_is_shown(table, h, act):
    """"翻开角色牌必须执行展示牌库顶的过程，但之后可以选择不放假情报。展示的牌在展示后盖回牌库顶。\""""
    s, log = _resolve(table, h, "识破/黑", ["截获/黑"])
    top = s.deck[-1]
    assert DONE in s.pending.options
    h.play(s, "B: choose done", until="send_message")
    assert s.players[3].messages == [] and s.deck[-1] == top
    assert h.of_type(log, "top_shown", card=top)


def test_without_black_cards_only_the_show(table, h):
    """No black card in hand: the top card is still shown and nothing is placed."""
    s = table({"B": dict(ROSE, hand=["锁定/红"])}, deck=["识破/黑"])
    log = h.play(s, "B: skill xue_ran_mei_gui @D", until="send_message")
    assert h.of_type(log, "top_shown") and s.players[3].messages == []
    assert s.players[1].face_up


def test_red_cards_cannot_be_placed(table, h):
    """"放置最多三张假情报" — only black cards are offered."""
    s, _ = _resolve(table, h, "识破/黑", ["锁定/红", "截获/黑"])
    assert {o.card for o in s.pending.options if o.card >= 0} == {
        c for c in s.players[1].hand if s.cards[c].colour == "black"}


def test_two_fakes_one_at_a_time_do_not_allow_a_window_either(table, h, act):
    """The placed cards land together (one landing): victory and death are checked once, with no
    window in between ("视为同时放置")."""
    s, _ = _resolve(table, h, "识破/黑", ["截获/黑", "调虎离山/黑"], d_messages=["黑"])
    act(s, "B", "choose 截获/黑")
    log = h.play(s, "B: choose 调虎离山/黑", until="send_message")
    assert s.deaths == ((3, 1),)
    placed = h.of_type(log, "message_placed")
    assert len(placed) == 1 and len(placed[0]["cards"]) == 2


def test_cannot_be_seen_through(table, h):
    """A skill is not a card ("角色技能不属于卡牌"): C's 识破 has nothing to aim at, so C is never
    asked, and 血染玫瑰 resolves."""
    s = table({"B": ROSE, "C": {"hand": ["识破"]}})
    log = h.play(s, "B: skill xue_ran_mei_gui @D", until="send_message")
    assert [e["seat"] for e in h.of_type(log, "decision")] == [1]
    assert h.of_type(log, "top_shown")


def test_target_dead_first_fizzles_without_showing(table, h):
    """Design §3: an item whose target is gone fizzles. A answers B's 血染玫瑰 with 真伪莫辨, which
    resolves first (后发先至) and deals D a third fake: 血染玫瑰 then does nothing, not even the show."""
    s = table({"A": {"hand": ["真伪莫辨"]}, "B": dict(ROSE, hand=["截获/黑"]),
               "D": {"messages": ["黑", "黑"]}},
              deck=["截获/黑", "截获/黑", "截获/黑", "截获/黑", "截获/黑"])
    log = h.play(s, "A: pass", "B: skill xue_ran_mei_gui @D", "A: use 真伪莫辨",
                 until="send_message")
    assert s.deaths == ((3, 0),)
    assert h.of_type(log, "fizzle", func="xue_ran_mei_gui", why="target_out")
    assert not h.of_type(log, "top_shown") and h.descs(s, s.players[1].hand) == ["截获/黑/直达"]


# -- 机密任务 -------------------------------------------------------------------------------
def _rose_kills(table, h, d_messages, identity="打酱油的"):
    s = table({"E": dict(ROSE, identity=identity, hand=["截获/黑"]),
               "D": {"messages": d_messages}}, deck=["锁定/红"])
    h.play(s, "E: skill xue_ran_mei_gui @D", "E xue_ran_mei_gui_place: choose 截获/黑",
           until="send_message")
    return s


def test_mission_kill_a_player_with_three_true_messages(table, h):
    """"亲手让一位获得了三张或以上真情报的玩家死亡" — by her role's effect (亲手: 角色效果); D has
    red, red, blue and two fakes."""
    s = _rose_kills(table, h, ["红", "红", "蓝", "黑", "黑"])
    assert s.deaths == ((3, 4),)
    assert s.over and s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_needs_three_true_messages(table, h):
    s = _rose_kills(table, h, ["红", "蓝", "黑", "黑"])
    assert s.deaths == ((3, 4),) and not s.over


def test_mission_not_for_a_faction_player(table, h):
    s = _rose_kills(table, h, ["红", "红", "蓝", "黑", "黑"], identity="军情处")
    assert s.deaths == ((3, 4),) and not s.over


def test_mission_needs_her_own_hand(table, h):
    """Not 亲手: D dies of A's message, not of E's effect."""
    s = table({"E": dict(ROSE, identity="打酱油的"),
               "D": {"messages": ["红", "红", "蓝", "黑", "黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    h.play(s, "D: take", until="play_2")
    assert s.deaths == ((3, 0),) and not s.over
