"""English text of the role cards: every skill's text with the rulings printed under it, every
secret mission (机密任务), and the log lines of the roles' own events — the counterpart of
``zh_roles_text`` and ``zh_roles/`` (the questions and answers of role skills are in
:mod:`.en`'s ``CHOOSE_PROMPTS`` and ``CHOOSE_LABELS``). Names follow docs/english.md.

Words the Chinese source lost and restored in 〔〕 there are translated like the printed ones
(English has no brackets for them); tests/cli/test_english.py checks that every skill, mission
and role event of the Chinese side has its English text here.

Shapes as in zh_roles_text: ``SKILL_TEXT[skill id] = (text, (ruling, ...))``,
``MISSION_TEXT[role id] = (text, (ruling, ...))`` or ``None`` (a card without one);
``EVENTS[event type] = fn(event, name_of_seat, cards, items) -> str``.
"""
from __future__ import annotations

_CANNOT_FORCE = "You may not turn the card face up when its condition is not met."
_ANY_TIME_REVEAL = ("You may turn the card face up at any moment a response is possible (not "
                    "while a victory or a death is being declared).")
_BY_OWN_HAND = ("By your own hand: a player dies through your character's effect, a message "
                "you sent or a card's effect ([Truth or Lies]).")

SKILL_TEXT: dict[str, tuple[str, tuple[str, ...]]] = {
    # -- hidden characters ---------------------------------------------------------------
    "jiu_ji": ("When you are probed or locked on, you may turn this character face up, then "
               "draw two cards.", (
                   "If nobody responds to the [Probe] or [Lock On], [Turn the Tables] resolves "
                   "before it.",
                   _CANNOT_FORCE,
                   "Not after the [Probe] or [Lock On] was seen through.")),
    "cheng_fu": ("When you are probed, you may hide your identity.", (
        "Only while the character is face up; face down and probed, you may first turn it up "
        "with [Turn the Tables], then hide your identity with [Depth].",
        "Hiding means: you may answer with either action of the [Probe], whatever your "
        "identity.")),
    "yi_zhi": ("When you die, you may hand all your hand cards face down to a player, who "
               "picks three of them at random as messages.", (
                   "Not if Old Ghost is face down when dying.",
                   "Skills on death trigger before the identity is turned up.",
                   "The player must take three of them as messages and may not refuse.",
                   "With three cards or fewer, they take them all.")),
    "su_yi": ("While a message is passing, you may turn this character face up, then look at "
              "the passing message and draw a card.", (
                  "Used while the message passes in the message phase: mind the difference "
                  "from [Decode]'s timing.",
                  _CANNOT_FORCE,
                  "Make sure only you see the message.")),
    "dong_xi": ("When a message is decoded, you may turn this character face down.", (
        "Decoded: anyone successfully uses [Decode], in any turn.",
        "Not after the [Decode] was seen through.",
        "Optional: you may keep it face up when a message is decoded.")),
    "he_mou": ("Place a false message in front of yourself, turn this character and another "
               "hidden character face down, then you two look at each other's identity card.", (
                   "How: face-up Old Gun places a false message in front of himself, turns his "
                   "own card and another face-up hidden character face down, and the two swap "
                   "identity cards to look at them, then give them back.",
                   "Only when another hidden character is face up.",
                   "Usable at any time, in anyone's turn, without limit.",
                   "Optional.",
                   "Only the two players concerned see each other's identity card.")),
    "ju_ji": ("Turn this character face up, then burn up to three messages in front of another "
              "player.", (
                  _ANY_TIME_REVEAL,
                  "You may burn one to three.",
                  "Only another player's messages, never your own.")),
    "xue_ran_mei_gui": ("Turn this character face up and name a player, then show the top card "
                        "of the deck: if it is black, you may place up to three false messages "
                        "in front of them, otherwise only one.", (
                            _ANY_TIME_REVEAL,
                            "Turning the card up always shows the top card; afterwards you may "
                            "place no false message.",
                            "The shown card goes back on top of the deck.",
                            "Three false messages placed by Black Rose count as placed at once: "
                            "the player dies at once and cannot be saved by [Burn].",
                            "A player who dies through Black Rose while a message passes is "
                            "skipped (a direct message goes back to its sender); if the sender "
                            "died, a message nobody takes after one round goes to the discard "
                            "pile.")),
    "jie_shang_jie": ("While a message is passing in another player's turn, you may turn this "
                      "character face up; it counts as using [Intercept].", (
                          "Same timing and effect as the [Intercept] card.",
                          "This interception cannot be seen through.")),
    "ji_zhong_ji": ("When a player takes a true message you sent, you may burn one false message "
                    "in front of them.", (
                        "A player who dies by taking your false message cannot be saved by "
                        "burning one with this skill.",
                        "Not when you take a false message you sent yourself.",
                        "Not while face down.")),
    "qi_zu_bao_shuai": ("When your card is seen through, you may turn this character face up, "
                        "draw five cards, then put two hand cards back on top of the deck in "
                        "any order.", (_CANNOT_FORCE,)),
    "fu_di_chou_xin": ("When you take a false message, you may place a false message in front of "
                       "yourself, then turn this character face down and place one message in "
                       "front of each of any number of players.", (
                           "The cards placed come from your hand.",
                           "\"Any number of players\" may include you.",
                           "Example: Old Jin takes a false message, places another in front of "
                           "himself and turns face down, then places a message of another colour "
                           "in front of himself and wins.",
                           "Not while face down.")),
    "xian_ji": ("Turn this character face up, draw two cards from another player's hand, then "
                "they draw two cards.", ()),
    "hou_zhao": ("When you die, you may look at another player's hand, then place one of those "
                 "cards in front of a player.", ()),
    "qian_cang_fu_ji": ("Turn this character face up, then put a message in front of another "
                        "player back on top of the deck.", ()),
    "huang_que_zai_hou": ("When another player dies, you may turn your identity card face up, "
                          "then place up to two false messages in front of a player.", ()),
    "jing_jue": ("When a player uses a card, you may turn this character face up; it counts as "
                 "using [See Through].", (
                     "Same timing and effect as the [See Through] card.",
                     _CANNOT_FORCE,
                     "This [See Through] cannot be seen through.")),
    "yan_hu": ("You may take a false message in front of a player, then turn this character "
               "face down.", ()),
    # -- open characters -----------------------------------------------------------------
    "ge_qiang_you_er": ("When you probe a player, you may draw two cards, then put a hand card "
                        "back on top of the deck.", (
                            "If nobody responds to the [Probe], [Walls Have Ears] resolves "
                            "before it.",
                            "Not after the [Probe] was seen through.")),
    "tou_long_zhuan_feng": ("When a message arrives in front of you, you may discard a hand "
                            "card, then swap the message with the top card of the deck.", (
                                "Used when the message arrives in the message phase, with "
                                "[Decode]'s timing.",
                                "The new message keeps the old one's state: face up stays face "
                                "up, face down stays face down.")),
    "lian_ji": ("When a player takes a false message you sent, you draw a card, then you may "
                "place another false message in front of them.", (
                    "Only for false messages you sent: one taken through [Truth or Lies] or a "
                    "character skill does not trigger it.",
                    "After drawing, you may place none.")),
    "yu_mou": ("Your [Diversion] may be used as [Lock On].", (
        "Only the card's name and effect change; its colour stays.",
        "These [Lock On]s can be seen through.")),
    "ying_xiong": ("When you take a false message, you may draw two cards.", (
        "Also when Black Rose or [Truth or Lies] places the false message.",)),
    "jiu_mei": ("When a woman dies, you may turn your identity card face up, then burn every "
                "false message in front of yourself and her to save her.", (
                    "The woman saved does not turn her identity card up.",
                    "If the Masked Man in Tails himself dies, he cannot save himself.",
                    "Women are female characters and female players.")),
    "min_rui": ("You may use [Lock On] in other players' turns.", (
        "These [Lock On]s can be seen through.",)),
    "lian_dong": ("When you use [Lock On], draw two cards, then give a hand card to another "
                  "player.", (
                      "Not when the [Lock On] was seen through.",
                      "Compulsory: after a [Lock On] you must draw, and after drawing you must "
                      "give a card.")),
    "feng_du": ("When you declare victory, choose a woman who wins with you.", (
        "If there is a woman at the table, this must happen.",
        "A face-down character has no gender: even if you know a face-down character is a "
        "woman, she cannot win this way.",
        "Women are female characters and female players: a female player with a male character "
        "may be chosen.",
        "Her victory is hers alone: her faction does not win with her.")),
    "liang_jian": ("Your [Probe] and [Return] may be used as [Lock On].", ()),
    "shi_xue": ("When another player dies, you may draw four cards, then give a hand card to "
                "any player.", (
                    "Even if the dying player is saved (for instance by the Masked Man in "
                    "Tails).",
                    "You may give it to yourself.",
                    "Not on your own death.")),
    "jing_ming": ("In your draw phase you draw three cards instead, then put a hand card back "
                  "on top of the deck.", (
                      "Only the draw of your own draw phase, not draws from card effects.",)),
    "ai_qing": ("Turn your identity card face up, then burn two false messages.", (
        "Two false messages of one player, or one each of two players.",
        "Any players, you included.",
        "This burning cannot be seen through.")),
    "kao_wen": ("When you probe a player, you may draw a card from their hand.", (
        "If nobody responds to the [Probe], [Interrogate] resolves before it.",
        "Only once the [Probe] is used successfully (not seen through).")),
    "sou_qu": ("When a player dies, you look at one of their hand cards at random, then you "
               "may take it into your hand or as a message.", (
                   "Drawn at random face down, without looking at the faces.",
                   "A dead player without hand cards gives nothing.",
                   "Not on your own death.")),
    "ying_xiong_ben_se": ("When you take a false message, draw a card, then you may place a "
                          "false message in front of a player.", ()),
    "yin_mou": ("When a player takes a false message you sent, you may draw a card from any "
                "player's hand.", (
                    "A false message taken through [Truth or Lies] or a character skill does not "
                    "trigger it.",
                    "Nothing is drawn from a player without hand cards.")),
    "yang_mou": ("When you take a false message another player sent, you may draw a card from "
                 "any player's hand.", (
                     "A false message taken through [Truth or Lies] or a character skill does "
                     "not trigger it.",
                     "Nothing is drawn from a player without hand cards.")),
    "huan_ri": ("Your black hand cards may be used as [Lock On].", ()),
    "tou_tian": ("When a player takes a false message you sent, you may put a true message in "
                 "front of them into any player's hand.", ()),
    "qiao_zhuang": ("This character counts as both male and female.", ()),
    "shou_mai": ("Give four of your hand cards to a player, then take a message in front of "
                 "them.", (
                     "Usable at any time (your turn or another's); the player cannot refuse.",
                     "Not with fewer than four hand cards.",
                     "You may take any message, false ones too.")),
    "bai_lu": ("When you have six messages or more, you lose the game.", (
        "Losing is not dying: Xiao Bai out by six messages triggers no skill on death (Sixth "
        "Sister's, Blade's and so on).",
        "Six messages and a victory at the same time count as losing.",
        "Only Xiao Bai loses, not the faction; even if the faction wins, Xiao Bai has lost.")),
    "sheng_dong_ji_xi": ("While a message is passing, you may turn this character face down; it "
                         "counts as using [Diversion].", (
                             "Same timing and effect as [Diversion].",)),
    "dan_yao_wu_xian": ("If you have no hand cards, you may turn this character face up, then "
                        "draw a card.", ("Usable face down too.",)),
    "xiao_li_cang_dao": ("When another player takes a true message you sent, you may place a "
                         "false message in front of them.", ()),
    "yun_chou_wei_wo": ("When you take a true message, you may draw a card.", ()),
    "jie_lu": ("While a message is passing, you may discard a black hand card, then turn a "
               "passing secret message face up: if it is false, draw two cards.", (
                   "Used while the message passes in the message phase, with the timing of "
                   "[Diversion] and [Intercept].",)),
    "zhen_xiang": ("When a player uses [Probe], you may discard a hand card to look at that "
                   "[Probe] first.", (
                       "After the [Probe] is used successfully, before its effect resolves.",
                       "The [Probe]'s target does not change; it resolves as usual "
                       "afterwards.")),
    "gong_shou_jian_bei": ("When you use [Lock On] or [Diversion], draw two cards, then put a "
                           "hand card back on top of the deck.", ()),
    "lin_wei_shou_ming": ("When another player dies, before their identity card is turned up, "
                          "you may remove your identity card from the game face down and take "
                          "theirs, then swap a message in front of a player with the top card "
                          "of the deck.", (
                              "The removed identity card is out for the rest of the game (like "
                              "a [Probe]); do not mix it with the game's cards.",
                              "It triggers no skill and completes no secret mission that a "
                              "faction's death would.")),
    # -- expansion characters ------------------------------------------------------------
    "feng_yuan_direction": ("You may choose the direction of each of your messages that is not "
                            "direct.", ()),
    "sheng_ge": ("When a player uses [Truth or Lies], you may draw three cards, then give a hand "
                 "card to another player.", ()),
    "can_ren": ("Your text cards may be used as [Lock On].", ()),
    "wang_tian_xiang_move": ("If you killed a player, at the end of the turn you may place a "
                             "message on the table in front of a player.", (
                                 "Killed: a card you used ([Truth or Lies]) or a message you "
                                 "sent made that player die.",)),
    "lan_sha": ("When you kill a Passerby player, you may declare a victory of your own.", (
        "If you are a Passerby, you cannot win by killing yourself.",)),
    "shi_cha": ("When you take a false message, you may put a message of another player into "
                "your hand.", ()),
    "tan_lan": ("In your draw phase you draw three cards instead.", ()),
    "dong_cha": ("Your [Return] and [Intercept] may be used as [See Through].", ()),
    "qing_chou": ("If a woman kills you, she may declare a victory of her own.", (
        "If you are a female player, you cannot win by killing yourself.",)),
    "jia_mi": ("Your text messages may be sent as secret messages.", ()),
    "jue_mi": ("When a message you sent is intercepted or decoded, you may draw a card from a "
               "player's hand, or place a false message in front of them.", ()),
}

