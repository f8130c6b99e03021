"""Simplified Chinese display strings (the engine speaks ids only; design §5).

Everything a player reads is built here: card functions, colours, transmissions, identities,
phases, message steps, decision prompts, option labels and one log line per engine event
(:func:`describe_event`). Texts follow the rulebook's wording (seed 001 / 000) and the
glossary. Nothing here reads a game state: callers pass what a seat may see (an observation
from ``views.observe`` and events from ``views.visible_events``), so hidden information cannot
leak through the text layer.

Seats are shown as ``"{n}号"`` with the engine's 0-based seat number, so the log, the record
notation (``@2``) and the ``--seat`` option all use the same numbers.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ..cards.shi_tan import DECLARATION
from ..engine.message import LEFTWARDS

FUNCTIONS = {
    "suo_ding": "锁定", "diao_hu_li_shan": "调虎离山", "jie_huo": "截获", "tui_hui": "退回",
    "po_yi": "破译", "shao_hui": "烧毁", "shi_po": "识破", "shi_tan": "试探",
    "zhen_wei_mo_bian": "真伪莫辨",
}
COLOURS = {"red": "红色", "blue": "蓝色", "black": "黑色"}
COLOUR_SHORT = {"red": "红", "blue": "蓝", "black": "黑"}
TRANSMISSIONS = {"secret": "密电", "direct": "直达", "text": "文本"}
IDENTITIES = {"underground": "潜伏战线", "military": "军情处", "bystander": "打酱油的"}
IDENTITY_GOALS = {
    "underground": "任意一名潜伏战线集齐三张红色情报，潜伏战线一同胜利",
    "military": "任意一名军情处集齐三张蓝色情报，军情处一同胜利",
    "bystander": "完成角色的机密任务；不用角色时，成为最后存活的玩家",
}
FACTION_COLOURS = {"underground": "red", "military": "blue"}
PHASES = {
    "turn_start": "回合开始阶段", "draw": "抽牌阶段", "play_1": "出牌阶段（1）",
    "send_message": "传递情报阶段", "play_2": "出牌阶段（2）", "turn_end": "回合结束阶段",
}
STEPS = {"transmit": "情报传递", "arrive": "情报到达", "receive": "情报接收"}
# 试探: "我打赌你是X的，如果你是，那么你弃一张手牌/抽二张牌，否则你就宣称'我是一个好人/其实我是卧底'"
PROBE_EFFECTS = {"discard_one": "弃一张手牌", "draw_two": "抽二张牌"}
PROBE_WORDS = {"good_person": "我是一个好人", "undercover": "其实我是卧底"}
FIZZLE_WHY = {
    "user_out": "使用者已出局", "no_message": "情报已不在传递中", "target_out": "目标玩家已出局",
    "target_gone": "目标已不存在",
}
LOSS_REASONS = {"cannot_send": "传递情报阶段没有可以传出的情报",
                "lose_at_six_messages": "【败露】：获得了六张或以上的情报"}
END_REASONS = {
    "messages": "集齐三张本阵营颜色的情报",
    "last_alive": "其他玩家全部出局，成为最后存活的玩家",
    "all_out": "所有玩家都已出局",
    "turn_limit": "达到回合上限（房规）",
    "mission": "完成了机密任务",
}
GENDERS = {"M": "男", "F": "女", "MF": "男女（乔装）"}
# Questions asked while an effect resolves (Decision.prompt of kind 'choose').
CHOOSE_PROMPTS = {
    "probe_discard": "【试探】要求你弃一张手牌：请选择要弃置的牌",
    "probe_hide": "你被【试探】，可以隐瞒身份：请选择如何回应",
    "choose_role": "挑选角色：请从发给你的两张角色牌中选择一张",
}
# Labels of Option('choose', func=...) answers; role modules may add theirs (``ZH_LABELS`` in
# roles/<role id>.py).
CHOOSE_LABELS = {"comply": "照【试探】上的要求执行", "declare": "宣称（不执行要求）",
                 "yes": "是", "no": "否", "done": "完成（不再选择）"}

# The nine card functions as printed (seed 000 after "功能牌": timing, effect, the rulings printed
# under them), in deck order. Words the source lost are restored in 〔〕, as in zh_roles_text.
# Shape: CARD_TEXT[function id] = (timing, effect, (ruling, ...)).
CARD_TEXT: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "suo_ding": ("只能在自己回合出牌阶段和情报传递时使用。",
                 "指定另一位玩家必须接收本回合传递到他的情报。", (
                     "如多人被锁定按传递顺序座次先后进行结算，靠前的被锁定玩家接收该次传递的情报。",
                     "假如被锁定的玩家在传递情报过程中死亡，则无视该玩家继续传递情报。")),
    "diao_hu_li_shan": ("只能在情报传递时使用。",
                        "指定另一位玩家不参与本次的情报传递。（传出情报者与被锁定的玩家不受此影响）", (
                            "当一位玩家同时受到【〔调虎离山〕】和【锁定】影响时，以【锁定】为准；"
                            "可理解为【锁定】高于【调虎离山】。",
                            "【〔调虎离山〕】可以在别人的回合使用。",
                            "直达情报也可使用【调虎离山】。如：a直达情报给b，若对b【〔调虎离山〕】，"
                            "即情报会退回给a。")),
    "jie_huo": ("只能在他人回合情报传递时使用。", "获得一张传递中的情报。", (
        "【截获】是直接获得情报，不属于情报传递，因此不受【锁定】和【〔调虎离山〕】的影响，"
        "也不受传递方式的限制；可理解为【截获】高于【锁定】和【调虎离山】。",
        "被截获的情报在宣告获得前可以再次被截获，按后发先至原则结算，即最后使用【截获】的人优先得到。",
        "在多人使用【截获】的情况下，未截获成功的玩家，打出的【截获】视为弃牌不能收回手中。")),
    "tui_hui": ("只能在他人回合情报到达你时使用。", "该情报以反方向传递。（被锁定的玩家不受此影响）", (
        "若你被【锁定】了，则【退回】不能发挥作用。",)),
    "po_yi": ("只能在情报到达你时使用。", "检视该情报。", (
        "请确保该情报只有自己看见。",
        "可以对文本情报使用【破译】。")),
    "shao_hui": ("可以在任何阶段的任何可使用卡牌之时机使用，不论自己回合或他人回合。",
                 "烧毁一张假情报。", (
                     "一旦角色拥有第三张假情报就会立刻宣告死亡，这时不能进行烧毁，"
                     "故【烧毁】必须在角色还存活时使用。",)),
    "shi_po": ("玩家使用卡牌时可以使用。", "目标卡牌无效。", (
        "被无效的卡牌完全失去作用，并放置到弃牌堆（【试探】被【识破】时也放置到弃牌堆）。",
        "情报的传递和传递方式不属于卡牌的功能效果使用，不能被【识破】。",
        "〔角色技能〕不属于卡牌，不能被【识破】。但某些改变卡牌用途的技能只是改变卡牌的名称与功能，"
        "那些改变后的卡牌依然能被【识破】。",
        "【识破】可以无效【识破】。",
        "目前卡牌的9种功能效果都可以被【识破】。")),
    "shi_tan": ("只能在自己回合出牌阶段使用。",
                "面朝下递给另一位玩家：我打赌你是潜伏战线/军情处/〔打酱油〕的，如果你是，那么你弃一张手牌"
                "/抽二张牌，否则你就宣称“我是一个好人/其实我是卧底”。之后将此牌面朝下移出游戏。", (
                    "被【试探】的玩家必须根据自己的身份作出行动，不可隐瞒。",
                    "请确保只有使用【试探】的玩家和被【试探】的玩家能看见【试探】的内容。",
                    "当一位手牌为0的玩家被【试探】且需要舍弃手牌时，他只需要宣告舍弃手牌，但无需执行。")),
    "zhen_wei_mo_bian": ("只能在自己回合出牌阶段使用。",
                         "从牌库顶拿取等同于现存玩家数的牌洗匀，从自己开始，逆时针每人抽取一张作为情报。"
                         "在此过程中若某位玩家达到了胜利条件，他可以马上宣告胜利，游戏立即结束。", (
                             "当【〔真伪莫辨〕】被【识破】时整个卡牌均视为无效，并非只针对某位玩家无效。",
                             "当有玩家在此过程中死亡，则视为被【〔真伪莫辨〕】的使用者杀死。")),
}
# What every card shares (seed 000 "功能牌", seed 001 游戏牌/出牌阶段/传递情报阶段), printed above
# the nine functions by the ``c`` command.
CARD_RULES_TEXT = (
    "游戏牌当作功能牌来使用时，只需要留意卡牌的名称，并按照卡牌的功能来执行即可，不需要理会右上角的"
    "传递方式和卡牌的颜色。使用后的卡牌放置到弃牌堆（【试探】面朝下移出游戏）。",
    "出牌阶段：在这个阶段可以使用任意张牌（【试探】、【锁定】、【真伪莫辨】、【烧毁】等）。",
    "情报传递：卡牌方面可使用【调虎离山】【截获】【锁定】；不可使用【破译】【退回】。",
    "情报到达：卡牌方面可使用【破译】【退回】；不可使用【调虎离山】【截获】【锁定】。",
    "情报接收：玩家决定是否接收这张情报，这个时候不能使用任何卡牌和角色技能。",
    "后发先至：最后响应的卡牌和技能会先结算。也就是后使用的会先结算生效。",
)
# Identity tables (engine setup.IDENTITY_TABLES; rulebook 决定身份) as the options name them.
IDENTITY_TABLE_NAMES = {
    "standard": "标准身份表",
    "first_game": "初次游戏身份表：不用打酱油的",
    "alternative": "7人局的另一种身份表：潜伏战线2、军情处2、打酱油的3",
}

Names = Sequence[str] | Mapping[int, str]


# -- small pieces -----------------------------------------------------------------------
def seat_label(seat: int) -> str:
    """A seat as players read it: ``"2号"``."""
    return f"{seat}号"


def seat_names(players: int, you: int | None = None) -> list[str]:
    """Names for a log: ``"N号"`` for each seat, ``"你"`` for ``you``."""
    return ["你" if s == you else seat_label(s) for s in range(players)]


def _name(names: Names, seat) -> str:
    if seat is None or seat < 0:
        return "无人"
    try:
        return names[seat]
    except (IndexError, KeyError, TypeError):
        return seat_label(seat)


def func_name(func: str) -> str:
    """A card function or skill id as 【名称】 (never the raw id)."""
    if func in FUNCTIONS:
        return f"【{FUNCTIONS[func]}】"
    return f"【{skill_name(func)}】"


def skill_name(skill_id: str) -> str:
    """A skill's display name, from the role table."""
    if skill_id in LOST_SKILL_NAMES:
        return LOST_SKILL_NAMES[skill_id]
    name = _TABLE_SKILL_NAMES.get(skill_id, "")
    # An English or missing name must not reach the player: say "a role skill" instead.
    return name if name and not name.isascii() else "角色技能"


