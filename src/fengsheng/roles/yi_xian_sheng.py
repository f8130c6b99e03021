"""易先生 (public, male): 贪婪, 洞察, 情仇; mission: "当一位玩家宣告胜利时，已有玩家死亡。你的胜利会导致他的宣告
失败。"
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import JIE_HUO, SHI_PO, TUI_HUI
from ..engine.abilities import Mission, Skill, is_woman
from ..engine.victory import declare_victory
from .common import ask_yes_no, killed_by, role, skill


@skill
class TanLan(Skill):
    """贪婪: "你的抽牌阶段改为抽三张牌。" A rule modifier (automatic, red; engine/turn.py flag
    'draw_three')."""
    id = "tan_lan"
    automatic = True
    flags = frozenset({"draw_three"})


@skill
class DongCha(Skill):
    """洞察: "你的退回和截获可以当作识破使用。" A card conversion (automatic, red): a 退回 or 截获 in hand may
    be used as 识破, with 识破's timing and targets; it can itself be 识破'd."""
    id = "dong_cha"
    converts_to = frozenset({SHI_PO})
    automatic = True

    def conversions(self, state, seat, card):
        return (SHI_PO,) if state.cards[card].function in (TUI_HUI, JIE_HUO) else ()


@skill
class QingChou(Skill):
    """情仇: "若你被女性杀死，则她可以宣告单独胜利。若你是女性玩家，你不能通过自杀来获胜"

    Automatic (red), triggers at the owner's death (before their cards go). 杀死 as 王田香's card
    defines it (R48: a message she sent, or her 真伪莫辨; not a role effect, which is 亲手 but no
    杀死); she must be another player ("不能通过自杀来获胜"), alive, and 女性 — a female role face up, or
    a female player (R51). The choice is hers ("她可以"), so the engine does not ask the owner: the killer is
    asked here."""
    id = "qing_chou"
    automatic = True
    optional = False
    listens = ("death",)

    def triggered(self, state, seat, event):
        k = event["killer"]
        return (event["seat"] == seat and k >= 0 and killed_by(state, k, event)
                and state.players[k].alive and is_woman(state, k))

    def resolve(self, state, frame):
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


role("yi_xian_sheng", SomeoneDied())
