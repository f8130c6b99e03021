"""致命香水 (public, female): 攻守兼备, 临危受命; the card prints no 机密任务 (seed 000)."""
from fengsheng.engine.ruleset import every_role
from fengsheng.roles.zhi_ming_xiang_shui import NO_IDENTITY, REMOVED
from fengsheng.views import observe, visible_events

RULES = every_role()   # every released role card

XS = {"role": "zhi_ming_xiang_shui"}


# -- 攻守兼备 -------------------------------------------------------------------------------
def test_gong_shou_jian_bei_on_lock(table, h):
    """"当你使用锁定或调虎离山时，抽二张牌，然后选择一张手牌放回牌库顶。" — compulsory: no question
    before it; it resolves before the 锁定 takes effect."""
    s = table({"A": dict(XS, hand=["锁定", "破译/红"])}, deck=["截获/蓝", "烧毁/黑", "识破/红"])
    log = h.play(s, "A play_1: use 锁定 @B", until={"asked": "A gong_shou_jian_bei_top"})
    assert not h.of_type(log, "decision", kind="trigger") and s.locks == ()
    assert h.descs(s, [o.card for o in s.pending.options]) == \
        ["截获/蓝/直达", "烧毁/黑/直达", "破译/红/密电"]
    h.play(s, "A: choose 截获", until="send_message")
    assert h.descs(s, [s.deck[-1]]) == ["截获/蓝/直达"] and s.locks == (1,)
    assert h.descs(s, s.players[0].hand) == ["烧毁/黑/直达", "破译/红/密电"]


def test_gong_shou_jian_bei_on_lure_in_another_players_turn(table, h):
    s = table({"B": dict(XS, hand=["调虎离山"])}, phase="send_message",
              message={"card": "破译/红/密电", "step": "transmit"}, deck=["截获/蓝", "烧毁/黑"])
    h.play(s, "B transmit: use 调虎离山 @C", "B gong_shou_jian_bei_top: choose 烧毁",
           until="script_done")
    assert h.descs(s, s.players[1].hand) == ["截获/蓝/直达"] and s.message["lured"] == (2,)
    assert h.descs(s, [s.deck[-1]]) == ["烧毁/黑/直达"]


def test_gong_shou_jian_bei_not_when_seen_through(table, h):
    """"当……时 都视为卡牌效果或人物技能成立（即未被识破）" — a nullified 锁定 draws nothing."""
    s = table({"A": dict(XS, hand=["锁定"]), "B": {"hand": ["识破"]}}, deck=["截获/蓝", "烧毁/黑"])
    log = h.play(s, "A: use 锁定 @C", "B: use 识破 #1st", until="send_message")
    assert s.players[0].hand == [] and not h.of_type(log, "skill_triggered")


def test_gong_shou_jian_bei_not_for_other_cards(table, h):
    s = table({"A": dict(XS, hand=["试探/红/潜伏战线/抽牌"])})
    log = h.play(s, "A: use 试探 @B", until="send_message")
    assert s.players[0].hand == [] and not h.of_type(log, "skill_triggered")


# -- 临危受命 -------------------------------------------------------------------------------
def c_dies(**seats):
    """C (潜伏战线) takes A's black 密电 as a third fake; B (军情处) is 致命香水."""
    spec = {"B": dict(XS), "C": {"messages": ["黑", "黑"]}}
    spec.update(seats)
    return spec, {"card": "锁定/黑/密电", "holder": "C", "step": "receive"}


def test_lin_wei_shou_ming_takes_the_dead_players_identity(table, h):
    """"当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌" — B
    becomes 潜伏战线; her 军情处 card is out of the game; C has no identity card left to show."""
    spec, msg = c_dies(D={"messages": ["破译/蓝"]})
    s = table(spec, phase="send_message", message=msg, deck=["截获/红"])
    h.act(s, "C", "take")
    assert (s.pending.seat, s.pending.kind, s.pending.prompt) == (1, "trigger",
                                                                  "lin_wei_shou_ming")
    events = h.act(s, "B", "yes")
    assert s.players[1].identity == "underground" and s.players[2].identity == NO_IDENTITY
    assert s.marks[REMOVED] == ((1, "military"),)
    taken = h.of_type(events, "identity_taken", seat=1, from_seat=2)
    assert taken
    # Only she sees which card she got (it was face down).
    assert "identity" not in visible_events(taken, 3)[0]
    assert visible_events(taken, 1)[0]["identity"] == "underground"
    assert observe(s, 3)["players"][1]["identity"] is None
    assert observe(s, 1)["you"]["identity"] == "underground"