from ..roles.table import ROLE_CARD, ROLE_CARDS, ROLE_MODULES  # noqa: E402
from .zh_roles_text import LOST_SKILL_NAMES, mission_text  # noqa: E402
_TABLE_SKILL_NAMES = {s: name for r in ROLE_CARDS for s, name in r.skills}
# Role display names: each role module's own (``Role.name``; shared/rules/roles.md).
ROLE_NAMES = {r.id: r.name for r in ROLE_CARDS}


def role_name(role_id: str | None) -> str:
    """A role's display name (its module's)."""
    if role_id is None:
        return "无"
    name = ROLE_NAMES.get(role_id, "")
    return name if name and not name.isascii() else "未知角色"


def is_role(role_id) -> bool:
    return isinstance(role_id, str) and role_id in ROLE_CARD


def role_kind(role_id: str) -> str:
    """潜伏角色 (starts face down) or 公开角色."""
    return "潜伏角色" if ROLE_CARD[role_id].hidden else "公开角色"


def gender_name(role_id: str) -> str:
    return GENDERS[ROLE_CARD[role_id].gender]


def role_brief(role_id: str) -> str:
    """``【老鬼】（潜伏角色·女）``: name, kind and gender of a role card."""
    return f"【{role_name(role_id)}】（{role_kind(role_id)}·{gender_name(role_id)}）"


def role_card_lines(role) -> list[str]:
    """A role card as printed, from the role's own declaration (``Role``, any role, released
    or a test's): name, kind and gender; each skill with its text; the 机密任务."""
    kind = "潜伏角色" if role.hidden else "公开角色"
    return [f"【{role.name}】（{kind}·{GENDERS[role.gender]}）",
            *(f"【{sk.name}】{sk.text}" for sk in role.skill_objects),
            f"机密任务：{role.mission_text}"]


def role_mission_line(role_id: str) -> str:
    """The role's 机密任务 (what a 打酱油的 owner must do to win)."""
    return f"机密任务（身份为打酱油的时的胜利条件）：{mission_text(role_id)}"


