"""福尔摩斯: 揭露, 真相."""


def _jie_lu_discard(e, n, cards, items):
    from ..zh_cn import _card
    return f"{n(e['seat'])}为【揭露】丢弃了黑色手牌{_card(cards, e['card'])}。"


def _jie_lu(e, n, cards, items):
    from ..zh_cn import _card
    return (f"{n(e['seat'])}的【揭露】结算：翻开{n(e['holder'])}处传递中的密电："
            f"{_card(cards, e['card'])}。")


def _zhen_xiang(e, n, cards, items):
    from ..zh_cn import probe_text
    if "bet" in e:
        return (f"{n(e['seat'])}发动【真相】，先检视了{n(e['user'])}对{n(e['target'])}的【试探】："
                f"{probe_text((e['bet'], e['effect']))}")
    return f"{n(e['seat'])}发动【真相】，先检视了{n(e['user'])}对{n(e['target'])}的【试探】（只有其本人看到）。"


EVENTS = {"jie_lu_discard": _jie_lu_discard, "jie_lu": _jie_lu, "zhen_xiang": _zhen_xiang}
PROMPTS = {"zhen_xiang_discard": "【真相】：弃一张手牌，先检视该【试探】"}
