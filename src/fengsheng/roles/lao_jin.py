"""老金 (hidden, male): 弃卒保帅, 釜底抽薪; mission: 手牌集齐三张红色卡牌和三张蓝色卡牌.

Seed 000, "扭曲的根源". Both skills are automatic (they trigger "当…时"); 弃卒保帅 is the
reveal skill, 釜底抽薪 works only face up ("盖伏状态下不能使用该技能").
"""
from __future__ import annotations

from ..cards.deck import BLACK, BLUE, RED
from ..engine.abilities import Role, Skill, flip_down, reveal_role
from ..engine.decisions import CHOOSE, Decision, Option
from ..engine.frames import ask
from ..engine.ops import draw, place_from_hand, to_deck_top
from .common import CANNOT_FORCE, EN_CANNOT_FORCE, RedAndBlueInHand, ask_card

DONE = Option("choose", func="done")


class QiZuBaoShuai(Skill):
    """弃卒保帅: "当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把二张手牌按任意顺序放回牌库顶。
    不符合翻开条件时不能主动翻开角色牌。"

    Triggers on a 'nullified' event for a card (source 'card') used by the owner, whoever
    nullified it (a 识破 card, or a skill "视为使用了识破"). Only face down: revealing is the
    skill's cost and a face-up role cannot be revealed again (ruling, see the report).
    Order of the two cards: the first chosen goes on the deck first, the second on top of it.
    """
    id = "qi_zu_bao_shuai"
    name = "弃卒保帅"
    text = "当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把二张手牌按任意顺序放回牌库顶。"
    rulings = (
        CANNOT_FORCE,)
    automatic = True
    reveal = True
    listens = ("nullified",)
    # Its steps (frame.step): drawing five, then the cards put back one by one.
    DRAW, RETURN = range(2)

    def triggered(self, state, seat, event):
        return (event["seat"] == seat and event["source"] == "card"
                and state.players[seat].alive and not state.players[seat].face_up)

    def resolve(self, state, frame):
        seat = frame.user
        if frame.step == self.DRAW:
            reveal_role(state, seat)
            draw(state, seat, 5)
            frame.left = min(2, len(state.players[seat].hand))
            # Ask in the next step: a 机密任务 met by the draw is declared first (flow.step).
            frame.step = self.RETURN
            return
        if frame.left <= 0 or not state.players[seat].alive:
            frame.done = True
            return
        prompt = "qi_zu_bao_shuai_top" if frame.left == 1 else "qi_zu_bao_shuai_under"
        ask_card(state, seat, state.players[seat].hand, prompt)

    def answer(self, state, frame, option):
        to_deck_top(state, option.card, frame.user)
        frame.left -= 1


class FuDiChouXin(Skill):
    """釜底抽薪: "当你获得假情报时，可以放置一张假情报到自己面前，然后盖伏此角色牌，并在任意位玩家面前各
    放置一张情报。" Rulings: "从自己手牌中选择卡牌放到任意位玩家面前。" "“在任意位玩家面前放置一张情报”可以
    包括自己。" "例：【老金】获得假情报后 在自己面前再放个假情报盖伏角色 然后在自己面前再放个其他颜色的情报最终
    获得胜利。" "盖伏状态下不能使用该技能。"

    Needs a black hand card (the fake is placed from the hand, 放置情报 "如没特别注明，都由手牌中
    放置"). Steps: choose the fake (placed on yourself, then the role turns face down — so the
    fake just placed cannot trigger the skill again); then choose players one by one (each
    living player at most once, yourself included, any number, 'done' to stop) and for each a
    hand card; then the cards are placed in the order chosen, each landing (victory, death,
    triggers) before the next. Deaths they cause are 老金's (亲手: 角色效果).
    """
    id = "fu_di_chou_xin"
    name = "釜底抽薪"
    text = ("当你获得假情报时，可以放置一张假情报到自己面前，然后盖伏此角色牌，并在任意位玩家面前"
            "各放置一张情报。")
    rulings = (
        "从自己手牌中选择卡牌放到任意位玩家面前。",
        "“在任意位玩家面前放置一张情报”可以包括自己。",
        "例：【老金】获得假情报后，在自己面前再放个假情报盖伏角色，然后在自己面前再放个其他颜色的情报"
        "最终获得胜利。",
        "盖伏状态下不能使用该技能。")
    # Its steps (frame.step): the fake to choose, a player, that player's card, placing.
    START, FAKE, SEAT, CARD, PLACE = range(5)
    automatic = True
    listens = ("message_received",)

    def triggered(self, state, seat, event):
        cards = state.cards
        return (event["seat"] == seat and any(cards[c].colour == BLACK for c in event["cards"])
                and any(cards[c].colour == BLACK for c in state.players[seat].hand))

    @staticmethod
    def _blacks(state, seat):
        return [c for c in state.players[seat].hand if state.cards[c].colour == BLACK]

    def resolve(self, state, frame):
        seat = frame.user
        p = state.players[seat]
        step = frame.step
        if not p.alive:
            frame.done = True
            return
        if step == self.START:
            blacks = self._blacks(state, seat)
            if not blacks or not p.face_up:
                frame.done = True
                return
            frame.step = self.FAKE
            frame.pairs = ()
            if len(blacks) == 1:
                self._place_fake(state, frame, blacks[0])
            else:
                ask_card(state, seat, blacks, "fu_di_chou_xin_fake")
        elif step == self.SEAT:
            chosen = {s for s, _ in frame.pairs}
            used = {c for _, c in frame.pairs}
            seats = [s for s in state.alive_seats() if s not in chosen]
            if not seats or len(used) >= len(p.hand):
                frame.step = self.PLACE
                return
            opts = tuple(Option("choose", seat=s) for s in seats) + (DONE,)
            ask(state, Decision(seat, CHOOSE, opts, "fu_di_chou_xin_seat"))
        elif step == self.CARD:
            used = {c for _, c in frame.pairs}
            ask_card(state, seat, [c for c in p.hand if c not in used], "fu_di_chou_xin_card")
        else:   # PLACE: the chosen cards one after another
            while frame.pairs:
                (to, card), frame.pairs = frame.pairs[0], frame.pairs[1:]
                if state.players[to].alive and card in p.hand:
                    place_from_hand(state, seat, to, [card], self.id)
                    return
            frame.done = True

    def answer(self, state, frame, option):
        step = frame.step
        if step == self.FAKE:
            self._place_fake(state, frame, option.card)
        elif step == self.SEAT:
            if option.func == "done":
                frame.step = self.PLACE
            else:
                frame.target = option.seat
                frame.step = self.CARD
        else:   # CARD
            frame.pairs = frame.pairs + ((frame.target, option.card),)
            frame.step = self.SEAT

    def _place_fake(self, state, frame, card):
        seat = frame.user
        frame.step = self.SEAT
        place_from_hand(state, seat, seat, [card], self.id)
        if state.players[seat].face_up:
            flip_down(state, seat)


