"""A role is one unit (issue 13): a role defined in this file alone — its row, skill, mission,
Chinese text — is dealt from a ruleset of its own, played, printed and played by a bot, with
no other file of the project knowing it (docs/roles.md, "Adding a role").

测试员 (test_ce_shi_yuan, public, female): 侦测 "当你获得假情报时，可以抽一张牌。"; 机密任务
"手牌达到七张或以上。"
"""
from __future__ import annotations

import random

from fengsheng.bots import HeuristicBot, play_game
from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.abilities import Mission, Role, Skill
from fengsheng.engine.ops import draw
from fengsheng.engine.ruleset import Ruleset, every_role
from fengsheng.i18n import zh_cn
from fengsheng.views import observe


class ZhenCe(Skill):
    """侦测: "当你获得假情报时，可以抽一张牌。" """
    id = "test_zhen_ce"
    name = "侦测"
    text = "当你获得假情报时，可以抽一张牌。"
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and any(
            state.cards[c].colour == "black" for c in event["cards"])

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        zhen_ce_used(state, frame.user)
        frame.done = True


def zhen_ce_used(state, seat):
    """This role's one event, built here as engine/events.py builds the released ones."""
    state.events.append({"type": "test_zhen_ce", "seat": seat})


class SevenCards(Mission):
    """"手牌达到七张或以上。" """
    needs_hand = 7

    def achieved(self, state, seat):
        return len(state.players[seat].hand) >= 7


ROLE = Role("test_ce_shi_yuan", "测试员", "F", False, (ZhenCe(),), mission=SevenCards(),
            mission_text="手牌达到七张或以上。")

ZH_EVENTS = {"test_zhen_ce": lambda e, n, cards, items: f"{n(e['seat'])}发动【侦测】，抽一张牌。"}

# Three seats, six roles to offer: the new role and five released ones.
RULES = Ruleset("standard", (ROLE, *(every_role().roles[r] for r in (
    "lao_qiang", "shan_ling", "qi_bai", "da_mei_nv", "xiao_ma_ge"))))
CONFIG = Config(players=3, roles=True)


def _choose_the_new_role(decision):
    ids = [o.func for o in decision.options]
    return decision.options[ids.index(ROLE.id)] if ROLE.id in ids else decision.options[0]


def test_the_new_role_is_dealt_chosen_and_its_skill_triggers():
    triggered = 0
    for seed in range(30):
        state, rng = new_game(CONFIG, seed, ruleset=RULES), random.Random(seed)
        while state.pending.prompt == "choose_role":
            apply(state, _choose_the_new_role(state.pending))
        owner = next((p.seat for p in state.players if p.role == ROLE.id), None)
        if owner is None:
            continue
        assert state.players[owner].face_up   # a public role
        while not state.over and state.step < 400:
            d = state.pending
            if d.kind == "trigger" and d.prompt == ZhenCe.id:
                assert d.seat == owner
                before = len(state.players[owner].hand)
                events = apply(state, next(o for o in d.options if o.kind == "yes"))
                assert any(e["type"] == "test_zhen_ce" for e in events)
                assert len(state.players[owner].hand) >= before + 1 or state.over
                triggered += 1
            else:
                apply(state, rng.choice(d.options))
    assert triggered >= 3
    # Nothing outside this file's ruleset knows the role.
    assert ROLE.id not in every_role().roles


def test_the_new_role_and_its_events_print_in_chinese():
    assert zh_cn.role_card_lines(ROLE) == [
        "【测试员】（公开角色·女）",
        "【侦测】当你获得假情报时，可以抽一张牌。",
        "机密任务：手牌达到七张或以上。"]
    line = zh_cn.describe_event({"type": "test_zhen_ce", "seat": 1}, ["甲", "乙", "丙"],
                                role_text=ZH_EVENTS)
    assert line == "乙发动【侦测】，抽一张牌。"


def test_a_bot_plays_the_new_role_to_the_end():
    for seed in range(3):
        state = play_game(CONFIG, seed, [HeuristicBot(s, seed) for s in range(3)],
                          roles=_choose_the_new_role, ruleset=RULES)
        assert state.over
        assert any(p.role == ROLE.id for p in state.players)
        assert observe(state, 0)["players"][0]["role"] is not None
