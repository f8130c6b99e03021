"""大美女 (da_mei_nv): 精明, 爱情 and the mission. Seed 000:
精明 "你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶。这里指的是自己回合抽牌阶段的规定抽卡动作，并非卡牌效果
导致的抽牌。"
爱情 "翻开你的身份牌，然后烧毁二张假情报。可以烧毁一位玩家的二张假情报，也可以烧毁二位玩家各一张假情报。可对任意玩家
使用包括自己。该烧毁属于无法被【识破】。"
机密任务 "当一位男性角色宣告胜利时，你获得的假情报少于等于一张。当场上不存在男性角色时，则只能通过共通胜利条件来胜利" """
import pytest

from fengsheng.engine.window import window_options

BEAUTY = {"role": "da_mei_nv"}


# -- 精明 -----------------------------------------------------------------------------------
def test_jing_ming_draws_three_and_puts_one_back_on_top(table, h):
    """"你的抽牌阶段改为抽三张牌，然后选择一张手牌放回牌库顶" — compulsory (no yes/no); any hand card."""
    s = table({"B": dict(BEAUTY, hand=["烧毁"])}, turn="B", phase="draw",
              deck=["锁定/红", "截获/蓝", "退回/黑", "破译/红"], advance=False)
    log = h.play(s, until={"asked": "B jing_ming_return"})
    assert len(s.players[1].hand) == 4 and len(s.deck) > 0
    assert h.descs(s, s.players[1].hand)[:1] == ["截获/蓝/直达"]
    assert h.of_type(log, "draw", seat=1, n=3)
    assert len(s.pending.options) == 4
    card = next(c for c in s.players[1].hand if s.cards[c].function == "jie_huo")
    h.play(s, f"B: choose c{card}", until="play_1")
    assert s.deck[-1] == card and card not in s.players[1].hand
    assert len(s.players[1].hand) == 3


def test_jing_ming_not_for_other_draws(table, h):
    """"这里指的是自己回合抽牌阶段的规定抽卡动作，并非卡牌效果导致的抽牌" — a 试探's 抽二张牌 draws two,
    and another player's 抽牌阶段 is theirs."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "B": BEAUTY}, deck=["锁定/红", "截获/蓝"])
    log = h.play(s, "A: use 试探 @B", until="send_message")
    assert len(s.players[1].hand) == 2 and not h.of_type(log, "decision", prompt="jing_ming_return")
    s = table({"B": BEAUTY}, turn="A", phase="draw", advance=False)
    h.play(s, until="play_1")
    assert len(s.players[0].hand) == 2


# -- 爱情 -----------------------------------------------------------------------------------
def love(state, seat, ctx="play_1"):
    return [o for o in window_options(state, seat, ctx) if o.func == "ai_qing"]


@pytest.mark.parametrize("ctx", ["turn_start", "play_1", "transmit", "arrive", "play_2",
                                 "turn_end"])
def test_ai_qing_any_window(table, ctx):
    """No timing printed: "没有注明使用时机的技能可以在任何时候使用"."""
    s = table({"B": BEAUTY, "D": {"messages": ["黑"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "C", "step": "arrive"}, advance=False)
    assert len(love(s, 1, ctx)) == 1


def test_ai_qing_needs_a_fake_on_the_table_and_a_hidden_identity(table):
    s = table({"B": BEAUTY, "D": {"messages": ["红"]}}, advance=False)
    assert love(s, 1) == []
    s = table({"B": dict(BEAUTY, identity_revealed=True), "D": {"messages": ["黑"]}},
              advance=False)
    assert love(s, 1) == []


def test_ai_qing_two_fakes_of_one_player(table, h):
    """"翻开你的身份牌，然后烧毁二张假情报。可以烧毁一位玩家的二张假情报"."""
    s = table({"B": BEAUTY, "D": {"messages": ["黑", "黑", "红"]}, "C": {"messages": ["黑"]}})
    log = h.play(s, "B: skill ai_qing", until={"asked": "B ai_qing_burn"})
    assert s.players[1].identity_revealed
    assert h.of_type(log, "identity_revealed", seat=1)
    d_fakes = [c for c in s.players[3].messages if s.cards[c].colour == "black"]
    log = h.play(s, f"B: choose c{d_fakes[0]}", f"B: choose c{d_fakes[1]}", until="send_message")
    assert [s.cards[c].colour for c in s.players[3].messages] == ["red"]
    assert len(s.players[2].messages) == 1
    assert len(h.of_type(log, "burned", by=1)) == 2


def test_ai_qing_one_each_of_two_players_including_herself(table, h):
    """"也可以烧毁二位玩家各一张假情报。可对任意玩家使用包括自己。\""""
    s = table({"B": dict(BEAUTY, messages=["黑"]), "D": {"messages": ["黑"]}})
    h.play(s, "B: skill ai_qing", until={"asked": "B ai_qing_burn"})
    assert {o.card for o in s.pending.options} == set(s.players[1].messages + s.players[3].messages)
    own, other = s.players[1].messages[0], s.players[3].messages[0]
    h.play(s, f"B: choose c{own}", f"B: choose c{other}", until="send_message")
    assert s.players[1].messages == [] and s.players[3].messages == []