MISSION_TEXT: dict[str, tuple[str, tuple[str, ...]] | None] = {
    "lao_gui": ("When you die, show your hand: it holds three red cards or more.", ()),
    "yi_dian_yuan": ("Collect three blue messages or more.", ()),
    "lao_qiang": ("Collect three red messages or more.", ()),
    "shan_ling": ("Kill by your own hand a player who has no true message.", ()),
    "hei_mei_gui": ("Kill by your own hand a player who has three true messages or more.",
                    (_BY_OWN_HAND,)),
    "e_mei_feng": ("Collect three blue messages or more.", ()),
    "lao_jin": ("Hold three red cards and three blue cards in your hand.", ()),
    "fu_ping": ("Be the second player to die, or a later one.", ()),
    "huang_que": ("An Underground player and an Army player die.", ()),
    "gang_tie_te_gong": ("Hold four [See Through] cards in your hand.", ()),
    "qing_bao_chu_zhang": ("Collect three red messages or more.", ()),
    "zhi_ye_sha_shou": ("Make by your own hand another player the second to die, or a later "
                        "one.", (
                            _BY_OWN_HAND,
                            "The Hitman cannot complete it by killing himself.")),
    "li_fu_meng_mian_ren": ("A woman declares victory.", (
        "Women are female characters and female players.",
        "With no woman at the table, only the common condition is left: be the last one "
        "alive!")),
    "qi_bai": ("Collect five true messages or more.", ()),
    "dao_feng": ("An Underground player and an Army player die.", ()),
    "da_mei_nv": ("When a male character declares victory, you have one false message or "
                  "none.", (
                      "With no male character at the table, only the common condition is left: "
                      "be the last one alive!",)),
    "liu_jie": ("Collect six messages or more.", ()),
    "xiao_ma_ge": ("An Underground player and an Army player die.", ()),
    "guai_dao_jiu_jiu": ("Hold nine hand cards or more.", ()),
    "bei_lei_mao": ("Hold three red cards and three blue cards in your hand.", ()),
    "xiao_bai": ("You are the first to die, or the Underground or the Army is wiped out.", (
        "As a Passerby, Xiao Bai wins by being the first to die of three false messages.",)),
    "fu_she": ("When a player declares victory, nobody has died. Your victory makes their "
               "declaration fail.", ()),
    "dai_li": ("Collect three blue messages or more.", ()),
    "fu_er_mo_si": ("Collect three red messages or more.", ()),
    "zhi_ming_xiang_shui": None,
    "feng_yuan": ("The first player on your left or on your right declares victory. Your "
                  "victory makes their declaration fail.", ()),
    "wang_tian_xiang": ("Kill a female character by your own hand.", ()),
    "yu_ze_cheng": ("A player declares victory by taking a message you sent. Your victory makes "
                    "their declaration fail.", ()),
    "yi_xian_sheng": ("When a player declares victory, a player has already died. Your victory "
                      "makes their declaration fail.", ()),
    "jing_cha": ("A player declares victory by taking a message you sent. Your victory makes "
                 "their declaration fail.", (
                     "This includes characters who win by taking false messages (Xiao Bai and "
                     "others).",)),
}

