"""蝮蛇: 声东击西 and 弹药无限 use the shared lines (skill_used, role_flipped_down, lured, draw)."""

EVENTS: dict = {}
PROMPTS: dict = {}
