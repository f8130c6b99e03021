"""王田香 (public, male): 残忍, (name lost) the end-of-turn message move, 滥杀; mission: "亲手杀死一位
女性角色。"

"杀死" on this card is defined by its ruling: "杀死某位玩家是指你使用卡牌（【真伪莫辨】），或传递情报让该玩家死亡。"
(the lost card name restored from the 亲手 ruling "卡牌效果（【真伪莫辨】）"). So a death by a message
this player sent (taken or intercepted) or by their 真伪莫辨 is a kill; a death by a role effect
(e.g. the message this card's second skill moves) is not, though it is 亲手 for the mission.
The definition holds for every card that says 杀死 (R48): ``common.killed_by``.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, BYSTANDER, SUO_DING, TEXT
from ..engine.abilities import Mission, Role, Skill, is_female
from ..engine.decisions import Option
from ..engine.ops import place_messages, remove_message
from ..engine.state import TURN_END
from ..engine.victory import declare_victory
from .common import ask_card, ask_seat, ask_yes_no, killed_by

class CanRen(Skill):
    """残忍: "你的文本卡牌可以当作锁定使用。" A card conversion (automatic, red, rulebook "某些自动式技能会
    用一张卡牌代替另外一张卡牌"): any 文本 card in hand may be used as 锁定, with 锁定's timing; it keeps
    its colour and can be 识破'd like any converted card."""
    id = "can_ren"
    name = "残忍"
    text = "你的文本卡牌可以当作锁定使用。"
    rulings = ()
    automatic = True
    converts_to = frozenset({SUO_DING})

    def conversions(self, state, seat, card):
        return (SUO_DING,) if state.cards[card].transmission == TEXT else ()


def _mark(seat: int) -> str:
    return f"turn:wang_tian_xiang_move:{seat}"


def _table_messages(state) -> list[int]:
    return [c for p in state.players if p.alive for c in p.messages]


class Move(Skill):
    """(name lost): "若你杀死一位玩家，于回合结束时可以把桌面上的一张情报放置到一位玩家面前。"
    Ruling: "杀死某位玩家是指你使用卡牌（真伪莫辨），或传递情报让该玩家死亡。"

    Automatic (red), optional. A kill during a turn sets a per-turn mark; at the 回合结束阶段 of
    that same turn (whoever's turn it is — in practice the owner's own, since only the owner's
    message or 真伪莫辨 can kill for them) the owner may take one message face up in front of
    any living player and put it in front of another living player. One move per turn
    however many kills. The move is a landing (victory, death, receipt triggers follow); a
    death it causes is the owner's (亲手, role effect) but not a 杀死. Not optional as an engine
    trigger: the death only sets the mark, and the owner is asked at the turn's end."""
    id = "wang_tian_xiang_move"
    name = "（技能名缺失）"
    text = "若你杀死一位玩家，于回合结束时可以把桌面上的一张情报放置到一位玩家面前。"
    rulings = (
        "杀死某位玩家是指你使用卡牌（〔真伪莫辨〕），或传递情报让该玩家死亡。",)
    automatic = True
    optional = False
    listens = ("death", "phase_start")
    # Its steps (frame.step): use it or not, the message to move, whom it goes to.
    USE, MESSAGE, TO = range(3)

    def triggered(self, state, seat, event):
        if not state.players[seat].alive:
            return False
        if event["type"] == "death":
            return killed_by(state, seat, event)
        return (event["phase"] == TURN_END and bool(state.marks.get(_mark(seat)))
                and bool(_table_messages(state)) and len(state.alive_seats()) >= 2)

    def resolve(self, state, frame):
        seat = frame.user
        if frame.event["type"] == "death":
            state.marks[_mark(seat)] = True
            frame.done = True
            return
        ask_yes_no(state, seat, "wang_tian_xiang_move_use")

    def answer(self, state, frame, option):
        seat = frame.user
        step = frame.step
        if step == self.USE:
            if option.func != "yes":
                frame.done = True
                return
            events.skill_triggered(state, seat, self.id)
            frame.step = self.MESSAGE
            ask_card(state, seat, _table_messages(state), "wang_tian_xiang_move_message")
        elif step == self.MESSAGE:
            card = option.card
            owner = next(p.seat for p in state.players if card in p.messages)
            frame.card = card
            frame.from_seat = owner
            frame.step = self.TO
            ask_seat(state, seat, [s for s in state.alive_seats() if s != owner],
                     "wang_tian_xiang_move_target")
        else:   # TO
            card, owner, target = frame.card, frame.from_seat, option.seat
            remove_message(state, owner, card)
            events.wang_tian_xiang_moved(state, seat, card, owner, target)
            frame.done = True
            place_messages(state, target, [card], -1, seat, self.id)


class LanSha(Skill):
    """滥杀: "你杀死【打酱油】的玩家时，你可以宣告单独胜利。若你是【打酱油】的玩家，你不能通过自杀来获胜。"

    The lost word is 打酱油: seed 000 loses it everywhere ("潜伏战线 3张，军情处 3张，的 3张", "我打赌你是
    潜伏战线/军情处/的"), and the ruling's "若你是…的玩家，你不能通过自杀来获胜" only makes sense if the word
    names an identity the owner may have. Automatic (red), optional; triggers at the death
    (before the victim's cards and identity are shown) when the owner 杀死 a 打酱油的 player
    (a message they sent, or their 真伪莫辨). Only the owner wins (单独胜利), whatever their identity."""
    id = "lan_sha"
    name = "滥杀"
    text = "你杀死〔打酱油〕的玩家时，你可以宣告单独胜利。"
    rulings = (
        "若你是〔打酱油〕的玩家，你不能通过自杀来获胜。",)
    automatic = True
    listens = ("death",)

    def triggered(self, state, seat, event):
        return (state.players[seat].alive and killed_by(state, seat, event)
                and state.players[event["seat"]].identity == BYSTANDER)

    def resolve(self, state, frame):
        frame.done = True
        declare_victory(state, frame.user, self.id, alone=True)


class KillFemale(Mission):
    """"亲手杀死一位女性角色。" 亲手 = by a role effect, a message sent, or a card effect (真伪莫辨):
    the engine's killer. The victim must be a 女性角色 when she dies — the role's gender, not the
    player's (the glossary tells 女性角色 from 女性玩家; R51): a face-down role has no
    gender ("当角色被盖伏后即视为失去角色牌上的性别"). The owner must be alive to declare."""

    def on_death(self, state, seat, victim, killer):
        return (killer == seat and victim != seat and state.players[seat].alive
                and is_female(state, victim))


ROLE = Role("wang_tian_xiang", "王田香", "M", False, (CanRen(), Move(), LanSha()),
            mission=KillFemale(),
            mission_text="亲手杀死一位女性角色。",
            standard=False)


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _moved(e, n, cards, items):
    from ..i18n.zh_cn import card_text
    what = card_text(cards[e["card"]]) if cards else "一张情报"
    return f"{n(e['seat'])}把{n(e['from_seat'])}面前的{what}放置到{n(e['to'])}面前。"


ZH_EVENTS = {"wang_tian_xiang_moved": _moved}
ZH_PROMPTS = {
    "wang_tian_xiang_move_use": "你本回合杀死了玩家：是否把桌面上的一张情报放置到一位玩家面前？",
    "wang_tian_xiang_move_message": "选择桌面上的一张情报",
    "wang_tian_xiang_move_target": "把这张情报放置到哪位玩家面前？",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Wang Tianxiang"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "can_ren": ("Cruelty", "Your text cards may be used as [Lock On].", ()),
    "wang_tian_xiang_move": (
        "(move a message)",
        "If you killed a player, at the end of the turn you may place a message on the table in "
        "front of a player.",
        ("Killed: a card you used ([Truth or Lies]) or a message you sent made that player die.",)),
    "lan_sha": (
        "Massacre",
        "When you kill a Passerby player, you may declare a victory of your own.",
        ("If you are a Passerby, you cannot win by killing yourself.",)),
}
EN_MISSION = ("Kill a female character by your own hand.", ())


def _en_moved(e, n, cards, items):
    from ..i18n import en
    what = en.card_text(cards[e["card"]]) if cards else "a message"
    return f"{n(e['seat'])} moves {what} from in front of {n(e['from_seat'])} to {n(e['to'])}."


EN_EVENTS = {
    "wang_tian_xiang_moved": _en_moved,
}
EN_PROMPTS = {
    "wang_tian_xiang_move_use":
        "You killed a player this turn: place a message from the table in front of a player?",
    "wang_tian_xiang_move_message": "Choose a message on the table",
    "wang_tian_xiang_move_target": "In front of whom does this message go?",
}


def _bot_answer_move_use(bot, obs, options):
    msgs = [c for p in obs["players"] if p["alive"] for c in p["messages"]]
    if not msgs:
        return next(o for o in options if o.func == "no")
    fake = [Option("choose", c) for c in msgs]
    best = bot._q_move(obs, fake)
    owner = bot._owner(obs, best.card)
    colour = bot.cards[best.card].colour
    to = max((s for s in range(bot.n) if bot.alive[s] and s != owner),
             key=lambda s: bot.value(s, colour), default=None)
    g = bot._remove_gain(owner, best.card) + (bot.value(to, colour) if to is not None
                                                else 0.0)
    return next(o for o in options if o.func == ("yes" if g > 0.3 else "no"))


# How the heuristic bot answers this role's questions (a policy of bots/role_play.py, or
# its own function).
BOT_POLICY = {"wang_tian_xiang_move_message": "move", "wang_tian_xiang_move_target": "place_seat",
              "wang_tian_xiang_move_use": _bot_answer_move_use}

BOT_PREFERENCE = 6   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    # 杀死一位女性角色
    return bot._kill_value(seat, colour, base, lambda victim: "F" in bot.gender.get(victim, ""))


BOT_MISSION = _bot_mission


# Version 6: 残忍 makes every 文本 card a 锁定, so a send is planned with it as one (a locked
# player must take: the way to hand a face-up woman her third fake by his own hand).
def _bot_lock_card(bot, card):
    return bot.face_up and bot.cards[card].transmission == TEXT


BOT_LOCK_CARD = _bot_lock_card


# Version 6, any holder: 滥杀 — his message (or 真伪莫辨) killing a 打酱油的 wins alone.
def _bot_role_value(bot, ident, seat, colour, base):
    if ident == BYSTANDER and seat != bot.seat and colour == BLACK \
            and bot.counts[seat][BLACK] >= 2 and bot._sender in (None, bot.seat):
        return bot.WIN
    return base


BOT_ROLE_VALUE = _bot_role_value

