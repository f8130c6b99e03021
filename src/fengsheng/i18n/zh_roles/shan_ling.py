"""闪灵."""


def _card(cards, c):
    from ..zh_cn import card_text
    return card_text(cards[c]) if cards is not None else f"#{c}"


def _ju_ji(e, n, cards, items):
    return f"{n(e['seat'])}的【狙击】结算：烧毁{n(e['target'])}面前的一到三张情报。"


def _ju_ji_burned(e, n, cards, items):
    return f"{n(e['by'])}用【狙击】烧毁了{n(e['seat'])}面前的情报：{_card(cards, e['card'])}。"


EVENTS = {"ju_ji": _ju_ji, "ju_ji_burned": _ju_ji_burned}
PROMPTS = {"ju_ji_burn": "【狙击】：选择要烧毁的情报（至少一张，最多三张）"}
