"""Session tokens and the checks on text people type (nicknames, room names, chat).

A token is ``secrets.token_urlsafe(32)`` (256 random bits); the database keeps only its SHA-256,
so a leaked database does not let anyone act as a player.
"""
from __future__ import annotations

import hashlib
import secrets
import unicodedata

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


class TextError(ValueError):
    """Text a person typed that cannot be used; the message (Chinese) says why."""


def clean_text(text, what: str, limit: int, name: bool = False) -> str:
    """``text`` trimmed, if it is 1..``limit`` characters with no control or format characters
    (newlines, line separators, zero-width and bidirectional controls could forge lines or
    hide text), something visible (not only spaces, blank letters or blank braille), no
    character drawn many times wider than a letter (:data:`TOO_WIDE`) and at most
    :data:`MAX_MARKS` combining marks on one character. A ``name`` (nickname, room name)
    must also hold a letter, digit or CJK character. The result is stored and shown as plain
    text: clients insert it with ``textContent``.
    Raises TextError naming ``what`` otherwise."""
    if not isinstance(text, str):
        raise TextError(f"{what}必须是文字")
    text = text.strip()
    if not text:
        raise TextError(f"{what}不能为空")
    if len(text) > limit:
        raise TextError(f"{what}最多{limit}个字符")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp") for ch in text):
        raise TextError(f"{what}含有不可显示的字符")
    if any(ch in TOO_WIDE for ch in text):
        raise TextError(f"{what}含有过宽的字符")
    marks = 0
    for ch in text:
        marks = marks + 1 if unicodedata.category(ch) in ("Mn", "Mc", "Me") else 0
        if marks > MAX_MARKS:
            raise TextError(f"{what}含有过多叠加符号")
    visible = [ch for ch in text if ch not in BLANK_LETTERS and not ch.isspace()
               and ch != "\u2800" and unicodedata.category(ch)[0] != "M"]
    if not visible:
        raise TextError(f"{what}看起来是空白的")
    if name and not any(unicodedata.category(ch)[0] in "LN" for ch in visible):
        raise TextError(f"{what}至少要有一个文字、字母或数字")
    return text
