"""峨眉峰: 截上截, 计中计 (roles/e_mei_feng.py). Events: skill_used and burned (shared)."""

EVENTS: dict = {}
PROMPTS = {"ji_zhong_ji_burn": "【计中计】：选择要烧毁的一张假情报"}