NO_MISSION = ("(This character card has no secret mission: win only by a changed identity, or "
              "as the last player alive.)")


def skill_text(skill_id: str) -> str:
    """The text of a skill ('' if unknown)."""
    entry = SKILL_TEXT.get(skill_id)
    return entry[0] if entry else ""


def mission_text(role_id: str) -> str:
    """The secret mission of a role, or :data:`NO_MISSION` for a card without one."""
    entry = MISSION_TEXT.get(role_id)
    return NO_MISSION if entry is None else entry[0]


# -- the roles' own log lines (zh_roles/<role id>.py EVENTS) ------------------------------
def _en():
    from . import en   # en merges EVENTS below, so it is imported here, when a line is built
    return en


def _label(cards, cid, what="a hand card"):
    return f"[{_en().card_label(cards[cid])}]" if cid is not None and cards else what


def _skill_used(e, n, cards, items):
    target = f", target: {n(e['target'])}" if e.get("target", -1) >= 0 else ""
    return f"{n(e['seat'])} uses the skill [{_en().skill_name(e['skill'])}]{target}."


def _card_given(e, n, cards, items):
    return f"{n(e['seat'])} gives {_label(cards, e.get('card'))} to {n(e['to'])}."


def _card_taken(e, n, cards, items):
    return f"{n(e['seat'])} draws {_label(cards, e.get('card'))} from {n(e['from_seat'])}'s hand."


