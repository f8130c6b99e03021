"""老鬼 (hidden, female): 就计, 城府 (roles/common.py), 遗志, and her 机密任务 — each test quotes the
clause it checks (seed 000, from "——潜伏角色——"). Also the rulebook examples that need this
group's roles (tests/scenarios/roles/example_03, _10, _11) and a random-play smoke test of the
group (老鬼, 译电员, 老枪, 钢铁特工, 六姐, 福尔摩斯). Seats: A, C 潜伏战线; B, D 军情处; E 打酱油的."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

import fengsheng.roles.fu_er_mo_si  # noqa: F401  (registers the roles used below)
import fengsheng.roles.gang_tie_te_gong  # noqa: F401
import fengsheng.roles.lao_gui  # noqa: F401
import fengsheng.roles.lao_qiang  # noqa: F401
import fengsheng.roles.liu_jie  # noqa: F401
import fengsheng.roles.yi_dian_yuan  # noqa: F401
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.position import from_position
from fengsheng.notation import format_option, parse_option
from fengsheng.scenario import load_scenario, run_scenario
from fengsheng.views import visible_events

SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios" / "roles"
GROUP = ("lao_gui", "yi_dian_yuan", "lao_qiang", "gang_tie_te_gong", "liu_jie", "fu_er_mo_si")
LAO_GUI_DOWN = {"role": "lao_gui", "face_up": False}
LAO_GUI_UP = {"role": "lao_gui", "face_up": True}


def prompts(log):
    return [(e["seat"], e["prompt"]) for e in log if e["type"] == "decision"]


# -- 就计 -----------------------------------------------------------------------------------
def test_jiu_ji_on_probe_reveals_and_draws_before_the_probe(table, h):
    """"当你被试探或锁定时，可以翻开此角色，然后抽二张牌。【试探】或【锁定】没人响应的情况下，先结算【就计】效果再结算
    【试探】" — C is face down; the two cards drawn come before the 试探 is shown to her, so she
    can discard one of them."""
    s = table({"A": {"hand": ["试探/蓝/潜伏战线/弃牌"]}, "C": dict(LAO_GUI_DOWN)},
              deck=["破译/红", "破译/蓝"])
    h.play(s, "A: use 试探 @C", until={"asked": "C"})
    assert (s.pending.kind, s.pending.prompt) == ("trigger", "jiu_ji")
    log = h.play(s, "C jiu_ji: yes", "C probe_hide: choose comply",
                 "C probe_discard: choose 破译/红", until="send_message")
    assert s.players[2].face_up
    kinds = h.types(log)
    assert kinds.index("role_revealed") < kinds.index("draw") < kinds.index("probe_shown")
    assert h.descs(s, s.players[2].hand) == ["破译/蓝/密电"]


def test_jiu_ji_on_lock(table, h):
    """"当你被…锁定时，可以翻开此角色，然后抽二张牌" — before the 锁定 takes effect."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(LAO_GUI_DOWN)}, deck=["破译/红", "破译/蓝"])
    log = h.play(s, "A: use 锁定 @C", "C jiu_ji: yes", until="send_message")
    kinds = h.types(log)
    assert kinds.index("draw") < kinds.index("locked")
    assert s.players[2].face_up and len(s.players[2].hand) == 2 and s.locks == (2,)


def test_jiu_ji_declined_keeps_the_role_down_and_no_cheng_fu(table, h):
    """"可以翻开" (optional); face down 城府 does not work ("该技能必须在角色翻开的状态下才能触发"): the
    matching 试探 must be obeyed."""
    s = table({"A": {"hand": ["试探/蓝/潜伏战线/弃牌"]}, "C": dict(LAO_GUI_DOWN, hand=["截获/黑"])})
    log = h.play(s, "A: use 试探 @C", "C jiu_ji: no", until="send_message")
    assert not s.players[2].face_up and s.players[2].hand == []
    assert (2, "probe_hide") not in prompts(log)
    assert h.descs(s, s.discard) == ["截获/黑/直达"]


def test_jiu_ji_not_after_shi_po(table, h):
    """"【试探】或【锁定】被【识破】后的情况下不能使用该技能。\""""
    s = table({"A": {"hand": ["试探"]}, "B": {"hand": ["识破"]}, "C": dict(LAO_GUI_DOWN)})
    log = h.play(s, "A: use 试探 @C", "B: use 识破 #1st", until="send_message")
    assert (2, "jiu_ji") not in prompts(log)
    assert not s.players[2].face_up and s.players[2].hand == []


