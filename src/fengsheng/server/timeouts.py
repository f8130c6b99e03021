"""What a timeout answers: the safe default of a decision (the log words it with
``timeout_line`` of 风声's ``texts(lang)``).

A player whose time runs out must not lose a card or a skill to it: the answer is the one that
commits to nothing — pass a response window, decline a message where declining is legal, say no
to a skill, take a message only where the rules force it, otherwise the first legal option (the
engine lists options in a fixed order; a forced 传出 or 弃牌 is the only case that moves a card,
and the rules force those). :func:`safe_default` is the one place that decides it.
"""
from __future__ import annotations

from ..games import get_game

FENGSHENG = get_game("fengsheng")
Option, RESPOND, TRIGGER = FENGSHENG.Option, FENGSHENG.RESPOND, FENGSHENG.TRIGGER

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
