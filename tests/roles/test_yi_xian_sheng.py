"""易先生 (yi_xian_sheng): 贪婪, 洞察, 情仇 and the mission. Seed 000:
"贪婪：你的抽牌阶段改为抽三张牌。" / "洞察：你的退回和截获可以当作识破使用。" /
"情仇：若你被女性杀死，则她可以宣告单独胜利。若你是女性玩家，你不能通过自杀来获胜" /
机密任务 "当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。" """
from fengsheng.engine.abilities import functions_of

YXS = {"role": "yi_xian_sheng"}
FEMALE = {"role": "feng_yuan"}


# -- 贪婪 ------------------------------------------------------------------------------------
def test_draws_three_in_his_draw_phase(table, h):
    """"你的抽牌阶段改为抽三张牌"."""
    s = table({"A": YXS}, phase="draw", advance=False)
    log = h.play(s, until="play_1")
    assert [e["n"] for e in h.of_type(log, "draw", seat=0)] == [3]
    assert len(s.players[0].hand) == 3


def test_others_still_draw_two(table, h):
    s = table({"B": YXS}, phase="draw", advance=False)
    log = h.play(s, until="play_1")
    assert [e["n"] for e in h.of_type(log, "draw", seat=0)] == [2]


# -- 洞察 ------------------------------------------------------------------------------------
def test_return_and_intercept_may_be_used_as_see_through(table, act, offered):
    """"你的退回和截获可以当作识破使用" — in A's play phase, B (易先生) counters A's 锁定 with a 截获."""
    s = table({"A": {"hand": ["锁定"]}, "B": dict(YXS, hand=["截获/黑", "退回/红", "破译/红"])})
    intercept, ret, decrypt = s.players[1].hand
    assert functions_of(s, 1, intercept) == ("jie_huo", "shi_po")
    assert functions_of(s, 1, ret) == ("tui_hui", "shi_po")
    assert functions_of(s, 1, decrypt) == ("po_yi",)
    act(s, "A", "use 锁定 @C")
    assert offered(s, f"use shi_po c{ret} #1st") and not offered(s, f"use shi_po c{decrypt}")
    act(s, "B", f"use shi_po c{intercept} #1st")
    assert s.stack[-1].card == intercept and s.stack[-1].func == "shi_po"
    act(s, "B", "pass")           # B (still holding a 退回) is asked again, after C-E and A
    assert intercept in s.discard and s.locks == ()   # the 锁定 was nullified


def test_the_converted_see_through_can_itself_be_seen_through(table, act, h):
    """Converted cards "依然能被【识破】": A's 识破 voids B's 截获-as-识破, so A's 锁定 locks C."""
    s = table({"A": {"hand": ["锁定", "识破", "截获/红"]}, "B": dict(YXS, hand=["截获/黑"])})
    act(s, "A", "use 锁定 @C")
    act(s, "B", "use shi_po #1st")
    events = act(s, "A", "use 识破 #2nd")     # nobody else can respond: the stack resolves
    assert h.of_type(events, "nullified", by=0) and h.of_type(events, "locked", seat=2)
    assert s.locks == (2,)


