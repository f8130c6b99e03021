"""钢铁特工: 警觉 and 掩护 use the common 'skill_used', 'message_to_hand' and the engine's
'role_revealed' / 'role_flipped_down' events."""

EVENTS = {}
PROMPTS = {"yan_hu_message": "【掩护】：选择要获得的一张假情报"}
