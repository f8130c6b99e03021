"""Random play with only 闪灵, 黑玫瑰, 柒佰, 礼服蒙面人, 大美女 and 小白 at the table: every game ends,
every pending decision has options (each a well-formed Option that round-trips through the
notation), and the 81 cards stay each in exactly one zone (``GameState.zones()``) after every
answer. Three-player games go through the real set-up (roles dealt from ``role_pool``);
three- and four-player positions seat the roles directly (four players would need eight roles
in a pool), with hidden roles face up or down at random."""
from __future__ import annotations

import random

import pytest

import re

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.decisions import CHOOSE, Option
from fengsheng.i18n import zh_cn
from fengsheng.engine.position import from_position
from fengsheng.notation import format_option, parse_option

ROLES = ("shan_ling", "hei_mei_gui", "qi_bai", "li_fu_meng_mian_ren", "da_mei_nv", "xiao_bai")
ALL_CARDS = list(range(81))
MAX_ANSWERS = 5000
SKILL_EVENTS = {"ju_ji_burned", "xue_ran_mei_gui", "feng_du", "jiu_mei", "shou_mai",
                "card_given", "lost", "victory_declared"}


ASCII_WORD = re.compile(r"[A-Za-z]")


def play_out(state, rng: random.Random, seen: set, narrate: bool = False) -> None:
    """Play to the end at random, checking every decision and the card zones; with
    ``narrate``, every event gets a Chinese line without raw ids and every question of a
    skill has its Chinese prompt."""
    answers = 0
    names = zh_cn.seat_names(state.n)
    while not state.over:
        d = state.pending
        assert d is not None and d.options, "a pending decision without options"
        assert state.players[d.seat].alive, f"dead seat asked: {d}"
        for o in d.options:
            assert type(o) is Option and parse_option(format_option(o)) == o, o
        if narrate and d.kind == CHOOSE:
            assert d.prompt in zh_cn.CHOOSE_PROMPTS, d.prompt
        apply(state, rng.choice(d.options))
        seen.update(e["type"] for e in state.events)
        if narrate:
            for e in state.events:
                line = zh_cn.describe_event(e, names, state.cards)
                assert not ASCII_WORD.search(line) and "未知" not in line, (e, line)
        answers += 1
        assert answers < MAX_ANSWERS, "game does not end"
        assert sorted(c for cs in state.zones().values() for c in cs) == ALL_CARDS, \
            f"card zones broken at step {state.step}"
    assert set(state.winners) <= set(range(state.n))


def random_position(seed: int) -> dict:
    rng = random.Random(seed)
    n = rng.choice((3, 4))
    identities = ["潜伏战线", "军情处"] + ["打酱油的"] * (n - 2)
    rng.shuffle(identities)
    roles = rng.sample(ROLES, n)
    cards = rng.sample(ALL_CARDS, 3 * n)
    players = []
    for i in range(n):
        p = {"identity": identities[i], "role": roles[i],
             "hand": [f"c{c}" for c in cards[3 * i:3 * i + 3]]}
        if roles[i] in ("shan_ling", "hei_mei_gui"):
            p["face_up"] = rng.random() < 0.3
        players.append(p)
    return {"players": players, "turn": rng.randrange(n), "phase": "draw", "seed": seed,
            "max_turns": 60}


@pytest.mark.parametrize("chunk", range(4))
def test_random_games_from_set_up(chunk):
    seen: set = set()
    for seed in range(chunk * 40, chunk * 40 + 40):
        state = new_game(Config(players=3, roles=True, role_pool=ROLES, max_turns=60), seed)
        play_out(state, random.Random(seed), seen)
    assert {"victory_declared", "card_given"} <= seen


def test_random_games_from_positions():
    seen: set = set()
    for seed in range(160):
        state = from_position(random_position(seed))
        play_out(state, random.Random(seed + 1), seen)
    # The skills and their consequences do occur in random play (otherwise this tests little).
    assert SKILL_EVENTS <= seen, sorted(SKILL_EVENTS - seen)


def test_random_games_narrate_in_chinese():
    """Every event of these games has a Chinese line without raw ids, and every question a
    skill asks has its Chinese prompt ("no raw ids may reach a player")."""
    for seed in range(0, 160, 4):
        state = from_position(random_position(seed))
        play_out(state, random.Random(seed + 1), set(), narrate=True)
