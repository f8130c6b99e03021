"""Compact text for options, used by records, scenarios and logs.

Grammar: ``KIND [FUNC] [cN] [@S] [#R]`` — KIND is the option kind ('pass', 'use', 'skill',
'send', 'take', 'decline', 'choose', 'yes', 'no'), FUNC a function/skill/transmission id,
``cN`` the card id N, ``@S`` the target seat S, ``#R`` the reference R (stack item uid or
message card id). Examples: ``use jie_huo c23``, ``use shao_hui c40 @2 #17``,
``send secret c5``, ``send direct c9 @3``, ``choose c12``.
"""
from __future__ import annotations

import re

from .engine.decisions import Option

KINDS = ("pass", "use", "skill", "send", "take", "decline", "choose", "yes", "no")
_TOKEN = re.compile(r"^(?:c(?P<card>\d+)|@(?P<seat>\d+)|#(?P<ref>\d+)|(?P<func>[a-z_][a-z0-9_]*))$")


def format_option(o: Option) -> str:
    parts = [o.kind]
    if o.func:
        parts.append(o.func)
    if o.card >= 0:
        parts.append(f"c{o.card}")
    if o.seat >= 0:
        parts.append(f"@{o.seat}")
    if o.ref >= 0:
        parts.append(f"#{o.ref}")
    return " ".join(parts)


def parse_option(text: str) -> Option:
    """Inverse of :func:`format_option`. Raises ValueError saying what is malformed."""
    if not isinstance(text, str):
        raise ValueError(f"an option must be text, got {type(text).__name__}")
    tokens = text.split()
    if not tokens or tokens[0] not in KINDS:
        raise ValueError(f"{text!r}: must start with one of {', '.join(KINDS)}")
    fields = {}
    for tok in tokens[1:]:
        m = _TOKEN.match(tok)
        if not m or tok in ("c", "@", "#"):
            raise ValueError(f"{text!r}: cannot read {tok!r} (expected FUNC, cN, @S or #R)")
        key = next(k for k, v in m.groupdict().items() if v is not None)
        if key in fields:
            raise ValueError(f"{text!r}: {tok!r} repeats a field")
        fields[key] = m.group(key) if key == "func" else int(m.group(key))
    return Option(tokens[0], fields.get("card", -1), fields.get("func", ""),
                  fields.get("seat", -1), fields.get("ref", -1))
