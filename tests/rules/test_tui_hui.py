"""退回 (RETURN). Rulebook 000: "只能在他人回合情报到达你时使用。该情报以反方向传递。（被锁定的玩家不受此影响）若你被
【锁定】了，则【退回】不能发挥作用。" 001 情报到达: "卡牌方面可使用【破译】【退回】". 001 example: "玩家E使用【退回】且
所有玩家都让过，情报反方向传递，所有玩家让过后玩家C再次进入情报到达步骤" (E does not get to take it)."""
from fengsheng.engine.window import window_options

AT_C = {"card": "锁定/蓝/密电", "holder": "C", "step": "arrive"}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing -------------------------------------------------------------------------------
def test_only_for_the_holder_at_arrive(table):
    """"情报到达你时": only the player the message reached, only at 情报到达."""
    s = table({"B": {"hand": ["退回"]}, "C": {"hand": ["退回"]}}, phase="send_message",
              message=AT_C, advance=False)
    assert "tui_hui" in funcs(s, 2, "arrive")
    assert "tui_hui" not in funcs(s, 1, "arrive")          # B is not the holder
    for ctx in ("transmit", "play_1", "play_2", "turn_start", "turn_end"):
        assert "tui_hui" not in funcs(s, 2, ctx), ctx


def test_not_in_ones_own_turn(table):
    """"只能在他人回合": back at the sender A (the turn player), A may not return it."""
    s = table({"A": {"hand": ["退回"]}}, phase="send_message",
              message={"card": "锁定/蓝/密电", "holder": "A", "step": "arrive"}, advance=False)
    assert "tui_hui" not in funcs(s, 0, "arrive")


# -- effect -------------------------------------------------------------------------------
def test_reverses_the_direction_and_skips_the_holders_receive(table, h):
    """"该情报以反方向传递" — C returns it: it goes back to B (asked again), then to A."""
    s = table({"C": {"hand": ["退回"]}}, phase="send_message", message=AT_C)
    log = h.play(s, "C: use 退回", until={"asked": "B receive"})
    assert s.message["direction"] == -1 and s.message["holder"] == 1
    assert not h.of_type(log, "decision", seat=2, kind="receive")
    log = h.play(s, "B: decline", until="play_2")
    assert h.of_type(log, "message_taken", seat=0, forced=True)


def test_returned_by_the_first_recipient_it_goes_back_to_the_sender(table, h):
    """From B, the reverse direction leads straight back to A, who must take it."""
    s = table({"B": {"hand": ["退回"]}}, phase="send_message",
              message=dict(AT_C, holder="B"))
    h.play(s, "B: use 退回", until="play_2")
    assert len(s.players[0].messages) == 1 and s.players[1].messages == []


def test_returned_direct_message_goes_back_to_its_sender(table, h):
    """Ruling (ruling_tui_hui_on_direct.yaml): a 直达 has no direction; it goes back to A."""
    s = table({"C": {"hand": ["退回"]}}, phase="send_message",
              message={"card": "截获/黑/直达", "target": "C", "holder": "C", "step": "arrive"})
    log = h.play(s, "C: use 退回", until="play_2")
    assert [e["holder"] for e in h.of_type(log, "step", step="arrive")] == [0]
    assert len(s.players[0].messages) == 1


def test_no_effect_for_a_locked_player(table, h):
    """"若你被【锁定】了，则【退回】不能发挥作用。" — used up, C must still take it."""
    s = table({"C": {"hand": ["退回"]}}, phase="send_message", message=AT_C, locks=["C"])
    log = h.play(s, "C: use 退回", until="play_2")
    assert h.of_type(log, "return_no_effect", seat=2)
    assert len(s.players[2].messages) == 1
    assert [s.cards[c].function for c in s.discard] == ["tui_hui"]


def test_locked_players_are_not_dodged_by_a_return(table, h):
    """"（被锁定的玩家不受此影响）": going back, the message still must be taken by a locked B."""
    s = table({"C": {"hand": ["退回"]}}, phase="send_message", message=AT_C, locks=["B"])
    h.play(s, "C: use 退回", until="play_2")
    assert len(s.players[1].messages) == 1


def test_seen_through_return_leaves_the_message_with_the_holder(table, h):
    """识破: "目标卡牌无效" — C is then asked to take or decline as usual."""
    s = table({"C": {"hand": ["退回"]}, "D": {"hand": ["识破"]}}, phase="send_message",
              message=AT_C)
    h.play(s, "C: use 退回", "D: use 识破 #1st", until={"asked": "C receive"})
    assert s.message["direction"] == 1 and s.message["holder"] == 2


def test_two_returns_in_one_arrival_cancel_out(table, h):
    """Ruling R39: each 退回 reverses the message ("该情报以反方向传递"); two in the same 情报到达
    reverse it twice, so it goes on in its first direction — and the holder still does not take
    it (the 情报接收 step is skipped once a 退回 took effect)."""
    s = table({"B": {"hand": ["退回", "退回"]}}, phase="send_message",
              message={"card": "锁定/红/密电", "sender": "A", "holder": "B", "step": "arrive"})
    log = h.play(s, "B arrive: use 退回", "B arrive: use 退回", until={"asked": "C receive"})
    assert len(h.of_type(log, "returned", seat=1)) == 2
    assert s.message["holder"] == 2 and s.message["direction"] == 1
    assert not s.players[1].messages
