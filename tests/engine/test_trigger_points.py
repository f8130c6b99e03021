"""Timing points look the same whatever the roles dealt (ruling R6; docs/architecture.md,
"Response windows seen from outside"): the points shown (``Ruleset.shown_points``) are those at
which an optional skill of any role of the ruleset's set may trigger, and showing them changes
no game. A role that listens to a point no other role's optional skill does brings that point
with it, and a role may fire a point of its own: two roles defined in this test, one asked at
回合开始 and firing its own point, the other asked there, need no engine edit."""
from __future__ import annotations

import random
from collections import Counter

from fengsheng.engine import Config, apply, new_game
from fengsheng.engine.abilities import Role, Skill
from fengsheng.engine.decisions import TRIGGER
from fengsheng.engine.ops import draw
from fengsheng.engine.ruleset import Ruleset, rules_for
from fengsheng.engine.state import TURN_START
from fengsheng.engine.triggers import fire
from fengsheng.engine.window import SHOWN, resume
from fengsheng.roles.table import ROLE_SETS
from fengsheng.views import observe


class XunCha(Skill):
    """巡查 (a test's role): "回合开始时，若你的手牌少于三张，可以抽一张牌。" An optional skill
    at 回合开始 (``phase_start``), a point no released role's optional skill listens to."""
    id = "test_xun_cha"
    name = "巡查"
    text = "回合开始时，若你的手牌少于三张，可以抽一张牌。"
    automatic = True
    listens = ("phase_start",)

    def triggered(self, state, seat, event):
        return event["phase"] == TURN_START and len(state.players[seat].hand) < 3

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        frame.done = True
        fire(state, test_patrolled(frame.user))


def test_patrolled(seat: int) -> dict:
    """The role's own timing point: ``seat`` used 巡查 (built as engine/timing.py builds the
    engine's)."""
    return {"type": "test_patrolled", "seat": seat}


test_patrolled.__test__ = False   # a point's constructor, not a test


class JingJue(Skill):
    """警觉 (another test role): "当另一位玩家发动【巡查】后，你可以抽一张牌。" At the point
    巡查 fires."""
    id = "test_jing_jue"
    name = "警觉"
    text = "当另一位玩家发动【巡查】后，你可以抽一张牌。"
    automatic = True
    listens = ("test_patrolled",)

    def triggered(self, state, seat, event):
        return event["seat"] != seat

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        frame.done = True


PATROL = Role("test_xun_cha_yuan", "巡查员", "M", False, (XunCha(),))
SENTRY = Role("test_shao_bing", "哨兵", "F", False, (JingJue(),))
ALL30 = rules_for("standard", ROLE_SETS["all30"])
# Three seats, six roles to offer: the two new roles and four released ones.
PATROL_RULES = Ruleset("standard", (PATROL, SENTRY, *(ALL30.roles[r] for r in (
    "lao_qiang", "shan_ling", "qi_bai", "xiao_ma_ge"))))


def test_the_points_shown_are_those_of_the_optional_skills_of_the_set():
    for name, ids in ROLE_SETS.items():
        rules = rules_for("standard", ids)
        assert rules.shown_points == {e for sk in rules.skills.values()
                                      if sk.automatic and sk.optional for e in sk.listens}, name
    # all30's, as they were when the list was one for every set (in every record so far).
    assert ALL30.shown_points == {"card_resolving", "death", "decrypted", "intercepted",
                                  "message_received", "nullified"}
    assert PATROL_RULES.shown_points == {"phase_start", "test_patrolled", "card_resolving"}


def points_look_the_same(config, seeds, ruleset=None, roles=None) -> Counter:
    """Play ``seeds`` games showing rounds and points (``roles``: the 挑选角色 answer); assert
    that whoever is asked at a point, everyone else was shown the point just before, with
    nothing in between they could see. Returns the questions asked, by skill."""
    questions = Counter()
    players = config.players
    for seed in seeds:
        state = new_game(config, seed, show_windows=True, ruleset=ruleset)
        rng = random.Random(seed)
        shown = None
        while not state.over:
            d = state.pending
            if d.kind == SHOWN:
                point = d.prompt == TRIGGER
                views = [observe(state, s) for s in [None, *range(players)]] if point else None
                events = resume(state)
                shown = None if events else views
                continue
            if d.kind == TRIGGER:
                questions[d.prompt] += 1
                assert shown is not None
                others = [None, *(s for s in range(players) if s != d.seat)]
                assert [observe(state, s) for s in others] == \
                    [shown[0 if s is None else s + 1] for s in others]
            option = roles(d) if roles and d.prompt == "choose_role" else \
                d.options[rng.randrange(len(d.options))]
            if d.kind != TRIGGER or option.kind == "yes":   # seen: a new point must show
                shown = None
            apply(state, option)
    return questions


def test_every_trigger_question_follows_a_point_shown_that_looks_the_same():
    questions = sum((points_look_the_same(Config(players=players, roles=True), range(3))
                     for players in (3, 9)), Counter())
    assert sum(questions.values()) > 5


def test_a_role_brings_the_points_its_optional_skills_listen_to():
    """The test's roles, dealt from a ruleset of their own: their questions at 回合开始 and at
    巡查's own point are asked after a point shown to all, as any other; all30's games show
    neither point."""
    def ours(d):
        return next((o for o in d.options if o.func in (PATROL.id, SENTRY.id)), d.options[0])
    questions = points_look_the_same(Config(players=3, roles=True), range(8), PATROL_RULES,
                                     roles=ours)
    assert questions[XunCha.id] >= 3 and questions[JingJue.id] >= 1, questions
    assert not {"phase_start", "test_patrolled"} & ALL30.shown_points


def test_showing_the_points_changes_no_state_hash():
    """Resumed at once, a game shown point by point goes through the same states (hashes) as
    without: a point's frame with nobody to ask is not part of the state (a 截获's point waits
    under its 'landed' frame, and decisions are taken over it)."""
    for players in (3, 5, 9):
        config = Config(players=players, roles=True)
        for seed in range(8):
            traces = []
            for show in (False, True):
                state, rng, trace = new_game(config, seed, show_windows=show), \
                    random.Random(seed), []
                while True:
                    while state.pending is not None and state.pending.kind == SHOWN:
                        resume(state)
                    trace.append((state.hash(), state.pending))
                    if state.over:
                        break
                    apply(state, state.pending.options[rng.randrange(len(state.pending.options))])
                traces.append(trace)
            assert traces[0] == traces[1], (players, seed)
