"""Session tokens and the checks on text people type (nicknames, room names, chat).

A token is ``secrets.token_urlsafe(32)`` (256 random bits); the database keeps only its SHA-256,
so a leaked database does not let anyone act as a player.
"""
from __future__ import annotations

import hashlib
import secrets
import unicodedata

from ..i18n import Refusal, Words

COOKIE = "fengsheng_token"
NICKNAME_MAX = 16
ROOM_NAME_MAX = 24
CHAT_MAX = 200
MAX_MARKS = 3          # combining marks on one character (scripts need 1-3; "Zalgo" stacks 15+)
# Letters that draw nothing (Hangul fillers), and the few characters drawn many times wider than
# a letter (Arabic ligatures such as ﷽, the two- and three-em dashes).
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0")
TOO_WIDE = frozenset("\ufdfa\ufdfb\ufdfd\u2e3a\u2e3b")


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """Hex SHA-256 of a token: what the database stores and looks up."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class TextError(Refusal):
    """Text a person typed that cannot be used; its words say why."""


def clean_text(text, what: Words, limit: int, name: bool = False) -> str:
    """``text`` trimmed, if it is 1..``limit`` characters with no control or format characters
    (newlines, line separators, zero-width and bidirectional controls could forge lines or
    hide text), something visible (not only spaces, blank letters or blank braille), no
    character drawn many times wider than a letter (:data:`TOO_WIDE`) and at most
    :data:`MAX_MARKS` combining marks on one character. A ``name`` (nickname, room name)
    must also hold a letter, digit or CJK character. The result is stored and shown as plain
    text: clients insert it with ``textContent``.
    Raises TextError naming ``what`` otherwise."""
    if not isinstance(text, str):
        raise TextError(Words("text_not_text", what=what))
    text = text.strip()
    if not text:
        raise TextError(Words("text_empty", what=what))
    if len(text) > limit:
        raise TextError(Words("text_long", what=what, limit=limit))
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for ch in text):
        raise TextError(Words("text_invisible", what=what))
    if any(ch in TOO_WIDE for ch in text):
        raise TextError(Words("text_wide", what=what))
    marks = 0
    for ch in text:
        marks = marks + 1 if unicodedata.category(ch) in ("Mn", "Mc", "Me") else 0
        if marks > MAX_MARKS:
            raise TextError(Words("text_marks", what=what))
    visible = [ch for ch in text if ch not in BLANK_LETTERS and not ch.isspace()
               and ch != "\u2800" and unicodedata.category(ch)[0] != "M"]
    if not visible:
        raise TextError(Words("text_blank", what=what))
    if name and not any(unicodedata.category(ch)[0] in "LN" for ch in visible):
        raise TextError(Words("text_no_letter", what=what))
    return text