def _take_nothing(e, n, cards, items):
    return f"{n(e['from_seat'])} has no hand cards: {n(e['seat'])} draws nothing."


def _message_to_hand(e, n, cards, items):
    return (f"{_label(cards, e['card'], 'a message')} in front of {n(e['seat'])} goes into "
            f"{n(e['to'])}'s hand.")


def _message_to_deck(e, n, cards, items):
    return (f"{_label(cards, e['card'], 'a message')} in front of {n(e['seat'])} goes back on "
            f"top of the deck.")


def _card_to_deck(e, n, cards, items):
    return f"{n(e['seat'])} puts a hand card back on top of the deck."


def _top_shown(e, n, cards, items):
    return f"The top card of the deck is shown: {_label(cards, e['card'], 'a card')}."


def _hand_shown(e, n, cards, items):
    shown = ", ".join(_label(cards, c) for c in e["cards"])
    return f"{n(e['seat'])} shows their hand: {shown or '(none)'}."


def _yi_zhi(e, n, cards, items):
    return (f"{n(e['seat'])} uses [Last Wish]: their whole hand goes face down to {n(e['to'])}, "
            f"who picks three at random as messages.")


def _shi_xue_kept(e, n, cards, items):
    return f"{n(e['seat'])} gives a hand card to themselves ([Bloodthirst])."


