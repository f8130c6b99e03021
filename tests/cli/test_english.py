"""The English table (fengsheng.i18n.en) has every key the Chinese one has, and nothing in it
is left in Chinese or blank: no string falls back silently to the other language."""
from __future__ import annotations

import re

from fengsheng.engine.ruleset import every_role
from fengsheng.i18n import en, zh_cn
from fengsheng.roles.table import ROLE_CARDS

CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from strings(v)


def test_every_table_has_the_same_keys_in_english():
    for name in en.TABLES:
        zh_keys, en_keys = set(getattr(zh_cn, name)), set(getattr(en, name))
        assert zh_keys - en_keys == set(), f"{name}: missing in en.py"
        assert en_keys - zh_keys == set(), f"{name}: only in en.py"
    skills = set(zh_cn._TABLE_SKILL_NAMES) | set(every_role().skills) | set(zh_cn.LOST_SKILL_NAMES)
    assert set(en.SKILL_NAMES) == skills
    assert set(en.ROLE_NAMES) == {r.id for r in ROLE_CARDS}
    assert len(en.CARD_RULES_TEXT) == len(zh_cn.CARD_RULES_TEXT)


def test_no_english_string_is_chinese_or_blank():
    tables = [getattr(en, n) for n in en.TABLES] + [en.SKILL_NAMES]
    texts = [s for t in tables for v in t.values() for s in strings(v)]
    texts += list(en.CARD_RULES_TEXT)
    assert texts and all(t.strip() for t in texts)
    assert [t for t in texts if CJK.search(t)] == []


def test_docs_list_every_english_name():
    from pathlib import Path
    page = (Path(__file__).parents[2] / "docs" / "english.md").read_text(encoding="utf-8")
    names = {**en.FUNCTIONS, **en.IDENTITIES, **en.ROLE_NAMES, **en.SKILL_NAMES,
             **en.PHASES, **en.STEPS}
    assert [k for k, v in names.items() if f"| `{k}` | " not in page or f" | {v} |" not in page] == []
