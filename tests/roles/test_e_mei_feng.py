"""峨眉峰 (seed 000, "所信者目也"): 截上截, 计中计, and the 机密任务 "获得三张或以上的蓝色情报".
Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""
from fengsheng.engine.flow import answer
from fengsheng.engine.window import window_options

EMF = {"role": "e_mei_feng"}


def _in_transit(table, seats, **msg):
    message = {"card": "锁定/红/密电", "step": "transmit"}
    message.update(msg)
    return table(seats, phase="send_message", message=message)


def _use_only(h, state, seat, text):
    """Apply ``text`` for ``seat`` without running on (the stack is still there)."""
    assert state.pending.seat == seat
    answer(state, h.matching(state, text)[0])


def _skill_opts(state, seat, ctx):
    return [o for o in window_options(state, seat, ctx) if o.kind == "skill"]


# -- 截上截 -----------------------------------------------------------------------------------
def test_jie_shang_jie_reveals_and_intercepts(table, h):
    """"他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。" C takes A's message in transit."""
    s = _in_transit(table, {"C": dict(EMF, face_up=False)})
    _use_only(h, s, 2, "skill jie_shang_jie")
    assert s.players[2].face_up
    item = s.stack[-1]
    assert (item.func, item.card, item.counterable, item.source) == ("jie_huo", -1, False, "skill")
    assert h.of_type(s.events, "skill_used", seat=2, skill="jie_shang_jie")
    log = h.play(s, until="play_2")
    assert h.descs(s, s.players[2].messages) == ["锁定/红/密电"]
    assert h.of_type(log, "message_placed", seat=2, via="intercept", sender=0)


def test_jie_shang_jie_cannot_be_seen_through(table, h):
    """"该截获属于无法被【识破】。" D holds 识破 but has nothing to target, so is never asked."""
    s = _in_transit(table, {"C": dict(EMF, face_up=False), "D": {"hand": ["识破"]}})
    _use_only(h, s, 2, "skill jie_shang_jie")
    assert not [o for o in window_options(s, 3, "transmit") if o.func == "shi_po"]
    log = h.play(s, until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 3
                and e["kind"] == "respond"]
    assert len(s.players[2].messages) == 1 and len(s.players[3].hand) == 1


def test_jie_shang_jie_last_intercept_wins(table, h):
    """"使用时机和作用与【截获】游戏卡相同": several 截获 resolve last-first; the last one used gets it."""
    s = _in_transit(table, {"B": {"hand": ["截获"]}, "C": dict(EMF, face_up=False)})
    h.play(s, "B: use 截获", "C: skill jie_shang_jie", until="play_2")
    assert len(s.players[2].messages) == 1 and s.players[1].messages == []
    # And the other way round: a 截获 card used after the skill wins.
    s = _in_transit(table, {"C": dict(EMF, face_up=False), "D": {"hand": ["截获"]}})
    h.play(s, "C: skill jie_shang_jie", "D: use 截获", until="play_2")
    assert len(s.players[3].messages) == 1 and s.players[2].messages == []


def test_jie_shang_jie_timing(table):
    """"他人回合情报传递时": not in your own turn, not at 情报到达, not in 出牌阶段; and only face down
    (the skill's cost is revealing the role)."""
    s = _in_transit(table, {"C": dict(EMF, face_up=False)}, holder="B", step="arrive")
    assert _skill_opts(s, 2, "transmit") and not _skill_opts(s, 2, "arrive")
    assert not _skill_opts(s, 2, "play_1")
    s = _in_transit(table, {"A": dict(EMF, face_up=False)})
    assert not _skill_opts(s, 0, "transmit")           # A's own turn
    s = _in_transit(table, {"C": dict(EMF, face_up=True)})
    assert not _skill_opts(s, 2, "transmit")           # already face up


# -- 计中计 -----------------------------------------------------------------------------------
def _arrives(table, card, sender_role=True, holder="C", face_up=True, **seats):
    spec = {"A": dict(EMF, face_up=face_up)} if sender_role else {}
    spec.update(seats)
    return table(spec, phase="send_message",
                 message={"card": card, "holder": holder, "step": "receive"})


