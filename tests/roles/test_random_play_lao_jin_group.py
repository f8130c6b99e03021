"""Random play with only 老金, 峨眉峰, 浮萍, 黄雀, 情报处长, 职业杀手 (and 老鬼 to fill a pool): many seeded
games with uniformly random answers, 3 players dealt from the role pool (挑选角色) and 4 players
from random positions. Checks: every game ends; every pending decision has options; the 81 cards
stay each in exactly one zone; every question these roles ask has Chinese text; the random games
reach every skill of the group."""
from __future__ import annotations

import random
import re

import pytest

from fengsheng.cards.deck import BYSTANDER, MILITARY, UNDERGROUND
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.position import from_position
from fengsheng.engine.ruleset import every_role
from fengsheng.i18n import zh_cn
from fengsheng.views import visible_events

GROUP = ("lao_jin", "e_mei_feng", "fu_ping", "huang_que", "qing_bao_chu_zhang", "zhi_ye_sha_shou")
POOL = GROUP + ("lao_gui",)
RULES = every_role()
GROUP_SKILLS = {s for r in GROUP for s in RULES.roles[r].skills}
NEW_EVENTS = ("hand_viewed", "message_swapped")
MAX_ANSWERS = 3000
ASCII = re.compile(r"[A-Za-z]")


def _four_player_position(seed: int):
    rnd = random.Random(seed)
    idents = [UNDERGROUND, MILITARY, BYSTANDER, BYSTANDER]
    rnd.shuffle(idents)
    roles = rnd.sample(POOL, 4)
    cards = rnd.sample(range(81), 12)
    # Hidden roles start face up half the time, so face-up skills come up more often.
    players = [{"identity": idents[i], "role": roles[i], "face_up": rnd.random() < 0.5
                or not RULES.roles[roles[i]].hidden, "hand": [f"#{c}" for c in cards[3 * i:3 * i + 3]]}
               for i in range(4)]
    return from_position({"players": players, "seed": seed, "turn": rnd.randrange(4),
                          "phase": "turn_start", "max_turns": 60})


def _play(state, seed: int, seen: set) -> None:
    rnd = random.Random(seed * 7919 + 3)
    answers = 0
    while not state.over:
        d = state.pending
        assert d is not None and d.options, f"seed {seed}: a decision without options"
        if d.kind == "trigger":
            seen.add(d.prompt)
        elif d.kind == "choose":
            assert d.prompt in zh_cn.CHOOSE_PROMPTS, f"no Chinese question for {d.prompt!r}"
        option = rnd.choice(d.options)
        if option.kind == "skill":
            seen.add(option.func)
        events = apply(state, option)
        answers += 1
        assert answers < MAX_ANSWERS, f"seed {seed}: game not over after {MAX_ANSWERS} answers"
        for e in events:
            if e["type"] == "skill_triggered":
                seen.add(e["skill"])
            elif e["type"] == "used" and e.get("converted"):
                seen.add("yu_mou")
            if e["type"] in NEW_EVENTS:
                for seat in (None, *range(state.n)):
                    for ev in visible_events([e], seat):
                        line = zh_cn.describe_event(ev, zh_cn.seat_names(state.n), state.cards)
                        assert line and not ASCII.search(line) and "未知" not in line, line
        zones = sorted(c for cards in state.zones().values() for c in cards)
        assert zones == list(range(81)), f"seed {seed}, answer {answers}: cards lost or doubled"


@pytest.mark.parametrize("players", [3, 4])
def test_random_games_end_and_keep_every_card(players):
    seen: set = set()
    # 120 games at least; more, up to 400, until every skill came up (a deal may be slow to
    # bring one: at 3 players 黄雀在后 did not come up in another deal's 120).
    for seed in range(400):
        if seed >= 120 and GROUP_SKILLS <= seen:
            break
        if players == 3:
            state = new_game(Config(players=3, roles=True, role_pool=POOL, max_turns=60), seed)
        else:
            state = _four_player_position(seed)
        _play(state, seed, seen)
        assert state.over and state.pending is None
    # Every skill of the group comes up: used from a window, offered as an optional trigger,
    # or triggered (连击 is not optional and says so itself); 预谋 as a converted card.
    missing = GROUP_SKILLS - seen
    assert not missing, f"random play never used {sorted(missing)}"


PROMPT_IDS = (
    "qi_zu_bao_shuai_under", "qi_zu_bao_shuai_top", "fu_di_chou_xin_fake", "fu_di_chou_xin_seat",
    "fu_di_chou_xin_card", "ji_zhong_ji_burn", "hou_zhao_target", "hou_zhao_card", "hou_zhao_to",
    "huang_que_zai_hou_target", "huang_que_zai_hou_card", "huang_que_zai_hou_more",
    "ge_qiang_you_er_return", "lian_ji_place")


def test_every_prompt_of_the_group_has_chinese_text():
    """Every question id these role modules ask has a Chinese question; trigger questions use
    the skill's own (Chinese) name."""
    import inspect

    from fengsheng.roles import e_mei_feng, fu_ping, huang_que, lao_jin, qing_bao_chu_zhang, \
        zhi_ye_sha_shou
    source = "".join(inspect.getsource(m) for m in (lao_jin, e_mei_feng, fu_ping, huang_que,
                                                      qing_bao_chu_zhang, zhi_ye_sha_shou))
    for pid in PROMPT_IDS:
        assert f'"{pid}"' in source, pid
        assert pid in zh_cn.CHOOSE_PROMPTS and not ASCII.search(zh_cn.CHOOSE_PROMPTS[pid]), pid
    for sid in GROUP_SKILLS:
        assert not RULES.skills[sid].name.isascii() and zh_cn.skill_name(sid) == RULES.skills[sid].name
