"""识破 (SEE_THROUGH). Rulebook 000: "玩家使用卡牌时可以使用。目标卡牌无效。" rulings: "被无效的卡牌完全失去作用，并放置
到弃牌堆（【试探】被【识破】时也放置到弃牌堆）。" "情报的传递和传递方式不属于卡牌的功能效果使用，不能被【识破】。"
"【识破】可以无效【识破】。" "目前卡牌的9种功能效果都可以被【识破】。" 001 后发先至: "玩家C的【识破】令玩家B的【识破】
无效，玩家A的【截获】成功生效，玩家A获得传递中的情报。" """
from fengsheng.engine.window import window_options

MSG = {"card": "锁定/红/密电", "step": "transmit"}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing -------------------------------------------------------------------------------
def test_not_offered_when_no_card_is_being_used(table):
    """"玩家使用卡牌时可以使用" — with an empty stack there is nothing to see through; the
    passing of a message itself cannot be seen through ("情报的传递……不能被【识破】")."""
    s = table({"B": {"hand": ["识破"]}}, phase="send_message", message=MSG, advance=False)
    for ctx in ("play_1", "transmit", "arrive", "turn_start", "turn_end"):
        assert "shi_po" not in funcs(s, 1, ctx), ctx


def test_offered_to_everyone_once_a_card_is_used(table, h):
    """Any player, in any window, in anyone's turn — as soon as a card waits on the stack."""
    s = table({"A": {"hand": ["锁定", "识破"]}, "C": {"hand": ["识破"]},
               "E": {"hand": ["识破"]}})
    log = h.play(s, "A: use 锁定 @B", until={"asked": "C"})
    assert h.offered(s, "use 识破 #1st")
    h.play(s, "C: pass", until={"asked": "E"})
    assert h.offered(s, "use 识破")
    h.play(s, "E: pass", until={"asked": "A"})
    assert h.offered(s, "use 识破 #1st")      # even its own user's card (no rule forbids it)
    assert len(h.of_type(log, "used")) == 1


def test_play_phase_cards_can_all_be_seen_through(table, h):
    """"目前卡牌的9种功能效果都可以被【识破】" — 锁定, 烧毁, 试探 and 真伪莫辨 here; 截获 and 识破
    below; 调虎离山, 退回 and 破译 in their own test files."""
    s = table({"A": {"hand": ["锁定", "试探", "真伪莫辨"]}, "B": {"hand": ["识破"]},
               "C": {"messages": ["黑"]}, "D": {"hand": ["烧毁"]}})
    h.play(s, "A: use 锁定 @C", "B: pass", "D: use 烧毁 @C", "A: use 试探 @B",
           "B: pass", "A: use 真伪莫辨", until="script_done")
    assert h.asked(s) == ("B", "play_1")
    targets = {s.stack[[i.uid for i in s.stack].index(o.ref)].func
               for o in h.matching(s, "use 识破")}
    assert targets == {"suo_ding", "shao_hui", "shi_tan", "zhen_wei_mo_bian"}


# -- effect -------------------------------------------------------------------------------
def test_the_target_has_no_effect_and_both_cards_are_discarded(table, h):
    """"目标卡牌无效" / "被无效的卡牌完全失去作用，并放置到弃牌堆"."""
    s = table({"B": {"hand": ["截获"]}, "C": {"hand": ["识破"]}}, phase="send_message",
              message=MSG)
    log = h.play(s, "B: use 截获", "C: use 识破 #截获", until={"asked": "B receive"})
    assert s.players[1].messages == [] and s.message is not None
    assert sorted(s.cards[c].function for c in s.discard) == ["jie_huo", "shi_po"]
    assert h.of_type(log, "item_nullified", user=1, func="jie_huo")


def test_see_through_on_see_through(table, h):
    """Rulebook example: A 截获, B 识破 → A's 截获, C 识破 → B's 识破: A gets the message."""
    s = table({"B": {"hand": ["截获"]}, "C": {"hand": ["识破"]}, "D": {"hand": ["识破"]}},
              phase="send_message", message=MSG)
    h.play(s, "B: use 截获", "C: use 识破 #1st", "D: use 识破 #2nd", until="play_2")
    assert len(s.players[1].messages) == 1
    assert sorted(s.cards[c].function for c in s.discard) == ["jie_huo", "shi_po", "shi_po"]


def test_see_through_three_deep(table, h):
    """Three 识破 on each other: the 1st stands, so the 截获 is void."""
    s = table({"B": {"hand": ["截获"]}, "C": {"hand": ["识破"]}, "D": {"hand": ["识破"]},
               "E": {"hand": ["识破"]}}, phase="send_message", message=MSG)
    h.play(s, "B: use 截获", "C: use 识破 #1st", "D: use 识破 #2nd", "E: use 识破 #3rd",
           until={"asked": "B receive"})
    assert s.players[1].messages == [] and len(s.discard) == 4


def test_a_seen_through_probe_goes_to_the_discard_pile(table, h):
    """"（【试探】被【识破】时也放置到弃牌堆）" — not removed from the game."""
    s = table({"A": {"hand": ["试探/红/潜伏战线/抽牌"]}, "B": {"hand": ["识破"]}})
    h.play(s, "A: use 试探 @C", "B: use 识破 #1st", until="send_message")
    assert s.removed == [] and sorted(s.cards[c].function for c in s.discard) == \
        ["shi_po", "shi_tan"]
    assert s.players[2].hand == []    # C (潜伏战线) did not draw two


def test_the_unaffected_items_still_resolve(table, h):
    """Only the target is void: another card on the stack resolves normally."""
    s = table({"A": {"hand": ["锁定", "锁定"]}, "B": {"hand": ["识破"]}})
    h.play(s, "A: use 锁定 @C", "B: pass", "A: use 锁定 @D", "B: use 识破 #2nd",
           until="send_message")
    assert s.locks == (2,)