def test_lin_wei_shou_ming_swaps_a_message_with_the_deck_top(table, h):
    """"并且将一位玩家面前的一张情报与牌库顶的第一张牌调换。" — D's blue message goes on top of the deck;
    the top card lands in front of D. The dead C's messages may be chosen too."""
    spec, msg = c_dies(D={"messages": ["破译/蓝"]})
    s = table(spec, phase="send_message", message=msg, deck=["截获/红"])
    h.play(s, "C: take", "B: yes", until={"asked": "B lin_wei_shou_ming_message"})
    choices = [o.card for o in s.pending.options]
    assert set(choices) == set(s.players[2].messages) | set(s.players[3].messages)
    log = h.play(s, "B: choose 破译", until="play_2")
    assert h.descs(s, s.players[3].messages) == ["截获/红/直达"]
    assert h.descs(s, [s.deck[-1]]) == ["破译/蓝/密电"]
    assert h.of_type(log, "message_to_deck", seat=3)
    assert h.of_type(log, "message_placed", seat=3, via="lin_wei_shou_ming")
    # C's death ends without showing an identity (his card is gone).
    assert not h.of_type(log, "identity_revealed", seat=2)
    assert s.deaths == ((2, 0),) and not s.players[2].alive


def test_the_swapped_in_card_kills_by_her_hand(table, h):
    spec, msg = c_dies(D={"messages": ["黑", "黑", "破译/蓝"]})
    s = table(spec, phase="send_message", message=msg, deck=["截获/黑"])
    h.play(s, "C: take", "B: yes", "B: choose 破译", until="play_2")
    # Deaths are listed in the order the players died: C, then D during C's death triggers.
    assert s.deaths == ((2, 0), (3, 1))


def test_the_swapped_in_card_can_win_for_her_new_side_only(table, h):
    """D (军情处) gets a third blue from the swap. B gave up her 军情处 card for C's 潜伏战线 one, so
    only D wins with 军情处."""
    spec, msg = c_dies(D={"messages": ["蓝", "蓝", "黑"]})
    s = table(spec, phase="send_message", message=msg, deck=["截获/蓝"])
    black = next(c for c in s.players[3].messages if s.cards[c].colour == "black")
    log = h.play(s, "C: take", "B: yes", f"B: choose c{black}", until="game_over")
    assert s.declarer == 3 and s.winners == (3,)
    assert h.of_type(log, "victory_declared", seat=3)
    assert sorted(s.cards[c].colour for c in s.players[3].messages) == ["blue"] * 3


def test_dead_player_without_identity_wins_with_no_faction(table, h):
    """B now holds C's 潜伏战线 card: when the swap gives A (潜伏战线) a third red, A's faction is A
    and B; the dead C holds no card and does not win with it (dead members otherwise do, R19)."""
    spec, msg = c_dies(A={"messages": ["红", "红", "黑"]})
    s = table(spec, phase="send_message", message=msg, deck=["截获/红"])
    black = next(c for c in s.players[0].messages if s.cards[c].colour == "black")
    h.play(s, "C: take", "B: yes", f"B: choose c{black}", until="game_over")
    assert s.declarer == 0 and s.winners == (0, 1)
    assert s.colour_count(0, "red") == 3


