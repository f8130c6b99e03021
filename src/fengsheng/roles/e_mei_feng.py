"""峨眉峰 (hidden, male): 截上截, 计中计; mission: 获得三张或以上的蓝色情报.

Seed 000, "所信者目也". 截上截 is the responsive reveal skill; 计中计 is automatic and works
only face up.
"""
from __future__ import annotations

from ..engine import events
from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Skill, reveal_role
from ..engine.decisions import Option
from ..engine.ops import burn_message
from ..engine.state import TRANSMIT, StackItem
from .common import ColourMessages, ask_card, role, skill


@skill
class JieShangJie(Skill):
    """截上截: "他人回合情报传递时，可以翻开此角色牌，然后视为使用了截获。使用时机和作用与【截获】游戏卡相同。
    该截获属于无法被【识破】。"

    Offered in a 情报传递 window of another player's turn while a message is in transit, and
    only face down (revealing is its cost). Using it reveals the role and puts on the stack a
    截获 with no card that 识破 cannot target; it resolves as the card does (jie_huo.py): the
    last 截获 used gets the message.
    """
    id = "jie_shang_jie"
    contexts = frozenset((TRANSMIT,))
    reveal = True

    def window_options(self, state, seat, ctx):
        if (ctx == TRANSMIT and state.message is not None and seat != state.turn_player
                and not state.players[seat].face_up):
            return [Option("skill", func=self.id)]
        return []

    def use(self, state, seat, option):
        reveal_role(state, seat)
        item = StackItem(state.new_uid(), seat, -1, "jie_huo", counterable=False,
                         source="skill")
        state.stack.append(item)
        events.skill_used(state, item.uid, seat, self.id, -1, -1)


@skill
class JiZhongJi(Skill):
    """计中计: "当一位玩家获得你传出的真情报时，你可以烧毁他面前的一张假情报。" Rulings: "当一位角色获得你的
    假情报，并因此而死亡时，你不能通过此技能烧毁他的假情报用以拯救他。当你自己传出的假情报被你自己获得时，不能
    触发该技能。盖伏状态下不能使用该技能。"

    Triggers when a red or blue message you sent lands (taken, forced, or intercepted: the
    event's sender is you) in front of another living player who has a black message to burn.
    A fake never triggers it (the printed 真情报), so the ruling on your own fake taken by
    yourself would say nothing if it were only about fakes: it is read as "never when you get
    your own message" (R47). Death is checked before receipt triggers anyway (landing.py).
    """
    id = "ji_zhong_ji"
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        cards = state.cards
        return (event["sender"] == seat and event["seat"] != seat
                and event["via"] in ("message", "intercept")
                and any(cards[c].colour in (RED, BLUE) for c in event["cards"])
                and state.black_count(event["seat"]) > 0)

    def resolve(self, state, frame):
        target = frame.event["seat"]
        blacks = [c for c in state.players[target].messages if state.cards[c].colour == BLACK]
        if not blacks or not state.players[target].alive:
            frame.done = True
        elif len(blacks) == 1:
            self._burn(state, frame, blacks[0])
        else:
            ask_card(state, frame.user, blacks, "ji_zhong_ji_burn")

    def answer(self, state, frame, option):
        self._burn(state, frame, option.card)

    @staticmethod
    def _burn(state, frame, card):
        burn_message(state, frame.event["seat"], card, frame.user)
        frame.done = True


role("e_mei_feng", ColourMessages(BLUE))