def role_cell(p: Mapping, roles_on: bool) -> str:
    """A seat's role as the viewer sees it (``p``: an observation's player entry): a face-up
    role's name and gender, ``潜伏（盖伏）`` for a face-down role the viewer may not know, and
    the viewer's own face-down role with ``（盖伏）``."""
    if not roles_on:
        return "—"
    rid = p.get("role")
    if rid is None:
        return "盖伏（角色未知）" if not p.get("face_up") else "—"
    if not p.get("face_up"):
        return f"{role_name(rid)}（盖伏）"
    return f"{role_name(rid)}·{gender_name(rid)}"


def identity_name(identity: str | None) -> str:
    return "？" if identity is None else IDENTITIES.get(identity, "未知身份")


def phase_name(phase: str) -> str:
    return PHASES.get(phase, STEPS.get(phase, "未知阶段"))


def probe_text(probe) -> str:
    """The words printed on a 试探 card, e.g. 我打赌你是潜伏战线的：……"""
    bet, effect = probe
    ident = IDENTITIES[bet]
    # "我打赌你是X的": 打酱油的 already ends in 的.
    ident = ident if ident.endswith("的") else ident + "的"
    return (f"“我打赌你是{ident}：如果你是，那么你{PROBE_EFFECTS[effect]}；"
            f"否则你就宣称‘{PROBE_WORDS[DECLARATION[effect]]}’。”")


def probe_short(probe) -> str:
    bet, effect = probe
    return f"猜{IDENTITIES[bet]}·{PROBE_EFFECTS[effect]}"


def card_text(card, detail: bool = False) -> str:
    """``【截获】黑色·直达 #23`` for a ``Card``; ``detail`` adds a 试探's bet."""
    s = (f"【{FUNCTIONS[card.function]}】{COLOURS[card.colour]}·"
         f"{TRANSMISSIONS[card.transmission]} #{card.id}")
    if detail and card.probe is not None:
        s += f"（{probe_short(card.probe)}）"
    return s


def card_label(card) -> str:
    """``截获·黑色·直达 #23``: a card inside 【】 (the role texts' form)."""
    return (f"{FUNCTIONS[card.function]}·{COLOURS[card.colour]}·"
            f"{TRANSMISSIONS[card.transmission]} #{card.id}")


def _card(cards, cid, detail: bool = False) -> str:
    if cid is None or cid < 0:
        return "一张牌"
    if cards is None:
        return f"#{cid}"
    return card_text(cards[cid], detail)


def _card_face(cards, cid) -> str:
    """``黑色·直达 #23``: a card's colour, transmission and id, without its function."""
    if cards is None:
        return f"#{cid}"
    c = cards[cid]
    return f"{COLOURS[c.colour]}·{TRANSMISSIONS[c.transmission]} #{c.id}"


def _cards(cards, ids) -> str:
    return "、".join(_card(cards, c) for c in ids) if ids else "（无）"


def colour_counts(cards, messages) -> dict:
    """{'red': n, 'blue': n, 'black': n} for a list of message card ids."""
    counts = {"red": 0, "blue": 0, "black": 0}
    for c in messages:
        counts[cards[c].colour] += 1
    return counts


# -- stack items ------------------------------------------------------------------------
def item_text(item: Mapping, names: Names, items: Mapping | None = None, depth: int = 0,
              positions: Mapping | None = None) -> str:
    """A stack item (observation shape: user, func, target, ref) as
    ``2号的【锁定】（目标：3号）``. A 识破 names its target item, or only the target's
    position on the stack (``第1项``) when ``positions`` (uid → 1-based position) is given."""
    s = f"{_name(names, item['user'])}的{func_name(item['func'])}"
    target = item.get("target", -1)
    if item["func"] == "shi_po" and positions and item.get("ref") in positions:
        s += f"（目标：第{positions[item['ref']]}项）"
    elif item["func"] == "shi_po":
        # One level of "识破 on 识破" is enough to tell them apart; deeper chains get unreadable.
        ref = items.get(item.get("ref")) if items else None
        if ref is not None and depth < 1:
            s += f"（目标：{item_text(ref, names, items, depth + 1)}）"
    elif target is not None and target >= 0:
        s += f"（目标：{_name(names, target)}）"
    return s


# -- events -----------------------------------------------------------------------------
def describe_event(event: Mapping, names: Names, cards=None, items: Mapping | None = None,
                   role_text: Mapping | None = None) -> str:
    """One Chinese log line for one engine event (already redacted by ``visible_events``).

    names: seat → display name (list or dict; missing seats show as "N号").
    cards: the edition's card tuple (``cards.deck.deck(edition)``) to describe card ids;
    without it cards show as ``#id``. items: stack-item uid → observation-shaped item
    (``user``, ``func``, ``target``, ``ref``) so that 识破 can name what it targets; see
    :class:`Narrator`, which keeps that map. Fields a seat may not see are simply absent
    and the line says less. Unknown event types get a neutral line (never a raw id).
    role_text: the ``ZH_EVENTS`` of roles outside the released ones (a test's own role).
    """
    fn = _EVENTS.get(event.get("type")) or (role_text or {}).get(event.get("type"))
    if fn is None:
        return "（发生了一个未知事件）"
    return fn(event, _Names(names), cards, items or {})


class _Names:
    """``names`` as both a callable and a mapping, so handlers can write ``n(seat)``."""
    __slots__ = ("names",)

    def __init__(self, names: Names):
        self.names = names

    def __call__(self, seat) -> str:
        return _name(self.names, seat)

    __getitem__ = __call__


def _ev_game_start(e, n, cards, items):
    return f"游戏开始：{e['players']}名玩家，由{n(e['first'])}先开始。"


def _ev_turn_start(e, n, cards, items):
    return f"════ 第{e['turn'] + 1}回合：{n(e['seat'])}的回合 ════"


def _ev_draw(e, n, cards, items):
    if e["n"] == 0:
        return f"{n(e['seat'])}没有牌可抽（牌库和弃牌堆都空了）。"
    s = f"{n(e['seat'])}抽了{e['n']}张牌"
    if "cards" in e:
        s += "：" + _cards(cards, e["cards"])
    return s + "。"


def _ev_used(e, n, cards, items):
    user, func, target = n(e["seat"]), e["func"], e.get("target", -1)
    card = e.get("card")
    if card is None:
        use = f"使用{func_name(func)}"
    elif e.get("converted"):
        # "X 可以当作 Y 使用": the card keeps its colour and transmission.
        use = f"将{_card(cards, card)}当作{func_name(func)}使用"
    else:
        use = f"使用{func_name(func)}（{_card_face(cards, card)}）"
    if func == "shi_po":
        ref = items.get(e.get("ref"))
        tgt = item_text(ref, n, items) if ref is not None else "一张正在使用的牌"
        return f"{user}{use}，目标：{tgt}。"
    if func == "shao_hui":
        return f"{user}{use}，要烧毁{n(target)}面前的假情报{_card(cards, e.get('ref'))}。"
    if func == "shi_tan":
        s = f"{user}对{n(target)}{use}"
        if card is not None and cards is not None and cards[card].probe is not None:
            return s + "：" + probe_text(cards[card].probe)
        return s + "（牌面只有双方能看到）。"
    if target is not None and target >= 0:
        return f"{user}对{n(target)}{use}。"
    return f"{user}{use}。"


