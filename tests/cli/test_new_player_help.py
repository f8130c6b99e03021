"""What a new player reads: the help line and the ``c``/``?`` commands, option labels that warn
of a pointless choice (R27), the question after using a card, the 试探 words printed once,
role log lines without doubled brackets."""
from __future__ import annotations

import re

from fengsheng.cards.deck import STANDARD
from fengsheng.cli.play import COMMAND_HELP, HELP_LINE
from fengsheng.engine.position import from_position
from fengsheng.i18n import zh_cn as zh
from fengsheng.views import observe, visible_events

from .conftest import ScriptBot, five_seats, run_session
from .test_play import ALL_ONES


def test_the_help_line_names_every_command(stand_in_bots, run_cli):
    res = run_cli(["play", "--seed", "1"], "q\n\n")
    intro = res.output.split("游戏开始", 1)[0]
    assert HELP_LINE in intro
    for command in ("h ", "c ", "r ", "a ", "q "):
        assert command in HELP_LINE


def test_c_prints_every_card_function(stand_in_bots, run_cli):
    res = run_cli(["play", "--seed", "1", "--players", "4"], "c\nq\n\n")
    assert res.exit_code == 0, res.output
    panel = res.output.split("╭─ 卡牌功能说明", 1)[1].split("╰", 1)[0]
    text = re.sub(r"[│\s]", "", panel)
    for func, (timing, effect, notes) in zh.CARD_TEXT.items():
        assert f"【{zh.FUNCTIONS[func]}】" in text
        for line in (timing, effect, *notes):
            assert re.sub(r"\s", "", line) in text, line
    for line in zh.CARD_RULES_TEXT:
        assert re.sub(r"\s", "", line) in text
    # The functions in the player's hand are marked.
    assert "（你手里有）" in text
    # After the card text the question is asked again.
    after = res.output.split("╭─ 卡牌功能说明", 1)[1]
    assert "请选择 [1-" in after


def test_card_texts_cover_the_nine_functions_in_chinese():
    assert set(zh.CARD_TEXT) == set(zh.FUNCTIONS)
    for timing, effect, notes in zh.CARD_TEXT.values():
        assert timing.endswith("。") and effect
        assert not re.search(r"[A-Za-z]{2,}", timing + effect + "".join(notes))
    # 试探's printed words, with the identity the source lost restored in 〔〕.
    assert "我打赌你是潜伏战线/军情处/〔打酱油〕的" in zh.CARD_TEXT["shi_tan"][1]


def test_question_mark_prints_the_commands_and_the_auto_pass_rule(stand_in_bots, run_cli):
    res = run_cli(["play", "--seed", "1"], "?\nq\n\n")
    for line in COMMAND_HELP:
        assert line in res.output


def test_play_help_documents_the_commands(run_cli):
    res = run_cli(["play", "--help"])
    assert res.exit_code == 0
    out = re.sub(r"\s", "", res.output)
    for line in COMMAND_HELP:
        assert re.sub(r"\s", "", line) in out
    assert "--identities" in out and "--force" in out and "--auto-pass" in out


def _labels(spec, seat=0):
    state = from_position(spec)
    obs = observe(state, seat)
    names = zh.seat_names(state.n, seat)
    return {tuple(o): zh.option_text(o, obs, state.cards, names)
            for o in obs["pending"]["options"]}


def test_return_while_locked_says_it_has_no_effect():
    arrive_at_a = {"card": "锁定/黑/密电", "holder": "A", "step": "arrive", "hops": 4}
    spec = five_seats(hands={"A": ["退回"]}, turn="B", phase="send_message",
                      message=arrive_at_a, locks=["A"])
    (label,) = [t for o, t in _labels(spec).items() if o[2] == "tui_hui"]
    assert label.endswith("（你被锁定：退回无效）")
    free = five_seats(hands={"A": ["退回"]}, turn="B", phase="send_message", message=arrive_at_a)
    (label,) = [t for o, t in _labels(free).items() if o[2] == "tui_hui"]
    assert "无效" not in label


def test_decrypting_your_own_message_says_you_know_it():
    back_home = {"card": "锁定/黑/密电", "holder": "A", "step": "arrive", "hops": 5}
    spec = five_seats(hands={"A": ["破译"]}, turn="A", phase="send_message", message=back_home)
    (label,) = [t for o, t in _labels(spec).items() if o[2] == "po_yi"]
    assert label.endswith("（这是你自己传出的情报：你已知道内容）")
    # Someone else's face-down message: 破译 tells you something, no warning.
    other = five_seats(hands={"A": ["破译"]}, turn="B", phase="send_message",
                       message={"card": "锁定/黑/密电", "holder": "A", "step": "arrive",
                                "hops": 4})
    (label,) = [t for o, t in _labels(other).items() if o[2] == "po_yi"]
    assert "已知道" not in label


def test_luring_the_sender_or_a_locked_player_says_it_has_no_effect():
    spec = five_seats(hands={"A": ["调虎离山"]}, turn="B", phase="send_message",
                      message={"card": "锁定/黑/密电", "step": "transmit"}, locks=["C"])
    labels = {o[3]: t for o, t in _labels(spec).items() if o[2] == "diao_hu_li_shan"}
    assert sorted(labels) == [1, 2, 3, 4]          # still offered (ruling R27)
    assert labels[1].endswith("（1号是情报的传出者：调虎离山对其无效）")
    assert labels[2].endswith("（2号已被锁定：调虎离山对其无效）")
    assert "无效" not in labels[3] and "无效" not in labels[4]


