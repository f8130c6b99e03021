"""Accounts: a player claims their nickname with a password, and can then log in from any
device. A guest (a nickname in a cookie) keeps playing as before; claiming keeps their player
id, so every game they played stays theirs.

Passwords are hashed with scrypt (:func:`hashlib.scrypt`, the standard library; N=2**14,
r=8, p=1, 16 random bytes of salt, a 32-byte key: 16 MB and about 0.1 s of a core per hash,
the parameters RFC 7914 names for interactive logins). Only the hash is stored, as
``scrypt$N$r$p$salt$key`` (base64), so the parameters can be raised later without breaking
old hashes. Rules (docs/web-server.md, *Accounts*): a password has 8–128 characters and is not
the name itself. Attempts (claims and logins) per client address: bursts of
:data:`LOGIN_BURST`, then one per :data:`LOGIN_EVERY` seconds; failed logins per account: bursts
of :data:`FAILED_BURST`, then one per :data:`FAILED_EVERY` seconds.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import unicodedata

from ..i18n import Refusal, Words

PASSWORD_MIN = 8
PASSWORD_MAX = 128
LOGIN_BURST, LOGIN_EVERY = 10, 6
FAILED_BURST, FAILED_EVERY = 10, 60
SCRYPT_N, SCRYPT_R, SCRYPT_P, KEY_BYTES = 2 ** 14, 8, 1, 32


class PasswordError(Refusal):
    """A password the rules refuse; its words say why."""


def name_key(nickname: str) -> str:
    """What makes two account names the same: NFKC and case folded, so ``Ａlice`` and
    ``alice`` cannot both be claimed."""
    return unicodedata.normalize("NFKC", nickname).casefold()


def check_password(password, nickname: str) -> str:
    if not isinstance(password, str):
        raise PasswordError(Words("password_not_text"))
    if len(password) < PASSWORD_MIN:
        raise PasswordError(Words("password_short", limit=PASSWORD_MIN))
    if len(password) > PASSWORD_MAX:
        raise PasswordError(Words("password_long", limit=PASSWORD_MAX))
    if name_key(password) == name_key(nickname):
        raise PasswordError(Words("password_is_name"))
    return password


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8", "surrogatepass"), salt=salt, n=n, r=r, p=p,
                          maxmem=2 * 128 * n * r + 2 ** 20, dklen=KEY_BYTES)


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    key = _scrypt(password, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    b64 = lambda b: base64.b64encode(b).decode("ascii")   # noqa: E731
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${b64(salt)}${b64(key)}"


def verify_password(password: str, stored: str | None) -> bool:
    """Does ``password`` match ``stored`` (a :func:`hash_password` string)? Constant-time
    comparison; False for a missing or malformed hash."""
    try:
        scheme, n, r, p, salt, key = (stored or "").split("$")
        if scheme != "scrypt":
            return False
        got = _scrypt(password, base64.b64decode(salt), int(n), int(r), int(p))
        return hmac.compare_digest(got, base64.b64decode(key))
    except (ValueError, TypeError):
        return False


# Checked against when the name is unknown, so that a wrong name takes as long as a wrong
# password and the answer does not tell which names have accounts.
DUMMY_HASH = hash_password(secrets.token_urlsafe(16))
