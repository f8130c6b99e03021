"""A role is one unit, released (issue 13, docs/roles.md "Adding a role"): this file is the
role's module and its test; releasing it edits only the one table, roles/table.py, with a new
named set that holds it. Nothing else of the project is edited, and:

- it is dealt in its set only: no deal of an existing set changes;
- it prints in Chinese and in English, from its own text blocks;
- the heuristic bot chooses it, triggers and uses its skills through its own hooks;
- the RL environment builds for its set, while the encoding of the existing sets (and the
  shipped policy trained on all30's) is unchanged;
- the checks that hold every released role to its derived tables (English, bot policies,
  RL vocabulary, docs) pass with it.

The release runs in a fresh process: this file is loaded as ``fengsheng.roles.test_xin_bing``
(where a released role's module lives) and roles/table.py is read with the set added, as the
release's one edit would make it, before anything else reads the table.

新兵 (test_xin_bing, public, male): 报信 "当你获得真情报时，可以令你或每位其他玩家各抽一张牌。"; 补给
"若你的手牌不多于一张，可以指定另一位玩家：你和他各抽一张牌。"; 机密任务 "手牌达到七张或以上。"
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import types
from pathlib import Path

from fengsheng.engine.abilities import Mission, Role, Skill
from fengsheng.engine.decisions import CHOOSE, Decision, Option
from fengsheng.engine.frames import ask
from fengsheng.engine.ops import draw
from fengsheng.roles.common import StackSkill

NEW_SET = "all30_xin_bing"
HERE = Path(__file__).resolve()
REPO = HERE.parents[2]


# == the role's module ==========================================================================

class BaoXin(Skill):
    """报信: "当你获得真情报时，可以令你或每位其他玩家各抽一张牌。" A question with answers of
    its own (Option('choose', func=…): "test_self", "test_others")."""
    id = "test_bao_xin"
    name = "报信"
    text = "当你获得真情报时，可以令你或每位其他玩家各抽一张牌。"
    rulings = ()
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        return event["seat"] == seat and any(
            state.cards[c].colour != "black" for c in event["cards"])

    def resolve(self, state, frame):
        ask(state, Decision(frame.user, CHOOSE, (Option("choose", func="test_self"),
                                                 Option("choose", func="test_others")),
                            prompt="test_bao_xin_who"))

    def answer(self, state, frame, option):
        frame.done = True
        me = frame.user
        test_bao_xin(state, me, option.func == "test_self")
        for p in state.players:
            if p.alive and (p.seat == me) == (option.func == "test_self"):
                draw(state, p.seat, 1)


class BuJi(StackSkill):
    """补给: "若你的手牌不多于一张，可以指定另一位玩家：你和他各抽一张牌。" Usable in any window."""
    id = "test_bu_ji"
    name = "补给"
    option_args = ("seat",)
    text = "若你的手牌不多于一张，可以指定另一位玩家：你和他各抽一张牌。"
    rulings = ()

    def window_options(self, state, seat, ctx):
        if len(state.players[seat].hand) > 1 or any(
                it.func == self.id and it.user == seat for it in state.stack):
            return []
        return [Option("skill", func=self.id, seat=p.seat) for p in state.players
                if p.alive and p.seat != seat]

    def resolve(self, state, frame):
        draw(state, frame.user, 1)
        if state.players[frame.item.seat].alive:
            draw(state, frame.item.seat, 1)
        frame.done = True


def test_bao_xin(state, seat, itself):
    """The role's own event (a role builds its events in its module)."""
    state.events.append({"type": "test_bao_xin", "seat": seat, "itself": itself})


test_bao_xin.__test__ = False   # an event constructor, not a test


class SevenCards(Mission):
    """"手牌达到七张或以上。" """
    needs_hand = 7

    def achieved(self, state, seat):
        return len(state.players[seat].hand) >= 7


ROLE = Role("test_xin_bing", "新兵", "M", False, (BaoXin(), BuJi()), mission=SevenCards(),
            mission_text="手牌达到七张或以上。", standard=False)

ZH_EVENTS = {"test_bao_xin": lambda e, n, cards, items: f"{n(e['seat'])}发动【报信】，"
             + ("抽一张牌。" if e["itself"] else "每位其他玩家各抽一张牌。")}
