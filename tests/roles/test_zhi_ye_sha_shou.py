"""职业杀手 (seed 000, "我不会这样做，这不专业"): 连击, 预谋, and the 机密任务 "亲手让另一位玩家成为第二位或以后
死亡的玩家". Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""

from fengsheng.engine.window import window_options

ZS = {"role": "zhi_ye_sha_shou"}


def _decisions(log, seat=None, prompt=None):
    return [e for e in log if e["type"] == "decision" and (seat is None or e["seat"] == seat)
            and (prompt is None or e["prompt"] == prompt)]


def _taken(table, card="锁定/黑/密电", holder="C", hand=("截获/黑",), **seats):
    spec = {"A": dict(ZS, hand=list(hand))}
    spec.update(seats)
    return table(spec, phase="send_message", deck=["破译/红"],
                 message={"card": card, "holder": holder, "step": "receive"})


# -- 连击 -------------------------------------------------------------------------------------
def test_lian_ji_draws_then_places_another_fake(table, h):
    """"当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报。\""""
    s = _taken(table)
    log = h.play(s, "C: take", until={"asked": "A lian_ji_place"})
    assert not _decisions(log, prompt="lian_ji")       # the draw is not optional: no yes/no
    assert h.descs(s, s.players[0].hand) == ["截获/黑/直达", "破译/红/密电"]
    assert [o.card for o in s.pending.options if o.func != "done"] == [s.players[0].hand[0]]
    log = h.play(s, "A: choose 截获/黑", until="play_2")
    assert h.descs(s, s.players[2].messages) == ["截获/黑/直达", "锁定/黑/密电"]
    assert h.of_type(log, "message_placed", seat=2, via="lian_ji")


def test_lian_ji_may_place_nothing(table, h):
    """"抽牌后可以选择不放置假情报。\""""
    s = _taken(table)
    h.play(s, "C: take", "A: choose done", until="play_2")
    assert s.black_count(2) == 1 and len(s.players[0].hand) == 2


def test_lian_ji_draw_without_a_fake_in_hand(table, h):
    """With no black card after the draw, A only draws."""
    s = _taken(table, hand=())
    log = h.play(s, "C: take", until="play_2")
    assert not _decisions(log, seat=0) and h.descs(s, s.players[0].hand) == ["破译/红/密电"]


def test_lian_ji_kill_is_the_killers(table, h):
    """A second fake that is the target's third kills it; the death is 职业杀手's."""
    s = _taken(table, C={"messages": ["黑"]})
    h.play(s, "C: take", "A: choose 截获/黑", until="play_2")
    assert s.deaths == ((2, 0),)


def test_lian_ji_not_on_a_true_message(table, h):
    """"该技能只对传出的假情报有效".."""
    s = _taken(table, card="锁定/红/密电")
    log = h.play(s, "C: take", until="play_2")
    assert not _decisions(log, seat=0) and len(s.players[0].hand) == 1


def test_lian_ji_on_an_intercepted_fake(table, h):
    """Your fake taken by 截获 is still "获得你传出的假情报"."""
    s = table({"A": dict(ZS, hand=["截获/黑"]), "D": {"hand": ["截获/红"]}}, phase="send_message",
              deck=["破译/红"], message={"card": "锁定/黑/密电", "step": "transmit"})
    h.play(s, "D: use 截获", "A: choose 截获/黑", until="play_2")
    assert s.black_count(3) == 2


def test_lian_ji_not_by_zhen_wei_mo_bian(table, h):
    """"由于【真伪莫辨】或角色技能导致获得的假情报不触发该技能。\""""
    s = table({"A": dict(ZS, hand=["真伪莫辨", "截获/黑"])},
              deck=["黑", "黑", "黑", "黑", "黑"])
    log = h.play(s, "A play_1: use 真伪莫辨", until="send_message")
    assert len(h.of_type(log, "message_placed", via="mixed")) == 5
    assert not _decisions(log, seat=0, prompt="lian_ji_place")
    assert h.descs(s, s.players[0].hand) == ["截获/黑/直达"]


