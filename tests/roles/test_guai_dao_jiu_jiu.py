"""怪盗九九 (public, male): 阴谋, 阳谋; mission "获得九张或以上的手牌。" (seed 000)."""

GD = {"role": "guai_dao_jiu_jiu"}


# -- 阴谋 ---------------------------------------------------------------------------------
def test_yin_mou_takes_a_card_from_any_player(table, h):
    """"当一位玩家获得你传出的假情报时，你可以抽取任意一位玩家的一张手牌。" — A sent the fake, B takes
    it; A chooses D and gets D's only card, blind."""
    s = table({"A": dict(GD), "D": {"hand": ["破译/蓝"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.act(s, "B", "take")
    assert (s.pending.seat, s.pending.kind, s.pending.prompt) == (0, "trigger", "yin_mou")
    h.act(s, "A", "yes")
    assert s.pending.prompt == "yin_mou_from"
    assert sorted(o.seat for o in s.pending.options) == [1, 2, 3, 4]
    log = h.play(s, "A: choose @D", until="play_2")
    assert h.descs(s, s.players[0].hand) == ["破译/蓝/密电"] and s.players[3].hand == []
    assert h.of_type(log, "card_taken", seat=0, from_seat=3)


def test_yin_mou_on_an_empty_hand_is_void(table, h):
    """"当对方没有手牌时即视为抽取无效。" """
    s = table({"A": dict(GD)}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", "A yin_mou: yes", "A: choose @C", until="play_2")
    assert s.players[0].hand == [] and h.of_type(log, "take_nothing", seat=0, from_seat=2)


def test_yin_mou_also_when_an_interceptor_gets_the_fake(table, h):
    """"你传出的假情报" — still his message when C takes it by 截获."""
    s = table({"A": dict(GD), "C": {"hand": ["截获"]}, "D": {"hand": ["破译"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "step": "transmit"})
    h.play(s, "C transmit: use 截获", "A yin_mou: yes", "A: choose @D", until="play_2")
    assert len(s.players[0].hand) == 1 and s.black_count(2) == 1


def test_yin_mou_not_for_a_true_message(table, h):
    s = table({"A": dict(GD), "D": {"hand": ["破译/蓝"]}}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger")


def test_yin_mou_not_for_mixed_messages(table, h):
    """"由于【真伪莫辨】和角色技能得到的假情报不触发该技能。" — even his own 真伪莫辨."""
    s = table({"A": dict(GD, hand=["真伪莫辨", "截获"]), "D": {"hand": ["破译"]}},
              deck=["烧毁/黑", "截获/黑", "识破/黑", "破译/黑", "锁定/黑"])
    log = h.play(s, "A: use 真伪莫辨", until="send_message")
    assert sum(s.black_count(p) for p in range(5)) == 5
    assert not h.of_type(log, "decision", kind="trigger")


def test_yin_mou_when_his_own_fake_comes_back(table, h):
    """Ruling: 阴谋 says "一位玩家" where 阳谋 says "另一位玩家", so his own fake coming back to him
    (he must take it) triggers 阴谋 — and not 阳谋."""
    s = table({"A": dict(GD), "C": {"hand": ["破译"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "A", "step": "receive", "hops": 5})
    log = h.play(s, "A yin_mou: yes", "A: choose @C", until="play_2")
    assert [e["prompt"] for e in h.of_type(log, "decision", kind="trigger")] == ["yin_mou"]
    assert len(s.players[0].hand) == 1


# -- 阳谋 ---------------------------------------------------------------------------------
def test_yang_mou_when_he_gets_another_players_fake(table, h):
    """"当你获得另一位玩家传出的假情报时，你可以抽取任意一位玩家的一张手牌。" """
    s = table({"B": dict(GD), "A": {"hand": ["破译/红"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.act(s, "B", "take")
    assert (s.pending.seat, s.pending.prompt) == (1, "yang_mou")
    log = h.play(s, "B: yes", "B yang_mou_from: choose @A", until="play_2")
    assert h.descs(s, s.players[1].hand) == ["破译/红/密电"]
    assert h.of_type(log, "card_taken", seat=1, from_seat=0)


def test_yang_mou_by_interception(table, h):
    """Getting it by 截获 is getting a fake another player sent."""
    s = table({"B": dict(GD, hand=["截获"]), "D": {"hand": ["破译/蓝"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "step": "transmit"})
    h.play(s, "B transmit: use 截获", "B yang_mou: yes", "B: choose @D", until="play_2")
    assert h.descs(s, s.players[1].hand) == ["破译/蓝/密电"]


def test_yang_mou_not_for_a_true_message_nor_mixed_messages(table, h):
    s = table({"B": dict(GD)}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not h.of_type(log, "decision", kind="trigger")
    s = table({"A": {"hand": ["真伪莫辨", "截获"]}, "B": dict(GD), "D": {"hand": ["破译"]}},
              deck=["烧毁/黑", "截获/黑", "识破/黑", "破译/黑", "锁定/黑"])
    log = h.play(s, "A: use 真伪莫辨", until="send_message")
    assert s.black_count(1) == 1 and not h.of_type(log, "decision", kind="trigger")


# -- mission -------------------------------------------------------------------------------
def test_mission_nine_cards_in_hand(table, h):
    """"获得九张或以上的手牌。" — E (打酱油的) holds 7 and draws 2 in his 抽牌阶段: he wins alone."""
    s = table({"E": dict(GD, hand=["锁定"] * 7)}, turn="E", phase="draw")
    assert s.over and s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_with_eight(table, h):
    s = table({"E": dict(GD, hand=["锁定"] * 6)}, turn="E", phase="draw")
    assert not s.over and len(s.players[4].hand) == 8
