"""The places roles plug into (issue: "ready for roles"), checked with small test-only skills:
typed timing events and triggers ordered from the turn player, card conversion ("X as Y"),
uncounterable uses, face-up/face-down roles with gender, rule flags, and the killer of every
death. The roles themselves come later; these skills exist only in this file."""
from fengsheng.engine import apply
from fengsheng.engine.abilities import (Role, Skill, gender, register_role, register_skill,
                                        reveal_role)
from fengsheng.engine.decisions import Option
from fengsheng.engine.ops import draw
from fengsheng.engine.state import StackItem
from fengsheng.engine.window import window_options


class DrawOnFake(Skill):
    """Automatic, optional: "当你获得假情报时，你可以抽一张牌"."""
    id = "test_draw_on_fake"
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and any(state.cards[c].colour == "black"
                                             for c in event["cards"])

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        frame.done = True


class DrawOnDeath(Skill):
    """Automatic, not optional: "当另一位玩家死亡时，抽一张牌"."""
    id = "test_draw_on_death"
    automatic = True
    optional = False
    listens = ("death",)

    def triggered(self, state, seat, event):
        return event["seat"] != seat

    def resolve(self, state, frame):
        state.events.append({"type": "test_mark", "seat": frame.user})
        frame.done = True


class ReturnAsLock(Skill):
    """Conversion: "你的退回可以当作锁定使用" (like 亮剑)."""
    id = "test_return_as_lock"

    def conversions(self, state, seat, card):
        return ("suo_ding",) if state.cards[card].function == "tui_hui" else ()


class UncounterableIntercept(Skill):
    """A reveal skill: "他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。该截获属于无法被识破" (截上截)."""
    id = "test_uncounterable_intercept"
    reveal = True

    def window_options(self, state, seat, ctx):
        if ctx == "transmit" and state.message is not None and seat != state.turn_player:
            return [Option("skill", func=self.id)]
        return []

    def use(self, state, seat, option):
        reveal_role(state, seat)
        state.stack.append(StackItem(state.new_uid(), seat, -1, "jie_huo", counterable=False,
                                     source="skill"))


class LockAnyTurn(Skill):
    """A rule flag: "你可以在他人回合中使用锁定" (敏锐)."""
    id = "test_lock_any_turn"
    flags = frozenset({"lock_any_turn"})


for _skill in (DrawOnFake(), DrawOnDeath(), ReturnAsLock(), UncounterableIntercept(),
               LockAnyTurn()):
    register_skill(_skill)
register_role(Role("test_a", "测试甲", "F", True, ("test_uncounterable_intercept",
                                                 "test_return_as_lock")))
register_role(Role("test_b", "测试乙", "M", False, ("test_draw_on_fake", "test_draw_on_death",
                                                  "test_lock_any_turn")))


def test_optional_trigger_asks_its_owner_and_resolves_after_the_landing(table, act):
    s = table({"B": {"role": "test_b", "face_up": True}}, phase="send_message",
              message={"card": "锁定/黑/密电", "sender": "A", "holder": "B", "step": "receive"})
    act(s, "B", "take")
    assert s.pending.kind == "trigger" and s.pending.prompt == "test_draw_on_fake"
    assert s.pending.seat == 1
    assert s.black_count(1) == 1          # the message landed before the skill resolves
    events = act(s, "B", "yes")
    assert [(e["type"], e["seat"], e["n"]) for e in events if e["type"] == "draw"][0] == \
        ("draw", 1, 1)


def test_declining_an_optional_trigger_does_nothing(table, act):
    s = table({"B": {"role": "test_b", "face_up": True}}, phase="send_message",
              message={"card": "锁定/黑/密电", "sender": "A", "holder": "B", "step": "receive"})
    act(s, "B", "take")
    events = act(s, "B", "no")
    # The next draw is A's turn ending and B's own 抽牌阶段 (2 cards), not the skill's 1.
    assert [(e["seat"], e["n"]) for e in events if e["type"] == "draw"][0] == (1, 2)


