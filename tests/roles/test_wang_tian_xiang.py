"""王田香 (wang_tian_xiang): 残忍, the end-of-turn move (name lost), 滥杀 and the mission. Seed 000:
"残忍：你的文本卡牌可以当作锁定使用。" /
"：若你杀死一位玩家，于回合结束时可以把桌面上的一张情报放置到一位玩家面前。
  杀死某位玩家是指你使用卡牌（），或传递情报让该玩家死亡。" /
"滥杀：你杀死的玩家时，你可以宣告单独胜利。若你是的玩家，你不能通过自杀来获胜。" (打酱油 restored) /
机密任务 "亲手杀死一位女性角色。" """
import fengsheng.roles.feng_yuan  # noqa: F401  (a face-up female role)
import fengsheng.roles.lao_gui  # noqa: F401  (a hidden female role)
import fengsheng.roles.wang_tian_xiang  # noqa: F401  (registers the role)
from fengsheng.engine.abilities import functions_of

WTX = {"role": "wang_tian_xiang"}
MARK = "turn:wang_tian_xiang_move:0"


def _kill(table, victim="B", wtx=None, **extra):
    """A (王田香) has sent a black 密电; it is at ``victim`` (two blacks already), who decides."""
    seats = {"A": dict(WTX, **(wtx or {})), victim: {"messages": ["黑", "黑"]}}
    for k, v in extra.items():
        seats.setdefault(k, {}).update(v)
    return table(seats, phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": victim, "step": "receive"})


def _prompts(log):
    return [e["prompt"] for e in log if e["type"] == "decision"]


# -- 残忍 ------------------------------------------------------------------------------------
def test_text_cards_may_be_used_as_lock_on(table, offered):
    """"你的文本卡牌可以当作锁定使用" — a 文本 退回 is offered as 锁定 in A's play phase."""
    s = table({"A": dict(WTX, hand=["退回/红/文本", "截获/黑/直达"])})
    text, direct = (next(c for c in s.players[0].hand if s.cards[c].transmission == t)
                    for t in ("text", "direct"))
    assert functions_of(s, 0, text) == ("tui_hui", "suo_ding")
    assert functions_of(s, 0, direct) == ("jie_huo",)     # not a 文本 card
    assert offered(s, f"use suo_ding c{text} @C")


def test_converted_lock_on_keeps_its_card_and_can_be_seen_through(table, act):
    s = table({"A": dict(WTX, hand=["退回/红/文本"]), "B": {"hand": ["识破"]}})
    card = s.players[0].hand[0]
    act(s, "A", "use suo_ding @C")
    assert s.stack[-1].card == card and s.stack[-1].func == "suo_ding"
    act(s, "B", "use 识破 #1st")
    assert s.locks == ()


def test_no_cruelty_without_the_role(table):
    s = table({"A": {"hand": ["退回/红/文本"]}})
    assert functions_of(s, 0, s.players[0].hand[0]) == ("tui_hui",)


# -- the move (name lost) --------------------------------------------------------------------
def test_a_kill_by_his_message_lets_him_move_a_message_at_turn_end(table, act, h):
    """"若你杀死一位玩家，于回合结束时可以把桌面上的一张情报放置到一位玩家面前" — B dies of A's message; at
    A's 回合结束 A moves C's red message to D."""
    s = _kill(table, C={"messages": ["红"]}, D={"messages": ["蓝"]})
    act(s, "B", "take")
    assert [d[0] for d in s.deaths] == [1] and s.marks.get(MARK) is True
    h.play(s, until={"asked": "A"})
    assert s.phase == "turn_end" and s.pending.prompt == "wang_tian_xiang_move_use"
    act(s, "A", "choose yes")
    assert s.pending.prompt == "wang_tian_xiang_move_message"
    red = s.players[2].messages[0]
    assert sorted(o.card for o in s.pending.options) == sorted([red] + s.players[3].messages)
    act(s, "A", f"choose c{red}")
    assert sorted(o.seat for o in s.pending.options) == [0, 3, 4]   # living, not C itself
    events = act(s, "A", "choose @D")
    assert s.players[2].messages == [] and red in s.players[3].messages
    assert h.of_type(events, "wang_tian_xiang_moved", seat=0, from_seat=2, to=3)
    assert MARK not in s.marks                       # the mark ends with the turn


def test_the_move_is_optional(table, act, h):
    s = _kill(table, C={"messages": ["红"]})
    act(s, "B", "take")
    h.play(s, until={"asked": "A"})
    events = act(s, "A", "choose no")
    assert len(s.players[2].messages) == 1 and not h.of_type(events, "wang_tian_xiang_moved")
    assert s.turn_player == 2          # A's turn is over (B is dead)


def test_no_kill_no_move(table, act, h):
    """Without a kill nothing is asked at turn end (B declines; nobody dies)."""
    s = _kill(table, C={"messages": ["红"]})
    act(s, "B", "decline")
    log = h.play(s, until="next_turn")
    assert "wang_tian_xiang_move_use" not in _prompts(log) and s.deaths == ()


def test_a_kill_by_his_mixed_messages_counts(table, act):
    """"杀死某位玩家是指你使用卡牌（真伪莫辨）…让该玩家死亡"."""
    s = table({"A": dict(WTX, hand=["真伪莫辨", "截获/黑/直达"]), "B": {"messages": ["黑", "黑"]}},
              deck=["红", "黑", "红", "红", "红"])
    act(s, "A", "use 真伪莫辨")
    assert (1, 0) in s.deaths and s.marks.get(MARK) is True


def test_a_death_he_causes_by_the_move_is_not_a_kill(table, act, h):
    """The move is a role effect, not "使用卡牌…或传递情报": moving a black onto E (two blacks, 打酱油的)
    kills E — 亲手, but no 杀死, so 滥杀 does not trigger."""
    s = _kill(table, C={"messages": ["黑"]}, E={"messages": ["黑", "黑"]})
    act(s, "B", "take")
    h.play(s, until={"asked": "A"})
    act(s, "A", "choose yes")
    act(s, "A", f"choose c{s.players[2].messages[0]}")
    act(s, "A", "choose @E")
    assert (4, 0) in s.deaths
    assert not (s.pending and s.pending.prompt == "lan_sha") and not s.over


def test_someone_elses_kill_does_not_count(table, act, h):
    """C's turn: C's message kills B; 王田香 (A) gets no move."""
    s = table({"A": WTX, "B": {"messages": ["黑", "黑"]}, "D": {"messages": ["红"]}},
              turn="C", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    act(s, "B", "take")
    log = h.play(s, until="next_turn")
    assert s.deaths and "wang_tian_xiang_move_use" not in _prompts(log)


# -- 滥杀 ------------------------------------------------------------------------------------
def test_killing_a_bystander_lets_him_declare_victory_alone(table, act):
    """"你杀死【打酱油】的玩家时，你可以宣告单独胜利" — E (打酱油的) dies of A's message; A (潜伏战线) wins
    alone: his faction mate C does not."""
    s = _kill(table, victim="E")
    act(s, "E", "take")
    assert s.pending.kind == "trigger" and s.pending.prompt == "lan_sha" and s.pending.seat == 0
    act(s, "A", "yes")
    assert s.over and s.winners == (0,) and s.declarer == 0 and s.end_reason == "lan_sha"


def test_lan_sha_is_optional(table, act):
    s = _kill(table, victim="E")
    act(s, "E", "take")
    act(s, "A", "no")
    assert not s.over and not s.players[4].alive



def test_lan_sha_is_asked_before_lin_wei_shou_ming(table, act):
    """R53: 滥杀 triggers on the death of a 打酱油的, and 临危受命 must not make it trigger on a card
    she took. Its owner is the killer, the turn player, so he is asked first, on the victim's own
    card; only then may 致命香水 (B) take it."""
    import fengsheng.roles.zhi_ming_xiang_shui  # noqa: F401
    s = _kill(table, victim="E", B={"role": "zhi_ming_xiang_shui"})
    act(s, "E", "take")
    assert (s.pending.seat, s.pending.prompt) == (0, "lan_sha")
    act(s, "A", "no")
    assert (s.pending.seat, s.pending.prompt) == (1, "lin_wei_shou_ming")

def test_killing_a_faction_player_is_no_lan_sha(table, act):
    s = _kill(table, victim="B")
    act(s, "B", "take")
    assert not s.players[1].alive and not s.over
    assert not (s.pending and s.pending.prompt == "lan_sha")


def test_a_bystander_cannot_win_by_killing_himself(table, act):
    """"若你是【打酱油】的玩家，你不能通过自杀来获胜" — A (打酱油的) takes his own third black."""
    s = table({"A": dict(WTX, identity="打酱油的", messages=["黑", "黑"]), "E": {"identity": "潜伏战线"}},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "A", "step": "receive"})
    assert not s.players[0].alive and (0, 0) in s.deaths
    assert not s.over and not (s.pending and s.pending.prompt == "lan_sha")


# -- 机密任务 ----------------------------------------------------------------------------------
def test_mission_kill_a_female_role(table, act):
    """"亲手杀死一位女性角色" — A (打酱油的) kills B, 逢缘 face up (female)."""
    s = _kill(table, wtx={"identity": "打酱油的"}, B={"role": "feng_yuan"},
              E={"identity": "潜伏战线"})
    act(s, "B", "take")
    assert s.over and s.winners == (0,) and s.end_reason == "mission"


def test_mission_counts_a_kill_by_the_move(table, act, h):
    """亲手 includes role effects: the moved black kills D, 逢缘."""
    s = _kill(table, wtx={"identity": "打酱油的"}, C={"messages": ["黑"]},
              D={"role": "feng_yuan", "messages": ["黑", "黑"]}, E={"identity": "潜伏战线"})
    act(s, "B", "take")
    h.play(s, until={"asked": "A"})
    act(s, "A", "choose yes")
    act(s, "A", f"choose c{s.players[2].messages[0]}")
    act(s, "A", "choose @D")
    assert s.over and s.winners == (0,) and s.end_reason == "mission"


def test_mission_not_for_a_face_down_female_or_a_male(table, act):
    """"当角色被盖伏后即视为失去角色牌上的性别": 老鬼 face down is no 女性角色; 王田香 himself is male."""
    s = _kill(table, wtx={"identity": "打酱油的"}, B={"role": "lao_gui", "face_up": False},
              E={"identity": "潜伏战线"})
    act(s, "B", "take")
    assert not s.over and not s.players[1].alive
    s = _kill(table, wtx={"identity": "打酱油的"}, B={"role": "wang_tian_xiang"},
              E={"identity": "潜伏战线"})
    act(s, "B", "take")
    assert not s.over and not s.players[1].alive


def test_mission_only_for_a_bystander(table, act):
    s = _kill(table, B={"role": "feng_yuan"})
    act(s, "B", "take")
    assert not s.over