# -- 情仇 ------------------------------------------------------------------------------------
def _killed_by(table, killer, yxs=None, **extra):
    """``killer``'s message, a black, is at A (易先生, two blacks), who takes it."""
    seats = {"A": dict(YXS, messages=["黑", "黑"], **(yxs or {}))}
    for k, v in extra.items():
        seats.setdefault(k, {}).update(v)
    return table(seats, turn=killer, phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": "A", "step": "receive"})


def test_killed_by_a_woman_she_may_declare_victory_alone(table, act):
    """"若你被女性杀死，则她可以宣告单独胜利" — B (逢缘, 军情处) kills him and wins alone: D (军情处) does
    not win with her."""
    s = _killed_by(table, "B", B=FEMALE)
    act(s, "A", "take")
    assert s.pending.seat == 1 and s.pending.prompt == "qing_chou"   # she decides, not he
    act(s, "B", "choose yes")
    assert s.over and s.winners == (1,) and s.declarer == 1 and s.end_reason == "qing_chou"


def test_alone_keeps_her_faction_out_but_a_mission_her_declaration_meets_joins(table, act):
    """"单独胜利" leaves her faction out (D, 军情处, does not win), but E (打酱油的, 礼服蒙面人: "一位女性
    宣告胜利") meets his mission by her declaration and wins with her (R32: missions join a
    declaration that stands)."""
    s = _killed_by(table, "B", B=FEMALE, E={"role": "li_fu_meng_mian_ren"})
    act(s, "A", "take")
    act(s, "B", "choose yes")
    assert s.over and s.winners == (1, 4) and s.declarer == 1


def test_she_may_decline(table, act):
    s = _killed_by(table, "B", B=FEMALE)
    act(s, "A", "take")
    act(s, "B", "choose no")
    assert not s.over and not s.players[0].alive


def test_not_asked_of_a_killer_who_died_in_his_death(table, h):
    """R54: 情仇 asks a living woman. B (致命香水) kills him; her 临危受命, first in his death's
    triggers, swaps her blue message for the deck's black top, her third fake: she dies before 情仇
    resolves, so nobody is asked and nobody declares (found by the 10⁶-game soak, game 856327)."""
    s = table({"A": dict(YXS, messages=["黑", "黑"]),
               "B": {"role": "zhi_ming_xiang_shui", "messages": ["黑", "黑", "破译/蓝"]}},
              turn="B", phase="send_message", deck=["截获/黑"],
              message={"card": "锁定/黑/密电", "holder": "A", "step": "receive"})
    h.act(s, "A", "take")
    assert (s.pending.seat, s.pending.prompt) == (1, "lin_wei_shou_ming")
    h.act(s, "B", "yes")
    log = h.act(s, "B", "choose 破译")
    assert not s.players[0].alive and not s.players[1].alive
    assert s.deaths == ((0, 1), (1, 1))
    assert not h.of_type(log, "victory_declared")
    assert s.pending is None or s.players[s.pending.seat].alive
    assert not (s.pending and s.pending.prompt == "qing_chou")


def test_not_when_killed_by_a_man(table, act):
    s = _killed_by(table, "B", B={"role": "yi_xian_sheng"})
    act(s, "A", "take")
    assert not s.players[0].alive and not (s.pending and s.pending.prompt == "qing_chou")


def test_not_when_the_killer_is_face_down(table, act):
    """A face-down role has no gender: 老鬼 face down is no 女性."""
    s = _killed_by(table, "B", B={"role": "lao_gui", "face_up": False})
    act(s, "A", "take")
    assert not s.players[0].alive and not (s.pending and s.pending.prompt == "qing_chou")


def test_not_by_killing_himself(table):
    """"不能通过自杀来获胜" — his own message comes back and kills him: nobody is asked."""
    s = _killed_by(table, "A")
    assert not s.players[0].alive and (0, 0) in s.deaths
    assert not (s.pending and s.pending.prompt == "qing_chou")


def test_not_when_a_womans_role_effect_kills_him(table, h):
    """"若你被女性杀死" — 杀死 as 王田香's card defines it (R48): "杀死某位玩家是指你使用卡牌（【真伪莫辨】），
    或传递情报让该玩家死亡". B's 血染玫瑰 (黑玫瑰, face up now: a woman) places his third fake: that is
    亲手 (a role effect), not 杀死, so she is not asked."""
    s = table({"A": dict(YXS, messages=["黑", "黑"]),
               "B": {"role": "hei_mei_gui", "face_up": False, "hand": ["截获/黑"]}},
              deck=["锁定/红"])
    log = h.play(s, "B: skill xue_ran_mei_gui @A",
                 "B xue_ran_mei_gui_place: choose 截获/黑", until="send_message")
    assert s.deaths == ((0, 1),) and s.players[1].face_up
    assert not h.of_type(log, "decision", prompt="qing_chou") and not s.over


# -- 机密任务 ----------------------------------------------------------------------------------
def _c_wins(table, **extra):
    """C (潜伏战线, two reds) takes A's red message; B is 易先生 (打酱油的)."""
    seats = {"B": dict(YXS, identity="打酱油的"), "C": {"messages": ["红", "红"]},
             "E": {"identity": "军情处"}}
    for k, v in extra.items():
        seats.setdefault(k, {}).update(v)
    return table(seats, phase="send_message",
                 message={"card": "锁定/红/密电", "holder": "C", "step": "receive"})


def test_a_declaration_after_a_death_is_his(table, act):
    """"当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。" — D died earlier."""
    s = _c_wins(table, D={"alive": False})
    act(s, "C", "take")
    assert s.over and s.winners == (1,) and s.declarer == 1


def test_no_death_no_steal(table, act):
    s = _c_wins(table)
    act(s, "C", "take")
    assert s.over and s.declarer == 2 and 1 not in s.winners


def test_a_player_who_lost_has_not_died(table, act):
    """输掉游戏 is not 死亡 (rulebook: "不处理死亡时触发的角色技能")."""
    s = _c_wins(table, D={"lost": True})
    act(s, "C", "take")
    assert s.over and s.declarer == 2 and 1 not in s.winners


def test_dying_he_cannot_take_her_solo_victory(table, act):
    """A (易先生, 打酱油的) dies of B's (逢缘) message and B declares alone by 情仇: someone has died
    (A), but the owner must be alive to take a victory."""
    s = _killed_by(table, "B", yxs={"identity": "打酱油的"}, B=FEMALE,
                   E={"identity": "潜伏战线"})
    act(s, "A", "take")
    act(s, "B", "choose yes")
    assert s.over and s.winners == (1,)


def test_a_player_dying_now_counts_as_dead(table, act):
    """王田香 (A) kills E (打酱油的) and declares by 滥杀 during E's death: E "已死亡", so B (易先生,
    打酱油的) takes the victory."""
    s = table({"A": {"role": "wang_tian_xiang"}, "B": dict(YXS, identity="打酱油的"),
               "E": {"messages": ["黑", "黑"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    act(s, "E", "take")
    act(s, "A", "yes")
    assert s.over and s.winners == (1,) and s.declarer == 1
