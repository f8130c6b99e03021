"""黑玫瑰."""


def _xue_ran_mei_gui(e, n, cards, items):
    most = "最多三张假情报" if e["limit"] == 3 else "至多一张假情报"
    return f"{n(e['seat'])}的【血染玫瑰】结算：可以在{n(e['target'])}面前放置{most}。"


EVENTS = {"xue_ran_mei_gui": _xue_ran_mei_gui}
PROMPTS = {"xue_ran_mei_gui_place": "【血染玫瑰】：选择一张黑色手牌作为假情报放置（或结束放置）"}
