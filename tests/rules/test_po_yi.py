"""破译 (DECRYPT). Rulebook 000: "只能在情报到达你时使用。检视该情报。" rulings: "请确保该情报只有自己看见。" "可以对文本
情报使用【破译】". 001 情报到达: "卡牌方面可使用【破译】【退回】；不可使用【调虎离山】【截获】【锁定】". 检视:
"只有相关的玩家才能看见牌面，不能被其余的玩家看见。" """
from fengsheng.engine.window import window_options
from fengsheng.views import observe, visible_events

AT_C = {"card": "锁定/黑/密电", "holder": "C", "step": "arrive"}


def funcs(state, seat, ctx):
    return {o.func for o in window_options(state, seat, ctx) if o.kind == "use"}


def test_only_for_the_holder_at_arrive(table):
    """"只能在情报到达你时使用"."""
    s = table({"B": {"hand": ["破译"]}, "C": {"hand": ["破译"]}}, phase="send_message",
              message=AT_C, advance=False)
    assert "po_yi" in funcs(s, 2, "arrive")
    assert "po_yi" not in funcs(s, 1, "arrive")
    for ctx in ("transmit", "play_1", "play_2", "turn_start", "turn_end"):
        assert "po_yi" not in funcs(s, 2, ctx), ctx


def test_holder_sees_the_card_and_nobody_else(table, h):
    """"检视该情报" / "请确保该情报只有自己看见" — C's view shows the card; B's and a
    spectator's do not; the event's card is hidden from the others."""
    s = table({"C": {"hand": ["破译"]}}, phase="send_message", message=AT_C)
    assert observe(s, 2)["message"]["card"] is None
    log = h.play(s, "C: use 破译", until={"asked": "C receive"})
    assert observe(s, 2)["message"]["card"] == s.message["card"]
    assert observe(s, 1)["message"]["card"] is None
    assert observe(s, None)["message"]["card"] is None
    ev = h.of_type(log, "decrypted", seat=2)
    assert ev and visible_events(ev, 2)[0]["card"] == s.message["card"]
    assert "card" not in visible_events(ev, 1)[0]


def test_the_message_goes_on_as_usual(table, h):
    """破译 only looks: C still decides to take or decline."""
    s = table({"C": {"hand": ["破译"]}}, phase="send_message", message=AT_C)
    h.play(s, "C: use 破译", until={"asked": "C receive"})
    assert s.pending.kind == "receive" and s.message["holder"] == 2


def test_legal_on_a_text_message(table, h):
    """"可以对文本情报使用【破译】" (000 ruling)."""
    s = table({"C": {"hand": ["破译"]}}, phase="send_message",
              message={"card": "退回/红/文本", "holder": "C", "step": "arrive"})
    assert h.offered(s, "use 破译")
    log = h.play(s, "C: use 破译", until={"asked": "C receive"})
    assert h.of_type(log, "decrypted", seat=2)


def test_seen_through_decrypt_shows_nothing(table, h):
    """识破: "目标卡牌无效" — C does not see it."""
    s = table({"C": {"hand": ["破译"]}, "D": {"hand": ["识破"]}}, phase="send_message",
              message=AT_C)
    log = h.play(s, "C: use 破译", "D: use 识破 #1st", until={"asked": "C receive"})
    assert not h.of_type(log, "decrypted")
    assert observe(s, 2)["message"]["card"] is None
