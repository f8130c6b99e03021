"""逢缘."""

PROMPTS = {
    "sheng_ge_card": "【笙歌】：选择一张手牌分给另一位玩家",
    "sheng_ge_target": "【笙歌】：把这张牌分给哪位玩家？",
}
