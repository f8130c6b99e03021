"""老鬼."""


def _yi_zhi(e, n, cards, items):
    return f"{n(e['seat'])}发动【遗志】，把全部手牌面朝下递给{n(e['to'])}，由其随机选三张作为情报。"


EVENTS = {"yi_zhi": _yi_zhi}
PROMPTS = {"yi_zhi_target": "【遗志】：把全部手牌交给哪位玩家？"}
