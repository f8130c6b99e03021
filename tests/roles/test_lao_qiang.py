"""老枪 (hidden, male): 就计 (shared with 老鬼, roles/common.py), 合谋, and his 机密任务 — each test
quotes the clause it checks (seed 000). Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from __future__ import annotations

from fengsheng.engine.window import window_options
from fengsheng.views import visible_events

UP = {"role": "lao_qiang", "face_up": True}
DOWN = {"role": "lao_qiang", "face_up": False}


def prompts(log):
    return [(e["seat"], e["prompt"]) for e in log if e["type"] == "decision"]


def he_mou(state, seat, ctx="play_1"):
    return [o for o in window_options(state, seat, ctx) if o.func == "he_mou"]


# -- 就计 -----------------------------------------------------------------------------------
def test_jiu_ji(table, h):
    """"当你被试探或锁定时，可以翻开此角色，然后抽二张牌。" (the same skill as 老鬼's)"""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(DOWN)}, deck=["破译/红", "破译/蓝"])
    h.play(s, "A: use 锁定 @C", "C jiu_ji: yes", until="send_message")
    assert s.players[2].face_up and len(s.players[2].hand) == 2


# -- 合谋 -----------------------------------------------------------------------------------
def test_he_mou_places_a_fake_flips_both_and_exchanges_identities(table, h):
    """"在你面前放置一张假情报，盖伏此角色牌和另一张潜伏角色牌，然后你们互相查看对方的身份牌。…只有进行效果的两位
    玩家才能查看到对方的【身份牌】。" — A (老枪) and C (老鬼, face up)."""
    s = table({"A": dict(UP, hand=["截获/黑", "破译/红"]), "C": {"role": "lao_gui",
                                                               "face_up": True}})
    log = h.play(s, "A play_1: skill he_mou @C", until="send_message")
    assert h.descs(s, s.players[0].messages) == ["截获/黑/直达"]
    assert h.descs(s, s.players[0].hand) == ["破译/红/密电"]
    assert not s.players[0].face_up and not s.players[2].face_up
    view = h.of_type(log, "he_mou_view", seat=0, target=2)
    assert view[0]["identity"] == "underground" and view[0]["target_identity"] == "underground"
    for seat in range(5):
        assert ("target_identity" in visible_events(view, seat)[0]) == (seat in (0, 2))


def test_he_mou_any_time_any_turn(table):
    """"该技能可以在任何时候发动，即任何人的回合发动，无次数限制。" — offered in another player's 情报传递
    and 情报到达 windows, and in 回合开始/结束."""
    s = table({"C": dict(UP, hand=["截获/黑"]), "D": {"role": "lao_gui", "face_up": True}},
              phase="send_message", message={"card": "锁定/红/密电"}, advance=False)
    for ctx in ("transmit", "arrive", "turn_start", "turn_end", "play_1", "play_2"):
        assert [o.seat for o in he_mou(s, 2, ctx)] == [3], ctx


def test_he_mou_needs_another_face_up_hidden_role(table):
    """"当场上有另一张翻开的潜伏角色牌才可使用该技能。" — not with a face-down hidden role, nor with a public
    role (六姐); and 老枪 needs a black card to place and to be face up himself."""
    s = table({"A": dict(UP, hand=["截获/黑"]), "B": {"role": "liu_jie"},
               "C": {"role": "lao_gui", "face_up": False}}, advance=False)
    assert he_mou(s, 0) == []
    s = table({"A": dict(UP, hand=["破译/红"]), "C": {"role": "lao_gui", "face_up": True}},
              advance=False)
    assert he_mou(s, 0) == []
    s = table({"A": dict(DOWN, hand=["截获/黑"]), "C": {"role": "lao_gui", "face_up": True}},
              advance=False)
    assert he_mou(s, 0) == []


def test_he_mou_chooses_which_fake(table, h):
    """With two black cards he chooses the one to place ("如没特别注明，都由手牌中放置")."""
    s = table({"A": dict(UP, hand=["截获/黑", "识破/黑"]),
               "C": {"role": "lao_gui", "face_up": True}})
    h.play(s, "A play_1: skill he_mou @C", until={"asked": "A he_mou_black"})
    h.play(s, "A: choose 识破/黑", until="send_message")
    assert h.descs(s, s.players[0].messages) == ["识破/黑/直达"]


def test_he_mou_third_fake_kills_him_and_stops_there(table, h):
    """Ruling: the fake is placed first ("在你面前放置一张假情报，[然后]盖伏…"); as his third it kills him at
    once (宣告死亡时 allows nothing) and the rest does not happen: C stays face up, no exchange."""
    s = table({"A": dict(UP, hand=["截获/黑"], messages=["黑", "黑"]),
               "C": {"role": "lao_gui", "face_up": True}})
    log = h.play(s, "A play_1: skill he_mou @C", until="next_turn")
    assert not s.players[0].alive and dict(s.deaths)[0] == 0
    assert s.players[2].face_up and not h.of_type(log, "he_mou_view")


def test_he_mou_lets_jiu_ji_be_used_again(table, h):
    """Turned face down by 合谋, 老鬼 can use 就计 once more when she is locked."""
    s = table({"A": dict(UP, hand=["截获/黑", "锁定"]),
               "C": {"role": "lao_gui", "face_up": True}})
    log = h.play(s, "A play_1: skill he_mou @C", "A play_1: pass", "A play_1: use 锁定 @C",
                 "C jiu_ji: yes",
                 until="send_message")
    assert s.players[2].face_up and (2, "jiu_ji") in prompts(log)


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_three_red_messages(table, h):
    """机密任务: "获得三张或以上的红色情报。\""""
    s = table({"E": dict(DOWN, messages=["红", "红"])}, turn="D", phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "receive"})
    h.play(s, "E receive: take", until="game_over")
    assert s.winners == (4,) and s.end_reason == "mission"


def test_mission_blue_does_not_count(table, h):
    s = table({"E": dict(UP, messages=["红", "红"])}, turn="D", phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "E", "step": "receive"})
    h.play(s, "E receive: take", until="next_turn")
    assert not s.over
