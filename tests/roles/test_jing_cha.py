"""警察 (jing_cha): 城府, 加密, 绝密 and the mission. Seed 000:
"城府：你被试探时可以隐瞒身份。" / "加密：你的文本情报可以用密电的方式传递。" /
"绝密：当你传出的情报被截获或破译时，你可以抽取一位玩家的一张手牌，或在其面前放置一张假情报。" /
机密任务 "一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。" """
import fengsheng.roles.jing_cha  # noqa: F401  (registers the role)
from fengsheng.engine.decisions import Option
from fengsheng.roles.jing_cha import PLACE, TAKE

JC = {"role": "jing_cha"}


def test_cheng_fu_hides_the_identity_when_probed(table, act):
    s = table({"A": {"hand": ["试探/军情处/弃牌"]}, "B": dict(JC, hand=["红"])})
    act(s, "A", "use 试探 @B")
    assert s.pending.seat == 1 and s.pending.prompt == "probe_hide"


# -- 加密 ------------------------------------------------------------------------------------
def test_text_messages_may_be_sent_as_secret(table, act):
    """"你的文本情报可以用密电的方式传递" — face down, passed right."""
    s = table({"A": dict(JC, hand=["退回/红/文本", "锁定/蓝/密电"])}, phase="send_message")
    text, secret = (next(c for c in s.players[0].hand if s.cards[c].transmission == t)
                    for t in ("text", "secret"))
    ways = sorted((o.card, o.func) for o in s.pending.options)
    assert ways == sorted([(text, "text"), (text, "secret"), (secret, "secret")])
    events = act(s, "A", f"send secret c{text}")
    m = s.message
    assert m["transmission"] == "secret" and not m["face_up"]
    sent = [e for e in events if e["type"] == "message_sent"][0]
    assert sent["private"] == (0,) and "card" in sent["hide"]   # nobody else sees it


def test_no_encryption_without_the_role(table):
    s = table({"A": {"hand": ["退回/红/文本"]}}, phase="send_message")
    assert [o.func for o in s.pending.options] == ["text"]


# -- 绝密 ------------------------------------------------------------------------------------
def _intercept(table, **extra):
    """A (警察) sends a red 密电; C, holding a 截获, intercepts it in the 情报传递 step."""
    seats = {"A": dict(JC, hand=["截获/黑", "破译/黑"]), "C": {"hand": ["截获"]},
             "D": {"hand": ["红", "蓝"]}}
    for k, v in extra.items():
        seats.setdefault(k, {}).update(v)
    s = table(seats, phase="send_message", message={"card": "锁定/红/密电"})
    return s


def test_intercepted_he_may_take_a_hand_card(table, act, h):
    """"当你传出的情报被截获…你可以抽取一位玩家的一张手牌" — blind, from D."""
    s = _intercept(table)
    act(s, "C", "use 截获")
    assert s.pending.kind == "trigger" and s.pending.prompt == "jue_mi" and s.pending.seat == 0
    act(s, "A", "yes")
    assert s.pending.prompt == "jue_mi"
    opts = set(s.pending.options)
    # C spent her only card: no card to take from her, but she can get a fake.
    assert Option("choose", func=TAKE, seat=2) not in opts
    assert Option("choose", func=PLACE, seat=2) in opts
    assert Option("choose", func=TAKE, seat=3) in opts
    d_hand = list(s.players[3].hand)
    events = act(s, "A", f"choose {TAKE} @D")
    taken = h.of_type(events, "card_taken", seat=0, from_seat=3)[0]["card"]
    assert taken in d_hand and taken in s.players[0].hand and len(s.players[3].hand) == 1


def test_intercepted_he_may_put_a_fake_in_front_of_someone(table, act):
    """"…或在其面前放置一张假情报" — a black card from his hand (放置情报: from the hand)."""
    s = _intercept(table)
    act(s, "C", "use 截获")
    act(s, "A", "yes")
    act(s, "A", f"choose {PLACE} @C")
    assert s.pending.prompt == "jue_mi_card"          # two black cards: which one
    fake = s.players[0].hand[1]
    act(s, "A", f"choose c{fake}")
    assert fake in s.players[2].messages and fake not in s.players[0].hand
    assert len(s.players[2].messages) == 2            # the intercepted red and the fake


def test_a_fake_that_kills_is_his_kill(table, act):
    s = _intercept(table, A=dict(JC, hand=["截获/黑"]), C={"messages": ["黑", "黑"]})
    act(s, "C", "use 截获")
    act(s, "A", "yes")
    act(s, "A", f"choose {PLACE} @C")                 # one black card: no second question
    assert (2, 0) in s.deaths


def test_decrypted_triggers_too(table, act):
    """"…或破译时" — B decrypts his message as it reaches her."""
    s = table({"A": dict(JC, hand=["截获/黑"]), "B": {"hand": ["破译"]}}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "arrive"})
    act(s, "B", "use 破译")
    assert s.pending.prompt == "jue_mi" and s.pending.seat == 0


def test_not_for_someone_elses_message(table, act):
    s = table({"A": {"hand": ["截获/黑"]}, "B": dict(JC, hand=["破译/黑"]), "C": {"hand": ["截获"]}},
              phase="send_message", message={"card": "锁定/红/密电"})
    act(s, "C", "use 截获")
    assert not (s.pending and s.pending.prompt == "jue_mi")


def test_not_when_the_intercept_is_seen_through(table, act):
    """"当……时": a nullified 截获 did not intercept."""
    s = _intercept(table, B={"hand": ["识破"]})
    act(s, "C", "use 截获")
    act(s, "B", "use 识破 #1st")
    assert not (s.pending and s.pending.prompt == "jue_mi")


# -- 机密任务 ----------------------------------------------------------------------------------
def test_a_win_by_his_message_is_his(table, act):
    """B (军情处) takes his blue, her third: "你的胜利会导致他的宣告失败"."""
    s = table({"A": dict(JC, identity="打酱油的"), "B": {"messages": ["蓝", "蓝"]},
               "E": {"identity": "潜伏战线"}},
              phase="send_message", message={"card": "锁定/蓝/密电", "holder": "B", "step": "receive"})
    act(s, "B", "take")
    assert s.over and s.winners == (0,) and s.declarer == 0


def test_a_win_by_someone_elses_message_is_not_his(table, act):
    s = table({"A": {"hand": ["锁定/黑"]}, "C": dict(JC, identity="打酱油的"),
               "B": {"messages": ["蓝", "蓝"]}, "E": {"identity": "潜伏战线"}},
              phase="send_message", message={"card": "锁定/蓝/密电", "holder": "B", "step": "receive"})
    act(s, "B", "take")
    assert s.over and s.declarer == 1 and 2 not in s.winners


def test_not_when_he_decrypts_his_own_message(table, act):
    """"被截获或破译" — by another player: his message back at him, decrypted by himself, is nothing."""
    s = table({"A": dict(JC, hand=["破译", "截获/黑"]), "D": {"hand": ["红"]}},
              phase="send_message",
              message={"card": "锁定/红/密电", "holder": "A", "step": "arrive", "hops": 5})
    act(s, "A", "use 破译")
    assert not (s.pending and s.pending.prompt == "jue_mi")
    assert s.players[3].hand and len(s.players[0].hand) == 1
