"""易先生 (public, male): 贪婪, 洞察, 情仇; mission: "当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告
失败。"
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import JIE_HUO, SHI_PO, TUI_HUI
from ..engine.abilities import Mission, Role, Skill, is_woman
from ..engine.victory import declare_victory
from .common import ask_yes_no, killed_by


class TanLan(Skill):
    """贪婪: "你的抽牌阶段改为抽三张牌。" A rule modifier (automatic, red; engine/turn.py flag
    'draw_three')."""
    id = "tan_lan"
    name = "贪婪"
    text = "你的抽牌阶段改为抽三张牌。"
    rulings = ()
    automatic = True
    flags = frozenset({"draw_three"})


class DongCha(Skill):
    """洞察: "你的退回和截获可以当作识破使用。" A card conversion (automatic, red): a 退回 or 截获 in hand may
    be used as 识破, with 识破's timing and targets; it can itself be 识破'd."""
    id = "dong_cha"
    name = "洞察"
    text = "你的退回和截获可以当作识破使用。"
    rulings = ()
    converts_to = frozenset({SHI_PO})
    automatic = True

    def conversions(self, state, seat, card):
        return (SHI_PO,) if state.cards[card].function in (TUI_HUI, JIE_HUO) else ()


class QingChou(Skill):
    """情仇: "若你被女性杀死，则她可以宣告单独胜利。若你是女性玩家，你不能通过自杀来获胜"

    Automatic (red), triggers at the owner's death (before their cards go). 杀死 as 王田香's card
    defines it (R48: a message she sent, or her 真伪莫辨; not a role effect, which is 亲手 but no
    杀死); she must be another player ("不能通过自杀来获胜"), alive, and 女性 — a female role face up, or
    a female player (R51). The choice is hers ("她可以"), so the engine does not ask the owner: the killer is
    asked here."""
    id = "qing_chou"
    name = "情仇"
    text = "若你被女性杀死，则她可以宣告单独胜利。"
    rulings = (
        "若你是女性玩家，你不能通过自杀来获胜。",)
    automatic = True
    optional = False
    listens = ("death",)

    def triggered(self, state, seat, event):
        k = event["killer"]
        return (event["seat"] == seat and k >= 0 and killed_by(state, k, event)
                and state.players[k].alive and is_woman(state, k))

    def resolve(self, state, frame):
        # An earlier trigger of the same death may have killed her (临危受命, R54).
        if not state.players[frame.event["killer"]].alive:
            frame.done = True
            return
        ask_yes_no(state, frame.event["killer"], "qing_chou")

    def answer(self, state, frame, option):
        frame.done = True
        if option.func == "yes":
            killer = frame.event["killer"]
            events.skill_triggered(state, killer, self.id)
            declare_victory(state, killer, self.id, alone=True)


class SomeoneDied(Mission):
    """"当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。" Someone has died (not merely lost) by the
    time of the declaration — a player dying right now counts. The owner must be alive."""

    def steals(self, state, seat, frame):
        return state.players[seat].alive and any(not p.alive and not p.lost
                                                 for p in state.players)


ROLE = Role("yi_xian_sheng", "易先生", "M", False, (TanLan(), DongCha(), QingChou()),
            mission=SomeoneDied(),
            mission_text="当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告失败。",
            standard=False)


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {"qing_chou": "【情仇】：你杀死了易先生，是否宣告单独胜利？"}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Mr. Yi"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "tan_lan": ("Greed", "In your draw phase you draw three cards instead.", ()),
    "dong_cha": ("Insight", "Your [Return] and [Intercept] may be used as [See Through].", ()),
    "qing_chou": (
        "Love and Hate",
        "If a woman kills you, she may declare a victory of her own.",
        ("If you are a female player, you cannot win by killing yourself.",)),
}
EN_MISSION = ("When a player declares victory, a player has already died. Your victory makes "
              "their declaration fail.", ())
EN_PROMPTS = {
    "qing_chou": "[Love and Hate]: you killed Mr. Yi: declare a victory of your own?",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"qing_chou": "yes"}

BOT_PREFERENCE = 7   # 挑选角色: higher is chosen first


# 机密任务, for a 打酱油的 owner: the worth of ``seat`` getting a message of ``colour``.
def _bot_mission(bot, ident, seat, colour, base):
    return bot._victory_value(ident, seat, colour, base, lambda seat: bool(bot.deaths))


BOT_MISSION = _bot_mission