def test_jiu_ji_needs_a_face_down_role(table, h):
    """Ruling: "翻开此角色，然后抽二张牌" — revealing is part of the skill, and "不符合翻开条件时不能主动翻开
    角色牌": a face-up 老鬼 cannot use it again (she can after being turned face down, e.g. 合谋)."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(LAO_GUI_UP)})
    log = h.play(s, "A: use 锁定 @C", until="send_message")
    assert (2, "jiu_ji") not in prompts(log) and s.players[2].hand == []


def test_jiu_ji_only_for_the_target(table, h):
    """"当你被试探或锁定时" — another player being locked does not trigger it."""
    s = table({"A": {"hand": ["锁定"]}, "C": dict(LAO_GUI_DOWN)})
    log = h.play(s, "A: use 锁定 @D", until="send_message")
    assert (2, "jiu_ji") not in prompts(log)


# -- 城府 -----------------------------------------------------------------------------------
def test_cheng_fu_declares_instead_of_discarding(table, h):
    """"你被试探时可以隐瞒身份…被试探时可以不根据自己的【身份】，选择这张试探牌中的任意一种行动进行" — C is
    潜伏战线, the 试探 bets 潜伏战线 (discard): she declares instead."""
    s = table({"A": {"hand": ["试探/蓝/潜伏战线/弃牌"]}, "C": dict(LAO_GUI_UP, hand=["截获"])})
    h.play(s, "A: use 试探 @C", until={"asked": "C"})
    assert s.pending.prompt == "probe_hide"
    assert sorted(o.func for o in s.pending.options) == ["comply", "declare"]
    log = h.play(s, "C: choose declare", until="send_message")
    assert h.of_type(log, "probe_declared", seat=2, words="good_person")
    assert len(s.players[2].hand) == 1 and s.discard == []


def test_cheng_fu_complies_with_a_wrong_bet(table, h):
    """"选择这张试探牌中的任意一种行动" — a wrong bet (军情处, draw two) she may still obey."""
    s = table({"A": {"hand": ["试探/红/军情处/抽牌"]}, "C": dict(LAO_GUI_UP)},
              deck=["破译/红", "破译/蓝"])
    h.play(s, "A: use 试探 @C", "C probe_hide: choose comply", until="send_message")
    assert h.descs(s, s.players[2].hand) == ["破译/红/密电", "破译/蓝/密电"]


# -- 遗志 -----------------------------------------------------------------------------------
def dying_lao_gui(table, face_up=True, hand=("红", "红", "红", "蓝"), identity="潜伏战线"):
    """C = 老鬼 with two fakes takes a black 密电 at 情报接收 and dies."""
    return table({"C": {"role": "lao_gui", "face_up": face_up, "identity": identity,
                        "hand": list(hand), "messages": ["黑", "黑"]}},
                 phase="send_message",
                 message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})


def test_yi_zhi_three_random_cards_as_messages(table, h):
    """"当你死亡时，可以把全部手牌面朝下递给一位玩家，他随机选择其中的三张作为情报。…对方必须选择三张作为他的情报，
    不能拒绝。" — D gets three of C's four cards in front of him, without being asked anything;
    the fourth goes to the discard pile with the rest of C's cards (ruling R24)."""
    s = dying_lao_gui(table)
    hand = list(s.players[2].hand)
    h.play(s, "C receive: take", "C yi_zhi: yes", until={"asked": "C yi_zhi_target"})
    assert s.pending.prompt == "yi_zhi_target"
    assert sorted(o.seat for o in s.pending.options) == [0, 1, 3, 4]   # C herself is dying
    log = h.play(s, "C: choose @D", until="next_turn")
    got = s.players[3].messages
    assert len(got) == 3 and set(got) < set(hand)
    left = (set(hand) - set(got)).pop()
    assert left in s.discard and s.players[2].hand == []
    assert not [e for e in log if e["type"] == "decision" and e["seat"] == 3]
    # "死亡时的技能在翻开前触发": the cards move before C's identity is shown.
    kinds = h.types(log)
    assert kinds.index("yi_zhi") < kinds.index("identity_revealed")


def test_yi_zhi_fewer_than_three_all_given(table, h):
    """"当手牌不足或只有三张时，对方全部接收。\""""
    s = dying_lao_gui(table, hand=("红", "蓝"))
    h.play(s, "C receive: take", "C yi_zhi: yes", "C: choose @E", until="next_turn")
    assert sorted(s.cards[c].colour for c in s.players[4].messages) == ["blue", "red"]