def test_simultaneous_triggers_resolve_from_the_turn_player_rightwards(table, act):
    # Rulebook 同一时点触发多个自动式技能: "正在进行该回合的玩家优先结算…然后按照逆时针方向（右手边）依次结算".
    # C is the turn player; A, B, D hold the death trigger; E dies: order must be D, A, B.
    seats = {k: {"role": "test_b", "face_up": True} for k in "ABD"}
    seats["E"] = {"messages": ["黑", "黑"]}
    s = table(seats, turn="C", phase="send_message",
              message={"card": "锁定/黑/密电", "sender": "C", "holder": "E", "step": "receive"})
    events = act(s, "E", "take")
    marks = [e["seat"] for e in events if e["type"] == "test_mark"]
    assert marks == [3, 0, 1]
    assert [e["type"] for e in events].index("dying") < [e["type"] for e in events].index("test_mark")


def test_card_conversion_keeps_the_card_and_can_be_seen_through(table, act):
    # "某些改变卡牌用途的技能…只是改变卡牌的名称与功能，那些改变后的卡牌依然能被【识破】"
    s = table({"A": {"role": "test_a", "face_up": True, "hand": ["退回/红/文本"]},
               "B": {"hand": ["识破"]}}, phase="play_1")
    card = s.players[0].hand[0]
    act(s, "A", "use suo_ding @C")
    item = s.stack[-1]
    assert item.func == "suo_ding" and item.card == card
    assert s.cards[item.card].colour == "red"
    act(s, "B", f"use shi_po #{item.uid}")


def test_a_face_down_role_offers_only_its_reveal_skills(table):
    # "当角色盖伏时，除了【翻开此角色牌】的技能仍然有效外，其他的技能都无效"; "当角色被盖伏后即视为失去角色牌上的性别"
    s = table({"A": {"role": "test_a", "face_up": False, "hand": ["退回/红/文本"]}},
              phase="send_message",
              message={"card": "锁定/红/密电", "sender": "A", "holder": "A", "step": "transmit"})
    lock = [o for o in window_options(s, 0, "transmit") if o.func == "suo_ding"]
    assert lock == [] and gender(s, 0) is None
    reveal_role(s, 0)
    lock = [o for o in window_options(s, 0, "transmit") if o.func == "suo_ding"]
    assert len(lock) == 4 and gender(s, 0) == "F"
    # The reveal skill works face down: C (face down) is offered it in A's 情报传递.
    s = table({"C": {"role": "test_a", "face_up": False}}, phase="send_message",
              message={"card": "锁定/红/密电", "sender": "A", "holder": "A", "step": "transmit"})
    assert Option("skill", func="test_uncounterable_intercept") in window_options(s, 2, "transmit")


def test_uncounterable_skill_use_cannot_be_targeted_and_intercepts(table, act):
    s = table({"C": {"role": "test_a", "face_up": False}, "D": {"hand": ["识破"]}},
              phase="send_message",
              message={"card": "锁定/红/密电", "sender": "A", "holder": "A", "step": "transmit"})
    act(s, "C", "skill test_uncounterable_intercept")
    assert s.players[2].face_up   # revealing is part of using it
    # D holds 识破 but may not target the skill's 截获, so nobody could respond: the stack
    # resolved within the same answer (had D been asked, apply would have stopped there).
    assert not s.stack and s.message is None and s.colour_count(2, "red") == 1
    assert any(s.cards[c].function == "shi_po" for c in s.players[3].hand)


def test_rule_flag_allows_lock_in_another_players_turn(table, act):
    s = table({"B": {"role": "test_b", "face_up": True, "hand": ["锁定"]},
               "C": {"hand": ["锁定"]}},
              phase="send_message",
              message={"card": "锁定/红/密电", "sender": "A", "holder": "A", "step": "transmit"})
    assert not any(o.func == "suo_ding" for o in window_options(s, 2, "transmit"))
    events = act(s, "B", "use suo_ding @D")
    assert any(e["type"] == "locked" and e["seat"] == 3 and e["by"] == 1 for e in events)


def test_every_death_records_its_killer(table, act):
    s = table({"B": {"messages": ["黑", "黑"]}}, phase="send_message",
              message={"card": "锁定/黑/密电", "sender": "A", "holder": "B", "step": "receive"})
    act(s, "B", "take")
    assert s.deaths == ((1, 0),)          # killed by the message A sent (ruling R16)
    s = table({"A": {"hand": ["真伪莫辨"], "messages": ["黑", "黑"]}}, phase="play_1",
              deck=["黑", "红", "红", "红", "红"])
    act(s, "A", "use zhen_wei_mo_bian")
    while s.pending is not None and s.pending.kind == "respond":
        apply(s, s.pending.options[0])
    assert (0, 0) in s.deaths             # the user's own 真伪莫辨 killed them: suicide
