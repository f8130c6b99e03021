"""蝮蛇 (public, male, can turn face down): 声东击西, 弹药无限; mission "当一位玩家宣告胜利时，没有玩家
死亡。你的胜利会导致他的宣告失败。" (seed 000)."""
from fengsheng.engine.window import window_options

FS = {"role": "fu_she"}
MSG = {"card": "破译/红/密电", "step": "transmit"}


def skill_options(state, seat, ctx, sid):
    return [o for o in window_options(state, seat, ctx) if o.kind == "skill" and o.func == sid]


# -- 声东击西 -------------------------------------------------------------------------------
def test_sheng_dong_ji_xi_flips_down_and_lures(table, h):
    """"情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。" — C lures B from A's 密电: B is skipped."""
    s = table({"C": dict(FS, hand=["破译"])}, phase="send_message", message=MSG)
    assert sorted(o.seat for o in skill_options(s, 2, "transmit", "sheng_dong_ji_xi")) == \
        [0, 1, 3, 4]
    log = h.play(s, "C transmit: skill sheng_dong_ji_xi @B", until={"asked": "C receive"})
    assert not s.players[2].face_up
    assert h.of_type(log, "role_flipped_down", seat=2)
    assert h.of_type(log, "lured", seat=1, by=2)
    assert s.message["holder"] == 2 and not h.of_type(log, "step", step="arrive", holder=1)


def test_sheng_dong_ji_xi_cannot_be_seen_through(table, h):
    """No card is used: "角色技能不属于卡牌，不能被【识破】" (ruling). D's 识破 has no target."""
    s = table({"C": dict(FS), "D": {"hand": ["识破"]}}, phase="send_message", message=MSG)
    h.act(s, "C", "skill sheng_dong_ji_xi @B")
    item = s.stack[-1]
    assert (item.func, item.card, item.counterable, item.source) == \
        ("diao_hu_li_shan", -1, False, "skill")
    assert not [o for o in window_options(s, 3, "transmit") if o.func == "shi_po"]


def test_sheng_dong_ji_xi_timing_and_face_down(table):
    """"使用时机和功能与【调虎离山】相同" — only at 情报传递 (also in another player's turn); and face
    down the role has no skill but 弹药无限 ("当角色盖伏时…其他的技能都无效")."""
    s = table({"C": dict(FS, hand=["破译"])}, phase="send_message",
              message=dict(MSG, holder="B"), advance=False)
    assert skill_options(s, 2, "transmit", "sheng_dong_ji_xi")
    for ctx in ("arrive", "play_1", "play_2", "turn_start", "turn_end"):
        assert not skill_options(s, 2, ctx, "sheng_dong_ji_xi"), ctx
    s.players[2].face_up = False
    assert not skill_options(s, 2, "transmit", "sheng_dong_ji_xi")


# -- 弹药无限 ------------------------------------------------------------------------------
def test_dan_yao_wu_xian_face_down_reveals_and_draws(table, h):
    """"若你没有手牌，可以翻开此角色，然后抽一张牌。这个在盖伏状态下也能使用。" — in A's 出牌阶段 (no
    timing printed: any time)."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(FS, face_up=False)}, deck=["截获/红"])
    assert s.pending.seat == 0
    h.play(s, "A play_1: pass", "C play_1: skill dan_yao_wu_xian", until="script_done")
    assert s.players[2].face_up and s.players[2].hand == []   # revealed at once; draws later
    h.play(s, "A play_1: pass", until="script_done")           # the stack resolves
    assert s.players[2].face_up and h.descs(s, s.players[2].hand) == ["截获/红/直达"]


def test_dan_yao_wu_xian_face_up_too_in_every_window(table):
    s = table({"C": dict(FS)}, phase="send_message", message=MSG, advance=False)
    for ctx in ("turn_start", "play_1", "transmit", "arrive", "play_2", "turn_end"):
        assert skill_options(s, 2, ctx, "dan_yao_wu_xian"), ctx


def test_dan_yao_wu_xian_needs_an_empty_hand(table):
    s = table({"C": dict(FS, face_up=False, hand=["破译"])}, advance=False)
    assert not skill_options(s, 2, "play_1", "dan_yao_wu_xian")


def test_dan_yao_wu_xian_not_twice_on_one_stack(table, h):
    """His hand is empty only until it resolves: one use at a time."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(FS)})
    h.play(s, "A: pass", "C: skill dan_yao_wu_xian", until="script_done")
    assert [it.func for it in s.stack] == ["dan_yao_wu_xian"]
    assert not skill_options(s, 2, "play_1", "dan_yao_wu_xian")


def test_flip_down_then_reveal_then_lure_again(table, h):
    """声东击西 turns him face down; 弹药无限 (usable face down) turns him up, so 声东击西 is back."""
    s = table({"C": dict(FS)}, phase="send_message", message=MSG, deck=["破译/黑"])
    h.play(s, "C transmit: skill sheng_dong_ji_xi @B", until="script_done")
    assert not s.players[2].face_up
    assert [o.func for o in s.pending.options if o.kind == "skill"] == ["dan_yao_wu_xian"]
    h.play(s, "C: skill dan_yao_wu_xian", until="script_done")
    # Face up again at once, so 声东击西 is offered again while both wait on the stack.
    assert s.pending.seat == 2 and s.players[2].face_up
    assert any(o.func == "sheng_dong_ji_xi" for o in s.pending.options)
    h.play(s, "C: pass", until="script_done")
    assert h.descs(s, s.players[2].hand) == ["破译/黑/密电"] and s.message["lured"] == (1,)


# -- mission -------------------------------------------------------------------------------
def win_for_a(**seats):
    spec = {"A": {"messages": ["红", "红"]}, "E": dict(FS)}
    spec.update(seats)
    return spec, {"card": "锁定/红/密电", "holder": "A", "step": "receive", "hops": 5}


def test_mission_takes_a_victory_while_nobody_died(table, h):
    """A (潜伏战线) takes a third red; nobody has died, so 蝮蛇 (E, 打酱油的) wins instead."""
    spec, msg = win_for_a()
    s = table(spec, phase="send_message", message=msg)
    assert s.over and s.winners == (4,) and s.declarer == 4
    assert s.end_reason == "messages"


def test_mission_not_after_a_death(table, h):
    """"没有玩家死亡" — D has died: A's faction (A, C) wins."""
    spec, msg = win_for_a(D={"alive": False})
    s = table(spec, phase="send_message", message=msg)
    assert s.over and sorted(s.winners) == [0, 2] and s.declarer == 0


def test_mission_a_loss_is_not_a_death(table, h):
    """A player who lost (输掉游戏) did not die: 蝮蛇 still takes it."""
    spec, msg = win_for_a(D={"lost": True})
    s = table(spec, phase="send_message", message=msg)
    assert s.winners == (4,)


def test_mission_only_as_bystander(table, h):
    """蝮蛇 as 军情处 (B) takes nothing."""
    spec, msg = win_for_a(B=dict(FS), E={})
    s = table(spec, phase="send_message", message=msg)
    assert sorted(s.winners) == [0, 2]
