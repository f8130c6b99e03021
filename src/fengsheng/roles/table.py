"""The 30 role cards as data (seed 000 from "——潜伏角色——"; names restored in
../shared/rules/roles.md). Skills are listed in card order; each skill's behaviour lives in
the role's module (roles/<role id>.py). ``mission`` is the 机密任务 text, played when the
owner's identity is 打酱油的."""
from __future__ import annotations

from typing import NamedTuple


class RoleCard(NamedTuple):
    id: str
    name: str
    gender: str          # 'M', 'F', or 'MF' (小白's 乔装)
    hidden: bool         # 潜伏角色: starts face down
    skills: tuple[tuple[str, str], ...]   # (skill id, 中文名)
    mission: str
    standard: bool = True                 # one of the 25 of the standard set


ROLE_CARDS = (
    RoleCard("lao_gui", "老鬼", "F", True,
             (("jiu_ji", "就计"), ("cheng_fu", "城府"), ("yi_zhi", "遗志")),
             "当你死亡时，展示手牌，其中有三张或以上的红色卡牌。"),
    RoleCard("yi_dian_yuan", "译电员", "F", True, (("su_yi", "速译"), ("dong_xi", "洞悉")),
             "获得三张或以上的蓝色情报。"),
    RoleCard("lao_qiang", "老枪", "M", True, (("jiu_ji", "就计"), ("he_mou", "合谋")),
             "获得三张或以上的红色情报。"),
    RoleCard("shan_ling", "闪灵", "F", True, (("ju_ji", "狙击"),),
             "亲手让一位没有获得真情报的玩家死亡。"),
    RoleCard("hei_mei_gui", "黑玫瑰", "F", True, (("xue_ran_mei_gui", "血染玫瑰"),),
             "亲手让一位获得了三张或以上真情报的玩家死亡。"),
    RoleCard("e_mei_feng", "峨眉峰", "M", True,
             (("jie_shang_jie", "截上截"), ("ji_zhong_ji", "计中计")),
             "获得三张或以上的蓝色情报。"),
    RoleCard("lao_jin", "老金", "M", True,
             (("qi_zu_bao_shuai", "弃卒保帅"), ("fu_di_chou_xin", "釜底抽薪")),
             "手牌集齐三张红色卡牌和三张蓝色卡牌。"),
    RoleCard("fu_ping", "浮萍", "F", True, (("xian_ji", "先机"), ("hou_zhao", "后着")),
             "你成为第二位或以后死亡的玩家。"),
    RoleCard("huang_que", "黄雀", "F", True,
             (("qian_cang_fu_ji", "潜藏伏击"), ("huang_que_zai_hou", "黄雀在后")),
             "一位潜伏战线玩家和一位军情处玩家死亡。"),
    RoleCard("gang_tie_te_gong", "钢铁特工", "M", True, (("jing_jue", "警觉"), ("yan_hu", "掩护")),
             "手牌集齐四张识破。"),
    RoleCard("qing_bao_chu_zhang", "情报处长", "M", False,
             (("ge_qiang_you_er", "隔墙有耳"), ("tou_long_zhuan_feng", "偷龙转凤")),
             "获得三张或以上的红色情报。"),
    RoleCard("zhi_ye_sha_shou", "职业杀手", "M", False, (("lian_ji", "连击"), ("yu_mou", "预谋")),
             "亲手让另一位玩家成为第二位或以后死亡的玩家。"),
    RoleCard("li_fu_meng_mian_ren", "礼服蒙面人", "M", False,
             (("ying_xiong", "英雄"), ("jiu_mei", "救美")),
             "一位女性宣告胜利。"),
    RoleCard("qi_bai", "柒佰", "M", False,
             (("min_rui", "敏锐"), ("lian_dong", "联动"), ("feng_du", "风度")),
             "获得五张或以上的真情报。"),
    RoleCard("dao_feng", "刀锋", "M", False, (("liang_jian", "亮剑"), ("shi_xue", "嗜血")),
             "一位潜伏战线玩家和一位军情处玩家死亡。"),
    RoleCard("da_mei_nv", "大美女", "F", False, (("jing_ming", "精明"), ("ai_qing", "爱情")),
             "当一位男性角色宣告胜利时，你获得的假情报少于等于一张。"),
    RoleCard("liu_jie", "六姐", "F", False, (("kao_wen", "拷问"), ("sou_qu", "搜取")),
             "获得六张或以上的情报。"),
    RoleCard("xiao_ma_ge", "小马哥", "M", False, (("ying_xiong_ben_se", "英雄本色"),),
             "一位潜伏战线玩家和一位军情处玩家死亡。"),
    RoleCard("guai_dao_jiu_jiu", "怪盗九九", "M", False, (("yin_mou", "阴谋"), ("yang_mou", "阳谋")),
             "获得九张或以上的手牌。"),
    RoleCard("bei_lei_mao", "贝雷帽", "M", False, (("huan_ri", "换日"), ("tou_tian", "偷天")),
             "手牌集齐三张红色卡牌和三张蓝色卡牌。"),
    RoleCard("xiao_bai", "小白", "MF", False,
             (("qiao_zhuang", "乔装"), ("shou_mai", "收买"), ("bai_lu", "败露")),
             "你第一个死亡，或潜伏战线与军情处其中一方全灭。"),
    RoleCard("fu_she", "蝮蛇", "M", False,
             (("sheng_dong_ji_xi", "声东击西"), ("dan_yao_wu_xian", "弹药无限")),
             "当一位玩家宣告胜利时，没有玩家死亡。你的胜利会导致他的宣告失败。"),
    RoleCard("dai_li", "戴笠", "M", False,
             (("xiao_li_cang_dao", "笑里藏刀"), ("yun_chou_wei_wo", "运筹帷幄")),
             "获得三张或以上的蓝色情报。"),
    RoleCard("fu_er_mo_si", "福尔摩斯", "M", False, (("jie_lu", "揭露"), ("zhen_xiang", "真相")),
             "获得三张或以上的红色情报。"),
    RoleCard("zhi_ming_xiang_shui", "致命香水", "F", False,
             (("gong_shou_jian_bei", "攻守兼备"), ("lin_wei_shou_ming", "临危受命")),
             "（无：牌面写明没有机密任务）"),
    RoleCard("feng_yuan", "逢缘", "F", False,
             (("cheng_fu", "城府"), ("feng_yuan_direction", "逢缘"), ("sheng_ge", "笙歌")),
             "你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。",
             standard=False),
    RoleCard("wang_tian_xiang", "王田香", "M", False,
             (("can_ren", "残忍"), ("wang_tian_xiang_move", "（技能名缺失）"), ("lan_sha", "滥杀")),
             "亲手杀死一位女性角色。", standard=False),
    RoleCard("yu_ze_cheng", "余则成", "M", False, (("cheng_fu", "城府"), ("shi_cha", "时差")),
             "一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。", standard=False),
    RoleCard("yi_xian_sheng", "易先生", "M", False,
             (("tan_lan", "贪婪"), ("dong_cha", "洞察"), ("qing_chou", "情仇")),
             "当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。", standard=False),
    RoleCard("jing_cha", "警察", "M", False,
             (("cheng_fu", "城府"), ("jia_mi", "加密"), ("jue_mi", "绝密")),
             "一位玩家因为获得你传出的情报而宣告胜利。你的胜利会导致他的宣告失败。", standard=False),
)
ROLE_CARD = {r.id: r for r in ROLE_CARDS}
assert len(ROLE_CARDS) == 30


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
