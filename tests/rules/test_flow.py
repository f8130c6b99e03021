"""The turn, response windows and priority, message passing, death, loss and victory
(rulebook 001 游戏流程, 卡牌技能使用与结算的优先权, 传递情报阶段, 死亡, 输掉游戏, 宣告胜利, 结束游戏).
Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from fengsheng.views import observe

SECRET = {"card": "锁定/红/密电", "step": "transmit"}


def phases(log):
    """The phases seen: the position's, then each one entered."""
    return [e["phase"] for e in log if e["type"] in ("position", "phase")]


def decided(log):
    return [("ABCDE"[e["seat"]], e["prompt"]) for e in log if e["type"] == "decision"]


# -- the turn -----------------------------------------------------------------------------
def test_phases_in_order(table, h):
    """"回合开始阶段 → 抽牌阶段 → 出牌阶段（1） → 传递情报阶段 → 出牌阶段（2） → 回合结束阶段"."""
    s = table({"A": {"hand": ["锁定/红/密电"]}}, phase="turn_start", advance=False)
    log = h.play(s, until="next_turn")
    assert phases(log) == ["turn_start", "draw", "play_1", "send_message", "play_2",
                           "turn_end"]


def test_the_next_turn_is_the_right_hand_players(table, h):
    """"一名玩家的回合结束后，由他右手边的玩家开始自己的回合" — dead players are skipped."""
    s = table({"A": {"hand": ["锁定/红/密电"]}, "B": {"alive": False}},
              phase="send_message", advance=False)
    h.play(s, until="next_turn")
    assert (s.turn_player, s.turn_number) == (2, 1)


def test_draw_two_from_the_top(table, h):
    """抽牌阶段: "从牌库顶抽最多二张牌"."""
    s = table(phase="turn_start", deck=["截获/黑", "识破/蓝", "锁定/红"], advance=False)
    h.play(s, until="play_1")
    assert h.descs(s, s.players[0].hand) == ["截获/黑/直达", "识破/蓝/直达"]
    assert h.desc(s, s.deck[-1]) == "锁定/红/密电"


def test_reshuffle_in_the_middle_of_a_draw(table, h):
    """"当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库" — one card left: A draws it, the
    discard pile becomes the deck, A draws the second from it."""
    s = table(phase="turn_start", deck=["截获/黑"], rest="discard", advance=False)
    top = s.deck[-1]
    log = h.play(s, until="play_1")
    assert top in s.players[0].hand and len(s.players[0].hand) == 2
    assert h.of_type(log, "reshuffle", size=80) and s.discard == []


def test_draw_fewer_when_fewer_cards_exist(table, h):
    """"最多二张牌" / "当牌库与弃牌堆同时为空，则取消抽牌阶段" — only one card anywhere to draw."""
    s = table(phase="turn_start", deck=["截获/黑"], rest={"hand": "C"}, advance=False)
    log = h.play(s, until="play_1")
    assert len(s.players[0].hand) == 1 and h.of_type(log, "draw", seat=0, n=1)
    s = table(phase="turn_start", rest={"hand": "C"}, advance=False)
    log = h.play(s, until="play_1")
    assert s.players[0].hand == [] and h.of_type(log, "draw", seat=0, n=0)


# -- windows and priority -----------------------------------------------------------------
BURNERS = {"A": {"hand": ["烧毁"]}, "B": {"hand": ["烧毁"]}, "C": {"hand": ["烧毁"]},
           "D": {"hand": ["烧毁"]}, "E": {"hand": ["烧毁"], "messages": ["黑", "黑"]}}


def test_the_turn_player_has_priority_first_then_it_passes_right(table, h):
    """"当前回合玩家总是本回合每一个阶段第一个拥有使用卡牌技能优先权的玩家。当其放弃优先权后优先权将向其
    右手边的玩家转移。" — even in a window at another player's 情报到达."""
    s = table(BURNERS, turn="C", phase="send_message",
              message={"card": "锁定/红/密电", "holder": "E", "step": "arrive"}, advance=False)
    log = h.play(s, until={"answers": 5})
    assert decided(log) == [("C", "arrive"), ("D", "arrive"), ("E", "arrive"),
                            ("A", "arrive"), ("B", "arrive")]


