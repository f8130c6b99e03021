"""戴笠 (public, male): 笑里藏刀, 运筹帷幄; mission "获得三张或以上的蓝色情报。" (seed 000)."""

DL = {"role": "dai_li"}


# -- 笑里藏刀 -------------------------------------------------------------------------------
def test_xiao_li_cang_dao_places_a_fake_on_the_receiver(table, h):
    """"当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。" — a black card from his hand."""
    s = table({"A": dict(DL, hand=["截获/黑", "破译/红", "烧毁/黑"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "receive"})
    h.act(s, "B", "take")
    assert (s.pending.seat, s.pending.prompt) == (0, "xiao_li_cang_dao")
    h.act(s, "A", "yes")
    assert h.descs(s, [o.card for o in s.pending.options]) == ["截获/黑/直达", "烧毁/黑/直达"]
    log = h.play(s, "A xiao_li_cang_dao_card: choose 烧毁", until="play_2")
    assert h.descs(s, s.players[1].messages) == ["烧毁/黑/直达", "锁定/红/密电"]
    assert h.of_type(log, "message_placed", seat=1, via="xiao_li_cang_dao")


def test_xiao_li_cang_dao_kills_by_his_hand(table, h):
    """A death from the placed fake is 戴笠's (亲手: 角色效果)."""
    s = table({"A": dict(DL, hand=["截获/黑"]), "B": {"messages": ["黑", "黑"]}},
              phase="send_message", message={"card": "锁定/蓝/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", "A: yes", "A: choose", until="play_2")
    assert s.deaths == ((1, 0),)


def test_xiao_li_cang_dao_also_on_interception(table, h):
    s = table({"A": dict(DL, hand=["截获/黑"]), "C": {"hand": ["截获"]}}, phase="send_message",
              message={"card": "锁定/红/密电", "step": "transmit"})
    h.play(s, "C transmit: use 截获", "A xiao_li_cang_dao: yes", "A: choose", until="play_2")
    assert s.black_count(2) == 1


def test_xiao_li_cang_dao_not_without_a_black_card(table, h):
    s = table({"A": dict(DL, hand=["破译/红"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", prompt="xiao_li_cang_dao")


def test_xiao_li_cang_dao_not_on_himself_nor_for_a_fake(table, h):
    """"另一位玩家" and "真情报": his own true message coming back to him, or a fake, do nothing."""
    s = table({"A": dict(DL, hand=["截获/黑"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "A", "step": "receive", "hops": 5})
    log = h.play(s, "A yun_chou_wei_wo: no", until="play_2")
    assert not h.of_type(log, "decision", prompt="xiao_li_cang_dao")
    s = table({"A": dict(DL, hand=["截获/黑"])}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger")


# -- 运筹帷幄 -------------------------------------------------------------------------------
def test_yun_chou_wei_wo_draws_on_a_true_message(table, h):
    """"当你获得真情报时，你可以抽一张牌。" """
    s = table({"B": dict(DL)}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "receive"},
              deck=["破译/红"])
    h.act(s, "B", "take")
    assert (s.pending.seat, s.pending.prompt) == (1, "yun_chou_wei_wo")
    h.play(s, "B: yes", until="play_2")
    assert h.descs(s, s.players[1].hand) == ["破译/红/密电"]


def test_yun_chou_wei_wo_not_on_a_fake_and_optional(table, h):
    s = table({"B": dict(DL)}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger") and s.players[1].hand == []
    s = table({"B": dict(DL)}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", "B yun_chou_wei_wo: no", until="play_2")
    assert s.players[1].hand == []


def test_yun_chou_wei_wo_on_mixed_messages(table, h):
    """Any true message he gets, here from his own 真伪莫辨 (every dealt card is red)."""
    s = table({"A": dict(DL, hand=["真伪莫辨", "截获/蓝"])}, n=3,
              deck=["烧毁/红", "截获/红", "识破/红", "破译/黑"])
    h.play(s, "A: use 真伪莫辨", "A yun_chou_wei_wo: yes", until="send_message")
    assert h.descs(s, s.players[0].hand) == ["截获/蓝/直达", "破译/黑/密电"]


# -- mission -------------------------------------------------------------------------------
def test_mission_three_blue_messages(table, h):
    """"获得三张或以上的蓝色情报。" — 戴笠 as 打酱油的 (E) takes a third blue and wins alone."""
    s = table({"E": dict(DL, messages=["蓝", "蓝"])}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"
