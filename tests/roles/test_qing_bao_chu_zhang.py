"""情报处长 (seed 000, "所有的真相都该揭晓了"): 隔墙有耳, 偷龙转凤, and the 机密任务 "获得三张或以上的红色情报".
Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""
from fengsheng.engine import apply
from fengsheng.engine.window import window_options
from fengsheng.views import observe

QB = {"role": "qing_bao_chu_zhang"}


def _skill_opts(state, seat, ctx):
    return [o for o in window_options(state, seat, ctx) if o.kind == "skill"]


# -- 隔墙有耳 ----------------------------------------------------------------------------------
def test_ge_qiang_you_er_draws_two_returns_one_before_the_probe(table, h):
    """"当你试探一位玩家时，你可以抽二张牌，然后选择一张手牌放回牌库顶。【试探】没人响应的情况下，先结算
    【隔墙有耳】效果再结算【试探】。\""""
    s = table({"A": dict(QB, hand=["试探/红/军情处/抽牌"])}, deck=["锁定/红", "破译/蓝", "截获/黑"])
    h.play(s, "A play_1: use 试探 @B", until={"asked": "A ge_qiang_you_er"})
    log = h.play(s, "A: yes", until={"asked": "A ge_qiang_you_er_return"})
    assert h.descs(s, s.players[0].hand) == ["破译/蓝/密电", "锁定/红/密电"]
    assert not h.of_type(log, "probe_shown")          # the 试探 has not resolved yet
    log = h.play(s, "A: choose 锁定/红", until="send_message")
    # The card put back is the one B then draws by the 试探 (B is 军情处: "抽二张牌").
    assert h.descs(s, s.players[0].hand) == ["破译/蓝/密电"]
    assert h.descs(s, s.players[1].hand) == ["截获/黑/直达", "锁定/红/密电"]
    types = [e["type"] for e in log]
    assert types.index("card_to_deck") < types.index("probe_shown")


def test_ge_qiang_you_er_not_when_the_probe_is_seen_through(table, h):
    """"【试探】被【识破】后的情况下不能使用该技能。\""""
    s = table({"A": dict(QB, hand=["试探/红/军情处/抽牌"]), "B": {"hand": ["识破"]}})
    log = h.play(s, "A play_1: use 试探 @B", "B: use 识破 #试探", until="send_message")
    assert not [e for e in log if e["type"] == "decision" and e["prompt"] == "ge_qiang_you_er"]
    assert s.players[0].hand == []


def test_ge_qiang_you_er_not_when_the_target_died_first(table, h):
    """"当你试探一位玩家时" needs the 试探 to take effect, as "被识破后…不能使用" shows (R50): C's 血染玫瑰
    answers A's 试探 and kills B first, so the 试探 fizzles and 隔墙有耳 is not offered."""
    s = table({"A": dict(QB, hand=["试探/红/军情处/抽牌"]), "B": {"messages": ["黑", "黑"]},
               "C": {"role": "hei_mei_gui", "face_up": False, "hand": ["截获/黑"]}},
              deck=["锁定/红"])
    log = h.play(s, "A play_1: use 试探 @B", "C: skill xue_ran_mei_gui @B",
                 "C xue_ran_mei_gui_place: choose 截获/黑", until="send_message")
    assert s.deaths == ((1, 2),)
    assert h.of_type(log, "fizzle", func="shi_tan", why="target_out")
    assert not h.of_type(log, "decision", prompt="ge_qiang_you_er")


def test_gong_shou_jian_bei_not_when_the_target_died_first(table, h):
    """The same for a compulsory "当你使用锁定或调虎离山时" skill (R50): 攻守兼备 (A, 致命香水) would draw;
    A's 锁定 on B fizzles after C's 血染玫瑰 kills B, and she draws nothing."""
    s = table({"A": {"role": "zhi_ming_xiang_shui", "hand": ["锁定"]},
               "B": {"messages": ["黑", "黑"]},
               "C": {"role": "hei_mei_gui", "face_up": False, "hand": ["截获/黑"]}},
              deck=["锁定/红", "破译/蓝", "截获/红"])
    log = h.play(s, "A play_1: use 锁定 @B", "C: skill xue_ran_mei_gui @B",
                 "C xue_ran_mei_gui_place: choose 截获/黑", until="send_message")
    assert s.deaths == ((1, 2),) and h.of_type(log, "fizzle", func="suo_ding", why="target_out")
    assert not h.of_type(log, "draw", seat=0) and s.players[0].hand == []


def test_ge_qiang_you_er_only_for_your_own_probe(table, h):
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": dict(QB)})
    log = h.play(s, "A play_1: use 试探 @C", until="send_message")
    assert not [e for e in log if e["type"] == "decision" and e["prompt"] == "ge_qiang_you_er"]


# -- 偷龙转凤 ----------------------------------------------------------------------------------
def _arrives(table, card="锁定/黑/密电", holder="B", hand=("破译/红",), **seats):
    spec = {holder: dict(QB, hand=list(hand))}
    spec.update(seats)
    return table(spec, phase="send_message", deck=["识破/蓝"],
                 message={"card": card, "holder": holder, "step": "arrive"})


