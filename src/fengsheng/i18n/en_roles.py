"""English text of the role cards, gathered from the role modules (roles/<role id>.py, beside
the Chinese; roles/common.py for what several share): every skill's text with the rulings
printed under it (``EN_SKILLS``), every secret mission (机密任务, ``EN_MISSION``), and the log
lines of the roles' own events (``EN_EVENTS``) — the counterpart of :mod:`.zh_roles_text` and
the modules' ``ZH_EVENTS`` (the questions and answers of role skills, ``EN_PROMPTS`` and
``EN_LABELS``, join :mod:`.en`'s ``CHOOSE_PROMPTS`` and ``CHOOSE_LABELS``). Names follow
docs/english.md.

Words the Chinese source lost and restored in 〔〕 there are translated like the printed ones
(English has no brackets for them); tests/cli/test_english.py checks that every skill, mission
and role event of the Chinese side has its English text.

Shapes as in zh_roles_text: ``SKILL_TEXT[skill id] = (text, (ruling, ...))``,
``MISSION_TEXT[role id] = (text, (ruling, ...))`` or ``None`` (a card without one);
``EVENTS[event type] = fn(event, name_of_seat, cards, items) -> str``.
"""
from __future__ import annotations

from ..roles.table import ROLE_MODULES

SKILL_TEXT: dict[str, tuple[str, tuple[str, ...]]] = {
    sid: (text, rulings) for m in ROLE_MODULES
    for sid, (_, text, rulings) in getattr(m, "EN_SKILLS", {}).items()}
MISSION_TEXT: dict[str, tuple[str, tuple[str, ...]] | None] = {
    m.ROLE.id: m.EN_MISSION for m in ROLE_MODULES if hasattr(m, "EN_MISSION")}
EVENTS = {t: fn for m in ROLE_MODULES for t, fn in getattr(m, "EN_EVENTS", {}).items()}

NO_MISSION = ("(This character card has no secret mission: win only by a changed identity, or "
              "as the last player alive.)")


def skill_text(skill_id: str) -> str:
    """The text of a skill ('' if unknown)."""
    entry = SKILL_TEXT.get(skill_id)
    return entry[0] if entry else ""


def mission_text(role_id: str) -> str:
    """The secret mission of a role, or :data:`NO_MISSION` for a card without one."""
    entry = MISSION_TEXT.get(role_id)
    return NO_MISSION if entry is None else entry[0]
