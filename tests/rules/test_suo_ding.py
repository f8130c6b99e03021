"""锁定 (LOCK_ON). Rulebook 000: "只能在自己回合出牌阶段和情报传递时使用。指定另一位玩家必须接收本回合传递到他的
情报。" "如多人被锁定按传递顺序座次先后进行结算，靠前的被锁定玩家接收该次传递的情报。" 调虎离山: "当一位玩家同时受到
【调虎离山】和【锁定】影响时，以【锁定】为准". 退回: "若你被【锁定】了，则【退回】不能发挥作用。" """
from fengsheng.engine.window import window_options

MSG = {"card": "破译/红/密电", "step": "transmit"}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing -------------------------------------------------------------------------------
def test_offered_to_the_turn_player_in_both_play_phases(table, offered):
    """"只能在自己回合出牌阶段……使用" — 出牌阶段(1) and (2)."""
    for phase in ("play_1", "play_2"):
        s = table({"A": {"hand": ["锁定"]}}, phase=phase)
        assert (s.pending.seat, s.pending.prompt) == (0, phase)
        assert offered(s, "use 锁定")


def test_offered_to_the_turn_player_at_transmit(table, offered):
    """"……和情报传递时使用" — in the 情报传递 window of the turn player's own message."""
    s = table({"A": {"hand": ["锁定"]}}, phase="send_message", message=MSG)
    assert s.pending.prompt == "transmit" and offered(s, "use 锁定")


def test_not_offered_at_arrive_turn_start_turn_end(table):
    """Only 出牌阶段 and 情报传递: not 情报到达 ("不可使用【调虎离山】【截获】【锁定】"), not the
    回合开始/结束阶段."""
    s = table({"A": {"hand": ["锁定"]}}, phase="send_message",
              message=dict(MSG, holder="B", step="arrive"), advance=False)
    for ctx in ("arrive", "turn_start", "turn_end"):
        assert "suo_ding" not in funcs(s, 0, ctx), ctx
    assert "suo_ding" in funcs(s, 0, "transmit")


def test_not_offered_in_another_players_turn(table):
    """"只能在自己回合": B cannot lock in A's turn (no role skill such as 敏锐)."""
    s = table({"B": {"hand": ["锁定"]}}, phase="send_message", message=MSG, advance=False)
    for ctx in ("play_1", "play_2", "transmit"):
        assert "suo_ding" not in funcs(s, 1, ctx), ctx


# -- targets ------------------------------------------------------------------------------
def test_targets_every_other_living_player(table, h):
    """"指定另一位玩家": not oneself, not a dead player."""
    s = table({"A": {"hand": ["锁定"]}, "D": {"alive": False}})
    assert sorted(o.seat for o in h.matching(s, "use 锁定")) == [1, 2, 4]


# -- effect -------------------------------------------------------------------------------
def test_locked_player_must_take_the_message(table, h):
    """"指定另一位玩家必须接收本回合传递到他的情报" — B is not asked, B takes it."""
    s = table({"A": {"hand": ["锁定", "破译/红/密电"]}})
    log = h.play(s, "A play_1: use 锁定 @B", "A: send 破译", until="play_2")
    assert s.locks == (1,)
    assert h.descs(s, s.players[1].messages) == ["破译/红/密电"]
    assert h.of_type(log, "message_taken", seat=1, forced=True)
    assert not h.of_type(log, "decision", kind="receive")


def test_lock_lasts_for_this_turn_only(table, h):
    """"本回合": the lock is gone when the next turn starts."""
    s = table({"A": {"hand": ["锁定", "破译/红/密电"]}})
    h.play(s, "A: use 锁定 @C", "A: send 破译", "B: decline", until="turn_end")
    assert s.locks == (2,) and len(s.players[2].messages) == 1
    h.play(s, until="next_turn")
    assert s.locks == () and s.turn_player == 1


def test_first_locked_player_in_passing_order_takes_it(table, h):
    """"如多人被锁定按传递顺序座次先后进行结算，靠前的被锁定玩家接收该次传递的情报。" """
    s = table({"A": {"hand": ["锁定", "锁定", "破译/红/密电"]}})
    h.play(s, "A: use 锁定 @D", "A: use 锁定 @C", "A: send 破译", "B: decline",
           until="play_2")
    assert len(s.players[2].messages) == 1 and s.players[3].messages == []


def test_lock_beats_lure(table, h):
    """"以【锁定】为准；可理解为【锁定】高于【调虎离山】" — locked and lured, B still gets it."""
    s = table({"A": {"hand": ["锁定", "调虎离山", "破译/红/密电"]}})
    log = h.play(s, "A: use 锁定 @B", "A: send 破译", "A transmit: use 调虎离山 @B",
                 until="play_2")
    assert h.of_type(log, "lured", seat=1)
    assert len(s.players[1].messages) == 1


def test_lock_does_not_redirect_a_direct_message(table, h):
    """A 直达 goes only to its target and back: locking C does not bring it to C."""
    s = table({"A": {"hand": ["锁定", "截获/红/直达"]}})
    h.play(s, "A: use 锁定 @C", "A: send 截获 @B", "B: decline", until="play_2")
    assert s.players[2].messages == [] and len(s.players[0].messages) == 1


def test_nullified_lock_locks_nobody(table, h):
    """识破: "目标卡牌无效" — a 锁定 seen through locks nobody; both cards are discarded."""
    s = table({"A": {"hand": ["锁定/红", "破译/红/密电"]}, "C": {"hand": ["识破"]}})
    h.play(s, "A: use 锁定 @B", "C: use 识破 #1st", "A: send 破译", "B receive: decline",
           until="play_2")
    assert s.locks == ()
    assert sorted(s.cards[c].function for c in s.discard) == ["shi_po", "suo_ding"]
    assert s.players[1].messages == [] and len(s.players[0].messages) == 1   # all declined
