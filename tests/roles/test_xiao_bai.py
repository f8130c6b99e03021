"""小白 (xiao_bai): 乔装, 收买, 败露 and the mission. Seed 000:
乔装 "此角色既视为男性也视为女性。"
收买 "把你的四张手牌交给一位玩家，然后获得他面前的一张情报。该技能可以在任意时候发动（自己回合或别人回合），该技能
发动后对方不能拒绝。不足四张手牌时不能发动该技能。你可以获得任意一张情报，包括假情报。"
败露 "当你获得六张或以上的情报时，你输掉这场游戏。输掉游戏不等于死亡……当获得六张情报并同时达到胜利条件时，视为输掉
游戏。输掉游戏视为【小白】个人输掉，不代表【小白】所属阵营输掉……"
机密任务 "你第一个死亡，或潜伏战线与军情处其中一方全灭。" and "当【小白】属于打酱油的阵营时，第一个获得三张假情报导致
死亡时视为获得胜利。" """
from pathlib import Path

import pytest

from fengsheng.engine.abilities import is_female, is_male
from fengsheng.engine.window import window_options
from fengsheng.scenario import load_scenario, run_scenario

SCENARIOS = Path(__file__).parents[1] / "scenarios" / "roles"
XIAO_BAI = {"role": "xiao_bai"}
FOUR = ["锁定/红", "截获/蓝", "退回/黑", "破译/红"]


def test_rulebook_example_16_bai_lu():
    """examples.md #16: 败露 beats a simultaneous win; losing is not dying."""
    result = run_scenario(load_scenario(SCENARIOS / "example_16_bai_lu_loses_xiao_bai.yaml"))
    assert result.passed, result.report()
    assert sorted(c for cs in result.state.zones().values() for c in cs) == list(range(81))


def test_qiao_zhuang_both_genders(table):
    """"此角色既视为男性也视为女性" (role gender 'MF')."""
    s = table({"B": XIAO_BAI}, advance=False)
    assert is_female(s, 1) and is_male(s, 1)


# -- 收买 -----------------------------------------------------------------------------------
def buy_targets(state, seat, ctx):
    return sorted(o.seat for o in window_options(state, seat, ctx) if o.func == "shou_mai")


@pytest.mark.parametrize("ctx", ["turn_start", "play_1", "transmit", "arrive", "play_2",
                                 "turn_end"])
