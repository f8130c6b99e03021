"""大美女."""

EVENTS = {}
PROMPTS = {
    "jing_ming_return": "【精明】：选择一张手牌放回牌库顶",
    "ai_qing_burn": "【爱情】：选择要烧毁的一张假情报",
}
