"""六姐: 拷问 (uses common 'card_taken' / 'take_nothing'), 搜取."""


def _sou_qu_seen(e, n, cards, items):
    from ..zh_cn import _card
    if "card" in e:
        return f"{n(e['seat'])}发动【搜取】，随机检视了{n(e['from_seat'])}的一张手牌：{_card(cards, e['card'])}。"
    return f"{n(e['seat'])}发动【搜取】，随机检视了{n(e['from_seat'])}的一张手牌。"


def _sou_qu_kept(e, n, cards, items):
    from ..zh_cn import _card
    what = _card(cards, e["card"]) if "card" in e else "该牌"
    return f"{n(e['seat'])}将{what}加入手牌（【搜取】）。"


def _sou_qu_left(e, n, cards, items):
    return f"{n(e['seat'])}没有拿走检视的牌，它留在{n(e['from_seat'])}的手牌中。"


EVENTS = {"sou_qu_seen": _sou_qu_seen, "sou_qu_kept": _sou_qu_kept,
          "sou_qu_left": _sou_qu_left}
PROMPTS = {"sou_qu_choice": "【搜取】：如何处置检视的这张牌？"}
LABELS = {"to_hand": "加入手牌", "as_message": "作为情报放在自己面前", "leave": "不拿走"}
