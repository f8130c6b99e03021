"""烧毁 (BURN). Rulebook 000: "烧毁一张假情报。" rulings: "【烧毁】可以在任何阶段的任何可使用卡牌之时机使用，不论自己
回合或他人回合。但一旦角色拥有第三张假情报就会立刻宣告死亡，这时不能进行烧毁，故【烧毁】必须在角色还存活时使用。"
001 烧毁情报: "把目标玩家面前的情报放置到弃牌堆。" 情报接收: "这个时候不能使用任何卡牌和角色技能……也不能使用【烧毁】。"
特殊阶段: "宣告死亡时不能使用烧毁". 回合开始阶段: "通常可以直接跳过，除非有角色技能或卡牌（例如：【烧毁】）在此阶段使用。" """
import pytest

from fengsheng.engine.window import window_options

BURNER = {"B": {"hand": ["烧毁"]}, "C": {"messages": ["黑", "红"]}}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing -------------------------------------------------------------------------------
@pytest.mark.parametrize("ctx", ["turn_start", "play_1", "transmit", "arrive", "play_2",
                                 "turn_end"])
def test_usable_in_every_window_by_anyone(table, ctx):
    """"可以在任何阶段的任何可使用卡牌之时机使用，不论自己回合或他人回合" — B in A's turn and A."""
    s = table(dict(BURNER, A={"hand": ["烧毁"]}), phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "arrive"}, advance=False)
    assert "shao_hui" in funcs(s, 1, ctx) and "shao_hui" in funcs(s, 0, ctx)


def test_asked_at_turn_start(table, h):
    """回合开始阶段: "除非有……卡牌（例如：【烧毁】）在此阶段使用" — a window opens there."""
    s = table(BURNER, phase="turn_start")
    assert h.asked(s) == ("B", "turn_start") and h.offered(s, "use 烧毁 @C")


def test_not_offered_without_a_fake_message(table):
    """"烧毁一张假情报" — needs a target: red and blue messages cannot be burned."""
    s = table({"B": {"hand": ["烧毁"]}, "C": {"messages": ["红", "蓝"]}}, advance=False)
    assert "shao_hui" not in funcs(s, 1, "play_1")


def test_never_at_receive(table, h):
    """情报接收: "不能使用任何卡牌……也不能使用【烧毁】" — B is offered take/decline only."""
    s = table({"B": {"hand": ["烧毁"], "messages": ["黑", "黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    assert s.pending.kind == "receive"
    assert sorted(o.kind for o in s.pending.options) == ["decline", "take"]


def test_no_burn_between_the_third_fake_and_death(table, h):
    """"一旦角色拥有第三张假情报就会立刻宣告死亡，这时不能进行烧毁" — nobody is asked."""
    s = table({"B": {"hand": ["烧毁"], "messages": ["黑", "黑"]}, "C": {"hand": ["烧毁"]}},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert [e["seat"] for e in h.of_type(log, "decision")] == [1]
    assert s.deaths == ((1, 0),)


def test_burning_in_time_saves_a_player(table, h):
    """"【烧毁】必须在角色还存活时使用" — at 情报到达, B burns one of its fakes, then takes a
    third black and lives with two."""
    s = table({"B": {"hand": ["烧毁"], "messages": ["黑", "黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "arrive"})
    h.play(s, "B arrive: use 烧毁 @B", "B: take", until="play_2")
    assert s.players[1].alive and s.black_count(1) == 2


# -- targets and effect ---------------------------------------------------------------------
def test_targets_each_fake_message_of_every_living_player(table, h):
    """Any player's black message ("不论……"); not red or blue ones; not oneself excluded."""
    s = table({"B": {"hand": ["烧毁"], "messages": ["黑"]}, "C": {"messages": ["黑", "红"]},
               "D": {"messages": ["黑", "黑", "蓝"]}})
    h.play(s, until={"asked": "B"})
    opts = h.matching(s, "use 烧毁")
    assert sorted(o.seat for o in opts) == [1, 2, 3, 3]
    assert all(s.cards[o.ref].colour == "black" for o in opts)


def test_the_burned_message_goes_to_the_discard_pile(table, h):
    """烧毁情报: "把目标玩家面前的情报放置到弃牌堆" — the 烧毁 too."""
    s = table(BURNER)
    h.play(s, until={"asked": "B"})
    black = next(c for c in s.players[2].messages if s.cards[c].colour == "black")
    burn = s.players[1].hand[0]
    log = h.play(s, "B: use 烧毁 @C #黑", until="send_message")
    assert [s.cards[c].colour for c in s.players[2].messages] == ["red"]
    assert sorted(s.discard) == sorted([black, burn])
    assert h.of_type(log, "burned", seat=2, by=1, card=black)


def test_a_second_burn_of_the_same_message_has_no_effect(table, h):
    """Both aim at C's only fake: the last used resolves first; the other loses its target."""
    s = table({"B": {"hand": ["烧毁"]}, "D": {"hand": ["烧毁"]}, "C": {"messages": ["黑"]}})
    h.play(s, until={"asked": "B"})
    log = h.play(s, "B: use 烧毁 @C", "D: use 烧毁 @C", until="send_message")
    assert h.of_type(log, "burned", by=3) and h.of_type(log, "fizzle", user=1)
    assert len(s.discard) == 3 and s.players[2].messages == []
