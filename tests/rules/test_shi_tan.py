"""试探 (PROBE). Rulebook 000: "只能在自己回合出牌阶段使用。面朝下递给另一位玩家：我打赌你是潜伏战线/军情处/打酱油的的，
如果你是，那么你弃一张手牌/抽二张牌，否则你就宣称“我是一个好人/其实我是卧底”。之后将此牌面朝下移出游戏。" rulings:
"被【试探】的玩家必须根据自己的身份作出行动，不可隐瞒。" "请确保只有使用【试探】的玩家和被【试探】的玩家能看见【试探】的
内容。" "当一位手牌为0的玩家被【试探】且需要舍弃手牌时，他只需要宣告舍弃手牌，但无需执行。" 识破: "（【试探】被【识破】时
也放置到弃牌堆）". Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的 (conftest)."""
from fengsheng.engine.window import window_options
from fengsheng.views import observe, visible_events


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


# -- timing and targets ---------------------------------------------------------------------
def test_only_in_ones_own_play_phases(table):
    """"只能在自己回合出牌阶段使用"."""
    s = table({"A": {"hand": ["试探"]}, "B": {"hand": ["试探"]}}, phase="send_message",
              message={"card": "锁定/红/密电"}, advance=False)
    assert "shi_tan" in funcs(s, 0, "play_1") and "shi_tan" in funcs(s, 0, "play_2")
    for ctx in ("transmit", "arrive", "turn_start", "turn_end"):
        assert "shi_tan" not in funcs(s, 0, ctx), ctx
    for ctx in ("play_1", "play_2"):
        assert "shi_tan" not in funcs(s, 1, ctx), ctx


def test_targets_another_living_player(table, h):
    """"面朝下递给另一位玩家"."""
    s = table({"A": {"hand": ["试探"]}, "C": {"alive": False}})
    assert sorted(o.seat for o in h.matching(s, "use 试探")) == [1, 3, 4]


# -- effect ---------------------------------------------------------------------------------
def test_right_guess_discard_one(table, h):
    """"如果你是，那么你弃一张手牌" — B (军情处) chooses one of its cards; it is discarded
    face down (暗弃, ruling R7): only B sees which."""
    s = table({"A": {"hand": ["试探/红/军情处/弃牌"]}, "B": {"hand": ["锁定/蓝", "退回/黑"]}})
    h.play(s, "A: use 试探 @B", until={"asked": "B probe_discard"})
    assert sorted(o.card for o in s.pending.options) == sorted(s.players[1].hand)
    log = h.play(s, "B: choose 退回", until="send_message")
    assert h.descs(s, s.players[1].hand) == ["锁定/蓝/密电"]
    assert h.descs(s, s.discard) == ["退回/黑/文本"]
    ev = h.of_type(log, "discard", seat=1)
    assert "card" in visible_events(ev, 1)[0] and "card" not in visible_events(ev, 0)[0]


def test_right_guess_draw_two(table, h):
    """"如果你是，那么你……抽二张牌" — C (潜伏战线) draws the deck's top two."""
    s = table({"A": {"hand": ["试探/红/潜伏战线/抽牌"]}}, deck=["截获/黑", "识破/蓝"])
    h.play(s, "A: use 试探 @C", until="send_message")
    assert h.descs(s, s.players[2].hand) == ["截获/黑/直达", "识破/蓝/直达"]


def test_wrong_guess_is_only_a_declaration(table, h):
    """"否则你就宣称“我是一个好人/其实我是卧底”" — D (军情处) neither discards nor draws."""
    for effect, words in (("弃牌", "good_person"), ("抽牌", "undercover")):
        s = table({"A": {"hand": [f"试探/蓝/潜伏战线/{effect}"]}, "D": {"hand": ["锁定/黑"]}})
        log = h.play(s, "A: use 试探 @D", until="send_message")
        assert h.of_type(log, "probe_declared", seat=3, words=words)
        assert len(s.players[3].hand) == 1 and s.discard == []


def test_bet_on_a_bystander(table, h):
    """"我打赌你是……打酱油的" — E is, and draws two."""
    s = table({"A": {"hand": ["试探/黑/打酱油的/抽牌"]}})
    h.play(s, "A: use 试探 @E", until="send_message")
    assert len(s.players[4].hand) == 2


def test_empty_hand_asked_to_discard_only_declares(table, h):
    """"当一位手牌为0的玩家被【试探】且需要舍弃手牌时，他只需要宣告舍弃手牌，但无需执行。" """
    s = table({"A": {"hand": ["试探/红/军情处/弃牌"]}})
    log = h.play(s, "A: use 试探 @B", until="send_message")
    assert h.of_type(log, "probe_discard_nothing", seat=1)
    assert not h.of_type(log, "decision", seat=1)


def test_used_probe_is_removed_from_the_game(table, h):
    """"之后将此牌面朝下移出游戏" — not the discard pile."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}})
    h.play(s, "A: use 试探 @B", until="send_message")
    assert h.descs(s, s.removed) == ["试探/红/密电/军情处/抽牌"] and s.discard == []


def test_nullified_probe_goes_to_the_discard_pile(table, h):
    """"（【试探】被【识破】时也放置到弃牌堆）" and nothing happens to the target."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": {"hand": ["识破"]}})
    h.play(s, "A: use 试探 @B", "C: use 识破 #1st", until="send_message")
    assert s.removed == [] and len(s.discard) == 2 and s.players[1].hand == []


def test_only_user_and_target_see_the_probe(table, h):
    """"请确保只有使用【试探】的玩家和被【试探】的玩家能看见【试探】的内容。" """
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": {"hand": ["识破"]}})
    log = h.play(s, "A: use 试探 @B", until={"asked": "C"})
    card = s.stack[0].card
    assert observe(s, 0)["stack"][0]["card"] == card
    assert observe(s, 1)["stack"][0]["card"] == card
    assert observe(s, 2)["stack"][0]["card"] is None
    assert observe(s, None)["stack"][0]["card"] is None
    used = h.of_type(log, "used")
    assert "card" not in visible_events(used, 2)[0]
    assert visible_events(used, 1)[0]["card"] == card
    shown = h.of_type(h.play(s, "C: pass", until="send_message"), "probe_shown")
    assert "bet" not in visible_events(shown, 3)[0] and "bet" in visible_events(shown, 1)[0]
