"""贝雷帽 (public, male): 换日, 偷天; mission "手牌集齐三张红色卡牌和三张蓝色卡牌。" (seed 000)."""
from fengsheng.engine.window import window_options

BL = {"role": "bei_lei_mao"}


# -- 换日 ---------------------------------------------------------------------------------
def test_huan_ri_black_cards_can_be_used_as_lock(table, h):
    """"你的黑色手牌可以当作锁定使用。" — black cards only; the 锁定 stays black."""
    s = table({"A": dict(BL, hand=["截获/黑", "破译/红", "识破/蓝"])})
    black = s.players[0].hand[0]
    locks = {o.card for o in window_options(s, 0, "play_1") if o.func == "suo_ding"}
    assert locks == {black}
    h.act(s, "A", f"use suo_ding c{black} @B")
    assert s.stack[-1].func == "suo_ding" and s.cards[s.stack[-1].card].colour == "black"
    h.play(s, until="send_message")
    assert s.locks == (1,)


def test_huan_ri_lock_can_be_seen_through(table, h):
    """"那些改变后的卡牌依然能被【识破】" """
    s = table({"A": dict(BL, hand=["截获/黑"]), "C": {"hand": ["识破"]}})
    h.act(s, "A", "use suo_ding @B")
    uid = s.stack[-1].uid
    h.play(s, f"C play_1: use shi_po #{uid}", until="send_message")
    assert s.locks == ()


def test_huan_ri_keeps_the_lock_timing(table):
    """Not in another player's turn (锁定: 只能在自己回合出牌阶段和情报传递时使用)."""
    s = table({"B": dict(BL, hand=["截获/黑"])}, phase="send_message",
              message={"card": "破译/红/密电", "step": "transmit"}, advance=False)
    assert not [o for o in window_options(s, 1, "transmit") if o.func == "suo_ding"]


# -- 偷天 ---------------------------------------------------------------------------------
def test_tou_tian_moves_a_true_message_into_any_hand(table, h):
    """"当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入到任意一位玩家的手牌中。" """
    s = table({"A": dict(BL), "B": {"messages": ["截获/红", "识破/蓝", "黑"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.act(s, "B", "take")
    assert (s.pending.seat, s.pending.prompt) == (0, "tou_tian")
    h.act(s, "A", "yes")
    # Only his true messages may be chosen.
    assert s.pending.prompt == "tou_tian_card"
    assert h.descs(s, [o.card for o in s.pending.options]) == ["截获/红/直达", "识破/蓝/直达"]
    h.act(s, "A", "choose 识破")
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 2, 3, 4]
    log = h.play(s, "A tou_tian_to: choose @C", until="play_2")
    assert h.descs(s, s.players[2].hand) == ["识破/蓝/直达"]
    assert sorted(s.cards[c].colour for c in s.players[1].messages) == ["black", "black", "red"]
    assert h.of_type(log, "message_to_hand", seat=1, to=2)


def test_tou_tian_into_his_own_hand(table, h):
    s = table({"A": dict(BL), "B": {"messages": ["截获/红"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", "A: yes", "A: choose 截获", "A: choose @A", until="play_2")
    assert h.descs(s, s.players[0].hand) == ["截获/红/直达"] and s.black_count(1) == 1
    assert len(s.players[1].messages) == 1


def test_tou_tian_not_without_a_true_message(table, h):
    s = table({"A": dict(BL), "B": {"messages": ["黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger")


def test_tou_tian_not_for_a_true_message_sent(table, h):
    s = table({"A": dict(BL), "B": {"messages": ["截获/红"]}}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger")


def test_tou_tian_not_for_a_fake_someone_else_sent(table, h):
    """"你传出的" — B is 贝雷帽 and gets A's fake: nothing."""
    s = table({"B": dict(BL, messages=["截获/红"])}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger")


def test_tou_tian_on_an_intercepted_fake(table, h):
    """C intercepts his fake: it is still the message he sent."""
    s = table({"A": dict(BL), "C": {"hand": ["截获"], "messages": ["破译/蓝"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "step": "transmit"})
    h.play(s, "C transmit: use 截获", "A tou_tian: yes", "A: choose 破译", "A: choose @A",
           until="play_2")
    assert h.descs(s, s.players[0].hand) == ["破译/蓝/密电"]


# -- mission -------------------------------------------------------------------------------
def test_mission_three_red_and_three_blue_in_hand(table, h):
    """"手牌集齐三张红色卡牌和三张蓝色卡牌。" — E (打酱油的) holds 3 red and 2 blue and draws a blue."""
    s = table({"E": dict(BL, hand=["红", "红", "红", "蓝", "蓝"])}, turn="E", phase="draw",
              deck=["识破/蓝", "截获/黑"])
    assert s.over and s.winners == (4,) and s.declarer == 4


def test_mission_not_with_two_blue(table, h):
    s = table({"E": dict(BL, hand=["红", "红", "红", "蓝", "蓝"])}, turn="E", phase="draw",
              deck=["识破/黑", "截获/黑"])
    assert not s.over
