"""The role cards: the named role sets (the one table a new role is added to) and the table of
every role card, derived from the role modules (roles/<role id>.py ``ROLE``: name, gender,
hidden, skills in card order with their names, 机密任务 text; seed 000 from "——潜伏角色——";
names restored in ../shared/rules/roles.md)."""
from __future__ import annotations

from importlib import import_module
from typing import NamedTuple


class RoleCard(NamedTuple):
    """A role card's row, as front ends read it."""
    id: str
    name: str
    gender: str          # 'M', 'F', or 'MF' (小白's 乔装)
    hidden: bool         # 潜伏角色: starts face down
    skills: tuple[tuple[str, str], ...]   # (skill id, 中文名)
    mission: str
    standard: bool = True                 # one of the 25 of the standard set


# Named role sets: the role ids a game deals from, in the order the deal shuffles them. A set
# is frozen once released: its list never changes (a new card goes into a new set), so adding
# a card to the table moves no deal of a recorded game. Configurations and records name the
# set (Config.role_set).
ROLE_SETS: dict[str, tuple[str, ...]] = {
    # The 25 of the standard set and the 5 that follow (seed 000), in table order.
    "all30": ("lao_gui", "yi_dian_yuan", "lao_qiang", "shan_ling", "hei_mei_gui", "e_mei_feng",
              "lao_jin", "fu_ping", "huang_que", "gang_tie_te_gong", "qing_bao_chu_zhang",
              "zhi_ye_sha_shou", "li_fu_meng_mian_ren", "qi_bai", "dao_feng", "da_mei_nv",
              "liu_jie", "xiao_ma_ge", "guai_dao_jiu_jiu", "bei_lei_mao", "xiao_bai", "fu_she",
              "dai_li", "fu_er_mo_si", "zhi_ming_xiang_shui", "feng_yuan", "wang_tian_xiang",
              "yu_ze_cheng", "yi_xian_sheng", "jing_cha"),
    # The 25 of the standard set.
    "standard25": ("lao_gui", "yi_dian_yuan", "lao_qiang", "shan_ling", "hei_mei_gui",
                   "e_mei_feng", "lao_jin", "fu_ping", "huang_que", "gang_tie_te_gong",
                   "qing_bao_chu_zhang", "zhi_ye_sha_shou", "li_fu_meng_mian_ren", "qi_bai",
                   "dao_feng", "da_mei_nv", "liu_jie", "xiao_ma_ge", "guai_dao_jiu_jiu",
                   "bei_lei_mao", "xiao_bai", "fu_she", "dai_li", "fu_er_mo_si",
                   "zhi_ming_xiang_shui"),
}
DEFAULT_ROLE_SET = "all30"


def role_module(role_id: str):
    """The module of a role card (its unit: roles/<role id>.py)."""
    return import_module(f"{__package__}.{role_id}")


def _card(role_id: str) -> RoleCard:
    role = role_module(role_id).ROLE
    return RoleCard(role.id, role.name, role.gender, role.hidden,
                    tuple((sk.id, sk.name) for sk in role.skill_objects),
                    role.mission_text or "（无：牌面写明没有机密任务）", role.standard)


# Every role card of every set, in the order of the sets (all30 first: the RL vocabulary
# numbers roles and skills in this order; tests/rl/test_vocabulary_pin.py).
ROLE_CARDS = tuple(_card(r) for r in dict.fromkeys(r for ids in ROLE_SETS.values() for r in ids))
ROLE_CARD = {r.id: r for r in ROLE_CARDS}
# The units of every role card, after roles/common.py (what several share): where the i18n
# tables and the heuristic bot gather each role's text and hooks (``ZH_*``, ``EN_*``, ``BOT_*``).
ROLE_MODULES = (import_module(f"{__package__}.common"), *(role_module(r.id) for r in ROLE_CARDS))