def _ev_message_sent(e, n, cards, items):
    t = e["transmission"]
    how = TRANSMISSIONS[t]
    to = f"给{n(e['target'])}" if t == "direct" else "，向下一位传递"
    if "card" in e:
        return f"{n(e['seat'])}以{how}方式传出情报{to}：{_card(cards, e['card'])}。"
    return f"{n(e['seat'])}以{how}方式传出一张面朝下的情报{to}。"


def _ev_step(e, n, cards, items):
    if e["step"] == "transmit":
        return f"情报传递：情报由{n(e['holder'])}处传出。"
    return f"情报到达{n(e['holder'])}面前。"


def _ev_declined(e, n, cards, items):
    return f"{n(e['seat'])}不接收情报。"


def _ev_message_taken(e, n, cards, items):
    forced = "（必须接收）" if e.get("forced") else ""
    return f"{n(e['seat'])}接收了情报{forced}。"


def _ev_message_placed(e, n, cards, items):
    via = e.get("via")
    src = {"message": "", "intercept": "（截获）", "mixed": "（真伪莫辨）"}.get(via)
    if src is None:
        src = f"（{func_name(via)}）" if isinstance(via, str) and via else "（技能）"
    return f"{n(e['seat'])}获得情报{src}：{_cards(cards, e['cards'])}。"


def _ev_message_discarded(e, n, cards, items):
    if "card" in e:
        return f"无人接收的情报进入弃牌堆：{_card(cards, e['card'])}。"
    return "无人接收的情报面朝下进入弃牌堆。"


def _ev_item_nullified(e, n, cards, items):
    return f"{n(e['user'])}的{func_name(e['func'])}已被识破，不产生效果。"


def _ev_nullified(e, n, cards, items):
    it = items.get(e["uid"])
    what = item_text(it, n, items) if it is not None else func_name(e["func"])
    return f"{n(e['by'])}的【识破】生效：{what}无效。"


def _ev_fizzle(e, n, cards, items):
    why = FIZZLE_WHY.get(e.get("why"), "条件不再满足")
    return f"{n(e['user'])}的{func_name(e['func'])}失效：{why}。"


def _ev_reshuffle(e, n, cards, items):
    return f"牌库用完了：弃牌堆的{e['size']}张牌洗混成为新的牌库。"


def _ev_discard(e, n, cards, items):
    if "card" in e:
        return f"{n(e['seat'])}弃置了{_card(cards, e['card'])}（暗弃）。"
    return f"{n(e['seat'])}面朝下弃置了一张手牌。"


def _ev_identity_revealed(e, n, cards, items):
    return f"{n(e['seat'])}的身份是：{identity_name(e['identity'])}。"


def _ev_cards_discarded(e, n, cards, items):
    parts = []
    hand = e.get("hand_count", len(e.get("hand", ())))
    if hand:
        # The hand goes face down (暗弃): only its size is public.
        parts.append(f"{hand}张手牌")
    if e["messages"]:
        parts.append(f"{len(e['messages'])}张情报")
    if not parts:
        return f"{n(e['seat'])}没有手牌和情报需要弃置。"
    return f"{n(e['seat'])}的{'和'.join(parts)}全部进入弃牌堆。"


def _ev_role_revealed(e, n, cards, items):
    return f"{n(e['seat'])}翻开了角色牌：【{role_name(e['role'])}】。"


def _ev_role_chosen(e, n, cards, items):
    if "role" in e:
        return f"{n(e['seat'])}选择了角色【{role_name(e['role'])}】。"
    return f"{n(e['seat'])}选好了角色。"


def _ev_victory_declared(e, n, cards, items):
    return f"{n(e['seat'])}宣告胜利！"


def _ev_victory_taken(e, n, cards, items):
    return f"{n(e['from_seat'])}的宣告失败：{n(e['seat'])}的机密任务夺走了这场胜利。"


def _ev_role_flipped_down(e, n, cards, items):
    return f"{n(e['seat'])}将角色牌盖伏。"


def _ev_lost(e, n, cards, items):
    why = LOSS_REASONS.get(e.get("reason"), "规则判定")
    return f"{n(e['seat'])}输掉了游戏（{why}）。"


def _ev_skill_triggered(e, n, cards, items):
    return f"{n(e['seat'])}发动技能【{skill_name(e['skill'])}】。"


def _ev_game_over(e, n, cards, items):
    return "游戏结束：" + result_text(e["winners"], e.get("declarer"), e["reason"],
                                   e.get("identities"), n, e.get("taken_from"))


def _ev_dying(e, n, cards, items):
    return f"{n(e['seat'])}面前已有三张假情报，宣告死亡！"


def _ev_saved(e, n, cards, items):
    return f"{n(e['seat'])}被救下，没有死亡。"


def _ev_died(e, n, cards, items):
    k = e.get("killer", -1)
    if k is None or k < 0:
        by = ""
    elif k == e["seat"]:
        by = "（死于自己的牌）"
    else:
        by = f"（算作{n(k)}亲手所杀）"
    return f"{n(e['seat'])}死亡{by}。"


def _ev_locked(e, n, cards, items):
    return f"{n(e['seat'])}被{n(e['by'])}锁定：本回合传到{n(e['seat'])}面前的情报必须接收。"


def _ev_lured(e, n, cards, items):
    return f"{n(e['seat'])}被{n(e['by'])}调虎离山：不参与本次情报传递。"


def _ev_returned(e, n, cards, items):
    return f"{n(e['seat'])}的【退回】生效：情报改为反方向传递。"


def _ev_return_no_effect(e, n, cards, items):
    return f"{n(e['seat'])}已被锁定，【退回】不起作用。"


def _ev_intercepted(e, n, cards, items):
    return f"{n(e['seat'])}截获了传递中的情报：{_card(cards, e['card'])}。"


def _ev_decrypted(e, n, cards, items):
    if "card" in e:
        return f"{n(e['seat'])}破译了情报：{_card(cards, e['card'])}。"
    return f"{n(e['seat'])}破译了情报（只有其本人看到内容）。"


def _ev_burned(e, n, cards, items):
    return f"{n(e['by'])}烧毁了{n(e['seat'])}面前的假情报：{_card(cards, e['card'])}。"


