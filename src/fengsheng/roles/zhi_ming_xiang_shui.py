"""致命香水 (public, female): 攻守兼备, 临危受命; no mission (the card prints none).

Seed 000: "攻守兼备　当你使用锁定或调虎离山时，抽二张牌，然后选择一张手牌放回牌库顶。"
"临危受命　当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌，并且将
一位玩家面前的一张情报与牌库顶的第一张牌调换。被移出游戏的身份牌在本场游戏不再使用…不会触发因某阵营死亡而触发
的技能，也不会完成因某阵营死亡而完成的机密任务。…假如【临危受命】换到了打酱油的身份，我们对此深表遗憾，请再次使用
该技能或去杀光其他人。"

Identity cards after 临危受命: she holds the dead player's card (``Player.identity``); hers is out
of the game, face down (kept in ``state.marks[REMOVED]`` for the record, shown to nobody); the
dead player holds none (``NO_IDENTITY``), so at the end of his death there is no identity card
to show, he wins with no faction, and his death counts for no faction in any mission or skill
that looks at the dead players' identities. As 打酱油的 she has no 机密任务 and wins only as the
last player alive.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BYSTANDER, NO_IDENTITY
from ..engine.abilities import Role, Skill
from ..engine.ops import (draw, peek_top, place_messages, set_identity, take_top,
                          to_deck_top)
from ..engine.victory import declare_victory, meets_condition
from .common import ask_card

REMOVED = "zhi_ming_xiang_shui:removed"   # marks key: identities removed from the game
LOCK, LURE = "suo_ding", "diao_hu_li_shan"


class GongShouJianBei(Skill):
    """攻守兼备: "当你使用锁定或调虎离山时，抽二张牌，然后选择一张手牌放回牌库顶。"
    Automatic and compulsory (no 可以). Like every "当……时" it needs the card to take effect (not
    识破'd), so it triggers as her 锁定/调虎离山 (converted or not) starts to resolve, and resolves
    before it. Draw two, then put one hand card on top of the deck (face down: only she sees
    which)."""
    id = "gong_shou_jian_bei"
    name = "攻守兼备"
    text = "当你使用锁定或调虎离山时，抽二张牌，然后选择一张手牌放回牌库顶。"
    rulings = ()
    automatic = True
    optional = False
    listens = ("card_resolving",)
    # Its steps (frame.step): drawing two, then the card put back.
    DRAW, RETURN = range(2)

    def triggered(self, state, seat, event):
        return event["user"] == seat and event["func"] in (LOCK, LURE)

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == self.DRAW:
            frame.step = self.RETURN
            events.skill_triggered(state, seat, self.id)
            draw(state, seat, 2)
        hand = state.players[seat].hand
        if not hand:
            frame.done = True
            return
        ask_card(state, seat, hand, "gong_shou_jian_bei_top")

    def answer(self, state, frame, option):
        frame.done = True
        to_deck_top(state, option.card, frame.user)


class LinWeiShouMing(Skill):
    """临危受命: "当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌，
    并且将一位玩家面前的一张情报与牌库顶的第一张牌调换。"
    Automatic (a 死亡 trigger; "在其翻开身份牌前": before the dead player's cards are discarded and
    his identity shown) and optional ("可以"). She takes his identity card without seeing it
    first; only she sees it (unless it was face up already). Then, compulsorily, one message in
    front of a player — a living one, or the dead one whose cards are still on the table —
    changes places with the deck's top card: the message goes on top of the deck, the top card
    lands face up in its place (获得情报: it may win, kill — by her hand — or trigger skills).
    Skipped if no message is on the table or no card is left to draw.

    Not if the dying player is saved first (救美 earlier in the queue): "在其翻开身份牌前" of a
    player who no longer dies is a moment that has passed (R43). An identity card that meets its
    victory condition at once (her messages already hold its faction's three colours) is
    declared at once, before the swap: "当任意一位玩家达到胜利条件，就必须立刻宣告胜利，游戏立刻结束"
    (R44)."""
    id = "lin_wei_shou_ming"
    name = "临危受命"
    text = ("当另一位玩家死亡时，在其翻开身份牌前，你可以把你的身份牌面朝下移出游戏，然后得到他的"
            "身份牌，并且将一位玩家面前的一张情报与牌库顶的第一张牌调换。")
    rulings = (
        "被移出游戏的身份牌在本场游戏不再使用，请不要和游戏中的卡牌混淆，具体可以参考【试探】。",
        "不会触发因某阵营死亡而触发的技能，也不会完成因某阵营死亡而完成的机密任务。")
    automatic = True
    listens = ("death",)
    # Its steps (frame.step): the identity cards exchanged, then the message swapped.
    TAKE, SWAP = range(2)

    def triggered(self, state, seat, event):
        victim = state.players[event["seat"]]
        return (event["seat"] != seat and state.players[seat].alive
                and victim.identity != NO_IDENTITY)

    def lapsed(self, state, seat, event):
        return state.players[event["seat"]].alive

    def resolve(self, state, frame):
        seat = frame.user
        victim = frame.event["seat"]
        if frame.step == self.TAKE:
            frame.step = self.SWAP
            take_identity(state, seat, victim)
            if meets_condition(state, seat):
                frame.done = True
                declare_victory(state, seat, "messages")
                return
        cands = [c for p in state.players if p.alive or p.seat == victim for c in p.messages]
        if not cands or peek_top(state) is None:
            frame.done = True
            return
        ask_card(state, seat, cands, "lin_wei_shou_ming_message")

    def answer(self, state, frame, option):
        frame.done = True
        card = option.card
        holder = next(p.seat for p in state.players if card in p.messages)
        top = take_top(state)
        to_deck_top(state, card, holder, from_messages=True)
        place_messages(state, holder, [top], -1, frame.user, self.id)


def take_identity(state, seat: int, victim: int) -> None:
    """``seat`` removes its identity card face down and takes ``victim``'s (临危受命)."""
    me, dead = state.players[seat], state.players[victim]
    state.marks[REMOVED] = state.marks.get(REMOVED, ()) + ((seat, me.identity),)
    set_identity(state, seat, dead.identity)
    me.identity_revealed = dead.identity_revealed
    public = dead.identity_revealed
    set_identity(state, victim, NO_IDENTITY)
    dead.identity_revealed = True   # nothing is left to show at the end of his death
    events.identity_taken(state, seat, victim, me.identity, public)


ROLE = Role("zhi_ming_xiang_shui", "致命香水", "F", False, (GongShouJianBei(), LinWeiShouMing()),
            mission_text="")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

def _identity_taken(e, n, cards, items):
    from ..i18n.zh_cn import identity_name
    s = (f"{n(e['seat'])}把自己的身份牌面朝下移出游戏，拿走了{n(e['from_seat'])}的身份牌"
         f"（【临危受命】）")
    if "identity" in e:
        s += f"：{identity_name(e['identity'])}"
    return s + "。"


ZH_EVENTS = {"identity_taken": _identity_taken}
ZH_PROMPTS = {
    "gong_shou_jian_bei_top": "【攻守兼备】：选择一张手牌放回牌库顶",
    "lin_wei_shou_ming_message": "【临危受命】：选择一位玩家面前的一张情报，与牌库顶的第一张牌调换",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Deadly Perfume"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "gong_shou_jian_bei": (
        "Attack and Defence",
        "When you use [Lock On] or [Diversion], draw two cards, then put a hand card back on top "
        "of the deck.",
        ()),
    "lin_wei_shou_ming": (
        "Called in a Crisis",
        "When another player dies, before their identity card is turned up, you may remove your "
        "identity card from the game face down and take theirs, then swap a message in front of "
        "a player with the top card of the deck.",
        ("The removed identity card is out for the rest of the game (like a [Probe]); do not mix "
         "it with the game's cards.",
         "It triggers no skill and completes no secret mission that a faction's death would.")),
}
EN_MISSION = None   # the card prints no 机密任务 (i18n/en_roles.py NO_MISSION)


def _en_identity_taken(e, n, cards, items):
    from ..i18n import en
    s = (f"{n(e['seat'])} removes their own identity card face down and takes "
         f"{n(e['from_seat'])}'s ([Called in a Crisis])")
    if "identity" in e:
        s += f": {en.identity_name(e['identity'])}"
    return s + "."


EN_EVENTS = {
    "identity_taken": _en_identity_taken,
}
EN_PROMPTS = {
    "gong_shou_jian_bei_top": "[Attack and Defence]: choose a card to put back on top of the deck",
    "lin_wei_shou_ming_message": (
        "[Called in a Crisis]: choose a message in front of a player to swap with the top card "
        "of the deck"),
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"gong_shou_jian_bei_top": "discard", "lin_wei_shou_ming_message": "remove"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_trigger_lin_wei_shou_ming(bot, obs):
    return bot.identity == BYSTANDER


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "lin_wei_shou_ming": _bot_trigger_lin_wei_shou_ming,
}