ZH_PROMPTS = {"test_bao_xin_who": "【报信】：谁抽牌？"}
ZH_LABELS = {"test_self": "你抽一张牌", "test_others": "每位其他玩家各抽一张牌"}

EN_NAME = "Recruit"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "test_bao_xin": ("Tip-off", "When you take a true message, you, or every other player, may "
                     "draw a card.", ()),
    "test_bu_ji": ("Supply", "If you hold one hand card or none, you may name another player: "
                   "you and they each draw a card.", ()),
}
EN_MISSION = ("Hold seven hand cards or more.", ())
EN_EVENTS = {"test_bao_xin": lambda e, n, cards, items: f"{n(e['seat'])} uses [Tip-off]: "
             + ("they draw a card." if e["itself"] else "every other player draws a card.")}
EN_PROMPTS = {"test_bao_xin_who": "[Tip-off]: who draws?"}
EN_LABELS = {"test_self": "you draw a card", "test_others": "every other player draws a card"}

BOT_PREFERENCE = 9   # 挑选角色: above every released role, so a bot offered it plays it


def _bot_answer_bao_xin(bot, obs, options):
    # The others draw only when they are mostly my allies.
    others = [bot.ally[s] for s in range(bot.n) if s != bot.seat and bot.alive[s]]
    want = "test_others" if sum(others) > 1.0 else "test_self"
    return next(o for o in options if o.func == want)


def _bot_trigger_bao_xin(bot, obs):
    return len(obs["you"]["hand"]) < 8


def _bot_use_bu_ji(bot, obs, opts, ctx):
    return bot._pick(opts, lambda o: 1.0 + 0.5 * bot.ally[o.seat])


def _bot_mission_keep(bot, card):
    return 0.8   # every hand card counts towards seven


BOT_POLICY = {"test_bao_xin_who": _bot_answer_bao_xin}
BOT_TRIGGERS = {"test_bao_xin": _bot_trigger_bao_xin}
BOT_SKILLS = {"test_bu_ji": (0.5, _bot_use_bu_ji)}
BOT_MISSION_KEEP = _bot_mission_keep


# == the release: its one table edit, in a fresh process =========================================

def release() -> None:
    """Read roles/table.py with the new set added, as the release edits it."""
    import fengsheng.roles
    path = Path(fengsheng.roles.__file__).with_name("table.py")
    anchor = 'DEFAULT_ROLE_SET = "all30"'
    source = path.read_text(encoding="utf-8")
    assert anchor in source and "fengsheng.roles.table" not in sys.modules
    source = source.replace(
        anchor, f'ROLE_SETS["{NEW_SET}"] = (*ROLE_SETS["all30"], "{ROLE.id}")\n{anchor}')
    table = types.ModuleType("fengsheng.roles.table")
    table.__file__, table.__package__ = str(path), "fengsheng.roles"
    sys.modules[table.__name__] = table
    exec(compile(source, str(path), "exec"), table.__dict__)
    fengsheng.roles.table = table


BOOT = f"""
import importlib.util, sys
spec = importlib.util.spec_from_file_location("fengsheng.roles.{ROLE.id}", {str(HERE)!r})
unit = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = unit
spec.loader.exec_module(unit)
unit.release()
"""


def _released(code: str, rl_set: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "FENGSHENG_RL_ROLE_SET"}
    if rl_set is not None:
        env["FENGSHENG_RL_ROLE_SET"] = rl_set
    return subprocess.run([sys.executable, "-c", BOOT + code], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=600)


def _report(code: str, rl_set: str | None = None) -> dict:
    done = _released(code, rl_set)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def deals(role_set: str, players: int = 5, seeds: int = 40) -> list:
    """The role cards offered to each seat, by seed."""
    from fengsheng.engine import Config, apply, new_game
    out = []
    for seed in range(seeds):
        state = new_game(Config(players=players, roles=True, role_set=role_set), seed)
        offers = []
        while state.pending.prompt == "choose_role":
            offers.append(sorted(o.func for o in state.pending.options))
            apply(state, state.pending.options[0])
        out.append(offers)
    return out


