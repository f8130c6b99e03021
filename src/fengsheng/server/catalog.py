"""The static tables a client needs to draw the game, in Chinese: the cards of each deck
edition, the role cards, and the names of identities, phases, colours... All text comes from
:mod:`fengsheng.i18n.zh_cn`; these are computed once (they never change while serving)."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from ..cards.deck import DECKS
from ..i18n import zh_cn as zh
from ..engine.abilities import MISSIONS
from ..i18n.zh_roles_text import MISSION_TEXT, SKILL_TEXT, skill_text
from ..roles import load_all
from ..roles.table import ROLE_CARDS


@cache
def cards(edition: str) -> dict:
    """``{"deck", "cards": [...], "functions", "rules", "function_text"}`` for a deck edition.
    Raises KeyError for an unknown edition."""
    out = []
    for c in DECKS[edition]:
        probe = None
        if c.probe is not None:
            probe = {"bet": c.probe[0], "effect": c.probe[1], "text": zh.probe_text(c.probe),
                     "short": zh.probe_short(c.probe)}
        out.append({"id": c.id, "function": c.function, "function_name": zh.FUNCTIONS[c.function],
                    "colour": c.colour, "colour_name": zh.COLOURS[c.colour],
                    "transmission": c.transmission,
                    "transmission_name": zh.TRANSMISSIONS[c.transmission],
                    "label": zh.card_text(c), "probe": probe})
    return {"deck": edition, "cards": out, "functions": dict(zh.FUNCTIONS),
            "rules": list(zh.CARD_RULES_TEXT),
            "function_text": {f: {"timing": t, "effect": e, "rulings": list(r)}
                              for f, (t, e, r) in zh.CARD_TEXT.items()}}


@cache
def roles() -> dict:
    """``{"roles": [...]}``: every role card with its skills' and 机密任务's printed text and
    rulings, and what the mission needs on the table at the least (``mission_needs``: messages
    in front of the owner, cards in hand, deaths; null when it has no condition on the table)."""
    load_all()   # the missions are known once their roles are registered
    return {"roles": [{
        "id": r.id, "name": zh.role_name(r.id), "kind": zh.role_kind(r.id), "hidden": r.hidden,
        "gender": zh.gender_name(r.id), "standard": r.standard,
        "skills": [{"id": sid, "name": zh.skill_name(sid), "text": skill_text(sid),
                    "rulings": list(SKILL_TEXT.get(sid, ("", ()))[1])}
                   for sid, _ in r.skills],
        "mission": zh.mission_text(r.id),
        "mission_rulings": list((MISSION_TEXT.get(r.id) or ("", ()))[1]),
        "mission_needs": _needs(r.id)} for r in ROLE_CARDS]}


def _needs(role_id: str) -> dict | None:
    m = MISSIONS.get(role_id)
    if m is None or not m.on_table:
        return None
    return {"messages": m.needs_messages, "hand": m.needs_hand, "deaths": m.needs_deaths}


@cache
def names() -> dict:
    """Chinese names by id: identities and their goals, phases, message steps, colours,
    transmissions, card functions, end reasons."""
    return {"identities": dict(zh.IDENTITIES), "identity_goals": dict(zh.IDENTITY_GOALS),
            "phases": dict(zh.PHASES), "steps": dict(zh.STEPS), "colours": dict(zh.COLOURS),
            "transmissions": dict(zh.TRANSMISSIONS), "functions": dict(zh.FUNCTIONS),
            "end_reasons": {**zh.END_REASON_NAMES, **zh.LOSS_REASONS}}


@cache
def english_names() -> dict:
    """:func:`names` in English (:mod:`fengsheng.i18n.en`), plus role and skill names."""
    from ..i18n import en
    return {"identities": dict(en.IDENTITIES), "identity_goals": dict(en.IDENTITY_GOALS),
            "phases": dict(en.PHASES), "steps": dict(en.STEPS), "colours": dict(en.COLOURS),
            "transmissions": dict(en.TRANSMISSIONS), "functions": dict(en.FUNCTIONS),
            "end_reasons": {**en.END_REASON_NAMES, **en.LOSS_REASONS},
            "roles": dict(en.ROLE_NAMES), "skills": dict(en.SKILL_NAMES)}


# The project's rulings. One truth, docs/rulings.md; server/rulings.md is a symbolic link to it
# in the repository, which a build (wheel or sdist) replaces by the file's content, so that an
# installed package serves them too (tests/server/test_rulings_package.py builds one).
RULINGS_FILE = Path(__file__).with_name("rulings.md")
_RULING = re.compile(r"^\*\*(R\d+) — (.+?)\*\*\s*(.*)$")


@cache
def rulings() -> dict:
    """``{"rulings": [{"id": "R1", "title", "text"}...]}`` from docs/rulings.md in plain text
    (markdown marks removed)."""
    out: list[dict] = []
    for para in RULINGS_FILE.read_text(encoding="utf-8").split("\n\n"):
        lines = [x.strip() for x in para.strip().splitlines()]
        m = _RULING.match(lines[0]) if lines else None
        if m:
            text = m.group(3)
            for line in lines[1:]:   # a line break is a space between words, not in Chinese
                cjk = not text[-1:].isascii() and not line[:1].isascii()
                text += line if cjk else " " + line
            out.append({"id": m.group(1), "title": m.group(2).rstrip("."),
                        "text": text.replace("`", "").replace("**", "").strip()})
    return {"rulings": out}
