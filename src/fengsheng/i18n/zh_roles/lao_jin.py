"""老金: 弃卒保帅, 釜底抽薪 (roles/lao_jin.py). Their events are the engine's own (draw,
card_to_deck, message_placed, role_flipped_down); only the questions are new."""

EVENTS: dict = {}
PROMPTS = {
    "qi_zu_bao_shuai_under": "【弃卒保帅】：选择第一张放回牌库顶的手牌（之后放回的一张会压在它上面）",
    "qi_zu_bao_shuai_top": "【弃卒保帅】：选择放在牌库最顶上的手牌",
    "fu_di_chou_xin_fake": "【釜底抽薪】：选择一张假情报放置到自己面前",
    "fu_di_chou_xin_seat": "【釜底抽薪】：选择要放置情报的玩家（每位玩家一张，可以包括自己），或结束选择",
    "fu_di_chou_xin_card": "【釜底抽薪】：选择要放置到该玩家面前的手牌",
}
