"""戴笠."""

EVENTS: dict = {}
PROMPTS = {
    "xiao_li_cang_dao_card": "【笑里藏刀】：选择一张黑色手牌，作为假情报放置在他面前",
}