def _jie_lu_discard(e, n, cards, items):
    return (f"{n(e['seat'])} discards the black hand card {_en()._card(cards, e['card'])} for "
            f"[Reveal].")


def _jie_lu(e, n, cards, items):
    return (f"{n(e['seat'])}'s [Reveal] resolves: the secret message at {n(e['holder'])} is "
            f"turned up: {_en()._card(cards, e['card'])}.")


def _zhen_xiang(e, n, cards, items):
    s = (f"{n(e['seat'])} uses [The Truth] and first looks at {n(e['user'])}'s [Probe] on "
         f"{n(e['target'])}")
    if "bet" in e:
        return f"{s}: {_en().probe_text((e['bet'], e['effect']))}"
    return s + " (only they see it)."


def _hand_viewed(e, n, cards, items):
    if "cards" in e and cards:
        shown = ", ".join(_en().card_text(cards[c]) for c in e["cards"]) or "(none)"
        return f"{n(e['seat'])} looks at {n(e['target'])}'s hand: {shown}."
    return f"{n(e['seat'])} looks at {n(e['target'])}'s hand."


def _xue_ran_mei_gui(e, n, cards, items):
    most = "up to three false messages" if e["limit"] == 3 else "at most one false message"
    return (f"{n(e['seat'])}'s [Blood-stained Rose] resolves: they may place {most} in front of "
            f"{n(e['target'])}.")


