"""礼服蒙面人 (li_fu_meng_mian_ren): 英雄, 救美 and the mission. Seed 000:
英雄 "当你获得假情报时，你可以抽二张牌。被【黑玫瑰】或【真伪莫辨】放置假情报时也可以抽牌。"
救美 "当一位女性死亡时，可以翻开你的身份牌，然后烧毁自己与她面前的所有假情报来拯救她。被拯救的女性无需翻开她的身份牌。
如果死亡的是礼服自己，则不能用该技能自救。女性包括女性角色与女性玩家。"
机密任务 "一位女性宣告胜利。女性包括女性角色与女性玩家。当场上不存在女性时，则只能通过共通胜利条件来胜利" """
from functools import partial

import pytest

from fengsheng.engine.abilities import Mission, Role
from fengsheng.engine.ruleset import every_role

LIFU = {"role": "li_fu_meng_mian_ren"}


def _receive(table, seats, holder, card, **spec):
    return table(seats, phase="send_message",
                 message={"card": card, "holder": holder, "step": "receive"}, **spec)


# -- 英雄 -----------------------------------------------------------------------------------
def test_ying_xiong_draws_two_on_a_fake(table, h):
    """"当你获得假情报时，你可以抽二张牌" — asked (可以), then two cards."""
    s = _receive(table, {"B": LIFU}, "B", "锁定/黑/密电", deck=["截获/红", "退回/蓝"])
    h.play(s, "B: take", until={"asked": "B ying_xiong"})
    assert s.pending.kind == "trigger"
    h.play(s, "B: yes", until="play_2")
    assert h.descs(s, s.players[1].hand) == ["截获/红/直达", "退回/蓝/文本"]


def test_ying_xiong_may_be_declined(table, h):
    s = _receive(table, {"B": LIFU}, "B", "锁定/黑/密电")
    h.play(s, "B: take", "B: no", until="play_2")
    assert s.players[1].hand == []


def test_ying_xiong_not_on_a_true_message(table, h):
    s = _receive(table, {"B": LIFU}, "B", "锁定/红/密电")
    log = h.play(s, "B: take", until="play_2")
    assert [e["prompt"] for e in h.of_type(log, "decision")] == ["receive"]


def test_ying_xiong_when_placed_by_hei_mei_gui(table, h):
    """"被【黑玫瑰】……放置假情报时也可以抽牌"."""
    s = table({"B": LIFU, "C": {"role": "hei_mei_gui", "face_up": False, "hand": ["截获/黑"]}},
              deck=["锁定/红", "退回/蓝"])
    h.play(s, "C: skill xue_ran_mei_gui @B", "C: choose 截获/黑", "B ying_xiong: yes",
           until="send_message")
    assert len(s.players[1].hand) == 2


def test_ying_xiong_when_dealt_by_zhen_wei_mo_bian(table, h):
    """"被……【真伪莫辨】放置假情报时也可以抽牌" — A's 真伪莫辨 deals B a fake."""
    s = table({"A": {"hand": ["真伪莫辨"]}, "B": LIFU},
              deck=["截获/黑", "截获/黑", "截获/黑", "截获/黑", "截获/黑", "锁定/红", "退回/蓝"])
    log = h.play(s, "A: use 真伪莫辨", "B ying_xiong: yes", until="send_message")
    assert h.of_type(log, "message_placed", seat=1, via="mixed")
    assert len(s.players[1].hand) == 2


def test_ying_xiong_not_when_he_dies_of_it(table, h):
    """A dead player's skills are gone: the third fake kills him, no draw."""
    s = _receive(table, {"B": dict(LIFU, messages=["黑", "黑"])}, "B", "锁定/黑/密电")
    log = h.play(s, "B: take", until="play_2")
    assert s.deaths == ((1, 0),) and not h.of_type(log, "decision", kind="trigger")


# -- 救美 -----------------------------------------------------------------------------------
WOMAN = {"role": "da_mei_nv", "messages": ["黑", "黑", "红"]}


def test_jiu_mei_saves_a_dying_woman(table, h):
    """"翻开你的身份牌，然后烧毁自己与她面前的所有假情报来拯救她。被拯救的女性无需翻开她的身份牌。\""""
    s = _receive(table, {"B": dict(LIFU, messages=["黑", "蓝"]), "C": WOMAN}, "C", "锁定/黑/密电")
    h.play(s, "C: take", until={"asked": "B jiu_mei"})
    assert s.pending.kind == "trigger"
    log = h.play(s, "B: yes", until="play_2")
    assert s.players[2].alive and s.deaths == ()
    assert h.descs(s, s.players[2].messages) == ["锁定/红/密电"]
    assert [s.cards[c].colour for c in s.players[1].messages] == ["blue"]
    assert s.players[1].identity_revealed and not s.players[2].identity_revealed
    assert h.of_type(log, "saved", seat=2) and not h.of_type(log, "died")


def test_jiu_mei_declined_she_dies(table, h):
    s = _receive(table, {"B": LIFU, "C": WOMAN}, "C", "锁定/黑/密电")
    h.play(s, "C: take", "B: no", until="play_2")
    assert s.deaths == ((2, 0),) and not s.players[1].identity_revealed


def test_jiu_mei_only_once(table, h):
    """Revealing his identity card is the price ("翻开你的身份牌，然后…"): once it is face up he cannot
    pay it again, so he is not asked."""
    s = _receive(table, {"B": dict(LIFU, identity_revealed=True), "C": WOMAN}, "C",
                 "锁定/黑/密电")
    log = h.play(s, "C: take", until="play_2")
    assert s.deaths == ((2, 0),) and not h.of_type(log, "decision", kind="trigger")


