"""小马哥."""

EVENTS: dict = {}
PROMPTS = {
    "ying_xiong_ben_se_card": "【英雄本色】：可以选择一张黑色手牌作为假情报放置在一位玩家面前，或者不放置",
    "ying_xiong_ben_se_to": "【英雄本色】：把这张假情报放置在哪位玩家面前？",
}
