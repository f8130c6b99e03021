"""``fengsheng play --roles`` and the Chinese text of role games: 挑选角色, roles on the table,
the ``r`` command, skill options, triggers, role questions, the end screen and replays."""
from __future__ import annotations

import io
import random
import re

from rich.console import Console

from fengsheng.cli.play import Session
from fengsheng.engine import Config, apply, new_game
from fengsheng.i18n import zh_cn as zh
from fengsheng.i18n.zh_roles_text import MISSION_TEXT, SKILL_TEXT, skill_text
from fengsheng.record import Game, load_record, replay
from fengsheng.roles.table import ROLE_CARD
from fengsheng.views import observe, visible_events

from .conftest import FirstOptionBot
from .test_i18n import _check_line
from .test_play import ALL_ONES, _end_line


def play_session(seed, players=5, human=0, answers=(), width=150):
    """A role game in a Session: the human answers ``answers`` first, then '1' (or a
    random number, once the list is used up); the bots take the first option."""
    game = Game.new(Config(players=players, roles=True), seed)
    bots = {s: FirstOptionBot(s) for s in range(players) if s != human}
    rng = random.Random(seed)
    queue = list(answers)

    def read(_prompt):
        return queue.pop(0) if queue else str(rng.randint(1, 3))

    buf = io.StringIO()
    code = Session(game, human, bots, Console(file=buf, width=width), read=read).run()
    return game, buf.getvalue(), code


def test_role_choice_shows_both_cards_in_full():
    game, out, code = play_session(3, answers=["r", "2"])
    assert code == 0 and game.state.over
    offer = [o.func for o in new_game(Config(players=5, roles=True), 3).pending.options]
    choice = out.split("挑选角色", 1)[1]
    for rid in offer:
        card = ROLE_CARD[rid]
        assert f"【{zh.role_name(rid)}】（{zh.role_kind(rid)}·" in choice
        for sid, _ in card.skills:
            assert skill_text(sid) in choice
        assert (MISSION_TEXT[rid] or ("",))[0] in choice
    # 'r' while choosing shows the offer again; the answer '2' chose the second card.
    assert out.count("╭─ 挑选角色") == 2
    assert game.state.players[0].role == offer[1]
    assert f"你选择了角色【{zh.role_name(offer[1])}】" in out
    assert f"你的角色：【{zh.role_name(offer[1])}】" in out


def test_the_table_command_while_choosing_a_role_says_the_table_is_not_laid_yet():
    game, out, code = play_session(1, answers=["h", "1"])
    assert code == 0 and game.state.over
    before = out.split("你选择了角色", 1)[0]
    assert "大家还在挑选角色：牌桌要等所有人选好后才摆出。" in before
    assert "你的身份" not in before and "第1回合" not in before
    assert before.count("请选择 [1-2]") == 2


def test_the_r_command_prints_own_and_face_up_roles():
    game, out, _ = play_session(8, answers=["1", "r"])
    panel = out.split("╭─ 角色技能", 1)[1].split("╰", 1)[0]
    mine = game.state.players[0].role
    first = ROLE_CARD[mine].skills[0][0]
    assert skill_text(first) in panel
    assert "你" in panel


def _never_face_up(game, seat):
    """Whether ``seat``'s role stayed face down, for every other seat, the whole game."""
    return not any(ev["type"] == "role_revealed" and ev["seat"] == seat for ev in game.events)


def test_face_down_roles_of_others_never_show_and_the_table_marks_them():
    shown_hidden = 0
    for seed in range(12):
        game, out, code = play_session(seed, players=6, human=seed % 6)
        assert code == 0
        me = seed % 6
        for p in game.state.players:
            if p.seat != me and _never_face_up(game, p.seat):
                name = zh.role_name(p.role)
                assert f"【{name}】" not in out and f"{name}·" not in out, (seed, p.seat, name)
                shown_hidden += 1
        if any(not ROLE_CARD[p.role].hidden for p in game.state.players):
            assert "·男" in out or "·女" in out
        if "盖伏（角色未知）" in out:
            shown_hidden += 1
        assert "╭─ 游戏结束" in out and " 角色 " in out.split("╭─ 游戏结束", 1)[1]
    assert shown_hidden > 5


def test_every_line_of_a_role_game_is_chinese():
    """Random answers, 'h' and 'r' from the human in role games at every table size: every
    line printed is Chinese (no raw ids), and the game runs to its end."""
    for seed in range(7):
        players = 3 + seed
        rng = random.Random(seed)
        game = Game.new(Config(players=players, roles=True), seed)
        human = rng.randrange(players)
        bots = {s: FirstOptionBot(s) for s in range(players) if s != human}
        junk = ["h", "r", "x", ""]

        def read(_prompt):
            return str(rng.randint(1, 5)) if rng.random() < 0.85 else rng.choice(junk)

        buf = io.StringIO()
        code = Session(game, human, bots, Console(file=buf, width=120), read=read).run()
        out = buf.getvalue()
        assert code == 0 and game.state.over
        assert not re.findall(r"[A-Za-z_]{3,}", out.replace("--seed", "")), seed


