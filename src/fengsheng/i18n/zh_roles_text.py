"""The printed Chinese text of every role card, gathered from the role modules: each skill's
text with the rulings printed under it (``Skill.text``, ``Skill.rulings``), and each 机密任务
(``Role.mission_text``, ``Role.mission_rulings``; seed 000, from "——潜伏角色——").

The source lost some words when it was copied. Words restored from the surrounding text, the
other two seed files or the same ruling printed under another role are written in 〔〕, so a
reader can tell them from the printed words; flavour lines (人物原型…, quotations) are left
out. Three skill names were lost too; the table's display names are used (逢缘, and
王田香's second skill, shown as 〔移情报〕).

Shapes: ``SKILL_TEXT[skill id] = (card text, (ruling, ...))``;
``MISSION_TEXT[role id] = (card text, (ruling, ...))`` — ``None`` for 致命香水, whose card
prints no 机密任务.
"""
from __future__ import annotations

from ..engine.ruleset import every_role

SKILL_TEXT: dict[str, tuple[str, tuple[str, ...]]] = {
    sid: (sk.text, sk.rulings) for sid, sk in every_role().skills.items()}
MISSION_TEXT: dict[str, tuple[str, tuple[str, ...]] | None] = {
    r.id: (r.mission_text, r.mission_rulings) if r.mission_text else None
    for r in every_role().roles.values()}

NO_MISSION = "（此角色牌没有机密任务：只能通过改变身份，或成为最后存活的玩家获胜。）"
# Display names for skills whose printed name was lost (the table's placeholder is not shown).
LOST_SKILL_NAMES = {"wang_tian_xiang_move": "〔移情报〕"}


def skill_text(skill_id: str) -> str:
    """The printed text of a skill ('' if unknown)."""
    entry = SKILL_TEXT.get(skill_id)
    return entry[0] if entry else ""


def mission_text(role_id: str) -> str:
    """The printed 机密任务 of a role, or :data:`NO_MISSION` for a card without one."""
    entry = MISSION_TEXT.get(role_id)
    return NO_MISSION if entry is None else entry[0]
