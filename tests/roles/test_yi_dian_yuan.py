"""译电员 (hidden, female): 速译, 洞悉, and her 机密任务 — each test quotes the clause it checks (seed
000). Rulebook example 11 (破译 on a 文本, then 洞悉) is a scenario run by test_lao_gui.py.
Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from __future__ import annotations

from fengsheng.engine.window import window_options
from fengsheng.views import observe, visible_events

DOWN = {"role": "yi_dian_yuan", "face_up": False}
UP = {"role": "yi_dian_yuan", "face_up": True}


def prompts(log):
    return [(e["seat"], e["prompt"]) for e in log if e["type"] == "decision"]


def su_yi(state, seat, ctx="transmit"):
    return [o for o in window_options(state, seat, ctx) if o.func == "su_yi"]


# -- 速译 -----------------------------------------------------------------------------------
def test_su_yi_reveals_looks_and_draws(table, h):
    """"情报传递时，可以翻开此角色牌，然后检视一张传递中的情报，并抽一张牌。…请确保只有你自己能查看到这张情报" —
    revealing is part of using it; on resolution C alone sees the 密电 and draws one."""
    s = table({"C": dict(DOWN)}, phase="send_message", message={"card": "锁定/蓝/密电"},
              deck=["破译/红"])
    log = h.play(s, "C transmit: skill su_yi", until={"asked": "B receive"})
    kinds = h.types(log)   # face up as it is used; the effect resolves from the stack after
    assert kinds.index("role_revealed") < kinds.index("skill_used") < kinds.index("su_yi")
    assert s.players[2].face_up
    card = s.message["card"]
    assert observe(s, 2)["message"]["card"] == card
    assert all(observe(s, k)["message"]["card"] is None for k in (1, 3, 4))
    seen = h.of_type(log, "su_yi", seat=2)
    for seat in range(5):
        assert ("card" in visible_events(seen, seat)[0]) == (seat == 2)
    assert h.descs(s, s.players[2].hand) == ["破译/红/密电"]


def test_su_yi_only_face_down_and_only_at_transmit(table):
    """"翻开此角色牌" / "不符合翻开条件时不能主动翻开角色牌": not once face up; "在传递情报阶段的情报传递时使用，
    注意与【破译】使用时机的区分": not at 情报到达 nor in 出牌阶段."""
    s = table({"C": dict(DOWN), "D": dict(UP)}, phase="send_message",
              message={"card": "锁定/蓝/密电"}, advance=False)
    assert len(su_yi(s, 2)) == 1 and su_yi(s, 3) == []
    assert su_yi(s, 2, "arrive") == [] and su_yi(s, 2, "play_1") == []


def test_su_yi_draws_even_if_the_message_is_gone(table, h):
    """Ruling: D's later 截获 resolves first (后发先至); 速译 finds no message to look at, but
    "并抽一张牌" still happens."""
    s = table({"C": dict(DOWN), "D": {"hand": ["截获"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电"}, deck=["破译/红"])
    log = h.play(s, "C transmit: skill su_yi", "D transmit: use 截获", until="play_2")
    assert h.of_type(log, "su_yi_missed", seat=2)
    assert h.descs(s, s.players[2].hand) == ["破译/红/密电"]


# -- 洞悉 -----------------------------------------------------------------------------------
def test_dong_xi_after_anyones_po_yi(table, h):
    """"当情报被破译时，你可以盖伏此角色牌。这里的被破译指在任何回合中，若有人成功使用【破译】即可触发该技能。" —
    D decrypts; C (face up) turns her role face down."""
    s = table({"C": dict(UP), "D": {"hand": ["破译"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "D", "step": "arrive"})
    log = h.play(s, "D arrive: use 破译", "C dong_xi: yes", until={"asked": "D receive"})
    assert h.of_type(log, "role_flipped_down", seat=2) and not s.players[2].face_up


def test_dong_xi_is_optional(table, h):
    """"该技能为选择发动，场上有情报被【破译】你也可以选择不盖伏。\""""
    s = table({"C": dict(UP), "D": {"hand": ["破译"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "D", "step": "arrive"})
    h.play(s, "D arrive: use 破译", "C dong_xi: no", until={"asked": "D receive"})
    assert s.players[2].face_up


def test_dong_xi_not_after_shi_po(table, h):
    """"【破译】被【识破】后的情况下不能使用该技能。\""""
    s = table({"C": dict(UP), "D": {"hand": ["破译"]}, "E": {"hand": ["识破"]}},
              phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "D", "step": "arrive"})
    log = h.play(s, "D arrive: use 破译", "E arrive: use 识破 #1st", until={"asked": "D receive"})
    assert (2, "dong_xi") not in prompts(log) and s.players[2].face_up


def test_dong_xi_not_face_down(table, h):
    """"潜伏角色处于盖伏状态时不触发其第二第三技能。\""""
    s = table({"C": dict(DOWN), "D": {"hand": ["破译"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "D", "step": "arrive"})
    log = h.play(s, "D arrive: use 破译", until={"asked": "D receive"})
    assert (2, "dong_xi") not in prompts(log)


def test_dong_xi_makes_su_yi_usable_again(table, h):
    """The two skills together: once face down again, 速译 can be used in the next 情报传递."""
    s = table({"B": dict(UP, hand=["破译"])}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "B", "step": "arrive"})
    h.play(s, "B arrive: use 破译", "B dong_xi: yes", "B receive: decline",
           until={"asked": "B transmit"})
    assert [o.func for o in s.pending.options if o.kind == "skill"] == ["su_yi"]


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_three_blue_messages(table, h):
    """机密任务: "获得三张或以上的蓝色情报。" — 打酱油的 译电员 (face down too: a mission is not a skill)."""
    s = table({"E": dict(DOWN, messages=["蓝", "蓝"])}, turn="D", phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "E", "step": "receive"})
    h.play(s, "E receive: take", until="game_over")
    assert s.winners == (4,) and s.end_reason == "mission"


def test_mission_red_does_not_count(table, h):
    s = table({"E": dict(UP, messages=["蓝", "蓝"])}, turn="D", phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "receive"})
    h.play(s, "E receive: take", until="next_turn")
    assert not s.over
