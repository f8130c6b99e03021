"""``fengsheng roles``: the role cards of a named set as a table (docs/roles.md prints the
``all30`` one), each row derived from its role's module: a role needs no doc edit of its own."""
from __future__ import annotations

import click

from ..games import get_game

FENGSHENG = get_game("fengsheng")
ROLE_SETS, DEFAULT_ROLE_SET = FENGSHENG.ROLE_SETS, FENGSHENG.DEFAULT_ROLE_SET

_HEADER = {
    "zh-CN": ("| role id | 角色 | 性别 | 潜伏/公开 | skills (id 名称) | 机密任务 |",
              ("潜伏", "公开")),
    "en": ("| role id | character | gender | hidden/open | skills (id name) | secret mission |",
           ("hidden", "open")),
}


def role_table(role_set: str = DEFAULT_ROLE_SET, lang: str = "zh-CN") -> list[str]:
    """The Markdown table of ``role_set``'s role cards in ``lang``, one row per card in the
    set's order."""
    tx, rt = FENGSHENG.texts(lang), FENGSHENG.role_texts(lang)
    header, (hidden, public) = _HEADER[lang]
    rows = [header, "|---|---|---|---|---|---|"]
    for rid in ROLE_SETS[role_set]:
        r = FENGSHENG.ROLE_CARD[rid]
        skills = "<br>".join(f"`{sid}` {name if lang == 'zh-CN' else tx.skill_name(sid)}"
                             for sid, name in r.skills)
        mission = r.mission if lang == "zh-CN" else rt.mission_text(rid)
        rows.append(f"| `{rid}` | {tx.role_name(rid)} | {tx.GENDERS[r.gender]} | "
                    f"{hidden if r.hidden else public} | {skills} | {mission} |")
    return rows


@click.command("roles")
@click.option("--set", "role_set", type=click.Choice(list(ROLE_SETS)), default=DEFAULT_ROLE_SET,
              show_default=True, help="角色牌组。 The named role set.")
@click.option("--lang", type=click.Choice(["zh-CN", "en"]), default="zh-CN", show_default=True,
              help="语言。 Language.")
def roles(role_set, lang):
    """列出一组角色牌（id、名称、性别、潜伏/公开、技能、机密任务）。

    List the role cards of a named set: ids, names, gender, hidden/open, skills, secret
    mission (the table of docs/roles.md)."""
    click.echo("\n".join(role_table(role_set, lang)))
