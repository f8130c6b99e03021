"""Session tokens and the checks on text people type (nicknames, room names, chat).

A token is ``secrets.token_urlsafe(32)`` (256 random bits); the database keeps only its SHA-256,
so a leaked database does not let anyone act as a player.
"""
from __future__ import annotations

import hashlib
import secrets
import unicodedata

COOKIE = "fengsheng_token"
COOKIE_MAX_AGE = 365 * 24 * 3600   # seconds
NICKNAME_MAX = 16
ROOM_NAME_MAX = 24
CHAT_MAX = 200


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    """Hex SHA-256 of a token: what the database stores and looks up."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


class TextError(ValueError):
    """Text a person typed that cannot be used; the message (Chinese) says why."""


def clean_text(text, what: str, limit: int) -> str:
    """``text`` trimmed, if it is 1..``limit`` characters with no control or format characters
    (newlines, line separators, zero-width and bidirectional controls could forge lines or
    hide text). The result is stored and shown as plain text: clients insert it with
    ``textContent``.
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
    return text
