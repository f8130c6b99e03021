"""黄雀 (seed 000, "螳螂捕蝉"): 潜藏伏击, 黄雀在后, and the 机密任务 "一位潜伏战线玩家和一位军情处玩家死亡".
Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""
from fengsheng.engine.window import window_options

HQ = {"role": "huang_que"}


def _skill_opts(state, seat, ctx):
    return [o for o in window_options(state, seat, ctx) if o.kind == "skill"]


def _decisions(log, seat=None, prompt=None):
    return [e for e in log if e["type"] == "decision" and (seat is None or e["seat"] == seat)
            and (prompt is None or e["prompt"] == prompt)]


# -- 潜藏伏击 ----------------------------------------------------------------------------------
def test_qian_cang_fu_ji_puts_a_message_back_on_the_deck(table, h):
    """"翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。\""""
    s = table({"C": dict(HQ, face_up=False), "B": {"messages": ["锁定/红", "破译/蓝"]}},
              deck=["黑"])
    log = h.play(s, "C play_1: skill qian_cang_fu_ji @B #锁定/红", until="send_message")
    assert s.players[2].face_up
    assert h.descs(s, s.players[1].messages) == ["破译/蓝/密电"]
    assert h.desc(s, s.deck[-1]) == "锁定/红/密电"   # on top of the deck
    assert h.of_type(log, "message_to_deck", seat=1)


def test_qian_cang_fu_ji_targets_and_timing(table):
    """Another living player's message (not your own), in any window, face down only."""
    s = table({"C": dict(HQ, face_up=False, messages=["红"]), "B": {"messages": ["红", "黑"]},
               "D": {"messages": ["蓝"]}}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "arrive"}, advance=False)
    for ctx in ("turn_start", "play_1", "transmit", "arrive", "play_2", "turn_end"):
        opts = _skill_opts(s, 2, ctx)
        assert sorted(o.seat for o in opts) == [1, 1, 3], ctx
        assert {o.ref for o in opts} == set(s.players[1].messages) | set(s.players[3].messages)
    s.players[2].face_up = True
    assert _skill_opts(s, 2, "play_1") == []


def test_qian_cang_fu_ji_fizzles_if_the_message_is_gone(table, h):
    """B's black is burned first (后发先至): the skill has nothing to put back."""
    s = table({"A": {"hand": ["烧毁/黑"]}, "C": dict(HQ, face_up=False),
               "B": {"messages": ["锁定/黑"]}})
    log = h.play(s, "A play_1: pass", "C play_1: skill qian_cang_fu_ji @B", "A: use 烧毁 @B",
                 until="send_message")
    assert h.of_type(log, "fizzle", func="qian_cang_fu_ji", why="target_gone")
    assert h.descs(s, s.discard) == ["烧毁/黑/直达", "锁定/黑/密电"]
    assert h.desc(s, s.deck[-1]) != "锁定/黑/密电"


# -- 黄雀在后 ----------------------------------------------------------------------------------
def _dies(table, seat="D", turn="A", **seats):
    spec = {seat: {"messages": ["黑", "黑"]}}
    spec.update(seats)
    return table(spec, turn=turn, phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": seat, "step": "receive"})


def test_huang_que_zai_hou_reveals_identity_and_places_two_fakes(table, h):
    """"当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多二张假情报。\""""
    s = _dies(table, C=dict(HQ, face_up=True, hand=["截获/黑", "识破/黑", "锁定/红"]))
    h.play(s, "D: take", until={"asked": "C huang_que_zai_hou"})
    assert not s.players[2].identity_revealed
    h.play(s, "C: yes", until={"asked": "C huang_que_zai_hou_target"})
    assert s.players[2].identity_revealed
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 2, 4]   # the living, C too
    h.play(s, "C: choose @B", until={"asked": "C huang_que_zai_hou_card"})
    assert len(s.pending.options) == 2                                   # black cards only
    h.play(s, "C: choose 截获/黑", until={"asked": "C huang_que_zai_hou_more"})
    log = h.play(s, "C: choose 识破/黑", until="play_2")
    assert h.descs(s, s.players[1].messages) == ["截获/黑/直达", "识破/黑/直达"]
    placed = h.of_type(log, "message_placed", seat=1, via="huang_que_zai_hou")
    assert len(placed) == 1 and len(placed[0]["cards"]) == 2              # at once
    assert h.descs(s, s.players[2].hand) == ["锁定/红/密电"]


def test_huang_que_zai_hou_one_fake_and_kill_credit(table, h):
    """"最多二张": one is enough; a death it causes is 黄雀's (亲手: 角色效果)."""
    s = _dies(table, C=dict(HQ, face_up=True, hand=["截获/黑", "识破/黑"]),
              B={"messages": ["黑", "黑"]})
    h.play(s, "D: take", "C: yes", "C: choose @B", "C: choose 截获/黑", "C: choose done",
           until="play_2")
    assert sorted(s.deaths) == [(1, 2), (3, 0)]   # (their order: see test_fu_ping's xfail)


def test_huang_que_zai_hou_not_at_own_death(table, h):
    """"当另一位玩家死亡时": 黄雀's own death does not trigger it."""
    s = _dies(table, seat="C", C=dict(HQ, face_up=True, hand=["截获/黑"], messages=["黑", "黑"]))
    log = h.play(s, "C: take", until="play_2")
    assert not _decisions(log, prompt="huang_que_zai_hou")


def test_huang_que_zai_hou_not_face_down(table, h):
    s = _dies(table, C=dict(HQ, face_up=False, hand=["截获/黑"]))
    log = h.play(s, "D: take", until="play_2")
    assert not _decisions(log, prompt="huang_que_zai_hou")


def test_huang_que_zai_hou_once_identity_is_shown(table, h):
    """Turning the identity card face up is the cost: once it is face up, it cannot be paid."""
    s = _dies(table, C=dict(HQ, face_up=True, hand=["截获/黑"], identity_revealed=True))
    log = h.play(s, "D: take", until="play_2")
    assert not _decisions(log, prompt="huang_que_zai_hou")


def test_huang_que_zai_hou_needs_a_fake_in_hand(table, h):
    s = _dies(table, C=dict(HQ, face_up=True, hand=["锁定/红"]))
    log = h.play(s, "D: take", until="play_2")
    assert not _decisions(log, prompt="huang_que_zai_hou")


# -- 机密任务 ---------------------------------------------------------------------------------
def test_mission_one_of_each_faction_dead(table, h):
    """"一位潜伏战线玩家和一位军情处玩家死亡。" A (潜伏战线) is dead; D (军情处) dies: E wins."""
    s = _dies(table, A={"alive": False, "killer": None}, E=dict(HQ), turn="B")
    h.play(s, "D: take", until="game_over")
    assert s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_two_of_one_faction(table, h):
    s = _dies(table, B={"alive": False, "killer": None}, E=dict(HQ), turn="C")
    h.play(s, "D: take", until="play_2")
    assert not s.over and [v for v, _ in s.deaths] == [1, 3]
