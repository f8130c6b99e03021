"""礼服蒙面人."""


def _jiu_mei(e, n, cards, items):
    return f"{n(e['seat'])}发动【救美】：烧毁自己与{n(e['saved'])}面前的所有假情报，{n(e['saved'])}获救。"


EVENTS = {"jiu_mei": _jiu_mei}
PROMPTS = {}