def test_after_a_use_priority_goes_to_the_users_right(table, h):
    """"上一个使用卡牌技能……之玩家其右手边（逆时针方向）的第一个玩家会享有使用卡牌的优先权" and the
    stack resolves only after every living player has passed in a row, last used first; then
    the window opens again with the turn player."""
    s = table(dict(BURNERS, C={"hand": ["烧毁", "识破"]}, D={"hand": ["烧毁", "识破"]}),
              advance=False)
    log = h.play(s, "A: pass", "B: pass", "C: use 烧毁 @E", "D: use 烧毁 @E",
                 "E-C: pass", until="script_done")
    assert h.asked(s) == ("D", "play_1")       # not A: D is the user's right-hand player
    assert not h.of_type(log, "burned")        # D has not passed yet: nothing resolved
    log = h.play(s, "D: pass", until={"answers": 1})
    done = h.of_type(log, "burned") + h.of_type(log, "fizzle")
    assert [e.get("by", e.get("user")) for e in done] == [3, 2]     # 后发先至
    assert h.asked(s) == ("A", "play_1")       # the window opens again with A


def test_a_full_circle_of_passes_ends_the_phase(table, h):
    """"当优先权传递满一圈且全部玩家都放弃……如此循环直到所有玩家不再做任何动作则进入下一个阶段。" """
    s = table(BURNERS, advance=False)
    log = h.play(s, "A-E: pass", until="script_done")
    assert decided(log) == [(x, "play_1") for x in "ABCDE"]
    assert s.phase == "send_message" and s.pending.kind == "send"


def test_players_out_of_the_game_are_not_asked(table, h):
    """死亡: a dead player's cards went to the discard pile; priority passes over them
    ("按逆时针顺序依次传递至各玩家" — the players still in the game)."""
    s = table(dict(BURNERS, C={"alive": False}), advance=False)
    log = h.play(s, until="send_message")
    assert [d[0] for d in decided(log)] == ["A", "B", "D", "E"]


# -- message passing ------------------------------------------------------------------------
def test_send_options_every_hand_card_and_each_direct_target(table, h):
    """"必须且只能把一张手牌当作情报传出" (no pass); 直达: "把卡牌面朝下传给任意一位玩家" (another
    living player)."""
    s = table({"A": {"hand": ["锁定/红/密电", "截获/黑/直达"]}, "C": {"alive": False}},
              phase="send_message")
    kinds = {(o.func, o.seat) for o in s.pending.options}
    assert kinds == {("secret", -1), ("direct", 1), ("direct", 3), ("direct", 4)}


def test_the_three_steps_at_each_player(table, h):
    """情报传递 → 情报到达 → 情报接收, repeated at each player until someone takes it."""
    s = table(phase="send_message", message=SECRET, advance=False)
    log = h.play(s, "B: decline", "C: take", until="play_2")
    steps = [(e["type"], e.get("step"), e.get("holder", e.get("seat")))
             for e in log if e["type"] in ("step", "declined", "message_taken")]
    assert steps == [("step", "transmit", 0), ("step", "arrive", 1), ("declined", None, 1),
                     ("step", "transmit", 1), ("step", "arrive", 2),
                     ("message_taken", None, 2)]


def test_secret_is_face_down_and_text_face_up(table, h):
    """密电: "把卡牌面朝下传给你右边的玩家"; 文本: "把卡牌面朝上（翻开）传给你右边的玩家"."""
    s = table(phase="send_message", message=dict(SECRET, holder="B", step="receive"))
    assert observe(s, 1)["message"]["card"] is None
    assert observe(s, 0)["message"]["card"] == s.message["card"]     # its sender knows it
    t = table(phase="send_message",
              message={"card": "退回/蓝/文本", "holder": "B", "step": "receive"})
    assert observe(t, 1)["message"]["card"] == t.message["card"]
    assert observe(t, None)["message"]["card"] == t.message["card"]