def _he_mou_view(e, n, cards, items):
    s = f"[Conspire]: {n(e['seat'])} and {n(e['target'])} look at each other's identity card"
    if "identity" in e:
        en = _en()
        return (f"{s}: {n(e['seat'])} is {en.identity_name(e['identity'])}, {n(e['target'])} is "
                f"{en.identity_name(e['target_identity'])}.")
    return s + "."


def _jiu_mei(e, n, cards, items):
    return (f"{n(e['seat'])} uses [Rescue the Beauty]: every false message in front of them and "
            f"{n(e['saved'])} is burnt; {n(e['saved'])} is saved.")


def _sou_qu_seen(e, n, cards, items):
    s = f"{n(e['seat'])} uses [Search] and looks at a random hand card of {n(e['from_seat'])}"
    return f"{s}: {_en()._card(cards, e['card'])}." if "card" in e else s + "."


def _sou_qu_kept(e, n, cards, items):
    what = _en()._card(cards, e["card"]) if "card" in e else "the card"
    return f"{n(e['seat'])} takes {what} into their hand ([Search])."


def _sou_qu_left(e, n, cards, items):
    return (f"{n(e['seat'])} leaves the card they looked at; it stays in {n(e['from_seat'])}'s "
            f"hand.")


def _feng_du(e, n, cards, items):
    return (f"{n(e['seat'])} uses [Gallantry]: {n(e['with_seat'])} wins with them (her victory "
            f"alone).")


