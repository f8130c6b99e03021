"""译电员: 速译 (洞悉 uses the engine's 'role_flipped_down')."""


def _su_yi(e, n, cards, items):
    from ..zh_cn import _card
    if "card" in e:
        return f"{n(e['seat'])}的【速译】结算：检视了传递中的情报{_card(cards, e['card'])}，并抽一张牌。"
    return f"{n(e['seat'])}的【速译】结算：检视了传递中的情报（只有其本人看到），并抽一张牌。"


def _su_yi_missed(e, n, cards, items):
    return f"{n(e['seat'])}的【速译】结算：情报已不在传递中，只抽一张牌。"


EVENTS = {"su_yi": _su_yi, "su_yi_missed": _su_yi_missed}
PROMPTS = {}