def test_ji_zhong_ji_burns_a_fake_of_the_receiver(table, h):
    """"当一位玩家获得你传出的真情报时，你可以烧毁他面前的一张假情报。\""""
    s = _arrives(table, "锁定/红/密电", C={"messages": ["黑", "蓝"]})
    h.act(s, "C", "take")
    assert s.pending.prompt == "ji_zhong_ji" and s.pending.seat == 0
    log = h.play(s, "A: yes", until="play_2")
    assert sorted(s.cards[c].colour for c in s.players[2].messages) == ["blue", "red"]
    assert h.of_type(log, "burned", seat=2, by=0)


def test_ji_zhong_ji_asks_which_fake(table, h):
    s = _arrives(table, "锁定/蓝/密电", C={"messages": ["截获/黑", "识破/黑"]})
    h.play(s, "C: take", "A: yes", until={"asked": "A ji_zhong_ji_burn"})
    h.play(s, "A: choose 识破/黑", until="play_2")
    assert h.descs(s, s.players[2].messages) == ["截获/黑/直达", "锁定/蓝/密电"]


def test_ji_zhong_ji_not_on_a_fake_that_kills(table, h):
    """"当一位角色获得你的假情报，并因此而死亡时，你不能通过此技能烧毁他的假情报用以拯救他。\""""
    s = _arrives(table, "锁定/黑/密电", C={"messages": ["黑", "黑"]})
    log = h.play(s, "C: take", until="play_2")
    assert s.deaths == ((2, 0),)
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 0]


def test_ji_zhong_ji_not_on_a_fake(table, h):
    """The printed condition is 真情报: a fake you sent never triggers it."""
    s = _arrives(table, "锁定/黑/密电", C={"messages": ["黑"]})
    log = h.play(s, "C: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 0]
    assert s.black_count(2) == 2


def test_ji_zhong_ji_not_your_own_fake_taken_by_yourself(table, h):
    """"当你自己传出的假情报被你自己获得时，不能触发该技能。\""""
    s = _arrives(table, "锁定/黑/密电", holder="A", A=dict(EMF, face_up=True, messages=["黑"]))
    log = h.play(s, until="play_2")
    assert s.black_count(0) == 2
    assert not [e for e in log if e["type"] == "decision" and e.get("prompt") == "ji_zhong_ji"]


def test_ji_zhong_ji_not_your_own_true_message_taken_by_yourself(table, h):
    """"当你自己传出的假情报被你自己获得时，不能触发该技能" can only matter if the skill never triggers on
    your own message coming to you (a fake never triggers it anyway): R47. Your own red, forced
    on you back at the sender, does not trigger it."""
    s = _arrives(table, "锁定/红/密电", holder="A", A=dict(EMF, face_up=True, messages=["黑"]))
    log = h.play(s, until="play_2")
    assert s.black_count(0) == 1 and s.colour_count(0, "red") == 1
    assert not h.of_type(log, "decision", prompt="ji_zhong_ji")


def test_ji_zhong_ji_not_face_down(table, h):
    """"盖伏状态下不能使用该技能。\""""
    s = _arrives(table, "锁定/红/密电", face_up=False, C={"messages": ["黑"]})
    log = h.play(s, "C: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 0]
    assert s.black_count(2) == 1


def test_ji_zhong_ji_not_for_anothers_message(table, h):
    """"你传出的": B's 峨眉峰 is not asked about A's message."""
    s = _arrives(table, "锁定/红/密电", sender_role=False, B=dict(EMF, face_up=True),
                 C={"messages": ["黑"]})
    log = h.play(s, "C: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 1]


def test_ji_zhong_ji_not_when_nothing_to_burn(table, h):
    s = _arrives(table, "锁定/红/密电", C={"messages": ["蓝"]})
    log = h.play(s, "C: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 0]


def test_ji_zhong_ji_on_an_intercepted_message(table, h):
    """A message you sent and someone intercepted is still "你传出的真情报"."""
    s = table({"A": dict(EMF, face_up=True), "C": {"hand": ["截获"], "messages": ["黑"]}},
              phase="send_message", message={"card": "锁定/红/密电", "step": "transmit"})
    h.play(s, "C: use 截获", "A ji_zhong_ji: yes", until="play_2")
    assert s.black_count(2) == 0 and s.colour_count(2, "red") == 1


# -- 机密任务 ---------------------------------------------------------------------------------
def test_mission_three_blue_messages(table, h):
    """"获得三张或以上的蓝色情报。" E (打酱油的) takes a third blue and wins alone."""
    s = table({"E": dict(EMF, messages=["蓝", "蓝"])}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_with_two_blue(table, h):
    s = table({"E": dict(EMF, messages=["蓝"])}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="play_2")
    assert not s.over