def _message_swapped(e, n, cards, items):
    s = f"{n(e['seat'])} uses [Switch the Dragon]: the passing message"
    if "card" in e and "new_card" in e and cards:
        en = _en()
        return (f"{s} {en.card_text(cards[e['card']])} goes back on top of the deck, replaced by "
                f"{en.card_text(cards[e['new_card']])}.")
    return f"{s} and the top card of the deck are swapped (face down)."


def _ju_ji(e, n, cards, items):
    return (f"{n(e['seat'])}'s [Snipe] resolves: one to three messages in front of "
            f"{n(e['target'])} are burnt.")


def _ju_ji_burned(e, n, cards, items):
    return (f"{n(e['by'])} burns a message in front of {n(e['seat'])} with [Snipe]: "
            f"{_en()._card(cards, e['card'])}.")


def _probe_hidden(e, n, cards, items):
    s = f"{n(e['seat'])} uses [Depth] and may answer the [Probe] regardless of identity"
    choice = e.get("choice")
    if choice not in ("comply", "declare"):   # another seat's view: the choice is hidden
        return s + "."
    return f"{s}: chooses to {_en().CHOOSE_LABELS[choice]}."


def _moved(e, n, cards, items):
    what = _en().card_text(cards[e["card"]]) if cards else "a message"
    return f"{n(e['seat'])} moves {what} from in front of {n(e['from_seat'])} to {n(e['to'])}."


def _shou_mai(e, n, cards, items):
    return f"{n(e['seat'])}'s [Bribe] resolves: four hand cards go to {n(e['target'])}."


def _shou_mai_taken(e, n, cards, items):
    return (f"The message {_en()._card(cards, e['card'])} in front of {n(e['seat'])} is taken by "
            f"{n(e['to'])}.")


def _su_yi(e, n, cards, items):
    what = _en()._card(cards, e["card"]) if "card" in e else "(only they see it)"
    return (f"{n(e['seat'])}'s [Speed Decode] resolves: they look at the passing message "
            f"{what} and draw a card.")


def _su_yi_missed(e, n, cards, items):
    return (f"{n(e['seat'])}'s [Speed Decode] resolves: the message is no longer passing; they "
            f"only draw a card.")


def _identity_taken(e, n, cards, items):
    s = (f"{n(e['seat'])} removes their own identity card face down and takes "
         f"{n(e['from_seat'])}'s ([Called in a Crisis])")
    if "identity" in e:
        s += f": {_en().identity_name(e['identity'])}"
    return s + "."


EVENTS = {
    "skill_used": _skill_used, "card_given": _card_given, "card_taken": _card_taken,
    "take_nothing": _take_nothing, "message_to_hand": _message_to_hand,
    "message_to_deck": _message_to_deck, "card_to_deck": _card_to_deck, "top_shown": _top_shown,
    "hand_shown": _hand_shown, "yi_zhi": _yi_zhi, "shi_xue_kept": _shi_xue_kept,
    "jie_lu_discard": _jie_lu_discard, "jie_lu": _jie_lu, "zhen_xiang": _zhen_xiang,
    "hand_viewed": _hand_viewed, "xue_ran_mei_gui": _xue_ran_mei_gui,
    "he_mou_view": _he_mou_view, "jiu_mei": _jiu_mei, "sou_qu_seen": _sou_qu_seen,
    "sou_qu_kept": _sou_qu_kept, "sou_qu_left": _sou_qu_left, "feng_du": _feng_du,
    "message_swapped": _message_swapped, "ju_ji": _ju_ji, "ju_ji_burned": _ju_ji_burned,
    "probe_hidden": _probe_hidden, "wang_tian_xiang_moved": _moved, "shou_mai": _shou_mai,
    "shou_mai_taken": _shou_mai_taken, "su_yi": _su_yi, "su_yi_missed": _su_yi_missed,
    "identity_taken": _identity_taken,
}