def test_jiu_mei_not_for_a_man_nor_a_face_down_woman(table, h):
    """"当一位女性死亡时" — a male role is no woman; a face-down role has no gender (盖伏)."""
    for role in ({"role": "qi_bai"}, {"role": "hei_mei_gui", "face_up": False}):
        s = _receive(table, {"B": LIFU, "C": dict(role, messages=["黑", "黑"])}, "C",
                     "锁定/黑/密电")
        log = h.play(s, "C: take", until="play_2")
        assert s.deaths == ((2, 0),) and not h.of_type(log, "decision", kind="trigger")


def test_jiu_mei_for_xiao_bai(table, h):
    """小白's 乔装: "此角色既视为男性也视为女性"."""
    s = _receive(table, {"B": LIFU, "C": {"role": "xiao_bai", "messages": ["黑", "黑"]}}, "C",
                 "锁定/黑/密电")
    h.play(s, "C: take", "B: yes", until="play_2")
    assert s.players[2].alive and s.deaths == ()


def test_jiu_mei_not_himself(table, h):
    """"如果死亡的是礼服自己，则不能用该技能自救" — he is not asked at his own death."""
    s = _receive(table, {"B": dict(LIFU, messages=["黑", "黑"])}, "B", "锁定/黑/密电")
    log = h.play(s, "B: take", until="play_2")
    assert s.deaths == ((1, 0),) and not h.of_type(log, "decision", kind="trigger")


# -- 机密任务 -------------------------------------------------------------------------------
def _declares(table, h, declarer_role, lifu=None, **kw):
    """C (潜伏战线, ``declarer_role``) takes a third red and declares; E is 礼服 (打酱油的)."""
    seats = {"C": dict(declarer_role, messages=["红", "红"]), "E": dict(LIFU, **(lifu or {}))}
    s = _receive(table, seats, "C", "锁定/红/密电", **kw)
    h.play(s, "C: take", until="game_over")
    return s


def test_mission_a_woman_declares(table, h):
    """"一位女性宣告胜利" — 礼服 wins with 潜伏战线."""
    s = _declares(table, h, {"role": "da_mei_nv"})
    assert s.declarer == 2 and sorted(s.winners) == [0, 2, 4]


def test_mission_not_when_a_man_declares(table, h):
    s = _declares(table, h, {"role": "qi_bai", "identity": "潜伏战线"})
    assert s.declarer == 2 and sorted(s.winners) == [0, 2]


def test_mission_not_when_dead(table, h):
    """Ruling: a 打酱油的 who has died has left the table; his mission no longer joins a win."""
    s = _receive(table, {"C": {"role": "da_mei_nv", "messages": ["红", "红"]},
                         "E": dict(LIFU, alive=False)}, "C", "锁定/红/密电")
    h.play(s, "C: take", until="game_over")
    assert sorted(s.winners) == [0, 2]


def test_mission_not_by_a_woman_who_only_wins_together(table, h):
    """001 宣告胜利: "因别人宣告胜利而一同胜利的玩家不视为宣告胜利，因此一同胜利的玩家不会触发因宣告胜利而触发的效果
    （如大美女，礼服蒙面人等机密任务达成条件）" — 柒佰 (male) declares and takes 大美女 with him: 礼服
    does not win."""
    s = table({"C": {"role": "qi_bai", "messages": ["红", "红"]}, "B": {"role": "da_mei_nv"},
               "E": LIFU}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", "C: choose @B", until="game_over")
    assert sorted(s.winners) == [0, 1, 2]


class _StealsEveryVictory(Mission):
    """Test-only 机密任务 of the "你的胜利会导致他的宣告失败" kind (蝮蛇, 逢缘, 余则成…), always met."""

    def steals(self, state, seat, frame):
        return True


RULES = every_role().with_roles(Role("test_thief", "测试窃胜", "M", False, (),
                                     _StealsEveryVictory()))


@pytest.fixture(name="table")
def _table_with_test_roles(table):
    """The shared ``table``, playing by this file's ruleset."""
    return partial(table, ruleset=RULES)


def test_mission_not_when_her_declaration_fails(table, h):
    """"你的胜利会导致他的宣告失败": the woman's declaration fails, so no woman has declared victory
    and 礼服 does not win with the thief (D)."""
    s = _receive(table, {"C": {"role": "da_mei_nv", "messages": ["红", "红"]},
                         "D": {"role": "test_thief", "identity": "打酱油的"}, "E": LIFU},
                 "C", "锁定/红/密电")
    h.play(s, "C: take", until="game_over")
    assert s.declarer == 3 and s.winners == (3,)


def test_mission_joins_a_woman_who_takes_the_declaration(table, h):
    """"你的胜利会导致他的宣告失败" (R49): D (逢缘, a woman, 打酱油的) takes C's declaration (C is her
    neighbour); the declaration that stands is hers, so "一位女性宣告胜利" holds and 礼服 (E) wins
    with her. `declarer` means one thing: the player whose declaration stands."""
    s = _receive(table, {"C": {"messages": ["红", "红"]},
                         "D": {"role": "feng_yuan", "identity": "打酱油的"}, "E": LIFU},
                 "C", "锁定/红/密电")
    h.play(s, "C: take", until="game_over")
    assert s.declarer == 3 and sorted(s.winners) == [3, 4]