def test_lian_ji_not_by_a_skill_placement(table, h):
    """A fake placed by 连击 itself (a role skill) does not trigger 连击 again."""
    s = _taken(table, hand=("截获/黑", "识破/黑"))
    log = h.play(s, "C: take", "A: choose 截获/黑", until="play_2")
    assert len(_decisions(log, seat=0, prompt="lian_ji_place")) == 1


# -- 预谋 -------------------------------------------------------------------------------------
def test_yu_mou_lure_as_lock(table, h):
    """"你的调虎离山可以当作锁定使用。仅改变卡牌的名称和作用，卡牌的颜色不变。这些【锁定】可以被【识破】。\""""
    s = table({"A": dict(ZS, hand=["调虎离山/红"]), "B": {"hand": ["识破"]}})
    card = s.players[0].hand[0]
    assert h.offered(s, "use suo_ding @C")
    h.play(s, "A play_1: use suo_ding @C", until={"asked": "B"})
    item = s.stack[-1]
    assert (item.func, item.card, s.cards[item.card].colour) == ("suo_ding", card, "red")
    assert h.offered(s, f"use 识破 #{item.uid}")
    h.play(s, "B: pass", until="send_message")
    assert s.locks == (2,)


def test_yu_mou_keeps_lock_timing(table):
    """Used as 锁定 it has 锁定's timing: not in another player's turn; in your 情报传递 it may be
    used either way."""
    s = table({"B": dict(ZS, hand=["调虎离山"])}, advance=False)
    assert not [o for o in window_options(s, 1, "play_1") if o.func == "suo_ding"]
    s = table({"A": dict(ZS, hand=["调虎离山"])}, phase="send_message",
              message={"card": "锁定/红/密电", "step": "transmit"}, advance=False)
    funcs = {o.func for o in window_options(s, 0, "transmit") if o.kind == "use"}
    assert funcs == {"suo_ding", "diao_hu_li_shan"}


# -- 机密任务 ---------------------------------------------------------------------------------
def _kill(table, victim="B", **seats):
    spec = {"E": dict(ZS), victim: {"messages": ["黑", "黑"]}}
    spec.update(seats)
    return table(spec, turn="E", phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": victim, "step": "receive"})


def test_mission_kill_the_second_to_die(table, h):
    """"亲手让另一位玩家成为第二位或以后死亡的玩家。" E's message kills B after A's death."""
    s = _kill(table, A={"alive": False, "killer": None})
    h.play(s, "B: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_the_first_death(table, h):
    s = _kill(table)
    h.play(s, "B: take", until="play_2")
    assert not s.over and s.deaths == ((1, 4),)


def test_mission_not_by_suicide(table, h):
    """"职业杀手不能通过自杀来完成该机密任务。" E's own fake, back at E, kills E after A's death."""
    s = table({"A": {"alive": False, "killer": None}, "E": dict(ZS, messages=["黑", "黑"])},
              turn="E", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, until="next_turn")
    assert s.deaths[-1] == (4, 4) and s.winners != (4,)


def test_mission_not_someone_elses_kill(table, h):
    s = table({"A": {"alive": False, "killer": None}, "E": dict(ZS),
               "B": {"messages": ["黑", "黑"]}}, turn="C", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", until="play_2")
    assert not s.over and s.deaths[-1] == (1, 2)


def test_mission_a_kill_made_inside_a_death_is_later(table, h):
    """E's fake kills C (浮萍, the first death); C's 后着 then kills D with one of E's cards.
    D died second, so the first kill of E (C) does not count and D's killer is C: E must not
    win. With the current order D counts as the first death and C as the second, so E wins."""
    s = table({"E": dict(ZS, hand=["截获/黑"]),
               "C": {"role": "fu_ping", "face_up": True, "messages": ["黑", "黑"]},
               "D": {"messages": ["黑", "黑"]}}, turn="E", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", "C: yes", "C: choose @E", "C: choose 截获/黑", "C: choose @D",
           until="play_2")
    assert [v for v, _ in s.deaths] == [2, 3]
    assert not s.over
