"""逢缘 (feng_yuan): 城府, 逢缘, 笙歌 and the mission. Seed 000:
"：你被试探时可以隐瞒身份。" (城府) / "逢缘：你可以指定你所有非直达情报的传递方向。" /
"笙歌：当一位玩家使用真伪莫辨时，你可以抽三张牌，然后把一张手牌分给另一位玩家。" /
机密任务 "你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。" """
import pytest

from fengsheng.engine import apply
from fengsheng.engine.message import LEFTWARDS
from fengsheng.roles.feng_yuan import neighbours

FY = {"role": "feng_yuan"}


# -- 逢缘 ------------------------------------------------------------------------------------
def test_secret_and_text_messages_may_go_either_way(table):
    """"你可以指定你所有非直达情报的传递方向" — 密电 and 文本 are offered both ways."""
    s = table({"A": dict(FY, hand=["锁定/红/密电", "退回/蓝/文本"])}, phase="send_message")
    sends = [(s.cards[o.card].transmission, o.ref) for o in s.pending.options]
    assert sorted(sends) == [("secret", -1), ("secret", LEFTWARDS), ("text", -1),
                             ("text", LEFTWARDS)]


def test_direct_messages_have_no_direction(table):
    """"非直达情报": a 直达 goes to its chosen player; no leftwards option."""
    s = table({"A": dict(FY, hand=["截获/黑/直达"])}, phase="send_message")
    assert {o.ref for o in s.pending.options} == {-1}
    assert sorted(o.seat for o in s.pending.options) == [1, 2, 3, 4]


def test_leftwards_message_goes_to_the_left_player_first_and_on_leftwards(table, act):
    """The chosen direction holds for the whole passing: A → E → D …"""
    s = table({"A": dict(FY, hand=["锁定/红/密电"])}, phase="send_message")
    act(s, "A", f"send secret #{LEFTWARDS}")
    assert s.message["holder"] == 4 and s.message["direction"] == -1
    act(s, "E", "decline")
    assert s.pending.seat == 3 and s.message["holder"] == 3


def test_rightwards_is_still_the_default(table, act):
    s = table({"A": dict(FY, hand=["锁定/红/密电"])}, phase="send_message")
    opts = [o for o in s.pending.options if o.ref != LEFTWARDS]
    apply(s, opts[0])
    assert s.message["holder"] == 1 and s.message["direction"] == 1


def test_a_player_without_the_skill_has_no_choice(table):
    s = table({"A": {"hand": ["锁定/红/密电"]}}, phase="send_message")
    assert [o.ref for o in s.pending.options] == [-1]


# -- 城府 ------------------------------------------------------------------------------------
def test_cheng_fu_hides_the_identity_when_probed(table, act):
    """城府 "你被试探时可以隐瞒身份" — the target picks the 试探's action freely."""
    s = table({"A": {"hand": ["试探/潜伏战线/弃牌"]}, "B": dict(FY, hand=["红"])})
    act(s, "A", "use 试探 @B")
    assert s.pending.seat == 1 and s.pending.prompt == "probe_hide"


# -- 笙歌 ------------------------------------------------------------------------------------
def _mixed(table, fy_seat="C", **extra):
    seats = {"A": {"hand": ["真伪莫辨", "截获/黑/直达"]}, fy_seat: dict(FY)}
    seats.update(extra)
    return table(seats, deck=["红", "蓝", "黑", "锁定/红", "锁定/蓝", "锁定/黑", "破译/红", "破译/蓝"])