def test_a_taken_message_is_face_up_in_front_of_its_taker(table, h):
    """"玩家把自己获得的情报一律面朝上地放在自己面前。" """
    s = table(phase="send_message", message=dict(SECRET, holder="B", step="receive"))
    card = s.message["card"]
    h.play(s, "B: take", until="play_2")
    assert observe(s, 3)["players"][1]["messages"] == [card]


def test_direct_goes_only_to_its_target(table, h):
    """直达: to the chosen player only; refused, it goes back to the sender."""
    s = table(phase="send_message", message={"card": "截获/黑/直达", "target": "D"},
              advance=False)
    log = h.play(s, "D: decline", until="play_2")
    assert [e["holder"] for e in h.of_type(log, "step", step="arrive")] == [3, 0]


# -- death, loss, victory -------------------------------------------------------------------
def test_death_at_three_fakes(table, h):
    """死亡: "当一位玩家获得三张或以上的假情报时，他就会被杀害……2、死亡的玩家把他的所有游戏牌（手牌和
    面前的情报）都放置到弃牌堆，并公开他的角色牌与身份牌。" The sender is the killer (亲手)."""
    s = table({"B": {"hand": ["锁定/蓝"], "messages": ["黑", "黑", "红"]}},
              phase="send_message", message=dict(SECRET, card="锁定/黑", holder="B",
                                                 step="receive"))
    h.play(s, "B: take", until="play_2")
    b = s.players[1]
    assert not b.alive and not b.lost and b.identity_revealed
    assert b.hand == [] and b.messages == [] and len(s.discard) == 5
    assert s.deaths == ((1, 0),)
    assert observe(s, 2)["players"][1]["identity"] == "military"


def test_the_turn_players_death_ends_the_turn(table, h):
    """A dies by its own returning message: no 出牌阶段(2) for A; B's turn begins (ruling R11)."""
    s = table({"A": {"messages": ["黑", "黑"]}}, phase="send_message",
              message=dict(SECRET, card="锁定/黑"), advance=False)
    log = h.play(s, until="next_turn")
    assert s.deaths == ((0, 0),) and s.turn_player == 1
    assert "play_2" not in phases(log)


def test_loss_is_not_death(table, h):
    """输掉游戏: "不处理死亡时触发的角色技能" — the player is out, shown, but did not die."""
    s = table({"A": {"messages": ["红"]}}, phase="play_1", advance=False)
    log = h.play(s, until="next_turn")
    a = s.players[0]
    assert a.lost and not a.alive and a.identity_revealed and s.deaths == ()
    assert not h.of_type(log, "dying") and h.of_type(log, "lost", seat=0)


def test_three_reds_win_for_every_underground_player(table, h):
    """"潜伏战线的其中一人获得三张或以上红色情报时，潜伏战线的所有人一同获得胜利。" — a dead member
    wins too; a member who lost does not (ruling R9)."""
    s = table({"A": {"messages": ["红", "红"]}, "C": {"alive": False}},
              phase="send_message", message=dict(SECRET, holder="A", step="receive", hops=1))
    h.play(s, until="game_over")
    assert s.winners == (0, 2) and s.declarer == 0
    s = table({"A": {"messages": ["红", "红"]}, "C": {"lost": True}},
              phase="send_message", message=dict(SECRET, holder="A", step="receive", hops=1))
    h.play(s, until="game_over")
    assert s.winners == (0,)