def test_yi_zhi_kills_are_lao_guis(table, h):
    """亲手: "通过你的角色效果…让玩家死亡" — D, with two fakes, dies of the fakes 遗志 gives him."""
    s = table({"C": {"role": "lao_gui", "face_up": True, "hand": ["黑", "黑", "黑"],
                     "messages": ["黑", "黑"]},
               "D": {"messages": ["黑", "黑"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "C",
                                             "step": "receive"})
    h.play(s, "C receive: take", "C yi_zhi: yes", "C: choose @D", until="next_turn")
    assert dict(s.deaths) == {2: 0, 3: 2}


def test_yi_zhi_death_order(table, h):
    """C declares death first ("宣告死亡"); D dies during C's death triggers. C is the first to die
    (matters for "第二位或以后死亡的玩家", 浮萍 and 职业杀手), but the engine records a death when it
    becomes final, after the triggers, so D comes first."""
    s = table({"C": {"role": "lao_gui", "face_up": True, "hand": ["黑", "黑", "黑"],
                     "messages": ["黑", "黑"]},
               "D": {"messages": ["黑", "黑"]}},
              phase="send_message", message={"card": "锁定/黑/密电", "holder": "C",
                                             "step": "receive"})
    h.play(s, "C receive: take", "C yi_zhi: yes", "C: choose @D", until="next_turn")
    assert s.deaths == ((2, 0), (3, 2))


def test_yi_zhi_not_when_face_down(table, h):
    """"如果【老鬼】死亡时角色处于盖伏状态，则无法使用此技能。\""""
    s = dying_lao_gui(table, face_up=False)
    log = h.play(s, "C receive: take", until="next_turn")
    assert (2, "yi_zhi") not in prompts(log)
    assert all(not s.players[k].messages for k in (0, 1, 3, 4))


# -- 机密任务 -------------------------------------------------------------------------------
def test_mission_three_red_cards_in_hand_at_death(table, h):
    """机密任务: "当你死亡时，展示手牌，其中有三张或以上的红色卡牌。" — a 打酱油的 老鬼 dies holding three
    red cards (she keeps them: 遗志 declined) and wins alone."""
    s = dying_lao_gui(table, identity="打酱油的", hand=("红", "红", "红"))
    log = h.play(s, "C receive: take", "C yi_zhi: no", until="game_over")
    assert s.over and s.winners == (2,) and s.declarer == 2 and s.end_reason == "mission"
    shown = h.of_type(log, "hand_shown", seat=2)
    assert shown and len(shown[0]["cards"]) == 3


def test_mission_shows_the_hand_she_had_when_she_died(table, h):
    """"当你死亡时，展示手牌，其中有三张或以上的红色卡牌" (R45): the hand she holds when she dies. 六姐's
    compulsory 搜取 (B) takes one of her three red cards during her death; she still wins."""
    import fengsheng.roles.liu_jie  # noqa: F401
    s = table({"B": {"role": "liu_jie"},
               "C": {"role": "lao_gui", "face_up": True, "identity": "打酱油的",
                     "hand": ["红", "红", "红"], "messages": ["黑", "黑"]}},
              phase="send_message",
              message={"card": "锁定/黑/密电", "holder": "C", "step": "receive"})
    log = h.play(s, "C receive: take", "B sou_qu_choice: choose to_hand", "C yi_zhi: no",
                 until="game_over")
    assert len(s.players[2].hand) == 2 and len(s.players[1].hand) == 1
    assert s.winners == (2,) and s.declarer == 2 and s.end_reason == "mission"
    assert len(h.of_type(log, "hand_shown", seat=2)[0]["cards"]) == 3


def test_mission_after_yi_zhi_gave_the_hand_away(table, h):
    """The same moment (R45): her own 遗志 hands her cards over after she dies; what she showed is
    the hand she died with."""
    s = dying_lao_gui(table, identity="打酱油的", hand=("红", "红", "红"))
    h.play(s, "C receive: take", "C yi_zhi: yes", "C: choose @D", until="game_over")
    assert s.players[2].hand == [] and s.winners == (2,) and s.end_reason == "mission"


def test_mission_needs_three_red(table, h):
    """"其中有三张或以上的红色卡牌" — two red and a blue are not enough."""
    s = dying_lao_gui(table, identity="打酱油的", hand=("红", "红", "蓝"))
    h.play(s, "C receive: take", "C yi_zhi: no", until="next_turn")
    assert not s.over and not s.players[2].alive


def test_mission_only_for_bystanders(table, h):
    """机密任务 are the victory condition of 打酱油的 only ("当你的身份为打酱油的时，机密任务就是你的胜利条件")."""
    s = dying_lao_gui(table, identity="潜伏战线", hand=("红", "红", "红"))
    h.play(s, "C receive: take", "C yi_zhi: no", until="next_turn")
    assert not s.over


# -- the rulebook examples that need this group's roles ---------------------------------------
@pytest.mark.parametrize("name", ["example_03_simultaneous_triggers.yaml",
                                  "example_10_jiu_ji_then_cheng_fu.yaml",
                                  "example_11_po_yi_on_text_dong_xi.yaml"])
def test_rulebook_example(name):
    result = run_scenario(load_scenario(SCENARIOS / name))
    assert result.passed, result.report()
    zones = result.state.zones()
    assert sorted(c for cards in zones.values() for c in cards) == list(range(81))


def test_example_03_zhen_xiang_is_seen_by_holmes_only():
    """真相 in example 3: the 试探's text is shown to 福尔摩斯 (B) alone; 拷问's card to A and C."""
    result = run_scenario(load_scenario(SCENARIOS / "example_03_simultaneous_triggers.yaml"))
    events = [e for e in result.log if e["type"] in ("zhen_xiang", "card_taken")]
    for seat in range(5):
        seen = visible_events(events, seat)
        zx = next(e for e in seen if e["type"] == "zhen_xiang")
        ct = next(e for e in seen if e["type"] == "card_taken")
        assert ("bet" in zx and "card" in zx) == (seat == 1), seat
        assert ("card" in ct) == (seat in (0, 2)), seat


# -- random play with this group's roles -------------------------------------------------------
def _check(state) -> None:
    z = state.zones()
    assert sorted(c for cards in z.values() for c in cards) == list(range(81)), state.step
    if state.over:
        return
    d = state.pending
    assert d.options and len(set(d.options)) == len(d.options), d
    dying = {f.seat for f in state.frames if f.kind == "death"}
    assert state.players[d.seat].alive or d.seat in dying, d
    for o in d.options:
        assert parse_option(format_option(o)) == o


def _play(state, rng) -> tuple[int, set]:
    used = set()
    n = 0
    while not state.over:
        assert n < 3000, "game does not end"
        _check(state)
        d = state.pending
        if d.kind in ("trigger", "choose"):
            used.add(d.prompt)
        o = rng.choice(d.options)
        if o.kind == "skill":
            used.add(o.func)
        apply(state, o)
        n += 1
    _check(state)
    return n, used


def _random_position(seed: int) -> dict:
    """Four seats with four of the group's roles (random faces), three random cards each."""
    rng = random.Random(seed)
    cards = rng.sample(range(81), 12)
    roles = rng.sample(GROUP, 4)
    idents = rng.sample(["潜伏战线", "军情处", "打酱油的", "潜伏战线"], 4)
    players = [{"identity": idents[i], "role": roles[i], "face_up": rng.random() < 0.5,
                "hand": [f"#{c}" for c in cards[3 * i:3 * i + 3]]} for i in range(4)]
    return {"players": players, "turn": rng.randrange(4), "phase": "turn_start",
            "seed": seed, "max_turns": 60}


def test_random_games_with_the_group_end_and_keep_every_card():
    """Seeded random games: 3 players dealt from the group's six roles (role choice at set-up)
    and 4 players with four of them: every game ends, each of the 81 cards stays in exactly
    one zone, every decision has options (asked of a living seat, or of a dying one for its
    death skill), and the group's skills are actually used."""
    used = set()
    for seed in range(110):   # enough seeds for every skill of the group to come up
        rng = random.Random(seed)
        if seed % 2:
            state = new_game(Config(players=3, roles=True, role_pool=GROUP, max_turns=60), seed)
        else:
            state = from_position(_random_position(seed))
        _, u = _play(state, rng)
        used |= u
    for skill in ("jiu_ji", "yi_zhi", "su_yi", "dong_xi", "he_mou", "jing_jue", "yan_hu",
                  "kao_wen", "sou_qu_choice", "jie_lu", "zhen_xiang"):
        assert skill in used, skill


def test_random_games_with_the_group_read_in_chinese():
    """Every event of these games (as each seat and a spectator see it), every prompt and every
    option label is Chinese, with no raw id, and the labels of one decision differ."""
    import re

    from fengsheng.i18n import zh_cn as zh
    from fengsheng.views import observe
    ascii_word = re.compile(r"[A-Za-z]")
    for seed in range(12):
        rng = random.Random(seed)
        state = (new_game(Config(players=3, roles=True, role_pool=GROUP, max_turns=60), seed)
                 if seed % 2 else from_position(_random_position(seed)))
        events = []
        while not state.over:
            d = state.pending
            obs = observe(state, d.seat)
            names = zh.seat_names(state.n, d.seat)
            labels = [zh.option_text(o, obs, state.cards, names)
                      for o in obs["pending"]["options"]]
            assert len(set(labels)) == len(labels), labels
            for text in labels + [zh.decision_prompt(obs["pending"], obs, names)]:
                assert not ascii_word.search(text) and "未知" not in text, text
            apply(state, rng.choice(d.options))
            events += state.events
        for seat in [None, *range(state.n)]:
            narrator = zh.Narrator(zh.seat_names(state.n, seat), state.cards)
            for ev in visible_events(events, seat):
                line = narrator.line(ev)
                assert line and not ascii_word.search(line) and "未知" not in line, (ev, line)
