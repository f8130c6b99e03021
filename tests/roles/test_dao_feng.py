"""刀锋 (public, male): 亮剑, 嗜血; mission "一位潜伏战线玩家和一位军情处玩家死亡。" (seed 000)."""
import fengsheng.roles.dao_feng  # noqa: F401  (registers the role)
from fengsheng.engine.abilities import Skill, register_role, register_skill, Role
from fengsheng.engine.window import window_options

DAO = {"role": "dao_feng"}


def lock_options(state, seat, ctx):
    return [o for o in window_options(state, seat, ctx) if o.func == "suo_ding"]


# -- 亮剑 ---------------------------------------------------------------------------------
def test_liang_jian_probe_and_return_can_be_used_as_lock(table, h):
    """"你的试探和退回可以当作锁定使用。" — each card is offered as a 锁定 on every other player; the
    used card is the 试探/退回 itself, keeping its colour."""
    s = table({"A": dict(DAO, hand=["试探/蓝/军情处/弃牌", "退回/红"])})
    probe, ret = (next(c for c in s.players[0].hand if s.cards[c].function == f)
                  for f in ("shi_tan", "tui_hui"))
    locks = lock_options(s, 0, "play_1")
    assert {(o.card, o.seat) for o in locks} == {(c, t) for c in (probe, ret) for t in (1, 2, 3, 4)}
    h.act(s, "A", f"use suo_ding c{ret} @C")
    item = s.stack[-1]
    assert (item.func, item.card, s.cards[item.card].colour) == ("suo_ding", ret, "red")
    h.play(s, until="send_message")   # everyone passes: the lock resolves
    assert s.locks == (2,) and ret in s.discard


def test_liang_jian_lock_can_be_seen_through(table, h):
    """"某些改变卡牌用途的技能…只是改变卡牌的名称与功能，那些改变后的卡牌依然能被【识破】"."""
    s = table({"A": dict(DAO, hand=["退回/黑"]), "B": {"hand": ["识破"]}})
    h.act(s, "A", "use suo_ding @C")
    uid = s.stack[-1].uid
    log = h.play(s, f"B play_1: use shi_po #{uid}", until="send_message")
    assert h.of_type(log, "nullified", uid=uid) and s.locks == ()


def test_liang_jian_keeps_the_lock_timing(table):
    """A converted card is used with the 锁定's timing: own 出牌阶段 and 情报传递, not 情报到达, not in
    another player's turn."""
    s = table({"A": dict(DAO, hand=["退回/红"]), "B": dict(hand=["退回/蓝"])}, phase="send_message",
              message={"card": "破译/红/密电", "step": "transmit"}, advance=False)
    assert lock_options(s, 0, "transmit") and not lock_options(s, 0, "arrive")
    s = table({"B": dict(DAO, hand=["退回/红"])}, phase="send_message",
              message={"card": "破译/红/密电", "step": "transmit"}, advance=False)
    assert not lock_options(s, 1, "transmit") and not lock_options(s, 1, "play_1")


def test_other_cards_and_other_roles_are_not_converted(table):
    """Only 试探 and 退回, only for 刀锋."""
    s = table({"A": dict(DAO, hand=["截获/黑", "破译/红"]), "B": {"hand": ["退回/红"]}},
              advance=False)
    assert lock_options(s, 0, "play_1") == []
    s.turn_player = 1
    assert lock_options(s, 1, "play_1") == []


# -- 嗜血 ---------------------------------------------------------------------------------
def dying_c(**seats):
    """C will take A's black 密电 as a third fake; B is 刀锋."""
    spec = {"B": dict(DAO), "C": {"messages": ["黑", "黑"]}}
    spec.update(seats)
    return spec, {"card": "锁定/黑/密电", "holder": "C", "step": "receive"}


def test_shi_xue_draws_four_and_gives_one_card_to_any_player(table, h):
    """"当另一位玩家死亡时，你可以抽四张牌，然后选择一张手牌分给任意一位玩家。" """
    spec, msg = dying_c()
    s = table(spec, phase="send_message", message=msg,
              deck=["破译/红", "截获/蓝", "烧毁/黑", "识破/红"])
    h.act(s, "C", "take")
    assert (s.pending.seat, s.pending.kind, s.pending.prompt) == (1, "trigger", "shi_xue")
    h.act(s, "B", "yes")
    assert h.descs(s, s.players[1].hand) == sorted(["破译/红/密电", "截获/蓝/直达", "烧毁/黑/直达",
                                                    "识破/红/直达"])
    # Any living player may receive it; the dying C may not.
    assert s.pending.prompt == "shi_xue_card"
    given = s.players[1].hand[2]
    h.act(s, "B", f"choose c{given}")
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 3, 4]
    h.play(s, "B shi_xue_to: choose @D", until="play_2")
    assert given in s.players[3].hand and len(s.players[1].hand) == 3
    assert s.deaths == ((2, 0),)


def test_shi_xue_may_give_the_card_to_oneself(table, h):
    """"可以分给自己。" """
    spec, msg = dying_c()
    s = table(spec, phase="send_message", message=msg)
    h.act(s, "C", "take")
    h.act(s, "B", "yes")
    log = h.play(s, "B: choose", "B: choose @B", until="play_2")
    assert len(s.players[1].hand) == 4 and h.of_type(log, "shi_xue_kept", seat=1)


def test_shi_xue_is_optional(table, h):
    """"你可以…": declining draws nothing."""
    spec, msg = dying_c()
    s = table(spec, phase="send_message", message=msg)
    h.play(s, "C: take", "B: no", until="play_2")
    assert s.players[1].hand == [] and s.deaths == ((2, 0),)