def _ev_probe_shown(e, n, cards, items):
    if "bet" in e:
        return (f"{n(e['seat'])}看到{n(e['user'])}的【试探】："
                f"{probe_text((e['bet'], e['effect']))}")
    return f"{n(e['seat'])}查看了{n(e['user'])}递来的【试探】。"


def _ev_probe_declared(e, n, cards, items):
    return f"{n(e['seat'])}宣称：“{PROBE_WORDS.get(e['words'], '……')}。”"


def _ev_probe_draws(e, n, cards, items):
    return f"{n(e['seat'])}按【试探】的要求抽二张牌。"


def _ev_probe_discard_nothing(e, n, cards, items):
    return f"{n(e['seat'])}没有手牌：只宣告弃牌，无需执行。"


def _ev_window(e, n, cards, items):
    # Every window the rules open has this line, whether or not anybody could act in it.
    ctx = e["ctx"]
    return f"响应时机：{STEPS.get(ctx) or phase_name(ctx)}。"


def _ev_cannot_send(e, n, cards, items):
    return f"{n(e['seat'])}没有可以传出的情报，将在回合结束时输掉游戏。"


_EVENTS = {
    "game_start": _ev_game_start, "turn_start": _ev_turn_start, "draw": _ev_draw,
    "window": _ev_window, "used": _ev_used, "message_sent": _ev_message_sent, "step": _ev_step,
    "declined": _ev_declined, "message_taken": _ev_message_taken,
    "message_placed": _ev_message_placed, "message_discarded": _ev_message_discarded,
    "item_nullified": _ev_item_nullified, "nullified": _ev_nullified, "fizzle": _ev_fizzle,
    "reshuffle": _ev_reshuffle, "discard": _ev_discard,
    "identity_revealed": _ev_identity_revealed, "cards_discarded": _ev_cards_discarded,
    "role_revealed": _ev_role_revealed, "role_flipped_down": _ev_role_flipped_down,
    "role_chosen": _ev_role_chosen, "victory_declared": _ev_victory_declared,
    "victory_taken": _ev_victory_taken,
    "lost": _ev_lost, "skill_triggered": _ev_skill_triggered, "game_over": _ev_game_over,
    "dying": _ev_dying, "saved": _ev_saved, "died": _ev_died, "locked": _ev_locked,
    "lured": _ev_lured, "returned": _ev_returned, "return_no_effect": _ev_return_no_effect,
    "intercepted": _ev_intercepted, "decrypted": _ev_decrypted, "burned": _ev_burned,
    "probe_shown": _ev_probe_shown, "probe_declared": _ev_probe_declared,
    "probe_draws": _ev_probe_draws, "probe_discard_nothing": _ev_probe_discard_nothing,
    "cannot_send": _ev_cannot_send,
}


def _merge_role_texts() -> None:
    """Role events and questions live in each role's module (roles/<role id>.py, and
    roles/common.py for what several share): ``ZH_EVENTS``, ``ZH_PROMPTS`` and, optionally,
    ``ZH_LABELS`` for the ``func`` of their Option('choose', func=...) answers."""
    for module in ROLE_MODULES:
        _EVENTS.update(getattr(module, "ZH_EVENTS", {}))
        CHOOSE_PROMPTS.update(getattr(module, "ZH_PROMPTS", {}))
        CHOOSE_LABELS.update(getattr(module, "ZH_LABELS", {}))


_merge_role_texts()
EVENT_TYPES = frozenset(_EVENTS)


class Narrator:
    """Turns a stream of (redacted) events into log lines, remembering which card each
    stack-item uid is, so that a 识破 line can say what it targets, and which 试探 words it has
    already printed with the 'used' line, so that the target does not read them twice.

    ``Narrator(names, cards).line(event) -> str``; feed it every event in order. A language
    (``en.Narrator``) overrides :meth:`describe` and :meth:`probe_resolves`."""

    describe = staticmethod(describe_event)

    def __init__(self, names: Names, cards=None):
        self.names = names
        self.cards = cards
        self.items: dict[int, dict] = {}
        # (user, target, bet, effect) of 试探 whose words a 'used' line has printed
        self.probes_read: set[tuple] = set()
        # whose declaration a 机密任务 took, for the game_over line
        self.taken_from: int | None = None

    def probe_resolves(self, user: int, seat: int) -> str:
        return f"{_name(self.names, user)}对{_name(self.names, seat)}的【试探】生效。"

    def line(self, event: Mapping) -> str:
        kind = event.get("type")
        if kind == "probe_shown" and "bet" in event and \
                (event["user"], event["seat"], event["bet"], event["effect"]) in self.probes_read:
            # The words were printed with the 'used' line already: say only that it resolves.
            return self.probe_resolves(event["user"], event["seat"])
        if kind == "victory_taken":
            self.taken_from = event.get("from_seat")
        elif kind == "game_over" and self.taken_from is not None and "taken_from" not in event:
            event = {**event, "taken_from": self.taken_from}
        text = self.describe(event, self.names, self.cards, self.items)
        if kind == "used" and event["func"] == "shi_tan" and self.cards is not None \
                and event.get("card") is not None and self.cards[event["card"]].probe:
            bet, effect = self.cards[event["card"]].probe
            self.probes_read.add((event["seat"], event.get("target", -1), bet, effect))
        if kind == "used":
            self.items[event["uid"]] = {"user": event["seat"], "func": event["func"],
                                        "target": event.get("target", -1),
                                        "ref": event.get("ref", -1)}
        return text


# -- results ----------------------------------------------------------------------------
# Short names of every end reason (``state.end_reason``) for tables such as ``simulate``'s; a
# skill that declares a victory (滥杀, 情仇) shows as its 【name】 (see :func:`end_reason_name`).
END_REASON_NAMES = {
    "messages": "集齐情报", "last_alive": "最后存活", "all_out": "全部出局",
    "turn_limit": "回合上限", "mission": "机密任务",
}


def end_reason_name(reason: str) -> str:
    """A short Chinese name of an end reason: ``集齐情报``, ``【滥杀】单独胜利``; never the id."""
    if reason in END_REASON_NAMES:
        return END_REASON_NAMES[reason]
    if reason in LOSS_REASONS:
        return LOSS_REASONS[reason]
    if reason in _TABLE_SKILL_NAMES:
        return f"【{skill_name(reason)}】单独胜利"
    return "其他原因"