def test_tou_long_zhuan_feng_swaps_the_message_with_the_deck_top(table, h):
    """"当情报到达你时，你可以丢弃一张手牌，然后将该情报与牌库顶的第一张牌调换。" "调换后的情报保持原来的
    状态…盖伏的维持盖伏。\""""
    s = _arrives(table)
    assert s.pending.seat == 1 and s.pending.prompt == "arrive"
    log = h.play(s, "B arrive: skill tou_long_zhuan_feng c" + str(s.players[1].hand[0]),
                 until={"asked": "B receive"})
    assert h.descs(s, s.discard) == ["破译/红/密电"]          # the cost, discarded face down
    assert h.desc(s, s.message["card"]) == "识破/蓝/直达"
    assert h.desc(s, s.deck[-1]) == "锁定/黑/密电"
    assert not s.message["face_up"]
    # Face down: nobody has seen the new card, not even the sender.
    assert observe(s, 0)["message"]["card"] is None
    ev = h.of_type(log, "message_swapped", seat=1)
    assert ev[0]["private"] == () and set(ev[0]["hide"]) == {"card", "new_card"}
    h.play(s, "B: take", until="play_2")
    assert h.descs(s, s.players[1].messages) == ["识破/蓝/直达"]


def test_tou_long_zhuan_feng_keeps_a_text_message_face_up(table, h):
    """"翻开的维持翻开": a 文本 stays face up and everyone sees the new card."""
    s = _arrives(table, card="退回/黑/文本")
    h.play(s, "B arrive: skill tou_long_zhuan_feng", until={"asked": "B receive"})
    assert s.message["face_up"] and h.desc(s, s.message["card"]) == "识破/蓝/直达"
    assert observe(s, 3)["message"]["card"] == s.message["card"]


def test_tou_long_zhuan_feng_timing(table):
    """"在传递情报阶段的情报到达时使用，使用时机参考【破译】": only the holder, only at 情报到达, one
    option per hand card (the card to discard); none with an empty hand."""
    s = _arrives(table, hand=("破译/红", "锁定/蓝"), D=dict(QB, hand=["锁定/红"]))
    assert len(_skill_opts(s, 1, "arrive")) == 2
    assert _skill_opts(s, 1, "transmit") == [] and _skill_opts(s, 1, "play_1") == []
    assert _skill_opts(s, 3, "arrive") == []                  # not at D
    s = _arrives(table, hand=())
    assert _skill_opts(s, 1, "arrive") == []


def test_tou_long_zhuan_feng_on_the_stack_with_a_return(table, h):
    """A responsive skill waits on the stack (后发先至): B 退回s, then uses 偷龙转凤; the swap resolves
    first, then the 退回 sends the new card back to A, who must take it."""
    s = _arrives(table, hand=("破译/红", "退回/蓝"))
    h.play(s, "B arrive: use 退回", "B arrive: skill tou_long_zhuan_feng", until="play_2")
    # The swap (used last) resolved first, then the 退回 sent the new card back the other way.
    assert h.desc(s, s.deck[-1]) == "锁定/黑/密电"
    assert s.players[0].messages and h.desc(s, s.players[0].messages[0]) == "识破/蓝/直达"


def test_tou_long_zhuan_feng_once_per_arrival(table, h):
    """"当情报到达你时" is one moment: once B has swapped, the window asks B again (B holds a
    破译) without 偷龙转凤 (R40); when the message arrives at B again (C 退回s it), B may swap."""
    s = _arrives(table, hand=("锁定/蓝", "破译/红", "试探/红/军情处/抽牌"), C={"hand": ["退回/红"]})
    cost = next(c for c in s.players[1].hand if h.desc(s, c) == "锁定/蓝/密电")
    apply(s, next(o for o in s.pending.options if o.kind == "skill" and o.card == cost))
    ev = apply(s, s.pending.options[0])   # B passes too: the swap resolves
    assert h.of_type(ev, "message_swapped")
    assert (s.pending.seat, s.pending.prompt) == (1, "arrive")
    assert not [o for o in s.pending.options if o.kind == "skill"]
    assert [o.func for o in s.pending.options if o.kind == "use"] == ["po_yi"]
    h.play(s, "B: pass", until={"asked": "B receive"})
    h.play(s, "B: decline", "C arrive: use 退回", until={"asked": "B arrive"})
    assert len([o for o in s.pending.options if o.kind == "skill"]) == 2   # a new arrival


# -- 机密任务 ---------------------------------------------------------------------------------
def test_mission_three_red_messages(table, h):
    """"获得三张或以上的红色情报。" E (打酱油的) takes a third red and wins alone."""
    s = table({"E": dict(QB, messages=["红", "红"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_with_two_red(table, h):
    s = table({"E": dict(QB, messages=["红", "蓝"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="play_2")
    assert not s.over