def test_shou_mai_any_time_at_a_player_with_a_message(table, ctx):
    """"该技能可以在任意时候发动（自己回合或别人回合）" — at another player with a message to take."""
    s = table({"B": dict(XIAO_BAI, hand=FOUR, messages=["红"]), "D": {"messages": ["黑"]},
               "E": {"messages": ["红"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "C", "step": "arrive"}, advance=False)
    assert buy_targets(s, 1, ctx) == [3, 4]


def test_shou_mai_needs_four_hand_cards(table):
    """"不足四张手牌时不能发动该技能"."""
    s = table({"B": dict(XIAO_BAI, hand=FOUR[:3]), "D": {"messages": ["黑"]}}, advance=False)
    assert buy_targets(s, 1, "play_1") == []


def test_shou_mai_gives_four_and_takes_any_message(table, h):
    """"把你的四张手牌交给一位玩家，然后获得他面前的一张情报……包括假情报" — D is not asked
    ("对方不能拒绝"); the message lands in front of 小白 (获得情报: "翻开放置在自己面前")."""
    s = table({"B": dict(XIAO_BAI, hand=FOUR + ["烧毁"]), "D": {"messages": ["黑", "红"]}})
    log = h.play(s, "B: skill shou_mai @D", "B: pass", "B: choose 锁定/红", "B: choose 截获/蓝",
                 "B: choose 退回/黑", "B: choose 破译/红", until={"asked": "B shou_mai_take"})
    assert {h.desc(s, c) for c in s.players[3].hand} == {
        "锁定/红/密电", "截获/蓝/直达", "退回/黑/文本", "破译/红/密电"}
    assert h.descs(s, s.players[1].hand) == ["烧毁/红/直达"]
    assert {o.card for o in s.pending.options} == set(s.players[3].messages)
    fake = next(c for c in s.players[3].messages if s.cards[c].colour == "black")
    log = h.play(s, f"B: choose c{fake}", until="send_message")
    assert s.players[1].messages == [fake]
    assert [s.cards[c].colour for c in s.players[3].messages] == ["red"]
    assert h.of_type(log, "message_placed", seat=1, via="shou_mai")
    assert {e["seat"] for e in h.of_type(log, "decision")} == {1}


def test_shou_mai_cannot_be_paid_twice(table, h):
    """"不足四张手牌时不能发动该技能": the four cards go as it resolves, so a second 收买 is not
    offered while the first waits on the stack (one use at a time, window.window_options)."""
    from fengsheng.engine.window import window_options
    # C holds 烧毁 (a fake lies in front of D), so the window stays open while 收买 waits.
    s = table({"B": dict(XIAO_BAI, hand=FOUR), "C": {"hand": ["烧毁"]},
               "D": {"messages": ["黑", "红"]}})
    h.play(s, "B: skill shou_mai @D", until={"asked": "C"})
    assert [it.func for it in s.stack] == ["shou_mai"]
    assert not any(o.func == "shou_mai" for o in window_options(s, 1, "play_1"))
    h.play(s, "C: pass", *["B: choose " + c for c in FOUR], "B: choose 红", until="send_message")
    assert len(s.players[3].hand) == 4 and len(s.players[1].messages) == 1


def test_shou_mai_taking_a_third_fake_kills_him(table, h):
    """A message taken this way is 获得情报 like any other: a third fake kills (his own doing)."""
    s = table({"B": dict(XIAO_BAI, hand=FOUR, messages=["黑", "黑"]), "D": {"messages": ["黑"]}})
    h.play(s, "B: skill shou_mai @D", *["B: choose " + c for c in FOUR], "B: choose 黑",
           until="send_message")
    assert s.deaths == ((1, 1),)


def test_shou_mai_sixth_message_bai_lu(table, h):
    """With 收买's message as the sixth, 败露 applies."""
    s = table({"B": dict(XIAO_BAI, hand=FOUR, messages=["红", "蓝", "红", "蓝", "黑"]),
               "D": {"messages": ["红"]}})
    log = h.play(s, "B: skill shou_mai @D", *["B: choose " + c for c in FOUR],
                 "B: choose 红",
                 until="send_message")
    assert s.players[1].lost and h.of_type(log, "lost", seat=1, reason="lose_at_six_messages")


# -- 败露 -----------------------------------------------------------------------------------
def _receive(table, xiao_bai, card="锁定/蓝/密电", **seats):
    seats["B"] = dict(XIAO_BAI, **xiao_bai)
    return table(seats, phase="send_message",
                 message={"card": card, "holder": "B", "step": "receive"})


def test_bai_lu_six_messages_lose(table, h):
    """"当你获得六张或以上的情报时，你输掉这场游戏" — no death (deaths stays empty)."""
    s = _receive(table, {"messages": ["红", "黑", "红", "蓝", "黑"]})
    h.play(s, "B: take", until="play_2")
    assert s.players[1].lost and s.deaths == () and not s.over


def test_bai_lu_five_are_fine(table, h):
    s = _receive(table, {"messages": ["红", "黑", "蓝", "蓝"]})
    h.play(s, "B: take", until="play_2")
    assert s.players[1].alive and len(s.players[1].messages) == 5


def test_a_real_death_of_xiao_bai_does_trigger_jiu_mei(table, h):
    """The contrast to example 16: dying (three fakes) is a death, so 礼服's 救美 is offered for the
    乔装 小白; 败露's loss is not (the example checks that)."""
    s = _receive(table, {"messages": ["黑", "黑"]}, card="锁定/黑/密电",
                 D={"role": "li_fu_meng_mian_ren"})
    h.play(s, "B: take", until={"asked": "D jiu_mei"})
    assert s.pending.kind == "trigger"


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_first_to_die(table, h):
    """"你第一个死亡" / "第一个获得三张假情报导致死亡时视为获得胜利" — a 打酱油的 小白 wins at his death."""
    s = table({"E": dict(XIAO_BAI, messages=["黑", "黑"])}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="game_over")
    assert s.over and s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_the_second_death(table, h):
    s = table({"A": {"alive": False}, "E": dict(XIAO_BAI, messages=["黑", "黑"])},
              turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="next_turn")
    assert s.deaths == ((0, -1), (4, 1)) and not s.over


def test_mission_a_loss_before_is_no_death(table, h):
    """"输掉游戏不等于死亡": A lost earlier; E's death is still the first death."""
    s = table({"A": {"lost": True}, "E": dict(XIAO_BAI, messages=["黑", "黑"])},
              turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="game_over")
    assert s.winners == (4,)


def test_mission_a_faction_wiped_out(table, h):
    """"潜伏战线与军情处其中一方全灭" — D, the last 军情处 (B died before), dies: E wins."""
    s = table({"B": {"alive": False}, "D": {"messages": ["黑", "黑"]}, "E": XIAO_BAI},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    h.play(s, "D: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_for_a_faction_xiao_bai(table, h):
    s = table({"B": {"alive": False}, "D": {"messages": ["黑", "黑"]},
               "C": XIAO_BAI}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    h.play(s, "D: take", until="next_turn")
    assert not s.over


def test_mission_first_to_die_when_his_death_kills_someone_else_first(table, h):
    """"你第一个死亡" (R31, R42): 六姐's 搜取 takes E's only card, a black one, as her third fake, so
    she dies inside his death and her death ends first; his death began first, so he wins."""
    s = table({"B": {"role": "liu_jie", "messages": ["黑", "黑"]},
               "E": dict(XIAO_BAI, hand=["截获/黑"], messages=["黑", "黑"])},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", "B sou_qu_choice: choose as_message", until="game_over")
    assert [d for d, _ in s.deaths] == [4, 1]
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_a_death_begun_before_his_counts_though_saved_later(table, h):
    """"你第一个死亡" (R42, R52): B (a female player) dies first; inside her death 黄雀 (C) places
    two fakes that kill E (小白), whose death ends while B's is still being declared; then
    礼服 (D) saves B. When E's death became final, B's had begun before his: he is not the
    first, and the save coming after does not give him that moment back."""
    s = table({"B": {"messages": ["黑", "黑"], "gender": "女"},
               "C": {"role": "huang_que", "face_up": True, "hand": ["截获/黑", "识破/黑"]},
               "D": {"role": "li_fu_meng_mian_ren"}, "E": dict(XIAO_BAI, messages=["黑"])},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", "C huang_que_zai_hou: yes", "C: choose @E", "C: choose 截获/黑",
           "C: choose 识破/黑", "D jiu_mei: no",      # E is 乔装 (女性 too): not him
           "D jiu_mei: yes", until="next_turn")      # but B
    assert s.deaths == ((4, 2),) and s.players[1].alive and not s.over


# -- "其中一方全灭" and 临危受命 (R53) ---------------------------------------------------------
def _c_dies_and_xiang_shui(table, **seats):
    """A 潜伏战线; B 军情处, 致命香水; C 潜伏战线 takes A's black 密电 as a third fake; D 军情处, dead;
    E 小白 (打酱油的)."""
    spec = {"B": {"role": "zhi_ming_xiang_shui"}, "C": {"messages": ["黑", "黑"]},
            "D": {"alive": False}, "E": XIAO_BAI}
    spec.update(seats)
    return table(spec, phase="send_message", deck=["截获/红"],
                 message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})


def test_mission_no_wipe_out_by_lin_wei_shou_ming(table, h):
    """"不会完成因某阵营死亡而完成的机密任务" (R53): B takes the dying C's 潜伏战线 card, so no 军情处 is
    left alive — by an identity card changing hands, not by a death: E does not win, then or
    at any later check (the game goes on to the next turn)."""
    s = _c_dies_and_xiang_shui(table)
    h.play(s, "C: take", "B lin_wei_shou_ming: yes", "B lin_wei_shou_ming_message: choose 黑",
           until="next_turn")
    assert not any(p.alive and p.identity == "military" for p in s.players)
    assert s.players[1].identity == "underground" and s.deaths == ((3, -1), (2, 0))
    assert not s.over and s.turn_player == 1


def test_mission_wipe_out_is_met_by_the_death_of_the_last_member(table, h):
    """The plain case (R53): B, the last 军情处 alive, dies (C, 致命香水, declines 临危受命): at
    the end of her death her faction has nobody left, E wins."""
    s = table({"B": {"messages": ["黑", "黑"]}, "C": {"role": "zhi_ming_xiang_shui"},
               "D": {"alive": False}, "E": XIAO_BAI}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", "C lin_wei_shou_ming: no", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_no_wipe_out_by_a_loss(table, h):
    """"输掉游戏不等于死亡" (R31, R53): D, the last 军情处 alive (B died before), has no card to send
    and loses at the end of his turn; his faction is out of the game, but no death wiped it."""
    s = table({"B": {"alive": False}, "E": XIAO_BAI}, turn="D", advance=False)
    h.play(s, until="next_turn")
    assert s.players[3].lost and s.turn_player == 4
    h.play(s, until="play_2")   # E's turn: the missions are checked after every step
    assert not s.over


@pytest.mark.parametrize("saved", [True, False])
def test_mission_wipe_out_waits_for_a_member_still_dying(table, h, saved):
    """R53: B (军情处, a woman) dies; inside her death 黄雀 (C) kills D, the other 军情处. When D's
    death ends B's is still being declared, so her faction is not wiped out yet; 礼服 (A) then
    saves her — or does not, and at the end of her death nobody of 军情处 is left: E wins."""
    s = table({"A": {"role": "li_fu_meng_mian_ren"},
               "B": {"messages": ["黑", "黑"], "gender": "女"},
               "C": {"role": "huang_que", "face_up": True, "hand": ["截获/黑", "识破/黑"]},
               "D": {"messages": ["黑"]}, "E": XIAO_BAI},
              turn="C", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    h.play(s, "B: take", "C huang_que_zai_hou: yes", "C: choose @D", "C: choose 截获/黑",
           "C: choose 识破/黑", f"A jiu_mei: {'yes' if saved else 'no'}",
           until="play_2" if saved else "game_over")
    assert not s.players[3].alive and s.players[1].alive == saved
    assert s.over != saved and (saved or s.winners == (4,) and s.end_reason == "mission")
