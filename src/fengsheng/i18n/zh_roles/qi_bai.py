"""柒佰."""


def _feng_du(e, n, cards, items):
    return f"{n(e['seat'])}发动【风度】：{n(e['with_seat'])}与其一同胜利（只属于她个人）。"


EVENTS = {"feng_du": _feng_du}
PROMPTS = {
    "lian_dong_card": "【联动】：选择一张手牌分给另一位玩家",
    "lian_dong_to": "【联动】：把这张牌分给哪位玩家？",
    "feng_du_with": "【风度】：选择一位女性与你一同胜利",
}
