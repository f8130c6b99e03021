"""Text for 城府 ("你被试探时可以隐瞒身份…选择这张试探牌中的任意一种行动进行") answering a 试探
(event 'probe_hidden', emitted by cards/shi_tan.py): the target's choice is private, other
seats read only that the target answered under 城府."""


def _probe_hidden(e, n, cards, items):
    from ..zh_cn import CHOOSE_LABELS   # the labels of the 'probe_hide' question's answers
    who = n(e["seat"])
    s = f"{who}发动【城府】，可以不按身份回应【试探】"
    choice = CHOOSE_LABELS.get(e.get("choice")) if e.get("choice") in ("comply", "declare") \
        else None
    if choice is None:   # another seat's view: the choice is hidden
        return s + "。"
    return f"{s}：选择{choice}。"


EVENTS = {"probe_hidden": _probe_hidden}
