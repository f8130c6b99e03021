"""Text for events and questions shared by all roles (roles/common.py, engine/ops.py)."""


def _skill_used(e, n, cards, items):
    from ..zh_cn import skill_name
    target = f"，目标：{n(e['target'])}" if e.get("target", -1) >= 0 else ""
    return f"{n(e['seat'])}使用技能【{skill_name(e['skill'])}】{target}。"


def _card_given(e, n, cards, items):
    from ..zh_cn import card_label
    what = f"【{card_label(cards[e['card']])}】" if "card" in e and cards else "一张手牌"
    return f"{n(e['seat'])}把{what}交给{n(e['to'])}。"


def _card_taken(e, n, cards, items):
    from ..zh_cn import card_label
    what = f"【{card_label(cards[e['card']])}】" if "card" in e and cards else "一张手牌"
    return f"{n(e['seat'])}从{n(e['from_seat'])}手中抽走{what}。"


def _take_nothing(e, n, cards, items):
    return f"{n(e['from_seat'])}没有手牌，{n(e['seat'])}抽取无效。"


def _message_to_hand(e, n, cards, items):
    from ..zh_cn import card_label
    return f"{n(e['seat'])}面前的【{card_label(cards[e['card']])}】加入了{n(e['to'])}的手牌。"


def _message_to_deck(e, n, cards, items):
    from ..zh_cn import card_label
    return f"{n(e['seat'])}面前的【{card_label(cards[e['card']])}】被放回牌库顶。"


def _card_to_deck(e, n, cards, items):
    return f"{n(e['seat'])}把一张手牌放回牌库顶。"


def _top_shown(e, n, cards, items):
    from ..zh_cn import card_label
    return f"展示牌库顶的牌：【{card_label(cards[e['card']])}】。"


def _hand_shown(e, n, cards, items):
    from ..zh_cn import card_label
    shown = "、".join(f"【{card_label(cards[c])}】" for c in e["cards"])
    return f"{n(e['seat'])}展示手牌：{shown or '（无）'}。"


EVENTS = {"skill_used": _skill_used, "card_given": _card_given, "card_taken": _card_taken,
          "take_nothing": _take_nothing, "message_to_hand": _message_to_hand,
          "message_to_deck": _message_to_deck, "card_to_deck": _card_to_deck,
          "top_shown": _top_shown, "hand_shown": _hand_shown}
