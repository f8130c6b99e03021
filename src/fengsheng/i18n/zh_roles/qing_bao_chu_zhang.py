"""情报处长: 隔墙有耳, 偷龙转凤 (roles/qing_bao_chu_zhang.py)."""


def _message_swapped(e, n, cards, items):
    from ..zh_cn import card_text
    if "card" in e and "new_card" in e and cards:
        return (f"{n(e['seat'])}发动【偷龙转凤】：传递中的情报{card_text(cards[e['card']])}"
                f"被放回牌库顶，换成{card_text(cards[e['new_card']])}。")
    return f"{n(e['seat'])}发动【偷龙转凤】：传递中的情报与牌库顶的牌调换（保持盖伏）。"


EVENTS = {"message_swapped": _message_swapped}
PROMPTS = {"ge_qiang_you_er_return": "【隔墙有耳】：选择一张手牌放回牌库顶"}
