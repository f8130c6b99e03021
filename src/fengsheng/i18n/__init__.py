"""Display strings. The engine speaks ids only; front ends turn them into text here.

Two languages, one module of the same functions each: ``zh_cn`` (简体中文, the default) and
``en`` (English; names in docs/english.md). :func:`texts` picks one by its code (the browser's
``zh-CN`` / ``en``), :func:`role_texts` the matching role-card texts (skills with their
rulings, secret missions), :func:`terminal_strings` the terminal's own words."""
from . import en, en_roles, terminal_en, terminal_zh, zh_cn, zh_roles_text
from .zh_cn import Narrator, describe_event

LANGUAGES = ("zh-CN", "en")
_TEXTS = {"zh-CN": zh_cn, "en": en}
_ROLE_TEXTS = {"zh-CN": zh_roles_text, "en": en_roles}
_TERMINAL = {"zh-CN": terminal_zh.STRINGS, "en": terminal_en.STRINGS}


def texts(lang: str = "zh-CN"):
    """The text module of ``lang`` (one of :data:`LANGUAGES`; anything else is refused)."""
    if lang not in _TEXTS:
        raise ValueError(f"unknown language {lang!r}: one of {', '.join(LANGUAGES)}")
    return _TEXTS[lang]


def role_texts(lang: str = "zh-CN"):
    """The role-card texts of ``lang``: ``SKILL_TEXT``, ``MISSION_TEXT``, ``skill_text``,
    ``mission_text``."""
    texts(lang)
    return _ROLE_TEXTS[lang]


class Words:
    """A server message (``ERRORS`` of each language's module) and its fields, worded only
    when it is sent, in the reader's language. A field may be Words itself (worded in the same
    language) or a tuple (joined with the language's ``LIST_SEP``)."""

    def __init__(self, key: str, **fields):
        if key not in zh_cn.ERRORS:
            raise KeyError(f"no server message {key!r} in zh_cn.ERRORS")
        self.key, self.fields = key, fields

    def text(self, lang: str = "zh-CN") -> str:
        tx = texts(lang)
        fields = {k: v.text(lang) if isinstance(v, Words)
                  else tx.LIST_SEP.join(v) if isinstance(v, tuple) else v
                  for k, v in self.fields.items()}
        return tx.ERRORS[self.key].format(**fields)


class Refusal(ValueError):
    """Something refused, with :class:`Words` that say why (``str()``: in Chinese)."""

    def __init__(self, words: Words):
        super().__init__(words.text())
        self.words = words


def terminal_strings(lang: str = "zh-CN") -> dict:
    """The terminal's own words in ``lang`` (key → string or tuple of lines)."""
    texts(lang)
    return _TERMINAL[lang]


__all__ = ["LANGUAGES", "Narrator", "Refusal", "Words", "describe_event", "en", "role_texts",
           "terminal_strings", "texts", "zh_cn"]