def test_after_using_a_card_the_question_says_it_waits_to_resolve():
    # A holds two 锁定: after using one, A is asked again in the same window.
    spec = five_seats(hands={"A": ["锁定", "锁定", "截获/黑/直达"]}, turn="A", phase="play_1")
    state = from_position(spec)
    lock_b = next(i for i, o in enumerate(state.pending.options, 1)
                  if o.func == "suo_ding" and o.seat == 1)
    game, out, asked, code = run_session(spec, answers=[str(lock_b)])
    assert asked[1]["pending"]["prompt"] == "play_1"
    assert [(it["func"], it["user"]) for it in asked[1]["stack"]] == [("suo_ding", 0)]
    second = out.split(f"请选择 [1-{len(state.pending.options)}]：{lock_b}", 1)[1]
    question = re.sub(r"\s", "", second.split("\n  1.", 1)[0].split("你的回合：出牌阶段（1）。", 1)[1])
    assert question.startswith("你使用的【锁定】正在等待响应")
    assert "如果你让过且无人再响应，它就会结算生效" in question and "后发先至" in question


def test_the_probe_target_reads_the_words_once():
    spec = five_seats(hands={"B": ["试探/红/军情处/弃牌", "截获/黑/直达"]}, turn="B",
                      phase="play_1")
    probe_a = ScriptBot(1, lambda o: o[0] == "use" and o[2] == "shi_tan" and o[3] == 0)
    game, out, asked, code = run_session(spec, bots={1: probe_a}, answers=["1"])
    words = zh.probe_text(("military", "discard_one"))
    assert out.count(words) == 1
    assert "1号对你使用【试探】" in out and "1号对你的【试探】生效。" in out
    assert "你宣称：“我是一个好人。”" in out      # A is 潜伏战线: the bet on 军情处 is wrong
    # A spectator never saw the words: the stateless line still tells them nothing.
    narrator = zh.Narrator(zh.seat_names(5), STANDARD)
    spectator = [narrator.line(e) for e in visible_events(game.events, None)]
    assert not any(words in line for line in spectator)
    assert any("查看了1号递来的【试探】" in line for line in spectator)


def test_role_lines_name_cards_without_doubled_brackets():
    card = STANDARD[70]
    names = zh.seat_names(5, 0)
    events = [{"type": "card_taken", "seat": 1, "from_seat": 0, "card": 70},
              {"type": "card_given", "seat": 0, "to": 2, "card": 70},
              {"type": "message_to_hand", "seat": 3, "to": 1, "card": 70},
              {"type": "message_to_deck", "seat": 3, "card": 70},
              {"type": "top_shown", "card": 70},
              {"type": "hand_shown", "seat": 2, "cards": [70, 3]}]
    for ev in events:
        line = zh.describe_event(ev, names, STANDARD)
        assert "【【" not in line and "】】" not in line, line
        assert f"【{zh.card_label(card)}】" in line, line


def test_an_empty_line_shows_the_options_again(stand_in_bots, run_cli):
    res = run_cli(["play", "--seed", "7"], "\n" + ALL_ONES)
    assert res.exit_code == 0
    assert "无法识别" not in res.output
    assert "请输入 1 到" in res.output


def test_luring_off_a_direct_messages_path_says_it_has_no_effect():
    spec = five_seats(hands={"A": ["调虎离山"]}, turn="B", phase="send_message",
                      message={"card": "截获/黑/直达", "target": "D", "step": "transmit"})
    labels = {o[3]: t for o, t in _labels(spec).items() if o[2] == "diao_hu_li_shan"}
    assert "无效" not in labels[3]                   # the target: it goes back to B
    assert labels[2].endswith("（直达情报只传给3号：调虎离山对2号无效）")
    assert labels[4].endswith("（直达情报只传给3号：调虎离山对4号无效）")


def test_other_pointless_options_are_marked():
    # 锁定 on a player already locked, 识破 on one's own card (R25: offered all the same).
    spec = five_seats(hands={"A": ["锁定", "锁定", "识破", "截获/黑/直达"]}, turn="A",
                      phase="play_1", locks=["C"])
    labels = _labels(spec)
    assert all(t.endswith("（2号已被锁定）") for o, t in labels.items()
               if o[2] == "suo_ding" and o[3] == 2)
    assert not any("已被锁定" in t for o, t in labels.items() if o[2] == "suo_ding" and o[3] != 2)
    obs = {"seat": 0, "stack": [{"uid": 3, "user": 0, "func": "suo_ding", "target": 1, "ref": -1}],
           "players": [], "locks": []}
    text = zh.option_text(("use", 58, "shi_po", -1, 3), obs, STANDARD, zh.seat_names(5, 0))
    assert text.endswith("你的【锁定】（目标：1号）（这是你自己使用的牌）")


def test_sending_with_two_fakes_in_front_warns_that_it_can_come_back():
    warning = "注意：你面前已有2张假情报。传出的情报如果无人接收"
    spec = five_seats(hands={"A": ["锁定/黑/密电", "锁定/红/密电"]}, messages={"A": ["黑", "黑"]},
                      turn="A", phase="send_message")
    game, out, asked, code = run_session(spec)
    assert asked[0]["pending"]["kind"] == "send"
    assert warning in re.sub(r"\s", "", out)
    # With one card only it is sent without asking: the warning is still printed.
    spec["players"][0]["hand"] = ["锁定/黑/密电"]
    game, out, asked, code = run_session(spec)
    assert "你只有一个选择" in out and warning in re.sub(r"\s", "", out)
    # No black card to send, or fewer than two fakes: no warning.
    spec["players"][0]["hand"] = ["锁定/红/密电", "锁定/蓝/密电"]
    assert warning not in re.sub(r"\s", "", run_session(spec)[1])
