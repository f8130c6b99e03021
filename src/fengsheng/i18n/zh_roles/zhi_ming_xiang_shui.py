"""致命香水."""


def _identity_taken(e, n, cards, items):
    from ..zh_cn import identity_name
    s = (f"{n(e['seat'])}把自己的身份牌面朝下移出游戏，拿走了{n(e['from_seat'])}的身份牌"
         f"（【临危受命】）")
    if "identity" in e:
        s += f"：{identity_name(e['identity'])}"
    return s + "。"


EVENTS = {"identity_taken": _identity_taken}
PROMPTS = {
    "gong_shou_jian_bei_top": "【攻守兼备】：选择一张手牌放回牌库顶",
    "lin_wei_shou_ming_message": "【临危受命】：选择一位玩家面前的一张情报，与牌库顶的第一张牌调换",
}
