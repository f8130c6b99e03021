"""警察."""

PROMPTS = {
    "jue_mi": "【绝密】：抽取一位玩家的一张手牌，或在其面前放置一张假情报",
    "jue_mi_card": "【绝密】：选择要放置的假情报",
}
# Labels of the 'choose' options of 绝密 (Option.func), merged into zh_cn.CHOOSE_LABELS.
LABELS = {"jue_mi_take": "抽取其一张手牌", "jue_mi_place": "在其面前放置一张假情报"}
