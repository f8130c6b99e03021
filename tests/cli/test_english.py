"""The English table (fengsheng.i18n.en) has every key the Chinese one has, and nothing in it
is left in Chinese or blank: no string falls back silently to the other language."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from fengsheng.engine.ruleset import every_role
from fengsheng.i18n import en, zh_cn
from fengsheng.roles.table import ROLE_CARD, ROLE_CARDS, ROLE_SETS

CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from strings(v)


def test_every_table_has_the_same_keys_in_english():
    for name in en.TABLES:
        zh_keys, en_keys = set(getattr(zh_cn, name)), set(getattr(en, name))
        assert zh_keys - en_keys == set(), f"{name}: missing in en.py"
        assert en_keys - zh_keys == set(), f"{name}: only in en.py"
    skills = set(zh_cn._TABLE_SKILL_NAMES) | set(every_role().skills) | set(zh_cn.LOST_SKILL_NAMES)
    assert set(en.SKILL_NAMES) == skills
    assert set(en.ROLE_NAMES) == {r.id for r in ROLE_CARDS}
    assert len(en.CARD_RULES_TEXT) == len(zh_cn.CARD_RULES_TEXT)


def test_no_english_string_is_chinese_or_blank():
    tables = [getattr(en, n) for n in en.TABLES] + [en.SKILL_NAMES]
    texts = [s for t in tables for v in t.values() for s in strings(v)]
    texts += list(en.CARD_RULES_TEXT)
    assert texts and all(t.strip() for t in texts)
    assert [t for t in texts if CJK.search(t)] == []


def test_docs_list_every_english_name():
    from pathlib import Path
    page = (Path(__file__).parents[2] / "docs" / "english.md").read_text(encoding="utf-8")
    # The page lists the roles of the frozen set all30; a later set's English names are
    # printed by `fengsheng roles --lang en --set NAME` (its role modules hold them).
    frozen = ROLE_SETS["all30"]
    roles = {r: en.ROLE_NAMES[r] for r in frozen}
    skills = {sid: en.SKILL_NAMES[sid] for r in frozen for sid, _ in ROLE_CARD[r].skills}
    names = {**en.FUNCTIONS, **en.IDENTITIES, **roles, **skills, **en.PHASES, **en.STEPS}
    assert [k for k, v in names.items() if f"| `{k}` | " not in page or f" | {v} |" not in page] == []


# -- the texts the functions build (log, questions, options, role cards) ------------------------
def test_every_event_question_answer_skill_and_mission_has_an_english_text():
    from fengsheng.i18n import en_roles, zh_roles_text
    assert en.EVENT_TYPES == zh_cn.EVENT_TYPES
    assert set(en.CHOOSE_PROMPTS) == set(zh_cn.CHOOSE_PROMPTS)
    assert set(en.CHOOSE_LABELS) == set(zh_cn.CHOOSE_LABELS)
    assert set(en_roles.SKILL_TEXT) == set(zh_roles_text.SKILL_TEXT)
    for sid, (text, rulings) in zh_roles_text.SKILL_TEXT.items():
        assert len(en_roles.SKILL_TEXT[sid][1]) == len(rulings), sid
    assert set(en_roles.MISSION_TEXT) == set(zh_roles_text.MISSION_TEXT)
    for rid, mission in zh_roles_text.MISSION_TEXT.items():
        theirs = en_roles.MISSION_TEXT[rid]
        assert (theirs is None) == (mission is None), rid
        assert mission is None or len(theirs[1]) == len(mission[1]), rid
    for role in ROLE_CARDS:
        assert en.mission_text(role.id) and en.role_brief(role.id)
        for sid, _ in role.skills:
            assert en_roles.skill_text(sid), sid
    texts = [s for t in (en_roles.SKILL_TEXT, en_roles.MISSION_TEXT) for v in t.values()
             for s in strings(v)] + [en_roles.NO_MISSION]
    assert [t for t in texts if CJK.search(t) or not t.strip()] == []


def _english(text: str, what) -> None:
    assert text and text.strip(), what
    assert not CJK.search(text), f"Chinese in {text!r} for {what}"
    assert "unknown" not in text and "a character skill" not in text, f"fallback: {text!r} {what}"


def test_random_role_games_read_in_english_everywhere():
    """Every seat's log, every question and every option label of random games with all 30
    roles (and one without) is English: no Chinese character, no fallback text."""
    import random

    from fengsheng.engine import Config
    from fengsheng.record import Game
    from fengsheng.views import observe, visible_events
    types, kinds = set(), set()
    for seed in range(14):
        rng = random.Random(seed)
        config = Config(players=rng.randint(3, 9), roles=seed > 0, role_set="all30")
        g = Game.new(config, seed)
        while not g.state.over:
            d = g.state.pending
            obs = observe(g.state, d.seat)
            names = en.seat_names(config.players, d.seat)
            labels = [en.option_text(o, obs, g.state.cards, names) for o in obs["pending"]["options"]]
            kinds.update(o[0] for o in obs["pending"]["options"])
            for label in labels:
                _english(label, obs["pending"]["prompt"])
            assert len(set(labels)) == len(labels), labels
            _english(en.decision_prompt(obs["pending"], obs, names), obs["pending"])
            _english(en.waiting_text(obs, names) or "-", obs["pending"])
            g.play(rng.choice(d.options))
        for seat in [None, *range(config.players)]:
            narrator = en.Narrator(en.seat_names(config.players, seat), g.state.cards)
            for ev in visible_events(g.events, seat):
                _english(narrator.line(ev), ev)
                types.add(ev["type"])
    assert len(types) >= 50, sorted(en.EVENT_TYPES - types)
    # Every kind of option the engine offers was labelled (option_text's branches).
    assert kinds == {"pass", "take", "decline", "yes", "no", "send", "choose", "use", "skill"}


def test_english_lines_name_the_right_seats_and_cards():
    from fengsheng.cards.deck import STANDARD
    names = en.seat_names(5, 2)
    card = STANDARD[23]
    used = {"type": "used", "uid": 7, "seat": 1, "card": 23, "func": card.function,
            "target": 2, "ref": -1, "converted": False}
    line = en.describe_event(used, names, STANDARD)
    assert line.startswith("Seat 1 uses [") and "seat 2 (you)" in line and "#23" in line
    nar = en.Narrator(names, STANDARD)
    nar.line(used)
    line = nar.line({"type": "used", "uid": 8, "seat": 3, "card": 60, "func": "shi_po",
                     "target": -1, "ref": 7, "converted": False})
    assert "target: seat 1's [" in line
    assert en.result_text([0, 3], 0, "messages", ["underground", "military", "bystander",
                                                  "underground", "military"], names) == (
        "Seat 0 (Underground) collected three red messages and declares victory! "
        "Winners: seat 0, seat 3.")


# -- the terminal (fengsheng play --lang en) ----------------------------------------------------
# Chinese kept on purpose in the English terminal (listed in docs/english.md): the bot levels a
# player types after --bots (入门, 普通, 困难) are named in the error that lists them and in
# the help of --bots.
KEPT_CHINESE = {"no_such_bot", "opt_bots"}


def test_the_terminal_has_every_string_in_both_languages():
    from fengsheng.i18n import terminal_en, terminal_zh
    assert set(terminal_en.STRINGS) == set(terminal_zh.STRINGS)
    for key, zh_value in terminal_zh.STRINGS.items():
        en_value = terminal_en.STRINGS[key]
        assert type(en_value) is type(zh_value), key
        if isinstance(zh_value, tuple):
            assert len(en_value) == len(zh_value), key
        fields = set(re.findall(r"\{(\w+)\}", "".join(strings(zh_value))))
        assert set(re.findall(r"\{(\w+)\}", "".join(strings(en_value)))) == fields, key
    chinese = [k for k, v in terminal_en.STRINGS.items() for s in strings(v) if CJK.search(s)]
    assert set(chinese) == KEPT_CHINESE
    page = (Path(__file__).parents[2] / "docs" / "english.md").read_text(encoding="utf-8")
    assert "入门" in page and "普通" in page and "困难" in page


def test_a_whole_role_game_in_english_prints_no_chinese(stand_in_bots, run_cli, tmp_path):
    """A scripted game with roles and every command (h c r a ? and bad input) in English: no
    Chinese character anywhere in what the terminal prints."""
    answers = "h\nc\nr\n?\nx\n99\n\na\n" + "1\n" * 400
    res = run_cli(["play", "--lang", "en", "--roles", "--seed", "3", "--players", "6",
                   "--save", str(tmp_path / "g.json")], answers)
    out = res.output
    assert res.exit_code == 0, out
    assert "Choose a character" in out and "Card texts" in out and "Auto-pass on." in out
    assert "Game over" in out and "Traceback" not in out
    assert [line for line in out.splitlines() if CJK.search(line)] == []
    # Bad command lines are refused in English too.
    for args, words in ((["--seat", "7"], "Error: The seat must be from 0 to 4"),
                        (["--players", "5", "--identities", "first_game"], "only for 4 or 6"),
                        (["--save", str(tmp_path / "no" / "g.json")], "does not exist"),
                        (["--game", "felix"], "--lang is only for The Message")):
        bad = run_cli(["play", "--lang", "en", *args], "")
        assert bad.exit_code == 2 and words in bad.output, bad.output


def test_every_no_effect_note_is_worded_in_both_languages():
    assert set(en.NO_EFFECT_NOTES) == set(zh_cn.NO_EFFECT_NOTES)
    for key, text in zh_cn.NO_EFFECT_NOTES.items():
        assert set(re.findall(r"\{(\w+)\}", en.NO_EFFECT_NOTES[key])) == \
            set(re.findall(r"\{(\w+)\}", text)), key


def test_rare_events_have_english_lines():
    from fengsheng.cards.deck import STANDARD

    from .test_i18n import RARE_EVENTS
    for ev in RARE_EVENTS:
        _english(en.describe_event(ev, en.seat_names(5, 0), STANDARD), ev)


def test_every_server_message_has_the_same_fields_in_both_languages_and_is_used():
    import string

    from fengsheng.i18n import Words

    def fields(template):
        return {f for _, f, _, _ in string.Formatter().parse(template) if f}
    assert {k: fields(v) for k, v in en.ERRORS.items()} == \
        {k: fields(v) for k, v in zh_cn.ERRORS.items()}
    server = Path(zh_cn.__file__).parents[1] / "server"
    used = {m for p in server.glob("*.py")
            for m in re.findall(r'Words\(\s*"([a-z_]+)"', p.read_text(encoding="utf-8"))}
    used |= {"game_fengsheng", "game_felix",   # Words(f"game_{name}")
             "no_address", "bad_method", "too_large"}   # app.py's HTTP errors by status
    assert used == set(zh_cn.ERRORS)
    assert Words("seat_taken", seat=2).text("en") == "Seat 2 is already taken"
    assert Words("no_such_bot", game=Words("game_felix"), bot="x", choices=("a", "b")).text(
        "en") == 'Felix: The Cat in the Sack has no bot "x" (one of: a, b)'
    with pytest.raises(KeyError):
        Words("no_such_key")


@pytest.mark.parametrize("args,env", [(["play", "--help", "--lang", "en"], {}),
                                      (["play", "--lang=en", "--help"], {}),
                                      (["play", "--help"], {"FENGSHENG_LANG": "en"})])
def test_play_help_follows_lang_or_fengsheng_lang(args, env):
    from click.testing import CliRunner

    from fengsheng.cli.main import main
    from fengsheng.i18n import terminal_en
    res = CliRunner().invoke(main, args, env={"COLUMNS": "100", **env})
    assert res.exit_code == 0, res.output
    assert "Play The Message or Felix" in res.output and "--window-ms" in res.output
    # Only what is typed stays Chinese: the bot levels and the --gender choices 女|男.
    typed = re.sub(r"入门|普通|困难|女\|男", "", res.output)
    assert not CJK.search(typed), [line for line in typed.splitlines() if CJK.search(line)]
    assert terminal_en.STRINGS["command_help"][0] in res.output
    zh = CliRunner().invoke(main, ["play", "--help"], env={"COLUMNS": "100"})
    assert "和机器人玩一局" in zh.output


def test_the_turn_line_names_the_viewer_without_a_possessive():
    names = en.seat_names(5, 0)
    assert en.describe_event({"type": "turn_start", "turn": 1, "seat": 0}, names) == \
        "════ Turn 2: seat 0 (you) ════"