def test_three_blues_win_for_military(table, h):
    """"军情处的其中一人获得三张或以上蓝色情报时，军情处的所有人一同获得胜利。" """
    s = table({"D": {"messages": ["蓝", "蓝", "红", "红"]}}, phase="send_message",
              message={"card": "锁定/蓝", "holder": "D", "step": "receive"})
    h.play(s, "D: take", until="game_over")
    assert s.winners == (1, 3) and s.declarer == 3 and s.end_reason == "messages"


def test_the_wrong_colour_does_not_win(table, h):
    """Three reds win only for 潜伏战线: a 军情处 player or a 打酱油的 holding three reds plays on."""
    for seat in ("B", "E"):
        s = table({seat: {"messages": ["红", "红"]}}, phase="send_message",
                  message={"card": "锁定/红", "holder": seat, "step": "receive"})
        h.play(s, f"{seat}: take", until="play_2")
        assert not s.over


def test_the_last_player_alive_if_a_bystander_wins(table, h):
    """A 打酱油的 wins when every other player is out (roles.md: the common victory)."""
    s = table({"A": {"identity": "打酱油的", "hand": ["锁定/红", "调虎离山/黑"]},
               "B": {"alive": False},
               "C": {"messages": ["黑", "黑"]}}, n=3, advance=False)
    h.play(s, "A: use 锁定 @C", "A: send 调虎离山", until="game_over")
    assert s.winners == (0,) and s.end_reason == "last_alive"


def test_nobody_left_is_a_draw(table, h):
    """If the last player alive dies, nobody wins."""
    s = table({"A": {"messages": ["黑", "黑"]}, "B": {"alive": False}, "C": {"lost": True}},
              n=3, phase="send_message", message=dict(SECRET, card="锁定/黑"), advance=False)
    h.play(s, until="game_over")
    assert s.over and s.winners == () and s.end_reason == "all_out"


def test_turn_limit_is_a_draw(table, h):
    """House rule (state.Config.max_turns, ruling R10): the game ends as a draw."""
    s = table({"A": {"hand": ["锁定/红/密电"]}}, phase="send_message", max_turns=1,
              advance=False)
    h.play(s, until="game_over")
    assert s.over and s.winners == () and s.end_reason == "turn_limit"


def test_no_window_before_the_draw(table, h):
    """Ruling R5: 回合开始 has a window ("除非有……卡牌（例如：【烧毁】）在此阶段使用"); the 抽牌阶段 has none
    before the draw — "当前回合玩家抽牌过后的时机可以使用卡牌与角色技能"."""
    s = table({"B": {"hand": ["烧毁"]}, "C": {"messages": ["黑"]}}, phase="turn_start",
              deck=["破译/红", "退回/红"], advance=False)   # A draws nothing usable
    log = h.play(s, until="send_message")
    order = [(e["type"], e.get("prompt")) for e in log if e["type"] in ("decision", "draw")]
    assert order == [("decision", "turn_start"), ("draw", None), ("decision", "play_1")]


def test_a_lone_survivor_with_only_direct_cards_cannot_send(table, h):
    """Ruling R14: a 直达 goes to "任意一位玩家" other than the sender; alone, A cannot send it and
    loses at the end of the turn — nobody is left: a draw."""
    s = table({"A": {"hand": ["截获/黑/直达"]}, "B": {"alive": False}, "C": {"alive": False}},
              n=3, phase="play_1", advance=False)
    log = h.play(s, until="game_over")
    assert h.of_type(log, "cannot_send", seat=0) and s.players[0].lost
    assert s.end_reason == "all_out" and s.winners == ()


def test_a_lone_faction_player_plays_on(table, h):
    """Ruling R20: "a lone faction player plays on and can still collect their colour" — A's
    next turn follows A's own."""
    s = table({"A": {"hand": ["锁定/黑/密电"]}, "B": {"alive": False}, "C": {"alive": False}},
              n=3, phase="send_message", advance=False)
    h.play(s, until="next_turn")
    assert not s.over and s.turn_player == 0 and s.turn_number == 1
    assert len(s.players[0].messages) == 1