def _declared_by(seat: int, reason: str, identities, names: Names) -> str:
    """``7号（打酱油的）发动【滥杀】``: who declared and by what (the identity when known)."""
    why = END_REASONS.get(reason)
    if why is None:
        why = (f"发动{func_name(reason)}" if reason in _TABLE_SKILL_NAMES
               else "完成了胜利条件")
    side = ""
    if identities is not None:
        ident = identities[seat]
        side = f"（{IDENTITIES.get(ident, '没有身份牌')}）"
        if reason == "messages" and ident in FACTION_COLOURS:
            why = f"集齐三张{COLOURS[FACTION_COLOURS[ident]]}情报"
    return f"{_name(names, seat)}{side}{why}"


def result_text(winners, declarer, reason: str, identities=None, names: Names = (),
                taken_from: int | None = None) -> str:
    """The outcome in one sentence: who declared, why, who wins; or a draw and why.

    ``taken_from``: the seat whose declaration a 打酱油的's 机密任务 took (event
    'victory_taken' ``from_seat``; ``declarer`` is then the taker and ``reason`` the original
    declaration's): the sentence says who declared by what and whose 机密任务 took the victory
    ("你的胜利会导致他的宣告失败")."""
    if not winners:
        return f"平局——{END_REASONS.get(reason, '无人能够获胜')}。"
    who = "、".join(_name(names, s) for s in winners)
    if declarer is None or declarer < 0:
        return f"胜利者：{who}。"
    if taken_from is not None and taken_from >= 0 and taken_from != declarer:
        side = (f"（{IDENTITIES.get(identities[declarer], '没有身份牌')}）"
                if identities is not None else "")
        return (f"{_declared_by(taken_from, reason, identities, names)}，宣告胜利；"
                f"但{_name(names, declarer)}{side}的机密任务使这次宣告失败，夺走了胜利！"
                f"胜利者：{who}。")
    if (reason == "messages" and identities is not None
            and identities[declarer] not in FACTION_COLOURS):
        # Only a stolen declaration makes a 打酱油的 win by messages; the taken seat is unknown.
        side = f"（{IDENTITIES.get(identities[declarer], '没有身份牌')}）"
        return f"{_name(names, declarer)}{side}的机密任务夺走了他人的胜利！胜利者：{who}。"
    return f"{_declared_by(declarer, reason, identities, names)}，宣告胜利！胜利者：{who}。"


def victory_taken_from(events) -> int | None:
    """The seat whose declaration a 机密任务 took (last 'victory_taken' event), or None."""
    seat = None
    for e in events:
        if e.get("type") == "victory_taken":
            seat = e.get("from_seat")
    return seat


# -- decisions and options ---------------------------------------------------------------
def window_context(pending: Mapping, obs: Mapping, names: Names) -> str:
    """Where a response window is, without a full stop: ``3号的回合·情报传递：情报在2号处，
    即将传出`` or ``你的回合：出牌阶段（1）``. Names the turn player and the message holder
    only, never which seat is asked (design §4)."""
    prompt = pending.get("prompt", "")
    you = obs["seat"]
    tp = obs["turn_player"]
    whose = "你的回合" if tp == you else f"{_name(names, tp)}的回合"
    m = obs.get("message")
    if prompt in ("transmit", "arrive") and m is not None:
        holder = "你" if m["holder"] == you else _name(names, m["holder"])
        where = (f"情报在{holder}处，即将传出" if prompt == "transmit"
                 else f"情报到达{holder}面前")
        return f"{whose}·{STEPS[prompt]}：{where}"
    return f"{whose}：{phase_name(prompt)}"


def decision_prompt(pending: Mapping, obs: Mapping, names: Names) -> str:
    """The question put to the player (pending/observation shapes of ``views.observe``).

    A response window names only the context, never which other seat is asked (design §4)."""
    kind, prompt = pending["kind"], pending.get("prompt", "")
    you = obs["seat"]
    # Skills are named only when one is among the options (a role may have none usable now).
    skill = any(o[0] == "skill" for o in pending.get("options") or ())
    can = "你可以使用卡牌或发动技能，或让过。" if skill else "你可以使用卡牌，或让过。"
    if kind == "respond":
        waiting = _waiting_text(obs.get("stack") or (), you)
        if waiting:
            can = can.replace("你可以", "你可以继续", 1)
        return f"{window_context(pending, obs, names)}。{waiting}{can}"
    if kind == "send":
        return "你的回合：传递情报阶段。请选择一张手牌作为情报传出。"
    if kind == "receive":
        return "情报到达你面前：是否接收？"
    if kind == "choose":
        return CHOOSE_PROMPTS.get(prompt, "请选择：")
    if kind == "trigger":
        return f"是否发动【{skill_name(prompt)}】？"
    return "请选择："


def _waiting_text(stack: Sequence[Mapping], you) -> str:
    """What the cards on the stack wait for, so that a player asked again right after using a
    card knows it has not been lost: it resolves once everyone has passed (后发先至). Names no
    seat but the viewer's own (the stack is on the table anyway)."""
    if not stack:
        return ""
    top = stack[-1]
    n = len(stack)
    if top["user"] == you:
        # Priority came back round to the last user (usually: every other seat passed).
        what = (f"你使用的{func_name(top['func'])}" if n == 1
                else f"等待结算的{n}项（你最后使用的{func_name(top['func'])}最先结算）")
        return (f"{what}正在等待响应：优先权已轮回到你，如果你让过且无人再响应，"
                f"{'它就会结算生效' if n == 1 else '它们就依次结算'}"
                f"（后发先至：最后使用的最先结算）。")
    if n == 1:
        return (f"有一张{func_name(top['func'])}正在等待响应：如果所有人都让过，它就会结算生效"
                f"（后发先至：之后使用的牌会先于它结算）。")
    return (f"有{n}项正在等待结算：如果所有人都让过，就按后发先至依次结算"
            f"（最后使用的{func_name(top['func'])}最先结算）。")


