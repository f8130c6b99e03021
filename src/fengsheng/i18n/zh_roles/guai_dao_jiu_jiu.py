"""怪盗九九."""

EVENTS: dict = {}
PROMPTS = {
    "yin_mou_from": "【阴谋】：抽取哪位玩家的一张手牌？",
    "yang_mou_from": "【阳谋】：抽取哪位玩家的一张手牌？",
}
