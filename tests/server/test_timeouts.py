"""The answer a timeout gives (server/timeouts.py): never a card or a skill where the rules
leave a way not to; the log line (i18n: zh_cn, en .timeout_line) says what was done."""
from __future__ import annotations

from fengsheng.engine import Option
from fengsheng.i18n import en
from fengsheng.i18n.zh_cn import timeout_line
from fengsheng.server.timeouts import safe_default


def test_the_safe_default_passes_declines_says_no_and_takes_only_when_forced():
    use = Option("use", 5, "shi_tan", 2)
    assert safe_default([use, Option("pass")]) == Option("pass")
    assert safe_default([Option("take"), Option("decline")]) == Option("decline")
    assert safe_default([Option("yes"), Option("no")]) == Option("no")
    yes, no = Option("choose", func="yes"), Option("choose", func="no")
    assert safe_default([yes, no]) == no
    assert safe_default([Option("take")]) == Option("take")            # 锁定: forced
    sends = [Option("send", 7, "", 1), Option("send", 9, "", 1)]
    assert safe_default(sends) == sends[0]                               # the rules force a send


def test_the_line_names_the_choice_only_to_the_deciding_seat():
    send = Option("send", 7, "", 1)
    assert timeout_line(Option("pass"), "你", "让过") == "你超时，自动让过。"
    assert timeout_line(send, "你", "传出【截获】") == "你超时，自动传出情报：传出【截获】。"
    assert timeout_line(send, "2号", None) == "2号超时，自动传出情报。"
    assert timeout_line(Option("choose", func="no"), "2号", None) == "2号超时，自动不发动技能。"
    # English: the same lines, third person ("seat 0 (you)").
    assert en.timeout_line(Option("pass"), "seat 0 (you)", "Pass") == \
        "Seat 0 (you)'s time is up: automatically passes."
    assert en.timeout_line(send, "seat 2", None) == "Seat 2's time is up: automatically sends a message."