def option_text(option, obs: Mapping, cards, names: Names, items: Mapping | None = None) -> str:
    """One legal option in Chinese, e.g. ``对 2号 使用【锁定】（红色·密电 #5）``.

    option: an ``Option`` (or its list form); obs: the deciding seat's observation (for 识破
    and 烧毁 targets); items: uid → stack item (defaults to the observation's stack)."""
    kind, card, func, seat, ref = tuple(option)
    if items is None:
        items = {it["uid"]: it for it in obs.get("stack", ())}
    if kind == "pass":
        return "让过"
    if kind == "take":
        return "接收情报"
    if kind == "decline":
        m = obs.get("message")
        if m is not None and m["transmission"] == "direct":
            return f"不接收（退还给传出者{_name(names, m['sender'])}）"
        return "不接收（继续往下传）"
    if kind == "yes":
        return "发动"
    if kind == "no":
        return "不发动"
    if kind == "send":
        c = cards[card]
        what = f"{card_text(c, detail=True)}"
        if func == "direct":
            return f"传出{what} → 直达给{_name(names, seat)}"
        how = TRANSMISSIONS[func]
        if func != c.transmission:
            how += "方式传递"    # 加密: a 文本 sent as a 密电
        pending = obs.get("pending") or {}
        if any(o[0] == "send" and o[4] == LEFTWARDS for o in pending.get("options", ())):
            # 逢缘 lets the sender choose the direction: say which one each option takes.
            how += "，向座位号减小的方向" if ref == LEFTWARDS else "，向座位号增大的方向"
        return f"传出{what}（{how}）"
    if kind == "choose":
        return _choose_text(card, func, seat, ref, obs, cards, names, items)
    if kind in ("use", "skill"):
        label = func_name(func)
        if card >= 0:
            c = cards[card]
            rest = _card_face(cards, card)
            if c.probe is not None:
                rest += f"，{probe_short(c.probe)}"
            if c.function != func:
                used = f"将{card_text(c)}当作{label}使用" if kind == "use" else \
                    f"发动{label}（用{card_text(c)}）"
            else:
                used = f"使用{label}（{rest}）"
        else:
            used = f"发动{label}"
        if func == "shi_po" and ref >= 0:
            it = items.get(ref)
            tgt = item_text(it, names, items) if it is not None else "一张正在使用的牌"
            # The stack position tells apart two identical-looking items (same user and card).
            pos = [i["uid"] for i in obs.get("stack", ())]
            where = f"第{pos.index(ref) + 1}项 " if ref in pos else ""
            # R25/R27: allowed, but rarely meant — say so.
            own = "（这是你自己使用的牌）" if it is not None and it["user"] == obs.get("seat") else ""
            return f"{used}，目标：{where}{tgt}{own}"
        if func == "shao_hui" and ref >= 0:
            return f"{used}，烧毁{_name(names, seat)}面前的{card_text(cards[ref])}"
        if kind == "skill" and ref >= 0:
            used += "，" + _ref_text(ref, obs, cards, names, items, seat)
        note = _no_effect_note(func, seat, obs, names) if kind == "use" else ""
        if seat >= 0:
            return f"对{_name(names, seat)}{used}{note}"
        return used + note
    return "（未知选项）"


def no_effect(func: str, seat: int, obs: Mapping) -> tuple[str, dict] | None:
    """Why an option the rules allow would change nothing (ruling R27: such options stay
    offered; the label only tells the player), as ``(why, seats)`` — a key of
    :data:`NO_EFFECT_NOTES` (each language words it) and the seats it names — or None when the
    option does something. The one place that knows these cases; every language uses it."""
    you = obs.get("seat")
    m = obs.get("message")
    locks = obs.get("locks") or ()
    if func == "tui_hui" and you in locks:
        # "若你被【锁定】了，则【退回】不能发挥作用"
        return "return_locked", {}
    if func == "po_yi" and m is not None and m.get("card") is not None:
        if m["sender"] == you:
            return "decode_own", {}
        return ("decode_face_up" if m.get("face_up") else "decode_seen"), {}
    if func == "suo_ding" and seat in locks:
        return "already_locked", {"who": seat}
    if func == "diao_hu_li_shan" and m is not None and seat >= 0:
        # "传出情报者与被锁定的玩家不受此影响"
        if seat == m["sender"]:
            return "divert_sender", {"who": seat}
        if seat in locks:
            return "divert_locked", {"who": seat}
        if m["transmission"] == "direct":
            # "a直达情报给b，若对b【调虎离山】，即情报会退回给a": only the target, before it arrives.
            if seat != m["target"]:
                return "divert_not_target", {"who": seat, "target": m["target"]}
            if m["holder"] == seat:
                return "divert_arrived", {"who": seat}
    return None


NO_EFFECT_NOTES = {
    "return_locked": "（你被锁定：退回无效）",
    "decode_own": "（这是你自己传出的情报：你已知道内容）",
    "decode_face_up": "（文本情报面朝上：你已知道内容）",
    "decode_seen": "（你已看过这张情报：你已知道内容）",
    "already_locked": "（{who}已被锁定）",
    "divert_sender": "（{who}是情报的传出者：调虎离山对其无效）",
    "divert_locked": "（{who}已被锁定：调虎离山对其无效）",
    "divert_not_target": "（直达情报只传给{target}：调虎离山对{who}无效）",
    "divert_arrived": "（情报已经到过{who}：调虎离山对其无效）",
}


def _no_effect_note(func: str, seat: int, obs: Mapping, names: Names,
                    notes: Mapping[str, str] = NO_EFFECT_NOTES) -> str:
    """:func:`no_effect` worded by ``notes`` (empty when the option does something)."""
    found = no_effect(func, seat, obs)
    if found is None:
        return ""
    why, seats = found
    return notes[why].format(**{k: _name(names, v) for k, v in seats.items()})


def _owner_of_message(obs: Mapping, card: int):
    for p in obs.get("players", ()):
        if card in p["messages"]:
            return p["seat"]
    return None


def _ref_text(ref: int, obs: Mapping, cards, names: Names, items: Mapping, seat: int) -> str:
    """A skill option's further target: a stack item (by uid) or a message on the table."""
    pos = [i["uid"] for i in obs.get("stack", ())]
    if ref in pos and ref in items:
        return f"目标：第{pos.index(ref) + 1}项 {item_text(items[ref], names, items)}"
    if 0 <= ref < len(cards):
        owner = _owner_of_message(obs, ref)
        if owner is not None:
            return f"{_name(names, owner)}面前的情报{card_text(cards[ref])}"
        m = obs.get("message")
        if m is not None and m.get("card") == ref:
            return f"传递中的情报{card_text(cards[ref])}"
        return f"{card_text(cards[ref])}"
    return f"第{ref}项"


def _choose_text(card, func, seat, ref, obs, cards, names, items) -> str:
    """An answer to a question asked while an effect resolves (Option kind 'choose')."""
    if is_role(func):
        return f"选择角色{role_brief(func)}"
    parts = []
    if card >= 0:
        pending = obs.get("pending") or {}
        you = obs.get("you") or {}
        owner = _owner_of_message(obs, card)
        if pending.get("prompt") == "probe_discard":
            parts.append(f"弃置{card_text(cards[card], detail=True)}")
        elif card in (you.get("hand") or ()):
            parts.append(f"选择手牌{card_text(cards[card], detail=True)}")
        elif owner is not None:
            parts.append(f"选择{_name(names, owner)}面前的情报{card_text(cards[card])}")
        else:
            parts.append(f"选择{card_text(cards[card], detail=True)}")
    if seat >= 0:
        who = _name(names, seat)
        if who == "你":
            who = "你自己"
        parts.append(f"给{who}" if card >= 0 else f"选择{who}")
    if ref >= 0:
        parts.append(_ref_text(ref, obs, cards, names, items, seat))
    if func:
        label = CHOOSE_LABELS.get(func)
        if label is None:
            if func in FUNCTIONS or func in _TABLE_SKILL_NAMES:
                label = f"选择{func_name(func)}"
            elif func in COLOURS:
                label = f"选择{COLOURS[func]}"
            elif func in IDENTITIES:
                label = f"选择{IDENTITIES[func]}"
            elif func in TRANSMISSIONS:
                label = f"选择{TRANSMISSIONS[func]}"
            else:
                label = "选择此项"
        parts.append(label)
    return "，".join(parts) if parts else "选择"