def test_ai_qing_only_one_fake_left_burns_one(table, h):
    s = table({"B": BEAUTY, "D": {"messages": ["黑", "红"]}})
    log = h.play(s, "B: skill ai_qing", "B: choose 黑", until="send_message")
    assert len(h.of_type(log, "burned")) == 1 and len(s.players[3].messages) == 1


def test_ai_qing_cannot_be_seen_through(table, h):
    """"该烧毁属于无法被【识破】" — C holds a 识破 and is never asked."""
    s = table({"B": BEAUTY, "C": {"hand": ["识破"]}, "D": {"messages": ["黑"]}})
    log = h.play(s, "B: skill ai_qing", "B: choose 黑", until="send_message")
    assert {e["seat"] for e in h.of_type(log, "decision")} == {1}
    assert s.players[3].messages == []


# -- 机密任务 -------------------------------------------------------------------------------
def _male_declares(table, h, beauty_messages, declarer=None):
    """C (潜伏战线, a face-up male role) takes a third red; E is 大美女, 打酱油的."""
    # 礼服蒙面人: a male role without 风度 (柒佰 would take her along himself).
    if declarer is None:
        declarer = {"role": "li_fu_meng_mian_ren"}
    s = table({"C": dict(declarer, messages=["红", "红"]),
               "E": dict(BEAUTY, messages=list(beauty_messages))}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", until="game_over")
    return s


def test_mission_male_declares_she_has_at_most_one_fake(table, h):
    """"当一位男性角色宣告胜利时，你获得的假情报少于等于一张" — she wins with them."""
    s = _male_declares(table, h, ["黑", "红"])
    assert s.declarer == 2 and sorted(s.winners) == [0, 2, 4]


def test_mission_two_fakes_are_too_many(table, h):
    s = _male_declares(table, h, ["黑", "黑"])
    assert sorted(s.winners) == [0, 2]


def test_mission_xiao_bai_is_a_male_role(table, h):
    """小白's 乔装: "此角色既视为男性也视为女性"."""
    s = _male_declares(table, h, [], declarer={"role": "xiao_bai"})
    assert sorted(s.winners) == [0, 2, 4]


def test_mission_not_for_a_woman_or_a_face_down_role(table, h):
    """"男性角色": a female role, a face-down role (no gender) or a player without a role
    declaring does not count."""
    for declarer in ({"role": "hei_mei_gui", "face_up": True},
                     {"role": "hei_mei_gui", "face_up": False}, {}):
        s = _male_declares(table, h, [], declarer=declarer)
        assert sorted(s.winners) == [0, 2], declarer


def test_mission_joins_a_man_who_takes_the_declaration(table, h):
    """"当一位男性角色宣告胜利时" (R49): D (蝮蛇, male, 打酱油的) takes C's declaration while nobody has
    died ("你的胜利会导致他的宣告失败"); his declaration is the one that stands, so 大美女 (E, one fake)
    wins with him."""
    s = table({"C": {"messages": ["红", "红"]}, "D": {"role": "fu_she", "identity": "打酱油的"},
               "E": dict(BEAUTY, messages=["黑"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "C", "step": "receive"})
    h.play(s, "C: take", until="game_over")
    assert s.declarer == 3 and sorted(s.winners) == [3, 4]
