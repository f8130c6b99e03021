"""Random play with only this group's roles (刀锋, 小马哥, 怪盗九九, 贝雷帽, 蝮蛇, 戴笠, 致命香水, plus 老鬼 to
fill the pool): every game ends, the 81 cards stay each in exactly one zone, every pending
decision has options, identity cards are neither lost nor duplicated (临危受命 moves them), and
every question these roles ask has Chinese text."""
import random

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.decisions import CHOOSE, TRIGGER
from fengsheng.engine.setup import identity_counts
from fengsheng.i18n import zh_cn as zh
from fengsheng.roles.zhi_ming_xiang_shui import NO_IDENTITY, REMOVED
from fengsheng.views import visible_events

POOL = ("dao_feng", "xiao_ma_ge", "guai_dao_jiu_jiu", "bei_lei_mao", "fu_she", "dai_li",
        "zhi_ming_xiang_shui", "lao_gui")
MY_SKILLS = {"liang_jian", "shi_xue", "ying_xiong_ben_se", "yin_mou", "yang_mou", "huan_ri",
             "tou_tian", "sheng_dong_ji_xi", "dan_yao_wu_xian", "xiao_li_cang_dao",
             "yun_chou_wei_wo", "gong_shou_jian_bei", "lin_wei_shou_ming"}
GAMES = 120
MAX_ANSWERS = 5000


def identities_conserved(state) -> bool:
    """Every identity card is held by one player or was removed by 临危受命 (once dealt:
    identities are dealt after the roles are chosen)."""
    if any(f.kind == "role_choice" for f in state.frames):
        return True
    held = [p.identity for p in state.players if p.identity != NO_IDENTITY]
    removed = [ident for _, ident in state.marks.get(REMOVED, ())]
    u, m, b = identity_counts(state.n, state.config.identity_table)
    want = sorted(["underground"] * u + ["military"] * m + ["bystander"] * b)
    return sorted(held + removed) == want


def play(seed: int, on_step=None):
    config = Config(players=3 + seed % 2, roles=True, role_pool=POOL, max_turns=60)
    state = new_game(config, seed)
    rng = random.Random(seed)
    events = list(state.events)
    answers = 0
    while not state.over:
        d = state.pending
        assert d is not None and d.options, "a pending decision without options"
        # Only the living are asked, and a dying player about their own death trigger (遗志).
        dying = {f.seat for f in state.frames if f.kind == "death"}
        assert state.players[d.seat].alive or d.seat in dying
        if on_step is not None:
            on_step(state)
        apply(state, rng.choice(d.options))
        events.extend(state.events)
        answers += 1
        assert answers < MAX_ANSWERS, "the game does not end"
        assert sorted(c for z in state.zones().values() for c in z) == list(range(81))
        assert identities_conserved(state)
    return state, events


def test_random_games_end_with_cards_and_identities_conserved():
    used = set()
    ends = set()
    converted = 0   # 亮剑 / 换日: a card used as 锁定
    for seed in range(GAMES):
        state, events = play(seed)
        ends.add(state.end_reason)
        used.update(e.get("skill") for e in events if e["type"] in ("skill_used",
                                                                    "skill_triggered"))
        converted += sum(1 for e in events if e["type"] == "used" and e.get("converted"))
    # The games do exercise these roles (not every game ends at the turn cap).
    assert {"shi_xue", "yin_mou", "yang_mou", "tou_tian", "sheng_dong_ji_xi",
            "dan_yao_wu_xian", "yun_chou_wei_wo", "gong_shou_jian_bei", "lin_wei_shou_ming",
            "ying_xiong_ben_se", "xiao_li_cang_dao"} <= used
    assert converted and ends - {"turn_limit"}


def _check_questions(state):
    d = state.pending
    if d.kind == CHOOSE and d.prompt != "choose_role":
        assert d.prompt in zh.CHOOSE_PROMPTS, f"no Chinese question for {d.prompt}"
    if d.kind == TRIGGER:
        name = zh.skill_name(d.prompt)
        assert name != "角色技能" and not name.isascii(), d.prompt


def test_every_question_has_chinese_text():
    for seed in range(0, GAMES, 4):
        play(seed, on_step=_check_questions)


def test_random_games_narrate_every_event_in_chinese():
    for seed in range(0, GAMES, 6):
        state, events = play(seed)
        n = state.n
        for seat in [None, *range(n)]:
            narrator = zh.Narrator(zh.seat_names(n, seat), state.cards)
            for ev in visible_events(events, seat):
                line = narrator.line(ev)
                assert line and "未知" not in line, ev


def test_this_groups_event_lines_and_questions_are_chinese():
    from fengsheng.cards.deck import STANDARD
    names = zh.seat_names(5)
    taken = {"type": "identity_taken", "seat": 1, "from_seat": 2, "identity": "military",
             "private": (1,), "hide": ("identity",)}
    assert zh.describe_event(visible_events([taken], 1)[0], names, STANDARD) == \
        "1号把自己的身份牌面朝下移出游戏，拿走了2号的身份牌（【临危受命】）：军情处。"
    assert zh.describe_event(visible_events([taken], 3)[0], names, STANDARD) == \
        "1号把自己的身份牌面朝下移出游戏，拿走了2号的身份牌（【临危受命】）。"
    assert zh.describe_event({"type": "shi_xue_kept", "seat": 0}, names, STANDARD) == \
        "0号把一张手牌分给了自己（【嗜血】）。"
    for prompt in ("shi_xue_card", "shi_xue_to", "ying_xiong_ben_se_card",
                   "ying_xiong_ben_se_to", "yin_mou_from", "yang_mou_from", "tou_tian_card",
                   "tou_tian_to", "xiao_li_cang_dao_card", "gong_shou_jian_bei_top",
                   "lin_wei_shou_ming_message"):
        assert not zh.CHOOSE_PROMPTS[prompt].isascii()
    for sid in MY_SKILLS:
        assert not zh.skill_name(sid).isascii() and zh.skill_name(sid) != "角色技能"


def test_same_seed_same_game():
    """Deterministic: the same seed and answers give the same final state."""
    for seed in (3, 8, 13):
        assert play(seed)[0].hash() == play(seed)[0].hash()
