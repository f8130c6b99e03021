"""六姐 (public, female): 拷问, 搜取, and her 机密任务 — each test quotes the clause it checks (seed 000).
Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from __future__ import annotations

from fengsheng.views import observe, visible_events

LIU_JIE = {"role": "liu_jie"}


def prompts(log):
    return [(e["seat"], e["prompt"]) for e in log if e["type"] == "decision"]


# -- 拷问 -----------------------------------------------------------------------------------
def test_kao_wen_takes_a_card_before_the_probe(table, h):
    """"当你试探一位玩家时，你可以抽取他的一张手牌。【试探】没人响应的情况下，先结算【拷问】效果再结算【试探】。"
    — A (六姐) takes C's only card blind; the 试探 (discard one) then finds C's hand empty."""
    s = table({"A": dict(LIU_JIE, hand=["试探/蓝/潜伏战线/弃牌"]), "C": {"hand": ["截获/黑"]}})
    log = h.play(s, "A: use 试探 @C", "A kao_wen: yes", until="send_message")
    assert h.descs(s, s.players[0].hand) == ["截获/黑/直达"] and s.players[2].hand == []
    kinds = h.types(log)
    assert kinds.index("card_taken") < kinds.index("probe_shown")
    assert h.of_type(log, "probe_discard_nothing", seat=2)
    taken = h.of_type(log, "card_taken")
    for seat in range(5):   # "抽取": blind; only the two players see which card
        assert ("card" in visible_events(taken, seat)[0]) == (seat in (0, 2))


def test_kao_wen_is_optional(table, h):
    """"你可以抽取" — declined, nothing is taken."""
    s = table({"A": dict(LIU_JIE, hand=["试探/蓝/军情处/弃牌"]), "C": {"hand": ["截获/黑"]}})
    h.play(s, "A: use 试探 @C", "A kao_wen: no", until="send_message")
    assert s.players[0].hand == [] and len(s.players[2].hand) == 1


def test_kao_wen_not_after_shi_po(table, h):
    """"【试探】卡牌必须成功使用后（即未被【识破】）方可抽取。\""""
    s = table({"A": dict(LIU_JIE, hand=["试探"]), "B": {"hand": ["识破"]},
               "C": {"hand": ["截获/黑"]}})
    log = h.play(s, "A: use 试探 @C", "B: use 识破 #1st", until="send_message")
    assert (0, "kao_wen") not in prompts(log) and len(s.players[2].hand) == 1


def test_kao_wen_only_when_liu_jie_probes(table, h):
    """"当你试探一位玩家时" — 六姐 being probed herself does not trigger it."""
    s = table({"A": {"hand": ["试探/红/潜伏战线/抽牌"]}, "B": dict(LIU_JIE, hand=["截获/黑"])})
    log = h.play(s, "A: use 试探 @B", until="send_message")
    assert (1, "kao_wen") not in prompts(log)