def test_shi_xue_not_on_own_death(table, h):
    """"自己死亡不能发动该技能。" — 刀锋 dying is not asked."""
    s = table({"B": dict(DAO, messages=["黑", "黑"])}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B receive: take", until="next_turn")
    assert s.deaths == ((1, 0),)
    assert not h.of_type(log, "decision", prompt="shi_xue")


class _SaveOnDeath(Skill):
    """Test-only 救美 stand-in: a compulsory death trigger that saves the dying player."""
    id = "test_dao_feng_save"
    automatic = True
    optional = False
    listens = ("death",)

    def triggered(self, state, seat, event):
        return event["seat"] != seat

    def resolve(self, state, frame):
        state.players[frame.event["seat"]].alive = True
        frame.done = True


register_skill(_SaveOnDeath())
register_role(Role("test_dao_feng_saver", "测试救人", "M", False, ("test_dao_feng_save",)))


def test_shi_xue_triggers_even_if_the_victim_is_saved(table, h):
    """"即使死亡的玩家被拯救（如【礼服】技能），此效果也可以触发。" — A (the turn player, first in
    order) saves C; 刀锋 is still asked."""
    spec, msg = dying_c(A={"role": "test_dao_feng_saver"})
    s = table(spec, phase="send_message", message=msg)
    h.act(s, "C", "take")
    assert s.players[2].alive and s.pending.prompt == "shi_xue"
    log = h.play(s, "B: yes", until="play_2")
    assert len(s.players[1].hand) == 3 and s.deaths == () and h.of_type(log, "saved", seat=2)


# -- mission -------------------------------------------------------------------------------
def test_mission_one_of_each_faction_dead_wins_alone(table, h):
    """"一位潜伏战线玩家和一位军情处玩家死亡。" — A 潜伏战线 player (C) is already dead; the 军情处
    player D dies: 刀锋 (E, 打酱油的) declares victory and wins alone."""
    s = table({"C": {"alive": False}, "D": {"messages": ["黑", "黑"]}, "E": dict(DAO)},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    log = h.play(s, "D receive: take", until="game_over")
    assert s.over and s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"
    assert h.of_type(log, "victory_declared", seat=4)


def test_mission_needs_both_factions(table, h):
    """Two 潜伏战线 deaths are not one of each faction."""
    s = table({"A": {"alive": False}, "C": {"messages": ["黑", "黑"]}, "E": dict(DAO)},
              turn="B", phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive", "sender": "B"})
    h.play(s, "C receive: take", until="next_turn")
    assert not s.over and [d for d, _ in s.deaths] == [0, 2]


def test_mission_a_loss_is_not_a_death(table, h):
    """输掉游戏 "不处理死亡时触发的角色技能": a 军情处 player who lost did not die."""
    s = table({"B": {"lost": True}, "C": {"messages": ["黑", "黑"]}, "E": dict(DAO)},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    h.play(s, "C receive: take", until="next_turn")
    assert not s.over and s.deaths == ((2, 0),)


def test_mission_only_for_a_bystander(table, h):
    """The 机密任务 is the victory condition only "当你的身份为打酱油时"."""
    s = table({"B": dict(DAO), "C": {"alive": False}, "D": {"messages": ["黑", "黑"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "D", "step": "receive"})
    h.play(s, "D receive: take", "B shi_xue: no", until="next_turn")
    assert not s.over


# -- a trigger whose owner dies before its turn ---------------------------------------------
def _lao_gui_kills_dao_feng(table):
    """C (老鬼) dies; in seat order C's 遗志 comes before D's 嗜血 and its three black messages kill
    D (刀锋) first."""
    import fengsheng.roles.lao_gui  # noqa: F401
    return table({"C": {"role": "lao_gui", "face_up": True, "messages": ["黑", "黑"],
                        "hand": ["黑", "黑", "黑"]},
                  "D": dict(DAO, messages=["黑", "黑"])},
                 phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})


def test_shi_xue_of_a_player_killed_meanwhile_does_nothing(table, h):
    """A 刀锋 who died meanwhile draws nothing."""
    s = _lao_gui_kills_dao_feng(table)

    def yes_to_all(d):
        return next((o for o in d.options if o.kind == "yes"), d.options[0])
    h.play(s, "C: take", "C yi_zhi: yes", "C: choose @D", until="play_2", answer=yes_to_all)
    assert not s.players[3].alive and s.players[3].hand == []
    assert sorted(d for d, _ in s.deaths) == [2, 3]


def test_a_dead_player_is_not_asked_about_a_queued_trigger(table, h):
    s = _lao_gui_kills_dao_feng(table)
    h.play(s, "C: take", "C yi_zhi: yes", "C: choose @D", until="script_done")
    assert s.pending is None or s.pending.seat != 3


def test_mission_waits_for_the_death_triggers(table, h):
    """A death counts once its death triggers are over: here A's (test-only) 救美 stand-in saves C,
    so "一位潜伏战线玩家…死亡" is not met and 刀锋 (E) does not win."""
    s = table({"A": {"role": "test_dao_feng_saver"}, "C": {"messages": ["黑", "黑"]},
               "D": {"alive": False}, "E": dict(DAO)}, phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    log = h.play(s, "C: take", "E shi_xue: no", until="play_2")
    assert not s.over and s.players[2].alive and h.of_type(log, "saved", seat=2)
