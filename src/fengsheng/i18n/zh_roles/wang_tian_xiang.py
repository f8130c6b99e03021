"""王田香."""


def _moved(e, n, cards, items):
    from ..zh_cn import card_text
    what = card_text(cards[e["card"]]) if cards else "一张情报"
    return f"{n(e['seat'])}把{n(e['from_seat'])}面前的{what}放置到{n(e['to'])}面前。"


EVENTS = {"wang_tian_xiang_moved": _moved}
PROMPTS = {
    "wang_tian_xiang_move_use": "你本回合杀死了玩家：是否把桌面上的一张情报放置到一位玩家面前？",
    "wang_tian_xiang_move_message": "选择桌面上的一张情报",
    "wang_tian_xiang_move_target": "把这张情报放置到哪位玩家面前？",
}
