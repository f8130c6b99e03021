"""钢铁特工 (hidden, male): 警觉, 掩护, and his 机密任务 — each test quotes the clause it checks (seed
000). Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from __future__ import annotations

from fengsheng.engine.window import window_options

UP = {"role": "gang_tie_te_gong", "face_up": True}
DOWN = {"role": "gang_tie_te_gong", "face_up": False}


def skill_opts(state, seat, func, ctx="play_1"):
    return [o for o in window_options(state, seat, ctx) if o.kind == "skill" and o.func == func]


# -- 警觉 -----------------------------------------------------------------------------------
def test_jing_jue_is_an_uncounterable_shi_po(table, h):
    """"玩家使用卡牌时，可以翻开此角色牌，然后视为使用了识破。使用时机和作用与【识破】游戏卡相同。…该识破属于无法被
    【识破】。" — A locks B; C reveals and counters it; D's 识破 cannot target C's."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(DOWN), "D": {"hand": ["识破"]}})
    h.play(s, "A: use 锁定 @B", until={"asked": "C"})
    lock = s.stack[-1]
    h.act(s, "C", f"skill jing_jue #{lock.uid}")
    item = s.stack[-1]
    assert s.players[2].face_up
    assert (item.func, item.ref, item.counterable, item.source, item.card) == \
        ("shi_po", lock.uid, False, "skill", -1)
    assert s.pending.seat == 3   # D may still counter the 锁定, not C's 识破
    assert {o.ref for o in s.pending.options if o.func == "shi_po"} == {lock.uid}
    log = h.play(s, "D: pass", until="send_message")
    assert h.of_type(log, "nullified", uid=lock.uid, by=2) and s.locks == ()


def test_jing_jue_timing_and_face(table):
    """"不符合翻开条件时不能主动翻开角色牌": only when a card is being used (something 识破 may target),
    and only face down (using it reveals the role)."""
    s = table({"C": dict(DOWN)}, advance=False)
    assert skill_opts(s, 2, "jing_jue") == []           # nothing on the stack
    s = table({"A": {"hand": ["锁定"]}, "C": dict(UP), "E": dict(DOWN)}, advance=False)
    from fengsheng.engine.decisions import Option
    from fengsheng.engine.window import use_card
    use_card(s, 0, Option("use", s.players[0].hand[0], "suo_ding", 1))
    assert skill_opts(s, 2, "jing_jue") == []           # face up
    assert [o.ref for o in skill_opts(s, 4, "jing_jue")] == [s.stack[-1].uid]


def test_jing_jue_on_shi_po(table, h):
    """"作用与【识破】游戏卡相同": it may target a 识破 too (ruling R7) — B's 识破 on A's 锁定 is
    countered, so the 锁定 stands."""
    s = table({"A": {"hand": ["锁定"]}, "B": {"hand": ["识破"]}, "C": dict(DOWN)})
    h.play(s, "A: use 锁定 @D", "B: use 识破 #1st", until={"asked": "C"})
    shi_po = s.stack[-1]
    assert shi_po.func == "shi_po"
    h.play(s, f"C: skill jing_jue #{shi_po.uid}", until="send_message")
    assert s.locks == (3,)


