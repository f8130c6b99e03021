"""The static tables a client needs to draw the game, in Chinese or English: the cards of each
deck edition, the role cards, and the names of identities, phases, colours... All text comes from
风声's ``texts(lang)`` (``zh_cn`` or ``en``; its game object, ``games/fengsheng_adapter.py``);
these are computed once (they never change while serving)."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from ..games import get_game

FENGSHENG = get_game("fengsheng")
DECKS, ROLE_CARDS, every_role = FENGSHENG.DECKS, FENGSHENG.ROLE_CARDS, FENGSHENG.every_role
texts, role_texts = FENGSHENG.texts, FENGSHENG.role_texts


@cache
def cards(edition: str, lang: str = "zh-CN") -> dict:
    """``{"deck", "cards": [...], "functions", "rules", "function_text"}`` for a deck edition.
    Raises KeyError for an unknown edition."""
    tx = texts(lang)
    out = []
    for c in DECKS[edition]:
        probe = None
        if c.probe is not None:
            probe = {"bet": c.probe[0], "effect": c.probe[1], "text": tx.probe_text(c.probe),
                     "short": tx.probe_short(c.probe)}
        out.append({"id": c.id, "function": c.function, "function_name": tx.FUNCTIONS[c.function],
                    "colour": c.colour, "colour_name": tx.COLOURS[c.colour],
                    "transmission": c.transmission,
                    "transmission_name": tx.TRANSMISSIONS[c.transmission],
                    "label": tx.card_text(c), "probe": probe})
    return {"deck": edition, "cards": out, "functions": dict(tx.FUNCTIONS),
            "rules": list(tx.CARD_RULES_TEXT),
            "function_text": {f: {"timing": t, "effect": e, "rulings": list(r)}
                              for f, (t, e, r) in tx.CARD_TEXT.items()}}


@cache
def roles(lang: str = "zh-CN") -> dict:
    """``{"roles": [...]}``: every role card with its skills' and 机密任务's printed text and
    rulings, and what the mission needs on the table at the least (``mission_needs``: messages
    in front of the owner, cards in hand, deaths; null when it has no condition on the table)."""
    tx, rt = texts(lang), role_texts(lang)
    return {"roles": [{
        "id": r.id, "name": tx.role_name(r.id), "kind": tx.role_kind(r.id), "hidden": r.hidden,
        "gender": tx.gender_name(r.id), "standard": r.standard,
        "skills": [{"id": sid, "name": tx.skill_name(sid), "text": rt.skill_text(sid),
                    "rulings": list(rt.SKILL_TEXT.get(sid, ("", ()))[1])}
                   for sid, _ in r.skills],
        "mission": rt.mission_text(r.id),
        "mission_rulings": list((rt.MISSION_TEXT.get(r.id) or ("", ()))[1]),
        "mission_needs": _needs(r.id)} for r in ROLE_CARDS]}


def _needs(role_id: str) -> dict | None:
    m = every_role().missions.get(role_id)
    if m is None or not m.on_table:
        return None
    return {"messages": m.needs_messages, "hand": m.needs_hand, "deaths": m.needs_deaths}


@cache
def names(lang: str = "zh-CN") -> dict:
    """Names by id in ``lang``: identities and their goals, phases, message steps, colours,
    transmissions, card functions, end reasons, roles and skills."""
    tx = texts(lang)
    skills = {sid: tx.skill_name(sid) for r in ROLE_CARDS for sid, _ in r.skills}
    return {"identities": dict(tx.IDENTITIES), "identity_goals": dict(tx.IDENTITY_GOALS),
            "phases": dict(tx.PHASES), "steps": dict(tx.STEPS), "colours": dict(tx.COLOURS),
            "transmissions": dict(tx.TRANSMISSIONS), "functions": dict(tx.FUNCTIONS),
            "end_reasons": {**tx.END_REASON_NAMES, **tx.LOSS_REASONS},
            "roles": {r.id: tx.role_name(r.id) for r in ROLE_CARDS}, "skills": skills}


# The project's rulings. One truth, docs/rulings.md; server/rulings.md is a symbolic link to it
# in the repository, which a build (wheel or sdist) replaces by the file's content, so that an
# installed package serves them too (tests/server/test_rulings_package.py builds one).
RULINGS_FILE = Path(__file__).with_name("rulings.md")
_RULING = re.compile(r"^\*\*(R\d+) — (.+?)\*\*\s*(.*)$")


@cache
def rulings() -> dict:
    """``{"rulings": [{"id": "R1", "title", "text", "names"}...]}`` from docs/rulings.md in plain
    text (markdown marks removed). ``names``: the ids of the card functions, roles and skills
    whose Chinese name the ruling quotes (the docs quote the printed names), so a page in any
    language finds a role's or a card's rulings by id."""
    out: list[dict] = []
    for para in RULINGS_FILE.read_text(encoding="utf-8").split("\n\n"):
        lines = [x.strip() for x in para.strip().splitlines()]
        m = _RULING.match(lines[0]) if lines else None
        if m:
            text = m.group(3)
            for line in lines[1:]:   # a line break is a space between words, not in Chinese
                cjk = not text[-1:].isascii() and not line[:1].isascii()
                text += line if cjk else " " + line
            title, text = m.group(2).rstrip("."), text.replace("`", "").replace("**", "").strip()
            out.append({"id": m.group(1), "title": title, "text": text,
                        "names": [i for i, name in _zh_names().items()
                                  if name in title or name in text]})
    return {"rulings": out}


def _zh_names() -> dict:
    """Card function, role and skill ids by their Chinese names."""
    zh = texts("zh-CN")
    out = dict(zh.FUNCTIONS)
    for r in ROLE_CARDS:
        out[r.id] = zh.role_name(r.id)
        out.update((sid, zh.skill_name(sid)) for sid, _ in r.skills)
    return {i: name for i, name in out.items() if name}
