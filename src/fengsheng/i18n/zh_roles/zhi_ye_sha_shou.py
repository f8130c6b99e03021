"""职业杀手: 连击, 预谋 (roles/zhi_ye_sha_shou.py). Events: skill_triggered, draw,
message_placed (shared)."""

EVENTS: dict = {}
PROMPTS = {"lian_ji_place": "【连击】：选择一张假情报放置在他面前，或不放置"}
