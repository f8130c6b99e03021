"""贝雷帽."""

EVENTS: dict = {}
PROMPTS = {
    "tou_tian_card": "【偷天】：选择他面前的一张真情报",
    "tou_tian_to": "【偷天】：把这张真情报加入哪位玩家的手牌？",
}