# -- the server's table: room names, what it waits for, timeouts ---------------------------------
def room_name(nickname: str) -> str:
    """A room's default name: ``小明的房间``."""
    return f"{nickname}的房间"


_WAITING = {"send": "传出情报", "receive": "决定是否接收情报", "choose": "选择", "trigger": "决定是否发动技能"}


def waiting_text(obs: Mapping, names: Names) -> str:
    """What the table waits for, as the viewer may know it: a response window never names
    the seat being asked (design §4)."""
    pending = obs["pending"]
    if pending is None:
        return "对局已结束。" if obs["over"] else ""
    if pending.get("yours"):
        return "轮到你了。"
    if pending["kind"] == "respond":
        return f"{window_context(pending, obs, names)}：等待响应……"
    if pending["seat"] is None:
        return "等待其他玩家……"
    what = "挑选角色" if pending["prompt"] == "choose_role" else _WAITING.get(pending["kind"], "决定")
    return f"等待{_name(names, pending['seat'])}{what}……"


_TIMED_OUT = {"pass": "让过", "decline": "不接收情报", "no": "不发动技能", "take": "接收情报",
              "send": "传出情报", "choose": "选择"}


def timeout_line(option, who: str, label: str | None) -> str:
    """The log line of a timeout: ``你超时，自动让过。`` or ``2号超时，自动选择：……。``.
    ``label``: the option's own text, given to the deciding seat only (another seat's
    choice may name a hidden card)."""
    if option.kind == "choose" and option.func == "no":
        what = "不发动技能"
    else:
        what = _TIMED_OUT.get(option.kind, "选择")
    if label and option.kind in ("send", "choose"):
        what = f"{what}：{label}"
    return f"{who}超时，自动{what}。"


# -- the server's refusals (a refused frame or request), worded by i18n.Words ---------------
ERRORS = {
    # frames (server/protocol.py, server/rooms.py)
    "frame_not_text": "只接受 JSON 文本帧",
    "frame_too_long": "消息太长（最多 {limit} 字节）",
    "frame_not_json": "消息不是合法的 JSON",
    "frame_bad": "消息格式不对（见 docs/web-protocol.md）",
    "frame_bad_field": "消息格式不对：字段“{field}”缺少或取值不对（见 docs/web-protocol.md）",
    "too_fast": "操作太频繁，请稍后再试",
    "chat_too_fast": "聊天太频繁，请稍后再试",
    "server_error": "服务器出错，什么都没有改变：请稍后再试",
    "no_seat": "你没有座位",
    "seats_fixed": "对局进行中，不能更换座位",
    "room_seats": "这个房间只有{seats}个座位",
    "host_only": "只有房主可以这样做",
    "seat_taken": "{seat}号座位已经有人了",
    "no_such_bot": "{game}没有机器人“{bot}”（可选：{choices}）",
    "too_many_bots": "房主的房间里已经有{bots}个机器人了（最多{limit}个）",
    "no_bot_there": "{seat}号座位上没有机器人",
    "no_player_there": "{seat}号座位上没有玩家",
    "only_absent": "只能移除已经离开房间的玩家",
    "game_started": "对局已经开始了",
    "empty_seats": "还有空座位：请让玩家入座或添加机器人",
    "too_many_games": "房主已经有{games}局对局在进行：请先结束一局",
    "no_game": "现在没有进行中的对局",
    "spectator_answer": "观战者不能作答",
    "stale_answer": "这个回答已过期（局面已经变化），已忽略",
    "not_your_turn": "现在不是你做决定",
    "bad_index": "没有第{index}个选项",
    # requests (server/api.py, server/account_api.py, server/app.py)
    "bad_request": "请求格式不对：{where}",
    "no_address": "没有这个地址",
    "bad_method": "不支持这个请求方法",
    "too_large": "请求太大",
    "no_session": "请先输入昵称",
    "account_name": "已注册的账号不能改名",
    "name_registered": "这个昵称已被注册，请换一个（或登录这个账号）",
    "bad_time_limit": "每次决定的时限为0（不限时）或10到600秒",
    "bad_option": "{game}没有牌组、角色牌和响应窗口的设置（deck、roles、window_ms只用于风声）",
    "bad_seats": "{game}的人数是{low}到{high}人",
    "too_many_rooms": "你已经开了{rooms}个等待开始的房间：请先使用或等它们关闭",
    "moving": "房间正在转到另一个服务器进程：请稍后再试",
    "no_room": "没有这个房间",
    "no_finished_game": "没有这局已结束的对局",
    "bad_step": "这局只有{steps}步（0到{steps}）",
    "bad_seat": "座位必须是0到{last}或all",
    "bad_record": "这局的记录无法重放：{why}",
    "already_account": "你已经注册过账号了",
    "name_taken": "这个昵称已被别人注册，请先换一个昵称",
    "login_attempts": "这个账号尝试登录太多次，请稍后再试",
    "bad_login": "昵称或密码不对",
    "no_player": "没有这个玩家",
    # passwords (server/accounts.py)
    "password_not_text": "密码必须是文字",
    "password_short": "密码至少{limit}个字符",
    "password_long": "密码最多{limit}个字符",
    "password_is_name": "密码不能和昵称相同",
    # texts people type (server/auth.py): {what} is one of the three below
    "text_not_text": "{what}必须是文字",
    "text_empty": "{what}不能为空",
    "text_long": "{what}最多{limit}个字符",
    "text_invisible": "{what}含有不可显示的字符",
    "text_wide": "{what}含有过宽的字符",
    "text_marks": "{what}含有过多叠加符号",
    "text_blank": "{what}看起来是空白的",
    "text_no_letter": "{what}至少要有一个文字、字母或数字",
    "what_nickname": "昵称",
    "what_room_name": "房间名",
    "what_chat": "聊天内容",
    "game_fengsheng": "风声",
    "game_felix": "菲力猫",
}
LIST_SEP = "、"
