"""老金 (seed 000, "扭曲的根源"): 弃卒保帅, 釜底抽薪, and the 机密任务 "手牌集齐三张红色卡牌和三张蓝色卡牌".
Seats (conftest): A, C 潜伏战线; B, D 军情处; E 打酱油的."""
from pathlib import Path

import pytest

import fengsheng.roles.lao_jin  # noqa: F401  (registers the role)
from fengsheng.engine.window import window_options
from fengsheng.scenario import load_scenario, run_scenario

LJ = {"role": "lao_jin"}
SCENARIOS = Path(__file__).parents[1] / "scenarios" / "roles"


# -- 弃卒保帅 ---------------------------------------------------------------------------------
def _nullified_lock(table, h, face_up=False, owner="A"):
    """A uses 锁定 on C in A's 出牌阶段; B 识破s it. ``owner`` holds 老金."""
    seats = {"A": {"hand": ["锁定/红"]}, "B": {"hand": ["识破/黑"]}}
    seats.setdefault(owner, {}).update(LJ, face_up=face_up)
    s = table(seats, deck=["红", "红", "蓝", "蓝", "黑"])
    h.act(s, "A", "use 锁定 @C")
    h.act(s, "B", "use 识破 #锁定")
    return s


def test_qi_zu_bao_shuai_reveals_draws_five_and_returns_two(table, h):
    """"当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把二张手牌按任意顺序放回牌库顶。\""""
    s = _nullified_lock(table, h)
    h.play(s, until={"asked": "A qi_zu_bao_shuai"})
    assert s.pending.kind == "trigger" and not s.players[0].face_up
    h.play(s, "A: yes", until={"asked": "A qi_zu_bao_shuai_under"})
    assert s.players[0].face_up
    assert sorted(s.cards[c].colour for c in s.players[0].hand) == \
        ["black", "blue", "blue", "red", "red"]
    blue = next(c for c in s.players[0].hand if s.cards[c].colour == "blue")
    black = next(c for c in s.players[0].hand if s.cards[c].colour == "black")
    # "按任意顺序": the first chosen goes on the deck, the second on top of it.
    h.play(s, f"A: choose c{blue}", f"A qi_zu_bao_shuai_top: choose c{black}",
           until="send_message")
    assert s.deck[-1] == black and s.deck[-2] == blue
    assert len(s.players[0].hand) == 3
    assert h.descs(s, s.discard) == ["识破/黑/直达", "锁定/红/密电"]   # the 锁定 stays void
    assert s.locks == ()


def test_qi_zu_bao_shuai_is_optional(table, h):
    s = _nullified_lock(table, h)
    h.play(s, "A qi_zu_bao_shuai: no", until="send_message")
    assert not s.players[0].face_up and s.players[0].hand == []


def test_qi_zu_bao_shuai_not_when_face_up(table, h):
    """"不符合翻开条件时不能主动翻开角色牌": a face-up 老金 cannot reveal again, so nothing triggers."""
    s = _nullified_lock(table, h, face_up=True)
    log = h.play(s, until="send_message")
    assert not [e for e in log if e["type"] == "decision" and e["prompt"] == "qi_zu_bao_shuai"]
    assert s.players[0].hand == []


def test_qi_zu_bao_shuai_only_for_your_own_card(table, h):
    """"当你的卡牌被识破时": C (老金) is not asked when A's card is nullified."""
    s = _nullified_lock(table, h, owner="C")
    log = h.play(s, until="send_message")
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 2]
    assert not s.players[2].face_up


def test_qi_zu_bao_shuai_cannot_be_revealed_at_will(table):
    """"不符合翻开条件时不能主动翻开角色牌": no window offers 老金's skills."""
    s = table({"A": dict(LJ, hand=["锁定/红"])}, advance=False)
    for ctx in ("turn_start", "play_1", "play_2", "turn_end"):
        assert not [o for o in window_options(s, 0, ctx) if o.kind == "skill"]


