"""What a timeout answers: the safe default of a decision, and how the log words it.

A player whose time runs out must not lose a card or a skill to it: the answer is the one that
commits to nothing — pass a response window, decline a message where declining is legal, say no
to a skill, take a message only where the rules force it, otherwise the first legal option (the
engine lists options in a fixed order; a forced 传出 or 弃牌 is the only case that moves a card,
and the rules force those). :func:`safe_default` is the one place that decides it.
"""
from __future__ import annotations

from ..engine import Option
from ..engine.decisions import RESPOND, TRIGGER

# Answers that commit to nothing, best first. ('choose', func='no') is a skill's yes/no question.
_SAFE = (("pass", ""), ("decline", ""), ("no", ""), ("choose", "no"), ("take", ""))


def safe_default(options) -> Option:
    """The answer a timeout gives among ``options`` (the pending decision's, never empty)."""
    opts = [Option(*o) for o in options]
    for kind, func in _SAFE:
        for o in opts:
            if o.kind == kind and (not func or o.func == func):
                return o
    return opts[0]


def told_to_all(kind: str) -> bool:
    """Whether a timeout at a decision of ``kind`` is told to the whole table (and counts toward
    托管): not in a response window or at a timing point, whose decider stays hidden."""
    return kind not in (RESPOND, TRIGGER)


_WHAT = {"pass": "让过", "decline": "不接收情报", "no": "不发动技能", "take": "接收情报",
         "send": "传出情报", "choose": "选择"}


def timeout_line(option: Option, who: str, label: str | None) -> str:
    """The log line of a timeout: ``你超时，自动让过。`` or ``2号超时，自动选择：……。``.
    ``label``: the option's own text, given to the deciding seat only (another seat's
    choice may name a hidden card)."""
    if option.kind == "choose" and option.func == "no":
        what = "不发动技能"
    else:
        what = _WHAT.get(option.kind, "选择")
    if label and option.kind in ("send", "choose"):
        what = f"{what}：{label}"
    return f"{who}超时，自动{what}。"