def _labels_and_prompts(seed: int):
    rng = random.Random(seed)
    config = Config(players=3 + seed % 7, roles=True, deck=("standard", "promo")[seed % 2])
    g = Game.new(config, seed)
    kinds = set()
    while not g.state.over:
        d = g.state.pending
        if d.kind in ("choose", "trigger") or any(o.kind == "skill" for o in d.options) \
                or rng.random() < 0.1:
            obs = observe(g.state, d.seat)
            names = zh.seat_names(config.players, d.seat)
            labels = [zh.option_text(o, obs, g.state.cards, names)
                      for o in obs["pending"]["options"]]
            for label in labels:
                _check_line(label, {"option": label, "prompt": d.prompt})
            assert len(set(labels)) == len(labels), (d.prompt, labels)
            prompt = zh.decision_prompt(obs["pending"], obs, names)
            _check_line(prompt, obs["pending"])
            if d.kind == "choose":
                assert prompt != "请选择：", f"no Chinese question for {d.prompt}"
            kinds.add(d.kind)
        g.play(rng.choice(d.options))
    return g, kinds


def test_role_questions_triggers_and_skill_options_read_in_chinese():
    kinds = set()
    for seed in range(40):
        g, k = _labels_and_prompts(seed)
        kinds |= k
        n = g.config.players
        for seat, omniscient in [(None, False), (None, True), (0, False)]:
            narrator = zh.Narrator(zh.seat_names(n, seat), g.state.cards)
            for ev in visible_events(g.events, seat, omniscient):
                _check_line(narrator.line(ev), ev)
    assert {"choose", "trigger", "respond"} <= kinds


def test_trigger_and_skill_labels_name_the_skill():
    state = None
    for seed in range(200):
        s = new_game(Config(players=5, roles=True), seed)
        rng = random.Random(seed)
        while not s.over and s.pending.kind != "trigger":
            apply(s, rng.choice(s.pending.options))
        if not s.over:
            state = s
            break
    assert state is not None
    d = state.pending
    obs = observe(state, d.seat)
    prompt = zh.decision_prompt(obs["pending"], obs, zh.seat_names(5, d.seat))
    assert prompt == f"是否发动【{zh.skill_name(d.prompt)}】？"
    labels = [zh.option_text(o, obs, state.cards, zh.seat_names(5, d.seat)) for o in d.options]
    assert labels == ["发动", "不发动"]
    # A responsive skill's option: "发动【狙击】" and its target.
    names = zh.seat_names(5, 0)
    opt = ("skill", -1, "ju_ji", 2, -1)
    text = zh.option_text(opt, {"stack": [], "players": []}, state.cards, names)
    assert text == "对2号发动【狙击】"


def test_play_with_roles_from_the_command_line_then_replay(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "roles.json"
    res = run_cli(["play", "--roles", "--seed", "4", "--players", "6", "--save", str(path)],
                  ALL_ONES)
    assert res.exit_code == 0, res.output
    assert "使用角色牌" in res.output and "挑选角色" in res.output
    rec = load_record(path)
    assert rec["config"]["roles"] is True
    game = replay(rec)
    assert game.state.over and all(p.role for p in game.state.players)
    rep = run_cli(["replay", str(path)])
    assert rep.exit_code == 0, rep.output
    assert _end_line(res.output).replace("你", "0号") == _end_line(rep.output)
    end = rep.output.split("╭─ 游戏结束", 1)[1]
    assert " 角色 " in end
    # Roles face up at the end appear on the replay's end screen.
    for p in game.state.players:
        if p.face_up:
            assert zh.role_name(p.role) in end


def test_default_play_has_no_roles(stand_in_bots, run_cli, tmp_path):
    path = tmp_path / "plain.json"
    res = run_cli(["play", "--seed", "4", "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0
    assert "不用角色牌" in res.output and "挑选角色" not in res.output
    assert load_record(path)["config"]["roles"] is False


def test_every_skill_and_mission_has_its_printed_text():
    for card in ROLE_CARD.values():
        for sid, _ in card.skills:
            text, rulings = SKILL_TEXT[sid]
            assert text and not re.search(r"[A-Za-z]", text + "".join(rulings)), sid
        if card.id == "zhi_ming_xiang_shui":
            assert MISSION_TEXT[card.id] is None
        else:
            assert MISSION_TEXT[card.id][0]


def test_play_deals_from_the_role_set_chosen_and_records_it(stand_in_bots, run_cli, tmp_path):
    from fengsheng.roles.table import ROLE_SETS
    path = tmp_path / "set.json"
    res = run_cli(["play", "--roles", "--role-set", "standard25", "--seed", "2", "--players",
                   "9", "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    rec = load_record(path)
    assert rec["config"]["role_set"] == "standard25"
    assert {p.role for p in replay(rec).state.players} <= set(ROLE_SETS["standard25"])
    bad = run_cli(["play", "--roles", "--role-set", "all31"])
    assert bad.exit_code != 0 and "all30" in bad.output


def test_play_with_the_players_gender_is_recorded(stand_in_bots, run_cli, tmp_path):
    """``--gender 女``: the human seat's player is a woman ("女性包括女性角色与女性玩家", R51); the
    record carries it (bots' seats unknown) and replays."""
    path = tmp_path / "gender.json"
    res = run_cli(["play", "--roles", "--seed", "4", "--seat", "2", "--gender", "女",
                   "--save", str(path)], ALL_ONES)
    assert res.exit_code == 0, res.output
    rec = load_record(path)
    assert rec["config"]["player_genders"] == ["", "", "F", "", ""]
    assert replay(rec).state.over
    bad = run_cli(["play", "--gender", "x"])
    assert bad.exit_code != 0 and "--gender" in bad.output
