"""刀锋."""


def _shi_xue_kept(e, n, cards, items):
    return f"{n(e['seat'])}把一张手牌分给了自己（【嗜血】）。"


EVENTS = {"shi_xue_kept": _shi_xue_kept}
PROMPTS = {
    "shi_xue_card": "【嗜血】：选择一张手牌，分给任意一位玩家（可以是你自己）",
    "shi_xue_to": "【嗜血】：把这张牌分给哪位玩家？",
}