def test_not_on_her_own_death(table, h):
    s = table({"C": dict(XS, messages=["黑", "黑"])}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    log = h.play(s, "C: take", until="play_2")
    assert not h.of_type(log, "decision", prompt="lin_wei_shou_ming")
    assert s.players[2].identity == "underground"


def test_declining_changes_nothing(table, h):
    spec, msg = c_dies()
    s = table(spec, phase="send_message", message=msg)
    log = h.play(s, "C: take", "B lin_wei_shou_ming: no", until="play_2")
    assert s.players[1].identity == "military" and s.players[2].identity == "underground"
    assert h.of_type(log, "identity_revealed", seat=2, identity="underground")


def test_a_publicly_known_identity_stays_known(table, h):
    """C's identity was already face up: everyone saw the card she took."""
    spec, msg = c_dies()
    spec["C"]["identity_revealed"] = True
    s = table(spec, phase="send_message", message=msg)
    events = h.play(s, "C: take", "B: yes", until={"asked": "B lin_wei_shou_ming_message"})
    assert s.players[1].identity_revealed
    assert visible_events(h.of_type(events, "identity_taken"), 3)[0]["identity"] == "underground"


def test_faction_death_missions_ignore_a_death_whose_card_she_took(table, h):
    """"不会触发因某阵营死亡而触发的技能，也不会完成因某阵营死亡而完成的机密任务。" — D (军情处) is dead;
    C (潜伏战线) dies. Without 临危受命, 刀锋 (E, 打酱油的) completes "一位潜伏战线玩家和一位军情处玩家
    死亡"; when B takes C's card, C's death is no faction's and the game goes on."""
    spec, msg = c_dies(D={"alive": False}, E={"role": "dao_feng"})
    s = table(spec, phase="send_message", message=msg)
    h.play(s, "C: take", "B lin_wei_shou_ming: no", "E shi_xue: no", until="game_over")
    assert s.winners == (4,)
    s = table(spec, phase="send_message", message=msg, deck=["截获/红"])
    h.play(s, "C: take", "B lin_wei_shou_ming: yes", "B: choose", "E shi_xue: no",
           until="play_2")
    assert not s.over and s.deaths[-1] == (2, 0)


def test_no_mission_is_registered():
    """The card prints no 机密任务: as 打酱油的 she wins only as the last player alive."""
    assert "zhi_ming_xiang_shui" in RULES.roles and "zhi_ming_xiang_shui" not in RULES.missions


def test_as_bystander_she_wins_as_the_last_player_alive(table, h):
    """"…去杀光其他人": A (潜伏战线) dies, B is dead already; C (打酱油的) is the last one alive."""
    s = table({"A": {"messages": ["黑", "黑"]}, "B": {"alive": False},
               "C": dict(XS, identity="打酱油的")}, n=3, turn="C", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "A", "step": "receive", "sender": "C"})
    h.play(s, "A: take", "C lin_wei_shou_ming: no", until="game_over")
    assert s.winners == (2,) and s.end_reason == "last_alive"


# -- 临危受命 and 救美 on the same death (R43) ------------------------------------------------
def woman_c_dies(turn):
    """C (潜伏战线, 大美女: a woman) takes the turn player's black 密电 as a third fake; B (军情处) is
    致命香水, D (军情处) 礼服蒙面人 with his identity card face down."""
    return dict(seats={"B": dict(XS), "C": {"role": "da_mei_nv", "messages": ["黑", "黑"]},
                       "D": {"role": "li_fu_meng_mian_ren"}},
                turn=turn, phase="send_message",
                message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})


def test_lin_wei_shou_ming_first_then_jiu_mei_has_no_one_to_save(table, h):
    """临危受命 (B) resolves first (A's turn): "在其翻开身份牌前…得到他的身份牌". C then holds no identity
    card, and the rulebook gives every living player one, so 救美 ("来拯救她") lapses: D is not
    asked and C's death stands."""
    s = table(**woman_c_dies("A"))
    log = h.play(s, "C: take", "B lin_wei_shou_ming: yes",
                 "B lin_wei_shou_ming_message: choose 黑", until="next_turn")
    assert not h.of_type(log, "decision", seat=3, prompt="jiu_mei")
    assert s.players[1].identity == "underground" and s.players[2].identity == NO_IDENTITY
    assert not s.players[2].alive and [d for d, _ in s.deaths] == [2]
    assert not s.players[3].identity_revealed


def test_jiu_mei_first_then_lin_wei_shou_ming_has_passed(table, h):
    """救美 (D) resolves first (D's turn): "烧毁自己与她面前的所有假情报来拯救她。被拯救的女性无需翻开她的身份牌".
    She no longer dies, so "当另一位玩家死亡时，在其翻开身份牌前" has passed: B is not asked, and C keeps
    her identity card."""
    s = table(**woman_c_dies("D"))
    log = h.play(s, "C: take", "D jiu_mei: yes", until="play_2")
    assert not h.of_type(log, "decision", seat=1, prompt="lin_wei_shou_ming")
    assert s.players[2].alive and s.players[2].identity == "underground"
    assert s.players[1].identity == "military" and s.deaths == ()


def test_lin_wei_shou_ming_an_identity_that_already_wins_is_declared_at_once(table, h):
    """"当任意一位玩家达到胜利条件，就必须立刻宣告胜利，游戏立刻结束" (R44): B has three red messages and takes
    the dying C's 潜伏战线 card — she wins there and then; the swap is never asked."""
    spec, msg = c_dies(B=dict(XS, messages=["红", "红", "红"]))
    s = table(spec, phase="send_message", message=msg, deck=["截获/红"])
    log = h.play(s, "C: take", "B lin_wei_shou_ming: yes", until="game_over")
    assert not h.of_type(log, "decision", prompt="lin_wei_shou_ming_message")
    assert s.over and s.declarer == 1 and s.end_reason == "messages"
    assert sorted(s.winners) == [0, 1]   # 潜伏战线: A and B; C holds no identity card now
