"""浮萍: 先机, 后着 (roles/fu_ping.py)."""


def _hand_viewed(e, n, cards, items):
    from ..zh_cn import card_text
    if "cards" in e and cards:
        shown = "、".join(card_text(cards[c]) for c in e["cards"]) or "（无）"
        return f"{n(e['seat'])}检视了{n(e['target'])}的手牌：{shown}。"
    return f"{n(e['seat'])}检视了{n(e['target'])}的手牌。"


EVENTS = {"hand_viewed": _hand_viewed}
PROMPTS = {
    "hou_zhao_target": "【后着】：选择要检视手牌的另一位玩家",
    "hou_zhao_card": "【后着】：选择其中一张手牌作为情报放置",
    "hou_zhao_to": "【后着】：选择把这张牌放置在哪位玩家面前",
}
