"""浮萍 (seed 000, "信息了无痕"): 先机, 后着, and the 机密任务 "你成为第二位或以后死亡的玩家".
Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""

from fengsheng.engine.window import window_options
from fengsheng.views import visible_events

FP = {"role": "fu_ping"}


def _skill_opts(state, seat, ctx):
    return [o for o in window_options(state, seat, ctx) if o.kind == "skill"]


def _decisions(log, seat=None, prompt=None):
    return [e for e in log if e["type"] == "decision" and (seat is None or e["seat"] == seat)
            and (prompt is None or e["prompt"] == prompt)]


# -- 先机 -------------------------------------------------------------------------------------
def test_xian_ji_takes_two_cards_then_the_target_draws_two(table, h):
    """"翻开此角色牌，抽取另一位玩家的二张手牌，然后他抽二张牌。\""""
    s = table({"C": dict(FP, face_up=False), "B": {"hand": ["锁定/红", "锁定/蓝", "破译/黑"]}},
              deck=["识破/红", "识破/蓝"])
    before = set(s.players[1].hand)
    log = h.play(s, "C play_1: skill xian_ji @B", until="send_message")
    assert s.players[2].face_up
    taken = set(s.players[2].hand)
    assert len(taken) == 2 and taken <= before
    assert h.descs(s, set(s.players[1].hand) - before) == ["识破/红/直达", "识破/蓝/直达"]
    assert len(s.players[1].hand) == 3
    # "抽取" is blind and private: A does not see which cards moved, C and B do.
    ev = h.of_type(log, "card_taken", seat=2, from_seat=1)
    assert len(ev) == 2
    assert "card" not in visible_events(ev, 0)[0] and "card" in visible_events(ev, 1)[0]


def test_xian_ji_with_a_short_hand(table, h):
    s = table({"C": dict(FP, face_up=False), "B": {"hand": ["锁定/红"]}},
              deck=["识破/红", "识破/蓝"])
    h.play(s, "C play_1: skill xian_ji @B", until="send_message")
    assert h.descs(s, s.players[2].hand) == ["锁定/红/密电"]
    assert h.descs(s, s.players[1].hand) == ["识破/红/直达", "识破/蓝/直达"]


def test_xian_ji_any_window_face_down_only(table):
    """No timing printed ("没有注明使用时机的技能可以在任何时候使用"): every window, in anyone's turn,
    targeting another living player; not once face up (revealing is its cost)."""
    s = table({"C": dict(FP, face_up=False), "D": {"alive": False}}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "arrive"}, advance=False)
    for ctx in ("turn_start", "play_1", "transmit", "arrive", "play_2", "turn_end"):
        assert sorted(o.seat for o in _skill_opts(s, 2, ctx)) == [0, 1, 4], ctx
    s.players[2].face_up = True
    assert _skill_opts(s, 2, "play_1") == []


# -- 后着 -------------------------------------------------------------------------------------
def _dies(table, seat="C", face_up=True, **seats):
    spec = {seat: dict(FP, face_up=face_up, messages=["黑", "黑"])}
    spec.update(seats)
    return table(spec, phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": seat, "step": "receive"})


def test_hou_zhao_views_a_hand_and_places_one_card(table, h):
    """"当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前。\""""
    s = _dies(table, B={"hand": ["锁定/红", "破译/蓝"]}, D={"hand": ["截获/黑"]})
    h.play(s, "C receive: take", until={"asked": "C hou_zhao"})
    assert not s.players[2].alive and s.players[2].messages      # dying: cards still there
    h.play(s, "C: yes", until={"asked": "C hou_zhao_target"})
    assert sorted(o.seat for o in s.pending.options) == [1, 3]   # others with cards in hand
    log = h.play(s, "C: choose @B", until={"asked": "C hou_zhao_card"})
    ev = h.of_type(log, "hand_viewed", seat=2, target=1)
    assert h.descs(s, visible_events(ev, 2)[0]["cards"]) == ["破译/蓝/密电", "锁定/红/密电"]
    assert "cards" not in visible_events(ev, 1)[0] and "cards" not in visible_events(ev, 0)[0]
    h.play(s, "C: choose 破译/蓝", until={"asked": "C hou_zhao_to"})
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 3, 4]
    log = h.play(s, "C: choose @D", until="play_2")
    assert h.descs(s, s.players[3].messages) == ["破译/蓝/密电"]
    assert h.descs(s, s.players[1].hand) == ["锁定/红/密电"]
    assert h.of_type(log, "message_placed", seat=3, via="hou_zhao")
    assert s.deaths == ((2, 0),)


def test_hou_zhao_kill_is_fu_pings(table, h):
    """A card placed by 后着 that kills is 浮萍's kill (亲手: 角色效果)."""
    s = _dies(table, B={"hand": ["截获/黑"]}, D={"messages": ["黑", "黑"]})
    h.play(s, "C: take", "C: yes", "C: choose @B", "C: choose 截获/黑", "C: choose @D",
           until="play_2")
    assert (3, 2) in s.deaths


def test_hou_zhao_not_face_down(table, h):
    """Death skills trigger before the role is shown ("死亡时的技能在翻开前触发"): face down, none."""
    s = _dies(table, face_up=False, B={"hand": ["锁定/红"]})
    log = h.play(s, "C: take", until="play_2")
    assert not _decisions(log, prompt="hou_zhao") and s.deaths == ((2, 0),)


def test_hou_zhao_not_for_anothers_death(table, h):
    s = table({"C": dict(FP, face_up=True), "B": {"hand": ["锁定/红"]},
               "D": {"messages": ["黑", "黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    log = h.play(s, "D: take", until="play_2")
    assert s.deaths == ((3, 0),)
    assert not _decisions(log, prompt="hou_zhao")


def test_hou_zhao_needs_a_hand_to_view(table, h):
    s = _dies(table)
    log = h.play(s, "C: take", until="play_2")
    assert not _decisions(log, prompt="hou_zhao")


# -- 机密任务 ---------------------------------------------------------------------------------
def test_mission_second_to_die(table, h):
    """"你成为第二位或以后死亡的玩家。" E (打酱油的 浮萍) dies after A: E wins."""
    s = table({"A": {"alive": False, "killer": "B"}, "E": dict(FP, messages=["黑", "黑"])},
              turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_the_first_to_die(table, h):
    s = table({"E": dict(FP, messages=["黑", "黑"])}, turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="play_2")
    assert not s.over and s.deaths == ((4, 1),)


def test_mission_losing_is_not_dying(table, h):
    """Only deaths count: a player who lost (输掉游戏) before is not a death."""
    s = table({"A": {"lost": True}, "E": dict(FP, messages=["黑", "黑"])}, turn="B",
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", until="play_2")
    assert not s.over


def test_mission_a_death_caused_by_hou_zhao_comes_after_fu_ping(table, h):
    """浮萍 (E, 打酱油的) dies first; her 后着 then kills D. She died first ("他就会被杀害（死亡），
    然后按以下顺序进行：1、处理死亡时触发的角色技能"), so she is not the second to die and must not win."""
    s = table({"E": dict(FP, face_up=True, messages=["黑", "黑"]), "B": {"hand": ["截获/黑"]},
               "D": {"messages": ["黑", "黑"]}}, turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.play(s, "E: take", "E: yes", "E: choose @B", "E: choose 截获/黑", "E: choose @D",
           until="play_2")
    assert [v for v, _ in s.deaths] == [4, 3]
    assert not s.over
