"""Random play with the five roles that follow the standard set (逢缘, 王田香, 余则成, 易先生, 警察)
and 老鬼: every game ends, each of the 81 cards is in exactly one zone after every answer, and
every pending decision has legal, distinct options. Also checks that random play reaches the
skills' questions, so the smoke test really exercises them."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from fengsheng.engine import Config, apply, new_game

MINE = ("feng_yuan", "wang_tian_xiang", "yu_ze_cheng", "yi_xian_sheng", "jing_cha")
POOL3 = MINE + ("lao_gui",)
# Four players need eight role cards: two more whose texts meet these roles' (小白's "通过死亡胜利"
# for 余则成/警察, 黑玫瑰 a female killer for 情仇 and 王田香's mission).
POOL4 = POOL3 + ("xiao_bai", "hei_mei_gui")
MAX_ANSWERS = 3000
SKILL_PROMPTS = {"sheng_ge", "sheng_ge_card", "wang_tian_xiang_move_use", "lan_sha", "shi_cha",
                 "qing_chou", "jue_mi"}


def _play(config: Config, seed: int, seen: Counter) -> None:
    state = new_game(config, seed)
    rng = random.Random(seed * 7919 + 11)
    answers = 0
    while not state.over:
        d = state.pending
        assert d is not None and d.options, "a pending decision without options"
        assert len(set(d.options)) == len(d.options), d
        assert state.players[d.seat].alive or d.kind in ("choose", "trigger"), d
        seen[d.prompt] += 1
        apply(state, rng.choice(d.options))
        answers += 1
        assert answers < MAX_ANSWERS, f"seed {seed}: game not over after {MAX_ANSWERS} answers"
        zones = state.zones()
        assert sorted(c for cs in zones.values() for c in cs) == list(range(81)), seed
    seen["end:" + state.end_reason] += 1


@pytest.mark.parametrize("players, pool, seeds", [(3, POOL3, range(150)),
                                                  (4, POOL4, range(60))])
def test_random_games_end_and_keep_every_card(players, pool, seeds):
    seen: Counter = Counter()
    for deck in ("standard", "promo"):
        config = Config(players=players, deck=deck, roles=True, role_pool=pool, max_turns=60)
        for seed in seeds:
            _play(config, seed, seen)
    reached = SKILL_PROMPTS & set(seen)
    assert len(reached) >= 4, f"random play reached only {sorted(reached)}"


def test_leftwards_send_has_its_own_label():
    from fengsheng.engine.position import from_position
    from fengsheng.i18n import zh_cn as zh
    from fengsheng.views import observe
    s = from_position({"players": [{"identity": "潜伏战线", "role": "feng_yuan",
                                    "hand": ["锁定/红/密电"]},
                                   {"identity": "军情处"}, {"identity": "打酱油的"}],
                       "phase": "send_message"})
    obs = observe(s, 0)
    labels = [zh.option_text(o, obs, s.cards, zh.seat_names(3, 0)) for o in s.pending.options]
    assert len(labels) == 2 and labels[0] != labels[1], labels


def test_every_question_and_event_of_these_roles_reads_in_chinese():
    """No raw id reaches a player: each decision's prompt and options, and each event as every
    seat sees it, read as Chinese (i18n/zh_roles/<role>.py), over random games with these roles."""
    import re

    from fengsheng.i18n import zh_cn as zh
    from fengsheng.views import observe, visible_events

    ascii_word = re.compile(r"[A-Za-z]")
    prompts = set()
    for seed in range(40):
        config = Config(players=3, roles=True, role_pool=POOL3, max_turns=40)
        state = new_game(config, seed)
        rng = random.Random(seed)
        names = [zh.Narrator(zh.seat_names(3, s), state.cards) for s in range(3)]
        while not state.over:
            d = state.pending
            obs = observe(state, d.seat)
            seat_names = zh.seat_names(3, d.seat)
            texts = [zh.decision_prompt(obs["pending"], obs, seat_names)]
            labels = [zh.option_text(o, obs, state.cards, seat_names) for o in d.options]
            assert len(set(labels)) == len(labels), (d.prompt, labels)
            for t in texts + labels:
                assert t and not ascii_word.search(t) and "未知" not in t, (d.prompt, t)
            prompts.add(d.prompt)
            events = apply(state, rng.choice(d.options))
            for s in range(3):
                for ev in visible_events(events, s):
                    line = names[s].line(ev)
                    assert line and not ascii_word.search(line) and "未知" not in line, (ev, line)
    assert len(SKILL_PROMPTS & prompts) >= 3, sorted(prompts)
