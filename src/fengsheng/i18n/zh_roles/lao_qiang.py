"""老枪: 合谋 (就计 is in common)."""


def _he_mou_view(e, n, cards, items):
    from ..zh_cn import identity_name
    if "identity" in e:
        return (f"【合谋】：{n(e['seat'])}与{n(e['target'])}互相查看了身份牌——"
                f"{n(e['seat'])}是{identity_name(e['identity'])}，"
                f"{n(e['target'])}是{identity_name(e['target_identity'])}。")
    return f"【合谋】：{n(e['seat'])}与{n(e['target'])}互相查看了对方的身份牌。"


EVENTS = {"he_mou_view": _he_mou_view}
PROMPTS = {"he_mou_black": "【合谋】：选择一张黑色手牌作为假情报放在自己面前"}
