"""福尔摩斯 (public, male): 揭露, 真相, and his 机密任务 — each test quotes the clause it checks (seed 000).
Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from __future__ import annotations

from fengsheng.engine.window import window_options
from fengsheng.views import observe, visible_events

HOLMES = {"role": "fu_er_mo_si"}


def prompts(log):
    return [(e["seat"], e["prompt"]) for e in log if e["type"] == "decision"]


def jie_lu_options(state, seat, ctx="transmit"):
    return [o for o in window_options(state, seat, ctx) if o.func == "jie_lu"]


# -- 揭露 -----------------------------------------------------------------------------------
def test_jie_lu_reveals_a_black_secret_and_draws_two(table, h):
    """"情报传递时，可以丢弃一张黑色手牌，然后翻开一张传递中的密电，若为假情报，则抽二张牌。" — the message is
    face up for everyone from then on; the discarded black card is shown (its colour is the cost)."""
    s = table({"C": dict(HOLMES, hand=["截获/黑", "破译/红"])}, phase="send_message",
              message={"card": "锁定/黑/密电"}, deck=["识破/红", "识破/蓝"])
    assert observe(s, 3)["message"]["card"] is None
    log = h.play(s, "C transmit: skill jie_lu", until={"asked": "B receive"})
    assert h.of_type(log, "jie_lu_discard", seat=2) and "截获/黑/直达" in h.descs(s, s.discard)
    assert s.message["face_up"] and observe(s, 3)["message"]["card"] == s.message["card"]
    assert h.descs(s, s.players[2].hand) == ["破译/红/密电", "识破/红/直达", "识破/蓝/直达"]


def test_jie_lu_true_message_no_draw(table, h):
    """"若为假情报，则抽二张牌" — a red one is turned face up, no card drawn."""
    s = table({"C": dict(HOLMES, hand=["截获/黑"])}, phase="send_message",
              message={"card": "锁定/红/密电"})
    h.play(s, "C transmit: skill jie_lu", until={"asked": "B receive"})
    assert s.message["face_up"] and s.players[2].hand == []


def test_jie_lu_needs_a_black_card_and_a_face_down_secret(table):
    """"丢弃一张黑色手牌" and "翻开一张传递中的密电": only black cards are offered; not for a 文本 (face up
    already) or a 直达; only "在传递情报阶段的情报传递时" (not at 情报到达)."""
    s = table({"C": dict(HOLMES, hand=["截获/黑", "破译/红", "识破/黑"])}, phase="send_message",
              message={"card": "锁定/黑/密电"}, advance=False)
    assert sorted(o.card for o in jie_lu_options(s, 2)) == \
        sorted(c for c in s.players[2].hand if s.cards[c].colour == "black")
    assert jie_lu_options(s, 2, "arrive") == [] and jie_lu_options(s, 2, "play_1") == []
    for msg in ({"card": "退回/黑/文本"}, {"card": "截获/黑/直达", "target": "D"}):
        s = table({"C": dict(HOLMES, hand=["截获/黑"])}, phase="send_message", message=msg,
                  advance=False)
        assert jie_lu_options(s, 2) == []


def test_jie_lu_in_his_own_turn(table, h):
    """Ruling: "使用时机参照【调虎离山】与【截获】" and no "他人回合" in the text — usable in any turn's
    情报传递, the sender's included."""
    s = table({"A": dict(HOLMES, hand=["截获/黑"])}, phase="send_message",
              message={"card": "锁定/黑/密电"}, advance=False)
    assert len(jie_lu_options(s, 0)) == 1


def test_jie_lu_fizzles_when_the_message_is_intercepted_first(table, h):
    """A responsive skill waits on the stack; D's later 截获 resolves first (后发先至), so there is
    no message left to turn over; the discarded card is spent."""
    s = table({"C": dict(HOLMES, hand=["截获/黑"]), "D": {"hand": ["截获"]}},
              phase="send_message", message={"card": "锁定/黑/密电"})
    log = h.play(s, "C transmit: skill jie_lu", "D transmit: use 截获", until="play_2")
    assert h.of_type(log, "fizzle", func="jie_lu") and not h.of_type(log, "jie_lu")
    assert s.players[2].hand == [] and len(s.players[3].messages) == 1


