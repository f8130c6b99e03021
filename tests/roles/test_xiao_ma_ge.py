"""小马哥 (public, male): 英雄本色; mission "一位潜伏战线玩家和一位军情处玩家死亡。" (seed 000)."""

MA = {"role": "xiao_ma_ge"}


def receive_at_b(card="锁定/黑/密电", **b):
    return ({"B": dict(MA, **b)},
            {"card": card, "holder": "B", "step": "receive"})


def test_ying_xiong_ben_se_draws_then_may_place_a_fake(table, h):
    """"当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报。" — compulsory draw (no
    question), then a black hand card is placed in front of the chosen player."""
    seats, msg = receive_at_b(hand=["截获/黑"])
    s = table(seats, phase="send_message", message=msg, deck=["破译/黑"])
    log = h.act(s, "B", "take")
    assert not h.of_type(log, "decision", kind="trigger")
    assert s.pending.prompt == "ying_xiong_ben_se_card" and s.pending.seat == 1
    # Both blacks (the one held and the one drawn) may be placed, or none.
    assert h.descs(s, [o.card for o in s.pending.options if o.card >= 0]) == \
        ["截获/黑/直达", "破译/黑/密电"]
    assert any(o.func == "done" for o in s.pending.options)
    log = h.play(s, "B: choose 破译", "B ying_xiong_ben_se_to: choose @D", until="play_2")
    assert h.descs(s, s.players[3].messages) == ["破译/黑/密电"]
    assert h.descs(s, s.players[1].hand) == ["截获/黑/直达"]
    assert h.of_type(log, "message_placed", seat=3, via="ying_xiong_ben_se")


def test_placing_is_optional(table, h):
    """"然后可以" — choosing not to place keeps the drawn card."""
    seats, msg = receive_at_b(hand=["截获/黑"])
    s = table(seats, phase="send_message", message=msg, deck=["破译/红"])
    h.play(s, "B: take", "B ying_xiong_ben_se_card: choose done", until="play_2")
    assert h.descs(s, s.players[1].hand) == ["截获/黑/直达", "破译/红/密电"]
    assert all(len(p.messages) == (1 if p.seat == 1 else 0) for p in s.players)


def test_no_black_in_hand_means_only_the_draw(table, h):
    seats, msg = receive_at_b(hand=["截获/红"])
    s = table(seats, phase="send_message", message=msg, deck=["破译/红"])
    log = h.play(s, "B: take", until="play_2")
    assert len(s.players[1].hand) == 2
    assert not h.of_type(log, "decision", prompt="ying_xiong_ben_se_card")


def test_a_true_message_does_not_trigger(table, h):
    seats, msg = receive_at_b(card="锁定/红/密电", hand=["截获/黑"])
    s = table(seats, phase="send_message", message=msg)
    h.play(s, "B: take", until="play_2")
    assert len(s.players[1].hand) == 1


def test_a_fake_from_mixed_messages_triggers_too(table, h):
    """"当你获得假情报时" — any fake, here one dealt by 真伪莫辨 (A's card; the top three are black)."""
    s = table({"A": {"hand": ["真伪莫辨", "截获"]}, "B": dict(MA)}, n=3,
              deck=["烧毁/黑", "截获/黑", "识破/黑", "破译/红"])
    log = h.play(s, "A: use 真伪莫辨", until="send_message")
    assert s.black_count(1) == 1
    assert h.descs(s, s.players[1].hand) == ["破译/红/密电"]
    assert h.of_type(log, "skill_triggered", seat=1, skill="ying_xiong_ben_se")


def test_the_placed_fake_kills_by_his_hand(table, h):
    """A death from the placed fake is 小马哥's (亲手: "通过你的角色效果…让玩家死亡")."""
    seats, msg = receive_at_b(hand=["截获/黑"])
    seats["D"] = {"messages": ["黑", "黑"]}
    s = table(seats, phase="send_message", message=msg, deck=["破译/红"])
    h.play(s, "B: take", "B: choose 截获", "B: choose @D", until="play_2")
    assert s.deaths == ((3, 1),)


def test_placing_on_himself_triggers_again(table, h):
    """"一位玩家" includes himself; the fake he gets triggers 英雄本色 again."""
    seats, msg = receive_at_b(hand=["截获/黑"])
    s = table(seats, phase="send_message", message=msg, deck=["破译/红", "烧毁/红"])
    log = h.play(s, "B: take", "B: choose 截获", "B: choose @B",
                 until="play_2")
    assert s.black_count(1) == 2
    assert h.descs(s, s.players[1].hand) == ["烧毁/红/直达", "破译/红/密电"]
    assert len(h.of_type(log, "skill_triggered", skill="ying_xiong_ben_se")) == 2


def test_mission_one_of_each_faction_dead(table, h):
    """"一位潜伏战线玩家和一位军情处玩家死亡。" — 小马哥 as 打酱油的 (E) wins alone."""
    s = table({"A": {"alive": False}, "B": {"messages": ["黑", "黑"]}, "E": dict(MA)},
              turn="C", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive", "sender": "C"})
    h.play(s, "B receive: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4