def report() -> dict:
    """What the released role does (run in the released process)."""
    from fengsheng.bots import HeuristicBot, play_game, role_play
    from fengsheng.cli.roles import role_table
    from fengsheng.engine import Config
    from fengsheng.i18n import en, en_roles, zh_cn
    from fengsheng.rl.aec import encoding_checksum
    from fengsheng.roles.table import ROLE_SETS
    calls = {"answer": 0, "trigger": 0, "skill": 0, "mission": 0}

    def counted(kind, fn):
        def wrapper(*args):
            calls[kind] += 1
            return fn(*args)
        return wrapper
    role_play.PROMPT_POLICY["test_bao_xin_who"] = counted("answer", _bot_answer_bao_xin)
    role_play.TRIGGER_CHECKS["test_bao_xin"] = counted("trigger", _bot_trigger_bao_xin)
    role_play.SKILL_EVALUATORS["test_bu_ji"] = counted("skill", _bot_use_bu_ji)
    role_play.MISSION_KEEPS[ROLE.id] = counted("mission", _bot_mission_keep)
    played, used = 0, set()
    for seed in range(60):   # until it was played, with each hook asked (as 打酱油的, too)
        if played >= 3 and all(calls.values()) and len(used) == 2:
            break
        config = Config(players=5, roles=True, role_set=NEW_SET)

        class Watch:
            def decision(self, state, seat, option):
                d = state.pending
                if d.kind == "trigger" and d.prompt in EN_SKILLS and option.kind == "yes":
                    used.add(d.prompt)
                elif option.kind == "skill" and option.func in EN_SKILLS:
                    used.add(option.func)

            def events(self, state, events):
                pass
        state = play_game(config, seed, [HeuristicBot(s, seed) for s in range(5)],
                          watch=Watch())
        played += any(p.role == ROLE.id for p in state.players)
    names = en.seat_names(3, 0)
    return {
        "sets": {s: list(ids) for s, ids in ROLE_SETS.items()},
        "deals": {s: deals(s) for s in ROLE_SETS},
        "zh": [*zh_cn.role_card_lines(ROLE),
               zh_cn.describe_event({"type": "test_bao_xin", "seat": 1, "itself": False},
                                    ["甲", "乙", "丙"]),
               zh_cn.CHOOSE_PROMPTS["test_bao_xin_who"], zh_cn.CHOOSE_LABELS["test_self"]],
        "en": [en.role_brief(ROLE.id), en.skill_name("test_bu_ji"),
               en_roles.skill_text("test_bao_xin"), en.mission_text(ROLE.id),
               en.describe_event({"type": "test_bao_xin", "seat": 1, "itself": False}, names),
               en.CHOOSE_PROMPTS["test_bao_xin_who"], en.CHOOSE_LABELS["test_self"]],
        "table": role_table(NEW_SET, "en")[-1],
        "preference": role_play.ROLE_PREFERENCE[ROLE.id],
        "played": played, "used": sorted(used), "calls": calls,
        "encoding": encoding_checksum(),
    }