# -- 掩护 -----------------------------------------------------------------------------------
def test_yan_hu_takes_a_fake_in_front_of_himself_and_flips_down(table, h):
    """"你可以获得一位玩家面前的一张假情报，然后盖伏此角色牌。" — 获得情报 = "把卡牌…翻开放置在自己面前"
    (glossary; R30, R34): the fake moves in front of 钢铁特工."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(UP), "D": {"messages": ["识破/黑", "红"]}})
    assert [o.seat for o in skill_opts(s, 2, "yan_hu")] == [3]
    h.play(s, "A: pass", until={"asked": "C"})
    log = h.play(s, "C: skill yan_hu @D", until="send_message")
    assert h.descs(s, s.players[2].messages) == ["识破/黑/直达"] and not s.players[2].hand
    assert [s.cards[c].colour for c in s.players[3].messages] == ["red"]
    assert not s.players[2].face_up and h.of_type(log, "role_flipped_down", seat=2)


def test_yan_hu_chooses_among_fakes(table, h):
    """With two fakes in front of the target he picks one."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(UP, messages=["锁定/黑"]),
               "D": {"messages": ["截获/黑", "识破/黑"]}})
    assert [o.seat for o in skill_opts(s, 2, "yan_hu")] == [2, 3]
    h.play(s, "A: pass", "C: skill yan_hu @D", until={"asked": "C yan_hu_message"})
    h.play(s, "C: choose 截获/黑", until="send_message")
    assert h.descs(s, s.players[2].messages) == ["截获/黑/直达", "锁定/黑/密电"]
    assert h.descs(s, s.players[3].messages) == ["识破/黑/直达"]


def test_yan_hu_on_his_own_fake(table, h):
    """"你可以获得一位玩家面前的一张假情报" — 一位玩家 includes himself (R37, R46): his own fake stays in
    front of him (nothing lands again) and he turns face down."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(UP, messages=["锁定/黑", "红"])})
    assert [o.seat for o in skill_opts(s, 2, "yan_hu")] == [2]
    log = h.play(s, "A: pass", "C: skill yan_hu @C", until="send_message")
    assert sorted(s.cards[c].colour for c in s.players[2].messages) == ["black", "red"]
    assert not s.players[2].face_up and not h.of_type(log, "message_placed")


def test_yan_hu_a_third_fake_kills_him(table, h):
    """The fake lands like any message: his third kills him, by his own hand."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(UP, messages=["黑", "黑"]),
               "D": {"messages": ["黑"]}})
    h.play(s, "A: pass", "C: skill yan_hu @D", until="send_message")
    assert not s.players[2].alive and s.deaths == ((2, 2),)


def test_yan_hu_any_window_and_face_up_only(table):
    """No timing printed: "没有注明使用时机的技能可以在任何时候使用"; a face-down role has only its reveal skill."""
    s = table({"C": dict(UP), "D": {"messages": ["黑"]}}, phase="send_message",
              message={"card": "锁定/红/密电"}, advance=False)
    for ctx in ("transmit", "arrive", "turn_start", "turn_end", "play_1", "play_2"):
        assert len(skill_opts(s, 2, "yan_hu", ctx)) == 1, ctx
    s = table({"C": dict(DOWN), "D": {"messages": ["黑"]}}, advance=False)
    assert skill_opts(s, 2, "yan_hu") == []


def test_yan_hu_then_jing_jue_again(table, h):
    """Face down again after 掩护, 警觉 is available once more."""
    s = table({"A": {"hand": ["锁定", "锁定"]}, "C": dict(UP), "D": {"messages": ["黑"]}})
    h.play(s, "A: pass", "C: skill yan_hu @D", "A: pass", "A: use 锁定 @B",
           until="script_done")
    assert not s.players[2].face_up and s.pending.seat == 2
    assert [o.ref for o in s.pending.options if o.func == "jing_jue"] == [s.stack[-1].uid]


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_four_shi_po_in_hand(table, h):
    """机密任务: "手牌集齐四张识破。" — 打酱油的 钢铁特工 holding three draws the fourth."""
    s = table({"E": dict(UP, hand=["识破/红", "识破/蓝", "识破/黑"])}, turn="E",
              phase="turn_start", deck=["识破/红", "锁定"])
    h.play(s, until="game_over")
    assert s.winners == (4,) and s.end_reason == "mission"


def test_mission_three_is_not_enough(table, h):
    s = table({"E": dict(UP, hand=["识破/红", "识破/蓝"])}, turn="E", phase="turn_start",
              deck=["锁定", "截获"])   # runs through E's 抽牌阶段 to the first decision
    assert s.phase == "play_1" and not s.over and len(s.players[4].hand) == 4