# -- 搜取 -----------------------------------------------------------------------------------
def dying_d(table, liu=None, d_hand=("截获/黑",), **extra):
    """D with two fakes takes a black 密电 at 情报接收 and dies; B is 六姐."""
    seats = {"B": dict(LIU_JIE, **(liu or {})),
             "D": {"hand": list(d_hand), "messages": ["黑", "黑"]}}
    return table(seats, phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"}, **extra)


def test_sou_qu_to_hand(table, h):
    """"当一位玩家死亡时，你随机检视他的一张手牌，然后你可以将该牌加入手牌" — mandatory look (B is not
    asked whether to use it), seen by B alone ("牌面朝下随机抽取"), then kept."""
    s = dying_d(table)
    log = h.play(s, "D receive: take", until={"asked": "B"})
    assert (s.pending.kind, s.pending.prompt) == ("choose", "sou_qu_choice")
    assert sorted(o.func for o in s.pending.options) == ["as_message", "leave", "to_hand"]
    seen = h.of_type(log, "sou_qu_seen", seat=1)
    assert seen and h.desc(s, seen[0]["card"]) == "截获/黑/直达"
    for seat in range(5):
        assert ("card" in visible_events(seen, seat)[0]) == (seat == 1)
    h.play(s, "B: choose to_hand", until="next_turn")
    assert h.descs(s, s.players[1].hand) == ["截获/黑/直达"]
    assert observe(s, 1)["you"]["hand"] == s.players[1].hand


def test_sou_qu_as_message(table, h):
    """"…或作为情报" — the card goes face up in front of 六姐."""
    s = dying_d(table, d_hand=("破译/红",))
    h.play(s, "D receive: take", "B: choose as_message", until="next_turn")
    assert h.descs(s, s.players[1].messages) == ["破译/红/密电"] and s.players[1].hand == []


def test_sou_qu_as_message_can_kill_liu_jie_by_her_own_hand(table, h):
    """A third fake taken as a message kills her; 亲手 "通过你的角色效果": she killed herself."""
    s = dying_d(table, liu={"messages": ["黑", "黑"]}, d_hand=("截获/黑",))
    h.play(s, "D receive: take", "B: choose as_message", until="next_turn")
    assert not s.players[1].alive and dict(s.deaths)[1] == 1


def test_sou_qu_may_leave_the_card(table, h):
    """"你可以将该牌…" — she may leave it; it goes to the discard pile with the dead player's cards."""
    s = dying_d(table)
    h.play(s, "D receive: take", "B: choose leave", until="next_turn")
    assert s.players[1].hand == [] and s.players[1].messages == []
    assert "截获/黑/直达" in h.descs(s, s.discard)


def test_sou_qu_empty_hand(table, h):
    """"当死亡玩家没有手牌时即视为抽取无效。\""""
    s = dying_d(table, d_hand=())
    log = h.play(s, "D receive: take", until="next_turn")
    assert (1, "sou_qu_choice") not in prompts(log)
    assert h.of_type(log, "take_nothing", seat=1, from_seat=3)


def test_sou_qu_not_on_own_death(table, h):
    """"自己死亡不能发动该技能。\""""
    s = table({"D": dict(LIU_JIE, hand=["截获/黑"], messages=["黑", "黑"])},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    log = h.play(s, "D receive: take", until="next_turn")
    assert not [p for p in prompts(log) if p[1] == "sou_qu_choice"]


def test_sou_qu_not_on_a_loss(table, h):
    """000 (小白 败露): "输掉游戏不等于死亡；…出局不会触发因死亡而发动的【技能】（如：【六姐】…）" — A cannot
    send and loses at the end of the turn: no 搜取."""
    s = table({"A": {"hand": ["截获/黑"]}, "B": dict(LIU_JIE)}, phase="play_2",
              cannot_send=True, advance=False)
    log = h.play(s, until="next_turn")
    assert h.of_type(log, "lost", seat=0)
    assert not h.of_type(log, "sou_qu_seen") and not h.of_type(log, "take_nothing")
    assert s.players[1].hand == []


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_six_messages(table, h):
    """机密任务: "获得六张或以上的情报。" — 打酱油的 六姐 takes her sixth message and wins alone."""
    s = table({"E": dict(LIU_JIE, messages=["红", "蓝", "黑", "红", "蓝"])}, turn="D",
              phase="send_message", message={"card": "锁定/红/密电", "holder": "E",
                                             "step": "receive"})
    h.play(s, "E receive: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_five_is_not_enough(table, h):
    s = table({"E": dict(LIU_JIE, messages=["红", "蓝", "黑", "红"])}, turn="D",
              phase="send_message", message={"card": "锁定/红/密电", "holder": "E",
                                             "step": "receive"})
    h.play(s, "E receive: take", until="next_turn")
    assert not s.over and len(s.players[4].messages) == 5


def test_mission_sixth_message_is_a_third_fake(table, h):
    """Ruling: the sixth message being her third fake, victory comes first (R15: victory is
    checked before death when a message lands), so she wins rather than dies."""
    s = table({"E": dict(LIU_JIE, messages=["红", "蓝", "黑", "黑", "蓝"])}, turn="D",
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "E",
                                             "step": "receive"})
    h.play(s, "E receive: take", until="game_over")
    assert s.winners == (4,) and s.end_reason == "mission"