def rl_report() -> dict:
    """The RL environment of the new set (run with FENGSHENG_RL_ROLE_SET naming it)."""
    import numpy as np

    from fengsheng import rl
    from fengsheng.rl import vocab
    from fengsheng.rl.aec import encoding_checksum
    seen = False
    for seed in range(30):   # until its question was asked and answered
        env = rl.raw_env(players=5, roles=True)
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            env.step(None if term or trunc else
                     int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        seen = any(p.role == ROLE.id for p in env.episode.state.players)
        asked = any(e["type"] == "test_bao_xin" for e in env.episode.log)
        if seen and asked:
            break
    return {"set": vocab.ROLE_SET, "dealt": seen, "asked": asked,
            "words": ["test_bao_xin_who" in vocab.PROMPTS, "test_self" in vocab.CHOOSE_WORDS],
            "in_vocab": ROLE.id in vocab.ROLE_IDS,
            "skill_args": list(vocab.SKILL_ARGS.get("test_bu_ji", ())),
            "event_type": "test_bao_xin" in vocab.EVENT_TYPES, "encoding": encoding_checksum()}


# == the tests ====================================================================================

def test_the_released_role_is_dealt_printed_and_played_in_its_set_only():
    from fengsheng.rl.aec import encoding_checksum
    from fengsheng.roles.table import ROLE_SETS
    got = _report("import json\nprint(json.dumps(unit.report()))")
    assert set(got["sets"]) == {*ROLE_SETS, NEW_SET}
    assert got["sets"][NEW_SET] == [*ROLE_SETS["all30"], ROLE.id]
    # Dealt in its set, and no deal of an existing set moves.
    for s in ROLE_SETS:
        assert got["deals"][s] == deals(s), s
        assert not any(ROLE.id in offer for d in got["deals"][s] for offer in d)
    assert sum(ROLE.id in offer for d in got["deals"][NEW_SET] for offer in d) >= 5
    # Printed in both languages, from its own blocks.
    assert got["zh"] == ["【新兵】（公开角色·男）", "【报信】当你获得真情报时，可以令你或每位其他玩家各抽一张牌。",
                         "【补给】若你的手牌不多于一张，可以指定另一位玩家：你和他各抽一张牌。",
                         "机密任务：手牌达到七张或以上。", "乙发动【报信】，每位其他玩家各抽一张牌。",
                         "【报信】：谁抽牌？", "你抽一张牌"]
    assert got["en"] == ["[Recruit] (open character, male)", "Supply",
                         "When you take a true message, you, or every other player, may draw "
                         "a card.",
                         "Hold seven hand cards or more.",
                         "Seat 1 uses [Tip-off]: every other player draws a card.",
                         "[Tip-off]: who draws?", "you draw a card"]
    assert got["table"].startswith("| `test_xin_bing` | Recruit | male | open | "
                                   "`test_bao_xin` Tip-off<br>`test_bu_ji` Supply |")
    # The heuristic bot prefers it, and asks its hooks before using its skills.
    assert got["preference"] == BOT_PREFERENCE and got["played"] >= 3
    # its question, trigger and responsive skill, and (as a 打酱油的) its 机密任务's hand
    assert all(got["calls"].values()), got["calls"]
    assert got["used"] == ["test_bao_xin", "test_bu_ji"]
    # The released sets' RL encoding (and so the shipped policy's) is unchanged.
    assert got["encoding"] == encoding_checksum()


def test_the_rl_environment_builds_for_the_new_set_with_its_own_encoding():
    from fengsheng.rl.aec import encoding_checksum
    got = _report("import json\nprint(json.dumps(unit.rl_report()))", rl_set=NEW_SET)
    assert got["set"] == NEW_SET and got["dealt"] and got["in_vocab"] and got["event_type"]
    assert got["asked"] and got["words"] == [True, True]   # its question and answers encoded
    assert got["skill_args"] == ["seat"]
    assert got["encoding"] != encoding_checksum()


def test_the_checks_of_every_released_role_pass_with_it():
    """The tests that hold each released role to what is derived from it — its texts, its bot
    policies and hooks, the docs, the RL vocabulary and the shipped policy — and the per-role
    invariant sweep pass with the role released and no other file edited."""
    tests = ["tests/cli/test_english.py::test_every_table_has_the_same_keys_in_english",
             "tests/cli/test_english.py::test_no_english_string_is_chinese_or_blank",
             "tests/cli/test_english.py::test_docs_list_every_english_name",
             "tests/cli/test_english.py::"
             "test_every_event_question_answer_skill_and_mission_has_an_english_text",
             "tests/cli/test_i18n.py::test_every_emitted_event_type_has_a_chinese_line",
             "tests/bots/test_role_bots.py::test_every_skill_decision_has_a_heuristic_rule",
             "tests/bots/test_role_bots.py::"
             "test_every_question_a_role_can_ask_has_a_heuristic_policy",
             "tests/properties/test_each_role.py::"
             f"test_each_role_keeps_every_invariant_where_it_is_dealt[{ROLE.id}]",
             "tests/roles/test_roles_doc.py",
             "tests/rl/test_vocabulary_pin.py", "tests/rl/test_policy_bot.py",
             "tests/rl/test_history.py::test_every_event_type_the_engine_emits_has_a_token_id",
             "tests/engine/test_events.py::test_only_events_py_builds_events",
             "tests/engine/test_ops_only.py",
             "tests/properties/test_roles_random_play.py::"
             "test_role_games_use_every_role_and_reach_role_endings"]
    done = _released("import pytest\nfrom fengsheng.roles.table import ROLE_CARD\n"
                     f"assert {ROLE.id!r} in ROLE_CARD\n"
                     f"sys.exit(pytest.main(['-q', '-p', 'no:cacheprovider', *{tests!r}]))")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