# -- 真相 -----------------------------------------------------------------------------------
def test_zhen_xiang_sees_the_probe_privately(table, h):
    """"当一位玩家使用试探时，你可以弃一张手牌先检视该试探。在【试探】成功使用后，效果结算之前使用。该技能不会改变
    【试探】的目标，技能结算后【试探】照常进行。" — C sees A's 试探 on B (nobody else but A and B does),
    then it resolves on B as usual."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": dict(HOLMES, hand=["截获/黑"])},
              deck=["破译/红", "破译/蓝"])
    log = h.play(s, "A: use 试探 @B", "C zhen_xiang: yes", until="send_message")
    kinds = h.types(log)
    assert kinds.index("zhen_xiang") < kinds.index("probe_shown")
    zx = h.of_type(log, "zhen_xiang", seat=2, user=0, target=1)
    assert zx and h.desc(s, zx[0]["card"]) == "试探/红/密电/军情处/抽牌"
    for seat in range(5):
        assert ("bet" in visible_events(zx, seat)[0]) == (seat == 2)
    assert s.players[2].hand == [] and h.descs(s, s.discard) == ["截获/黑/直达"]
    assert h.descs(s, s.players[1].hand) == ["破译/红/密电", "破译/蓝/密电"]


def test_zhen_xiang_needs_a_hand_card(table, h):
    """"弃一张手牌" is its cost: with an empty hand he is not asked."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": dict(HOLMES)})
    log = h.play(s, "A: use 试探 @B", until="send_message")
    assert (2, "zhen_xiang") not in prompts(log)


def test_zhen_xiang_not_after_shi_po(table, h):
    """"在【试探】成功使用后" — a 试探 nullified by 识破 is not 'successfully used'."""
    s = table({"A": {"hand": ["试探"]}, "B": {"hand": ["识破"]}, "C": dict(HOLMES, hand=["截获"])})
    log = h.play(s, "A: use 试探 @D", "B: use 识破 #1st", until="send_message")
    assert (2, "zhen_xiang") not in prompts(log)


def test_zhen_xiang_declined(table, h):
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": dict(HOLMES, hand=["截获/黑"])})
    log = h.play(s, "A: use 试探 @B", "C zhen_xiang: no", until="send_message")
    assert not h.of_type(log, "zhen_xiang") and len(s.players[2].hand) == 1


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_three_red_messages(table, h):
    """机密任务: "获得三张或以上的红色情报。" — 打酱油的 福尔摩斯 wins alone with his third red."""
    s = table({"E": dict(HOLMES, messages=["红", "红"])}, turn="D", phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "receive"})
    h.play(s, "E receive: take", until="game_over")
    assert s.winners == (4,) and s.end_reason == "mission"


def test_mission_two_red_not_enough(table, h):
    s = table({"E": dict(HOLMES, messages=["红", "蓝"])}, turn="D", phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "receive"})
    h.play(s, "E receive: take", until="next_turn")
    assert not s.over


def test_zhen_xiang_not_when_the_target_died_first(table, h):
    """"在【试探】成功使用后，效果结算之前使用" (R50): D's 血染玫瑰 answers A's 试探 and kills B first; the
    试探 fizzles without taking effect, so C is not asked."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "B": {"messages": ["黑", "黑"]},
               "C": dict(HOLMES, hand=["截获/红"]),
               "D": {"role": "hei_mei_gui", "face_up": False, "hand": ["截获/黑"]}},
              deck=["锁定/红"])
    log = h.play(s, "A: use 试探 @B", "D: skill xue_ran_mei_gui @B",
                 "D xue_ran_mei_gui_place: choose 截获/黑", until="send_message")
    assert s.deaths == ((1, 3),) and h.of_type(log, "fizzle", func="shi_tan", why="target_out")
    assert (2, "zhen_xiang") not in prompts(log) and len(s.players[2].hand) == 1