def test_sheng_ge_draws_three_and_gives_one_before_the_cards_are_dealt(table, act):
    """"当一位玩家使用真伪莫辨时，你可以抽三张牌，然后把一张手牌分给另一位玩家。" The draw comes first: the
    three top cards go to 逢缘, the next five are dealt by 真伪莫辨."""
    s = _mixed(table)
    top3 = s.deck[-3:]
    act(s, "A", "use 真伪莫辨")
    assert s.pending.seat == 2 and s.pending.kind == "trigger" and s.pending.prompt == "sheng_ge"
    act(s, "C", "yes")
    assert sorted(s.players[2].hand) == sorted(top3)
    assert s.pending.prompt == "sheng_ge_card"
    give = s.players[2].hand[0]
    act(s, "C", f"choose c{give}")
    assert s.pending.prompt == "sheng_ge_target"
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 3, 4]   # 另一位玩家
    act(s, "C", "choose @E")
    assert give in s.players[4].hand and len(s.players[2].hand) == 2
    # Then 真伪莫辨 deals one card to each of the five players, none of the three drawn.
    assert all(len(p.messages) == 1 for p in s.players)
    assert not set(top3) & {p.messages[0] for p in s.players}


def test_sheng_ge_triggers_on_her_own_mixed_messages(table, act):
    """"一位玩家使用" includes 逢缘 herself."""
    s = _mixed(table, fy_seat="A", A=dict(FY, hand=["真伪莫辨"]))
    act(s, "A", "use 真伪莫辨")
    assert s.pending.seat == 0 and s.pending.prompt == "sheng_ge"


def test_sheng_ge_declined_does_nothing(table, act):
    s = _mixed(table)
    act(s, "A", "use 真伪莫辨")
    act(s, "C", "no")
    assert s.players[2].hand == [] and len(s.players[2].messages) == 1


def test_sheng_ge_not_when_mixed_messages_is_seen_through(table, act):
    """"当……时" — only a 真伪莫辨 that takes effect (not 识破'd) triggers it."""
    s = _mixed(table, B={"hand": ["识破"]})
    act(s, "A", "use 真伪莫辨")
    act(s, "B", "use 识破 #1st")
    assert not (s.pending.kind == "trigger" and s.pending.prompt == "sheng_ge")
    assert s.players[2].hand == [] and s.players[2].messages == []


# -- 机密任务 ----------------------------------------------------------------------------------
def _declare(table, declarer, fy_seat="A", **extra):
    """``declarer`` (a 军情处 seat with two blues) is about to take a blue message."""
    seats = {fy_seat: dict(FY, identity="打酱油的"),
             declarer: {"identity": "军情处", "messages": ["蓝", "蓝"]}}
    seats.update(extra)
    turn = declarer
    return table(seats, turn=turn, phase="send_message",
                 message={"card": "锁定/蓝/密电", "sender": turn, "holder": turn,
                          "step": "receive"})


@pytest.mark.parametrize("declarer", ["B", "E"])
def test_a_neighbour_declaring_gives_her_the_victory(table, declarer):
    """"你左手边的第一位玩家或你右手边的第一位玩家宣告胜利…你的胜利会导致他的宣告失败" — B is on her right,
    E on her left."""
    s = _declare(table, declarer)
    assert s.over and s.winners == (0,) and s.declarer == 0


def test_a_player_further_away_is_not_a_neighbour(table):
    s = _declare(table, "C")
    assert s.over and 0 not in s.winners and s.declarer == 2


def test_dead_seats_are_skipped_to_find_the_neighbour(table):
    """The first player on the left still in the game: E is dead, so D is her left neighbour."""
    s = _declare(table, "D", E={"alive": False})
    assert s.over and s.winners == (0,)


def test_no_steal_unless_she_is_a_bystander(table):
    s = _declare(table, "B", A=dict(FY, identity="潜伏战线"))
    assert s.over and s.declarer == 1 and 0 not in s.winners


def test_no_steal_when_she_is_dead(table):
    s = _declare(table, "B", A=dict(FY, identity="打酱油的", alive=False))
    assert s.over and s.declarer == 1 and 0 not in s.winners


def test_neighbours_skip_the_dead_but_keep_a_dying_declarer(table):
    s = table({"B": {"alive": False}, "E": {"alive": False}}, advance=False)
    assert neighbours(s, 0) == (3, 2)
    assert neighbours(s, 0, declarer=4) == (4, 2)