ROLE = Role("lao_jin", "老金", "M", True, (QiZuBaoShuai(), FuDiChouXin()),
            mission=RedAndBlueInHand(),
            mission_text="手牌集齐三张红色卡牌和三张蓝色卡牌。")


# -- Chinese text: this role's events and questions (i18n/zh_cn.py reads them) ----------

ZH_PROMPTS = {
    "qi_zu_bao_shuai_under": "【弃卒保帅】：选择第一张放回牌库顶的手牌（之后放回的一张会压在它上面）",
    "qi_zu_bao_shuai_top": "【弃卒保帅】：选择放在牌库最顶上的手牌",
    "fu_di_chou_xin_fake": "【釜底抽薪】：选择一张假情报放置到自己面前",
    "fu_di_chou_xin_seat": "【釜底抽薪】：选择要放置情报的玩家（每位玩家一张，可以包括自己），或结束选择",
    "fu_di_chou_xin_card": "【釜底抽薪】：选择要放置到该玩家面前的手牌",
}


# -- English text (i18n/en.py and i18n/en_roles.py read it; names as in docs/english.md)
EN_NAME = "Old Jin"
EN_SKILLS = {   # skill id: (name, text, (ruling, ...))
    "qi_zu_bao_shuai": (
        "Sacrifice a Pawn",
        "When your card is seen through, you may turn this character face up, draw five cards, "
        "then put two hand cards back on top of the deck in any order.",
        (EN_CANNOT_FORCE,)),
    "fu_di_chou_xin": (
        "Cut the Fuel",
        "When you take a false message, you may place a false message in front of yourself, then "
        "turn this character face down and place one message in front of each of any number of "
        "players.",
        ("The cards placed come from your hand.",
         "\"Any number of players\" may include you.",
         "Example: Old Jin takes a false message, places another in front of himself and turns "
         "face down, then places a message of another colour in front of himself and wins.",
         "Not while face down.")),
}
EN_MISSION = ("Hold three red cards and three blue cards in your hand.", ())
EN_PROMPTS = {
    "qi_zu_bao_shuai_under": (
        "[Sacrifice a Pawn]: choose the first card to put back on the deck (the next goes on top "
        "of it)"),
    "qi_zu_bao_shuai_top": "[Sacrifice a Pawn]: choose the card for the very top of the deck",
    "fu_di_chou_xin_fake": "[Cut the Fuel]: choose a false message to place in front of yourself",
    "fu_di_chou_xin_seat":
        "[Cut the Fuel]: choose a player to receive a message (one each, you too), or stop",
    "fu_di_chou_xin_card": "[Cut the Fuel]: choose the card to place in front of that player",
}

# How the heuristic bot answers this role's questions (a policy of bots/role_play.py).
BOT_POLICY = {"qi_zu_bao_shuai_top": "discard", "qi_zu_bao_shuai_under": "discard",
              "fu_di_chou_xin_fake": "discard", "fu_di_chou_xin_seat": "place_pair_seat",
              "fu_di_chou_xin_card": "place_pair_card"}

BOT_PREFERENCE = 5   # 挑选角色: higher is chosen first


def _bot_trigger_fu_di_chou_xin(bot, obs):
    # It first puts a fake in front of me: only when that cannot kill me.
    return bot.counts[bot.seat][BLACK] <= 1


# Optional skills used only when this judges them worth it (else always used).
BOT_TRIGGERS = {
    "fu_di_chou_xin": _bot_trigger_fu_di_chou_xin,
}


# 机密任务, for a 打酱油的 owner: the worth of keeping ``card`` in hand.
def _bot_mission_keep(bot, card):
    return 1.5 if bot.cards[card].colour in (RED, BLUE) else 0.0


BOT_MISSION_KEEP = _bot_mission_keep
