"""截获 (INTERCEPT). Rulebook 000: "只能在他人回合情报传递时使用。获得一张传递中的情报。" rulings: "【截获】是直接获得
情报，不属于情报传递，因此不受【锁定】和【调虎离山】的影响，也不受传递方式的限制" "被截获的情报在宣告获得前可以再次被
截获，按后发先至原则结算，即最后使用【截获】的人优先得到。" "在多人使用【截获】的情况下，未截获成功的玩家，打出的
【截获】视为弃牌不能收回手中。" """
from fengsheng.engine.window import window_options

MSG = {"card": "锁定/蓝/密电", "step": "transmit"}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing -------------------------------------------------------------------------------
def test_only_in_another_players_turn_at_transmit(table):
    """"只能在他人回合情报传递时使用": B may at 情报传递; not the turn player A; never at
    情报到达 or in the 出牌阶段."""
    s = table({"A": {"hand": ["截获"]}, "B": {"hand": ["截获"]}}, phase="send_message",
              message=MSG, advance=False)
    assert "jie_huo" in funcs(s, 1, "transmit")
    assert "jie_huo" not in funcs(s, 0, "transmit")
    for ctx in ("arrive", "play_1", "play_2", "turn_start", "turn_end"):
        assert "jie_huo" not in funcs(s, 1, ctx), ctx


def test_asked_in_each_transmit_window(table, h):
    """Every 情报传递 step of every hop is a chance (001: "重复以上三个步骤")."""
    s = table({"D": {"hand": ["截获"]}}, phase="send_message", message=MSG)
    log = h.play(s, "D transmit: pass", "B: decline", "D transmit: pass", "C: decline",
                 "D transmit: use 截获", until="play_2")
    assert len(h.of_type(log, "decision", seat=3, prompt="transmit")) == 3
    assert len(s.players[3].messages) == 1


# -- effect -------------------------------------------------------------------------------
def test_interceptor_gets_the_message_face_up(table, h):
    """"获得一张传递中的情报" — it is placed in front of D; no 情报到达 follows."""
    s = table({"D": {"hand": ["截获"]}}, phase="send_message", message=MSG)
    log = h.play(s, "D: use 截获", until="play_2")
    assert s.message is None
    assert h.descs(s, s.players[3].messages) == ["锁定/蓝/密电"]
    assert h.of_type(log, "message_placed", seat=3, via="intercept", sender=0)
    assert not h.of_type(log, "step", step="arrive")
    assert [s.cards[c].function for c in s.discard] == ["jie_huo"]


def test_intercepts_a_direct_message_meant_for_someone_else(table, h):
    """"也不受传递方式的限制" — a 直达 to C can be taken by B."""
    s = table({"B": {"hand": ["截获"]}}, phase="send_message",
              message={"card": "识破/红/直达", "target": "C"})
    h.play(s, "B: use 截获", until="play_2")
    assert len(s.players[1].messages) == 1 and s.players[2].messages == []


def test_lured_player_may_intercept_and_lock_does_not_stop_it(table, h):
    """"不受【锁定】和【调虎离山】的影响" — B is locked, D is lured: D still gets it."""
    s = table({"D": {"hand": ["截获"]}}, phase="send_message",
              message=dict(MSG, lured=["D"]), locks=["B"])
    h.play(s, "D: use 截获", until="play_2")
    assert len(s.players[3].messages) == 1 and s.players[1].messages == []


def test_the_last_intercept_used_wins_the_others_are_discarded(table, h):
    """"最后使用【截获】的人优先得到" and "打出的【截获】视为弃牌不能收回手中"."""
    s = table({"B": {"hand": ["截获"]}, "D": {"hand": ["截获"]}}, phase="send_message",
              message=MSG)
    log = h.play(s, "B: use 截获", "D: use 截获", until="play_2")
    assert len(s.players[3].messages) == 1 and s.players[1].messages == []
    assert h.of_type(log, "fizzle", user=1, why="no_message")
    assert [s.cards[c].function for c in s.discard] == ["jie_huo", "jie_huo"]


def test_seen_through_intercept_lets_the_message_go_on(table, h):
    """识破: "目标卡牌无效" — the message continues to B's 情报到达."""
    s = table({"B": {"hand": ["截获"]}, "C": {"hand": ["识破"]}}, phase="send_message",
              message=MSG)
    h.play(s, "B: use 截获", "C: use 识破 #1st", until={"asked": "B receive"})
    assert s.message is not None and s.message["holder"] == 1
    assert s.players[1].messages == []


def test_a_death_by_intercept_is_credited_to_the_sender(table, h):
    """B (two fakes) intercepts a black message and dies; 亲手: the message A sent (R13)."""
    s = table({"B": {"hand": ["截获"], "messages": ["黑", "黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电"})
    h.play(s, "B: use 截获", until="play_2")
    assert s.deaths == ((1, 0),)
    assert not s.players[1].alive and s.players[1].messages == []


def test_a_victory_by_intercept_ends_the_game(table, h):
    """A third blue for a 军情处 player by 截获: "就必须立刻宣告胜利，游戏立刻结束"."""
    s = table({"B": {"hand": ["截获"], "messages": ["蓝", "蓝"]}}, phase="send_message",
              message=MSG)
    h.play(s, "B: use 截获", until="game_over")
    assert s.over and s.declarer == 1 and sorted(s.winners) == [1, 3]


def test_every_card_is_in_one_zone_after_a_victory_by_intercept(table, h):
    """Design §6: the 81 cards are always each in exactly one zone — also when a 截获 ends
    the game while it resolves (its card is then held by the effect: zone 'resolving')."""
    s = table({"B": {"hand": ["截获"], "messages": ["蓝", "蓝"]}}, phase="send_message",
              message=MSG)
    h.play(s, "B: use 截获", until="game_over")
    assert h.all_zones(s) == list(range(81))
