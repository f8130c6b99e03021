"""逢缘 (public; the text lost the name and the gender, shown as 逢缘 and played as female, roles.md):
城府 (common.py), 逢缘, 笙歌; mission: your nearest neighbour on the left or on the right declares
victory — you win instead ("你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。").
"""
from __future__ import annotations

from ..engine.abilities import Mission, Role, Skill
from ..engine.ops import draw, give_card
from .common import ChengFu, ask_card, ask_seat


class FengYuan(Skill):
    """逢缘: "你可以指定你所有非直达情报的传递方向。" A rule modifier (automatic, red): when sending a
    密电 or 文本 the engine also offers it leftwards (engine/message.py, flag 'choose_direction';
    ``Option.ref == LEFTWARDS``). A 直达 has no direction to choose."""
    id = "feng_yuan_direction"
    name = "逢缘"
    text = "你可以指定你所有非直达情报的传递方向。"
    rulings = ()
    automatic = True
    flags = frozenset({"choose_direction"})


class ShengGe(Skill):
    """笙歌: "当一位玩家使用真伪莫辨时，你可以抽三张牌，然后把一张手牌分给另一位玩家。"

    Automatic (red), optional. "当……时" means the 真伪莫辨 took effect: it triggers when the card
    (or anything used as 真伪莫辨) resolves without being nullified, before it deals its cards.
    Any player's use counts, the owner's own too. After drawing, giving a card is not optional
    ("然后…分给"); with no card in hand or nobody else alive there is nothing to give."""
    id = "sheng_ge"
    name = "笙歌"
    text = "当一位玩家使用真伪莫辨时，你可以抽三张牌，然后把一张手牌分给另一位玩家。"
    rulings = ()
    automatic = True
    listens = ("card_resolving",)
    # Its steps (frame.step): drawing three, the card to give, whom it goes to.
    DRAW, CARD, TO = range(3)

    def triggered(self, state, seat, event):
        return event["func"] == "zhen_wei_mo_bian"

    def resolve(self, state, frame):
        seat = frame.user
        draw(state, seat, 3)
        if not state.players[seat].hand or not _others(state, seat):
            frame.done = True
            return
        frame.step = self.CARD
        ask_card(state, seat, state.players[seat].hand, "sheng_ge_card")

    def answer(self, state, frame, option):
        seat = frame.user
        if frame.step == self.CARD:
            frame.card = option.card
            frame.step = self.TO
            ask_seat(state, seat, _others(state, seat), "sheng_ge_target")
            return
        give_card(state, seat, option.seat, frame.card)
        frame.done = True


def _others(state, seat: int) -> list[int]:
    return [s for s in state.alive_seats() if s != seat]


def neighbours(state, seat: int, declarer: int = -1) -> tuple[int, ...]:
    """(left, right): the first player on each side of ``seat`` still in the game.

    Seats of players who died or lost are skipped, as turns and messages skip them; the
    ``declarer`` counts even when dying (e.g. 小白, who declares as the first to die). The left
    is the previous seat (the right-hand player is the next seat, glossary). Returns fewer
    than two seats only when nobody else is left."""
    players = state.players
    n = len(players)
    found = []
    for d in (-1, 1):
        s = seat
        for _ in range(n - 1):
            s = (s + d) % n
            if players[s].alive or s == declarer:
                found.append(s)
                break
    return tuple(found)


class NeighbourDeclares(Mission):
    """"你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。" The owner must still be
    in the game (alive) to take the victory."""

    def steals(self, state, seat, frame):
        return state.players[seat].alive and frame.seat in neighbours(state, seat, frame.seat)


ROLE = Role("feng_yuan", "逢缘", "F", False, (ChengFu(), FengYuan(), ShengGe()),
            mission=NeighbourDeclares(),
            mission_text="你左手边的第一位玩家或你右手边的第一位玩家宣告胜利。你的胜利会导致他的宣告失败。",
            standard=False)


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "sheng_ge_card": "【笙歌】：选择一张手牌分给另一位玩家",
    "sheng_ge_target": "【笙歌】：把这张牌分给哪位玩家？",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Feng Yuan"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "feng_yuan_direction": (
        "Chance Meeting",
        "You may choose the direction of each of your messages that is not direct.",
        ()),
    "sheng_ge": (
        "Song and Pipes",
        "When a player uses [Truth or Lies], you may draw three cards, then give a hand card to "
        "another player.",
        ()),
}
EN_MISSION = ("The first player on your left or on your right declares victory. Your victory "
              "makes their declaration fail.", ())
EN_PROMPTS = {
    "sheng_ge_card": "[Song and Pipes]: choose a card to give to another player",
    "sheng_ge_target": "[Song and Pipes]: to whom does this card go?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"sheng_ge_card": "discard", "sheng_ge_target": "ally"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._victory_value(ident, seat, colour, base, lambda seat: seat in bot._neighbours())


BOT_MISSION = _bot_mission
