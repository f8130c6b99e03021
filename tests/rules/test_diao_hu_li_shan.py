"""调虎离山 (LURE_AWAY). Rulebook 000: "只能在情报传递时使用。指定另一位玩家不参与本次的情报传递。（传出情报者与被锁定的
玩家不受此影响）" "【调虎离山】可以在别人的回合使用。" "直达情报也可使用【调虎离山】。如：a直达情报给b，若对b
【调虎离山】，即情报会退回给a。" "当一位玩家同时受到【调虎离山】和【锁定】影响时，以【锁定】为准". 001 情报传递:
"卡牌方面可使用【调虎离山】【截获】【锁定】；不可使用【破译】【退回】。" """
from fengsheng.engine.window import window_options

MSG = {"card": "破译/红/密电", "step": "transmit"}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing -------------------------------------------------------------------------------
def test_only_at_transmit(table):
    """"只能在情报传递时使用": not in 出牌阶段, not at 情报到达, not at turn start or end."""
    s = table({"A": {"hand": ["调虎离山"]}, "B": {"hand": ["调虎离山"]}},
              phase="send_message", message=MSG, advance=False)
    for seat in (0, 1):
        assert "diao_hu_li_shan" in funcs(s, seat, "transmit")
        for ctx in ("play_1", "play_2", "turn_start", "turn_end", "arrive"):
            assert "diao_hu_li_shan" not in funcs(s, seat, ctx), (seat, ctx)


def test_usable_in_another_players_turn(table, h):
    """"【调虎离山】可以在别人的回合使用。" — B is asked with it in A's 情报传递 window."""
    s = table({"B": {"hand": ["调虎离山"]}}, phase="send_message", message=MSG)
    assert h.asked(s) == ("B", "transmit") and h.offered(s, "use 调虎离山")


def test_targets_every_other_living_player(table, h):
    """"指定另一位玩家" — the sender included (ruling: it is a legal target, unaffected)."""
    s = table({"B": {"hand": ["调虎离山"]}, "D": {"alive": False}},
              phase="send_message", message=MSG)
    assert sorted(o.seat for o in h.matching(s, "use 调虎离山")) == [0, 2, 4]


# -- effect -------------------------------------------------------------------------------
def test_lured_player_is_skipped(table, h):
    """"指定另一位玩家不参与本次的情报传递": A's 密电 goes from A straight to C."""
    s = table({"C": {"hand": ["调虎离山"]}}, phase="send_message", message=MSG)
    log = h.play(s, "C transmit: use 调虎离山 @B", until={"asked": "C receive"})
    assert s.message["holder"] == 2 and s.message["lured"] == (1,)
    assert not h.of_type(log, "step", step="arrive", holder=1)


def test_lured_player_is_skipped_both_ways(table, h):
    """The lure holds for the whole passing ("本次的情报传递"), also after 退回 reverses it."""
    s = table({"C": {"hand": ["调虎离山", "退回"]}}, phase="send_message", message=MSG)
    log = h.play(s, "C transmit: use 调虎离山 @B", "C arrive: use 退回", until="play_2")
    arrivals = [e["holder"] for e in h.of_type(log, "step", step="arrive")]
    assert arrivals == [2, 0]                  # C, then back to A skipping B
    assert len(s.players[0].messages) == 1     # A, the sender, must take it


def test_sender_is_not_affected(table, h):
    """"（传出情报者……不受此影响）" — lured, the sender still gets it back and must take it."""
    s = table({"B": {"hand": ["调虎离山"]}}, phase="send_message", message=MSG)
    log = h.play(s, "B transmit: use 调虎离山 @A", until="play_2")
    assert len(s.players[0].messages) == 1
    assert h.of_type(log, "message_taken", seat=0, forced=True)


def test_lure_on_direct_target_returns_it_to_the_sender(table, h):
    """"a直达情报给b，若对b【调虎离山】，即情报会退回给a。" """
    s = table({"C": {"hand": ["调虎离山"]}}, phase="send_message",
              message={"card": "截获/黑/直达", "target": "B"})
    log = h.play(s, "C: use 调虎离山 @B", until="play_2")
    assert [e["holder"] for e in h.of_type(log, "step", step="arrive")] == [0]
    assert len(s.players[0].messages) == 1 and s.players[1].messages == []


def test_locked_player_is_not_affected(table, h):
    """"（……被锁定的玩家不受此影响）" / "以【锁定】为准"."""
    s = table({"C": {"hand": ["调虎离山"]}}, phase="send_message", message=MSG, locks=["B"])
    log = h.play(s, "C: use 调虎离山 @B", until="play_2")
    assert h.of_type(log, "lured", seat=1)
    assert len(s.players[1].messages) == 1


def test_lure_ends_with_the_message(table, h):
    """"本次的情报传递": a player lured from A's message takes part in B's next message."""
    s = table({"C": {"hand": ["调虎离山"]}, "B": {"hand": ["锁定/红/密电"]}},
              phase="send_message", message=MSG, deck=["破译/蓝", "退回/蓝"])
    h.play(s, "C: use 调虎离山 @D", "B: decline", "C: decline", "E: decline",
           until="next_turn")
    assert s.message is None and len(s.players[0].messages) == 1
    log = h.play(s, "B play_1: pass", "B: send 锁定/红/密电", "C: decline",
                 until={"asked": "D receive"})
    assert s.message["lured"] == ()
    assert h.of_type(log, "step", step="arrive", holder=3)


def test_nullified_lure_has_no_effect(table, h):
    """识破 "目标卡牌无效": a 调虎离山 seen through lures nobody."""
    s = table({"B": {"hand": ["识破"]}, "C": {"hand": ["调虎离山"]}},
              phase="send_message", message=MSG)
    log = h.play(s, "C: use 调虎离山 @B", "B: use 识破 #1st",
                 until={"asked": "B receive"})
    assert not h.of_type(log, "lured") and s.message["lured"] == ()
    assert sorted(s.cards[c].function for c in s.discard) == ["diao_hu_li_shan", "shi_po"]
