"""黄雀: 潜藏伏击, 黄雀在后 (roles/huang_que.py). Events: message_to_deck, identity_revealed,
message_placed (shared)."""

EVENTS: dict = {}
PROMPTS = {
    "huang_que_zai_hou_target": "【黄雀在后】：选择要放置假情报的玩家",
    "huang_que_zai_hou_card": "【黄雀在后】：选择第一张要放置的假情报",
    "huang_que_zai_hou_more": "【黄雀在后】：再选择一张假情报一同放置，或只放置一张",
}