# -- 釜底抽薪 ---------------------------------------------------------------------------------
def _black_arrives_at(table, seat="B", face_up=True, hand=("截获/黑", "锁定/红"), others=None,
                      **over):
    seats = {seat: dict(LJ, face_up=face_up, hand=list(hand), **over)}
    seats.update(others or {})
    return table(seats, phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": seat, "step": "receive"})


def test_example_09_scenario():
    """examples.md #9: "【老金】获得假情报后 在自己面前再放个假情报盖伏角色 然后在自己面前再放个其他颜色的
    情报最终获得胜利。" (tests/scenarios/roles/example_09_lao_jin_fu_di_chou_xin.yaml)"""
    path = SCENARIOS / "example_09_lao_jin_fu_di_chou_xin.yaml"
    result = run_scenario(load_scenario(path))
    assert result.passed, result.report()


def test_fu_di_chou_xin_places_a_fake_flips_down_and_places_one_each(table, h):
    """"放置一张假情报到自己面前，然后盖伏此角色牌，并在任意位玩家面前各放置一张情报。" "从自己手牌中选择卡牌放到
    任意位玩家面前。" B places a fake on itself, then one card on C and one on itself."""
    s = _black_arrives_at(table, hand=["截获/黑", "锁定/红", "破译/蓝", "识破/蓝"])
    h.act(s, "B", "take")
    h.act(s, "B", "yes")
    assert s.pending.prompt == "fu_di_chou_xin_seat"     # one black: placed without asking
    assert not s.players[1].face_up
    assert s.black_count(1) == 2
    # Each living player at most once, B itself included, or stop.
    assert sorted(o.seat for o in s.pending.options if o.func != "done") == [0, 1, 2, 3, 4]
    h.act(s, "B", "choose @C")
    assert s.pending.prompt == "fu_di_chou_xin_card"
    h.act(s, "B", "choose 锁定/红")
    assert 2 not in [o.seat for o in s.pending.options]
    h.act(s, "B", "choose @B")
    assert not h.offered(s, "choose 锁定/红")          # already given to C
    h.act(s, "B", "choose 破译/蓝")
    log = h.play(s, "B: choose done", until="play_2")
    assert h.descs(s, s.players[2].messages) == ["锁定/红/密电"]
    assert h.descs(s, s.players[1].messages) == ["截获/黑/直达", "破译/蓝/密电", "锁定/黑/密电"]
    assert h.descs(s, s.players[1].hand) == ["识破/蓝/直达"]
    placed = h.of_type(log, "message_placed", via="fu_di_chou_xin")
    assert [e["seat"] for e in placed] == [2, 1]


def test_fu_di_chou_xin_can_stop_after_the_fake(table, h):
    s = _black_arrives_at(table)
    h.play(s, "B: take", "B: yes", "B fu_di_chou_xin_seat: choose done", until="play_2")
    assert s.black_count(1) == 2 and not s.players[1].face_up
    assert h.descs(s, s.players[1].hand) == ["锁定/红/密电"]


def test_fu_di_chou_xin_chooses_which_fake(table, h):
    s = _black_arrives_at(table, hand=["截获/黑", "识破/黑"])
    h.play(s, "B: take", "B: yes", until={"asked": "B fu_di_chou_xin_fake"})
    h.play(s, "B: choose 识破/黑", "B: choose done", until="play_2")
    assert h.descs(s, s.players[1].messages) == ["识破/黑/直达", "锁定/黑/密电"]


def test_fu_di_chou_xin_not_face_down(table, h):
    """"盖伏状态下不能使用该技能。\""""
    s = _black_arrives_at(table, face_up=False)
    log = h.play(s, "B: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e.get("prompt") == "fu_di_chou_xin"]
    assert s.black_count(1) == 1


def test_fu_di_chou_xin_needs_a_fake_in_hand(table, h):
    s = _black_arrives_at(table, hand=["锁定/红"])
    log = h.play(s, "B: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e.get("prompt") == "fu_di_chou_xin"]


def test_fu_di_chou_xin_not_on_a_true_message(table, h):
    """"当你获得假情报时": a red message does not trigger it."""
    s = table({"B": dict(LJ, face_up=True, hand=["截获/黑"])}, phase="send_message",
              message={"card": "锁定/红/密电", "holder": "B", "step": "receive"})
    log = h.play(s, "B: take", until="play_2")
    assert not [e for e in log if e["type"] == "decision" and e.get("prompt") == "fu_di_chou_xin"]


def test_fu_di_chou_xin_kills_are_lao_jins(table, h):
    """A black placed on D (two fakes already) kills D; the death is 老金's (亲手: 角色效果)."""
    s = _black_arrives_at(table, hand=["截获/黑", "识破/黑"], others={"D": {"messages": ["黑", "黑"]}})
    # The hand is used up after D's card: the placing starts without asking for more.
    h.play(s, "B: take", "B: yes", "B: choose 截获/黑", "B: choose @D", "B: choose 识破/黑",
           until="play_2")
    assert s.deaths == ((3, 1),)


def test_fu_di_chou_xin_own_fake_can_kill_lao_jin(table, h):
    """The fake on yourself may be a third: 老金 dies and the rest of the skill is lost."""
    s = _black_arrives_at(table, messages=["黑"])
    h.play(s, "B: take", "B: yes", until="play_2")
    assert s.deaths == ((1, 1),) and s.players[2].messages == []


# -- 机密任务 ---------------------------------------------------------------------------------
def test_mission_three_red_and_three_blue_in_hand(table, h):
    """"手牌集齐三张红色卡牌和三张蓝色卡牌。" E (打酱油的) draws the third blue and declares."""
    s = table({"E": dict(LJ, hand=["锁定/红", "锁定/红", "破译/红", "锁定/蓝", "破译/蓝"])},
              turn="E", phase="draw", deck=["识破/蓝", "黑"])
    assert s.over and s.winners == (4,) and s.declarer == 4 and s.end_reason == "mission"


def test_mission_not_met_with_two_blue(table, h):
    s = table({"E": dict(LJ, hand=["锁定/红", "锁定/红", "破译/红", "锁定/蓝"])},
              turn="E", phase="draw", deck=["识破/红", "黑"])
    assert not s.over


def test_mission_only_for_a_bystander(table, h):
    """A 潜伏战线 老金 with the same hand does not win by the mission."""
    s = table({"A": dict(LJ, hand=["锁定/红", "锁定/红", "破译/红", "锁定/蓝", "破译/蓝"])},
              phase="draw", deck=["识破/蓝", "黑"])
    assert not s.over


@pytest.mark.parametrize("seed", range(3))
def test_scenarios_keep_every_card(seed):
    """The example runs to the end with every card in one zone (any seed for the rest)."""
    import yaml
    from fengsheng.scenario import scenario_from_dict
    path = SCENARIOS / "example_09_lao_jin_fu_di_chou_xin.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["position"]["seed"] = seed
    result = run_scenario(scenario_from_dict(data))
    assert result.passed, result.report()
    assert sorted(c for z in result.state.zones().values() for c in z) == list(range(81))


# -- engine limitation: a 机密任务 met in a step that also asks a question --------------------

def _draw_then_ask_role():
    """Register a test-only role with 老金's mission and an automatic skill that draws a card
    and asks a question in the same step (as any skill reaching a hand mission mid-effect)."""
    from fengsheng.engine.abilities import MISSIONS, ROLES, Role, Skill, register_role, \
        register_skill
    from fengsheng.engine.ops import draw
    from fengsheng.roles.common import ask_card
    if "test_lj_draw_ask" in ROLES:
        return

    class DrawThenAsk(Skill):
        id = "test_lj_draw_then_ask"
        name = "测试"
        automatic = True
        optional = False
        listens = ("message_received",)

        def triggered(self, state, seat, event):
            return event["seat"] == seat

        def resolve(self, state, frame):
            draw(state, frame.user, 1)
            ask_card(state, frame.user, state.players[frame.user].hand, "probe_discard")

        def answer(self, state, frame, option):
            frame.done = True

    register_skill(DrawThenAsk())
    register_role(Role("test_lj_draw_ask", "测试", "M", False, ("test_lj_draw_then_ask",)),
                  MISSIONS["lao_jin"])


def test_mission_met_while_a_question_is_asked_ends_the_game(table, h):
    """"当任意一位玩家达到胜利条件，就必须立刻宣告胜利，游戏立刻结束": E (打酱油的, with 老金's mission)
    completes 3 red + 3 blue by a skill's draw in the step that also asks E a question."""
    _draw_then_ask_role()
    s = table({"E": {"role": "test_lj_draw_ask",
                     "hand": ["锁定/红", "锁定/红", "破译/红", "锁定/蓝", "破译/蓝"]}},
              phase="send_message", deck=["识破/蓝"],
              message={"card": "锁定/黑/密电", "holder": "E", "step": "receive"})
    h.act(s, "E", "take")
    if not s.over:
        h.act(s, "E", "choose")
    assert s.over and s.winners == (4,)
