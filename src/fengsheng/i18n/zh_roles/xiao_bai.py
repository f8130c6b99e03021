"""小白."""


def _card(cards, c):
    from ..zh_cn import card_text
    return card_text(cards[c]) if cards is not None else f"#{c}"


def _shou_mai(e, n, cards, items):
    return f"{n(e['seat'])}的【收买】结算：把四张手牌交给{n(e['target'])}。"


def _shou_mai_taken(e, n, cards, items):
    return f"{n(e['seat'])}面前的情报{_card(cards, e['card'])}被{n(e['to'])}拿走。"


EVENTS = {"shou_mai": _shou_mai, "shou_mai_taken": _shou_mai_taken}
PROMPTS = {
    "shou_mai_give": "【收买】：选择一张要交出的手牌（共四张）",
    "shou_mai_take": "【收买】：选择要获得的一张情报",
}
